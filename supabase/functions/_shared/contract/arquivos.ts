/**
 * Files (docs/arquivos.md): one mechanism for every kind of stored file.
 *
 * 1. The browser asks for an upload ticket (`POST /uploads`): the api checks
 *    the kind, the declared size and type against FILE_KINDS and the caller's
 *    right to upload it, records the upload and answers a signed upload URL
 *    (and, where the storage speaks it, a TUS endpoint for resumable uploads).
 * 2. The browser sends the bytes straight to storage: they never pass
 *    through the api function.
 * 3. The form that uses the file sends the upload's id (e.g. `cp_foto_perfil`
 *    of POST /register). The api checks what arrived — its real size and its
 *    content by magic bytes (`contentProblem`) — and records it, or removes it
 *    and answers 400 with the message.
 *
 * Reads are short-lived signed URLs (FILE_URL_SECONDS), so `<img>`, `<audio>`
 * and download links work without a bearer header, and seek (Range → 206).
 * An upload nobody claims is removed after UPLOAD_TTL_HOURS; a cancelled one
 * at once (`DELETE /uploads/:uploadId`).
 */
import { z } from 'zod';
import type { Action, Grant, Resource } from './access.ts';
import { may } from './access.ts';
import { IMAGE_TYPES, MiB, PROFILE_PHOTO_MAX_BYTES, SafeText } from './common.ts';
import type { UserType } from './constants.ts';
import { endpoint, mimeAccepted } from './http.ts';
import { ROUTES } from './routes.ts';
import { describeAccept, formatBytes } from './uploads.ts';

export const PDF_TYPES = ['application/pdf'] as const;
export const AUDIO_TYPES = [
  'audio/mpeg',
  'audio/mp4',
  'audio/ogg',
  'audio/wav',
  'audio/webm',
  'audio/flac',
  'audio/aac',
] as const;

export interface FileKindDef {
  /** The private bucket the kind lives in (one per kind; supabase/config.toml and the migrations hold the same limits). */
  readonly bucket: string;
  /** The field's Portuguese name in messages. */
  readonly label: string;
  readonly accept: readonly string[];
  readonly maxBytes: number;
  /** Who may upload it: any of these ACCESS rights (`everyone`: each person their own photo). */
  readonly uploaders: 'everyone' | readonly (readonly [Resource, Action])[];
}

export const FILE_KINDS = {
  foto: {
    bucket: 'avatars',
    label: 'Foto de perfil',
    accept: IMAGE_TYPES,
    maxBytes: PROFILE_PHOTO_MAX_BYTES,
    uploaders: 'everyone',
  },
  audio: { bucket: 'audios', label: 'Áudio', accept: AUDIO_TYPES, maxBytes: 50 * MiB, uploaders: [['audios', 'create']] },
  pdfCurso: {
    bucket: 'pdfs-cursos',
    label: 'PDF do curso',
    accept: PDF_TYPES,
    maxBytes: 20 * MiB,
    uploaders: [['cursos', 'create']],
  },
  pdfMaterial: {
    bucket: 'pdfs-materiais',
    label: 'PDF do material',
    accept: PDF_TYPES,
    maxBytes: 20 * MiB,
    uploaders: [
      ['materiais', 'write'],
      ['materialExtra', 'write'],
    ],
  },
  miniatura: {
    bucket: 'miniaturas',
    label: 'Miniatura',
    accept: IMAGE_TYPES,
    maxBytes: 5 * MiB,
    uploaders: [
      ['materiais', 'write'],
      ['materialExtra', 'write'],
    ],
  },
  resumo: {
    bucket: 'resumos',
    label: 'Arquivo do resumo',
    accept: [...PDF_TYPES, ...IMAGE_TYPES],
    maxBytes: 20 * MiB,
    uploaders: [['resumos', 'write']],
  },
} as const satisfies Record<string, FileKindDef>;

export type FileKind = keyof typeof FILE_KINDS;
export const FILE_KIND_NAMES = Object.keys(FILE_KINDS) as FileKind[];
export const FILE_BUCKETS: readonly string[] = [...new Set(FILE_KIND_NAMES.map((k) => FILE_KINDS[k].bucket))];

/** Whether a type of person (with their grants) may upload a kind of file at all (the form that claims it checks the row). */
export function mayUpload(kind: FileKind, type: UserType, grants: readonly Grant[] = []): boolean {
  const { uploaders } = FILE_KINDS[kind] as FileKindDef;
  return uploaders === 'everyone' || uploaders.some(([resource, action]) => may(resource, action, type, grants));
}

/** Life of a signed upload URL (Supabase Storage's fixed 2 hours). */
export const UPLOAD_URL_SECONDS = 7200;
/** Life of a read URL: long enough to listen to a lesson's audio or read a PDF. */
export const FILE_URL_SECONDS = 3600;
/** An upload no form claimed is removed this long after its ticket (a signed upload URL lives 2 h on Supabase). */
export const UPLOAD_TTL_HOURS = 24;
/**
 * The most uploads one person may hold open — unclaimed and younger than
 * UPLOAD_TTL_HOURS — at once; the database refuses the next ticket
 * (migration `20261129090300_envios_por_pessoa.sql`, tests/db/arquivos.test.ts).
 * The largest form, an audio course (200 tracks and 3 PDFs, cursos.ts), fits.
 */
export const MAX_OPEN_UPLOADS = 250;
/** Supabase Storage wants TUS chunks of exactly 6 MiB; files above this go resumable where the storage offers it. */
export const TUS_CHUNK_BYTES = 6 * MiB;
/** How many leading bytes the server reads to recognise a file's content. */
export const FILE_HEAD_BYTES = 1024;

/** Names browsers give the same types, and types guessed from the extension when the browser gives none. */
const MIME_ALIASES: Readonly<Record<string, string>> = {
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'audio/mp3': 'audio/mpeg',
  'audio/x-mp3': 'audio/mpeg',
  'audio/mpeg3': 'audio/mpeg',
  'audio/x-mpeg': 'audio/mpeg',
  'audio/x-m4a': 'audio/mp4',
  'audio/m4a': 'audio/mp4',
  'audio/x-wav': 'audio/wav',
  'audio/wave': 'audio/wav',
  'audio/vnd.wave': 'audio/wav',
  'audio/x-flac': 'audio/flac',
  'audio/x-aac': 'audio/aac',
  'application/x-pdf': 'application/pdf',
};
const MIME_BY_EXTENSION: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  pdf: 'application/pdf',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
  wav: 'audio/wav',
  webm: 'audio/webm',
  flac: 'audio/flac',
  aac: 'audio/aac',
};
export const EXTENSION_BY_MIME: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'application/pdf': 'pdf',
  'audio/mpeg': 'mp3',
  'audio/mp4': 'm4a',
  'audio/ogg': 'ogg',
  'audio/wav': 'wav',
  'audio/webm': 'webm',
  'audio/flac': 'flac',
  'audio/aac': 'aac',
};

/** The one name of a file's type: aliases folded, parameters dropped, the extension's when the browser gave none. */
export function canonicalMime(mime: string, fileName = ''): string {
  const bare = mime.split(';')[0]!.trim().toLowerCase();
  if (bare && bare !== 'application/octet-stream') return MIME_ALIASES[bare] ?? bare;
  const ext = /\.([a-z0-9]{1,5})$/i.exec(fileName)?.[1]?.toLowerCase();
  return (ext && MIME_BY_EXTENSION[ext]) || 'application/octet-stream';
}

const startsWith = (head: Uint8Array, bytes: readonly number[], at = 0) => bytes.every((b, i) => head[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * What a file really is, by its first bytes (FILE_HEAD_BYTES are enough), or
 * null when it is none of the types we store: an executable or a web page
 * renamed `.png` is null.
 */
export function sniffMime(head: Uint8Array): string | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WAVE'), 8)) return 'audio/wav';
  if (startsWith(head, ascii('OggS'))) return 'audio/ogg';
  if (startsWith(head, ascii('fLaC'))) return 'audio/flac';
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) return 'audio/webm';
  if (startsWith(head, ascii('ftyp'), 4)) return 'audio/mp4';
  if (startsWith(head, ascii('ID3'))) return 'audio/mpeg';
  // MPEG audio frame sync: 11 set bits; layer bits 00 mean ADTS (AAC).
  if (head[0] === 0xff && head.length > 1 && (head[1]! & 0xe0) === 0xe0) {
    return (head[1]! & 0x06) === 0 ? 'audio/aac' : 'audio/mpeg';
  }
  // A PDF's header may follow a few bytes of junk, within the first 1024.
  const pdf = ascii('%PDF-');
  for (let i = 0; i + pdf.length <= Math.min(head.length, 1024); i++) if (startsWith(head, pdf, i)) return 'application/pdf';
  return null;
}

const family = (mime: string) => mime.split('/')[0];

/** The message for a file's declared name, size and type that break its kind's limits, or null. */
export function fileProblem(kind: FileKind, file: { name: string; size: number; type: string }): string | null {
  const def: FileKindDef = FILE_KINDS[kind];
  const type = canonicalMime(file.type, file.name);
  if (!mimeAccepted(type, def.accept)) {
    return `${def.label}: tipo de arquivo não permitido (${type}). Envie ${describeAccept(def.accept)}.`;
  }
  if (file.size <= 0) return `${def.label}: o arquivo "${file.name}" está vazio.`;
  if (file.size > def.maxBytes) return `${def.label}: o arquivo "${file.name}" excede o limite de ${formatBytes(def.maxBytes)}.`;
  return null;
}

/** The message when the bytes are not what the file claims to be (checked by every backend on what arrived), or null. */
export function contentProblem(kind: FileKind, file: { name: string; type: string }, head: Uint8Array): string | null {
  const def: FileKindDef = FILE_KINDS[kind];
  const real = sniffMime(head);
  if (real && mimeAccepted(real, def.accept) && family(real) === family(canonicalMime(file.type, file.name))) return null;
  return `${def.label}: o conteúdo de "${file.name}" não é ${describeAccept(def.accept)}. Escolha outro arquivo.`;
}

export const FILE_MESSAGES = {
  uploadNotFound: 'Envio de arquivo não encontrado ou expirado. Envie o arquivo novamente.',
  uploadMissing: 'O arquivo não chegou ao armazenamento. Envie-o novamente.',
  uploadWrongKind: 'Este arquivo foi enviado para outro campo. Envie-o novamente.',
  uploadClaimed: 'Este arquivo já foi usado e não pode ser cancelado.',
  uploadCancelled: 'Envio cancelado.',
  uploadNotAllowed: 'Você não tem permissão para enviar este tipo de arquivo.',
  downloadRefused: 'Endereço de download não permitido: só arquivos do nosso armazenamento podem ser baixados.',
  downloadNotFound: 'Arquivo não encontrado.',
  sizeMismatch: 'O arquivo recebido não tem o tamanho informado. Envie-o novamente.',
  tooManyOpenUploads: `Há ${MAX_OPEN_UPLOADS} arquivos enviados e ainda não salvos. Salve ou cancele os formulários abertos e tente novamente.`,
} as const;

/** An upload's id (a UUID): what a form sends in a file field. */
export const UploadId = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, 'Identificador de envio inválido.');

export const CreateUploadBody = z.object({
  kind: z.enum(FILE_KIND_NAMES as [FileKind, ...FileKind[]], { error: 'Tipo de arquivo desconhecido.' }),
  fileName: SafeText()
    .trim()
    .min(1, 'Informe o nome do arquivo.')
    .max(255, 'Nome de arquivo longo demais (máximo de 255 caracteres).'),
  size: z
    .number({ error: 'Tamanho do arquivo inválido.' })
    .int('Tamanho do arquivo inválido.')
    .min(0)
    .max(Number.MAX_SAFE_INTEGER),
  contentType: SafeText().trim().max(255),
});
export type CreateUploadBody = z.infer<typeof CreateUploadBody>;

export const UploadTicket = z.object({
  uploadId: z.string(),
  kind: z.string(),
  bucket: z.string(),
  objectName: z.string(),
  /** The canonical type the bytes must be sent with (Content-Type of the PUT, `contentType` of TUS). */
  contentType: z.string(),
  /** `PUT` the bytes here (a signed upload URL; no bearer header). */
  uploadUrl: z.string(),
  /** The signed upload token (TUS sends it as `x-signature`). */
  token: z.string(),
  /** Resumable uploads (TUS 1.0.0), where the storage speaks it; `null` otherwise. */
  resumable: z.object({ endpoint: z.string(), chunkBytes: z.number().int().positive() }).nullable(),
  /** Epoch seconds after which the ticket is refused. */
  expiresAt: z.number().int(),
});
export type UploadTicket = z.infer<typeof UploadTicket>;

export const createUpload = endpoint({
  ...ROUTES.createUpload,
  name: 'createUpload',
  body: CreateUploadBody,
  response: UploadTicket,
  summary:
    'Abre um envio de arquivo: confere tipo, tamanho e permissão e responde a URL assinada para enviar os bytes direto ao armazenamento.',
});

export const cancelUpload = endpoint({
  ...ROUTES.cancelUpload,
  name: 'cancelUpload',
  response: z.object({ msg: z.string() }),
  summary: 'Cancela um envio ainda não usado: o arquivo (completo ou não) é apagado do armazenamento.',
});

/**
 * The object of our own storage that a signed read URL of ours names
 * (`<storageUrl>/object/sign/<bucket>/<name>?token=…`), or null for any other
 * address: another scheme, host or port (loopback, private and link-local
 * ranges, cloud metadata addresses are all "another host"), credentials in
 * the address, another path of our origin, a bucket not in FILE_KINDS, or a
 * name with empty, dot or encoded-slash segments. The download proxy never
 * fetches the address it is given: it names an object, nothing more.
 */
export function ownStorageObject(address: string, storageUrl: string): { bucket: string; name: string } | null {
  let url: URL;
  let root: URL;
  try {
    url = new URL(address);
    root = new URL(storageUrl);
  } catch {
    return null;
  }
  if (url.protocol !== root.protocol || url.host !== root.host || url.username !== '' || url.password !== '') return null;
  const prefix = `${root.pathname.replace(/\/+$/, '')}/object/sign/`;
  if (!url.pathname.startsWith(prefix)) return null;
  let segments: string[];
  try {
    segments = url.pathname.slice(prefix.length).split('/').map(decodeURIComponent);
  } catch {
    return null; // a broken percent-encoding
  }
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (segments.length < 2 || segments.some((s) => s === '' || s === '.' || s === '..' || /[/\\\u0000-\u001f\u007f]/.test(s))) {
    return null;
  }
  const [bucket, ...name] = segments as [string, ...string[]];
  if (!FILE_BUCKETS.includes(bucket)) return null;
  return { bucket, name: name.join('/') };
}

/** A signed read URL that storage serves as an attachment named `fileName` (Supabase's `download` parameter). */
export function attachmentUrl(signedUrl: string, fileName: string): string {
  return `${signedUrl}${signedUrl.includes('?') ? '&' : '?'}download=${encodeURIComponent(fileName)}`;
}

/** The name a download gets when no upload recorded the original one: the object's own. */
export const objectBaseName = (name: string): string => name.slice(name.lastIndexOf('/') + 1);

export const DownloadQuery = z.object({ url: z.string().trim().min(1, 'Informe o endereço do arquivo.').max(2000) });

export const DownloadLink = z.object({
  /** A signed URL of storage itself, served as an attachment with the original name; open it (no bearer header). */
  url: z.string(),
  fileName: z.string(),
});
export type DownloadLink = z.infer<typeof DownloadLink>;

export const proxyDownload = endpoint({
  ...ROUTES.proxyDownload,
  name: 'proxyDownload',
  query: DownloadQuery,
  response: DownloadLink,
  summary:
    'Link de download de um arquivo do nosso armazenamento que o usuário pode ler (anexo com o nome original); qualquer outro endereço é recusado e nunca acessado.',
});

/** A stored file's path, as form columns hold it: "bucket/name". */
export const storagePathOf = (bucket: string, name: string): string => `${bucket}/${name}`;

/** Splits a stored path "bucket/name", or null when it is not one. */
export function splitStoragePath(path: string): { bucket: string; name: string } | null {
  const slash = path.indexOf('/');
  if (slash <= 0 || slash === path.length - 1) return null;
  return { bucket: path.slice(0, slash), name: path.slice(slash + 1) };
}

/** Values that already are URLs (the original system's) are kept as they are: never signed, never a stored object. */
export const isUrl = (stored: string): boolean => /^(https?:|data:|blob:)/i.test(stored);

/** The object a new upload is sent to: its owner's folder, the upload id and the type's extension. */
export const uploadObjectName = (ownerId: number, uploadId: string, contentType: string): string =>
  `${ownerId}/${uploadId}.${EXTENSION_BY_MIME[contentType]}`;

/**
 * Why what arrived in storage for an upload a form names cannot be used, or
 * null: over its kind's limit, not the size the upload declared, or content
 * that is not what it claims (magic bytes of its first FILE_HEAD_BYTES).
 */
export function storedUploadProblem(
  kind: FileKind,
  upload: { readonly file_name: string; readonly content_type: string; readonly size: number },
  stored: { readonly size: number; readonly head: Uint8Array },
): string | null {
  const def: FileKindDef = FILE_KINDS[kind];
  if (stored.size > def.maxBytes)
    return `${def.label}: o arquivo "${upload.file_name}" excede o limite de ${formatBytes(def.maxBytes)}.`;
  if (stored.size !== upload.size) return FILE_MESSAGES.sizeMismatch;
  return contentProblem(kind, { name: upload.file_name, type: upload.content_type }, stored.head);
}

/** The ticket of a new upload (POST /uploads): where and how to send its bytes, until when. */
export function uploadTicket(
  upload: {
    readonly id: string;
    readonly kind: string;
    readonly bucket: string;
    readonly objectName: string;
    readonly contentType: string;
  },
  signed: { readonly url: string; readonly token: string },
  storageUrl: string,
  resumable: UploadTicket['resumable'],
  now = Date.now(),
): UploadTicket {
  return {
    uploadId: upload.id,
    kind: upload.kind,
    bucket: upload.bucket,
    objectName: upload.objectName,
    contentType: upload.contentType,
    uploadUrl: `${storageUrl}/${signed.url}`,
    token: signed.token,
    resumable,
    expiresAt: Math.floor(now / 1000) + UPLOAD_URL_SECONDS,
  };
}
