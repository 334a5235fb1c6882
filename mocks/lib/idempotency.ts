/**
 * Idempotent writes, as the api's lib/idempotency.ts and its table
 * private.requisicoes_idempotentes (docs/offline.md, "Idempotent writes";
 * decisions 48 and 51): a write of a signed-in caller sent with
 * `Idempotency-Key` runs at most once per account and key; the key belongs to
 * the session that made it and to the request's fingerprint, and replays only
 * to them while the session lives. Kept in memory per mock database: a page
 * reload forgets the keys, which only matters for a retry across that reload.
 */
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENCY_TTL_HOURS,
  IDEMPOTENT_METHODS,
  IDEMPOTENT_REPLAY_HEADER,
  OFFLINE_MESSAGES,
  IN_PROGRESS_RETRY_AFTER,
  type EndpointDef,
} from '@contract';
import { requestFingerprint } from '@contract/request-fingerprint';
import { HttpResponse } from 'msw';
import type { MockDb, SessionRow } from '../db/schema';
import { MSG } from './errors';

interface Entry {
  /** The session that made the key: only it is answered the stored answer. */
  readonly sessionId: string;
  readonly route: string;
  /** The contract's requestFingerprint of the request that made it. */
  readonly fingerprint: string;
  readonly createdAt: number;
  /** Null while the request runs. */
  answer: { readonly status: number; readonly body: unknown } | null;
}

/**
 * Keys by `<user id> <key>`, per database. A re-seed keeps them (ids repeat):
 * harmless, as keys are random UUIDs made once per call.
 */
const stores = new WeakMap<MockDb, Map<string, Entry>>();

function storeOf(db: MockDb): Map<string, Entry> {
  let store = stores.get(db);
  if (!store) stores.set(db, (store = new Map()));
  return store;
}

/** A reserved key: settle it with the request's answer. */
export interface Reservation {
  settle(response: Response): Promise<void>;
}

/** The rule of callerOf (the api's currentProfile): the session not ended, the person there and not deleted. */
function sessionLive(db: MockDb, session: SessionRow): boolean {
  if (session.endedAt !== null) return false;
  const user = db.usuarios.findFirst((q) => q.where({ cp_id: session.userId }));
  return user !== undefined && user.cp_excluido !== 1;
}

/**
 * Before a write runs: null when the request is not idempotent; an answer
 * when it must not run (invalid key, the session over, replay, still
 * running, key of another session or request); else the reservation.
 */
export async function reserveIdempotent(
  def: Pick<EndpointDef<string>, 'method' | 'auth'>,
  request: Request,
  apiBase: string,
  session: SessionRow,
  db: MockDb,
): Promise<Reservation | Response | null> {
  const key = request.headers.get(IDEMPOTENCY_KEY_HEADER);
  if (key === null || def.auth !== 'user' || !IDEMPOTENT_METHODS.includes(def.method)) return null;
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) return HttpResponse.json({ msg: OFFLINE_MESSAGES.invalidKey }, { status: 400 });
  // Before any key is looked at: an ended session gets no replay, only the 401 of any of its requests.
  if (!sessionLive(db, session)) return HttpResponse.json({ msg: MSG.sessionExpired }, { status: 401 });
  const path = new URL(request.url).pathname.slice(apiBase.length);
  const route = `${def.method} ${path}`;
  const fingerprint = await requestFingerprint(request, path);
  // From here to the reservation nothing awaits: two concurrent first requests cannot both reserve.
  const store = storeOf(db);
  const now = Date.now();
  const prefix = `${session.userId} `;
  for (const [k, entry] of store) {
    if (k.startsWith(prefix) && now - entry.createdAt > IDEMPOTENCY_TTL_HOURS * 3_600_000) store.delete(k);
  }
  const id = `${prefix}${key.toLowerCase()}`;
  const seen = store.get(id);
  if (seen) {
    // Another session's key, or another request's (another body, query or route), finished or not.
    if (seen.sessionId !== session.sessionId || seen.route !== route || seen.fingerprint !== fingerprint) {
      return HttpResponse.json({ msg: OFFLINE_MESSAGES.keyReused }, { status: 422 });
    }
    if (!seen.answer) {
      return HttpResponse.json(
        { msg: OFFLINE_MESSAGES.inProgress },
        { status: 409, headers: { 'Retry-After': IN_PROGRESS_RETRY_AFTER } },
      );
    }
    return HttpResponse.json(seen.answer.body as never, {
      status: seen.answer.status,
      headers: { [IDEMPOTENT_REPLAY_HEADER]: 'true' },
    });
  }
  const entry: Entry = { sessionId: session.sessionId, route, fingerprint, createdAt: now, answer: null };
  store.set(id, entry);
  return {
    async settle(response) {
      // A refused or failed write wrote nothing: the key may be sent again.
      if (!response.ok) {
        if (store.get(id) === entry) store.delete(id);
        return;
      }
      const body: unknown = await response
        .clone()
        .json()
        .catch(() => null);
      entry.answer = { status: response.status, body };
    },
  };
}
