/**
 * The download proxy (docs/arquivos.md, "Downloads"): for a signed URL of our
 * own storage, a fresh one that storage serves as an attachment with the
 * file's original name — what a 'Baixar' link points at.
 */
import type { DownloadLink } from '@contract/arquivos';
import { ROUTES } from '@contract/routes';
import { baseApi } from './base-api';
import { request } from './request';

export const downloadsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    proxyDownload: build.query<DownloadLink, string>({
      query: (url) => request(ROUTES.proxyDownload, { query: { url } }),
      // The link is signed for an hour: asked again for each opening.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useProxyDownloadQuery } = downloadsApi;
