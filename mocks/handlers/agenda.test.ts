// @vitest-environment node
/**
 * The mock's agenda (docs/agenda.md): the seeded demo the screen is built
 * against, and what only the mock has to get right by itself — a class's
 * events follow the class (deleted with it, moved with it), the window's
 * overlap and order, the cap. The contract scenarios play every role on both
 * backends.
 */
import { describe, expect, it } from 'vitest';
import { AGENDA_LIMITS, AGENDA_MESSAGES, type AgendaEvento } from '@contract';
import { nextDay } from '@contract/rules/agenda';
import { db } from '../db';
import { callApi, loginAs } from '../testing';

const today = () => db.meta.seededOn!;
const addDays = (day: string, n: number) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
};
const wide = () => `/agenda?de=${addDays(today(), -30)}&ate=${addDays(today(), 40)}`;
const titles = (events: readonly AgendaEvento[]) => events.map((e) => e.cp_ev_titulo);
const idOf = (login: string) => db.usuarios.findFirst((q) => q.where({ cp_login: login }))!.cp_id;

async function listAs(login: string, path = wide()): Promise<AgendaEvento[]> {
  const { token } = await loginAs(login);
  const answer = await callApi<AgendaEvento[]>('GET', path, { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

describe('the seeded agenda', () => {
  it('shows the demo student the network, their school, their class and their own events, with names', async () => {
    const events = await listAs('aluno');
    const me = idOf('aluno');
    expect(new Set(events.map((e) => e.cp_ev_escopo))).toEqual(new Set(['rede', 'escola', 'turma', 'pessoal']));
    for (const e of events) {
      if (e.cp_ev_escopo === 'escola') expect(e.cp_ev_escola_id).toBe(1);
      if (e.cp_ev_escopo === 'turma') expect(e.cp_ev_turma_id).toBe(1);
      if (e.cp_ev_escopo === 'pessoal') expect(e.cp_ev_autor_id).toBe(me);
      expect(e.cp_ev_autor_nome).not.toBe('');
    }
    const turma = events.find((e) => e.cp_ev_escopo === 'turma')!;
    expect(turma).toMatchObject({
      cp_ev_turma_nome: 'Global English 3 — Seg/Qua 19h',
      cp_ev_autor_nome: 'Marcos Vinícius Rocha',
    });
    expect(turma.cp_ev_escola_nome).toContain('Vila Mariana');
    expect(titles(events)).not.toContain('Preparar a prova oral');
    expect(titles(events)).not.toContain('Reunião de pais');
  });

  it('shows the gestor every school and class event but nobody’s personal ones', async () => {
    const events = await listAs('gestor');
    expect(titles(events)).toEqual(expect.arrayContaining(['Reunião de pais', 'Simulado DELE', 'Aula de reposição']));
    expect(events.some((e) => e.cp_ev_escopo === 'pessoal')).toBe(false);
  });

  it('answers in order of start, then title, then id, and a window catches an event it only overlaps', async () => {
    const events = await listAs('gestor');
    const keys = events.map((e) => e.cp_ev_inicio);
    expect(keys).toEqual([...keys].sort());
    const recess = events.find((e) => e.cp_ev_titulo === 'Recesso escolar')!;
    const middle = addDays(recess.cp_ev_inicio.slice(0, 10), 2);
    expect(titles(await listAs('aluno', `/agenda?de=${middle}&ate=${middle}`))).toContain('Recesso escolar');
    // Its end is exclusive: the day it ends at 00:00 holds none of it.
    const end = recess.cp_ev_fim.slice(0, 10);
    expect(titles(await listAs('aluno', `/agenda?de=${end}&ate=${end}`))).not.toContain('Recesso escolar');
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
  });
});

describe('a class’s events follow the class', () => {
  it('go with a deleted class', async () => {
    const gestor = await loginAs('gestor');
    const before = (await listAs('gestor')).filter((e) => e.cp_ev_turma_id === 1);
    expect(before.length).toBeGreaterThan(0);
    expect((await callApi('DELETE', '/delete-turma/1', { token: gestor.token })).status).toBe(200);
    expect((await listAs('gestor')).some((e) => e.cp_ev_turma_id === 1)).toBe(false);
    const put = await callApi('PUT', `/agenda/${before[0]!.cp_ev_id}`, { token: gestor.token, json: { cp_ev_titulo: 'X' } });
    expect(put).toMatchObject({ status: 404, body: { msg: AGENDA_MESSAGES.notFound } });
  });

  it('move with a class taken to another school', async () => {
    await db.turmas.update((q) => q.where({ cp_tr_id: 1 }), {
      data(t) {
        t.cp_tr_id_escola = 2;
      },
    });
    const moved = (await listAs('gestor')).filter((e) => e.cp_ev_turma_id === 1);
    expect(moved.length).toBeGreaterThan(0);
    expect(moved.every((e) => e.cp_ev_escola_id === 2)).toBe(true);
    // School 1's secretary no longer reads or writes them; school 2's does.
    expect((await listAs('secretaria')).some((e) => e.cp_ev_turma_id === 1)).toBe(false);
    expect((await listAs('patricia.ribeiro')).some((e) => e.cp_ev_turma_id === 1)).toBe(true);
  });
});

describe('writing', () => {
  it('creates as the caller, whatever the body says, and keeps it', async () => {
    const { token } = await loginAs('professor');
    const answer = await callApi<AgendaEvento>('POST', '/agenda', {
      token,
      json: {
        cp_ev_titulo: 'Plantão de dúvidas',
        cp_ev_inicio: `${today()}T18:00`,
        cp_ev_fim: `${today()}T19:00`,
        cp_ev_dia_inteiro: false,
        cp_ev_escopo: 'turma',
        cp_ev_turma_id: 1,
        cp_ev_escola_id: 3,
        cp_ev_autor_id: idOf('gestor'),
      },
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ cp_ev_autor_id: idOf('professor'), cp_ev_escola_id: 1, cp_ev_turma_id: 1 });
    expect(db.agendaEventos.findFirst((q) => q.where({ cp_ev_id: answer.body.cp_ev_id }))).toMatchObject({
      cp_ev_titulo: 'Plantão de dúvidas',
      cp_ev_autor_id: idOf('professor'),
    });
  });

  it('answers at most maxEvents events', async () => {
    const gestor = idOf('gestor');
    for (let i = 0; i < AGENDA_LIMITS.maxEvents + 5; i++) {
      await db.agendaEventos.create({
        cp_ev_id: 10_000 + i,
        cp_ev_titulo: `Evento ${i}`,
        cp_ev_descricao: null,
        cp_ev_inicio: `${today()}T00:00`,
        cp_ev_fim: `${nextDay(today())}T00:00`,
        cp_ev_dia_inteiro: true,
        cp_ev_escopo: 'rede',
        cp_ev_escola_id: null,
        cp_ev_turma_id: null,
        cp_ev_autor_id: gestor,
      });
    }
    expect(await listAs('aluno')).toHaveLength(AGENDA_LIMITS.maxEvents);
  });
});
