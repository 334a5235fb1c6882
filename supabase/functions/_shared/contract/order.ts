/**
 * List orders as data. Each list's order is written once, in its domain's
 * contract file, as the columns it sorts by; the mock sorts with
 * `compareBy(order)` and the api builds its SQL `order by` from the same
 * keys (api lib/list.ts `orderBy`): tests/db/orders.test.ts checks that every
 * kind sorts alike in both.
 *
 * Every list order ends with the row's id, so no two rows tie.
 */
import { compareCodePoints, compareNames, compareNatural } from './text.ts';

/**
 * How a key's values compare:
 * - `name`: compareNames (SQL: `private.fold(col) collate "C"`);
 * - `natural`: compareNatural, digit runs as numbers (SQL: `private.natural_key(col) collate "C"`);
 * - `text`: code point order (SQL: `col collate "C"`);
 * - `date`: an ISO day or timestamp, as text in the mock (SQL: the date column);
 * - `number`: numeric (SQL: the column).
 */
export type OrderKind = 'name' | 'natural' | 'text' | 'date' | 'number';

export interface OrderKey<C extends string = string> {
  readonly column: C;
  readonly kind: OrderKind;
  readonly desc?: boolean;
}

export type ListOrder<C extends string = string> = readonly OrderKey<C>[];

/** The order of a named list: the name (compareNames), then the id. */
export const nameOrder = <N extends string, I extends string>(name: N, id: I): ListOrder<N | I> => [
  { column: name, kind: 'name' },
  { column: id, kind: 'number' },
];

function compareValues(kind: OrderKind, a: unknown, b: unknown): number {
  switch (kind) {
    case 'name':
      return compareNames(String(a), String(b));
    case 'natural':
      return compareNatural(String(a), String(b));
    case 'text':
    case 'date':
      return compareCodePoints(String(a), String(b));
    case 'number':
      return Number(a) - Number(b);
  }
}

/** The comparator of an order, for any rows that carry its columns. */
export function compareBy<C extends string>(
  order: ListOrder<C>,
): <T extends { readonly [K in C]: unknown }>(a: T, b: T) => number {
  return (a, b) => {
    for (const { column, kind, desc } of order) {
      const d = compareValues(kind, a[column], b[column]);
      if (d !== 0) return desc ? -d : d;
    }
    return 0;
  };
}

/** The id column of an order (its last key). */
export function idColumnOf<C extends string>(order: ListOrder<C>): C {
  const last = order.at(-1);
  if (!last || last.kind !== 'number') throw new Error('A list order ends with the row id.');
  return last.column;
}
