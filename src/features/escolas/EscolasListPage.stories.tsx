import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { ROUTES } from '@contract/routes';
import { answer, never } from '../../../.storybook/api';
import { expectDialog, expectToast, SLOW } from '../../../.storybook/play';
import EscolasListPage from './EscolasListPage';
import { ESCOLA_DELETE_TITLE, ESCOLAS_EMPTY, ESCOLAS_LOAD_FAILED } from './escola-messages';

/**
 * 'Escolas' against the mock (`GET /escolas`, paged and searched on the
 * server; `DELETE /delete-escola/:id`). Open to direção (gestor, diretor).
 */
const meta = {
  title: 'Telas/Escolas',
  component: EscolasListPage,
  parameters: { role: 'gestor', route: '/escolas' },
} satisfies Meta<typeof EscolasListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const rows = () =>
  within(screen.getByRole('table', { name: 'Escolas' }))
    .getAllByRole('row')
    .slice(1);

async function loaded() {
  await screen.findByRole('cell', { name: 'Escola de Idiomas — Unidade Batel' }, SLOW);
}

/** The network's three schools, with edit and delete per row and 'Adicionar Nova'. */
export const Gestor: Story = {
  play: async () => {
    await loaded();
    await expect(rows()).toHaveLength(3);
    await expect(screen.getByRole('link', { name: 'Editar Escola de Idiomas — Unidade Savassi' })).toHaveAttribute(
      'href',
      '/cadastro-escola/2',
    );
    await expect(screen.getByRole('cell', { name: 'Belo Horizonte/MG' })).toBeVisible();
    await expect(screen.getByRole('combobox', { name: 'Itens por página' })).toHaveValue('10');
  },
};

/** A director sees every school but edits and deletes only the one they direct (Vila Mariana). */
export const Diretor: Story = {
  parameters: { role: 'diretor' },
  play: async () => {
    await loaded();
    await expect(rows()).toHaveLength(3);
    await expect(screen.getByRole('link', { name: 'Editar Escola de Idiomas — Unidade Vila Mariana' })).toBeVisible();
    await expect(screen.queryByRole('link', { name: 'Editar Escola de Idiomas — Unidade Savassi' })).not.toBeInTheDocument();
    await expect(screen.queryByRole('button', { name: 'Excluir Escola de Idiomas — Unidade Batel' })).not.toBeInTheDocument();
  },
};

/** A search (accents ignored by the server). */
export const Search: Story = {
  play: async ({ userEvent }) => {
    await loaded();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Pesquisar escolas' }), 'curitiba');
    await waitFor(() => expect(rows()).toHaveLength(1), SLOW);
    await expect(screen.getByRole('cell', { name: 'Curitiba/PR' })).toBeVisible();
  },
};

/** A search that matches nothing keeps the table with its message. */
export const SearchWithoutResults: Story = {
  play: async ({ userEvent }) => {
    await loaded();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Pesquisar escolas' }), 'zzz');
    await expect(await screen.findByRole('cell', { name: ESCOLAS_EMPTY }, SLOW)).toBeVisible();
  },
};

/** `GET /escolas` has not answered: skeleton rows. */
export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(never(ROUTES.listEscolas)),
  play: async () => {
    await waitFor(() => expect(screen.getByRole('table', { name: 'Escolas' })).toHaveAttribute('aria-busy', 'true'), SLOW);
  },
};

/** No school at all: the empty state with the add link. */
export const Empty: Story = {
  beforeEach: ({ msw }) => msw.use(answer(ROUTES.listEscolas, 200, [])),
  play: async () => {
    await expect(await screen.findByRole('heading', { name: ESCOLAS_EMPTY }, SLOW)).toBeVisible();
  },
};

/** The list cannot be loaded: a message and a retry. */
export const LoadError: Story = {
  beforeEach: ({ msw }) => msw.use(answer(ROUTES.listEscolas, 500, { msg: 'Erro interno do servidor.' })),
  play: async () => {
    const alert = await screen.findByRole('alert', {}, SLOW);
    await expect(alert).toHaveTextContent(ESCOLAS_LOAD_FAILED);
    await expect(within(alert).getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};

/** Deleting asks first. */
export const DeleteConfirm: Story = {
  play: async ({ userEvent }) => {
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Excluir Escola de Idiomas — Unidade Batel' }));
    const dialog = await expectDialog(ESCOLA_DELETE_TITLE, 'alertdialog');
    await expect(dialog).toHaveTextContent('Tem certeza que deseja excluir a escola "Escola de Idiomas — Unidade Batel"?');
  },
};

/** A school with classes and people cannot be deleted: the server's reason as a toast. */
export const DeleteRefused: Story = {
  play: async ({ userEvent }) => {
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Excluir Escola de Idiomas — Unidade Batel' }));
    const dialog = await expectDialog(ESCOLA_DELETE_TITLE, 'alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await expectToast('Não é possível excluir a escola: ainda há turmas ou pessoas ativas vinculadas a ela.');
    await expect(rows()).toHaveLength(3);
  },
};

/** On a phone: one card per school (name, then responsável, city and date as lines, edit and delete in its corner). */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async () => {
    const list = await screen.findByRole('list', { name: 'Escolas' }, SLOW);
    await waitFor(() => expect(within(list).getAllByRole('heading', { level: 2 })).toHaveLength(3), SLOW);
    await expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = within(list)
      .getAllByRole('listitem')
      .find((c) => c.textContent?.includes('Unidade Savassi'))!;
    await expect(within(card).getByText('Belo Horizonte/MG')).toBeVisible();
    await expect(within(card).getByRole('link', { name: 'Editar Escola de Idiomas — Unidade Savassi' })).toBeVisible();
    const page = document.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};
