import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { PdfDocument, PdfLoad, PdfPage } from '@/components/PdfViewer/pdfjs';
import { apiBaseUrl } from '@/api/config';
import { server } from '../../../tests/msw';
import { renderApp, type DemoLoginName } from '../../../tests/test-utils';
import { shortPdfName, videoLinkOf } from './audios-page-messages';

// PDF.js itself never loads here: the viewer's lazily imported module is replaced.
vi.mock('@/components/PdfViewer/pdfjs', () => {
  const page: PdfPage = { width: 600, height: 800, render: () => ({ promise: Promise.resolve(), cancel: () => {} }) };
  const doc: PdfDocument = { numPages: 1, getPage: async () => page, destroy: () => {} };
  return { openPdf: (): PdfLoad => ({ promise: Promise.resolve(doc), cancel: () => {} }), pdfErrorKind: () => 'other' };
});

const CLASS_COURSE = '[ING] GLOBAL ENGLISH BOOK 3';

const courseList = () => screen.getByRole('list', { name: 'Cursos com áudios' });
const courseNames = () =>
  within(courseList())
    .getAllByRole('button')
    .map((b) => b.textContent);
const trackList = (curso: string) => screen.getByRole('list', { name: `Áudios de ${curso}` });
const trackNames = (curso: string) =>
  within(trackList(curso))
    .getAllByRole('listitem')
    .map((li) => li.textContent?.replace(/Arquivo indisponível$/, '').trim());

async function openAudios(as: DemoLoginName) {
  const view = await renderApp({ route: '/audios', as });
  await screen.findByRole('heading', { level: 1, name: 'Áudios' });
  await waitFor(() => expect(courseList()).not.toHaveAttribute('aria-busy'));
  return view;
}

/** Narrows the course list to one course by the search box and picks it. */
async function pickCourse(user: Awaited<ReturnType<typeof openAudios>>['user'], name: string) {
  await user.type(screen.getByRole('searchbox', { name: 'Pesquisar cursos' }), name);
  await waitFor(() => expect(courseNames()).toEqual([name]));
  await user.click(within(courseList()).getByRole('button', { name }));
  await screen.findByRole('heading', { level: 2, name });
  await waitFor(() => expect(trackList(name)).not.toHaveAttribute('aria-busy'));
}

describe('Áudios', () => {
  it('selects the first course on load and shows a gestor the edit link', async () => {
    await openAudios('gestor');
    const first = courseNames()[0]!;
    expect(within(courseList()).getByRole('button', { name: first })).toHaveAttribute('aria-current', 'true');
    const detail = await screen.findByRole('region', { name: first });
    expect(within(detail).getByRole('heading', { level: 2 })).toHaveTextContent(first);
    expect(within(detail).getByRole('link', { name: /Editar Áudio/ })).toHaveAttribute('href', '/cadastro-audio/1');
    await waitFor(() => expect(trackList(first).children.length).toBeGreaterThan(0));
  });

  it('shows a teacher the same courses and tracks without the edit link', async () => {
    await openAudios('professor');
    const first = courseNames()[0]!;
    await screen.findByRole('region', { name: first });
    await waitFor(() => expect(trackList(first).children.length).toBeGreaterThan(0));
    expect(screen.queryByRole('link', { name: /Editar Áudio/ })).not.toBeInTheDocument();
  });

  it('pages the courses 10 at a time and offers 20, 30 and Ver Todos', async () => {
    const { user } = await openAudios('gestor');
    expect(courseNames()).toHaveLength(10);
    expect(screen.getByText('46 cursos')).toBeInTheDocument();
    const size = screen.getByRole('combobox', { name: 'Itens por página' });
    expect(
      within(size)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['10', '20', '30', 'Ver Todos']);
    const firstPage = courseNames();

    await user.click(screen.getByRole('button', { name: 'Próxima página' }));
    await waitFor(() => expect(courseNames()[0]).not.toBe(firstPage[0]));
    expect(courseNames()).toHaveLength(10);
    // The course picked stays on the right while the list pages.
    expect(screen.getByRole('region', { name: firstPage[0] })).toBeInTheDocument();

    await user.selectOptions(size, '20');
    await waitFor(() => expect(courseNames()).toHaveLength(20));
    expect(courseNames()[0]).toBe(firstPage[0]);
    await user.selectOptions(size, '30');
    await waitFor(() => expect(courseNames()).toHaveLength(30));
    await user.selectOptions(size, 'Ver Todos');
    await waitFor(() => expect(courseNames()).toHaveLength(46));
    expect(screen.queryByRole('navigation', { name: 'Páginas dos cursos' })).not.toBeInTheDocument();
    expect(courseNames()).not.toContain('[RUS] RUSSIAN FOR BUSINESS');
  });

  it("shows a course's tracks in numeric order, 10 per page, and the second page", async () => {
    const { user } = await openAudios('gestor');
    await pickCourse(user, CLASS_COURSE);
    expect(trackNames(CLASS_COURSE)).toEqual(Array.from({ length: 10 }, (_, i) => `Faixa ${i + 1}`));
    // The seeded tracks play the seed's placeholder MP3 (mocks/lib/files.ts).
    expect(trackList(CLASS_COURSE).querySelectorAll('audio')).toHaveLength(10);
    expect(within(trackList(CLASS_COURSE)).queryByText('Arquivo indisponível')).not.toBeInTheDocument();
    expect(screen.getByText('12 áudios')).toBeInTheDocument();

    const trackPages = screen.getByRole('navigation', { name: 'Páginas dos áudios' });
    await user.click(within(trackPages).getByRole('button', { name: '2' }));
    await waitFor(() => expect(trackNames(CLASS_COURSE)).toEqual(['Faixa 11', 'Faixa 12']));
  });

  it('plays a track whose file is in storage with a native player', async () => {
    const url = 'https://storage.example/audios/faixa-1.mp3?token=abc';
    server.use(
      http.get(`${apiBaseUrl()}/audios-curso/:courseId`, ({ params }) =>
        HttpResponse.json(
          [{ cp_audio_id: 900, cp_nome_audio: 'Unit 1', cp_curso_id: Number(params.courseId), cp_arquivo_audio: url }],
          {
            headers: { 'X-Total-Count': '1' },
          },
        ),
      ),
    );
    await openAudios('gestor');
    const first = courseNames()[0]!;
    await waitFor(() => expect(trackNames(first)).toEqual(['Unit 1']));
    const player = trackList(first).querySelector('audio')!;
    expect(player).toHaveAttribute('src', url);
    expect(player).toHaveAttribute('controls');
    expect(player).toHaveAttribute('preload', 'metadata');
    expect(player).toHaveAccessibleName('Unit 1');
  });

  it('cuts PDF names at 15 characters and opens a PDF in the viewer', async () => {
    const { user } = await openAudios('gestor');
    await pickCourse(user, CLASS_COURSE);
    const materials = screen.getByRole('list', { name: 'Materiais do curso' });
    const pdfs = within(materials).getAllByRole('button', { name: /\.pdf/ });
    expect(pdfs.length).toBeGreaterThanOrEqual(2);
    for (const pdf of pdfs) {
      const full = pdf.getAttribute('title')!;
      expect(pdf.textContent?.trim()).toBe(shortPdfName(full));
      // The name starts with the text shown (the cut name), then the whole name.
      expect(pdf).toHaveAccessibleName(full.length > 15 ? `${shortPdfName(full)} (${full})` : full);
    }
    const longest = pdfs.find((p) => p.getAttribute('title')!.length > 15)!;
    const name = longest.getAttribute('title')!;
    expect(longest.textContent?.trim()).toBe(`${name.slice(0, 15)}...`);

    await user.click(longest);
    const dialog = await screen.findByRole('dialog', { name });
    expect(await within(dialog).findByText('Página 1 de 1')).toBeInTheDocument();
    // 'Baixar' goes through the download proxy: storage serves an attachment under the PDF's own name.
    await waitFor(() =>
      expect(
        within(dialog)
          .getByRole('link', { name: `Baixar ${name}` })
          .getAttribute('href'),
      ).toContain(`download=${encodeURIComponent(name)}`),
    );
    await user.click(within(dialog).getByRole('button', { name: /Fechar/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens the course video in the video modal', async () => {
    const { user } = await openAudios('gestor');
    await pickCourse(user, CLASS_COURSE);
    await user.click(screen.getByRole('button', { name: 'Assistir vídeo' }));
    const dialog = await screen.findByRole('dialog', { name: CLASS_COURSE });
    expect(dialog.querySelector('iframe')?.getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\//);
  });

  it("offers no video when the link is the text 'null'", async () => {
    const { user } = await openAudios('gestor');
    await pickCourse(user, '[ESP] DELE PREPARACIÓN');
    expect(screen.queryByRole('button', { name: 'Assistir vídeo' })).not.toBeInTheDocument();
    expect(videoLinkOf('null')).toBeNull();
    expect(videoLinkOf('  ')).toBeNull();
  });

  it("shows 'Erro ao carregar curso' with a retry when the courses cannot be loaded", async () => {
    let fail = true;
    server.use(
      http.get(`${apiBaseUrl()}/cursos`, () =>
        fail ? HttpResponse.json({ msg: 'Erro interno do servidor.' }, { status: 500 }) : undefined,
      ),
    );
    const { user } = await renderApp({ route: '/audios', as: 'gestor' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao carregar curso');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(courseNames()).toHaveLength(10));
  });

  it("shows 'Erro ao carregar áudios' when a course's tracks cannot be loaded", async () => {
    server.use(http.get(`${apiBaseUrl()}/audios-curso/:courseId`, () => HttpResponse.json({ msg: 'Erro.' }, { status: 500 })));
    await openAudios('gestor');
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao carregar áudios');
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });

  it("shows 'Nenhum áudio encontrado' when no course has tracks", async () => {
    server.use(http.get(`${apiBaseUrl()}/cursos`, () => HttpResponse.json([], { headers: { 'X-Total-Count': '0' } })));
    await renderApp({ route: '/audios', as: 'gestor' });
    expect(await screen.findByRole('heading', { name: 'Nenhum áudio encontrado' })).toBeInTheDocument();
  });

  it('cuts names longer than 15 characters only', () => {
    expect(shortPdfName('apostila.pdf')).toBe('apostila.pdf');
    expect(shortPdfName('123456789012345')).toBe('123456789012345');
    expect(shortPdfName('1234567890123456')).toBe('123456789012345...');
  });
});
