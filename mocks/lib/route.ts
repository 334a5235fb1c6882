/**
 * Route registration from the contract: `route(contract.getUsuario, resolver)`
 * builds the MSW handler for the declared method and path, and runs every
 * request through the same steps:
 *
 *   latency → the bearer token's session (`auth: 'user'`, else 401)
 *   → the write's Idempotency-Key reserved (./idempotency.ts; an ended
 *     session is a 401, a replay answers the stored answer to the same
 *     request of the same live session; either runs nothing)
 *   → query and body validation with the declared schemas (400)
 *   → the caller's live account (401 when it was deleted)
 *   → resolver → answer checked against the declared response schema
 *   → save the database after a successful mutation
 *   → the key settled: a 2xx answer stored, anything else released.
 *
 * `HttpError`s become `{ msg }` answers; anything else is a 500 with a fixed
 * message (details go to the console, never to the client).
 */
import { http, HttpResponse, matchRequestUrl, type HttpCustomPredicate, type HttpHandler, type PathParams } from 'msw';
import type { z } from 'zod';
import type { EndpointDef } from '@contract';
import { readJsonBody } from '@contract/request-validation';
import { readMultipart } from '@contract/uploads';
import type { MockDb } from '../db/schema';
import { callerOf, verifySession, type AuthContext } from './auth';
import { HttpError, MSG } from './errors';
import { STORAGE_PATH } from './files';
import { reserveIdempotent, type Reservation } from './idempotency';
import { findSecretKeys, Reply } from './reply';
import { parseOrThrow } from './validation';

type AnyEndpoint = EndpointDef<string, z.ZodType, z.ZodType, z.ZodType>;

type QueryOut<E> = E extends EndpointDef<string, infer Q, z.ZodType, z.ZodType> ? z.output<Q> : never;
type BodyOut<E> = E extends EndpointDef<string, z.ZodType, infer B, z.ZodType> ? z.output<B> : never;
/** What a resolver may answer: the wire form (schema input) of the declared response. */
export type ResponseBody<E> = E extends EndpointDef<string, z.ZodType, z.ZodType, infer R> ? z.input<R> : never;

export interface RouteContext<E extends AnyEndpoint> {
  readonly request: Request;
  /** Path parameters as strings (use `idParam` for numeric ids). */
  readonly params: Readonly<Record<string, string>>;
  readonly query: QueryOut<E>;
  readonly body: BodyOut<E>;
  /** Files of a multipart body, by field (already checked against `uploads`). */
  readonly files: Readonly<Record<string, File[]>>;
  /** The authenticated caller (only on `auth: 'user'` endpoints). */
  readonly auth: AuthContext;
  /** Path of the API base, e.g. `/api`. */
  readonly apiBase: string;
  /** Absolute api base in answers (a PDF's view address): the mock's own origin, never the request's. */
  readonly apiUrl: string;
  /** Absolute storage root beside the api (signed file URLs in answers), from the same origin. */
  readonly storageUrl: string;
  readonly db: MockDb;
}

export type Resolver<E extends AnyEndpoint> = (
  ctx: RouteContext<E>,
) => ResponseBody<E> | Reply<ResponseBody<E>> | Response | Promise<ResponseBody<E> | Reply<ResponseBody<E>> | Response>;

export interface HandlerOptions {
  /** Prefix of every path, e.g. `*\/api` (any origin) or `http://localhost:5173/api`. */
  readonly baseUrl: string;
  /**
   * The origin of the addresses answers carry (file URLs, PDF view
   * addresses): configuration, as on the api — never the request's, which
   * `*\/api` would take from whatever origin a request names. Default
   * DEFAULT_PUBLIC_ORIGIN.
   */
  readonly publicOrigin?: string;
  /** Artificial latency: a fixed number of ms or a random [min, max] range. */
  readonly latencyMs: number | readonly [number, number];
  readonly db: MockDb;
  /** Called after every successful non-GET request (persistence). */
  readonly onMutation: () => void;
}

export interface MockRoute {
  readonly def: AnyEndpoint;
  toHandler(options: HandlerOptions): HttpHandler;
}

/** The origin answers' addresses carry when none is configured: jsdom's, in the tests. */
export const DEFAULT_PUBLIC_ORIGIN = 'http://localhost:3000';

/** The path part of a base URL: `*\/api` → `/api`, `http://x:1/api/` → `/api`. */
export function basePathOf(baseUrl: string): string {
  const withoutWildcard = baseUrl.replace(/^\*/, '');
  const path = /^https?:\/\//i.test(withoutWildcard) ? new URL(withoutWildcard).pathname : withoutWildcard;
  return path.replace(/\/+$/, '');
}

export function latencyFor(latency: HandlerOptions['latencyMs']): number {
  if (typeof latency === 'number') return latency;
  const [min, max] = latency;
  return min + Math.round(Math.random() * (max - min));
}

function wait(ms: number): Promise<void> {
  return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
}

/** MSW's path parameters (already URI-decoded) as plain strings. */
function stringParams(params: Record<string, string | readonly string[] | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params).map(([k, v]) => [k, Array.isArray(v) ? (v[0] ?? '') : ((v as string | undefined) ?? '')]),
  );
}

/** Checks an answer against the declared response schema and the no-secrets rule. */
function checkAnswer(def: AnyEndpoint, body: unknown): void {
  const secrets = findSecretKeys(body);
  if (secrets.length > 0) throw new Error(`Resposta de ${def.name} expõe campos sigilosos: ${secrets.join(', ')}`);
  const result = def.response.safeParse(body);
  if (!result.success) {
    throw new Error(`Resposta de ${def.name} fora do contrato: ${JSON.stringify(result.error.issues.slice(0, 3))}`);
  }
}

function errorResponse(status: number, msg: string): Response {
  return HttpResponse.json({ msg }, { status });
}

const METHODS = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete } as const;

/** A path segment decoded as the api's router (Hono) does: a broken percent-encoding stays as written. */
function lenientDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
      try {
        return decodeURIComponent(run);
      } catch {
        return run;
      }
    });
  }
}

/**
 * Matches a request against a path pattern (`*\/api/users/:id`) with MSW's
 * own matching, but leniently decoded: a segment that is no valid
 * percent-encoding (`%`, `%zz`, a lone surrogate's `%ED%A0%80`) reaches the
 * handler as written — as on the api, which then answers 400 or 404 —
 * instead of MSW's lookup throwing a URIError (a 500 with a stack trace).
 */
export function pathPredicate(pattern: string): HttpCustomPredicate<PathParams> {
  const predicate: HttpCustomPredicate<PathParams> = ({ request }) => {
    const url = new URL(request.url);
    url.pathname = url.pathname
      .split('/')
      .map((segment) => {
        try {
          decodeURIComponent(segment);
          return segment;
        } catch {
          return encodeURIComponent(lenientDecode(segment));
        }
      })
      .join('/');
    const { matches, params } = matchRequestUrl(url, pattern);
    return { matches, params: params ?? {} };
  };
  // A handler's `info.path` still reads as its pattern (logs, tests).
  return Object.assign(predicate, { toString: () => pattern });
}

/** Declares how the mock answers one contract endpoint. */
export function route<E extends AnyEndpoint>(def: E, resolver: Resolver<E>): MockRoute {
  return {
    def,
    toHandler(options) {
      const apiBase = basePathOf(options.baseUrl);
      const publicOrigin = options.publicOrigin ?? DEFAULT_PUBLIC_ORIGIN;
      return METHODS[def.method](pathPredicate(`${options.baseUrl}${def.path}`), async ({ request, params }) => {
        await wait(latencyFor(options.latencyMs));
        let reservation: Reservation | null = null;
        try {
          // As the api: the token first (401), then the request's validation
          // (400), then the caller's live account (401 when deleted meanwhile).
          const session = def.auth === 'user' ? verifySession(options.db, request) : null;
          // Before the request is validated: a replay or a refused key runs nothing.
          const reserved = session ? await reserveIdempotent(def, request, apiBase, session, options.db) : null;
          if (reserved instanceof Response) return reserved;
          reservation = reserved;
          const query = def.query ? parseOrThrow(def.query, Object.fromEntries(new URL(request.url).searchParams)) : undefined;
          let body: unknown;
          let files: Readonly<Record<string, File[]>> = {};
          if (def.bodyKind === 'multipart') ({ body, files } = await readMultipart(def, request));
          else if (def.body) body = parseOrThrow(def.body, await readJsonBody(request));
          const auth = session ? callerOf(options.db, session) : null;
          const ctx = {
            request,
            params: stringParams(params),
            query,
            body,
            files,
            get auth(): AuthContext {
              if (!auth) throw new Error(`${def.name} é público: não há chamador autenticado.`);
              return auth;
            },
            apiBase,
            apiUrl: `${publicOrigin}${apiBase}`,
            storageUrl: `${publicOrigin}${STORAGE_PATH}`,
            db: options.db,
          } as RouteContext<E>;

          const result = await resolver(ctx);
          let response: Response;
          if (result instanceof Response) {
            response = result;
          } else {
            const { body: out, status, headers } = result instanceof Reply ? result : new Reply(result, 200, {});
            if (status < 300) checkAnswer(def, out);
            response = HttpResponse.json(out as never, { status, headers });
          }
          if (def.method !== 'GET' && response.status < 400) options.onMutation();
          await reservation?.settle(response);
          return response;
        } catch (error) {
          let response: Response;
          if (error instanceof HttpError) response = errorResponse(error.status, error.message);
          else {
            console.error(`[mock] ${def.method} ${def.path} falhou:`, error);
            response = errorResponse(500, MSG.internal);
          }
          await reservation?.settle(response);
          return response;
        }
      });
    },
  };
}
