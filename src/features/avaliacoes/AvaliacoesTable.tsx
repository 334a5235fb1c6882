/**
 * Every figure of every group, then the total (one card each on a phone). A
 * school's or a class's name is a button that drills into its classes or
 * students. The table is the accessible source of what the charts draw.
 */
import styled from 'styled-components';
import type { AvaliacaoLinha, AvaliacaoNivel, Avaliacoes } from '@contract/avaliacoes';
import { DataTable, type DataTableColumn } from '@/components/DataTable';
import { StatusBadge } from '@/components/StatusBadge';
import { formatInteger, formatPercent } from '@contract/numbers';
import { formatGrade, gradeRating } from '@contract/rules/notas';
import {
  COL_ALUNOS,
  COL_AULAS,
  COL_BOA,
  COL_FREQUENCIA_TABLE,
  COL_MEDIA,
  COL_NOTAS,
  COL_PRESENCAS,
  COL_REGULAR,
  COL_RUIM,
  drillLabel,
  NIVEL_SINGULAR,
  presencasDetail,
  splitDetail,
  tableCaption,
  TOTAL_LABEL,
} from './avaliacoes-messages';

export interface AvaliacoesTableProps {
  readonly nivel: AvaliacaoNivel;
  readonly data: Avaliacoes | undefined;
  readonly loading: boolean;
  /** Opens a school's classes or a class's students; absent on the other levels. */
  readonly onDrill?: (linha: AvaliacaoLinha & { id: number }) => void;
}

const isTotal = (l: AvaliacaoLinha) => l.id === null;

function Media({ media }: { media: number | null }) {
  if (media === null) return <>—</>;
  const rating = gradeRating(media);
  return (
    <MediaCell>
      <strong>{formatGrade(media)}</strong>
      <StatusBadge tone={rating.tone}>{rating.label}</StatusBadge>
    </MediaCell>
  );
}

/* Figures take their content's width (headers do not wrap); the name takes what is left. */
const count = (key: 'alunos' | 'notas' | 'boa' | 'regular' | 'ruim' | 'aulas' | 'presencas', header: string) =>
  ({ key, header, align: 'right', render: (l) => formatInteger(l[key]) }) satisfies DataTableColumn<AvaliacaoLinha>;

export function AvaliacoesTable({ nivel, data, loading, onDrill }: AvaliacoesTableProps) {
  const drillable = nivel === 'escola' || nivel === 'turma';
  const nome = (l: AvaliacaoLinha) => {
    if (isTotal(l)) return <strong>{TOTAL_LABEL}</strong>;
    if (drillable && onDrill && l.id !== null) {
      const id = l.id;
      return (
        <DrillButton type="button" aria-label={drillLabel(nivel, l.nome)} onClick={() => onDrill({ ...l, id })}>
          {l.nome}
        </DrillButton>
      );
    }
    return l.nome;
  };
  // On a phone's card the split rides with the grades and the presences with the records: five lines, not ten.
  const columns: DataTableColumn<AvaliacaoLinha>[] = [
    { key: 'nome', header: NIVEL_SINGULAR[nivel], width: '30%', render: nome },
    // A student's row counts one student: the column says nothing there (the card above has the class's total).
    ...(nivel === 'aluno' ? [] : [count('alunos', COL_ALUNOS)]),
    { ...count('notas', COL_NOTAS), cardRender: (l) => `${formatInteger(l.notas)} (${splitDetail(l.boa, l.regular, l.ruim)})` },
    { key: 'media', header: COL_MEDIA, render: (l) => <Media media={l.media} /> },
    { ...count('boa', COL_BOA), card: 'hidden' },
    { ...count('regular', COL_REGULAR), card: 'hidden' },
    { ...count('ruim', COL_RUIM), card: 'hidden' },
    { ...count('aulas', COL_AULAS), cardRender: (l) => presencasDetail(l.presencas, l.aulas) },
    { ...count('presencas', COL_PRESENCAS), card: 'hidden' },
    {
      key: 'frequencia',
      header: COL_FREQUENCIA_TABLE,
      align: 'right',
      render: (l) => (l.frequencia === null ? '—' : <strong>{formatPercent(l.frequencia)}</strong>),
    },
  ];
  const rows = data && data.linhas.length > 0 ? [...data.linhas, data.total] : [];
  return (
    <Table
      caption={tableCaption(nivel)}
      columns={columns}
      rows={rows}
      rowKey={(l) => l.id ?? 'total'}
      loading={loading}
      loadingRows={4}
      cardHeadingLevel={3}
      minWidth="54rem"
    />
  );
}

/* The total row stands apart from the groups above it. */
const Table = styled(DataTable<AvaliacaoLinha>)`
  tbody tr:last-child:not(:first-child) > td {
    border-top: 2px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  & > li:last-child:not(:first-child) {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

const MediaCell = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

/** A name that opens the group: reads as a link, acts in place. */
const DrillButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.link};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-align: left;
  text-decoration: underline;
  text-underline-offset: 2px;
  cursor: pointer;
  overflow-wrap: anywhere;

  &:hover {
    text-decoration-thickness: 2px;
  }
`;
