/**
 * The api as a Hono app, independent of Deno and Node: `createApp(ports)`.
 *
 * Routes come from the contract: every declared endpoint is registered with
 * its method and path under each mount — `/api` (what a Supabase Edge
 * function named `api` receives, and the local server's prefix) and
 * `/functions/v1/api` (the full public path, in case a proxy passes it
 * through). Implemented endpoints run through the route wrapper
 * (lib/route.ts); declared but not yet implemented ones answer 501; anything
 * else 404 — always with a `{ msg }` body.
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { ALL_ENDPOINTS } from '../_shared/contract/index.ts';
import { MiB, TOTAL_COUNT_HEADER } from '../_shared/contract/constants.ts';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAY_HEADER } from '../_shared/contract/offline.ts';
import type { Ports } from './ports.ts';
import { MSG } from './lib/errors.ts';
import { errorResponse, responseForError, toHonoHandler, type AnyEndpoint, type RouteEnv } from './lib/route.ts';
import { implementedRoutes } from './routes/index.ts';
import { assertScopesHandled } from './lib/scope.ts';

export const DEFAULT_MOUNTS: readonly string[] = ['/api', '/functions/v1/api'];

export interface AppOptions {
  /** Origins allowed to call the api from a browser; `'*'` (default) allows any. */
  readonly corsOrigins?: readonly string[] | '*';
  /**
   * Absolute public URL of the api (e.g. `https://<ref>.supabase.co/functions/v1/api`),
   * used for the api addresses in answers (a PDF to view). Configuration, required:
   * never derived from the request, whose Host anyone can forge (decision 56).
   */
  readonly publicApiUrl: string;
  /** Absolute storage root in answers (signed file URLs, upload tickets); configuration, required as above. */
  readonly publicStorageUrl: string;
  readonly mounts?: readonly string[];
  /** Where unexpected errors are reported (default: console.error). Never sent to the client. */
  readonly logError?: (error: unknown, where: string) => void;
  /**
   * The caller's address, from what the platform guarantees and a client
   * cannot forge (never a forwarding header the client sends): the socket's
   * peer under `npm run local`, the header the hosted gateway sets
   * (docs/deploy.md). Absent or null: unknown, and sign-in attempts are
   * counted per login only (docs/decisions.md §53).
   */
  readonly clientAddress?: (c: Context) => string | null | undefined;
}

/** JSON bodies are small; multipart bodies may carry the declared uploads plus their fields. */
function maxBodyBytes(def: AnyEndpoint): number {
  const uploads = Object.values(def.uploads ?? {});
  return MiB + uploads.reduce((sum, u) => sum + u.maxBytes * u.maxFiles, 0);
}

function defaultLogError(error: unknown, where: string): void {
  console.error(`[api] ${where}:`, error);
}

/**
 * Hono answers with the first route registered that matches, and
 * ALL_ENDPOINTS is in export order (alphabetical per module): register paths
 * with fewer parameters first, so `/certificados/matriculas` is never taken
 * for `/certificados/:id`.
 */
const paramCount = (path: string) => path.split('/').filter((s) => s.startsWith(':')).length;
const REGISTRATION_ORDER = [...ALL_ENDPOINTS].sort((a, b) => paramCount(a.path) - paramCount(b.path));

export function createApp(ports: Ports, options: AppOptions): Hono {
  assertScopesHandled();
  const logError = options.logError ?? defaultLogError;
  const origins = options.corsOrigins ?? '*';
  const app = new Hono();

  app.use(
    '*',
    cors({
      origin: origins === '*' ? '*' : [...origins],
      allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
      allowHeaders: ['Authorization', 'Content-Type', 'apikey', 'x-client-info', IDEMPOTENCY_KEY_HEADER],
      exposeHeaders: [TOTAL_COUNT_HEADER, IDEMPOTENT_REPLAY_HEADER],
      maxAge: 600,
    }),
  );

  const routes = new Map(implementedRoutes().map((r) => [r.def.name, r]));
  const tooLarge = (c: Context) => c.json({ msg: MSG.tooLarge }, 413);

  for (const mount of options.mounts ?? DEFAULT_MOUNTS) {
    const env: RouteEnv = {
      ports,
      publicApiUrl: options.publicApiUrl.replace(/\/+$/, ''),
      publicStorageUrl: options.publicStorageUrl.replace(/\/+$/, ''),
      mount,
      logError,
      ...(options.clientAddress ? { clientAddress: options.clientAddress } : {}),
    };
    for (const def of REGISTRATION_ORDER) {
      const route = routes.get(def.name);
      const handler = route
        ? toHonoHandler(route, env)
        : () => Promise.resolve(errorResponse(501, MSG.notImplemented(def.method, def.path)));
      const limit = bodyLimit({ maxSize: maxBodyBytes(def), onError: tooLarge });
      app.on(def.method, `${mount}${def.path}`, limit, handler);
    }
  }

  app.notFound((c) => errorResponse(404, MSG.routeNotFound(c.req.method, new URL(c.req.url).pathname)));
  app.onError((error, c) => responseForError(error, `${c.req.method} ${new URL(c.req.url).pathname}`, logError));
  return app;
}
