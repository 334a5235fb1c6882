/**
 * What the journeys share: the person's way through the UI (labels, the
 * confirm dialogs, the toasts), demo logins and unique per-run data.
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { formatCpf } from '../../supabase/functions/_shared/contract/validators';
import { appUrl, screenshot } from './browser';

export const BACKEND = process.env.E2E_BACKEND ?? 'mock';
export const PASSWORD = 'senha123';
/** Unique per run: the local database and the mock both keep what earlier runs wrote. */
const STARTED = Date.now();
export const RUN = STARTED.toString(36).slice(-5);

/** A valid CPF (check digits computed) from 9 base digits. */
export function cpfFrom(base: string): string {
  const digits = base.split('').map(Number);
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((acc, d, i) => acc + d * (length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  return digits.join('');
}

/** 9 digits that are not all equal, different for each person and run. */
export function baseDigits(seed: number): string {
  const n = (STARTED * 7 + seed * 104_729) % 1_000_000_000;
  return String(n)
    .padStart(9, '0')
    .replace(/^(\d)\1{8}$/, '123456789');
}

/** A birth date whose birthday is ~3 months away, so no celebration overlay interrupts. */
export function birthDate(age: number): string {
  const d = new Date();
  d.setMonth(d.getMonth() + 3);
  return `${d.getFullYear() - age}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(Math.min(d.getDate(), 28)).padStart(2, '0')}`;
}

/**
 * A form control by its label; a required one's label reads "<label>* (obrigatório)".
 * `scope` is the page, or one form of it when two forms share a label ('Data').
 */
export function field(scope: Page | Locator, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scope.getByLabel(new RegExp(`^${escaped}(\\* \\(obrigatório\\))?$`));
}

export async function logIn(page: Page, login: string) {
  await page.goto(appUrl());
  await field(page, 'Login').fill(login);
  await field(page, 'Senha').fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(/#\/home$/);
  await page.getByRole('navigation', { name: 'Acesso rápido' }).waitFor();
}

export async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Menu do perfil' }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await page.waitForURL(/#\/$/);
}

export async function open(page: Page, route: string, heading: string) {
  await page.goto(appUrl(route));
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

/** Submits a form through its confirm dialog and waits for the success toast. */
export async function submitAndConfirm(page: Page, submit: string, toast: string) {
  await page.getByRole('button', { name: submit }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await page.getByText(toast).first().waitFor({ timeout: 15_000 });
}

/** Picks the option of a select whose text contains `text` (the options come from the backend). */
export async function chooseOption(select: Locator, text: string) {
  await expect
    .poll(async () => (await select.locator('option').allTextContents()).some((o) => o.includes(text)), { timeout: 15_000 })
    .toBe(true);
  const label = (await select.locator('option').allTextContents()).find((o) => o.includes(text))!;
  await select.selectOption({ label });
}

/** The first real option of a select (after its placeholder), once the backend has filled it. */
export async function chooseFirst(select: Locator) {
  await expect.poll(async () => (await select.locator('option').count()) > 1, { timeout: 15_000 }).toBe(true);
  const values = await select.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
  await select.selectOption(values.find((v) => v !== '')!);
}

/** Types into a masked field at a person's pace (the mask tracks the caret between keystrokes). */
export async function typeDigits(input: Locator, digits: string) {
  await input.click();
  await input.pressSequentially(digits, { delay: 40 });
}

export async function registerPerson(
  page: Page,
  person: { login: string; name: string; type: string; seed: number; age: number },
) {
  await open(page, '/cadastro-usuario', 'Cadastro de Usuário');
  await field(page, 'Login').fill(person.login);
  await field(page, 'Senha').fill(PASSWORD);
  await field(page, 'Tipo de Usuário').selectOption({ label: person.type });
  // A new user starts on the director's own school.
  await expect.poll(() => field(page, 'Escola').inputValue(), { timeout: 15_000 }).not.toBe('');
  await field(page, 'Nome').fill(person.name);
  const cpf = cpfFrom(baseDigits(person.seed));
  await typeDigits(field(page, 'CPF'), cpf);
  expect(await field(page, 'CPF').inputValue()).toBe(formatCpf(cpf));
  await field(page, 'Data de Nascimento').fill(birthDate(person.age));
  await field(page, 'E-mail').fill(`${person.login}@exemplo.com.br`);
  await typeDigits(field(page, 'WhatsApp'), '41998765432');
  expect(await field(page, 'WhatsApp').inputValue()).toBe('(41) 99876-5432');
  await submitAndConfirm(page, 'Cadastrar Usuário', 'Usuário cadastrado com sucesso!');
  // A new registration clears the form.
  await expect.poll(() => field(page, 'Nome').inputValue()).toBe('');
}

/** Starts a native audio player, muted, and waits until it plays: its position moves (or it fails: its `error`). */
export async function startPlaying(audio: Locator) {
  await audio.evaluate(async (element) => {
    const player = element as HTMLAudioElement;
    player.muted = true;
    await player.play();
  });
  await expect
    .poll(
      () =>
        audio.evaluate((element) => {
          const player = element as HTMLAudioElement;
          return player.currentTime > 0 || player.error !== null;
        }),
      { timeout: 15_000 },
    )
    .toBe(true);
}

/** A full-page screenshot from the top of the page (a fixed header is drawn where the page is scrolled to). */
export async function screenshotFromTop(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

/** Switches to a theme with the header's toggle (nothing when it is already on). */
export async function setTheme(page: Page, theme: 'light' | 'dark') {
  if ((await page.evaluate(() => document.documentElement.dataset.theme)) === theme) return;
  await page.getByRole('button', { name: theme === 'dark' ? 'Ativar tema escuro' : 'Ativar tema claro' }).click();
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
}
