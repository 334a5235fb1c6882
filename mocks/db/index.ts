/**
 * The mock backend's database: one module-level instance used by the
 * handlers, plus seeding, snapshots and persistence around it.
 */
import { noPersistence, type PersistenceAdapter } from './persistence';
import { restoreDb, snapshotDb } from './snapshot';
import { createMockDb, type MockDb } from './schema';
import { seedDb } from './seed-db';

export * from './schema';
export * from './persistence';
export { SNAPSHOT_VERSION, SnapshotError, restoreDb, snapshotDb, type SnapshotDocument } from './snapshot';
export { clearDb, hashPassword, seedDb, seedFileReferences, splitStoragePath, verifyPassword } from './seed-db';

/** The database every handler reads and writes. */
export const db: MockDb = createMockDb();

let adapter: PersistenceAdapter = noPersistence;
let debounceMs = 0;
let pending: ReturnType<typeof setTimeout> | null = null;

/** Chooses where snapshots go (the browser entry point passes localStorage). */
export function setPersistence(next: PersistenceAdapter, options: { debounceMs?: number } = {}): void {
  cancelPendingSave();
  adapter = next;
  debounceMs = options.debounceMs ?? 0;
}

export function getPersistence(): PersistenceAdapter {
  return adapter;
}

function cancelPendingSave(): void {
  if (pending !== null) clearTimeout(pending);
  pending = null;
}

/** Saves now (and drops any scheduled save). */
export function flushSave(): void {
  cancelPendingSave();
  if (adapter !== noPersistence) adapter.save(snapshotDb(db));
}

/** Saves after a successful mutation, debounced; `flushSave` forces it (e.g. on `pagehide`). */
export function scheduleSave(): void {
  if (adapter === noPersistence) return;
  if (debounceMs <= 0) {
    flushSave();
    return;
  }
  cancelPendingSave();
  pending = setTimeout(flushSave, debounceMs);
}

/** Whether a save is waiting for its debounce. */
export function hasPendingSave(): boolean {
  return pending !== null;
}

export function snapshot(): string {
  return snapshotDb(db);
}

export function restore(json: string): Promise<void> {
  cancelPendingSave();
  return restoreDb(db, json);
}

/** Clears the database and re-seeds it for `today` (does not save). */
export async function resetDb(today: Date = new Date()): Promise<void> {
  cancelPendingSave();
  await seedDb(db, today);
}

/** Re-seeds the demo data and saves it: every change, upload and session is gone. */
export async function resetDemoData(today: Date = new Date()): Promise<void> {
  await resetDb(today);
  flushSave();
}

/**
 * Start-up: restores the saved snapshot when there is a valid one, otherwise
 * seeds (and saves) a fresh demo network.
 */
export async function loadOrSeed(today: Date = new Date()): Promise<'restored' | 'seeded'> {
  const saved = adapter.load();
  if (saved !== null) {
    try {
      await restore(saved);
      return 'restored';
    } catch (error) {
      console.warn('Dados de demonstração salvos inválidos; recriando a partir do seed.', error);
    }
  }
  await resetDemoData(today);
  return 'seeded';
}
