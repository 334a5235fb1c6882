/**
 * Installment (parcela) display status (spec section 4).
 * Stored statuses are 'Pago' or 'à vencer'; what the screen shows is computed.
 */
import { parseIsoDay } from './dates';

export type DisplayedInstallmentStatus = 'Pago' | 'À vencer' | 'Vencido' | 'Futuras parcelas';

/** Normalises a stored status for comparison ('Pago', 'pago ' → 'pago'). */
function normalise(status: string): string {
  return status.trim().toLocaleLowerCase('pt-BR');
}

export function isPaid(storedStatus: string): boolean {
  return normalise(storedStatus) === 'pago';
}

/**
 * The status shown for an installment due on `dueDate`:
 * paid → 'Pago'; a due date in a later month → 'Futuras parcelas';
 * in the current month → 'Vencido' if already past, otherwise 'À vencer';
 * in an earlier month → 'Vencido'.
 */
export function displayedInstallmentStatus(storedStatus: string, dueDate: string, today: Date): DisplayedInstallmentStatus {
  if (isPaid(storedStatus)) return 'Pago';
  const due = parseIsoDay(dueDate);
  if (!due) return 'À vencer';
  const dueMonth = due.year * 12 + due.month;
  const thisMonth = today.getFullYear() * 12 + (today.getMonth() + 1);
  if (dueMonth > thisMonth) return 'Futuras parcelas';
  if (dueMonth < thisMonth) return 'Vencido';
  return due.day < today.getDate() ? 'Vencido' : 'À vencer';
}

/** What staff's choice is sent as: 'Pago' stays, 'Não Pago' and 'Vencido' are sent as 'à vencer'. */
export function statusToSend(choice: 'Pago' | 'Não Pago' | 'Vencido'): 'Pago' | 'à vencer' {
  return choice === 'Pago' ? 'Pago' : 'à vencer';
}

/** The installment value: course value divided by the number of installments, to 2 decimals. */
export function installmentValue(courseValue: number, installments: number): number {
  if (!Number.isFinite(courseValue) || installments <= 0) return 0;
  return Math.round((courseValue / installments) * 100) / 100;
}
