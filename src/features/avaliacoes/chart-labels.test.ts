import { describe, expect, it } from 'vitest';
import { axisLabels, cutName } from './chart-labels';

describe('chart axis labels', () => {
  it('drops the start every name shares, at the separator', () => {
    expect(
      axisLabels(
        ['Escola de Idiomas — Unidade Batel', 'Escola de Idiomas — Unidade Savassi', 'Escola de Idiomas — Unidade Vila Mariana'],
        40,
      ),
    ).toEqual(['Unidade Batel', 'Unidade Savassi', 'Unidade Vila Mariana']);
  });

  it('else at a word, and never inside one', () => {
    expect(axisLabels(['Ana Paula Souza', 'Ana Beatriz Lima'], 40)).toEqual(['Paula Souza', 'Beatriz Lima']);
    expect(axisLabels(['Mariana Souza', 'Marcos Lima'], 40)).toEqual(['Mariana Souza', 'Marcos Lima']);
  });

  it('keeps a name that would be left empty, and a lone name, whole', () => {
    expect(axisLabels(['Escola — Centro', 'Escola — Centro Sul'], 40)).toEqual(['Centro', 'Centro Sul']);
    expect(axisLabels(['Escola — ', 'Escola — Sul'], 40)).toEqual(['Escola — ', 'Escola — Sul']);
    expect(axisLabels(['Escola de Idiomas — Unidade Batel'], 40)).toEqual(['Escola de Idiomas — Unidade Batel']);
  });

  it('cuts what is still too long', () => {
    expect(cutName('Business English — Ter/Qui 20h', 12)).toBe('Business En…');
    expect(cutName('Curto', 12)).toBe('Curto');
    expect(axisLabels(['Turma A de inglês avançado', 'Turma B'], 10)).toEqual(['A de ingl…', 'B']);
  });
});
