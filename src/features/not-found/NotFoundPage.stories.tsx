import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import NotFoundPage from './NotFoundPage';

/**
 * 'Página não encontrada' alone, as a signed-out visitor sees it. Inside the
 * signed-in layout, through the route table: 'Telas/Rotas' › Not Found Signed In.
 */
const meta = {
  title: 'Telas/Não encontrada',
  id: 'telas-nao-encontrada',
  component: NotFoundPage,
  parameters: { layout: 'fullscreen', route: '/pagina-que-nao-existe' },
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
    await expect(canvas.getByText('O endereço acessado não existe ou foi movido.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Voltar para o início' })).toHaveAttribute('href', '/home');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
  },
};
