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
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { screenshot, useFreshPage } from './browser';
import { BACKEND, RUN, chooseFirst, chooseOption, field, logIn, logOut, open, registerPerson, submitAndConfirm } from './ui';

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
      // The search has applied (the header and one row) before the next step: a search still
      // waiting for its debounce would otherwise reach the server after the logout (401).
      await expect.poll(() => page.getByRole('row').count(), { timeout: 15_000 }).toBe(2);
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
      // The search has applied (the header and one row) before the next step: a search still
      // waiting for its debounce would otherwise reach the server after the logout (401).
      await expect.poll(() => page.getByRole('row').count(), { timeout: 15_000 }).toBe(2);
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
