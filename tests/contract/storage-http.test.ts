// @vitest-environment node
/**
 * Supabase Storage's HTTP protocol over the local storage
 * (server/storage-http.ts, what `npm run local` serves at /storage/v1 and the
 * emulator mounts for the api function), over real HTTP on PGlite: uploads
 * to signed URLs (raw and multipart, size and type limits enforced while
 * streaming, nothing left behind when refused), TUS, reads through signed
 * URLs (Range, HEAD, download), refused tokens, and the production storage
 * adapter (storage-js) driving it end to end. One ticket opens one upload;
 * unfinished uploads go with their ticket; a download's name is the
 * signature's, never one added to a URL; no address is taken from the Host.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { StorageClient } from '@supabase/storage-js';
import { Hono } from 'hono';
import { SignJWT } from 'jose';
import { http, passthrough } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { server as mswServer } from '../../mocks/node';
import type { LocalPorts } from '../../server/local-ports.ts';
import { localObjectPath } from '../../server/local-storage.ts';
import { createStorageHttp } from '../../server/storage-http.ts';
import { createSupabaseStorage } from '../../supabase/functions/api/adapters/supabase-storage.ts';
import type { StorageCaller } from '../../supabase/functions/api/ports.ts';
import type { Db } from '../db/harness/db.ts';
import { localPortsSuite } from './local-ports-suite.ts';
import { P, PASSWORD } from './people.ts';

const ANON = `anon-${randomBytes(6).toString('hex')}`;
const SERVICE = `service-${randomBytes(6).toString('hex')}`;
const MiB = 1024 * 1024;
const secret = randomBytes(32);
let db: Db;
let local: LocalPorts;
let storageDir: string;
let httpServer: ServerType;
let origin: string;
let root: string;
const suite = localPortsSuite('storage-http', {
  jwtSecret: secret,
  beforeRestore: (db) => db.query('delete from public.uploads'),
});

beforeAll(async () => {
  ({ db, local, storageDir } = suite);
  const app = new Hono();
  app.route(
    '/storage/v1',
    createStorageHttp({
      storage: local.ports.storage,
      keys: { anonKey: ANON, serviceKey: SERVICE, verify: (token) => local.ports.auth.verify(token) },
    }),
  );
  httpServer = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => httpServer.once('listening', () => resolve()));
  origin = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
  root = `${origin}/storage/v1`;
});

beforeEach(() => {
  mswServer.use(http.all(`${origin}/*`, () => passthrough()));
});

afterAll(async () => {
  await new Promise<void>((resolve) => httpServer?.close(() => resolve()));
});

async function signIn(email: string): Promise<StorageCaller> {
  const session = await local.ports.auth.signInWithPassword(email, PASSWORD);
  const claims = session && (await local.ports.auth.verify(session.accessToken));
  if (!session || !claims) throw new Error(`cannot sign in ${email}`);
  return { token: session.accessToken, claims };
}

/** An unclaimed upload of `person` (what POST /uploads records), so the insert policy lets its object in. */
async function ticket(person: { cp_id: number }, kind: 'foto' | 'audio' = 'foto') {
  const id = randomUUID();
  const [bucket, ext, type] = kind === 'foto' ? ['avatars', 'png', 'image/png'] : ['audios', 'mp3', 'audio/mpeg'];
  const name = `${person.cp_id}/${id}.${ext}`;
  await db.query(
    `insert into public.uploads (id, kind, bucket, object_name, file_name, content_type, size, cp_id)
     values ($1, $2, $3, $4, 'arquivo', $5, 1, $6)`,
    [id, kind, bucket, name, type, person.cp_id],
  );
  return { bucket, name, type };
}

/** A signed upload URL made as the student, for a fresh upload of theirs. */
async function signedUpload(kind: 'foto' | 'audio' = 'foto') {
  const caller = await signIn(P.aluno.cp_email);
  const { bucket, name, type } = await ticket(P.aluno, kind);
  const signed = await local.ports.storage.createSignedUploadUrl(bucket, name, caller);
  return { caller, bucket, name, type, url: `${root}/${signed.url}`, token: signed.token };
}

const bytesOf = (size: number) => new Uint8Array(randomBytes(size));
const rowOf = (bucket: string, name: string) =>
  db.query<{ owner: string; mime: string; size: number }>(
    `select owner::text as owner, metadata ->> 'mimetype' as mime, (metadata ->> 'size')::bigint as size
       from storage.objects where bucket_id = $1 and name = $2`,
    [bucket, name],
  );
const workFiles = async () => {
  const out: string[] = [];
  for (const dir of ['tmp', 'tus']) {
    try {
      out.push(...(await readdir(join(storageDir, '.work', dir))));
    } catch {
      // not created yet
    }
  }
  return out;
};

describe('uploads to a signed upload URL', () => {
  it('PUT streams the body into place and records it with the token’s owner; the same object twice is refused', async () => {
    const up = await signedUpload();
    const bytes = bytesOf(300_000);
    const res = await fetch(up.url, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: bytes });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ Key: `avatars/${up.name}` });
    expect(await rowOf('avatars', up.name)).toEqual([{ owner: up.caller.claims.sub, mime: 'image/png', size: 300_000 }]);
    expect(new Uint8Array(await readFile(localObjectPath(storageDir, 'avatars', up.name)))).toEqual(bytes);

    const again = await fetch(up.url, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: bytes });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ statusCode: '409', error: 'Duplicate' });
    expect(await workFiles()).toEqual([]);
  });

  it('takes the multipart body storage-js sends for a Blob (the part’s type is the object’s)', async () => {
    const up = await signedUpload();
    const bytes = bytesOf(70_000);
    const client = new StorageClient(root, { apikey: ANON });
    const { data, error } = await client
      .from('avatars')
      .uploadToSignedUrl(up.name, up.token, new Blob([bytes], { type: 'image/png' }));
    expect(error).toBeNull();
    expect(data).toMatchObject({ path: up.name, fullPath: `avatars/${up.name}` });
    expect(await rowOf('avatars', up.name)).toEqual([{ owner: up.caller.claims.sub, mime: 'image/png', size: 70_000 }]);
    expect(new Uint8Array(await readFile(localObjectPath(storageDir, 'avatars', up.name)))).toEqual(bytes);
  });

  it('refuses a body over the bucket limit — declared or streamed — and leaves nothing on disk', async () => {
    const up = await signedUpload();
    const tooBig = bytesOf(5 * MiB + 1);
    const declared = await fetch(up.url, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: tooBig });
    expect(declared.status).toBe(400);
    expect(await declared.json()).toEqual({
      statusCode: '413',
      code: 'EntityTooLarge',
      error: 'Payload too large',
      message: 'The object exceeded the maximum allowed size',
    });

    // No Content-Length: the limit is found while streaming.
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 6 * MiB) return controller.close();
        sent += 64 * 1024;
        controller.enqueue(new Uint8Array(64 * 1024).fill(1));
      },
    });
    const streamed = await fetch(up.url, {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: stream,
      duplex: 'half',
    } as RequestInit).catch((error: unknown) => error);
    if (streamed instanceof Response) {
      expect(streamed.status).toBe(400);
      expect(await streamed.json()).toMatchObject({ statusCode: '413' });
    }
    expect(await rowOf('avatars', up.name)).toEqual([]);
    expect(existsSync(localObjectPath(storageDir, 'avatars', up.name))).toBe(false);
    expect(await workFiles()).toEqual([]);
  });

  it('refuses a type the bucket does not allow, before reading the body', async () => {
    const up = await signedUpload();
    const res = await fetch(up.url, { method: 'PUT', headers: { 'content-type': 'text/html' }, body: '<script>1</script>' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      statusCode: '415',
      error: 'invalid_mime_type',
      message: 'mime type text/html is not supported',
    });
    expect(await rowOf('avatars', up.name)).toEqual([]);
  });

  it('refuses a token for another object, a forged one and a read token', async () => {
    const up = await signedUpload();
    const other = await signedUpload();
    const put = (url: string) => fetch(url, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: bytesOf(10) });
    const crossed = await put(`${root}/object/upload/sign/avatars/${up.name}?token=${other.token}`);
    expect(crossed.status).toBe(400);
    expect(await crossed.json()).toMatchObject({ statusCode: '400', error: 'InvalidSignature' });
    const forged = await new SignJWT({ owner: up.caller.claims.sub, url: `avatars/${up.name}`, upsert: false, scope: 'upload' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(randomBytes(32));
    const bad = await put(`${root}/object/upload/sign/avatars/${up.name}?token=${forged}`);
    expect(await bad.json()).toMatchObject({ statusCode: '400', error: 'InvalidJWT' });
    const reading = await local.ports.storage.signRead('avatars', up.name, 60);
    const readToken = new URL(reading, 'http://x/').searchParams.get('token')!;
    const scoped = await put(`${root}/object/upload/sign/avatars/${up.name}?token=${readToken}`);
    expect(await scoped.json()).toMatchObject({
      statusCode: '400',
      error: 'InvalidSignature',
      message: 'Token is not scoped for upload',
    });
    expect(await rowOf('avatars', up.name)).toEqual([]);
  });
});

describe('resumable uploads (TUS 1.0.0 at /upload/resumable/sign)', () => {
  const endpoint = () => `${root}/upload/resumable/sign`;
  const meta = (fields: Record<string, string>) =>
    Object.entries(fields)
      .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
      .join(',');
  const create = (up: { bucket: string; name: string; token: string }, length: number, contentType = 'audio/mpeg') =>
    fetch(endpoint(), {
      method: 'POST',
      headers: {
        'Tus-Resumable': '1.0.0',
        'x-signature': up.token,
        'Upload-Length': String(length),
        'Upload-Metadata': meta({ bucketName: up.bucket, objectName: up.name, contentType, cacheControl: '3600' }),
      },
    });

  it('creates, takes two chunks, tells the offset, and finishes the object like a signed PUT', async () => {
    const up = await signedUpload('audio');
    const bytes = bytesOf(700_000);
    const created = await create(up, bytes.byteLength);
    expect(created.status).toBe(201);
    expect(created.headers.get('tus-resumable')).toBe('1.0.0');
    // Without a configured address the Location is the path alone (clients resolve it): never the request's Host.
    const given = created.headers.get('location')!;
    expect(given.startsWith('/storage/v1/upload/resumable/sign/')).toBe(true);
    const location = new URL(given, endpoint()).toString();
    expect(Buffer.from(location.split('/').pop()!, 'base64url').toString()).toMatch(
      new RegExp(`^audios/${up.name}/[0-9a-f-]{36}$`),
    );

    const patch = (offset: number, chunk: Uint8Array<ArrayBuffer>) =>
      fetch(location, {
        method: 'PATCH',
        headers: {
          'Tus-Resumable': '1.0.0',
          'x-signature': up.token,
          'Upload-Offset': String(offset),
          'Content-Type': 'application/offset+octet-stream',
        },
        body: chunk,
      });
    const first = await patch(0, bytes.subarray(0, 400_000));
    expect(first.status).toBe(204);
    expect(first.headers.get('upload-offset')).toBe('400000');
    expect(await rowOf('audios', up.name)).toEqual([]);

    const head = await fetch(location, { method: 'HEAD', headers: { 'Tus-Resumable': '1.0.0', 'x-signature': up.token } });
    expect(head.status).toBe(200);
    expect(head.headers.get('upload-offset')).toBe('400000');
    expect(head.headers.get('upload-length')).toBe('700000');
    expect((await patch(123, bytes.subarray(0, 10))).status).toBe(409);

    const last = await patch(400_000, bytes.subarray(400_000));
    expect(last.status).toBe(204);
    expect(last.headers.get('upload-offset')).toBe('700000');
    expect(await rowOf('audios', up.name)).toEqual([{ owner: up.caller.claims.sub, mime: 'audio/mpeg', size: 700_000 }]);
    expect(new Uint8Array(await readFile(localObjectPath(storageDir, 'audios', up.name)))).toEqual(bytes);
    expect(await workFiles()).toEqual([]);
    // Finished: the upload URL is gone.
    expect(
      (await fetch(location, { method: 'HEAD', headers: { 'Tus-Resumable': '1.0.0', 'x-signature': up.token } })).status,
    ).toBe(404);
  });

  it('refuses a length over the bucket limit, a type it does not allow, a token for another object; DELETE drops a partial upload', async () => {
    const up = await signedUpload('audio');
    const tooBig = await create(up, 50 * MiB + 1);
    expect(tooBig.status).toBe(413);
    expect((await create(up, 10, 'text/html')).status).toBe(415);
    const other = await signedUpload('audio');
    expect((await create({ ...up, token: other.token }, 10)).status).toBe(400);
    expect(await workFiles()).toEqual([]);

    const created = await create(up, 1000);
    const location = new URL(created.headers.get('location')!, endpoint()).toString();
    await fetch(location, {
      method: 'PATCH',
      headers: {
        'Tus-Resumable': '1.0.0',
        'x-signature': up.token,
        'Upload-Offset': '0',
        'Content-Type': 'application/offset+octet-stream',
      },
      body: bytesOf(100),
    });
    expect((await workFiles()).length).toBe(2);
    const noSignature = await fetch(location, { method: 'DELETE', headers: { 'Tus-Resumable': '1.0.0' } });
    expect(noSignature.status).toBe(400);
    const gone = await fetch(location, { method: 'DELETE', headers: { 'Tus-Resumable': '1.0.0', 'x-signature': up.token } });
    expect(gone.status).toBe(204);
    expect(await workFiles()).toEqual([]);
    expect(await rowOf('audios', up.name)).toEqual([]);
  });

  it('serves tus-js-client (what the SPA uses): chunks, progress, success; abort(true) terminates', async () => {
    const { Upload } = await import('tus-js-client');
    const up = await signedUpload('audio');
    const bytes = bytesOf(600_000);
    const options = (onSuccess: () => void, onError: (error: Error) => void) => ({
      endpoint: endpoint(),
      headers: { 'x-signature': up.token },
      metadata: { bucketName: up.bucket, objectName: up.name, contentType: 'audio/mpeg', cacheControl: '3600' },
      chunkSize: 256 * 1024,
      uploadDataDuringCreation: false,
      retryDelays: [],
      onSuccess,
      onError,
    });
    await new Promise<void>((resolve, reject) => new Upload(Buffer.from(bytes), options(resolve, reject)).start());
    expect(await rowOf('audios', up.name)).toEqual([{ owner: up.caller.claims.sub, mime: 'audio/mpeg', size: 600_000 }]);
    expect(new Uint8Array(await readFile(localObjectPath(storageDir, 'audios', up.name)))).toEqual(bytes);

    const other = await signedUpload('audio');
    let upload: InstanceType<typeof Upload> | null = null;
    await new Promise<void>((resolve, reject) => {
      upload = new Upload(Buffer.from(bytes), {
        ...options(() => reject(new Error('should not finish')), reject),
        headers: { 'x-signature': other.token },
        metadata: { bucketName: other.bucket, objectName: other.name, contentType: 'audio/mpeg' },
        onChunkComplete: () => {
          void upload!.abort(true).then(() => resolve(), reject);
        },
      });
      upload.start();
    });
    expect(await workFiles()).toEqual([]);
    expect(await rowOf('audios', other.name)).toEqual([]);
  });

  it('one ticket, one upload: a second creation with it, or a PUT, is refused (409 / Duplicate) and changes nothing', async () => {
    const up = await signedUpload('audio');
    const first = await create(up, 1000);
    expect(first.status).toBe(201);
    const again = await create(up, 5 * MiB);
    expect(again.status).toBe(409);
    const put = await fetch(up.url, { method: 'PUT', headers: { 'content-type': 'audio/mpeg' }, body: bytesOf(1000) });
    expect(await put.json()).toMatchObject({ statusCode: '409', error: 'Duplicate' });
    // One partial upload (its bytes and its record), nothing stored.
    expect((await workFiles()).length).toBe(2);
    expect(await rowOf('audios', up.name)).toEqual([]);
    // Finished: the object is the first upload's bytes; the ticket opens nothing more.
    const bytes = bytesOf(1000);
    const location = new URL(first.headers.get('location')!, endpoint()).toString();
    const patch = await fetch(location, {
      method: 'PATCH',
      headers: {
        'Tus-Resumable': '1.0.0',
        'x-signature': up.token,
        'Upload-Offset': '0',
        'Content-Type': 'application/offset+octet-stream',
      },
      body: bytes,
    });
    expect(patch.status).toBe(204);
    expect((await create(up, 1000)).status).toBe(409);
    expect(new Uint8Array(await readFile(localObjectPath(storageDir, 'audios', up.name)))).toEqual(bytes);
  });

  it('refuses a creation with a ticket whose PUT already stored the object, even once the object is removed', async () => {
    const up = await signedUpload('audio');
    const put = await fetch(up.url, { method: 'PUT', headers: { 'content-type': 'audio/mpeg' }, body: bytesOf(100) });
    expect(put.status).toBe(200);
    await local.ports.storage.remove('audios', [up.name], 'service');
    expect(await rowOf('audios', up.name)).toEqual([]);
    expect((await create(up, 100)).status).toBe(409);
    const again = await fetch(up.url, { method: 'PUT', headers: { 'content-type': 'audio/mpeg' }, body: bytesOf(100) });
    expect(await again.json()).toMatchObject({ statusCode: '409', error: 'Duplicate' });
    expect(await rowOf('audios', up.name)).toEqual([]);
  });

  it('drops an unfinished upload when the service removes its object (a ticket cancelled or never claimed), and when its ticket expires', async () => {
    const up = await signedUpload('audio');
    expect((await create(up, 1000)).status).toBe(201);
    expect((await workFiles()).length).toBe(2);
    await local.ports.storage.remove('audios', [up.name], 'service');
    expect(await workFiles()).toEqual([]);

    // A ticket that expires: its partial upload is dropped by the next sweep (and refused before that).
    const caller = await signIn(P.aluno.cp_email);
    const { bucket, name } = await ticket(P.aluno, 'audio');
    const now = Math.floor(Date.now() / 1000);
    const token = await new SignJWT({ owner: caller.claims.sub, url: `${bucket}/${name}`, upsert: false, scope: 'upload' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(now)
      .setExpirationTime(now + 2)
      .sign(secret);
    const created = await create({ bucket, name, token }, 1000);
    expect(created.status).toBe(201);
    expect(Date.parse(created.headers.get('upload-expires')!)).toBeLessThanOrEqual((now + 2) * 1000);
    expect((await workFiles()).length).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 3100));
    await local.ports.storage.sweepWork();
    expect(await workFiles()).toEqual([]);
  });

  it('answers an absolute Location on the configured address only, whatever Host the request names', async () => {
    const configured = new Hono();
    configured.route(
      '/storage/v1',
      createStorageHttp({ storage: local.ports.storage, publicUrl: 'https://arquivos.escola.example/storage/v1' }),
    );
    const up = await signedUpload('audio');
    const meta = `bucketName ${Buffer.from(up.bucket).toString('base64')},objectName ${Buffer.from(up.name).toString('base64')},contentType ${Buffer.from('audio/mpeg').toString('base64')}`;
    const res = await configured.request('http://evil.example/storage/v1/upload/resumable/sign', {
      method: 'POST',
      headers: {
        Host: 'evil.example',
        'X-Forwarded-Host': 'evil.example',
        'Tus-Resumable': '1.0.0',
        'x-signature': up.token,
        'Upload-Length': '10',
        'Upload-Metadata': meta,
      },
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('location')).toMatch(
      /^https:\/\/arquivos\.escola\.example\/storage\/v1\/upload\/resumable\/sign\/[A-Za-z0-9_-]+$/,
    );
    await local.ports.storage.remove('audios', [up.name], 'service');
  });

  it('answers OPTIONS with the protocol and its extensions', async () => {
    const res = await fetch(endpoint(), { method: 'OPTIONS' });
    expect(res.status).toBe(204);
    expect(res.headers.get('tus-version')).toBe('1.0.0');
    expect(res.headers.get('tus-extension')).toBe('creation,termination,expiration');
  });
});

describe('reads through a signed URL', () => {
  async function stored(size = 1000) {
    const up = await signedUpload();
    const bytes = bytesOf(size);
    expect((await fetch(up.url, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: bytes })).status).toBe(200);
    const [url] = await local.ports.storage.createSignedUrls('avatars', [up.name], 600, up.caller);
    return { ...up, bytes, read: `${root}/${url}` };
  }

  it('serves the bytes with the stored type, Range → 206 with exactly those bytes, HEAD, and safe headers', async () => {
    const file = await stored();
    const whole = await fetch(file.read);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('image/png');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.get('x-content-type-options')).toBe('nosniff');
    expect(whole.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(whole.headers.get('cache-control')).toMatch(/^private, max-age=(59\d|600)$/);
    expect(whole.headers.get('expires')).not.toBeNull();
    expect(new Uint8Array(await whole.arrayBuffer())).toEqual(file.bytes);

    const part = await fetch(file.read, { headers: { Range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 100-199/1000');
    expect(part.headers.get('content-length')).toBe('100');
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(file.bytes.subarray(100, 200));
    const tail = await fetch(file.read, { headers: { Range: 'bytes=-10' } });
    expect(new Uint8Array(await tail.arrayBuffer())).toEqual(file.bytes.subarray(990));

    const unsatisfiable = await fetch(file.read, { headers: { Range: 'bytes=5000-' } });
    expect(unsatisfiable.status).toBe(416);
    expect(unsatisfiable.headers.get('content-range')).toBe('bytes */1000');

    const head = await fetch(file.read, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe('1000');
    expect((await head.arrayBuffer()).byteLength).toBe(0);
  });

  it('serves a download URL as an attachment under the name its token signed; a download= added to a read URL changes nothing', async () => {
    const file = await stored(10);
    // A read URL signed for viewing: whatever name its holder adds, never an attachment.
    const added = await fetch(`${file.read}&download=${encodeURIComponent('Foto da Ana.html')}`);
    expect(added.status).toBe(200);
    expect(added.headers.get('content-disposition')).toBeNull();
    expect(new Uint8Array(await added.arrayBuffer())).toEqual(file.bytes);
    // The proxy's URL: the name is the server's, inside the token.
    const download = await local.ports.storage.createDownloadUrl('avatars', file.name, 60, file.caller, 'Foto da Ana.png');
    expect(download).toMatch(/&download=Foto%20da%20Ana\.png$/);
    const expected = "attachment; filename=Foto%20da%20Ana.png; filename*=UTF-8''Foto%20da%20Ana.png";
    const signed = await fetch(`${root}/${download}`);
    expect(signed.headers.get('content-disposition')).toBe(expected);
    await signed.arrayBuffer();
    // Another name put in its place is ignored: the signed one stands.
    const renamed = await fetch(`${root}/${download!.replace(/&download=.*$/, '&download=evil.html')}`);
    expect(renamed.headers.get('content-disposition')).toBe(expected);
    await renamed.arrayBuffer();
    // Someone who may not read it gets no URL.
    expect(
      await local.ports.storage.createDownloadUrl('avatars', file.name, 60, await signIn(P.professor.cp_email), 'x.png'),
    ).toBeNull();
  });

  it('as hosted Supabase (the emulator: unsignedDownloadName), the download parameter names the attachment', async () => {
    const hosted = new Hono();
    hosted.route('/storage/v1', createStorageHttp({ storage: local.ports.storage, unsignedDownloadName: true }));
    const file = await stored(10);
    const path = new URL(file.read).pathname + new URL(file.read).search;
    const res = await hosted.request(`http://x${path}&download=${encodeURIComponent('Foto.png')}`);
    expect(res.headers.get('content-disposition')).toBe("attachment; filename=Foto.png; filename*=UTF-8''Foto.png");
  });

  it('refuses an expired or forged token, and a token for another object (400, InvalidJWT / InvalidSignature)', async () => {
    const file = await stored(10);
    const other = await stored(10);
    const now = Math.floor(Date.now() / 1000);
    const sign = (payload: Record<string, unknown>, key: Uint8Array, exp = now + 60) =>
      new SignJWT(payload)
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuedAt(now - 120)
        .setExpirationTime(exp)
        .sign(key);
    const at = (token: string) => fetch(`${root}/object/sign/avatars/${file.name}?token=${token}`);

    const expired = await at(await sign({ url: `avatars/${file.name}`, scope: 'download' }, secret, now - 1));
    expect(expired.status).toBe(400);
    expect(await expired.json()).toMatchObject({ statusCode: '400', error: 'InvalidJWT' });
    const forged = await at(await sign({ url: `avatars/${file.name}`, scope: 'download' }, randomBytes(32)));
    expect(await forged.json()).toMatchObject({ statusCode: '400', error: 'InvalidJWT' });
    const foreign = await at(new URL(other.read).searchParams.get('token')!);
    expect(foreign.status).toBe(400);
    expect(await foreign.json()).toMatchObject({ statusCode: '400', error: 'InvalidSignature' });
    const uploadToken = await at(file.token);
    expect(await uploadToken.json()).toMatchObject({ error: 'InvalidSignature', message: 'Token is not scoped for download' });
    expect((await at('')).status).toBe(400);
  });
});

describe('the production storage adapter (storage-js) against it', () => {
  it('signs an upload as the caller, uploads to it, signs a read, reads it, heads it, removes it as the service', async () => {
    const storage = createSupabaseStorage({ url: origin, anonKey: ANON, serviceKey: SERVICE });
    const caller = await signIn(P.aluno.cp_email);
    const { name } = await ticket(P.aluno);
    const signedUpload = await storage.createSignedUploadUrl('avatars', name, caller);
    expect(signedUpload.url).toBe(`object/upload/sign/avatars/${name}?token=${signedUpload.token}`);
    const bytes = bytesOf(20_000);
    bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const put = await fetch(`${root}/${signedUpload.url}`, {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: bytes,
    });
    expect(put.status).toBe(200);

    const [read, hidden] = await storage.createSignedUrls('avatars', [name, `${P.aluno.cp_id}/${randomUUID()}.png`], 300, caller);
    expect(read).toMatch(new RegExp(`^object/sign/avatars/${name}\\?token=`));
    expect(hidden).toBeNull();
    const got = await fetch(`${root}/${read}`, { headers: { Range: 'bytes=0-7' } });
    expect(got.status).toBe(206);
    expect(new Uint8Array(await got.arrayBuffer())).toEqual(bytes.subarray(0, 8));

    expect(await storage.head('avatars', name, 8)).toEqual({ size: 20_000, mime: 'image/png', head: bytes.subarray(0, 8) });
    expect(await storage.head('avatars', `${P.aluno.cp_id}/${randomUUID()}.png`, 8)).toBeNull();

    // Stored already: refused; someone else: the insert and select policies refuse.
    await expect(storage.createSignedUploadUrl('avatars', name, caller)).rejects.toMatchObject({ code: 'exists' });
    const other = await signIn(P.professor.cp_email);
    await expect(storage.createSignedUploadUrl('avatars', name, other)).rejects.toMatchObject({ code: 'denied' });
    const { name: notMine } = await ticket(P.aluno);
    await expect(storage.createSignedUploadUrl('avatars', notMine, other)).rejects.toMatchObject({ code: 'denied' });
    expect(await storage.createSignedUrls('avatars', [name], 60, other)).toEqual([null]);

    // The caller removes nothing (no delete policy); the service does.
    await storage.remove('avatars', [name], caller);
    expect(await rowOf('avatars', name)).toHaveLength(1);
    await storage.remove('avatars', [name], 'service');
    expect(await rowOf('avatars', name)).toEqual([]);
    expect(existsSync(localObjectPath(storageDir, 'avatars', name))).toBe(false);
  });

  it('uploads small files as the caller (limits and policies apply)', async () => {
    const storage = createSupabaseStorage({ url: origin, anonKey: ANON, serviceKey: SERVICE });
    const caller = await signIn(P.aluno.cp_email);
    const { name } = await ticket(P.aluno);
    await storage.upload('avatars', name, bytesOf(100), 'image/png', caller);
    expect(await rowOf('avatars', name)).toEqual([{ owner: caller.claims.sub, mime: 'image/png', size: 100 }]);
    await expect(storage.upload('avatars', name, bytesOf(100), 'image/png', caller)).rejects.toMatchObject({ code: 'exists' });
    const { name: second } = await ticket(P.aluno);
    await expect(storage.upload('avatars', second, bytesOf(100), 'text/plain', caller)).rejects.toMatchObject({
      code: 'mime_not_allowed',
    });
    await expect(storage.upload('avatars', second, bytesOf(5 * MiB + 1), 'image/png', caller)).rejects.toMatchObject({
      code: 'too_large',
    });
    const other = await signIn(P.professor.cp_email);
    await expect(storage.upload('avatars', second, bytesOf(100), 'image/png', other)).rejects.toMatchObject({ code: 'denied' });
    expect(await workFiles()).toEqual([]);
  });
});
