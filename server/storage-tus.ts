/**
 * Resumable uploads (TUS 1.0.0) for the local storage, at Supabase Storage's
 * signed endpoint `/storage/v1/upload/resumable/sign`: every request carries
 * the signed upload token in `x-signature` (the api's upload ticket), the
 * object is named by the `bucketName` and `objectName` of `Upload-Metadata`
 * (with `contentType` and `cacheControl`), and the upload URL is the
 * endpoint followed by base64url(`<bucket>/<object>/<version>`), as there.
 *
 * Extensions: creation, termination, expiration. A partial upload is a file
 * and a small JSON in `<storage>/.work/tus/` (the local storage's
 * `PartialUpload`); PATCH appends the request body to it as it streams. When
 * the last byte arrives the object is finished like a signed PUT (row with
 * the token's owner, file renamed into place).
 *
 * One ticket, one upload: a token that already opened an upload (or sent a
 * PUT) opens no other, and an object with an upload under way gets no second
 * one (409, as Storage answers a duplicate). A partial upload goes on DELETE,
 * when its ticket expires (`sweepWork`, at each creation and by the server's
 * timer) and when the service removes its object (an upload cancelled or
 * never claimed).
 *
 * Written here rather than with @tus/server: the protocol subset a browser
 * client (tus-js-client, Uppy) uses is five small handlers over the same
 * streaming writer and finishing step the signed PUT uses, with no new
 * dependency and no second storage layout to keep in step.
 */
import { stat, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { Hono, type Context } from 'hono';
import { StorageError } from '../supabase/functions/api/ports.ts';
import { mimeAllowed, PARTIAL_UPLOAD_TTL_MS, type LocalStorage, type PartialUpload } from './local-storage.ts';
import { BodyTooLarge, writeBody } from './storage-stream.ts';

const TUS_VERSION = '1.0.0';
/** A partial upload is dropped this long after its creation at the latest (its ticket usually expires first). */
export const TUS_UPLOAD_TTL_MS = PARTIAL_UPLOAD_TTL_MS;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

type UploadInfo = PartialUpload;

/** `Upload-Metadata`: comma-separated `key base64value` pairs. */
function parseMetadata(header: string): Record<string, string> | null {
  const out: Record<string, string> = {};
  for (const pair of header.split(',')) {
    const [key, value, ...rest] = pair.trim().split(' ');
    if (!key || rest.length > 0) return null;
    if (value !== undefined && !/^[A-Za-z0-9+/]*={0,2}$/.test(value)) return null;
    out[key] = value === undefined ? '' : Buffer.from(value, 'base64').toString('utf8');
  }
  return out;
}

/**
 * `publicUrl`: the storage root browsers reach (configuration), for the
 * absolute `Location` of a new upload; without it the `Location` is the
 * path alone (clients resolve it against the endpoint). Never the request's
 * Host.
 */
export function tusRoutes(storage: LocalStorage, publicUrl?: string): Hono {
  const app = new Hono();
  const dir = join(storage.workDir, 'tus');
  const busy = new Set<string>();
  const dataFile = (id: string) => join(dir, id);

  const base = { 'Tus-Resumable': TUS_VERSION };
  const answer = (_c: Context, status: number, message: string, headers: Record<string, string> = {}) =>
    new Response(`${message}\n`, { status, headers: { ...base, 'Content-Type': 'text/plain; charset=utf-8', ...headers } });
  const expires = (info: UploadInfo) => new Date(info.expiresAt).toUTCString();

  /** The upload a URL names, checked against the `x-signature` token; or the refusal to answer. */
  async function load(c: Context): Promise<{ id: string; info: UploadInfo } | Response> {
    let decoded: string;
    try {
      decoded = Buffer.from(c.req.param('id') ?? '', 'base64url').toString('utf8');
    } catch {
      return answer(c, 404, 'Not found');
    }
    const id = decoded.split('/').pop() ?? '';
    if (!UUID.test(id)) return answer(c, 404, 'Not found');
    const info = await storage.readPartial(id);
    if (!info) return answer(c, 404, 'Not found');
    if (decoded !== `${info.bucket}/${info.objectName}/${id}`) return answer(c, 404, 'Not found');
    const signature = c.req.header('x-signature');
    if (!signature) return answer(c, 400, 'Missing x-signature header');
    const verdict = await storage.verifyToken(signature, info.bucket, info.objectName, 'upload');
    if (!verdict.ok) return answer(c, 400, verdict.message);
    if (info.expiresAt < Date.now()) {
      await drop(id);
      return answer(c, 410, 'The file for this url no longer exists');
    }
    return { id, info };
  }

  const drop = (id: string) => storage.dropPartial(id);

  const offsetOf = async (id: string) => (await stat(dataFile(id))).size;

  app.use('*', async (c, next) => {
    if (c.req.method !== 'OPTIONS' && c.req.header('tus-resumable') !== TUS_VERSION) {
      return answer(c, 412, 'Unsupported version', { 'Tus-Version': TUS_VERSION });
    }
    await next();
  });

  const options = (c: Context) =>
    c.body(null, 204, {
      ...base,
      'Tus-Version': TUS_VERSION,
      'Tus-Extension': 'creation,termination,expiration',
    });
  app.options('/', options);
  app.options('/:id', options);

  app.post('/', async (c) => {
    const signature = c.req.header('x-signature');
    if (!signature) return answer(c, 400, 'Missing x-signature header');
    if (c.req.header('upload-defer-length') !== undefined) return answer(c, 400, 'Upload-Defer-Length is not supported');
    const lengthHeader = c.req.header('upload-length') ?? '';
    if (!/^\d{1,16}$/.test(lengthHeader)) return answer(c, 400, 'Upload-Length header required');
    const length = Number(lengthHeader);
    const metadata = parseMetadata(c.req.header('upload-metadata') ?? '');
    if (!metadata) return answer(c, 400, 'Invalid Upload-Metadata header');
    const bucket = metadata.bucketName ?? '';
    const objectName = metadata.objectName ?? '';
    if (!bucket || !objectName) return answer(c, 400, 'Metadata bucketName and objectName are required');
    try {
      storage.fileOf(bucket, objectName);
    } catch {
      return answer(c, 400, `Invalid key: ${objectName}`);
    }
    const verdict = await storage.verifyToken(signature, bucket, objectName, 'upload');
    if (!verdict.ok) return answer(c, 400, verdict.message);
    const limits = await storage.limits(bucket);
    if (!limits) return answer(c, 404, 'Bucket not found');
    if (length > limits.maxBytes) return answer(c, 413, 'Maximum size exceeded');
    // Supabase checks the type only when one is given; here one is needed where the bucket restricts them.
    const contentType = metadata.contentType || 'application/octet-stream';
    if (!mimeAllowed(contentType, limits.allowedMimeTypes)) return answer(c, 415, `mime type ${contentType} is not supported`);
    await storage.sweepWork();
    // One ticket, one upload: a second creation with it, or beside an upload under way, is a duplicate.
    const duplicate = () => answer(c, 409, 'The resource already exists');
    if (await storage.find(bucket, objectName)) return duplicate();
    if ((await storage.partialsOf(bucket, objectName)).length > 0) return duplicate();
    if (!(await storage.claimTicket(signature, verdict.payload.exp))) return duplicate();

    const data = await storage.tempFile('tus');
    const id = basename(data);
    const cacheTime = metadata.cacheControl ?? '';
    const now = Date.now();
    const info: UploadInfo = {
      bucket,
      objectName,
      length,
      contentType,
      cacheControl: /^-?\d+$/.test(cacheTime) ? `max-age=${cacheTime}` : 'no-cache',
      owner: verdict.payload.owner,
      createdAt: now,
      // Past the ticket's life no PATCH is accepted: the bytes are of no use then.
      expiresAt: Math.min(now + TUS_UPLOAD_TTL_MS, verdict.payload.exp * 1000),
    };
    await writeFile(data, new Uint8Array(0), { flag: 'wx' });
    await storage.writePartial(id, info);
    if (length === 0) {
      // Nothing to send: the upload is complete at once.
      await storage.commit(bucket, objectName, data, {
        size: 0,
        mime: contentType,
        cacheControl: info.cacheControl,
        owner: info.owner,
      });
      await drop(id);
    }
    const path = new URL(c.req.url).pathname.replace(/\/+$/, '');
    const endpoint = publicUrl ? `${publicUrl.replace(/\/+$/, '')}/upload/resumable/sign` : path;
    const location = `${endpoint}/${Buffer.from(`${bucket}/${objectName}/${id}`, 'utf8').toString('base64url')}`;
    return c.body(null, 201, { ...base, Location: location, 'Upload-Expires': expires(info) });
  });

  // Hono answers HEAD through the GET route (and drops the body).
  app.get('/:id', async (c) => {
    if (c.req.method !== 'HEAD') return answer(c, 405, 'Method not allowed', { Allow: 'HEAD, PATCH, DELETE, OPTIONS' });
    const found = await load(c);
    if (found instanceof Response) return c.body(null, found.status as 404, Object.fromEntries(found.headers));
    return c.body(null, 200, {
      ...base,
      'Upload-Offset': String(await offsetOf(found.id)),
      'Upload-Length': String(found.info.length),
      'Upload-Expires': expires(found.info),
      'Cache-Control': 'no-store',
    });
  });

  app.patch('/:id', async (c) => {
    const found = await load(c);
    if (found instanceof Response) return found;
    const { id, info } = found;
    if ((c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase() !== 'application/offset+octet-stream') {
      return answer(c, 415, 'Content-Type must be application/offset+octet-stream');
    }
    const offsetHeader = c.req.header('upload-offset') ?? '';
    if (!/^\d{1,16}$/.test(offsetHeader)) return answer(c, 400, 'Upload-Offset header required');
    if (busy.has(id)) return answer(c, 423, 'Upload is in use');
    busy.add(id);
    try {
      const offset = await offsetOf(id);
      if (Number(offsetHeader) !== offset) return answer(c, 409, 'Upload-Offset conflict', { 'Upload-Offset': String(offset) });
      try {
        await writeBody(c.req.raw.body, dataFile(id), { maxBytes: info.length - offset, append: true });
      } catch (error) {
        if (error instanceof BodyTooLarge) return answer(c, 413, 'Maximum size exceeded');
        throw error;
      }
      const now = await offsetOf(id);
      if (now < info.length) return c.body(null, 204, { ...base, 'Upload-Offset': String(now), 'Upload-Expires': expires(info) });
      try {
        await storage.commit(info.bucket, info.objectName, dataFile(id), {
          size: info.length,
          mime: info.contentType,
          cacheControl: info.cacheControl,
          owner: info.owner,
        });
      } catch (error) {
        await drop(id);
        if (error instanceof StorageError && error.code === 'exists') return answer(c, 409, 'The resource already exists');
        throw error;
      }
      await drop(id);
      return c.body(null, 204, { ...base, 'Upload-Offset': String(info.length), 'Tus-Complete': '1' });
    } finally {
      busy.delete(id);
    }
  });

  app.delete('/:id', async (c) => {
    const found = await load(c);
    if (found instanceof Response) return found;
    if (busy.has(found.id)) return answer(c, 423, 'Upload is in use');
    await drop(found.id);
    return c.body(null, 204, base);
  });

  return app;
}
