/**
 * Helpers for play functions (no mocks/ import: stories under src/ use them).
 */
import { expect, screen, waitFor, within } from 'storybook/test';

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

/**
 * Waits until nothing on the page is loading (`aria-busy`) and no field is
 * locked: the a11y check reads colours right after the play, and a list
 * dimmed while it refetches, or a form locked while it saves, fails contrast.
 */
export async function settled(within: HTMLElement = document.body): Promise<void> {
  await waitFor(() => expect(within.querySelector('[aria-busy="true"], input:disabled, fieldset:disabled')).toBeNull(), SLOW);
}

/** The sidebar as shown: `{ group heading: [link names] }` (headings and links by role). */
export function readSidebar(nav: HTMLElement): Record<string, string[]> {
  return Object.fromEntries(
    within(nav)
      .getAllByRole('region')
      .map((group) => [
        within(group).getByRole('heading').textContent ?? '',
        within(group)
          .getAllByRole('link')
          .map((link) => link.textContent ?? ''),
      ]),
  );
}

/** The home tiles as shown: the bold label of every tile link. */
export function readTiles(nav: HTMLElement): string[] {
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.querySelector('strong')?.textContent ?? '');
}

/** Waits for a dialog (modal or alertdialog) with this name to be open and faded in. */
export async function expectDialog(name: string, role: 'dialog' | 'alertdialog' = 'dialog'): Promise<HTMLElement> {
  const dialog = await screen.findByRole(role, { name }, SLOW);
  await waitFor(() => expect(dialog).toBeVisible(), SLOW);
  return dialog;
}
