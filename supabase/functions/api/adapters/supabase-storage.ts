/**
 * The storage port over Supabase Storage, through supabase-js's storage
 * client (@supabase/storage-js: the `storage` of supabase-js; it keeps up
 * with the Storage API, this file only maps its answers to the port):
 *
 * - as the CALLER (anon key + the caller's access token), so Storage applies
 *   the storage.objects policies of the migrations as for a direct client:
 *   small uploads, signed upload URLs (the insert policy decides), signed
 *   read and download URLs and streamed reads (the select policy decides),
 *   removals (no delete policy: none);
 * - as the SERVICE (service key): removing what nobody claimed, and `head`,
 *   a ranged GET of `/object/authenticated/…` for the first bytes and the
 *   size (`Content-Range`), so a large file is never read whole.
 *
 * Every call goes through the configured fetch, refuses redirects and is
 * bounded in time. URLs are answered relative to the storage root
 * (`object/…`): the api puts the public storage address in front.
 */
import { StorageClient, isStorageError, StorageApiError } from '@supabase/storage-js';
import { StorageError, type ObjectBody, type ObjectHead, type StorageErrorCode, type StoragePort } from '../ports.ts';
import { describe, encodePath, jsonBody, SERVICE_TIMEOUT_MS, type Fetch } from './http.ts';
import { keyHeaders } from './supabase-auth.ts';

export interface SupabaseStorageConfig {
  /** Project URL, e.g. https://<ref>.supabase.co */
  readonly url: string;
  readonly anonKey: string;
  readonly serviceKey: string;
  /** storage-js's configurable fetch (tests point it at a fake or the emulator). */
  readonly fetch?: Fetch;
}

/** Small uploads (tools, tests) get longer than the other calls. */
const UPLOAD_TIMEOUT_MS = SERVICE_TIMEOUT_MS * 3;

/** The port's code for what Storage answered (old style: 400 + `statusCode` in the body; new: the HTTP status). */
function codeOf(status: number, statusCode: string | undefined, text: string): StorageErrorCode {
  const code = Number(statusCode) || status;
  if (code === 413 || /payload too large|exceeded the maximum allowed size|EntityTooLarge/i.test(text)) return 'too_large';
  if (code === 415 || /invalid_mime_type|mime type|InvalidMimeType/i.test(text)) return 'mime_not_allowed';
  if (code === 403 || code === 401 || /row-level security|AccessDenied/i.test(text)) return 'denied';
  if (code === 409 || /duplicate|already exists|KeyAlreadyExists/i.test(text)) return 'exists';
  if (code === 404 || /not.?found|NoSuchKey|NoSuchBucket/i.test(text)) return 'not_found';
  return 'unavailable';
}

/** The port's failure for an error storage-js answered (network failures and time-outs: unavailable). */
function failure(error: unknown, what: string): StorageError {
  const message = `${what}: ${error instanceof Error ? error.message : String(error)}`;
  if (error instanceof StorageApiError || (isStorageError(error) && error.status !== undefined)) {
    const apiError = error as StorageApiError;
    return new StorageError(
      codeOf(apiError.status, apiError.statusCode, apiError.message),
      `${message} (HTTP ${apiError.status})`,
    );
  }
  return new StorageError('unavailable', message);
}

/** The first `max` bytes of a body; the rest is not read. */
async function firstBytes(body: ReadableStream<Uint8Array> | null, max: number): Promise<Uint8Array> {
  const out = new Uint8Array(max);
  let filled = 0;
  if (!body) return out.subarray(0, 0);
  const reader = body.getReader();
  try {
    while (filled < max) {
      const { done, value } = await reader.read();
      if (done) break;
      const take = Math.min(value.byteLength, max - filled);
      out.set(value.subarray(0, take), filled);
      filled += take;
    }
  } finally {
    // Not awaited: a body that is a tee's branch (an intercepting fetch) settles its cancel only when the other branch ends.
    reader.cancel().catch(() => {});
  }
  return out.subarray(0, filled);
}

export function createSupabaseStorage(config: SupabaseStorageConfig): StoragePort {
  const root = `${config.url.replace(/\/+$/, '')}/storage/v1`;
  const base: Fetch = config.fetch ?? ((input, init) => fetch(input, init));
  const bounded =
    (ms: number): Fetch =>
    (input, init) =>
      base(input, { ...init, redirect: 'error', signal: init?.signal ?? AbortSignal.timeout(ms) });
  const callFetch = bounded(SERVICE_TIMEOUT_MS);
  const uploadFetch = bounded(UPLOAD_TIMEOUT_MS);
  const callerHeaders = (token: string) => ({ ...keyHeaders(config.anonKey), Authorization: `Bearer ${token}` });
  const asCaller = (token: string, doFetch = callFetch) => new StorageClient(root, callerHeaders(token), doFetch as typeof fetch);
  const service = new StorageClient(root, keyHeaders(config.serviceKey), callFetch as typeof fetch);

  /** storage-js answers absolute URLs under the client's root; the port answers them relative to it. */
  function relative(absolute: string, what: string): string {
    const prefix = `${root}/`;
    if (!absolute.startsWith(prefix)) throw new StorageError('unavailable', `${what}: unexpected URL ${absolute}`);
    return absolute.slice(prefix.length);
  }

  return {
    async upload(bucket, path, bytes, mime, caller) {
      const { error } = await asCaller(caller.token, uploadFetch)
        .from(bucket)
        .upload(path, bytes, { contentType: mime, upsert: false, cacheControl: '86400' });
      if (error) throw failure(error, `Upload ${bucket}/${path}`);
    },

    async createSignedUploadUrl(bucket, path, caller) {
      const { data, error } = await asCaller(caller.token).from(bucket).createSignedUploadUrl(path);
      if (error) throw failure(error, `Sign upload ${bucket}/${path}`);
      return { url: relative(data.signedUrl, `Sign upload ${bucket}/${path}`), token: data.token };
    },

    async createSignedUrls(bucket, paths, seconds, caller) {
      if (paths.length === 0) return [];
      const { data, error } = await asCaller(caller.token)
        .from(bucket)
        .createSignedUrls([...paths], seconds);
      if (error) throw failure(error, `Sign ${bucket} (${paths.length})`);
      const byPath = new Map(data.map((d) => [d.path, d]));
      return paths.map((path) => {
        const signed = byPath.get(path);
        return signed?.signedUrl && !signed.error ? relative(signed.signedUrl, `Sign ${bucket}/${path}`) : null;
      });
    },

    async createDownloadUrl(bucket, path, seconds, caller, fileName) {
      const { data, error } = await asCaller(caller.token).from(bucket).createSignedUrl(path, seconds);
      if (error) {
        const failed = failure(error, `Sign download ${bucket}/${path}`);
        if (failed.code === 'not_found' || failed.code === 'denied') return null;
        throw failed;
      }
      // The name is added here, encoded once: storage-js's own `download` option runs its
      // URLSearchParams output through encodeURI, so 'Férias' would arrive as 'F%C3%A9rias'.
      return `${relative(data.signedUrl, `Sign download ${bucket}/${path}`)}&download=${encodeURIComponent(fileName)}`;
    },

    async read(bucket, path, caller): Promise<ObjectBody | null> {
      const what = `Read ${bucket}/${path}`;
      // Bounded until the answer starts; the bytes then stream as fast as the client takes them.
      const started = new AbortController();
      const timer = setTimeout(() => started.abort(), SERVICE_TIMEOUT_MS);
      let response: Response;
      try {
        response = await base(`${root}/object/authenticated/${encodeURIComponent(bucket)}/${encodePath(path)}`, {
          method: 'GET',
          headers: callerHeaders(caller.token),
          redirect: 'error',
          signal: started.signal,
        });
      } catch (error) {
        throw new StorageError('unavailable', `${what}: ${error instanceof Error ? error.message : String(error)}`);
      } finally {
        clearTimeout(timer);
      }
      if (!response.ok) {
        const body = await jsonBody(response);
        const code = codeOf(
          response.status,
          body?.statusCode === undefined ? undefined : String(body.statusCode),
          `${body?.error ?? ''} ${body?.message ?? ''}`,
        );
        if (code === 'not_found' || code === 'denied') return null;
        throw new StorageError(code, `${what}: ${describe(response.status, body)}`);
      }
      if (!response.body) throw new StorageError('unavailable', `${what}: no body`);
      return {
        size: Number(response.headers.get('content-length') ?? Number.NaN),
        mime: response.headers.get('content-type') ?? 'application/octet-stream',
        body: response.body,
      };
    },

    async head(bucket, path, bytes): Promise<ObjectHead | null> {
      const what = `Head ${bucket}/${path}`;
      const want = Math.max(0, Math.floor(bytes));
      const info = async (): Promise<ObjectHead | null> => {
        const { data, error } = await service.from(bucket).info(path);
        if (error) {
          const failed = failure(error, what);
          if (failed.code === 'not_found') return null;
          throw failed;
        }
        return { size: Number(data.size ?? 0), mime: data.contentType ?? 'application/octet-stream', head: new Uint8Array(0) };
      };
      if (want === 0) return info();
      let response: Response;
      try {
        response = await callFetch(`${root}/object/authenticated/${encodeURIComponent(bucket)}/${encodePath(path)}`, {
          method: 'GET',
          headers: { ...keyHeaders(config.serviceKey), Range: `bytes=0-${want - 1}` },
        });
      } catch (error) {
        throw new StorageError('unavailable', `${what}: ${error instanceof Error ? error.message : String(error)}`);
      }
      // An empty object has no byte 0: the range cannot be served, its info can.
      if (response.status === 416) {
        response.body?.cancel().catch(() => {});
        return info();
      }
      if (!response.ok) {
        const body = await jsonBody(response);
        const code = codeOf(
          response.status,
          body?.statusCode === undefined ? undefined : String(body.statusCode),
          `${body?.error ?? ''} ${body?.message ?? ''}`,
        );
        if (code === 'not_found') return null;
        throw new StorageError(code, `${what}: ${describe(response.status, body)}`);
      }
      const total = /\/(\d+)\s*$/.exec(response.headers.get('content-range') ?? '')?.[1];
      const size = Number(
        response.status === 206 && total !== undefined ? total : (response.headers.get('content-length') ?? Number.NaN),
      );
      const mime = response.headers.get('content-type') ?? 'application/octet-stream';
      const head = await firstBytes(response.body, want);
      if (!Number.isFinite(size)) {
        const known = await info();
        return known && { ...known, head };
      }
      return { size, mime, head };
    },

    async remove(bucket, paths, actor) {
      if (paths.length === 0) return;
      const client = actor === 'service' ? service : asCaller(actor.token);
      const { error } = await client.from(bucket).remove([...paths]);
      if (error) {
        const failed = failure(error, `Remove ${bucket} (${paths.length})`);
        if (failed.code !== 'not_found') throw failed;
      }
    },
  };
}
