/**
 * Multipart bodies: text fields go through the endpoint's body schema, file
 * fields through its `uploads` limits (type, size, count, required).
 */
import { mimeAccepted, type EndpointDef, type UploadField } from '@contract';
import { badRequest } from './errors';
import { parseOrThrow } from './validation';

/** Portuguese names of the contract's file fields, for error messages. */
const FILE_FIELD_LABELS: Readonly<Record<string, string>> = {
  cp_foto_perfil: 'Foto de perfil',
  audios: 'Áudios',
  pdf1: 'PDF 1',
  pdf2: 'PDF 2',
  pdf3: 'PDF 3',
  arquivoPdf1: 'PDF 1',
  arquivoPdf2: 'PDF 2',
  arquivoPdf3: 'PDF 3',
  miniatura: 'Miniatura',
  thumbnail: 'Miniatura',
  arquivo: 'Arquivo',
};

export function fileFieldLabel(field: string): string {
  return FILE_FIELD_LABELS[field] ?? field;
}

const FAMILY_NAMES: Readonly<Record<string, string>> = { image: 'imagem', audio: 'áudio', video: 'vídeo', text: 'texto' };

/** "JPEG, PNG, WEBP ou GIF" for an accept list. */
export function describeAccept(accept: readonly string[]): string {
  const names = accept.map((a) => {
    const [family = a, sub = ''] = a.split('/');
    if (sub === '*') return FAMILY_NAMES[family] ?? family;
    return sub.toUpperCase();
  });
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} ou ${names.at(-1)}`;
}

export function formatBytes(bytes: number): string {
  const mib = bytes / (1024 * 1024);
  if (mib >= 1) return `${Number.isInteger(mib) ? mib : mib.toFixed(1).replace('.', ',')} MB`;
  return `${Math.ceil(bytes / 1024)} KB`;
}

/** Throws a 400 when the files of one field break its limits. */
export function checkUploads(field: string, files: readonly File[], limits: UploadField): void {
  const label = fileFieldLabel(field);
  if (limits.required && files.length === 0) throw badRequest(`${label}: envie um arquivo.`);
  if (files.length > limits.maxFiles) throw badRequest(`${label}: envie no máximo ${limits.maxFiles} arquivo(s).`);
  for (const file of files) {
    const type = file.type || 'application/octet-stream';
    if (!mimeAccepted(type, limits.accept)) {
      throw badRequest(`${label}: tipo de arquivo não permitido (${type}). Envie ${describeAccept(limits.accept)}.`);
    }
    if (file.size > limits.maxBytes) {
      throw badRequest(`${label}: o arquivo "${file.name}" excede o limite de ${formatBytes(limits.maxBytes)}.`);
    }
  }
}

export interface MultipartBody {
  readonly body: unknown;
  readonly files: Readonly<Record<string, File[]>>;
}

/** Reads and validates a multipart request against an endpoint declaration. */
export async function readMultipart(def: EndpointDef, request: Request): Promise<MultipartBody> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(type)) {
    throw badRequest('Envie os dados como formulário (multipart/form-data).');
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw badRequest('Formulário (multipart) ilegível.');
  }
  const fields: Record<string, string | string[]> = {};
  const files: Record<string, File[]> = {};
  for (const [key, value] of form.entries()) {
    if (typeof value === 'string') {
      const prev = fields[key];
      fields[key] = prev === undefined ? value : [...(Array.isArray(prev) ? prev : [prev]), value];
    } else if (value.size > 0 || value.name !== '') {
      // An empty file input arrives as a nameless empty file: treat it as absent.
      (files[key] ??= []).push(value);
    }
  }
  const uploads = def.uploads ?? {};
  for (const key of Object.keys(files)) {
    if (!(key in uploads)) throw badRequest(`Arquivo não esperado no campo ${key}.`);
  }
  const body = def.body ? parseOrThrow(def.body, fields) : undefined;
  for (const [key, limits] of Object.entries(uploads)) checkUploads(key, files[key] ?? [], limits);
  return { body, files };
}
