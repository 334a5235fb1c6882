import styled from 'styled-components';

/** A figure card's title, small and muted above its value. */
export const StatTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A figure card's value, large and bold, its digits in columns. */
export const StatValue = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xxl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 1.2;
  font-variant-numeric: tabular-nums;
`;
