/**
 * Stored files. File columns hold storage paths "bucket/name" (backend
 * neutral, as in `supabase/seed.sql`); answers expose them as URLs under the
 * API base, `/api/files/<bucket>/<name>`, which `GET /files/:bucket/:name`
 * serves with the right Content-Type — so an `<img src>` pointing there is
 * answered by the mock (the service worker intercepts it like any fetch).
 */
import { dataUrlBytes, randomHex, toDataUrl } from '../db/bytes';
import type { FileRow, MockDb } from '../db/schema';
import { splitStoragePath } from '../db/seed-db';

const EXTENSIONS: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/svg+xml': 'svg',
  'application/pdf': 'pdf',
  'audio/mpeg': 'mp3',
  'audio/mp4': 'm4a',
  'audio/ogg': 'ogg',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/webm': 'webm',
};

/** The URL an answer carries for a stored path (values that already are URLs pass through). */
export function publicFileUrl(apiBase: string, stored: string | null): string | null {
  if (stored === null || stored === '') return null;
  if (/^(https?:|data:|blob:|\/)/i.test(stored)) return stored;
  const parts = splitStoragePath(stored);
  if (!parts) return null;
  return `${apiBase}/files/${encodeURIComponent(parts.bucket)}/${encodeURIComponent(parts.name)}`;
}

/** Stores an uploaded file under a fresh unique name; resolves to its storage path. */
export async function storeUpload(db: MockDb, bucket: string, file: File, prefix: string): Promise<string> {
  const mime = file.type || 'application/octet-stream';
  const ext = EXTENSIONS[mime] ?? /\.([a-z0-9]{1,5})$/i.exec(file.name)?.[1]?.toLowerCase() ?? 'bin';
  const name = `${prefix}-${Date.now().toString(36)}-${randomHex(4)}.${ext}`;
  const bytes = new Uint8Array(await file.arrayBuffer());
  await db.files.create({ bucket, name, mime, dataUrl: toDataUrl(bytes, mime), size: bytes.length });
  return `${bucket}/${name}`;
}

/** Removes a stored file by its storage path (no-op for URLs or unknown paths). */
export function deleteStoredFile(db: MockDb, stored: string | null): void {
  const parts = stored ? splitStoragePath(stored) : null;
  if (parts) db.files.delete((q) => q.where({ bucket: parts.bucket, name: parts.name }));
}

export function findFile(db: MockDb, bucket: string, name: string): FileRow | undefined {
  return db.files.findFirst((q) => q.where({ bucket, name }));
}

/** The bytes of a stored file as an HTTP answer. */
export function fileResponse(file: FileRow): Response {
  const bytes = dataUrlBytes(file.dataUrl);
  return new Response(bytes, {
    status: 200,
    headers: {
      'Content-Type': file.mime,
      'Content-Length': String(bytes.length),
      'Cache-Control': 'no-cache',
    },
  });
}
