import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatusBadge } from './StatusBadge';

const meta = {
  title: 'Kit/StatusBadge',
  component: StatusBadge,
  tags: ['autodocs'],
  args: { tone: 'success', children: 'ativo' },
  argTypes: { tone: { control: 'inline-radio', options: ['success', 'warning', 'danger', 'info', 'neutral'] } },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {};

export const AllTones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <StatusBadge tone="success">ativo</StatusBadge>
      <StatusBadge tone="warning">trancado</StatusBadge>
      <StatusBadge tone="danger">cancelado</StatusBadge>
      <StatusBadge tone="info">concluido</StatusBadge>
      <StatusBadge tone="neutral">Desconhecido</StatusBadge>
    </div>
  ),
};
