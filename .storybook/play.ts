/**
 * Helpers for play functions (no mocks/ import: stories under src/ use them).
 */
import { expect, screen, waitFor } from 'storybook/test';

/**
 * Time for what comes after a first render: the login's 1 s spinner, a lazy
 * chunk, an answer of the mock. Generous, because the machines are shared.
 */
export const SLOW = { timeout: 8000 } as const;

/** Waits until a toast with this text has entered (toasts slide in, so they are not visible at once). */
export async function expectToast(text: string | RegExp): Promise<HTMLElement> {
  const toast = await screen.findByText(text, {}, SLOW);
  await waitFor(() => expect(toast).toBeVisible(), SLOW);
  return toast;
}
