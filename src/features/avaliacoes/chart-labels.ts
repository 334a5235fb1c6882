/**
 * The names on a chart's axis: what tells the groups apart. The network's
 * schools all start 'Escola de Idiomas — ', which would leave every cut label
 * the same; the common start is dropped (at a ' — ' when there is one, else
 * at a space) and what is still too long is cut. The tooltip and the table
 * keep the whole names.
 */
const SEPARATOR = ' — ';

/** The start every name shares, cut back to a separator or a word. */
function sharedStart(names: readonly string[]): string {
  if (names.length < 2) return '';
  let prefix = names[0]!;
  for (const name of names) {
    let i = 0;
    while (i < prefix.length && i < name.length && prefix[i] === name[i]) i++;
    prefix = prefix.slice(0, i);
  }
  const sep = prefix.lastIndexOf(SEPARATOR);
  if (sep !== -1) return prefix.slice(0, sep + SEPARATOR.length);
  const space = prefix.lastIndexOf(' ');
  return space === -1 ? '' : prefix.slice(0, space + 1);
}

export function cutName(name: string, max: number): string {
  return name.length > max ? `${name.slice(0, max - 1).trimEnd()}…` : name;
}

/** The axis label of each name, in order. */
export function axisLabels(names: readonly string[], max: number): string[] {
  const start = sharedStart(names);
  // A name that is nothing but the shared start would be left empty: then every name stays whole.
  const strip = start !== '' && names.every((n) => n.length > start.length);
  return names.map((n) => cutName(strip ? n.slice(start.length) : n, max));
}
