/**
 * The Redux store: the API slice and the session. `setupStore` is used by the
 * app, the tests and Storybook alike (a new store per test and per story).
 */
import { combineReducers, configureStore, createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi } from '@/api/base-api';
import type { RootState } from '@/api/hooks';
import {
  profileChanged,
  readStoredSession,
  sessionExpired,
  sessionReducer,
  signedIn,
  signedOut,
  writeStoredSession,
} from '@/api/session';

const rootReducer = combineReducers({
  [baseApi.reducerPath]: baseApi.reducer,
  session: sessionReducer,
});

export interface StoreOptions {
  /** Where the session is mirrored; the browser's localStorage by default. */
  readonly storage?: Storage | null;
  readonly preloadedState?: Partial<RootState>;
}

export function setupStore({ storage = window.localStorage, preloadedState }: StoreOptions = {}) {
  const listener = createListenerMiddleware();
  listener.startListening({
    matcher: isAnyOf(signedIn, profileChanged, signedOut, sessionExpired),
    effect: (action, api) => {
      if (storage) writeStoredSession(storage, (api.getState() as RootState).session.current);
      // A session that ends takes every cached answer with it.
      if (signedOut.match(action) || sessionExpired.match(action)) api.dispatch(baseApi.util.resetApiState());
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
  return store;
}

export type AppStore = ReturnType<typeof setupStore>;
