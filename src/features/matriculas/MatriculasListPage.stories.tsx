import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { SERVER_MESSAGES } from '@contract/messages';
import { ROUTES } from '@contract/routes';
import { answer, never } from '../../../.storybook/api';
import { expectDialog, expectToast, SLOW } from '../../../.storybook/play';
import MatriculasListPage from './MatriculasListPage';
import {
  MATRICULA_DELETE_FAILED,
  MATRICULA_DELETE_TITLE,
  MATRICULAS_EMPTY,
  MATRICULAS_LOAD_FAILED,
  MATRICULAS_NONE_YET,
} from './matricula-messages';

/**
 * 'Matriculas' against the mock (`GET /matriculas`, scoped by the server per
 * role: the Gestor every school, direção and secretaria their own). Search,
 * status filter and pages on the server; add, edit and delete per ACCESS.
 */
const meta = {
  title: 'Telas/Matrículas',
  component: MatriculasListPage,
  parameters: { role: 'secretaria', route: '/matriculas' },
} satisfies Meta<typeof MatriculasListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = () => screen.getByRole('table', { name: 'Matrículas' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

async function loaded() {
  await waitFor(() => expect(within(table()).getAllByRole('row').length).toBeGreaterThan(1), SLOW);
  await waitFor(() => expect(table()).not.toHaveAttribute('aria-busy'), SLOW);
}

/** A secretary: the school's enrolments, 10 a page, with add, edit and delete. */
export const Secretaria: Story = {
  name: 'Secretário(a)',
  play: async () => {
    await loaded();
    await expect(bodyRows()).toHaveLength(10);
    await expect(screen.getByRole('link', { name: /Adicionar Novo/ })).toHaveAttribute('href', '/cadastro-matricula');
    await expect(screen.getByText('Mostrando 1 de 3 páginas')).toBeVisible();
  },
};

/** A director: the same list of their school. */
export const Diretor: Story = {
  parameters: { role: 'diretor' },
  play: async () => {
    await loaded();
    await expect(screen.getByText('Mostrando 1 de 3 páginas')).toBeVisible();
  },
};

/** The Gestor: every school's enrolments; five page numbers and an ellipsis. */
export const Gestor: Story = {
  parameters: { role: 'gestor' },
  play: async () => {
    await loaded();
    await expect(screen.getByText('Mostrando 1 de 9 páginas')).toBeVisible();
  },
};

/** The last page: the window of five numbers slides to the end. */
export const LastPage: Story = {
  name: 'Última página',
  parameters: { role: 'gestor' },
  play: async ({ userEvent }) => {
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Última página' }));
    await waitFor(() => expect(screen.getByText('Mostrando 9 de 9 páginas')).toBeVisible(), SLOW);
  },
};

/** A search on the server (the student's name or CPF). */
export const Search: Story = {
  name: 'Pesquisa',
  play: async ({ userEvent }) => {
    await loaded();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Pesquisar' }), 'beatriz');
    await waitFor(() => expect(bodyRows()).toHaveLength(2), SLOW);
  },
};

/** Nothing matches the search. */
export const SearchEmpty: Story = {
  name: 'Pesquisa sem resultados',
  play: async ({ userEvent }) => {
    await loaded();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Pesquisar' }), 'ninguém assim');
    await expect(await within(table()).findByText(MATRICULAS_EMPTY, {}, SLOW)).toBeVisible();
  },
};

/** The status filter: only 'cancelado'. */
export const FilterCancelado: Story = {
  name: 'Filtro: cancelado',
  play: async ({ userEvent }) => {
    await loaded();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'cancelado');
    await waitFor(() => expect(bodyRows().every((r) => cellsOf(r)[1] === 'cancelado')).toBe(true), SLOW);
  },
};

/** `GET /matriculas` has not answered: skeleton rows. */
export const Loading: Story = {
  name: 'Carregando',
  beforeEach: ({ msw }) => msw.use(never(ROUTES.listMatriculas)),
  play: async () => {
    await waitFor(() => expect(table()).toHaveAttribute('aria-busy', 'true'), SLOW);
  },
};

/** No enrolment yet: the empty state and the add link. */
export const Empty: Story = {
  name: 'Vazia',
  beforeEach: ({ msw }) => msw.use(answer(ROUTES.listMatriculas, 200, [])),
  play: async () => {
    await expect(await screen.findByRole('heading', { name: MATRICULAS_NONE_YET }, SLOW)).toBeVisible();
  },
};

/** The list cannot be loaded. */
export const LoadError: Story = {
  name: 'Erro ao carregar',
  beforeEach: ({ msw }) => msw.use(answer(ROUTES.listMatriculas, 500, { msg: 'Erro interno do servidor.' })),
  play: async () => {
    await expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(MATRICULAS_LOAD_FAILED);
  },
};

/** Deleting asks first. */
export const DeleteConfirm: Story = {
  name: 'Excluir: confirmação',
  play: async ({ userEvent }) => {
    await loaded();
    await userEvent.click(screen.getAllByRole('button', { name: /^Excluir Beatriz Santos Oliveira/ })[0]!);
    const dialog = await expectDialog(MATRICULA_DELETE_TITLE, 'alertdialog');
    await expect(dialog).toHaveTextContent('As parcelas não pagas também serão excluídas.');
  },
};

/** An enrolment with paid installments is not deleted: the server says to set 'cancelado'. */
export const DeleteRefused: Story = {
  name: 'Excluir: recusada (parcelas pagas)',
  play: async ({ userEvent }) => {
    await loaded();
    await userEvent.click(screen.getAllByRole('button', { name: /^Excluir Beatriz Santos Oliveira/ })[0]!);
    const dialog = await expectDialog(MATRICULA_DELETE_TITLE, 'alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await expectToast(MATRICULA_DELETE_FAILED);
    await expect(screen.getByText(SERVER_MESSAGES.matriculaHasPayments)).toBeVisible();
  },
};

/** A mensalidade enrolment (no installments) is deleted. */
export const Deleted: Story = {
  name: 'Excluir: excluída',
  play: async ({ userEvent }) => {
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: /^Excluir Débora Santos Rocha/ }));
    const dialog = await expectDialog(MATRICULA_DELETE_TITLE, 'alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await expectToast(SERVER_MESSAGES.matriculaDeleted);
  },
};

/** On a phone: one card per enrolment (the student and course, then status and installments, actions in its corner). */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async () => {
    const list = await screen.findByRole('list', { name: 'Matrículas' }, SLOW);
    await waitFor(() => expect(within(list).getAllByRole('heading', { level: 2 })).toHaveLength(10), SLOW);
    await expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const page = document.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};

/** 'Imprimir': every enrolment of the filter (not only the page) on a sheet of its own. */
export const PrintView: Story = {
  name: 'Print view',
  play: async ({ userEvent }) => {
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Imprimir: Matrículas' }));
    const sheet = await screen.findByRole('dialog', { name: /Matrículas/ }, SLOW);
    await expect(within(sheet).getAllByRole('row').length).toBeGreaterThan(11);
    await expect(within(sheet).getByRole('columnheader', { name: 'Valor do curso (R$)' })).toBeVisible();
  },
};
