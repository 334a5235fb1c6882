/**
 * The fingerprint an Idempotency-Key is bound to (docs/offline.md,
 * "Idempotent writes"): a repeat replays the first answer only when it is the
 * same request — same method, path, query and body. Both backends call this
 * one function. No dependencies but Web Crypto, so it runs in Deno, Node and
 * the browser alike.
 *
 * The print is the SHA-256 (hex) of a canonical form, where what does not
 * change the request's meaning does not count:
 *
 * - the query as its pairs sorted by name (values of a repeated name keep
 *   their order: the backends read the last one);
 * - a JSON body parsed and written again with sorted keys (key order and
 *   whitespace do not count; an empty body is `{}`, as the backends read it);
 * - a form body (multipart or urlencoded) as its fields sorted by name, each
 *   file as its field, name, type, size and the SHA-256 of its bytes (the
 *   multipart boundary does not count);
 * - any other body, or one that does not parse, as the SHA-256 of its bytes.
 *
 * Never throws on what a client sends: a body that cannot be read as JSON or
 * as a form falls back to its bytes.
 */

/** Bumped if the canonical form ever changes (a stored print would then no longer match: a 422, never a wrong replay). */
const FORM_VERSION = 'escola-impressao/1';

/** As uploads.ts's isFormContentType: the bodies the backends read as forms. */
const FORM_TYPE = /^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i;

type Canonical = string | number | boolean | null | readonly Canonical[];

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

async function sha256Hex(data: string | ArrayBuffer): Promise<string> {
  const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : new Uint8Array(data);
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  let out = '';
  for (const byte of digest) out += HEX[byte]!;
  return out;
}

/** JSON with every object's keys sorted; written out directly, so a `__proto__` key is data like any other. */
function sortedJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(sortedJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${sortedJson(record[k])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Pairs sorted by name only: Array.prototype.sort is stable, so a repeated name keeps its values' order. */
function byName<T extends readonly [string, ...unknown[]]>(pairs: T[]): T[] {
  return pairs.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
}

async function formBody(request: Request): Promise<Canonical | null> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return null;
  }
  const entries: [string, ...Canonical[]][] = [];
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') entries.push([name, 'campo', value]);
    else entries.push([name, 'arquivo', value.name, value.type, value.size, await sha256Hex(await value.arrayBuffer())]);
  }
  return ['formulario', byName(entries)];
}

async function canonicalBody(request: Request): Promise<Canonical> {
  if (request.body === null) return ['json', '{}'];
  if (FORM_TYPE.test(request.headers.get('content-type') ?? '')) {
    // Read from a copy: if it is no form, the bytes are still there for the fallback.
    const form = await formBody(request.clone());
    if (form) return form;
  }
  let bytes: ArrayBuffer;
  try {
    bytes = await request.arrayBuffer();
  } catch {
    // A body that cannot be read at all: the handler will refuse it, and the print must not throw.
    return ['ilegivel'];
  }
  // Decoded as the backends decode it (request.text(): invalid UTF-8 becomes U+FFFD).
  const text = new TextDecoder().decode(bytes);
  if (text.trim() === '') return ['json', '{}'];
  try {
    return ['json', sortedJson(JSON.parse(text))];
  } catch {
    // Not JSON, or nested too deep to walk: the bytes themselves.
    return ['bytes', await sha256Hex(bytes)];
  }
}

/**
 * The fingerprint of a request, `path` being its path under the api base
 * (so both mounts of the api, and the mock, print the same request alike).
 * Reads the body from a clone: the handler can still read the request.
 */
export async function requestFingerprint(request: Request, path: string): Promise<string> {
  const query = byName([...new URL(request.url).searchParams] as [string, string][]);
  const body = await canonicalBody(request.clone());
  return sha256Hex(JSON.stringify([FORM_VERSION, request.method.toUpperCase(), path, query, body]));
}
