/**
 * Installments (parcelas), spec sections 4 and 9: how a course value is split
 * and which status an installment shows. Pure and dependency-free: the
 * screens, the mock and the api use these; the database's twins
 * (private.parcela_status, private.parcelas_plano in the rules migration) are
 * checked against them over wide ranges of inputs (tests/db/rules.test.ts).
 */
import { addMonthsToDay, parseIsoDay, toCents } from '../dates.ts';
import { MAX_INSTALLMENTS, MIN_INSTALLMENTS } from '../constants.ts';

export type DisplayedInstallmentStatus = 'Pago' | 'À vencer' | 'Vencido' | 'Futuras parcelas';

/** Normalises a stored status for comparison ('Pago', 'pago ' → 'pago'). */
function normalise(status: string): string {
  return status.trim().toLocaleLowerCase('pt-BR');
}

export function isPaid(storedStatus: string): boolean {
  return normalise(storedStatus) === 'pago';
}

/**
 * The status shown for an installment due on `dueDate` (`today` is a local
 * calendar day `YYYY-MM-DD`): paid → 'Pago'; a due date in a later month →
 * 'Futuras parcelas'; in the current month → 'Vencido' if already past,
 * otherwise 'À vencer'; in an earlier month → 'Vencido'.
 */
export function parcelaStatus(storedStatus: string, dueDate: string, today: string): DisplayedInstallmentStatus {
  if (isPaid(storedStatus)) return 'Pago';
  const due = parseIsoDay(dueDate);
  const now = parseIsoDay(today);
  if (!due || !now) return 'À vencer';
  const dueMonth = due.year * 12 + due.month;
  const thisMonth = now.year * 12 + now.month;
  if (dueMonth > thisMonth) return 'Futuras parcelas';
  if (dueMonth < thisMonth) return 'Vencido';
  return due.day < now.day ? 'Vencido' : 'À vencer';
}

/** What staff's choice is sent as: 'Pago' stays, 'Não Pago' and 'Vencido' are sent as 'à vencer'. */
export function statusToSend(choice: 'Pago' | 'Não Pago' | 'Vencido'): 'Pago' | 'à vencer' {
  return choice === 'Pago' ? 'Pago' : 'à vencer';
}

/** The installment value shown on the form: course value ÷ installments, to 2 decimals. */
export function installmentValue(courseValue: number, installments: number): number {
  if (!Number.isFinite(courseValue) || !Number.isInteger(installments) || installments <= 0) return 0;
  return parcelaValues(courseValue, installments)[0]! / 100;
}

/**
 * The values, in cents, of `count` installments of `total` reais: every
 * installment is the value the form shows (total ÷ count, rounded to the
 * cent) and the LAST one takes the difference, so they add up to the course
 * value to the cent (R$ 200,00 in 3x: 66,67 + 66,67 + 66,66). When rounding
 * up would leave the last one negative (tiny values), the others are rounded
 * down instead.
 */
export function parcelaValues(total: number, count: number): number[] {
  if (!Number.isInteger(count) || count < MIN_INSTALLMENTS || count > MAX_INSTALLMENTS) {
    throw new RangeError(`Número de parcelas inválido: ${count}`);
  }
  const cents = toCents(total);
  if (cents < 0) throw new RangeError('Valor negativo.');
  let each = Math.round(cents / count);
  if (each * (count - 1) > cents) each = Math.floor(cents / count);
  return Array.from({ length: count }, (_, i) => (i === count - 1 ? cents - each * (count - 1) : each));
}

export interface PlannedParcela {
  /** 1-based. */
  readonly numero: number;
  /** `YYYY-MM-DD`: the first due date plus (numero − 1) months, clamped to the month's end. */
  readonly vencimento: string;
  readonly valor: number;
}

/** The installment plan of an enrolment: `count` monthly installments from `firstDue`. */
export function parcelasPlano(total: number, count: number, firstDue: string): PlannedParcela[] {
  return parcelaValues(total, count).map((cents, i) => ({
    numero: i + 1,
    vencimento: addMonthsToDay(firstDue, i),
    valor: cents / 100,
  }));
}
