/**
 * Keeping a session alive for as long as its refresh token lives
 * (docs/decisions.md §30):
 *
 * - the access token is renewed a minute before it expires (a quarter of its
 *   life for short tokens; a timer), and
 *   before any call when it is about to (the machine slept);
 * - one renewal at a time: within a tab the calls share one promise, across
 *   tabs a Web Lock serialises them, and a tab that finds the stored tokens
 *   already renewed by another tab adopts them instead of spending its (now
 *   used) refresh token;
 * - a call that meets a 401 renews once and is retried once.
 *
 * The renewal goes straight to `POST /refresh` with fetch: it must not pass
 * through the API slice, whose 401 handling would call it again.
 */
import { SESSION_ROUTES as ROUTES } from '@contract/routes-session';
import type { RefreshResponse as RefreshAnswer } from '@contract/session';
import { apiBaseUrl } from './config';
import {
  profileChanged,
  readStoredTokens,
  selectSessionTokens,
  tokensRefreshed,
  type SessionState,
  type SessionTokens,
} from './session';

/** Renew this many seconds before the access token expires. */
export const REFRESH_MARGIN_SECONDS = 60;
const LOCK_NAME = 'escola-session-refresh';
/** The shortest wait between scheduled renewals (a clock far off the server's would otherwise renew in a loop). */
const MIN_WAIT_MS = 5_000;

interface StoreLike {
  getState(): unknown;
  dispatch(action: unknown): unknown;
}

/** What a renewal ended with: new tokens, the session over (401), or the server out of reach. */
export type Renewal =
  /** `photo`: the fresh signed URL of the person's photo, when the server sent one. */
  { kind: 'renewed'; tokens: SessionTokens; photo?: string | null } | { kind: 'ended' } | { kind: 'unreachable' };

const nowSeconds = () => Math.floor(Date.now() / 1000);
const sessionOf = (store: StoreLike) => selectSessionTokens(store.getState() as { session: SessionState });
const storage = (): Storage | null => {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
};

/** Whether the token expires within `seconds`. */
export const expiresWithin = (tokens: SessionTokens, seconds: number) => tokens.expiresAt - nowSeconds() <= seconds;

async function callRefresh(refreshToken: string): Promise<Renewal> {
  try {
    const response = await fetch(`${apiBaseUrl()}${ROUTES.refresh.path}`, {
      method: ROUTES.refresh.method,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refreshToken }),
    });
    if (response.status === 401) return { kind: 'ended' };
    if (!response.ok) return { kind: 'unreachable' };
    const body = (await response.json()) as RefreshAnswer;
    return {
      kind: 'renewed',
      tokens: { token: body.token, refreshToken: body.refreshToken, expiresAt: body.expiresAt },
      photo: body.userProfilePhoto,
    };
  } catch {
    return { kind: 'unreachable' };
  }
}

/** Runs `work` holding the cross-tab lock when the browser has Web Locks (every current one does). */
function withLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? (locks.request(LOCK_NAME, work) as Promise<T>) : work();
}

let inFlight: Promise<Renewal> | null = null;

/** Trades a refresh token for new tokens and keeps them. */
async function renewWith(store: StoreLike, refreshToken: string): Promise<Renewal> {
  const renewal = await callRefresh(refreshToken);
  if (renewal.kind === 'renewed') {
    store.dispatch(tokensRefreshed(renewal.tokens));
    // The photo's signed URL lives as long as a token: the renewal brings a fresh one.
    if (renewal.photo !== undefined) store.dispatch(profileChanged({ userProfilePhoto: renewal.photo }));
  }
  return renewal;
}

/**
 * Renews the session's tokens once, whoever asks: concurrent callers in the
 * tab share the renewal; another tab's renewal is adopted rather than repeated.
 */
export function renewSession(store: StoreLike): Promise<Renewal> {
  if (inFlight) return inFlight;
  const asked = sessionOf(store);
  inFlight = withLock(async () => {
    const held = sessionOf(store);
    if (!held) return { kind: 'ended' } as const;
    // Renewed while this tab waited for the lock (another tab's renewal, followed through the storage event).
    if (asked && held.refreshToken !== asked.refreshToken) return { kind: 'renewed', tokens: held } as const;
    // Another tab renewed and this one has not heard yet: the live refresh token is the stored one, ours is spent
    // (presenting it again would end the session). Its tokens are adopted, however short their life.
    const stored = storage() ? readStoredTokens(storage()!) : null;
    if (stored && stored.refreshToken !== held.refreshToken) {
      if (stored.expiresAt > nowSeconds()) {
        store.dispatch(tokensRefreshed(stored));
        return { kind: 'renewed', tokens: stored } as const;
      }
      return renewWith(store, stored.refreshToken);
    }
    return renewWith(store, held.refreshToken);
  }).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/**
 * How close to expiry a request renews the token itself: only when the timer
 * was late (the machine slept). Below the timer's own margin for any token
 * life (a quarter of it: 2–3 s for the tests' 12 s tokens), so a
 * request never renews early beside the timer; a token that lapses in flight
 * meets the 401 path, which renews once and retries.
 */
export const LATE_MARGIN_SECONDS = 1;

/** The current tokens, renewed first when they are about to expire (the machine slept, a timer was late). */
export async function freshTokens(store: StoreLike): Promise<SessionTokens | null> {
  const tokens = sessionOf(store);
  if (!tokens || !expiresWithin(tokens, LATE_MARGIN_SECONDS)) return tokens;
  const renewal = await renewSession(store);
  return renewal.kind === 'renewed' ? renewal.tokens : sessionOf(store);
}

/**
 * Schedules the next renewal a minute before the token expires (replacing
 * any scheduled one); `onEnded` runs when the session turns out to be over.
 */
export function scheduleRenewal(store: StoreLike, onEnded: () => void): void {
  clearTimeout(timer);
  const tokens = sessionOf(store);
  if (!tokens) return;
  const remaining = tokens.expiresAt - nowSeconds();
  // A quarter of the life left for short tokens; never a tight loop when the clocks disagree.
  const margin = Math.min(REFRESH_MARGIN_SECONDS, Math.floor(remaining / 4));
  const wait = Math.max(MIN_WAIT_MS, (remaining - margin) * 1000);
  // Long timeouts overflow 32 bits; a day is plenty (the timer is set again after each renewal).
  timer = setTimeout(
    () => {
      void renewSession(store).then((renewal) => {
        if (renewal.kind === 'ended') onEnded();
        else if (renewal.kind === 'unreachable') {
          // Offline or the server down: try again shortly; the session is not over.
          timer = setTimeout(() => scheduleRenewal(store, onEnded), 15_000);
        }
      });
    },
    Math.min(wait, 86_400_000),
  );
}

/** Stops the renewal timer (logout, session ended). */
export function stopRenewal(): void {
  clearTimeout(timer);
}

let timer: ReturnType<typeof setTimeout> | undefined;
