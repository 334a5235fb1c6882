/**
 * Error answers shared by every backend: a handler throws an `HttpError`,
 * the backend's route wrapper turns it into `{ msg }` with its status.
 */
import { SERVER_MESSAGES } from './messages.ts';

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
export const unauthorized = (msg: string = SERVER_MESSAGES.sessionExpired) => new HttpError(401, msg);
export const forbidden = (msg: string = SERVER_MESSAGES.forbidden) => new HttpError(403, msg);
export const notFound = (msg: string) => new HttpError(404, msg);
export const conflict = (msg: string) => new HttpError(409, msg);
