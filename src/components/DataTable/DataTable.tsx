import type { ReactNode } from 'react';
import styled from 'styled-components';
import { mobileQuery } from '@/theme/tokens';
import { useMediaQuery } from '../hooks/useMediaQuery';
import { Skeleton } from '../Spinner';
import { VisuallyHidden, visuallyHiddenCss } from '../VisuallyHidden';

/**
 * What a column is on a row's card (phones, under the mobile breakpoint):
 * - 'title': the card's heading;
 * - 'actions': the card's top corner (edit, delete…);
 * - 'field': a 'header: value' line;
 * - 'line': the value alone on its line (the header is kept for screen readers), for values that explain themselves;
 * - 'hidden': not on the card.
 */
export type DataTableCardRole = 'title' | 'actions' | 'field' | 'line' | 'hidden';

export interface DataTableColumn<T> {
  key: string;
  header: ReactNode;
  /** Cell content; default the row's property named `key` when it is a string or number. */
  render?: (row: T) => ReactNode;
  /** CSS width of the column. */
  width?: string;
  align?: 'left' | 'right' | 'center';
  /**
   * How the column shows on a row's card (see DataTableCardRole). Default: the
   * first column is the title (unless another column is), a column keyed 'acoes'
   * holds the actions, every other column is a 'field'.
   */
  card?: DataTableCardRole;
  /** The column's content on a card, when it differs from the table cell (default `render`). */
  cardRender?: (row: T) => ReactNode;
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

const CardList = styled.ul<{ $maxHeight?: string }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ $maxHeight }) => ($maxHeight ? `max-height: ${$maxHeight}; overflow-y: auto;` : '')}

  &:focus-visible {
    outline-offset: 2px;
  }
`;

const RowCard = styled.li`
  position: relative;
  min-width: 0;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const EmptyCard = styled(RowCard)`
  padding: ${({ theme }) => theme.space.xl};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const CardHead = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const CardTitle = styled.h2`
  flex: 1 1 auto;
  min-width: 0;
  margin: 0;
  /* Lines up with the 32 px action buttons beside it. */
  padding-top: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 1.4;
  overflow-wrap: anywhere;
`;

const CardActions = styled.div`
  flex: none;
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  margin: -${({ theme }) => theme.space.xxs} -${({ theme }) => theme.space.sm} 0 0;
`;

const CardFields = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  margin: ${({ theme }) => theme.space.sm} 0 0;
`;

const CardField = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

const FieldLabel = styled.dt`
  flex: 0 0 auto;
  width: 40%;
  max-width: 9rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const FieldValue = styled.dd`
  flex: 1 1 auto;
  min-width: 0;
  margin: 0;
  overflow-wrap: anywhere;
`;

/** The label of a 'line' field: for screen readers only. */
const HiddenLabel = styled.dt`
  ${visuallyHiddenCss}
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
  /** Minimum width (CSS) of the table: narrower screens scroll it sideways instead of squeezing its columns. */
  minWidth?: string;
  /**
   * Under the mobile breakpoint: 'cards' (default) shows one card per row (see
   * the columns' `card`); 'table' keeps the table, scrolling sideways (e.g. a
   * picker whose header holds a control).
   */
  mobileLayout?: 'cards' | 'table';
  /** Heading level of each card's title (default 2, under the page's h1; 3 for a list inside a titled section). */
  cardHeadingLevel?: 2 | 3 | 4 | 5 | 6;
  className?: string;
}

function defaultCell<T>(row: T, key: string): ReactNode {
  const value = (row as Record<string, unknown>)[key];
  return typeof value === 'string' || typeof value === 'number' ? value : null;
}

function cellOf<T>(col: DataTableColumn<T>, row: T): ReactNode {
  return col.render ? col.render(row) : defaultCell(row, col.key);
}

/** Each column's role on a card, with the defaults filled in. */
function cardRoles<T>(columns: readonly DataTableColumn<T>[]): DataTableCardRole[] {
  const roles = columns.map((col): DataTableCardRole | undefined => col.card ?? (col.key === 'acoes' ? 'actions' : undefined));
  if (!roles.includes('title')) {
    const first = roles.findIndex((r) => r === undefined);
    if (first !== -1) roles[first] = 'title';
  }
  return roles.map((r) => r ?? 'field');
}

/**
 * A list of records: a semantic table (with a horizontal scroll wrapper when
 * it needs more room), or, under the mobile breakpoint, one card per row —
 * the title column as the card's heading, the actions in its corner and the
 * other columns as 'header: value' lines.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const isMobile = useMediaQuery(mobileQuery);
  if (isMobile && (props.mobileLayout ?? 'cards') === 'cards') return <DataCards {...props} />;
  return <DataGrid {...props} />;
}

function DataCards<T>({
  columns,
  rows,
  rowKey,
  caption,
  loading = false,
  loadingRows = 5,
  emptyMessage = 'Nenhum registro encontrado',
  maxHeight,
  cardHeadingLevel = 2,
  className,
}: DataTableProps<T>) {
  const roles = cardRoles(columns);
  const titleCol = columns[roles.indexOf('title')];
  const actionCols = columns.filter((_, i) => roles[i] === 'actions');
  const fieldCols = columns.flatMap((col, i) =>
    roles[i] === 'field' || roles[i] === 'line' ? [{ col, bare: roles[i] === 'line' }] : [],
  );
  const content = (col: DataTableColumn<T>, row: T) => (col.cardRender ? col.cardRender(row) : cellOf(col, row));
  const heading = `h${cardHeadingLevel}` as const;

  let items: ReactNode;
  if (loading) {
    items = Array.from({ length: loadingRows }, (_, r) => (
      <RowCard key={`skeleton-${r}`}>
        <Skeleton height="1.25em" width="60%" />
        {fieldCols.length > 0 ? (
          <CardFields as="div">
            <Skeleton height="1em" lines={Math.min(fieldCols.length, 3)} />
          </CardFields>
        ) : null}
      </RowCard>
    ));
  } else if (rows.length === 0) {
    items = <EmptyCard>{emptyMessage}</EmptyCard>;
  } else {
    items = rows.map((row) => (
      <RowCard key={rowKey(row)}>
        <CardHead>
          <CardTitle as={heading}>{titleCol ? content(titleCol, row) : null}</CardTitle>
          {actionCols.length > 0 ? (
            <CardActions>
              {actionCols.map((col) => (
                <div key={col.key}>{content(col, row)}</div>
              ))}
            </CardActions>
          ) : null}
        </CardHead>
        {fieldCols.length > 0 ? (
          <CardFields>
            {fieldCols.map(({ col, bare }) => (
              <CardField key={col.key}>
                {bare ? <HiddenLabel>{col.header}</HiddenLabel> : <FieldLabel>{col.header}</FieldLabel>}
                <FieldValue>{content(col, row)}</FieldValue>
              </CardField>
            ))}
          </CardFields>
        ) : null}
      </RowCard>
    ));
  }

  return (
    <CardList
      role="list"
      aria-label={caption ?? 'Lista'}
      aria-busy={loading || undefined}
      className={className}
      $maxHeight={maxHeight}
      tabIndex={maxHeight ? 0 : undefined}
    >
      {items}
    </CardList>
  );
}

function DataGrid<T>({
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
            {cellOf(col, row)}
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
