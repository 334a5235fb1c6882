/**
 * Calendar days as the contract writes them (`YYYY-MM-DD`), in local time, and
 * pt-BR money and dates: one definition for the screens, both backends and the
 * rules below. No runtime dependencies.
 */

/** The local calendar day of a date as `YYYY-MM-DD`. */
export function toIsoDay(date: Date): string {
  const y = String(date.getFullYear()).padStart(4, '0');
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/** Parses `YYYY-MM-DD` (optionally followed by a time) into year, month (1-12) and day. */
export function parseIsoDay(value: string | null | undefined): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  return { year, month, day };
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  return month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * `YYYY-MM-DD` plus `months` calendar months, the day kept or, when the
 * month is shorter, its last day (31 January + 1 month = 28 or 29 February) —
 * PostgreSQL's `date + interval 'n months'`.
 */
export function addMonthsToDay(day: string, months: number): string {
  const p = parseIsoDay(day);
  if (!p) throw new Error(`Data inválida: ${day}`);
  const index = p.year * 12 + (p.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const d = Math.min(p.day, daysInMonth(year, month));
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** Formats `YYYY-MM-DD` as `DD/MM/AAAA` (pt-BR); other input is returned as is. */
export function formatDateBR(value: string | null | undefined): string {
  const p = parseIsoDay(value);
  if (!p) return value ?? '';
  return `${String(p.day).padStart(2, '0')}/${String(p.month).padStart(2, '0')}/${p.year}`;
}

const currency = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** Formats a value in reais (R$). */
export function formatCurrency(value: number | null | undefined): string {
  return currency.format(value ?? 0);
}

/** A value in reais as whole cents (money is computed in cents, never in floating reais). */
export function toCents(value: number): number {
  return Math.round(value * 100);
}

/** The time zone of the schools' calendar: "today" for due dates and statuses. */
export const SCHOOL_TIME_ZONE = 'America/Sao_Paulo';

/**
 * Today as the schools' calendar day (`YYYY-MM-DD` in SCHOOL_TIME_ZONE),
 * whatever the machine's zone: the api runs in UTC, so at 22h in São Paulo its
 * own date is already tomorrow.
 */
export function businessToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: SCHOOL_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
