/**
 * 'Notas da turma' (spec sections 5, 8 and 9): the class's grades, newest
 * first, 10 per page on the server. The average is (workbook + exam) ÷ 2 to
 * one decimal and its rating Boa / Média / Ruim (`gradeRating`, the rule both
 * backends use). The class's teacher edits (the form above, filled) and
 * deletes after the spec's question.
 */
import type { Nota } from '@contract/entities';
import { refusalReason } from '@/api/errors';
import { useDeleteNotaMutation, useListNotasQuery } from '@/api/sala-de-aula-api';
import { IconButton } from '@/components/Button';
import { Card } from '@/components/Card';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { PagedTable, RowActions, type DataTableColumn } from '@/components/DataTable';
import { useConfirmAction } from '@/components/hooks/useConfirmAction';
import { useListState } from '@/components/hooks/useListState';
import { usePagedList } from '@/components/hooks/usePagedList';
import { Icon } from '@/components/Icon';
import { LoadFailure } from '@/components/LoadFailure';
import { StatusBadge } from '@/components/StatusBadge';
import { notify } from '@/components/toast';
import { formatDateBR } from '@contract/dates';
import { formatGrade, gradeAverage, gradeRating } from '@contract/rules/notas';
import { FIXED_PAGE_SIZE } from '@contract/paging';
import { ExportButton } from './ExportButton';
import { Busy } from './sala-styles';
import { SALA_MESSAGES } from '@contract/sala-de-aula';
import { NOTA_DELETE_TITLE, notasCount, NOTAS_TITLE } from './sala-messages';

export interface NotasTableProps {
  readonly turmaId: number;
  readonly canWrite: boolean;
  readonly onEdit: (nota: Nota) => void;
  /** A grade was deleted (the form lets go of it if it was being edited). */
  readonly onDeleted: (nota: Nota) => void;
}

/** The average as the rule computes it from the two grades (the same on every backend). */
const mediaOf = (n: Nota) => gradeAverage(n.cp_nota_workbook, n.cp_nota_prova);

const dateLabel = (n: Nota) => formatDateBR(n.cp_nota_data);

export function NotasTable({ turmaId, canWrite, onEdit, onDeleted }: NotasTableProps) {
  const list = useListState({ pageSize: FIXED_PAGE_SIZE });
  const result = useListNotasQuery({ turmaId, page: list.page, pageSize: list.pageSize });
  const { isLoading, isError, isFetching, error, refetch } = result;
  const { rows, total, totalPages } = usePagedList(result, list);
  const [deleteNota] = useDeleteNotaMutation();
  const remove = useConfirmAction<Nota>({
    run: (n) => deleteNota({ id: n.cp_nota_id, turmaId }).unwrap(),
    onSuccess: (_a, n) => {
      notify.success(SALA_MESSAGES.notaDeleted);
      onDeleted(n);
    },
    onError: (e) => notify.error(refusalReason(e) ?? SALA_MESSAGES.notaDeleteError, { autoClose: 5000 }),
  });

  const columns: DataTableColumn<Nota>[] = [
    { key: 'cp_nome_aluno', header: 'Aluno', render: (n) => <strong>{n.cp_nome_aluno}</strong> },
    { key: 'cp_nota_data', header: 'Data', width: '7.5rem', render: dateLabel },
    {
      key: 'cp_nota_workbook',
      header: 'Workbook',
      align: 'right',
      width: '6.5rem',
      render: (n) => formatGrade(n.cp_nota_workbook),
    },
    { key: 'cp_nota_prova', header: 'Prova', align: 'right', width: '5.5rem', render: (n) => formatGrade(n.cp_nota_prova) },
    {
      key: 'media',
      header: 'Média',
      align: 'right',
      width: '5.5rem',
      render: (n) => <strong>{formatGrade(mediaOf(n))}</strong>,
    },
    {
      key: 'conceito',
      header: 'Conceito',
      width: '7rem',
      render: (n) => {
        const rating = gradeRating(mediaOf(n));
        return <StatusBadge tone={rating.tone}>{rating.label}</StatusBadge>;
      },
    },
  ];
  if (canWrite) {
    columns.push({
      key: 'acoes',
      header: 'Ações',
      align: 'right',
      width: '6.5rem',
      render: (n) => (
        <RowActions>
          <IconButton size="sm" label={`Editar nota de ${n.cp_nome_aluno} em ${dateLabel(n)}`} onClick={() => onEdit(n)}>
            <Icon name="edit" size={18} />
          </IconButton>
          <IconButton size="sm" label={`Excluir nota de ${n.cp_nome_aluno} em ${dateLabel(n)}`} onClick={() => remove.ask(n)}>
            <Icon name="trash" size={18} />
          </IconButton>
        </RowActions>
      ),
    });
  }

  return (
    <Card title={NOTAS_TITLE} actions={<ExportButton turmaId={turmaId} tipo="notas" />}>
      {isError ? (
        <LoadFailure message={SALA_MESSAGES.notasLoadError} detail={refusalReason(error)} onRetry={() => void refetch()} />
      ) : (
        <Busy $busy={isFetching && !isLoading}>
          <PagedTable
            caption="Notas lançadas"
            columns={columns}
            rows={rows}
            rowKey={(n) => n.cp_nota_id}
            loading={isLoading}
            emptyMessage={SALA_MESSAGES.noNotas}
            cardHeadingLevel={3}
            minWidth="44rem"
            list={list}
            total={total}
            totalPages={totalPages}
            count={notasCount(total)}
            hideSinglePage
            paginationLabel="Páginas das notas"
          />
        </Busy>
      )}
      <ConfirmDialog
        {...remove.dialog}
        title={NOTA_DELETE_TITLE}
        message={SALA_MESSAGES.notaDeleteConfirm}
        confirmLabel="Excluir"
        tone="danger"
      />
    </Card>
  );
}
