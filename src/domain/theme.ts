/** Theme preference (spec section 1): the string light or dark, light by default. */

export type ThemeName = 'light' | 'dark';

export function parseTheme(stored: string | null | undefined): ThemeName {
  return stored === 'dark' ? 'dark' : 'light';
}

export function toggleTheme(theme: ThemeName): ThemeName {
  return theme === 'dark' ? 'light' : 'dark';
}
