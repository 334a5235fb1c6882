import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'Kit/Form/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: { label: 'Nome', placeholder: 'Nome completo' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Required: Story = {
  args: { required: true },
};

export const WithHint: Story = {
  args: { label: 'Login', hint: 'Usado para entrar no sistema.' },
};

export const WithError: Story = {
  args: { label: 'Email', type: 'email', defaultValue: 'ana@', required: true, error: 'Informe um email válido.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /Email/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Informe um email válido.');
  },
};

export const Disabled: Story = {
  args: { label: 'Escola', defaultValue: 'Unidade Centro', disabled: true },
};

export const ReadOnly: Story = {
  args: { label: 'CPF', defaultValue: '123.456.789-09', readOnly: true, hint: 'Preenchido a partir do usuário escolhido.' },
};
