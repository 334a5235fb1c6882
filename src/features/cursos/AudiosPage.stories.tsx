import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { ROUTES } from '@contract/routes';
import { answer, never } from '../../../.storybook/api';
import { expectDialog, settled, SLOW } from '../../../.storybook/play';
import AudiosPage from './AudiosPage';
import { AUDIOS_EMPTY, AUDIOS_LOAD_FAILED, CURSOS_LOAD_FAILED } from './audios-page-messages';

/**
 * 'Áudios' against the mock (`GET /cursos?comAudios=1`, `GET
 * /audios-curso/:courseId`): the courses with tracks on the left, the
 * selected course on the right with its video, PDFs and tracks (10 per page).
 * Only the Gestor sees 'Editar Áudio'. The seeded tracks play the seed's
 * placeholder MP3 (a few seconds of silence).
 */
const meta = {
  title: 'Telas/Áudios',
  component: AudiosPage,
  parameters: { role: 'gestor', route: '/audios' },
} satisfies Meta<typeof AudiosPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const courseList = () => screen.getByRole('list', { name: 'Cursos com áudios' });

async function loaded() {
  await waitFor(() => expect(within(courseList()).getAllByRole('button').length).toBeGreaterThan(0), SLOW);
  await waitFor(() => expect(courseList()).not.toHaveAttribute('aria-busy'), SLOW);
  const first = within(courseList()).getAllByRole('button')[0]!.textContent ?? '';
  await waitFor(() => expect(screen.getByRole('list', { name: `Áudios de ${first}` })).not.toHaveAttribute('aria-busy'), SLOW);
  return first;
}

/** The Gestor: the first course selected, its materials, its tracks and 'Editar Áudio'. */
export const Gestor: Story = {
  play: async () => {
    const first = await loaded();
    await expect(within(courseList()).getAllByRole('button')).toHaveLength(10);
    const detail = screen.getByRole('region', { name: first });
    await expect(within(detail).getByRole('link', { name: /Editar Áudio/ })).toHaveAttribute('href', '/cadastro-audio/1');
  },
};

/** A teacher: the same courses and tracks, no edit link. */
export const Professor: Story = {
  parameters: { role: 'professor' },
  play: async () => {
    await loaded();
    await expect(screen.queryByRole('link', { name: /Editar Áudio/ })).not.toBeInTheDocument();
  },
};

/** Another course picked (a class's course: 12 tracks, two pages). */
export const OutroCurso: Story = {
  name: 'Outro curso, segunda página',
  play: async ({ userEvent }) => {
    await loaded();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Pesquisar cursos' }), 'english book 3');
    // The search has applied (one course) before the click: else it lands after the play and dims the list.
    await waitFor(() => expect(within(courseList()).getAllByRole('button')).toHaveLength(1), SLOW);
    const course = await within(courseList()).findByRole('button', { name: '[ING] GLOBAL ENGLISH BOOK 3' }, SLOW);
    await userEvent.click(course);
    const tracks = await screen.findByRole('list', { name: 'Áudios de [ING] GLOBAL ENGLISH BOOK 3' }, SLOW);
    await waitFor(() => expect(within(tracks).getAllByRole('listitem')).toHaveLength(10), SLOW);
    const detail = screen.getByRole('region', { name: '[ING] GLOBAL ENGLISH BOOK 3' });
    await userEvent.click(within(detail).getByRole('button', { name: '2' }));
    await waitFor(() => expect(within(tracks).getAllByRole('listitem')).toHaveLength(2), SLOW);
    await settled();
  },
};

/** `GET /cursos` has not answered: skeletons in both columns. */
export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(never(ROUTES.listCursos)),
  play: async () => {
    await waitFor(() => expect(courseList()).toHaveAttribute('aria-busy', 'true'), SLOW);
  },
};

/** The course's tracks have not answered. */
export const LoadingTracks: Story = {
  name: 'Loading, faixas',
  beforeEach: ({ msw }) => msw.use(never(ROUTES.listAudiosCurso)),
  play: async () => {
    await waitFor(() => expect(screen.getByRole('list', { name: /^Áudios de / })).toHaveAttribute('aria-busy', 'true'), SLOW);
  },
};

/** No course has tracks: 'Nenhum áudio encontrado'. */
export const Empty: Story = {
  beforeEach: ({ msw }) => msw.use(answer(ROUTES.listCursos, 200, [])),
  play: async () => {
    await expect(await screen.findByRole('heading', { name: AUDIOS_EMPTY }, SLOW)).toBeVisible();
  },
};

/** The courses cannot be loaded: 'Erro ao carregar curso' and a retry. */
export const LoadError: Story = {
  beforeEach: ({ msw }) => msw.use(answer(ROUTES.listCursos, 500, { msg: 'Erro interno do servidor.' })),
  play: async () => {
    const alert = await screen.findByRole('alert', {}, SLOW);
    await expect(alert).toHaveTextContent(CURSOS_LOAD_FAILED);
    await expect(within(alert).getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};

/** The tracks cannot be loaded: 'Erro ao carregar áudios' and a retry, the courses still there. */
export const TracksError: Story = {
  name: 'LoadError, faixas',
  beforeEach: ({ msw }) => msw.use(answer(ROUTES.listAudiosCurso, 500, { msg: 'Erro interno do servidor.' })),
  play: async () => {
    await expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(AUDIOS_LOAD_FAILED);
  },
};

/** A PDF of the course open in the app's viewer. */
export const ViewerOpen: Story = {
  name: 'PDF aberto',
  play: async ({ userEvent }) => {
    await loaded();
    const pdf = within(screen.getByRole('list', { name: 'Materiais do curso' })).getAllByRole('button', { name: /\.pdf/ })[0]!;
    await userEvent.click(pdf);
    const dialog = await expectDialog(pdf.getAttribute('title') ?? '');
    await expect(await within(dialog).findByText(/^Página 1 de \d+$/, {}, { timeout: 10000 })).toBeVisible();
  },
};

/** On a phone: the courses in a compact list above the course; nothing wider than the screen. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async () => {
    await loaded();
    const page = document.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};

/** On a phone, dark theme, as a teacher. */
export const MobileDark: Story = {
  name: 'Mobile, tema escuro',
  parameters: { role: 'professor' },
  globals: { viewport: { value: 'mobile2', isRotated: false }, theme: 'dark' },
  play: async () => {
    await loaded();
    const page = document.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};
