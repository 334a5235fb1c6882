// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ALL_ENDPOINTS, User } from '@contract';
import { db } from '../db';
import { callApi, loginAs } from '../testing';
import { implementedRoutes } from './index';

const NOT_FOUND = { msg: 'Usuário não encontrado.' };

function firstUser(where: Partial<{ cp_escola_id: number; cp_tipo_user: number; cp_excluido: 0 | 1 }>, notId?: number) {
  const user = db.users.findFirst((q) =>
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
  it('answers the contract User, without any secret field', async () => {
    const { token, user } = await loginAs('gestor');
    const { status, body } = await callApi('GET', `/users/${user.cp_id}`, { token });
    expect(status).toBe(200);
    expect(User.strict().safeParse(body).success).toBe(true);
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
    const ownStudent = db.users.findFirst((q) => q.where({ cp_login: 'aluno' }))!;
    expect(await callApi('GET', `/users/${ownStudent.cp_id}`, { token })).toMatchObject({ status: 404, body: NOT_FOUND });
    const director = firstUser({ cp_escola_id: 1, cp_tipo_user: 2 });
    expect((await callApi('GET', `/users/${director.cp_id}`, { token })).status).toBe(404);
  });

  it('lets a student read only themself (another student, even a classmate, is 404)', async () => {
    const { token, user } = await loginAs('aluno');
    expect((await callApi('GET', `/users/${user.cp_id}`, { token })).status).toBe(200);
    const classmate = db.users.findFirst((q) => q.where((u) => u.cp_turma_id === user.cp_turma_id && u.cp_id !== user.cp_id))!;
    expect(await callApi('GET', `/users/${classmate.cp_id}`, { token })).toMatchObject({ status: 404, body: NOT_FOUND });
    const teacher = db.users.findFirst((q) => q.where({ cp_login: 'professor' }))!;
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
