import styled from 'styled-components';

/**
 * One block: react-toastify 11 lays its toast out as a flex row (icon,
 * content, close button), so a title and detail left loose would sit side by
 * side, the title squeezed into a narrow column.
 */
const Body = styled.div`
  flex: 1 1 auto;
  min-width: 0;
`;

const Detail = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export interface ToastMessageProps {
  title: string;
  /** A second line (e.g. the server's reason); left out when empty or the same as the title. */
  detail?: string | null;
}

/** A toast's text: a title, and the reason under it so the user learns what to fix. */
export function ToastMessage({ title, detail }: ToastMessageProps) {
  return (
    <Body>
      <strong>{title}</strong>
      {detail && detail !== title ? <Detail>{detail}</Detail> : null}
    </Body>
  );
}
