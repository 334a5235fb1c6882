/**
 * Rows → answers. Only the contract's fields leave the mock (a whitelist,
 * so nothing stored alongside can leak), and file paths become signed URLs.
 */
import { loginAnswer, Usuario, type LoginResponse, type SessionTokens } from '@contract';
import type { MockDb } from '../db/schema';
import { signedFileUrl } from './files';

const USER_FIELDS = Object.keys(Usuario.shape) as (keyof Usuario)[];

export function toUserResponse(user: Usuario, db: MockDb, storageUrl: string): Usuario {
  const out = Object.fromEntries(USER_FIELDS.map((key) => [key, user[key]])) as Usuario;
  out.cp_foto_perfil = signedFileUrl(db, storageUrl, user.cp_foto_perfil);
  return out;
}

export function toLoginResponse(user: Usuario, tokens: SessionTokens, db: MockDb, storageUrl: string): LoginResponse {
  return loginAnswer(user, signedFileUrl(db, storageUrl, user.cp_foto_perfil), tokens);
}
