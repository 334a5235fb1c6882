/**
 * The data scope per role (product spec, section 6): the table lives in the
 * contract, read by both backends and the screens alike. Screens ask `may`
 * (or `screenActions`, `rowActions`) instead of checking user types
 * themselves, so a rule changed in ACCESS changes what every screen offers.
 */
import { allows, may, rowFacts, type Caller, type Resource } from '@contract/access';
import type { UserType } from '@contract/constants';

/** What a list screen offers a user type on a resource: the add link, the edit links, the delete buttons. */
export interface ScreenActions {
  readonly create: boolean;
  readonly edit: boolean;
  readonly delete: boolean;
}

export function screenActions(resource: Resource, type: UserType | null): ScreenActions {
  if (type === null) return { create: false, edit: false, delete: false };
  return { create: may(resource, 'create', type), edit: may(resource, 'write', type), delete: may(resource, 'delete', type) };
}

/** The signed-in person as a screen knows them (the session's fields). */
export interface ScreenCaller {
  readonly userId: number;
  readonly userType: UserType;
  readonly schoolId: number | null;
  readonly turmaID?: number | null;
}

/** What a screen offers on one row: its edit link and its delete button. */
export type RowOffers = Pick<ScreenActions, 'edit' | 'delete'>;

/**
 * The actions ACCESS allows the caller on one row (`allows` over the row's
 * facts): a director sees every school but edits only their own. The session
 * knows the caller's school, id and class, not the classes they teach, so a
 * `teaching` scope answers false here.
 */
export function rowActions(resource: Resource, who: ScreenCaller | null, row: object): RowOffers {
  if (who === null) return { edit: false, delete: false };
  const caller: Caller = {
    userId: who.userId,
    type: who.userType,
    schoolId: who.schoolId,
    teachingClassIds: [],
    classId: who.turmaID ?? null,
  };
  const facts = rowFacts(resource, row);
  return { edit: allows(resource, 'write', caller, facts), delete: allows(resource, 'delete', caller, facts) };
}
