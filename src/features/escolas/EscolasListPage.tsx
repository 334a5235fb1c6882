/**
 * 'Escolas' (`/escolas`; spec sections 2, 7, 9): the schools of the network,
 * searched and paged on the server; add, edit and — after a confirmation —
 * delete (a school in use is refused by the server with its reason). Edit
 * and delete show on the rows ACCESS lets the caller change: a director sees
 * every school but changes only their own.
 */
import type { Escola } from '@contract/entities';
import { refusalReason } from '@/api/errors';
import { useDeleteEscolaMutation, useListEscolasQuery } from '@/api/escolas-api';
import { useAppSelector } from '@/api/hooks';
import { selectSession } from '@/api/session';
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
import { rowActions, screenActions } from '@/domain/access';
import { formatDateBR } from '@contract/dates';
import { href, SCREENS } from '@/domain/navigation';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@contract/paging';
import {
  ESCOLA_DELETE_FAILED,
  ESCOLA_DELETE_TITLE,
  ESCOLA_DELETED,
  ESCOLAS_EMPTY,
  ESCOLAS_LIST_TITLE,
  ESCOLAS_LOAD_FAILED,
  escolaDeleteMessage,
} from './escola-messages';
import { formatCount } from '@contract/numbers';

export default function EscolasListPage() {
  const session = useAppSelector(selectSession);
  const offers = screenActions('escolas', session?.userType ?? null);
  const list = useListState({ pageSize: DEFAULT_PAGE_SIZE });
  const result = useListEscolasQuery(list.query);
  const { isLoading, isError, refetch } = result;
  const { rows, total, totalPages } = usePagedList(result, list);
  const [deleteEscola] = useDeleteEscolaMutation();
  const remove = useConfirmAction({
    run: (s: Escola) => deleteEscola(s.cp_ec_id).unwrap(),
    onSuccess: (answer) => notify.success(answer.msg || ESCOLA_DELETED),
    onError: (error) => notify.error(refusalReason(error) ?? ESCOLA_DELETE_FAILED),
  });

  const columns: DataTableColumn<Escola>[] = [
    { key: 'cp_ec_nome', header: 'Nome', render: (s) => <strong>{s.cp_ec_nome}</strong> },
    { key: 'cp_ec_responsavel', header: 'Responsável' },
    {
      key: 'cidade',
      header: 'Cidade/UF',
      render: (s) => `${s.cp_ec_endereco_cidade}/${s.cp_ec_endereco_estado}`,
    },
    { key: 'data', header: 'Data de Cadastro', render: (s) => formatDateBR(s.cp_ec_data_cadastro), width: '10rem' },
  ];
  if (offers.edit || offers.delete) {
    columns.push({
      key: 'acoes',
      header: 'Ações',
      align: 'right',
      width: '7rem',
      render: (s) => {
        const row = rowActions('escolas', session, s);
        return (
          <EditDeleteActions
            name={s.cp_ec_nome}
            editTo={row.edit ? href('editarEscola', { id: s.cp_ec_id }) : null}
            onDelete={row.delete ? () => remove.ask(s) : null}
          />
        );
      },
    });
  }
  const addLink = offers.create ? (
    <ButtonLink to={SCREENS.cadastroEscola}>
      <Icon name="plus" size={18} /> Adicionar Nova
    </ButtonLink>
  ) : null;

  const searching = list.search.trim() !== '';
  let body;
  if (isError) {
    body = <LoadFailure message={ESCOLAS_LOAD_FAILED} onRetry={() => void refetch()} />;
  } else if (!isLoading && total === 0 && !searching) {
    body = (
      <EmptyState
        icon="school"
        title={ESCOLAS_EMPTY}
        description={offers.create ? 'Cadastre a primeira escola da rede.' : undefined}
        action={addLink}
      />
    );
  } else {
    body = (
      <PagedTable
        caption="Escolas"
        columns={columns}
        rows={rows}
        rowKey={(s) => s.cp_ec_id}
        loading={isLoading}
        loadingRows={list.pageSize > 5 ? 5 : list.pageSize}
        emptyMessage={ESCOLAS_EMPTY}
        minWidth="46rem"
        list={list}
        total={total}
        totalPages={totalPages}
        count={formatCount(total, 'escola', 'escolas')}
      />
    );
  }

  return (
    <>
      <PageHeader title={ESCOLAS_LIST_TITLE} actions={addLink} />
      <Card>
        <ListToolbar list={list} searchLabel="Pesquisar escolas" pageSizes={PAGE_SIZES.escolas} />
        {body}
      </Card>
      <ConfirmDialog
        {...remove.dialog}
        title={ESCOLA_DELETE_TITLE}
        message={remove.target ? escolaDeleteMessage(remove.target.cp_ec_nome) : ''}
        confirmLabel="Excluir"
        tone="danger"
      />
    </>
  );
}
