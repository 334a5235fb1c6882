import type { Meta, StoryObj } from '@storybook/react-vite';
import { SelectField } from './SelectField';

const meta = {
  title: 'Kit/Form/SelectField',
  component: SelectField,
  tags: ['autodocs'],
  args: {
    label: 'Status',
    options: [
      { value: 'ativo', label: 'ativo' },
      { value: 'cancelado', label: 'cancelado' },
      { value: 'trancado', label: 'trancado' },
      { value: 'concluido', label: 'concluido' },
    ],
  },
} satisfies Meta<typeof SelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithPlaceholder: Story = {
  args: {
    label: 'Estado',
    placeholder: 'Selecione o estado',
    defaultValue: '',
    options: [
      { value: 'SP', label: 'SP' },
      { value: 'RJ', label: 'RJ' },
      { value: 'MG', label: 'MG' },
    ],
  },
};

export const WithDisabledOption: Story = {
  args: {
    label: 'Tipo de usuário',
    options: [
      { value: '1', label: 'Gestor', disabled: true },
      { value: '2', label: 'Diretor' },
      { value: '3', label: 'Secretário(a)' },
    ],
    hint: 'Somente tipos iguais ou abaixo do seu.',
  },
};

export const WithError: Story = {
  args: { required: true, placeholder: 'Selecione', defaultValue: '', error: 'Escolha um status.' },
};
