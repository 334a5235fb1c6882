/**
 * Messages every backend answers with, in `{ msg }` (the mock and the api
 * function alike), so a client sees the same Portuguese text whichever
 * backend it talks to. Backend-specific messages stay with their backend.
 */
export const SERVER_MESSAGES = {
  sessionExpired: 'Sessão expirada. Entre novamente.',
  forbidden: 'Acesso negado.',
  invalidJson: 'JSON inválido no corpo da requisição.',
  invalidId: 'Identificador inválido.',
  wrongCredentials: 'Usuário ou senha incorretos',
  loginSuccess: 'Usuário Logado com sucesso',
  userNotFound: 'Usuário não encontrado.',
  loginOrEmailTaken: 'Login ou e-mail já está em uso.',
  profileUpdated: 'Perfil atualizado com sucesso!',
  fileNotFound: 'Arquivo não encontrado.',
} as const;
