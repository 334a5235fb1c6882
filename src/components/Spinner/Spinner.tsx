import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from '../VisuallyHidden';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Root = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: inherit;
`;

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  flex-shrink: 0;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: ${({ $size }) => Math.max(2, Math.round($size / 8))}px solid currentColor;
  border-right-color: transparent;
  opacity: 0.85;
  animation: ${spin} 0.75s linear infinite;

  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.5s !important;
  }
`;

export interface SpinnerProps {
  /** Diameter in px (default 24). */
  size?: number;
  /** Announced text (default 'Carregando...'). */
  label?: string;
  /** Shows the label next to the spinner instead of hiding it visually. */
  showLabel?: boolean;
  className?: string;
}

/** A loading indicator announced to assistive technology through role="status". */
export function Spinner({ size = 24, label = 'Carregando...', showLabel = false, className }: SpinnerProps) {
  return (
    <Root role="status" className={className}>
      <Ring $size={size} aria-hidden="true" />
      {showLabel ? <span>{label}</span> : <VisuallyHidden>{label}</VisuallyHidden>}
    </Root>
  );
}
