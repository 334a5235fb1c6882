import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { ROUTES } from '@contract/routes';
import type { Resumo } from '@contract/entities';
import { SALA_MESSAGES } from '@contract/sala-de-aula';
import samplePdf from '@/components/PdfViewer/fixtures/two-pages.pdf?url';
import { HttpResponse } from 'msw';
import { answer, never, on } from '../../../.storybook/api';
import { SLOW } from '../../../.storybook/play';
import { AUDIOS_TITLE, NEWEST_FIRST, OLDEST_FIRST, RESUMOS_TITLE } from './sala-aluno-messages';
import SalaDeAulaAlunoPage from './SalaDeAulaAlunoPage';

/**
 * 'Sala de Aula' of the demo student against the mock: their class's course
 * (video and PDFs), the lesson summaries by day, their attendance rate and
 * grades, the audio progress (4 of the course's 12 tracks played in the
 * seed) and the tracks, 10 per page, each playing the seed's placeholder
 * MP3.
 */
const meta = {
  title: 'Telas/Sala de Aula (aluno)',
  component: SalaDeAulaAlunoPage,
  parameters: { role: 'aluno', route: '/sala-de-aula-aluno' },
} satisfies Meta<typeof SalaDeAulaAlunoPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const audios = () => screen.getByRole('list', { name: AUDIOS_TITLE });
const summaries = () => screen.getByRole('region', { name: RESUMOS_TITLE });
const days = () =>
  within(summaries())
    .getAllByRole('button')
    .filter((b) => b.hasAttribute('aria-expanded'));

/** Every part has answered. */
async function loaded(): Promise<void> {
  await waitFor(() => expect(audios()).not.toHaveAttribute('aria-busy'), SLOW);
  await waitFor(() => expect(screen.getByRole('list', { name: 'Materiais do curso' })).not.toHaveAttribute('aria-busy'), SLOW);
  await waitFor(() => expect(days().length).toBeGreaterThan(0), SLOW);
  await waitFor(() => expect(screen.getByRole('region', { name: 'Frequência' })).not.toHaveAttribute('aria-busy'), SLOW);
}

/** Nothing is wider than the screen (a phone). */
async function fitsTheScreen(): Promise<void> {
  const page = document.documentElement;
  await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
}

/** The demo student: course material, summaries (newest day open), attendance and grades, progress and tracks. */
export const Aluno: Story = {
  play: async () => {
    await loaded();
    await expect(screen.getByRole('button', { name: 'Assistir vídeo' })).toBeVisible();
    await expect(days()[0]).toHaveAttribute('aria-expanded', 'true');
    await expect(screen.getByRole('progressbar', { name: 'Progresso nos áudios' })).toHaveAttribute('aria-valuenow', '33');
    await expect(within(audios()).getAllByRole('listitem')).toHaveLength(10);
    const notas = screen.getByRole('table', { name: 'Minhas notas' });
    await expect(notas).toBeVisible();
    // Grades and averages with a decimal comma, the rate in whole percent.
    await waitFor(() => expect(within(notas).getAllByText(/^\d{1,2},\d$/).length).toBeGreaterThan(0), SLOW);
    await expect(within(notas).queryByText(/^\d{1,2}\.\d$/)).not.toBeInTheDocument();
    await expect(within(screen.getByRole('region', { name: 'Frequência' })).getByText(/^\d{1,3}%$/)).toBeVisible();
  },
};

/** Dark theme. */
export const AlunoDark: Story = {
  name: 'Aluno, tema escuro',
  globals: { theme: 'dark' },
  play: async () => {
    await loaded();
  },
};

/** Oldest first, every day open one after another. */
export const AntigosPrimeiro: Story = {
  name: 'Resumos, mais antigos primeiro',
  play: async ({ userEvent }) => {
    await loaded();
    const newest = days()[0]!.textContent;
    await userEvent.click(screen.getByRole('button', { name: NEWEST_FIRST }));
    await waitFor(() => expect(days().at(-1)!.textContent).toBe(newest), SLOW);
    // The button now names the order shown.
    await expect(screen.getByRole('button', { name: OLDEST_FIRST })).toBeVisible();
  },
};

/** Summaries with a link, a video and a file (the seeded ones have no file). */
const WITH_FILES: Resumo[] = [
  {
    cp_res_id: 9002,
    cp_res_turma_id: 1,
    cp_res_data: '2025-03-12',
    cp_res_hora: '20:30',
    cp_res_aula: 'Aula 13',
    cp_res_resumo: 'Revisão do Present Perfect com exemplos do cotidiano.\nLição de casa: workbook, páginas 20 e 21.',
    cp_res_link: 'www.bbc.co.uk/learningenglish',
    cp_res_link_youtube: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    cp_res_arquivo: samplePdf,
  },
  {
    cp_res_id: 9001,
    cp_res_turma_id: 1,
    cp_res_data: '2025-03-10',
    cp_res_hora: '20:30',
    cp_res_aula: 'Aula 12',
    cp_res_resumo: 'Vocabulário de viagens: aeroporto, hotel e pedidos em restaurantes.',
    cp_res_link: null,
    cp_res_link_youtube: null,
    cp_res_arquivo: null,
  },
];

/** A summary's PDF in the app's viewer. */
export const ResumoPdf: Story = {
  name: 'Resumo com PDF aberto',
  beforeEach: ({ msw }) =>
    msw.use(on(ROUTES.listResumos, () => HttpResponse.json(WITH_FILES, { headers: { 'X-Total-Count': '2' } }))),
  play: async ({ userEvent }) => {
    await loaded();
    const entry = screen.getByRole('article', { name: 'Aula 13' });
    await expect(within(entry).getByRole('link', { name: /^Link da aula/ })).toHaveAttribute(
      'href',
      'http://www.bbc.co.uk/learningenglish',
    );
    await userEvent.click(within(entry).getByRole('button', { name: 'Ver PDF' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resumo de Aula 13' }, SLOW);
    await waitFor(() => expect(dialog).toBeVisible(), SLOW);
    await expect(await within(dialog).findByText(/^Página 1 de \d+$/, {}, { timeout: 10000 })).toBeVisible();
  },
};

/** The class has not answered yet: skeletons. */
export const Loading: Story = {
  name: 'Carregando',
  beforeEach: ({ msw }) => msw.use(never(ROUTES.listTurmas)),
  play: async () => {
    await expect(await screen.findByRole('status', { name: 'Carregando a sala de aula' }, SLOW)).toBeVisible();
  },
};

/** No summary yet: the spec's empty state. */
export const SemResumos: Story = {
  name: 'Sem resumos',
  beforeEach: ({ msw }) => msw.use(answer(ROUTES.listResumos, 200, [])),
  play: async () => {
    const card = await screen.findByRole('region', { name: RESUMOS_TITLE }, SLOW);
    await expect(await within(card).findByText(SALA_MESSAGES.noResumos, {}, SLOW)).toBeVisible();
  },
};

/** A course without audios: the spec's empty state, no progress bar. */
export const SemAudios: Story = {
  name: 'Sem áudios',
  beforeEach: ({ msw }) => msw.use(answer(ROUTES.listAudiosCurso, 200, [])),
  play: async () => {
    await expect(await screen.findByText(SALA_MESSAGES.noAudios, {}, SLOW)).toBeVisible();
    await expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  },
};

/** A student not yet placed in a class (`GET /turmas` answers none). */
export const SemTurma: Story = {
  name: 'Sem turma',
  beforeEach: ({ msw }) => msw.use(answer(ROUTES.listTurmas, 200, [])),
  play: async () => {
    await expect(await screen.findByRole('heading', { name: SALA_MESSAGES.noClass }, SLOW)).toBeVisible();
  },
};

/** The summaries cannot be loaded: the spec's message and a retry; the rest of the room still works. */
export const ErroResumos: Story = {
  name: 'Erro ao buscar resumos',
  beforeEach: ({ msw }) => msw.use(answer(ROUTES.listResumos, 500, { msg: 'Erro interno do servidor.' })),
  play: async () => {
    const card = await screen.findByRole('region', { name: RESUMOS_TITLE }, SLOW);
    const alert = await within(card).findByRole('alert', {}, SLOW);
    await expect(alert).toHaveTextContent(SALA_MESSAGES.resumosLoadError);
    await expect(within(alert).getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};

/** On a phone: one column — material, audios with the progress, summaries, attendance and grades. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async () => {
    await loaded();
    await fitsTheScreen();
    const material = screen.getByRole('region', { name: 'Material do curso' });
    const progress = screen.getByRole('progressbar', { name: 'Progresso nos áudios' });
    await expect(material.getBoundingClientRect().bottom).toBeLessThanOrEqual(progress.getBoundingClientRect().top);
    await expect(progress.getBoundingClientRect().bottom).toBeLessThanOrEqual(summaries().getBoundingClientRect().top);
  },
};

/** On a phone, dark theme. */
export const MobileDark: Story = {
  name: 'Mobile, tema escuro',
  globals: { viewport: { value: 'mobile2', isRotated: false }, theme: 'dark' },
  play: async () => {
    await loaded();
    await fitsTheScreen();
  },
};
