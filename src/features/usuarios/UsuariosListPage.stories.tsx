import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { SERVER_MESSAGES } from '@contract/messages';
import { ROUTES } from '@contract/routes';
import { answer, never, networkError } from '../../../.storybook/api';
import { expectDialog, expectToast, SLOW } from '../../../.storybook/play';
import UsuariosListPage from './UsuariosListPage';
import { CONFIRM_DELETE_TITLE, LIST_LOAD_FAILED, NO_USERS, USER_DELETED } from './usuario-messages';

/**
 * 'Usuários' against the mock: `GET /users` paged, searched and filtered on
 * the server (type, `q`, `aniversariantes=1`), `DELETE /delete-user/:id`
 * after a confirmation. Directors and secretaries see their own school;
 * the Gestor sees everyone.
 */
const meta = {
  title: 'Telas/Usuários',
  component: UsuariosListPage,
  parameters: { role: 'diretor', route: '/usuarios' },
} satisfies Meta<typeof UsuariosListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const rows = () => within(screen.getByRole('table')).queryAllByRole('row').slice(1);
const search = () => screen.getByRole('searchbox', { name: 'Pesquisar usuários' });

/** The first page has arrived. */
async function loaded() {
  await screen.findByRole('heading', { level: 1, name: 'Usuários' }, SLOW);
  await waitFor(() => expect(rows()).toHaveLength(10), SLOW);
}

/** The director's school: 10 per page, birthdays marked, links to add and edit. */
export const Diretor: Story = {
  play: async () => {
    await loaded();
    await expect(screen.getByRole('link', { name: 'Adicionar Novo' })).toHaveAttribute('href', '/cadastro-usuario');
    await expect(screen.getByRole('navigation', { name: 'Paginação' })).toBeVisible();
    await expect(screen.getAllByText(/^Aniversário (hoje|em \d{2}\/\d{2})$/).length).toBeGreaterThan(0);
  },
};

/** The Gestor sees every school's people. */
export const Gestor: Story = {
  parameters: { role: 'gestor' },
  play: loaded,
};

/** A secretary: the Gestor and the director are listed but cannot be changed by her. */
export const Secretaria: Story = {
  name: 'Secretário(a)',
  parameters: { role: 'secretaria' },
  play: async ({ userEvent }) => {
    await loaded();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Tipo de Usuário' }), 'Diretor');
    await waitFor(() => expect(rows().every((r) => r.textContent?.includes('Diretor'))).toBe(true), SLOW);
    await expect(within(rows()[0]!).getByRole('button', { name: /^Excluir / })).toBeDisabled();
  },
};

/** `GET /users` has not answered yet: skeleton rows. */
export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(never(ROUTES.listUsuarios)),
  play: async () => {
    await screen.findByRole('heading', { level: 1, name: 'Usuários' }, SLOW);
    await expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

/** Nobody matches. */
export const Empty: Story = {
  name: 'Vazia',
  beforeEach: ({ msw }) => msw.use(answer(ROUTES.listUsuarios, 200, [])),
  play: async () => {
    await expect(await screen.findByText(NO_USERS, {}, SLOW)).toBeVisible();
  },
};

/** `GET /users` fails (500): a quiet message with a retry. */
export const LoadError: Story = {
  name: 'Erro',
  beforeEach: ({ msw }) => msw.use(answer(ROUTES.listUsuarios, 500, { msg: 'Erro interno do servidor.' })),
  play: async () => {
    const alert = await screen.findByRole('alert', {}, SLOW);
    await expect(alert).toHaveTextContent(LIST_LOAD_FAILED);
    await expect(within(alert).getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};

/** The network is down: the same quiet message. */
export const NetworkError: Story = {
  name: 'Erro de rede',
  beforeEach: ({ msw }) => msw.use(networkError(ROUTES.listUsuarios)),
  play: async () => {
    await expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(LIST_LOAD_FAILED);
  },
};

/** 'Aniversariantes': birthdays today and in the next 5 days, each with its badge. */
export const Aniversariantes: Story = {
  play: async ({ userEvent }) => {
    await loaded();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Aniversariantes' }));
    const BADGE = /^Aniversário (hoje|em \d{2}\/\d{2})$/;
    await waitFor(() => {
      expect(rows().length).toBeGreaterThan(0);
      expect(rows().length).toBeLessThan(10);
      for (const row of rows()) expect(within(row).getByText(BADGE)).toBeVisible();
    }, SLOW);
  },
};

/** Filtered by type: only teachers. */
export const FilteredByType: Story = {
  name: 'Filtro por tipo',
  play: async ({ userEvent }) => {
    await loaded();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Tipo de Usuário' }), 'Professor');
    await waitFor(() => expect(rows().every((r) => r.textContent?.includes('Professor'))).toBe(true), SLOW);
  },
};

/** A search on the server: name, login, e-mail or CPF. */
export const Search: Story = {
  name: 'Pesquisa',
  play: async ({ userEvent }) => {
    await loaded();
    await userEvent.type(search(), 'helena');
    await waitFor(() => expect(rows()).toHaveLength(1), SLOW);
    await expect(rows()[0]).toHaveTextContent('Helena Martins Costa');
  },
};

/** 30 per page. */
export const PageSize30: Story = {
  name: '30 por página',
  parameters: { role: 'gestor' },
  play: async ({ userEvent }) => {
    await loaded();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Itens por página' }), '30');
    await waitFor(() => expect(rows()).toHaveLength(30), SLOW);
  },
};

/** Delete: the confirmation, then the success toast. */
export const Deleted: Story = {
  name: 'Excluído',
  play: async ({ userEvent }) => {
    await loaded();
    await userEvent.click(within(rows()[0]!).getByRole('button', { name: /^Excluir / }));
    const dialog = await expectDialog(CONFIRM_DELETE_TITLE, 'alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await expectToast(USER_DELETED);
  },
};

/** Deleting oneself: the server's refusal in the toast. */
export const DeleteRefused: Story = {
  name: 'Exclusão recusada',
  play: async ({ userEvent }) => {
    await loaded();
    await userEvent.type(search(), 'helena');
    await waitFor(() => expect(rows()).toHaveLength(1), SLOW);
    await userEvent.click(screen.getByRole('button', { name: 'Excluir Helena Martins Costa' }));
    const dialog = await expectDialog(CONFIRM_DELETE_TITLE, 'alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await expectToast(SERVER_MESSAGES.cannotDeleteSelf);
  },
};

/** On a phone: the toolbar wraps; one card per person (name and badge, type · login, e-mail) with its actions. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async () => {
    await screen.findByRole('heading', { level: 1, name: 'Usuários' }, SLOW);
    const list = await screen.findByRole('list', { name: 'Lista de usuários' }, SLOW);
    await waitFor(() => expect(within(list).getAllByRole('heading', { level: 2 })).toHaveLength(10), SLOW);
    await expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const first = within(within(list).getAllByRole('listitem')[0]!);
    await expect(first.getByText(/^Aluno · /)).toBeVisible();
    await expect(first.getByText(/@/)).toBeVisible();
    await expect(first.getByRole('button', { name: /^Excluir / })).toBeVisible();
    const page = document.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};

/** The Gestor's school filter and column: one school's people, each row naming it. */
export const GestorPorEscola: Story = {
  name: 'Gestor: filtered by school',
  parameters: { role: 'gestor' },
  play: async ({ userEvent }) => {
    await loaded();
    const filter = screen.getByRole('combobox', { name: 'Escola' });
    const school = within(filter).getAllByRole('option')[2]!.textContent!;
    await userEvent.selectOptions(filter, school);
    await waitFor(() => expect(rows().every((r) => r.textContent?.includes(school))).toBe(true), SLOW);
    await expect(screen.getByRole('columnheader', { name: 'Escola' })).toBeVisible();
  },
};

/** 'Aniversariantes' for the Gestor: today's birthdays first, then by the day, with the day in a column. */
export const AniversariantesPorDia: Story = {
  name: 'Aniversariantes by the day (gestor)',
  parameters: { role: 'gestor' },
  play: async ({ userEvent }) => {
    await loaded();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Aniversariantes' }));
    await screen.findByRole('columnheader', { name: 'Aniversário' }, SLOW);
    await waitFor(() => expect(within(rows()[0]!).getByText('Aniversário hoje')).toBeVisible(), SLOW);
  },
};

/** 'Imprimir': every person of the filter on a sheet of its own, with its own Imprimir and Fechar. */
export const PrintView: Story = {
  name: 'Print view',
  play: async ({ userEvent }) => {
    await loaded();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Tipo de Usuário' }), 'Aluno');
    await waitFor(() => expect(rows().every((r) => r.textContent?.includes('Aluno'))).toBe(true), SLOW);
    await userEvent.click(screen.getByRole('button', { name: 'Imprimir: Usuários' }));
    const sheet = await screen.findByRole('dialog', { name: /Usuários/ }, SLOW);
    await expect(within(sheet).getByText('Tipo: Aluno')).toBeVisible();
    await expect(within(sheet).getAllByRole('row').length).toBeGreaterThan(11);
    await expect(within(sheet).getByRole('button', { name: 'Fechar' })).toBeVisible();
  },
};
