/** What the material stories wait for (no mocks/ import: the stories run in the browser against the mock). */
import { expect, screen, waitFor, within } from 'storybook/test';
import { SLOW } from '../../../.storybook/play';

/** A tiny PDF and PNG, as a person would pick them. */
export const pdfFile = (name: string) => new File(['%PDF-1.7\n%%EOF\n'], name, { type: 'application/pdf' });
export const pngFile = (name: string) =>
  new File(
    [
      Uint8Array.from(
        atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
        (c) => c.charCodeAt(0),
      ),
    ],
    name,
    { type: 'image/png' },
  );

export const grid = () => screen.getByRole('list', { name: 'Materiais' });
export const cards = () => within(grid()).getAllByRole('article');
export const card = (title: string) => screen.getByRole('article', { name: title });

/** The page's cards have arrived, and the caller's grants with them (the buttons they decide). */
export async function loaded(): Promise<void> {
  await waitFor(() => expect(within(grid()).getAllByRole('article').length).toBeGreaterThan(0), SLOW);
  await waitFor(() => expect(grid()).not.toHaveAttribute('aria-busy'), SLOW);
  // The thumbnails are signed links of the mock's storage: wait until each has loaded (a failed load fails the suite).
  await waitFor(() => {
    for (const img of grid().querySelectorAll('img')) expect(img.complete).toBe(true);
  }, SLOW);
}

/** Nothing is wider than the screen (a phone). */
export async function fitsTheScreen(): Promise<void> {
  const page = document.documentElement;
  await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
}
