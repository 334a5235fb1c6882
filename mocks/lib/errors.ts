/**
 * Error answers of the mock backend. A handler throws `HttpError`; the route
 * wrapper turns it into `{ msg }` with the status. Anything else becomes a 500
 * with a fixed message (never a stack trace).
 */

import { SERVER_MESSAGES } from '@contract/messages';

export const MSG = {
  ...SERVER_MESSAGES,
  internal: 'Erro interno do servidor simulado.',
} as const;

export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (msg: string) => new HttpError(400, msg);
export const unauthorized = (msg: string = MSG.sessionExpired) => new HttpError(401, msg);
export const forbidden = (msg: string = MSG.forbidden) => new HttpError(403, msg);
export const notFound = (msg: string) => new HttpError(404, msg);
export const conflict = (msg: string) => new HttpError(409, msg);
