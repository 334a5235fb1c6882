import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { renderWithTheme } from '../test-utils';
import { VideoModal } from './VideoModal';

const LINK = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1m5s';
const EMBED = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0&start=65';

function Harness({ link = LINK }: { link?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Assistir</Button>
      <VideoModal open={open} title="Aula 3: Present Perfect" link={link} onClose={() => setOpen(false)} />
    </>
  );
}

describe('VideoModal', () => {
  it('plays the embed in a dialog named by the title, autoplaying and allowed full screen', () => {
    renderWithTheme(<VideoModal open title="Aula 3: Present Perfect" link={LINK} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Aula 3: Present Perfect' });
    const frame = dialog.querySelector('iframe');
    expect(frame).not.toBeNull();
    expect(frame).toHaveAttribute('src', EMBED);
    expect(frame?.getAttribute('src')).toContain('autoplay=1');
    expect(frame).toHaveAttribute('title', 'Aula 3: Present Perfect');
    expect(frame).toHaveAttribute('allowfullscreen');
    expect(frame).toHaveAttribute('allow', 'autoplay; encrypted-media; picture-in-picture; fullscreen');
    expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(screen.queryByText('Link de vídeo inválido.')).not.toBeInTheDocument();
  });

  it('renders no player while closed', () => {
    renderWithTheme(<VideoModal open={false} title="Aula" link={LINK} onClose={() => {}} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('drops the player as soon as it closes (no sound during the fade-out), then the dialog', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    const opener = screen.getByRole('button', { name: 'Assistir' });
    await user.click(opener);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    // Focus stays on the page (not inside YouTube's frame), so Esc reaches the modal.
    expect(document.activeElement?.tagName).not.toBe('IFRAME');
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    // The exiting dialog is still mounted for its fade-out; the player is already gone.
    expect(screen.getByRole('dialog', { hidden: true })).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with the close button', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithTheme(<VideoModal open title="Aula" link={LINK} onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('calls onClose on Esc', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithTheme(<VideoModal open title="Aula" link={LINK} onClose={onClose} />);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('says the link is invalid and offers a web address in a new tab', () => {
    renderWithTheme(<VideoModal open title="Material extra" link="https://vimeo.com/123456" onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Material extra' });
    expect(dialog.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('Link de vídeo inválido.');
    const open = screen.getByRole('link', { name: 'Abrir vídeo em nova aba' });
    expect(open).toHaveAttribute('href', 'https://vimeo.com/123456');
    expect(open).toHaveAttribute('target', '_blank');
    expect(open).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it.each(['javascript:alert(1)', 'vídeo da aula', ''])('offers no link for %j', (link) => {
    renderWithTheme(<VideoModal open title="Material extra" link={link} onClose={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Link de vídeo inválido.');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
  });
});
