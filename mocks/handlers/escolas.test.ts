// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Escola } from '@contract';
import { db } from '../db';
import { callApi, loginAs } from '../testing';

const NOT_FOUND = { msg: 'Escola não encontrada.' };

const form = (changes: Record<string, unknown> = {}) => ({
  cp_ec_nome: 'Escola de Idiomas — Unidade Centro',
  cp_ec_data_cadastro: '2026-01-15',
  cp_ec_responsavel: 'Helena Martins Costa',
  cp_ec_endereco_cidade: 'Florianópolis',
  cp_ec_endereco_bairro: 'Centro',
  cp_ec_endereco_estado: 'SC',
  cp_ec_endereco_rua: 'Rua Felipe Schmidt',
  cp_ec_endereco_numero: '300',
  ...changes,
});

describe('GET /escolas and /escolas/:id', () => {
  it('shows every school to direção (1, 2) and only their own to 3, 4, 5', async () => {
    for (const [login, count] of [
      ['gestor', 3],
      ['diretor', 3],
      ['secretaria', 1],
      ['professor', 1],
      ['aluno', 1],
    ] as const) {
      const { token } = await loginAs(login);
      const { status, body, headers } = await callApi('GET', '/escolas', { token });
      expect(status, login).toBe(200);
      expect(body, login).toHaveLength(count);
      expect(headers.get('x-total-count')).toBe(String(count));
      if (count === 1) expect(body[0].cp_ec_id).toBe(1);
    }
    const { token } = await loginAs('secretaria');
    expect(await callApi('GET', '/escolas/2', { token })).toMatchObject({ status: 404, body: NOT_FOUND });
    expect((await callApi('GET', '/escolas/1', { token })).body.cp_ec_nome).toMatch(/Vila Mariana/);
  });

  it('searches name, city, district and responsável without accents; sorts by name', async () => {
    const { token } = await loginAs('gestor');
    const names = (await callApi('GET', '/escolas', { token })).body.map((s: Escola) => s.cp_ec_nome);
    expect(names).toEqual([...names].sort(new Intl.Collator('pt-BR').compare));
    for (const [q, expected] of [
      ['sao paulo', 1],
      ['SAVASSI', 2],
      ['claudia', 3],
      ['batel curitiba', 3],
    ] as const) {
      const { body } = await callApi('GET', `/escolas?q=${encodeURIComponent(q)}`, { token });
      expect(
        body.map((s: Escola) => s.cp_ec_id),
        q,
      ).toEqual([expected]);
    }
  });
});

describe('POST /register-escola, PUT /edit-escola/:id, DELETE /delete-escola/:id', () => {
  it('lets direção register a school, and the gestor edit and delete (archive) it while unused', async () => {
    const { token: diretor } = await loginAs('diretor');
    const created = await callApi('POST', '/register-escola', { token: diretor, json: form() });
    expect(created).toMatchObject({ status: 200, body: { msg: 'Escola cadastrada com sucesso!', cp_ec_id: 4 } });
    // It is not the school the director directs: they read it but change nothing.
    expect(await callApi('PUT', '/edit-escola/4', { token: diretor, json: form({ cp_ec_nome: 'Não' }) })).toMatchObject({
      status: 403,
      body: { msg: 'Acesso negado.' },
    });
    expect((await callApi('DELETE', '/delete-escola/4', { token: diretor })).status).toBe(403);
    expect(db.escolas.findFirst((q) => q.where({ cp_ec_id: 4 }))).toMatchObject({
      cp_ec_nome: form().cp_ec_nome,
      cp_ec_excluido: 0,
    });
    const { token } = await loginAs('gestor');
    const edited = await callApi('PUT', '/edit-escola/4', {
      token,
      json: form({ cp_ec_nome: 'Unidade Centro', cp_ec_descricao: '' }),
    });
    expect(edited).toMatchObject({ status: 200, body: { msg: 'Escola atualizada com sucesso!' } });
    expect((await callApi('GET', '/escolas/4', { token })).body).toMatchObject({
      cp_ec_nome: 'Unidade Centro',
      cp_ec_descricao: null,
    });
    expect(await callApi('DELETE', '/delete-escola/4', { token })).toMatchObject({
      status: 200,
      body: { msg: 'Escola excluída com sucesso.' },
    });
    expect(db.escolas.findFirst((q) => q.where({ cp_ec_id: 4 }))?.cp_ec_excluido).toBe(1);
    expect(await callApi('GET', '/escolas/4', { token })).toMatchObject({ status: 404, body: NOT_FOUND });
    expect((await callApi('GET', '/escolas', { token })).body).toHaveLength(3);
    // An archived school takes no new people.
    expect((await callApi('PUT', '/edit-escola/4', { token, json: form() })).status).toBe(404);
  });

  it('lets a director change only the school they direct, its PIX key included', async () => {
    const { token } = await loginAs('diretor'); // school 1
    const own = { ...db.escolas.findFirst((q) => q.where({ cp_ec_id: 1 }))!, cp_ec_id: undefined };
    const other = { ...db.escolas.findFirst((q) => q.where({ cp_ec_id: 2 }))!, cp_ec_id: undefined };
    const pixBefore = other.cp_ec_pix_chave;
    expect(
      await callApi('PUT', '/edit-escola/1', { token, json: { ...own, cp_ec_pix_chave: 'financeiro@escola1.example.com' } }),
    ).toMatchObject({ status: 200, body: { msg: 'Escola atualizada com sucesso!' } });
    expect(db.escolas.findFirst((q) => q.where({ cp_ec_id: 1 }))?.cp_ec_pix_chave).toBe('financeiro@escola1.example.com');
    expect(
      await callApi('PUT', '/edit-escola/2', { token, json: { ...other, cp_ec_pix_chave: 'diretor1@example.com' } }),
    ).toMatchObject({ status: 403, body: { msg: 'Acesso negado.' } });
    expect(await callApi('DELETE', '/delete-escola/2', { token })).toMatchObject({
      status: 403,
      body: { msg: 'Acesso negado.' },
    });
    expect(db.escolas.findFirst((q) => q.where({ cp_ec_id: 2 }))).toMatchObject({
      cp_ec_pix_chave: pixBefore,
      cp_ec_excluido: 0,
    });
    // Their own school is still in use (they are in it): archiving it is refused for that.
    expect((await callApi('DELETE', '/delete-escola/1', { token })).status).toBe(409);
  });

  it('refuses to delete a school in use and changes nothing', async () => {
    const { token } = await loginAs('gestor');
    expect(await callApi('DELETE', '/delete-escola/2', { token })).toMatchObject({
      status: 409,
      body: { msg: 'Não é possível excluir a escola: ainda há turmas ou pessoas ativas vinculadas a ela.' },
    });
    expect(db.escolas.findFirst((q) => q.where({ cp_ec_id: 2 }))?.cp_ec_excluido).toBe(0);
  });

  it('answers 403 to 3, 4, 5 and validates the form', async () => {
    for (const login of ['secretaria', 'professor', 'aluno']) {
      const { token } = await loginAs(login);
      expect(await callApi('POST', '/register-escola', { token, json: form() }), login).toMatchObject({
        status: 403,
        body: { msg: 'Acesso negado.' },
      });
      expect((await callApi('PUT', '/edit-escola/1', { token, json: form() })).status, login).toBe(403);
      expect((await callApi('DELETE', '/delete-escola/1', { token })).status, login).toBe(403);
      expect((await callApi('PUT', '/edit-escola/2', { token, json: form() })).status, login).toBe(404);
    }
    const { token } = await loginAs('gestor');
    expect(await callApi('POST', '/register-escola', { token, json: form({ cp_ec_endereco_estado: 'XX' }) })).toMatchObject({
      status: 400,
      body: { msg: 'Estado inválido.' },
    });
    expect(await callApi('POST', '/register-escola', { token, json: form({ cp_ec_nome: ' ' }) })).toMatchObject({
      status: 400,
      body: { msg: 'Nome é obrigatório.' },
    });
    expect(db.escolas.all()).toHaveLength(3);
  });
});

describe('GET /cursos', () => {
  it('lists the catalogue in id order to everyone, paged and searchable', async () => {
    const { token } = await loginAs('aluno');
    const all = await callApi('GET', '/cursos', { token });
    expect(all.body).toHaveLength(47);
    expect(all.body.map((c: { cp_curso_id: number }) => c.cp_curso_id)).toEqual(Array.from({ length: 47 }, (_, i) => i + 1));
    const page = await callApi('GET', '/cursos?page=2&pageSize=5', { token });
    expect(page.headers.get('x-total-count')).toBe('47');
    expect(page.body.map((c: { cp_curso_id: number }) => c.cp_curso_id)).toEqual([6, 7, 8, 9, 10]);
    const espanol = await callApi('GET', '/cursos?q=espanol', { token });
    expect(espanol.body.length).toBeGreaterThan(0);
    expect(espanol.body.every((c: { cp_nome_curso: string }) => /ESPAÑOL/.test(c.cp_nome_curso))).toBe(true);
    expect((await callApi('GET', '/cursos')).status).toBe(401);
  });
});
