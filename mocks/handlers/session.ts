/** Session and profile: login, birthday, profile edit and profile photo (spec section 7). */
import {
  birthday,
  login,
  LOGIN_PATTERN,
  loginThrottleKey,
  logout,
  normalizeLogin,
  refresh,
  updateProfile,
  uploadProfilePhoto,
} from '@contract';
import { SERVER_MESSAGES } from '@contract/messages';
import { hashPassword, verifyPassword } from '../db/seed-db';
import { createSession, endSessions, refreshSession } from '../lib/auth';
import { MSG, unauthorized } from '../lib/errors';
import { withClass } from '../lib/membership';
import { checkUpload, claimUpload, deleteStoredFile, signedFileUrl } from '../lib/files';
import { route, type MockRoute } from '../lib/route';
import { forgetAttempts, startAttempt, tooManyAttempts } from '../lib/tentativas';
import { toLoginResponse } from '../lib/serialize';
import { assertLoginAndEmailFree, assertSelf, findReadableUser, findUserByLogin } from '../lib/usuarios';
import { idParam } from '../lib/validation';

export const PROFILE_UPDATED_MSG = SERVER_MESSAGES.profileUpdated;

/** Compared against when a login names nobody, so a failed sign-in does the same work either way. */
const NOBODY_HASH = '0'.repeat(64);

export const sessionRoutes: MockRoute[] = [
  route(login, async ({ body, db, storageUrl }) => {
    const name = normalizeLogin(body.login);
    // Counted before the password is checked, known login or not (docs/decisions.md §53).
    const key = await loginThrottleKey(name);
    const wait = await startAttempt(db, 'login', key, true);
    if (wait > 0) return tooManyAttempts('login', wait);
    const user = LOGIN_PATTERN.test(name) ? findUserByLogin(db, name) : undefined;
    const credential = user ? db.credentials.findFirst((q) => q.where({ userId: user.cp_id })) : undefined;
    // Unknown login, deleted account and wrong password answer alike, after the same password check.
    const live = user !== undefined && credential !== undefined && user.cp_excluido === 0;
    const matches = await verifyPassword(live ? user.cp_id : 0, body.password, live ? credential.passwordHash : NOBODY_HASH);
    if (!live || !matches) throw unauthorized(MSG.wrongCredentials);
    await forgetAttempts(db, 'login', key);
    const tokens = await createSession(db, user.cp_id);
    return toLoginResponse(withClass(db, user), tokens, db, storageUrl);
  }),

  // A new pair for a refresh token (rotation); a deleted person's session ends instead.
  route(refresh, async ({ body, db, storageUrl }) => {
    const renewed = await refreshSession(db, body.refreshToken);
    if (!renewed) throw unauthorized();
    const user = db.usuarios.findFirst((q) => q.where({ cp_id: renewed.session.userId }));
    if (!user || user.cp_excluido === 1) {
      await endSessions(db, (s) => s.sessionId === renewed.session.sessionId);
      throw unauthorized();
    }
    return { ...renewed.tokens, userProfilePhoto: signedFileUrl(db, storageUrl, user.cp_foto_perfil) };
  }),

  route(logout, async ({ auth, db }) => {
    await endSessions(db, (s) => s.sessionId === auth.sessionId);
    return { msg: MSG.loggedOut };
  }),

  route(birthday, ({ params, auth, db }) => {
    const user = findReadableUser(db, auth, idParam(params, 'userId'));
    return { cp_datanascimento: user.cp_datanascimento };
  }),

  route(updateProfile, async ({ params, body, auth, db }) => {
    const user = findReadableUser(db, auth, idParam(params, 'userId'));
    assertSelf(auth, user.cp_id);
    assertLoginAndEmailFree(db, user.cp_id, body.cp_login, body.cp_email);
    const passwordHash = body.cp_password === undefined ? null : await hashPassword(user.cp_id, body.cp_password);
    await db.usuarios.update((q) => q.where({ cp_id: user.cp_id }), {
      data(u) {
        u.cp_nome = body.cp_nome;
        u.cp_email = body.cp_email;
        u.cp_login = body.cp_login;
      },
    });
    if (passwordHash !== null) {
      await db.credentials.update((q) => q.where({ userId: user.cp_id }), {
        data(c) {
          c.passwordHash = passwordHash;
        },
      });
      // A new password ends the person's other sessions.
      await endSessions(db, (s) => s.userId === user.cp_id && s.sessionId !== auth.sessionId);
    }
    return { msg: PROFILE_UPDATED_MSG };
  }),

  route(uploadProfilePhoto, async ({ body, auth, db, storageUrl }) => {
    const user = findReadableUser(db, auth, body.userId);
    assertSelf(auth, user.cp_id);
    const path = checkUpload(db, auth.userId, body.cp_foto_perfil, 'foto');
    await claimUpload(db, body.cp_foto_perfil);
    const previous = user.cp_foto_perfil;
    await db.usuarios.update((q) => q.where({ cp_id: user.cp_id }), {
      data(u) {
        u.cp_foto_perfil = path;
      },
    });
    if (previous && previous !== path) deleteStoredFile(db, previous);
    return { filePath: signedFileUrl(db, storageUrl, path)! };
  }),
];
