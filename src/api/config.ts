/**
 * Which backend the app talks to: `VITE_API_URL` when set (Supabase or the
 * local server), otherwise `/api` on the same origin, served by the MSW mock.
 */
const DEFAULT_API_PATH = '/api';

/** The API base as configured (no trailing slash). */
export function configuredApiUrl(): string {
  const value = (import.meta.env.VITE_API_URL as string | undefined)?.trim();
  return (value || DEFAULT_API_PATH).replace(/\/+$/, '');
}

/** The absolute API base for the current page (relative bases resolve against the origin). */
export function apiBaseUrl(): string {
  const base = configuredApiUrl();
  if (/^https?:\/\//i.test(base)) return base;
  const origin = typeof window !== 'undefined' ? window.location.origin : 'http://localhost';
  return new URL(base, origin).toString().replace(/\/+$/, '');
}

/** Resolves a server-relative file path (e.g. `/api/files/avatars/x.png`) for `<img src>`. */
export function fileUrl(path: string | null | undefined): string | null {
  if (!path) return null;
  if (/^(https?:|data:|blob:)/i.test(path)) return path;
  const base = apiBaseUrl();
  if (path.startsWith('/')) return new URL(path, base).toString();
  return `${base}/${path}`;
}
