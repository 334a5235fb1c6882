import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Accordion, type AccordionItem } from './Accordion';

const items: AccordionItem[] = [
  { id: '2025-03-10', title: '10/03/2025', content: <p>Aula 1: apresentação, verbo to be e vocabulário da sala.</p> },
  { id: '2025-03-17', title: '17/03/2025', content: <p>Aula 2: números, dias da semana e exercícios do workbook.</p> },
  { id: '2025-03-24', title: '24/03/2025', content: <p>Aula 3: present simple e listening da unidade 2.</p> },
];

const meta = {
  title: 'Kit/Accordion',
  component: Accordion,
  tags: ['autodocs'],
  args: { items },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {
  play: async ({ canvas, userEvent }) => {
    const header = canvas.getByRole('button', { name: '10/03/2025' });
    await userEvent.click(header);
    await expect(header).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByRole('button', { name: '17/03/2025' }));
    await expect(header).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Multiple: Story = {
  args: { multiple: true, defaultOpen: ['2025-03-10', '2025-03-24'] },
};
