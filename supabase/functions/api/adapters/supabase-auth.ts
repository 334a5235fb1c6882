/**
 * The auth port over Supabase Auth's HTTP API (GoTrue):
 *
 * - password grant: `POST /auth/v1/token?grant_type=password` with the
 *   anon/publishable key;
 * - admin user creation, update and deletion: `POST /auth/v1/admin/users`,
 *   `PUT /auth/v1/admin/users/{id}`, `DELETE /auth/v1/admin/users/{id}` with
 *   the service-role/secret key (used only for these calls, only inside the
 *   function);
 * - token verification locally with jose (./jwt.ts): the project's JWKS for
 *   asymmetric signing keys, `JWT_SECRET` for legacy HS256 projects.
 */
import { createRemoteJWKSet } from 'jose';
import { AuthError, type AuthPort, type SignedIn } from '../ports.ts';
import { describe, jsonBody, SERVICE_TIMEOUT_MS, type Fetch } from './http.ts';
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
  readonly fetch?: Fetch;
  /** Replaces the remote JWKS (tests). */
  readonly keys?: TokenKeys;
}

/** Headers for a Supabase API key: always `apikey`; `Authorization` too for legacy JWT keys. */
export function keyHeaders(key: string): Record<string, string> {
  const isJwt = key.split('.').length === 3;
  return isJwt ? { apikey: key, Authorization: `Bearer ${key}` } : { apikey: key };
}

function errorCode(body: Record<string, unknown> | null): string {
  return String(body?.error_code ?? body?.error ?? '');
}

function adminFailure(status: number, body: Record<string, unknown> | null, what: string): AuthError {
  const code = errorCode(body);
  const text = `${String(body?.msg ?? body?.message ?? '')}`;
  if (code === 'email_exists' || (status === 422 && /already (been )?registered|already exists/i.test(text))) {
    return new AuthError('email_taken', `${what}: ${describe(status, body)}`);
  }
  if (code === 'weak_password') return new AuthError('weak_password', `${what}: ${describe(status, body)}`);
  if (code === 'user_not_found' || status === 404) return new AuthError('not_found', `${what}: ${describe(status, body)}`);
  if (status === 429) return new AuthError('rate_limited', `${what}: ${describe(status, body)}`);
  return new AuthError('unavailable', `${what}: ${describe(status, body)}`);
}

export function createSupabaseAuth(config: SupabaseAuthConfig): AuthPort {
  const base = config.url.replace(/\/+$/, '');
  const doFetch: Fetch = config.fetch ?? ((input, init) => fetch(input, init));
  const keys: TokenKeys = config.keys ?? {
    jwks: createRemoteJWKSet(new URL(`${base}/auth/v1/.well-known/jwks.json`), {
      timeoutDuration: 5_000,
      cooldownDuration: 30_000,
      cacheMaxAge: 10 * 60_000,
    }),
    ...(config.jwtSecret ? { hs256Secret: new TextEncoder().encode(config.jwtSecret) } : {}),
  };

  const call = (path: string, init: { method: string; key: string; body: unknown }) =>
    doFetch(`${base}${path}`, {
      method: init.method,
      headers: { ...keyHeaders(init.key), 'Content-Type': 'application/json' },
      body: JSON.stringify(init.body),
      redirect: 'error',
      signal: AbortSignal.timeout(SERVICE_TIMEOUT_MS),
    });

  return {
    async signInWithPassword(email, password): Promise<SignedIn | null> {
      const response = await call('/auth/v1/token?grant_type=password', {
        method: 'POST',
        key: config.anonKey,
        body: { email, password },
      });
      const body = await jsonBody(response);
      if (response.ok) {
        const token = body?.access_token;
        const user = body?.user as { id?: unknown } | undefined;
        if (typeof token !== 'string' || typeof user?.id !== 'string') {
          throw new AuthError('unavailable', 'Password grant answered without access_token/user.id');
        }
        return { accessToken: token, userId: user.id };
      }
      if (response.status === 429) throw new AuthError('rate_limited', `Password grant: ${describe(response.status, body)}`);
      // invalid_credentials, email_not_confirmed, user_banned, invalid_grant…: the user cannot sign in.
      if (response.status === 400 || response.status === 401 || response.status === 403 || response.status === 422) {
        return null;
      }
      throw new AuthError('unavailable', `Password grant: ${describe(response.status, body)}`);
    },

    verify: (token) => verifyUserToken(token, keys),

    async createUser(email, password) {
      const response = await call('/auth/v1/admin/users', {
        method: 'POST',
        key: config.serviceKey,
        body: { email, password, email_confirm: true },
      });
      const body = await jsonBody(response);
      if (!response.ok) throw adminFailure(response.status, body, 'Create user');
      const id = body?.id ?? (body?.user as { id?: unknown } | undefined)?.id;
      if (typeof id !== 'string') throw new AuthError('unavailable', 'Create user answered without an id');
      return { userId: id };
    },

    async updateUser(userId, changes) {
      const response = await call(`/auth/v1/admin/users/${encodeURIComponent(userId)}`, {
        method: 'PUT',
        key: config.serviceKey,
        body: {
          ...(changes.email !== undefined ? { email: changes.email, email_confirm: true } : {}),
          ...(changes.password !== undefined ? { password: changes.password } : {}),
        },
      });
      const body = await jsonBody(response);
      if (!response.ok) throw adminFailure(response.status, body, 'Update user');
    },

    async deleteUser(userId) {
      // A hard delete (should_soft_delete false): the profile row cascades.
      const response = await call(`/auth/v1/admin/users/${encodeURIComponent(userId)}`, {
        method: 'DELETE',
        key: config.serviceKey,
        body: { should_soft_delete: false },
      });
      const body = await jsonBody(response);
      if (response.ok) return;
      const failure = adminFailure(response.status, body, 'Delete user');
      if (failure.code !== 'not_found') throw failure;
    },
  };
}
