import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ButtonLink } from '../Button';
import { LoadFailure } from './LoadFailure';

const meta = {
  title: 'Kit/LoadFailure',
  component: LoadFailure,
  tags: ['autodocs'],
  args: { message: 'Erro ao carregar a lista.', onRetry: fn() },
} satisfies Meta<typeof LoadFailure>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithRetry: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Erro ao carregar a lista.');
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A refusal that a retry cannot change: its reason, no retry, a way back. */
export const WithDetailAndBackLink: Story = {
  args: {
    message: 'Erro ao carregar o registro.',
    detail: 'Registro não encontrado.',
    onRetry: undefined,
    actions: (
      <ButtonLink to="/home" variant="secondary" size="sm">
        Voltar
      </ButtonLink>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Registro não encontrado.');
    await expect(canvas.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Voltar' })).toBeVisible();
  },
};
