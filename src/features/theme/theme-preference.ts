/**
 * The theme preference as an external store over local storage: read with
 * `useSyncExternalStore`, written by the toggle, and kept in step across tabs
 * through the `storage` event (no polling).
 */
import { parseTheme, type ThemeName } from '@/domain/theme';
import { THEME_KEY } from '@/domain/storage-keys';

type Listener = () => void;
const listeners = new Set<Listener>();

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

export function getThemePreference(): ThemeName {
  return parseTheme(storage()?.getItem(THEME_KEY));
}

export function setThemePreference(theme: ThemeName): void {
  storage()?.setItem(THEME_KEY, theme);
  listeners.forEach((l) => l());
}

function onStorage(event: StorageEvent): void {
  if (event.key === THEME_KEY || event.key === null) listeners.forEach((l) => l());
}

export function subscribeThemePreference(listener: Listener): () => void {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}
