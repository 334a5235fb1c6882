/**
 * The storage port for local mode and tests: a folder per bucket plus the
 * `storage.objects` rows Supabase Storage would keep, and what
 * ./storage-http.ts needs to speak Supabase Storage's HTTP protocol over
 * them (signed upload and read URLs, TUS).
 *
 * As Supabase Storage does:
 *
 * - a signed upload URL is made AS THE CALLER: the storage.objects row is
 *   inserted under RLS inside a savepoint and rolled back, so the insert
 *   policy decides without a row being kept; the token (an HS256 JWT signed
 *   with the project's JWT secret) names the object and its owner, and the
 *   upload that presents it is written as the service, past the policies;
 * - a signed read URL is made as the caller for the objects the select
 *   policy shows; its token names the object and expires — and, unlike
 *   hosted Supabase, the attachment name of a download URL too: a `download`
 *   parameter a holder adds to a read URL is ignored (./storage-http.ts);
 * - a signed upload token opens one upload (a PUT or one TUS upload), not
 *   one per request: its use is recorded (`.work/tickets/`) until it expires;
 * - the bucket's `file_size_limit` (at most the project's 50 MiB) and
 *   `allowed_mime_types` are enforced on every upload;
 * - objects are never overwritten; only the service removes them when no
 *   delete policy lets the caller.
 *
 * Bytes arrive in a work folder inside the storage root (`.work/`, on the
 * same file system) and are renamed into place once complete and recorded.
 * Unfinished ones go when their ticket expires or their object is removed
 * (`sweepWork`, `removeObjects` as the service).
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { isPermissionDenied, isUniqueViolation, sqlState } from '../supabase/functions/api/lib/errors.ts';
import {
  StorageError,
  type DbPort,
  type ObjectHead,
  type StorageActor,
  type StorageCaller,
  type StoragePort,
} from '../supabase/functions/api/ports.ts';
import type { Db } from '../tests/db/harness/db.ts';
import { attachmentUrl } from '../supabase/functions/_shared/contract/arquivos.ts';
import { fileStream } from './storage-stream.ts';

export interface LocalStorageOptions {
  /** The owner's connection: bucket settings, the service's reads and writes. */
  readonly db: Db;
  /** Statements as the caller. */
  readonly dbPort: DbPort;
  /** Folder holding `<bucket>/<object name>` files (and `.work/`). */
  readonly root: string;
  /** Signs and checks the signed URLs' tokens (the project's JWT secret, as Supabase Storage's legacy signing key). */
  readonly jwtSecret: Uint8Array;
}

/** The project-wide ceiling (supabase/config.toml `[storage] file_size_limit`); a bucket may only set less. */
export const GLOBAL_FILE_SIZE_LIMIT = 50 * 1024 * 1024;
/** Life of a signed upload URL (Supabase Storage's `uploadSignedUrlExpirationTime`). */
export const SIGNED_UPLOAD_SECONDS = 7200;

export interface BucketLimits {
  /** The bucket's `file_size_limit`, at most GLOBAL_FILE_SIZE_LIMIT. */
  readonly maxBytes: number;
  /** `allowed_mime_types`; null or empty: any. */
  readonly allowedMimeTypes: readonly string[] | null;
}

/** A stored object as the service sees it. */
export interface StoredObject {
  readonly id: string;
  readonly createdAt: Date;
  readonly size: number;
  readonly mime: string;
  readonly cacheControl: string;
  readonly lastModified: Date;
  readonly eTag: string;
  /** Where its bytes are. */
  readonly file: string;
}

/** What an object being finished is recorded with. */
export interface NewObject {
  readonly size: number;
  readonly mime: string;
  readonly cacheControl: string;
  /** The uploader (the signed upload token's `owner`). */
  readonly owner: string | undefined;
}

export type SignedScope = 'upload' | 'download';

export interface SignedTokenPayload {
  readonly url: string;
  readonly exp: number;
  readonly scope?: SignedScope;
  readonly owner?: string;
  readonly upsert?: boolean;
  /** A download URL's attachment name, signed with it (read tokens only). */
  readonly download?: string;
}

/** A resumable (TUS) upload under way: `.work/tus/<id>.json` beside its bytes `.work/tus/<id>`. */
export interface PartialUpload {
  readonly bucket: string;
  readonly objectName: string;
  readonly length: number;
  readonly contentType: string;
  readonly cacheControl: string;
  readonly owner: string | undefined;
  readonly createdAt: number;
  /** When it is dropped (ms): its ticket's expiry, at most a day after its creation. */
  readonly expiresAt: number;
}

/** A partial upload lives at most this long, whatever its ticket says. */
export const PARTIAL_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

/** Why a signed URL's token is refused (Supabase Storage's error codes). */
export type TokenRefusal = { readonly code: 'InvalidJWT' | 'InvalidSignature' | 'ExpiredToken'; readonly message: string };

export interface LocalStorage extends StoragePort {
  readonly root: string;
  /** Partial uploads: `tmp/` (single requests), `tus/` (resumable). Inside `root`, so a rename moves them. */
  readonly workDir: string;
  /** Where an object's bytes live; throws StorageError('not_found') for names that are not ours. */
  fileOf(bucket: string, path: string): string;
  /** The bucket's limits, or null when there is no such bucket. */
  limits(bucket: string): Promise<BucketLimits | null>;
  /** An object as the service sees it, or null. */
  find(bucket: string, path: string): Promise<StoredObject | null>;
  /** Records a complete upload and moves `tmpFile` into place; `tmpFile` is gone afterwards whatever happens. Resolves to the row's id. */
  commit(bucket: string, path: string, tmpFile: string, object: NewObject): Promise<{ id: string }>;
  /** Whether the caller may create `bucket/path` (the insert policy, tried and undone); throws StorageError when not. */
  canUpload(bucket: string, path: string, caller: StorageCaller): Promise<void>;
  /** A signed upload URL (relative to the storage root) for `owner`, without any check. */
  signUpload(bucket: string, path: string, owner: string | undefined): Promise<{ url: string; token: string }>;
  /** A signed read URL (relative to the storage root), without any check; with `download`, an attachment of that name. */
  signRead(bucket: string, path: string, seconds: number, download?: string): Promise<string>;
  /** Which of `paths` the caller may read (the select policy). */
  visible(bucket: string, paths: readonly string[], caller: StorageCaller): Promise<Set<string>>;
  /** Removes what the actor may remove; answers the names removed. */
  removeObjects(bucket: string, paths: readonly string[], actor: StorageActor): Promise<string[]>;
  /** A fresh file name in the work folder (the folder exists). */
  tempFile(kind: 'tmp' | 'tus'): Promise<string>;
  /**
   * Records the first use of a signed upload token (expiring at `exp`, Unix
   * seconds); false when it was used already: one ticket, one upload.
   */
  claimTicket(token: string, exp: number): Promise<boolean>;
  /** Forgets a use that stored nothing (the bytes were refused or never came), so the ticket may try again. */
  releaseTicket(token: string): Promise<void>;
  /** The resumable upload `id`, or null. */
  readPartial(id: string): Promise<PartialUpload | null>;
  writePartial(id: string, upload: PartialUpload): Promise<void>;
  /** Drops a resumable upload: its bytes and its record. */
  dropPartial(id: string): Promise<void>;
  /** The resumable uploads under way for `bucket/path`. */
  partialsOf(bucket: string, path: string): Promise<string[]>;
  /** Drops what has expired: partial uploads, single-request leftovers older than a day, used tickets. */
  sweepWork(): Promise<void>;
  /** Checks a signed URL's token for `bucket/path` and the action. */
  verifyToken(
    token: string,
    bucket: string,
    path: string,
    scope: SignedScope,
  ): Promise<{ ok: true; payload: SignedTokenPayload } | ({ ok: false } & TokenRefusal)>;
}

const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

interface BucketRow extends Record<string, unknown> {
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
}

interface ObjectRow extends Record<string, unknown> {
  id: string;
  created_at: Date | string | null;
  metadata: Record<string, unknown> | null;
  updated_at: Date | string | null;
}

/** Supabase Storage's type check: `type/subtype` equal to an allowed one, or `type/*`. */
export function mimeAllowed(mime: string, allowed: readonly string[] | null): boolean {
  if (!allowed || allowed.length === 0) return true;
  const [type, subtype, ...rest] = mime.split('/');
  if (!type || subtype === undefined || rest.length > 0) return false;
  return allowed.some((a) => {
    const [allowedType, allowedSub] = a.split('/');
    return allowedType === type && (allowedSub === '*' || allowedSub === subtype);
  });
}

const asDate = (value: unknown): Date =>
  value instanceof Date ? value : typeof value === 'string' || typeof value === 'number' ? new Date(value) : new Date();

/** Each segment of an object path, percent-encoded for a URL. */
export const encodeObjectPath = (path: string) => path.split('/').map(encodeURIComponent).join('/');

function metadataJson(object: { size: number; mime: string; cacheControl: string }, at: Date): string {
  return JSON.stringify({
    eTag: `"${object.size.toString(16)}-${at.getTime().toString(16)}"`,
    size: object.size,
    mimetype: object.mime,
    cacheControl: object.cacheControl,
    lastModified: at.toISOString(),
    contentLength: object.size,
    httpStatusCode: 200,
  });
}

export function createLocalStorage(options: LocalStorageOptions): LocalStorage {
  const root = resolve(options.root);
  const workDir = join(root, '.work');
  const { db, dbPort, jwtSecret } = options;
  if (jwtSecret.byteLength < 32) throw new Error('Local storage: the JWT secret must have at least 32 bytes.');

  function fileOf(bucket: string, path: string): string {
    const segments = [bucket, ...path.split('/')];
    if (!segments.every((s) => SEGMENT.test(s))) throw new StorageError('not_found', `Invalid object name ${bucket}/${path}`);
    const file = resolve(root, ...segments);
    if (!file.startsWith(root + sep)) throw new StorageError('not_found', `Invalid object name ${bucket}/${path}`);
    return file;
  }

  const validName = (bucket: string, path: string) => {
    try {
      fileOf(bucket, path);
      return true;
    } catch {
      return false;
    }
  };

  async function limits(bucket: string): Promise<BucketLimits | null> {
    const [row] = await db.query<BucketRow>('select file_size_limit, allowed_mime_types from storage.buckets where id = $1', [
      bucket,
    ]);
    if (!row) return null;
    const own = row.file_size_limit;
    return {
      maxBytes: own !== null && own > 0 ? Math.min(Number(own), GLOBAL_FILE_SIZE_LIMIT) : GLOBAL_FILE_SIZE_LIMIT,
      allowedMimeTypes: row.allowed_mime_types,
    };
  }

  async function sign(payload: Record<string, unknown>, seconds: number): Promise<string> {
    const iat = Math.floor(Date.now() / 1000);
    return new SignJWT(payload)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(iat)
      .setExpirationTime(iat + seconds)
      .sign(jwtSecret);
  }

  async function tempFile(kind: 'tmp' | 'tus'): Promise<string> {
    const dir = join(workDir, kind);
    await mkdir(dir, { recursive: true });
    return join(dir, randomUUID());
  }

  const tusDir = join(workDir, 'tus');
  const ticketsDir = join(workDir, 'tickets');
  const UUID_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
  const ticketFile = (token: string) => join(ticketsDir, createHash('sha256').update(token).digest('hex'));
  const listDir = async (dir: string) => {
    try {
      return await readdir(dir);
    } catch {
      return [];
    }
  };

  async function readPartial(id: string): Promise<PartialUpload | null> {
    if (!UUID_NAME.test(id)) return null;
    try {
      return JSON.parse(await readFile(join(tusDir, `${id}.json`), 'utf8')) as PartialUpload;
    } catch {
      return null;
    }
  }

  async function dropPartial(id: string): Promise<void> {
    if (!UUID_NAME.test(id)) return;
    await rm(join(tusDir, `${id}.json`), { force: true });
    await rm(join(tusDir, id), { force: true });
  }

  async function partials(): Promise<{ id: string; upload: PartialUpload | null }[]> {
    const ids = (await listDir(tusDir)).filter((n) => n.endsWith('.json')).map((n) => n.slice(0, -'.json'.length));
    return Promise.all(ids.map(async (id) => ({ id, upload: await readPartial(id) })));
  }

  /** Removes the files of `dir` that `expired` says are past their use. */
  async function sweepFolder(dir: string, expired: (file: string) => Promise<boolean>): Promise<void> {
    for (const name of await listDir(dir)) {
      const file = join(dir, name);
      try {
        if (await expired(file)) await rm(file, { force: true });
      } catch {
        // gone meanwhile
      }
    }
  }

  /** Removes the files of deleted rows; a file already gone is fine. */
  async function removeFiles(bucket: string, names: readonly string[]): Promise<void> {
    for (const name of names) await rm(fileOf(bucket, name), { force: true });
  }

  const storage: LocalStorage = {
    root,
    workDir,
    fileOf,
    limits,
    tempFile,

    async upload(bucket, path, bytes, mime, caller) {
      const file = fileOf(bucket, path);
      const bucketLimits = await limits(bucket);
      if (!bucketLimits) throw new StorageError('not_found', `Bucket ${bucket} not found`);
      if (bytes.byteLength > bucketLimits.maxBytes) {
        throw new StorageError('too_large', `${bytes.byteLength} bytes > ${bucketLimits.maxBytes}`);
      }
      if (!mimeAllowed(mime, bucketLimits.allowedMimeTypes)) {
        throw new StorageError('mime_not_allowed', `mime type ${mime} is not supported`);
      }
      const tmp = await tempFile('tmp');
      await writeFile(tmp, bytes);
      try {
        await dbPort.withCaller(caller.claims, async (sql) => {
          // Metadata goes in as text: postgres.js would send a JS string bound to jsonb as a JSON string.
          try {
            await sql.query(
              `insert into storage.objects (bucket_id, name, owner, owner_id, metadata)
               values ($1, $2, $3::uuid, $3, $4::text::jsonb)`,
              [
                bucket,
                path,
                caller.claims.sub,
                metadataJson({ size: bytes.byteLength, mime, cacheControl: 'max-age=86400' }, new Date()),
              ],
            );
          } catch (error) {
            if (isPermissionDenied(error)) throw new StorageError('denied', 'new row violates row-level security policy');
            if (isUniqueViolation(error)) throw new StorageError('exists', 'The resource already exists');
            throw error;
          }
          // Inside the transaction: a failed move rolls the row back.
          await mkdir(dirname(file), { recursive: true });
          await rename(tmp, file);
        });
      } finally {
        await rm(tmp, { force: true });
      }
    },

    async canUpload(bucket, path, caller) {
      fileOf(bucket, path);
      await dbPort.withCaller(caller.claims, async (sql) => {
        // As Supabase's `canUpload`: the insert is tried under RLS and undone, so only the policy decides.
        await sql.query('savepoint can_upload');
        try {
          await sql.query(
            `insert into storage.objects (bucket_id, name, owner, owner_id, metadata)
             values ($1, $2, $3::uuid, $3, '{}'::jsonb)`,
            [bucket, path, caller.claims.sub],
          );
        } catch (error) {
          if (isPermissionDenied(error)) throw new StorageError('denied', 'new row violates row-level security policy');
          if (isUniqueViolation(error)) throw new StorageError('exists', 'The resource already exists');
          // 23503: no such bucket (objects.bucket_id references buckets).
          if (sqlState(error) === '23503') throw new StorageError('not_found', 'Bucket not found');
          throw error;
        }
        await sql.query('rollback to savepoint can_upload');
        await sql.query('release savepoint can_upload');
      });
    },

    async signUpload(bucket, path, owner) {
      const token = await sign({ owner, url: `${bucket}/${path}`, upsert: false, scope: 'upload' }, SIGNED_UPLOAD_SECONDS);
      return { url: `object/upload/sign/${encodeURIComponent(bucket)}/${encodeObjectPath(path)}?token=${token}`, token };
    },

    async signRead(bucket, path, seconds, download) {
      const token = await sign(
        { url: `${bucket}/${path}`, scope: 'download', ...(download !== undefined ? { download } : {}) },
        seconds,
      );
      const url = `object/sign/${encodeURIComponent(bucket)}/${encodeObjectPath(path)}?token=${token}`;
      // The name is in the token; the parameter only mirrors hosted Supabase's URLs.
      return download === undefined ? url : attachmentUrl(url, download);
    },

    async createDownloadUrl(bucket, path, seconds, caller, fileName) {
      const shown = await storage.visible(bucket, [path], caller);
      return shown.has(path) ? storage.signRead(bucket, path, seconds, fileName) : null;
    },

    async read(bucket, path, caller) {
      if (!(await storage.visible(bucket, [path], caller)).has(path)) return null;
      const found = await storage.find(bucket, path);
      if (!found) return null;
      const body =
        found.size === 0
          ? new ReadableStream<Uint8Array>({ start: (c) => c.close() })
          : fileStream(found.file, 0, found.size - 1);
      return { size: found.size, mime: found.mime, body };
    },

    async claimTicket(token, exp) {
      await mkdir(ticketsDir, { recursive: true });
      try {
        // `wx`: exactly one of two racing uses creates it.
        await writeFile(ticketFile(token), String(exp), { flag: 'wx' });
        return true;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
        throw error;
      }
    },

    async releaseTicket(token) {
      await rm(ticketFile(token), { force: true });
    },

    readPartial,
    dropPartial,

    async writePartial(id, upload) {
      await mkdir(tusDir, { recursive: true });
      await writeFile(join(tusDir, `${id}.json`), JSON.stringify(upload), { flag: 'wx' });
    },

    async partialsOf(bucket, path) {
      return (await partials()).filter(({ upload }) => upload?.bucket === bucket && upload.objectName === path).map((p) => p.id);
    },

    async sweepWork() {
      const now = Date.now();
      for (const { id, upload } of await partials()) {
        if (!upload || upload.expiresAt < now) await dropPartial(id);
      }
      // Bytes of a partial upload whose record is gone, and single-request leftovers: a day after their last write.
      const stale = async (file: string) => (await stat(file)).mtimeMs < now - PARTIAL_UPLOAD_TTL_MS;
      await sweepFolder(join(workDir, 'tmp'), stale);
      await sweepFolder(tusDir, async (file) => !file.endsWith('.json') && (await stale(file)));
      await sweepFolder(ticketsDir, async (file) => Number(await readFile(file, 'utf8')) * 1000 < now);
    },

    async createSignedUploadUrl(bucket, path, caller) {
      await storage.canUpload(bucket, path, caller);
      return storage.signUpload(bucket, path, caller.claims.sub);
    },

    async visible(bucket, paths, caller) {
      const candidates = paths.filter((p) => validName(bucket, p));
      if (candidates.length === 0) return new Set();
      const rows = await dbPort.withCaller(caller.claims, (sql) =>
        sql.query<{ name: string }>('select name from storage.objects where bucket_id = $1 and name = any($2::text[])', [
          bucket,
          candidates,
        ]),
      );
      return new Set(rows.map((r) => r.name));
    },

    async createSignedUrls(bucket, paths, seconds, caller) {
      const shown = await storage.visible(bucket, paths, caller);
      return Promise.all(paths.map((path) => (shown.has(path) ? storage.signRead(bucket, path, seconds) : null)));
    },

    async find(bucket, path): Promise<StoredObject | null> {
      if (!validName(bucket, path)) return null;
      const [row] = await db.query<ObjectRow>(
        'select id::text as id, created_at, metadata, updated_at from storage.objects where bucket_id = $1 and name = $2',
        [bucket, path],
      );
      if (!row) return null;
      const file = fileOf(bucket, path);
      let size: number;
      try {
        size = (await stat(file)).size;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
      const meta = row.metadata ?? {};
      const lastModified = asDate(meta.lastModified ?? row.updated_at);
      return {
        id: row.id,
        createdAt: asDate(row.created_at ?? lastModified),
        size,
        mime: typeof meta.mimetype === 'string' ? meta.mimetype : 'application/octet-stream',
        cacheControl: typeof meta.cacheControl === 'string' ? meta.cacheControl : 'no-cache',
        lastModified,
        eTag: typeof meta.eTag === 'string' ? meta.eTag : `"${size.toString(16)}"`,
        file,
      };
    },

    async head(bucket, path, bytes): Promise<ObjectHead | null> {
      const found = await storage.find(bucket, path);
      if (!found) return null;
      const want = Math.max(0, Math.min(bytes, found.size));
      const handle = await open(found.file, 'r');
      try {
        const buffer = new Uint8Array(want);
        let read = 0;
        while (read < want) {
          const { bytesRead } = await handle.read(buffer, read, want - read, read);
          if (bytesRead === 0) break;
          read += bytesRead;
        }
        return { size: found.size, mime: found.mime, head: buffer.subarray(0, read) };
      } finally {
        await handle.close();
      }
    },

    async commit(bucket, path, tmpFile, object) {
      try {
        const file = fileOf(bucket, path);
        const at = new Date();
        let id: string;
        try {
          const [row] = await db.query<{ id: string }>(
            `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, created_at, updated_at)
             values ($1, $2, $3::uuid, $3, $4::text::jsonb, $5, $5) returning id::text as id`,
            [bucket, path, object.owner ?? null, metadataJson(object, at), at],
          );
          id = row!.id;
        } catch (error) {
          if (isUniqueViolation(error)) throw new StorageError('exists', 'The resource already exists');
          if (sqlState(error) === '23503') throw new StorageError('not_found', 'Bucket not found');
          throw error;
        }
        try {
          await mkdir(dirname(file), { recursive: true });
          await rename(tmpFile, file);
        } catch (error) {
          await db.query('delete from storage.objects where bucket_id = $1 and name = $2', [bucket, path]);
          throw error;
        }
        return { id };
      } finally {
        await rm(tmpFile, { force: true });
      }
    },

    async removeObjects(bucket, paths, actor) {
      const names = paths.filter((p) => validName(bucket, p));
      if (names.length === 0) return [];
      const sql = 'delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning name';
      if (actor === 'service') {
        const deleted = (await db.query<{ name: string }>(sql, [bucket, names])).map((r) => r.name);
        await removeFiles(bucket, deleted);
        // An upload cancelled or never claimed may still be arriving (TUS): its partial bytes go too.
        for (const name of names) for (const id of await storage.partialsOf(bucket, name)) await dropPartial(id);
        return deleted;
      }
      return dbPort.withCaller(actor.claims, async (tx) => {
        // Rows the policies hide (no delete policy: all of them) are not deleted, and their files stay.
        const deleted = (await tx.query<{ name: string }>(sql, [bucket, names])).map((r) => r.name);
        await removeFiles(bucket, deleted);
        return deleted;
      });
    },

    async remove(bucket, paths, actor) {
      await storage.removeObjects(bucket, paths, actor);
    },

    async verifyToken(token, bucket, path, scope) {
      let payload: Record<string, unknown>;
      try {
        ({ payload } = await jwtVerify(token, jwtSecret, { algorithms: ['HS256'] }));
      } catch (error) {
        const message =
          error instanceof joseErrors.JWTExpired
            ? 'jwt expired'
            : error instanceof joseErrors.JOSEError
              ? 'invalid signature'
              : 'jwt malformed';
        return { ok: false, code: 'InvalidJWT', message };
      }
      // Supabase's scope rule: a token made for reading never uploads, and the reverse (legacy tokens: `upsert` marks uploads).
      const scoped = payload.scope === undefined ? ('upsert' in payload ? 'upload' : 'download') : payload.scope;
      if (scoped !== scope) return { ok: false, code: 'InvalidSignature', message: `Token is not scoped for ${scope}` };
      if (typeof payload.url !== 'string' || payload.url !== `${bucket}/${path}`) {
        return { ok: false, code: 'InvalidSignature', message: 'Invalid signature' };
      }
      if (typeof payload.exp !== 'number' || payload.exp * 1000 < Date.now()) {
        return { ok: false, code: 'ExpiredToken', message: 'The provided token has expired.' };
      }
      return {
        ok: true,
        payload: {
          url: payload.url,
          exp: payload.exp,
          scope,
          ...(typeof payload.owner === 'string' ? { owner: payload.owner } : {}),
          ...(typeof payload.upsert === 'boolean' ? { upsert: payload.upsert } : {}),
          ...(typeof payload.download === 'string' ? { download: payload.download } : {}),
        },
      };
    },
  };
  return storage;
}

/** Exported for tests: where an object's bytes live. */
export function localObjectPath(root: string, bucket: string, path: string): string {
  return join(resolve(root), bucket, ...path.split('/'));
}
