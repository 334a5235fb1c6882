// @vitest-environment node
/**
 * The api's Hono app around its routes, with fake ports: mounts, CORS, 404 /
 * 501 / 413, the uniform `{ msg }` errors, and that nothing unexpected — a
 * stack trace, a secret-looking field, an answer outside the contract —
 * ever reaches a client.
 */
import { describe, expect, it, vi } from 'vitest';
import { ALL_ENDPOINTS } from '../../supabase/functions/_shared/contract/index.ts';
import { implementedRoutes } from '../../supabase/functions/api/routes/index.ts';
import { createApp } from '../../supabase/functions/api/app.ts';
import { requestIdentity } from '../../supabase/functions/_shared/db/request-role.ts';
import { MSG } from '../../supabase/functions/api/lib/errors.ts';
import { OFFLINE_MESSAGES } from '../../supabase/functions/_shared/contract/offline-messages.ts';
import { requestFingerprint } from '../../supabase/functions/_shared/contract/request-fingerprint.ts';
import {
  AuthError,
  type AccessClaims,
  type AuthPort,
  type DbPort,
  type Ports,
  type Sql,
  type StoragePort,
} from '../../supabase/functions/api/ports.ts';

const CLAIMS: AccessClaims = { sub: '00000000-0000-4000-8000-000000000001', role: 'authenticated', aud: 'authenticated' };
const ME = {
  cp_id: 1,
  auth_user_id: CLAIMS.sub,
  cp_tipo_user: 1,
  cp_nome: 'Ricardo',
  cp_email: 'r@x.com',
  cp_login: 'gestor',
  cp_escola_id: 1,
  cp_turma_id: null,
  cp_foto_perfil: null,
};
const USER_ROW = {
  cp_id: 1,
  cp_nome: 'Ricardo',
  cp_email: 'r@x.com',
  cp_login: 'gestor',
  cp_tipo_user: 1,
  cp_rg: null,
  cp_cpf: '391.872.702-50',
  cp_datanascimento: '1990-01-02',
  cp_estadocivil: null,
  cp_cnpj: null,
  cp_ie: null,
  cp_whatsapp: null,
  cp_telefone: null,
  cp_empresaatuacao: null,
  cp_profissao: null,
  cp_end_cidade_estado: null,
  cp_end_rua: null,
  cp_end_num: null,
  cp_end_cep: null,
  cp_descricao: null,
  cp_escola_id: 1,
  cp_foto_perfil: 'avatars/1/abc.png',
  cp_excluido: 0,
  cp_turma_id: null,
};

/** A db whose statements answer by the first matching pattern. */
function fakeDb(answers: readonly (readonly [RegExp, unknown[] | (() => never)])[]): DbPort & { seen: string[] } {
  const seen: string[] = [];
  const sql: Sql = {
    query: async <T>(text: string) => {
      seen.push(text);
      for (const [pattern, rows] of answers) {
        if (pattern.test(text)) return (typeof rows === 'function' ? rows() : rows) as T[];
      }
      throw new Error(`unexpected statement: ${text}`);
    },
  } as Sql;
  return {
    seen,
    withCaller: async (claims, work) => {
      // As the real adapters do before any statement.
      requestIdentity(claims);
      return work(sql);
    },
  };
}

const auth = (overrides: Partial<AuthPort> = {}): AuthPort => ({
  signInWithPassword: vi.fn(async () => ({
    accessToken: 'tok',
    refreshToken: 'ref',
    expiresAt: 4_000_000_000,
    userId: CLAIMS.sub,
  })),
  refresh: vi.fn(async () => null),
  signOut: vi.fn(async () => {}),
  verify: vi.fn(async (token: string) => (token === 'good' || token === 'tok' ? CLAIMS : null)),
  createUser: vi.fn(async () => ({ userId: CLAIMS.sub })),
  updateUser: vi.fn(async () => {}),
  deleteUser: vi.fn(async () => {}),
  ...overrides,
});

const storage = (overrides: Partial<StoragePort> = {}): StoragePort => ({
  upload: vi.fn(async () => {}),
  createSignedUploadUrl: vi.fn(async (bucket: string, path: string) => ({
    url: `object/upload/sign/${bucket}/${path}?token=up`,
    token: 'up',
  })),
  createSignedUrls: vi.fn(async (bucket: string, paths: readonly string[]) =>
    paths.map((p) => `object/sign/${bucket}/${p}?token=lido`),
  ),
  createDownloadUrl: vi.fn(
    async (bucket: string, path: string, _s: number, _c: unknown, name: string) =>
      `object/sign/${bucket}/${path}?token=baixar&download=${encodeURIComponent(name)}`,
  ),
  read: vi.fn(async () => null),
  head: vi.fn(async () => null),
  remove: vi.fn(async () => {}),
  ...overrides,
});

/** The addresses answers carry: configuration (decision 56). */
const PUBLIC_URLS = {
  publicApiUrl: 'https://api.escola.example/api',
  publicStorageUrl: 'https://arquivos.escola.example/storage/v1',
};

function appWith(ports: Partial<Ports>, options: Partial<Parameters<typeof createApp>[1]> = {}) {
  const logError = vi.fn();
  const app = createApp({ db: fakeDb([]), auth: auth(), storage: storage(), ...ports }, { logError, ...PUBLIC_URLS, ...options });
  return { app, logError };
}

const req = (path: string, init: RequestInit & { token?: string } = {}) => {
  const { token, ...rest } = init;
  return new Request(`http://api.test${path}`, {
    ...rest,
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(rest.headers as Record<string, string> | undefined) },
  });
};

const json = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

describe('api app: routing', () => {
  const db = fakeDb([
    [/from public\.profiles p\s+where p\.auth_user_id/, [ME]],
    [/from public\.profiles p\s+where p\.cp_id/, [USER_ROW]],
  ]);

  it('answers under /api and under /functions/v1/api alike', async () => {
    const { app } = appWith({ db });
    for (const base of ['/api', '/functions/v1/api']) {
      const res = await app.fetch(req(`${base}/users/1`, { token: 'good' }));
      expect(res.status).toBe(200);
      const body = (await res.json()) as { cp_id: number; cp_foto_perfil: string };
      expect(body.cp_id).toBe(1);
      // File URLs are signed URLs under the configured storage root, not the request's origin.
      expect(body.cp_foto_perfil).toBe('https://arquivos.escola.example/storage/v1/object/sign/avatars/1/abc.png?token=lido');
    }
  });

  it('signs file URLs as the caller, under the configured public storage URL', async () => {
    const createSignedUrls = vi.fn(async (_bucket: string, paths: readonly string[]) => paths.map(() => 'object/sign/x?token=t'));
    const { app } = appWith(
      { db, storage: storage({ createSignedUrls }) },
      { publicStorageUrl: 'https://ref.supabase.co/storage/v1/' },
    );
    const body = (await (await app.fetch(req('/api/users/1', { token: 'good' }))).json()) as { cp_foto_perfil: string };
    expect(body.cp_foto_perfil).toBe('https://ref.supabase.co/storage/v1/object/sign/x?token=t');
    expect(createSignedUrls).toHaveBeenCalledWith('avatars', ['1/abc.png'], 3600, { token: 'good', claims: CLAIMS });
  });

  it('never takes an address from the request: a forged Host or X-Forwarded-Host changes no URL', async () => {
    const { app } = appWith({ db });
    const forged = new Request('http://evil.example/api/users/1', {
      headers: {
        Authorization: 'Bearer good',
        Host: 'evil.example',
        'X-Forwarded-Host': 'evil2.example',
        'X-Forwarded-Proto': 'http',
      },
    });
    const body = (await (await app.fetch(forged)).json()) as { cp_foto_perfil: string };
    expect(body.cp_foto_perfil).toBe('https://arquivos.escola.example/storage/v1/object/sign/avatars/1/abc.png?token=lido');
  });

  it('answers no URL for a photo storage does not let the caller read', async () => {
    const { app } = appWith({ db, storage: storage({ createSignedUrls: vi.fn(async () => [null]) }) });
    const body = (await (await app.fetch(req('/api/users/1', { token: 'good' }))).json()) as { cp_foto_perfil: string | null };
    expect(body.cp_foto_perfil).toBeNull();
  });

  it('answers 404 with { msg } for unknown paths and methods', async () => {
    const { app } = appWith({});
    for (const [method, path] of [
      ['GET', '/api/nada'],
      ['PATCH', '/api/login'],
      ['GET', '/outra-coisa'],
    ] as const) {
      const res = await app.fetch(req(path, { method }));
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ msg: MSG.routeNotFound(method, path) });
    }
  });

  it('answers 501 with { msg } for a declared endpoint without a route', async () => {
    // Every endpoint is served today; a route is taken away to see the answer
    // a newly declared one gets until it is built.
    const pending = ALL_ENDPOINTS.find((e) => e.method === 'GET' && !e.path.includes(':') && e.auth === 'user')!;
    vi.resetModules();
    vi.doMock('../../supabase/functions/api/routes/index.ts', async (importOriginal) => {
      const actual = await importOriginal<typeof import('../../supabase/functions/api/routes/index.ts')>();
      return { ...actual, implementedRoutes: () => actual.implementedRoutes().filter((r) => r.def.name !== pending.name) };
    });
    try {
      const { createApp: withoutRoute } = await import('../../supabase/functions/api/app.ts');
      const app = withoutRoute({ db: fakeDb([]), auth: auth(), storage: storage() }, { logError: vi.fn(), ...PUBLIC_URLS });
      const res = await app.fetch(req(`/api${pending.path}`, { token: 'good' }));
      expect(res.status).toBe(501);
      expect(await res.json()).toEqual({ msg: MSG.notImplemented('GET', pending.path) });
    } finally {
      vi.doUnmock('../../supabase/functions/api/routes/index.ts');
      vi.resetModules();
    }
  });

  it('serves every declared endpoint', () => {
    const served = new Set(implementedRoutes().map((r) => r.def.name));
    expect(ALL_ENDPOINTS.filter((e) => !served.has(e.name)).map((e) => e.name)).toEqual([]);
  });
});

describe('api app: CORS', () => {
  it('answers the preflight of any origin by default, exposing X-Total-Count', async () => {
    const { app } = appWith({});
    const res = await app.fetch(
      req('/api/login', {
        method: 'OPTIONS',
        headers: {
          Origin: 'https://escola.example',
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'content-type',
        },
      }),
    );
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
    const get = await app.fetch(req('/api/nada', { headers: { Origin: 'https://escola.example' } }));
    expect(get.headers.get('access-control-expose-headers')).toContain('X-Total-Count');
  });

  it('allows only the configured origins when given', async () => {
    const { app } = appWith({}, { corsOrigins: ['https://escola.example'] });
    const preflight = (origin: string) =>
      app.fetch(req('/api/login', { method: 'OPTIONS', headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' } }));
    expect((await preflight('https://escola.example')).headers.get('access-control-allow-origin')).toBe('https://escola.example');
    expect((await preflight('https://intruso.example')).headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('api app: errors never leak', () => {
  it('refuses bodies over the endpoint limit with 413', async () => {
    const { app } = appWith({});
    const res = await app.fetch(req('/api/login', json({ login: 'x'.repeat(2 * 1024 * 1024), password: 'y' })));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ msg: MSG.tooLarge });
  });

  it('turns an unexpected failure into a generic 500, logged but not sent', async () => {
    const db = fakeDb([
      [/private\.tentativas_/, [{ wait: 0 }]],
      [
        /login_email/,
        () => {
          throw new Error('connection refused at 10.0.0.5:6543 (secret detail)');
        },
      ],
    ]);
    const { app, logError } = appWith({ db });
    const res = await app.fetch(req('/api/login', json({ login: 'gestor', password: 'senha123' })));
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ msg: MSG.internal });
    expect(text).not.toMatch(/10\.0\.0\.5|stack|Error/);
    expect(logError).toHaveBeenCalledTimes(1);
  });

  it('answers 500 instead of an answer with a secret-looking field', async () => {
    const db = fakeDb([
      [/from public\.profiles p\s+where p\.auth_user_id/, [ME]],
      [/from public\.profiles p\s+where p\.cp_id/, [{ ...USER_ROW, encrypted_password: '$2a$10$abc' }]],
    ]);
    const { app, logError } = appWith({ db });
    const res = await app.fetch(req('/api/users/1', { token: 'good' }));
    expect(res.status).toBe(500);
    expect(await res.text()).not.toContain('$2a$');
    expect(String(logError.mock.calls[0]?.[0])).toMatch(/secret-looking/);
  });

  it('answers 500 instead of an answer outside the contract', async () => {
    const db = fakeDb([
      [/from public\.profiles p\s+where p\.auth_user_id/, [ME]],
      [/from public\.profiles p\s+where p\.cp_id/, [{ ...USER_ROW, cp_tipo_user: 9 }]],
    ]);
    const { app } = appWith({ db });
    expect((await app.fetch(req('/api/aniversario/1', { token: 'good' }))).status).toBe(200);
    expect((await app.fetch(req('/api/users/1', { token: 'good' }))).status).toBe(500);
  });

  it('answers 503 when the auth service is down, 429 when it rate-limits', async () => {
    // The sign-in throttle lets the attempt through (and takes it back: the service failed, not the password).
    const db = fakeDb([
      [/private\.tentativas_/, [{ wait: 0 }]],
      [/login_email/, [{ email: 'r@x.com' }]],
    ]);
    const down = appWith({
      db,
      auth: auth({ signInWithPassword: async () => Promise.reject(new AuthError('unavailable', 'HTTP 502')) }),
    });
    const res = await down.app.fetch(req('/api/login', json({ login: 'gestor', password: 'x' })));
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ msg: MSG.unavailable });
    const limited = appWith({
      db,
      auth: auth({ signInWithPassword: async () => Promise.reject(new AuthError('rate_limited', 'HTTP 429')) }),
    });
    const res2 = await limited.app.fetch(req('/api/login', json({ login: 'gestor', password: 'x' })));
    expect(res2.status).toBe(429);
    expect(await res2.json()).toEqual({ msg: MSG.rateLimited });
  });

  it('treats claims for any role but authenticated as no session', async () => {
    const db = fakeDb([[/./, [ME]]]);
    const { app } = appWith({ db, auth: auth({ verify: async () => ({ ...CLAIMS, role: 'service_role' }) }) });
    const res = await app.fetch(req('/api/users/1', { token: 'good' }));
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ msg: MSG.sessionExpired });
  });

  it('is a 401 when the token is valid but the person was deleted or has no profile', async () => {
    const db = fakeDb([[/from public\.profiles p\s+where p\.auth_user_id/, []]]);
    const { app } = appWith({ db });
    const res = await app.fetch(req('/api/aniversario/1', { token: 'good' }));
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ msg: MSG.sessionExpired });
  });

  it('maps a permission error of the database (42501) to 403', async () => {
    const denied = Object.assign(new Error('permission denied for table profiles'), { code: '42501' });
    const db = fakeDb([
      [/from public\.profiles p\s+where p\.auth_user_id/, [ME]],
      [
        /from public\.profiles p\s+where p\.cp_id/,
        () => {
          throw denied;
        },
      ],
    ]);
    const { app } = appWith({ db });
    const res = await app.fetch(req('/api/users/1', { token: 'good' }));
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ msg: MSG.forbidden });
  });
});

describe('api app: idempotent writes', () => {
  const KEY = '6f1c2a7e-3b4d-4e5f-8a9b-0c1d2e3f4a5b';
  const deleteEscola = (db: DbPort) =>
    appWith({ db }).app.request(
      req('/api/delete-escola/3', { method: 'DELETE', token: 'good', headers: { 'Idempotency-Key': KEY } }),
    );

  it('answers 409 with Retry-After while an earlier try of the same write still runs, and runs nothing', async () => {
    const db = fakeDb([[/idempotencia_reservar/, [{ seen: { pendente: true } }]]]);
    const res = await deleteEscola(db);
    expect(res.status).toBe(409);
    expect(res.headers.get('Retry-After')).toBe('2');
    expect(await res.json()).toEqual({ msg: OFFLINE_MESSAGES.inProgress });
    expect(db.seen).toHaveLength(1);
  });

  it('replays a stored answer without running the route', async () => {
    const db = fakeDb([[/idempotencia_reservar/, [{ seen: { status: 200, corpo: { msg: 'ok' } } }]]]);
    const res = await deleteEscola(db);
    expect(res.status).toBe(200);
    expect(res.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await res.json()).toEqual({ msg: 'ok' });
    expect(db.seen).toHaveLength(1);
  });

  it('answers 401 when the session is over (never the replay), 422 for another session or request; runs nothing', async () => {
    for (const [seen, status, msg] of [
      [{ sessao_encerrada: true }, 401, MSG.sessionExpired],
      [{ outra_operacao: true }, 422, OFFLINE_MESSAGES.keyReused],
    ] as const) {
      const db = fakeDb([[/idempotencia_reservar/, [{ seen }]]]);
      const res = await deleteEscola(db);
      expect(res.status).toBe(status);
      expect(res.headers.get('Idempotent-Replayed')).toBeNull();
      expect(await res.json()).toEqual({ msg });
      expect(db.seen).toHaveLength(1);
    }
  });

  it("reserves with the request's fingerprint, alike under both mounts, and the route still reads the body", async () => {
    const reserved: unknown[][] = [];
    const db: DbPort = {
      withCaller: async (claims, work) => {
        requestIdentity(claims);
        const query = async (text: string, values: readonly unknown[] = []) => {
          if (!/idempotencia_reservar/.test(text)) return [];
          reserved.push([...values]);
          return [{ seen: null }];
        };
        return work({ query } as Sql);
      },
    };
    const body = JSON.stringify({ cp_ec_nome: 5 });
    for (const base of ['/api', '/functions/v1/api']) {
      const res = await appWith({ db }).app.request(
        req(`${base}/edit-escola/3`, {
          method: 'PUT',
          token: 'good',
          headers: { 'Idempotency-Key': KEY, 'Content-Type': 'application/json' },
          body,
        }),
      );
      // The validation's answer: the body was there to read after the fingerprint.
      expect(res.status).toBe(400);
      expect(await res.json()).not.toEqual({ msg: MSG.invalidJson });
    }
    const print = await requestFingerprint(new Request('http://x/edit-escola/3', { method: 'PUT', body }), '/edit-escola/3');
    expect(print).toMatch(/^[0-9a-f]{64}$/);
    expect(reserved).toEqual([
      [KEY, 'PUT /edit-escola/3', print],
      [KEY, 'PUT /edit-escola/3', print],
    ]);
  });

  it('keeps the answer when the key cannot be settled, and logs it', async () => {
    const db = fakeDb([
      [/idempotencia_reservar/, [{ seen: null }]],
      [
        /idempotencia_liberar/,
        () => {
          throw new Error('db down');
        },
      ],
      [/./, []],
    ]);
    const { app, logError } = appWith({ db });
    const res = await app.request(
      req('/api/delete-escola/3', { method: 'DELETE', token: 'good', headers: { 'Idempotency-Key': KEY } }),
    );
    // The route's own answer (no profile: 401), not a 500 for the failed release.
    expect(res.status).toBe(401);
    expect(db.seen.some((s) => /idempotencia_liberar/.test(s))).toBe(true);
    expect(logError).toHaveBeenCalled();
  });
});

describe("the function's dependencies", () => {
  it('pins in deno.json exactly the versions Node tests run with', async () => {
    const { readFile } = await import('node:fs/promises');
    const root = new URL('../../', import.meta.url);
    const deno = JSON.parse(await readFile(new URL('supabase/functions/api/deno.json', root), 'utf8')) as {
      imports: Record<string, string>;
    };
    const pinned = Object.values(deno.imports).map((spec) => /^npm:\/?(@?[^@]+)@([^/]+)\/?$/.exec(spec));
    expect(pinned.every(Boolean)).toBe(true);
    for (const match of pinned) {
      const [, name, version] = match!;
      const installed = JSON.parse(await readFile(new URL(`node_modules/${name}/package.json`, root), 'utf8')) as {
        version: string;
      };
      expect(`${name}@${version}`).toBe(`${name}@${installed.version}`);
    }
  });
});
