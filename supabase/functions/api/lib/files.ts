/**
 * Stored files (docs/arquivos.md). Database columns hold storage paths
 * "bucket/name"; answers carry signed read URLs of storage itself, made as
 * the caller (the storage.objects policies decide who gets one) and living
 * FILE_URL_SECONDS. Bytes never pass through the api: uploads go straight to
 * storage through the tickets of POST /uploads, and a form claims an upload
 * by its id (`checkUpload` before the write, `claimUpload` inside it).
 */
import {
  FILE_HEAD_BYTES,
  FILE_MESSAGES,
  FILE_URL_SECONDS,
  isUrl,
  splitStoragePath,
  storagePathOf,
  storedUploadProblem,
  UPLOAD_TTL_HOURS,
  type FileKind,
} from '../../_shared/contract/arquivos.ts';
import { StorageError, type Sql, type StorageCaller } from '../ports.ts';
import { badRequest, forbidden, MSG } from './errors.ts';
import type { RouteContext, AnyEndpoint } from './route.ts';

type FileContext = Pick<RouteContext<AnyEndpoint>, 'ports' | 'asCaller' | 'storageUrl' | 'logError'>;

/** A Storage refusal as the answer the client gets (anything else is rethrown). */
export function storageFailure(error: unknown): never {
  if (error instanceof StorageError) {
    if (error.code === 'too_large') throw badRequest(MSG.fileTooLarge);
    if (error.code === 'mime_not_allowed') throw badRequest(MSG.fileTypeNotAllowed);
    if (error.code === 'denied') throw forbidden();
  }
  throw error;
}

/**
 * Signed read URLs for stored paths, in order (`null` where there is no file
 * or the caller may not read it). One storage call per bucket.
 */
export async function signedUrls(
  ctx: Pick<FileContext, 'ports' | 'storageUrl'>,
  caller: StorageCaller,
  stored: readonly (string | null | undefined)[],
): Promise<(string | null)[]> {
  const out: (string | null)[] = stored.map((s) => (s && isUrl(s) ? s : null));
  const byBucket = new Map<string, { index: number; name: string }[]>();
  stored.forEach((s, index) => {
    const parts = s && !isUrl(s) ? splitStoragePath(s) : null;
    if (parts) byBucket.set(parts.bucket, [...(byBucket.get(parts.bucket) ?? []), { index, name: parts.name }]);
  });
  for (const [bucket, items] of byBucket) {
    const urls = await ctx.ports.storage.createSignedUrls(
      bucket,
      items.map((i) => i.name),
      FILE_URL_SECONDS,
      caller,
    );
    items.forEach((item, k) => {
      const url = urls[k];
      out[item.index] = url ? `${ctx.storageUrl}/${url}` : null;
    });
  }
  return out;
}

/** The rows with one file column turned into signed URLs. */
export async function withSignedFiles<T extends Record<string, unknown>, K extends keyof T & string>(
  ctx: Pick<FileContext, 'ports' | 'storageUrl'>,
  caller: StorageCaller,
  rows: readonly T[],
  column: K,
): Promise<T[]> {
  const urls = await signedUrls(
    ctx,
    caller,
    rows.map((r) => r[column] as string | null),
  );
  return rows.map((row, i) => ({ ...row, [column]: urls[i] ?? null }));
}

interface UploadRow extends Record<string, unknown> {
  kind: string;
  bucket: string;
  object_name: string;
  file_name: string;
  content_type: string;
  size: number | string;
}

/**
 * Checks an upload the caller names in a form, before the form's write: it
 * is theirs and unclaimed, of the field's kind, and what arrived in storage
 * is the size and the kind of content it claimed (magic bytes). A file that
 * fails is discarded and the form gets the reason (400). Answers the path
 * to store ("bucket/name").
 */
export async function checkUpload(ctx: FileContext, uploadId: string, kind: FileKind): Promise<string> {
  return (await checkUploadFile(ctx, uploadId, kind)).path;
}

/** checkUpload, answering the original file name too (a track is named after its file). */
export async function checkUploadFile(
  ctx: FileContext,
  uploadId: string,
  kind: FileKind,
): Promise<{ path: string; fileName: string }> {
  const upload = await ctx.asCaller(async (sql) => {
    const [row] = await sql.query<UploadRow>(
      `select kind, bucket, object_name, file_name, content_type, size
       from public.uploads where id = $1 and claimed_at is null`,
      [uploadId],
    );
    return row ?? null;
  });
  if (!upload) throw badRequest(FILE_MESSAGES.uploadNotFound);
  if (upload.kind !== kind) throw badRequest(FILE_MESSAGES.uploadWrongKind);
  const object = await ctx.ports.storage.head(upload.bucket, upload.object_name, FILE_HEAD_BYTES);
  if (!object) throw badRequest(FILE_MESSAGES.uploadMissing);
  const problem = storedUploadProblem(kind, { ...upload, size: Number(upload.size) }, object);
  if (problem) {
    await discardUpload(ctx, uploadId);
    throw badRequest(problem);
  }
  return { path: storagePathOf(upload.bucket, upload.object_name), fileName: upload.file_name };
}

/**
 * Inside the form's transaction: marks a checked upload as used. If it was
 * cancelled or used meanwhile, the write fails with the reason (and rolls back).
 */
export async function claimUpload(sql: Sql, uploadId: string): Promise<void> {
  const rows = await sql.query('update public.uploads set claimed_at = now() where id = $1 and claimed_at is null returning id', [
    uploadId,
  ]);
  if (rows.length === 0) throw badRequest(FILE_MESSAGES.uploadNotFound);
}

/** Cancels an unclaimed upload of the caller and removes its object. False when there was none. */
export async function discardUpload(ctx: FileContext, uploadId: string): Promise<boolean> {
  const [row] = await ctx.asCaller((sql) =>
    sql.query<{ done: boolean }>('select private.discard_upload($1) as done', [uploadId]),
  );
  await sweepFiles(ctx);
  return row?.done === true;
}

/** How many listed objects one sweep removes at most (the rest wait for the next). */
const SWEEP_BATCH = 50;

/**
 * Removes the objects that must go (docs/arquivos.md): uploads cancelled or
 * unclaimed for UPLOAD_TTL_HOURS, photos replaced or of deleted people. Run
 * after the writes that let files go and at each new upload; a failure is
 * logged and retried by the next sweep, never shown to the person.
 */
export async function sweepFiles(ctx: FileContext): Promise<void> {
  try {
    const due = await ctx.asCaller((sql) =>
      sql.query<{ bucket: string; object_name: string }>(
        'select bucket, object_name from private.due_file_garbage($1::interval, $2)',
        [`${UPLOAD_TTL_HOURS} hours`, SWEEP_BATCH],
      ),
    );
    const byBucket = new Map<string, string[]>();
    for (const row of due) byBucket.set(row.bucket, [...(byBucket.get(row.bucket) ?? []), row.object_name]);
    for (const [bucket, names] of byBucket) {
      await ctx.ports.storage.remove(bucket, names, 'service');
      await ctx.asCaller((sql) => sql.query('select private.forget_file_garbage($1, $2::text[])', [bucket, names]));
    }
  } catch (error) {
    ctx.logError(error, 'sweepFiles');
  }
}
