/**
 * Birthdays (spec sections 1 and 9): the day of the celebration and the users
 * list's window (birth date today or within the next 5 days) and its order
 * (the next birthday first). 29 February falls on 28 February in common years
 * (docs/decisions.md §10). SQL twins: private.birthday_within (the list
 * helpers migration), checked against isBirthdayWithin for every day of the
 * year, and private.dias_ate_aniversario (tests/db/orders.test.ts).
 */
import { isLeapYear, parseIsoDay, toIsoDay } from '../dates.ts';

/** The users list highlights birthdays today or within this many days ahead. */
export const BIRTHDAY_WINDOW_DAYS = 5;

/** The day a birthday falls on in `year`. */
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

/**
 * How many days from `today` to the next birthday: 0 today, 1 tomorrow, up to
 * 365 (null for no date). The 'Aniversariantes' list sorts by it
 * (usuarios.ts, ANIVERSARIANTES_ORDER); SQL twin: private.dias_ate_aniversario.
 */
export function daysToBirthday(birthDate: string | null | undefined, today: Date): number | null {
  const p = parseIsoDay(birthDate);
  if (!p) return null;
  const start = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  for (const year of [start.getFullYear(), start.getFullYear() + 1]) {
    const next = birthdayInYear(p.month, p.day, year);
    const diff = Math.round((next.getTime() - start.getTime()) / 86_400_000);
    if (diff >= 0) return diff;
  }
  return null;
}

/** Whether the next birthday is today or within `days` days ahead. */
export function isBirthdayWithin(birthDate: string | null | undefined, today: Date, days = BIRTHDAY_WINDOW_DAYS): boolean {
  const diff = daysToBirthday(birthDate, today);
  return diff !== null && diff <= days;
}
