import { useId, useState } from 'react';
import styled, { css } from 'styled-components';
import { mobileQuery } from '@/theme/tokens';
import { Icon } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';

/** A track's length as a player shows it: '3:05', '1:02:03'. */
export function formatDuration(seconds: number): string {
  const total = Math.round(seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** What a screen reader hears after the player's name once its length is known. */
export const durationLabel = (seconds: number) => `Duração: ${formatDuration(seconds)}`;

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
  /**
   * Default 'metadata': the browser reads only the file's head, so the player
   * shows the track's length (not 0:00) before it is played.
   */
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
  preload = 'metadata',
  size = 'md',
  className,
}: AudioPlayerProps) {
  const durationId = useId();
  const [duration, setDuration] = useState<number | null>(null);
  if (!src) {
    return (
      <Unavailable $size={size} className={className}>
        <Icon name="alert" size={16} />
        {unavailableLabel}
      </Unavailable>
    );
  }
  return (
    <>
      <Player
        controls
        preload={preload}
        src={src}
        aria-label={label}
        aria-describedby={duration !== null ? durationId : undefined}
        onPlay={onPlay}
        onLoadedMetadata={(e) => {
          const seconds = e.currentTarget.duration;
          setDuration(Number.isFinite(seconds) && seconds > 0 ? seconds : null);
        }}
        className={className}
      />
      {duration !== null ? <VisuallyHidden id={durationId}>{durationLabel(duration)}</VisuallyHidden> : null}
    </>
  );
}
