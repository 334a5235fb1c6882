/**
 * One contract endpoint → one Hono handler. Every request goes through the
 * same steps, in the mock's order (mocks/lib/route.ts):
 *
 *   auth (`auth: 'user'` → bearer token verified by the auth port, else 401)
 *   → the write's Idempotency-Key reserved (lib/idempotency.ts; an ended
 *     session is a 401, a replay answers the stored answer to the same
 *     request of the same live session; either runs nothing)
 *   → query and body validation with the declared schemas (400)
 *   → handler → answer checked against the declared response schema and the
 *     no-secrets rule (a violation is a 500, never a leak)
 *   → the key settled: a 2xx answer stored, anything else released.
 *
 * `HttpError`s become `{ msg }` answers; anything unexpected a 500 with a
 * fixed message (the details go to the log only).
 */
import type { Context } from 'hono';
import type { z } from 'zod';
import type { EndpointDef } from '../../_shared/contract/http.ts';
import { parseWith, readJsonBody } from '../../_shared/contract/request-validation.ts';
import { readMultipart } from '../../_shared/contract/uploads.ts';
import { findSecretKeys } from '../../_shared/contract/secrets.ts';
import { IdentityError } from '../../_shared/db/request-role.ts';
import { AuthError, StorageError, type AccessClaims, type Ports, type Sql } from '../ports.ts';
import { badRequest, HttpError, isPermissionDenied, MSG, sqlState, unauthorized } from './errors.ts';
import { reserveIdempotent, type Reservation } from './idempotency.ts';
import { addressKey } from './throttle.ts';
import { currentProfile, type Me } from './profiles.ts';

export type AnyEndpoint = EndpointDef<string, z.ZodType, z.ZodType, z.ZodType>;
type QueryOut<E> = E extends EndpointDef<string, infer Q, z.ZodType, z.ZodType> ? z.output<Q> : never;
type BodyOut<E> = E extends EndpointDef<string, z.ZodType, infer B, z.ZodType> ? z.output<B> : never;
/** What a handler may answer: the wire form (schema input) of the declared response. */
export type ResponseBody<E> = E extends EndpointDef<string, z.ZodType, z.ZodType, infer R> ? z.input<R> : never;

/** A JSON answer with a status or headers besides the body. */
export class Reply<T> {
  constructor(
    readonly body: T,
    readonly status = 200,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {}
}

export interface RouteContext<E extends AnyEndpoint> {
  readonly request: Request;
  /** Path parameters, URI-decoded. */
  readonly params: Readonly<Record<string, string>>;
  readonly query: QueryOut<E>;
  readonly body: BodyOut<E>;
  /** Files of a multipart body by field, already checked against `uploads`. */
  readonly files: Readonly<Record<string, File[]>>;
  readonly ports: Ports;
  /** Absolute URL of the api base, as configured (api addresses in answers). */
  readonly apiUrl: string;
  /** Absolute URL of the storage root the browser reaches (signed URLs of files). */
  readonly storageUrl: string;
  /** Where the request came from, as the platform says (lib/throttle.ts `addressKey`); null when unknown. */
  readonly clientAddress: string | null;
  /** The verified bearer token and its claims (user endpoints only). */
  readonly credentials: { readonly token: string; readonly claims: AccessClaims };
  /**
   * One transaction as the caller, with the caller's own live profile.
   * 401 when the account has no profile any more or it was deleted.
   */
  asCaller<T>(work: (sql: Sql, me: Me) => Promise<T>): Promise<T>;
  /** Logs a failure that does not change the answer (e.g. a best-effort cleanup). */
  readonly logError: (error: unknown, where: string) => void;
}

export type Handler<E extends AnyEndpoint> = (
  ctx: RouteContext<E>,
) => Promise<ResponseBody<E> | Reply<ResponseBody<E>> | Response>;

export interface Route {
  readonly def: AnyEndpoint;
  readonly run: (ctx: RouteContext<AnyEndpoint>) => Promise<unknown>;
}

/** Declares how the api answers one contract endpoint. */
export function handle<E extends AnyEndpoint>(def: E, handler: Handler<E>): Route {
  return { def, run: handler as unknown as Route['run'] };
}

export interface RouteEnv {
  readonly ports: Ports;
  /** Absolute api base for answers (configuration: never the request's Host). */
  readonly publicApiUrl: string;
  /** Absolute storage root for answers (configuration: never the request's Host). */
  readonly publicStorageUrl: string;
  readonly mount: string;
  readonly logError: (error: unknown, where: string) => void;
  /** The caller's address as the platform reports it (AppOptions.clientAddress); absent: unknown. */
  readonly clientAddress?: (c: Context) => string | null | undefined;
}

export function bearerToken(request: Request): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get('authorization') ?? '');
  return match ? match[1]! : null;
}

export function errorResponse(status: number, msg: string): Response {
  return new Response(JSON.stringify({ msg }), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}

/** The answer for anything a handler throws. */
export function responseForError(error: unknown, where: string, logError: RouteEnv['logError']): Response {
  if (error instanceof HttpError) return errorResponse(error.status, error.message);
  if (error instanceof IdentityError) return errorResponse(401, MSG.sessionExpired);
  if (isPermissionDenied(error)) return errorResponse(403, MSG.forbidden);
  // The database's guard on paid installments (parcelas_guard_paid).
  if (sqlState(error) === '23P01') return errorResponse(409, MSG.parcelaPaidLocked);
  if (
    (error instanceof AuthError && error.code === 'unavailable') ||
    (error instanceof StorageError && error.code === 'unavailable')
  ) {
    logError(error, where);
    return errorResponse(503, MSG.unavailable);
  }
  logError(error, where);
  return errorResponse(500, MSG.internal);
}

/** Checks an answer against the declared response schema and the no-secrets rule. */
function checkAnswer(def: AnyEndpoint, body: unknown): void {
  const secrets = findSecretKeys(body);
  if (secrets.length > 0) throw new Error(`Answer of ${def.name} exposes secret-looking keys: ${secrets.join(', ')}`);
  const result = def.response.safeParse(body);
  if (!result.success) {
    throw new Error(`Answer of ${def.name} breaks the contract: ${JSON.stringify(result.error.issues.slice(0, 3))}`);
  }
}

export function jsonResponse(body: unknown, status = 200, headers: Readonly<Record<string, string>> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
  });
}

/** The Hono handler of one route. */
export function toHonoHandler(route: Route, env: RouteEnv) {
  const { def } = route;
  const where = `${def.method} ${def.path}`;
  return async (c: Context): Promise<Response> => {
    const request = c.req.raw;
    let reservation: Reservation | null = null;
    let response: Response;
    try {
      let credentials: RouteContext<AnyEndpoint>['credentials'] | null = null;
      if (def.auth === 'user') {
        const token = bearerToken(request);
        if (!token) throw unauthorized();
        const claims = await env.ports.auth.verify(token);
        if (!claims) throw unauthorized();
        credentials = { token, claims };
        // Before the request is validated: a replay or a refused key runs nothing.
        const reserved = await reserveIdempotent(def, request, claims, env);
        if (reserved instanceof Response) return reserved;
        reservation = reserved;
      }
      let query: unknown;
      if (def.query) {
        const parsed = parseWith(def.query, Object.fromEntries(new URL(request.url).searchParams));
        if (!parsed.ok) throw badRequest(parsed.msg);
        query = parsed.data;
      }
      let body: unknown;
      let files: Record<string, File[]> = {};
      if (def.bodyKind === 'multipart') ({ body, files } = await readMultipart(def, request));
      else if (def.body) {
        const parsed = parseWith(def.body, await readJsonBody(request));
        if (!parsed.ok) throw badRequest(parsed.msg);
        body = parsed.data;
      }
      const ctx: RouteContext<AnyEndpoint> = {
        request,
        params: c.req.param() as Record<string, string>,
        query,
        body,
        files,
        ports: env.ports,
        logError: env.logError,
        apiUrl: env.publicApiUrl,
        storageUrl: env.publicStorageUrl,
        clientAddress: addressKey(env.clientAddress?.(c)),
        get credentials() {
          if (!credentials) throw new Error(`${def.name} is public: there is no caller.`);
          return credentials;
        },
        asCaller(work) {
          if (!credentials) throw new Error(`${def.name} is public: there is no caller.`);
          const { claims } = credentials;
          return env.ports.db.withCaller(claims, async (sql) => {
            const me = await currentProfile(sql);
            if (!me) throw unauthorized();
            return work(sql, me);
          });
        },
      };
      const result = await route.run(ctx);
      if (result instanceof Response) response = result;
      else {
        const reply = result instanceof Reply ? result : new Reply(result);
        if (reply.status < 300) checkAnswer(def, reply.body);
        response = jsonResponse(reply.body, reply.status, reply.headers);
      }
    } catch (error) {
      response = responseForError(error, where, env.logError);
    }
    await reservation?.settle(response);
    return response;
  };
}
