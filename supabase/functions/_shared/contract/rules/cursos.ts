/**
 * The fixed course catalogue (spec sections 1 and 9): 47 titles, each tagged
 * with its language, and the map from course names to material category codes.
 */
import type { MaterialCategoryCode } from '../constants.ts';

export type LanguageTag = 'ING' | 'ESP' | 'ALE' | 'RUS';

export const LANGUAGE_NAMES: Readonly<Record<LanguageTag, string>> = {
  ING: 'Inglês',
  ESP: 'Espanhol',
  ALE: 'Alemão',
  RUS: 'Russo',
};

/** The product line that prefixes the English books ("{product}" in the spec). */
export const PRODUCT_LINE = 'GLOBAL';

const series = (tag: LanguageTag, name: string, levels: readonly (string | number)[]) =>
  levels.map((level) => `[${tag}] ${name} ${level}`);

export const COURSE_CATALOGUE: readonly string[] = [
  ...series('ING', `${PRODUCT_LINE} ENGLISH BOOK`, [1, 2, 3, 4, 5, 6]),
  ...series('ING', `${PRODUCT_LINE} TWEENS`, [2, 3, 4]),
  ...series('ING', 'FERRIS WHEEL', [1, 2, 3, 4, 5, 6]),
  ...series('ING', 'NEXT STATION', [1, 2, 3, 4]),
  ...series('ING', 'TV BOX', [1, 2, 3]),
  '[ING] BUSINESS ENGLISH',
  '[ING] TOEFL PREPARATION',
  '[ING] ENGLISH FOR TRAVEL',
  ...series('ESP', 'NUEVO ESPAÑOL', [1, 2, 3, 4, 5, 6]),
  '[ESP] ESPAÑOL PARA NEGOCIOS',
  '[ESP] DELE PREPARACIÓN',
  ...series('ALE', 'MOMENTE', ['A1.1', 'A1.2', 'A2.1', 'A2.2', 'B1.1', 'B1.2']),
  ...series('ALE', 'ASPEKTE', ['B1+', 'B2', 'C1']),
  ...series('RUS', 'RUSSIAN START', [1, 2]),
  ...series('RUS', 'RUSSIAN PROGRESS', [1, 2]),
  '[RUS] RUSSIAN FOR BUSINESS',
];

/** The language tag of a course title, or null when it has none. */
export function languageTag(courseName: string): LanguageTag | null {
  const match = /^\s*\[(ING|ESP|ALE|RUS)\]/i.exec(courseName);
  return match ? (match[1]!.toUpperCase() as LanguageTag) : null;
}

/** Curso-name rules → material category code (spec section 9), first match wins. */
export const CATEGORY_RULES: readonly { readonly pattern: RegExp; readonly code: MaterialCategoryCode }[] = [
  { pattern: new RegExp(`\\b${PRODUCT_LINE} ENGLISH BOOK [1-6]\\b`, 'i'), code: 'CES' },
  { pattern: new RegExp(`\\b${PRODUCT_LINE} TWEENS [2-4]\\b`, 'i'), code: 'TWEENS' },
  { pattern: /\bFERRIS WHEEL\b/i, code: 'KIDS' },
  { pattern: /\bNEXT STATION\b/i, code: 'KIDS' },
  { pattern: /\bTV BOX\b/i, code: 'CONVERSATION' },
  { pattern: /\bMOMENTE\b/i, code: 'DEUTSCH' },
  { pattern: /\bASPEKTE\b/i, code: 'DEUTSCH' },
  { pattern: /\bNUEVO ESPAÑOL\b/i, code: 'ESPANHOL' },
];

/** The material category code of a course, or null when the map has none. */
export function categoryCodeFor(courseName: string): MaterialCategoryCode | null {
  return CATEGORY_RULES.find((rule) => rule.pattern.test(courseName))?.code ?? null;
}

/** The distinct category codes of a set of courses (a teacher's materials filter). */
export function categoryCodesFor(courseNames: readonly string[]): MaterialCategoryCode[] {
  return [...new Set(courseNames.map(categoryCodeFor).filter((c): c is MaterialCategoryCode => c !== null))];
}
