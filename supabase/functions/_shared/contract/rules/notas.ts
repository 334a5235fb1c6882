/**
 * Grades (notas), spec sections 5 and 9: range 0-10 in steps of 0.1, the
 * average and its rating. The average is (workbook + exam) ÷ 2 rounded to one
 * decimal (half up), and the rating reads the rounded average, so a student
 * never sees '7,0' with 'Média'. SQL twins: private.nota_media and
 * private.nota_conceito (the rules migration), checked against these.
 */
import { formatDecimal } from '../numbers.ts';

export const GRADE_MIN = 0;
export const GRADE_MAX = 10;
/** Decimals a grade is shown with and may be typed with: the spec's step of 0.1. */
export const GRADE_DECIMALS = 1;
export const GRADE_STEP = 10 ** -GRADE_DECIMALS;

/** Rating thresholds (spec section 9). */
export const GRADE_GOOD = 7;
export const GRADE_FAIR = 5;

export type GradeLabel = 'Boa' | 'Média' | 'Ruim';
export type GradeRating = { label: GradeLabel; tone: 'success' | 'warning' | 'danger' };

export function isValidGrade(value: number): boolean {
  return Number.isFinite(value) && value >= GRADE_MIN && value <= GRADE_MAX;
}

/** Whether a grade keeps to GRADE_STEP (8.5 yes, 8.55 no). */
export function isGradeStep(value: number): boolean {
  const steps = value * 10 ** GRADE_DECIMALS;
  return Number.isFinite(value) && Math.abs(steps - Math.round(steps)) < 1e-9;
}

/** (workbook + exam) ÷ 2, to one decimal, half up (computed in tenths, so 6.3 and 7 give 6.7). */
export function gradeAverage(workbook: number, exam: number): number {
  return Math.round((Math.round(workbook * 10) + Math.round(exam * 10)) / 2) / 10;
}

/** A grade or an average as shown, in pt-BR with one decimal (numbers.ts): '7,8', '10,0'. */
export function formatGrade(value: number): string {
  return formatDecimal(value, GRADE_DECIMALS);
}

export function gradeLabel(average: number): GradeLabel {
  if (average >= GRADE_GOOD) return 'Boa';
  if (average >= GRADE_FAIR) return 'Média';
  return 'Ruim';
}

const TONES = { Boa: 'success', Média: 'warning', Ruim: 'danger' } as const;

export function gradeRating(average: number): GradeRating {
  const label = gradeLabel(average);
  return { label, tone: TONES[label] };
}
