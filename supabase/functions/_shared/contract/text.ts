/**
 * How both backends and the screens compare text, defined once:
 *
 * - `foldText`: lower case without accents ("São José" → "sao jose"). Every
 *   `q` search looks for the folded words in the folded row text; the SQL
 *   twin is `private.fold` (supabase/migrations/*_list_helpers.sql).
 * - `compareNames`: the order of every named list — folded text compared code
 *   point by code point (lists then order ties by id). The SQL twin is
 *   `order by private.fold(name) collate "C", id`, which needs no ICU and so
 *   sorts alike on every server (PGlite, PostgreSQL 15, hosted Supabase) and
 *   can walk an index.
 */

/** Lower case without accents (NFD, combining marks U+0300–U+036F removed). */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** Code point order (PostgreSQL's "C" collation on UTF-8). */
export function compareCodePoints(a: string, b: string): number {
  const x = Array.from(a);
  const y = Array.from(b);
  const n = Math.min(x.length, y.length);
  for (let i = 0; i < n; i++) {
    const d = x[i]!.codePointAt(0)! - y[i]!.codePointAt(0)!;
    if (d !== 0) return d;
  }
  return x.length - y.length;
}

/** Names in folded order ("Álvaro" next to "Alice", not after "Zé"). */
export function compareNames(a: string, b: string): number {
  return compareCodePoints(foldText(a), foldText(b));
}

/** Whether every word of `query` appears in `text`, accents and case ignored. */
export function matchesWords(text: string, query: string): boolean {
  const haystack = foldText(text);
  return foldText(query)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

/** Digit runs are compared as numbers up to this many digits (longer runs compare as text). */
export const NATURAL_DIGITS = 12;

/**
 * The key of the numeric-aware order (spec section 7: audios "sorted by name,
 * numeric-aware"): the folded text with every run of ASCII digits written as
 * a number of NATURAL_DIGITS digits ("Unit 2" → "unit 000000000002"), so that
 * 'Unit 2' comes before 'Unit 10' when keys are compared code point by code
 * point. SQL twin: private.natural_key (the rules migration).
 */
export function naturalKey(text: string): string {
  return foldText(text).replace(/[0-9]+/g, (run) => {
    const digits = run.replace(/^0+(?=[0-9])/, '');
    return digits.length >= NATURAL_DIGITS ? digits : digits.padStart(NATURAL_DIGITS, '0');
  });
}

/** Names in numeric-aware folded order ('Unit 2' before 'Unit 10'); ties are left to the caller (id). */
export function compareNatural(a: string, b: string): number {
  return compareCodePoints(naturalKey(a), naturalKey(b));
}
