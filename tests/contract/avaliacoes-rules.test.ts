// @vitest-environment node
/**
 * The dashboard's figures (docs/avaliacoes.md): the mean of grade averages
 * from their sum in tenths, the Boa/Média/Ruim split, and the dashboard
 * computed from stored rows (computeAvaliacoes, the mock's answer). The SQL
 * twins of meanGrade and of computeAvaliacoes (the api's statement) are
 * checked against them by tests/db/avaliacoes.test.ts.
 */
import { describe, expect, it } from 'vitest';
import {
  computeAvaliacoes,
  meanGrade,
  gradeSplit,
  type AvaliacaoSource,
} from '../../supabase/functions/_shared/contract/rules/avaliacoes.ts';
import { gradeAverage } from '../../supabase/functions/_shared/contract/rules/notas.ts';

/** The exact mean to one decimal, half up, in integers: floor((2·sum + n) / 2n) tenths. */
const exactMean = (sumTenths: number, n: number) => Math.floor((2 * sumTenths + n) / (2 * n)) / 10;

describe('meanGrade', () => {
  it('is null without grades', () => {
    expect(meanGrade(0, 0)).toBeNull();
    expect(meanGrade(70, 0)).toBeNull();
    expect(meanGrade(70, -1)).toBeNull();
  });

  it('is the one grade itself', () => {
    for (let tenths = 0; tenths <= 100; tenths++) expect(meanGrade(tenths, 1)).toBe(tenths / 10);
  });

  it('rounds half up to one decimal', () => {
    // 7.0 and 7.5: 7.25 → 7.3; 6.9 and 7.0: 6.95 → 7.0; 4.9 and 5.0 and 5.0: 4.9666… → 5.0
    expect(meanGrade(70 + 75, 2)).toBe(7.3);
    expect(meanGrade(69 + 70, 2)).toBe(7);
    expect(meanGrade(49 + 50 + 50, 3)).toBe(5);
    // 6.44… → 6.4; 6.45 → 6.5 and 6.25 → 6.3 (half up, never half even); 6.445 → 6.4
    expect(meanGrade(580, 9)).toBe(6.4);
    expect(meanGrade(1290, 20)).toBe(6.5);
    expect(meanGrade(1250, 20)).toBe(6.3);
    expect(meanGrade(1289, 20)).toBe(6.4);
    // Half a tenth rounds up: 0.05 → 0.1.
    expect(meanGrade(1, 2)).toBe(0.1);
  });

  it('is not the mean of rounded means (the total is computed from the sum)', () => {
    // Group A: 7.0 and 7.5 (7.25 → 7.3); group B: 5.0 (5.0). Mean of means 6.15 → 6.2; the whole: 19.5 / 3 = 6.5.
    expect(meanGrade(70 + 75 + 50, 3)).toBe(6.5);
  });

  it('agrees with the exact integer rule over every sum of up to 60 grades', () => {
    for (let n = 1; n <= 60; n++) {
      for (let sum = 0; sum <= 100 * n; sum++) {
        if (meanGrade(sum, n) !== exactMean(sum, n)) throw new Error(`meanGrade(${sum}, ${n}) = ${meanGrade(sum, n)}`);
      }
    }
  });

  it('agrees at network sizes (a million grades)', () => {
    for (const [sum, n] of [
      [7_000_000, 1_000_000],
      [6_950_000, 1_000_000],
      [6_949_999, 1_000_000],
      [6_950_001, 1_000_000],
      [50_000_000 + 1, 10_000_000],
    ] as const) {
      expect(meanGrade(sum, n), `${sum} / ${n}`).toBe(exactMean(sum, n));
    }
  });

  it('takes the stored averages as they are shown (gradeAverage to tenths)', () => {
    const averages = [gradeAverage(6.3, 7), gradeAverage(8, 7), gradeAverage(4.1, 5.2)]; // 6.7, 7.5, 4.7 (4.65 half up)
    expect(averages).toEqual([6.7, 7.5, 4.7]);
    const tenths = averages.reduce((s, a) => s + Math.round(a * 10), 0);
    expect(meanGrade(tenths, averages.length)).toBe(6.3);
  });
});

describe('gradeSplit', () => {
  it('is all zero without grades', () => {
    expect(gradeSplit([])).toEqual({ boa: 0, regular: 0, ruim: 0 });
  });

  it('counts each average by the rating thresholds 7 and 5 (gradeLabel)', () => {
    expect(gradeSplit([10, 7, 6.9, 5, 4.9, 0])).toEqual({ boa: 2, regular: 2, ruim: 2 });
    expect(gradeSplit([7, 7, 7])).toEqual({ boa: 3, regular: 0, ruim: 0 });
    expect(gradeSplit([5])).toEqual({ boa: 0, regular: 1, ruim: 0 });
  });

  it('adds up to the number of grades', () => {
    const averages = Array.from({ length: 101 }, (_, i) => i / 10);
    const split = gradeSplit(averages);
    expect(split).toEqual({ boa: 31, regular: 20, ruim: 50 });
    expect(split.boa + split.regular + split.ruim).toBe(averages.length);
  });
});

describe('computeAvaliacoes', () => {
  // Two schools; class 10 (school 1, course 100, teacher 50), 11 (school 1, course 101, teacher 51), 20 (school 2).
  const source: AvaliacaoSource = {
    turmas: [
      { cp_tr_id: 10, cp_tr_nome: 'Turma A', cp_tr_id_escola: 1, cp_tr_curso_id: 100, cp_tr_id_professor: 50 },
      { cp_tr_id: 11, cp_tr_nome: 'Turma B', cp_tr_id_escola: 1, cp_tr_curso_id: 101, cp_tr_id_professor: 51 },
      { cp_tr_id: 20, cp_tr_nome: 'Turma C', cp_tr_id_escola: 2, cp_tr_curso_id: 100, cp_tr_id_professor: 50 },
    ],
    escolas: [
      { cp_ec_id: 1, cp_ec_nome: 'Zona Sul' },
      { cp_ec_id: 2, cp_ec_nome: 'Água Branca' },
    ],
    cursos: [
      { cp_curso_id: 100, cp_nome_curso: 'Inglês' },
      { cp_curso_id: 101, cp_nome_curso: 'Espanhol' },
    ],
    usuarios: [
      { cp_id: 1, cp_nome: 'Bia' },
      { cp_id: 2, cp_nome: 'ana' },
      { cp_id: 3, cp_nome: 'Caio' },
      { cp_id: 50, cp_nome: 'Prof. Lima' },
      { cp_id: 51, cp_nome: 'Prof. Alves' },
    ],
    notas: [
      { cp_nota_turma_id: 10, cp_nota_aluno_id: 1, cp_nota_data: '2026-03-01', cp_nota_workbook: 8, cp_nota_prova: 7 },
      { cp_nota_turma_id: 10, cp_nota_aluno_id: 2, cp_nota_data: '2026-03-01', cp_nota_workbook: 4, cp_nota_prova: 5 },
      { cp_nota_turma_id: 20, cp_nota_aluno_id: 3, cp_nota_data: '2026-03-02', cp_nota_workbook: 6, cp_nota_prova: 6 },
      // Out of the period.
      { cp_nota_turma_id: 11, cp_nota_aluno_id: 1, cp_nota_data: '2026-05-01', cp_nota_workbook: 0, cp_nota_prova: 0 },
    ],
    chamadas: [
      { cp_ch_turma_id: 10, cp_ch_aluno_id: 1, cp_ch_data: '2026-03-01', cp_ch_status: 'Presente' },
      { cp_ch_turma_id: 10, cp_ch_aluno_id: 2, cp_ch_data: '2026-03-01', cp_ch_status: 'Ausente' },
      { cp_ch_turma_id: 11, cp_ch_aluno_id: 1, cp_ch_data: '2026-03-03', cp_ch_status: 'Justificado' },
    ],
  };
  const period = { de: '2026-03-01', ate: '2026-03-31' };

  it('groups by school, named and in name order, with a total over every record (not the rows’ means)', () => {
    const answer = computeAvaliacoes(source, { ...period, nivel: 'escola' });
    expect(answer.linhas.map((l) => [l.id, l.nome])).toEqual([
      [2, 'Água Branca'],
      [1, 'Zona Sul'],
    ]);
    expect(answer.linhas[1]).toEqual({
      id: 1,
      nome: 'Zona Sul',
      alunos: 2,
      notas: 2,
      media: 6,
      boa: 1,
      regular: 0,
      ruim: 1,
      aulas: 3,
      presencas: 2,
      frequencia: 67,
    });
    expect(answer.total).toMatchObject({ id: null, nome: 'Total', alunos: 3, notas: 3, media: 6, aulas: 3, presencas: 2 });
  });

  it('groups by teacher, course and student through the record’s class; a filter narrows the classes', () => {
    expect(computeAvaliacoes(source, { ...period, nivel: 'professor' }).linhas.map((l) => l.nome)).toEqual([
      'Prof. Alves',
      'Prof. Lima',
    ]);
    expect(computeAvaliacoes(source, { ...period, nivel: 'curso' }).linhas.map((l) => [l.nome, l.notas])).toEqual([
      ['Espanhol', 0],
      ['Inglês', 3],
    ]);
    const alunos = computeAvaliacoes(source, { ...period, nivel: 'aluno', turmaId: 10 });
    expect(alunos.linhas.map((l) => [l.nome, l.media, l.frequencia])).toEqual([
      ['ana', 4.5, 0],
      ['Bia', 7.5, 100],
    ]);
    expect(computeAvaliacoes(source, { ...period, nivel: 'turma', escolaId: 2 }).linhas.map((l) => l.nome)).toEqual(['Turma C']);
  });

  it('answers a total even for an empty selection', () => {
    const empty = computeAvaliacoes(source, { de: '2020-01-01', ate: '2020-01-31', nivel: 'escola' });
    expect(empty.linhas).toEqual([]);
    expect(empty.total).toMatchObject({ alunos: 0, notas: 0, media: null, aulas: 0, frequencia: null });
  });
});
