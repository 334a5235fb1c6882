/**
 * Idempotent writes (docs/offline.md, "Idempotent writes"; decisions 48 and
 * 51): a write of a signed-in caller sent with `Idempotency-Key` runs at most
 * once per account and key. The key is reserved before the request is
 * validated, in its own transaction (private.idempotencia_reservar), bound to
 * the caller's session and to the request's fingerprint; a 2xx answer is then
 * stored for replays, anything else releases the key (a refused write wrote
 * nothing, so the same key may be sent again). A replay answers only the
 * same request from the same, live session.
 */
import type { EndpointDef } from '../../_shared/contract/http.ts';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENT_METHODS,
  IDEMPOTENT_REPLAY_HEADER,
  IN_PROGRESS_RETRY_AFTER,
} from '../../_shared/contract/offline.ts';
import { OFFLINE_MESSAGES } from '../../_shared/contract/offline-messages.ts';
import { requestFingerprint } from '../../_shared/contract/request-fingerprint.ts';
import type { AccessClaims, Ports } from '../ports.ts';
import { MSG } from './errors.ts';

interface Env {
  readonly ports: Ports;
  readonly mount: string;
  readonly logError: (error: unknown, where: string) => void;
}

/** What private.idempotencia_reservar answers when the request must not run. */
type Seen = {
  readonly sessao_encerrada?: boolean;
  readonly outra_operacao?: boolean;
  readonly pendente?: boolean;
  readonly status?: number;
  readonly corpo?: unknown;
};

function json(body: unknown, status: number, headers: Readonly<Record<string, string>> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
  });
}

/** A reserved key: settle it with the request's answer. */
export interface Reservation {
  settle(response: Response): Promise<void>;
}

/**
 * Before a write runs: null when the request is not idempotent (no header,
 * a public endpoint or a read); an answer when it must not run (invalid
 * key, the session over, a replay, still running, key of another session or
 * request); else the reservation.
 */
export async function reserveIdempotent(
  def: Pick<EndpointDef<string>, 'method' | 'auth'>,
  request: Request,
  claims: AccessClaims,
  env: Env,
): Promise<Reservation | Response | null> {
  const key = request.headers.get(IDEMPOTENCY_KEY_HEADER);
  if (key === null || def.auth !== 'user' || !IDEMPOTENT_METHODS.includes(def.method)) return null;
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) return json({ msg: OFFLINE_MESSAGES.invalidKey }, 400);
  // The path under the api base: one key means the same call on either mount.
  const path = new URL(request.url).pathname.slice(env.mount.length);
  const route = `${def.method} ${path}`;
  const fingerprint = await requestFingerprint(request, path);
  const [row] = await env.ports.db.withCaller(claims, (sql) =>
    sql.query<{ seen: Seen | null }>('select private.idempotencia_reservar($1, $2, $3) as seen', [key, route, fingerprint]),
  );
  const seen = row?.seen ?? null;
  if (seen) {
    // The session is over: as any request of it, 401 (and no replay).
    if (seen.sessao_encerrada) return json({ msg: MSG.sessionExpired }, 401);
    if (seen.outra_operacao) return json({ msg: OFFLINE_MESSAGES.keyReused }, 422);
    if (seen.pendente || seen.status === undefined) {
      return json({ msg: OFFLINE_MESSAGES.inProgress }, 409, {
        'Retry-After': IN_PROGRESS_RETRY_AFTER,
      });
    }
    return json(seen.corpo ?? null, seen.status, { [IDEMPOTENT_REPLAY_HEADER]: 'true' });
  }
  const where = `${route} (${IDEMPOTENCY_KEY_HEADER})`;
  return {
    async settle(response) {
      try {
        if (response.ok) {
          const body = await response
            .clone()
            .json()
            .catch(() => null);
          await env.ports.db.withCaller(claims, (sql) =>
            sql.query('select private.idempotencia_concluir($1, $2, $3::text::jsonb)', [
              key,
              response.status,
              JSON.stringify(body),
            ]),
          );
        } else {
          await env.ports.db.withCaller(claims, (sql) => sql.query('select private.idempotencia_liberar($1)', [key]));
        }
      } catch (error) {
        // The answer stands; an unsettled key answers 409 until its TTL at worst.
        env.logError(error, where);
      }
    },
  };
}
