/**
 * The role scope table (the contract's access.ts) as the api uses it. The RLS
 * policies decide what a caller may read and write; the api reads the same
 * table to choose the refusal message before the database refuses, and adds
 * the caller's scope as an explicit filter — RLS would narrow the rows anyway,
 * but an explicit predicate lets the planner walk an index instead of testing
 * every row of the network (Supabase's RLS performance guidance: "add filters
 * to every query").
 *
 * Every scope ACCESS can hold is handled here; `assertScopesHandled` (called
 * by createApp) refuses to start if ACCESS ever holds one this file does not.
 */
import {
  allows,
  FACT_FIELDS,
  isGrant,
  may,
  scopeOf,
  unknownScopes,
  type Action,
  type Caller,
  type FactFields,
  type Grant,
  type Resource,
  type RowFacts,
  type Scope,
} from '../../_shared/contract/access.ts';
import type { UserType } from '../../_shared/contract/constants.ts';
import { categoryCodesFor } from '../../_shared/contract/rules/cursos.ts';
import { forbidden } from './errors.ts';
import type { Where } from './list.ts';
import type { Me } from './profiles.ts';

export const typeOf = (me: Me): UserType => me.cp_tipo_user as UserType;

/** The grants the caller holds (public.permissoes through Me). */
export const grantsOf = (me: Me): Grant[] => (me.grants ?? []).filter(isGrant);

/** The material category codes of the courses the caller teaches (private.professor_codigos in SQL). */
export const teachingCodesOf = (me: Me): string[] => categoryCodesFor(me.teaching_courses ?? []);

/** The caller as the scope table sees them. */
export const callerOf = (me: Me): Caller => ({
  userId: me.cp_id,
  type: typeOf(me),
  schoolId: me.cp_escola_id,
  teachingClassIds: me.teaching,
  classId: me.cp_turma_id,
  teachingCodes: teachingCodesOf(me),
  grants: grantsOf(me),
});

/** Whether the caller (with their grants) may `action` some rows of the resource at all. */
export function mayAct(resource: Resource, action: Action, me: Me): boolean {
  return may(resource, action, typeOf(me), grantsOf(me));
}

/** 403 unless the caller may `action` some rows of the resource at all. */
export function requireMay(resource: Resource, action: Action, me: Me): void {
  if (!mayAct(resource, action, me)) throw forbidden();
}

/** 403 unless the caller may call the resource's list endpoints. */
export const requireList = (resource: Resource, me: Me): void => requireMay(resource, 'list', me);

/** 403 unless the caller may write some rows of the resource. */
export const requireWrite = (resource: Resource, me: Me): void => requireMay(resource, 'write', me);

/** Whether the caller may `action` a row with these facts. */
export function mayOn(resource: Resource, action: Action, me: Me, facts: RowFacts): boolean {
  return allows(resource, action, callerOf(me), facts);
}

/** SQL expressions for a row's facts where they are not plain columns (e.g. a person's class). */
export type FactColumns = { readonly [F in keyof FactFields]?: string };

function column(resource: Resource, fact: keyof FactFields, alias: string, overrides: FactColumns): string {
  const sql =
    overrides[fact] ?? (FACT_FIELDS[resource][fact] === undefined ? undefined : `${alias}.${FACT_FIELDS[resource][fact]}`);
  if (!sql) throw new Error(`scopeFilter(${resource}): no ${fact} fact for this scope`);
  return sql;
}

/** The scopes scopeFilter translates (an exhaustive switch: the compiler checks it). */
export const HANDLED_SCOPES: readonly Scope[] = ['all', 'school', 'teaching', 'enrolled', 'self', 'none'];

/**
 * Adds the caller's `action` scope over the resource to `where`, as a
 * predicate on the row's fact columns (the contract's FACT_FIELDS of the
 * table aliased `alias`, or `overrides`).
 */
export function scopeFilter(
  where: Where,
  resource: Resource,
  action: Action,
  me: Me,
  alias: string,
  overrides: FactColumns = {},
): Where {
  const scope = scopeOf(resource, action, typeOf(me), grantsOf(me));
  const col = (fact: keyof FactFields) => column(resource, fact, alias, overrides);
  switch (scope) {
    case 'all':
      return where;
    case 'school':
      return me.cp_escola_id === null ? where.add('false') : where.add((bind) => `${col('school')} = ${bind(me.cp_escola_id)}`);
    case 'teaching':
      // Materials: their category codes meet the teacher's, or they have none (codesMeet).
      if (FACT_FIELDS[resource].codes !== undefined || overrides.codes !== undefined) {
        return where.add(
          (bind) => `(${col('codes')} = '' or string_to_array(${col('codes')}, ',') && ${bind(teachingCodesOf(me))}::text[])`,
        );
      }
      return where.add((bind) => `${col('class')} = any(${bind(me.teaching)}::bigint[])`);
    case 'enrolled':
      return me.cp_turma_id === null ? where.add('false') : where.add((bind) => `${col('class')} = ${bind(me.cp_turma_id)}`);
    case 'self':
      return where.add((bind) => `${col('owner')} = ${bind(me.cp_id)}`);
    case 'none':
      return where.add('false');
  }
}

/** Throws when ACCESS holds a scope this file does not translate. */
export function assertScopesHandled(): void {
  const unknown = unknownScopes(HANDLED_SCOPES);
  if (unknown.length > 0) throw new Error(`The api does not know the scope(s) ${unknown.join(', ')} of ACCESS.`);
}
