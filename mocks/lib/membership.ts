/**
 * Class membership is one fact, stored once: the `turmaAlunos` table. A
 * person's `cp_turma_id` (login's `turmaID`, the Usuario answers, a school's
 * student list, the caller's `classId`) and a class's `cp_tr_alunos` are read
 * from it here, and only here. A student is in at most one class.
 */
import type { Usuario } from '@contract';
import type { MockDb } from '../db/schema';
import type { UsuarioRow } from '../seed/rows';

/** The class of a person, or null. */
export function classOf(db: MockDb, userId: number): number | null {
  return db.turmaAlunos.findFirst((q) => q.where({ cp_aluno_id: userId }))?.cp_tr_id ?? null;
}

/** Every membership as `studentId → classId` (for lists: one pass over the table). */
export function classIndex(db: MockDb): ReadonlyMap<number, number> {
  return new Map(db.turmaAlunos.all().map((m) => [m.cp_aluno_id, m.cp_tr_id]));
}

/** The students of a class, by ascending id. */
export function membersOf(db: MockDb, turmaId: number): number[] {
  return db.turmaAlunos
    .findMany((q) => q.where({ cp_tr_id: turmaId }))
    .map((m) => m.cp_aluno_id)
    .sort((a, b) => a - b);
}

/** A stored person with their derived `cp_turma_id`, as the contract's Usuario. */
export function withClass(db: MockDb, row: UsuarioRow, index?: ReadonlyMap<number, number>): Usuario {
  return { ...row, cp_turma_id: index ? (index.get(row.cp_id) ?? null) : classOf(db, row.cp_id) };
}

/** Removes a person from their class (no-op when they have none). */
export function leaveClass(db: MockDb, userId: number): void {
  db.turmaAlunos.deleteMany((q) => q.where({ cp_aluno_id: userId }));
}

/**
 * Makes `studentIds` the members of a class: everyone else leaves it, and a
 * chosen student who is in another class moves here (one class per student).
 */
export async function setMembers(db: MockDb, turmaId: number, studentIds: readonly number[]): Promise<void> {
  const wanted = [...new Set(studentIds)];
  db.turmaAlunos.deleteMany((q) => q.where((m) => m.cp_tr_id === turmaId || wanted.includes(m.cp_aluno_id)));
  for (const cp_aluno_id of wanted) await db.turmaAlunos.create({ cp_tr_id: turmaId, cp_aluno_id });
}

/** Removes every membership of a class (the class is going away). */
export function dropClass(db: MockDb, turmaId: number): void {
  db.turmaAlunos.deleteMany((q) => q.where({ cp_tr_id: turmaId }));
}
