import styled, { keyframes } from 'styled-components';

const pulse = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.45; }
  100% { opacity: 1; }
`;

const Block = styled.span<{ $width: string; $height: string; $radius: string | undefined }>`
  display: block;
  width: ${({ $width }) => $width};
  max-width: 100%;
  height: ${({ $height }) => $height};
  border-radius: ${({ $radius, theme }) => $radius ?? theme.radii.sm};
  background: ${({ theme }) => theme.colors.neutralSoft};
  animation: ${pulse} 1.4s ease-in-out infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Stack = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
`;

export interface SkeletonProps {
  /** CSS width (default '100%'). With several lines the last one is shorter. */
  width?: string;
  /** CSS height of one line (default '1em'). */
  height?: string;
  /** Number of stacked lines (default 1). */
  lines?: number;
  /** CSS border radius (default the theme's small radius). */
  radius?: string;
  className?: string;
}

/** A grey placeholder block shown while content loads; hidden from assistive technology. */
export function Skeleton({ width = '100%', height = '1em', lines = 1, radius, className }: SkeletonProps) {
  const count = Math.max(1, Math.trunc(lines));
  if (count === 1) {
    return <Block aria-hidden="true" className={className} $width={width} $height={height} $radius={radius} />;
  }
  return (
    <Stack aria-hidden="true" className={className}>
      {Array.from({ length: count }, (_, i) => (
        <Block key={i} $width={i === count - 1 ? '60%' : width} $height={height} $radius={radius} />
      ))}
    </Stack>
  );
}
