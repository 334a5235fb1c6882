import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { ROUTES } from '@contract/routes';
import { answer, never, networkError } from '../../../.storybook/api';
import { expectToast, SLOW } from '../../../.storybook/play';
import LoginPage from './LoginPage';
import { LOGIN_REQUEST_FAILED, LOGIN_SUCCESS, LOGIN_WRONG_CREDENTIALS, SESSION_EXPIRED } from './login-messages';

/**
 * The login screen alone (`/`). After a successful login it navigates to
 * `/home`, which only the app's route table renders: the whole journey is in
 * 'Telas/Rotas'.
 */
const meta = {
  title: 'Telas/Login',
  component: LoginPage,
  parameters: { layout: 'fullscreen', route: '/' },
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Play = NonNullable<Story['play']>;
type PlayContext = Parameters<Play>[0];

/** Waits for the form, then types the credentials and submits with 'Entrar'. */
async function submit({ canvas, userEvent }: PlayContext, login: string, password: string) {
  await userEvent.type(await canvas.findByLabelText('Login', {}, SLOW), login);
  await userEvent.type(canvas.getByLabelText('Senha'), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
}

/** The 1 s spinner, then the form with the demo panel of the mock backend. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando...');
    await expect(await canvas.findByRole('heading', { name: 'Entrar' }, SLOW)).toBeVisible();
    await expect(canvas.getByLabelText('Login')).toHaveFocus();
    await expect(canvas.getByLabelText('Senha')).toHaveAttribute('type', 'password');
    const demo = await canvas.findByRole('region', { name: 'Modo demonstração' }, SLOW);
    for (const login of ['gestor', 'diretor', 'secretaria', 'professor', 'aluno']) {
      await expect(demo).toContainElement(canvas.getByRole('button', { name: login }));
    }
    await expect(canvas.getByRole('button', { name: 'Restaurar dados de demonstração' })).toBeVisible();
  },
};

/** The first second: only the spinner, no form yet. */
export const Spinner: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando...');
    await expect(canvas.queryByLabelText('Login')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Entrar' })).not.toBeInTheDocument();
  },
};

/** A demo account fills the form in one click. */
export const DemoAccountPicked: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'professor' }, SLOW));
    await expect(canvas.getByLabelText('Login')).toHaveValue('professor');
    await expect(canvas.getByLabelText('Senha')).toHaveValue('senha123');
  },
};

/** A wrong password: the mock answers 401 and the screen says so. */
export const WrongPassword: Story = {
  play: async (context) => {
    await submit(context, 'gestor', 'errada');
    await expectToast(LOGIN_WRONG_CREDENTIALS);
    await expect(context.canvas.getByRole('button', { name: 'Entrar' })).toBeEnabled();
  },
};

/** The request never reaches a server (`fetch` rejects). */
export const NetworkError: Story = {
  beforeEach: ({ msw }) => msw.use(networkError(ROUTES.login)),
  play: async (context) => {
    await submit(context, 'gestor', 'senha123');
    await expectToast(LOGIN_REQUEST_FAILED);
  },
};

/** The server fails (500): the same message as a network failure. */
export const ServerError: Story = {
  beforeEach: ({ msw }) => msw.use(answer(ROUTES.login, 500, { msg: 'Erro interno do servidor.' })),
  play: async (context) => {
    await submit(context, 'gestor', 'senha123');
    await expectToast(LOGIN_REQUEST_FAILED);
  },
};

/** The answer is on its way: the button is busy and disabled, so a second submit cannot happen. */
export const Submitting: Story = {
  beforeEach: ({ msw }) => msw.use(never(ROUTES.login)),
  play: async (context) => {
    await submit(context, 'gestor', 'senha123');
    const button = context.canvas.getByRole('button', { name: 'Entrar' });
    await waitFor(() => expect(button).toBeDisabled());
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(screen.queryByText(LOGIN_SUCCESS)).not.toBeInTheDocument();
  },
};

/** Against a real backend (Supabase): the same form, no demo panel. */
export const RemoteBackend: Story = {
  parameters: { backend: 'remote' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Entrar' }, SLOW)).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Modo demonstração' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Restaurar dados de demonstração' })).not.toBeInTheDocument();
  },
};

/** Back at the login after the session expired (a 401 on a signed-in call): a warning says why. */
export const SessionExpired: Story = {
  parameters: { store: { preloadedState: { session: { current: null, endReason: 'expired' } } } },
  play: async () => {
    await expectToast(SESSION_EXPIRED);
  },
};

/** In the dark theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Entrar' }, SLOW)).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
  },
};
