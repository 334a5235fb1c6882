// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { compareNames, foldText, matchesWords } from '../../supabase/functions/_shared/contract/text.ts';

describe('text rules shared by the backends and the screens', () => {
  it('folds accents and case', () => {
    expect(foldText('São José DA Conceição')).toBe('sao jose da conceicao');
    expect(foldText('Ünal Çelik')).toBe('unal celik');
  });

  it('orders names by their folded text, like private.fold(name) collate "C"', () => {
    const names = ['Zé Carlos', 'álvaro', 'Alice', 'Érica', 'bruno', 'Ana Beatriz', 'Ana'];
    expect([...names].sort(compareNames)).toEqual(['Alice', 'álvaro', 'Ana', 'Ana Beatriz', 'bruno', 'Érica', 'Zé Carlos']);
  });

  it('matches when every word appears, in any order', () => {
    expect(matchesWords('João da Silva', 'silva joao')).toBe(true);
    expect(matchesWords('João da Silva', 'joão souza')).toBe(false);
    expect(matchesWords('João', '   ')).toBe(true);
  });
});
