import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test-utils';
import { AudioPlayer } from './AudioPlayer';

describe('AudioPlayer', () => {
  it('plays the file with native controls, named by its label, reading only its head before a play', () => {
    const onPlay = vi.fn();
    const { container } = renderWithTheme(
      <AudioPlayer src="https://x.test/unit-1.mp3" label="Unit 1" unavailableLabel="Arquivo indisponível" onPlay={onPlay} />,
    );
    const player = container.querySelector('audio')!;
    expect(player).toHaveAttribute('src', 'https://x.test/unit-1.mp3');
    expect(player).toHaveAttribute('aria-label', 'Unit 1');
    // 'metadata': the length shows before a play (not 0:00), the file itself is not downloaded.
    expect(player).toHaveAttribute('preload', 'metadata');
    expect(player).toHaveAttribute('controls');
    expect(screen.queryByText('Arquivo indisponível')).not.toBeInTheDocument();
    fireEvent.play(player);
    fireEvent.play(player);
    expect(onPlay).toHaveBeenCalledTimes(2);
  });

  it('tells the track’s length once its metadata has loaded', () => {
    renderWithTheme(<AudioPlayer src="https://x.test/unit-2.mp3" label="Unit 2" />);
    const player = screen.getByLabelText('Unit 2');
    expect(player).not.toHaveAccessibleDescription();
    Object.defineProperty(player, 'duration', { configurable: true, value: 185.4 });
    fireEvent.loadedMetadata(player);
    expect(player).toHaveAccessibleDescription('Duração: 3:05');
    Object.defineProperty(player, 'duration', { configurable: true, value: 3723 });
    fireEvent.loadedMetadata(player);
    expect(player).toHaveAccessibleDescription('Duração: 1:02:03');
    // A stream without a known length says nothing.
    Object.defineProperty(player, 'duration', { configurable: true, value: Infinity });
    fireEvent.loadedMetadata(player);
    expect(player).not.toHaveAccessibleDescription();
  });

  it('shows the notice instead of a player when the file is missing, as tall as its size says', () => {
    const { container } = renderWithTheme(
      <>
        <AudioPlayer src={null} label="Unit 1" unavailableLabel="Sem arquivo" />
        <AudioPlayer src="" label="Unit 2" unavailableLabel="Também sem arquivo" size="sm" />
      </>,
    );
    expect(container.querySelector('audio')).toBeNull();
    expect(getComputedStyle(screen.getByText('Sem arquivo')).height).toBe('40px');
    expect(getComputedStyle(screen.getByText('Também sem arquivo')).height).toBe('32px');
  });
});
