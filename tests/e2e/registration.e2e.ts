/**
 * The registration journey in Chromium, on both backends: `npm run test:e2e`
 * runs it against the mock build (E2E_BACKEND=mock) and again against
 * `npm run local` — the api function over a fresh PGlite (E2E_BACKEND=local).
 *
 *   1. the manager creates a school;
 *   2. the director registers a teacher and a student;
 *   3. the director creates a class with them;
 *   4. the student signs in and sees that class as a single card.
 *
 * Only the UI is used, as a person would: labels, buttons, the confirm
 * dialogs and the toasts.
 */
import type { Locator, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatCpf } from '../../supabase/functions/_shared/contract/validators';
import { appUrl, screenshot, useFreshPage } from './browser';

const BACKEND = process.env.E2E_BACKEND ?? 'mock';
const PASSWORD = 'senha123';
/** Unique per run: the local database and the mock both keep what earlier runs wrote. */
const STARTED = Date.now();
const RUN = STARTED.toString(36).slice(-5);

/** A valid CPF (check digits computed) from 9 base digits. */
function cpfFrom(base: string): string {
  const digits = base.split('').map(Number);
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((acc, d, i) => acc + d * (length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  return digits.join('');
}

/** 9 digits that are not all equal, different for each person and run. */
function baseDigits(seed: number): string {
  const n = (STARTED * 7 + seed * 104_729) % 1_000_000_000;
  return String(n)
    .padStart(9, '0')
    .replace(/^(\d)\1{8}$/, '123456789');
}

/** A birth date whose birthday is ~3 months away, so no celebration overlay interrupts. */
function birthDate(age: number): string {
  const d = new Date();
  d.setMonth(d.getMonth() + 3);
  return `${d.getFullYear() - age}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(Math.min(d.getDate(), 28)).padStart(2, '0')}`;
}

/** A form control by its label; a required one's label reads "<label>* (obrigatório)". */
function field(page: Page, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByLabel(new RegExp(`^${escaped}(\\* \\(obrigatório\\))?$`));
}

async function logIn(page: Page, login: string) {
  await page.goto(appUrl());
  await field(page, 'Login').fill(login);
  await field(page, 'Senha').fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(/#\/home$/);
  await page.getByRole('navigation', { name: 'Acesso rápido' }).waitFor();
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Menu do perfil' }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await page.waitForURL(/#\/$/);
}

async function open(page: Page, route: string, heading: string) {
  await page.goto(appUrl(route));
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

/** Submits a form through its confirm dialog and waits for the success toast. */
async function submitAndConfirm(page: Page, submit: string, toast: string) {
  await page.getByRole('button', { name: submit }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await page.getByText(toast).first().waitFor({ timeout: 15_000 });
}

/** Picks the option of a select whose text contains `text` (the options come from the backend). */
async function chooseOption(select: Locator, text: string) {
  await expect
    .poll(async () => (await select.locator('option').allTextContents()).some((o) => o.includes(text)), { timeout: 15_000 })
    .toBe(true);
  const label = (await select.locator('option').allTextContents()).find((o) => o.includes(text))!;
  await select.selectOption({ label });
}

/** The first real option of a select (after its placeholder), once the backend has filled it. */
async function chooseFirst(select: Locator) {
  await expect.poll(async () => (await select.locator('option').count()) > 1, { timeout: 15_000 }).toBe(true);
  const values = await select.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
  await select.selectOption(values.find((v) => v !== '')!);
}

/** Types into a masked field at a person's pace (the mask tracks the caret between keystrokes). */
async function typeDigits(input: Locator, digits: string) {
  await input.click();
  await input.pressSequentially(digits, { delay: 40 });
}

async function registerPerson(page: Page, person: { login: string; name: string; type: string; seed: number; age: number }) {
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

describe(`registration journey (${BACKEND})`, () => {
  const fresh = useFreshPage();
  let page: Page;
  let errors: string[];
  beforeEach(() => {
    ({ page, errors } = fresh);
  });

  it(
    'the manager creates a school, the director registers a teacher and a student and a class, the student sees it',
    { timeout: 240_000 },
    async () => {
      const school = `Escola Jornada ${RUN}`;
      const teacher = { login: `prof.${RUN}`, name: `Professora Jornada ${RUN}`, type: 'Professor', seed: 1, age: 34 };
      const student = { login: `aluno.${RUN}`, name: `Aluno Jornada ${RUN}`, type: 'Aluno', seed: 2, age: 19 };
      const turma = `Turma Jornada ${RUN}`;

      // 1. The manager creates a school.
      await logIn(page, 'gestor');
      await open(page, '/cadastro-escola', 'Cadastro de Escola');
      await field(page, 'Nome').fill(school);
      expect(await field(page, 'Data de Cadastro').inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      await chooseFirst(field(page, 'Responsável'));
      await field(page, 'Rua').fill('Rua das Araucárias');
      await field(page, 'Número').fill('120');
      await field(page, 'Bairro').fill('Batel');
      await field(page, 'Cidade').fill('Curitiba');
      await field(page, 'Estado').selectOption('PR');
      await submitAndConfirm(page, 'Cadastrar Escola', 'Escola cadastrada com sucesso!');
      await open(page, '/escolas', 'Escolas');
      await page.getByRole('searchbox').fill(school);
      await page.getByRole('cell', { name: school, exact: true }).waitFor({ timeout: 15_000 });
      await screenshot(page, `registration-${BACKEND}-1-school`);
      await logOut(page);

      // 2. The director registers a teacher and a student (in the director's school).
      await logIn(page, 'diretor');
      await registerPerson(page, teacher);
      await registerPerson(page, student);
      await screenshot(page, `registration-${BACKEND}-2-people`);

      // 3. … and creates a class with them.
      await open(page, '/cadastro-turma', 'Cadastro de Turma');
      await field(page, 'Nome').fill(turma);
      await field(page, 'Data').fill(new Date().toISOString().slice(0, 10));
      await chooseOption(field(page, 'Professor'), teacher.name);
      await chooseFirst(field(page, 'Curso'));
      await page.getByRole('searchbox', { name: 'Pesquisar alunos' }).fill(student.name.toLowerCase());
      await page.getByRole('checkbox', { name: `Selecionar ${student.name}` }).check({ timeout: 15_000 });
      await submitAndConfirm(page, 'Cadastrar Turma', 'Turma cadastrada com sucesso!');
      await open(page, '/turmas', 'Turmas');
      await page.getByRole('searchbox').fill(turma);
      await page.getByRole('cell', { name: turma, exact: true }).waitFor({ timeout: 15_000 });
      await screenshot(page, `registration-${BACKEND}-3-class`);
      await logOut(page);

      // 4. The student signs in and sees that class as a single card.
      await logIn(page, student.login);
      expect(await page.evaluate(() => localStorage.getItem('turmaID'))).toMatch(/^\d+$/);
      await open(page, '/turmas', 'Turmas');
      const card = page.getByRole('region', { name: turma });
      await card.waitFor({ timeout: 15_000 });
      expect(await card.getByText(teacher.name).isVisible()).toBe(true);
      expect(await page.getByRole('table').count()).toBe(0);
      expect(await page.getByRole('region', { name: /^Turma / }).count()).toBe(1);
      await screenshot(page, `registration-${BACKEND}-4-student`);

      expect(errors).toEqual([]);
    },
  );
});
