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
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_METHODS, WRITE_RETRY_DELAYS_MS } from '@contract/offline';
import { apiBaseUrl } from './config';
import { endSessionWrites, holdingWrite, sessionEra, whenOnline } from './connection';
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
const sendOnce: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extraOptions) => {
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

/** A UUID v4; `crypto.randomUUID` exists only in secure contexts (a school may serve the app over plain http). */
const newKey = (): string =>
  crypto.randomUUID?.() ??
  '10000000-1000-4000-8000-100000000000'.replace(/[018]/g, (c) =>
    (Number(c) ^ (crypto.getRandomValues(new Uint8Array(1))[0]! & (15 >> (Number(c) / 4)))).toString(16),
  );

/**
 * Writes whose answer was lost on a connection the browser calls online (weak
 * Wi-Fi): the same write sent again — the user presses Salvar once more —
 * reuses the key, so a write the server did answers its first answer.
 */
const lostAnswers = new Map<string, string>();

/** A held write whose session ended before it could be sent: given up, never sent. */
const DROPPED: FetchBaseQueryError = {
  status: 'CUSTOM_ERROR',
  error: 'A sessão foi encerrada antes de a alteração ser enviada; ela não foi salva.',
};

/**
 * The session ended: held writes give up (connection.ts), and no later write
 * reuses a key of this session — the server would refuse it with 422, a key
 * answering only the session that made it (docs/offline.md).
 */
export function forgetSessionWrites(): void {
  lostAnswers.clear();
  endSessionWrites();
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The server is still running an earlier try of this write (409 with Retry-After). */
const stillRunning = (result: { error?: FetchBaseQueryError; meta?: { response?: Response } }) =>
  result.error?.status === 409 && result.meta?.response?.headers.has('Retry-After') === true;

/**
 * A write (docs/offline.md) carries one idempotency key for all its tries, so
 * the server runs it at most once. Offline — before it is sent or when it
 * fails — it waits for the connection, the form still open with what the user
 * typed, and is sent again when the connection returns. A server still
 * running an earlier try of it is asked again after WRITE_RETRY_DELAYS_MS.
 * A failure while the browser says it is online is answered at once; the
 * same write sent again keeps its key (lostAnswers). A write still held when
 * its session ends is dropped (forgetSessionWrites).
 */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extraOptions) => {
  const method = typeof args === 'string' ? 'GET' : (args.method ?? 'GET').toUpperCase();
  if (typeof args === 'string' || !IDEMPOTENT_METHODS.includes(method)) return sendOnce(args, api, extraOptions);
  const same = args.body instanceof FormData ? null : `${method} ${args.url} ${JSON.stringify(args.body ?? null)}`;
  const key = (same && lostAnswers.get(same)) || newKey();
  const headers = new Headers(args.headers as HeadersInit | undefined);
  headers.set(IDEMPOTENCY_KEY_HEADER, key);
  const write = { ...args, headers };
  const era = sessionEra();
  for (let retry = 0; ;) {
    if (!navigator.onLine) await holdingWrite(whenOnline);
    // Also after a 409's wait: the session may have ended meanwhile.
    if (sessionEra() !== era) return { error: DROPPED };
    const result = await sendOnce(write, api, extraOptions);
    const lost = result.error?.status === 'FETCH_ERROR';
    if (lost && !navigator.onLine) continue;
    const delay = stillRunning(result) ? WRITE_RETRY_DELAYS_MS[retry++] : undefined;
    if (delay !== undefined) {
      await sleep(delay);
      continue;
    }
    if (same && lost) lostAnswers.set(same, key);
    else if (same) lostAnswers.delete(same);
    return result;
  }
};

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  // Lists and records load again when the connection returns (setupListeners in store.ts).
  refetchOnReconnect: true,
  endpoints: () => ({}),
});
