/**
 * Where snapshots of the mock database live between page loads. The browser
 * uses localStorage; tests use memory (or nothing).
 */

export interface PersistenceAdapter {
  load(): string | null;
  save(snapshot: string): void;
  clear(): void;
}

/**
 * localStorage key of the snapshot. Row shape changes bump `SNAPSHOT_VERSION`
 * (snapshot.ts) instead: an old snapshot under this key fails to restore and
 * is overwritten by a fresh seed, so nothing stale is left behind.
 */
export const STORAGE_KEY = 'escola-mock-db-v1';

export function localStoragePersistence(storage: Storage = globalThis.localStorage, key = STORAGE_KEY): PersistenceAdapter {
  return {
    load: () => storage.getItem(key),
    save(snapshot) {
      try {
        storage.setItem(key, snapshot);
      } catch (error) {
        // Quota exceeded (large uploads): the data stays in memory for this visit.
        console.warn('Não foi possível salvar os dados de demonstração no navegador.', error);
      }
    },
    clear: () => storage.removeItem(key),
  };
}

export interface MemoryPersistence extends PersistenceAdapter {
  /** How many times `save` was called. */
  readonly saves: number;
}

export function memoryPersistence(initial: string | null = null): MemoryPersistence {
  let value = initial;
  let saves = 0;
  return {
    load: () => value,
    save(snapshot) {
      value = snapshot;
      saves++;
    },
    clear() {
      value = null;
    },
    get saves() {
      return saves;
    },
  };
}

/** Keeps nothing: the default outside the browser. */
export const noPersistence: PersistenceAdapter = {
  load: () => null,
  save: () => undefined,
  clear: () => undefined,
};
