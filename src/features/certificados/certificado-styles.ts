/** Pieces of style the certificate screens share. */
import styled from 'styled-components';

/** A certificate code: monospace, on one line; `$small` in the lists' cells. */
export const Code = styled.code<{ $small?: boolean }>`
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme, $small }) => ($small ? theme.font.size.xs : theme.font.size.sm)};
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.text};
`;
