import styled from 'styled-components';

/** A list refreshing under its last answer (another page, a filter): dimmed until the new one arrives. */
export const Busy = styled.div<{ $busy: boolean }>`
  opacity: ${({ $busy }) => ($busy ? 0.7 : 1)};
  transition: opacity 120ms ease;
`;

/** A classroom form's column: its fields, the list or notes under them, its buttons. */
export const FormColumn = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

/** A classroom form's fields, as many to a row as fit (11 rem each at least). */
export const FormFields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 11rem), 1fr));
  gap: ${({ theme }) => theme.space.md};
`;
