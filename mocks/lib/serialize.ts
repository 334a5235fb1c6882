/**
 * Rows → answers. Only the contract's fields leave the mock (a whitelist,
 * so nothing stored alongside can leak), and file paths become signed URLs.
 */
import { Usuario, type LoginResponse } from '@contract';
import { SERVER_MESSAGES } from '@contract/messages';
import type { MockDb } from '../db/schema';
import { signedFileUrl } from './files';

const USER_FIELDS = Object.keys(Usuario.shape) as (keyof Usuario)[];

export function toUserResponse(user: Usuario, db: MockDb, storageUrl: string): Usuario {
  const out = Object.fromEntries(USER_FIELDS.map((key) => [key, user[key]])) as Usuario;
  out.cp_foto_perfil = signedFileUrl(db, storageUrl, user.cp_foto_perfil);
  return out;
}

export const LOGIN_SUCCESS_MSG = SERVER_MESSAGES.loginSuccess;

export function toLoginResponse(
  user: Usuario,
  tokens: { token: string; refreshToken: string; expiresAt: number },
  db: MockDb,
  storageUrl: string,
): LoginResponse {
  return {
    msg: LOGIN_SUCCESS_MSG,
    userType: user.cp_tipo_user,
    userName: user.cp_nome,
    userId: user.cp_id,
    userProfilePhoto: signedFileUrl(db, storageUrl, user.cp_foto_perfil),
    schoolId: user.cp_escola_id,
    turmaID: user.cp_turma_id,
    token: tokens.token,
    refreshToken: tokens.refreshToken,
    expiresAt: tokens.expiresAt,
  };
}
