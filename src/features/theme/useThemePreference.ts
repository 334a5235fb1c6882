import { useCallback, useSyncExternalStore } from 'react';
import { toggleTheme, type ThemeName } from '@/domain/theme';
import { getThemePreference, setThemePreference, subscribeThemePreference } from './theme-preference';

/** The current theme and a toggle; every tab and component stays in step. */
export function useThemePreference(): { theme: ThemeName; toggle: () => void } {
  const theme = useSyncExternalStore(subscribeThemePreference, getThemePreference, () => 'light' as const);
  const toggle = useCallback(() => setThemePreference(toggleTheme(getThemePreference())), []);
  return { theme, toggle };
}
