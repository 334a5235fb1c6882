/**
 * Stored files, as the api does them (docs/arquivos.md): columns hold paths
 * "bucket/name"; answers carry signed read URLs under the storage root beside
 * the api (`<origin>/storage/v1/object/sign/<bucket>/<name>?token=…`, the
 * mock's configured origin), which the storage handlers
 * (../handlers/storage.ts) serve with Range support — as an attachment only
 * under the name a download grant holds (the proxy's), never one added to
 * the URL. Uploads arrive through signed upload URLs, one upload per ticket,
 * and are claimed by a form with `checkUpload` + `claimUpload`; files that
 * must go are removed at once.
 *
 * Tokens are random and remembered in memory for their life: after a reload
 * the app asks again and gets new ones, as it would from Supabase.
 */
import {
  attachmentUrl,
  FILE_HEAD_BYTES,
  FILE_KINDS,
  FILE_MESSAGES,
  FILE_URL_SECONDS,
  MAX_OPEN_UPLOADS,
  UPLOAD_TTL_HOURS,
  UPLOAD_URL_SECONDS,
  isUrl,
  splitStoragePath,
  storagePathOf,
  storedUploadProblem,
  type FileKind,
} from '@contract/arquivos';
import { scopeOf, type Caller } from '@contract/access';
import { dataUrlBytes, randomHex, toDataUrl } from '../db/bytes';
import { placeholderMp3, SEED_TRACK_SECONDS } from '../db/placeholders';
import type { FileRow, MockDb } from '../db/schema';
import { badRequest } from './errors';
import { mayOnMaterial, materialsHolding } from './materiais';
import { withClass } from './membership';
import { recordFacts, summariesHolding } from './sala-de-aula';
import { canRead, userFacts } from './scope';

/** Where the storage handlers answer, relative to the origin. */
export const STORAGE_PATH = '/storage/v1';

interface Grant {
  readonly bucket: string;
  readonly name: string;
  readonly expiresAt: number;
  /** A download grant's attachment name (the proxy's); none: served inline. */
  readonly download?: string;
}
/** `used`: the upload it opened — one ticket, one upload. */
type UploadGrant = Grant & { readonly owner: number; used: boolean };
const readGrants = new Map<string, Grant>();
const uploadGrants = new Map<string, UploadGrant>();

const nowSeconds = () => Math.floor(Date.now() / 1000);
const encodePath = (name: string) => name.split('/').map(encodeURIComponent).join('/');

/** A granted token for `bucket/name`, or null when unknown, expired or for another object. */
export function readGrant(token: string, bucket: string, name: string): Grant | null {
  const grant = readGrants.get(token);
  if (!grant || grant.expiresAt < nowSeconds() || grant.bucket !== bucket || grant.name !== name) return null;
  return grant;
}

export function uploadGrant(token: string, bucket: string, name: string): UploadGrant | null {
  const grant = uploadGrants.get(token);
  if (!grant || grant.expiresAt < nowSeconds() || grant.bucket !== bucket || grant.name !== name) return null;
  return grant;
}

/** A signed upload URL (relative to the storage root) for an upload's object. */
export function signUpload(bucket: string, name: string, owner: number): { url: string; token: string } {
  const token = randomHex(24);
  uploadGrants.set(token, { bucket, name, owner, expiresAt: nowSeconds() + UPLOAD_URL_SECONDS, used: false });
  return { url: `object/upload/sign/${encodeURIComponent(bucket)}/${encodePath(name)}?token=${token}`, token };
}

/**
 * The signed read URL of a stored path (values that already are URLs pass
 * through; a missing file is null). With `download`, storage serves it as an
 * attachment of that name — the name is the grant's, as local storage signs it.
 */
export function signedFileUrl(db: MockDb, storageUrl: string, stored: string | null, download?: string): string | null {
  if (stored === null || stored === '') return null;
  if (isUrl(stored)) return stored;
  const parts = splitStoragePath(stored);
  if (!parts || !findFile(db, parts.bucket, parts.name)) return null;
  const token = randomHex(24);
  readGrants.set(token, {
    ...parts,
    expiresAt: nowSeconds() + FILE_URL_SECONDS,
    ...(download !== undefined ? { download } : {}),
  });
  const url = `${storageUrl}/object/sign/${encodeURIComponent(parts.bucket)}/${encodePath(parts.name)}?token=${token}`;
  return download === undefined ? url : attachmentUrl(url, download);
}

/** Whether `owner` holds MAX_OPEN_UPLOADS open uploads already (the database's uploads_por_pessoa). */
export function tooManyOpenUploads(db: MockDb, owner: number, now = Date.now()): boolean {
  const since = now - UPLOAD_TTL_HOURS * 3600_000;
  const open = db.uploads.findMany((q) => q.where({ cp_id: owner, claimed_at: null }));
  return open.filter((u) => Date.parse(u.created_at) > since).length >= MAX_OPEN_UPLOADS;
}

/** Removes a stored file by its storage path (no-op for URLs or unknown paths). */
export function deleteStoredFile(db: MockDb, stored: string | null): void {
  const parts = stored ? splitStoragePath(stored) : null;
  if (parts) db.files.delete((q) => q.where({ bucket: parts.bucket, name: parts.name }));
}

export function findFile(db: MockDb, bucket: string, name: string): FileRow | undefined {
  return db.files.findFirst((q) => q.where({ bucket, name })) ?? seededTrack(db, bucket, name);
}

let trackBytes: FileRow | null = null;

/**
 * A seeded track (a path under audios/demo/ that a track row still names) plays
 * the seed's placeholder MP3. It is made on demand, not stored: 459 tracks of
 * it would not fit the browser's snapshot.
 */
function seededTrack(db: MockDb, bucket: string, name: string): FileRow | undefined {
  const path = `${bucket}/${name}`;
  if (bucket !== 'audios' || !name.startsWith('demo/')) return undefined;
  if (!db.audios.findFirst((q) => q.where({ cp_arquivo_audio: path }))) return undefined;
  trackBytes ??= (() => {
    const bytes = placeholderMp3(SEED_TRACK_SECONDS);
    return { bucket, name, mime: 'audio/mpeg', dataUrl: toDataUrl(bytes, 'audio/mpeg'), size: bytes.length };
  })();
  return { ...trackBytes, bucket, name };
}

/**
 * The api's checkUpload: the caller's unclaimed upload of the field's kind,
 * whose bytes are the size and the content it claimed; a file that fails is
 * removed and the form gets the reason. Answers the path to store.
 */
export function checkUpload(db: MockDb, owner: number, uploadId: string, kind: FileKind): string {
  return checkUploadFile(db, owner, uploadId, kind).path;
}

/** checkUpload, answering the original file name too (a track is named after its file). */
export function checkUploadFile(db: MockDb, owner: number, uploadId: string, kind: FileKind): { path: string; fileName: string } {
  const upload = db.uploads.findFirst((q) => q.where({ id: uploadId, cp_id: owner, claimed_at: null }));
  if (!upload) throw badRequest(FILE_MESSAGES.uploadNotFound);
  if (upload.kind !== kind) throw badRequest(FILE_MESSAGES.uploadWrongKind);
  const file = findFile(db, upload.bucket, upload.object_name);
  if (!file) throw badRequest(FILE_MESSAGES.uploadMissing);
  const bytes = dataUrlBytes(file.dataUrl);
  const problem = storedUploadProblem(kind, upload, { size: bytes.length, head: bytes.subarray(0, FILE_HEAD_BYTES) });
  if (problem) {
    discardUpload(db, uploadId);
    throw badRequest(problem);
  }
  return { path: storagePathOf(upload.bucket, upload.object_name), fileName: upload.file_name };
}

/** Marks a checked upload as used (the mock's writes do not interleave, so it is still there). */
export async function claimUpload(db: MockDb, uploadId: string): Promise<void> {
  await db.uploads.update((q) => q.where({ id: uploadId }), {
    data(u) {
      u.claimed_at = new Date().toISOString();
    },
  });
}

/** Cancels an unclaimed upload and removes its object. */
export function discardUpload(db: MockDb, uploadId: string): void {
  const upload = db.uploads.findFirst((q) => q.where({ id: uploadId, claimed_at: null }));
  if (!upload) return;
  db.files.delete((q) => q.where({ bucket: upload.bucket, name: upload.object_name }));
  db.uploads.delete((q) => q.where({ id: uploadId }));
}

/** The api's sweep: uploads nobody claimed within UPLOAD_TTL_HOURS go, with their objects. */
export function sweepUploads(db: MockDb, now = Date.now()): void {
  const limit = now - UPLOAD_TTL_HOURS * 3600_000;
  for (const upload of db.uploads.findMany((q) => q.where({ claimed_at: null }))) {
    if (Date.parse(upload.created_at) < limit) discardUpload(db, upload.id);
  }
}

/**
 * The api's private.download_name: the name a download of `bucket/name`
 * gets — the original file name its upload recorded, else the object's own —
 * or null when the object is missing or the caller may not read it (the
 * storage select policy: their own upload, a photo of a profile they may
 * read, a track or PDF of a course whose files they may read, a PDF or
 * thumbnail of a material they may read, the file of a lesson summary they may read).
 */
export function downloadName(db: MockDb, caller: Caller & { userId: number }, bucket: string, name: string): string | null {
  if (!findFile(db, bucket, name)) return null;
  const upload = db.uploads.findFirst((q) => q.where({ bucket, object_name: name }));
  const photoOf =
    bucket === 'avatars' ? db.usuarios.findMany((q) => q.where({ cp_foto_perfil: `avatars/${name}`, cp_excluido: 0 })) : [];
  const path = `${bucket}/${name}`;
  const readable =
    upload?.cp_id === caller.userId ||
    photoOf.some((row) => canRead('usuarios', caller, userFacts(withClass(db, row)))) ||
    (bucket === 'audios' &&
      db.audios.findMany((q) => q.where({ cp_arquivo_audio: path })).some((a) => readsCursoFiles(db, caller, a.cp_curso_id))) ||
    (bucket === 'pdfs-cursos' &&
      db.cursos
        .all()
        .some(
          (c) => [c.cp_pdf1_curso, c.cp_pdf2_curso, c.cp_pdf3_curso].includes(path) && readsCursoFiles(db, caller, c.cp_curso_id),
        )) ||
    ((bucket === FILE_KINDS.pdfMaterial.bucket || bucket === FILE_KINDS.miniatura.bucket) &&
      materialsHolding(db, path).some(({ kind, row }) => mayOnMaterial(kind, 'read', caller, row))) ||
    (bucket === FILE_KINDS.resumo.bucket &&
      summariesHolding(db, path).some((row) => canRead('resumos', caller, recordFacts(db, 'resumos', row))));
  if (!readable) return null;
  return upload?.file_name ?? name.slice(name.lastIndexOf('/') + 1);
}

/**
 * Whether the caller reads a course's files — its tracks and PDFs — as the
 * storage policies decide (ACCESS.audios read: staff and teachers every
 * course; a student, the course of their own class).
 */
export function readsCursoFiles(db: MockDb, caller: Caller, cursoId: number): boolean {
  const scope = scopeOf('audios', 'read', caller.type);
  if (scope === 'all') return true;
  if (scope !== 'enrolled' || caller.classId === null) return false;
  return db.turmas.findFirst((q) => q.where({ cp_tr_id: caller.classId! }))?.cp_tr_curso_id === cursoId;
}
