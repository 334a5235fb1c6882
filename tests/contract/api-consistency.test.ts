// @vitest-environment node
/**
 * Nothing half-written: the api's multi-step writes on the real schema
 * (PGlite, or DATABASE_URL) with one step made to fail.
 *
 * - PUT /update-profile: the profile row is written first, then the auth
 *   account; if the auth service refuses or fails, the row is put back.
 * - POST /uploadProfilePhoto: the object is stored first, then the profile
 *   points at it; if that update fails, the object is removed again; a
 *   failure removing the previous photo does not fail the request.
 */
import { randomBytes } from 'node:crypto';
import { readdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../supabase/functions/api/app.ts';
import { MSG } from '../../supabase/functions/api/lib/errors.ts';
import { AuthError, StorageError, type Ports } from '../../supabase/functions/api/ports.ts';
import { createLocalPorts, type LocalPorts } from '../../server/local-ports.ts';
import { openTestDb } from '../db/harness/boot.ts';
import type { Db } from '../db/harness/db.ts';
import { P, PASSWORD } from './people.ts';
import { restore, snapshot, type Snapshot } from './restore.ts';

let db: Db;
let local: LocalPorts;
let storageDir: string;
let seeded: Snapshot;

beforeAll(async () => {
  db = await openTestDb();
  storageDir = await mkdtemp(join(tmpdir(), 'escola-consistency-'));
  local = createLocalPorts({
    db,
    ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {}),
    storageDir,
    jwtSecret: randomBytes(32),
  });
  seeded = await snapshot(db);
}, 180_000);

afterEach(() => restore(db, seeded));

afterAll(async () => {
  await local?.close();
  await db?.close();
  await rm(storageDir, { recursive: true, force: true });
});

/** The app over the local ports with some of them replaced. */
function appWith(change: (ports: Ports) => Partial<Ports>) {
  const logError = vi.fn();
  const app = createApp({ ...local.ports, ...change(local.ports) }, { mounts: ['/api'], logError });
  const call = async (method: string, path: string, init: { token?: string; json?: unknown; form?: FormData } = {}) => {
    const headers: Record<string, string> = init.token ? { Authorization: `Bearer ${init.token}` } : {};
    if (init.json !== undefined) headers['Content-Type'] = 'application/json';
    const body = init.json !== undefined ? JSON.stringify(init.json) : init.form;
    const res = await app.fetch(new Request(`http://localhost/api${path}`, { method, headers, ...(body ? { body } : {}) }));
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const login = async (login: string, password = PASSWORD) => {
    const res = await call('POST', '/login', { json: { login, password } });
    return res.status === 200 ? (res.body.token as string) : null;
  };
  return { call, login, logError };
}

async function profileRow(cpId: number) {
  const [row] = await db.query('select cp_nome, cp_email, cp_login, cp_foto_perfil from public.profiles where cp_id = $1', [
    cpId,
  ]);
  return row;
}

const objectsOf = (cpId: number) =>
  db.query("select name from storage.objects where bucket_id = 'avatars' and name like $1", [`${cpId}/%`]);

async function filesOf(cpId: number): Promise<string[]> {
  try {
    return await readdir(join(storageDir, 'avatars', String(cpId)));
  } catch {
    return [];
  }
}

describe('PUT /update-profile: profile and account change together or not at all', () => {
  const change = { cp_nome: 'Nome Novo', cp_email: 'novo.email@example.com', cp_login: 'login.novo', cp_password: 'senha-nova' };

  it.each([
    ['the auth service is down', new AuthError('unavailable', 'HTTP 502'), 503, MSG.unavailable],
    ['the auth service says the email is taken', new AuthError('email_taken', 'email_exists'), 409, MSG.loginOrEmailTaken],
    ['the auth service rejects the password', new AuthError('weak_password', 'weak_password'), 400, MSG.weakPassword],
    ['the auth call fails unexpectedly', new Error('socket hang up'), 500, MSG.internal],
  ])('puts the profile back when %s', async (_label, failure, status, msg) => {
    const before = await profileRow(P.aluno.cp_id);
    const { call, login } = appWith((ports) => ({ auth: { ...ports.auth, updateUser: () => Promise.reject(failure) } }));
    const token = await login('aluno');
    const res = await call('PUT', `/update-profile/${P.aluno.cp_id}`, { token: token!, json: change });
    expect(res).toEqual({ status, body: { msg } });
    expect(await profileRow(P.aluno.cp_id)).toEqual(before);
    // The account is untouched: the old login and password still work, the new ones do not.
    expect(await login('aluno')).not.toBeNull();
    expect(await login('login.novo', 'senha-nova')).toBeNull();
  });

  it('does not call the auth service when neither email nor password changes', async () => {
    const updateUser = vi.fn();
    const { call, login } = appWith((ports) => ({ auth: { ...ports.auth, updateUser } }));
    const token = await login('professor');
    const res = await call('PUT', `/update-profile/${P.professor.cp_id}`, {
      token: token!,
      json: { cp_nome: 'Marcos V. Rocha', cp_email: P.professor.cp_email.toUpperCase(), cp_login: 'professor' },
    });
    expect(res.status).toBe(200);
    expect(updateUser).not.toHaveBeenCalled();
  });

  it('changes both when all goes well', async () => {
    const { call, login } = appWith(() => ({}));
    const token = await login('aluno');
    expect((await call('PUT', `/update-profile/${P.aluno.cp_id}`, { token: token!, json: change })).status).toBe(200);
    expect(await profileRow(P.aluno.cp_id)).toMatchObject({
      cp_nome: 'Nome Novo',
      cp_email: change.cp_email,
      cp_login: 'login.novo',
    });
    const [account] = await db.query(
      'select u.email from auth.users u join public.profiles p on p.auth_user_id = u.id where p.cp_id = $1',
      [P.aluno.cp_id],
    );
    expect(account).toEqual({ email: change.cp_email });
    expect(await login('login.novo', 'senha-nova')).not.toBeNull();
  });
});

describe('POST /uploadProfilePhoto: the profile never points at a missing file, no orphan is left', () => {
  const form = (cpId: number) => {
    const f = new FormData();
    f.append('userId', String(cpId));
    f.append('cp_foto_perfil', new File([new Uint8Array([137, 80, 78, 71, 1, 2, 3])], 'eu.png', { type: 'image/png' }));
    return f;
  };

  it('removes the stored object when the profile update fails', async () => {
    const { call, login, logError } = appWith((ports) => ({
      db: {
        withCaller: (claims, work) =>
          ports.db.withCaller(claims, (sql) =>
            work({
              query: (text, params) =>
                /set cp_foto_perfil/.test(text) ? Promise.reject(new Error('lost connection')) : sql.query(text, params),
            }),
          ),
      },
    }));
    const token = await login('diretor');
    const res = await call('POST', '/uploadProfilePhoto', { token: token!, form: form(P.diretor.cp_id) });
    expect(res).toEqual({ status: 500, body: { msg: MSG.internal } });
    expect(logError).toHaveBeenCalled();
    expect((await profileRow(P.diretor.cp_id))!.cp_foto_perfil).toBeNull();
    expect(await objectsOf(P.diretor.cp_id)).toEqual([]);
    expect(await filesOf(P.diretor.cp_id)).toEqual([]);
  });

  it.each([
    ['refuses by policy', new StorageError('denied', 'rls'), 403, MSG.forbidden],
    ['finds the file too large for the bucket', new StorageError('too_large', '413'), 400, MSG.fileTooLarge],
    ['refuses the type for the bucket', new StorageError('mime_not_allowed', '415'), 400, MSG.fileTypeNotAllowed],
    ['is down', new StorageError('unavailable', '503'), 503, MSG.unavailable],
  ])('leaves the profile as it was when storage %s', async (_label, failure, status, msg) => {
    const { call, login } = appWith((ports) => ({ storage: { ...ports.storage, upload: () => Promise.reject(failure) } }));
    const token = await login('secretaria');
    const res = await call('POST', '/uploadProfilePhoto', { token: token!, form: form(P.secretaria.cp_id) });
    expect(res).toEqual({ status, body: { msg } });
    expect((await profileRow(P.secretaria.cp_id))!.cp_foto_perfil).toBeNull();
  });

  it('keeps the new photo when removing the previous one fails (logged, not answered)', async () => {
    const { call, login, logError } = appWith((ports) => ({
      storage: { ...ports.storage, remove: () => Promise.reject(new StorageError('unavailable', 'down')) },
    }));
    const token = await login('gestor');
    const first = await call('POST', '/uploadProfilePhoto', { token: token!, form: form(P.gestor.cp_id) });
    const second = await call('POST', '/uploadProfilePhoto', { token: token!, form: form(P.gestor.cp_id) });
    expect([first.status, second.status]).toEqual([200, 200]);
    expect((await profileRow(P.gestor.cp_id))!.cp_foto_perfil).toBe(
      `avatars/${decodeURIComponent(String(second.body.filePath).split('/files/avatars/')[1] ?? '')}`,
    );
    expect(logError).toHaveBeenCalledTimes(1);
    expect(await objectsOf(P.gestor.cp_id)).toHaveLength(2);
  });
});

describe('POST /register: account, profile and photo together or not at all', () => {
  const person = {
    cp_nome: 'Pessoa Nova',
    cp_email: 'pessoa.nova@example.com',
    cp_login: 'pessoa.nova',
    cp_password: 'senha-nova',
    cp_tipo_user: '5',
    cp_escola_id: String(P.secretaria.cp_escola_id),
    cp_cpf: '529.982.247-25',
    cp_datanascimento: '2001-04-05',
  };
  const form = (photo: boolean) => {
    const f = new FormData();
    for (const [k, v] of Object.entries(person)) f.append(k, v);
    if (photo)
      f.append('cp_foto_perfil', new File([new Uint8Array([137, 80, 78, 71, 1, 2, 3])], 'foto.png', { type: 'image/png' }));
    return f;
  };
  const leftovers = async () => ({
    accounts: await db.query('select 1 from auth.users where lower(email) = $1', [person.cp_email]),
    profiles: await db.query('select 1 from public.profiles where cp_login = $1', [person.cp_login]),
    objects: await db.query(
      "select name from storage.objects where bucket_id = 'avatars' and name not like '%/foto.png' and created_at > now() - interval '1 hour'",
    ),
  });

  it("creates all three, the photo in the new person's folder, stored by the secretary", async () => {
    const { call, login } = appWith(() => ({}));
    const token = await login('secretaria');
    const res = await call('POST', '/register', { token: token!, form: form(true) });
    expect(res).toMatchObject({ status: 200, body: { exists: false, msg: MSG.userRegistered } });
    const cpId = res.body.userId as number;
    expect((await profileRow(cpId))!.cp_foto_perfil).toMatch(new RegExp(`^avatars/${cpId}/[0-9a-f-]+\\.png$`));
    expect(await objectsOf(cpId)).toHaveLength(1);
    expect(await login(person.cp_login, person.cp_password)).not.toBeNull();
  });

  it('deletes the account again when the photo cannot be stored', async () => {
    const { call, login } = appWith((ports) => ({
      storage: { ...ports.storage, upload: () => Promise.reject(new StorageError('unavailable', 'down')) },
    }));
    const token = await login('secretaria');
    const res = await call('POST', '/register', { token: token!, form: form(true) });
    expect(res).toEqual({ status: 503, body: { msg: MSG.unavailable } });
    expect(await leftovers()).toEqual({ accounts: [], profiles: [], objects: [] });
    expect(await login(person.cp_login, person.cp_password)).toBeNull();
  });

  it('removes the stored photo and the account when the profile cannot point at it', async () => {
    const { call, login, logError } = appWith((ports) => ({
      db: {
        withCaller: (claims, work) =>
          ports.db.withCaller(claims, (sql) =>
            work({
              query: (text, params) =>
                /set cp_foto_perfil/.test(text) ? Promise.reject(new Error('lost connection')) : sql.query(text, params),
            }),
          ),
      },
    }));
    const token = await login('gestor');
    const res = await call('POST', '/register', { token: token!, form: form(true) });
    expect(res).toEqual({ status: 500, body: { msg: MSG.internal } });
    expect(logError).toHaveBeenCalled();
    expect(await leftovers()).toEqual({ accounts: [], profiles: [], objects: [] });
  });

  it('deletes the account again when the profile insert fails', async () => {
    const { call, login } = appWith((ports) => ({
      db: {
        withCaller: (claims, work) =>
          ports.db.withCaller(claims, (sql) =>
            work({
              query: (text, params) =>
                /insert into public\.profiles/.test(text)
                  ? Promise.reject(new Error('lost connection'))
                  : sql.query(text, params),
            }),
          ),
      },
    }));
    const token = await login('diretor');
    const res = await call('POST', '/register', { token: token!, form: form(false) });
    expect(res).toEqual({ status: 500, body: { msg: MSG.internal } });
    expect(await leftovers()).toEqual({ accounts: [], profiles: [], objects: [] });
  });
});

describe('PUT /edit-user: profile and account change together or not at all', () => {
  it.each([
    ['the auth service is down', new AuthError('unavailable', 'HTTP 502'), 503, MSG.unavailable],
    ['the auth service says the email is taken', new AuthError('email_taken', 'email_exists'), 409, MSG.userTaken],
  ])('puts the profile and the class membership back when %s', async (_label, failure, status, msg) => {
    const before = await db.query('select * from public.profiles where cp_id = $1', [P.aluno.cp_id]);
    const membership = () => db.query('select cp_tr_id from public.turma_alunos where cp_aluno_id = $1', [P.aluno.cp_id]);
    const classBefore = await membership();
    expect(classBefore).toHaveLength(1);
    const { call, login } = appWith((ports) => ({ auth: { ...ports.auth, updateUser: () => Promise.reject(failure) } }));
    const token = await login('secretaria');
    const res = await call('PUT', `/edit-user/${P.aluno.cp_id}`, {
      token: token!,
      json: {
        cp_nome: 'Outro Nome',
        cp_email: 'outro.email@example.com',
        cp_login: 'outro.login',
        cp_tipo_user: 4, // no longer a student: would leave the class
        cp_escola_id: P.aluno.cp_escola_id,
        cp_cpf: P.aluno.cp_cpf,
        cp_datanascimento: '2000-01-01',
        cp_password: 'senha-trocada',
      },
    });
    expect(res).toEqual({ status, body: { msg } });
    expect(await db.query('select * from public.profiles where cp_id = $1', [P.aluno.cp_id])).toEqual(before);
    expect(await membership()).toEqual(classBefore);
    expect(await login('aluno')).not.toBeNull();
  });

  it("takes someone who stops being a student of the class's school out of the class when all goes well", async () => {
    expect(await db.query('select 1 from public.turma_alunos where cp_aluno_id = $1', [P.alunoB.cp_id])).toHaveLength(1);
    const { call, login } = appWith(() => ({}));
    const token = await login('secretaria');
    const res = await call('PUT', `/edit-user/${P.alunoB.cp_id}`, {
      token: token!,
      json: { ...P.alunoB, cp_tipo_user: 4, cp_password: undefined },
    });
    expect(res).toEqual({ status: 200, body: { msg: MSG.userEdited } });
    expect(await db.query('select 1 from public.turma_alunos where cp_aluno_id = $1', [P.alunoB.cp_id])).toEqual([]);
  });
});
