// @vitest-environment node
/** Calendar days, pt-BR dates and money (dates.ts). Here because vitest runs tests/ and src/, not supabase/. */
import { describe, expect, it } from 'vitest';
import { formatCurrency, formatDateBR, parseIsoDay, toIsoDay } from '../../supabase/functions/_shared/contract/dates.ts';

describe('dates and money in pt-BR', () => {
  it('formats dates as DD/MM/AAAA', () => {
    expect(formatDateBR('2026-03-09')).toBe('09/03/2026');
    expect(formatDateBR('')).toBe('');
    expect(formatDateBR(null)).toBe('');
  });
  it('parses and writes calendar days', () => {
    expect(parseIsoDay('2026-13-01')).toBeNull();
    expect(parseIsoDay('2026-02-03')).toEqual({ year: 2026, month: 2, day: 3 });
    expect(toIsoDay(new Date(2026, 1, 3))).toBe('2026-02-03');
  });
  it('formats reais', () => {
    expect(formatCurrency(1234.5).replace(/\s/g, ' ')).toBe('R$ 1.234,50');
  });
});
