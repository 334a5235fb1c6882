import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../Button';

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
`;

const Text = styled.div`
  flex: 0 1 auto;
`;

const Detail = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export interface LoadFailureProps {
  /** What could not be loaded. */
  message: ReactNode;
  /** A second line under the message (e.g. the server's reason). */
  detail?: ReactNode;
  /** Shows a retry button; leave it out when trying again cannot help. */
  onRetry?: (() => void) | null;
  /** The retry button's text (default 'Tentar novamente'). */
  retryLabel?: string;
  /** More ways out after the retry button (e.g. a link back to a list). */
  actions?: ReactNode;
  className?: string;
}

/** The box a screen shows in place of content that failed to load: an alert with an optional retry. */
export function LoadFailure({ message, detail, onRetry, retryLabel = 'Tentar novamente', actions, className }: LoadFailureProps) {
  return (
    <Box role="alert" className={className}>
      <Text>
        {message}
        {detail ? <Detail>{detail}</Detail> : null}
      </Text>{' '}
      {onRetry ? (
        <Button variant="ghost" size="sm" onClick={onRetry}>
          {retryLabel}
        </Button>
      ) : null}{' '}
      {actions}
    </Box>
  );
}
