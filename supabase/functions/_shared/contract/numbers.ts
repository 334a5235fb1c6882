/**
 * Numbers as a Brazilian reads and types them: a decimal comma, thousands
 * grouped with a point. One formatter and one parser for every number that is
 * not money — grades, averages, percentages, counts, file sizes — on the
 * screens, in the CSV files and in both backends' answers (money stays
 * formatCurrency in dates.ts: 'R$ 1.234,56'). No runtime dependencies and no
 * Intl: the same text in Deno, Node and every browser.
 */

/** The decimal separator of pt-BR. */
export const DECIMAL_COMMA = ',';
/** The thousands separator of pt-BR. */
export const THOUSANDS_POINT = '.';

export interface NumberFormat {
  /** Fraction digits always written ('7,0'); 0 by default. */
  readonly minDecimals?: number;
  /**
   * Fraction digits at most, the last one rounded; by default minDecimals when
   * that is given, else as many as the number has ('2,25', '7').
   */
  readonly maxDecimals?: number;
  /** Thousands grouped with '.' ('12.345'); true by default. A CSV cell goes without. */
  readonly grouping?: boolean;
}

/** What an absent or broken figure shows as: never 'NaN'. */
export const NO_NUMBER = '—';

/** The digits of |value| with the decimal point, before the pt-BR separators. */
function plainDigits(abs: number, minDecimals: number, maxDecimals: number | undefined): string {
  if (maxDecimals !== undefined) {
    const fixed = abs.toFixed(Math.min(100, Math.max(0, maxDecimals)));
    if (!fixed.includes('.')) return fixed;
    const [whole, fraction] = fixed.split('.') as [string, string];
    let keep = fraction.length;
    while (keep > minDecimals && fraction[keep - 1] === '0') keep--;
    return keep === 0 ? whole : `${whole}.${fraction.slice(0, keep)}`;
  }
  // As many decimals as the number has: its shortest round-trip text, never in e-notation.
  let text = String(abs);
  if (/e/i.test(text)) text = abs >= 1 ? BigInt(Math.round(abs)).toString() : abs.toFixed(20).replace(/0+$/, '');
  const [whole = '0', fraction = ''] = text.split('.');
  const padded = fraction.padEnd(minDecimals, '0');
  return padded === '' ? whole : `${whole}.${padded}`;
}

function group(whole: string): string {
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, THOUSANDS_POINT);
}

/**
 * A number in pt-BR: formatNumber(7.75, { minDecimals: 1 }) is '7,75',
 * formatNumber(12345) '12.345', formatNumber(1234.5, { grouping: false })
 * '1234,5'. A value rounding to zero shows no minus sign; NaN and infinities
 * show NO_NUMBER.
 */
export function formatNumber(value: number, format: NumberFormat = {}): string {
  if (!Number.isFinite(value)) return NO_NUMBER;
  const minDecimals = Math.max(0, format.minDecimals ?? 0);
  const maxDecimals = format.maxDecimals ?? format.minDecimals;
  const digits = plainDigits(
    Math.abs(value),
    minDecimals,
    maxDecimals === undefined ? undefined : Math.max(minDecimals, maxDecimals),
  );
  const [whole, fraction] = digits.split('.') as [string, string | undefined];
  const zero = /^[0.]*$/.test(digits);
  const sign = value < 0 && !zero ? '-' : '';
  const grouped = format.grouping === false ? whole : group(whole);
  return fraction === undefined ? `${sign}${grouped}` : `${sign}${grouped}${DECIMAL_COMMA}${fraction}`;
}

/** Exactly `decimals` fraction digits: formatDecimal(7.75, 1) is '7,8', formatDecimal(7, 1) '7,0'. */
export function formatDecimal(value: number, decimals: number): string {
  return formatNumber(value, { minDecimals: decimals });
}

/** A whole number, grouped: '12.345'. */
export function formatInteger(value: number): string {
  return formatNumber(value, { maxDecimals: 0 });
}

/** A count with its noun, grouped: formatCount(1, 'nota', 'notas') is '1 nota', formatCount(12345, …) '12.345 notas'. */
export function formatCount(value: number, singular: string, plural: string): string {
  return `${formatInteger(value)} ${value === 1 ? singular : plural}`;
}

/** A percentage given in percent (85.7, not 0.857): '85,7%' with one decimal, '86%' with none (the default). */
export function formatPercent(value: number, decimals = 0): string {
  const text = formatDecimal(value, decimals);
  return text === NO_NUMBER ? text : `${text}%`;
}

/** A number as a CSV cell in pt-BR: decimal comma, no grouping, as many decimals as it has ('1234,5'). */
export function formatCsvNumber(value: number): string {
  return Number.isFinite(value) ? formatNumber(value, { grouping: false }) : '';
}

/** A number as typed: an optional minus, digits, and at most one decimal comma or point ('8,5', '8.5', ',5', '8,'). */
const TYPED_DECIMAL = /^-?(?:\d+(?:[.,]\d*)?|[.,]\d+)$/;

/**
 * What a Brazilian types as a number, read: '8,5', '8.5', ' 8,5 ', '10',
 * '0,0' and ',5' are numbers (a comma or a point marks the decimals); null
 * for '' and for anything else — '8,5,1', 'abc', '1.000,5' (thousands are not
 * typed where this reads), '1e3', '∞'. The caller checks the range and the
 * step.
 */
export function parseDecimal(text: string): number | null {
  const trimmed = text.trim();
  if (!TYPED_DECIMAL.test(trimmed)) return null;
  const value = Number(trimmed.replace(',', '.'));
  return Number.isFinite(value) ? value : null;
}

/** How many fraction digits a number has (7 → 0, 8.5 → 1, 8.55 → 2), read off its shortest text. */
export function decimalsOf(value: number): number {
  if (!Number.isFinite(value) || Number.isInteger(value)) return 0;
  const digits = plainDigits(Math.abs(value), 0, undefined);
  return digits.includes('.') ? digits.length - digits.indexOf('.') - 1 : 0;
}
