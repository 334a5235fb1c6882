/**
 * The summary register (spec sections 2, 5 and 8): the class's lesson
 * summaries, 10 per page on the server, searched in aula and resumo, newest or
 * oldest first. Links without http(s):// get http:// when shown (`linkHref`);
 * the file is a signed address of the storage. The class's teacher edits
 * (the form above, filled) and deletes after a confirmation.
 */
import styled from 'styled-components';
import type { Resumo } from '@contract/entities';
import { linkHref } from '@contract/rules/sala-de-aula';
import { refusalReason } from '@/api/errors';
import { useDeleteResumoMutation, useListResumosQuery } from '@/api/sala-de-aula-api';
import { IconButton } from '@/components/Button';
import { Card } from '@/components/Card';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { PagedTable, RowActions, type DataTableColumn } from '@/components/DataTable';
import { SelectField } from '@/components/form';
import { useConfirmAction } from '@/components/hooks/useConfirmAction';
import { useListState } from '@/components/hooks/useListState';
import { usePagedList } from '@/components/hooks/usePagedList';
import { Icon } from '@/components/Icon';
import { LoadFailure } from '@/components/LoadFailure';
import { SearchInput } from '@/components/SearchInput';
import { notify } from '@/components/toast';
import { formatDateBR } from '@contract/dates';
import { FIXED_PAGE_SIZE } from '@contract/paging';
import { SALA_MESSAGES } from '@contract/sala-de-aula';
import {
  NO_MATCH_RESUMOS,
  OPEN_FILE,
  OPEN_LINK,
  OPEN_YOUTUBE,
  ORDER_LABEL,
  ORDER_OPTIONS,
  RESUMO_DELETE_TITLE,
  RESUMO_SEARCH_LABEL,
  resumoDeleteQuestion,
  resumosCount,
  RESUMOS_TITLE,
} from './sala-messages';
import { Busy } from './sala-styles';

const SEARCH_DEBOUNCE_MS = 300;

export interface ResumosListProps {
  readonly turmaId: number;
  readonly canWrite: boolean;
  /** Opens the form with this summary. */
  readonly onEdit: (resumo: Resumo) => void;
  /** A summary was deleted (the form lets go of it if it was being edited). */
  readonly onDeleted: (resumo: Resumo) => void;
}

export function ResumosList({ turmaId, canWrite, onEdit, onDeleted }: ResumosListProps) {
  const list = useListState<{ ordem: 'recentes' | 'antigos' }>({ pageSize: FIXED_PAGE_SIZE, filters: { ordem: 'recentes' } });
  const q = list.search.trim();
  const result = useListResumosQuery({
    turmaId,
    page: list.page,
    pageSize: list.pageSize,
    ordem: list.filters.ordem,
    ...(q ? { q } : {}),
  });
  const { isLoading, isError, isFetching, error, refetch } = result;
  const { rows, total, totalPages } = usePagedList(result, list);
  const [deleteResumo] = useDeleteResumoMutation();
  const remove = useConfirmAction<Resumo>({
    run: (r) => deleteResumo({ id: r.cp_res_id, turmaId }).unwrap(),
    onSuccess: (_a, r) => {
      notify.success(SALA_MESSAGES.resumoDeleted);
      onDeleted(r);
    },
    onError: (e) => notify.error(refusalReason(e) ?? SALA_MESSAGES.resumoDeleteError, { autoClose: 5000 }),
  });

  const columns: DataTableColumn<Resumo>[] = [
    { key: 'cp_res_aula', header: 'Aula', width: '11rem', render: (r) => <strong>{r.cp_res_aula}</strong> },
    {
      key: 'quando',
      header: 'Data',
      width: '8rem',
      render: (r) => (
        <>
          {formatDateBR(r.cp_res_data)}
          <Muted> {r.cp_res_hora}</Muted>
        </>
      ),
    },
    { key: 'cp_res_resumo', header: 'Resumo', card: 'line', render: (r) => <Text>{r.cp_res_resumo}</Text> },
    {
      key: 'materiais',
      header: 'Materiais',
      width: '9rem',
      render: (r) => {
        const links = [
          r.cp_res_link ? { href: linkHref(r.cp_res_link), label: OPEN_LINK } : null,
          r.cp_res_link_youtube ? { href: linkHref(r.cp_res_link_youtube), label: OPEN_YOUTUBE } : null,
          r.cp_res_arquivo ? { href: r.cp_res_arquivo, label: OPEN_FILE } : null,
        ].filter((l) => l !== null);
        if (links.length === 0) return <Muted>—</Muted>;
        return (
          <Links>
            {links.map((l) => (
              <li key={l.label}>
                <a href={l.href} target="_blank" rel="noopener noreferrer">
                  {l.label}
                </a>
              </li>
            ))}
          </Links>
        );
      },
    },
  ];
  if (canWrite) {
    columns.push({
      key: 'acoes',
      header: 'Ações',
      align: 'right',
      width: '6.5rem',
      render: (r) => (
        <RowActions>
          <IconButton size="sm" label={`Editar ${r.cp_res_aula}`} onClick={() => onEdit(r)}>
            <Icon name="edit" size={18} />
          </IconButton>
          <IconButton size="sm" label={`Excluir ${r.cp_res_aula}`} onClick={() => remove.ask(r)}>
            <Icon name="trash" size={18} />
          </IconButton>
        </RowActions>
      ),
    });
  }

  return (
    <Card title={RESUMOS_TITLE}>
      <Controls>
        <SearchInput
          value={list.search}
          onChange={list.setSearch}
          label={RESUMO_SEARCH_LABEL}
          placeholder={RESUMO_SEARCH_LABEL}
          debounceMs={SEARCH_DEBOUNCE_MS}
        />
        <SelectField
          label={ORDER_LABEL}
          name="ordem"
          value={list.filters.ordem}
          onChange={(e) => list.setFilter('ordem', e.target.value as 'recentes' | 'antigos')}
          options={ORDER_OPTIONS}
        />
      </Controls>
      {isError ? (
        <LoadFailure message={SALA_MESSAGES.resumosLoadError} detail={refusalReason(error)} onRetry={() => void refetch()} />
      ) : (
        <Busy $busy={isFetching && !isLoading}>
          <PagedTable
            caption="Resumos da turma"
            columns={columns}
            rows={rows}
            rowKey={(r) => r.cp_res_id}
            loading={isLoading}
            emptyMessage={q ? NO_MATCH_RESUMOS : SALA_MESSAGES.noResumos}
            cardHeadingLevel={3}
            minWidth="48rem"
            list={list}
            total={total}
            totalPages={totalPages}
            count={resumosCount(total)}
            hideSinglePage
            paginationLabel="Páginas dos resumos"
          />
        </Busy>
      )}
      <ConfirmDialog
        {...remove.dialog}
        title={RESUMO_DELETE_TITLE}
        message={remove.target ? resumoDeleteQuestion(remove.target.cp_res_aula) : ''}
        confirmLabel="Excluir"
        tone="danger"
      />
    </Card>
  );
}

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};

  & > :first-child {
    flex: 1 1 16rem;
  }
  & > :last-child {
    flex: 0 1 12rem;
  }
`;

const Text = styled.span`
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.md}`};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    color: ${({ theme }) => theme.colors.link};
  }
`;
