/**
 * The evaluations dashboard's own labels, which the spec does not name; its
 * other texts are the contract's (AVALIACOES_MESSAGES, AVALIACAO_NIVEL_LABELS),
 * imported from @contract/avaliacoes.
 */
import type { AvaliacaoNivel } from '@contract/avaliacoes';
import { formatInteger } from '@contract/numbers';
import { formatGrade, GRADE_FAIR, GRADE_GOOD } from '@contract/rules/notas';

/** One group of a level, as a column header and a chart axis read it. */
export const NIVEL_SINGULAR: Readonly<Record<AvaliacaoNivel, string>> = {
  escola: 'Escola',
  curso: 'Curso',
  professor: 'Professor',
  turma: 'Turma',
  aluno: 'Aluno',
};

export const TABS_LABEL = 'Agrupar por';

// The period
export const PERIOD_TITLE = 'Período';
export const PERIOD_FROM = 'De';
export const PERIOD_TO = 'Até';
export const PRESETS_LABEL = 'Períodos rápidos';
export const INVALID_DAY = 'Informe uma data válida.';

// The drill-down
export const BREADCRUMB_LABEL = 'Detalhamento';
export const BREADCRUMB_ROOT = 'Rede';
/** A drillable group's name: its visible name first (what a voice user says), then where it leads. */
export const drillLabel = (nivel: 'escola' | 'turma', nome: string) => `${nome}: ver ${nivel === 'escola' ? 'turmas' : 'alunos'}`;

// The summary cards
export const SUMMARY_LABEL = 'Resumo do período';
export const CARD_MEDIA = 'Média geral';
export const CARD_NOTAS = 'Notas';
export const CARD_FREQUENCIA = 'Frequência';
export const CARD_ALUNOS = 'Alunos';
export const NO_NOTAS = 'Sem notas no período';
export const NO_CHAMADAS = 'Sem chamadas no período';
export const splitDetail = (boa: number, regular: number, ruim: number) =>
  `Boa ${formatInteger(boa)} · Média ${formatInteger(regular)} · Ruim ${formatInteger(ruim)}`;
export const presencasDetail = (presencas: number, aulas: number) =>
  `${formatInteger(presencas)} presenças em ${formatInteger(aulas)} chamadas`;
export const RATING_SCALE = `Boa ≥ ${formatGrade(GRADE_GOOD)} · Média ≥ ${formatGrade(GRADE_FAIR)} · Ruim < ${formatGrade(GRADE_FAIR)}`;
export const ALUNOS_DETAIL = 'Com nota ou chamada no período';

// The table and the CSV (same headers)
export const COL_ALUNOS = 'Alunos';
export const COL_NOTAS = 'Notas';
export const COL_MEDIA = 'Nota média';
export const COL_CONCEITO = 'Conceito';
export const COL_BOA = 'Boa';
export const COL_REGULAR = 'Média';
export const COL_RUIM = 'Ruim';
export const COL_AULAS = 'Chamadas';
export const COL_PRESENCAS = 'Presenças';
/** The file's column holds bare numbers; the table's cells carry their '%'. */
export const COL_FREQUENCIA = 'Frequência (%)';
export const COL_FREQUENCIA_TABLE = 'Frequência';
export const TOTAL_LABEL = 'Total';
export const tableCaption = (nivel: AvaliacaoNivel) => `Avaliações por ${NIVEL_SINGULAR[nivel].toLowerCase()}`;

export const EXPORT_LABEL = 'Exportar CSV';

// The charts
export const CHARTS_TITLE = 'Gráficos';
export const CHART_MEDIA = 'Nota média';
export const CHART_SPLIT = 'Distribuição Boa / Média / Ruim';
export const CHARTS_LOADING = 'Carregando gráficos…';
