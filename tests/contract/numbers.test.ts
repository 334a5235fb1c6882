// @vitest-environment node
/** pt-BR numbers (numbers.ts): the one formatter and the one parser. Here because vitest runs tests/ and src/, not supabase/. */
import { describe, expect, it } from 'vitest';
import {
  decimalsOf,
  formatCount,
  formatCsvNumber,
  formatDecimal,
  formatInteger,
  formatNumber,
  formatPercent,
  NO_NUMBER,
  parseDecimal,
} from '../../supabase/functions/_shared/contract/numbers.ts';
import { formatGrade, gradeAverage, isGradeStep } from '../../supabase/functions/_shared/contract/rules/notas.ts';

describe('formatting numbers in pt-BR', () => {
  it('writes a decimal comma and the asked decimals', () => {
    expect(formatDecimal(7.8, 1)).toBe('7,8');
    expect(formatDecimal(7, 1)).toBe('7,0');
    expect(formatDecimal(10, 1)).toBe('10,0');
    expect(formatDecimal(0, 1)).toBe('0,0');
    expect(formatDecimal(7.75, 1)).toBe('7,8');
    expect(formatDecimal(2.25, 2)).toBe('2,25');
  });
  it('groups thousands with a point, except in a CSV cell', () => {
    expect(formatInteger(12345)).toBe('12.345');
    expect(formatInteger(999)).toBe('999');
    expect(formatInteger(1000)).toBe('1.000');
    expect(formatInteger(1234567)).toBe('1.234.567');
    expect(formatNumber(1234.5, { minDecimals: 2 })).toBe('1.234,50');
    expect(formatCsvNumber(1234.5)).toBe('1234,5');
    expect(formatCsvNumber(12345)).toBe('12345');
    expect(formatCsvNumber(Number.NaN)).toBe('');
  });
  it('keeps as many decimals as the number has unless told', () => {
    expect(formatNumber(7.25)).toBe('7,25');
    expect(formatNumber(7)).toBe('7');
    expect(formatNumber(0.1 + 0.2, { maxDecimals: 2 })).toBe('0,3');
    expect(formatNumber(1.5, { maxDecimals: 1 })).toBe('1,5');
    expect(formatNumber(2, { maxDecimals: 1 })).toBe('2');
    expect(formatNumber(1e-7)).toBe('0,0000001');
    expect(formatNumber(1e21)).toBe('1.000.000.000.000.000.000.000');
  });
  it('shows no minus for a value that rounds to zero, and a dash for NaN', () => {
    expect(formatDecimal(-0.04, 1)).toBe('0,0');
    expect(formatDecimal(-1.5, 1)).toBe('-1,5');
    expect(formatInteger(-1234)).toBe('-1.234');
    expect(formatDecimal(Number.NaN, 1)).toBe(NO_NUMBER);
    expect(formatPercent(Number.POSITIVE_INFINITY)).toBe(NO_NUMBER);
  });
  it('writes a count with its noun', () => {
    expect(formatCount(1, 'nota', 'notas')).toBe('1 nota');
    expect(formatCount(0, 'nota', 'notas')).toBe('0 notas');
    expect(formatCount(12345, 'usuário', 'usuários')).toBe('12.345 usuários');
  });
  it('writes percentages given in percent', () => {
    expect(formatPercent(86)).toBe('86%');
    expect(formatPercent(85.7, 1)).toBe('85,7%');
    expect(formatPercent(100)).toBe('100%');
    expect(formatPercent(0)).toBe('0%');
  });
  it('shows grades and averages with one decimal comma (spec section 5)', () => {
    expect(formatGrade(gradeAverage(8.5, 7))).toBe('7,8');
    expect(formatGrade(7)).toBe('7,0');
    expect(formatGrade(10)).toBe('10,0');
  });
});

describe('reading a typed number', () => {
  it.each([
    ['8,5', 8.5],
    ['8.5', 8.5],
    [' 8,5 ', 8.5],
    ['10', 10],
    ['0,0', 0],
    [',5', 0.5],
    ['8,', 8],
    ['-1', -1],
    ['007', 7],
  ])('reads %j as %d', (text, value) => {
    expect(parseDecimal(text)).toBe(value);
  });
  it.each(['', '   ', '8,5,1', 'abc', '1.000,5', '8 5', '1e3', 'Infinity', '0x10', '+8', '8,5a', ',', '-', '٨', '１０'])(
    'refuses %j',
    (text) => {
      expect(parseDecimal(text)).toBeNull();
    },
  );
  it('round-trips what it writes', () => {
    for (let tenths = 0; tenths <= 100; tenths++) {
      const grade = tenths / 10;
      expect(parseDecimal(formatGrade(grade))).toBe(grade);
    }
  });
});

describe('decimal places and the grade step', () => {
  it('counts the places a number has', () => {
    expect(decimalsOf(7)).toBe(0);
    expect(decimalsOf(8.5)).toBe(1);
    expect(decimalsOf(8.55)).toBe(2);
    expect(decimalsOf(Number.NaN)).toBe(0);
  });
  it('keeps grades to steps of 0.1', () => {
    expect(isGradeStep(8.5)).toBe(true);
    expect(isGradeStep(0.3)).toBe(true);
    expect(isGradeStep(10)).toBe(true);
    expect(isGradeStep(8.55)).toBe(false);
    expect(isGradeStep(Number.NaN)).toBe(false);
  });
});
