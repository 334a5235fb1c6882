import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import type { Session } from '@/api/session';
import { ProfileMenu } from './ProfileMenu';

const session: Session = {
  userId: 2,
  userType: 2,
  userName: 'Helena Duarte Costa',
  userProfilePhoto: null,
  schoolId: 1,
  turmaID: null,
  token: 'story',
  refreshToken: 'story-refresh',
  expiresAt: 4_000_000_000,
};

/**
 * The profile dropdown of the top bar: name and role label, then Meu Perfil,
 * Caixa de Entrada and Configurações (disabled) and Sair.
 */
const meta = {
  title: 'Telas/Menu do perfil',
  component: ProfileMenu,
  args: { session, onOpenProfile: fn(), onLogout: fn() },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: 280 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProfileMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Menu do perfil' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('menu')).not.toBeInTheDocument();
  },
};

/** Open: who is signed in, and the four items, two of them disabled. */
export const Open: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Menu do perfil' }));
    const menu = await canvas.findByRole('menu');
    await expect(canvas.getByText('Helena Duarte Costa')).toBeVisible();
    await expect(canvas.getByText('Diretor')).toBeVisible();
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Meu Perfil', 'Caixa de Entrada', 'Configurações', 'Sair']);
    await expect(within(menu).getByRole('menuitem', { name: 'Meu Perfil' })).toHaveFocus();
    await expect(within(menu).getByRole('menuitem', { name: 'Caixa de Entrada' })).toHaveAttribute('aria-disabled', 'true');
    await expect(within(menu).getByRole('menuitem', { name: 'Configurações' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** A disabled item cannot be chosen: the menu stays open and nothing runs. */
export const DisabledItems: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Menu do perfil' }));
    const menu = await canvas.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Caixa de Entrada' }));
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Configurações' }));
    await expect(canvas.getByRole('menu')).toBeVisible();
    await expect(args.onOpenProfile).not.toHaveBeenCalled();
    await expect(args.onLogout).not.toHaveBeenCalled();
  },
};

/** 'Meu Perfil' closes the menu and opens the profile dialog. */
export const ChoosesMeuPerfil: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Menu do perfil' }));
    await userEvent.click(await canvas.findByRole('menuitem', { name: 'Meu Perfil' }));
    await expect(args.onOpenProfile).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

/** 'Sair' by keyboard: ↑ opens on the last item. */
export const LogoutByKeyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    canvas.getByRole('button', { name: 'Menu do perfil' }).focus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(await canvas.findByRole('menuitem', { name: 'Sair' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};
