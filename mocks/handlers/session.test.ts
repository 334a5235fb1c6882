// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOGIN_MSG, LoginResponse, loginThrottleKey, PROFILE_PHOTO_MAX_BYTES, THROTTLE, THROTTLE_MESSAGES } from '@contract';
import { db, memoryPersistence, noPersistence, resetDemoData, setPersistence } from '../db';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../seed';
import { classOf } from '../lib/membership';
import { callApi, loginAs, uploadFile } from '../testing';

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

describe('POST /login throttle (docs/decisions.md §53)', () => {
  const { perKey, lockBaseSeconds, lockMaxSeconds, windowSeconds } = THROTTLE.login;
  const attempt = (login: string, password = 'errada') => callApi('POST', '/login', { json: { login, password } });
  /** Only Date is faked: locks and windows pass without waiting. */
  const clock = () => {
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    return (seconds: number) => vi.setSystemTime(Date.now() + seconds * 1000);
  };
  afterEach(() => vi.useRealTimers());

  it(`locks a login after ${perKey} wrong passwords: 429, Retry-After and the message, the right password too`, async () => {
    for (let i = 0; i < perKey; i++) expect((await attempt('gestor')).status).toBe(401);
    const locked = await attempt('gestor', DEMO_PASSWORD);
    expect(locked.status).toBe(429);
    const wait = Number(locked.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(lockBaseSeconds - 2);
    expect(wait).toBeLessThanOrEqual(lockBaseSeconds);
    expect(locked.body).toEqual({ msg: THROTTLE_MESSAGES.login(wait) });
    expect(locked.body.msg).toBe('Muitas tentativas de login. Tente novamente em 1 minuto.');
    // Nothing about the login is stored as typed: its key is a hash.
    expect(db.tentativas.all().map((t) => t.chave)).toEqual([await loginThrottleKey('gestor')]);
    expect((await attempt('diretor', DEMO_PASSWORD)).status).toBe(200);
  });

  it('throttles an unknown login exactly like a known one', async () => {
    for (const login of ['ninguem.aqui', 'gestor']) {
      for (let i = 0; i < perKey; i++) expect(await attempt(login)).toMatchObject({ status: 401, body: WRONG });
      expect((await attempt(login)).status).toBe(429);
    }
  });

  it('doubles each later lock up to the maximum, and forgets a login a window after its lock ends', async () => {
    const pass = clock();
    for (let i = 0; i < perKey; i++) await attempt('secretaria');
    let lock: number = lockBaseSeconds;
    for (let i = 0; i < 8; i++) {
      expect((await attempt('secretaria')).headers.get('retry-after')).toBe(String(lock));
      pass(lock);
      expect((await attempt('secretaria')).status).toBe(401);
      lock = Math.min(lock * 2, lockMaxSeconds);
    }
    expect(lock).toBe(lockMaxSeconds);
    pass(lock + windowSeconds);
    for (let i = 1; i < perKey; i++) expect((await attempt('secretaria')).status).toBe(401);
    expect((await attempt('secretaria', DEMO_PASSWORD)).status).toBe(200);
  });

  it('starts a login afresh when it signs in before the limit', async () => {
    for (let i = 1; i < perKey; i++) await attempt('professor');
    expect((await attempt('professor', DEMO_PASSWORD)).status).toBe(200);
    for (let i = 1; i < perKey; i++) expect((await attempt('professor')).status).toBe(401);
    expect(db.tentativas.all()).toEqual([expect.objectContaining({ falhas: perKey - 1, bloqueadoAte: null })]);
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

describe('POST /uploadProfilePhoto, upload tickets and signed URLs', () => {
  /** Reads a signed URL as a browser would (no token), optionally a byte range. */
  const fetchSigned = async (url: string, range?: string) => {
    const answer = await fetch(url, range ? { headers: { Range: range } } : {});
    return { status: answer.status, headers: answer.headers, bytes: new Uint8Array(await answer.arrayBuffer()) };
  };
  const photoOf = async (token: string, file: File) => {
    const upload = await uploadFile(token, 'foto', file);
    if (!upload.ok) throw new Error(upload.msg);
    return upload.uploadId;
  };

  it('makes the uploaded photo the profile photo and answers its signed URL; storage serves it, with ranges', async () => {
    const { token, user } = await loginAs('aluno');
    const file = png(64);
    const uploadId = await photoOf(token, file);
    const { status, body } = await callApi('POST', '/uploadProfilePhoto', {
      token,
      json: { userId: user.cp_id, cp_foto_perfil: uploadId },
    });
    expect(status).toBe(200);
    expect(body.filePath).toMatch(
      new RegExp(`^http://localhost:3000/storage/v1/object/sign/avatars/${user.cp_id}/${uploadId}\\.png\\?token=[0-9a-f]{48}$`),
    );

    const served = await fetchSigned(body.filePath);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.bytes).toEqual(new Uint8Array(await file.arrayBuffer()));
    const part = await fetchSigned(body.filePath, 'bytes=8-15');
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 8-15/64');
    expect(part.bytes).toHaveLength(8);

    const read = await callApi('GET', `/users/${user.cp_id}`, { token });
    expect((await fetchSigned(read.body.cp_foto_perfil)).bytes).toEqual(served.bytes);
    const login = await callApi('POST', '/login', { json: { login: 'aluno', password: DEMO_PASSWORD } });
    expect((await fetchSigned(login.body.userProfilePhoto)).status).toBe(200);
    // The renewal answers a fresh URL of the photo too.
    const renewed = await callApi('POST', '/refresh', { json: { refreshToken: login.body.refreshToken } });
    expect((await fetchSigned(renewed.body.userProfilePhoto)).status).toBe(200);
    // A used upload cannot be used again.
    expect(
      await callApi('POST', '/uploadProfilePhoto', { token, json: { userId: user.cp_id, cp_foto_perfil: uploadId } }),
    ).toMatchObject({
      status: 400,
      body: { msg: 'Envio de arquivo não encontrado ou expirado. Envie o arquivo novamente.' },
    });
  });

  it('replaces the previous photo: its file is gone', async () => {
    const { token, user } = await loginAs('professor');
    const first = await callApi('POST', '/uploadProfilePhoto', {
      token,
      json: { userId: user.cp_id, cp_foto_perfil: await photoOf(token, png(20)) },
    });
    const jpeg = new File([new Uint8Array([255, 216, 255, 224, 0, 16])], 'eu.jpg', { type: 'image/jpeg' });
    const second = await callApi('POST', '/uploadProfilePhoto', {
      token,
      json: { userId: user.cp_id, cp_foto_perfil: await photoOf(token, jpeg) },
    });
    expect(second.body.filePath).toMatch(/\.jpg\?token=/);
    expect((await fetchSigned(first.body.filePath)).status).toBe(400);
    expect((await fetchSigned(second.body.filePath)).headers.get('content-type')).toBe('image/jpeg');
    expect(db.files.findMany((q) => q.where({ bucket: 'avatars', name: (n) => n.startsWith(`${user.cp_id}/`) }))).toHaveLength(1);
  });

  it('refuses at the ticket a file of another type or over 5 MB, with Portuguese messages, and stores nothing', async () => {
    const { token } = await loginAs('aluno');
    const pdf = new File(['%PDF-1.4'], 'documento.pdf', { type: 'application/pdf' });
    expect(await uploadFile(token, 'foto', pdf)).toEqual({
      ok: false,
      status: 400,
      msg: 'Foto de perfil: tipo de arquivo não permitido (application/pdf). Envie JPEG, PNG, WEBP ou GIF.',
    });
    expect(await uploadFile(token, 'foto', png(PROFILE_PHOTO_MAX_BYTES + 1, 'grande.png'))).toEqual({
      ok: false,
      status: 400,
      msg: 'Foto de perfil: o arquivo "grande.png" excede o limite de 5 MB.',
    });
    // Kinds follow ACCESS: a student uploads no audio.
    expect(await uploadFile(token, 'audio', new File(['ID3'], 'a.mp3', { type: 'audio/mpeg' }))).toMatchObject({ status: 403 });
    expect(db.uploads.all()).toHaveLength(0);
    expect(db.files.findMany((q) => q.where({ bucket: 'avatars' }))).toHaveLength(0);
  });

  it('refuses a renamed executable or a web page sent as an image, by its content, and removes it', async () => {
    const { token, user } = await loginAs('aluno');
    const fakes = [
      new File([new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0])], 'foto.png', { type: 'image/png' }),
      new File(['<html><script>alert(1)</script></html>'], 'foto.png', { type: 'image/png' }),
    ];
    for (const fake of fakes) {
      const uploadId = await photoOf(token, fake);
      expect(
        await callApi('POST', '/uploadProfilePhoto', { token, json: { userId: user.cp_id, cp_foto_perfil: uploadId } }),
      ).toMatchObject({
        status: 400,
        body: { msg: 'Foto de perfil: o conteúdo de "foto.png" não é JPEG, PNG, WEBP ou GIF. Escolha outro arquivo.' },
      });
    }
    expect(db.uploads.all()).toHaveLength(0);
    expect(db.files.findMany((q) => q.where({ bucket: 'avatars' }))).toHaveLength(0);
    expect(userByLogin('aluno').cp_foto_perfil).toBeNull();
  });

  it('says so when the bytes never arrived, and for an unknown or malformed upload id', async () => {
    const { token, user } = await loginAs('aluno');
    const ticket = await callApi('POST', '/uploads', {
      token,
      json: { kind: 'foto', fileName: 'eu.png', size: 16, contentType: 'image/png' },
    });
    expect(
      await callApi('POST', '/uploadProfilePhoto', { token, json: { userId: user.cp_id, cp_foto_perfil: ticket.body.uploadId } }),
    ).toMatchObject({
      status: 400,
      body: { msg: 'O arquivo não chegou ao armazenamento. Envie-o novamente.' },
    });
    expect(
      await callApi('POST', '/uploadProfilePhoto', { token, json: { userId: user.cp_id, cp_foto_perfil: crypto.randomUUID() } }),
    ).toMatchObject({ status: 400, body: { msg: 'Envio de arquivo não encontrado ou expirado. Envie o arquivo novamente.' } });
    expect(
      await callApi('POST', '/uploadProfilePhoto', { token, json: { userId: user.cp_id, cp_foto_perfil: 'x' } }),
    ).toMatchObject({
      status: 400,
      body: { msg: 'Identificador de envio inválido.' },
    });
  });

  it('lets nobody use another person’s upload, or change another person’s photo', async () => {
    const gestor = await loginAs('gestor');
    const aluno = await loginAs('aluno');
    const theirs = await photoOf(aluno.token, png());
    expect(
      await callApi('POST', '/uploadProfilePhoto', {
        token: gestor.token,
        json: { userId: gestor.user.cp_id, cp_foto_perfil: theirs },
      }),
    ).toMatchObject({
      status: 400,
    });
    const mine = await photoOf(gestor.token, png());
    expect(
      await callApi('POST', '/uploadProfilePhoto', {
        token: gestor.token,
        json: { userId: aluno.user.cp_id, cp_foto_perfil: mine },
      }),
    ).toMatchObject({
      status: 403,
      body: { msg: 'Acesso negado.' },
    });
    expect(await callApi('POST', '/uploadProfilePhoto', { json: { userId: 1, cp_foto_perfil: mine } })).toMatchObject({
      status: 401,
    });
    expect(
      await callApi('POST', '/uploads', { json: { kind: 'foto', fileName: 'a.png', size: 1, contentType: 'image/png' } }),
    ).toMatchObject({
      status: 401,
    });
  });

  it('cancels an unused upload (its file goes), and refuses to cancel a used one or someone else’s', async () => {
    const { token, user } = await loginAs('aluno');
    const uploadId = await photoOf(token, png());
    expect(db.files.findMany((q) => q.where({ bucket: 'avatars' }))).toHaveLength(1);
    expect(await callApi('DELETE', `/uploads/${uploadId}`, { token })).toMatchObject({
      status: 200,
      body: { msg: 'Envio cancelado.' },
    });
    expect(db.files.findMany((q) => q.where({ bucket: 'avatars' }))).toHaveLength(0);
    expect(await callApi('DELETE', `/uploads/${uploadId}`, { token })).toMatchObject({ status: 404 });

    const used = await photoOf(token, png());
    await callApi('POST', '/uploadProfilePhoto', { token, json: { userId: user.cp_id, cp_foto_perfil: used } });
    expect(await callApi('DELETE', `/uploads/${used}`, { token })).toMatchObject({
      status: 409,
      body: { msg: 'Este arquivo já foi usado e não pode ser cancelado.' },
    });
    const other = await loginAs('professor');
    const theirs = await photoOf(other.token, png());
    expect(await callApi('DELETE', `/uploads/${theirs}`, { token })).toMatchObject({ status: 404 });
    expect(db.uploads.findFirst((q) => q.where({ id: theirs }))).toBeDefined();
  });

  it('removes uploads nobody used within 24 hours, with their files, at the next ticket', async () => {
    const { token } = await loginAs('aluno');
    const stale = await photoOf(token, png());
    const fresh = await photoOf(token, png());
    await db.uploads.update((q) => q.where({ id: stale }), {
      data(u) {
        u.created_at = new Date(Date.now() - 25 * 3600_000).toISOString();
      },
    });
    await photoOf(token, png());
    expect(db.uploads.findFirst((q) => q.where({ id: stale }))).toBeUndefined();
    expect(db.uploads.findFirst((q) => q.where({ id: fresh }))).toBeDefined();
    expect(db.files.findMany((q) => q.where({ bucket: 'avatars' }))).toHaveLength(2);
  });

  it('refuses a signed upload or read URL whose token is wrong, and answers 416 to a range past the end', async () => {
    const { token, user } = await loginAs('aluno');
    const ticket = await callApi('POST', '/uploads', {
      token,
      json: { kind: 'foto', fileName: 'eu.png', size: 16, contentType: 'image/png' },
    });
    const forged = ticket.body.uploadUrl.replace(/token=[0-9a-f]+/, 'token=forjado');
    expect((await fetch(forged, { method: 'PUT', headers: { 'Content-Type': 'image/png' }, body: png() })).status).toBe(400);
    // The ticket's type is the only one storage takes.
    expect(
      (await fetch(ticket.body.uploadUrl, { method: 'PUT', headers: { 'Content-Type': 'text/html' }, body: '<html>' })).status,
    ).toBe(400);
    await fetch(ticket.body.uploadUrl, { method: 'PUT', headers: { 'Content-Type': 'image/png' }, body: png() });
    const answer = await callApi('POST', '/uploadProfilePhoto', {
      token,
      json: { userId: user.cp_id, cp_foto_perfil: ticket.body.uploadId },
    });
    const url: string = answer.body.filePath;
    expect((await fetchSigned(url.replace(/token=[0-9a-f]+/, 'token=0000'))).status).toBe(400);
    expect((await fetchSigned(url, 'bytes=100-200')).status).toBe(416);
    // A broken percent-encoding is refused, not a crash.
    expect((await fetchSigned(url.replace('/avatars/', '/avatars/%zz'))).status).toBe(400);
  });

  it('takes the photo of a deleted person away', async () => {
    const gestor = await loginAs('gestor');
    const aluno = await loginAs('aluno');
    const answer = await callApi('POST', '/uploadProfilePhoto', {
      token: aluno.token,
      json: { userId: aluno.user.cp_id, cp_foto_perfil: await photoOf(aluno.token, png()) },
    });
    expect((await callApi('DELETE', `/delete-user/${aluno.user.cp_id}`, { token: gestor.token })).status).toBe(200);
    expect((await fetchSigned(answer.body.filePath)).status).toBe(400);
    expect(userByLogin('aluno').cp_foto_perfil).toBeNull();
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
