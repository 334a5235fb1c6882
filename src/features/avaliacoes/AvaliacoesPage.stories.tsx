import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, screen, waitFor, within } from 'storybook/test';
import { INITIAL_VIEWPORTS } from 'storybook/viewport';
import { type Avaliacoes, AVALIACOES_MESSAGES } from '@contract/avaliacoes';
import { ROUTES } from '@contract/routes';
import { answer, never } from '../../../.storybook/api';
import { SLOW } from '../../../.storybook/play';
import { EMPTY_TOTAL } from '../../../tests/fixtures/avaliacoes';
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

const EMPTY: Avaliacoes = { nivel: 'escola', linhas: [], total: EMPTY_TOTAL };

/** A phone 390 px wide (Storybook's minimal set stops at 320 and 414). */
const PHONE = {
  parameters: { viewport: { options: INITIAL_VIEWPORTS } },
  globals: { viewport: { value: 'iphone14', isRotated: false } },
} as const;

/** The network's schools over the last 12 months; every mean with a decimal comma (7,8), as a Brazilian reads it. */
export const Escolas: Story = {
  play: async () => {
    await shown('escola');
    await expect(screen.getByRole('tab', { name: 'Escolas' })).toHaveAttribute('aria-selected', 'true');
    const media = screen.getByRole('region', { name: 'Média geral' });
    await expect(media).toBeVisible();
    await expect(within(media).getByText(/^\d{1,2},\d$/)).toBeVisible();
    await expect(within(media).getByText('Boa ≥ 7,0 · Média ≥ 5,0 · Ruim < 5,0')).toBeVisible();
    await expect(screen.getByRole('img', { name: /^Nota média por escola/ }).getAttribute('aria-label')).not.toMatch(/\d\.\d/);
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
    // One student per row: no 'Alunos' column.
    await expect(within(list('aluno')).queryByRole('columnheader', { name: 'Alunos' })).not.toBeInTheDocument();
  },
};

/** A shared address (`?escola=1&turma=1`) opens a class's students, with the school and class named in the breadcrumb. */
export const SharedAddress: Story = {
  name: 'Detalhamento: endereço compartilhado',
  parameters: { route: '/avaliacoes?escola=1&turma=1' },
  play: async () => {
    await shown('aluno');
    const crumbs = screen.getByRole('navigation', { name: 'Detalhamento' });
    await waitFor(() => expect(within(crumbs).getByRole('button', { name: /Unidade/ })).toBeVisible(), SLOW);
    await waitFor(() => expect(within(crumbs).getByText(/Global English 3/)).toHaveAttribute('aria-current', 'location'), SLOW);
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
