import { useState } from 'react';
import { HashRouter } from 'react-router-dom';
import type { BackendMode } from '@/api/backend-mode';
import { AppProviders } from './providers';
import { AppRoutes } from './routes';
import { setupStore, type AppStore } from './store';

export function App({ backend, store: givenStore }: { backend: BackendMode; store?: AppStore }) {
  const [store] = useState(() => givenStore ?? setupStore());
  return (
    <AppProviders store={store} backend={backend}>
      <HashRouter>
        <AppRoutes />
      </HashRouter>
    </AppProviders>
  );
}
