/**
 * Upload tickets (docs/arquivos.md): `POST /uploads` checks what the browser
 * is about to send — kind, declared size and type, the caller's right to
 * upload that kind — records the upload and answers where to send the bytes
 * (a signed upload URL, and the TUS endpoint for resumable uploads) — at
 * most MAX_OPEN_UPLOADS open per person, the database says (429);
 * `DELETE /uploads/:uploadId` cancels one not yet used; `GET /proxy-download`
 * answers a signed attachment link of an object the caller may read.
 */
import {
  canonicalMime,
  cancelUpload,
  createUpload,
  FILE_KINDS,
  FILE_MESSAGES,
  FILE_URL_SECONDS,
  fileProblem,
  mayUpload,
  ownStorageObject,
  proxyDownload,
  TUS_CHUNK_BYTES,
  UploadId,
  uploadObjectName,
  uploadTicket,
} from '../../_shared/contract/arquivos.ts';
import { MATERIAL_MESSAGES } from '../../_shared/contract/materiais.ts';
import { badRequest, conflict, forbidden, HttpError, notFound, sqlState } from '../lib/errors.ts';
import { discardUpload, storageFailure, sweepFiles } from '../lib/files.ts';
import { handle, type Route } from '../lib/route.ts';
import { grantsOf, typeOf } from '../lib/scope.ts';

export const uploadRoutes: Route[] = [
  handle(createUpload, async (ctx) => {
    const { body, asCaller, ports, credentials, storageUrl } = ctx;
    const def = FILE_KINDS[body.kind];
    const contentType = canonicalMime(body.contentType, body.fileName);
    const problem = fileProblem(body.kind, { name: body.fileName, size: body.size, type: contentType });
    if (problem) throw badRequest(problem);
    const uploadId = crypto.randomUUID();
    const objectName = await asCaller(async (sql, me) => {
      if (!mayUpload(body.kind, typeOf(me), grantsOf(me))) throw forbidden(FILE_MESSAGES.uploadNotAllowed);
      const name = uploadObjectName(me.cp_id, uploadId, contentType);
      try {
        await sql.query(
          `insert into public.uploads (id, kind, bucket, object_name, file_name, content_type, size, cp_id)
           values ($1, $2, $3, $4, $5, $6, $7, $8)`,
          [uploadId, body.kind, def.bucket, name, body.fileName, contentType, body.size, me.cp_id],
        );
      } catch (error) {
        // private.uploads_por_pessoa: MAX_OPEN_UPLOADS open already; nothing was recorded.
        if (sqlState(error) === '54000') throw new HttpError(429, FILE_MESSAGES.tooManyOpenUploads);
        throw error;
      }
      return name;
    });
    let signed: { url: string; token: string };
    try {
      signed = await ports.storage.createSignedUploadUrl(def.bucket, objectName, credentials);
    } catch (error) {
      await discardUpload(ctx, uploadId);
      storageFailure(error);
    }
    await sweepFiles(ctx);
    return uploadTicket({ id: uploadId, kind: body.kind, bucket: def.bucket, objectName, contentType }, signed, storageUrl, {
      endpoint: `${storageUrl}/upload/resumable/sign`,
      chunkBytes: TUS_CHUNK_BYTES,
    });
  }),

  handle(cancelUpload, async (ctx) => {
    const parsed = UploadId.safeParse(ctx.params.uploadId);
    if (!parsed.success) throw notFound(FILE_MESSAGES.uploadNotFound);
    const claimed = await ctx.asCaller(async (sql) => {
      const [row] = await sql.query<{ claimed: boolean }>(
        'select claimed_at is not null as claimed from public.uploads where id = $1',
        [parsed.data],
      );
      return row?.claimed ?? null;
    });
    if (claimed === null) throw notFound(FILE_MESSAGES.uploadNotFound);
    if (claimed) throw conflict(FILE_MESSAGES.uploadClaimed);
    if (!(await discardUpload(ctx, parsed.data))) throw notFound(FILE_MESSAGES.uploadNotFound);
    return { msg: FILE_MESSAGES.uploadCancelled };
  }),

  // The address only names an object of our storage: it is never fetched.
  handle(proxyDownload, async ({ query, asCaller, ports, credentials, storageUrl }) => {
    const object = ownStorageObject(query.url, storageUrl);
    if (!object) throw badRequest(FILE_MESSAGES.downloadRefused);
    // Whether the object exists for the caller, then whether it may leave as an attachment: a
    // material's PDF whose download flag is 0 only for who may write the material (private.download_allowed).
    const fileName = await asCaller(async (sql) => {
      const [row] = await sql.query<{ name: string | null; allowed: boolean }>(
        'select private.download_name($1, $2) as name, private.download_allowed($1, $2) as allowed',
        [object.bucket, object.name],
      );
      if (!row || row.name === null) throw notFound(FILE_MESSAGES.downloadNotFound);
      if (!row.allowed) throw forbidden(MATERIAL_MESSAGES.downloadNotAllowed);
      return row.name;
    });
    let signed: string | null;
    try {
      // The name is the server's: local storage signs it; hosted Supabase puts it beside the token.
      signed = await ports.storage.createDownloadUrl(object.bucket, object.name, FILE_URL_SECONDS, credentials, fileName);
    } catch (error) {
      storageFailure(error);
    }
    if (!signed) throw notFound(FILE_MESSAGES.downloadNotFound);
    return { url: `${storageUrl}/${signed}`, fileName };
  }),
];
