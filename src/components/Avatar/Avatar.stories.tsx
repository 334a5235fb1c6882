import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Avatar } from './Avatar';

const PHOTO =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" fill="#8fb3e6"/><circle cx="40" cy="30" r="14" fill="#fff"/><rect x="16" y="50" width="48" height="30" rx="15" fill="#fff"/></svg>',
  );

const meta = {
  title: 'Kit/Avatar',
  component: Avatar,
  tags: ['autodocs'],
  args: { name: 'Ana Souza', size: 56 },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Photo: Story = {
  args: { src: PHOTO },
};

export const Initials: Story = {
  args: { src: null },
};

/** A broken photo URL falls back to the initials. */
export const BrokenPhoto: Story = {
  args: { src: '/nao-existe.jpg', name: 'Bruno Lima' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Bruno Lima' }).tagName).not.toBe('IMG'));
    const avatar = canvas.getByRole('img', { name: 'Bruno Lima' });
    // The initials are drawn by CSS, not text: check what the browser paints.
    await expect(getComputedStyle(avatar, '::after').content).toBe('"BL"');
  },
};

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Avatar name="Carla Dias" size={24} />
      <Avatar name="Diego Rocha" size={36} />
      <Avatar name="Elisa Prado" size={56} />
      <Avatar name="Fábio Nunes" size={72} />
      <Avatar name="Gabriela Reis" src={PHOTO} size={72} />
    </div>
  ),
};
