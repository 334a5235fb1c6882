/**
 * The one RTK Query API slice. Each domain injects its endpoints from its own
 * file (session-api.ts, usuarios-api.ts, …), so tag invalidation works across
 * domains and every call shares the auth handling below.
 */
import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { apiBaseUrl } from './config';
import { selectToken, sessionExpired, type SessionState } from './session';
import { freshTokens, renewSession } from './session-refresh';

/** Every tag type, declared centrally (injected endpoints can only use these). */
export const TAG_TYPES = [
  'Usuario',
  'Escola',
  'Turma',
  'Curso',
  'Audio',
  'Matricula',
  'Parcela',
  'Material',
  'AudioOuvido',
  'MaterialExtra',
  'Chamada',
  'Resumo',
  'Nota',
  'Permissao',
] as const;

const rawBaseQuery = fetchBaseQuery({
  baseUrl: apiBaseUrl(),
  prepareHeaders(headers, { getState }) {
    const token = selectToken(getState() as { session: SessionState });
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});

/**
 * Every call with the session's token, renewed first when it is about to
 * expire. A 401 on a call made with a token renews the session once and
 * retries the call once (docs/decisions.md §30) — or just retries, when the
 * session was renewed while the call was out; if the session is over, it
 * ends here: the route guard sends the user back to `/`. A renewal that could
 * not reach the server ends nothing: the call fails, the session stays. A 401
 * without a token (a wrong password at login) is an ordinary answer.
 */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extraOptions) => {
  const sent = await freshTokens(api);
  let result = await rawBaseQuery(args, api, extraOptions);
  if (result.error?.status !== 401 || sent === null) return result;
  const now = selectToken(api.getState() as { session: SessionState });
  const renewal = now !== null && now !== sent.token ? ({ kind: 'renewed' } as const) : await renewSession(api);
  if (renewal.kind === 'ended') api.dispatch(sessionExpired());
  else if (renewal.kind === 'renewed') {
    result = await rawBaseQuery(args, api, extraOptions);
    if (result.error?.status === 401) api.dispatch(sessionExpired());
  }
  return result;
};

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
