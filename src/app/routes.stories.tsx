import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ROUTES } from '@contract/routes';
import { SESSION_KEYS } from '@/domain/storage-keys';
import { answer } from '../../.storybook/api';
import type { LoadedSession } from '../../.storybook/loaders';
import { expectToast, SLOW } from '../../.storybook/play';
import { AppRoutes } from './routes';

/**
 * The route table as the app runs it: hash routes become a memory router at
 * `parameters.route`; the guards, the not-found screen and the journeys
 * between the login and the signed-in frame.
 */
const meta = {
  title: 'Telas/Rotas',
  component: AppRoutes,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signing in with Enter lands on the home page of that user. */
export const SignIn: Story = {
  parameters: { route: '/' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Login', {}, SLOW), 'gestor');
    await userEvent.type(canvas.getByLabelText('Senha'), 'senha123{Enter}');
    await expectToast('Usuário Logado com sucesso');
    await expect(await canvas.findByRole('navigation', { name: 'Acesso rápido' }, SLOW)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(/^Olá, .+!$/);
  },
};

/** A signed-out visit to a protected screen goes to the login. */
export const SignedOutGoesToLogin: Story = {
  parameters: { route: '/home' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Entrar' }, SLOW)).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Menu lateral' })).not.toBeInTheDocument();
  },
};

/** A signed-in visit to the login goes to the home page. */
export const SignedInSkipsLogin: Story = {
  parameters: { route: '/', role: 'professor' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('navigation', { name: 'Acesso rápido' }, SLOW)).toBeVisible();
  },
};

/** An unknown path, signed out: the not-found screen on its own. */
export const NotFoundSignedOut: Story = {
  parameters: { route: '/nao-existe' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Página não encontrada' }, SLOW)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Voltar para o início' })).toHaveAttribute('href', '/home');
    await expect(canvas.queryByRole('navigation', { name: 'Menu lateral' })).not.toBeInTheDocument();
  },
};

/** An unknown path, signed in: the not-found screen inside the layout. */
export const NotFoundSignedIn: Story = {
  parameters: { route: '/nao-existe', role: 'secretaria' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Página não encontrada' }, SLOW)).toBeVisible();
    await expect(await canvas.findByRole('navigation', { name: 'Menu lateral' }, SLOW)).toBeVisible();
  },
};

/** 'Sair' clears every session key and returns to the login. */
export const Logout: Story = {
  parameters: { route: '/home', role: 'secretaria' },
  play: async ({ canvas, loaded, userEvent }) => {
    const { storyStorage } = loaded as unknown as LoadedSession;
    await expect(storyStorage.getItem(SESSION_KEYS.token)).not.toBeNull();
    await userEvent.click(await canvas.findByRole('button', { name: 'Menu do perfil' }, SLOW));
    const menu = await within(canvas.getByRole('banner')).findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Sair' }));
    await expect(await canvas.findByRole('button', { name: 'Entrar' }, SLOW)).toBeVisible();
    for (const key of Object.values(SESSION_KEYS)) await expect(storyStorage.getItem(key)).toBeNull();
  },
};

/**
 * The token is no longer valid: the first signed-in call answers 401 (here
 * the birthday check of the layout), the session ends and the login says why.
 */
export const SessionExpires: Story = {
  parameters: { route: '/home', role: 'gestor' },
  beforeEach: ({ msw }) => msw.use(answer(ROUTES.birthday, 401, { msg: 'Sessão inválida ou expirada.' })),
  play: async ({ canvas, loaded }) => {
    const { storyStorage } = loaded as unknown as LoadedSession;
    await expectToast('Sua sessão expirou. Entre novamente.');
    await expect(await canvas.findByRole('button', { name: 'Entrar' }, SLOW)).toBeVisible();
    await waitFor(() => expect(storyStorage.getItem(SESSION_KEYS.token)).toBeNull());
  },
};
