import { describe, expect, it } from 'vitest';
import { avaliacoesSearch, readAvaliacoesSearch } from './avaliacoes-route';

const STANDARD = { de: '2025-01-16', ate: '2026-01-15' };
const read = (query: string) => readAvaliacoesSearch(new URLSearchParams(query), STANDARD);

describe('the Avaliações address', () => {
  it('starts at the schools over the standard period', () => {
    expect(read('')).toEqual({ periodo: STANDARD, aba: 'escola', escolaId: null, turmaId: null });
  });

  it('reads a tab, a drill-down and a period, and writes them back', () => {
    expect(read('aba=curso')).toMatchObject({ aba: 'curso', escolaId: null });
    const view = read('escola=2&turma=7&de=2025-03-01&ate=2025-06-30');
    expect(view).toEqual({ periodo: { de: '2025-03-01', ate: '2025-06-30' }, aba: 'escola', escolaId: 2, turmaId: 7 });
    expect(avaliacoesSearch(view, STANDARD).toString()).toBe('escola=2&turma=7&de=2025-03-01&ate=2025-06-30');
    expect(avaliacoesSearch(read('aba=professor'), STANDARD).toString()).toBe('aba=professor');
    expect(avaliacoesSearch(read(''), STANDARD).toString()).toBe('');
  });

  it('falls back to the start on anything unreadable', () => {
    expect(read('aba=aluno&escola=0&turma=x&de=2025-13-01&ate=ontem')).toEqual({
      periodo: STANDARD,
      aba: 'escola',
      escolaId: null,
      turmaId: null,
    });
    expect(read('turma=3')).toMatchObject({ escolaId: null, turmaId: null });
    expect(read('escola=99999999999999999999')).toMatchObject({ escolaId: null });
    expect(read('de=2025-06-30&ate=2025-03-01').periodo).toEqual(STANDARD);
  });
});
