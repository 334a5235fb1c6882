/**
 * Browser journeys against the built app (mock mode) in Debian's Chromium:
 * each demo account logs in, sees exactly its sidebar and tiles (spec section
 * 6), toggles the theme, reloads (theme and session survive) and logs out.
 */
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_LOGIN_BY_TYPE, EXPECTED_SIDEBAR, EXPECTED_TILES, ROLE_LABEL_BY_TYPE } from '../fixtures/visibility';
import { appUrl, screenshot, useFreshPage } from './browser';

const TYPES = [1, 2, 3, 4, 5] as const;
const SESSION_KEYS = ['userId', 'userType', 'userName', 'userProfilePhoto', 'schoolId', 'turmaID', 'token'];

async function logIn(page: Page, login: string, password = 'senha123') {
  await page.goto(appUrl());
  await page.getByLabel('Login', { exact: true }).fill(login);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.keyboard.press('Enter');
  await page.waitForURL(/#\/home$/);
  await page.getByRole('navigation', { name: 'Acesso rápido' }).waitFor();
}

async function sidebar(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Menu lateral' });
  const groups: Record<string, string[]> = {};
  for (const region of await nav.getByRole('region').all()) {
    const title = (await region.getByRole('heading').textContent())!.trim();
    groups[title] = (await region.getByRole('link').allTextContents()).map((t) => t.trim());
  }
  const hrefs = await nav.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  return { groups, hrefs };
}

describe('demo accounts in Chromium', () => {
  const fresh = useFreshPage();
  let page: Page;
  let errors: string[];
  beforeEach(() => {
    ({ page, errors } = fresh);
  });

  it.each(TYPES)('type %i: sidebar, tiles, theme across a reload, logout', async (type) => {
    const login = DEMO_LOGIN_BY_TYPE[type];
    await logIn(page, login);

    const { groups, hrefs } = await sidebar(page);
    expect(groups).toEqual(EXPECTED_SIDEBAR[type]);
    for (const href of hrefs) expect(href).toMatch(/^#\/[a-z-]*$/);

    const tiles = page.getByRole('navigation', { name: 'Acesso rápido' }).getByRole('link');
    expect((await tiles.locator('strong').allTextContents()).map((t) => t.trim())).toEqual(EXPECTED_TILES[type]);
    for (const href of await tiles.evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
      expect(href).toMatch(/^#\/[a-z-]+$/);
    }

    await page.getByRole('button', { name: 'Menu do perfil' }).click();
    await page.getByRole('menu').waitFor();
    await expect.poll(() => page.getByText(ROLE_LABEL_BY_TYPE[type], { exact: true }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    if (type === 5) await page.getByText(/^Congratulations /).waitFor({ state: 'detached', timeout: 10_000 });
    await screenshot(page, `role-${login}-light`);

    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    await page.getByRole('button', { name: 'Ativar tema escuro' }).click();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await page.reload();
    await page.getByRole('navigation', { name: 'Acesso rápido' }).waitFor();
    expect(page.url()).toMatch(/#\/home$/);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await screenshot(page, `role-${login}-dark`);

    await page.getByRole('button', { name: 'Menu do perfil' }).click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await page.waitForURL(/#\/$/);
    await page.getByRole('button', { name: 'Entrar' }).waitFor();
    const left = await page.evaluate((keys) => keys.filter((k) => localStorage.getItem(k) !== null), SESSION_KEYS);
    expect(left).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('celebrates the demo student once per day', async () => {
    await logIn(page, 'aluno');
    await page.getByText(/^Congratulations .+!$/).waitFor();
    await screenshot(page, 'birthday-aluno');
    await page.getByText(/^Congratulations /).waitFor({ state: 'detached', timeout: 10_000 });
    // The celebration is decided on the birthday answer: had it been due again, it would be on the first
    // frames drawn after that answer.
    const birthdayAnswered = page.waitForResponse((response) =>
      /\/api\/aniversario\/\d+$/.test(new URL(response.url()).pathname),
    );
    await page.reload();
    await page.getByRole('navigation', { name: 'Acesso rápido' }).waitFor();
    await (await birthdayAnswered).finished();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.getByText(/^Congratulations /).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('keeps demo changes across a reload and restores them on request', async () => {
    await logIn(page, 'professor');
    await page.getByRole('button', { name: 'Menu do perfil' }).click();
    await page.getByRole('menuitem', { name: 'Meu Perfil' }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar Perfil' });
    const name = dialog.getByLabel(/^Nome/);
    await expect.poll(() => name.inputValue()).not.toBe('');
    const original = await name.inputValue();
    await name.fill('Nome Alterado no Teste');
    await dialog.getByRole('button', { name: 'Salvar Alterações' }).click();
    await page.getByRole('alertdialog', { name: 'Confirmar Alterações' }).getByRole('button', { name: 'Confirmar' }).click();
    await page.getByText('Perfil atualizado com sucesso!').waitFor();
    // The dialog closes after 1 s and the page reloads.
    await page.waitForLoadState('load');
    await page.getByRole('navigation', { name: 'Acesso rápido' }).waitFor();
    await expect.poll(() => page.getByRole('heading', { name: 'Olá, Nome!' }).count(), { timeout: 10_000 }).toBe(1);

    await page.reload();
    await page.getByRole('heading', { name: 'Olá, Nome!' }).waitFor();

    await page.getByRole('contentinfo').getByRole('button', { name: 'Restaurar dados de demonstração' }).click();
    await page
      .getByRole('alertdialog', { name: 'Restaurar dados de demonstração' })
      .getByRole('button', { name: 'Restaurar' })
      .click();
    await page.waitForURL(/#\/$/);
    await logIn(page, 'professor');
    await expect.poll(() => page.getByRole('heading', { name: `Olá, ${original.split(' ')[0]}!` }).count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('turns a role away from a screen it may not open, and shows not-found for an unknown path', async () => {
    await logIn(page, 'professor');
    await page.goto(appUrl('/usuarios'));
    await page.waitForURL(/#\/home$/);
    await page.getByText('Você não tem permissão para acessar esta página.').waitFor();
    await page.goto(appUrl('/nao-existe'));
    await page.getByRole('heading', { name: 'Página não encontrada' }).waitFor();
    await page.getByRole('link', { name: 'Voltar para o início' }).click();
    await page.waitForURL(/#\/home$/);
    expect(errors).toEqual([]);
  });

  it('uses the mobile banner and the drawer at 768 px or less', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await logIn(page, 'gestor');
    // The mobile variant is the 600 px wide artwork (the desktop one is 1200 px).
    const banner = page.locator('picture img');
    await expect.poll(() => banner.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(600);
    await page.setViewportSize({ width: 1280, height: 860 });
    await expect.poll(() => banner.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(1200);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await page
      .getByRole('navigation', { name: 'Menu lateral' })
      .getByRole('link', { name: 'Usuários' })
      .waitFor({ state: 'visible' });
    // The drawer has slid in (its transform transition is over).
    await page
      .getByRole('navigation', { name: 'Menu lateral' })
      .evaluate((nav) => Promise.all((nav.closest('aside') ?? nav).getAnimations().map((a) => a.finished)));
    await screenshot(page, 'mobile-drawer-gestor');
    await page.getByRole('navigation', { name: 'Menu lateral' }).getByRole('link', { name: 'Usuários' }).click();
    // The screen opens, and the drawer closes on navigation.
    await page.getByRole('heading', { level: 1, name: 'Usuários' }).waitFor();
    expect(await page.getByRole('button', { name: 'Abrir menu' }).getAttribute('aria-expanded')).toBe('false');
    expect(errors).toEqual([]);
  });
});
