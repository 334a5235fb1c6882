/**
 * The audio course journey in Chromium, on both backends (the mock build and
 * `npm run local`):
 *
 *   1. the Gestor registers '[RUS] RUSSIAN FOR BUSINESS' (the seeded course
 *      without tracks) with three tracks and a PDF — real MP3 and PDF bytes,
 *      each sent straight to storage with its progress, one save;
 *   2. a teacher finds it on Áudios, the tracks in numeric order ('Unit 2'
 *      before 'Unit 10'), plays track 2 and seeks in it (on `npm run local`
 *      storage answers the ranges with 206), and opens the PDF in the app's
 *      viewer, whose 'Baixar' saves it under its name through the download
 *      proxy;
 *   3. the Gestor publishes a training material with a PDF, download allowed
 *      and no category code (for every teacher); the teacher finds it on
 *      Treinamento and 'Baixar PDFs' saves the PDF, its bytes intact.
 */
import { readFile } from 'node:fs/promises';
import type { Download, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { screenshot, useFreshPage } from './browser';
import { silentMp3, twoPagePdf } from './media';
import { BACKEND, chooseOption, field, logIn, logOut, open, startPlaying, submitAndConfirm } from './ui';

const COURSE = '[RUS] RUSSIAN FOR BUSINESS';
const TRACKS = ['Unit 10', 'Unit 2', 'Unit 1'];

async function registerCourse(page: Page) {
  await open(page, '/cadastro-audio', 'Cadastro de Áudio');
  await chooseOption(page.getByRole('combobox', { name: /^Curso/ }), COURSE);
  await field(page, 'Link do YouTube').fill('https://www.youtube.com/watch?v=abcdefghijk');
  await page
    .getByRole('region', { name: 'Áudios' })
    .locator('input[type="file"]')
    .setInputFiles(TRACKS.map((name, i) => ({ name: `${name}.mp3`, mimeType: 'audio/mpeg', buffer: silentMp3(4 + i) })));
  await page
    .getByRole('region', { name: 'PDFs' })
    .locator('input[type="file"]')
    .setInputFiles([{ name: 'Apostila.pdf', mimeType: 'application/pdf', buffer: twoPagePdf() }]);
  // The save waits for the uploads: its label is 'Cadastrar' again once every file arrived.
  await page.getByRole('button', { name: 'Cadastrar', exact: true }).waitFor({ timeout: 30_000 });
  await submitAndConfirm(page, 'Cadastrar', 'Curso e áudios cadastrados com sucesso!');
}

describe(`audio course journey (${BACKEND})`, () => {
  const fresh = useFreshPage();
  let page: Page;
  let errors: string[];
  beforeEach(() => {
    ({ page, errors } = fresh);
  });

  it(
    'the Gestor registers a course with 3 tracks and a PDF; a teacher plays track 2, seeks in it and opens the PDF',
    { timeout: 240_000 },
    async () => {
      await logIn(page, 'gestor');
      await registerCourse(page);
      await screenshot(page, `audios-${BACKEND}-1-registered`);
      await logOut(page);

      await logIn(page, 'professor');
      await open(page, '/audios', 'Áudios');
      await page.getByLabel('Pesquisar cursos').fill('russian for business');
      await page.getByRole('button', { name: COURSE, exact: true }).click({ timeout: 15_000 });
      const tracks = page.getByRole('list', { name: `Áudios de ${COURSE}` });
      await expect
        .poll(() => tracks.locator('audio').evaluateAll((els) => els.map((el) => el.getAttribute('aria-label'))), {
          timeout: 15_000,
        })
        .toEqual(['Unit 1', 'Unit 2', 'Unit 10']);

      // Track 2 plays, then seeks; storage serves the bytes by range.
      const ranges: number[] = [];
      page.on('response', (response) => {
        if (response.url().includes('/object/sign/audios/')) ranges.push(response.status());
      });
      const track = tracks.getByLabel('Unit 2', { exact: true });
      await startPlaying(track);
      const played = await track.evaluate(async (element) => {
        const audio = element as HTMLAudioElement;
        const before = audio.currentTime;
        audio.currentTime = 3.5;
        await new Promise((resolve) => audio.addEventListener('seeked', resolve, { once: true }));
        return { before, after: audio.currentTime, duration: audio.duration, error: audio.error?.code ?? null };
      });
      expect(played.error).toBeNull();
      expect(played.before).toBeGreaterThan(0);
      expect(played.after).toBeGreaterThanOrEqual(3.4);
      expect(played.duration).toBeGreaterThan(4.5);
      // Storage answers the player's ranges with 206. In the mock build its service worker hands the
      // player the whole (small) file at once, so the seek is served from memory there.
      expect(ranges.length).toBeGreaterThan(0);
      if (BACKEND === 'local') expect(ranges).toContain(206);
      await screenshot(page, `audios-${BACKEND}-2-playing`);

      // The PDF opens in the app's viewer.
      await page.getByRole('button', { name: 'Apostila.pdf', exact: true }).click();
      const viewer = page.getByRole('dialog', { name: 'Apostila.pdf' });
      await viewer.getByText('Página 1 de 2').waitFor({ timeout: 30_000 });
      await expect.poll(() => viewer.locator('canvas').count()).toBeGreaterThan(0);
      // 'Baixar' goes through the download proxy: an attachment under the PDF's original name.
      const baixar = viewer.getByRole('link', { name: 'Baixar Apostila.pdf' });
      await expect.poll(() => baixar.getAttribute('href')).toContain('download=Apostila.pdf');
      await screenshot(page, `audios-${BACKEND}-3-pdf`);
      // Saved in place under its name, the bytes those uploaded.
      const [saved] = await Promise.all([page.waitForEvent('download'), baixar.click()]);
      await expectPdf(saved, 'Apostila.pdf');
      expect(errors).toEqual([]);
    },
  );

  it(
    'the Gestor publishes a training material with a PDF; a teacher finds it on Treinamento and downloads the PDF',
    { timeout: 180_000 },
    async () => {
      await logIn(page, 'gestor');
      await open(page, '/treinamento', 'Treinamento');
      await page.getByRole('button', { name: 'Cadastrar Material' }).click();
      const form = page.getByRole('dialog', { name: 'Cadastrar Material' });
      await field(page, 'Título').fill(MATERIAL);
      await field(page, 'Descrição').fill('Roteiro da primeira aula de uma turma nova.');
      await form.getByRole('checkbox', { name: 'Permitir download' }).check();
      await form
        .getByLabel('PDFs', { exact: true })
        .setInputFiles([{ name: 'Roteiro da primeira aula.pdf', mimeType: 'application/pdf', buffer: twoPagePdf() }]);
      // The save waits for the upload: its label is 'Cadastrar' again once the file arrived.
      await form.getByRole('button', { name: 'Cadastrar', exact: true }).click({ timeout: 30_000 });
      await page.getByText('Material cadastrado com sucesso!').first().waitFor({ timeout: 15_000 });
      await logOut(page);

      await logIn(page, 'professor');
      await open(page, '/treinamento', 'Treinamento');
      await page.getByRole('searchbox', { name: 'Pesquisar materiais' }).fill('primeira aula');
      const baixar = page.getByRole('button', { name: `Baixar PDFs de ${MATERIAL}` });
      await baixar.waitFor({ timeout: 15_000 });
      const [saved] = await Promise.all([page.waitForEvent('download'), baixar.click()]);
      await expectPdf(saved, 'Roteiro da primeira aula.pdf');
      await page.getByText('1 arquivo(s) baixado(s) com sucesso!').first().waitFor();
      await screenshot(page, `materiais-${BACKEND}-1-downloaded`);
      expect(errors).toEqual([]);
    },
  );
});

const MATERIAL = 'Guia do professor: primeira aula';

/** A download saved under `name`, whose bytes are the two-page PDF the journey uploaded. */
async function expectPdf(download: Download, name: string) {
  expect(download.suggestedFilename()).toBe(name);
  const path = await download.path();
  expect(path).not.toBeNull();
  expect(Buffer.compare(await readFile(path!), twoPagePdf())).toBe(0);
}
