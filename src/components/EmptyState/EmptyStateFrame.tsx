import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { EmptyStateProps } from './EmptyState';

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

/*
 * Its own module, apart from EmptyState (which draws any icon of the set): the
 * route error, on the login route, uses it with a core icon, and a chunk holds
 * whole modules.
 */
export interface EmptyStateFrameProps extends Omit<EmptyStateProps, 'icon'> {
  /** The drawing above the title. */
  icon: ReactNode;
}

/** The empty state's layout around any drawing (the route error uses it with a core icon). */
export function EmptyStateFrame({ title, description, icon, action, headingLevel = 2, className }: EmptyStateFrameProps) {
  return (
    <Root className={className}>
      <IconWrap>{icon}</IconWrap>
      <Title as={`h${headingLevel}`}>{title}</Title>
      {description != null ? <Description>{description}</Description> : null}
      {action != null ? <Action>{action}</Action> : null}
    </Root>
  );
}
