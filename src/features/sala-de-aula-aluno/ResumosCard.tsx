/**
 * The class's lesson summaries (`GET /resumos/:turmaId`), paged, searched and
 * ordered on the server (10 per page; `q` searches aula and resumo; `ordem`
 * recentes or antigos), each page grouped by day in an accordion whose
 * first day is open. 'Limpar' puts back the empty search and the default
 * order. A failure says the spec's 'Erro ao buscar resumos…', with a retry.
 */
import { useState } from 'react';
import styled from 'styled-components';
import { SALA_MESSAGES } from '@contract/sala-de-aula';
import { useListResumosQuery } from '@/api/sala-de-aula-api';
import { Accordion } from '@/components/Accordion';
import { Button } from '@/components/Button';
import { Card } from '@/components/Card';
import { useListState } from '@/components/hooks/useListState';
import { usePagedList } from '@/components/hooks/usePagedList';
import { Icon } from '@/components/Icon';
import { ListFooter } from '@/components/ListFooter';
import { LoadFailure } from '@/components/LoadFailure';
import { SearchInput } from '@/components/SearchInput';
import { Skeleton } from '@/components/Spinner';
import { formatDateBR } from '@contract/dates';
import { FIXED_PAGE_SIZE } from '@contract/paging';
import { ResumoEntry } from './ResumoEntry';
import {
  CLEAR_FILTERS,
  FLIP_ORDER,
  groupByDay,
  NEWEST_FIRST,
  OLDEST_FIRST,
  RESUMOS_SEARCH,
  RESUMOS_TITLE,
  resumosCount,
} from './sala-aluno-messages';

const SEARCH_DEBOUNCE_MS = 300;

type Ordem = 'recentes' | 'antigos';

export function ResumosCard({ turmaId }: { turmaId: number }) {
  const list = useListState<{ ordem: Ordem }>({ pageSize: FIXED_PAGE_SIZE, filters: { ordem: 'recentes' } });
  // A new key empties the search box at once, even with a keystroke still waiting for its debounce.
  const [searchKey, setSearchKey] = useState(0);
  const q = list.search.trim();
  const result = useListResumosQuery({
    turmaId,
    page: list.page,
    pageSize: FIXED_PAGE_SIZE,
    ordem: list.filters.ordem,
    ...(q ? { q } : {}),
  });
  const { isLoading, isFetching, isError, refetch } = result;
  const { rows, total, totalPages } = usePagedList(result, list);
  const oldestFirst = list.filters.ordem === 'antigos';
  const filtered = q !== '' || oldestFirst;
  const groups = groupByDay(rows);

  const clear = () => {
    list.reset();
    setSearchKey((k) => k + 1);
  };

  let body;
  if (isError) {
    body = <LoadFailure message={SALA_MESSAGES.resumosLoadError} onRetry={() => void refetch()} />;
  } else if (isLoading) {
    body = (
      <Loading role="status" aria-busy="true" aria-label="Carregando resumos">
        <Skeleton height="3rem" lines={4} radius="8px" />
      </Loading>
    );
  } else if (groups.length === 0) {
    body = <Empty role="status">{SALA_MESSAGES.noResumos}</Empty>;
  } else {
    body = (
      <Days aria-busy={isFetching || undefined}>
        <Accordion
          // Remounted for each answer, so the first day of every new page, search or order opens.
          key={`${list.page}|${q}|${list.filters.ordem}|${groups[0]!.data}`}
          headingLevel={3}
          defaultOpen={[groups[0]!.data]}
          items={groups.map((g) => ({
            id: g.data,
            title: (
              <DayTitle>
                <time dateTime={g.data}>{formatDateBR(g.data)}</time>
                <DayCount>{resumosCount(g.resumos.length)}</DayCount>
              </DayTitle>
            ),
            content: g.resumos.map((r) => <ResumoEntry key={r.cp_res_id} resumo={r} />),
          }))}
        />
      </Days>
    );
  }

  return (
    <Card title={RESUMOS_TITLE}>
      <Controls>
        <Search
          key={searchKey}
          value={list.search}
          onChange={list.setSearch}
          label={RESUMOS_SEARCH}
          placeholder={RESUMOS_SEARCH}
          debounceMs={SEARCH_DEBOUNCE_MS}
        />
        {/* It names the order shown ('Mais recentes primeiro'), and a click flips it. */}
        <Button
          variant="secondary"
          size="sm"
          title={FLIP_ORDER}
          onClick={() => list.setFilter('ordem', oldestFirst ? 'recentes' : 'antigos')}
        >
          <Icon name="agenda" size={16} /> {oldestFirst ? OLDEST_FIRST : NEWEST_FIRST}
        </Button>
        <Button variant="ghost" size="sm" disabled={!filtered && list.page === 1} onClick={clear}>
          <Icon name="close" size={16} /> {CLEAR_FILTERS}
        </Button>
      </Controls>
      {body}
      {!isError && total > 0 ? (
        <ListFooter
          count={resumosCount(total)}
          page={list.page}
          totalPages={totalPages}
          onPageChange={list.setPage}
          paginationLabel="Páginas dos resumos"
          hideSinglePage
        />
      ) : null}
    </Card>
  );
}

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const Search = styled(SearchInput)`
  flex: 1 1 18rem;
  min-width: 0;
`;

const Loading = styled.div`
  display: flex;
  flex-direction: column;
`;

const Days = styled.div`
  &[aria-busy='true'] {
    opacity: 0.6;
  }
`;

const DayTitle = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.sm};
`;

const DayCount = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.regular};
`;

const Empty = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.xl} 0`};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;
