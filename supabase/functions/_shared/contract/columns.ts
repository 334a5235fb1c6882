/**
 * Column lists read off the contract's row and form schemas, so a field is
 * named once (in its schema) and every backend's select, insert and update
 * lists, the mock's rows and the seed's SQL follow it.
 */
import type { z } from 'zod';

/** The keys of an object schema, in declaration order (= the table's columns). */
export function columnsOf<S extends z.ZodObject>(schema: S): (keyof z.output<S> & string)[] {
  return Object.keys(schema.shape) as (keyof z.output<S> & string)[];
}

/** The values of `columns` in `row`, a missing value as null (the order of an insert or update). */
export function valuesOf<K extends string>(row: { readonly [P in K]?: unknown }, columns: readonly K[]): unknown[] {
  return columns.map((c) => row[c] ?? null);
}

/** An optional field as stored: absent means null. */
type Stored<V> = undefined extends V ? Exclude<V, undefined> | null : V;

/** `row` reduced to `columns`, a missing value as null (a form's values as the columns it writes). */
export function pickColumns<T extends object, K extends keyof T & string>(
  row: T,
  columns: readonly K[],
): { [P in K]: Stored<T[P]> } {
  const values = row as Readonly<Record<string, unknown>>;
  return Object.fromEntries(columns.map((c) => [c, values[c] ?? null])) as { [P in K]: Stored<T[P]> };
}
