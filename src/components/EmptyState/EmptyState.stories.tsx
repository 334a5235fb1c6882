import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Kit/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  args: { title: 'Nenhuma turma encontrada.' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {};

export const WithDescriptionAndAction: Story = {
  args: {
    title: 'Sem Parcelas Disponíveis',
    icon: 'finance',
    description: 'Quando houver parcelas registradas, elas aparecerão aqui.',
    action: <Button variant="secondary">Atualizar</Button>,
  },
};

export const NotFound: Story = {
  args: {
    title: 'Página não encontrada',
    icon: 'alert',
    headingLevel: 1,
    description: 'O endereço acessado não existe ou foi movido.',
    action: <a href="#/home">Voltar para o início</a>,
  },
};
