import type { ReactNode } from 'react';
import styled, { type DefaultTheme } from 'styled-components';

export type StatusTone = 'success' | 'warning' | 'danger' | 'info' | 'neutral';

function toneColours(theme: DefaultTheme, tone: StatusTone): { bg: string; fg: string } {
  const c = theme.colors;
  switch (tone) {
    case 'success':
      return { bg: c.successSoft, fg: c.success };
    case 'warning':
      return { bg: c.warningSoft, fg: c.warning };
    case 'danger':
      return { bg: c.dangerSoft, fg: c.danger };
    case 'info':
      return { bg: c.infoSoft, fg: c.info };
    case 'neutral':
    default:
      return { bg: c.neutralSoft, fg: c.textMuted };
  }
}

const Badge = styled.span<{ $tone: StatusTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme, $tone }) => toneColours(theme, $tone).fg};
  background: ${({ theme, $tone }) => toneColours(theme, $tone).bg};
  /* Body text on the soft background: the tone colours themselves fall
     just under 4.5:1 on it for small text in the light theme. */
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 1.4;
  white-space: nowrap;

  &::before {
    content: '';
    width: 6px;
    height: 6px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme, $tone }) => toneColours(theme, $tone).fg};
  }
`;

export interface StatusBadgeProps {
  tone: StatusTone;
  children: ReactNode;
  className?: string;
}

/** A small pill for a status, tinted by tone (background, border, dot); the text carries the meaning. */
export function StatusBadge({ tone, children, className }: StatusBadgeProps) {
  return (
    <Badge $tone={tone} className={className}>
      {children}
    </Badge>
  );
}
