import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Tabs, type TabItem } from './Tabs';

const tabs: TabItem[] = [
  { id: 'chamadas', label: 'Chamadas', content: <p>Registro de presença e histórico de chamadas.</p> },
  { id: 'notas', label: 'Notas e Avaliações', content: <p>Notas de workbook e prova por aluno.</p> },
  { id: 'relatorios', label: 'Relatórios', content: <p>Em breve.</p>, disabled: true },
];

const meta = {
  title: 'Kit/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  args: { tabs, label: 'Sala de Aula', onChange: fn() },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Chamadas' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Notas e Avaliações' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Chamadas' })).toHaveFocus();
  },
};

export const StartingOnSecondTab: Story = {
  args: { defaultValue: 'notas' },
};
