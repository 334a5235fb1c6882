import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { ROUTES } from '@contract/routes';
import { answer, never } from '../../../.storybook/api';
import { expectDialog, SLOW } from '../../../.storybook/play';
import TurmasListPage from './TurmasListPage';
import { TURMA_DELETE_TITLE, TURMAS_EMPTY, TURMAS_LOAD_FAILED } from './turma-messages';

/**
 * 'Turmas' against the mock (`GET /turmas`, scoped by the server per role).
 * Gestão adds, edits and deletes; a teacher only reads their classes; a
 * student sees one card for their own class.
 */
const meta = {
  title: 'Telas/Turmas',
  component: TurmasListPage,
  parameters: { role: 'gestor', route: '/turmas' },
} satisfies Meta<typeof TurmasListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = () => screen.getByRole('table', { name: 'Turmas' });
const rowNames = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0]!.textContent);

async function loaded() {
  await waitFor(() => expect(within(table()).getAllByRole('row').length).toBeGreaterThan(1), SLOW);
  await waitFor(() => expect(table()).not.toHaveAttribute('aria-busy'), SLOW);
}

/** Every class of the network, with 'Adicionar Nova', edit and delete. */
export const Gestor: Story = {
  play: async () => {
    await loaded();
    await expect(rowNames()).toHaveLength(9);
    await expect(screen.getByRole('link', { name: /Adicionar Nova/ })).toHaveAttribute('href', '/cadastro-turma/');
    await expect(screen.getByRole('link', { name: 'Editar TV Box 1 — Sábado 9h' })).toHaveAttribute('href', '/cadastro-turma/2');
  },
};

/** A director: their school's classes. */
export const Diretor: Story = {
  parameters: { role: 'diretor' },
  play: async () => {
    await loaded();
    await expect(rowNames()).toHaveLength(3);
  },
};

/** A secretary: their school's classes, with the same actions. */
export const Secretaria: Story = {
  name: 'Secretário(a)',
  parameters: { role: 'secretaria' },
  play: async () => {
    await loaded();
    await expect(screen.getByRole('button', { name: 'Excluir TV Box 1 — Sábado 9h' })).toBeVisible();
  },
};

/** A teacher: only the classes they teach, nothing to add, edit or delete. */
export const Professor: Story = {
  parameters: { role: 'professor' },
  play: async () => {
    await loaded();
    await expect(rowNames()).toEqual(['Global English 3 — Seg/Qua 19h', 'TV Box 1 — Sábado 9h']);
    await expect(screen.queryByRole('link', { name: /Adicionar Nova/ })).not.toBeInTheDocument();
    await expect(within(table()).queryByRole('columnheader', { name: 'Ações' })).not.toBeInTheDocument();
  },
};

/** A student: a single card for their own class. */
export const Aluno: Story = {
  parameters: { role: 'aluno' },
  play: async () => {
    const card = await screen.findByRole('region', { name: 'Global English 3 — Seg/Qua 19h' }, SLOW);
    await expect(within(card).getByText('Marcos Vinícius Rocha')).toBeVisible();
    await expect(within(card).getByText('Colegas de turma')).toBeVisible();
    await expect(screen.queryByRole('table')).not.toBeInTheDocument();
  },
};

/** A student without a class. */
export const AlunoSemTurma: Story = {
  name: 'Aluno sem turma',
  parameters: { role: 'aluno' },
  beforeEach: ({ msw }) => msw.use(answer(ROUTES.listTurmas, 200, [])),
  play: async () => {
    await expect(await screen.findByRole('heading', { name: TURMAS_EMPTY }, SLOW)).toBeVisible();
  },
};

/** A search on the server. */
export const Search: Story = {
  play: async ({ userEvent }) => {
    await loaded();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Pesquisar turmas' }), 'momente');
    await waitFor(() => expect(rowNames()).toEqual(['Momente A1.2 — Seg/Qua 19h30']), SLOW);
  },
};

/** `GET /turmas` has not answered: skeleton rows. */
export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(never(ROUTES.listTurmas)),
  play: async () => {
    await waitFor(() => expect(table()).toHaveAttribute('aria-busy', 'true'), SLOW);
  },
};

/** No class: 'Nenhuma turma encontrada.' and the add link. */
export const Empty: Story = {
  beforeEach: ({ msw }) => msw.use(answer(ROUTES.listTurmas, 200, [])),
  play: async () => {
    await expect(await screen.findByRole('heading', { name: TURMAS_EMPTY }, SLOW)).toBeVisible();
  },
};

/** The list cannot be loaded. */
export const LoadError: Story = {
  beforeEach: ({ msw }) => msw.use(answer(ROUTES.listTurmas, 500, { msg: 'Erro interno do servidor.' })),
  play: async () => {
    await expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(TURMAS_LOAD_FAILED);
  },
};

/** Deleting asks first. */
export const DeleteConfirm: Story = {
  play: async ({ userEvent }) => {
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Excluir Momente A1.2 — Seg/Qua 19h30' }));
    const dialog = await expectDialog(TURMA_DELETE_TITLE, 'alertdialog');
    await expect(dialog).toHaveTextContent('Os alunos continuam cadastrados, mas ficam sem turma.');
  },
};

/** On a phone: one card per class (name, then teacher, school, course, date and students as lines, actions in its corner). */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async () => {
    const list = await screen.findByRole('list', { name: 'Turmas' }, SLOW);
    await waitFor(() => expect(within(list).getAllByRole('heading', { level: 2 })).toHaveLength(9), SLOW);
    await expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await expect(screen.getByRole('link', { name: 'Editar TV Box 1 — Sábado 9h' })).toBeVisible();
    const page = document.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};
