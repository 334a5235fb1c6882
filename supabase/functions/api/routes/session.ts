/** Session and profile: login, birthday, profile edit, profile photo (spec section 7). */
import {
  birthday,
  login,
  loginAnswer,
  logout,
  refresh,
  updateProfile,
  uploadProfilePhoto,
} from '../../_shared/contract/session.ts';
import { LOGIN_PATTERN, normalizeLogin } from '../../_shared/contract/common.ts';
import { loginThrottleKey } from '../../_shared/contract/throttle.ts';
import { sameIdentifier } from '../../_shared/contract/rules/usuarios.ts';
import { AuthError } from '../ports.ts';
import { badRequest, conflict, forbidden, HttpError, isUniqueViolation, MSG, notFound, unauthorized } from '../lib/errors.ts';
import { checkUpload, claimUpload, signedUrls, sweepFiles } from '../lib/files.ts';
import { idParam } from '../lib/params.ts';
import { currentProfile, readableUser } from '../lib/profiles.ts';
import { handle, type Route } from '../lib/route.ts';
import { giveBack, startAttempt, tooManyAttempts, type Attempt } from '../lib/throttle.ts';

/**
 * Login name → the account's email, for the password grant. Run as `anon`
 * (with the sign-in throttle, lib/throttle.ts): a security-definer function
 * that returns the email of one active (not deleted) profile and nothing
 * else (supabase/migrations/*_api_login.sql).
 */
const LOGIN_EMAIL_SQL = 'select private.login_email($1) as email';

/**
 * The address signed in with when a login names nobody: no account has it
 * (`.invalid` is reserved), so the auth service refuses it after the same
 * password check as for a wrong password — a failed sign-in takes one path
 * and costs the same whether or not the login exists.
 */
export const NOBODY_EMAIL = 'ninguem@escola.invalid';

/** The session's id in a verified token's claims (Supabase's `session_id`). */
export const sessionIdOf = (claims: { readonly session_id?: unknown }) =>
  typeof claims.session_id === 'string' ? claims.session_id : null;

export const sessionRoutes: Route[] = [
  handle(login, async ({ body, ports, storageUrl, clientAddress, logError }) => {
    const name = normalizeLogin(body.login);
    // Counted before the password is checked, known login or not (docs/decisions.md §53).
    const attempt: Attempt = { action: 'login', own: await loginThrottleKey(name), address: clientAddress };
    const { wait, email } = await ports.db.withCaller(null, async (sql) => {
      const wait = await startAttempt(sql, attempt, true);
      if (wait > 0 || !LOGIN_PATTERN.test(name)) return { wait, email: null };
      const [row] = await sql.query<{ email: string | null }>(LOGIN_EMAIL_SQL, [name]);
      return { wait, email: row?.email ?? null };
    });
    if (wait > 0) return tooManyAttempts('login', wait);
    // Unknown login, deleted account and wrong password answer alike, after the same work.
    let session;
    try {
      session = await ports.auth.signInWithPassword(email ?? NOBODY_EMAIL, body.password);
    } catch (error) {
      // Not a guess that failed: the auth service did. The attempt is given back.
      await ports.db
        .withCaller(null, (sql) => giveBack(sql, attempt, false))
        .catch((e: unknown) => logError(e, 'login: giving the attempt back'));
      if (error instanceof AuthError && error.code === 'rate_limited') throw new HttpError(429, MSG.rateLimited);
      throw error;
    }
    if (!session || !email) throw unauthorized(MSG.wrongCredentials);
    const claims = await ports.auth.verify(session.accessToken);
    if (!claims || claims.sub !== session.userId) {
      throw new Error('The auth service issued a token that does not verify.');
    }
    const me = await ports.db.withCaller(claims, async (sql) => {
      const me = await currentProfile(sql);
      // Signed in: the login's count starts afresh; the address keeps the others'.
      if (me) await giveBack(sql, attempt, true);
      return me;
    });
    if (!me) throw unauthorized(MSG.wrongCredentials);
    const [photo] = await signedUrls({ ports, storageUrl }, { token: session.accessToken, claims }, [me.cp_foto_perfil]);
    return loginAnswer(me, photo ?? null, {
      token: session.accessToken,
      refreshToken: session.refreshToken,
      expiresAt: session.expiresAt,
    });
  }),

  /**
   * A new pair for a refresh token (rotation). The person must still be who
   * may sign in: a deleted person's refresh is refused, and their session ended.
   */
  handle(refresh, async ({ body, ports, storageUrl }) => {
    let session;
    try {
      session = await ports.auth.refresh(body.refreshToken);
    } catch (error) {
      if (error instanceof AuthError && error.code === 'rate_limited') throw new HttpError(429, MSG.rateLimited);
      throw error;
    }
    if (!session) throw unauthorized();
    const claims = await ports.auth.verify(session.accessToken);
    const me = claims ? await ports.db.withCaller(claims, currentProfile) : null;
    if (!me) {
      await ports.auth.signOut(session.accessToken);
      throw unauthorized();
    }
    const [photo] = await signedUrls({ ports, storageUrl }, { token: session.accessToken, claims: claims! }, [me.cp_foto_perfil]);
    return {
      token: session.accessToken,
      refreshToken: session.refreshToken,
      expiresAt: session.expiresAt,
      userProfilePhoto: photo ?? null,
    };
  }),

  /** Ends the token's session on the server: its refresh tokens stop working, and so does the token itself. */
  handle(logout, async ({ ports, credentials }) => {
    await ports.auth.signOut(credentials.token);
    return { msg: MSG.loggedOut };
  }),

  handle(birthday, async ({ params, asCaller }) => {
    const id = idParam(params, 'userId');
    return asCaller(async (sql) => {
      const user = await readableUser(sql, id);
      if (!user) throw notFound(MSG.userNotFound);
      return { cp_datanascimento: user.cp_datanascimento };
    });
  }),

  /**
   * Profile and sign-in account change together or not at all. The profile
   * row is written first (RLS: one's own row; the guard trigger: only name,
   * email, login and photo; unique indexes: login and email free), then the
   * auth account's email/password. If the auth service refuses or fails, the
   * profile row is put back as it was, as the same caller. The auth change
   * goes last because it is the one that cannot be undone (a password).
   */
  handle(updateProfile, async ({ params, body, asCaller, ports, credentials }) => {
    const id = idParam(params, 'userId');
    const before = await asCaller(async (sql, me) => {
      const target = await readableUser(sql, id);
      if (!target) throw notFound(MSG.userNotFound);
      if (target.cp_id !== me.cp_id) throw forbidden();
      try {
        await sql.query('update public.profiles set cp_nome = $2, cp_email = $3, cp_login = $4 where cp_id = $1', [
          me.cp_id,
          body.cp_nome,
          body.cp_email,
          body.cp_login,
        ]);
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(MSG.loginOrEmailTaken);
        throw error;
      }
      return me;
    });

    const emailChanged = !sameIdentifier(body.cp_email, before.cp_email);
    if (!emailChanged && body.cp_password === undefined) return { msg: MSG.profileUpdated };
    const { claims } = credentials;
    try {
      await ports.auth.updateUser(before.auth_user_id, {
        ...(emailChanged ? { email: body.cp_email } : {}),
        ...(body.cp_password !== undefined ? { password: body.cp_password } : {}),
      });
    } catch (error) {
      await asCaller((sql, me) =>
        sql.query('update public.profiles set cp_nome = $2, cp_email = $3, cp_login = $4 where cp_id = $1', [
          me.cp_id,
          before.cp_nome,
          before.cp_email,
          before.cp_login,
        ]),
      );
      if (error instanceof AuthError) {
        if (error.code === 'email_taken') throw conflict(MSG.loginOrEmailTaken);
        if (error.code === 'weak_password') throw badRequest(MSG.weakPassword);
      }
      throw error;
    }
    // A new password ends the person's other sessions (a stolen token stops working now, not in an hour).
    if (body.cp_password !== undefined) {
      await asCaller((sql, me) => sql.query('select private.end_sessions($1, $2::uuid)', [me.cp_id, sessionIdOf(claims)]));
    }
    return { msg: MSG.profileUpdated };
  }),

  /**
   * A new photo of one's own: an upload of kind `foto` (checked: theirs, the
   * size and an image's magic bytes) becomes the profile's photo in one
   * transaction; the previous photo is listed for removal by the profile's
   * trigger and removed by the sweep that follows.
   */
  handle(uploadProfilePhoto, async (ctx) => {
    const { body, asCaller, credentials } = ctx;
    await asCaller(async (sql, me) => {
      const target = await readableUser(sql, body.userId);
      if (!target) throw notFound(MSG.userNotFound);
      if (target.cp_id !== me.cp_id) throw forbidden();
    });
    const stored = await checkUpload(ctx, body.cp_foto_perfil, 'foto');
    await asCaller(async (sql, me) => {
      // The row first: its guard (profiles_guard_files) admits only an upload of the caller still unclaimed.
      await sql.query('update public.profiles set cp_foto_perfil = $2 where cp_id = $1', [me.cp_id, stored]);
      await claimUpload(sql, body.cp_foto_perfil);
    });
    await sweepFiles(ctx);
    const [url] = await signedUrls(ctx, credentials, [stored]);
    if (!url) throw new Error('The new photo has no read URL.');
    return { filePath: url };
  }),
];
