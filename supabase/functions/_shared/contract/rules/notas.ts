/**
 * Grades (notas), spec sections 5 and 9: range 0-10 in steps of 0.1, the
 * average and its rating. The average is (workbook + exam) ÷ 2 rounded to one
 * decimal (half up), and the rating reads the rounded average, so a student
 * never sees '7.0' with 'Média'. SQL twins: private.nota_media and
 * private.nota_conceito (the rules migration), checked against these.
 */
export const GRADE_MIN = 0;
export const GRADE_MAX = 10;
export const GRADE_STEP = 0.1;

/** Rating thresholds (spec section 9). */
export const GRADE_GOOD = 7;
export const GRADE_FAIR = 5;

export type GradeLabel = 'Boa' | 'Média' | 'Ruim';
export type GradeRating = { label: GradeLabel; tone: 'success' | 'warning' | 'danger' };

export function isValidGrade(value: number): boolean {
  return Number.isFinite(value) && value >= GRADE_MIN && value <= GRADE_MAX;
}

/** (workbook + exam) ÷ 2, to one decimal, half up (computed in tenths, so 6.3 and 7 give 6.7). */
export function gradeAverage(workbook: number, exam: number): number {
  return Math.round((Math.round(workbook * 10) + Math.round(exam * 10)) / 2) / 10;
}

/** The average as shown: one decimal place. */
export function formatGrade(value: number): string {
  return value.toFixed(1);
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
