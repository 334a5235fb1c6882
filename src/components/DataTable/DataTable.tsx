import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Skeleton } from '../Spinner';
import { VisuallyHidden } from '../VisuallyHidden';

export interface DataTableColumn<T> {
  key: string;
  header: ReactNode;
  /** Cell content; default the row's property named `key` when it is a string or number. */
  render?: (row: T) => ReactNode;
  /** CSS width of the column. */
  width?: string;
  align?: 'left' | 'right' | 'center';
}

/*
 * position: relative makes the scroller the containing block of the visually
 * hidden caption (position: absolute), which would otherwise stick out of it
 * and widen the page on narrow screens.
 */
const Scroller = styled.div<{ $maxHeight?: string }>`
  position: relative;
  width: 100%;
  overflow-x: auto;
  ${({ $maxHeight }) => ($maxHeight ? `max-height: ${$maxHeight}; overflow-y: auto;` : '')}
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  &:focus-visible {
    outline-offset: 2px;
  }
`;

const Table = styled.table<{ $minWidth?: string }>`
  width: 100%;
  ${({ $minWidth }) => ($minWidth ? `min-width: ${$minWidth};` : '')}
  border-collapse: separate;
  border-spacing: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Th = styled.th<{ $align: string }>`
  position: sticky;
  top: 0;
  z-index: 1;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-align: ${({ $align }) => $align};
  white-space: nowrap;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Td = styled.td<{ $align: string }>`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  text-align: ${({ $align }) => $align};
  vertical-align: middle;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  tr:last-child > & {
    border-bottom: 0;
  }
`;

const Row = styled.tr`
  &:hover > td {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

const EmptyCell = styled.td`
  padding: ${({ theme }) => theme.space.xl};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The buttons of a row's actions cell (edit, delete…), side by side. */
export const RowActions = styled.div`
  display: inline-flex;
  gap: ${({ theme }) => theme.space.xs};
`;

export interface DataTableProps<T> {
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  /** Table caption (visually hidden); also names the scrolling region. */
  caption?: string;
  /** Shows skeleton rows and sets aria-busy. */
  loading?: boolean;
  /** Number of skeleton rows while loading (default 5). */
  loadingRows?: number;
  /** Shown in one full-width cell when there are no rows (default 'Nenhum registro encontrado'). */
  emptyMessage?: ReactNode;
  /** Maximum height (CSS); the body scrolls under a sticky header. */
  maxHeight?: string;
  /** Minimum width (CSS): narrower screens scroll the table sideways instead of squeezing its columns. */
  minWidth?: string;
  className?: string;
}

function defaultCell<T>(row: T, key: string): ReactNode {
  const value = (row as Record<string, unknown>)[key];
  return typeof value === 'string' || typeof value === 'number' ? value : null;
}

/** A table with a horizontal scroll wrapper for narrow screens. */
export function DataTable<T>({
  columns,
  rows,
  rowKey,
  caption,
  loading = false,
  loadingRows = 5,
  emptyMessage = 'Nenhum registro encontrado',
  maxHeight,
  minWidth,
  className,
}: DataTableProps<T>) {
  let body: ReactNode;
  if (loading) {
    body = Array.from({ length: loadingRows }, (_, r) => (
      <tr key={`skeleton-${r}`}>
        {columns.map((col) => (
          <Td key={col.key} $align={col.align ?? 'left'}>
            <Skeleton height="1em" />
          </Td>
        ))}
      </tr>
    ));
  } else if (rows.length === 0) {
    body = (
      <tr>
        <EmptyCell colSpan={columns.length}>{emptyMessage}</EmptyCell>
      </tr>
    );
  } else {
    body = rows.map((row) => (
      <Row key={rowKey(row)}>
        {columns.map((col) => (
          <Td key={col.key} $align={col.align ?? 'left'}>
            {col.render ? col.render(row) : defaultCell(row, col.key)}
          </Td>
        ))}
      </Row>
    ));
  }

  return (
    <Scroller $maxHeight={maxHeight} className={className} tabIndex={0} role="region" aria-label={caption ?? 'Tabela'}>
      <Table aria-busy={loading || undefined} $minWidth={minWidth}>
        {caption ? (
          <caption>
            <VisuallyHidden>{caption}</VisuallyHidden>
          </caption>
        ) : null}
        <colgroup>
          {columns.map((col) => (
            <col key={col.key} style={col.width ? { width: col.width } : undefined} />
          ))}
        </colgroup>
        <thead>
          <tr>
            {columns.map((col) => (
              <Th key={col.key} scope="col" $align={col.align ?? 'left'}>
                {col.header}
              </Th>
            ))}
          </tr>
        </thead>
        <tbody>{body}</tbody>
      </Table>
    </Scroller>
  );
}
