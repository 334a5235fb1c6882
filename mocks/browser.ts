/**
 * The mock backend in the browser (dev server, demo deployments): restores
 * the saved demo data or seeds it, then starts MSW's service worker.
 * Loaded only by the dynamic import in src/main.tsx when VITE_API_URL is unset.
 */
import { setupWorker } from 'msw/browser';
import { flushSave, loadOrSeed, localStoragePersistence, resetDemoData, restore, setPersistence, STORAGE_KEY } from './db';
import { createHandlers } from './handlers';
import { MOCK_TOKEN_SECONDS_KEY, setAccessTokenSeconds } from './lib/auth';
import { DEMO_LOGINS, type DemoLogin } from './seed';

/** Latency of every answer, so loading states are visible. */
export const BROWSER_LATENCY_MS = [150, 400] as const;
/** Saves after mutations are grouped within this window (and flushed on `pagehide`). */
export const SAVE_DEBOUNCE_MS = 300;

export interface MockBackend {
  readonly demoLogins: readonly DemoLogin[];
  /** Re-seeds the demo network (dates relative to today) and saves it; every change is lost. */
  resetDemoData(): Promise<void>;
}

/**
 * MSW's `worker.start()` asks an existing registration for a newer worker and
 * does not wait for the answer (msw 2.x, getWorkerInstance:
 * `existingRegistration.update()`). When that check fails — the page reloads
 * or moves on while it runs (MSW itself reloads a page its worker does not
 * control yet), the script cannot be fetched — its rejection was nobody's and
 * surfaced as an uncaught error on whatever screen was opening. The worker in
 * place keeps serving, so a failed check changes nothing: while the worker
 * starts, every `update()` promise gets a handler (callers that await it still
 * see the failure). Returns the undo.
 */
export function quietWorkerUpdates(proto: { update(): Promise<unknown> } | undefined): () => void {
  if (!proto) return () => undefined;
  const update = proto.update;
  proto.update = function quietUpdate(this: unknown) {
    const answer = update.call(this);
    answer.catch(() => undefined);
    return answer;
  };
  return () => {
    proto.update = update;
  };
}

export async function startMockBackend(): Promise<MockBackend> {
  setPersistence(localStoragePersistence(), { debounceMs: SAVE_DEBOUNCE_MS });
  // Browser tests shorten the access token's life to watch it being renewed.
  const tokenSeconds = Number(localStorage.getItem(MOCK_TOKEN_SECONDS_KEY));
  if (tokenSeconds > 0) setAccessTokenSeconds(tokenSeconds);
  await loadOrSeed(new Date());
  // Anchored to this origin: a wildcard base would also catch module requests such as /src/api/….
  const worker = setupWorker(...createHandlers({ baseUrl: `${window.location.origin}/api`, latencyMs: BROWSER_LATENCY_MS }));
  const undo = quietWorkerUpdates(
    typeof ServiceWorkerRegistration === 'undefined' ? undefined : ServiceWorkerRegistration.prototype,
  );
  try {
    await worker.start({
      serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
      onUnhandledRequest: 'bypass',
      quiet: true,
    });
  } finally {
    undo();
  }
  window.addEventListener('pagehide', flushSave);
  // Another tab saved: take its data, so a session it renewed (or anything it wrote) is known here too.
  window.addEventListener('storage', (event) => {
    if (event.key !== STORAGE_KEY || event.newValue === null) return;
    restore(event.newValue).catch((error: unknown) =>
      console.warn('Dados de outra aba ilegíveis; mantidos os desta aba.', error),
    );
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushSave();
  });
  return {
    demoLogins: DEMO_LOGINS,
    resetDemoData: () => resetDemoData(new Date()),
  };
}
