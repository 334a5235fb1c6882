/**
 * Birthday rules: the once-a-day celebration (spec section 1) and the users
 * list highlight (birth date today or within the next 5 days, section 9).
 */
import { isLeapYear, parseIsoDay, toIsoDay } from './dates';

export const CELEBRATION_DURATION_MS = 6000;
export const SIDE_BURST_DELAY_MS = 200;
export const BIRTHDAY_WINDOW_DAYS = 5;
export const FALLBACK_NAME = 'Friend';

/** The day this year's birthday falls on; 29 February is kept on 28 February in common years. */
function birthdayInYear(month: number, day: number, year: number): Date {
  const d = month === 2 && day === 29 && !isLeapYear(year) ? 28 : day;
  return new Date(year, month - 1, d);
}

/** Whether a birth date has the same day and month as `today`. */
export function isBirthdayToday(birthDate: string | null | undefined, today: Date): boolean {
  const p = parseIsoDay(birthDate);
  if (!p) return false;
  return toIsoDay(birthdayInYear(p.month, p.day, today.getFullYear())) === toIsoDay(today);
}

/** Whether the next birthday is today or within `days` days ahead. */
export function isBirthdayWithin(birthDate: string | null | undefined, today: Date, days = BIRTHDAY_WINDOW_DAYS): boolean {
  const p = parseIsoDay(birthDate);
  if (!p) return false;
  const start = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  for (const year of [start.getFullYear(), start.getFullYear() + 1]) {
    const next = birthdayInYear(p.month, p.day, year);
    const diff = Math.round((next.getTime() - start.getTime()) / 86_400_000);
    if (diff >= 0) return diff <= days;
  }
  return false;
}

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
