/** Session and profile endpoints (spec section 7, "Session and profile"). */
import { z } from 'zod';
import { Id, IsoDate, LoginName, MessageBody, Password, RequiredText, SafeText, UserTypeSchema } from './common.ts';
import { UploadId } from './arquivos.ts';
import { endpoint } from './http.ts';
import { SERVER_MESSAGES } from './messages.ts';
import { ROUTES } from './routes.ts';

/** Sign-in: free text (no client validation, spec section 5); a login outside LOGIN_PATTERN simply does not exist. */
export const LoginRequest = z.object({
  login: SafeText().max(255),
  password: SafeText().max(255),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

export const LoginResponse = z.object({
  msg: z.string(),
  userType: UserTypeSchema,
  userName: z.string(),
  userId: Id,
  userProfilePhoto: z.string().nullable(),
  schoolId: Id.nullable(),
  turmaID: Id.nullable(),
  /** Bearer token for every later call (not in the spec's list: added by this contract). */
  token: z.string(),
  /** Renews the session before `token` expires (POST /refresh); one use each. */
  refreshToken: z.string(),
  /** When `token` expires (Unix seconds). */
  expiresAt: z.number().int(),
});
export type LoginResponse = z.infer<typeof LoginResponse>;

/** The login answer for the person signed in (`photo`: their photo's signed URL, or null). */
export function loginAnswer<T extends number>(
  user: {
    readonly cp_tipo_user: T;
    readonly cp_nome: string;
    readonly cp_id: number;
    readonly cp_escola_id: number | null;
    readonly cp_turma_id: number | null;
  },
  photo: string | null,
  tokens: SessionTokens,
): Omit<LoginResponse, 'userType'> & { userType: T } {
  return {
    msg: SERVER_MESSAGES.loginSuccess,
    userType: user.cp_tipo_user,
    userName: user.cp_nome,
    userId: user.cp_id,
    userProfilePhoto: photo,
    schoolId: user.cp_escola_id,
    turmaID: user.cp_turma_id,
    token: tokens.token,
    refreshToken: tokens.refreshToken,
    expiresAt: tokens.expiresAt,
  };
}

/**
 * A spent refresh token presented again within this many seconds of its use
 * (two tabs renewing at once) gets the session's current pair instead of
 * ending the session; later, it ends it (docs/decisions.md §54). Supabase
 * Auth's `refresh_token_reuse_interval`, which supabase/config.toml sets to
 * the same value.
 */
export const REFRESH_TOKEN_REUSE_SECONDS = 10;

/** A renewed session: a new access token and the refresh token for the next renewal. */
export const SessionTokens = z.object({ token: z.string(), refreshToken: z.string(), expiresAt: z.number().int() });
export type SessionTokens = z.infer<typeof SessionTokens>;

/** The renewal's answer also renews the photo's signed URL, which lives as long as a token (FILE_URL_SECONDS). */
export const RefreshResponse = SessionTokens.extend({ userProfilePhoto: z.string().nullable() });
export type RefreshResponse = z.infer<typeof RefreshResponse>;

export const refresh = endpoint({
  ...ROUTES.refresh,
  name: 'refresh',
  body: z.object({ refreshToken: SafeText().min(1).max(512) }),
  response: RefreshResponse,
  summary: 'Renova a sessão: troca o refresh token (uso único) por um novo par; 401 quando a sessão acabou.',
});

export const logout = endpoint({
  ...ROUTES.logout,
  name: 'logout',
  response: MessageBody,
  summary: 'Encerra a sessão do token no servidor: seus refresh tokens deixam de valer.',
});

export const login = endpoint({
  ...ROUTES.login,
  name: 'login',
  body: LoginRequest,
  response: LoginResponse,
  summary: 'Entra com login e senha; responde os dados da sessão e o token.',
});

export const BirthdayResponse = z.object({ cp_datanascimento: IsoDate.nullable() });
export type BirthdayResponse = z.infer<typeof BirthdayResponse>;

export const birthday = endpoint({
  ...ROUTES.birthday,
  name: 'birthday',
  response: BirthdayResponse,
  summary: 'Data de nascimento do usuário (para a comemoração de aniversário).',
});

export const ProfileUpdate = z.object({
  cp_nome: RequiredText('Nome'),
  cp_email: z.email({ error: 'E-mail inválido.' }).max(255),
  cp_login: LoginName,
  cp_password: Password.optional(),
});
export type ProfileUpdate = z.infer<typeof ProfileUpdate>;

export const updateProfile = endpoint({
  ...ROUTES.updateProfile,
  name: 'updateProfile',
  body: ProfileUpdate,
  response: MessageBody,
  summary: 'Atualiza nome, e-mail, login e (opcionalmente) a senha do próprio usuário.',
});

/** The photo is uploaded first (POST /uploads, kind `foto`); the form sends the upload's id. */
export const ProfilePhotoFields = z.object({ userId: Id, cp_foto_perfil: UploadId });
export const ProfilePhotoResponse = z.object({ filePath: z.string() });
export type ProfilePhotoResponse = z.infer<typeof ProfilePhotoResponse>;

export const uploadProfilePhoto = endpoint({
  ...ROUTES.uploadProfilePhoto,
  name: 'uploadProfilePhoto',
  body: ProfilePhotoFields,
  response: ProfilePhotoResponse,
  summary: 'Troca a foto de perfil do próprio usuário por um arquivo já enviado; responde a URL (assinada) da foto.',
});
