// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { LOGIN_MSG, LoginResponse, PROFILE_PHOTO_MAX_BYTES } from '@contract';
import { db, memoryPersistence, noPersistence, resetDemoData, setPersistence } from '../db';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../seed';
import { classOf } from '../lib/membership';
import { callApi, loginAs } from '../testing';

const SESSION_EXPIRED = { msg: 'Sessão expirada. Entre novamente.' };
const WRONG = { msg: 'Usuário ou senha incorretos' };

function userByLogin(login: string) {
  const user = db.usuarios.findFirst((q) => q.where({ cp_login: login }));
  if (!user) throw new Error(login);
  return user;
}

/** A live user of another school than the demo users' school 1. */
function otherSchoolStudent() {
  return db.usuarios.findFirst((q) => q.where({ cp_escola_id: 2, cp_tipo_user: 5, cp_excluido: 0 }))!;
}

const png = (bytes = 16, name = 'eu.png', type = 'image/png') =>
  new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, ...new Array(Math.max(0, bytes - 8)).fill(0)])], name, { type });

function photoForm(userId: number | string, file?: File) {
  const form = new FormData();
  form.append('userId', String(userId));
  if (file) form.append('cp_foto_perfil', file);
  return form;
}

afterEach(() => setPersistence(noPersistence));

describe('POST /login', () => {
  it.each(DEMO_LOGINS.map((d) => [d.login, d.type] as const))('signs %s in (type %i)', async (login, type) => {
    const { status, body } = await callApi('POST', '/login', { json: { login, password: DEMO_PASSWORD } });
    expect(status).toBe(200);
    expect(LoginResponse.safeParse(body).success).toBe(true);
    const user = userByLogin(login);
    expect(body).toEqual({
      msg: 'Usuário Logado com sucesso',
      userType: type,
      userName: user.cp_nome,
      userId: user.cp_id,
      userProfilePhoto: null,
      schoolId: 1,
      turmaID: login === 'aluno' ? classOf(db, user.cp_id) : null,
      token: expect.stringMatching(/^[0-9a-f]{64}$/),
      refreshToken: expect.stringMatching(/^[0-9a-f]{64}$/),
      expiresAt: expect.any(Number),
    });
    expect(body.expiresAt - Date.now() / 1000).toBeGreaterThan(3500);
    expect(db.sessions.findFirst((q) => q.where({ token: body.token }))?.userId).toBe(user.cp_id);
  });

  it('issues a fresh token on every login', async () => {
    const a = await callApi('POST', '/login', { json: { login: 'gestor', password: DEMO_PASSWORD } });
    const b = await callApi('POST', '/login', { json: { login: 'gestor', password: DEMO_PASSWORD } });
    expect(a.body.token).not.toBe(b.body.token);
  });

  it('ignores the case of the login', async () => {
    const { status } = await callApi('POST', '/login', { json: { login: 'Diretor', password: DEMO_PASSWORD } });
    expect(status).toBe(200);
  });

  it.each([
    ['a wrong password', { login: 'gestor', password: 'senha124' }],
    ['an unknown login', { login: 'ninguem', password: DEMO_PASSWORD }],
    ['empty strings', { login: '', password: '' }],
    ['the right password in another case', { login: 'gestor', password: 'SENHA123' }],
  ])('answers 401 for %s', async (_label, json) => {
    const { status, body } = await callApi('POST', '/login', { json });
    expect(status).toBe(401);
    expect(body).toEqual(WRONG);
  });

  it('refuses a deleted user with the same answer as a wrong password', async () => {
    const deleted = db.usuarios.findFirst((q) => q.where({ cp_excluido: 1 }))!;
    const { status, body } = await callApi('POST', '/login', { json: { login: deleted.cp_login, password: DEMO_PASSWORD } });
    expect(status).toBe(401);
    expect(body).toEqual(WRONG);
  });

  it('answers 400 with a Portuguese message for an empty or incomplete body', async () => {
    const empty = await callApi('POST', '/login', { text: '' });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ msg: 'Campo obrigatório: login.' });
    const noPassword = await callApi('POST', '/login', { json: { login: 'gestor' } });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body).toEqual({ msg: 'Campo obrigatório: password.' });
    const wrongType = await callApi('POST', '/login', { json: { login: 42, password: DEMO_PASSWORD } });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.msg).toMatch(/^login: .*texto/);
  });

  it('answers 400 for malformed JSON', async () => {
    const { status, body } = await callApi('POST', '/login', { text: '{"login": "gestor",' });
    expect(status).toBe(400);
    expect(body).toEqual({ msg: 'JSON inválido no corpo da requisição.' });
  });
});

describe('bearer authentication', () => {
  it('answers 401 without a token, with an unknown token and after the user is deleted', async () => {
    expect(await callApi('GET', '/aniversario/1')).toMatchObject({ status: 401, body: SESSION_EXPIRED });
    expect(await callApi('GET', '/aniversario/1', { token: 'f'.repeat(64) })).toMatchObject({
      status: 401,
      body: SESSION_EXPIRED,
    });
    const { token, user } = await loginAs('secretaria');
    expect((await callApi('GET', `/aniversario/${user.cp_id}`, { token })).status).toBe(200);
    await db.usuarios.update((q) => q.where({ cp_id: user.cp_id }), {
      data(u) {
        u.cp_excluido = 1;
      },
    });
    expect(await callApi('GET', `/aniversario/${user.cp_id}`, { token })).toMatchObject({ status: 401, body: SESSION_EXPIRED });
  });

  it('accepts a token issued by POST /login', async () => {
    const login = await callApi('POST', '/login', { json: { login: 'aluno', password: DEMO_PASSWORD } });
    const { status, body } = await callApi('GET', `/aniversario/${login.body.userId}`, { token: login.body.token });
    expect(status).toBe(200);
    expect(body).toEqual({ cp_datanascimento: userByLogin('aluno').cp_datanascimento });
  });
});

describe('GET /aniversario/:userId', () => {
  it('follows the users read scope', async () => {
    const director = await loginAs('diretor');
    const secretary = userByLogin('secretaria');
    expect((await callApi('GET', `/aniversario/${secretary.cp_id}`, { token: director.token })).body).toEqual({
      cp_datanascimento: secretary.cp_datanascimento,
    });
    const outside = await callApi('GET', `/aniversario/${otherSchoolStudent().cp_id}`, { token: director.token });
    expect(outside).toMatchObject({ status: 404, body: { msg: 'Usuário não encontrado.' } });
    const student = await loginAs('aluno');
    expect((await callApi('GET', `/aniversario/${secretary.cp_id}`, { token: student.token })).status).toBe(404);
    expect((await callApi('GET', '/aniversario/abc', { token: student.token })).status).toBe(400);
  });
});

describe('PUT /update-profile/:userId', () => {
  const changes = { cp_nome: 'Helena Costa', cp_email: 'helena.costa@escolaidiomas.com.br', cp_login: 'helena' };

  it('updates the caller’s own name, e-mail and login, keeping the password when none is sent', async () => {
    const { token, user } = await loginAs('diretor');
    const { status, body } = await callApi('PUT', `/update-profile/${user.cp_id}`, { token, json: changes });
    expect(status).toBe(200);
    expect(body).toEqual({ msg: 'Perfil atualizado com sucesso!' });
    const read = await callApi('GET', `/users/${user.cp_id}`, { token });
    expect(read.body).toMatchObject(changes);
    expect((await callApi('POST', '/login', { json: { login: 'helena', password: DEMO_PASSWORD } })).status).toBe(200);
    expect((await callApi('POST', '/login', { json: { login: 'diretor', password: DEMO_PASSWORD } })).status).toBe(401);
  });

  it('changes the password when one is sent: the new one signs in, the old one no longer does', async () => {
    const { token, user } = await loginAs('professor');
    const json = { cp_nome: user.cp_nome, cp_email: user.cp_email, cp_login: 'professor', cp_password: 'nova-senha-9' };
    expect((await callApi('PUT', `/update-profile/${user.cp_id}`, { token, json })).status).toBe(200);
    expect((await callApi('POST', '/login', { json: { login: 'professor', password: 'nova-senha-9' } })).status).toBe(200);
    expect((await callApi('POST', '/login', { json: { login: 'professor', password: DEMO_PASSWORD } })).status).toBe(401);
  });

  it('is 403 for another user in the caller’s read scope and 404 outside it', async () => {
    const { token } = await loginAs('gestor');
    const secretary = userByLogin('secretaria');
    const other = await callApi('PUT', `/update-profile/${secretary.cp_id}`, { token, json: changes });
    expect(other).toMatchObject({ status: 403, body: { msg: 'Acesso negado.' } });
    expect(userByLogin('secretaria').cp_nome).toBe(secretary.cp_nome);
    const director = await loginAs('diretor');
    const outside = await callApi('PUT', `/update-profile/${otherSchoolStudent().cp_id}`, {
      token: director.token,
      json: changes,
    });
    expect(outside).toMatchObject({ status: 404, body: { msg: 'Usuário não encontrado.' } });
  });

  it('answers 409 when the login or e-mail belongs to someone else (any case)', async () => {
    const { token, user } = await loginAs('secretaria');
    const takenLogin = await callApi('PUT', `/update-profile/${user.cp_id}`, {
      token,
      json: { cp_nome: user.cp_nome, cp_email: user.cp_email, cp_login: 'GESTOR' },
    });
    expect(takenLogin).toMatchObject({ status: 409, body: { msg: 'Login ou e-mail já está em uso.' } });
    const gestor = userByLogin('gestor');
    const takenEmail = await callApi('PUT', `/update-profile/${user.cp_id}`, {
      token,
      json: { cp_nome: user.cp_nome, cp_email: gestor.cp_email.toUpperCase(), cp_login: 'secretaria' },
    });
    expect(takenEmail.status).toBe(409);
    // Keeping one's own login and e-mail is no clash.
    const own = await callApi('PUT', `/update-profile/${user.cp_id}`, {
      token,
      json: { cp_nome: 'Juliana F. Lima', cp_email: user.cp_email, cp_login: 'secretaria' },
    });
    expect(own.status).toBe(200);
  });

  it('validates the body with the contract’s Portuguese messages', async () => {
    const { token, user } = await loginAs('aluno');
    const cases: [object, string][] = [
      [{ ...changes, cp_email: 'sem-arroba' }, 'E-mail inválido.'],
      [{ ...changes, cp_nome: '   ' }, 'Nome é obrigatório.'],
      [{ ...changes, cp_login: 'com espaço' }, LOGIN_MSG],
      [{ ...changes, cp_password: '123' }, 'A senha deve ter ao menos 6 caracteres.'],
      [{ cp_email: changes.cp_email, cp_login: 'x' }, 'Nome é obrigatório.'],
    ];
    for (const [json, msg] of cases) {
      expect(await callApi('PUT', `/update-profile/${user.cp_id}`, { token, json })).toMatchObject({
        status: 400,
        body: { msg },
      });
    }
  });
});

describe('POST /uploadProfilePhoto and GET /files/:bucket/:name', () => {
  it('stores the photo, answers its URL and serves the bytes with the right type', async () => {
    const { token, user } = await loginAs('aluno');
    const file = png(64);
    const { status, body } = await callApi('POST', '/uploadProfilePhoto', { token, form: photoForm(user.cp_id, file) });
    expect(status).toBe(200);
    expect(body.filePath).toMatch(/^\/api\/files\/avatars\/usuario-5-[a-z0-9]+-[0-9a-f]{8}\.png$/);

    const served = await callApi<Uint8Array>('GET', body.filePath.replace(/^\/api/, ''));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.body).toEqual(new Uint8Array(await file.arrayBuffer()));

    expect((await callApi('GET', `/users/${user.cp_id}`, { token })).body.cp_foto_perfil).toBe(body.filePath);
    const login = await callApi('POST', '/login', { json: { login: 'aluno', password: DEMO_PASSWORD } });
    expect(login.body.userProfilePhoto).toBe(body.filePath);
  });

  it('replaces the previous photo file', async () => {
    const { token, user } = await loginAs('professor');
    const first = await callApi('POST', '/uploadProfilePhoto', { token, form: photoForm(user.cp_id, png(20)) });
    const second = await callApi('POST', '/uploadProfilePhoto', {
      token,
      form: photoForm(user.cp_id, new File([new Uint8Array([255, 216, 255, 224])], 'eu.jpg', { type: 'image/jpeg' })),
    });
    expect(second.body.filePath).toMatch(/\.jpg$/);
    expect((await callApi('GET', first.body.filePath.replace(/^\/api/, ''))).status).toBe(404);
    expect((await callApi('GET', second.body.filePath.replace(/^\/api/, ''))).headers.get('content-type')).toBe('image/jpeg');
    expect(db.files.findMany((q) => q.where({ bucket: 'avatars' }))).toHaveLength(1);
  });

  it('rejects a file that is not an image, a file over 5 MB and a missing file, with Portuguese messages', async () => {
    const { token, user } = await loginAs('aluno');
    const pdf = new File(['%PDF-1.4'], 'documento.pdf', { type: 'application/pdf' });
    expect(await callApi('POST', '/uploadProfilePhoto', { token, form: photoForm(user.cp_id, pdf) })).toMatchObject({
      status: 400,
      body: { msg: 'Foto de perfil: tipo de arquivo não permitido (application/pdf). Envie JPEG, PNG, WEBP ou GIF.' },
    });
    const big = png(PROFILE_PHOTO_MAX_BYTES + 1, 'grande.png');
    expect(await callApi('POST', '/uploadProfilePhoto', { token, form: photoForm(user.cp_id, big) })).toMatchObject({
      status: 400,
      body: { msg: 'Foto de perfil: o arquivo "grande.png" excede o limite de 5 MB.' },
    });
    expect(await callApi('POST', '/uploadProfilePhoto', { token, form: photoForm(user.cp_id) })).toMatchObject({
      status: 400,
      body: { msg: 'Foto de perfil: envie um arquivo.' },
    });
    const two = photoForm(user.cp_id, png());
    two.append('cp_foto_perfil', png());
    expect((await callApi('POST', '/uploadProfilePhoto', { token, form: two })).body).toEqual({
      msg: 'Foto de perfil: envie no máximo 1 arquivo(s).',
    });
    const stray = photoForm(user.cp_id, png());
    stray.append('curriculo', pdf);
    expect((await callApi('POST', '/uploadProfilePhoto', { token, form: stray })).body).toEqual({
      msg: 'Arquivo não esperado no campo curriculo.',
    });
    expect((await callApi('POST', '/uploadProfilePhoto', { token, json: { userId: user.cp_id } })).body).toEqual({
      msg: 'Envie os dados como formulário (multipart/form-data).',
    });
    expect(db.files.findMany((q) => q.where({ bucket: 'avatars' }))).toHaveLength(0);
    expect(userByLogin('aluno').cp_foto_perfil).toBeNull();
  });

  it('lets nobody upload for someone else', async () => {
    const { token } = await loginAs('gestor');
    const answer = await callApi('POST', '/uploadProfilePhoto', { token, form: photoForm(userByLogin('aluno').cp_id, png()) });
    expect(answer).toMatchObject({ status: 403, body: { msg: 'Acesso negado.' } });
    expect(await callApi('POST', '/uploadProfilePhoto', { form: photoForm(1, png()) })).toMatchObject({ status: 401 });
    expect((await callApi('POST', '/uploadProfilePhoto', { token, form: photoForm('x', png()) })).status).toBe(400);
  });

  it('serves seeded files without a token and answers 404 for unknown ones', async () => {
    const course = db.cursos.findFirst((q) => q.where({ cp_pdf1_curso: (p) => p !== null }))!;
    const served = await callApi<Uint8Array>('GET', `/files/${course.cp_pdf1_curso}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(new TextDecoder().decode(served.body.slice(0, 5))).toBe('%PDF-');
    expect(await callApi('GET', '/files/avatars/nao-existe.png')).toMatchObject({
      status: 404,
      body: { msg: 'Arquivo não encontrado.' },
    });
  });
});

describe('persistence after mutations', () => {
  it('saves after a successful mutation only', async () => {
    const memory = memoryPersistence();
    setPersistence(memory);
    const { token, user } = await loginAs('secretaria');
    await callApi('GET', `/users/${user.cp_id}`, { token });
    expect(memory.saves).toBe(0);
    await callApi('PUT', `/update-profile/${user.cp_id}`, {
      token,
      json: { cp_nome: user.cp_nome, cp_email: user.cp_email, cp_login: 'gestor' },
    });
    expect(memory.saves).toBe(0);
    await callApi('PUT', `/update-profile/${user.cp_id}`, {
      token,
      json: { cp_nome: 'Juliana Lima', cp_email: user.cp_email, cp_login: 'secretaria' },
    });
    expect(memory.saves).toBe(1);
    expect(memory.load()).toContain('"cp_nome":"Juliana Lima"');
    await callApi('POST', '/login', { json: { login: 'secretaria', password: DEMO_PASSWORD } });
    expect(memory.saves).toBe(2);
  });

  it('resetDemoData brings the seed back: old names, old passwords, no sessions', async () => {
    const memory = memoryPersistence();
    setPersistence(memory);
    const { token, user } = await loginAs('diretor');
    await callApi('PUT', `/update-profile/${user.cp_id}`, {
      token,
      json: { cp_nome: 'Outra Pessoa', cp_email: 'outra@exemplo.com', cp_login: 'outra', cp_password: 'trocada-1' },
    });
    await resetDemoData();
    expect(userByLogin('diretor').cp_nome).toBe(user.cp_nome);
    expect((await callApi('POST', '/login', { json: { login: 'diretor', password: DEMO_PASSWORD } })).status).toBe(200);
    expect((await callApi('GET', `/users/${user.cp_id}`, { token })).status).toBe(401);
    expect(memory.load()).toContain(`"cp_nome":"${user.cp_nome}"`);
  });
});
