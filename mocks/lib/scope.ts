/**
 * Authorisation goes only through the role scope table (`allows` from
 * `@/domain/access`). One rule everywhere: a row outside the caller's READ
 * scope does not exist for them (404 with the resource's "não encontrado"
 * message); a row they can read but not WRITE is 403 'Acesso negado.'.
 */
import type { Escola, Usuario } from '@contract';
import {
  allows,
  may,
  mayList,
  rowFacts,
  scopeOf,
  type Action,
  type Caller,
  type Resource,
  type RowFacts,
} from '@contract/access';
import type { TurmaRow } from '../seed/rows';
import { forbidden, notFound } from './errors';

/** Scope facts of a user (their class derived from turmaAlunos, see membership.ts). */
export const userFacts = (user: Usuario): RowFacts => rowFacts('usuarios', user);

/** Scope facts of a school: its own id is the school a `school` scope compares. */
export const escolaFacts = (school: Pick<Escola, 'cp_ec_id'>): RowFacts => rowFacts('escolas', school);

/** Scope facts of a class: its school, and itself for the `teaching` / `enrolled` scopes. */
export const turmaFacts = (turma: Pick<TurmaRow, 'cp_tr_id' | 'cp_tr_id_escola'>): RowFacts => rowFacts('turmas', turma);

export function canRead(resource: Resource, caller: Caller, facts: RowFacts): boolean {
  return allows(resource, 'read', caller, facts);
}

/** 404 unless the caller may read the row. */
export function assertReadable(resource: Resource, caller: Caller, facts: RowFacts, notFoundMsg: string): void {
  if (!allows(resource, 'read', caller, facts)) throw notFound(notFoundMsg);
}

/** 403 unless the caller may write (or `action`: delete, create) the row (check readability first). */
export function assertWritable(
  resource: Resource,
  caller: Caller,
  facts: RowFacts,
  action: Extract<Action, 'write' | 'create' | 'delete'> = 'write',
): void {
  if (!allows(resource, action, caller, facts)) throw forbidden();
}

/** The rows of a list the caller may read. */
export function readableRows<T>(resource: Resource, caller: Caller, rows: readonly T[], factsOf: (row: T) => RowFacts): T[] {
  return rows.filter((row) => allows(resource, 'read', caller, factsOf(row)));
}

/** 403 unless the caller's type (or a grant they hold) may call the resource's list endpoints at all (`list` scope not `none`). */
export function assertMayList(resource: Resource, caller: Caller): void {
  if (!mayList(resource, caller.type, caller.grants)) throw forbidden();
}

/** The rows of a list endpoint the caller may see (the `list` scope, which defaults to `read`). */
export function listableRows<T>(resource: Resource, caller: Caller, rows: readonly T[], factsOf: (row: T) => RowFacts): T[] {
  return rows.filter((row) => allows(resource, 'list', caller, factsOf(row)));
}

/** 403 unless the caller's type may `action` (default: write) the resource anywhere at all (scope not `none`). */
export function assertMayWrite(
  resource: Resource,
  caller: Caller,
  action: Extract<Action, 'write' | 'create' | 'delete'> = 'write',
  msg?: string,
): void {
  if (!may(resource, action, caller.type, caller.grants)) throw forbidden(msg);
}

/** Whether the caller may write (or `action`) a row with these facts (for checks with their own message). */
export function canWrite(
  resource: Resource,
  caller: Caller,
  facts: RowFacts,
  action: Extract<Action, 'write' | 'create' | 'delete'> = 'write',
): boolean {
  return allows(resource, action, caller, facts);
}

/** Whether the caller's type writes every row of the resource (`write` scope `all`). */
export function writesEverywhere(resource: Resource, caller: Caller): boolean {
  return scopeOf(resource, 'write', caller.type, caller.grants) === 'all';
}

/** Whether a row with these facts is inside the caller's `list` scope. */
export function canList(resource: Resource, caller: Caller, facts: RowFacts): boolean {
  return allows(resource, 'list', caller, facts);
}
