/**
 * Smoke test: the built app (mock mode) loads in Chromium and shows the login
 * form. The role journeys live in their own specs.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { appUrl, launchBrowser, screenshot, trackErrors } from './browser';

describe('smoke', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    context = await browser.newContext({ locale: 'pt-BR', viewport: { width: 1280, height: 800 } });
    page = await context.newPage();
    errors = trackErrors(page);
  });
  afterEach(async () => {
    await context?.close();
  });

  it('opens the app on the login form', async () => {
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
