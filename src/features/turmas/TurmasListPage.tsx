/**
 * The classes list (`/turmas`; spec sections 2, 6, 8, 9). The server scopes
 * the rows: a gestor sees every class, a director or secretary their school's,
 * a teacher the classes they teach. Only gestão (1, 2, 3) adds, edits and
 * deletes. A student sees a single card for their own class instead.
 */
import type { Turma } from '@contract/entities';
import { refusalReason } from '@/api/errors';
import { useAppSelector } from '@/api/hooks';
import { selectSession } from '@/api/session';
import { useDeleteTurmaMutation, useListTurmasQuery } from '@/api/turmas-api';
import { ButtonLink } from '@/components/Button';
import { Card } from '@/components/Card';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { EditDeleteActions, PagedTable, type DataTableColumn } from '@/components/DataTable';
import { EmptyState } from '@/components/EmptyState';
import { useConfirmAction } from '@/components/hooks/useConfirmAction';
import { useListState } from '@/components/hooks/useListState';
import { usePagedList } from '@/components/hooks/usePagedList';
import { Icon } from '@/components/Icon';
import { LoadFailure } from '@/components/LoadFailure';
import { ListToolbar, PageHeader } from '@/components/PageHeader';
import { notify } from '@/components/toast';
import { formatDateBR } from '@contract/dates';
import { scopeOf } from '@contract/access';
import { href } from '@/domain/navigation';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@contract/paging';
import { screenActions, type ScreenActions } from '@/domain/access';
import { AlunoTurmaCard } from './AlunoTurmaCard';
import {
  TURMA_DELETE_FAILED,
  TURMA_DELETE_TITLE,
  TURMA_DELETED,
  TURMAS_EMPTY,
  TURMAS_LIST_TITLE,
  TURMAS_LOAD_FAILED,
  turmaDeleteMessage,
} from './turma-messages';
import { formatCount } from '@contract/numbers';

export default function TurmasListPage() {
  const session = useAppSelector(selectSession);
  const type = session?.userType ?? null;
  if (type === null) return null;
  // What the server answers decides the layout: a student's one class is a card.
  const scope = scopeOf('turmas', 'read', type);
  if (scope === 'enrolled') return <AlunoTurmaCard />;
  return <TurmasTable actions={screenActions('turmas', type)} teacher={scope === 'teaching'} />;
}

function TurmasTable({ actions, teacher }: { actions: ScreenActions; teacher: boolean }) {
  const list = useListState({ pageSize: DEFAULT_PAGE_SIZE });
  const result = useListTurmasQuery(list.query);
  const { isLoading, isError, refetch } = result;
  const { rows, total, totalPages } = usePagedList(result, list);
  const [deleteTurma] = useDeleteTurmaMutation();
  const remove = useConfirmAction({
    run: (t: Turma) => deleteTurma(t.cp_tr_id).unwrap(),
    onSuccess: (answer) => notify.success(answer.msg || TURMA_DELETED),
    onError: (error) => notify.error(refusalReason(error) ?? TURMA_DELETE_FAILED),
  });

  const columns: DataTableColumn<Turma>[] = [
    { key: 'cp_tr_nome', header: 'Nome', render: (t) => <strong>{t.cp_tr_nome}</strong> },
    { key: 'nomeDoProfessor', header: 'Professor' },
    { key: 'nomeDaEscola', header: 'Escola' },
    { key: 'cursoNome', header: 'Curso' },
    { key: 'cp_tr_data', header: 'Data', render: (t) => formatDateBR(t.cp_tr_data), width: '7.5rem' },
    { key: 'alunos', header: 'Alunos', render: (t) => t.cp_tr_alunos.length, align: 'right', width: '5.5rem' },
  ];
  if (actions.edit || actions.delete) {
    columns.push({
      key: 'acoes',
      header: 'Ações',
      align: 'right',
      width: '7rem',
      render: (t) => (
        <EditDeleteActions
          name={t.cp_tr_nome}
          editTo={actions.edit ? href('editarTurma', { id: t.cp_tr_id }) : null}
          onDelete={actions.delete ? () => remove.ask(t) : null}
        />
      ),
    });
  }

  const addLink = actions.create ? (
    <ButtonLink to={href('novaTurma')}>
      <Icon name="plus" size={18} /> Adicionar Nova
    </ButtonLink>
  ) : null;

  const searching = list.search.trim() !== '';
  let body;
  if (isError) {
    body = <LoadFailure message={TURMAS_LOAD_FAILED} onRetry={() => void refetch()} />;
  } else if (!isLoading && total === 0 && !searching) {
    body = (
      <EmptyState
        icon="classes"
        title={TURMAS_EMPTY}
        description={
          teacher ? 'Você ainda não tem turmas atribuídas.' : actions.create ? 'Cadastre a primeira turma.' : undefined
        }
        action={addLink}
      />
    );
  } else {
    body = (
      <PagedTable
        caption="Turmas"
        columns={columns}
        rows={rows}
        rowKey={(t) => t.cp_tr_id}
        loading={isLoading}
        emptyMessage={TURMAS_EMPTY}
        minWidth="56rem"
        list={list}
        total={total}
        totalPages={totalPages}
        count={formatCount(total, 'turma', 'turmas')}
      />
    );
  }

  return (
    <>
      <PageHeader title={TURMAS_LIST_TITLE} actions={addLink} />
      <Card>
        <ListToolbar list={list} searchLabel="Pesquisar turmas" pageSizes={PAGE_SIZES.turmas} />
        {body}
      </Card>
      {actions.delete ? (
        <ConfirmDialog
          {...remove.dialog}
          title={TURMA_DELETE_TITLE}
          message={remove.target ? turmaDeleteMessage(remove.target.cp_tr_nome) : ''}
          confirmLabel="Excluir"
          tone="danger"
        />
      ) : null}
    </>
  );
}
