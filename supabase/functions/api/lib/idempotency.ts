/**
 * Idempotent writes (docs/offline.md, "Idempotent writes"; decision 48): a
 * write of a signed-in caller sent with `Idempotency-Key` runs at most once
 * per account and key. The key is reserved before the request is read, in
 * its own transaction (private.idempotencia_reservar); a 2xx answer is then
 * stored for replays, anything else releases the key (a refused write wrote
 * nothing, so the same key may be sent again).
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
import type { AccessClaims, Ports } from '../ports.ts';

interface Env {
  readonly ports: Ports;
  readonly mount: string;
  readonly logError: (error: unknown, where: string) => void;
}

/** What private.idempotencia_reservar answers for a key already seen. */
type Seen = { readonly rota: string; readonly pendente?: boolean; readonly status?: number; readonly corpo?: unknown };

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
 * key, a replay, still running, key of another route); else the reservation.
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
  const route = `${def.method} ${new URL(request.url).pathname.slice(env.mount.length)}`;
  const [row] = await env.ports.db.withCaller(claims, (sql) =>
    sql.query<{ seen: Seen | null }>('select private.idempotencia_reservar($1, $2) as seen', [key, route]),
  );
  const seen = row?.seen ?? null;
  if (seen) {
    if (seen.rota !== route) return json({ msg: OFFLINE_MESSAGES.keyReused }, 422);
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
