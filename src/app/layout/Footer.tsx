import styled from 'styled-components';

export function Footer({ children }: { children?: React.ReactNode }) {
  return (
    <Wrapper>
      <small>© {new Date().getFullYear()} Escola — Rede de Escolas de Idiomas. Todos os direitos reservados.</small>
      {children}
    </Wrapper>
  );
}

const Wrapper = styled.footer`
  grid-area: footer;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.xl};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  background: ${({ theme }) => theme.colors.surface};
`;
