import styled from 'styled-components';
import { mobileQuery } from '@/theme/tokens';

/** A row's checkbox with a 32 px target, level with the buttons beside it on a card. */
export const RowCheckTarget = styled.label`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 32px;
  min-height: 32px;
  cursor: pointer;
`;

/** The checkbox that selects a row (or, in the header, the page). */
export const RowCheckbox = styled.input`
  width: 18px;
  height: 18px;
  margin: 0;
  vertical-align: middle;
  accent-color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  &:disabled {
    cursor: not-allowed;
  }
`;

/** What to do with the selected rows: above the table, its buttons at the right (below the count on a phone). */
export const BulkBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  margin-bottom: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};

  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.font.size.sm};
    cursor: pointer;
  }
`;

/** The bulk bar's buttons, pushed to the right (under the count on a phone). */
export const BulkActions = styled.div`
  margin-left: auto;

  @media ${mobileQuery} {
    margin-left: 0;
  }
`;
