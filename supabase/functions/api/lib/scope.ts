/**
 * The role scope table (the contract's access.ts) as the api uses it. The RLS
 * policies decide what a caller may read and write; the api reads the same
 * table to choose the refusal message before the database refuses, and to
 * add a school-scoped caller's school as an explicit filter — RLS would
 * narrow the rows anyway, but an explicit predicate lets the planner walk the
 * school's index instead of testing every row of the network (Supabase's RLS
 * performance guidance: "add filters to every query").
 */
import { mayList, scopeOf, type Resource } from '../../_shared/contract/access.ts';
import type { UserType } from '../../_shared/contract/constants.ts';
import { forbidden } from './errors.ts';
import type { Me } from './profiles.ts';

export const typeOf = (me: Me): UserType => me.cp_tipo_user as UserType;

/** 403 unless the caller may call the resource's list endpoints. */
export function requireList(resource: Resource, me: Me): void {
  if (!mayList(resource, typeOf(me))) throw forbidden();
}

/** 403 unless the caller may write some rows of the resource. */
export function requireWrite(resource: Resource, me: Me): void {
  if (scopeOf(resource, 'write', typeOf(me)) === 'none') throw forbidden();
}

/** Whether the caller may write rows of the resource that belong to `schoolId`. */
export function mayWriteInSchool(resource: Resource, me: Me, schoolId: number): boolean {
  const scope = scopeOf(resource, 'write', typeOf(me));
  return scope === 'all' || (scope === 'school' && me.cp_escola_id === schoolId);
}

/** The caller's school when their `action` scope over the resource is their school, else null. */
export function ownSchoolScope(resource: Resource, action: 'read' | 'write' | 'list', me: Me): number | null {
  return scopeOf(resource, action, typeOf(me)) === 'school' ? me.cp_escola_id : null;
}
