import type { HttpHandler } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALL_ENDPOINTS } from '@contract';
import { db, hasPendingSave, noPersistence, scheduleSave, setPersistence, STORAGE_KEY } from './db';
import { DEMO_LOGINS } from './seed';

const worker = vi.hoisted(() => ({
  handlers: [] as HttpHandler[],
  start: vi.fn(async (_options: unknown) => undefined),
}));

vi.mock('msw/browser', () => ({
  setupWorker: (...handlers: HttpHandler[]) => {
    worker.handlers = handlers;
    return { start: worker.start };
  },
}));

const { quietWorkerUpdates, startMockBackend, SAVE_DEBOUNCE_MS } = await import('./browser');

function stored(): { seededOn: string; tables: { usuarios: { cp_login: string; cp_nome: string }[] } } {
  return JSON.parse(localStorage.getItem(STORAGE_KEY)!);
}

afterEach(() => {
  setPersistence(noPersistence);
  vi.useRealTimers();
});

describe('quietWorkerUpdates', () => {
  it("gives MSW's unawaited worker update a handler while the worker starts, and undoes it", async () => {
    const failure = new TypeError(
      'Failed to update a ServiceWorker for scope: An unknown error occurred when fetching the script.',
    );
    const original = vi.fn(() => Promise.reject(failure));
    const proto = { update: original as () => Promise<unknown> };
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const undo = quietWorkerUpdates(proto);
      // As MSW does: called, never awaited.
      void proto.update();
      // An awaiting caller still sees the failure.
      await expect(proto.update()).rejects.toBe(failure);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(unhandled).not.toHaveBeenCalled();
      expect(original).toHaveBeenCalledTimes(2);
      undo();
      expect(proto.update).toBe(original);
    } finally {
      process.off('unhandledRejection', unhandled);
    }
    expect(quietWorkerUpdates(undefined)).toBeTypeOf('function');
  });
});

describe('startMockBackend', () => {
  it('seeds and saves on the first visit, then starts the worker from the site root', async () => {
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
    const backend = await startMockBackend();
    expect(backend.demoLogins).toBe(DEMO_LOGINS);
    expect(stored().seededOn).toBe(db.meta.seededOn);
    expect(worker.start).toHaveBeenCalledWith(
      expect.objectContaining({
        serviceWorker: { url: expect.stringMatching(/^\.?\/mockServiceWorker\.js$/) },
        onUnhandledRequest: 'bypass',
      }),
    );
    // One handler per declared endpoint (served or 501) plus the unknown-path fallback, and the storage
    // beside the api (signed upload PUT/POST, signed read GET/HEAD), all on this origin.
    const paths = worker.handlers.map((h: { info: { path: unknown } }) => String(h.info.path));
    const api = paths.filter((p: string) => p.startsWith(`${window.location.origin}/api/`));
    const storage = paths.filter((p: string) => p.startsWith(`${window.location.origin}/storage/v1/object/`));
    expect(api).toHaveLength(ALL_ENDPOINTS.length + 1);
    expect(storage).toHaveLength(4);
    expect(paths).toHaveLength(api.length + storage.length);
  });

  it('restores the saved data on the next visit and saves changes (flushed on pagehide)', async () => {
    vi.useFakeTimers();
    await startMockBackend();
    await db.usuarios.update((q) => q.where({ cp_login: 'aluno' }), {
      data(u) {
        u.cp_nome = 'Beatriz Alterada';
      },
    });
    scheduleSave();
    expect(hasPendingSave()).toBe(true);
    window.dispatchEvent(new Event('pagehide'));
    expect(hasPendingSave()).toBe(false);
    expect(stored().tables.usuarios.find((u) => u.cp_login === 'aluno')?.cp_nome).toBe('Beatriz Alterada');

    // Next visit: the in-memory database starts empty and comes back from localStorage.
    for (const name of ['usuarios', 'sessions'] as const) db[name].clear();
    await startMockBackend();
    expect(db.usuarios.findFirst((q) => q.where({ cp_login: 'aluno' }))?.cp_nome).toBe('Beatriz Alterada');
    expect(SAVE_DEBOUNCE_MS).toBeGreaterThan(0);
  });

  it('resetDemoData re-seeds and saves at once', async () => {
    const backend = await startMockBackend();
    const original = db.usuarios.findFirst((q) => q.where({ cp_login: 'aluno' }))!.cp_nome;
    await db.usuarios.update((q) => q.where({ cp_login: 'aluno' }), {
      data(u) {
        u.cp_nome = 'Outra';
      },
    });
    await backend.resetDemoData();
    expect(db.usuarios.findFirst((q) => q.where({ cp_login: 'aluno' }))?.cp_nome).toBe(original);
    expect(stored().tables.usuarios.find((u) => u.cp_login === 'aluno')?.cp_nome).toBe(original);
  });

  it('takes the data another tab saved (a session it renewed is known here too)', async () => {
    await startMockBackend();
    const other = JSON.parse(localStorage.getItem(STORAGE_KEY)!);
    other.tables.usuarios.find((u: { cp_login: string }) => u.cp_login === 'aluno').cp_nome = 'Nome Da Outra Aba';
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEY, newValue: JSON.stringify(other) }));
    await vi.waitFor(() =>
      expect(db.usuarios.findFirst((q) => q.where({ cp_login: 'aluno' }))?.cp_nome).toBe('Nome Da Outra Aba'),
    );
    // Another key, or a cleared one, changes nothing.
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'dark' }));
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEY, newValue: null }));
    expect(db.usuarios.findFirst((q) => q.where({ cp_login: 'aluno' }))?.cp_nome).toBe('Nome Da Outra Aba');
  });
});
