/** Login messages (spec section 8, "Login"). */
export const LOGIN_SUCCESS = 'Usuário Logado com sucesso';
export const LOGIN_WRONG_CREDENTIALS = 'Usuário ou senha incorretos';
export const LOGIN_REQUEST_FAILED = 'Erro ao fazer login.';
export const SESSION_EXPIRED = 'Sua sessão expirou. Entre novamente.';
