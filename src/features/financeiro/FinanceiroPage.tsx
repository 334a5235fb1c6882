/**
 * 'Financeiro' (`/financeiro`; spec sections 2, 4, 6, 8 and 9;
 * docs/matriculas.md). The server scopes the installments: the Gestor sees
 * every school's (with a school filter on the cards and the table), a
 * director or secretary their school's, a student only their own parcelado
 * installments. Who may change a status, and who sees the reminder, comes from
 * ACCESS (`screenActions('parcelas', type)`); whoever reads an installment
 * with a PIX code may open it. A student paying by mensalidade is told to
 * contact the secretariat.
 */
import { useId, useState } from 'react';
import styled from 'styled-components';
import type { DisplayedInstallmentStatus, EnrolmentStatus, UserType } from '@contract/constants';
import { DISPLAYED_INSTALLMENT_STATUSES } from '@contract/constants';
import type { Parcela } from '@contract/entities';
import { useListEscolasQuery } from '@/api/escolas-api';
import { useGetResumoFinanceiroQuery, useListParcelasQuery } from '@/api/financeiro-api';
import { useAppSelector } from '@/api/hooks';
import { selectSession } from '@/api/session';
import { Button } from '@/components/Button';
import { DataTable, RowActions, type DataTableColumn } from '@/components/DataTable';
import { EmptyState } from '@/components/EmptyState';
import { SelectField, type SelectOption } from '@/components/form';
import { useListState, type ListState } from '@/components/hooks/useListState';
import { usePagedList } from '@/components/hooks/usePagedList';
import { ListFooter } from '@/components/ListFooter';
import { LoadFailure } from '@/components/LoadFailure';
import { PageHeader, Toolbar } from '@/components/PageHeader';
import { PageSizeSelect } from '@/components/PageSizeSelect';
import { SearchInput } from '@/components/SearchInput';
import { scopeOf } from '@contract/access';
import { formatCurrency, formatDateBR } from '@contract/dates';
import { screenActions } from '@/domain/access';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@contract/paging';
import {
  ESCOLAS_LOAD_FAILED,
  FINANCEIRO_TITLE,
  MENSALIDADE_NOTICE,
  MENSALIDADE_NOTICE_TITLE,
  NO_MATRICULA_NOTICE,
  PARCELAS_EMPTY,
  PARCELAS_LOAD_FAILED,
  PARCELAS_NO_MATCH,
  parcelasCount,
  pixActionLabel,
  reminderActionLabel,
} from './financeiro-messages';
import { SituacaoBadge, StatusControl } from './ParcelaStatus';
import { PixDialog } from './PixDialog';
import { ReminderDialog } from './ReminderDialog';
import { EquipeCards, AlunoCards, type EquipeResumo, type AlunoResumo } from './ResumoCards';
import { whatsappNumber } from './whatsapp';

const SEARCH_DEBOUNCE_MS = 300;

/** An enrolment's status as a student reads it next to an installment. */
const MATRICULA_LABELS: Readonly<Record<EnrolmentStatus, string>> = {
  ativo: 'Ativa',
  cancelado: 'Cancelada',
  trancado: 'Trancada',
  concluido: 'Concluída',
};

export default function FinanceiroPage() {
  const session = useAppSelector(selectSession);
  const type = session?.userType ?? null;
  if (type === null) return null;
  // What the server answers decides the layout: a student reads only their own installments.
  const scope = scopeOf('parcelas', 'read', type);
  if (scope === 'self') return <StudentFinance />;
  return <StaffFinance type={type} allSchools={scope === 'all'} />;
}

type Filters = { situacao: DisplayedInstallmentStatus | undefined; schoolId: number | undefined };

const SITUACAO_OPTIONS: SelectOption[] = DISPLAYED_INSTALLMENT_STATUSES.map((s) => ({ value: s, label: s }));

function parseSituacao(value: string): DisplayedInstallmentStatus | undefined {
  return (DISPLAYED_INSTALLMENT_STATUSES as readonly string[]).includes(value)
    ? (value as DisplayedInstallmentStatus)
    : undefined;
}

/** The installment whose dialog is open, kept while the dialog fades out. */
function useDialogTarget() {
  const [target, setTarget] = useState<Parcela | null>(null);
  const [open, setOpen] = useState(false);
  return {
    target,
    open,
    show: (p: Parcela) => {
      setTarget(p);
      setOpen(true);
    },
    close: () => setOpen(false),
  };
}

/** Staff (1, 2, 3): the cards, the filters and the installments of the schools they may read. */
function StaffFinance({ type, allSchools }: { type: UserType; allSchools: boolean }) {
  const actions = screenActions('parcelas', type);
  const list = useListState<Filters>({
    pageSize: DEFAULT_PAGE_SIZE,
    filters: { situacao: undefined, schoolId: undefined },
  });
  const schoolId = list.filters.schoolId;
  const resumo = useGetResumoFinanceiroQuery(schoolId === undefined ? undefined : { schoolId });
  const escolas = useListEscolasQuery(undefined, { skip: !allSchools });
  const pix = useDialogTarget();
  const reminder = useDialogTarget();

  const schoolOptions: SelectOption[] = (escolas.data?.items ?? []).map((e) => ({
    value: String(e.cp_ec_id),
    label: e.cp_ec_nome,
  }));
  const schoolFilter = allSchools ? (
    <SchoolFilter
      label="Escola"
      placeholder={escolas.isError ? ESCOLAS_LOAD_FAILED : 'Todas as escolas'}
      options={schoolOptions}
      value={schoolId === undefined ? '' : String(schoolId)}
      onChange={(e) => list.setFilter('schoolId', e.target.value === '' ? undefined : Number(e.target.value))}
    />
  ) : null;

  const resumoData = resumo.data?.escopo === 'equipe' ? (resumo.data as EquipeResumo) : undefined;

  return (
    <>
      <PageHeader title={FINANCEIRO_TITLE} actions={schoolFilter} />
      <EquipeCards
        data={resumoData}
        loading={resumo.isFetching && !resumo.currentData}
        failed={resumo.isError && !resumo.isFetching}
        onRetry={() => void resumo.refetch()}
      />
      <ParcelasList list={list} staff canWrite={actions.edit} onPix={pix.show} onRemind={actions.edit ? reminder.show : null} />
      <PixDialog parcela={pix.target} open={pix.open} onClose={pix.close} />
      {actions.edit ? <ReminderDialog parcela={reminder.target} open={reminder.open} onClose={reminder.close} /> : null}
    </>
  );
}

/** A student (5): their cards and their own installments; a mensalidade student is sent to the secretariat. */
function StudentFinance() {
  const list = useListState<Filters>({
    pageSize: DEFAULT_PAGE_SIZE,
    filters: { situacao: undefined, schoolId: undefined },
  });
  const resumo = useGetResumoFinanceiroQuery();
  const pix = useDialogTarget();
  const data = resumo.data?.escopo === 'aluno' ? (resumo.data as AlunoResumo) : undefined;
  const mensalidade = data?.tipoPagamento === 'mensalidade';
  const noticeId = useId();

  return (
    <>
      <PageHeader title={FINANCEIRO_TITLE} />
      {mensalidade ? (
        <Notice role="note" aria-labelledby={noticeId}>
          <h2 id={noticeId}>{MENSALIDADE_NOTICE_TITLE}</h2>
          <p>{MENSALIDADE_NOTICE}</p>
        </Notice>
      ) : (
        <AlunoCards data={data} loading={resumo.isLoading} failed={resumo.isError} onRetry={() => void resumo.refetch()} />
      )}
      <ParcelasList list={list} staff={false} canWrite={false} onPix={pix.show} onRemind={null} hideWhenEmpty={mensalidade} />
      <PixDialog parcela={pix.target} open={pix.open} onClose={pix.close} />
    </>
  );
}

interface ParcelasListProps {
  list: ListState<Filters>;
  /** Staff see the student's name and search by it; a student's rows are all theirs. */
  staff: boolean;
  /** The status control (ACCESS write). */
  canWrite: boolean;
  onPix: (p: Parcela) => void;
  /** The WhatsApp reminder of an overdue installment (staff who may write); null for none. */
  onRemind: ((p: Parcela) => void) | null;
  /** Leave out the empty state (the mensalidade notice already says why there is nothing). */
  hideWhenEmpty?: boolean;
}

/** The installments: filters, table (cards on a phone), footer with page size and pages. */
function ParcelasList({ list, staff, canWrite, onPix, onRemind, hideWhenEmpty = false }: ParcelasListProps) {
  const result = useListParcelasQuery(list.query);
  const { data, currentData, isFetching, isError, refetch } = result;
  const { currentRows, total, totalPages } = usePagedList(result, list);

  const remindable = (p: Parcela) =>
    onRemind !== null && p.cp_mtPar_situacao === 'Vencido' && whatsappNumber(p.cp_whatsapp) !== null;

  const parcelaTitle = (p: Parcela) => `Parcela ${p.cp_mtPar_numero}`;
  const columns: DataTableColumn<Parcela>[] = [];
  if (staff) {
    columns.push({ key: 'cp_mt_nome_usuario', header: 'Aluno', render: (p) => <Strong>{p.cp_mt_nome_usuario}</Strong> });
  }
  columns.push(
    {
      key: 'cp_mtPar_numero',
      header: 'Parcela',
      width: staff ? '5rem' : '7rem',
      align: staff ? 'center' : 'left',
      render: (p) => (staff ? p.cp_mtPar_numero : <Strong>{parcelaTitle(p)}</Strong>),
      ...(staff ? {} : { card: 'title' as const }),
    },
    {
      key: 'cp_mtPar_dataParcela',
      header: 'Vencimento',
      width: '7rem',
      render: (p) => formatDateBR(p.cp_mtPar_dataParcela),
    },
    {
      key: 'cp_mtPar_valorParcela',
      header: 'Valor',
      width: '7.5rem',
      align: 'right',
      render: (p) => <Money>{formatCurrency(p.cp_mtPar_valorParcela)}</Money>,
    },
    {
      key: 'cp_mtPar_situacao',
      header: 'Status',
      width: '8.5rem',
      render: (p) => <SituacaoBadge situacao={p.cp_mtPar_situacao} />,
    },
  );
  if (!staff) {
    // A student may have installments of an earlier enrolment too: its status tells them apart.
    columns.push({ key: 'cp_status_matricula', header: 'Matrícula', render: (p) => MATRICULA_LABELS[p.cp_status_matricula] });
  }
  if (canWrite) {
    columns.push({ key: 'alterar', header: 'Alterar status', width: '8.5rem', render: (p) => <StatusControl parcela={p} /> });
  }
  columns.push({
    key: 'acoes',
    header: 'Ações',
    align: 'right',
    width: onRemind ? '9.5rem' : '5rem',
    render: (p) => (
      <RowActions>
        {p.pix ? (
          <Button
            size="sm"
            variant="secondary"
            aria-label={pixActionLabel(p.cp_mtPar_numero, p.cp_mt_nome_usuario)}
            onClick={() => onPix(p)}
          >
            PIX
          </Button>
        ) : null}
        {remindable(p) ? (
          <Button
            size="sm"
            variant="secondary"
            aria-label={reminderActionLabel(p.cp_mtPar_numero, p.cp_mt_nome_usuario)}
            title="Lembrar por WhatsApp"
            onClick={() => onRemind?.(p)}
          >
            WhatsApp
          </Button>
        ) : null}
      </RowActions>
    ),
  });

  const loading = !currentData && isFetching;
  const failed = isError && !currentData && !isFetching;
  const filtered = list.search.trim() !== '' || list.filters.situacao !== undefined;
  const empty = !!currentData && !filtered && total === 0;

  let body;
  if (failed) {
    body = <LoadFailure message={PARCELAS_LOAD_FAILED} onRetry={() => void refetch()} />;
  } else if (empty) {
    body = hideWhenEmpty ? null : (
      <EmptyState icon="finance" title={PARCELAS_EMPTY} description={staff ? undefined : NO_MATRICULA_NOTICE} />
    );
  } else {
    body = (
      <DataTable
        caption="Parcelas"
        columns={columns}
        rows={currentRows}
        rowKey={(p) => p.cp_mtPar_id}
        loading={loading}
        loadingRows={list.pageSize > 10 ? 10 : 5}
        emptyMessage={PARCELAS_NO_MATCH}
        minWidth={staff ? (canWrite ? '58rem' : '48rem') : undefined}
      />
    );
  }

  if (hideWhenEmpty && empty) return null;

  return (
    <Section>
      <Toolbar role="search" aria-label="Filtrar parcelas">
        {staff ? (
          <SearchInput
            label="Pesquisar aluno"
            placeholder="Pesquisar aluno"
            value={list.search}
            onChange={list.setSearch}
            debounceMs={SEARCH_DEBOUNCE_MS}
          />
        ) : null}
        <StatusFilter
          label="Status"
          placeholder="Todos os status"
          options={SITUACAO_OPTIONS}
          value={list.filters.situacao ?? ''}
          onChange={(e) => list.setFilter('situacao', parseSituacao(e.target.value))}
        />
      </Toolbar>
      {body}
      {empty ? null : (
        <ListFooter
          count={data ? parcelasCount(total) : null}
          page={list.page}
          totalPages={data ? totalPages : 1}
          onPageChange={list.setPage}
        >
          <PageSizeSelect value={list.pageSize} options={PAGE_SIZES.parcelas} onChange={list.setPageSize} />
        </ListFooter>
      )}
    </Section>
  );
}

const Section = styled.div`
  min-width: 0;
`;

const SchoolFilter = styled(SelectField)`
  min-width: min(20rem, 100%);
`;

/* && outweighs the Toolbar's rule that stretches its first control (a student's toolbar has only this one). */
const StatusFilter = styled(SelectField)`
  && {
    flex: 0 1 14rem;
  }
`;

const Strong = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Money = styled.span`
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`;

const Notice = styled.div`
  margin-bottom: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border: 1px solid ${({ theme }) => theme.colors.info};
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.infoSoft};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  p {
    margin: 0;
  }
`;
