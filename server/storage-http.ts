/**
 * Supabase Storage's HTTP protocol over the local storage (./local-storage.ts),
 * a Hono app to mount at `/storage/v1`. `npm run local` serves it on its own
 * origin beside `/api`; tests/contract/supabase-emulator.ts mounts the same
 * app, with the key-authenticated routes, for the api function's storage-js
 * calls.
 *
 * Always (what the browser uses; the URLs carry their own authority):
 *
 * - `PUT  /object/upload/sign/:bucket/*?token=` — upload to a signed upload
 *   URL: a raw body (its Content-Type is the object's type) or the
 *   multipart/form-data storage-js sends for a Blob/File; one upload per
 *   token (a second PUT, or a PUT after a TUS creation, is a duplicate);
 * - `GET|HEAD /object/sign/:bucket/*?token=` — read through a signed URL:
 *   `Range` → 206; an attachment only when the token carries its name (a
 *   download URL of the api's proxy): a `download` parameter added by whoever
 *   holds a URL is ignored — unless `unsignedDownloadName` (the emulator of
 *   hosted Supabase, where the parameter is outside the signature);
 * - `/upload/resumable/sign` — TUS 1.0.0 (./storage-tus.ts).
 *
 * With `keys` (the emulator: `apikey` + `Authorization: Bearer`, the user's
 * JWT or the service key), also: `POST /object/upload/sign/:bucket/*`
 * (create a signed upload URL, as the caller: the insert policy decides),
 * `POST /object/sign/:bucket[/*]` (signed read URLs, the select policy
 * decides), `POST /object/:bucket/*` (upload), `GET
 * /object/authenticated/:bucket/*` (read, `Range` too), `GET
 * /object/info[/authenticated]/:bucket/*`, `DELETE /object/:bucket`
 * (`{ prefixes }`).
 *
 * Bodies stream to a temporary file and are renamed into place, so memory
 * does not grow with the file. The bucket's size limit is enforced while
 * streaming and its allowed types before the first byte is kept; errors are
 * Supabase's: HTTP 400 with `{ statusCode, code, error, message }` (416 for
 * a range that cannot be served), and `Connection: close` when an upload is
 * refused before its body was read.
 */
import { rm } from 'node:fs/promises';
import { Hono, type Context } from 'hono';
import { StorageError, type AccessClaims, type StorageActor } from '../supabase/functions/api/ports.ts';
import { mimeAllowed, type BucketLimits, type LocalStorage, type StoredObject, type TokenRefusal } from './local-storage.ts';
import {
  BadMultipart,
  BodyTooLarge,
  boundaryOf,
  fileStream,
  parseRange,
  TypeRefused,
  writeBody,
  writeMultipartFile,
} from './storage-stream.ts';
import { tusRoutes } from './storage-tus.ts';

export interface StorageHttpKeys {
  readonly anonKey: string;
  readonly serviceKey: string;
  /** The claims of a valid user access token (the auth port's `verify`). */
  verify(token: string): Promise<AccessClaims | null>;
}

export interface StorageHttpOptions {
  readonly storage: LocalStorage;
  /** Enables the key-authenticated routes (the emulator); without it only signed URLs and TUS are served. */
  readonly keys?: StorageHttpKeys;
  /** The storage root browsers reach (configuration, never the request's Host): absolute TUS `Location`s. */
  readonly publicUrl?: string;
  /**
   * As hosted Supabase Storage: the `download` query parameter of any read
   * names an attachment, outside the signature. Only the emulator of the
   * hosted services sets it; `npm run local` signs the name.
   */
  readonly unsignedDownloadName?: boolean;
}

/** An error as Supabase Storage renders it. */
interface Refusal {
  readonly statusCode: number;
  readonly code: string;
  readonly error: string;
  readonly message: string;
  /** The HTTP status: Supabase answers 400 for every refusal but a few. */
  readonly status?: number;
}

const REFUSE = {
  tooLarge: {
    statusCode: 413,
    code: 'EntityTooLarge',
    error: 'Payload too large',
    message: 'The object exceeded the maximum allowed size',
  },
  mime: (mime: string): Refusal => ({
    statusCode: 415,
    code: 'InvalidMimeType',
    error: 'invalid_mime_type',
    message: `mime type ${mime} is not supported`,
  }),
  denied: { statusCode: 403, code: 'AccessDenied', error: 'Unauthorized', message: 'new row violates row-level security policy' },
  exists: { statusCode: 409, code: 'KeyAlreadyExists', error: 'Duplicate', message: 'The resource already exists' },
  notFound: { statusCode: 404, code: 'NoSuchKey', error: 'not_found', message: 'Object not found' },
  noBucket: { statusCode: 404, code: 'NoSuchBucket', error: 'Bucket not found', message: 'Bucket not found' },
  range: { statusCode: 416, code: 'InvalidRange', error: 'invalid_range', message: 'invalid range provided', status: 416 },
  invalidKey: (name: string): Refusal => ({
    statusCode: 400,
    code: 'InvalidKey',
    error: 'InvalidKey',
    message: `Invalid key: ${name}`,
  }),
  request: (message: string): Refusal => ({ statusCode: 400, code: 'InvalidRequest', error: 'InvalidRequest', message }),
  token: (refusal: TokenRefusal): Refusal => ({
    statusCode: 400,
    code: refusal.code,
    error: refusal.code,
    message: refusal.message,
  }),
  apiKey: { statusCode: 401, code: 'AccessDenied', error: 'Unauthorized', message: 'Invalid API key', status: 401 },
  anonymous: { statusCode: 403, code: 'AccessDenied', error: 'Unauthorized', message: 'Access denied: JWT is not authenticated' },
} satisfies Record<string, Refusal | ((...args: never[]) => Refusal)>;

function refusalOf(error: StorageError): Refusal {
  switch (error.code) {
    case 'too_large':
      return REFUSE.tooLarge;
    case 'mime_not_allowed':
      return { ...REFUSE.mime(''), message: error.message };
    case 'denied':
      return REFUSE.denied;
    case 'exists':
      return REFUSE.exists;
    case 'not_found':
      return /bucket/i.test(error.message) ? REFUSE.noBucket : REFUSE.notFound;
    default:
      return { statusCode: 500, code: 'InternalError', error: 'internal', message: 'Internal server error', status: 500 };
  }
}

function fail(c: Context, refusal: Refusal, headers: Record<string, string> = {}): Response {
  const { statusCode, code, error, message } = refusal;
  const status = refusal.status ?? (statusCode >= 500 ? 500 : 400);
  return c.json({ statusCode: String(statusCode), code, error, message }, status as 400, headers);
}

/** An upload refused before its body was read: the connection is not reused. */
const refuseUpload = (c: Context, refusal: Refusal) => fail(c, refusal, { Connection: 'close' });

const bearerOf = (c: Context) => /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1] ?? null;

interface Received {
  readonly tmp: string;
  readonly size: number;
  readonly mime: string;
  readonly cacheControl: string;
}

/** Content-Disposition as Supabase writes it for `?download=`. */
function disposition(download: string): string {
  if (download === '') return 'attachment;';
  const name = encodeURIComponent(download);
  return `attachment; filename=${name}; filename*=UTF-8''${name}`;
}

export function createStorageHttp(options: StorageHttpOptions): Hono {
  const { storage, keys } = options;
  const app = new Hono();
  /** The attachment name of a read: the one its token signed, or (hosted Supabase) the query's. */
  const downloadName = (c: Context, signed: string | undefined) =>
    options.unsignedDownloadName ? c.req.query('download') : signed;

  /** Streams the request body of an upload to a temporary file, within the bucket's limits. */
  async function receive(c: Context, limits: BucketLimits): Promise<Received | Refusal> {
    const type = c.req.header('content-type') ?? '';
    const tmp = await storage.tempFile('tmp');
    try {
      if (/^multipart\/form-data/i.test(type)) {
        const boundary = boundaryOf(type);
        if (!boundary) return REFUSE.request('multipart/form-data without a boundary');
        const got = await writeMultipartFile(c.req.raw.body, boundary, tmp, {
          maxBytes: limits.maxBytes,
          acceptType: (mime) => mimeAllowed(mime, limits.allowedMimeTypes),
        });
        const cacheTime = got.fields.cacheControl;
        return { tmp, size: got.size, mime: got.mime, cacheControl: cacheTime ? `max-age=${cacheTime}` : 'no-cache' };
      }
      const mime = type || 'application/octet-stream';
      if (!mimeAllowed(mime, limits.allowedMimeTypes)) return REFUSE.mime(mime);
      const declared = Number(c.req.header('content-length') ?? Number.NaN);
      if (Number.isFinite(declared) && declared > limits.maxBytes) return REFUSE.tooLarge;
      const size = await writeBody(c.req.raw.body, tmp, { maxBytes: limits.maxBytes });
      return { tmp, size, mime, cacheControl: c.req.header('cache-control') ?? 'no-cache' };
    } catch (error) {
      await rm(tmp, { force: true });
      if (error instanceof BodyTooLarge) return REFUSE.tooLarge;
      if (error instanceof TypeRefused) return REFUSE.mime(error.mime);
      if (error instanceof BadMultipart) return REFUSE.request(`Invalid multipart body: ${error.message}`);
      throw error;
    }
  }

  /**
   * Receives and records an upload. With a `ticket` (a signed upload URL's
   * token) it is that ticket's one upload: refused when the ticket opened one
   * before (a PUT or a TUS upload), given back when nothing was stored.
   */
  async function acceptUpload(
    c: Context,
    bucket: string,
    name: string,
    owner: string | undefined,
    ticket?: { readonly token: string; readonly exp: number },
  ): Promise<Response | { id: string; key: string }> {
    try {
      storage.fileOf(bucket, name);
    } catch {
      return refuseUpload(c, REFUSE.invalidKey(name));
    }
    const limits = await storage.limits(bucket);
    if (!limits) return refuseUpload(c, REFUSE.noBucket);
    if (await storage.find(bucket, name)) return refuseUpload(c, REFUSE.exists);
    if (ticket) {
      await storage.sweepWork();
      if ((await storage.partialsOf(bucket, name)).length > 0) return refuseUpload(c, REFUSE.exists);
      if (!(await storage.claimTicket(ticket.token, ticket.exp))) return refuseUpload(c, REFUSE.exists);
    }
    let stored = false;
    try {
      const got = await receive(c, limits);
      if (!('tmp' in got)) return refuseUpload(c, got);
      try {
        const { id } = await storage.commit(bucket, name, got.tmp, {
          size: got.size,
          mime: got.mime,
          cacheControl: got.cacheControl,
          owner,
        });
        stored = true;
        return { id, key: `${bucket}/${name}` };
      } catch (error) {
        if (error instanceof StorageError) return fail(c, refusalOf(error));
        throw error;
      }
    } finally {
      // Refused or broken off: the ticket may be used again (its one upload has not happened).
      if (ticket && !stored) await storage.releaseTicket(ticket.token);
    }
  }

  /** An object's bytes (or the asked range) with Supabase's headers, plus nosniff and a sandboxing CSP. */
  function serve(c: Context, object: StoredObject, download: string | undefined, signedUntil?: number): Response {
    const headers: Record<string, string> = {
      'Accept-Ranges': 'bytes',
      'Content-Type': object.mime,
      ETag: object.eTag,
      'Last-Modified': object.lastModified.toUTCString(),
      'X-Robots-Tag': 'none',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    };
    if (signedUntil !== undefined) {
      headers.Expires = new Date(signedUntil * 1000).toUTCString();
      headers['Cache-Control'] = `private, max-age=${Math.max(0, signedUntil - Math.floor(Date.now() / 1000))}`;
    } else {
      headers['Cache-Control'] = object.cacheControl;
    }
    if (download !== undefined) headers['Content-Disposition'] = disposition(download);
    let start = 0;
    let end = object.size - 1;
    let status = 200;
    const range = c.req.header('range');
    if (range !== undefined) {
      const asked = parseRange(range, object.size);
      if (!asked) return fail(c, REFUSE.range, { 'Content-Range': `bytes */${object.size}` });
      ({ start, end } = asked);
      status = 206;
      headers['Content-Range'] = `bytes ${start}-${end}/${object.size}`;
    }
    headers['Content-Length'] = String(Math.max(0, end - start + 1));
    const body = c.req.method === 'HEAD' || object.size === 0 ? null : fileStream(object.file, start, end);
    return new Response(body, { status, headers });
  }

  const notFound = (c: Context) => fail(c, REFUSE.notFound, { 'Cache-Control': 'no-store' });

  // ---- signed URLs: the token is the authority --------------------------------

  app.put('/object/upload/sign/:bucket/:name{.+}', async (c) => {
    const bucket = c.req.param('bucket');
    const name = c.req.param('name');
    const token = c.req.query('token');
    if (!token)
      return refuseUpload(c, REFUSE.token({ code: 'InvalidJWT', message: 'querystring must have required property token' }));
    const verdict = await storage.verifyToken(token, bucket, name, 'upload');
    if (!verdict.ok) return refuseUpload(c, REFUSE.token(verdict));
    const done = await acceptUpload(c, bucket, name, verdict.payload.owner, { token, exp: verdict.payload.exp });
    return done instanceof Response ? done : c.json({ Key: done.key });
  });

  app.get('/object/sign/:bucket/:name{.+}', async (c) => {
    const bucket = c.req.param('bucket');
    const name = c.req.param('name');
    const token = c.req.query('token');
    if (!token) return fail(c, REFUSE.token({ code: 'InvalidJWT', message: 'querystring must have required property token' }));
    const verdict = await storage.verifyToken(token, bucket, name, 'download');
    if (!verdict.ok) return fail(c, REFUSE.token(verdict));
    const object = await storage.find(bucket, name);
    if (!object)
      return fail(
        c,
        { ...REFUSE.notFound, error: 'Not found', message: 'The resource was not found' },
        { 'Cache-Control': 'no-store' },
      );
    return serve(c, object, downloadName(c, verdict.payload.download), verdict.payload.exp);
  });

  app.route('/upload/resumable/sign', tusRoutes(storage, options.publicUrl));

  if (!keys) return app;

  // ---- the REST routes storage-js calls with keys ------------------------------

  /** The caller of a keyed request: the service (service key) or a signed-in user (anon key + their JWT). */
  async function actorOf(c: Context): Promise<StorageActor | Refusal> {
    const apikey = c.req.header('apikey');
    const bearer = bearerOf(c);
    if (apikey === keys!.serviceKey && (bearer === null || bearer === keys!.serviceKey)) return 'service';
    if (apikey !== keys!.anonKey && apikey !== keys!.serviceKey) return REFUSE.apiKey;
    if (bearer === null || bearer === keys!.anonKey) return REFUSE.anonymous;
    const claims = await keys!.verify(bearer);
    return claims ? { token: bearer, claims } : REFUSE.token({ code: 'InvalidJWT', message: 'invalid signature' });
  }
  const isRefusal = (actor: StorageActor | Refusal): actor is Refusal => actor !== 'service' && 'statusCode' in actor;

  async function jsonOf(c: Context): Promise<Record<string, unknown> | null> {
    try {
      const value: unknown = await c.req.json();
      return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
    } catch {
      return null;
    }
  }
  const validSeconds = (value: unknown): value is number =>
    typeof value === 'number' && Number.isSafeInteger(value) && value >= 1;
  const readable = async (bucket: string, paths: readonly string[], actor: StorageActor): Promise<Set<string>> => {
    if (actor !== 'service') return storage.visible(bucket, paths, actor);
    const found = await Promise.all(paths.map(async (p) => ((await storage.find(bucket, p)) ? p : null)));
    return new Set(found.filter((p): p is string => p !== null));
  };

  app.post('/object/upload/sign/:bucket/:name{.+}', async (c) => {
    const actor = await actorOf(c);
    if (isRefusal(actor)) return fail(c, actor);
    const bucket = c.req.param('bucket');
    const name = c.req.param('name');
    if (c.req.header('x-upsert') === 'true')
      return fail(c, REFUSE.request('x-upsert is not supported here: objects are never overwritten'));
    try {
      if (actor === 'service') {
        storage.fileOf(bucket, name);
        if (!(await storage.limits(bucket))) return fail(c, REFUSE.noBucket);
        if (await storage.find(bucket, name)) return fail(c, REFUSE.exists);
        const signed = await storage.signUpload(bucket, name, undefined);
        return c.json({ url: `/${signed.url}`, token: signed.token });
      }
      const signed = await storage.createSignedUploadUrl(bucket, name, actor);
      return c.json({ url: `/${signed.url}`, token: signed.token });
    } catch (error) {
      if (error instanceof StorageError) return fail(c, refusalOf(error));
      throw error;
    }
  });

  app.post('/object/sign/:bucket', async (c) => {
    const actor = await actorOf(c);
    if (isRefusal(actor)) return fail(c, actor);
    const body = await jsonOf(c);
    const paths = body?.paths;
    if (!body || !validSeconds(body.expiresIn)) return fail(c, REFUSE.request('body/expiresIn must be an integer >= 1'));
    if (!Array.isArray(paths) || paths.length === 0 || paths.length > 1000 || !paths.every((p) => typeof p === 'string')) {
      return fail(c, REFUSE.request('body/paths must be an array of 1 to 1000 strings'));
    }
    const bucket = c.req.param('bucket');
    const shown = await readable(bucket, paths as string[], actor);
    const signed = await Promise.all(
      (paths as string[]).map(async (path) =>
        shown.has(path)
          ? { error: null, path, signedURL: `/${await storage.signRead(bucket, path, body.expiresIn as number)}` }
          : { error: 'Either the object does not exist or you do not have access to it', path, signedURL: null },
      ),
    );
    return c.json(signed);
  });

  app.post('/object/sign/:bucket/:name{.+}', async (c) => {
    const actor = await actorOf(c);
    if (isRefusal(actor)) return fail(c, actor);
    const body = await jsonOf(c);
    if (!body || !validSeconds(body.expiresIn)) return fail(c, REFUSE.request('body/expiresIn must be an integer >= 1'));
    const bucket = c.req.param('bucket');
    const name = c.req.param('name');
    if (!(await readable(bucket, [name], actor)).has(name)) return notFound(c);
    return c.json({ signedURL: `/${await storage.signRead(bucket, name, body.expiresIn)}` });
  });

  const authenticatedRead = async (c: Context) => {
    const actor = await actorOf(c);
    if (isRefusal(actor)) return fail(c, actor);
    const bucket = c.req.param('bucket')!;
    const name = c.req.param('name')!;
    if (!(await readable(bucket, [name], actor)).has(name)) return notFound(c);
    const object = await storage.find(bucket, name);
    return object ? { object } : notFound(c);
  };

  app.get('/object/authenticated/:bucket/:name{.+}', async (c) => {
    const found = await authenticatedRead(c);
    return found instanceof Response ? found : serve(c, found.object, downloadName(c, undefined));
  });

  const info = async (c: Context) => {
    const found = await authenticatedRead(c);
    if (found instanceof Response) return found;
    const { object } = found;
    return c.json({
      id: object.id,
      name: c.req.param('name'),
      version: null,
      bucket_id: c.req.param('bucket'),
      size: object.size,
      content_type: object.mime,
      cache_control: object.cacheControl,
      etag: object.eTag,
      metadata: {},
      last_modified: object.lastModified.toISOString(),
      created_at: object.createdAt.toISOString(),
    });
  };
  app.get('/object/info/authenticated/:bucket/:name{.+}', info);
  app.get('/object/info/:bucket/:name{.+}', info);

  app.delete('/object/:bucket', async (c) => {
    const actor = await actorOf(c);
    if (isRefusal(actor)) return fail(c, actor);
    const body = await jsonOf(c);
    const prefixes = body?.prefixes;
    if (
      !Array.isArray(prefixes) ||
      prefixes.length === 0 ||
      prefixes.length > 1000 ||
      !prefixes.every((p) => typeof p === 'string')
    ) {
      return fail(c, REFUSE.request('body/prefixes must be an array of 1 to 1000 strings'));
    }
    const bucket = c.req.param('bucket');
    const removed = await storage.removeObjects(bucket, prefixes as string[], actor);
    return c.json(removed.map((name) => ({ name, bucket_id: bucket })));
  });

  app.post('/object/:bucket/:name{.+}', async (c) => {
    const actor = await actorOf(c);
    if (isRefusal(actor)) return refuseUpload(c, actor);
    if (c.req.header('x-upsert') === 'true') {
      return refuseUpload(c, REFUSE.request('x-upsert is not supported here: objects are never overwritten'));
    }
    const bucket = c.req.param('bucket');
    const name = c.req.param('name');
    if (actor !== 'service') {
      try {
        await storage.canUpload(bucket, name, actor);
      } catch (error) {
        if (error instanceof StorageError) return refuseUpload(c, refusalOf(error));
        throw error;
      }
    }
    const done = await acceptUpload(c, bucket, name, actor === 'service' ? undefined : actor.claims.sub);
    return done instanceof Response ? done : c.json({ Id: done.id, Key: done.key });
  });

  return app;
}
