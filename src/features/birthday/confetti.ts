/**
 * The celebration's confetti (spec section 1): a first burst of 150 particles
 * with spread 70, then two side bursts of 100 particles 200 ms later.
 * canvas-confetti is loaded only when there is something to celebrate.
 */
import { SIDE_BURST_DELAY_MS } from '@/domain/celebration';

export interface Burst {
  readonly particleCount: number;
  readonly spread?: number;
  readonly angle?: number;
  readonly origin?: { readonly x?: number; readonly y?: number };
}

export const FIRST_BURST: Burst = { particleCount: 150, spread: 70, origin: { y: 0.6 } };
export const SIDE_BURSTS: readonly Burst[] = [
  { particleCount: 100, angle: 60, spread: 55, origin: { x: 0 } },
  { particleCount: 100, angle: 120, spread: 55, origin: { x: 1 } },
];

export type Fire = (burst: Burst) => void;

/** Fires the bursts; returns a cancel function for the delayed side bursts. */
export function launchConfetti(fire: Fire): () => void {
  fire(FIRST_BURST);
  const timer = setTimeout(() => SIDE_BURSTS.forEach(fire), SIDE_BURST_DELAY_MS);
  return () => clearTimeout(timer);
}

/** Whether this browser can draw on a 2D canvas (some locked-down ones cannot). */
function canDraw(): boolean {
  try {
    return document.createElement('canvas').getContext('2d') !== null;
  } catch {
    return false;
  }
}

/** canvas-confetti, or a no-op where nothing can be drawn (the message still shows). */
export async function loadConfetti(): Promise<Fire> {
  if (!canDraw()) return () => undefined;
  const { default: confetti } = await import('canvas-confetti');
  return (burst) => {
    void confetti({ ...burst, disableForReducedMotion: true, zIndex: 10_000 });
  };
}
