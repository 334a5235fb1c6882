/**
 * How a request becomes a database identity, exactly as PostgREST does it
 * (`txVarQuery` in PostgREST's PreQuery.hs): inside the request's
 * transaction, one statement sets the search path, the role and the JWT
 * claims transaction-locally. `auth.uid()`, `auth.jwt()` and every RLS policy
 * then see the caller; nothing outlives the transaction (safe on a
 * transaction pooler).
 *
 * Only `anon` (no token) and `authenticated` (a verified user token) are
 * accepted: a token claiming any other role (`service_role`, a custom role) is
 * refused rather than downgraded.
 */

/** The claims of a verified Supabase Auth access token (what `auth.jwt()` returns). */
export interface AccessClaims {
  readonly sub: string;
  readonly role: string;
  readonly aud?: string | readonly string[];
  readonly email?: string;
  readonly exp?: number;
  readonly iat?: number;
  readonly session_id?: string;
  readonly [claim: string]: unknown;
}

export type RequestRole = 'anon' | 'authenticated';

/** PostgREST's search path for requests: the exposed schema, then `extensions` (config.toml). */
export const REQUEST_SEARCH_PATH = 'public, extensions';

/** $1 search path, $2 role, $3 claims JSON. */
export const PREQUERY_SQL =
  "select set_config('search_path', $1, true), set_config('role', $2, true), set_config('request.jwt.claims', $3, true)";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class IdentityError extends Error {
  override readonly name = 'IdentityError';
}

/** The role and the claims JSON a request runs with; `null` claims → anon. */
export function requestIdentity(claims: AccessClaims | null): { role: RequestRole; claimsJson: string } {
  if (claims === null) return { role: 'anon', claimsJson: JSON.stringify({ role: 'anon' }) };
  if (claims.role !== 'authenticated') throw new IdentityError(`Refusing claims with role ${JSON.stringify(claims.role)}`);
  if (typeof claims.sub !== 'string' || !UUID.test(claims.sub)) throw new IdentityError('Refusing claims without a uuid sub');
  return { role: 'authenticated', claimsJson: JSON.stringify(claims) };
}

/** The PREQUERY_SQL parameters for a request. */
export function prequeryParams(claims: AccessClaims | null): [string, RequestRole, string] {
  const { role, claimsJson } = requestIdentity(claims);
  return [REQUEST_SEARCH_PATH, role, claimsJson];
}
