// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Turma } from '@contract';
import { db } from '../db';
import type { TurmaRow } from '../seed/rows';
import { classOf, membersOf } from '../lib/membership';
import { callApi, loginAs } from '../testing';

const NOT_FOUND = { msg: 'Turma não encontrada.' };

function userId(login: string): number {
  return db.usuarios.findFirst((q) => q.where({ cp_login: login }))!.cp_id;
}

/** Live students of a school without a class. */
function unplaced(school: number): number[] {
  return db.usuarios
    .findMany((q) => q.where({ cp_escola_id: school, cp_tipo_user: 5, cp_excluido: 0 }))
    .map((u) => u.cp_id)
    .filter((id) => classOf(db, id) === null);
}

const form = (changes: Record<string, unknown> = {}) => ({
  cp_tr_nome: 'Conversation Club — Sexta 18h',
  cp_tr_data: '2026-02-01',
  cp_tr_id_professor: userId('larissa.carvalho'),
  cp_tr_id_escola: 1,
  cp_tr_curso_id: 3,
  cp_tr_alunos: unplaced(1).slice(0, 2),
  ...changes,
});

describe('GET /turmas, /turmas/:id and /cp_turmas/professor/:id', () => {
  it('follows the read scope: 1 all, 2,3 own school, 4 what they teach, 5 their own class', async () => {
    const expectations: [string, (t: TurmaRow) => boolean][] = [
      ['gestor', () => true],
      ['diretor', (t) => t.cp_tr_id_escola === 1],
      ['secretaria', (t) => t.cp_tr_id_escola === 1],
      ['professor', (t) => t.cp_tr_id_professor === userId('professor')],
      ['aluno', (t) => t.cp_tr_id === 1],
    ];
    const all = db.turmas.all();
    for (const [login, visible] of expectations) {
      const { token } = await loginAs(login);
      const { status, body, headers } = await callApi('GET', '/turmas', { token });
      expect(status, login).toBe(200);
      const expected = all
        .filter(visible)
        .map((t) => t.cp_tr_id)
        .sort();
      expect(body.map((t: Turma) => t.cp_tr_id).sort(), login).toEqual(expected);
      expect(headers.get('x-total-count')).toBe(String(expected.length));
    }
    const student = await loginAs('aluno');
    expect(await callApi('GET', '/turmas/2', { token: student.token })).toMatchObject({ status: 404, body: NOT_FOUND });
    const one = await callApi('GET', '/turmas/1', { token: student.token });
    expect(one.body).toMatchObject({
      cp_tr_id: 1,
      nomeDoProfessor: 'Marcos Vinícius Rocha',
      cursoNome: '[ING] GLOBAL ENGLISH BOOK 3',
    });
    expect(one.body.cp_tr_alunos).toEqual(membersOf(db, 1));
    expect(one.body.cp_tr_alunos).toContain(student.user.cp_id);
  });

  it('filters, searches class, teacher and course names, and sorts by name', async () => {
    const { token } = await loginAs('gestor');
    const names = (await callApi('GET', '/turmas', { token })).body.map((t: Turma) => t.cp_tr_nome);
    expect(names).toEqual([...names].sort(new Intl.Collator('pt-BR').compare));
    expect((await callApi('GET', '/turmas?escolaId=3', { token })).body).toHaveLength(3);
    expect((await callApi('GET', `/turmas?professorId=${userId('thiago.souza')}`, { token })).body).toHaveLength(2);
    expect((await callApi('GET', '/turmas?q=espanol', { token })).body.map((t: Turma) => t.cp_tr_id)).toEqual([3]);
    expect((await callApi('GET', '/turmas?q=vinicius', { token })).body.map((t: Turma) => t.cp_tr_id).sort()).toEqual([1, 2]);
  });

  it('lists the readable classes of a teacher', async () => {
    const teacher = await loginAs('professor');
    const own = await callApi('GET', `/cp_turmas/professor/${teacher.user.cp_id}`, { token: teacher.token });
    expect(own.body.map((t: Turma) => t.cp_tr_id).sort()).toEqual([1, 2]);
    expect((await callApi('GET', `/cp_turmas/professor/${userId('larissa.carvalho')}`, { token: teacher.token })).body).toEqual(
      [],
    );
    const director = await loginAs('diretor');
    expect((await callApi('GET', `/cp_turmas/professor/${userId('thiago.souza')}`, { token: director.token })).body).toEqual([]);
  });
});

describe('GET /escola/alunos/:schoolId', () => {
  it('lists the live students of a school with their class; 404 for another school; 403 for 4, 5', async () => {
    const { token } = await loginAs('secretaria');
    const { status, body } = await callApi('GET', '/escola/alunos/1', { token });
    expect(status).toBe(200);
    const aluno = body.find((s: { cp_id: number }) => s.cp_id === userId('aluno'));
    expect(aluno).toEqual({ cp_id: userId('aluno'), cp_nome: 'Beatriz Santos Oliveira', cp_turma_id: 1 });
    expect(body.filter((s: { cp_turma_id: number | null }) => s.cp_turma_id === null).length).toBeGreaterThanOrEqual(3);
    expect(await callApi('GET', '/escola/alunos/2', { token })).toMatchObject({
      status: 404,
      body: { msg: 'Escola não encontrada.' },
    });
    const gestor = await loginAs('gestor');
    expect((await callApi('GET', '/escola/alunos/2', { token: gestor.token })).status).toBe(200);
    expect((await callApi('GET', '/escola/alunos/99', { token: gestor.token })).status).toBe(404);
    const teacher = await loginAs('professor');
    expect((await callApi('GET', '/escola/alunos/1', { token: teacher.token })).status).toBe(403);
  });
});

describe('POST /register-turma, PUT /update-turma/:id, DELETE /delete-turma/:id', () => {
  it('creates a class whose students see it as their one class (moving a student from another class)', async () => {
    const { token } = await loginAs('secretaria');
    const students = [...unplaced(1).slice(0, 1), userId('aluno')];
    const created = await callApi('POST', '/register-turma', { token, json: form({ cp_tr_alunos: students }) });
    expect(created).toMatchObject({ status: 200, body: { msg: 'Turma cadastrada com sucesso!', cp_tr_id: 10 } });
    expect(classOf(db, userId('aluno'))).toBe(10);
    expect(membersOf(db, 1)).not.toContain(userId('aluno'));
    const login = await callApi('POST', '/login', { json: { login: 'aluno', password: 'senha123' } });
    expect(login.body.turmaID).toBe(10);
    const mine = await callApi('GET', '/turmas', { token: login.body.token });
    expect(mine.body.map((t: Turma) => t.cp_tr_id)).toEqual([10]);
    expect(mine.body[0].cp_tr_alunos).toEqual([...students].sort((a, b) => a - b));
  });

  it('replaces the member list on update and frees the students left out', async () => {
    const { token } = await loginAs('diretor');
    const before = membersOf(db, 3);
    const keep = before.slice(0, 2);
    const body = form({ cp_tr_nome: 'Nuevo Español 2 — renomeada', cp_tr_alunos: keep });
    expect(await callApi('PUT', '/update-turma/3', { token, json: body })).toMatchObject({
      status: 200,
      body: { msg: 'Turma atualizada com sucesso!' },
    });
    expect(membersOf(db, 3)).toEqual(keep);
    for (const id of before.slice(2)) expect(classOf(db, id)).toBeNull();
    expect((await callApi('GET', '/turmas/3', { token })).body.cp_tr_nome).toBe('Nuevo Español 2 — renomeada');
  });

  it('deletes a class and its memberships; its students stay, without a class', async () => {
    const { token } = await loginAs('gestor');
    const members = membersOf(db, 4);
    expect(await callApi('DELETE', '/delete-turma/4', { token })).toMatchObject({
      status: 200,
      body: { msg: 'Turma excluída com sucesso.' },
    });
    expect(await callApi('GET', '/turmas/4', { token })).toMatchObject({ status: 404, body: NOT_FOUND });
    for (const id of members) {
      expect(classOf(db, id)).toBeNull();
      expect(db.usuarios.findFirst((q) => q.where({ cp_id: id }))!.cp_excluido).toBe(0);
    }
  });

  it('takes the attendance, summaries and grades of the class with it, and nothing of other classes', async () => {
    const { token } = await loginAs('gestor');
    const counts = (id: number) => [
      db.chamadas.findMany((q) => q.where({ cp_ch_turma_id: id })).length,
      db.resumos.findMany((q) => q.where({ cp_res_turma_id: id })).length,
      db.notas.findMany((q) => q.where({ cp_nota_turma_id: id })).length,
    ];
    const others = counts(5);
    expect(counts(4).every((n) => n > 0)).toBe(true);
    expect((await callApi('DELETE', '/delete-turma/4', { token })).status).toBe(200);
    expect(counts(4)).toEqual([0, 0, 0]);
    expect(counts(5)).toEqual(others);
  });

  it('checks write scope, school, teacher, students and course, changing nothing on refusal', async () => {
    const secretary = await loginAs('secretaria');
    const cases: [Record<string, unknown>, number, string][] = [
      [{ cp_tr_id_escola: 99 }, 400, 'A escola escolhida não existe.'],
      [{ cp_tr_id_escola: 2 }, 403, 'Acesso negado.'],
      [{ cp_tr_id_professor: userId('thiago.souza') }, 400, 'O professor escolhido não é um professor ativo da escola da turma.'],
      [{ cp_tr_id_professor: userId('aluno') }, 400, 'O professor escolhido não é um professor ativo da escola da turma.'],
      [{ cp_tr_alunos: [unplaced(2)[0]] }, 400, 'Há alunos escolhidos que não são alunos ativos da escola da turma.'],
      [{ cp_tr_alunos: [userId('professor')] }, 400, 'Há alunos escolhidos que não são alunos ativos da escola da turma.'],
      [{ cp_tr_curso_id: 999 }, 400, 'O curso escolhido não existe.'],
    ];
    for (const [changes, status, msg] of cases) {
      const answer = await callApi('POST', '/register-turma', { token: secretary.token, json: form(changes) });
      expect(answer, JSON.stringify(changes)).toMatchObject({ status, body: { msg } });
    }
    expect(db.turmas.all()).toHaveLength(9);
    for (const login of ['professor', 'aluno']) {
      const { token } = await loginAs(login);
      expect((await callApi('POST', '/register-turma', { token, json: form() })).status, login).toBe(403);
      expect((await callApi('PUT', '/update-turma/1', { token, json: form() })).status, login).toBe(403);
      expect((await callApi('DELETE', '/delete-turma/1', { token })).status, login).toBe(403);
    }
    expect((await callApi('DELETE', '/delete-turma/4', { token: secretary.token })).status).toBe(404);
    // Moving a class of one's own school to another school is writing the other school.
    const gestorForm = form({ cp_tr_id_escola: 2, cp_tr_id_professor: userId('thiago.souza'), cp_tr_alunos: [] });
    expect((await callApi('PUT', '/update-turma/3', { token: secretary.token, json: gestorForm })).status).toBe(403);
    expect(db.turmas.findFirst((q) => q.where({ cp_tr_id: 3 }))!.cp_tr_id_escola).toBe(1);
  });
});
