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
 *
 * Like GoTrue it owns its tables: it uses the privileged connection, never a
 * user's. It is never deployed.
 */
import bcrypt from 'bcryptjs';
import { SignJWT } from 'jose';
import type { Db } from '../tests/db/harness/db.ts';
import { verifyUserToken, type TokenKeys } from '../supabase/functions/api/adapters/jwt.ts';
import { AuthError, type AuthPort, type SignedIn } from '../supabase/functions/api/ports.ts';

export interface LocalAuthOptions {
  /** The owner's connection (the harness Db): auth tables are not reachable as a user. */
  readonly db: Db;
  /** HS256 signing secret (at least 32 bytes). */
  readonly secret: Uint8Array;
  /** `iss` of the tokens, like Supabase's `<project url>/auth/v1`. */
  readonly issuer: string;
  readonly tokenLifetimeSeconds?: number;
  /** bcrypt cost for new passwords (GoTrue: 10). */
  readonly bcryptCost?: number;
}

export const MIN_PASSWORD_LENGTH = 6;

/** Compared against when the email is unknown, so both cases cost one bcrypt check. */
const DUMMY_HASH = bcrypt.hashSync('escola-local-auth-dummy', 6);

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
  const keys: TokenKeys = { hs256Secret: secret, issuer };

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
      const ok = await bcrypt.compare(password, hash ?? DUMMY_HASH);
      if (!user || !hash || !ok) return null;
      await db.query('update auth.users set last_sign_in_at = now() where id = $1::uuid', [user.id]);
      const now = Math.floor(Date.now() / 1000);
      const accessToken = await new SignJWT({
        email: user.email,
        phone: '',
        app_metadata: { provider: 'email', providers: ['email'] },
        user_metadata: {},
        role: 'authenticated',
        aal: 'aal1',
        amr: [{ method: 'password', timestamp: now }],
        session_id: crypto.randomUUID(),
        is_anonymous: false,
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(issuer)
        .setSubject(user.id)
        .setAudience('authenticated')
        .setIssuedAt(now)
        .setExpirationTime(now + lifetime)
        .sign(secret);
      return { accessToken, userId: user.id };
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
