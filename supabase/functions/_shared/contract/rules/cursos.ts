/**
 * The fixed course catalogue (spec sections 1 and 9): 47 titles, each tagged
 * with its language, and the map from course names to material category codes.
 */
import { MAX_PDFS, type MaterialCategoryCode } from '../constants.ts';
import { CURSO_MESSAGES, type CursoResposta } from '../cursos.ts';
import type { Curso } from '../entities.ts';
import { badRequest } from '../errors.ts';

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

/**
 * The YouTube link a course form stores: none when absent or sent as the
 * text 'null' (what the form posts for an empty field).
 */
export function youtubeLinkOf(link: string | null | undefined): string | null {
  return link === 'null' ? null : (link ?? null);
}

/** A course's three PDF columns from the paths in slot order (null where there are fewer). */
export function cursoPdfValues(paths: readonly (string | null)[]): (string | null)[] {
  return Array.from({ length: MAX_PDFS }, (_, i) => paths[i] ?? null);
}

/** A PDF slot of an edit once read against the course: a kept file's stored path, or a new upload's id. */
export type ResolvedPdfSlot = { readonly kept: string } | { readonly upload: string };

/**
 * The PDF slots of a course edit against the course's stored PDFs
 * (`current`, in slot order), before any upload is looked at: 400 when a
 * slot to keep is empty, or a file is named twice.
 */
export function resolvePdfSlots(
  slots: readonly (string | { readonly manter: number })[],
  current: readonly (string | null)[],
): ResolvedPdfSlot[] {
  const resolved = slots.map((slot): ResolvedPdfSlot => {
    if (typeof slot === 'string') return { upload: slot };
    const kept = current[slot.manter - 1];
    if (!kept) throw badRequest(CURSO_MESSAGES.keepMissing);
    return { kept };
  });
  const names = resolved.map((slot) => ('kept' in slot ? `kept:${slot.kept}` : `upload:${slot.upload}`));
  if (new Set(names).size !== names.length) throw badRequest(CURSO_MESSAGES.pdfRepeated);
  return resolved;
}

/** The upload ids of the new PDFs among resolved slots, in order. */
export const newPdfUploads = (slots: readonly ResolvedPdfSlot[]): string[] =>
  slots.flatMap((slot) => ('upload' in slot ? [slot.upload] : []));

/** The stored paths of resolved slots, the new ones taken in order from `fresh` (the checked uploads' paths). */
export function pdfPathsOf(slots: readonly ResolvedPdfSlot[], fresh: readonly string[]): string[] {
  let next = 0;
  return slots.map((slot) => ('kept' in slot ? slot.kept : fresh[next++]!));
}

/** A stored PDF of a course as the caller gets it: its signed URL (null when none or unreadable) and original name. */
export interface CursoPdf {
  readonly url: string | null;
  readonly name: string | null;
}

/** A course as answered: its PDFs (slot order) as signed URLs, each name only where there is a file to show. */
export function cursoAnswer(curso: Curso, pdfs: readonly CursoPdf[]): CursoResposta {
  const pdf = (i: number) => pdfs[i] ?? { url: null, name: null };
  const name = (i: number) => (pdf(i).url ? pdf(i).name : null);
  return {
    ...curso,
    cp_pdf1_curso: pdf(0).url,
    cp_pdf2_curso: pdf(1).url,
    cp_pdf3_curso: pdf(2).url,
    cp_pdf1_nome: name(0),
    cp_pdf2_nome: name(1),
    cp_pdf3_nome: name(2),
  };
}
