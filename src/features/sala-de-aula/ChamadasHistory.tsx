/**
 * 'Histórico de chamadas' (spec sections 2, 4, 8 and 9): the class's records,
 * newest first, 10 per page on the server, filtered by student and by a range
 * of days. The class's teacher switches a record to P, J or F after a
 * confirmation — the lesson's date stays (decision 39) — and deletes one after
 * another. The student filter lists whoever has records in the class (a
 * student who left keeps their history).
 */
import styled from 'styled-components';
import type { AttendanceStatus } from '@contract/constants';
import type { Chamada } from '@contract/entities';
import { type Frequencia, SALA_MESSAGES } from '@contract/sala-de-aula';
import { refusalReason } from '@/api/errors';
import { useDeleteChamadaMutation, useListChamadasQuery, useUpdateChamadaMutation } from '@/api/sala-de-aula-api';
import { Button, IconButton } from '@/components/Button';
import { Card } from '@/components/Card';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { PagedTable, RowActions, type DataTableColumn } from '@/components/DataTable';
import { SelectField, TextField } from '@/components/form';
import { useConfirmAction } from '@/components/hooks/useConfirmAction';
import { useListState } from '@/components/hooks/useListState';
import { usePagedList } from '@/components/hooks/usePagedList';
import { Icon } from '@/components/Icon';
import { LoadFailure } from '@/components/LoadFailure';
import { StatusBadge } from '@/components/StatusBadge';
import { notify } from '@/components/toast';
import { formatDateBR } from '@contract/dates';
import { FIXED_PAGE_SIZE } from '@contract/paging';
import { STATUS_KEYS, STATUS_ORDER, STATUS_TONES } from './chamada-status';
import { ExportButton } from './ExportButton';
import { Busy } from './sala-styles';
import {
  CHAMADA_DELETE_TITLE,
  chamadaDeleteQuestion,
  chamadasCount,
  CLEAR_FILTERS,
  FILTER_ALL,
  FILTER_ALUNO,
  FILTER_FROM,
  FILTER_TO,
  HISTORY_TITLE,
  STATUS_TITLE,
  statusButtonLabel,
  statusQuestion,
} from './sala-messages';

interface StatusChange {
  readonly chamada: Chamada;
  readonly status: AttendanceStatus;
}

export interface ChamadasHistoryProps {
  readonly turmaId: number;
  /** Whoever has records in the class (the student filter). */
  readonly frequencia: readonly Frequencia[];
  readonly canWrite: boolean;
}

export function ChamadasHistory({ turmaId, frequencia, canWrite }: ChamadasHistoryProps) {
  const list = useListState({ pageSize: FIXED_PAGE_SIZE, filters: { alunoId: '', de: '', ate: '' } });
  const { alunoId, de, ate } = list.filters;
  const result = useListChamadasQuery({
    turmaId,
    page: list.page,
    ...(alunoId ? { alunoId: Number(alunoId) } : {}),
    ...(de ? { de } : {}),
    ...(ate ? { ate } : {}),
  });
  const { isLoading, isError, isFetching, error, refetch } = result;
  const { rows, total, totalPages } = usePagedList(result, list);
  const filtered = alunoId !== '' || de !== '' || ate !== '';

  const [updateChamada] = useUpdateChamadaMutation();
  const [deleteChamada] = useDeleteChamadaMutation();
  const change = useConfirmAction<StatusChange>({
    run: ({ chamada, status }) => updateChamada({ id: chamada.cp_ch_id, turmaId, status }).unwrap(),
    onSuccess: (_r, { status }) => notify.success(SALA_MESSAGES.statusUpdated(status)),
    onError: (e) => notify.error(refusalReason(e) ?? SALA_MESSAGES.statusError, { autoClose: 5000 }),
  });
  const remove = useConfirmAction<Chamada>({
    run: (c) => deleteChamada({ id: c.cp_ch_id, turmaId }).unwrap(),
    onSuccess: () => notify.success(SALA_MESSAGES.chamadaDeleted),
    onError: (e) => notify.error(refusalReason(e) ?? SALA_MESSAGES.chamadaDeleteError, { autoClose: 5000 }),
  });

  const columns: DataTableColumn<Chamada>[] = [
    { key: 'cp_nome_aluno', header: 'Aluno', render: (c) => <strong>{c.cp_nome_aluno}</strong> },
    { key: 'cp_ch_data', header: 'Data', render: (c) => formatDateBR(c.cp_ch_data), width: '7.5rem' },
    { key: 'cp_ch_hora', header: 'Hora', width: '5rem' },
    {
      key: 'cp_ch_status',
      header: 'Status',
      width: '8.5rem',
      render: (c) => <StatusBadge tone={STATUS_TONES[c.cp_ch_status]}>{c.cp_ch_status}</StatusBadge>,
    },
  ];
  if (canWrite) {
    columns.push({
      key: 'acoes',
      header: 'Ações',
      align: 'right',
      width: '12rem',
      render: (c) => (
        <RowActions>
          <StatusButtons role="group" aria-label={`Status de ${c.cp_nome_aluno}`}>
            {STATUS_ORDER.map((status) => {
              const current = c.cp_ch_status === status;
              return (
                <StatusButton
                  key={status}
                  size="sm"
                  variant={current ? 'primary' : 'secondary'}
                  aria-label={statusButtonLabel(c.cp_nome_aluno, status)}
                  title={status}
                  aria-pressed={current}
                  disabled={current}
                  onClick={() => change.ask({ chamada: c, status })}
                >
                  {STATUS_KEYS[status]}
                </StatusButton>
              );
            })}
          </StatusButtons>
          <IconButton size="sm" label={`Excluir chamada de ${c.cp_nome_aluno}`} onClick={() => remove.ask(c)}>
            <Icon name="trash" size={18} />
          </IconButton>
        </RowActions>
      ),
    });
  }

  const studentOptions = frequencia.map((f) => ({ value: String(f.cp_aluno_id), label: f.cp_nome_aluno }));

  return (
    <Card title={HISTORY_TITLE} actions={<ExportButton turmaId={turmaId} tipo="chamadas" />}>
      <Filters role="search" aria-label="Filtros do histórico" $clear={filtered}>
        <SelectField
          label={FILTER_ALUNO}
          name="filtroAluno"
          value={alunoId}
          onChange={(e) => list.setFilter('alunoId', e.target.value)}
          options={[{ value: '', label: FILTER_ALL }, ...studentOptions]}
        />
        <TextField
          label={FILTER_FROM}
          name="de"
          type="date"
          value={de}
          max={ate || undefined}
          onChange={(e) => list.setFilter('de', e.target.value)}
        />
        <TextField
          label={FILTER_TO}
          name="ate"
          type="date"
          value={ate}
          min={de || undefined}
          onChange={(e) => list.setFilter('ate', e.target.value)}
        />
        {filtered ? (
          <ClearButton variant="ghost" onClick={list.reset}>
            {CLEAR_FILTERS}
          </ClearButton>
        ) : null}
      </Filters>
      {isError ? (
        <LoadFailure message={SALA_MESSAGES.chamadasLoadError} detail={refusalReason(error)} onRetry={() => void refetch()} />
      ) : (
        <Busy $busy={isFetching && !isLoading}>
          <PagedTable
            caption="Chamadas registradas"
            columns={columns}
            rows={rows}
            rowKey={(c) => c.cp_ch_id}
            loading={isLoading}
            emptyMessage={SALA_MESSAGES.noChamadas}
            cardHeadingLevel={3}
            minWidth={canWrite ? '44rem' : undefined}
            list={list}
            total={total}
            totalPages={totalPages}
            count={chamadasCount(total)}
            hideSinglePage
            paginationLabel="Páginas do histórico"
          />
        </Busy>
      )}
      <ConfirmDialog
        {...change.dialog}
        title={STATUS_TITLE}
        message={
          change.target
            ? statusQuestion(change.target.chamada.cp_nome_aluno, change.target.chamada.cp_ch_data, change.target.status)
            : ''
        }
      />
      <ConfirmDialog
        {...remove.dialog}
        title={CHAMADA_DELETE_TITLE}
        message={remove.target ? chamadaDeleteQuestion(remove.target.cp_nome_aluno, remove.target.cp_ch_data) : ''}
        confirmLabel="Excluir"
        tone="danger"
      />
    </Card>
  );
}

const Filters = styled.div<{ $clear: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 2fr) repeat(2, minmax(0, 1fr)) ${({ $clear }) => ($clear ? 'auto' : '')};
  align-items: end;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));

    & > :first-child {
      grid-column: 1 / -1;
    }
  }
`;

const ClearButton = styled(Button)`
  min-height: 40px;
`;

const StatusButtons = styled.div`
  display: inline-flex;
  gap: ${({ theme }) => theme.space.xxs};
`;

const StatusButton = styled(Button)`
  min-width: 32px;
  padding-inline: ${({ theme }) => theme.space.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};

  /* The current status: shown pressed, not greyed out. */
  &:disabled {
    opacity: 1;
    cursor: default;
  }
`;
