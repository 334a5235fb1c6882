// @vitest-environment node
/** The grade rules (rules/notas.ts): average, rating, the 0–10 range. Here because vitest runs tests/ and src/, not supabase/. */
import { describe, expect, it } from 'vitest';
import { formatGrade, gradeAverage, gradeRating, isValidGrade } from '../../supabase/functions/_shared/contract/rules/notas.ts';

describe('grades', () => {
  it('averages workbook and exam and shows one decimal', () => {
    expect(gradeAverage(8, 7)).toBe(7.5);
    expect(formatGrade(gradeAverage(6.3, 7))).toBe('6,7');
  });
  it('rates with thresholds 7 and 5', () => {
    expect(gradeRating(7)).toEqual({ label: 'Boa', tone: 'success' });
    expect(gradeRating(6.9)).toEqual({ label: 'Média', tone: 'warning' });
    expect(gradeRating(5)).toEqual({ label: 'Média', tone: 'warning' });
    expect(gradeRating(4.9)).toEqual({ label: 'Ruim', tone: 'danger' });
  });
  it('accepts 0 to 10 only', () => {
    expect(isValidGrade(0)).toBe(true);
    expect(isValidGrade(10)).toBe(true);
    expect(isValidGrade(10.1)).toBe(false);
    expect(isValidGrade(-0.1)).toBe(false);
    expect(isValidGrade(Number.NaN)).toBe(false);
  });
});

describe('grade average rounding', () => {
  it('rounds half up in tenths and rates the rounded average', () => {
    expect(gradeAverage(6.3, 7)).toBe(6.7);
    expect(gradeAverage(6.9, 7)).toBe(7);
    expect(gradeRating(gradeAverage(6.9, 7)).label).toBe('Boa');
    expect(gradeAverage(0.1, 0)).toBe(0.1);
    expect(gradeAverage(10, 9.9)).toBe(10);
  });
});
