/**
 * The auth port over Supabase Auth, through supabase-js's auth client
 * (@supabase/auth-js: the `auth` of supabase-js, without the realtime client
 * a server has no use for; it keeps up with the GoTrue API, this file only
 * maps its answers to the port):
 *
 * - password sign-in and refresh with the anon/publishable key, on a client
 *   that keeps no session of its own (the browser keeps it, docs/decisions.md
 *   §30);
 * - logout (`admin.signOut(jwt, 'local')`) and user creation, update and
 *   deletion with the service-role/secret key, used only for these calls,
 *   only inside the function;
 * - token verification locally with jose (./jwt.ts): the project's JWKS for
 *   asymmetric signing keys, `JWT_SECRET` for legacy HS256 projects.
 */
import { AuthAdminApi, AuthClient, isAuthError, isAuthRetryableFetchError, type Session } from '@supabase/auth-js';
import { createRemoteJWKSet } from 'jose';
import { AuthError, type AuthErrorCode, type AuthPort, type SignedIn } from '../ports.ts';
import { SERVICE_TIMEOUT_MS, type Fetch } from './http.ts';
import { verifyUserToken, type TokenKeys } from './jwt.ts';

export interface SupabaseAuthConfig {
  /** Project URL, e.g. https://<ref>.supabase.co */
  readonly url: string;
  /** Anon (legacy JWT) or publishable key. */
  readonly anonKey: string;
  /** Service-role (legacy JWT) or secret key. */
  readonly serviceKey: string;
  /** Legacy HS256 JWT secret, when the project still signs user tokens with it. */
  readonly jwtSecret?: string;
  /** supabase-js's configurable fetch (tests point it at the emulator). */
  readonly fetch?: Fetch;
  /** Replaces the remote JWKS (tests). */
  readonly keys?: TokenKeys;
}

/** Headers for a Supabase API key: always `apikey`; `Authorization` too for legacy JWT keys. */
export function keyHeaders(key: string): Record<string, string> {
  const isJwt = key.split('.').length === 3;
  return isJwt ? { apikey: key, Authorization: `Bearer ${key}` } : { apikey: key };
}

/** supabase-js's fetch for a server: no redirects followed, every call bounded in time. */
export function boundedFetch(doFetch: Fetch | undefined): typeof fetch {
  const base = doFetch ?? ((input: string | URL | Request, init?: RequestInit) => fetch(input, init));
  const bounded: Fetch = (input, init) =>
    base(input, { ...init, redirect: 'error', signal: init?.signal ?? AbortSignal.timeout(SERVICE_TIMEOUT_MS) });
  return bounded as typeof fetch;
}

/** The port's failure for an error supabase-js answered. */
function failure(error: unknown, what: string): AuthError {
  const message = `${what}: ${error instanceof Error ? error.message : String(error)}`;
  if (isAuthError(error) && !isAuthRetryableFetchError(error)) {
    const code = String(error.code ?? '');
    let kind: AuthErrorCode = 'unavailable';
    if (code === 'email_exists' || code === 'user_already_exists' || /already (been )?registered/i.test(error.message)) {
      kind = 'email_taken';
    } else if (code === 'weak_password') kind = 'weak_password';
    else if (code === 'user_not_found' || error.status === 404) kind = 'not_found';
    else if (error.status === 429 || code === 'over_request_rate_limit') kind = 'rate_limited';
    return new AuthError(kind, message);
  }
  return new AuthError('unavailable', message);
}

function signedIn(session: Session | null, what: string): SignedIn {
  if (!session?.access_token || !session.refresh_token || !session.user?.id) {
    throw new AuthError('unavailable', `${what}: answered without a session`);
  }
  const expiresAt = session.expires_at ?? Math.floor(Date.now() / 1000) + (session.expires_in ?? 3600);
  return { accessToken: session.access_token, refreshToken: session.refresh_token, expiresAt, userId: session.user.id };
}

/** An answer that means "these credentials (or this refresh token) do not sign anyone in". */
const isRefusal = (error: unknown) =>
  isAuthError(error) &&
  !isAuthRetryableFetchError(error) &&
  error.status !== undefined &&
  error.status >= 400 &&
  error.status < 500 &&
  error.status !== 429;

export function createSupabaseAuth(config: SupabaseAuthConfig): AuthPort {
  const base = config.url.replace(/\/+$/, '');
  const keys: TokenKeys = config.keys ?? {
    jwks: createRemoteJWKSet(new URL(`${base}/auth/v1/.well-known/jwks.json`), {
      timeoutDuration: 5_000,
      cooldownDuration: 30_000,
      cacheMaxAge: 10 * 60_000,
    }),
    ...(config.jwtSecret ? { hs256Secret: new TextEncoder().encode(config.jwtSecret) } : {}),
  };
  const url = `${base}/auth/v1`;
  const doFetch = boundedFetch(config.fetch);
  // A fresh client per sign-in or refresh, keeping no session and starting no timer:
  // nothing of one person's session stays in the function.
  const anon = () =>
    new AuthClient({
      url,
      headers: keyHeaders(config.anonKey),
      fetch: doFetch,
      persistSession: false,
      autoRefreshToken: false,
      detectSessionInUrl: false,
    });
  const admin = new AuthAdminApi({ url, headers: keyHeaders(config.serviceKey), fetch: doFetch });

  return {
    async signInWithPassword(email, password) {
      const { data, error } = await anon().signInWithPassword({ email, password });
      if (!error) return signedIn(data.session, 'Password grant');
      // invalid_credentials, email_not_confirmed, user_banned…: the user cannot sign in.
      if (isRefusal(error)) return null;
      throw failure(error, 'Password grant');
    },

    async refresh(refreshToken) {
      const { data, error } = await anon().refreshSession({ refresh_token: refreshToken });
      if (!error) return signedIn(data.session, 'Refresh');
      // refresh_token_not_found, refresh_token_already_used, session_not_found…: the session is over.
      if (isRefusal(error)) return null;
      throw failure(error, 'Refresh');
    },

    async signOut(accessToken) {
      const { error } = await admin.signOut(accessToken, 'local');
      // A session already gone is not an error: the person is signed out either way.
      if (error && !isRefusal(error)) throw failure(error, 'Sign out');
    },

    verify: (token) => verifyUserToken(token, keys),

    async createUser(email, password) {
      const { data, error } = await admin.createUser({ email, password, email_confirm: true });
      if (error) throw failure(error, 'Create user');
      if (!data.user?.id) throw new AuthError('unavailable', 'Create user answered without an id');
      return { userId: data.user.id };
    },

    async updateUser(userId, changes) {
      const { error } = await admin.updateUserById(userId, {
        ...(changes.email !== undefined ? { email: changes.email, email_confirm: true } : {}),
        ...(changes.password !== undefined ? { password: changes.password } : {}),
      });
      if (error) throw failure(error, 'Update user');
    },

    async deleteUser(userId) {
      // A hard delete (not a soft one): the profile row cascades.
      const { error } = await admin.deleteUser(userId, false);
      if (!error) return;
      const refused = failure(error, 'Delete user');
      if (refused.code !== 'not_found') throw refused;
    },
  };
}
