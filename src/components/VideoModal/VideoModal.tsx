import { useRef } from 'react';
import styled from 'styled-components';
import { mobileQuery } from '@/theme/tokens';
import { LoadFailure } from '../LoadFailure';
import { Modal } from '../Modal';
import { externalHref, youtubeEmbedUrl } from './youtube';

/**
 * Height the dialog needs around the video (viewport gutters, header, body
 * padding): the player is narrowed so a 16:9 box still fits a short window
 * (a phone held sideways) without scrolling.
 */
const CHROME_HEIGHT = '150px';

const Player = styled.div`
  position: relative;
  width: 100%;
  max-width: calc((100dvh - ${CHROME_HEIGHT}) * 16 / 9);
  margin: 0 auto;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  /* Focused only by the modal on open (tabIndex -1), so Esc reaches the page, not the player. */
  outline: none;

  @media ${mobileQuery} {
    /* Edge to edge inside the dialog: cancel the modal body's padding. */
    width: calc(100% + 2 * ${({ theme }) => theme.space.xl});
    max-width: none;
    margin: 0 calc(-1 * ${({ theme }) => theme.space.xl});
    border-radius: 0;
  }

  iframe {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    border: 0;
  }
`;

export interface VideoModalProps {
  open: boolean;
  /** The dialog's title and the player's accessible name (e.g. the lesson's name). */
  title: string;
  /** A YouTube link as pasted (watch, youtu.be, shorts, embed; see `youtubeEmbedUrl`). */
  link: string;
  /** Called on Esc, the close button and a backdrop click. */
  onClose: () => void;
}

/**
 * A YouTube video in a wide modal: a 16:9 player that starts on its own and
 * may go full screen, from the privacy-enhanced youtube-nocookie.com host.
 * The player exists only while the modal is open, so nothing loads before
 * and the sound stops at once on close. A link that is no YouTube video
 * shows 'Link de vídeo inválido.' and, for a web address, a link that opens
 * it in a new tab.
 *
 * Esc closes while focus is on the page; once the user clicks into the
 * player, keys go to YouTube's frame (another origin) and the close button or
 * the backdrop close it.
 */
export function VideoModal({ open, title, link, onClose }: VideoModalProps) {
  const playerRef = useRef<HTMLDivElement>(null);
  const embedUrl = youtubeEmbedUrl(link);

  if (embedUrl == null) {
    const external = externalHref(link);
    return (
      <Modal open={open} onClose={onClose} title={title} size="md">
        <LoadFailure
          message="Link de vídeo inválido."
          actions={
            external ? (
              <a href={external} target="_blank" rel="noopener noreferrer">
                Abrir vídeo em nova aba
              </a>
            ) : null
          }
        />
      </Modal>
    );
  }

  return (
    <Modal open={open} onClose={onClose} title={title} size="lg" initialFocusRef={playerRef}>
      <Player ref={playerRef} tabIndex={-1}>
        {open ? (
          <iframe
            src={embedUrl}
            title={title}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            loading="lazy"
          />
        ) : null}
      </Player>
    </Modal>
  );
}
