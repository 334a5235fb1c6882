/**
 * The classroom's records (attendance, grades, lesson summaries) belong to a
 * class, and a record's school is its class's school: the facts ACCESS judges
 * are composed here through the class, so a class moved to another school
 * takes its records with it (docs/sala-de-aula.md).
 */
import { rowFacts, type RowFacts } from '@/domain/access';
import type { MockDb } from '../db/schema';
import type { Resumo, TurmaRow } from '../seed/rows';

/** The ACCESS resources of the class records. */
export type ClassroomResource = 'chamadas' | 'notas' | 'resumos';

export const findTurma = (db: MockDb, id: number): TurmaRow | undefined => db.turmas.findFirst((q) => q.where({ cp_tr_id: id }));

/** The facts of a record about `ownerUserId` (or about nobody) in a class: the class, and its school. */
export function classFacts(turma: Pick<TurmaRow, 'cp_tr_id' | 'cp_tr_id_escola'>, ownerUserId: number | null = null): RowFacts {
  return { classId: turma.cp_tr_id, schoolId: turma.cp_tr_id_escola, ownerUserId };
}

/** The facts of a stored record: its own (class, owner) plus its class's school (none when the class is gone). */
export function recordFacts(db: MockDb, resource: ClassroomResource, row: object): RowFacts {
  const facts = rowFacts(resource, row);
  const turma = facts.classId == null ? undefined : findTurma(db, facts.classId);
  return { ...facts, schoolId: turma?.cp_tr_id_escola ?? null };
}

/** Whether a person holds an attendance record or a grade in a class (a student reads their own in any class). */
export function holdsRecordIn(db: MockDb, userId: number, turmaId: number): boolean {
  return (
    db.chamadas.findFirst((q) => q.where({ cp_ch_turma_id: turmaId, cp_ch_aluno_id: userId })) !== undefined ||
    db.notas.findFirst((q) => q.where({ cp_nota_turma_id: turmaId, cp_nota_aluno_id: userId })) !== undefined
  );
}

/** The summaries whose file is the stored `path`. */
export function summariesHolding(db: MockDb, path: string): Resumo[] {
  return db.resumos.findMany((q) => q.where({ cp_res_arquivo: path }));
}
