/**
 * Accent- and case-insensitive matching for the client-side student search
 * (spec section 5: "The student search ignores accents and case"), with the
 * server's rule for `q`: every typed word must occur in the name.
 */

/** Lower case without diacritics: 'João' → 'joao', 'ÂNGELA' → 'angela'. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('pt-BR');
}

/** Whether every word of `query` occurs in `text`, ignoring accents and case; an empty query matches all. */
export function matchesSearch(text: string, query: string): boolean {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = foldText(text);
  return words.every((w) => haystack.includes(w));
}
