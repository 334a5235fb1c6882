/**
 * The mock backend in Storybook: MSW's service worker (served from
 * mocks/public through `staticDirs`) with the mock's handlers over the
 * module-level mock database, which `mockDbLoader` re-seeds for every story.
 *
 * Nothing is persisted: the database lives in memory (the mock's default
 * persistence is none; only the app's browser entry point, mocks/browser.ts,
 * saves to localStorage), so stories never see each other's changes nor the
 * demo data of `npm run dev`.
 */
import { setupWorker, type SetupWorker } from 'msw/browser';
import { apiBaseUrl } from '../src/api/config';
import { db } from '../mocks/db';
import { createHandlers } from '../mocks/handlers';

/** No artificial latency: stories about loading states hold their answer with `never(...)` (./api.ts). */
export const STORY_LATENCY_MS = 0;

/** Whether a request goes to the API the app talks to (`apiBaseUrl()`, i.e. `<origin>/api`). */
function isApiRequest(request: Request): boolean {
  const url = new URL(request.url);
  const api = new URL(apiBaseUrl());
  return url.origin === api.origin && (url.pathname === api.pathname || url.pathname.startsWith(`${api.pathname}/`));
}

/**
 * Starts the worker once (msw-storybook-addon's `mswLoader` memoises it).
 * The base handlers are anchored to the app's API base, so module requests
 * such as `/src/api/…` of the dev server are never caught; they survive the
 * addon's `resetHandlers()` between stories, while a story's own handlers
 * (`beforeEach({ msw }) { msw.use(…) }`) take precedence for that story only.
 * An API request no handler answers is reported as a warning; anything else
 * (modules, images, fonts) passes through silently.
 */
export async function startMockWorker(): Promise<SetupWorker> {
  const worker = setupWorker(
    ...createHandlers({ baseUrl: apiBaseUrl(), latencyMs: STORY_LATENCY_MS, db, onMutation: () => undefined }),
  );
  await worker.start({
    serviceWorker: { url: new URL('mockServiceWorker.js', document.baseURI).pathname },
    quiet: true,
    onUnhandledRequest(request, print) {
      if (isApiRequest(request)) print.warning();
    },
  });
  return worker;
}
