import styled from 'styled-components';
import { formatPercent } from '@contract/numbers';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Top = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Percent = styled.span`
  font-variant-numeric: tabular-nums;
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Track = styled.div`
  height: 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.neutralSoft};
  overflow: hidden;
`;

const Bar = styled.div`
  height: 100%;
  border-radius: inherit;
  background: ${({ theme }) => theme.colors.primary};
  transition: width ${({ theme }) => theme.transitions.fastMs}ms linear;
`;

export interface UploadProgressProps {
  /** 0 to 100. */
  value: number;
  /** Visible and accessible name (default 'Progresso do envio'). */
  label?: string;
  /** A fuller accessible name when the visible one is short (e.g. naming the file); starts with `label`. */
  accessibleLabel?: string;
  className?: string;
}

/** A progress bar with its percentage. */
export function UploadProgress({ value, label = 'Progresso do envio', accessibleLabel, className }: UploadProgressProps) {
  const pct = Math.round(Math.min(100, Math.max(0, Number.isFinite(value) ? value : 0)));
  return (
    <Root className={className}>
      <Top>
        <span>{label}</span>
        <Percent aria-hidden="true">{formatPercent(pct)}</Percent>
      </Top>
      <Track
        role="progressbar"
        aria-label={accessibleLabel ?? label}
        aria-valuenow={pct}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuetext={formatPercent(pct)}
      >
        <Bar style={{ width: `${pct}%` }} />
      </Track>
    </Root>
  );
}
