/**
 * 'Financeiro' (`/financeiro`, and `/financeiro/matricula/:matriculaId` for
 * one enrolment's installments; spec sections 2, 4, 6, 8 and 9;
 * docs/matriculas.md). The server scopes and orders the installments: what
 * is due first (overdue and due this month, the oldest first), then the
 * future ones, then the paid ones (the latest payment first). The Gestor sees
 * every school's (with a school filter on the cards and the table), a
 * director or secretary their school's, a student only their own parcelado
 * installments, grouped by enrolment (the active one first).
 *
 * Who may change a status, and who sees the reminder, comes from ACCESS
 * (`screenActions('parcelas', type)`): marking one paid opens the payment's
 * confirmation (day, method, amount: PagamentoDialog), 'Não Pago' asks before
 * undoing it; several selected installments are paid at once or reminded by
 * WhatsApp. Whoever reads an installment with a PIX code may open it. A
 * student paying by mensalidade is told to contact the secretariat.
 */
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { DisplayedInstallmentStatus, EnrolmentStatus, UserType } from '@contract/constants';
import { DISPLAYED_INSTALLMENT_STATUSES, FORMA_PAGAMENTO_LABELS } from '@contract/constants';
import type { Parcela } from '@contract/entities';
import { SERVER_MESSAGES } from '@contract/messages';
import { useListCursosQuery } from '@/api/cursos-api';
import { useListEscolasQuery } from '@/api/escolas-api';
import { refusalReason } from '@/api/errors';
import {
  useGetResumoFinanceiroQuery,
  useListParcelasQuery,
  useLazyExportParcelasQuery,
  useUpdateParcelaStatusMutation,
  type ParcelasQuery,
} from '@/api/financeiro-api';
import { useAppSelector } from '@/api/hooks';
import { useGetMatriculaQuery, useListMatriculasQuery } from '@/api/matriculas-api';
import { selectSession } from '@/api/session';
import { Button, ButtonLink } from '@/components/Button';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { DataTable, RowActions, type DataTableColumn } from '@/components/DataTable';
import { BulkActions, BulkBar, RowCheckbox, RowCheckTarget } from '@/components/DataTable/RowSelection';
import { EmptyState } from '@/components/EmptyState';
import { SelectField, type SelectOption } from '@/components/form';
import { useConfirmAction } from '@/components/hooks/useConfirmAction';
import { useListState, type ListState } from '@/components/hooks/useListState';
import { useMediaQuery } from '@/components/hooks/useMediaQuery';
import { usePagedList } from '@/components/hooks/usePagedList';
import { useRouteId } from '@/components/hooks/useRouteId';
import { ListExport, type ExportColumn } from '@/components/ListExport';
import { ListFooter } from '@/components/ListFooter';
import { LoadFailure } from '@/components/LoadFailure';
import { PageHeader, Toolbar } from '@/components/PageHeader';
import { PageSizeSelect } from '@/components/PageSizeSelect';
import { SearchInput } from '@/components/SearchInput';
import { notify, ToastMessage } from '@/components/toast';
import { scopeOf } from '@contract/access';
import { formatCurrency, formatDateBR, toIsoDay } from '@contract/dates';
import { statusToSend } from '@contract/rules/parcelas';
import { screenActions } from '@/domain/access';
import { href, SCREENS } from '@/domain/navigation';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@contract/paging';
import { mobileQuery } from '@/theme/tokens';
import {
  ALL_PARCELAS,
  BULK_CLEAR,
  BULK_PAY,
  BULK_REMIND,
  BULK_TOOLBAR,
  DESFAZER_CONFIRM,
  DESFAZER_TITLE,
  desfazerMessage,
  ESCOLAS_LOAD_FAILED,
  FINANCE_TOAST_MS,
  FINANCEIRO_TITLE,
  MATRICULA_FILTER_LOADING,
  matriculaFilterTitle,
  matriculaGroupTitle,
  matriculaLinkLabel,
  MENSALIDADE_NOTICE,
  MENSALIDADE_NOTICE_TITLE,
  NO_MATRICULA_NOTICE,
  OPEN_MATRICULA,
  PARCELAS_EMPTY,
  PARCELAS_LOAD_FAILED,
  PARCELAS_NO_MATCH,
  parcelasCount,
  pixActionLabel,
  reminderActionLabel,
  SELECT_PAGE,
  selectedCount,
  selectParcelaLabel,
  STATUS_UPDATE_FAILED,
  STATUS_UPDATED,
} from './financeiro-messages';
import { LembretesDialog, remindable } from './LembretesDialog';
import { PagamentoDialog } from './PagamentoDialog';
import { pagamentoText, SituacaoCell, StatusControl } from './ParcelaStatus';
import { PixDialog } from './PixDialog';
import { ReminderDialog } from './ReminderDialog';
import { EquipeCards, AlunoCards, type EquipeResumo, type AlunoResumo } from './ResumoCards';

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
  const route = useRouteId('matriculaId');
  const type = session?.userType ?? null;
  if (type === null) return null;
  // One enrolment's installments (`/financeiro/matricula/:id`); a malformed id names none.
  const matriculaId = route.present ? (route.id ?? -1) : undefined;
  // What the server answers decides the layout: a student reads only their own installments.
  const scope = scopeOf('parcelas', 'read', type);
  // Keyed by the enrolment: another address starts afresh (page 1, no selection).
  if (scope === 'self') return <StudentFinance key={matriculaId ?? 'todas'} matriculaId={matriculaId} />;
  return <StaffFinance key={matriculaId ?? 'todas'} type={type} allSchools={scope === 'all'} matriculaId={matriculaId} />;
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

/** The file and the printed sheet of the installments: every row of the filters and search (issue 23). */
const PARCELA_EXPORT_COLUMNS: ExportColumn<Parcela>[] = [
  { header: 'Aluno', value: (p) => p.cp_mt_nome_usuario },
  { header: 'Parcela', value: (p) => p.cp_mtPar_numero, numeric: true },
  { header: 'Vencimento', value: (p) => formatDateBR(p.cp_mtPar_dataParcela), nowrap: true },
  { header: 'Valor (R$)', value: (p) => p.cp_mtPar_valorParcela, money: true },
  { header: 'Situação', value: (p) => p.cp_mtPar_situacao },
  { header: 'Pago em', value: (p) => (p.cp_mtPar_pago_em === null ? null : formatDateBR(p.cp_mtPar_pago_em)), nowrap: true },
  {
    header: 'Forma de pagamento',
    value: (p) => (p.cp_mtPar_forma_pagamento === null ? null : FORMA_PAGAMENTO_LABELS[p.cp_mtPar_forma_pagamento]),
  },
  { header: 'Registrado por', value: (p) => p.cp_mtPar_pago_por_nome },
];

/** 'Exportar CSV' and 'Imprimir' of the installments the list's filters and search hold. */
function ParcelasExport({ query, schoolName }: { query: ParcelasQuery; schoolName: string | null }) {
  const [exportParcelas] = useLazyExportParcelasQuery();
  const filters = [
    query.q?.trim() ? `Pesquisa: ${query.q.trim()}` : null,
    schoolName ? `Escola: ${schoolName}` : null,
    query.situacao ? `Situação: ${query.situacao}` : null,
    query.matriculaId === undefined ? null : `Matrícula nº ${query.matriculaId}`,
  ].filter(Boolean);
  return (
    <ListExport
      title={FINANCEIRO_TITLE}
      fileName={`financeiro-${toIsoDay(new Date())}.csv`}
      columns={PARCELA_EXPORT_COLUMNS}
      unit={['parcela', 'parcelas']}
      filters={filters.join(' · ') || null}
      load={() => exportParcelas(query).unwrap()}
    />
  );
}

/** The list's query: its state, and the enrolment of the address. */
function queryOf(list: ListState<Filters>, matriculaId: number | undefined): ParcelasQuery {
  return matriculaId === undefined ? list.query : { ...list.query, matriculaId };
}

/** Staff (1, 2, 3): the cards, the filters and the installments of the schools they may read. */
function StaffFinance({
  type,
  allSchools,
  matriculaId,
}: {
  type: UserType;
  allSchools: boolean;
  matriculaId?: number | undefined;
}) {
  const actions = screenActions('parcelas', type);
  const list = useListState<Filters>({
    pageSize: DEFAULT_PAGE_SIZE,
    filters: { situacao: undefined, schoolId: undefined },
  });
  const schoolId = list.filters.schoolId;
  const resumo = useGetResumoFinanceiroQuery(schoolId === undefined ? undefined : { schoolId }, {
    skip: matriculaId !== undefined,
  });
  const escolas = useListEscolasQuery(undefined, { skip: !allSchools || matriculaId !== undefined });
  const pix = useDialogTarget();
  const reminder = useDialogTarget();
  const [paying, setPaying] = useState<readonly Parcela[] | null>(null);
  const [reminding, setReminding] = useState<readonly Parcela[] | null>(null);
  const [selection, setSelection] = useState<{ key: string; ids: ReadonlySet<number> }>({ key: '', ids: new Set() });
  const [update] = useUpdateParcelaStatusMutation();
  const unpay = useConfirmAction({
    run: (p: Parcela) => update({ id: p.cp_mtPar_id, status: statusToSend('Não Pago') }).unwrap(),
    onSuccess: () => notify.success(STATUS_UPDATED, { autoClose: FINANCE_TOAST_MS }),
    onError: (error) =>
      notify.error(<ToastMessage title={STATUS_UPDATE_FAILED} detail={refusalReason(error)} />, {
        autoClose: FINANCE_TOAST_MS,
      }),
  });

  const schoolOptions: SelectOption[] = (escolas.data?.items ?? []).map((e) => ({
    value: String(e.cp_ec_id),
    label: e.cp_ec_nome,
  }));
  const schoolFilter =
    allSchools && matriculaId === undefined ? (
      <SchoolFilter
        label="Escola"
        placeholder={escolas.isError ? ESCOLAS_LOAD_FAILED : 'Todas as escolas'}
        options={schoolOptions}
        value={schoolId === undefined ? '' : String(schoolId)}
        onChange={(e) => list.setFilter('schoolId', e.target.value === '' ? undefined : Number(e.target.value))}
      />
    ) : null;

  const resumoData = resumo.data?.escopo === 'equipe' ? (resumo.data as EquipeResumo) : undefined;
  const query = queryOf(list, matriculaId);
  // The selection belongs to the page on screen: another page, filter or search starts with none.
  const selectionKey = JSON.stringify(query);
  const selected = selection.key === selectionKey ? selection.ids : new Set<number>();
  const select = (ids: ReadonlySet<number>) => setSelection({ key: selectionKey, ids });
  const undoing = unpay.target;

  return (
    <>
      <PageHeader
        title={FINANCEIRO_TITLE}
        actions={
          <>
            <ParcelasExport
              query={query}
              schoolName={
                schoolId === undefined ? null : (schoolOptions.find((o) => o.value === String(schoolId))?.label ?? null)
              }
            />
            {schoolFilter}
          </>
        }
      />
      {matriculaId === undefined ? (
        <EquipeCards
          data={resumoData}
          loading={resumo.isFetching && !resumo.currentData}
          failed={resumo.isError && !resumo.isFetching}
          onRetry={() => void resumo.refetch()}
        />
      ) : (
        <MatriculaBanner matriculaId={matriculaId} canOpen={screenActions('matriculas', type).edit} />
      )}
      <ParcelasList
        list={list}
        query={query}
        staff
        canWrite={actions.edit}
        linkMatriculas={screenActions('matriculas', type).edit && matriculaId === undefined}
        onPix={pix.show}
        onRemind={actions.edit ? reminder.show : null}
        onPay={(p) => setPaying([p])}
        onUnpay={unpay.ask}
        selection={actions.edit ? { ids: selected, set: select } : null}
        onBulkPay={(rows) => setPaying(rows)}
        onBulkRemind={(rows) => setReminding(rows)}
      />
      <PixDialog parcela={pix.target} open={pix.open} onClose={pix.close} />
      {actions.edit ? (
        <>
          <ReminderDialog parcela={reminder.target} open={reminder.open} onClose={reminder.close} />
          <PagamentoDialog
            parcelas={paying}
            onClose={() => setPaying(null)}
            onPaid={() => {
              if (paying && paying.length > 1) select(new Set());
            }}
          />
          <LembretesDialog parcelas={reminding} onClose={() => setReminding(null)} />
          <ConfirmDialog
            {...unpay.dialog}
            title={DESFAZER_TITLE}
            message={
              undoing ? desfazerMessage(undoing.cp_mtPar_numero, undoing.cp_mt_nome_usuario, pagamentoRecord(undoing)) : ''
            }
            confirmLabel={DESFAZER_CONFIRM}
            tone="danger"
          />
        </>
      ) : null}
    </>
  );
}

/** A paid installment's record as the undo message quotes it: '12/03/2026, PIX, por Juliana Lima'. */
function pagamentoRecord(p: Parcela): string | null {
  if (p.cp_mtPar_pago_em === null) return null;
  return (pagamentoText(p) ?? '').replace(/^Pago em /, '').replaceAll(' · ', ', ');
}

/** The enrolment whose installments are shown: whose, which course, and the ways out. */
function MatriculaBanner({ matriculaId, canOpen }: { matriculaId: number; canOpen: boolean }) {
  const matricula = useGetMatriculaQuery(matriculaId, { skip: matriculaId < 1 });
  const cursos = useListCursosQuery();
  const m = matricula.data;
  const curso = m ? (cursos.data?.items.find((c) => c.cp_curso_id === m.cp_mt_curso)?.cp_nome_curso ?? null) : null;
  return (
    <Banner aria-label={m ? matriculaFilterTitle(m.cp_mt_nome_usuario) : MATRICULA_FILTER_LOADING}>
      <div>
        <h2>{m ? matriculaFilterTitle(m.cp_mt_nome_usuario) : MATRICULA_FILTER_LOADING}</h2>
        {m ? (
          <p>
            {[
              curso,
              `Matrícula ${MATRICULA_LABELS[m.cp_status_matricula].toLowerCase()}`,
              m.cp_mt_quantas_parcelas ? `${m.cp_mt_parcelas_pagas} de ${m.cp_mt_quantas_parcelas} pagas` : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        ) : matriculaId < 1 || matricula.isError ? (
          // A malformed or unknown id (or one out of reach): say so, and offer the way back.
          <p role="alert">{SERVER_MESSAGES.matriculaNotFound}</p>
        ) : null}
      </div>
      <BannerActions>
        {canOpen && m ? (
          <ButtonLink size="sm" variant="secondary" to={href('editarMatricula', { matriculaId })}>
            {OPEN_MATRICULA}
          </ButtonLink>
        ) : null}
        <ButtonLink size="sm" variant="secondary" to={SCREENS.financeiro}>
          {ALL_PARCELAS}
        </ButtonLink>
      </BannerActions>
    </Banner>
  );
}

/** A student (5): their cards and their own installments, grouped by enrolment; a mensalidade student is sent to the secretariat. */
function StudentFinance({ matriculaId }: { matriculaId?: number | undefined }) {
  const list = useListState<Filters>({
    pageSize: DEFAULT_PAGE_SIZE,
    filters: { situacao: undefined, schoolId: undefined },
  });
  const resumo = useGetResumoFinanceiroQuery();
  const matriculas = useListMatriculasQuery();
  const cursos = useListCursosQuery();
  const pix = useDialogTarget();
  const data = resumo.data?.escopo === 'aluno' ? (resumo.data as AlunoResumo) : undefined;
  const mensalidade = data?.tipoPagamento === 'mensalidade';
  const noticeId = useId();
  const courseNames = new Map((cursos.data?.items ?? []).map((c) => [c.cp_curso_id, c.cp_nome_curso]));
  const courseOf = new Map((matriculas.data?.items ?? []).map((m) => [m.cp_mt_id, courseNames.get(m.cp_mt_curso) ?? null]));

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
      <ParcelasList
        list={list}
        query={queryOf(list, matriculaId)}
        staff={false}
        canWrite={false}
        onPix={pix.show}
        onRemind={null}
        hideWhenEmpty={mensalidade}
        groupTitle={(p) => matriculaGroupTitle(MATRICULA_LABELS[p.cp_status_matricula], courseOf.get(p.cp_mt_id) ?? null)}
      />
      <PixDialog parcela={pix.target} open={pix.open} onClose={pix.close} />
    </>
  );
}

interface ParcelasListProps {
  list: ListState<Filters>;
  query: ParcelasQuery;
  /** Staff see the student's name and search by it; a student's rows are all theirs. */
  staff: boolean;
  /** The status control (ACCESS write). */
  canWrite: boolean;
  /** The student's name links to their enrolment (staff who may edit enrolments). */
  linkMatriculas?: boolean;
  onPix: (p: Parcela) => void;
  /** The WhatsApp reminder of an overdue installment (staff who may write); null for none. */
  onRemind: ((p: Parcela) => void) | null;
  onPay?: (p: Parcela) => void;
  onUnpay?: (p: Parcela) => void;
  /** The installments chosen on the page (staff who may write); null: no selection. */
  selection?: { ids: ReadonlySet<number>; set: (ids: ReadonlySet<number>) => void } | null;
  onBulkPay?: (rows: readonly Parcela[]) => void;
  onBulkRemind?: (rows: readonly Parcela[]) => void;
  /** Leave out the empty state (the mensalidade notice already says why there is nothing). */
  hideWhenEmpty?: boolean;
  /** Rows grouped by enrolment under this title (a student's view); the rows arrive grouped. */
  groupTitle?: (p: Parcela) => string;
}

/** The installments: filters, the selection's actions, table (cards on a phone), footer with page size and pages. */
function ParcelasList({
  list,
  query,
  staff,
  canWrite,
  linkMatriculas = false,
  onPix,
  onRemind,
  onPay,
  onUnpay,
  selection = null,
  onBulkPay,
  onBulkRemind,
  hideWhenEmpty = false,
  groupTitle,
}: ParcelasListProps) {
  const result = useListParcelasQuery(query);
  const { data, currentData, isFetching, isError, refetch } = result;
  const { currentRows, total, totalPages } = usePagedList(result, list);
  const isMobile = useMediaQuery(mobileQuery);

  const showReminder = (p: Parcela) => onRemind !== null && remindable(p);
  const chosen = selection ? currentRows.filter((p) => selection.ids.has(p.cp_mtPar_id)) : [];
  const allChosen = currentRows.length > 0 && chosen.length === currentRows.length;
  const toggle = (id: number) => {
    if (!selection) return;
    const next = new Set(selection.ids);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    selection.set(next);
  };
  const togglePage = () => selection?.set(allChosen ? new Set() : new Set(currentRows.map((p) => p.cp_mtPar_id)));

  const parcelaTitle = (p: Parcela) => `Parcela ${p.cp_mtPar_numero}`;
  const columns: DataTableColumn<Parcela>[] = [];
  if (selection) {
    columns.push({
      key: 'selecionar',
      header: (
        <PageCheckbox
          checked={allChosen}
          indeterminate={chosen.length > 0 && !allChosen}
          disabled={currentRows.length === 0}
          onChange={togglePage}
        />
      ),
      width: '2.5rem',
      align: 'center',
      card: 'actions',
      render: (p) => (
        <RowCheckTarget>
          <RowCheckbox
            type="checkbox"
            aria-label={selectParcelaLabel(p.cp_mtPar_numero, p.cp_mt_nome_usuario)}
            checked={selection.ids.has(p.cp_mtPar_id)}
            onChange={() => toggle(p.cp_mtPar_id)}
          />
        </RowCheckTarget>
      ),
    });
  }
  if (staff) {
    columns.push({
      key: 'cp_mt_nome_usuario',
      header: 'Aluno',
      card: 'title',
      render: (p) =>
        linkMatriculas ? (
          <StudentLink
            to={href('editarMatricula', { matriculaId: p.cp_mt_id })}
            aria-label={matriculaLinkLabel(p.cp_mt_nome_usuario)}
          >
            {p.cp_mt_nome_usuario}
          </StudentLink>
        ) : (
          <Strong>{p.cp_mt_nome_usuario}</Strong>
        ),
    });
  }
  columns.push(
    {
      key: 'cp_mtPar_numero',
      header: 'Parcela',
      width: staff ? '4.5rem' : '7rem',
      align: staff ? 'center' : 'left',
      render: (p) => (staff ? p.cp_mtPar_numero : <Strong>{parcelaTitle(p)}</Strong>),
      ...(staff ? {} : { card: 'title' as const }),
    },
    {
      key: 'cp_mtPar_dataParcela',
      header: 'Vencimento',
      width: '6.5rem',
      render: (p) => formatDateBR(p.cp_mtPar_dataParcela),
    },
    {
      key: 'cp_mtPar_valorParcela',
      header: 'Valor',
      width: '7rem',
      align: 'right',
      render: (p) => <Money>{formatCurrency(p.cp_mtPar_valorParcela)}</Money>,
    },
    {
      key: 'cp_mtPar_situacao',
      header: 'Status',
      width: staff ? '10rem' : '15rem',
      render: (p) => <SituacaoCell parcela={p} />,
    },
  );
  if (canWrite && onPay && onUnpay) {
    columns.push({
      key: 'alterar',
      header: 'Alterar status',
      width: '8.5rem',
      render: (p) => <StatusControl parcela={p} onPay={onPay} onUnpay={onUnpay} />,
    });
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
        {showReminder(p) ? (
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

  const table = (rows: readonly Parcela[], caption: string, key?: number) => (
    <DataTable
      key={key}
      caption={caption}
      columns={columns}
      rows={rows}
      rowKey={(p) => p.cp_mtPar_id}
      loading={loading}
      loadingRows={list.pageSize > 10 ? 10 : 5}
      emptyMessage={PARCELAS_NO_MATCH}
      minWidth={staff ? (canWrite ? '60rem' : '48rem') : undefined}
      cardHeadingLevel={groupTitle ? 3 : 2}
    />
  );

  let body: ReactNode;
  if (failed) {
    body = <LoadFailure message={PARCELAS_LOAD_FAILED} onRetry={() => void refetch()} />;
  } else if (empty) {
    body = hideWhenEmpty ? null : (
      <EmptyState icon="finance" title={PARCELAS_EMPTY} description={staff ? undefined : NO_MATRICULA_NOTICE} />
    );
  } else if (groupTitle && !loading && currentRows.length > 0) {
    body = groupsOf(currentRows).map((rows) => {
      const title = groupTitle(rows[0]!);
      return (
        <Group key={rows[0]!.cp_mt_id} aria-label={title}>
          <GroupTitle>{title}</GroupTitle>
          {table(rows, `Parcelas — ${title}`)}
        </Group>
      );
    });
  } else {
    body = table(currentRows, 'Parcelas');
  }

  if (hideWhenEmpty && empty) return null;

  const payable = chosen.filter((p) => p.cp_mtPar_situacao !== 'Pago');
  const reminders = chosen.filter(remindable);

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
      {selection && !empty && !failed ? (
        <BulkBar role="toolbar" aria-label={BULK_TOOLBAR}>
          {isMobile ? (
            <label>
              <PageCheckbox
                checked={allChosen}
                indeterminate={chosen.length > 0 && !allChosen}
                disabled={currentRows.length === 0}
                onChange={togglePage}
              />
              <span>{SELECT_PAGE}</span>
            </label>
          ) : null}
          <Count aria-live="polite">{chosen.length > 0 ? selectedCount(chosen.length) : 'Nenhuma parcela selecionada'}</Count>
          <Bulk>
            <Button size="sm" disabled={payable.length === 0} onClick={() => onBulkPay?.(payable)}>
              {BULK_PAY}
              {payable.length > 0 ? ` (${payable.length})` : ''}
            </Button>
            {onRemind ? (
              <Button size="sm" variant="secondary" disabled={reminders.length === 0} onClick={() => onBulkRemind?.(chosen)}>
                {BULK_REMIND}
                {reminders.length > 0 ? ` (${reminders.length})` : ''}
              </Button>
            ) : null}
            {chosen.length > 0 ? (
              <Button size="sm" variant="ghost" onClick={() => selection.set(new Set())}>
                {BULK_CLEAR}
              </Button>
            ) : null}
          </Bulk>
        </BulkBar>
      ) : null}
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

/** Consecutive rows of the same enrolment (the server sends a student's grouped). */
function groupsOf(rows: readonly Parcela[]): Parcela[][] {
  const groups: Parcela[][] = [];
  for (const p of rows) {
    const last = groups.at(-1);
    if (last && last[0]!.cp_mt_id === p.cp_mt_id) last.push(p);
    else groups.push([p]);
  }
  return groups;
}

/** The page's checkbox: checked, empty, or partly (indeterminate, which HTML sets only from script). */
function PageCheckbox({
  checked,
  indeterminate,
  disabled,
  onChange,
}: {
  checked: boolean;
  indeterminate: boolean;
  disabled: boolean;
  onChange: () => void;
}) {
  return (
    <RowCheckbox
      type="checkbox"
      aria-label={SELECT_PAGE}
      checked={checked}
      disabled={disabled}
      ref={(el) => {
        if (el) el.indeterminate = indeterminate;
      }}
      onChange={onChange}
    />
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

const StudentLink = styled(Link)`
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.colors.link};
  text-decoration: none;

  &:hover,
  &:focus-visible {
    text-decoration: underline;
  }
`;

const Money = styled.span`
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`;

const Count = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Bulk = styled(BulkActions)`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const Banner = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  p {
    margin: ${({ theme }) => theme.space.xxs} 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const BannerActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const Group = styled.section`
  & + & {
    margin-top: ${({ theme }) => theme.space.xl};
  }
`;

const GroupTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.md};
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
