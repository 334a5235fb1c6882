/**
 * The Redux store: the API slice and the session. `setupStore` is used by the
 * app, the tests and Storybook alike (a new store per test and per story).
 */
import { combineReducers, configureStore, createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi, forgetSessionWrites } from '@/api/base-api';
import type { RootState } from '@/api/hooks';
import {
  profileChanged,
  readStoredSession,
  readStoredTokens,
  sessionExpired,
  sessionReducer,
  signedIn,
  signedOut,
  tokensRefreshed,
  writeStoredSession,
} from '@/api/session';
import { scheduleRenewal, stopRenewal } from '@/api/session-refresh';
import { SESSION_KEYS } from '@/domain/storage-keys';

const rootReducer = combineReducers({
  [baseApi.reducerPath]: baseApi.reducer,
  session: sessionReducer,
});

const TOKEN_KEYS: readonly string[] = [SESSION_KEYS.token, SESSION_KEYS.refreshToken, SESSION_KEYS.tokenExpiresAt];
/** The meta of a `tokensRefreshed` that follows another tab's write to storage. */
const FOLLOWED = { followedStorage: true } as const;
const isFollowed = (action: unknown) => (action as { meta?: typeof FOLLOWED }).meta?.followedStorage === true;

export interface StoreOptions {
  /** Where the session is mirrored; the browser's localStorage by default. */
  readonly storage?: Storage | null;
  readonly preloadedState?: Partial<RootState>;
}

export function setupStore({ storage = window.localStorage, preloadedState }: StoreOptions = {}) {
  const listener = createListenerMiddleware();
  const ended = () => store.dispatch(sessionExpired());
  listener.startListening({
    matcher: isAnyOf(signedIn, tokensRefreshed, profileChanged, signedOut, sessionExpired),
    effect: (action, api) => {
      // Tokens followed from another tab's write are already in storage; writing them back could put an older
      // value over a newer one (a tab reads the other's keys one change at a time).
      if (storage && !isFollowed(action)) writeStoredSession(storage, (api.getState() as RootState).session.current);
      if (signedIn.match(action) || tokensRefreshed.match(action)) scheduleRenewal(store, ended);
      // A session that ends takes every cached answer, and every write still held, with it.
      if (signedOut.match(action) || sessionExpired.match(action)) {
        forgetSessionWrites();
        stopRenewal();
        api.dispatch(baseApi.util.resetApiState());
      }
    },
  });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: {
      session: storage ? readStoredSession(storage) : { current: null, endReason: null },
      ...preloadedState,
    },
    middleware: (getDefault) => getDefault().prepend(listener.middleware).concat(baseApi.middleware),
  });
  setupListeners(store.dispatch);
  if (store.getState().session.current) scheduleRenewal(store, ended);
  // Another tab renewed the tokens or signed out: follow it (its refresh token is the live one now). Each of
  // the three keys is an event of its own, and the later keys may not have arrived yet: every one is looked at.
  if (storage && storage === globalThis.localStorage && typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.storageArea !== storage) return;
      if (event.key !== null && !TOKEN_KEYS.includes(event.key)) return;
      const current = store.getState().session.current;
      const stored = readStoredTokens(storage);
      if (!stored) {
        if (current) store.dispatch(signedOut());
      } else if (
        current &&
        (stored.refreshToken !== current.refreshToken || stored.token !== current.token || stored.expiresAt !== current.expiresAt)
      ) {
        store.dispatch({ ...tokensRefreshed(stored), meta: FOLLOWED });
      }
    });
  }
  return store;
}

export type AppStore = ReturnType<typeof setupStore>;
