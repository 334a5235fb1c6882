/**
 * Beyond the spec (docs/decisions.md §42): the student's own attendance rate
 * (`GET /chamadas/turma/:id/frequencia` answers a student their own row only:
 * Presente plus Justificado over every lesson, `attendanceRate`) with the
 * P/A/J counts, and their own grades (`GET /notas/turma/:id`, newest first,
 * 10 per page) with the average and its Boa/Média/Ruim rating.
 */
import styled from 'styled-components';
import type { Nota } from '@contract/entities';
import { SALA_MESSAGES } from '@contract/sala-de-aula';
import { useListFrequenciaQuery, useListNotasQuery } from '@/api/sala-de-aula-api';
import { Card } from '@/components/Card';
import { PagedTable, type DataTableColumn } from '@/components/DataTable';
import { useListState } from '@/components/hooks/useListState';
import { usePagedList } from '@/components/hooks/usePagedList';
import { LoadFailure } from '@/components/LoadFailure';
import { Skeleton } from '@/components/Spinner';
import { StatusBadge } from '@/components/StatusBadge';
import { formatDateBR } from '@contract/dates';
import { formatGrade, gradeRating } from '@contract/rules/notas';
import { formatInteger, formatPercent } from '@contract/numbers';
import { FIXED_PAGE_SIZE } from '@contract/paging';
import { aulasCount, DESEMPENHO_TITLE, FREQUENCIA_LABEL, NO_CHAMADAS, NOTAS_CAPTION, notasCount } from './sala-aluno-messages';

const COLUMNS: readonly DataTableColumn<Nota>[] = [
  { key: 'data', header: 'Data', render: (n) => formatDateBR(n.cp_nota_data), card: 'title' },
  { key: 'workbook', header: 'Workbook', align: 'right', render: (n) => formatGrade(n.cp_nota_workbook) },
  { key: 'prova', header: 'Prova', align: 'right', render: (n) => formatGrade(n.cp_nota_prova) },
  { key: 'media', header: 'Média', align: 'right', render: (n) => <strong>{formatGrade(n.cp_nota_media)}</strong> },
  {
    key: 'conceito',
    header: 'Conceito',
    render: (n) => {
      const rating = gradeRating(n.cp_nota_media);
      return <StatusBadge tone={rating.tone}>{rating.label}</StatusBadge>;
    },
  },
];

export function DesempenhoCard({ turmaId }: { turmaId: number }) {
  return (
    <Card title={DESEMPENHO_TITLE}>
      <Frequencia turmaId={turmaId} />
      <Notas turmaId={turmaId} />
    </Card>
  );
}

function Frequencia({ turmaId }: { turmaId: number }) {
  const { data, isLoading, isError, refetch } = useListFrequenciaQuery(turmaId);
  if (isError) return <LoadFailure message={SALA_MESSAGES.chamadasLoadError} onRetry={() => void refetch()} />;
  if (isLoading) {
    return (
      <Rate aria-busy="true" aria-label={FREQUENCIA_LABEL}>
        <Skeleton width="6rem" height="2.5rem" />
        <Skeleton width="14rem" />
      </Rate>
    );
  }
  // The server answers a student their own row only.
  const row = data?.[0];
  const percentual = row?.percentual ?? null;
  if (!row || percentual === null) {
    return (
      <Rate aria-label={FREQUENCIA_LABEL}>
        <Muted>{NO_CHAMADAS}</Muted>
      </Rate>
    );
  }
  return (
    <Rate aria-label={FREQUENCIA_LABEL}>
      <RateHead>
        <RateLabel>{FREQUENCIA_LABEL}</RateLabel>
        <Percent>{formatPercent(percentual)}</Percent>
        <Muted>{aulasCount(row.total)}</Muted>
      </RateHead>
      <Bar aria-hidden="true">
        <span style={{ width: `${percentual}%` }} />
      </Bar>
      <Counts>
        <div>
          <dt>Presente</dt>
          <dd>{formatInteger(row.presentes)}</dd>
        </div>
        <div>
          <dt>Ausente</dt>
          <dd>{formatInteger(row.ausentes)}</dd>
        </div>
        <div>
          <dt>Justificado</dt>
          <dd>{formatInteger(row.justificados)}</dd>
        </div>
      </Counts>
    </Rate>
  );
}

function Notas({ turmaId }: { turmaId: number }) {
  const list = useListState({ pageSize: FIXED_PAGE_SIZE });
  const result = useListNotasQuery({ turmaId, page: list.page, pageSize: FIXED_PAGE_SIZE });
  const { isLoading, isError, refetch } = result;
  const { rows, total, totalPages } = usePagedList(result, list);

  return (
    <Grades>
      <SubTitle>{NOTAS_CAPTION}</SubTitle>
      {isError ? (
        <LoadFailure message={SALA_MESSAGES.notasLoadError} onRetry={() => void refetch()} />
      ) : (
        <PagedTable
          columns={COLUMNS}
          rows={rows}
          rowKey={(n) => n.cp_nota_id}
          caption={NOTAS_CAPTION}
          loading={isLoading}
          loadingRows={2}
          emptyMessage={SALA_MESSAGES.noNotas}
          cardHeadingLevel={4}
          list={list}
          total={total}
          totalPages={totalPages}
          count={notasCount(total)}
          paginationLabel="Páginas das notas"
          hideSinglePage
        />
      )}
    </Grades>
  );
}

const Rate = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.xl};
`;

const RateHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
`;

const RateLabel = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
`;

const Percent = styled.strong`
  font-size: ${({ theme }) => theme.font.size.xxl};
  line-height: 1.1;
  color: ${({ theme }) => theme.colors.primary};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Bar = styled.div`
  height: 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.neutralSoft};
  overflow: hidden;

  & > span {
    display: block;
    height: 100%;
    border-radius: inherit;
    background: ${({ theme }) => theme.colors.success};
  }
`;

const Counts = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;

  & > div {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }

  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

/** No landmark of its own: the table's scrolling region already carries the name. */
const Grades = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const SubTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
`;
