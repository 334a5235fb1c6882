/** Local-calendar helpers for the seed: every seeded date is relative to "today". */
import { isLeapYear } from '@contract/dates';

export function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

export function daysInMonth(year: number, monthIndex: number): number {
  return new Date(year, monthIndex + 1, 0).getDate();
}

/** The `day` of a month counted from `base` (`monthOffset` months later), clamped to the month's length. */
export function dayOfMonth(base: Date, monthOffset: number, day: number): Date {
  const first = new Date(base.getFullYear(), base.getMonth() + monthOffset, 1);
  const clamped = Math.min(Math.max(1, day), daysInMonth(first.getFullYear(), first.getMonth()));
  return new Date(first.getFullYear(), first.getMonth(), clamped);
}

/** The same day `months` months earlier or later, clamped (31 March − 1 month → 28/29 February). */
export function addMonths(date: Date, months: number): Date {
  return dayOfMonth(date, months, date.getDate());
}

/** Whole months between the months of two dates (`b` − `a`). */
export function monthsBetween(a: Date, b: Date): number {
  return (b.getFullYear() - a.getFullYear()) * 12 + (b.getMonth() - a.getMonth());
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A birth date whose birthday falls `offsetDays` after `today`, about `age`
 * years ago. A 29 February birthday is placed in a leap year near `age` when
 * one exists within ±3 years, otherwise it is stored as 28 February.
 *
 * The one rule for every seeded birth date. supabase/seed.sql computes the
 * same date in SQL from `current_date` (`BIRTH_DATE_FUNCTION_SQL` in
 * scripts/gen-seed-sql.ts): change one, change the other.
 */
export function birthDateAround(today: Date, age: number, offsetDays: number): string {
  const target = addDays(today, offsetDays);
  const month = target.getMonth() + 1;
  const day = target.getDate();
  let year = target.getFullYear() - age;
  if (month === 2 && day === 29 && !isLeapYear(year)) {
    const leap = [1, -1, 2, -2, 3, -3].map((d) => year + d).find(isLeapYear);
    if (leap === undefined) return `${year}-02-28`;
    year = leap;
  }
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** Whole years between a `YYYY-MM-DD` birth date and `today`. */
export function ageOn(birthDate: string, today: Date): number {
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  let age = today.getFullYear() - y;
  if (today.getMonth() + 1 < m || (today.getMonth() + 1 === m && today.getDate() < d)) age--;
  return age;
}

/**
 * The day a class started: `monthsAgo` months (clamped, as addMonths) and
 * `daysBefore` days before `today`. supabase/seed.sql computes the same day
 * from `current_date` (`CLASS_START_FUNCTION_SQL` in scripts/gen-seed-sql.ts):
 * change one, change the other.
 */
export function turmaStart(today: Date, monthsAgo: number, daysBefore: number): Date {
  return addDays(addMonths(today, -monthsAgo), -daysBefore);
}

/**
 * The past lesson days of a class, oldest first: the days from `start` up to
 * yesterday that fall on one of its `weekdays` (0 = Sunday). A classroom
 * record's day is the k-th of these from the end (1 = the last); its lesson
 * number is its position from the start (1 = the first). supabase/seed.sql
 * computes both from `current_date` (`LESSON_FUNCTIONS_SQL` in
 * scripts/gen-seed-sql.ts): change one, change the other.
 */
export function pastAulas(start: Date, weekdays: readonly number[], today: Date): Date[] {
  const lessons: Date[] = [];
  const end = startOfDay(today);
  for (let d = startOfDay(start); d < end; d = addDays(d, 1)) if (weekdays.includes(d.getDay())) lessons.push(d);
  return lessons;
}
