import { parseIdParam } from '../../_shared/contract/request-validation.ts';
import { badRequest, MSG } from './errors.ts';

/** A positive integer path parameter (`/users/:id`), or 400. */
export function idParam(params: Readonly<Record<string, string>>, name: string): number {
  const id = parseIdParam(params[name]);
  if (id === null) throw badRequest(MSG.invalidId);
  return id;
}
