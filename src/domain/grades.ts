/** Grade rules (spec sections 5 and 9): range 0-10, step 0.1, thresholds 7 and 5. */

export const GRADE_MIN = 0;
export const GRADE_MAX = 10;
export const GRADE_STEP = 0.1;

export type GradeRating = { label: 'Boa' | 'Média' | 'Ruim'; tone: 'success' | 'warning' | 'danger' };

export function isValidGrade(value: number): boolean {
  return Number.isFinite(value) && value >= GRADE_MIN && value <= GRADE_MAX;
}

/** Average of workbook and exam, (workbook + exam) / 2. */
export function gradeAverage(workbook: number, exam: number): number {
  return (workbook + exam) / 2;
}

/** The average as shown: one decimal place. */
export function formatGrade(value: number): string {
  return value.toFixed(1);
}

export function gradeRating(average: number): GradeRating {
  if (average >= 7) return { label: 'Boa', tone: 'success' };
  if (average >= 5) return { label: 'Média', tone: 'warning' };
  return { label: 'Ruim', tone: 'danger' };
}
