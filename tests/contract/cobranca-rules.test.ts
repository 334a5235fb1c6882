// @vitest-environment node
/** What an overdue installment costs today (rules/cobranca.ts). */
import { describe, expect, it } from 'vitest';
import {
  diasEmAtraso,
  ENCARGOS_MAXIMOS,
  ENCARGOS_PADRAO,
  encargosValidos,
  valorAtualizado,
} from '../../supabase/functions/_shared/contract/rules/cobranca.ts';

describe('valorAtualizado', () => {
  it('adds nothing on or before the due date', () => {
    expect(valorAtualizado(30_000, '2026-11-10', '2026-11-10', ENCARGOS_PADRAO)).toEqual({
      original: 30_000,
      dias: 0,
      multa: 0,
      juros: 0,
      total: 30_000,
    });
    expect(valorAtualizado(30_000, '2026-11-10', '2026-11-01', ENCARGOS_PADRAO).total).toBe(30_000);
  });

  it('adds the 2% fee once and 1% a month pro rata per calendar day (R$ 300,00, 15 days late)', () => {
    // multa 2% of 300,00 = 6,00; juros 300,00 × 1% × 15/30 = 1,50.
    expect(valorAtualizado(30_000, '2026-11-10', '2026-11-25', ENCARGOS_PADRAO)).toEqual({
      original: 30_000,
      dias: 15,
      multa: 600,
      juros: 150,
      total: 30_750,
    });
  });

  it('counts calendar days across months and leap days', () => {
    expect(diasEmAtraso('2028-02-28', '2028-03-01')).toBe(2);
    expect(diasEmAtraso('2026-12-31', '2027-01-01')).toBe(1);
    expect(diasEmAtraso('2026-12-31', 'não é data')).toBe(0);
  });

  it('rounds each part half up to the cent, in exact integers', () => {
    // 333,33 × 2% = 6,6666 → 6,67; × 1% × 1/30 = 0,1111 → 0,11.
    expect(valorAtualizado(33_333, '2026-01-01', '2026-01-02', ENCARGOS_PADRAO)).toMatchObject({ multa: 667, juros: 11 });
    // 0,25 × 2% = 0,005 → 0,01 (half up); 0,24 × 2% = 0,0048 → 0,00.
    expect(valorAtualizado(25, '2026-01-01', '2026-01-02', ENCARGOS_PADRAO).multa).toBe(1);
    expect(valorAtualizado(24, '2026-01-01', '2026-01-02', ENCARGOS_PADRAO).multa).toBe(0);
  });

  it('charges what the school chose, never more than the law', () => {
    const school = { multaPercentual: 1.5, jurosMensalPercentual: 0.5 };
    expect(valorAtualizado(10_000, '2026-01-01', '2026-01-31', school)).toMatchObject({ multa: 150, juros: 50, total: 10_200 });
    expect(encargosValidos(school)).toBe(true);
    expect(encargosValidos(ENCARGOS_MAXIMOS)).toBe(true);
    expect(encargosValidos({ multaPercentual: 2.01, jurosMensalPercentual: 1 })).toBe(false);
    expect(encargosValidos({ multaPercentual: 2, jurosMensalPercentual: 1.5 })).toBe(false);
    expect(encargosValidos({ multaPercentual: -1, jurosMensalPercentual: 0 })).toBe(false);
    expect(encargosValidos({ multaPercentual: 1.234, jurosMensalPercentual: 0 })).toBe(false);
  });
});
