import styled from 'styled-components';

/** A file a form already holds, in the list above its picker; `$removed` when it will be dropped on save. */
export const KeptFileItem = styled.li<{ $removed: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border: 1px solid ${({ theme, $removed }) => ($removed ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $removed }) => ($removed ? theme.colors.dangerSoft : theme.colors.surface)};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** A kept file's name: takes the room left, cut with an ellipsis. */
export const KeptFileName = styled.span`
  flex: 1 1 auto;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;
