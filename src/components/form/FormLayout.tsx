import styled from 'styled-components';

/** A registration form: its cards and the actions row stacked, a large gap between. */
export const FormStack = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

/** The fields of a card in two columns; one column on phones. */
export const FormGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg};

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** A field that takes the whole row of its grid (a name, a street, a description). */
export const FormWide = styled.div`
  grid-column: 1 / -1;
`;
