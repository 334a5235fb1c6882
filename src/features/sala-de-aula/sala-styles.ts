import styled from 'styled-components';

/** A list refreshing under its last answer (another page, a filter): dimmed until the new one arrives. */
export const Busy = styled.div<{ $busy: boolean }>`
  opacity: ${({ $busy }) => ($busy ? 0.7 : 1)};
  transition: opacity 120ms ease;
`;
