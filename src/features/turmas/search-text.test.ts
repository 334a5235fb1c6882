import { describe, expect, it } from 'vitest';
import { foldText, matchesSearch } from './search-text';

describe('foldText', () => {
  it('drops accents and case', () => {
    expect(foldText('João Conceição')).toBe('joao conceicao');
    expect(foldText('ÂNGELA Müller')).toBe('angela muller');
    expect(foldText('')).toBe('');
  });
});

describe('matchesSearch', () => {
  it('finds accented names from plain typing and the other way round', () => {
    expect(matchesSearch('João Pereira', 'joao')).toBe(true);
    expect(matchesSearch('Joao Pereira', 'JOÃO')).toBe(true);
    expect(matchesSearch('Lúcia Araújo', 'araujo')).toBe(true);
  });

  it('needs every word, in any order', () => {
    expect(matchesSearch('Ana Beatriz Souza', 'souza ana')).toBe(true);
    expect(matchesSearch('Ana Beatriz Souza', 'ana lima')).toBe(false);
  });

  it('matches everything for an empty or blank query', () => {
    expect(matchesSearch('Qualquer', '')).toBe(true);
    expect(matchesSearch('Qualquer', '   ')).toBe(true);
  });

  it('treats regular-expression characters as text', () => {
    expect(matchesSearch('Ana (noite)', '(noite')).toBe(true);
    expect(matchesSearch('Ana', '.*')).toBe(false);
  });
});
