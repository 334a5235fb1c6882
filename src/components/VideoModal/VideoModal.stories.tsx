import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { VideoModal, type VideoModalProps } from './VideoModal';

/*
 * Storybook may run offline: the player then shows the browser's error page
 * inside the frame instead of YouTube. The stories check the dialog and the
 * frame's attributes, never the video.
 */

/** Starts open (as a screen shows it after a click on 'Assistir'); the button opens it again. */
function Demo(props: VideoModalProps) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Assistir</Button>
      <VideoModal
        {...props}
        open={open}
        onClose={() => {
          props.onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Kit/VideoModal',
  component: VideoModal,
  args: {
    open: true,
    title: 'Aula 3: Present Perfect',
    link: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=30s',
    onClose: fn(),
  },
  render: (args) => <Demo {...args} />,
} satisfies Meta<typeof VideoModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A YouTube link: a 16:9 player from youtube-nocookie.com that starts on its own and may go full screen. */
export const Open: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Aula 3: Present Perfect' });
    const frame = dialog.querySelector('iframe');
    await expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0&start=30');
    await expect(frame).toHaveAttribute('allowfullscreen');
    await expect(frame).toHaveAttribute('title', 'Aula 3: Present Perfect');
  },
};

/** Esc closes (focus starts on the player's box, outside YouTube's frame); 'Assistir' opens it again. */
export const EscapeCloses: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await screen.findByRole('dialog', { name: 'Aula 3: Present Perfect' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalled();
    await expect(document.querySelector('iframe')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Assistir' }));
    await expect(await screen.findByRole('dialog', { name: 'Aula 3: Present Perfect' })).toBeInTheDocument();
  },
};

/** A short link pasted as is (`youtu.be/…?si=…`). */
export const ShortLink: Story = {
  args: { title: 'Material de Treinamento: Boas-vindas', link: 'youtu.be/dQw4w9WgXcQ?si=AbCdEf123' },
};

/** Not a YouTube video but a web address: the message and a link that opens it in a new tab. */
export const InvalidLink: Story = {
  args: { title: 'Material Extra', link: 'https://vimeo.com/123456789' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Material Extra' });
    await expect(dialog.querySelector('iframe')).toBeNull();
    await expect(screen.getByRole('alert')).toHaveTextContent('Link de vídeo inválido.');
    const link = screen.getByRole('link', { name: 'Abrir vídeo em nova aba' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** Text that is no address at all: only the message. */
export const NotALink: Story = {
  args: { title: 'Resumo da Aula', link: 'vídeo da aula 3' },
  play: async () => {
    await screen.findByRole('dialog', { name: 'Resumo da Aula' });
    await expect(screen.queryByRole('link')).not.toBeInTheDocument();
  },
};

/** A phone (under 768 px): the player spans the dialog's width. */
export const OnPhone: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Aula 3: Present Perfect' });
    const frame = dialog.querySelector('iframe') as HTMLIFrameElement;
    const page = document.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
    await expect(frame.getBoundingClientRect().width).toBeGreaterThanOrEqual(dialog.getBoundingClientRect().width - 2);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
};
