import styled from 'styled-components';
import { Spinner } from './Spinner';

const Center = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 240px;
  width: 100%;
  padding: ${({ theme }) => theme.space.xxl};
  color: ${({ theme }) => theme.colors.primary};

  & > [role='status'] > span:last-child {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export interface PageLoaderProps {
  /** Visible text next to the spinner (default 'Carregando...'). */
  label?: string;
}

/** Centred spinner with a visible label, for route suspense fallbacks. */
export function PageLoader({ label = 'Carregando...' }: PageLoaderProps) {
  return (
    <Center>
      <Spinner size={32} label={label} showLabel />
    </Center>
  );
}
