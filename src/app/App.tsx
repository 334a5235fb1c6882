import { useState } from 'react';
import { createHashRouter, RouterProvider } from 'react-router-dom';
import type { BackendMode } from '@/api/backend-mode';
import { AppProviders } from './providers';
import { appRoutes } from './routes';
import { setupStore, type AppStore } from './store';

export function App({ backend, store: givenStore }: { backend: BackendMode; store?: AppStore }) {
  const [store] = useState(() => givenStore ?? setupStore());
  const [router] = useState(() => createHashRouter(appRoutes));
  return (
    <AppProviders store={store} backend={backend}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
