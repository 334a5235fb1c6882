// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseTheme, toggleTheme } from './theme';

describe('theme preference', () => {
  it('starts light unless dark is stored', () => {
    expect(parseTheme(null)).toBe('light');
    expect(parseTheme('light')).toBe('light');
    expect(parseTheme('dark')).toBe('dark');
    expect(parseTheme('purple')).toBe('light');
  });
  it('flips', () => {
    expect(toggleTheme('light')).toBe('dark');
    expect(toggleTheme('dark')).toBe('light');
  });
});
