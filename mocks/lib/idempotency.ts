/**
 * Idempotent writes, as the api's lib/idempotency.ts and its table
 * private.requisicoes_idempotentes (docs/offline.md, "Idempotent writes"):
 * a write of a signed-in caller sent with `Idempotency-Key` runs at most once
 * per account and key. Kept in memory per mock database: a page reload
 * forgets the keys, which only matters for a retry across that reload.
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
import { HttpResponse } from 'msw';
import type { MockDb } from '../db/schema';

interface Entry {
  readonly route: string;
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

/**
 * Before a write runs: null when the request is not idempotent; an answer
 * when it must not run (invalid key, replay, still running, key of another
 * route); else the reservation.
 */
export function reserveIdempotent(
  def: Pick<EndpointDef<string>, 'method' | 'auth'>,
  request: Request,
  apiBase: string,
  userId: number,
  db: MockDb,
): Reservation | Response | null {
  const key = request.headers.get(IDEMPOTENCY_KEY_HEADER);
  if (key === null || def.auth !== 'user' || !IDEMPOTENT_METHODS.includes(def.method)) return null;
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) return HttpResponse.json({ msg: OFFLINE_MESSAGES.invalidKey }, { status: 400 });
  const route = `${def.method} ${new URL(request.url).pathname.slice(apiBase.length)}`;
  const store = storeOf(db);
  const now = Date.now();
  const prefix = `${userId} `;
  for (const [k, entry] of store) {
    if (k.startsWith(prefix) && now - entry.createdAt > IDEMPOTENCY_TTL_HOURS * 3_600_000) store.delete(k);
  }
  const id = `${prefix}${key.toLowerCase()}`;
  const seen = store.get(id);
  if (seen) {
    if (seen.route !== route) return HttpResponse.json({ msg: OFFLINE_MESSAGES.keyReused }, { status: 422 });
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
  const entry: Entry = { route, createdAt: now, answer: null };
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
