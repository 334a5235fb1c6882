/**
 * Upload tickets (docs/arquivos.md): `POST /uploads` opens an upload and
 * answers where to send the bytes; `DELETE /uploads/:uploadId` cancels one no
 * form has used (its file is removed). Both go through the API slice, so an
 * expired access token is renewed on the way. The bytes themselves go straight
 * to storage (./uploads.ts).
 */
import type { CreateUploadBody, UploadTicket } from '@contract/arquivos';
import type { MessageBody } from '@contract/common';
import { ROUTES } from '@contract/routes';
import { baseApi } from './base-api';
import { request } from './request';

export const uploadsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    createUpload: build.mutation<UploadTicket, CreateUploadBody>({
      query: (body) => request(ROUTES.createUpload, { body }),
    }),
    cancelUpload: build.mutation<MessageBody, string>({
      query: (uploadId) => request(ROUTES.cancelUpload, { params: { uploadId } }),
    }),
  }),
});
