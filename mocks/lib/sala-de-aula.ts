/**
 * The classroom's records (attendance, grades, lesson summaries) belong to a
 * class, and a record's school is its class's school: the facts ACCESS judges
 * are composed here through the class, so a class moved to another school
 * takes its records with it (docs/sala-de-aula.md).
 */
import { CLASSROOM_RECORDS, type ClassroomResource } from '@contract';
import { rowFacts, type RowFacts } from '@contract/access';
import type { MockDb } from '../db/schema';
import type { ChamadaRow, NotaRow, Resumo, TurmaRow } from '../seed/rows';

/** The stored row of each class record. */
interface RecordRows {
  chamadas: ChamadaRow;
  notas: NotaRow;
  resumos: Resumo;
}

/** The stored record of `resource` with that id (CLASSROOM_RECORDS names its column). */
export function storedRecord<R extends ClassroomResource>(db: MockDb, resource: R, id: number): RecordRows[R] | undefined {
  const column = CLASSROOM_RECORDS[resource].id;
  const rows = db[resource].all() as unknown as RecordRows[R][];
  return rows.find((row) => (row as Record<string, unknown>)[column] === id);
}

/** Whether a student already has a record of `resource` in the class that day (one per student, class and day). */
export function recordTaken(db: MockDb, resource: 'chamadas' | 'notas', turmaId: number, alunoId: number, data: string): boolean {
  const { turma, aluno, data: day } = CLASSROOM_RECORDS[resource];
  const rows = db[resource].all() as readonly Record<string, unknown>[];
  return rows.some((r) => r[turma] === turmaId && r[aluno] === alunoId && r[day] === data);
}

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
