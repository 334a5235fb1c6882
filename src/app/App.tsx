import { lazy, Suspense, useState } from 'react';
import { HashRouter } from 'react-router-dom';
import type { BackendMode } from '@/api/backend-mode';
import { AppProviders } from './providers';
import { AppRoutes } from './routes';
import { setupStore, type AppStore } from './store';

/** Loaded just after the first screen (precached with the shell): the login route stays within its budget. */
const ShellBanners = lazy(() => import('./ShellBanners'));

export function App({ backend, store: givenStore }: { backend: BackendMode; store?: AppStore }) {
  const [store] = useState(() => givenStore ?? setupStore());
  return (
    <AppProviders store={store} backend={backend}>
      <HashRouter>
        <AppRoutes />
      </HashRouter>
      <Suspense fallback={null}>
        <ShellBanners />
      </Suspense>
    </AppProviders>
  );
}
