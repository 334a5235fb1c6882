/** What a cell of the matrix is, what it may come to, and what a domain of it holds. */
import type { Caller } from './fixture.ts';

type Action = 'select' | 'insert' | 'update' | 'delete';

/** Who (`as`) does what (`op`) to which table, and the outcome expected. */
export interface CellOf<T extends string, O extends { readonly action: Action }> {
  readonly as: Caller;
  readonly table: T;
  readonly op: O;
  readonly expect: Outcome;
}
type AnyCell = CellOf<string, { readonly action: Action }>;

/** The statement a cell runs, as the caller. Every write says `returning`. */
export interface Statement {
  readonly sql: string;
  readonly params: unknown[];
}

/**
 * One domain of the matrix (a file of tests/db/rls/): the statement a cell on
 * each table it owns runs, and its cells in the matrix's order — which may
 * act on another domain's table too (a material's file in storage.objects).
 */
export interface RlsDomain<Own extends AnyCell, C extends AnyCell = Own> {
  readonly statements: { readonly [T in Own['table']]: (cell: Extract<Own, { readonly table: T }>) => Statement };
  readonly cells: readonly C[];
}

/**
 * Every cell runs its statement, then the checks COMMIT would run
 * (`set constraints all immediate`): a deferred failure is the cell's outcome.
 */
export type Outcome = { readonly rows: number } | { readonly error: '42501' | '23503' | '23505' | '23514' | '23P01' };

export const rows = (n: number): Outcome => ({ rows: n });
export const NONE: Outcome = { rows: 0 };
export const DENIED: Outcome = { error: '42501' };
/** foreign_key_violation (not RLS): a school with people or classes, a course or a teacher of a class, cannot be deleted. */
export const IN_USE: Outcome = { error: '23503' };
/** foreign_key_violation of an installment whose school or student is not its enrolment's (composite key). */
export const NOT_THE_ENROLMENTS: Outcome = { error: '23503' };
/** exclusion_violation raised by parcelas_guard_paid: a paid installment keeps its date and value (its number is not even granted), and stays. */
export const PAID: Outcome = { error: '23P01' };
/** check_violation raised at commit (matriculas_check_parcelas / parcelas_check_soma): a plan numbered 1..n adding up to the course value. */
export const PLAN_BROKEN: Outcome = { error: '23514' };
/** check_violation from matriculas_copy_aluno: the student is not a live person of the enrolment's school. */
export const NOT_A_STUDENT_THERE: Outcome = { error: '23514' };
/** check_violation from matriculas_so_alunos: only a student (type 5) is enrolled. */
export const ONLY_STUDENTS: Outcome = { error: '23514' };
/** check_violation raised by parcelas_pagamento: a payment is never dated after the school's today. */
export const FUTURE_PAYMENT: Outcome = { error: '23514' };
/** check_violation: a material's blank title, unknown code or misplaced file; a grant to someone outside GRANTEE_TYPES. */
export const BROKEN: Outcome = { error: '23514' };
/** unique_violation: a second attendance record or grade of a student in a class on a day; a mark made twice; a second valid certificate of an enrolment, or a code taken. */
export const TAKEN: Outcome = { error: '23505' };
/** foreign_key_violation raised by certificados_freeze: the caller reads no such enrolment (it is none to them). */
export const UNSEEN_ENROLMENT: Outcome = { error: '23503' };
