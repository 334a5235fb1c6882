/**
 * The birthday celebration: the once-a-day fireworks (spec section 1). The
 * birthday itself (`isBirthdayToday`, the users list's window) is a contract
 * rule, `@contract/rules/aniversario`, since the api filters by it too.
 */
import { toIsoDay } from '@contract/dates';
import { isBirthdayToday } from '@contract/rules/aniversario';

export const CELEBRATION_DURATION_MS = 6000;
export const SIDE_BURST_DELAY_MS = 200;
export const FALLBACK_NAME = 'Friend';

/**
 * Whether to celebrate now: it is the birthday and today has not been
 * recorded as shown (`lastShown` is the stored `birthday-fireworks-shown`).
 */
export function shouldCelebrate(birthDate: string | null | undefined, lastShown: string | null, today: Date): boolean {
  return isBirthdayToday(birthDate, today) && lastShown !== toIsoDay(today);
}

/** The value to store once the celebration is shown. */
export function celebrationStamp(today: Date): string {
  return toIsoDay(today);
}

/** The name in 'Congratulations {name}!': the stored name, or 'Friend'. */
export function celebrationName(storedName: string | null | undefined): string {
  const name = storedName?.trim();
  return name ? name : FALLBACK_NAME;
}
