/** Reading error answers: every backend answers `{ msg }` in Portuguese. */
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

export type ApiError = FetchBaseQueryError | SerializedError | undefined;

/** The HTTP status of a failed call, or null for network/parse failures. */
export function errorStatus(error: ApiError): number | null {
  if (error && 'status' in error && typeof error.status === 'number') return error.status;
  return null;
}

/** The server's message, when it sent one. */
export function serverMessage(error: ApiError): string | null {
  if (error && 'data' in error && error.data && typeof error.data === 'object' && 'msg' in error.data) {
    const msg = (error.data as { msg: unknown }).msg;
    return typeof msg === 'string' && msg.trim() !== '' ? msg : null;
  }
  return null;
}

/**
 * The server's reason for a refusal (a 4xx answer's `{ msg }`), worth showing
 * the user; null for a network failure or a server fault, which say nothing
 * the user can act on.
 */
export function refusalReason(error: unknown): string | null {
  const status = errorStatus(error as ApiError);
  return status !== null && status >= 400 && status < 500 ? serverMessage(error as ApiError) : null;
}
