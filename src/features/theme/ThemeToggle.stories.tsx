import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { THEME_KEY } from '@/domain/storage-keys';
import { ThemeToggle } from './ThemeToggle';

/**
 * The theme toggle of the top bar. It starts from the stored preference,
 * which Storybook sets from the toolbar's theme; a click switches the whole
 * story (`data-theme` on <html>, the tokens) and stores the choice.
 */
const meta = {
  title: 'Telas/Tema',
  component: ThemeToggle,
} satisfies Meta<typeof ThemeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LightToDark: Story = {
  globals: { theme: 'light' },
  play: async ({ canvas, userEvent }) => {
    await expect(document.documentElement).toHaveAttribute('data-theme', 'light');
    await userEvent.click(canvas.getByRole('button', { name: 'Ativar tema escuro' }));
    await expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    await expect(window.localStorage.getItem(THEME_KEY)).toBe('dark');
    await expect(canvas.getByRole('button', { name: 'Ativar tema claro' })).toBeVisible();
  },
};

export const DarkToLight: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas, userEvent }) => {
    await expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    await userEvent.click(canvas.getByRole('button', { name: 'Ativar tema claro' }));
    await expect(document.documentElement).toHaveAttribute('data-theme', 'light');
    await expect(window.localStorage.getItem(THEME_KEY)).toBe('light');
    await expect(canvas.getByRole('button', { name: 'Ativar tema escuro' })).toBeVisible();
  },
};
