/**
 * Bootstrap. Without VITE_API_URL the app runs against the in-browser mock:
 * it is imported dynamically here — the only place src/ touches mocks/ — so a
 * build for a real backend contains no mock code at all.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { BackendMode } from '@/api/backend-mode';
import { App } from '@/app/App';

async function backendMode(): Promise<BackendMode> {
  if (import.meta.env.VITE_API_URL) return { kind: 'remote' };
  const { startMockBackend } = await import('../mocks/browser');
  const mock = await startMockBackend();
  return { kind: 'mock', demoLogins: mock.demoLogins, resetDemoData: mock.resetDemoData };
}

const container = document.getElementById('root');
if (!container) throw new Error('Elemento #root não encontrado.');

void backendMode().then((backend) => {
  createRoot(container).render(
    <StrictMode>
      <App backend={backend} />
    </StrictMode>,
  );
  // The installable app's worker (docs/offline.md): a build for a real backend only, after the first render.
  if (import.meta.env.VITE_API_URL && 'serviceWorker' in navigator) {
    void import('./app/pwa').then((pwa) => pwa.registerAppWorker());
  }
});
