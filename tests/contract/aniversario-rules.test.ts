// @vitest-environment node
/** The birthday rules (rules/aniversario.ts): the day and the users list's window. Here because vitest runs tests/ and src/, not supabase/. */
import { describe, expect, it } from 'vitest';
import { isBirthdayToday, isBirthdayWithin } from '../../supabase/functions/_shared/contract/rules/aniversario.ts';

const day = (y: number, m: number, d: number) => new Date(y, m - 1, d, 10, 30);

describe('birthday celebration', () => {
  it('matches day and month, whatever the year', () => {
    expect(isBirthdayToday('2001-11-21', day(2026, 11, 21))).toBe(true);
    expect(isBirthdayToday('2001-11-22', day(2026, 11, 21))).toBe(false);
    expect(isBirthdayToday('2001-10-21', day(2026, 11, 21))).toBe(false);
    expect(isBirthdayToday('2001-11-21T03:00:00Z', day(2026, 11, 21))).toBe(true);
    expect(isBirthdayToday(null, day(2026, 11, 21))).toBe(false);
    expect(isBirthdayToday('lixo', day(2026, 11, 21))).toBe(false);
  });

  it('celebrates 29 February on 28 February in common years', () => {
    expect(isBirthdayToday('2004-02-29', day(2026, 2, 28))).toBe(true);
    expect(isBirthdayToday('2004-02-29', day(2028, 2, 28))).toBe(false);
    expect(isBirthdayToday('2004-02-29', day(2028, 2, 29))).toBe(true);
  });
});

describe('birthday highlight (today or within 5 days)', () => {
  const today = day(2026, 12, 29);
  it('includes today and the next 5 days, across the new year', () => {
    expect(isBirthdayWithin('1990-12-29', today)).toBe(true);
    expect(isBirthdayWithin('1990-12-31', today)).toBe(true);
    expect(isBirthdayWithin('1990-01-03', today)).toBe(true);
    expect(isBirthdayWithin('1990-01-04', today)).toBe(false);
    expect(isBirthdayWithin('1990-12-28', today)).toBe(false);
  });
});
