/**
 * Per-story answers of the API, for stories' `beforeEach({ msw }) { msw.use(…) }`.
 * Routes come from the contract's route table, so a story never retypes a
 * path; URLs are the app's own API base. This file does not import mocks/,
 * so stories under src/ may use it.
 *
 *   beforeEach: ({ msw }) => msw.use(never(ROUTES.getUsuario)),            // loading state
 *   beforeEach: ({ msw }) => msw.use(answer(ROUTES.getUsuario, 500, { msg: '…' })),
 *   beforeEach: ({ msw }) => msw.use(networkError(ROUTES.login)),
 *   beforeEach: ({ msw }) => msw.use(holdUploads()),                       // a picked file stays uploading
 */
import { delay, http, HttpResponse, type HttpHandler, type HttpResponseResolver, type JsonBodyType } from 'msw';
import type { RouteDef } from '@contract/routes';
import { apiBaseUrl } from '../src/api/config';

const METHODS = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete } as const;

/** The full URL pattern of a contract route (e.g. `http://localhost:6006/api/users/:id`). */
export function routeUrl(route: RouteDef): string {
  return `${apiBaseUrl()}${route.path}`;
}

/** A handler for one contract route. */
export function on(route: RouteDef, resolver: HttpResponseResolver): HttpHandler {
  return METHODS[route.method](routeUrl(route), resolver);
}

/** The route never answers (loading and submitting states). */
export function never(route: RouteDef): HttpHandler {
  return on(route, async () => {
    await delay('infinite');
    return HttpResponse.json({ msg: 'never sent' });
  });
}

/** The route answers `status` with a JSON body (the API's errors are `{ msg }`). */
export function answer(route: RouteDef, status: number, body: JsonBodyType): HttpHandler {
  return on(route, () => HttpResponse.json(body, { status }));
}

/** The request fails at the network level (`fetch` rejects). */
export function networkError(route: RouteDef): HttpHandler {
  return on(route, () => HttpResponse.error());
}

/** The mock storage's upload URLs, beside the API (`<origin>/storage/v1`, as mocks/handlers/storage.ts serves them). */
function storageUploadUrl(): string {
  return `${apiBaseUrl().replace(/\/[^/]*$/, '')}/storage/v1/object/upload/sign/*`;
}

/** Bytes sent to the storage never arrive: a file picked in a form stays 'uploading'. */
export function holdUploads(): HttpHandler {
  return http.put(storageUploadUrl(), async () => {
    await delay('infinite');
    return HttpResponse.json({});
  });
}
