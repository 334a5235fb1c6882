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

/** Keys no answer may ever carry. */
const SECRET_KEY = /password|senha|hash/i;

/** Paths of every secret-looking key in a JSON value (empty when clean). */
export function findSecretKeys(value: unknown, path = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => findSecretKeys(v, `${path}[${i}]`));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, v]) => [
    ...(SECRET_KEY.test(key) ? [`${path}.${key}`] : []),
    ...findSecretKeys(v, `${path}.${key}`),
  ]);
}
