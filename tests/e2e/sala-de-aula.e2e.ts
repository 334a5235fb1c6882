/**
 * The classroom journey in Chromium, on both backends (the mock build and
 * `npm run local`; docs/sala-de-aula.md):
 *
 *   1. the teacher opens Sala de Aula on 'Global English 3 — Seg/Qua 19h' and,
 *      on a day of this run with no records yet (checked first in the
 *      history), takes the roll call — every student in one list, Presente
 *      by default, two set Ausente (one from the keyboard) and one
 *      Justificado, one save — switches another student to J with P/J/F,
 *      saves the roll call again the same day (it updates, never
 *      duplicates), writes the lesson's summary with a PDF and grades two
 *      students on 'Notas e Avaliações' (Boa and Ruim);
 *   2. the student finds that summary in their classroom (and its PDF in the
 *      viewer), plays 'Faixa 5' — not played yet: the seed marks 'Faixa 1'–'4'
 *      of the course's 12 — and the progress bar moves from 4 of 12 to 5 of 12;
 *   3. both classroom screens at 390 px and in the dark theme.
 */
import type { Locator, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatDateBR } from '@contract/dates';
import { audioProgress } from '@contract/rules/sala-de-aula';
import { SALA_MESSAGES } from '@contract/sala-de-aula';
import { AUDIOS_TITLE, OPEN_PDF, PROGRESS_LABEL, RESUMOS_SEARCH } from '@/features/sala-de-aula-aluno/sala-aluno-messages';
import {
  NOTA_SUBMIT,
  PROVA_LABEL,
  RESUMO_SUBMIT,
  LISTA_LABEL,
  statusButtonLabel,
  SUBMIT_TURMA,
  TAB_CHAMADAS,
  TAB_NOTAS,
  TURMA_LABEL,
  WORKBOOK_LABEL,
} from '@/features/sala-de-aula/sala-messages';
import { useFreshPage } from './browser';
import { twoPagePdf } from './media';
import {
  BACKEND,
  RUN,
  chooseOption,
  field,
  logIn,
  logOut,
  open,
  screenshotFromTop as screenshot,
  setTheme,
  startPlaying,
} from './ui';

const TURMA = 'Global English 3 — Seg/Qua 19h';
/** The seed: 12 tracks in the class's course, the demo student has played 'Faixa 1' to 'Faixa 4'. */
const TRACKS = 12;
const PLAYED = 4;
const TRACK = 'Faixa 5';
const HORA = '19:00';
const AULA = `Aula E2E ${RUN}`;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 860 };

/**
 * A lesson day of this run, 2 to 4 months back: before the 8 seeded lesson days
 * (the last 4 weeks) and after the class began (5 months before the seed's today).
 */
function lessonDay(): string {
  const n = Number.parseInt(RUN, 36);
  const d = new Date();
  d.setDate(1);
  d.setMonth(d.getMonth() - 2 - (n % 3));
  d.setDate(1 + (Math.floor(n / 3) % 28));
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

async function pickClass(page: Page) {
  await open(page, '/sala-de-aula', 'Sala de Aula');
  await chooseOption(page.getByRole('combobox', { name: TURMA_LABEL, exact: true }), TURMA);
  await page.getByRole('tab', { name: TAB_CHAMADAS }).waitFor();
}

/** The rows of a data table (by its caption) that contain every text given. */
function rowsOf(page: Page, caption: string, ...texts: string[]): Locator {
  let rows = page.getByRole('table', { name: caption }).locator('tbody tr');
  for (const text of texts) rows = rows.filter({ hasText: text });
  return rows;
}

/** The student's progress: the percentage and the count of played tracks the bar announces. */
async function progressOf(bar: Locator): Promise<{ percent: number; played: number; total: number }> {
  const text = (await bar.getAttribute('aria-valuetext')) ?? '';
  const match = /^(\d+)% \((\d+) de (\d+) /.exec(text);
  if (!match) throw new Error(`Barra de progresso sem o texto esperado: "${text}"`);
  expect(await bar.getAttribute('aria-valuenow')).toBe(match[1]);
  return { percent: Number(match[1]), played: Number(match[2]), total: Number(match[3]) };
}

describe(`classroom journey (${BACKEND})`, () => {
  const fresh = useFreshPage(DESKTOP);
  let page: Page;
  let errors: string[];
  beforeEach(() => {
    ({ page, errors } = fresh);
  });

  it(
    'the teacher takes attendance, writes a summary with a PDF and grades; the student reads it and plays an audio',
    { timeout: 240_000 },
    async () => {
      const day = lessonDay();
      const dayBR = formatDateBR(day);

      // 1. The teacher's classroom.
      await logIn(page, 'professor');
      await pickClass(page);

      // The day has no records yet: the history filtered to it is empty.
      const filters = page.getByRole('search', { name: 'Filtros do histórico' });
      await field(filters, 'De').fill(day);
      await field(filters, 'Até').fill(day);
      await page
        .getByRole('table', { name: 'Chamadas registradas' })
        .getByText(/^Nenhuma chamada encontrada/)
        .waitFor({ timeout: 15_000 });

      // The roll call: every student of the class in one list, Presente by default.
      const chamada = page.getByRole('form', { name: 'Registrar chamada' });
      await field(chamada, 'Data').fill(day);
      await field(chamada, 'Hora').fill(HORA);
      const lista = chamada.getByRole('list', { name: LISTA_LABEL });
      const groups = lista.getByRole('radiogroup');
      await expect.poll(() => groups.count(), { timeout: 15_000 }).toBe(8);
      const students = await groups.count();
      const names: string[] = [];
      for (let i = 0; i < students; i++) {
        const group = groups.nth(i);
        names.push(await group.evaluate((g) => document.getElementById(g.getAttribute('aria-labelledby')!)!.textContent!));
        expect(await group.getByRole('radio', { name: 'Presente' }).isChecked()).toBe(true);
      }
      const choice = (nome: string, status: string) =>
        lista.getByRole('radiogroup', { name: nome, exact: true }).getByRole('radio', { name: status, exact: true });
      // The first student absent by a click; the second from the keyboard (Tab to them, arrows to F); the third excused.
      await choice(names[0]!, 'Ausente').check();
      await choice(names[1]!, 'Presente').focus();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      expect(await choice(names[1]!, 'Ausente').isChecked()).toBe(true);
      await choice(names[2]!, 'Justificado').check();
      await chamada.getByText(`${students} alunos: ${students - 3} presentes, 1 justificado, 2 ausentes.`).waitFor();
      await chamada.getByRole('button', { name: SUBMIT_TURMA }).click();
      await page.getByText(SALA_MESSAGES.loteSaved(students)).first().waitFor({ timeout: 15_000 });
      await expect.poll(() => rowsOf(page, 'Chamadas registradas', dayBR).count(), { timeout: 15_000 }).toBe(students);
      const dayRows = (status: string) => rowsOf(page, 'Chamadas registradas', dayBR, status).count();
      expect([await dayRows('Presente'), await dayRows('Justificado'), await dayRows('Ausente')]).toEqual([students - 3, 1, 2]);
      await expect.poll(() => chamada.getByText(`Registrado às ${HORA}`).count(), { timeout: 15_000 }).toBe(students);
      await screenshot(page, `sala-de-aula-${BACKEND}-1-chamada`);

      // The last student (Presente) to J: P/J/F in the history, then the confirmation.
      const nome = names[students - 1]!;
      await page.getByRole('button', { name: statusButtonLabel(nome, 'Justificado'), exact: true }).click();
      const confirm = page.getByRole('alertdialog');
      await confirm.waitFor();
      expect(await confirm.textContent()).toContain(dayBR);
      await confirm.getByRole('button', { name: 'Confirmar' }).click();
      await page.getByText(SALA_MESSAGES.statusUpdated('Justificado')).first().waitFor({ timeout: 15_000 });
      await expect
        .poll(() => rowsOf(page, 'Chamadas registradas', dayBR, nome).locator('td').nth(3).textContent(), { timeout: 15_000 })
        .toBe('Justificado');
      // The roll call follows the history.
      await expect.poll(() => choice(nome, 'Justificado').isChecked(), { timeout: 15_000 }).toBe(true);
      await screenshot(page, `sala-de-aula-${BACKEND}-2-justificado`);

      // The roll call again the same day: the first student came after all; the records are updated, never duplicated.
      await choice(names[0]!, 'Presente').check();
      await chamada.getByRole('button', { name: SUBMIT_TURMA }).click();
      await expect.poll(() => page.getByText(SALA_MESSAGES.loteSaved(students)).count(), { timeout: 15_000 }).toBeGreaterThan(0);
      await expect
        .poll(() => rowsOf(page, 'Chamadas registradas', dayBR, names[0]!).locator('td').nth(3).textContent(), {
          timeout: 15_000,
        })
        .toBe('Presente');
      expect(await rowsOf(page, 'Chamadas registradas', dayBR).count()).toBe(students);
      expect([await dayRows('Presente'), await dayRows('Justificado'), await dayRows('Ausente')]).toEqual([students - 3, 2, 1]);

      // The lesson's summary, with a PDF uploaded as it is picked.
      const resumo = page.getByRole('form', { name: 'Resumo da aula' });
      await field(resumo, 'Aula').fill(AULA);
      await field(resumo, 'Resumo').fill(`Present perfect x simple past; leitura da unidade 4 (${RUN}).`);
      await field(resumo, 'Data').fill(day);
      await field(resumo, 'Hora').fill(HORA);
      await resumo
        .locator('input[type="file"]')
        .setInputFiles([{ name: `Resumo ${RUN}.pdf`, mimeType: 'application/pdf', buffer: twoPagePdf() }]);
      await resumo.getByText('Enviado', { exact: true }).waitFor({ timeout: 30_000 });
      await resumo.getByRole('button', { name: RESUMO_SUBMIT }).click();
      await page.getByText(SALA_MESSAGES.resumoSaved).first().waitFor({ timeout: 15_000 });
      // The form starts empty again; the register lists the summary with its file.
      await expect.poll(() => field(resumo, 'Aula').inputValue()).toBe('');
      await page.getByRole('searchbox', { name: 'Pesquisar resumos' }).fill(RUN);
      const saved = rowsOf(page, 'Resumos da turma', AULA);
      await expect.poll(() => saved.count(), { timeout: 15_000 }).toBe(1);
      await saved.getByRole('link', { name: 'Abrir arquivo' }).waitFor();
      await screenshot(page, `sala-de-aula-${BACKEND}-3-resumo`);

      // Two grades, each confirmed; the average's rating shows.
      await page.getByRole('tab', { name: TAB_NOTAS }).click();
      const nota = page.getByRole('form', { name: 'Lançar nota' });
      const notaAluno = field(nota, 'Aluno');
      await expect.poll(() => notaAluno.locator('option').count(), { timeout: 15_000 }).toBe(students + 1);
      const graded = (await notaAluno.locator('option').allTextContents()).slice(1, 3);
      // Typed the Brazilian way (a decimal comma) and shown so.
      const grades = [
        { nome: graded[0]!, workbook: '9', prova: '8,5', media: '8,8', rating: 'Boa' },
        { nome: graded[1]!, workbook: '5', prova: '4', media: '4,5', rating: 'Ruim' },
      ];
      for (const g of grades) {
        await notaAluno.selectOption({ label: g.nome });
        await field(nota, 'Data').fill(day);
        await field(nota, WORKBOOK_LABEL).fill(g.workbook);
        await field(nota, PROVA_LABEL).fill(g.prova);
        await nota.getByRole('button', { name: NOTA_SUBMIT }).click();
        const ask = page.getByRole('alertdialog');
        await ask.waitFor();
        expect(await ask.textContent()).toContain(`${g.nome}: workbook`);
        expect(await ask.textContent()).toContain(`(média ${g.media})`);
        await ask.getByRole('button', { name: 'Salvar' }).click();
        await page.getByText(SALA_MESSAGES.notaSaved).first().waitFor({ timeout: 15_000 });
        await ask.waitFor({ state: 'detached' });
      }
      // Newest first: a lesson months back is on the last page.
      const pages = page.getByRole('navigation', { name: 'Páginas das notas' });
      if ((await pages.count()) > 0) await pages.getByRole('button', { name: 'Última página' }).click();
      for (const g of grades) {
        const row = rowsOf(page, 'Notas lançadas', g.nome, dayBR);
        await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
        const cells = await row.locator('td').allTextContents();
        expect(cells.slice(4, 6)).toEqual([g.media, g.rating]);
      }
      await screenshot(page, `sala-de-aula-${BACKEND}-4-notas`);
      await logOut(page);

      // 2. The student's classroom. Her birthday is the seed's today: its celebration comes and goes first.
      await logIn(page, 'aluno');
      await page.getByText(/^Congratulations .+!$/).waitFor({ timeout: 15_000 });
      await page.getByText(/^Congratulations /).waitFor({ state: 'detached', timeout: 15_000 });
      await open(page, '/sala-de-aula-aluno', 'Sala de Aula');
      await page.getByText(TURMA, { exact: true }).waitFor({ timeout: 15_000 });

      // The new summary, found by its lesson; its PDF opens in the viewer.
      await page.getByRole('searchbox', { name: RESUMOS_SEARCH }).fill(AULA);
      const entry = page.getByRole('article', { name: AULA, exact: true });
      await entry.waitFor({ timeout: 15_000 });
      expect(await entry.textContent()).toContain(`(${RUN})`);
      // Its day, the only one of the search, is open.
      expect(await page.getByRole('button', { name: new RegExp(`^${dayBR}`) }).getAttribute('aria-expanded')).toBe('true');
      await entry.getByRole('button', { name: OPEN_PDF }).click();
      const viewer = page.getByRole('dialog', { name: `Resumo de ${AULA}` });
      await viewer.getByText('Página 1 de 2').waitFor({ timeout: 30_000 });
      await screenshot(page, `sala-de-aula-aluno-${BACKEND}-1-resumo-pdf`);
      await page.keyboard.press('Escape');
      await viewer.waitFor({ state: 'detached' });

      // The progress before: the seed's 4 of 12.
      const bar = page.getByRole('progressbar', { name: PROGRESS_LABEL });
      await bar.waitFor({ timeout: 15_000 });
      const before = await progressOf(bar);
      expect(before).toEqual({ percent: audioProgress(PLAYED, TRACKS), played: PLAYED, total: TRACKS });

      // 'Faixa 5' plays; its first play marks it, and the bar moves.
      const track = page.getByRole('list', { name: AUDIOS_TITLE }).getByLabel(TRACK, { exact: true });
      await startPlaying(track);
      const played = await track.evaluate((element) => {
        const audio = element as HTMLAudioElement;
        return { time: audio.currentTime, error: audio.error?.code ?? null };
      });
      expect(played.error).toBeNull();
      expect(played.time).toBeGreaterThan(0);
      await expect.poll(async () => (await progressOf(bar)).played, { timeout: 15_000 }).toBe(PLAYED + 1);
      const after = await progressOf(bar);
      expect(after).toEqual({ percent: audioProgress(PLAYED + 1, TRACKS), played: PLAYED + 1, total: TRACKS });
      expect(after.percent).toBeGreaterThan(before.percent);
      await screenshot(page, `sala-de-aula-aluno-${BACKEND}-2-progresso`);

      // 3. Both screens at 390 px and in the dark theme.
      await page.getByRole('searchbox', { name: RESUMOS_SEARCH }).fill('');
      await page.setViewportSize(PHONE);
      await screenshot(page, `sala-de-aula-aluno-${BACKEND}-390`);
      await setTheme(page, 'dark');
      await screenshot(page, `sala-de-aula-aluno-${BACKEND}-390-dark`);
      await page.setViewportSize(DESKTOP);
      await screenshot(page, `sala-de-aula-aluno-${BACKEND}-dark`);
      await setTheme(page, 'light');
      await logOut(page);

      await logIn(page, 'professor');
      await pickClass(page);
      await page.getByRole('table', { name: 'Chamadas registradas' }).locator('tbody tr').first().waitFor();
      await setTheme(page, 'dark');
      await screenshot(page, `sala-de-aula-${BACKEND}-dark`);
      await page.setViewportSize(PHONE);
      await screenshot(page, `sala-de-aula-${BACKEND}-390-dark`);
      await setTheme(page, 'light');
      await screenshot(page, `sala-de-aula-${BACKEND}-390`);
      await page.getByRole('tab', { name: TAB_NOTAS }).click();
      await page.getByRole('list', { name: 'Notas lançadas' }).waitFor({ timeout: 15_000 });
      await screenshot(page, `sala-de-aula-${BACKEND}-390-notas`);

      expect(errors).toEqual([]);
    },
  );
});
