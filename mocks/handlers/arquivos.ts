/** Upload tickets, as the api (docs/arquivos.md): POST /uploads and DELETE /uploads/:uploadId. */
import {
  canonicalMime,
  cancelUpload,
  createUpload,
  EXTENSION_BY_MIME,
  FILE_KINDS,
  FILE_MESSAGES,
  fileProblem,
  mayUpload,
  UploadId,
  UPLOAD_URL_SECONDS,
} from '@contract/arquivos';
import { badRequest, conflict, forbidden, notFound } from '../lib/errors';
import { discardUpload, signUpload, sweepUploads } from '../lib/files';
import { route, type MockRoute } from '../lib/route';

export const uploadRoutes: MockRoute[] = [
  route(createUpload, async ({ body, auth, db, storageUrl }) => {
    const def = FILE_KINDS[body.kind];
    const contentType = canonicalMime(body.contentType, body.fileName);
    const problem = fileProblem(body.kind, { name: body.fileName, size: body.size, type: contentType });
    if (problem) throw badRequest(problem);
    if (!mayUpload(body.kind, auth.type)) throw forbidden(FILE_MESSAGES.uploadNotAllowed);
    sweepUploads(db);
    const uploadId = crypto.randomUUID();
    const objectName = `${auth.userId}/${uploadId}.${EXTENSION_BY_MIME[contentType]}`;
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
    return {
      uploadId,
      kind: body.kind,
      bucket: def.bucket,
      objectName,
      contentType,
      uploadUrl: `${storageUrl}/${signed.url}`,
      token: signed.token,
      // The mock keeps files in memory: one PUT, no resumable protocol.
      resumable: null,
      expiresAt: Math.floor(Date.now() / 1000) + UPLOAD_URL_SECONDS,
    };
  }),

  route(cancelUpload, ({ params, auth, db }) => {
    const parsed = UploadId.safeParse(params.uploadId);
    const upload = parsed.success ? db.uploads.findFirst((q) => q.where({ id: parsed.data, cp_id: auth.userId })) : undefined;
    if (!upload) throw notFound(FILE_MESSAGES.uploadNotFound);
    if (upload.claimed_at !== null) throw conflict(FILE_MESSAGES.uploadClaimed);
    discardUpload(db, upload.id);
    return { msg: FILE_MESSAGES.uploadCancelled };
  }),
];
