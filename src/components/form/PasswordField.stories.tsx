import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Kit/Form/PasswordField',
  component: PasswordField,
  tags: ['autodocs'],
  args: { label: 'Senha', defaultValue: 'segredo123' },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('Senha');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar senha' }));
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: 'Ocultar senha' }));
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const NewPasswordWithHint: Story = {
  args: {
    label: 'Nova Senha (deixe em branco para manter a atual)',
    defaultValue: '',
    autoComplete: 'new-password',
  },
};

export const WithError: Story = {
  args: { required: true, defaultValue: '', error: 'Informe a senha.' },
};
