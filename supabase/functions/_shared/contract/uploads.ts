/**
 * Multipart uploads: the contract's `uploads` limits (type, size, count,
 * required) checked the same way, with the same Portuguese messages, by
 * every backend (the MSW mock and the api function).
 */
import { badRequest } from './errors.ts';
import { mimeAccepted, type EndpointDef, type UploadField } from './http.ts';
import { parseWith } from './request-validation.ts';
import { formatInteger, formatNumber } from './numbers.ts';

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
  if (mib >= 1) return `${formatNumber(mib, { maxDecimals: 1 })} MB`;
  return `${formatInteger(Math.ceil(bytes / 1024))} KB`;
}

/** The message for files of one field that break its limits, or null when they are fine. */
export function uploadProblem(field: string, files: readonly File[], limits: UploadField): string | null {
  const label = fileFieldLabel(field);
  if (limits.required && files.length === 0) return `${label}: envie um arquivo.`;
  if (files.length > limits.maxFiles) return `${label}: envie no máximo ${limits.maxFiles} arquivo(s).`;
  for (const file of files) {
    const type = file.type || 'application/octet-stream';
    if (!mimeAccepted(type, limits.accept)) {
      return `${label}: tipo de arquivo não permitido (${type}). Envie ${describeAccept(limits.accept)}.`;
    }
    if (file.size > limits.maxBytes) {
      return `${label}: o arquivo "${file.name}" excede o limite de ${formatBytes(limits.maxBytes)}.`;
    }
  }
  return null;
}

export const NOT_A_FORM_MSG = 'Envie os dados como formulário (multipart/form-data).';
export const UNREADABLE_FORM_MSG = 'Formulário (multipart) ilegível.';
export const unexpectedFileMsg = (field: string) => `Arquivo não esperado no campo ${field}.`;

/** Whether a Content-Type announces a form body. */
export function isFormContentType(contentType: string): boolean {
  return /^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(contentType);
}

export interface FormParts {
  /** Text fields; a repeated field becomes an array. */
  readonly fields: Record<string, string | string[]>;
  /** File fields (an empty, nameless file input counts as absent). */
  readonly files: Record<string, File[]>;
}

/** Splits parsed form data into text fields and files. */
export function splitForm(form: FormData): FormParts {
  const fields: Record<string, string | string[]> = {};
  const files: Record<string, File[]> = {};
  for (const [key, value] of form.entries()) {
    if (typeof value === 'string') {
      const prev = fields[key];
      fields[key] = prev === undefined ? value : [...(Array.isArray(prev) ? prev : [prev]), value];
    } else if (value.size > 0 || value.name !== '') {
      (files[key] ??= []).push(value);
    }
  }
  return { fields, files };
}

export interface MultipartBody {
  /** The text fields, parsed with the endpoint's body schema (undefined when it has none). */
  readonly body: unknown;
  /** The files by field, already checked against the endpoint's `uploads`. */
  readonly files: Record<string, File[]>;
}

/**
 * Reads a multipart request of an endpoint, as every backend does: a form
 * Content-Type, a readable form, no file in an undeclared field, the text
 * fields through the body schema, then each file field's limits. Any
 * refusal is a 400 `HttpError` with the Portuguese message.
 */
export async function readMultipart(def: Pick<EndpointDef, 'body' | 'uploads'>, request: Request): Promise<MultipartBody> {
  if (!isFormContentType(request.headers.get('content-type') ?? '')) throw badRequest(NOT_A_FORM_MSG);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw badRequest(UNREADABLE_FORM_MSG);
  }
  const { fields, files } = splitForm(form);
  const uploads = def.uploads ?? {};
  for (const key of Object.keys(files)) {
    if (!(key in uploads)) throw badRequest(unexpectedFileMsg(key));
  }
  let body: unknown;
  if (def.body) {
    const parsed = parseWith(def.body, fields);
    if (!parsed.ok) throw badRequest(parsed.msg);
    body = parsed.data;
  }
  for (const [key, limits] of Object.entries(uploads)) {
    const problem = uploadProblem(key, files[key] ?? [], limits);
    if (problem) throw badRequest(problem);
  }
  return { body, files };
}
