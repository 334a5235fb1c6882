/**
 * The auth port for local mode and tests: a stand-in for Supabase Auth over
 * the shim's `auth.users` (tests/db/shim/supabase-shim.sql).
 *
 * - Passwords are bcrypt hashes in `auth.users.encrypted_password`, the
 *   format Supabase Auth uses (the seed hashes with pgcrypto's
 *   `crypt(…, gen_salt('bf'))`; new passwords are hashed here with bcryptjs,
 *   cost 10 like GoTrue).
 * - Access tokens are HS256 JWTs with Supabase's claim shape (`sub` = auth
 *   user id, `role`/`aud` = authenticated, email, app/user metadata,
 *   session_id, aal…), verified by the same jose code as production
 *   (supabase/functions/api/adapters/jwt.ts).
 * - Sessions as GoTrue keeps them: a row of auth.sessions per sign-in, its
 *   refresh tokens in auth.refresh_tokens. A refresh revokes its token and
 *   issues a child in the same session (rotation); presenting a revoked token
 *   again ends the whole session (a replayed or stolen token) — unless it was
 *   spent less than `refresh_token_reuse_interval` ago (two tabs renewing at
 *   once): then the session's current refresh token is answered, with a new
 *   access token, and the session goes on. Signing out deletes the session,
 *   and its tokens with it.
 *
 * Like GoTrue it owns its tables: it uses the privileged connection, never a
 * user's. It is never deployed.
 */
import bcrypt from 'bcryptjs';
import { SignJWT } from 'jose';
import type { Db } from '../tests/db/harness/db.ts';
import { verifyUserToken, type TokenKeys } from '../supabase/functions/api/adapters/jwt.ts';
import { AuthError, type AuthPort, type SignedIn } from '../supabase/functions/api/ports.ts';
import { REFRESH_TOKEN_REUSE_SECONDS } from '../supabase/functions/_shared/contract/session.ts';

export interface LocalAuthOptions {
  /** The owner's connection (the harness Db): auth tables are not reachable as a user. */
  readonly db: Db;
  /** HS256 signing secret (at least 32 bytes). */
  readonly secret: Uint8Array;
  /** `iss` of the tokens, like Supabase's `<project url>/auth/v1`. */
  readonly issuer: string;
  /** Access token lifetime (default 3600, as Supabase); tests shorten it to watch tokens expire. */
  readonly tokenLifetimeSeconds?: number;
  /** bcrypt cost for new passwords (GoTrue: 10). */
  readonly bcryptCost?: number;
  /** Seconds a spent refresh token may be presented again (default REFRESH_TOKEN_REUSE_SECONDS, as config.toml). */
  readonly refreshTokenReuseSeconds?: number;
  /**
   * The clock of refresh tokens: when one is spent, and whether a replay is
   * within the reuse interval (tests move it instead of waiting). Access
   * tokens keep real time: jose checks them against it.
   */
  readonly now?: () => Date;
}

export const MIN_PASSWORD_LENGTH = 6;

/** A refresh token: 32 random bytes, URL-safe (as opaque as GoTrue's). */
function newRefreshToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

interface AuthUserRow extends Record<string, unknown> {
  id: string;
  email: string;
  encrypted_password: string | null;
}

export function createLocalAuth(options: LocalAuthOptions): AuthPort {
  if (options.secret.byteLength < 32) throw new Error('Local auth: the JWT secret must have at least 32 bytes.');
  const { db, secret, issuer } = options;
  const lifetime = options.tokenLifetimeSeconds ?? 3600;
  const cost = options.bcryptCost ?? 10;
  const reuseSeconds = options.refreshTokenReuseSeconds ?? REFRESH_TOKEN_REUSE_SECONDS;
  const clock = options.now ?? (() => new Date());
  const keys: TokenKeys = { hs256Secret: secret, issuer };
  // Compared against when the account is unknown, at the cost of every stored hash: a failed sign-in costs the same.
  const dummyHash = bcrypt.hashSync('escola-local-auth-dummy', cost);

  async function accessToken(userId: string, email: string, sessionId: string): Promise<{ token: string; expiresAt: number }> {
    const now = Math.floor(Date.now() / 1000);
    const expiresAt = now + lifetime;
    const token = await new SignJWT({
      email,
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: {},
      role: 'authenticated',
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: now }],
      session_id: sessionId,
      is_anonymous: false,
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(issuer)
      .setSubject(userId)
      .setAudience('authenticated')
      .setIssuedAt(now)
      .setJti(crypto.randomUUID())
      .setExpirationTime(expiresAt)
      .sign(secret);
    return { token, expiresAt };
  }

  /** A refresh token of a session (child of `parent` after a refresh). */
  async function issueRefreshToken(userId: string, sessionId: string, parent: string | null): Promise<string> {
    const token = newRefreshToken();
    await db.query(
      `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
       values ('00000000-0000-0000-0000-000000000000', $1, $2, false, now(), now(), $3, $4::uuid)`,
      [token, userId, parent, sessionId],
    );
    return token;
  }

  async function emailTaken(email: string, exceptId: string | null): Promise<boolean> {
    const rows = await db.query(
      'select 1 from auth.users where lower(email) = lower($1) and ($2::uuid is null or id <> $2::uuid)',
      [email, exceptId],
    );
    return rows.length > 0;
  }

  return {
    async signInWithPassword(email, password): Promise<SignedIn | null> {
      const [user] = await db.query<AuthUserRow>(
        `select id::text as id, email, encrypted_password from auth.users
          where lower(email) = lower($1) and deleted_at is null and email_confirmed_at is not null
            and (banned_until is null or banned_until <= now())`,
        [email],
      );
      const hash = user?.encrypted_password ?? null;
      const ok = await bcrypt.compare(password, hash ?? dummyHash);
      if (!user || !hash || !ok) return null;
      await db.query('update auth.users set last_sign_in_at = now() where id = $1::uuid', [user.id]);
      const sessionId = crypto.randomUUID();
      await db.query(
        `insert into auth.sessions (id, user_id, created_at, updated_at, aal) values ($1::uuid, $2::uuid, now(), now(), 'aal1')`,
        [sessionId, user.id],
      );
      const access = await accessToken(user.id, user.email, sessionId);
      const refreshToken = await issueRefreshToken(user.id, sessionId, null);
      return { accessToken: access.token, refreshToken, expiresAt: access.expiresAt, userId: user.id };
    },

    async refresh(refreshToken): Promise<SignedIn | null> {
      const now = clock().toISOString();
      return db.transaction(async (tx) => {
        const [row] = await tx.query<{
          session_id: string | null;
          revoked: boolean;
          reusable: boolean;
          user_id: string;
          email: string;
          banned: boolean;
        }>(
          `select r.session_id::text as session_id, r.revoked, u.id::text as user_id, u.email,
                  coalesce(r.updated_at > $2::timestamptz - make_interval(secs => $3), false) as reusable,
                  (u.deleted_at is not null or (u.banned_until is not null and u.banned_until > now())) as banned
             from auth.refresh_tokens r
             join auth.users u on u.id::text = r.user_id
            where r.token = $1
            for update of r`,
          [refreshToken, now, reuseSeconds],
        );
        if (!row || !row.session_id) return null;
        if (row.revoked && !row.banned && row.reusable) {
          // Spent moments ago (two tabs renewing at once): the session's current token, not the end of it.
          const [active] = await tx.query<{ token: string }>(
            `select r.token from auth.refresh_tokens r join auth.sessions s on s.id = r.session_id
              where r.session_id = $1::uuid and not r.revoked order by r.id desc limit 1`,
            [row.session_id],
          );
          if (!active) return null;
          const access = await accessToken(row.user_id, row.email, row.session_id);
          return { accessToken: access.token, refreshToken: active.token, expiresAt: access.expiresAt, userId: row.user_id };
        }
        if (row.revoked || row.banned) {
          // A used token presented again: whoever holds it is not the session's owner. End the session.
          await tx.query('delete from auth.sessions where id = $1::uuid', [row.session_id]);
          return null;
        }
        const [session] = await tx.query('select 1 from auth.sessions where id = $1::uuid', [row.session_id]);
        if (!session) return null;
        await tx.query('update auth.refresh_tokens set revoked = true, updated_at = $2::timestamptz where token = $1', [
          refreshToken,
          now,
        ]);
        await tx.query(
          'update auth.sessions set refreshed_at = $2::timestamptz, updated_at = $2::timestamptz where id = $1::uuid',
          [row.session_id, now],
        );
        const token = newRefreshToken();
        await tx.query(
          `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
           values ('00000000-0000-0000-0000-000000000000', $1, $2, false, $4::timestamptz, $4::timestamptz, $3, $5::uuid)`,
          [token, row.user_id, refreshToken, now, row.session_id],
        );
        const access = await accessToken(row.user_id, row.email, row.session_id);
        return { accessToken: access.token, refreshToken: token, expiresAt: access.expiresAt, userId: row.user_id };
      });
    },

    async signOut(token) {
      const claims = await verifyUserToken(token, keys);
      const sessionId = typeof claims?.session_id === 'string' ? claims.session_id : null;
      if (!claims || !sessionId) return;
      await db.query('delete from auth.sessions where id = $1::uuid and user_id = $2::uuid', [sessionId, claims.sub]);
    },

    verify: (token) => verifyUserToken(token, keys),

    async createUser(email, password) {
      if (password.length < MIN_PASSWORD_LENGTH) throw new AuthError('weak_password', 'Password too short');
      if (await emailTaken(email, null)) throw new AuthError('email_taken', 'Email already registered');
      const hash = await bcrypt.hash(password, cost);
      const id = crypto.randomUUID();
      await db.query(
        `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
           raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
           confirmation_token, recovery_token, email_change_token_new, email_change)
         values ('00000000-0000-0000-0000-000000000000', $1::uuid, 'authenticated', 'authenticated', lower($2), $3, now(),
           '{"provider":"email","providers":["email"]}'::jsonb, '{}'::jsonb, now(), now(), '', '', '', '')`,
        [id, email, hash],
      );
      return { userId: id };
    },

    async updateUser(userId, changes) {
      if (changes.password !== undefined && changes.password.length < MIN_PASSWORD_LENGTH) {
        throw new AuthError('weak_password', 'Password too short');
      }
      if (changes.email !== undefined && (await emailTaken(changes.email, userId))) {
        throw new AuthError('email_taken', 'Email already registered');
      }
      const hash = changes.password !== undefined ? await bcrypt.hash(changes.password, cost) : null;
      const rows = await db.query(
        `update auth.users
            set email = coalesce(lower($2), email),
                encrypted_password = coalesce($3, encrypted_password),
                updated_at = now()
          where id = $1::uuid
          returning id`,
        [userId, changes.email ?? null, hash],
      );
      if (rows.length === 0) throw new AuthError('not_found', `No auth user ${userId}`);
    },

    async deleteUser(userId) {
      // As GoTrue's hard delete: the row goes, and profiles.auth_user_id cascades.
      await db.query('delete from auth.users where id = $1::uuid', [userId]);
    },
  };
}
