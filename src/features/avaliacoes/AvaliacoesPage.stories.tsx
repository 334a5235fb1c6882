import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, screen, waitFor, within } from 'storybook/test';
import { INITIAL_VIEWPORTS } from 'storybook/viewport';
import { type Avaliacoes, AVALIACOES_MESSAGES } from '@contract/avaliacoes';
import { ROUTES } from '@contract/routes';
import { answer, never } from '../../../.storybook/api';
import { SLOW } from '../../../.storybook/play';
import AvaliacoesPage from './AvaliacoesPage';

/**
 * The gestor's evaluations dashboard against the mock: the last 12 months
 * per school, course or teacher; a school's classes and a class's students
 * by drilling down; the total's cards, the table (cards on a phone) and the
 * charts, loaded after the table.
 */
const meta = {
  title: 'Telas/Avaliações',
  component: AvaliacoesPage,
  parameters: { role: 'gestor', route: '/avaliacoes' },
} satisfies Meta<typeof AvaliacoesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Clicker = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

/** The table, or on a phone its list of cards (both named by the caption). */
const list = (nivel: string) => screen.getByLabelText(`Avaliações por ${nivel}`);
const itemsOf = (el: HTMLElement) => {
  const rows = within(el).queryAllByRole('row').slice(1);
  return rows.length > 0 ? rows : within(el).queryAllByRole('listitem');
};

/** The level's list has answered with its groups and the total, and its charts have drawn. */
async function shown(nivel: string): Promise<void> {
  await waitFor(() => {
    const el = list(nivel);
    expect(el.querySelector('[aria-busy="true"]') ?? (el.getAttribute('aria-busy') === 'true' ? el : null)).toBeNull();
    expect(itemsOf(el).length).toBeGreaterThan(1);
  }, SLOW);
  await expect(await screen.findByRole('img', { name: new RegExp(`^Nota média por ${nivel}`) }, SLOW)).toBeVisible();
}

async function drillToTurmas(userEvent: Clicker): Promise<void> {
  await shown('escola');
  await userEvent.click(screen.getAllByRole('button', { name: /: ver turmas$/ })[0]!);
  await shown('turma');
}

async function drillToAlunos(userEvent: Clicker): Promise<void> {
  await drillToTurmas(userEvent);
  await userEvent.click(screen.getAllByRole('button', { name: /: ver alunos$/ })[0]!);
  await shown('aluno');
}

/** Nothing is wider than the screen (a phone). */
async function fitsTheScreen(): Promise<void> {
  const page = document.documentElement;
  await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
}

const EMPTY: Avaliacoes = {
  nivel: 'escola',
  linhas: [],
  total: {
    id: null,
    nome: 'Total',
    alunos: 0,
    notas: 0,
    media: null,
    boa: 0,
    regular: 0,
    ruim: 0,
    aulas: 0,
    presencas: 0,
    frequencia: null,
  },
};

/** A phone 390 px wide (Storybook's minimal set stops at 320 and 414). */
const PHONE = {
  parameters: { viewport: { options: INITIAL_VIEWPORTS } },
  globals: { viewport: { value: 'iphone14', isRotated: false } },
} as const;

/** The network's schools over the last 12 months. */
export const Escolas: Story = {
  play: async () => {
    await shown('escola');
    await expect(screen.getByRole('tab', { name: 'Escolas' })).toHaveAttribute('aria-selected', 'true');
    await expect(screen.getByRole('region', { name: 'Média geral' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Últimos 12 meses' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Cursos: Story = {
  play: async ({ userEvent }) => {
    await shown('escola');
    await userEvent.click(screen.getByRole('tab', { name: 'Cursos' }));
    await shown('curso');
  },
};

export const Professores: Story = {
  play: async ({ userEvent }) => {
    await shown('escola');
    await userEvent.click(screen.getByRole('tab', { name: 'Professores' }));
    await shown('professor');
  },
};

/** A school's classes, with the breadcrumb back to the network. */
export const Turmas: Story = {
  name: 'Detalhamento: turmas da escola',
  play: async ({ userEvent }) => {
    await drillToTurmas(userEvent);
    const crumbs = screen.getByRole('navigation', { name: 'Detalhamento' });
    await expect(within(crumbs).getByRole('button', { name: 'Rede' })).toBeVisible();
  },
};

/** A class's students: the last level (their names open nothing). */
export const Alunos: Story = {
  name: 'Detalhamento: alunos da turma',
  play: async ({ userEvent }) => {
    await drillToAlunos(userEvent);
    await expect(within(list('aluno')).queryByRole('button')).not.toBeInTheDocument();
  },
};

/** `GET /avaliacoes` has not answered: skeleton cards and rows. */
export const Loading: Story = {
  name: 'Carregando',
  beforeEach: ({ msw }) => msw.use(never(ROUTES.getAvaliacoes)),
  play: async () => {
    await waitFor(() => expect(within(list('escola')).getByRole('table')).toHaveAttribute('aria-busy', 'true'), SLOW);
    await expect(screen.getByRole('group', { name: 'Resumo do período' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadError: Story = {
  name: 'Erro ao carregar',
  beforeEach: ({ msw }) => msw.use(answer(ROUTES.getAvaliacoes, 500, { msg: 'Erro interno do servidor.' })),
  play: async () => {
    const alert = await screen.findByRole('alert', {}, SLOW);
    await expect(alert).toHaveTextContent(AVALIACOES_MESSAGES.loadError);
    await expect(within(alert).getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};

/** A period without grades or attendance. */
export const Empty: Story = {
  name: 'Período vazio',
  beforeEach: ({ msw }) => msw.use(answer(ROUTES.getAvaliacoes, 200, EMPTY)),
  play: async () => {
    await expect(await screen.findByRole('heading', { name: AVALIACOES_MESSAGES.empty }, SLOW)).toBeVisible();
  },
};

/** De after Até: the contract's message under Até, the figures of the last valid period kept. */
export const PeriodOrder: Story = {
  name: 'Período inválido',
  play: async () => {
    await shown('escola');
    // A date input is typed segment by segment in each locale's order: set its value as the picker would.
    fireEvent.change(screen.getByLabelText('Até'), { target: { value: '2001-12-31' } });
    await expect(await screen.findByText(AVALIACOES_MESSAGES.periodOrder, {}, SLOW)).toBeVisible();
    await expect(itemsOf(list('escola')).length).toBeGreaterThan(1);
  },
};

export const EscolasDark: Story = {
  name: 'Escolas, tema escuro',
  globals: { theme: 'dark' },
  play: Escolas.play,
};

export const AlunosDark: Story = {
  name: 'Alunos, tema escuro',
  globals: { theme: 'dark' },
  play: Alunos.play,
};

/** On a 390 px phone: the table becomes cards, the charts fit the width. */
export const Mobile: Story = {
  name: 'Celular (390 px)',
  ...PHONE,
  play: async () => {
    await shown('escola');
    await fitsTheScreen();
  },
};

export const MobileTurmasDark: Story = {
  name: 'Celular (390 px), tema escuro, turmas',
  parameters: PHONE.parameters,
  globals: { ...PHONE.globals, theme: 'dark' },
  play: async ({ userEvent }) => {
    await drillToTurmas(userEvent);
    await fitsTheScreen();
  },
};
