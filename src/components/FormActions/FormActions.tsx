import styled from 'styled-components';

/** The row of a form's buttons, right-aligned (cancel first, submit last), wrapping on narrow screens. */
export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;
