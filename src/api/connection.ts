/**
 * The browser's connection as the app sees it: online or not, and how many
 * writes are waiting for it (base-api holds a write while offline and sends it,
 * with the same idempotency key, when the connection returns).
 */
import { useSyncExternalStore } from 'react';

type Listener = () => void;
const listeners = new Set<Listener>();
let pending = 0;

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

/** Resolves when the browser says it is online (at once if it already is). */
export function whenOnline(): Promise<void> {
  if (browserOnline()) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      window.removeEventListener('online', done);
      resolve();
    };
    window.addEventListener('online', done);
  });
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

export const useOnline = () => useSyncExternalStore(subscribe, browserOnline, () => true);
export const usePendingWrites = () =>
  useSyncExternalStore(
    subscribe,
    () => pending,
    () => 0,
  );
