/** What a route resolver returns when it needs a status or headers besides the body. */

export class Reply<T> {
  constructor(
    readonly body: T,
    readonly status: number,
    readonly headers: Readonly<Record<string, string>>,
  ) {}
}

export function reply<T>(body: T, init: { status?: number; headers?: Record<string, string> } = {}): Reply<T> {
  return new Reply(body, init.status ?? 200, init.headers ?? {});
}

/** Paths of every secret-looking key in a JSON value (one definition for every backend). */
export { findSecretKeys } from '@contract/secrets';
