import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button';
import { TextField } from '../form';
import { Card } from './Card';

const meta = {
  title: 'Kit/Card',
  component: Card,
  tags: ['autodocs'],
  args: {
    title: 'Dados Pessoais',
    children: (
      <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))' }}>
        <TextField label="Nome" required />
        <TextField label="Email" type="email" />
      </div>
    ),
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithTitle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Dados Pessoais' })).toBeInTheDocument();
  },
};

export const WithActions: Story = {
  args: {
    title: 'Empresa',
    actions: (
      <Button size="sm" variant="secondary">
        Limpar
      </Button>
    ),
  },
};

export const WithoutTitle: Story = {
  args: { title: undefined, children: 'Um cartão simples, sem cabeçalho.' },
};
