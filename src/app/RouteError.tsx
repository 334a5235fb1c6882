/** Shown when a screen fails to load or render: a clear message and a retry. */
import { useRouteError } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@/components/Button';
import { EmptyState } from '@/components/EmptyState';

export function RouteError() {
  const error = useRouteError();
  if (error) console.error(error);
  return (
    <Wrapper role="alert">
      <EmptyState
        icon="alert"
        title="Não foi possível carregar esta página."
        description="Verifique sua conexão e tente novamente."
        action={
          <Button type="button" onClick={() => window.location.reload()}>
            Tentar novamente
          </Button>
        }
      />
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 60vh;
  padding: ${({ theme }) => theme.space.xl};
`;
