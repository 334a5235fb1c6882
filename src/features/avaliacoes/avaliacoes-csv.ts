/**
 * 'Exportar CSV' of the dashboard: the table as shown (its groups, then the
 * total), in the classroom's CSV format (toCsv: ';', decimal comma with
 * numbers.ts's formatter, no thousands point, CRLF;
 * the screen prepends CSV_BOM so spreadsheet programs read the accents).
 */
import type { Avaliacoes, AvaliacaoLinha, AvaliacaoNivel } from '@contract/avaliacoes';
import { toCsv } from '@contract/rules/sala-de-aula';
import { formatGrade, gradeLabel } from '@contract/rules/notas';
import {
  COL_ALUNOS,
  COL_AULAS,
  COL_BOA,
  COL_CONCEITO,
  COL_FREQUENCIA,
  COL_MEDIA,
  COL_NOTAS,
  COL_PRESENCAS,
  COL_REGULAR,
  COL_RUIM,
  NIVEL_SINGULAR,
} from './avaliacoes-messages';
import type { Periodo } from './periodo';

type Cell = string | number | null;

/** The file has the table's columns: a student's row has no 'Alunos' (always 1). */
export function csvHeader(nivel: AvaliacaoNivel): string[] {
  return [
    NIVEL_SINGULAR[nivel],
    ...(nivel === 'aluno' ? [] : [COL_ALUNOS]),
    COL_NOTAS,
    COL_MEDIA,
    COL_CONCEITO,
    COL_BOA,
    COL_REGULAR,
    COL_RUIM,
    COL_AULAS,
    COL_PRESENCAS,
    COL_FREQUENCIA,
  ];
}

function csvRow(nivel: AvaliacaoNivel, l: AvaliacaoLinha): Cell[] {
  return [
    l.nome,
    ...(nivel === 'aluno' ? [] : [l.alunos]),
    l.notas,
    // One decimal always ('7,0', not '7'), as the screen shows it.
    l.media === null ? null : formatGrade(l.media),
    l.media === null ? null : gradeLabel(l.media),
    l.boa,
    l.regular,
    l.ruim,
    l.aulas,
    l.presencas,
    l.frequencia,
  ];
}

/** The rows of the file: the header, one row per group, the total. */
export function avaliacoesCsvRows(data: Avaliacoes): Cell[][] {
  return [csvHeader(data.nivel), ...data.linhas.map((l) => csvRow(data.nivel, l)), csvRow(data.nivel, data.total)];
}

/** The file's text, without the BOM. */
export function avaliacoesCsv(data: Avaliacoes): string {
  return toCsv(avaliacoesCsvRows(data));
}

/** 'avaliacoes-escolas-2025-05-11-a-2026-05-10.csv': the level and the period. */
export function avaliacoesCsvName(nivel: AvaliacaoNivel, { de, ate }: Periodo): string {
  const slug = { escola: 'escolas', curso: 'cursos', professor: 'professores', turma: 'turmas', aluno: 'alunos' }[nivel];
  return `avaliacoes-${slug}-${de}-a-${ate}.csv`;
}
