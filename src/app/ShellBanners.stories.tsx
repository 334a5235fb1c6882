import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { OFFLINE_MESSAGES } from '@contract/offline-messages';
import { ShellBannersView } from './ShellBanners';

/** The messages the shell shows above every screen: no connection, writes waiting for it, a new version. */
const meta = {
  title: 'Telas/Avisos do app',
  component: ShellBannersView,
  args: { online: false, pending: 0, update: null },
} satisfies Meta<typeof ShellBannersView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SemConexao: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(OFFLINE_MESSAGES.banner);
  },
};

export const SemConexaoComAlteracaoPendente: Story = {
  args: { pending: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(OFFLINE_MESSAGES.pendingWrites(1));
  },
};

export const NovaVersao: Story = {
  args: { online: true, update: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(OFFLINE_MESSAGES.updateAvailable);
    await userEvent.click(canvas.getByRole('button', { name: OFFLINE_MESSAGES.update }));
    await expect(args.update).toHaveBeenCalledTimes(1);
  },
};

export const SemConexaoENovaVersaoNoCelular: Story = {
  args: { pending: 2, update: fn() },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status')).toHaveLength(2);
  },
};

export const Escuro: Story = {
  args: { pending: 1, update: fn() },
  globals: { theme: 'dark' },
};
