/**
 * Authorisation goes only through the role scope table (`allows` from
 * `@/domain/access`). One rule everywhere: a row outside the caller's READ
 * scope does not exist for them (404 with the resource's "não encontrado"
 * message); a row they can read but not WRITE is 403 'Acesso negado.'.
 */
import type { User } from '@contract';
import { allows, type Caller, type Resource, type RowFacts } from '@/domain/access';
import { forbidden, notFound } from './errors';

/** Scope facts of a user row. */
export function userFacts(user: User): RowFacts {
  return { schoolId: user.cp_escola_id, classId: user.cp_turma_id, ownerUserId: user.cp_id };
}

export function canRead(resource: Resource, caller: Caller, facts: RowFacts): boolean {
  return allows(resource, 'read', caller, facts);
}

/** 404 unless the caller may read the row. */
export function assertReadable(resource: Resource, caller: Caller, facts: RowFacts, notFoundMsg: string): void {
  if (!allows(resource, 'read', caller, facts)) throw notFound(notFoundMsg);
}

/** 403 unless the caller may write the row (check readability first). */
export function assertWritable(resource: Resource, caller: Caller, facts: RowFacts): void {
  if (!allows(resource, 'write', caller, facts)) throw forbidden();
}

/** The rows of a list the caller may read. */
export function readableRows<T>(resource: Resource, caller: Caller, rows: readonly T[], factsOf: (row: T) => RowFacts): T[] {
  return rows.filter((row) => allows(resource, 'read', caller, factsOf(row)));
}
