/**
 * The data scope per role (product spec, section 6): the table lives in the
 * contract, read by both backends and the screens alike. Screens ask `may`
 * (or `screenActions`) instead of checking user types themselves, so a rule
 * changed in ACCESS changes what every screen offers.
 */
import { may, type Resource } from '@contract/access';
import type { UserType } from '@contract/constants';

export * from '@contract/access';

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
