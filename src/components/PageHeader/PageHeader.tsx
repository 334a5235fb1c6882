import type { ReactNode } from 'react';
import styled from 'styled-components';

const Root = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

export interface PageHeaderProps {
  /** The page's title: the screen's one `h1`. */
  title: ReactNode;
  /** Links or buttons on the right (e.g. 'Adicionar Novo'). */
  actions?: ReactNode;
  className?: string;
}

/** The top of a screen: its title and its main actions. */
export function PageHeader({ title, actions, className }: PageHeaderProps) {
  return (
    <Root className={className}>
      <h1>{title}</h1>
      {actions ? <Actions>{actions}</Actions> : null}
    </Root>
  );
}

/** A row of list controls (search, filters, page size) that wraps on narrow screens. */
export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};

  & > :first-child {
    flex: 1 1 16rem;
  }
`;
