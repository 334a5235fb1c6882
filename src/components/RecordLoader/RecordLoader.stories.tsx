import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Card } from '../Card';
import { RecordLoader } from './RecordLoader';

interface Thing {
  id: number;
  name: string;
}

const meta = {
  title: 'Kit/RecordLoader',
  component: RecordLoader<Thing>,
  args: {
    record: { id: 1, name: 'Registro 1' },
    failed: false,
    failureMessage: 'Erro ao carregar o registro.',
    backTo: '/home',
    backLabel: 'Voltar para a lista',
    loadingLabel: 'Carregando o registro',
    skeletons: ['140px', '220px'],
    children: (t: Thing) => <Card title={t.name}>O formulário do registro.</Card>,
  },
} satisfies Meta<typeof RecordLoader<Thing>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('O formulário do registro.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { record: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Carregando o registro' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Failed: Story = {
  args: { failed: true, onRetry: fn() },
  play: async ({ canvas, userEvent, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Erro ao carregar o registro.');
    await expect(canvas.getByRole('link', { name: 'Voltar para a lista' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A refusal (the record does not exist): its reason, and no retry. */
export const Refused: Story = {
  args: { failed: true, failureDetail: 'Registro não encontrado.', onRetry: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Registro não encontrado.');
    await expect(canvas.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
  },
};
