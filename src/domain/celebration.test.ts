// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { celebrationName, celebrationStamp, shouldCelebrate } from './celebration';

const day = (y: number, m: number, d: number) => new Date(y, m - 1, d, 10, 30);

describe('birthday celebration', () => {
  it('celebrates at most once per calendar day', () => {
    const today = day(2026, 11, 21);
    expect(shouldCelebrate('1990-11-21', null, today)).toBe(true);
    expect(shouldCelebrate('1990-11-21', '2025-11-21', today)).toBe(true);
    expect(shouldCelebrate('1990-11-21', celebrationStamp(today), today)).toBe(false);
    expect(shouldCelebrate('1990-11-20', null, today)).toBe(false);
  });

  it('stamps the local calendar day', () => {
    expect(celebrationStamp(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });

  it('falls back to Friend', () => {
    expect(celebrationName('Ana')).toBe('Ana');
    expect(celebrationName('  ')).toBe('Friend');
    expect(celebrationName(null)).toBe('Friend');
  });
});
