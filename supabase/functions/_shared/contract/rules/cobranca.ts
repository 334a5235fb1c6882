/**
 * What an overdue installment costs today (docs/cobranca.md): its value plus
 * the late fee (multa) and the late interest (juros de mora) the school
 * charges, within what Brazilian consumer law allows. One rule for the
 * screens, both backends and the PIX charge with due date (`cobv`), whose
 * `valor.multa` / `valor.juros` carry the same numbers; the database has its
 * twin, tested against this one.
 *
 * - Multa: a percentage of the value, once, from the day after the due date.
 *   The Código de Defesa do Consumidor (art. 52, § 1º) caps it at 2%.
 * - Juros de mora: a percentage a month, pro rata per calendar day (the month
 *   counted as 30 days: the PIX API's "percentual ao mês, dias corridos"),
 *   capped at 1% a month (Código Civil, art. 406, with the usury law's cap on
 *   agreed late interest).
 * Amounts are whole cents, rounded half up at each part, in integer
 * arithmetic (percentages as hundredths of a percent).
 */
import { parseIsoDay } from '../dates.ts';

export interface Encargos {
  /** Late fee, % of the value (0–2). */
  readonly multaPercentual: number;
  /** Late interest, % a month, pro rata per day (0–1). */
  readonly jurosMensalPercentual: number;
}

/** The law's ceilings (a school may charge less, never more). */
export const ENCARGOS_MAXIMOS: Encargos = { multaPercentual: 2, jurosMensalPercentual: 1 };

/** What a school charges until it says otherwise: the ceilings, as most schools do. */
export const ENCARGOS_PADRAO: Encargos = ENCARGOS_MAXIMOS;

/** Days in the month of the pro rata rule. */
export const DIAS_DO_MES_JUROS = 30;

/** Whether a school's choice is within the law: each part between 0 and its ceiling, at most 2 decimals. */
export function encargosValidos(e: Encargos): boolean {
  const ok = (value: number, max: number) =>
    Number.isFinite(value) && value >= 0 && value <= max && Math.round(value * 100) === value * 100;
  return (
    ok(e.multaPercentual, ENCARGOS_MAXIMOS.multaPercentual) && ok(e.jurosMensalPercentual, ENCARGOS_MAXIMOS.jurosMensalPercentual)
  );
}

const dayNumber = (iso: string): number | null => {
  const d = parseIsoDay(iso);
  return d ? Date.UTC(d.year, d.month - 1, d.day) / 86_400_000 : null;
};

/** Calendar days from the due date to `hoje` (both `YYYY-MM-DD`), 0 when not late. */
export function diasEmAtraso(vencimento: string, hoje: string): number {
  const due = dayNumber(vencimento);
  const today = dayNumber(hoje);
  if (due === null || today === null) return 0;
  return Math.max(0, today - due);
}

export interface ValorAtualizado {
  /** The installment's value, in cents. */
  readonly original: number;
  readonly dias: number;
  readonly multa: number;
  readonly juros: number;
  /** What is due today: original + multa + juros, in cents. */
  readonly total: number;
}

/** A percentage with up to 2 decimals as whole hundredths of a percent (2,5% → 250). */
const basisPoints = (percent: number) => Math.round(percent * 100);

/** `numerator / denominator` rounded half up, in whole numbers (exact: no binary fractions of a cent). */
const divideHalfUp = (numerator: number, denominator: number) => Math.floor((2 * numerator + denominator) / (2 * denominator));

/**
 * What an unpaid installment of `originalCents` due on `vencimento` costs on
 * `hoje`: nothing more on or before the due date; after it, the fee once and
 * the interest per day late.
 */
export function valorAtualizado(originalCents: number, vencimento: string, hoje: string, encargos: Encargos): ValorAtualizado {
  const dias = diasEmAtraso(vencimento, hoje);
  if (dias === 0) return { original: originalCents, dias, multa: 0, juros: 0, total: originalCents };
  const multa = divideHalfUp(originalCents * basisPoints(encargos.multaPercentual), 10_000);
  const juros = divideHalfUp(originalCents * basisPoints(encargos.jurosMensalPercentual) * dias, 10_000 * DIAS_DO_MES_JUROS);
  return { original: originalCents, dias, multa, juros, total: originalCents + multa + juros };
}
