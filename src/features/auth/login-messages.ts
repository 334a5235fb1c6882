/** Login messages (spec section 8, "Login"). */
import { THROTTLE, THROTTLE_MESSAGES } from '@contract/throttle';

export const LOGIN_SUCCESS = 'Usuário Logado com sucesso';
export const LOGIN_WRONG_CREDENTIALS = 'Usuário ou senha incorretos';
export const LOGIN_REQUEST_FAILED = 'Erro ao fazer login.';
export const SESSION_EXPIRED = 'Sua sessão expirou. Entre novamente.';
/** A 429 the server sent no words with (it always does: the lock's own wait); the first lock's. */
export const LOGIN_TOO_MANY_ATTEMPTS = THROTTLE_MESSAGES.login(THROTTLE.login.lockBaseSeconds);
