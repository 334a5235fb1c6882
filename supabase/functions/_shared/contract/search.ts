/**
 * What a list's `q` searches, as data. Each list names its searched columns
 * once, in its domain's contract file; the mock matches `q` against
 * `searchTextOf(fields)` (text.ts `matchesWords`) and the api builds the same
 * text in SQL (api lib/list.ts `searchSql`): the values joined by spaces,
 * nulls left out — `concat_ws(' ', …)`.
 */
import { onlyDigits } from './validators.ts';

/** A searched column: its text, or (`digitsOf`) its digits only, so a CPF is found typed without punctuation. */
export type SearchField<C extends string = string> = C | { readonly digitsOf: C };

/** The column a search field reads. */
export const searchColumnOf = <C extends string>(field: SearchField<C>): C =>
  typeof field === 'string' ? field : field.digitsOf;

/** The text `q` is searched in, for rows that carry the fields' columns. */
export function searchTextOf<C extends string>(
  fields: readonly SearchField<C>[],
): <T extends { readonly [K in C]: unknown }>(row: T) => string {
  return (row) =>
    fields
      .flatMap((field) => {
        const value = row[searchColumnOf(field)];
        if (value === null || value === undefined) return [];
        return [typeof field === 'string' ? String(value) : onlyDigits(String(value))];
      })
      .join(' ');
}
