import styled from 'styled-components';

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
    <>
      <strong>{title}</strong>
      {detail && detail !== title ? <Detail>{detail}</Detail> : null}
    </>
  );
}
