// @vitest-environment node
/** The installment rules (rules/parcelas.ts): the shown status, the split, the due dates. Here because vitest runs tests/ and src/, not supabase/. */
import { describe, expect, it } from 'vitest';
import {
  installmentValue,
  parcelaStatus,
  parcelasPlano,
  parcelaValues,
  statusToSend,
} from '../../supabase/functions/_shared/contract/rules/parcelas.ts';

const today = '2026-11-21';

describe('displayed installment status (spec section 4)', () => {
  it('shows paid ones as Pago whatever the date', () => {
    expect(parcelaStatus('Pago', '2020-01-01', today)).toBe('Pago');
    expect(parcelaStatus('pago', '2030-01-01', today)).toBe('Pago');
  });
  it('shows later months as Futuras parcelas', () => {
    expect(parcelaStatus('à vencer', '2026-12-01', today)).toBe('Futuras parcelas');
    expect(parcelaStatus('à vencer', '2027-01-21', today)).toBe('Futuras parcelas');
  });
  it('in the current month: Vencido when past, otherwise À vencer', () => {
    expect(parcelaStatus('à vencer', '2026-11-20', today)).toBe('Vencido');
    expect(parcelaStatus('à vencer', '2026-11-21', today)).toBe('À vencer');
    expect(parcelaStatus('à vencer', '2026-11-30', today)).toBe('À vencer');
  });
  it('shows earlier months as Vencido, also when stored as à vencer', () => {
    expect(parcelaStatus('à vencer', '2026-10-30', today)).toBe('Vencido');
    expect(parcelaStatus('Vencido', '2025-11-25', today)).toBe('Vencido');
    expect(parcelaStatus('à vencer', '2025-12-25', today)).toBe('Vencido');
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
    expect(installmentValue(200, 3)).toBe(66.67);
    expect(installmentValue(1200, 12)).toBe(100);
    expect(installmentValue(100, 0)).toBe(0);
  });
});

describe('installment split (the last one takes the cents)', () => {
  it('shows the rounded value on every installment but the last', () => {
    expect(parcelaValues(200, 3)).toEqual([6667, 6667, 6666]);
    expect(parcelaValues(1000, 3)).toEqual([33333, 33333, 33334]);
    expect(parcelaValues(1200, 12)).toEqual(Array(12).fill(10000));
    expect(parcelaValues(99.99, 1)).toEqual([9999]);
  });
  it('never leaves the last installment negative', () => {
    expect(parcelaValues(0.07, 13)).toEqual([...Array(12).fill(0), 7]);
    expect(parcelaValues(0, 5)).toEqual([0, 0, 0, 0, 0]);
  });
  it('adds up to the course value to the cent, for every value and count', () => {
    for (let cents = 0; cents <= 250_000; cents += 997) {
      for (let n = 1; n <= 13; n++) {
        const values = parcelaValues(cents / 100, n);
        expect(values.reduce((a, b) => a + b, 0)).toBe(cents);
        expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
        // All but the last are equal; the last differs by less than one installment's rounding per installment.
        expect(new Set(values.slice(0, -1)).size).toBeLessThanOrEqual(1);
        expect(Math.abs(values.at(-1)! - values[0]!)).toBeLessThanOrEqual(n);
      }
    }
  });
  it('refuses counts outside 1x to 13x', () => {
    expect(() => parcelaValues(100, 0)).toThrow(RangeError);
    expect(() => parcelaValues(100, 14)).toThrow(RangeError);
    expect(() => parcelaValues(100, 2.5)).toThrow(RangeError);
  });
  it('plans monthly due dates from the first one, keeping the day or the month end', () => {
    expect(parcelasPlano(300, 3, '2026-01-31')).toEqual([
      { numero: 1, vencimento: '2026-01-31', valor: 100 },
      { numero: 2, vencimento: '2026-02-28', valor: 100 },
      { numero: 3, vencimento: '2026-03-31', valor: 100 },
    ]);
    expect(parcelasPlano(100, 2, '2027-12-15').map((p) => p.vencimento)).toEqual(['2027-12-15', '2028-01-15']);
    expect(parcelasPlano(100, 2, '2028-01-29').map((p) => p.vencimento)).toEqual(['2028-01-29', '2028-02-29']);
  });
});
