/** Calendar-date helpers shared by the rules (local time, `YYYY-MM-DD`). */

/** The local calendar day of a date as `YYYY-MM-DD`. */
export function toIsoDay(date: Date): string {
  const y = date.getFullYear();
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
