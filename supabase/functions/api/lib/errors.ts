/**
 * Error answers. A handler throws `HttpError`; the route wrapper turns it into
 * `{ msg }` with its status. Anything else becomes a 500 with a fixed
 * Portuguese message: details go to the log, never to the client.
 */

import { SERVER_MESSAGES } from '../../_shared/contract/messages.ts';

export const MSG = {
  ...SERVER_MESSAGES,
  internal: 'Erro interno do servidor. Tente novamente mais tarde.',
  unavailable: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
  rateLimited: 'Muitas tentativas seguidas. Aguarde alguns minutos e tente novamente.',
  tooLarge: 'Requisição grande demais.',
  weakPassword: 'A senha deve ter ao menos 6 caracteres.',
  fileTooLarge: 'O arquivo excede o limite permitido.',
  fileTypeNotAllowed: 'Tipo de arquivo não permitido.',
  routeNotFound: (method: string, path: string) => `Rota não encontrada: ${method} ${path}.`,
  notImplemented: (method: string, path: string) => `Ainda não disponível neste servidor: ${method} ${path}.`,
} as const;

export { badRequest, conflict, forbidden, HttpError, notFound, unauthorized } from '../../_shared/contract/errors.ts';

/** SQLSTATE of a database error from either driver (PGlite, postgres.js), if any. */
export function sqlState(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : null;
}

/** The constraint a database error names, from either driver (PGlite: `constraint`, postgres.js: `constraint_name`), if any. */
export function sqlConstraint(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const { constraint, constraint_name } = error as { constraint?: unknown; constraint_name?: unknown };
  const name = constraint ?? constraint_name;
  return typeof name === 'string' && name !== '' ? name : null;
}

/** 42501 insufficient_privilege: a grant or an RLS `with check` refused the statement. */
export const isPermissionDenied = (error: unknown) => sqlState(error) === '42501';
/** 23505 unique_violation. */
export const isUniqueViolation = (error: unknown) => sqlState(error) === '23505';
