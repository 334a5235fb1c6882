/**
 * The bytes of a material's PDF that the caller may see but not download
 * (docs/materiais.md, decision 55): `GET /materiais/:id/pdf/:n` or
 * `GET /material-extra/:id/pdf/:n`, with the session's token, for the app's
 * PdfViewer. The address is built from the route table and this app's api
 * base, never taken from an answer: the token goes to our api only.
 *
 * Not through RTK Query: the bytes would sit in the store's cache. The
 * session is handled as for any call (base-api.ts): renewed first when about
 * to expire, and a 401 renews once and retries once; a renewal refused ends
 * the session.
 */
import { materialPdfPath, type MaterialKind } from '@contract/materiais';
import { apiBaseUrl } from './config';
import type { AppDispatch, RootState } from './hooks';
import { selectToken, sessionExpired } from './session';
import { freshTokens, renewSession } from './session-refresh';

/** The PDF could not be fetched: `status` is the HTTP status, null when the server was not reached. */
export class PdfFetchError extends Error {
  override readonly name = 'PdfFetchError';
  constructor(readonly status: number | null) {
    super(status === null ? 'PDF: sem conexão' : `PDF: HTTP ${status}`);
  }
}

export function fetchMaterialPdf(kind: MaterialKind, id: number, slot: number, signal?: AbortSignal) {
  return async (dispatch: AppDispatch, getState: () => RootState): Promise<ArrayBuffer> => {
    const store = { dispatch, getState };
    const url = `${apiBaseUrl()}${materialPdfPath(kind, id, slot)}`;
    const send = () => {
      const token = selectToken(getState());
      return fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {}, ...(signal ? { signal } : {}) });
    };
    let response: Response;
    try {
      const sent = await freshTokens(store);
      response = await send();
      if (response.status === 401 && sent !== null) {
        const now = selectToken(getState());
        const renewal = now !== null && now !== sent.token ? ({ kind: 'renewed' } as const) : await renewSession(store);
        if (renewal.kind === 'ended') dispatch(sessionExpired());
        else if (renewal.kind === 'renewed') {
          response = await send();
          if (response.status === 401) dispatch(sessionExpired());
        }
      }
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new PdfFetchError(null);
    }
    if (!response.ok) throw new PdfFetchError(response.status);
    return response.arrayBuffer();
  };
}
