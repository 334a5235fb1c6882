import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Kit/Form/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: { label: 'Cadastro de Empresa' },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('checkbox', { name: 'Cadastro de Empresa' });
    await userEvent.click(canvas.getByText('Cadastro de Empresa'));
    await expect(box).toBeChecked();
  },
};

export const Checked: Story = {
  args: { label: 'Aluno menor de 18 anos', defaultChecked: true },
};

export const WithHint: Story = {
  args: { label: 'Permitir download', hint: 'Os alunos poderão baixar os PDFs.' },
};

export const WithError: Story = {
  args: { label: 'Li e aceito os termos', required: true, error: 'É preciso aceitar os termos.' },
};

export const Disabled: Story = {
  args: { disabled: true },
};
