import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildSeed, DEMO_PASSWORD } from '../seed';
import { dataUrlBytes } from './bytes';
import {
  createMockDb,
  db,
  flushSave,
  getPersistence,
  hasPendingSave,
  loadOrSeed,
  localStoragePersistence,
  memoryPersistence,
  nextId,
  noPersistence,
  resetDemoData,
  restore,
  restoreDb,
  scheduleSave,
  seedDb,
  seedFileReferences,
  setPersistence,
  snapshot,
  snapshotDb,
  SnapshotError,
  SNAPSHOT_VERSION,
  STORAGE_KEY,
  TABLE_NAMES,
  verifyPassword,
} from './index';

/** A session of `userId` that lives on (it expires in 2096), never refreshed. */
const liveSession = (userId: number, token: string, createdAt: string) => ({
  sessionId: 's'.repeat(16),
  userId,
  createdAt,
  token,
  expiresAt: 4_000_000_000,
  previousToken: null,
  previousExpiresAt: null,
  refreshToken: 'r'.repeat(64),
  usedRefreshTokens: [],
  endedAt: null,
});

const TODAY = new Date(2025, 2, 17);

afterEach(() => {
  setPersistence(noPersistence);
  vi.useRealTimers();
});

function tableCounts(target = db): Record<string, number> {
  return Object.fromEntries(TABLE_NAMES.map((t) => [t, target[t].count()]));
}

describe('seedDb', () => {
  it('loads every seeded row, hashed credentials and the seeded files', async () => {
    const target = createMockDb();
    const seed = await seedDb(target, TODAY);
    expect(target.meta.seededOn).toBe('2025-03-17');
    expect(target.usuarios.all().map((u) => ({ ...u }))).toEqual(seed.usuarios);
    expect(target.parcelas.count()).toBe(seed.parcelas.length);
    expect(target.sessions.count()).toBe(0);
    expect(target.credentials.count()).toBe(seed.usuarios.length);
    const serialized = JSON.stringify(target.credentials.all());
    expect(serialized).not.toContain(DEMO_PASSWORD);
    const gestor = target.usuarios.findFirst((q) => q.where({ cp_login: 'gestor' }))!;
    const credential = target.credentials.findFirst((q) => q.where({ userId: gestor.cp_id }))!;
    expect(credential.passwordHash).toMatch(/^[0-9a-f]{64}$/);
    expect(await verifyPassword(gestor.cp_id, DEMO_PASSWORD, credential.passwordHash)).toBe(true);
    expect(await verifyPassword(gestor.cp_id, 'outra-senha', credential.passwordHash)).toBe(false);
    // The same password hashes differently per user (salted).
    const other = target.credentials.findFirst((q) => q.where({ userId: gestor.cp_id + 1 }))!;
    expect(other.passwordHash).not.toBe(credential.passwordHash);
  });

  it('stores a real file for every file path the seed mentions', async () => {
    const target = createMockDb();
    const seed = await seedDb(target, TODAY);
    const refs = seedFileReferences(seed);
    expect(refs.length).toBeGreaterThan(20);
    expect(target.files.count()).toBe(refs.length);
    for (const { path } of refs) {
      const [bucket, name] = [path.slice(0, path.indexOf('/')), path.slice(path.indexOf('/') + 1)];
      const file = target.files.findFirst((q) => q.where({ bucket, name }));
      expect(file, path).toBeDefined();
      const bytes = dataUrlBytes(file!.dataUrl);
      expect(bytes.length).toBe(file!.size);
      const head = new TextDecoder().decode(bytes.slice(0, 5));
      expect(head).toBe(path.endsWith('.svg') ? '<svg ' : '%PDF-');
    }
  });

  it('re-seeding replaces everything, including sessions and sequences', async () => {
    const target = createMockDb();
    await seedDb(target, TODAY);
    await target.sessions.create(liveSession(1, 'a'.repeat(64), new Date().toISOString()));
    expect(nextId(target, 'escolas', 'cp_ec_id')).toBe(4);
    await seedDb(target, TODAY);
    expect(target.sessions.count()).toBe(0);
    expect(target.meta.sequences).toEqual({});
    expect(target.escolas.count()).toBe(3);
  });
});

describe('nextId', () => {
  it('never reuses an id, even after the highest row is deleted', async () => {
    const target = createMockDb();
    await seedDb(target, TODAY);
    const id = nextId(target, 'turmas', 'cp_tr_id');
    expect(id).toBe(buildSeed(TODAY).turmas.length + 1);
    target.turmas.delete((q) => q.where({ cp_tr_id: 9 }));
    expect(nextId(target, 'turmas', 'cp_tr_id')).toBe(id + 1);
  });
});

describe('snapshots', () => {
  it('round-trips the whole database, sequences included', async () => {
    const source = createMockDb();
    await seedDb(source, TODAY);
    await source.usuarios.update((q) => q.where({ cp_login: 'aluno' }), {
      data(u) {
        u.cp_nome = 'Beatriz S. Oliveira';
      },
    });
    await source.sessions.create(liveSession(5, 'b'.repeat(64), '2025-03-17T10:00:00.000Z'));
    nextId(source, 'notas', 'cp_nota_id');
    const json = snapshotDb(source);

    const target = createMockDb();
    await restoreDb(target, json);
    expect(tableCounts(target)).toEqual(tableCounts(source));
    expect(target.usuarios.findFirst((q) => q.where({ cp_login: 'aluno' }))?.cp_nome).toBe('Beatriz S. Oliveira');
    expect(target.sessions.all().map((s) => s.token)).toEqual(['b'.repeat(64)]);
    expect(target.meta).toEqual(source.meta);
    expect(snapshotDb(target).replace(/"savedAt":"[^"]+"/, '')).toBe(json.replace(/"savedAt":"[^"]+"/, ''));
  });

  it('rejects a damaged snapshot and leaves the database untouched', async () => {
    const target = createMockDb();
    await seedDb(target, TODAY);
    const before = tableCounts(target);
    await expect(restoreDb(target, '{not json')).rejects.toBeInstanceOf(SnapshotError);
    await expect(restoreDb(target, JSON.stringify({ version: 99, tables: {} }))).rejects.toThrow(/Versão/);
    const doc = JSON.parse(snapshotDb(target));
    doc.tables.usuarios[0].cp_tipo_user = 9;
    await expect(restoreDb(target, JSON.stringify(doc))).rejects.toThrow(/tabela usuarios/);
    delete doc.tables.files;
    await expect(restoreDb(target, JSON.stringify(doc))).rejects.toThrow(/files/);
    expect(tableCounts(target)).toEqual(before);
  });
});

describe('persistence', () => {
  it('stores snapshots in localStorage under the versioned key', () => {
    const adapter = localStoragePersistence();
    expect(adapter.load()).toBeNull();
    adapter.save('{"x":1}');
    expect(localStorage.getItem(STORAGE_KEY)).toBe('{"x":1}');
    expect(adapter.load()).toBe('{"x":1}');
    adapter.clear();
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('keeps working in memory when the browser refuses to store (quota)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const full = {
      setItem: () => {
        throw new DOMException('cheio', 'QuotaExceededError');
      },
    } as unknown as Storage;
    expect(() => localStoragePersistence(full).save('x')).not.toThrow();
    expect(warn).toHaveBeenCalled();
  });

  it('debounces saves after mutations and flushes on demand', async () => {
    vi.useFakeTimers();
    const memory = memoryPersistence();
    setPersistence(memory, { debounceMs: 250 });
    expect(getPersistence()).toBe(memory);
    scheduleSave();
    scheduleSave();
    expect(hasPendingSave()).toBe(true);
    expect(memory.saves).toBe(0);
    vi.advanceTimersByTime(250);
    expect(memory.saves).toBe(1);
    scheduleSave();
    flushSave();
    expect(hasPendingSave()).toBe(false);
    expect(memory.saves).toBe(2);
    vi.advanceTimersByTime(1000);
    expect(memory.saves).toBe(2);
    expect(JSON.parse(memory.load()!).seededOn).toBe(db.meta.seededOn);
  });

  it('saves immediately without a debounce, and never without an adapter', () => {
    setPersistence(noPersistence);
    scheduleSave();
    expect(hasPendingSave()).toBe(false);
    const memory = memoryPersistence();
    setPersistence(memory);
    scheduleSave();
    expect(memory.saves).toBe(1);
  });
});

describe('start-up and demo reset', () => {
  it('seeds and saves when nothing is stored, restores what is stored afterwards', async () => {
    const memory = memoryPersistence();
    setPersistence(memory);
    expect(await loadOrSeed(TODAY)).toBe('seeded');
    expect(memory.saves).toBe(1);
    await db.usuarios.update((q) => q.where({ cp_login: 'diretor' }), {
      data(u) {
        u.cp_nome = 'Helena M. Costa';
      },
    });
    flushSave();
    // A reload: the in-memory data is gone, the saved snapshot comes back.
    await seedDb(db, new Date(2030, 0, 1));
    expect(await loadOrSeed(TODAY)).toBe('restored');
    expect(db.usuarios.findFirst((q) => q.where({ cp_login: 'diretor' }))?.cp_nome).toBe('Helena M. Costa');
    expect(db.meta.seededOn).toBe('2025-03-17');
  });

  it('re-seeds when the stored snapshot is damaged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const memory = memoryPersistence('{"version":1');
    setPersistence(memory);
    expect(await loadOrSeed(TODAY)).toBe('seeded');
    expect(warn).toHaveBeenCalled();
    expect(JSON.parse(memory.load()!).seededOn).toBe('2025-03-17');
  });

  it('discards a version-1 snapshot (users still storing cp_turma_id) and re-seeds', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await seedDb(db, TODAY);
    const current = JSON.parse(snapshot()) as { version: number; tables: { usuarios: Record<string, unknown>[] } };
    const old = {
      ...current,
      version: 1,
      tables: {
        ...current.tables,
        usuarios: current.tables.usuarios.map((u) => ({ ...u, cp_nome: 'Antigo', cp_turma_id: null })),
      },
    };
    const memory = memoryPersistence(JSON.stringify(old));
    setPersistence(memory);
    expect(await loadOrSeed(TODAY)).toBe('seeded');
    expect(warn).toHaveBeenCalled();
    expect(db.usuarios.all().some((u) => u.cp_nome === 'Antigo')).toBe(false);
    expect(db.usuarios.all().some((u) => 'cp_turma_id' in u)).toBe(false);
    expect(JSON.parse(memory.load()!).version).toBe(SNAPSHOT_VERSION);
  });

  it('resetDemoData brings back the seed state after changes and saves it', async () => {
    const memory = memoryPersistence();
    setPersistence(memory);
    await resetDemoData(TODAY);
    const pristine = snapshot().replace(/"savedAt":"[^"]+"/, '');
    db.escolas.delete((q) => q.where({ cp_ec_id: 3 }));
    await db.sessions.create(liveSession(1, 'c'.repeat(64), new Date().toISOString()));
    expect(snapshot().replace(/"savedAt":"[^"]+"/, '')).not.toBe(pristine);
    const changed = snapshot();
    await resetDemoData(TODAY);
    expect(snapshot().replace(/"savedAt":"[^"]+"/, '')).toBe(pristine);
    expect(memory.load()!.replace(/"savedAt":"[^"]+"/, '')).toBe(pristine);
    await restore(changed);
    expect(db.escolas.count()).toBe(2);
    expect(db.sessions.count()).toBe(1);
  });
});
