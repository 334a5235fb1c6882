// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ALL_ENDPOINTS, Usuario } from '@contract';
import { db } from '../db';
import { callApi, loginAs, uploadFile } from '../testing';
import { implementedRoutes } from './index';

const NOT_FOUND = { msg: 'Usuário não encontrado.' };

function firstUser(where: Partial<{ cp_escola_id: number; cp_tipo_user: number; cp_excluido: 0 | 1 }>, notId?: number) {
  const user = db.usuarios.findFirst((q) =>
    q.where(
      (u) =>
        u.cp_id !== notId &&
        (where.cp_escola_id === undefined || u.cp_escola_id === where.cp_escola_id) &&
        (where.cp_tipo_user === undefined || u.cp_tipo_user === where.cp_tipo_user) &&
        u.cp_excluido === (where.cp_excluido ?? 0),
    ),
  );
  if (!user) throw new Error(JSON.stringify(where));
  return user;
}

async function readAs(login: string, id: number) {
  const { token } = await loginAs(login);
  return callApi('GET', `/users/${id}`, { token });
}

describe('GET /users/:id', () => {
  it('answers the contract Usuario, without any secret field', async () => {
    const { token, user } = await loginAs('gestor');
    const { status, body } = await callApi('GET', `/users/${user.cp_id}`, { token });
    expect(status).toBe(200);
    expect(Usuario.strict().safeParse(body).success).toBe(true);
    expect(body).toEqual(user);
  });

  it('lets the gestor read anyone, in every school', async () => {
    for (const school of [1, 2, 3]) {
      for (const type of [2, 3, 4, 5]) {
        const target = firstUser({ cp_escola_id: school, cp_tipo_user: type });
        const { status, body } = await readAs('gestor', target.cp_id);
        expect(status, `${school}/${type}`).toBe(200);
        expect(body.cp_id).toBe(target.cp_id);
      }
    }
  });

  it.each(['diretor', 'secretaria'])('lets the %s read their own school only (404 elsewhere)', async (login) => {
    for (const type of [1, 2, 3, 4, 5]) {
      const inside = firstUser({ cp_escola_id: 1, cp_tipo_user: type });
      expect((await readAs(login, inside.cp_id)).status).toBe(200);
    }
    for (const school of [2, 3]) {
      const outside = firstUser({ cp_escola_id: school, cp_tipo_user: 5 });
      expect(await readAs(login, outside.cp_id)).toMatchObject({ status: 404, body: NOT_FOUND });
      const director = firstUser({ cp_escola_id: school, cp_tipo_user: 2 });
      expect((await readAs(login, director.cp_id)).status).toBe(404);
    }
  });

  it('lets a teacher read only themself, not even their own students', async () => {
    const { token, user } = await loginAs('professor');
    expect((await callApi('GET', `/users/${user.cp_id}`, { token })).status).toBe(200);
    const ownStudent = db.usuarios.findFirst((q) => q.where({ cp_login: 'aluno' }))!;
    expect(await callApi('GET', `/users/${ownStudent.cp_id}`, { token })).toMatchObject({ status: 404, body: NOT_FOUND });
    const director = firstUser({ cp_escola_id: 1, cp_tipo_user: 2 });
    expect((await callApi('GET', `/users/${director.cp_id}`, { token })).status).toBe(404);
  });

  it('lets a student read only themself (another student, even a classmate, is 404)', async () => {
    const { token, user } = await loginAs('aluno');
    expect((await callApi('GET', `/users/${user.cp_id}`, { token })).status).toBe(200);
    const classmateId = db.turmaAlunos.findFirst((q) =>
      q.where((m) => m.cp_tr_id === user.cp_turma_id && m.cp_aluno_id !== user.cp_id),
    )!.cp_aluno_id;
    const classmate = db.usuarios.findFirst((q) => q.where({ cp_id: classmateId }))!;
    expect(await callApi('GET', `/users/${classmate.cp_id}`, { token })).toMatchObject({ status: 404, body: NOT_FOUND });
    const teacher = db.usuarios.findFirst((q) => q.where({ cp_login: 'professor' }))!;
    expect((await callApi('GET', `/users/${teacher.cp_id}`, { token })).status).toBe(404);
  });

  it('treats deleted and missing users as not found, and a malformed id as a bad request', async () => {
    const deleted = firstUser({ cp_excluido: 1 });
    expect(await readAs('gestor', deleted.cp_id)).toMatchObject({ status: 404, body: NOT_FOUND });
    expect(await readAs('gestor', 99999)).toMatchObject({ status: 404, body: NOT_FOUND });
    expect(await readAs('gestor', 0)).toMatchObject({ status: 400, body: { msg: 'Identificador inválido.' } });
    const { token } = await loginAs('gestor');
    expect((await callApi('GET', '/users/abc', { token })).status).toBe(400);
  });

  it('requires a session', async () => {
    expect(await callApi('GET', '/users/1')).toMatchObject({ status: 401, body: { msg: 'Sessão expirada. Entre novamente.' } });
  });
});

describe('fallbacks', () => {
  it('answers 501 for every declared endpoint the mock does not serve yet', async () => {
    const { token } = await loginAs('gestor');
    const served = new Set(implementedRoutes().map((r) => r.def.name));
    expect(served.size).toBeGreaterThan(0);
    for (const e of ALL_ENDPOINTS.filter((x) => !served.has(x.name))) {
      const path = e.path.replace(/:[A-Za-z_]+/g, '1');
      const answer = await callApi(e.method, path, { token });
      expect(answer.status, e.name).toBe(501);
      expect(answer.body).toEqual({ msg: `Ainda não disponível no backend simulado: ${e.method} ${e.path}.` });
    }
  });

  it('answers 404 for an unknown path under the API base', async () => {
    expect(await callApi('GET', '/nao-existe/123')).toMatchObject({
      status: 404,
      body: { msg: 'Rota não encontrada: GET /api/nao-existe/123.' },
    });
  });
});

// ---------------------------------------------------------------------------
// Registration slice (docs/registration.md)
// ---------------------------------------------------------------------------

const TOTAL = 'x-total-count';

/** A complete, valid registration form (a student of school 1 unless changed). */
function registration(changes: Record<string, string> = {}): Record<string, string> {
  return {
    cp_nome: 'João Teste Novo',
    cp_email: 'joao.novo@example.com',
    cp_login: 'joao.novo',
    cp_password: 'senha-nova',
    cp_tipo_user: '5',
    cp_escola_id: '1',
    cp_cpf: '529.982.247-25',
    cp_datanascimento: '2001-04-05',
    ...changes,
  };
}

/** The edit body of a stored user, with changes. */
function editBody(id: number, changes: Record<string, unknown> = {}) {
  const u = db.usuarios.findFirst((q) => q.where({ cp_id: id }))!;
  return {
    cp_nome: u.cp_nome,
    cp_email: u.cp_email,
    cp_login: u.cp_login,
    cp_tipo_user: u.cp_tipo_user,
    cp_escola_id: u.cp_escola_id,
    cp_cpf: u.cp_cpf,
    cp_datanascimento: u.cp_datanascimento,
    ...changes,
  };
}

describe('GET /users', () => {
  it('lists everyone live for the gestor, sorted by name, with the total; deleted people never appear', async () => {
    const { token } = await loginAs('gestor');
    const { status, body, headers } = await callApi('GET', '/users', { token });
    expect(status).toBe(200);
    const live = db.usuarios.findMany((q) => q.where({ cp_excluido: 0 }));
    expect(body).toHaveLength(live.length);
    expect(headers.get(TOTAL)).toBe(String(live.length));
    const names: string[] = body.map((u: Usuario) => u.cp_nome);
    expect(names).toEqual([...names].sort(new Intl.Collator('pt-BR').compare));
    expect(body.some((u: Usuario) => u.cp_excluido === 1)).toBe(false);
    const aluno = body.find((u: Usuario) => u.cp_login === 'aluno');
    expect(aluno.cp_turma_id).toBe(1);
  });

  it('limits directors and secretaries to their school and refuses teachers and students', async () => {
    for (const login of ['diretor', 'secretaria']) {
      const { token } = await loginAs(login);
      const { body } = await callApi('GET', '/users', { token });
      expect(new Set(body.map((u: Usuario) => u.cp_escola_id))).toEqual(new Set([1]));
      // escolaId of another school: nothing there for them.
      const other = await callApi('GET', '/users?escolaId=2', { token });
      expect(other.body).toEqual([]);
      expect(other.headers.get(TOTAL)).toBe('0');
    }
    for (const login of ['professor', 'aluno']) {
      const { token } = await loginAs(login);
      expect(await callApi('GET', '/users', { token })).toMatchObject({ status: 403, body: { msg: 'Acesso negado.' } });
    }
  });

  it('filters by type, school and birthday window; searches accent-insensitively in name, login, e-mail and CPF', async () => {
    const { token } = await loginAs('gestor');
    const teachers = await callApi('GET', '/users?cp_tipo_user=4&escolaId=2', { token });
    expect(teachers.body.length).toBeGreaterThan(0);
    expect(teachers.body.every((u: Usuario) => u.cp_tipo_user === 4 && u.cp_escola_id === 2)).toBe(true);

    const birthdays = await callApi('GET', '/users?aniversariantes=1', { token });
    const ids = birthdays.body.map((u: Usuario) => u.cp_id);
    expect(ids).toContain(db.usuarios.findFirst((q) => q.where({ cp_login: 'aluno' }))!.cp_id);
    expect(ids).not.toContain(db.usuarios.findFirst((q) => q.where({ cp_login: 'diretor' }))!.cp_id);

    const helena = await callApi('GET', '/users?q=HELENA%20costa', { token });
    expect(helena.body.map((u: Usuario) => u.cp_login)).toEqual(['diretor']);
    const accented = db.usuarios.findFirst((q) => q.where((u) => u.cp_excluido === 0 && /[áéíóúãõç]/i.test(u.cp_nome)))!;
    const plain = accented.cp_nome
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
    const found = await callApi('GET', `/users?q=${encodeURIComponent(plain)}`, { token });
    expect(found.body.map((u: Usuario) => u.cp_id)).toContain(accented.cp_id);
    const cpf = db.usuarios.findFirst((q) => q.where({ cp_login: 'secretaria' }))!.cp_cpf;
    for (const q of [cpf, cpf.replace(/\D/g, '')]) {
      const byCpf = await callApi('GET', `/users?q=${encodeURIComponent(q)}`, { token });
      expect(byCpf.body.map((u: Usuario) => u.cp_login)).toEqual(['secretaria']);
    }
  });

  it('pages on the server', async () => {
    const { token } = await loginAs('gestor');
    const all = (await callApi('GET', '/users', { token })).body as Usuario[];
    const page2 = await callApi('GET', '/users?page=2&pageSize=10', { token });
    expect(page2.headers.get(TOTAL)).toBe(String(all.length));
    expect(page2.body.map((u: Usuario) => u.cp_id)).toEqual(all.slice(10, 20).map((u) => u.cp_id));
    expect((await callApi('GET', '/users?pageSize=101', { token })).status).toBe(400);
  });
});

describe('POST /register', () => {
  it('creates the sign-in account and the profile together, with an optional photo', async () => {
    const { token } = await loginAs('secretaria');
    const photo = await uploadFile(
      token,
      'foto',
      new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'f.png', { type: 'image/png' }),
    );
    if (!photo.ok) throw new Error(photo.msg);
    const { status, body } = await callApi('POST', '/register', {
      token,
      json: registration({ cp_foto_perfil: photo.uploadId }),
    });
    expect(status).toBe(200);
    expect(body).toEqual({ exists: false, msg: 'Usuário cadastrado com sucesso!', userId: expect.any(Number) });
    const login = await callApi('POST', '/login', { json: { login: 'joao.novo', password: 'senha-nova' } });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ userId: body.userId, userType: 5, schoolId: 1, turmaID: null });
    expect(login.body.userProfilePhoto).toMatch(
      /^http:\/\/localhost:3000\/storage\/v1\/object\/sign\/avatars\/\d+\/[0-9a-f-]{36}\.png\?token=/,
    );
    const read = await callApi('GET', `/users/${body.userId}`, { token });
    expect(read.body).toMatchObject({ cp_nome: 'João Teste Novo', cp_rg: null, cp_turma_id: null, cp_excluido: 0 });
  });

  it('answers exists (and writes nothing) when the login, e-mail or CPF is already used, deleted people included', async () => {
    const { token } = await loginAs('gestor');
    const deleted = db.usuarios.findFirst((q) => q.where({ cp_excluido: 1 }))!;
    const count = db.usuarios.all().length;
    // Each answer names the field that clashes (`campos`).
    const clashes: [Record<string, string>, string][] = [
      [{ cp_login: 'ALUNO' }, 'cp_login'],
      [{ cp_email: deleted.cp_email }, 'cp_email'],
      [{ cp_cpf: deleted.cp_cpf }, 'cp_cpf'],
    ];
    for (const [changes, campo] of clashes) {
      const { status, body } = await callApi('POST', '/register', { token, json: registration(changes) });
      expect(status).toBe(200);
      expect(body).toEqual({ exists: true, msg: 'Usuário já cadastrado', campos: [campo] });
    }
    expect(db.usuarios.all()).toHaveLength(count);
  });

  it('checks the school, the type and the caller’s school in that order; teachers and students may not register', async () => {
    const secretary = await loginAs('secretaria');
    const cases: [string, Record<string, string>, number, string][] = [
      ['no such school', { cp_escola_id: '99' }, 400, 'A escola escolhida não existe.'],
      ['a higher type', { cp_tipo_user: '2' }, 403, 'Você só pode cadastrar ou editar usuários do seu nível ou abaixo.'],
      ['another school', { cp_escola_id: '2' }, 403, 'Você só pode cadastrar ou editar usuários da sua escola.'],
    ];
    for (const [label, changes, status, msg] of cases) {
      expect(await callApi('POST', '/register', { token: secretary.token, json: registration(changes) }), label).toMatchObject({
        status,
        body: { msg },
      });
    }
    const teacher = await loginAs('professor');
    expect(await callApi('POST', '/register', { token: teacher.token, json: registration() })).toMatchObject({
      status: 403,
      body: { msg: 'Acesso negado.' },
    });
    expect(
      await callApi('POST', '/register', { token: secretary.token, json: registration({ cp_cpf: '529.982.247-24' }) }),
    ).toMatchObject({
      status: 400,
      body: { msg: 'CPF inválido: verifique os dígitos.' },
    });
    expect(findByLogin('joao.novo')).toBeUndefined();
  });

  it('lets the Diretor register another director in their own school', async () => {
    const { token } = await loginAs('diretor');
    expect((await callApi('POST', '/register', { token, json: registration({ cp_tipo_user: '2' }) })).body.exists).toBe(false);
  });
});

function findByLogin(login: string) {
  return db.usuarios.findFirst((q) => q.where({ cp_login: login }));
}

describe('PUT /edit-user/:id', () => {
  it('edits a person of the caller’s school and changes the password when sent', async () => {
    const { token } = await loginAs('secretaria');
    const target = findByLogin('professor')!;
    const { status, body } = await callApi('PUT', `/edit-user/${target.cp_id}`, {
      token,
      json: editBody(target.cp_id, { cp_nome: 'Marcos V. Rocha', cp_password: 'trocada-1' }),
    });
    expect(status).toBe(200);
    expect(body).toEqual({ msg: 'Usuário editado com sucesso!' });
    expect(findByLogin('professor')!.cp_nome).toBe('Marcos V. Rocha');
    expect((await callApi('POST', '/login', { json: { login: 'professor', password: 'trocada-1' } })).status).toBe(200);
  });

  it('refuses self-edits except for the Gestor, higher types, other schools and clashes', async () => {
    const director = await loginAs('diretor');
    expect(
      await callApi('PUT', `/edit-user/${director.user.cp_id}`, { token: director.token, json: editBody(director.user.cp_id) }),
    ).toMatchObject({
      status: 403,
      body: { msg: 'Edite os seus próprios dados em Meu Perfil.' },
    });
    const gestor = await loginAs('gestor');
    expect(
      (await callApi('PUT', `/edit-user/${gestor.user.cp_id}`, { token: gestor.token, json: editBody(gestor.user.cp_id) }))
        .status,
    ).toBe(200);

    const secretary = await loginAs('secretaria');
    const directorId = director.user.cp_id;
    expect(
      await callApi('PUT', `/edit-user/${directorId}`, { token: secretary.token, json: editBody(directorId) }),
    ).toMatchObject({
      status: 403,
      body: { msg: 'Você só pode cadastrar ou editar usuários do seu nível ou abaixo.' },
    });
    const student = findByLogin('aluno')!;
    expect(
      await callApi('PUT', `/edit-user/${student.cp_id}`, {
        token: secretary.token,
        json: editBody(student.cp_id, { cp_tipo_user: 2 }),
      }),
    ).toMatchObject({
      status: 403,
    });
    expect(
      await callApi('PUT', `/edit-user/${student.cp_id}`, {
        token: secretary.token,
        json: editBody(student.cp_id, { cp_escola_id: 2 }),
      }),
    ).toMatchObject({
      status: 403,
      body: { msg: 'Você só pode cadastrar ou editar usuários da sua escola.' },
    });
    expect(
      await callApi('PUT', `/edit-user/${student.cp_id}`, {
        token: secretary.token,
        json: editBody(student.cp_id, { cp_login: 'gestor' }),
      }),
    ).toMatchObject({
      status: 409,
      // The 409 names the field someone else holds (rules/usuarios.ts takenMessage).
      body: { msg: 'Este login já está em uso.' },
    });
    expect(findByLogin('aluno')).toBeDefined();
    const outside = firstUser({ cp_escola_id: 2, cp_tipo_user: 5 });
    expect(
      await callApi('PUT', `/edit-user/${outside.cp_id}`, { token: secretary.token, json: editBody(outside.cp_id) }),
    ).toMatchObject({
      status: 404,
      body: NOT_FOUND,
    });
  });

  it('takes a student who moves to another school out of their class', async () => {
    const { token } = await loginAs('gestor');
    const student = findByLogin('aluno')!;
    expect(
      (await callApi('PUT', `/edit-user/${student.cp_id}`, { token, json: editBody(student.cp_id, { cp_escola_id: 2 }) })).status,
    ).toBe(200);
    expect((await callApi('GET', `/users/${student.cp_id}`, { token })).body.cp_turma_id).toBeNull();
    expect(db.turmaAlunos.findFirst((q) => q.where({ cp_aluno_id: student.cp_id }))).toBeUndefined();
  });
});

describe('DELETE /delete-user/:id', () => {
  it('soft-deletes: the person leaves their class, their token stops working and they cannot sign in', async () => {
    const student = await loginAs('aluno');
    const { token } = await loginAs('diretor');
    const { status, body } = await callApi('DELETE', `/delete-user/${student.user.cp_id}`, { token });
    expect(status).toBe(200);
    expect(body).toEqual({ msg: 'Usuário excluído com sucesso.' });
    expect(findByLogin('aluno')!.cp_excluido).toBe(1);
    expect(db.turmaAlunos.findFirst((q) => q.where({ cp_aluno_id: student.user.cp_id }))).toBeUndefined();
    expect((await callApi('GET', `/users/${student.user.cp_id}`, { token: student.token })).status).toBe(401);
    expect((await callApi('POST', '/login', { json: { login: 'aluno', password: 'senha123' } })).status).toBe(401);
    expect((await callApi('GET', `/users/${student.user.cp_id}`, { token })).status).toBe(404);
  });

  it('refuses oneself, a teacher with classes, higher types and teachers as callers', async () => {
    const gestor = await loginAs('gestor');
    expect(await callApi('DELETE', `/delete-user/${gestor.user.cp_id}`, { token: gestor.token })).toMatchObject({
      status: 409,
      body: { msg: 'Você não pode excluir o seu próprio usuário.' },
    });
    const teacher = findByLogin('professor')!;
    expect(await callApi('DELETE', `/delete-user/${teacher.cp_id}`, { token: gestor.token })).toMatchObject({
      status: 409,
      body: { msg: 'Este professor ainda tem turmas. Atribua-as a outro professor antes de excluí-lo.' },
    });
    const secretary = await loginAs('secretaria');
    expect((await callApi('DELETE', `/delete-user/${findByLogin('diretor')!.cp_id}`, { token: secretary.token })).status).toBe(
      403,
    );
    const asTeacher = await loginAs('professor');
    expect((await callApi('DELETE', `/delete-user/${findByLogin('aluno')!.cp_id}`, { token: asTeacher.token })).status).toBe(404);
    expect(findByLogin('aluno')!.cp_excluido).toBe(0);
  });
});

describe('GET /users-escolas and GET /users-professores', () => {
  it('lists live directors by name for 1 and 2 (all schools) and 3 (own school); 400 for another type; 403 for 4,5', async () => {
    const gestor = await loginAs('gestor');
    const all = await callApi('GET', '/users-escolas?cp_tipo_user=2', { token: gestor.token });
    expect(all.status).toBe(200);
    expect(all.body).toHaveLength(3);
    expect(Object.keys(all.body[0]).sort()).toEqual(['cp_id', 'cp_nome']);
    const director = await loginAs('diretor');
    expect((await callApi('GET', '/users-escolas?cp_tipo_user=2', { token: director.token })).body).toEqual(all.body);
    const secretary = await loginAs('secretaria');
    expect((await callApi('GET', '/users-escolas?cp_tipo_user=2', { token: secretary.token })).body).toEqual([
      { cp_id: director.user.cp_id, cp_nome: director.user.cp_nome },
    ]);
    expect(await callApi('GET', '/users-escolas?cp_tipo_user=4', { token: gestor.token })).toMatchObject({
      status: 400,
      body: { msg: 'Somente diretores podem ser listados aqui (cp_tipo_user=2).' },
    });
    const teacher = await loginAs('professor');
    expect((await callApi('GET', '/users-escolas?cp_tipo_user=2', { token: teacher.token })).status).toBe(403);
  });

  it('lists live teachers within the caller’s scope, optionally of one school', async () => {
    const gestor = await loginAs('gestor');
    const of2 = await callApi('GET', '/users-professores?escolaId=2', { token: gestor.token });
    const ids = of2.body.map((p: { cp_id: number }) => p.cp_id);
    expect(ids.sort()).toEqual(
      db.usuarios
        .findMany((q) => q.where({ cp_tipo_user: 4, cp_escola_id: 2, cp_excluido: 0 }))
        .map((u) => u.cp_id)
        .sort(),
    );
    const secretary = await loginAs('secretaria');
    const own = await callApi('GET', '/users-professores', { token: secretary.token });
    expect(own.body.map((p: { cp_nome: string }) => p.cp_nome)).toContain('Marcos Vinícius Rocha');
    expect(own.body.map((p: { cp_nome: string }) => p.cp_nome)).not.toContain('Eduardo Pinto Cardoso');
    expect((await callApi('GET', '/users-professores?escolaId=2', { token: secretary.token })).body).toEqual([]);
    const student = await loginAs('aluno');
    expect((await callApi('GET', '/users-professores', { token: student.token })).status).toBe(403);
  });
});
