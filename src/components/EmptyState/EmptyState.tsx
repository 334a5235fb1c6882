import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Icon, type IconName } from '../Icon';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.lg}`};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const IconWrap = styled.span`
  display: inline-flex;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.colors.text};
`;

const Description = styled.div`
  margin: 0;
  max-width: 48ch;
`;

const Action = styled.div`
  margin-top: ${({ theme }) => theme.space.sm};
`;

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  /** Icon shown above the title (default 'inbox'). */
  icon?: IconName;
  /** A button or link, e.g. 'Adicionar Novo'. */
  action?: ReactNode;
  /** Heading level of the title (default 2). */
  headingLevel?: 1 | 2 | 3 | 4;
  className?: string;
}

/** A friendly message where a list or page has nothing to show. */
export function EmptyState({ title, description, icon = 'inbox', action, headingLevel = 2, className }: EmptyStateProps) {
  return (
    <Root className={className}>
      <IconWrap>
        <Icon name={icon} size={32} />
      </IconWrap>
      <Title as={`h${headingLevel}`}>{title}</Title>
      {description != null ? <Description>{description}</Description> : null}
      {action != null ? <Action>{action}</Action> : null}
    </Root>
  );
}
