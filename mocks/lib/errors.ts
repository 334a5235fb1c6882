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

export { badRequest, conflict, forbidden, HttpError, notFound, unauthorized } from '@contract/errors';
