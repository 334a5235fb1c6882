// @vitest-environment node
/**
 * The agenda's pure rules that both backends call (rules/agenda.ts;
 * docs/agenda.md): the window of days, an event's times, a change merged,
 * the school of a school event, and the list's order. The window's SQL twin
 * is checked by tests/db/agenda.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { AGENDA_MESSAGES, AGENDA_ORDER } from '../../supabase/functions/_shared/contract/agenda.ts';
import { compareBy } from '../../supabase/functions/_shared/contract/order.ts';
import {
  agendaWindow,
  eventSchool,
  eventTimesProblem,
  inWindow,
  mergeEvento,
  nextDay,
} from '../../supabase/functions/_shared/contract/rules/agenda.ts';

describe('nextDay', () => {
  it('crosses months, years and leap days', () => {
    expect(nextDay('2026-03-01')).toBe('2026-03-02');
    expect(nextDay('2026-01-31')).toBe('2026-02-01');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
    expect(nextDay('2027-02-28')).toBe('2027-03-01');
  });
});

describe('the window of days', () => {
  const w = agendaWindow('2026-03-10', '2026-03-12');

  it('runs from midnight of the first day to midnight after the last', () => {
    expect(w).toEqual({ from: '2026-03-10T00:00', until: '2026-03-13T00:00' });
  });

  it('holds an event that touches it, and not one that only meets its edges', () => {
    const e = (cp_ev_inicio: string, cp_ev_fim: string) => inWindow({ cp_ev_inicio, cp_ev_fim }, w);
    expect(e('2026-03-12T23:59', '2026-03-13T01:00')).toBe(true);
    expect(e('2026-03-01T00:00', '2026-03-31T00:00')).toBe(true);
    expect(e('2026-03-09T22:00', '2026-03-10T00:01')).toBe(true);
    // An all-day event of the 9th ends at 00:00 of the 10th (exclusive); one of the 13th starts there.
    expect(e('2026-03-09T00:00', '2026-03-10T00:00')).toBe(false);
    expect(e('2026-03-13T00:00', '2026-03-14T00:00')).toBe(false);
  });
});

describe('eventTimesProblem', () => {
  const times = (cp_ev_inicio: string, cp_ev_fim: string, cp_ev_dia_inteiro = false) =>
    eventTimesProblem({ cp_ev_inicio, cp_ev_fim, cp_ev_dia_inteiro });

  it('names the rule broken, by the key of its text', () => {
    expect(times('2026-03-10T10:00', '2026-03-10T10:00')).toBe('endBeforeStart');
    expect(times('2026-03-10T10:00', '2026-03-10T09:00')).toBe('endBeforeStart');
    expect(times('2026-03-10T10:00', '2026-03-11T00:00', true)).toBe('allDayTimes');
    expect(times('2026-03-10T00:00', '2026-03-10T23:59', true)).toBe('allDayTimes');
    expect(AGENDA_MESSAGES.endBeforeStart).toBeTruthy();
    expect(AGENDA_MESSAGES.allDayTimes).toBeTruthy();
  });

  it('is null for sound times', () => {
    expect(times('2026-03-10T10:00', '2026-03-10T10:01')).toBeNull();
    expect(times('2026-03-10T00:00', '2026-03-11T00:00', true)).toBeNull();
    expect(times('2026-03-10T00:00', '2026-03-13T00:00', true)).toBeNull();
  });
});

describe('mergeEvento', () => {
  const current = {
    cp_ev_titulo: 'Prova',
    cp_ev_descricao: 'Sala 2',
    cp_ev_inicio: '2026-03-10T10:00',
    cp_ev_fim: '2026-03-10T11:00',
    cp_ev_dia_inteiro: false,
  };

  it('keeps what is not sent, replaces what is, and clears the description with null', () => {
    expect(mergeEvento(current, {})).toEqual(current);
    expect(mergeEvento(current, { cp_ev_fim: '2026-03-10T12:00' })).toEqual({ ...current, cp_ev_fim: '2026-03-10T12:00' });
    expect(mergeEvento(current, { cp_ev_descricao: null, cp_ev_titulo: 'Prova 2' })).toEqual({
      ...current,
      cp_ev_titulo: 'Prova 2',
      cp_ev_descricao: null,
    });
  });

  it('changes nothing but the five fields', () => {
    const stored = { ...current, cp_ev_id: 9, cp_ev_escopo: 'turma', cp_ev_turma_id: 3, cp_ev_autor_id: 4 };
    expect(Object.keys(mergeEvento(stored, {})).sort()).toEqual(Object.keys(current).sort());
  });
});

describe('eventSchool', () => {
  it('is the school named, else the own school of who creates in their school only, else none', () => {
    expect(eventSchool(2, 'school', 1)).toBe(2);
    expect(eventSchool(2, 'all', null)).toBe(2);
    expect(eventSchool(undefined, 'school', 1)).toBe(1);
    expect(eventSchool(null, 'school', 1)).toBe(1);
    expect(eventSchool(undefined, 'all', 1)).toBeNull();
    expect(eventSchool(undefined, 'school', null)).toBeNull();
  });
});

describe('AGENDA_ORDER', () => {
  it('orders by start, then the folded title, then id', () => {
    const rows = [
      { cp_ev_id: 1, cp_ev_inicio: '2026-03-10T10:00', cp_ev_titulo: 'Reunião' },
      { cp_ev_id: 2, cp_ev_inicio: '2026-03-10T09:00', cp_ev_titulo: 'Zumba' },
      { cp_ev_id: 3, cp_ev_inicio: '2026-03-10T10:00', cp_ev_titulo: 'avaliação' },
      { cp_ev_id: 4, cp_ev_inicio: '2026-03-10T10:00', cp_ev_titulo: 'Avaliacao' },
    ];
    expect(rows.sort(compareBy(AGENDA_ORDER)).map((r) => r.cp_ev_id)).toEqual([2, 3, 4, 1]);
  });
});
