/**
 * Files, as the api (docs/arquivos.md): POST /uploads (at most MAX_OPEN_UPLOADS open per person: 429),
 * DELETE /uploads/:uploadId and GET /proxy-download (a material's PDF only where its download flag allows,
 * or for its writers; the attachment's name is the grant's, not the URL's).
 */
import {
  canonicalMime,
  cancelUpload,
  createUpload,
  FILE_KINDS,
  FILE_MESSAGES,
  fileProblem,
  mayUpload,
  ownStorageObject,
  proxyDownload,
  storagePathOf,
  UploadId,
  uploadObjectName,
  uploadTicket,
} from '@contract/arquivos';
import { MATERIAL_MESSAGES } from '@contract/materiais';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../lib/errors';
import { discardUpload, downloadName, signedFileUrl, signUpload, sweepUploads, tooManyOpenUploads } from '../lib/files';
import { downloadRefused } from '../lib/materiais';
import { route, type MockRoute } from '../lib/route';

export const uploadRoutes: MockRoute[] = [
  route(createUpload, async ({ body, auth, db, storageUrl }) => {
    const def = FILE_KINDS[body.kind];
    const contentType = canonicalMime(body.contentType, body.fileName);
    const problem = fileProblem(body.kind, { name: body.fileName, size: body.size, type: contentType });
    if (problem) throw badRequest(problem);
    if (!mayUpload(body.kind, auth.type, auth.grants)) throw forbidden(FILE_MESSAGES.uploadNotAllowed);
    sweepUploads(db);
    if (tooManyOpenUploads(db, auth.userId)) throw new HttpError(429, FILE_MESSAGES.tooManyOpenUploads);
    const uploadId = crypto.randomUUID();
    const objectName = uploadObjectName(auth.userId, uploadId, contentType);
    await db.uploads.create({
      id: uploadId,
      kind: body.kind,
      bucket: def.bucket,
      object_name: objectName,
      file_name: body.fileName,
      content_type: contentType,
      size: body.size,
      cp_id: auth.userId,
      created_at: new Date().toISOString(),
      claimed_at: null,
    });
    const signed = signUpload(def.bucket, objectName, auth.userId);
    // The mock keeps files in memory: one PUT, no resumable protocol.
    return uploadTicket({ id: uploadId, kind: body.kind, bucket: def.bucket, objectName, contentType }, signed, storageUrl, null);
  }),

  route(cancelUpload, ({ params, auth, db }) => {
    const parsed = UploadId.safeParse(params.uploadId);
    const upload = parsed.success ? db.uploads.findFirst((q) => q.where({ id: parsed.data, cp_id: auth.userId })) : undefined;
    if (!upload) throw notFound(FILE_MESSAGES.uploadNotFound);
    if (upload.claimed_at !== null) throw conflict(FILE_MESSAGES.uploadClaimed);
    discardUpload(db, upload.id);
    return { msg: FILE_MESSAGES.uploadCancelled };
  }),

  // The address only names an object of our storage: it is never fetched.
  route(proxyDownload, ({ query, auth, db, storageUrl }) => {
    const object = ownStorageObject(query.url, storageUrl);
    if (!object) throw badRequest(FILE_MESSAGES.downloadRefused);
    const fileName = downloadName(db, auth, object.bucket, object.name);
    if (fileName === null) throw notFound(FILE_MESSAGES.downloadNotFound);
    // A material's PDF is downloaded only where the material allows it, or by its writers.
    const path = storagePathOf(object.bucket, object.name);
    if (downloadRefused(db, auth, path)) throw forbidden(MATERIAL_MESSAGES.downloadNotAllowed);
    const url = signedFileUrl(db, storageUrl, path, fileName);
    if (url === null) throw notFound(FILE_MESSAGES.downloadNotFound);
    return { url, fileName };
  }),
];
