import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Banner } from './Banner';

const meta = {
  title: 'Kit/Banner',
  component: Banner,
  tags: ['autodocs'],
  args: { title: 'Aviso geral.', detail: 'Uma segunda frase, mais longa, que quebra a linha em telas estreitas.' },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Informacao: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Aviso geral.');
  },
};

export const AlertaComAcao: Story = {
  args: { tone: 'warning', action: { label: 'Fazer agora', onClick: fn() } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Fazer agora' }));
    await expect(args.action?.onClick).toHaveBeenCalledTimes(1);
  },
};
