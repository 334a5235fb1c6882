import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import bannerMobile from '@/assets/banner-mobile.svg';
import logoDark from '@/assets/logo-dark.svg';
import { celebrationName } from '@/domain/celebration';
import { mobileQuery } from '@/theme/tokens';
import type { LoadedSession } from '../../../.storybook/loaders';
import { expectDialog, expectToast, readSidebar, readTiles, SLOW } from '../../../.storybook/play';
import { EXPECTED_SIDEBAR, EXPECTED_TILES, ROLE_LABEL_BY_TYPE, type SpecUserType } from '../../../tests/fixtures/visibility';
import { AppRoutes } from '../routes';
import { AppLayout } from './AppLayout';

/**
 * The signed-in frame, rendered through the app's route table at `/home`
 * (guards, lazy chunks and the home page as in the app): sidebar, top bar,
 * profile menu, footer, home tiles. The expected sidebar and tiles per user
 * type are transcribed from spec section 6 (tests/fixtures/visibility.ts).
 */
const meta = {
  title: 'Telas/Layout',
  component: AppLayout,
  render: () => <AppRoutes />,
  parameters: { layout: 'fullscreen', route: '/home', role: 'gestor' },
} satisfies Meta<typeof AppLayout>;

export default meta;
type Story = StoryObj<typeof meta>;
type Play = NonNullable<Story['play']>;

function signedInSession(loaded: Record<string, unknown>) {
  const { session } = loaded as unknown as LoadedSession;
  if (!session) throw new Error('Esta história precisa de parameters.role.');
  return session;
}

/** Exactly the sidebar, the tiles, the greeting and the role label of one user type. */
function seesItsShell(type: SpecUserType): Play {
  return async ({ canvas, loaded, userEvent }) => {
    const session = signedInSession(loaded);
    const nav = await canvas.findByRole('navigation', { name: 'Menu lateral' }, SLOW);
    await expect(readSidebar(nav)).toEqual(EXPECTED_SIDEBAR[type]);
    for (const link of within(nav).getAllByRole('link')) await expect(link.getAttribute('href')).toMatch(/^\/[a-z-]*$/);
    const tiles = await canvas.findByRole('navigation', { name: 'Acesso rápido' }, SLOW);
    await expect(readTiles(tiles)).toEqual(EXPECTED_TILES[type]);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(`Olá, ${session.userName.split(' ')[0]}!`);
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent(/© \d{4} Escola/);

    await userEvent.click(canvas.getByRole('button', { name: 'Menu do perfil' }));
    const menu = await screen.findByRole('menu');
    await expect(screen.getByText(session.userName)).toBeVisible();
    await expect(screen.getByText(ROLE_LABEL_BY_TYPE[type])).toBeVisible();
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Meu Perfil', 'Caixa de Entrada', 'Configurações', 'Sair']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  };
}

export const Gestor: Story = { parameters: { role: 'gestor' }, play: seesItsShell(1) };
export const Diretor: Story = { parameters: { role: 'diretor' }, play: seesItsShell(2) };
export const Secretaria: Story = { name: 'Secretário(a)', parameters: { role: 'secretaria' }, play: seesItsShell(3) };
export const Professor: Story = { parameters: { role: 'professor' }, play: seesItsShell(4) };
export const Aluno: Story = { parameters: { role: 'aluno' }, play: seesItsShell(5) };

/** 'Recolher menu' leaves the icons; the links keep their accessible names. */
export const SidebarCollapsed: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const toggle = await canvas.findByRole('button', { name: 'Recolher menu' }, SLOW);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const sidebar = canvasElement.querySelector<HTMLElement>('#app-sidebar');
    if (!sidebar) throw new Error('#app-sidebar não encontrado');
    const expanded = sidebar.getBoundingClientRect().width;
    await userEvent.click(toggle);
    await expect(canvas.getByRole('button', { name: 'Expandir menu' })).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(sidebar.getBoundingClientRect().width).toBeLessThan(expanded / 2), SLOW);
    await expect(canvas.getByRole('link', { name: 'Usuários' })).toBeInTheDocument();
  },
};

const MOBILE = { viewport: { value: 'mobile2', isRotated: false } };

/** At 768 px or less: the mobile banner, the sidebar hidden behind 'Abrir menu'. */
export const Mobile: Story = {
  globals: MOBILE,
  parameters: { role: 'professor' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(window.matchMedia(mobileQuery).matches).toBe(true));
    const toggle = await canvas.findByRole('button', { name: 'Abrir menu' }, SLOW);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('navigation', { name: 'Menu lateral' })).not.toBeInTheDocument();
    const banner = canvas.getByRole('img', { name: 'Bem-vindo à rede de escolas de idiomas' });
    await waitFor(() => expect((banner as HTMLImageElement).currentSrc).toBe(new URL(bannerMobile, document.baseURI).href), SLOW);
    await expect(readTiles(canvas.getByRole('navigation', { name: 'Acesso rápido' }))).toEqual(EXPECTED_TILES[4]);
  },
};

/** The mobile drawer, opened from the top bar. */
export const MobileDrawer: Story = {
  globals: MOBILE,
  parameters: { role: 'professor' },
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(window.matchMedia(mobileQuery).matches).toBe(true));
    await userEvent.click(await canvas.findByRole('button', { name: 'Abrir menu' }, SLOW));
    await expect(canvas.getByRole('button', { name: 'Fechar menu' })).toHaveAttribute('aria-expanded', 'true');
    const nav = await canvas.findByRole('navigation', { name: 'Menu lateral' });
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Sala de Aula' })).toBeVisible());
    await expect(readSidebar(nav)).toEqual(EXPECTED_SIDEBAR[4]);
  },
};

/** The dark theme: `data-theme`, the dark logo and the toggle's label follow it. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Ativar tema claro' }, SLOW)).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    await expect(canvas.getAllByAltText('Escola')[0]).toHaveAttribute('src', logoDark);
  },
};

/** The toggle in the top bar switches the whole frame to the dark theme. */
export const ThemeToggled: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Ativar tema escuro' }, SLOW));
    await expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    await expect(canvas.getByRole('button', { name: 'Ativar tema claro' })).toBeVisible();
    await expect(canvas.getAllByAltText('Escola')[0]).toHaveAttribute('src', logoDark);
  },
};

/** The student's birthday is today in the seed: the first visit of the day celebrates. */
export const AlunoBirthday: Story = {
  parameters: { role: 'aluno', birthdayAlreadyShown: false },
  play: async ({ loaded }) => {
    const session = signedInSession(loaded);
    const message = await screen.findByText(`Congratulations ${celebrationName(session.userName)}!`, {}, SLOW);
    await waitFor(() => expect(message).toBeVisible());
  },
};

/** 'Meu Perfil' opens 'Editar Perfil' with the user's data. */
export const ProfileFromMenu: Story = {
  parameters: { role: 'diretor' },
  play: async ({ canvas, loaded, userEvent }) => {
    const session = signedInSession(loaded);
    await userEvent.click(await canvas.findByRole('button', { name: 'Menu do perfil' }, SLOW));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Meu Perfil' }));
    const dialog = await expectDialog('Editar Perfil');
    await waitFor(() => expect(within(dialog).getByLabelText(/^Nome/)).toHaveValue(session.userName), SLOW);
    await expect(within(dialog).getByLabelText(/^Login/)).toHaveValue('diretor');
  },
};

/** The footer's reset restores the seed, which ends every session: back to the login. */
export const ResetDemoData: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Restaurar dados de demonstração' }, SLOW));
    const confirm = await expectDialog('Restaurar dados de demonstração', 'alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Restaurar' }));
    await expectToast('Dados de demonstração restaurados.');
    await expect(await canvas.findByRole('button', { name: 'Entrar' }, SLOW)).toBeVisible();
  },
};
