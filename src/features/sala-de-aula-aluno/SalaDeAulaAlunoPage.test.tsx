import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AudioResposta } from '@contract/cursos';
import type { Nota, Resumo, Turma } from '@contract/entities';
import type { Frequencia } from '@contract/sala-de-aula';
import { SALA_MESSAGES } from '@contract/sala-de-aula';
import { MATERIAL_MESSAGES } from '@contract/materiais';
import { audioProgress, linkHref } from '@contract/rules/sala-de-aula';
import type { PdfDocument, PdfLoad, PdfPage } from '@/components/PdfViewer/pdfjs';
import { apiBaseUrl } from '@/api/config';
import { formatDateBR } from '@contract/dates';
import { formatGrade, gradeRating } from '@contract/rules/notas';
import { server } from '../../../tests/msw';
import { renderApp, signIn, type DemoLoginName } from '../../../tests/test-utils';
import { NEWEST_FIRST, OLDEST_FIRST, RESUMOS_SEARCH } from './sala-aluno-messages';

// PDF.js itself never loads here: the viewer's lazily imported module is replaced.
vi.mock('@/components/PdfViewer/pdfjs', () => {
  const page: PdfPage = { width: 600, height: 800, render: () => ({ promise: Promise.resolve(), cancel: () => {} }) };
  const doc: PdfDocument = { numPages: 1, getPage: async () => page, destroy: () => {} };
  return { openPdf: (): PdfLoad => ({ promise: Promise.resolve(doc), cancel: () => {} }), pdfErrorKind: () => 'other' };
});

const ROUTE = '/sala-de-aula-aluno';

/** The mock API as a signed-in person sees it (the expected values come from the same backend the screen reads). */
async function get<T>(token: string, path: string): Promise<{ body: T; total: number }> {
  const response = await fetch(`${apiBaseUrl()}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return { body: (await response.json()) as T, total: Number(response.headers.get('X-Total-Count') ?? NaN) };
}

/** The demo student's class (the server answers a student their own only). */
async function classOf(token: string): Promise<Turma> {
  const { body } = await get<Turma[]>(token, '/turmas?page=1&pageSize=10');
  expect(body).toHaveLength(1);
  return body[0]!;
}

/** The accordion's day headers (buttons with aria-expanded) in the summaries card. */
const dayHeaders = () =>
  within(screen.getByRole('region', { name: 'Resumos das aulas' }))
    .getAllByRole('button')
    .filter((b) => b.hasAttribute('aria-expanded'));
const dayTexts = () => dayHeaders().map((b) => b.querySelector('time')?.textContent);

/** The distinct days of a list of summaries, as the accordion shows them. */
const daysOf = (resumos: readonly Resumo[]) => [...new Set(resumos.map((r) => r.cp_res_data))].map(formatDateBR);

async function openPage(as: DemoLoginName = 'aluno') {
  const view = await renderApp({ route: ROUTE, as });
  await screen.findByRole('heading', { level: 1, name: 'Sala de Aula' });
  return view;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Sala de Aula (aluno)', () => {
  it('shows the course video and PDFs, and opens a PDF in the viewer', async () => {
    const { user } = await openPage();
    const materials = await screen.findByRole('list', { name: 'Materiais do curso' });
    await waitFor(() => expect(materials).not.toHaveAttribute('aria-busy'));
    expect(within(materials).getByRole('button', { name: 'Assistir vídeo' })).toBeInTheDocument();
    const pdfs = within(materials).getAllByRole('button', { name: /\.pdf\)?$/ });
    expect(pdfs.length).toBeGreaterThanOrEqual(1);
    expect(pdfs.length).toBeLessThanOrEqual(3);

    await user.click(pdfs[0]!);
    const viewer = await screen.findByRole('dialog', { name: pdfs[0]!.getAttribute('title')! });
    expect(await within(viewer).findByText('Página 1 de 1')).toBeInTheDocument();
    await user.click(within(viewer).getByRole('button', { name: 'Fechar' }));

    await user.click(within(materials).getByRole('button', { name: 'Assistir vídeo' }));
    const video = await screen.findByRole('dialog');
    expect(video.querySelector('iframe')?.getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\//);
  });

  it('groups the summaries by day, newest first, with the first day open', async () => {
    const { session } = await openPage();
    const turma = await classOf(session!.token);
    const { body: resumos } = await get<Resumo[]>(session!.token, `/resumos/${turma.cp_tr_id}?page=1&pageSize=10`);
    expect(resumos.length).toBeGreaterThan(1);

    await waitFor(() => expect(dayTexts()).toEqual(daysOf(resumos)));
    const [first, ...rest] = dayHeaders();
    expect(first).toHaveAttribute('aria-expanded', 'true');
    for (const header of rest) expect(header).toHaveAttribute('aria-expanded', 'false');
    const newest = screen.getByRole('region', { name: new RegExp(`^${formatDateBR(resumos[0]!.cp_res_data)}`) });
    expect(within(newest).getByRole('heading', { name: resumos[0]!.cp_res_aula })).toBeInTheDocument();
    expect(within(newest).getByText(resumos[0]!.cp_res_resumo)).toBeInTheDocument();
  });

  it("opens a summary's PDF in the viewer, its image in a dialog and its link with http://", async () => {
    const session = await signIn('aluno');
    const turma = await classOf(session.token);
    const { body: resumos } = await get<Resumo[]>(session.token, `/resumos/${turma.cp_tr_id}?page=1&pageSize=10`);
    // The seeded summaries carry no file: the class's own summaries are answered with a PDF and an image.
    const pdf = `${apiBaseUrl()}/storage-test/resumos/5/3b1c.pdf?token=a`;
    const image = `${apiBaseUrl()}/storage-test/resumos/5/9f0e.png?token=b`;
    const answered = resumos.map((r, i) => ({ ...r, cp_res_arquivo: i === 0 ? pdf : i === 1 ? image : r.cp_res_arquivo }));
    server.use(
      http.get(`${apiBaseUrl()}/resumos/:turmaId`, () =>
        HttpResponse.json(answered, { headers: { 'X-Total-Count': String(answered.length) } }),
      ),
    );
    const { user } = await renderApp({ route: ROUTE });
    await waitFor(() => expect(dayTexts()).toEqual(daysOf(resumos)));
    const openDay = async (r: Resumo) => {
      const day = dayHeaders().find((b) => b.querySelector('time')?.textContent === formatDateBR(r.cp_res_data))!;
      if (day.getAttribute('aria-expanded') === 'false') await user.click(day);
      return screen.getByRole('article', { name: r.cp_res_aula });
    };

    const first = await openDay(resumos[0]!);
    await user.click(within(first).getByRole('button', { name: 'Ver PDF' }));
    const viewer = await screen.findByRole('dialog', { name: `Resumo de ${resumos[0]!.cp_res_aula}` });
    expect(await within(viewer).findByText('Página 1 de 1')).toBeInTheDocument();
    await user.click(within(viewer).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const second = await openDay(resumos[1]!);
    await user.click(within(second).getByRole('button', { name: 'Ver imagem' }));
    const picture = await screen.findByRole('dialog', { name: `Resumo de ${resumos[1]!.cp_res_aula}` });
    expect(within(picture).getByRole('img', { name: `Arquivo de ${resumos[1]!.cp_res_aula}` })).toHaveAttribute('src', image);
    await user.click(within(picture).getByRole('button', { name: 'Fechar' }));

    // The seed's first summary has a link typed without http://: it opens with it, in a new tab.
    const bare = resumos.find((r) => r.cp_res_link && !/^https?:/.test(r.cp_res_link));
    expect(bare).toBeDefined();
    const link = within(await openDay(bare!)).getByRole('link', { name: /^Link da aula/ });
    expect(link).toHaveAttribute('href', linkHref(bare!.cp_res_link!));
    expect(link.getAttribute('href')).toMatch(/^http:\/\//);
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('searches the summaries, flips their order and clears both', async () => {
    const { user, session } = await openPage();
    const turma = await classOf(session!.token);
    const { body: recentes } = await get<Resumo[]>(session!.token, `/resumos/${turma.cp_tr_id}?page=1&pageSize=10`);
    await waitFor(() => expect(dayTexts()).toEqual(daysOf(recentes)));

    // The button says the order shown; a click flips it and its label: the same days, the other way round.
    expect(screen.queryByRole('button', { name: OLDEST_FIRST })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: NEWEST_FIRST }));
    expect(await screen.findByRole('button', { name: OLDEST_FIRST })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: NEWEST_FIRST })).not.toBeInTheDocument();
    await waitFor(() => expect(dayTexts()).toEqual(daysOf(recentes).reverse()));

    // A search for one lesson keeps only its day.
    const target = recentes.at(-1)!;
    await user.type(screen.getByRole('searchbox', { name: RESUMOS_SEARCH }), target.cp_res_aula);
    await waitFor(() => expect(dayTexts()).toEqual([formatDateBR(target.cp_res_data)]));
    expect(screen.getByRole('heading', { name: target.cp_res_aula })).toBeInTheDocument();

    // A search that matches nothing says so.
    await user.clear(screen.getByRole('searchbox', { name: RESUMOS_SEARCH }));
    await user.type(screen.getByRole('searchbox', { name: RESUMOS_SEARCH }), 'zzzz inexistente');
    expect(await screen.findByText(SALA_MESSAGES.noResumos)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Limpar' }));
    expect(screen.getByRole('searchbox', { name: RESUMOS_SEARCH })).toHaveValue('');
    expect(screen.getByRole('button', { name: NEWEST_FIRST })).toBeInTheDocument();
    await waitFor(() => expect(dayTexts()).toEqual(daysOf(recentes)));
  });

  it('shows the student their own attendance rate and grades only', async () => {
    const { session } = await openPage();
    const turma = await classOf(session!.token);
    const { body: frequencia } = await get<Frequencia[]>(session!.token, `/chamadas/turma/${turma.cp_tr_id}/frequencia`);
    const { body: notas } = await get<Nota[]>(session!.token, `/notas/turma/${turma.cp_tr_id}?page=1&pageSize=10`);
    // The backend answers only their own rows: that is what the screen shows.
    expect(frequencia).toHaveLength(1);
    expect(frequencia[0]!.cp_aluno_id).toBe(session!.userId);
    expect(notas.length).toBeGreaterThan(0);
    expect(notas.every((n) => n.cp_nota_aluno_id === session!.userId)).toBe(true);

    const own = frequencia[0]!;
    const rate = await screen.findByRole('region', { name: 'Frequência' });
    await waitFor(() => expect(within(rate).getByText(`${own.percentual}%`)).toBeInTheDocument());
    const counts = Object.fromEntries(
      within(rate)
        .getAllByRole('term')
        .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
    );
    expect(counts).toEqual({
      Presente: String(own.presentes),
      Ausente: String(own.ausentes),
      Justificado: String(own.justificados),
    });

    const table = await screen.findByRole('table', { name: 'Minhas notas' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(notas.length + 1));
    const rows = within(table).getAllByRole('row').slice(1);
    notas.forEach((nota, i) => {
      const cells = within(rows[i]!)
        .getAllByRole('cell')
        .map((c) => c.textContent);
      expect(cells).toEqual([
        formatDateBR(nota.cp_nota_data),
        formatGrade(nota.cp_nota_workbook),
        formatGrade(nota.cp_nota_prova),
        formatGrade(nota.cp_nota_media),
        gradeRating(nota.cp_nota_media).label,
      ]);
    });
  });

  it('shows the student a grade of 8,5 and 7 with the average 7,8, in pt-BR', async () => {
    const aluno = await signIn('aluno');
    const turma = await classOf(aluno.token);
    // Her teacher grades her: workbook 8.5 and exam 7, on a day after every seeded lesson (the newest, the first row).
    const professor = await signIn('professor');
    const saved = await fetch(`${apiBaseUrl()}/notas`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${professor.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        turmaId: turma.cp_tr_id,
        alunoId: aluno.userId,
        data: '2031-03-10',
        notaWorkbook: 8.5,
        notaProva: 7,
      }),
    });
    expect(saved.ok).toBe(true);

    await openPage();
    const table = await screen.findByRole('table', { name: 'Minhas notas' });
    await waitFor(() => expect(within(table).getByText('10/03/2031')).toBeInTheDocument());
    const cells = within(within(table).getAllByRole('row')[1]!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual(['10/03/2031', '8,5', '7,0', '7,8', 'Boa']);
    expect(within(table).queryByText(/^\d+\.\d$/)).not.toBeInTheDocument();
  });

  it('marks an audio the first time it plays, and the progress rises', async () => {
    const session = await signIn('aluno');
    const turma = await classOf(session.token);
    const cursoId = turma.cp_tr_curso_id;
    const { body: tracks, total } = await get<AudioResposta[]>(session.token, `/audios-curso/${cursoId}?page=1&pageSize=100`);
    const { body: marked } = await get<number[]>(session.token, `/audios-marcados/${session.userId}?cursoId=${cursoId}`);
    expect(total).toBeGreaterThan(10);
    expect(marked.length).toBeLessThan(10);
    let marks = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && request.url.endsWith('/registrar-visualizacao')) marks++;
    });

    const { user } = await renderApp({ route: ROUTE });
    const progress = await screen.findByRole('progressbar', { name: 'Progresso nos áudios' });
    expect(progress).toHaveAttribute('aria-valuenow', String(audioProgress(marked.length, total)));
    const list = screen.getByRole('list', { name: 'Áudios do curso' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(within(list).getAllByRole('img', { name: 'Ouvido' })).toHaveLength(
      tracks.slice(0, 10).filter((t) => marked.includes(t.cp_audio_id)).length,
    );

    const fresh = tracks.slice(0, 10).find((t) => !marked.includes(t.cp_audio_id))!;
    const item = within(list)
      .getAllByRole('listitem')
      .find(
        (li) => li.textContent?.includes(fresh.cp_nome_audio) && li.querySelector(`audio[aria-label="${fresh.cp_nome_audio}"]`),
      )!;
    const player = item.querySelector('audio')!;
    fireEvent.play(player);
    fireEvent.play(player);
    await waitFor(() => expect(progress).toHaveAttribute('aria-valuenow', String(audioProgress(marked.length + 1, total))));
    expect(within(item).getByRole('img', { name: 'Ouvido' })).toBeInTheDocument();
    expect(screen.getByText(`${marked.length + 1} de ${total} áudios ouvidos`)).toBeInTheDocument();
    expect(marks).toBe(1);

    // Playing a marked audio again sends nothing (counted below, once a request asked after it has been answered).
    fireEvent.play(player);

    // The next page: the rest of the tracks in the server's order.
    await user.click(within(screen.getByRole('navigation', { name: 'Páginas dos áudios' })).getByRole('button', { name: '2' }));
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((li) => li.querySelector('audio')?.getAttribute('aria-label')),
      ).toEqual(tracks.slice(10, 20).map((t) => t.cp_nome_audio)),
    );
    // A mark sent by the second play would have reached the server before this page's request.
    expect(marks).toBe(1);
  });

  it('says the student has no class yet when they have none', async () => {
    // A live student of the demo school without a class, as the school's secretary lists them.
    const staff = await signIn('secretaria');
    const { body: alunos } = await get<{ cp_id: number; cp_turma_id: number | null }[]>(
      staff.token,
      `/escola/alunos/${staff.schoolId}`,
    );
    const unplaced = alunos.find((a) => a.cp_turma_id === null);
    expect(unplaced).toBeDefined();
    const { body: person } = await get<{ cp_login: string }>(staff.token, `/users/${unplaced!.cp_id}`);

    await openPage(person.cp_login as DemoLoginName);
    expect(await screen.findByRole('heading', { name: SALA_MESSAGES.noClass })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Áudios do curso' })).not.toBeInTheDocument();
  });

  it('says the summaries failed to load, and only logs an audio or material failure', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.get(`${apiBaseUrl()}/resumos/:turmaId`, () =>
        HttpResponse.json({ msg: 'Erro interno do servidor.' }, { status: 500 }),
      ),
      http.get(`${apiBaseUrl()}/audios-curso/:courseId`, () =>
        HttpResponse.json({ msg: 'Erro interno do servidor.' }, { status: 500 }),
      ),
      http.get(`${apiBaseUrl()}/cursos/:id`, () => HttpResponse.json({ msg: 'Erro interno do servidor.' }, { status: 500 })),
    );
    await openPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(SALA_MESSAGES.resumosLoadError);
    expect(within(alert).getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
    // Silent failures (spec section 8): no message, only the log.
    expect(await screen.findByText(SALA_MESSAGES.noAudios)).toBeInTheDocument();
    expect(await screen.findByText(MATERIAL_MESSAGES.empty)).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Sala de aula: áudios do curso', expect.anything()));
    expect(logged).toHaveBeenCalledWith('Sala de aula: material do curso', expect.anything());
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
