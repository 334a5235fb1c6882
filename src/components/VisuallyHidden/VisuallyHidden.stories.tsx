import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Icon } from '../Icon';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Kit/VisuallyHidden',
  component: VisuallyHidden,
  tags: ['autodocs'],
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The button shows only an icon; its name comes from hidden text. */
export const InsideAButton: Story = {
  render: () => (
    <button type="button">
      <Icon name="search" />
      <VisuallyHidden>Pesquisar</VisuallyHidden>
    </button>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Pesquisar' })).toBeInTheDocument();
  },
};
