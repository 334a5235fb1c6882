/** A toast's text with the server's reason under it, so the user learns what to fix. */
import styled from 'styled-components';
import { errorStatus, serverMessage, type ApiError } from '@/api/errors';

const Detail = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** The server's `{ msg }` of a refusal (a 4xx answer); nothing for a network failure or a server fault. */
export function refusalReason(error: unknown): string | null {
  const status = errorStatus(error as ApiError);
  return status !== null && status >= 400 && status < 500 ? serverMessage(error as ApiError) : null;
}

export function ToastMessage({ title, detail }: { title: string; detail?: string | null }) {
  return (
    <>
      <strong>{title}</strong>
      {detail && detail !== title ? <Detail>{detail}</Detail> : null}
    </>
  );
}
