/** Session and profile: login, birthday, profile edit and profile photo (spec section 7). */
import { birthday, login, updateProfile, uploadProfilePhoto } from '@contract';
import { SERVER_MESSAGES } from '@contract/messages';
import { hashPassword, verifyPassword } from '../db/seed-db';
import { createSession } from '../lib/auth';
import { MSG, unauthorized } from '../lib/errors';
import { withClass } from '../lib/membership';
import { deleteStoredFile, publicFileUrl, storeUpload } from '../lib/files';
import { route, type MockRoute } from '../lib/route';
import { toLoginResponse } from '../lib/serialize';
import { assertLoginAndEmailFree, assertSelf, findReadableUser, findUserByLogin } from '../lib/usuarios';
import { idParam } from '../lib/validation';

export const PROFILE_UPDATED_MSG = SERVER_MESSAGES.profileUpdated;
export const AVATARS_BUCKET = 'avatars';

export const sessionRoutes: MockRoute[] = [
  route(login, async ({ body, db, apiBase }) => {
    const user = findUserByLogin(db, body.login);
    const credential = user ? db.credentials.findFirst((q) => q.where({ userId: user.cp_id })) : undefined;
    // Unknown login, deleted account and wrong password answer alike.
    if (!user || !credential || user.cp_excluido === 1) throw unauthorized(MSG.wrongCredentials);
    if (!(await verifyPassword(user.cp_id, body.password, credential.passwordHash))) {
      throw unauthorized(MSG.wrongCredentials);
    }
    const token = await createSession(db, user.cp_id);
    return toLoginResponse(withClass(db, user), token, apiBase);
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
    }
    return { msg: PROFILE_UPDATED_MSG };
  }),

  route(uploadProfilePhoto, async ({ body, files, auth, db, apiBase }) => {
    const user = findReadableUser(db, auth, body.userId);
    assertSelf(auth, user.cp_id);
    const photo = files.cp_foto_perfil?.[0];
    if (!photo) throw new Error('cp_foto_perfil ausente apesar da validação de uploads.');
    const path = await storeUpload(db, AVATARS_BUCKET, photo, `usuario-${user.cp_id}`);
    const previous = user.cp_foto_perfil;
    await db.usuarios.update((q) => q.where({ cp_id: user.cp_id }), {
      data(u) {
        u.cp_foto_perfil = path;
      },
    });
    if (previous?.startsWith(`${AVATARS_BUCKET}/`)) deleteStoredFile(db, previous);
    return { filePath: publicFileUrl(apiBase, path)! };
  }),
];
