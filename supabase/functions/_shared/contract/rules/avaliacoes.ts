/**
 * The evaluations dashboard's figures (docs/avaliacoes.md), one definition
 * for the mock, the SQL (private.avaliacao_media, checked against it) and
 * the screen: the mean of grade averages, and the Boa/Média/Ruim split.
 */
import { gradeLabel, type GradeLabel } from './notas.ts';

/**
 * The mean of some grade averages (each already to one decimal), to one
 * decimal, half up; computed from the sum in tenths so every backend agrees.
 */
export function meanGrade(sumTenths: number, count: number): number | null {
  if (count <= 0) return null;
  return Math.floor(sumTenths / count + 0.5) / 10;
}

export interface GradeSplit {
  boa: number;
  regular: number;
  ruim: number;
}

/** Counts of Boa / Média / Ruim over grade averages (gradeLabel's thresholds). */
export function gradeSplit(averages: readonly number[]): GradeSplit {
  const split: GradeSplit = { boa: 0, regular: 0, ruim: 0 };
  const key: Record<GradeLabel, keyof GradeSplit> = { Boa: 'boa', Média: 'regular', Ruim: 'ruim' };
  for (const a of averages) split[key[gradeLabel(a)]] += 1;
  return split;
}
