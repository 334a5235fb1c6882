/**
 * Stored files. Database columns hold storage paths "bucket/name" (as the
 * mock and `supabase/seed.sql` do); answers carry absolute URLs of the api's
 * own file route, `<api>/files/<bucket>/<name, URI-encoded>`, which an
 * `<img src>` can load from any origin the SPA is served from.
 */

import { StorageError } from '../ports.ts';
import { badRequest, forbidden, MSG } from './errors.ts';

/** A Storage refusal as the answer the client gets (anything else is rethrown). */
export function storageFailure(error: unknown): never {
  if (error instanceof StorageError) {
    if (error.code === 'too_large') throw badRequest(MSG.fileTooLarge);
    if (error.code === 'mime_not_allowed') throw badRequest(MSG.fileTypeNotAllowed);
    if (error.code === 'denied') throw forbidden();
  }
  throw error;
}

/** Buckets `GET /files/:bucket/:name` serves. Nothing else is reachable through it. */
export const SERVED_BUCKETS: ReadonlySet<string> = new Set(['avatars']);

export const AVATARS_BUCKET = 'avatars';

/**
 * An object name we accept on the file route: 1–5 segments of letters,
 * digits, `.`, `_`, `-`; no segment starts with a dot (so no `..`).
 */
const OBJECT_NAME = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}){0,4}$/;

export function isServableObject(bucket: string, name: string): boolean {
  return SERVED_BUCKETS.has(bucket) && OBJECT_NAME.test(name);
}

export const EXTENSION_BY_MIME: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/** Splits a storage path "bucket/name". */
export function splitStoragePath(path: string): { bucket: string; name: string } | null {
  const slash = path.indexOf('/');
  if (slash <= 0 || slash === path.length - 1) return null;
  return { bucket: path.slice(0, slash), name: path.slice(slash + 1) };
}

/** The URL an answer carries for a stored path (values that already are URLs pass through). */
export function fileUrl(apiUrl: string, stored: string | null): string | null {
  if (stored === null || stored === '') return null;
  if (/^(https?:|data:|blob:)/i.test(stored)) return stored;
  const parts = splitStoragePath(stored);
  if (!parts) return null;
  return `${apiUrl}/files/${encodeURIComponent(parts.bucket)}/${encodeURIComponent(parts.name)}`;
}
