/** Profile texts (spec sections 2, 7 and 8). */
export const PROFILE_TITLE = 'Editar Perfil';
export const PROFILE_CONFIRM_TITLE = 'Confirmar Alterações';
export const PROFILE_CONFIRM_MESSAGE = 'Tem certeza que deseja salvar as alterações no seu perfil?';
export const PROFILE_SAVED = 'Perfil atualizado com sucesso!';
export const PROFILE_UPDATE_FAILED = 'Erro ao atualizar dados do perfil';
export const PHOTO_UPLOAD_FAILED = 'Erro ao fazer upload da foto';
export const PHOTO_NOT_IMAGE = 'A foto deve ser uma imagem (JPG, PNG, WEBP ou GIF).';
export const PHOTO_TOO_LARGE = 'A foto deve ter no máximo 5 MB.';
/** The picked photo is on its way (it is uploaded on pick; saving waits for it). */
export const SENDING_PHOTO = 'Enviando foto…';
export const PHOTO_SENT = 'Foto enviada';
export const NEW_PASSWORD_LABEL = 'Nova Senha (deixe em branco para manter a atual)';

/** 'Erro ao atualizar perfil: {message}', keeping the server's reason when it gave one. */
export function profileErrorToast(specMessage: string, serverDetail: string | null): string {
  return `Erro ao atualizar perfil: ${specMessage}${serverDetail ? ` (${serverDetail})` : ''}`;
}
