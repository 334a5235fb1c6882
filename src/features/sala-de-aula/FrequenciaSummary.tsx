/**
 * 'Frequência por aluno' (beyond the spec; decision 42): each student with
 * records in the class, their counts and the attendance rate the server
 * computes (`attendanceRate`: present plus excused over every lesson).
 */
import styled from 'styled-components';
import { formatInteger, formatPercent } from '@contract/numbers';
import { type Frequencia, SALA_MESSAGES } from '@contract/sala-de-aula';
import { Card } from '@/components/Card';
import { DataTable, type DataTableColumn } from '@/components/DataTable';
import { HintText } from '@/components/form/Field';
import { LoadFailure } from '@/components/LoadFailure';
import { FREQUENCIA_HINT, FREQUENCIA_TITLE } from './sala-messages';

export interface FrequenciaSummaryProps {
  readonly rows: readonly Frequencia[];
  readonly loading: boolean;
  readonly failed: boolean;
  readonly onRetry: () => void;
}

const columns: DataTableColumn<Frequencia>[] = [
  { key: 'cp_nome_aluno', header: 'Aluno', render: (f) => <strong>{f.cp_nome_aluno}</strong> },
  { key: 'presentes', header: 'Presentes', align: 'right', width: '7rem', render: (f) => formatInteger(f.presentes) },
  { key: 'justificados', header: 'Justificados', align: 'right', width: '7.5rem', render: (f) => formatInteger(f.justificados) },
  { key: 'ausentes', header: 'Ausentes', align: 'right', width: '7rem', render: (f) => formatInteger(f.ausentes) },
  { key: 'total', header: 'Aulas', align: 'right', width: '6rem', render: (f) => formatInteger(f.total) },
  {
    key: 'percentual',
    header: 'Frequência',
    align: 'right',
    width: '7.5rem',
    render: (f) => (f.percentual === null ? '—' : <strong>{formatPercent(f.percentual)}</strong>),
  },
];

export function FrequenciaSummary({ rows, loading, failed, onRetry }: FrequenciaSummaryProps) {
  return (
    <Card title={FREQUENCIA_TITLE}>
      <Hint>{FREQUENCIA_HINT}</Hint>
      {failed ? (
        <LoadFailure message={SALA_MESSAGES.chamadasLoadError} onRetry={onRetry} />
      ) : (
        <DataTable
          caption="Frequência dos alunos"
          columns={columns}
          rows={rows}
          rowKey={(f) => f.cp_aluno_id}
          loading={loading}
          emptyMessage={SALA_MESSAGES.noChamadas}
          cardHeadingLevel={3}
          maxHeight="24rem"
        />
      )}
    </Card>
  );
}

const Hint = styled(HintText)`
  margin-bottom: ${({ theme }) => theme.space.md};
`;
