import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextAreaField } from './TextAreaField';

const meta = {
  title: 'Kit/Form/TextAreaField',
  component: TextAreaField,
  tags: ['autodocs'],
  args: { label: 'Descrição', placeholder: 'Escreva aqui' },
} satisfies Meta<typeof TextAreaField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithHint: Story = {
  args: { label: 'Resumo da aula', hint: 'O que foi visto em sala.', rows: 6 },
};

export const WithError: Story = {
  args: { required: true, error: 'Preencha todos os campos obrigatórios.' },
};
