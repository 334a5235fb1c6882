/**
 * The storage port for local mode and tests: a folder per bucket plus the
 * `storage.objects` rows Supabase Storage would keep.
 *
 * Like Supabase Storage it enforces the bucket's `file_size_limit` and
 * `allowed_mime_types` (read from `storage.buckets`) itself, and it writes the
 * object row AS THE CALLER (db.withCaller), so the storage.objects policies of
 * the migrations decide who may put or remove what. The file is written inside
 * that same transaction: if the policy refuses, nothing reaches the disk; if
 * the write fails, the row is rolled back.
 */
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { mimeAccepted } from '../supabase/functions/_shared/contract/http.ts';
import { isPermissionDenied, isUniqueViolation } from '../supabase/functions/api/lib/errors.ts';
import { StorageError, type DbPort, type StoragePort, type StoredFile } from '../supabase/functions/api/ports.ts';
import type { Db } from '../tests/db/harness/db.ts';

export interface LocalStorageOptions {
  /** The owner's connection: bucket settings and reads for the public file route. */
  readonly db: Db;
  /** Statements as the caller. */
  readonly dbPort: DbPort;
  /** Folder holding `<bucket>/<object name>` files. */
  readonly root: string;
}

const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

interface BucketRow extends Record<string, unknown> {
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
}

export function createLocalStorage(options: LocalStorageOptions): StoragePort {
  const root = resolve(options.root);

  /** The file of an object; refuses names that could leave the root. */
  function fileOf(bucket: string, path: string): string {
    const segments = [bucket, ...path.split('/')];
    if (!segments.every((s) => SEGMENT.test(s))) throw new StorageError('not_found', `Invalid object name ${bucket}/${path}`);
    const file = resolve(root, ...segments);
    if (!file.startsWith(root + sep)) throw new StorageError('not_found', `Invalid object name ${bucket}/${path}`);
    return file;
  }

  return {
    async upload(bucket, path, bytes, mime, caller) {
      const file = fileOf(bucket, path);
      const [settings] = await options.db.query<BucketRow>(
        'select file_size_limit, allowed_mime_types from storage.buckets where id = $1',
        [bucket],
      );
      if (!settings) throw new StorageError('not_found', `Bucket ${bucket} not found`);
      if (settings.file_size_limit !== null && bytes.byteLength > settings.file_size_limit) {
        throw new StorageError('too_large', `${bytes.byteLength} bytes > ${settings.file_size_limit}`);
      }
      if (
        settings.allowed_mime_types &&
        settings.allowed_mime_types.length > 0 &&
        !mimeAccepted(mime, settings.allowed_mime_types)
      ) {
        throw new StorageError('mime_not_allowed', `${mime} not in ${settings.allowed_mime_types.join(', ')}`);
      }
      await options.dbPort.withCaller(caller.claims, async (sql) => {
        // Metadata goes in as text: postgres.js would send a JS string bound to jsonb as a JSON string.
        try {
          await sql.query(
            `insert into storage.objects (bucket_id, name, owner, owner_id, metadata)
             values ($1, $2, $3::uuid, $3, $4::text::jsonb)`,
            [
              bucket,
              path,
              caller.claims.sub,
              JSON.stringify({
                mimetype: mime,
                size: bytes.byteLength,
                contentLength: bytes.byteLength,
                cacheControl: 'max-age=86400',
                lastModified: new Date().toISOString(),
                httpStatusCode: 200,
              }),
            ],
          );
        } catch (error) {
          if (isPermissionDenied(error)) throw new StorageError('denied', 'new row violates row-level security policy');
          if (isUniqueViolation(error)) throw new StorageError('exists', 'The resource already exists');
          throw error;
        }
        await mkdir(dirname(file), { recursive: true });
        const tmp = `${file}.${process.pid}.${Date.now()}.part`;
        await writeFile(tmp, bytes);
        await rename(tmp, file);
      });
    },

    async remove(bucket, path, caller) {
      const file = fileOf(bucket, path);
      await options.dbPort.withCaller(caller.claims, async (sql) => {
        // A row the policies hide is not deleted (0 rows): then the file stays too.
        const deleted = await sql.query('delete from storage.objects where bucket_id = $1 and name = $2 returning id', [
          bucket,
          path,
        ]);
        if (deleted.length > 0) await rm(file, { force: true });
      });
    },

    async read(bucket, path): Promise<StoredFile | null> {
      let file: string;
      try {
        file = fileOf(bucket, path);
      } catch {
        return null;
      }
      const [row] = await options.db.query<{ mime: string | null }>(
        "select metadata ->> 'mimetype' as mime from storage.objects where bucket_id = $1 and name = $2",
        [bucket, path],
      );
      if (!row) return null;
      try {
        const bytes = new Uint8Array(await readFile(file));
        return { bytes, mime: row.mime ?? 'application/octet-stream' };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}

/** Exported for tests: where an object's bytes live. */
export function localObjectPath(root: string, bucket: string, path: string): string {
  return join(resolve(root), bucket, ...path.split('/'));
}
