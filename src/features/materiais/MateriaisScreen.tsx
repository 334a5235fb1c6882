/**
 * 'Treinamento' (`/treinamento`) and 'Material Extra' (`/material-extra`):
 * one screen for both kinds of material (spec sections 2, 3, 6, 8 and 9;
 * contract materiais.ts). A grid of cards paged on the server, a search and
 * — for who manages the kind — the category filter and 'Cadastrar Material';
 * edit and delete per card; on Material Extra the gestor also manages who
 * holds the grant ('Permissões'). Every button is ACCESS's answer for the
 * caller's type and grants (`may`), never a role check of its own.
 */
import { useState } from 'react';
import styled from 'styled-components';
import { MATERIAL_KINDS, type MaterialKind, type MaterialView, MATERIAL_MESSAGES } from '@contract/materiais';
import type { MaterialCategoryCode } from '@contract/constants';
import { refusalReason } from '@/api/errors';
import { useAppSelector } from '@/api/hooks';
import { useDeleteMaterialMutation, useListMateriaisQuery, useMinhasPermissoesQuery } from '@/api/materiais-api';
import { selectSession } from '@/api/session';
import { Button } from '@/components/Button';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { EmptyState } from '@/components/EmptyState';
import { SelectField } from '@/components/form';
import { useConfirmAction } from '@/components/hooks/useConfirmAction';
import { useListState } from '@/components/hooks/useListState';
import { usePagedList } from '@/components/hooks/usePagedList';
import { Icon } from '@/components/Icon';
import { ListFooter } from '@/components/ListFooter';
import { LoadFailure } from '@/components/LoadFailure';
import { PageHeader, Toolbar } from '@/components/PageHeader';
import { PageSizeSelect } from '@/components/PageSizeSelect';
import { SearchInput } from '@/components/SearchInput';
import { Skeleton } from '@/components/Spinner';
import { notify, ToastMessage } from '@/components/toast';
import { may } from '@contract/access';
import { PAGE_SIZES } from '@contract/paging';
import {
  CATEGORY_CODES,
  CODE_FILTER_ALL,
  CODE_FILTER_LABEL,
  CREATE_LABEL,
  DELETE_TITLE,
  deleteQuestion,
  LOAD_FAILED,
  materiaisCount,
  NO_MATCH,
  PAGE_TITLES,
  PERMISSOES_BUTTON,
  SEARCH_LABEL,
} from './materiais-messages';
import { MaterialCard } from './MaterialCard';
import { MaterialFormModal } from './MaterialFormModal';
import { PermissoesModal } from './PermissoesModal';
import { useMaterialDownload } from './use-material-download';

const SEARCH_DEBOUNCE_MS = 300;
const PAGE_SIZE_OPTIONS = PAGE_SIZES.materiais;
/** The grid's page size when none is chosen: the first of its sizes (rows of 1, 2, 3 or 4 cards fill evenly). */
const DEFAULT_SIZE = PAGE_SIZE_OPTIONS[0];

/** The open form: a new material (null) or the one being edited. */
type FormState = { readonly material: MaterialView | null } | null;

export interface MateriaisScreenProps {
  readonly kind: MaterialKind;
}

export function MateriaisScreen({ kind }: MateriaisScreenProps) {
  const session = useAppSelector(selectSession);
  const type = session?.userType ?? null;
  const resource = MATERIAL_KINDS[kind].resource;
  const mine = useMinhasPermissoesQuery(undefined, { skip: type === null });
  const grants = mine.data ?? [];
  const allowed = (action: 'create' | 'write' | 'delete') => type !== null && may(resource, action, type, grants);
  const canCreate = allowed('create');
  const canEdit = allowed('write');
  const canDelete = allowed('delete');
  // The category filter belongs to who manages the kind (spec section 6: type 1 on training; the grant holder too on extra).
  const showCodeFilter = canCreate;
  const canGrant = kind === 'extra' && type !== null && may('permissoes', 'write', type);

  const list = useListState<{ codigo: MaterialCategoryCode | '' }>({ pageSize: DEFAULT_SIZE, filters: { codigo: '' } });
  const codigo = showCodeFilter ? list.filters.codigo : '';
  const q = list.search.trim();
  const result = useListMateriaisQuery({
    kind,
    page: list.page,
    pageSize: list.pageSize,
    ...(q ? { q } : {}),
    ...(codigo ? { codigo } : {}),
  });
  // The buttons depend on the caller's grants: the page waits for them, and says so when they fail to load.
  const isLoading = result.isLoading || mine.isLoading;
  const isError = result.isError || mine.isError;
  const error = result.error ?? mine.error;
  const { isFetching } = result;
  const refetch = () => {
    if (mine.isError) void mine.refetch();
    if (result.isError) void result.refetch();
  };
  const { rows, total, totalPages } = usePagedList(result, list);
  const filtered = q !== '' || codigo !== '';

  const [form, setForm] = useState<FormState>(null);
  const [permissoesOpen, setPermissoesOpen] = useState(false);
  const { download, busyId } = useMaterialDownload();
  const [deleteMaterial] = useDeleteMaterialMutation();
  const remove = useConfirmAction<MaterialView>({
    run: (m) => deleteMaterial({ kind, id: m.id }).unwrap(),
    onSuccess: () => notify.success(MATERIAL_MESSAGES.deleted),
    onError: (e) =>
      notify.error(<ToastMessage title={MATERIAL_MESSAGES.deleteError} detail={refusalReason(e)} />, { autoClose: 5000 }),
  });

  const actions =
    canGrant || canCreate ? (
      <>
        {canGrant ? (
          <Button variant="secondary" onClick={() => setPermissoesOpen(true)}>
            <Icon name="users" size={18} /> {PERMISSOES_BUTTON}
          </Button>
        ) : null}
        {canCreate ? (
          <Button onClick={() => setForm({ material: null })}>
            <Icon name="plus" size={18} /> {CREATE_LABEL}
          </Button>
        ) : null}
      </>
    ) : undefined;

  let body;
  if (isError) {
    body = <LoadFailure message={LOAD_FAILED} detail={refusalReason(error)} onRetry={refetch} />;
  } else if (!isLoading && total === 0 && !filtered) {
    body = <EmptyState icon="training" title={MATERIAL_MESSAGES.empty} />;
  } else if (isLoading) {
    body = (
      <Grid aria-label="Materiais" aria-busy="true">
        {Array.from({ length: 6 }, (_, i) => (
          <SkeletonCard key={i} aria-hidden="true">
            <Skeleton height="100%" radius="0" />
            <div>
              <Skeleton width="70%" height="1.25rem" />
              <Skeleton width="35%" height="0.9rem" />
              <Skeleton height="0.9rem" lines={2} />
            </div>
          </SkeletonCard>
        ))}
      </Grid>
    );
  } else if (rows.length === 0) {
    body = <NoMatch role="status">{NO_MATCH}</NoMatch>;
  } else {
    body = (
      <Grid aria-label="Materiais" aria-busy={isFetching || undefined}>
        {rows.map((m) => (
          <li key={m.id}>
            <MaterialCard
              kind={kind}
              material={m}
              canEdit={canEdit}
              canDelete={canDelete}
              onEdit={(material) => setForm({ material })}
              onDelete={remove.ask}
              onDownload={(material) => void download(material)}
              downloading={busyId === m.id}
            />
          </li>
        ))}
      </Grid>
    );
  }

  const showControls = !isError && (isLoading || total > 0 || filtered);

  return (
    <>
      <PageHeader title={PAGE_TITLES[kind]} actions={actions} />
      {showControls ? (
        <Toolbar>
          <SearchInput
            value={list.search}
            onChange={list.setSearch}
            label={SEARCH_LABEL}
            placeholder={SEARCH_LABEL}
            debounceMs={SEARCH_DEBOUNCE_MS}
          />
          {showCodeFilter ? (
            <CodeFilter
              label={CODE_FILTER_LABEL}
              name="codigo"
              value={list.filters.codigo}
              onChange={(e) => list.setFilter('codigo', e.target.value as MaterialCategoryCode | '')}
              options={[{ value: '', label: CODE_FILTER_ALL }, ...CATEGORY_CODES.map((c) => ({ value: c, label: c }))]}
            />
          ) : null}
        </Toolbar>
      ) : null}
      {body}
      {!isError && total > 0 ? (
        <ListFooter
          count={materiaisCount(total)}
          page={list.page}
          totalPages={totalPages}
          onPageChange={list.setPage}
          hideSinglePage
          paginationLabel="Páginas dos materiais"
        >
          <PageSizeSelect value={list.pageSize} options={PAGE_SIZE_OPTIONS} onChange={list.setPageSize} />
        </ListFooter>
      ) : null}
      {form ? (
        <MaterialFormModal key={form.material?.id ?? 'novo'} kind={kind} material={form.material} onClose={() => setForm(null)} />
      ) : null}
      {canGrant ? <PermissoesModal open={permissoesOpen} onClose={() => setPermissoesOpen(false)} /> : null}
      <ConfirmDialog
        {...remove.dialog}
        title={DELETE_TITLE}
        message={remove.target ? deleteQuestion(remove.target.titulo) : ''}
        confirmLabel="Excluir"
        tone="danger"
      />
    </>
  );
}

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 17rem), 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: flex;
    min-width: 0;
  }

  & > li > * {
    flex: 1 1 auto;
  }

  &[aria-busy='true'] {
    opacity: 0.7;
  }
`;

const SkeletonCard = styled.li`
  flex-direction: column;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};

  & > :first-child {
    aspect-ratio: 5 / 3;
    height: auto;
  }

  & > div {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.lg};
  }
`;

const CodeFilter = styled(SelectField)`
  flex: 0 1 14rem;
`;

const NoMatch = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.xl} 0;
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;
