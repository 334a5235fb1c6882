/// <reference types="vite-plugin-pwa/vanillajs" />
/**
 * Registers the service worker of the Supabase build (vite.config.ts,
 * docs/offline.md). Loaded after the first render, never in the mock build,
 * whose MSW worker owns the page. A new version waits until the user chooses
 * 'Atualizar' — never a silent swap under an open form.
 */
import { registerSW } from 'virtual:pwa-register';
import { offerUpdate } from './app-update';

/** How often an open app looks for a new version. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

export function registerAppWorker(): void {
  const update = registerSW({
    onNeedRefresh: () => offerUpdate(() => void update()),
    onRegisteredSW: (_url, registration) => {
      if (registration) setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
    },
  });
}
