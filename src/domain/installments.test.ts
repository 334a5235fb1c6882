// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { displayedInstallmentStatus, installmentValue, statusToSend } from './installments';

const today = new Date(2026, 10, 21); // 21 Nov 2026

describe('displayed installment status (spec section 4)', () => {
  it('shows paid ones as Pago whatever the date', () => {
    expect(displayedInstallmentStatus('Pago', '2020-01-01', today)).toBe('Pago');
    expect(displayedInstallmentStatus('pago', '2030-01-01', today)).toBe('Pago');
  });
  it('shows later months as Futuras parcelas', () => {
    expect(displayedInstallmentStatus('à vencer', '2026-12-01', today)).toBe('Futuras parcelas');
    expect(displayedInstallmentStatus('à vencer', '2027-01-21', today)).toBe('Futuras parcelas');
  });
  it('in the current month: Vencido when past, otherwise À vencer', () => {
    expect(displayedInstallmentStatus('à vencer', '2026-11-20', today)).toBe('Vencido');
    expect(displayedInstallmentStatus('à vencer', '2026-11-21', today)).toBe('À vencer');
    expect(displayedInstallmentStatus('à vencer', '2026-11-30', today)).toBe('À vencer');
  });
  it('shows earlier months as Vencido, also when stored as à vencer', () => {
    expect(displayedInstallmentStatus('à vencer', '2026-10-30', today)).toBe('Vencido');
    expect(displayedInstallmentStatus('Vencido', '2025-11-25', today)).toBe('Vencido');
  });
});

describe('installment writes', () => {
  it('sends Não Pago and Vencido as à vencer', () => {
    expect(statusToSend('Pago')).toBe('Pago');
    expect(statusToSend('Não Pago')).toBe('à vencer');
    expect(statusToSend('Vencido')).toBe('à vencer');
  });
  it('divides the course value to 2 decimals', () => {
    expect(installmentValue(1000, 3)).toBe(333.33);
    expect(installmentValue(1200, 12)).toBe(100);
    expect(installmentValue(100, 0)).toBe(0);
  });
});
