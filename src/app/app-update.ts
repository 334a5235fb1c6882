/**
 * A new version of the app is waiting (the service worker of the Supabase
 * build found one: pwa.ts). The shell shows 'Nova versão disponível' with
 * 'Atualizar', which activates it and reloads.
 */
import { useSyncExternalStore } from 'react';

type Update = () => void;
let waiting: Update | null = null;
const listeners = new Set<() => void>();

export function offerUpdate(update: Update): void {
  waiting = update;
  listeners.forEach((l) => l());
}

export function useWaitingUpdate(): Update | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => waiting,
    () => null,
  );
}
