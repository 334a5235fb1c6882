/** Any unknown path: 'Página não encontrada' with a link back to /home. */
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { EmptyState } from '@/components/EmptyState';
import { SCREENS } from '@/domain/navigation';

export default function NotFoundPage() {
  return (
    <Wrapper>
      <EmptyState
        icon="alert"
        title="Página não encontrada"
        description="O endereço acessado não existe ou foi movido."
        action={<Link to={SCREENS.home}>Voltar para o início</Link>}
      />
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 50vh;
  padding: ${({ theme }) => theme.space.xl};
`;
