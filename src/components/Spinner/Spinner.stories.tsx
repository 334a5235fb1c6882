import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PageLoader } from './PageLoader';
import { Skeleton } from './Skeleton';
import { Spinner } from './Spinner';

const meta = {
  title: 'Kit/Spinner',
  component: Spinner,
  tags: ['autodocs'],
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando...');
  },
};

export const WithVisibleLabel: Story = {
  args: { label: 'Salvando...', showLabel: true, size: 20 },
};

export const Large: Story = {
  args: { size: 48 },
};

export const PageLoaderStory: Story = {
  name: 'PageLoader',
  render: () => <PageLoader />,
};

export const Skeletons: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24, maxWidth: 420 }}>
      <Skeleton height="24px" width="60%" />
      <Skeleton lines={4} />
      <Skeleton width="72px" height="72px" radius="999px" />
    </div>
  ),
};
