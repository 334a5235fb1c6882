// @vitest-environment node
/** The course catalogue and category codes (rules/cursos.ts). Here because vitest runs tests/ and src/, not supabase/. */
import { describe, expect, it } from 'vitest';
import {
  categoryCodeFor,
  categoryCodesFor,
  COURSE_CATALOGUE,
  languageTag,
} from '../../supabase/functions/_shared/contract/rules/cursos.ts';

describe('course catalogue', () => {
  it('has 47 distinct titles, each tagged with one of the four languages', () => {
    expect(COURSE_CATALOGUE).toHaveLength(47);
    expect(new Set(COURSE_CATALOGUE).size).toBe(47);
    for (const title of COURSE_CATALOGUE) expect(languageTag(title)).not.toBeNull();
    const tags = new Set(COURSE_CATALOGUE.map(languageTag));
    expect(tags).toEqual(new Set(['ING', 'ESP', 'ALE', 'RUS']));
  });
});

describe('category codes (spec section 9)', () => {
  it('maps the named course families', () => {
    expect(categoryCodeFor('[ING] GLOBAL ENGLISH BOOK 1')).toBe('CES');
    expect(categoryCodeFor('[ING] GLOBAL ENGLISH BOOK 6')).toBe('CES');
    expect(categoryCodeFor('[ING] GLOBAL TWEENS 2')).toBe('TWEENS');
    expect(categoryCodeFor('[ING] GLOBAL TWEENS 4')).toBe('TWEENS');
    expect(categoryCodeFor('[ING] FERRIS WHEEL 3')).toBe('KIDS');
    expect(categoryCodeFor('[ING] NEXT STATION 1')).toBe('KIDS');
    expect(categoryCodeFor('[ING] TV BOX 2')).toBe('CONVERSATION');
    expect(categoryCodeFor('[ALE] MOMENTE A1.1')).toBe('DEUTSCH');
    expect(categoryCodeFor('[ALE] ASPEKTE B2')).toBe('DEUTSCH');
    expect(categoryCodeFor('[ESP] NUEVO ESPAÑOL 4')).toBe('ESPANHOL');
  });
  it('leaves courses outside the map without a code', () => {
    expect(categoryCodeFor('[ING] GLOBAL ENGLISH BOOK 7')).toBeNull();
    expect(categoryCodeFor('[ING] GLOBAL TWEENS 1')).toBeNull();
    expect(categoryCodeFor('[RUS] RUSSIAN START 1')).toBeNull();
  });
  it('collects the distinct codes of a set of courses', () => {
    expect(categoryCodesFor(['[ING] TV BOX 1', '[ING] TV BOX 2', '[ALE] MOMENTE A2.1', '[RUS] RUSSIAN START 2'])).toEqual([
      'CONVERSATION',
      'DEUTSCH',
    ]);
  });
  it('maps every catalogue course of a named family', () => {
    const coded = COURSE_CATALOGUE.filter((c) => categoryCodeFor(c) !== null);
    expect(coded).toHaveLength(6 + 3 + 6 + 4 + 3 + 6 + 6 + 3);
  });
});
