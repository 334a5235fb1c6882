/**
 * The browser's connection as the app sees it: online or not, and how many
 * writes are waiting for it (base-api holds a write while offline and sends it,
 * with the same idempotency key, when the connection returns).
 */
import { useSyncExternalStore } from 'react';

type Listener = () => void;
const listeners = new Set<Listener>();
let pending = 0;
/** Counts the sessions ended in this page; a held write belongs to the one it was made in. */
let era = 0;
/** The waits of held writes, to end them early when their session ends. */
const wakers = new Set<() => void>();

const browserOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;
const emit = () => listeners.forEach((l) => l());

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Leaving the page would drop the held writes with what the user typed: the browser asks first. */
function confirmLeave(event: BeforeUnloadEvent) {
  event.preventDefault();
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', emit);
  window.addEventListener('offline', emit);
}

/** Resolves when the browser says it is online (at once if it already is), or when the session ends. */
export function whenOnline(): Promise<void> {
  if (browserOnline()) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      window.removeEventListener('online', done);
      wakers.delete(done);
      resolve();
    };
    window.addEventListener('online', done);
    wakers.add(done);
  });
}

/** Which session a write is made in: compare with a later reading to know it ended meanwhile. */
export const sessionEra = (): number => era;

/**
 * The session ended (logout, expiry, another tab): the writes waiting for the
 * connection stop waiting and give up. Sent later they would run as nobody,
 * or as the next person to sign in on this computer.
 */
export function endSessionWrites(): void {
  era += 1;
  for (const wake of [...wakers]) wake();
}

/** Counts a write as waiting until `work` settles. */
export async function holdingWrite<T>(work: () => Promise<T>): Promise<T> {
  if (++pending === 1) window.addEventListener('beforeunload', confirmLeave);
  emit();
  try {
    return await work();
  } finally {
    if (--pending === 0) window.removeEventListener('beforeunload', confirmLeave);
    emit();
  }
}

/** How many writes wait for the connection now (a held write that gave up or was sent counts no more). */
export const pendingWrites = (): number => pending;

export const useOnline = () => useSyncExternalStore(subscribe, browserOnline, () => true);
export const usePendingWrites = () => useSyncExternalStore(subscribe, pendingWrites, () => 0);
