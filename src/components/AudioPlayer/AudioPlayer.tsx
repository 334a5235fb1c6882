import styled, { css } from 'styled-components';
import { mobileQuery } from '@/theme/tokens';
import { Icon } from '../Icon';

/** `md`: the placeholder is as tall as the player (40px), 32px on phones; `sm`: 32px everywhere. */
export type AudioPlayerSize = 'sm' | 'md';

const Player = styled.audio`
  display: block;
  width: 100%;
  height: 40px;
  min-width: 0;
  color-scheme: ${({ theme }) => theme.mode};
`;

const compact = css`
  height: 32px;
  padding: 0 ${({ theme }) => theme.space.sm};
`;

/** Where a player would be, greyed, with the reason. */
const Unavailable = styled.span<{ $size: AudioPlayerSize }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  height: ${({ $size }) => ($size === 'sm' ? '32px' : '40px')};
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  white-space: nowrap;

  ${({ $size }) =>
    $size === 'md' &&
    css`
      @media ${mobileQuery} {
        ${compact}
      }
    `}
`;

export interface AudioPlayerProps {
  /** The file's address; empty (a file missing from storage) shows the placeholder instead. */
  src: string | null | undefined;
  /** The player's accessible name (e.g. the track's name). */
  label: string;
  /** The placeholder's text (default 'Arquivo indisponível'). */
  unavailableLabel?: string;
  /** Called on every play, including after a pause. */
  onPlay?: () => void;
  /** Default 'none': a list of players downloads nothing until one is played. */
  preload?: 'none' | 'metadata' | 'auto';
  /** The placeholder's height; the player is always 40px. */
  size?: AudioPlayerSize;
  className?: string;
}

/** A native audio player with the browser's controls, or a greyed notice where its file is missing. */
export function AudioPlayer({
  src,
  label,
  unavailableLabel = 'Arquivo indisponível',
  onPlay,
  preload = 'none',
  size = 'md',
  className,
}: AudioPlayerProps) {
  if (!src) {
    return (
      <Unavailable $size={size} className={className}>
        <Icon name="alert" size={16} />
        {unavailableLabel}
      </Unavailable>
    );
  }
  return <Player controls preload={preload} src={src} aria-label={label} onPlay={onPlay} className={className} />;
}
