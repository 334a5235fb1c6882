/** Pieces of style the certificate screens share. */
import styled from 'styled-components';

/** A certificate code: monospace, never broken inside a group. */
export const Code = styled.code`
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.font.size.sm};
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.text};
`;
