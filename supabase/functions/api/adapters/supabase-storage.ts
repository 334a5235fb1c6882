/**
 * The storage port over Supabase Storage's REST API.
 *
 * - upload/remove run under the CALLER's access token, so Storage applies the
 *   bucket limits (size, MIME types) and the storage.objects RLS policies of
 *   the migrations exactly as for a direct client;
 * - read (for the public file route) uses the service key, for the buckets
 *   the api serves only (the route checks bucket and name first). Addresses
 *   are always built from the configured project URL; redirects are refused,
 *   time and size are capped.
 */
import { StorageError, type StorageErrorCode, type StoragePort, type StoredFile } from '../ports.ts';
import { describe, encodePath, jsonBody, SERVICE_TIMEOUT_MS, type Fetch } from './http.ts';
import { keyHeaders } from './supabase-auth.ts';

export interface SupabaseStorageConfig {
  readonly url: string;
  readonly anonKey: string;
  readonly serviceKey: string;
  readonly fetch?: Fetch;
  /** Largest object `read` returns (default 20 MiB). */
  readonly maxReadBytes?: number;
}

/** Storage answers errors either with the HTTP status or with `statusCode` in the body (older versions answer 400). */
function failure(status: number, body: Record<string, unknown> | null, what: string): StorageError {
  const code = Number(body?.statusCode ?? status);
  const name = String(body?.error ?? '');
  const message = String(body?.message ?? '');
  const text = `${what}: ${describe(status, body)}`;
  let kind: StorageErrorCode = 'unavailable';
  if (code === 413 || /payload too large|exceeded the maximum allowed size/i.test(`${name} ${message}`)) kind = 'too_large';
  else if (code === 415 || /invalid_mime_type|mime type/i.test(`${name} ${message}`)) kind = 'mime_not_allowed';
  else if (code === 403 || code === 401 || /row-level security/i.test(message)) kind = 'denied';
  else if (code === 409 || /duplicate|already exists/i.test(`${name} ${message}`)) kind = 'exists';
  else if (code === 404 || /not.?found/i.test(`${name} ${message}`)) kind = 'not_found';
  return new StorageError(kind, text);
}

export function createSupabaseStorage(config: SupabaseStorageConfig): StoragePort {
  const base = `${config.url.replace(/\/+$/, '')}/storage/v1/object`;
  const doFetch: Fetch = config.fetch ?? ((input, init) => fetch(input, init));
  const maxRead = config.maxReadBytes ?? 20 * 1024 * 1024;
  const asCaller = (token: string) => ({ ...keyHeaders(config.anonKey), Authorization: `Bearer ${token}` });
  const objectUrl = (bucket: string, path: string) => `${base}/${encodeURIComponent(bucket)}/${encodePath(path)}`;

  return {
    async upload(bucket, path, bytes, mime, caller) {
      const response = await doFetch(objectUrl(bucket, path), {
        method: 'POST',
        headers: { ...asCaller(caller.token), 'Content-Type': mime, 'x-upsert': 'false', 'cache-control': 'max-age=86400' },
        body: bytes,
        redirect: 'error',
        signal: AbortSignal.timeout(SERVICE_TIMEOUT_MS * 3),
      });
      if (!response.ok) throw failure(response.status, await jsonBody(response), `Upload ${bucket}/${path}`);
      await response.body?.cancel();
    },

    async remove(bucket, path, caller) {
      const response = await doFetch(objectUrl(bucket, path), {
        method: 'DELETE',
        headers: asCaller(caller.token),
        redirect: 'error',
        signal: AbortSignal.timeout(SERVICE_TIMEOUT_MS),
      });
      if (response.ok) {
        await response.body?.cancel();
        return;
      }
      const error = failure(response.status, await jsonBody(response), `Remove ${bucket}/${path}`);
      if (error.code !== 'not_found') throw error;
    },

    async read(bucket, path): Promise<StoredFile | null> {
      const response = await doFetch(`${base}/authenticated/${encodeURIComponent(bucket)}/${encodePath(path)}`, {
        method: 'GET',
        headers: keyHeaders(config.serviceKey),
        redirect: 'error',
        signal: AbortSignal.timeout(SERVICE_TIMEOUT_MS),
      });
      if (!response.ok) {
        const error = failure(response.status, await jsonBody(response), `Read ${bucket}/${path}`);
        if (error.code === 'not_found') return null;
        throw error;
      }
      const declared = Number(response.headers.get('content-length') ?? '0');
      if (declared > maxRead) {
        await response.body?.cancel();
        throw new StorageError('too_large', `Read ${bucket}/${path}: ${declared} bytes`);
      }
      const bytes = new Uint8Array(await response.arrayBuffer());
      if (bytes.byteLength > maxRead) throw new StorageError('too_large', `Read ${bucket}/${path}: ${bytes.byteLength} bytes`);
      return { bytes, mime: response.headers.get('content-type') ?? 'application/octet-stream' };
    },
  };
}
