import { describe, expect, it } from 'vitest';
import { AVALIACOES_MESSAGES } from '@contract/avaliacoes';
import { INVALID_DAY } from './avaliacoes-messages';
import { addDays, matchingPreset, periodoErrors, PERIOD_PRESETS, presetPeriod } from './periodo';

describe('the dashboard period', () => {
  it('adds calendar days across months, years and leap days', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2026-05-10', -29)).toBe('2026-04-11');
  });

  it('gives each preset its days, ending today or on the last year', () => {
    const today = '2026-05-10';
    expect(presetPeriod('30d', today)).toEqual({ de: '2026-04-11', ate: today });
    expect(presetPeriod('3m', today)).toEqual({ de: '2026-02-11', ate: today });
    expect(presetPeriod('12m', today)).toEqual({ de: '2025-05-11', ate: today });
    expect(presetPeriod('ano', today)).toEqual({ de: '2026-01-01', ate: today });
    expect(presetPeriod('anoPassado', today)).toEqual({ de: '2025-01-01', ate: '2025-12-31' });
    // 29 February one year on: the month's last day.
    expect(presetPeriod('12m', '2025-02-28')).toEqual({ de: '2024-02-29', ate: '2025-02-28' });
  });

  it('knows which preset a period is', () => {
    const today = '2026-05-10';
    for (const { id } of PERIOD_PRESETS) expect(matchingPreset(presetPeriod(id, today), today)).toBe(id);
    expect(matchingPreset({ de: '2026-04-12', ate: today }, today)).toBeNull();
  });

  it('accepts every preset and refuses what the contract refuses', () => {
    for (const { id } of PERIOD_PRESETS) expect(periodoErrors(presetPeriod(id, '2026-05-10'))).toEqual({});
    expect(periodoErrors({ de: '', ate: '2026-05-10' })).toEqual({ de: INVALID_DAY });
    expect(periodoErrors({ de: '2026-02-30', ate: '' })).toEqual({ de: INVALID_DAY, ate: INVALID_DAY });
    expect(periodoErrors({ de: '2026-05-11', ate: '2026-05-10' })).toEqual({ ate: AVALIACOES_MESSAGES.periodOrder });
    expect(periodoErrors({ de: '2026-05-10', ate: '2026-05-10' })).toEqual({});
    // AVALIACOES_MAX_DAYS (731): 730 days apart is the longest period.
    expect(periodoErrors({ de: '2024-05-10', ate: '2026-05-10' })).toEqual({});
    expect(periodoErrors({ de: '2024-05-09', ate: '2026-05-10' })).toEqual({ ate: AVALIACOES_MESSAGES.periodTooLong });
  });
});
