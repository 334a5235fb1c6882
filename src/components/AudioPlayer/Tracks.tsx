/** The pieces of a list of tracks, each row a name beside its AudioPlayer (a course's tracks, a student's). */
import styled from 'styled-components';

/** The tracks, dimmed while a page of them loads (`aria-busy`). */
export const TrackList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  &[aria-busy='true'] {
    opacity: 0.6;
  }
`;

/** A track's icon and name. */
export const TrackName = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  overflow-wrap: anywhere;

  & > svg {
    flex: none;
    color: ${({ theme }) => theme.colors.primary};
  }
`;
