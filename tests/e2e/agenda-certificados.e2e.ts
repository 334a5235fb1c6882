/**
 * The agenda and certificate journeys in Chromium, on both backends (the mock
 * build and `npm run local`; docs/agenda.md, docs/certificados.md):
 *
 *   1. the secretary creates a school event two months ahead and drags it to
 *      another day; after a reload it is on the new day, and the demo student
 *      of her school sees it there too (the mock keeps its data in the
 *      browser, so both people use one browser, as at a school's front desk);
 *   2. the gestor issues the certificate of a concluded enrolment, downloads
 *      its PDF, and the public page (signed out) confirms the code; after the
 *      gestor revokes it, the same page says it is revoked;
 *   3. both screens and the public page at 390 px and in the dark theme.
 */
import type { Locator, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { AGENDA_MESSAGES } from '@contract/agenda';
import { CERT_MESSAGES } from '@contract/certificados';
import { CODE_PATTERN } from '@contract/rules/certificados';
import { TITULO_LABEL, DATA_LABEL, ESCOPO_LABEL } from '@/features/agenda/agenda-messages';
import {
  CODE_LABEL,
  DOWNLOAD,
  MOTIVO_LABEL,
  PENDENTE,
  REVOKE,
  SITUACAO_LABEL,
  VERIFY,
} from '@/features/certificados/certificado-messages';
import { appUrl, useFreshPage } from './browser';
import { BACKEND, RUN, field, logIn, logOut, open, screenshotFromTop as screenshot, setTheme } from './ui';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 860 };

/** The 'day'-th of the month `ahead` months from now, as YYYY-MM-DD. */
function dayAhead(ahead: number, day: number): string {
  const d = new Date();
  d.setDate(1);
  d.setMonth(d.getMonth() + ahead);
  d.setDate(day);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** Two months ahead: past every seeded event, so the month's cells are free. */
const AHEAD = 2;
const FROM_DAY = 9 + (Number.parseInt(RUN, 36) % 5);
const TO_DAY = FROM_DAY + 8;
const TITLE = `Reunião de pais E2E ${RUN}`;

/** The month view's cell (date number) of a day of the shown month. */
function dateCell(page: Page, day: number, within = '.rbc-month-view '): Locator {
  return page
    .locator(`${within}.rbc-date-cell:not(.rbc-off-range)`)
    .filter({ has: page.getByText(String(day), { exact: true }) })
    .first();
}

/** The month view's title in the toolbar ('janeiro de 2027'). */
const MONTH_TITLE = /^[a-zç]+ de \d{4}$/;

/** Goes `n` months forward with the toolbar's 'Próximo'. */
async function monthsForward(page: Page, n: number) {
  for (let i = 0; i < n; i++) {
    const label = page.getByText(MONTH_TITLE).first();
    const title = await label.textContent();
    await page.getByRole('button', { name: 'Próximo' }).click();
    await expect.poll(() => label.textContent()).not.toBe(title);
  }
}

/** The day of the shown month the event's chip sits on (by the date cell above it in its week). */
async function dayOfEvent(page: Page, title: string): Promise<number> {
  const chip = page.locator('.rbc-month-view .rbc-event').filter({ hasText: title });
  await chip.waitFor({ timeout: 15_000 });
  const box = (await chip.boundingBox())!;
  // `has` is matched inside each row, so its locator names the chip from there.
  const row = page
    .locator('.rbc-month-view .rbc-month-row')
    .filter({ has: page.locator('.rbc-event').filter({ hasText: title }) });
  const cells = row.locator('.rbc-date-cell');
  const count = await cells.count();
  for (let i = 0; i < count; i++) {
    const cell = (await cells.nth(i).boundingBox())!;
    if (box.x + 4 >= cell.x && box.x + 4 < cell.x + cell.width) {
      return Number(((await cells.nth(i).textContent()) ?? '').trim());
    }
  }
  throw new Error(`O evento '${title}' não está sob nenhum dia do mês.`);
}

/** Drags an event chip of the month view onto another day's cell, the way a person does. */
async function dragToDay(page: Page, title: string, day: number) {
  const chip = page.locator('.rbc-month-view .rbc-event').filter({ hasText: title });
  const from = (await chip.boundingBox())!;
  const cell = (await dateCell(page, day).boundingBox())!;
  const row = (await page
    .locator('.rbc-month-view .rbc-month-row')
    .filter({ has: dateCell(page, day, '') })
    .boundingBox())!;
  const x0 = from.x + Math.min(20, from.width / 2);
  const y0 = from.y + from.height / 2;
  await page.mouse.move(x0, y0);
  await page.mouse.down();
  await page.mouse.move(x0 + 8, y0 + 4, { steps: 4 });
  await page.mouse.move(cell.x + cell.width / 2, row.y + row.height * 0.65, { steps: 20 });
  await page.mouse.up();
}

async function openAgendaMonth(page: Page) {
  await open(page, '/agenda', AGENDA_MESSAGES.title);
  await page.locator('.rbc-month-view').waitFor();
  await monthsForward(page, AHEAD);
}

describe(`agenda and certificates journey (${BACKEND})`, () => {
  const fresh = useFreshPage(DESKTOP);
  let page: Page;
  let errors: string[];
  beforeEach(() => {
    ({ page, errors } = fresh);
  });

  it(
    'the secretary creates a school event and drags it to another day; the student sees it after a reload',
    { timeout: 240_000 },
    async () => {
      const from = dayAhead(AHEAD, FROM_DAY);

      await logIn(page, 'secretaria');
      await open(page, '/agenda', AGENDA_MESSAGES.title);
      await page.locator('.rbc-month-view').waitFor();
      await page.getByRole('button', { name: AGENDA_MESSAGES.cadastrar }).first().click();
      const form = page.getByRole('form', { name: AGENDA_MESSAGES.cadastrar });
      await form.waitFor();
      await field(form, TITULO_LABEL).fill(TITLE);
      await field(form, 'Descrição').fill('Apresentação do semestre às famílias.');
      await field(form, DATA_LABEL).fill(from);
      // A secretary's event is the school's by default.
      expect(await field(form, ESCOPO_LABEL).locator('option:checked').textContent()).toBe('Escola');
      await page.getByRole('button', { name: 'Salvar' }).click();
      await page.getByText(AGENDA_MESSAGES.saved).first().waitFor({ timeout: 15_000 });
      await form.waitFor({ state: 'detached' });

      // The calendar shows the event's month; the chip is on its day.
      await expect.poll(() => dayOfEvent(page, TITLE), { timeout: 15_000 }).toBe(FROM_DAY);
      await screenshot(page, `agenda-${BACKEND}-1-created`);

      await dragToDay(page, TITLE, TO_DAY);
      await page.getByText(AGENDA_MESSAGES.moved).first().waitFor({ timeout: 15_000 });
      await expect.poll(() => dayOfEvent(page, TITLE), { timeout: 15_000 }).toBe(TO_DAY);

      // Kept: after a reload it is still on the new day.
      await page.reload();
      await page.getByRole('heading', { level: 1, name: AGENDA_MESSAGES.title }).waitFor();
      await page.locator('.rbc-month-view').waitFor();
      await monthsForward(page, AHEAD);
      await expect.poll(() => dayOfEvent(page, TITLE), { timeout: 15_000 }).toBe(TO_DAY);
      await screenshot(page, `agenda-${BACKEND}-2-moved`);

      // The student of the school sees it on the new day, and cannot move it: a click shows its details.
      await logOut(page);
      await logIn(page, 'aluno');
      await openAgendaMonth(page);
      await page.reload();
      await page.locator('.rbc-month-view').waitFor();
      await monthsForward(page, AHEAD);
      await expect.poll(() => dayOfEvent(page, TITLE), { timeout: 15_000 }).toBe(TO_DAY);
      await page.locator('.rbc-month-view .rbc-event').filter({ hasText: TITLE }).click();
      const details = page.getByRole('dialog');
      await details.waitFor();
      expect(await details.textContent()).toContain('Apresentação do semestre às famílias.');
      expect(await page.getByRole('alertdialog').count()).toBe(0);
      await screenshot(page, `agenda-${BACKEND}-3-student`);
      await details
        .getByRole('button', { name: /Fechar/ })
        .first()
        .click();
      await details.waitFor({ state: 'hidden' });

      // 390 px and dark.
      await page.setViewportSize(PHONE);
      await setTheme(page, 'dark');
      await page.locator('.rbc-month-view').waitFor();
      await screenshot(page, `agenda-${BACKEND}-4-mobile-dark`);
      await setTheme(page, 'light');

      expect(errors).toEqual([]);
    },
  );

  it(
    'the gestor issues a certificate; the public page confirms its code, then shows it revoked',
    { timeout: 240_000 },
    async () => {
      await logIn(page, 'gestor');
      await open(page, '/certificado', CERT_MESSAGES.title);

      // A concluded enrolment without a valid certificate.
      await field(page, SITUACAO_LABEL).first().selectOption({ label: PENDENTE });
      const issue = page.getByRole('button', { name: /^Emitir certificado de / }).first();
      await issue.waitFor({ timeout: 15_000 });
      const label = (await issue.getAttribute('aria-label'))!;
      const [, nome, curso] = /^Emitir certificado de (.+) — (.+)$/.exec(label)!;
      // That enrolment's button, wherever the list has drawn it since (`first()` is whichever row is first now).
      await page.getByRole('button', { name: label, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Emitir certificado' });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'Emitir certificado' }).click();
      await page.getByText(CERT_MESSAGES.issued).first().waitFor({ timeout: 15_000 });
      await dialog.waitFor({ state: 'detached' });

      // It is among the issued ones, valid; its code is the one the PDF carries.
      await page.getByRole('tab', { name: CERT_MESSAGES.emitidos }).click();
      const row = page.locator('tbody tr').filter({ hasText: nome! }).filter({ hasText: curso! }).first();
      await row.waitFor({ timeout: 15_000 });
      const code = ((await row.textContent()) ?? '').match(/[0-9A-Z]{4}(-[0-9A-Z]{4}){4}/)?.[0] ?? '';
      expect(code).toMatch(CODE_PATTERN);
      expect(await row.textContent()).toContain('Válido');
      const download = page.waitForEvent('download');
      await row.getByRole('button', { name: new RegExp(`^${DOWNLOAD}`) }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(`certificado-${code}.pdf`);
      const head = await new Promise<string>((resolve, reject) => {
        void file.createReadStream().then((stream) => {
          let text = '';
          stream.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
          stream.on('end', () => resolve(text.slice(0, 5)));
          stream.on('error', reject);
        });
      });
      expect(head).toBe('%PDF-');
      await screenshot(page, `certificado-${BACKEND}-1-issued`);

      // Signed out, the public page confirms the code.
      await logOut(page);
      await page.goto(appUrl(`/verificar/${code}`));
      await page.getByText(CERT_MESSAGES.valid, { exact: true }).first().waitFor({ timeout: 15_000 });
      expect(await page.locator('main').textContent()).toContain(nome!);
      await screenshot(page, `certificado-${BACKEND}-2-public-valid`);

      // The gestor revokes it with a reason.
      await logIn(page, 'gestor');
      await open(page, '/certificado', CERT_MESSAGES.title);
      await page.getByRole('tab', { name: CERT_MESSAGES.emitidos }).click();
      await page.getByRole('button', { name: `${REVOKE} o certificado ${code}` }).click();
      const revoke = page.getByRole('dialog', { name: 'Revogar certificado' });
      await revoke.waitFor();
      await field(revoke, MOTIVO_LABEL).fill(`Emitido por engano (${RUN}).`);
      await revoke.getByRole('button', { name: REVOKE }).click();
      await page.getByText(CERT_MESSAGES.revoked).first().waitFor({ timeout: 15_000 });
      await logOut(page);

      // The same page, typed by hand this time, says it is revoked.
      await page.goto(appUrl('/verificar'));
      await field(page, CODE_LABEL).fill(code.toLowerCase().replace(/-/g, ' '));
      await page.getByRole('button', { name: VERIFY }).click();
      await page.getByText(CERT_MESSAGES.revokedStatus, { exact: true }).first().waitFor({ timeout: 15_000 });
      await screenshot(page, `certificado-${BACKEND}-3-public-revoked`);

      // 390 px.
      await page.setViewportSize(PHONE);
      await page.goto(appUrl(`/verificar/${code}`));
      await page.getByText(CERT_MESSAGES.revokedStatus, { exact: true }).first().waitFor({ timeout: 15_000 });
      await screenshot(page, `certificado-${BACKEND}-4-public-mobile`);

      expect(errors).toEqual([]);
    },
  );
});
