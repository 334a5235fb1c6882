/**
 * 'Áudios' (`/audios`; spec sections 2, 6, 8 and 9; rules in docs/cursos.md):
 * the courses that have tracks on the left, server-paged (10/20/30 or 'Ver
 * Todos', searchable), the selected course on the right — its video, its
 * PDFs, its tracks 10 per page and, for who may edit courses, the link to
 * edit its audio. The first course is selected on load. Under 768 px the
 * courses sit in a compact list above the course.
 */
import { useRef, useState } from 'react';
import styled, { css } from 'styled-components';
import type { CursoResposta } from '@contract/cursos';
import { useListCursosQuery } from '@/api/cursos-api';
import { useAppSelector } from '@/api/hooks';
import { selectSession } from '@/api/session';
import { EmptyState } from '@/components/EmptyState';
import { useListState } from '@/components/hooks/useListState';
import { usePagedList } from '@/components/hooks/usePagedList';
import { LoadFailure } from '@/components/LoadFailure';
import { PageHeader } from '@/components/PageHeader';
import { PageSizeSelect } from '@/components/PageSizeSelect';
import { Pagination } from '@/components/Pagination';
import { SearchInput } from '@/components/SearchInput';
import { Skeleton } from '@/components/Spinner';
import { screenActions } from '@/domain/access';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@contract/paging';
import { mobileQuery } from '@/theme/tokens';
import {
  AUDIOS_EMPTY,
  AUDIOS_TITLE,
  CURSOS_LOAD_FAILED,
  CURSOS_NO_MATCH,
  cursosCount,
  SEE_ALL_LABEL,
} from './audios-page-messages';
import { CursoDetail } from './CursoDetail';

const SEARCH_DEBOUNCE_MS = 300;
/** The page size that stands for 'Ver Todos': every course, read page after page by the client. */
const ALL = Number.MAX_SAFE_INTEGER;

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(17rem, 23rem) minmax(0, 1fr);
  align-items: start;
  gap: ${({ theme }) => theme.space.xl};

  @media ${mobileQuery} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.lg};
  }
`;

const panel = css`
  min-width: 0;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadow.sm};
`;

const Courses = styled.section`
  ${panel}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
`;

const PanelTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const Controls = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const CourseList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  padding: 0;
  list-style: none;

  &[aria-busy='true'] {
    opacity: 0.6;
  }

  /* 'Ver Todos' keeps the column to the screen's height. */
  &[data-all='true'] {
    max-height: 70vh;
    overflow-y: auto;
  }

  @media ${mobileQuery} {
    /* A compact list above the course: about five rows, then it scrolls. */
    max-height: 15.5rem;
    overflow-y: auto;
    padding: ${({ theme }) => theme.space.xxs};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};

    &[data-all='true'] {
      max-height: 15.5rem;
    }
  }
`;

const CourseButton = styled.button`
  display: block;
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 0;
  border-left: 3px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  text-align: left;
  overflow-wrap: anywhere;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }

  &[aria-current='true'] {
    border-left-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.infoSoft};
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }
`;

const Count = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const NoMatch = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.md} 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const DetailPlaceholder = styled.div`
  ${panel}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.xl};
`;

export default function AudiosPage() {
  const session = useAppSelector(selectSession);
  const type = session?.userType ?? null;
  const canEdit = screenActions('cursos', type).edit;

  const list = useListState({ pageSize: DEFAULT_PAGE_SIZE });
  const all = list.pageSize === ALL;
  const q = list.search.trim();
  const result = useListCursosQuery(
    all ? { comAudios: 1, ...(q ? { q } : {}) } : { comAudios: 1, page: list.page, pageSize: list.pageSize, ...(q ? { q } : {}) },
  );
  const { isLoading, isFetching, isError, refetch } = result;
  const { rows, total, totalPages } = usePagedList(result, list);

  // The course the user picked; until then, the first course of the first answer.
  const [chosen, setChosen] = useState<CursoResposta | null>(null);
  if (chosen === null && rows[0]) setChosen(rows[0]);
  // A fresher copy from the current page (e.g. after an edit), else the one picked.
  const selected = chosen ? (rows.find((c) => c.cp_curso_id === chosen.cp_curso_id) ?? chosen) : null;
  const headingRef = useRef<HTMLHeadingElement>(null);

  const pick = (curso: CursoResposta) => {
    setChosen(curso);
    // The course is below the list on a phone: take the user (and a screen reader) there.
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  let body;
  if (isError) {
    body = <LoadFailure message={CURSOS_LOAD_FAILED} onRetry={() => void refetch()} />;
  } else if (!isLoading && total === 0 && q === '') {
    body = <EmptyState icon="audio" title={AUDIOS_EMPTY} />;
  } else {
    body = (
      <Layout>
        <Courses aria-labelledby="audios-cursos-titulo">
          <PanelTitle id="audios-cursos-titulo">Cursos</PanelTitle>
          <Controls>
            <SearchInput
              value={list.search}
              onChange={list.setSearch}
              label="Pesquisar cursos"
              placeholder="Pesquisar cursos"
              debounceMs={SEARCH_DEBOUNCE_MS}
            />
            <PageSizeSelect
              value={list.pageSize}
              options={PAGE_SIZES.cursos}
              allLabel={SEE_ALL_LABEL}
              allValue={ALL}
              onChange={list.setPageSize}
            />
          </Controls>
          {isLoading ? (
            <CourseList aria-label="Cursos com áudios" aria-busy="true">
              {Array.from({ length: 6 }, (_, i) => (
                <li key={i}>
                  <Skeleton height="2.25rem" />
                </li>
              ))}
            </CourseList>
          ) : rows.length === 0 ? (
            <NoMatch>{CURSOS_NO_MATCH}</NoMatch>
          ) : (
            <CourseList aria-label="Cursos com áudios" aria-busy={isFetching || undefined} data-all={all || undefined}>
              {rows.map((curso) => (
                <li key={curso.cp_curso_id}>
                  <CourseButton
                    type="button"
                    aria-current={curso.cp_curso_id === selected?.cp_curso_id ? 'true' : undefined}
                    onClick={() => pick(curso)}
                  >
                    {curso.cp_nome_curso}
                  </CourseButton>
                </li>
              ))}
            </CourseList>
          )}
          {total > 0 ? <Count aria-live="polite">{cursosCount(total)}</Count> : null}
          {!all && totalPages > 1 ? (
            <Pagination
              page={list.page}
              totalPages={totalPages}
              onPageChange={list.setPage}
              showPageSelect={false}
              label="Páginas dos cursos"
            />
          ) : null}
        </Courses>
        {selected ? (
          <CursoDetail key={selected.cp_curso_id} curso={selected} canEdit={canEdit} headingRef={headingRef} />
        ) : (
          <DetailPlaceholder aria-hidden="true">
            <Skeleton width="40%" height="1.5rem" />
            <Skeleton height="3rem" lines={3} />
          </DetailPlaceholder>
        )}
      </Layout>
    );
  }

  return (
    <>
      <PageHeader title={AUDIOS_TITLE} />
      {body}
    </>
  );
}
