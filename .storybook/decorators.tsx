/**
 * The providers every story renders in: the same ones the app's
 * `AppProviders` and `HashRouter` give it (src/app/App.tsx), built fresh for
 * each story. Storybook applies decorators from the first (innermost) to the
 * last (outermost): preview.tsx lists them as
 * `[withTheme, withRouter, withBackend, withStore]`.
 */
import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import type { Decorator } from '@storybook/react-vite';
import { BackendModeContext, type BackendMode } from '../src/api/backend-mode';
import type { RootState } from '../src/api/hooks';
import { AppTheme } from '../src/app/providers';
import { setupStore } from '../src/app/store';
import { resetDb } from '../mocks/db';
import { DEMO_LOGINS } from '../mocks/seed';
import type { LoadedSession } from './loaders';
import { MemoryStorage } from './memory-storage';

/**
 * The styled-components theme, the global style, `data-theme` on <html> and
 * the app's toast container. The theme is the stored preference, exactly as
 * in the app; `themeLoader` sets it from the toolbar (`globals.theme`:
 * 'light' | 'dark', or a story's `globals: { theme: 'dark' }`) before each
 * render, so the toolbar, the app's theme toggle and the stored key agree.
 */
export const withTheme: Decorator = (Story) => (
  <AppTheme>
    <Story />
  </AppTheme>
);

/**
 * A `MemoryRouter` (the app uses a HashRouter; a story must not touch the
 * Storybook URL).
 *
 * Parameters:
 * - `route?: string` — the initial entry, default `'/home'`. Page stories
 *   render either the screen alone or the whole route table (`AppRoutes`, in
 *   the stories under src/app/), which then starts at this route with its
 *   layout, guards and lazy chunks as in the app.
 */
export const withRouter: Decorator = (Story, { parameters }) => (
  <MemoryRouter initialEntries={[(parameters.route as string | undefined) ?? '/home']}>
    <Story />
  </MemoryRouter>
);

/** The mock backend as the login screen and the layout see it in `npm run dev`. */
const mockBackend: BackendMode = {
  kind: 'mock',
  demoLogins: DEMO_LOGINS,
  resetDemoData: () => resetDb(new Date()),
};

/**
 * The backend mode the screens read (`useBackendMode()`).
 *
 * Parameters:
 * - `backend?: 'mock' | 'remote'` — default `'mock'`: the demo logins of the
 *   seed and a `resetDemoData` that re-seeds the story's mock database (the
 *   demo panel and 'Restaurar dados de demonstração' show). `'remote'` is the
 *   production look: no demo panel, no reset button.
 */
export const withBackend: Decorator = (Story, { parameters }) => (
  <BackendModeContext.Provider value={parameters.backend === 'remote' ? { kind: 'remote' } : mockBackend}>
    <Story />
  </BackendModeContext.Provider>
);

function StoryStore({
  storage,
  preloadedState,
  children,
}: {
  storage: Storage;
  preloadedState?: Partial<RootState>;
  children: ReactNode;
}) {
  // One store for the life of the mounted story: a new one for every story
  // and every remount, the same one across toolbar re-renders.
  const [store] = useState(() => setupStore({ storage, preloadedState }));
  return <Provider store={store}>{children}</Provider>;
}

/**
 * A new Redux store per story (`setupStore`: the session slice and the RTK
 * Query API slice with its middleware, so no cached answer leaks between
 * stories). The session is read from the story's own in-memory Storage,
 * which `roleLoader` filled when `parameters.role` is set; logout and expiry
 * clear that Storage, never the browser's localStorage.
 *
 * Parameters:
 * - `role?: 'gestor' | 'diretor' | 'secretaria' | 'professor' | 'aluno'` —
 *   see `roleLoader` (.storybook/loaders.ts): the story starts signed in.
 * - `store?: { preloadedState?: Partial<RootState> }` — extra initial state,
 *   e.g. `{ session: { current: null, endReason: 'expired' } }`.
 */
export const withStore: Decorator = (Story, { loaded, parameters }) => {
  const { storyStorage } = loaded as Partial<LoadedSession>;
  const preloadedState = (parameters.store as { preloadedState?: Partial<RootState> } | undefined)?.preloadedState;
  return (
    <StoryStore storage={storyStorage ?? new MemoryStorage()} preloadedState={preloadedState}>
      <Story />
    </StoryStore>
  );
};
