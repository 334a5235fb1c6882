import { describe, expect, it } from 'vitest';
import { Avaliacoes, type AvaliacaoLinha } from '@contract/avaliacoes';
import { NO_FIGURES } from '../../../tests/fixtures/avaliacoes';
import { avaliacoesCsv, avaliacoesCsvName, avaliacoesCsvRows, csvHeader } from './avaliacoes-csv';

const linha = (over: Partial<AvaliacaoLinha>): AvaliacaoLinha => ({ id: 1, nome: 'Escola', ...NO_FIGURES, ...over });

const answer = Avaliacoes.parse({
  nivel: 'escola',
  linhas: [
    linha({
      id: 2,
      nome: 'Unidade Centro',
      alunos: 12,
      notas: 20,
      media: 7,
      boa: 11,
      regular: 6,
      ruim: 3,
      aulas: 90,
      presencas: 81,
      frequencia: 90,
    }),
    // Only attendance: no mean, no rating.
    linha({ id: 5, nome: '=Unidade; "Sul"', alunos: 3, aulas: 10, presencas: 7, frequencia: 70 }),
  ],
  total: linha({
    id: null,
    nome: 'Total',
    alunos: 15,
    notas: 20,
    media: 6.9,
    boa: 11,
    regular: 6,
    ruim: 3,
    aulas: 100,
    presencas: 88,
    frequencia: 88,
  }),
});

describe('the dashboard CSV', () => {
  it('is the header, one row per group and the total', () => {
    expect(avaliacoesCsvRows(answer)).toEqual([
      csvHeader('escola'),
      ['Unidade Centro', 12, 20, '7,0', 'Boa', 11, 6, 3, 90, 81, 90],
      ['=Unidade; "Sul"', 3, 0, null, null, 0, 0, 0, 10, 7, 70],
      ['Total', 15, 20, '6,9', 'Média', 11, 6, 3, 100, 88, 88],
    ]);
    expect(csvHeader('escola')[0]).toBe('Escola');
    expect(csvHeader('aluno')[0]).toBe('Aluno');
    // A student's row counts one student: no 'Alunos' column, in the file as on the screen.
    expect(csvHeader('aluno')).not.toContain('Alunos');
    expect(csvHeader('escola')).toContain('Alunos');
  });

  it("writes the classroom's format: ';', decimal comma, quoted and defused text, CRLF", () => {
    expect(avaliacoesCsv(answer).split('\r\n')).toEqual([
      'Escola;Alunos;Notas;Nota média;Conceito;Boa;Média;Ruim;Chamadas;Presenças;Frequência (%)',
      'Unidade Centro;12;20;7,0;Boa;11;6;3;90;81;90',
      `"'=Unidade; ""Sul""";3;0;;;0;0;0;10;7;70`,
      'Total;15;20;6,9;Média;11;6;3;100;88;88',
      '',
    ]);
  });

  it('names the file after the level and the period', () => {
    expect(avaliacoesCsvName('professor', { de: '2025-05-11', ate: '2026-05-10' })).toBe(
      'avaliacoes-professores-2025-05-11-a-2026-05-10.csv',
    );
  });
});
