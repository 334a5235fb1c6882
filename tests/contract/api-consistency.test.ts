// @vitest-environment node
/**
 * Nothing half-written: the api's multi-step writes on the real schema
 * (PGlite, or DATABASE_URL) with one step made to fail.
 *
 * - PUT /update-profile: the profile row is written first, then the auth
 *   account; if the auth service refuses or fails, the row is put back.
 * - POST /uploadProfilePhoto and POST /register with a photo: the upload is
 *   claimed in the same transaction that records it, so a failure leaves it
 *   unused (and the person may try again); a failure removing the previous
 *   photo does not fail the request, and the next sweep removes it.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../supabase/functions/api/app.ts';
import { MSG } from '../../supabase/functions/api/lib/errors.ts';
import { AuthError, StorageError, type Ports } from '../../supabase/functions/api/ports.ts';
import type { LocalPorts } from '../../server/local-ports.ts';
import type { Db } from '../db/harness/db.ts';
import { FILE_MESSAGES } from '../../supabase/functions/_shared/contract/arquivos.ts';
import { localPortsSuite } from './local-ports-suite.ts';
import { P, PASSWORD } from './people.ts';

let db: Db;
let local: LocalPorts;
const suite = localPortsSuite('consistency');
beforeAll(() => {
  ({ db, local } = suite);
});

/** The app over the local ports with some of them replaced. */
function appWith(change: (ports: Ports) => Partial<Ports>) {
  const logError = vi.fn();
  const app = createApp(
    { ...local.ports, ...change(local.ports) },
    { mounts: ['/api'], logError, publicApiUrl: 'http://localhost/api', publicStorageUrl: 'http://localhost/storage/v1' },
  );
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

/** A photo as the browser sends it: a ticket from POST /uploads, then the bytes straight to storage as the caller. */
async function uploadPhoto(call: Caller, token: string, size = 64): Promise<{ uploadId: string; objectName: string }> {
  const ticket = await call('POST', '/uploads', {
    token,
    json: { kind: 'foto', fileName: 'eu.png', size, contentType: 'image/png' },
  });
  expect(ticket.status).toBe(200);
  const claims = await local.ports.auth.verify(token);
  const bytes = new Uint8Array(size);
  bytes.set([137, 80, 78, 71, 13, 10, 26, 10]);
  await local.ports.storage.upload('avatars', ticket.body.objectName as string, bytes, 'image/png', { token, claims: claims! });
  return { uploadId: ticket.body.uploadId as string, objectName: ticket.body.objectName as string };
}

type Caller = ReturnType<typeof appWith>['call'];

const uploadRow = async (id: string) => {
  const [row] = await db.query<{ claimed: boolean }>(
    'select claimed_at is not null as claimed from public.uploads where id = $1',
    [id],
  );
  return row ?? null;
};
const listedForRemoval = () =>
  db.query<{ object_name: string }>('select object_name from private.file_garbage where due_at <= now()');
const stored = (objectName: string) =>
  db.query("select 1 from storage.objects where bucket_id = 'avatars' and name = $1", [objectName]);

/** The profile statements fail (a lost connection mid-request). */
const failingProfileWrite = (pattern: RegExp) => (ports: Ports) => ({
  db: {
    withCaller: ((claims, work) =>
      ports.db.withCaller(claims, (sql) =>
        work({
          query: (text, params) => (pattern.test(text) ? Promise.reject(new Error('lost connection')) : sql.query(text, params)),
        }),
      )) as Ports['db']['withCaller'],
  },
});

describe('POST /uploadProfilePhoto: the claim and the profile change together or not at all', () => {
  it('leaves the profile and the upload as they were when the profile update fails (the person may try again)', async () => {
    const { call, login, logError } = appWith(failingProfileWrite(/set cp_foto_perfil/));
    const token = (await login('diretor'))!;
    const photo = await uploadPhoto(call, token);
    const res = await call('POST', '/uploadProfilePhoto', {
      token,
      json: { userId: P.diretor.cp_id, cp_foto_perfil: photo.uploadId },
    });
    expect(res).toEqual({ status: 500, body: { msg: MSG.internal } });
    expect(logError).toHaveBeenCalled();
    expect((await profileRow(P.diretor.cp_id))!.cp_foto_perfil).toBeNull();
    expect(await uploadRow(photo.uploadId)).toEqual({ claimed: false });
    expect(await stored(photo.objectName)).toHaveLength(1);
    // Retried with the database back: it works.
    const retry = await appWith(() => ({})).call('POST', '/uploadProfilePhoto', {
      token,
      json: { userId: P.diretor.cp_id, cp_foto_perfil: photo.uploadId },
    });
    expect(retry.status).toBe(200);
    expect((await profileRow(P.diretor.cp_id))!.cp_foto_perfil).toBe(`avatars/${photo.objectName}`);
  });

  it('answers 503 and changes nothing when storage cannot say what arrived', async () => {
    const { call, login } = appWith((ports) => ({
      storage: { ...ports.storage, head: () => Promise.reject(new StorageError('unavailable', 'HTTP 502')) },
    }));
    const token = (await login('secretaria'))!;
    const photo = await uploadPhoto(call, token);
    const res = await call('POST', '/uploadProfilePhoto', {
      token,
      json: { userId: P.secretaria.cp_id, cp_foto_perfil: photo.uploadId },
    });
    expect(res).toEqual({ status: 503, body: { msg: MSG.unavailable } });
    expect((await profileRow(P.secretaria.cp_id))!.cp_foto_perfil).toBeNull();
    expect(await uploadRow(photo.uploadId)).toEqual({ claimed: false });
  });

  it('keeps the new photo when removing the previous one fails; the next sweep removes it', async () => {
    const broken = appWith((ports) => ({
      storage: { ...ports.storage, remove: () => Promise.reject(new StorageError('unavailable', 'down')) },
    }));
    const token = (await broken.login('gestor'))!;
    const first = await uploadPhoto(broken.call, token);
    const second = await uploadPhoto(broken.call, token);
    for (const photo of [first, second]) {
      const res = await broken.call('POST', '/uploadProfilePhoto', {
        token,
        json: { userId: P.gestor.cp_id, cp_foto_perfil: photo.uploadId },
      });
      expect(res.status).toBe(200);
    }
    expect((await profileRow(P.gestor.cp_id))!.cp_foto_perfil).toBe(`avatars/${second.objectName}`);
    expect(broken.logError).toHaveBeenCalled();
    expect(await stored(first.objectName)).toHaveLength(1);
    expect(await listedForRemoval()).toEqual([{ object_name: first.objectName }]);

    // Storage back: the next sweep (any new ticket) removes it and forgets it.
    const working = appWith(() => ({}));
    await working.call('POST', '/uploads', {
      token,
      json: { kind: 'foto', fileName: 'x.png', size: 10, contentType: 'image/png' },
    });
    expect(await stored(first.objectName)).toEqual([]);
    expect(await listedForRemoval()).toEqual([]);
    expect(await stored(second.objectName)).toHaveLength(1);
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
  const leftovers = async () => ({
    accounts: await db.query('select 1 from auth.users where lower(email) = $1', [person.cp_email]),
    profiles: await db.query('select 1 from public.profiles where cp_login = $1', [person.cp_login]),
  });

  it('creates all three: the new person shows the photo the secretary uploaded', async () => {
    const { call, login } = appWith(() => ({}));
    const token = (await login('secretaria'))!;
    const photo = await uploadPhoto(call, token);
    const res = await call('POST', '/register', { token, json: { ...person, cp_foto_perfil: photo.uploadId } });
    expect(res).toMatchObject({ status: 200, body: { exists: false, msg: MSG.userRegistered } });
    expect((await profileRow(res.body.userId as number))!.cp_foto_perfil).toBe(`avatars/${photo.objectName}`);
    expect(await uploadRow(photo.uploadId)).toEqual({ claimed: true });
    expect(await login(person.cp_login, person.cp_password)).not.toBeNull();
  });

  it('deletes the account again when the profile insert fails, and leaves the photo unused', async () => {
    const { call, login } = appWith(failingProfileWrite(/insert into public\.profiles/));
    const token = (await login('diretor'))!;
    const photo = await uploadPhoto(call, token);
    const res = await call('POST', '/register', { token, json: { ...person, cp_foto_perfil: photo.uploadId } });
    expect(res).toEqual({ status: 500, body: { msg: MSG.internal } });
    expect(await leftovers()).toEqual({ accounts: [], profiles: [] });
    expect(await uploadRow(photo.uploadId)).toEqual({ claimed: false });
    expect(await login(person.cp_login, person.cp_password)).toBeNull();
  });

  it('creates nothing when the photo never arrived, or storage cannot say what arrived', async () => {
    const { call, login } = appWith(() => ({}));
    const token = (await login('secretaria'))!;
    const ticket = await call('POST', '/uploads', {
      token,
      json: { kind: 'foto', fileName: 'eu.png', size: 64, contentType: 'image/png' },
    });
    const missing = await call('POST', '/register', { token, json: { ...person, cp_foto_perfil: ticket.body.uploadId } });
    expect(missing).toEqual({ status: 400, body: { msg: FILE_MESSAGES.uploadMissing } });

    const down = appWith((ports) => ({
      storage: { ...ports.storage, head: () => Promise.reject(new StorageError('unavailable', 'HTTP 502')) },
    }));
    const photo = await uploadPhoto(down.call, token);
    const res = await down.call('POST', '/register', { token, json: { ...person, cp_foto_perfil: photo.uploadId } });
    expect(res).toEqual({ status: 503, body: { msg: MSG.unavailable } });
    expect(await leftovers()).toEqual({ accounts: [], profiles: [] });
  });

  it('deletes the account again when the profile insert fails without a photo', async () => {
    const { call, login } = appWith(failingProfileWrite(/insert into public\.profiles/));
    const token = (await login('diretor'))!;
    const res = await call('POST', '/register', { token, json: person });
    expect(res).toEqual({ status: 500, body: { msg: MSG.internal } });
    expect(await leftovers()).toEqual({ accounts: [], profiles: [] });
  });
});

describe('PUT /edit-user: profile and account change together or not at all', () => {
  it.each([
    ['the auth service is down', new AuthError('unavailable', 'HTTP 502'), 503, MSG.unavailable],
    // The 409 names the e-mail (rules/usuarios.ts takenMessage).
    ['the auth service says the email is taken', new AuthError('email_taken', 'email_exists'), 409, MSG.emailTaken],
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
