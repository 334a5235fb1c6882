/**
 * Smoke test: the built app (mock mode) loads in Chromium and shows the login
 * form. The role journeys live in their own specs.
 */
import { describe, expect, it } from 'vitest';
import { appUrl, screenshot, useFreshPage } from './browser';

describe('smoke', () => {
  const fresh = useFreshPage({ width: 1280, height: 800 });

  it('opens the app on the login form', async () => {
    const { page, errors } = fresh;
    await page.goto(appUrl());
    await expect.poll(() => page.title()).toBe('Escola');
    const enter = page.getByRole('button', { name: 'Entrar' });
    await enter.waitFor({ state: 'visible' });
    expect(await page.getByLabel('Login', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByLabel('Senha', { exact: true }).isVisible()).toBe(true);
    await screenshot(page, 'smoke-login');
    expect(errors).toEqual([]);
  });
});
