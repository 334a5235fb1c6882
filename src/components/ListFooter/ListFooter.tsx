import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Pagination } from '../Pagination';

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.md};
`;

const Count = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface ListFooterProps {
  /** How many records the list has (e.g. '12 alunos'); announced politely when it changes. */
  count?: ReactNode;
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** Leave out the page controls when everything fits on one page (default false). */
  hideSinglePage?: boolean;
  /** The page numbers always fill the window of 5, sliding at the edges (Pagination's `fill`; default false). */
  fill?: boolean;
  /** The page controls' name (Pagination's `label`). */
  paginationLabel?: string;
  /** Controls before the count (e.g. a page-size select). */
  children?: ReactNode;
  className?: string;
}

/** The foot of a paged list: optional controls, the record count, then the page controls. */
export function ListFooter({
  count,
  page,
  totalPages,
  onPageChange,
  hideSinglePage = false,
  fill = false,
  paginationLabel,
  children,
  className,
}: ListFooterProps) {
  const paged = !hideSinglePage || totalPages > 1;
  return (
    <Footer className={className}>
      {children}
      {count !== undefined && count !== null ? <Count aria-live="polite">{count}</Count> : null}
      {paged ? (
        <Pagination
          page={page}
          totalPages={totalPages}
          onPageChange={onPageChange}
          fill={fill}
          {...(paginationLabel ? { label: paginationLabel } : {})}
        />
      ) : null}
    </Footer>
  );
}
