/**
 * Multipart bodies: text fields go through the endpoint's body schema, file
 * fields through its `uploads` limits (type, size, count, required).
 */
import type { EndpointDef } from '@contract';
import {
  isFormContentType,
  NOT_A_FORM_MSG,
  splitForm,
  unexpectedFileMsg,
  UNREADABLE_FORM_MSG,
  uploadProblem,
} from '@contract/uploads';
import { badRequest } from './errors';
import { parseOrThrow } from './validation';

export interface MultipartBody {
  readonly body: unknown;
  readonly files: Readonly<Record<string, File[]>>;
}

/** Reads and validates a multipart request against an endpoint declaration. */
export async function readMultipart(def: EndpointDef, request: Request): Promise<MultipartBody> {
  const type = request.headers.get('content-type') ?? '';
  if (!isFormContentType(type)) throw badRequest(NOT_A_FORM_MSG);
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
  const body = def.body ? parseOrThrow(def.body, fields) : undefined;
  for (const [key, limits] of Object.entries(uploads)) {
    const problem = uploadProblem(key, files[key] ?? [], limits);
    if (problem) throw badRequest(problem);
  }
  return { body, files };
}
