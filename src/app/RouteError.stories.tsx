import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RouteErrorView } from './RouteError';

/**
 * What a route shows when its screen fails to load (a chunk that never
 * arrives) or to render: a message and a retry that reloads the page.
 */
const meta = {
  title: 'Telas/Erro de rota',
  component: RouteErrorView,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof RouteErrorView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Não foi possível carregar esta página.');
    await expect(alert).toHaveTextContent('Verifique sua conexão e tente novamente.');
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
  },
};
