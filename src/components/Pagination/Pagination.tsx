import { useId } from 'react';
import styled from 'styled-components';
import { compactSelectStyles } from '../form/Field';
import { clampPage, pageCaption, pageWindow } from '@/domain/pagination';
import { Icon, type IconName } from '../Icon';
import { Select } from '../form/SelectField';

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

const Buttons = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const PageButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 36px;
  height: 36px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  cursor: pointer;

  &:hover:not(:disabled):not([aria-current='page']) {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  &:disabled {
    color: ${({ theme }) => theme.colors.disabled};
    cursor: not-allowed;
  }
`;

const Ellipsis = styled.li`
  min-width: 24px;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Side = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Caption = styled.p`
  margin: 0;
`;

const Jump = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};

  & > select {
    ${compactSelectStyles}
  }
`;

export interface PaginationProps {
  /** Current page, 1-based. */
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** Always show 5 numbers, sliding at the edges (enrolments list); default current ± 2. */
  fill?: boolean;
  /** 'Mostrando X de N páginas' (default true). */
  showCaption?: boolean;
  /** A select 'Ir para a página' listing every page (default true). */
  showPageSelect?: boolean;
  /** The navigation's name (default 'Paginação'); two on one screen need names of their own. */
  label?: string;
  className?: string;
}

/** Page controls: first/previous, a window of numbers with ellipses, next/last, a caption and a page select. */
export function Pagination({
  page,
  totalPages,
  onPageChange,
  fill = false,
  showCaption = true,
  showPageSelect = true,
  label: navLabel = 'Paginação',
  className,
}: PaginationProps) {
  const selectId = useId();
  const total = Math.max(1, Math.trunc(totalPages));
  const current = clampPage(page, total);
  const { pages, gapBefore, gapAfter } = pageWindow(current, total, { fill });
  const atStart = current <= 1;
  const atEnd = current >= total;

  const go = (target: number) => {
    const next = clampPage(target, total);
    if (next !== current) onPageChange(next);
  };

  const edge = (label: string, icon: IconName, target: number, disabled: boolean) => (
    <li>
      <PageButton type="button" aria-label={label} title={label} disabled={disabled} onClick={() => go(target)}>
        <Icon name={icon} size={16} />
      </PageButton>
    </li>
  );

  return (
    <Nav aria-label={navLabel} className={className}>
      <Buttons>
        {edge('Primeira página', 'chevronsLeft', 1, atStart)}
        {edge('Página anterior', 'chevronLeft', current - 1, atStart)}
        {gapBefore ? <Ellipsis aria-hidden="true">…</Ellipsis> : null}
        {pages.map((p) => (
          <li key={p}>
            <PageButton type="button" aria-current={p === current ? 'page' : undefined} onClick={() => go(p)}>
              {p}
            </PageButton>
          </li>
        ))}
        {gapAfter ? <Ellipsis aria-hidden="true">…</Ellipsis> : null}
        {edge('Próxima página', 'chevronRight', current + 1, atEnd)}
        {edge('Última página', 'chevronsRight', total, atEnd)}
      </Buttons>
      {showCaption || showPageSelect ? (
        <Side>
          {showCaption ? <Caption>{pageCaption(current, total)}</Caption> : null}
          {showPageSelect ? (
            <Jump>
              <label htmlFor={selectId}>Ir para a página</label>
              <Select id={selectId} value={current} onChange={(e) => go(Number(e.target.value))}>
                {Array.from({ length: total }, (_, i) => (
                  <option key={i + 1} value={i + 1}>
                    {i + 1}
                  </option>
                ))}
              </Select>
            </Jump>
          ) : null}
        </Side>
      ) : null}
    </Nav>
  );
}
