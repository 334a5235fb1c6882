import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AudioPlayer } from './AudioPlayer';

// An empty WAV, so the story needs no network file.
const SILENCE = 'data:audio/wav;base64,UklGRiQAAABXQVZFZm10IBAAAAABAAEAQB8AAEAfAAABAAgAZGF0YQAAAAA=';

const meta = {
  title: 'Kit/AudioPlayer',
  component: AudioPlayer,
  tags: ['autodocs'],
  args: { src: SILENCE, label: 'Unit 1 - Track 01', onPlay: fn() },
  argTypes: { size: { control: 'inline-radio', options: ['md', 'sm'] } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AudioPlayer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playable: Story = {};

export const Unavailable: Story = { args: { src: null } };

export const UnavailableSmall: Story = { args: { src: null, size: 'sm' } };
