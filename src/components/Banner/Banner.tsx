import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../Button';

export type BannerTone = 'warning' | 'info';

const Strip = styled.div<{ $tone: BannerTone }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme, $tone }) => ($tone === 'warning' ? theme.colors.warning : theme.colors.info)};
  background: ${({ theme, $tone }) => ($tone === 'warning' ? theme.colors.warningSoft : theme.colors.infoSoft)};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: 0 6px 24px rgba(0, 0, 0, 0.18);
`;

const Text = styled.p`
  flex: 1 1 16rem;
  margin: 0;
`;

export interface BannerProps {
  tone?: BannerTone;
  /** The first, bold line. */
  title: ReactNode;
  detail?: ReactNode;
  /** One button beside the text (e.g. 'Atualizar'). */
  action?: { label: string; onClick: () => void } | null;
}

/** A message about the whole app (the connection, a new version), with an optional action; read out politely. */
export function Banner({ tone = 'info', title, detail, action }: BannerProps) {
  return (
    <Strip $tone={tone} role="status">
      <Text>
        <strong>{title}</strong>
        {detail ? <> {detail}</> : null}
      </Text>
      {action ? (
        <Button size="sm" onClick={action.onClick}>
          {action.label}
        </Button>
      ) : null}
    </Strip>
  );
}
