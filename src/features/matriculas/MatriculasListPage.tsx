/**
 * 'Matriculas' (`/matriculas`; spec sections 2, 8 and 9; docs/matriculas.md):
 * the enrolments the caller may see, paged, searched ('Pesquisar': the
 * student's name or CPF) and filtered by status on the server; columns Aluno,
 * Status (a badge per status), Parcelas (paid/total; '—' for mensalidade) and
 * Ação. What a role may do comes from ACCESS (screenActions): add, edit and a
 * delete with confirmation — refused by the server for an enrolment with a
 * paid installment (its message says to set 'cancelado').
 */
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ENROLMENT_STATUSES, type EnrolmentStatus } from '@contract/constants';
import type { Matricula } from '@contract/entities';
import { useListCursosQuery } from '@/api/cursos-api';
import { refusalReason } from '@/api/errors';
import { useAppSelector } from '@/api/hooks';
import { useDeleteMatriculaMutation, useLazyExportMatriculasQuery, useListMatriculasQuery } from '@/api/matriculas-api';
import { selectSession } from '@/api/session';
import { ButtonLink } from '@/components/Button';
import { Card } from '@/components/Card';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { DataTable, EditDeleteActions, type DataTableColumn } from '@/components/DataTable';
import { EmptyState } from '@/components/EmptyState';
import { SelectField } from '@/components/form';
import { useConfirmAction } from '@/components/hooks/useConfirmAction';
import { useListState } from '@/components/hooks/useListState';
import { usePagedList } from '@/components/hooks/usePagedList';
import { Icon } from '@/components/Icon';
import { ListExport, type ExportColumn } from '@/components/ListExport';
import { ListFooter } from '@/components/ListFooter';
import { LoadFailure } from '@/components/LoadFailure';
import { ListToolbar, PageHeader } from '@/components/PageHeader';
import { StatusBadge, type StatusTone } from '@/components/StatusBadge';
import { notify, ToastMessage } from '@/components/toast';
import { screenActions } from '@/domain/access';
import { canOpenScreen, href, SCREENS } from '@/domain/navigation';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@contract/paging';
import {
  ADD_NEW,
  ALL_STATUSES,
  MATRICULA_DELETE_FAILED,
  MATRICULA_DELETE_TITLE,
  MATRICULA_DELETED,
  matriculaDeleteMessage,
  MATRICULAS_EMPTY,
  MATRICULAS_EXPORT_TITLE,
  MATRICULAS_LIST_TITLE,
  MATRICULAS_LOAD_FAILED,
  MATRICULAS_NONE_YET,
  parcelasLinkLabel,
  SEARCH_PLACEHOLDER,
  STATUS_LABELS,
} from './matricula-messages';
import { formatCount } from '@contract/numbers';
import { formatDateBR, toIsoDay } from '@contract/dates';

/** One colour per status (spec section 2: "badge colours differ per status"). */
export const STATUS_TONES: Readonly<Record<EnrolmentStatus, StatusTone>> = {
  ativo: 'success',
  cancelado: 'danger',
  trancado: 'warning',
  concluido: 'info',
};

const STATUS_FILTER_OPTIONS = ENROLMENT_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }));
const isStatus = (value: string): value is EnrolmentStatus => (ENROLMENT_STATUSES as readonly string[]).includes(value);

type Filters = { status: EnrolmentStatus | undefined };

/** 'paid/total' for a parcelado enrolment, '—' for mensalidade (no installments). */
export function parcelasText(
  m: Pick<Matricula, 'cp_mt_tipo_pagamento' | 'cp_mt_parcelas_pagas' | 'cp_mt_quantas_parcelas'>,
): string {
  if (m.cp_mt_tipo_pagamento === 'mensalidade' || m.cp_mt_quantas_parcelas === null) return '—';
  return `${m.cp_mt_parcelas_pagas}/${m.cp_mt_quantas_parcelas}`;
}

export default function MatriculasListPage() {
  const session = useAppSelector(selectSession);
  const actions = screenActions('matriculas', session?.userType ?? null);
  const seesFinance = canOpenScreen('financeiro', session?.userType ?? null);
  const list = useListState<Filters>({ pageSize: DEFAULT_PAGE_SIZE, filters: { status: undefined } });
  const result = useListMatriculasQuery(list.query);
  const [exportMatriculas] = useLazyExportMatriculasQuery();
  const { data, currentData, isFetching, isError, refetch } = result;
  const { currentRows, total, totalPages } = usePagedList(result, list);
  // The course of each enrolment, under the student's name (a student may have more than one).
  const cursos = useListCursosQuery();
  const courseNames = new Map((cursos.data?.items ?? []).map((c) => [c.cp_curso_id, c.cp_nome_curso]));
  const [deleteMatricula] = useDeleteMatriculaMutation();
  const remove = useConfirmAction({
    run: (m: Matricula) => deleteMatricula(m.cp_mt_id).unwrap(),
    onSuccess: (answer) => notify.success(answer.msg || MATRICULA_DELETED),
    onError: (error) =>
      notify.error(<ToastMessage title={MATRICULA_DELETE_FAILED} detail={refusalReason(error)} />, { autoClose: 5000 }),
  });

  const courseOf = (m: Matricula) => courseNames.get(m.cp_mt_curso) ?? null;
  /** How a row's actions name it: the student and the course ('Editar Ana Lima — [ING] …'). */
  const rowName = (m: Matricula) => `${m.cp_mt_nome_usuario} — ${courseOf(m) ?? `matrícula ${m.cp_mt_id}`}`;
  const student = (m: Matricula, heading = false) => (
    <Student $heading={heading}>
      <span>{m.cp_mt_nome_usuario}</span>
      {courseOf(m) ? <Course>{courseOf(m)}</Course> : null}
    </Student>
  );

  const columns: DataTableColumn<Matricula>[] = [
    { key: 'cp_mt_nome_usuario', header: 'Aluno', render: (m) => student(m), cardRender: (m) => student(m, true) },
    {
      key: 'cp_status_matricula',
      header: 'Status',
      width: '9rem',
      render: (m) => <StatusBadge tone={STATUS_TONES[m.cp_status_matricula]}>{STATUS_LABELS[m.cp_status_matricula]}</StatusBadge>,
    },
    {
      key: 'parcelas',
      header: 'Parcelas',
      width: '7rem',
      render: (m) => {
        const text = parcelasText(m);
        if (text === '—') return <span title="Mensalidade: sem parcelas">—</span>;
        const paid = `${m.cp_mt_parcelas_pagas} de ${m.cp_mt_quantas_parcelas} parcelas pagas`;
        // The count leads to the enrolment's installments in Financeiro (whoever may open it).
        return seesFinance ? (
          <CountLink
            to={href('financeiroMatricula', { matriculaId: m.cp_mt_id })}
            aria-label={parcelasLinkLabel(text, rowName(m))}
            title={`${paid}: ver no Financeiro`}
          >
            {text}
          </CountLink>
        ) : (
          <Count title={paid}>{text}</Count>
        );
      },
    },
  ];
  if (actions.edit || actions.delete) {
    columns.push({
      key: 'acoes',
      header: 'Ação',
      align: 'right',
      width: '6.5rem',
      render: (m) => (
        <EditDeleteActions
          name={rowName(m)}
          editTo={actions.edit ? href('editarMatricula', { matriculaId: m.cp_mt_id }) : null}
          onDelete={actions.delete ? () => remove.ask(m) : null}
        />
      ),
    });
  }

  const addLink = actions.create ? (
    <ButtonLink to={SCREENS.cadastroMatricula}>
      <Icon name="plus" size={18} /> {ADD_NEW}
    </ButtonLink>
  ) : null;

  // The file and the printed sheet: every enrolment of the filters and search.
  const exportColumns: ExportColumn<Matricula>[] = [
    { header: 'Aluno', value: (m) => m.cp_mt_nome_usuario },
    { header: 'Curso', value: (m) => courseOf(m) },
    { header: 'Status', value: (m) => STATUS_LABELS[m.cp_status_matricula] },
    { header: 'Pagamento', value: (m) => m.cp_mt_tipo_pagamento },
    { header: 'Valor do curso (R$)', value: (m) => m.cp_mt_valor_curso, money: true },
    // '2 de 10', not '2/10': a spreadsheet would read that as a date.
    {
      header: 'Parcelas pagas',
      value: (m) => (parcelasText(m) === '—' ? null : `${m.cp_mt_parcelas_pagas} de ${m.cp_mt_quantas_parcelas}`),
    },
    { header: 'Primeira parcela', value: (m) => formatDateBR(m.cp_mt_primeira_parcela), nowrap: true },
  ];

  const narrowed = list.search.trim() !== '' || list.filters.status !== undefined;
  const loading = !currentData && isFetching;
  const failed = isError && !currentData && !isFetching;
  let body;
  if (failed) {
    body = <LoadFailure message={MATRICULAS_LOAD_FAILED} onRetry={() => void refetch()} />;
  } else if (currentData && total === 0 && !narrowed) {
    body = (
      <EmptyState
        icon="enrolment"
        title={MATRICULAS_NONE_YET}
        description={actions.create ? 'Cadastre a primeira matrícula.' : undefined}
        action={addLink}
      />
    );
  } else {
    body = (
      <>
        <DataTable
          caption="Matrículas"
          columns={columns}
          rows={currentRows}
          rowKey={(m) => m.cp_mt_id}
          loading={loading}
          loadingRows={list.pageSize > 10 ? 10 : 5}
          emptyMessage={MATRICULAS_EMPTY}
          minWidth="36rem"
        />
        <ListFooter
          count={data ? formatCount(total, 'matrícula', 'matrículas') : null}
          page={list.page}
          totalPages={data ? totalPages : 1}
          onPageChange={list.setPage}
          fill
        />
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={MATRICULAS_LIST_TITLE}
        actions={
          <>
            <ListExport
              // The sheet's heading and the buttons' names, accented (the screen keeps the spec's title).
              title={MATRICULAS_EXPORT_TITLE}
              fileName={`matriculas-${toIsoDay(new Date())}.csv`}
              columns={exportColumns}
              unit={['matrícula', 'matrículas']}
              filters={
                [
                  list.search.trim() ? `Pesquisa: ${list.search.trim()}` : null,
                  list.filters.status ? `Status: ${STATUS_LABELS[list.filters.status]}` : null,
                ]
                  .filter(Boolean)
                  .join(' · ') || null
              }
              load={() => exportMatriculas(list.query).unwrap()}
            />
            {addLink}
          </>
        }
      />
      <Card>
        <ListToolbar
          role="search"
          aria-label="Filtrar matrículas"
          list={list}
          searchLabel={SEARCH_PLACEHOLDER}
          pageSizes={PAGE_SIZES.matriculas}
        >
          <StatusFilter
            label="Status"
            placeholder={ALL_STATUSES}
            options={STATUS_FILTER_OPTIONS}
            value={list.filters.status ?? ''}
            onChange={(e) => list.setFilter('status', isStatus(e.target.value) ? e.target.value : undefined)}
          />
        </ListToolbar>
        {body}
      </Card>
      {actions.delete ? (
        <ConfirmDialog
          {...remove.dialog}
          title={MATRICULA_DELETE_TITLE}
          message={remove.target ? matriculaDeleteMessage(remove.target.cp_mt_nome_usuario) : ''}
          confirmLabel="Excluir"
          tone="danger"
        />
      ) : null}
    </>
  );
}

const StatusFilter = styled(SelectField)`
  flex: 0 1 12rem;
`;

/** The student's name and, under it, the course; as a card's heading it keeps the heading's weight. */
const Student = styled.span<{ $heading: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 10rem;
  font-weight: ${({ theme, $heading }) => ($heading ? 'inherit' : theme.font.weight.medium)};
`;

const Course = styled.span`
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.regular};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Count = styled.span`
  font-variant-numeric: tabular-nums;
`;

const CountLink = styled(Link)`
  font-variant-numeric: tabular-nums;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.colors.link};

  &:hover,
  &:focus-visible {
    text-decoration: underline;
  }
`;
