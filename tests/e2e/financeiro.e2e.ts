/**
 * The enrolment and finance journey in Chromium, on both backends (the mock
 * build and `npm run local`):
 *
 *   1. the secretary registers a student and enrols them, 1.800,00 in 6x;
 *   2. on Financeiro she finds the student's 6 installments and marks the first Pago,
 *      confirming the day and the method; the row says when, how and by whom;
 *   3. the student signs in and sees 1 of 6 paid, and the PIX of an unpaid one;
 *   4. a student who pays a monthly fee is sent to the secretariat.
 */
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { screenshot, useFreshPage } from './browser';
import { BACKEND, RUN, chooseFirst, field, logIn, logOut, open, registerPerson, submitAndConfirm } from './ui';

/** yyyy-mm-dd, `days` from today in the browser's calendar. */
function isoInDays(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

async function enrol(page: Page, studentName: string) {
  await open(page, '/cadastro-matricula', 'Cadastro de Matrícula');
  await page.getByRole('button', { name: 'Pesquisar Usuário' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pesquisar Usuário' });
  await dialog.getByRole('searchbox', { name: 'Nome ou CPF' }).fill(studentName);
  await dialog.getByRole('button', { name: new RegExp(studentName) }).click({ timeout: 15_000 });
  await expect.poll(() => field(page, 'Nome').inputValue(), { timeout: 15_000 }).toBe(studentName);
  await chooseFirst(field(page, 'Curso'));
  const valor = field(page, 'Valor do Curso');
  await valor.click();
  await valor.pressSequentially('1800', { delay: 30 });
  await field(page, 'Número de Parcelas').selectOption({ label: '6x' });
  await expect.poll(() => field(page, 'Valor da Parcela').inputValue()).toMatch(/300,00/);
  await field(page, 'Primeira Parcela').fill(isoInDays(10));
  await submitAndConfirm(page, 'Cadastrar Matrícula', 'Matrícula cadastrada com sucesso');
}

describe(`enrolment and finance journey (${BACKEND})`, () => {
  const fresh = useFreshPage();
  let page: Page;
  let errors: string[];
  beforeEach(() => {
    ({ page, errors } = fresh);
  });

  it(
    'the secretary enrols a student in 6x and marks the first paid; the student sees 1 of 6 paid',
    { timeout: 240_000 },
    async () => {
      const student = { login: `fin.${RUN}`, name: `Aluna Financeiro ${RUN}`, type: 'Aluno', seed: 3, age: 22 };

      // 1. The secretary registers the student and enrols them.
      await logIn(page, 'secretaria');
      await registerPerson(page, student);
      await enrol(page, student.name);
      await screenshot(page, `financeiro-${BACKEND}-1-enrolled`);

      // 2. Finance: the student's six installments; the first is marked Pago.
      await open(page, '/financeiro', 'Financeiro');
      await page.getByRole('searchbox', { name: 'Pesquisar aluno' }).fill(student.name);
      await page.getByText('6 parcelas').waitFor({ timeout: 15_000 });
      const first = page.getByRole('combobox', { name: `Status da parcela 1 de ${student.name}` });
      expect(await first.inputValue()).toBe('Não Pago');
      await first.selectOption('Pago');
      const pagamento = page.getByRole('dialog', { name: 'Registrar pagamento' });
      await pagamento.getByText(student.name).waitFor({ timeout: 15_000 });
      await pagamento.getByLabel(/^Forma de pagamento/).selectOption({ label: 'PIX' });
      await pagamento.getByRole('button', { name: 'Confirmar pagamento' }).click();
      await page.getByText('Status atualizado com sucesso!').first().waitFor({ timeout: 15_000 });
      await expect.poll(() => first.inputValue(), { timeout: 15_000 }).toBe('Pago');
      await page.getByText(/^Pago em \d{2}\/\d{2}\/\d{4} · PIX · por Juliana Ferreira Lima$/).waitFor({ timeout: 15_000 });
      await screenshot(page, `financeiro-${BACKEND}-2-paid`);
      await logOut(page);

      // 3. The student sees their plan: 1 of 6 paid, and the PIX of an unpaid installment.
      await logIn(page, student.login);
      await open(page, '/financeiro', 'Financeiro');
      await expect
        .poll(() => page.getByRole('region', { name: 'Parcelas pagas' }).textContent(), { timeout: 15_000 })
        .toContain('1 de 6');
      expect(await page.getByRole('region', { name: 'Valor da parcela' }).textContent()).toMatch(/300,00/);
      await page.getByText('6 parcelas').waitFor();
      await page.getByRole('button', { name: `PIX da parcela 2 de ${student.name}` }).click();
      const pix = page.getByRole('dialog', { name: 'Pagar com PIX' });
      const code = pix.getByRole('textbox', { name: 'PIX copia e cola' });
      await code.waitFor({ timeout: 15_000 });
      expect(await code.inputValue()).toMatch(/^000201/);
      await pix.getByRole('img', { name: /^QR code do PIX da parcela 2/ }).waitFor();
      await pix.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
      await screenshot(page, `financeiro-${BACKEND}-3-student-pix`);
      await page.keyboard.press('Escape');
      await logOut(page);

      // 4. A mensalidade student (seed) is sent to the secretariat.
      await logIn(page, 'debora.rocha');
      await open(page, '/financeiro', 'Financeiro');
      await page
        .getByRole('note', { name: 'Pagamento por mensalidade' })
        .getByText('Sua matrícula é por mensalidade: procure a secretaria da escola para informações de pagamento.')
        .waitFor({ timeout: 15_000 });
      // No installment table (its skeleton shows while the empty list loads).
      await expect.poll(() => page.getByRole('table').count(), { timeout: 15_000 }).toBe(0);

      expect(errors).toEqual([]);
    },
  );
});
