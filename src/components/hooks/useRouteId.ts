/**
 * The record id in the route (`/cadastro-escola/:id`): whether the address
 * names one at all (an edit page rather than a new-record page) and, if it is
 * a well-formed id, the number. Well-formed is what every backend accepts:
 * 1 to 9 digits, not zero (the contract's parseIdParam) — anything else is
 * known not to exist without asking the server.
 */
import { useParams } from 'react-router-dom';

export interface RouteId {
  /** The route has the parameter (an edit page). */
  readonly present: boolean;
  /** The id, or null when absent or malformed. */
  readonly id: number | null;
}

export function parseRouteId(raw: string | undefined): number | null {
  if (raw === undefined || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

export function useRouteId(param = 'id'): RouteId {
  const raw = useParams()[param];
  return { present: raw !== undefined, id: parseRouteId(raw) };
}
