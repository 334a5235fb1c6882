import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { ROUTES } from '@contract/routes';
import { answer, never } from '../../../.storybook/api';
import { expectDialog, expectToast, SLOW } from '../../../.storybook/play';
import MaterialExtraPage from './MaterialExtraPage';
import { MATERIAL_MESSAGES } from '@contract/materiais';
import { PERMISSAO_MESSAGES } from '@contract/permissoes';
import { card, cards, fitsTheScreen, grid, loaded } from './story-helpers';

/**
 * 'Material Extra' against the mock (`GET /material-extra`, `GET
 * /minhas-permissoes`, the gestor's `GET /permissoes`): the same screen as
 * Treinamento. The Gestor and whoever holds the grant register material and
 * filter by category; directors and secretaries edit and delete it too; the
 * Gestor manages the grant ('Permissões').
 */
const meta = {
  title: 'Telas/Material Extra',
  component: MaterialExtraPage,
  parameters: { role: 'gestor', route: '/material-extra' },
} satisfies Meta<typeof MaterialExtraPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const VERBOS = 'Lista de verbos irregulares';
/** The seeded teacher who holds the grant (mocks/seed: Larissa Mendes Carvalho). */
const GRANT_HOLDER = 'larissa.carvalho';

/**
 * 'Conceder' for a person of the permissions dialog's search, as it is drawn now: the found list is replaced
 * (a skeleton, then a new list) each time the debounced search asks again, so it is queried at each use.
 */
const grantTo = (dialog: HTMLElement, nome: string) =>
  within(within(dialog).getByRole('list', { name: 'Pessoas encontradas' })).getByRole('button', {
    name: `Conceder a permissão a ${nome}`,
  });

/** The Gestor: everything, and 'Permissões'. */
export const Gestor: Story = {
  play: async () => {
    await loaded();
    await expect(cards()).toHaveLength(7);
    await expect(screen.getByRole('button', { name: 'Permissões' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Cadastrar Material' })).toBeVisible();
    await expect(screen.getByRole('combobox', { name: 'Categoria' })).toBeVisible();
  },
};

/** A director edits and deletes, but does not register. */
export const Diretor: Story = {
  parameters: { role: 'diretor' },
  play: async () => {
    await loaded();
    await expect(within(card(VERBOS)).getByRole('button', { name: `Editar ${VERBOS}` })).toBeVisible();
    await expect(within(card(VERBOS)).getByRole('button', { name: `Excluir ${VERBOS}` })).toBeVisible();
    await expect(screen.queryByRole('button', { name: 'Cadastrar Material' })).not.toBeInTheDocument();
    await expect(screen.queryByRole('button', { name: 'Permissões' })).not.toBeInTheDocument();
  },
};

/** A secretary, as a director. */
export const Secretaria: Story = {
  parameters: { role: 'secretaria' },
  play: async () => {
    await loaded();
    await expect(within(card(VERBOS)).getByRole('button', { name: `Excluir ${VERBOS}` })).toBeVisible();
    await expect(screen.queryByRole('button', { name: 'Cadastrar Material' })).not.toBeInTheDocument();
  },
};

/** A teacher: the materials of their codes, read only. */
export const Professor: Story = {
  parameters: { role: 'professor' },
  play: async () => {
    await loaded();
    await expect(screen.queryByRole('article', { name: 'Jogos de vocabulário para crianças' })).not.toBeInTheDocument();
    await expect(screen.queryByRole('button', { name: /^Editar / })).not.toBeInTheDocument();
  },
};

/** The teacher who holds the grant: as the Gestor here (every material, the filter, the form), without 'Permissões'. */
export const GrantHolder: Story = {
  name: 'Com a permissão',
  parameters: { role: GRANT_HOLDER },
  play: async () => {
    await loaded();
    await expect(await screen.findByRole('button', { name: 'Cadastrar Material' }, SLOW)).toBeVisible();
    await expect(cards()).toHaveLength(7);
    await expect(screen.getByRole('combobox', { name: 'Categoria' })).toBeVisible();
    await expect(screen.queryByRole('button', { name: 'Permissões' })).not.toBeInTheDocument();
  },
};

/** A director deletes a material: the confirmation, then the toast. */
export const Deleted: Story = {
  name: 'Diretor exclui',
  parameters: { role: 'diretor' },
  play: async ({ userEvent }) => {
    await loaded();
    await userEvent.click(within(card(VERBOS)).getByRole('button', { name: `Excluir ${VERBOS}` }));
    const confirm = await expectDialog('Excluir material', 'alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    await expectToast(MATERIAL_MESSAGES.deleted);
    await waitFor(() => expect(screen.queryByRole('article', { name: VERBOS })).not.toBeInTheDocument(), SLOW);
  },
};

/** The Gestor's 'Permissões': who holds the grant, and a search to give it. */
export const Permissions: Story = {
  name: 'Permissões',
  play: async ({ userEvent }) => {
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Permissões' }));
    const dialog = await expectDialog('Gerenciar o Material Extra');
    const holders = await within(dialog).findByRole('list', { name: 'Com a permissão' }, SLOW);
    await expect(within(holders).getByText('Larissa Mendes Carvalho')).toBeVisible();
    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Buscar pessoa' }), 'Marcos');
    await waitFor(() => expect(grantTo(dialog, 'Marcos Vinícius Rocha')).toBeVisible(), SLOW);
  },
};

/** The grant given: the toast, and the person listed. */
export const PermissionGranted: Story = {
  name: 'Permissões: concedida',
  play: async ({ userEvent }) => {
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Permissões' }));
    const dialog = await expectDialog('Gerenciar o Material Extra');
    await within(dialog).findByRole('list', { name: 'Com a permissão' }, SLOW);
    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Buscar pessoa' }), 'Marcos');
    await userEvent.click(await waitFor(() => grantTo(dialog, 'Marcos Vinícius Rocha'), SLOW));
    await expectToast(PERMISSAO_MESSAGES.granted);
    await waitFor(
      () =>
        expect(
          within(within(dialog).getByRole('list', { name: 'Com a permissão' })).getByText('Marcos Vinícius Rocha'),
        ).toBeVisible(),
      SLOW,
    );
  },
};

/** `GET /material-extra` has not answered. */
export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(never(ROUTES.listMaterialExtra)),
  play: async () => {
    await waitFor(() => expect(grid()).toHaveAttribute('aria-busy', 'true'), SLOW);
  },
};

/** No extra material. */
export const Empty: Story = {
  beforeEach: ({ msw }) => msw.use(answer(ROUTES.listMaterialExtra, 200, [])),
  play: async () => {
    await expect(await screen.findByRole('heading', { name: MATERIAL_MESSAGES.empty }, SLOW)).toBeVisible();
  },
};

/** The extra material cannot be loaded. */
export const LoadError: Story = {
  beforeEach: ({ msw }) => msw.use(answer(ROUTES.listMaterialExtra, 500, { msg: 'Erro interno do servidor.' })),
  play: async () => {
    await expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('Erro ao carregar os materiais.');
  },
};

/** The permissions on a phone, dark theme. */
export const PermissionsMobileDark: Story = {
  ...Permissions,
  name: 'Permissões (celular, tema escuro)',
  globals: { viewport: { value: 'mobile2', isRotated: false }, theme: 'dark' },
};

/** On a phone, dark theme, as a director. */
export const MobileDark: Story = {
  name: 'Mobile, tema escuro',
  parameters: { role: 'diretor' },
  globals: { viewport: { value: 'mobile2', isRotated: false }, theme: 'dark' },
  play: async () => {
    await loaded();
    await fitsTheScreen();
  },
};
