/**
 * Running statements as a user, exactly as PostgREST does: one transaction,
 * one `select set_config(…, true), …` that sets the search path, the role and
 * the JWT claims transaction-locally, then the statements, then COMMIT (the
 * app) or ROLLBACK (tests). `auth.uid()`, `auth.jwt()` and every policy see
 * the caller; nothing leaks past the transaction.
 *
 * The connection itself is a superuser, which bypasses RLS. So the helpers
 * refuse any role but anon / authenticated / service_role, and check inside
 * the transaction that `current_user` really is the requested role and that
 * it neither is a superuser nor (except service_role) bypasses RLS.
 */
import type { Db, Queryable } from './db.ts';

/** The claims Supabase Auth puts in a user's access token. */
export interface SupabaseClaims {
  readonly sub: string;
  readonly role: 'authenticated';
  readonly aud: 'authenticated';
  readonly email: string;
  readonly phone: string;
  readonly app_metadata: { readonly provider: string; readonly providers: readonly string[] };
  readonly user_metadata: Readonly<Record<string, unknown>>;
  readonly aal: 'aal1';
  readonly is_anonymous: boolean;
  readonly iat: number;
  readonly exp: number;
  readonly iss?: string;
  readonly session_id?: string;
}

/** Who a request runs as: a signed-in user's claims, or one of the key roles. */
export type Identity = SupabaseClaims | 'anon' | 'service_role';

/** Roles a request may run as (PostgREST's anon role, Supabase's JWT roles). */
export const REQUEST_ROLES = ['anon', 'authenticated', 'service_role'] as const;
export type RequestRole = (typeof REQUEST_ROLES)[number];

/** PostgREST's search path for requests: exposed schemas, then `extensions` (config.toml). */
export const REQUEST_SEARCH_PATH = 'public, extensions';

/**
 * The statement PostgREST runs first in every request transaction
 * (`txVarQuery`): search path, role, claims — all transaction-local.
 * Parameters: $1 search path, $2 role, $3 claims JSON.
 */
export const PREQUERY_SQL =
  "select set_config('search_path', $1, true), set_config('role', $2, true), set_config('request.jwt.claims', $3, true)";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TOKEN_LIFETIME_S = 3600;

/** Claims shaped like Supabase Auth's for the given auth user. */
export function userClaims(
  authUserId: string,
  email: string,
  options: { readonly now?: Date; readonly issuer?: string; readonly sessionId?: string } = {},
): SupabaseClaims {
  if (!UUID.test(authUserId)) throw new Error(`userClaims: sub must be a uuid, got ${JSON.stringify(authUserId)}`);
  const iat = Math.floor((options.now ?? new Date()).getTime() / 1000);
  return {
    sub: authUserId,
    role: 'authenticated',
    aud: 'authenticated',
    email,
    phone: '',
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: {},
    aal: 'aal1',
    is_anonymous: false,
    iat,
    exp: iat + TOKEN_LIFETIME_S,
    ...(options.issuer !== undefined ? { iss: options.issuer } : {}),
    ...(options.sessionId !== undefined ? { session_id: options.sessionId } : {}),
  };
}

/** Raised when a statement would run with the wrong (e.g. superuser) privileges. */
export class RoleSwitchError extends Error {
  override readonly name = 'RoleSwitchError';
}

function resolve(identity: Identity): { role: RequestRole; claims: Record<string, unknown> } {
  if (identity === 'anon') return { role: 'anon', claims: { role: 'anon' } };
  if (identity === 'service_role') return { role: 'service_role', claims: { role: 'service_role' } };
  if (typeof identity !== 'object' || identity === null) {
    throw new RoleSwitchError(`Unknown identity ${JSON.stringify(identity)}`);
  }
  // Claims come from a token: never trust a role other than authenticated here.
  if ((identity as { role: unknown }).role !== 'authenticated') {
    throw new RoleSwitchError(`Refusing claims with role ${JSON.stringify((identity as { role: unknown }).role)}`);
  }
  if (typeof identity.sub !== 'string' || !UUID.test(identity.sub)) {
    throw new RoleSwitchError('Refusing claims without a uuid sub');
  }
  return { role: 'authenticated', claims: { ...identity } };
}

/**
 * Switches the open transaction `tx` to `identity` (transaction-locally) and
 * proves the switch took effect. Exported for drivers that manage their own
 * transactions (the api function's db port).
 */
export async function enterRole(tx: Queryable, identity: Identity): Promise<RequestRole> {
  const { role, claims } = resolve(identity);
  await tx.query(PREQUERY_SQL, [REQUEST_SEARCH_PATH, role, JSON.stringify(claims)]);
  const [who] = await tx.query<{ role: string; rolsuper: boolean; rolbypassrls: boolean }>(
    'select current_user::text as role, r.rolsuper, r.rolbypassrls from pg_catalog.pg_roles r where r.rolname = current_user',
  );
  if (!who || who.role !== role) {
    throw new RoleSwitchError(`Expected to run as ${role}, but current_user is ${who?.role ?? 'unknown'}`);
  }
  if (who.rolsuper) throw new RoleSwitchError(`Role ${role} is a superuser: RLS would not apply`);
  if (who.rolbypassrls && role !== 'service_role') {
    throw new RoleSwitchError(`Role ${role} bypasses RLS`);
  }
  return role;
}

class Rollback<T> {
  constructor(readonly value: T) {}
}

/** A transaction that is always rolled back; resolves to `fn`'s result. */
export async function withRollback<T>(db: Db, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  try {
    await db.transaction(async (tx) => {
      throw new Rollback(await fn(tx));
    });
  } catch (signal) {
    if (signal instanceof Rollback) return signal.value as T;
    throw signal;
  }
  throw new Error('withRollback: the transaction committed');
}

/**
 * Runs `fn` as `identity` in its own transaction, the way PostgREST runs a
 * request. Tests: rolled back (default). The app: `{ commit: true }`.
 */
export async function asUser<T>(
  db: Db,
  identity: Identity,
  fn: (tx: Queryable) => Promise<T>,
  options: { readonly commit?: boolean } = {},
): Promise<T> {
  const body = async (tx: Queryable) => {
    await enterRole(tx, identity);
    return fn(tx);
  };
  return options.commit ? db.transaction(body) : withRollback(db, body);
}

/**
 * Inside an owner transaction (e.g. after inserting fixtures), runs `fn` as
 * `identity`, then switches back to the connecting role. If `fn` throws, the
 * transaction is left to its owner to roll back.
 */
export async function inRole<T>(tx: Queryable, identity: Identity, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  const [saved] = await tx.query<{ search_path: string }>("select current_setting('search_path') as search_path");
  await enterRole(tx, identity);
  const result = await fn(tx);
  await tx.query(
    "select set_config('role', 'none', true), set_config('request.jwt.claims', '', true), set_config('search_path', $1, true)",
    [saved?.search_path ?? '"$user", public'],
  );
  return result;
}
