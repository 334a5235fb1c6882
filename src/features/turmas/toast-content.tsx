/** A toast's text with the server's reason on a second line, when it gave one. */
import type { ReactNode } from 'react';

export function errorToast(message: string, detail: string | null): ReactNode {
  if (!detail || detail === message) return message;
  return (
    <>
      <span>{message}</span>
      <br />
      <small>{detail}</small>
    </>
  );
}
