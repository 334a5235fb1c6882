import { describe, expect, it } from 'vitest';
import { AGENDA_ESCOPOS, AGENDA_MESSAGES, AGENDA_RESOURCE } from '@contract/agenda';
import { USER_TYPES } from '@contract/constants';
import { scopeOf } from '@contract/access';
import { checkEvento, defaultEscopo, escoposFor, initialEvento, mayChange, picksEscola } from './agenda-form';

describe('the reaches offered', () => {
  it('offers each type only what ACCESS lets it create, the widest first', () => {
    expect(escoposFor(1)).toEqual(['rede', 'escola', 'turma', 'pessoal']);
    expect(escoposFor(2)).toEqual(['escola', 'turma', 'pessoal']);
    expect(escoposFor(3)).toEqual(['escola', 'turma', 'pessoal']);
    expect(escoposFor(4)).toEqual(['turma', 'pessoal']);
    expect(escoposFor(5)).toEqual(['pessoal']);
  });

  it('starts on the network for the gestor, the school for staff, the class for a teacher, only me for a student', () => {
    expect([1, 2, 3, 4, 5].map((t) => defaultEscopo(t as 1 | 2 | 3 | 4 | 5))).toEqual([
      'rede',
      'escola',
      'escola',
      'turma',
      'pessoal',
    ]);
  });

  it('asks only the gestor to pick the school', () => {
    expect(picksEscola(1)).toBe(true);
    expect(picksEscola(2)).toBe(false);
    expect(picksEscola(3)).toBe(false);
  });
});

describe('checkEvento', () => {
  const filled = { ...initialEvento(3, '2026-03-09'), titulo: '  Reunião de pais ', descricao: ' Sala 2 ' };

  it('sends an all-day event of the chosen day, trimmed', () => {
    expect(checkEvento(filled, 3)).toEqual({
      ok: true,
      body: {
        cp_ev_titulo: 'Reunião de pais',
        cp_ev_descricao: 'Sala 2',
        cp_ev_inicio: '2026-03-09T00:00',
        cp_ev_fim: '2026-03-10T00:00',
        cp_ev_dia_inteiro: true,
        cp_ev_escopo: 'escola',
      },
    });
  });

  it('leaves the description out when blank', () => {
    const check = checkEvento({ ...filled, descricao: '   ' }, 3);
    expect(check.ok && check.body.cp_ev_descricao).toBeNull();
  });

  it("refuses a missing title or date with the spec's alert, naming the fields", () => {
    expect(checkEvento({ ...filled, titulo: '   ' }, 3)).toEqual({
      ok: false,
      message: AGENDA_MESSAGES.preencha,
      errors: { titulo: true },
    });
    expect(checkEvento({ ...filled, titulo: '', data: '' }, 3)).toEqual({
      ok: false,
      message: AGENDA_MESSAGES.preencha,
      errors: { titulo: true, data: true },
    });
  });

  it("asks the gestor for the school event's school, and everyone for the class event's class", () => {
    const gestor = { ...filled, escopo: 'escola' as const };
    expect(checkEvento(gestor, 1)).toMatchObject({ ok: false, message: AGENDA_MESSAGES.escolaRequired });
    expect(checkEvento({ ...gestor, escolaId: '4' }, 1)).toMatchObject({ ok: true, body: { cp_ev_escola_id: 4 } });
    const turma = { ...filled, escopo: 'turma' as const };
    expect(checkEvento(turma, 4)).toMatchObject({ ok: false, message: AGENDA_MESSAGES.turmaRequired });
    expect(checkEvento({ ...turma, turmaId: '7' }, 4)).toMatchObject({
      ok: true,
      body: { cp_ev_escopo: 'turma', cp_ev_turma_id: 7 },
    });
  });

  it('sends no school or class for the other reaches', () => {
    const check = checkEvento({ ...filled, escopo: 'pessoal', escolaId: '4', turmaId: '7' }, 3);
    expect(check.ok && check.body).not.toHaveProperty('cp_ev_escola_id');
    expect(check.ok && check.body).not.toHaveProperty('cp_ev_turma_id');
  });
});

describe('mayChange', () => {
  it('lets each type change exactly the reaches it writes', () => {
    expect(mayChange({ cp_ev_escopo: 'rede' }, 1)).toBe(true);
    expect(mayChange({ cp_ev_escopo: 'rede' }, 2)).toBe(false);
    expect(mayChange({ cp_ev_escopo: 'escola' }, 3)).toBe(true);
    expect(mayChange({ cp_ev_escopo: 'escola' }, 4)).toBe(false);
    expect(mayChange({ cp_ev_escopo: 'turma' }, 4)).toBe(true);
    expect(mayChange({ cp_ev_escopo: 'turma' }, 5)).toBe(false);
    expect(mayChange({ cp_ev_escopo: 'pessoal' }, 5)).toBe(true);
  });

  // mayChange trusts that an event the list answers is one the caller reads:
  // that is enough only while each reach writes what it reads, or nothing.
  it('rests on ACCESS: for every reach and type, the write scope is the read scope or none', () => {
    for (const escopo of AGENDA_ESCOPOS) {
      for (const type of USER_TYPES) {
        const write = scopeOf(AGENDA_RESOURCE[escopo], 'write', type);
        expect([scopeOf(AGENDA_RESOURCE[escopo], 'read', type), 'none']).toContain(write);
      }
    }
  });
});
