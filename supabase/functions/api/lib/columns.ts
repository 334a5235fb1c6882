/**
 * SQL fragments built from the contract's column lists (columnsOf), so the
 * api never spells a table's columns itself. Column names come from the
 * contract's schemas, never from a request; values are always bound.
 */

/** A column name quoted: the contract's camelCase names (cp_mtPar_id) keep their case. */
export const ident = (column: string): string => `"${column.replaceAll('"', '""')}"`;

/** `alias."a", alias."b", …` */
export const selectList = (alias: string, columns: readonly string[]): string =>
  columns.map((c) => `${alias}.${ident(c)}`).join(', ');

/** `(a, b) values ($n+1, $n+2)`: the columns of an insert whose values follow `before` other parameters. */
export const insertList = (columns: readonly string[], before = 0): string =>
  `(${columns.map(ident).join(', ')}) values (${columns.map((_, i) => `$${before + i + 1}`).join(', ')})`;

/** `a = $n+1, b = $n+2`: the set list of an update whose values follow `before` other parameters. */
export const setList = (columns: readonly string[], before = 0): string =>
  columns.map((c, i) => `${ident(c)} = $${before + i + 1}`).join(', ');
