/**
 * Sending a file the Supabase way (docs/arquivos.md): the bytes never pass
 * through the api.
 *
 * 1. The browser checks the file as the server will: its declared name, size
 *    and type (`fileProblem`) and its first bytes (`contentProblem`), so a
 *    renamed executable is refused at once with the server's own message.
 * 2. `POST /uploads` answers a ticket (a 4xx's `{ msg }` is the message).
 * 3. The bytes go straight to storage: one `PUT` to the signed URL, or — when
 *    the storage offers resumable uploads and the file is larger than one
 *    chunk — TUS through tus-js-client, loaded only then. A TUS upload whose
 *    creation is refused falls back to the single PUT.
 * 4. A cancelled or failed upload is cancelled on the server
 *    (`DELETE /uploads/:uploadId`, best effort), so nothing is left behind.
 *
 * The form then sends the upload's id in its file field.
 */
import {
  canonicalMime,
  contentProblem,
  FILE_HEAD_BYTES,
  fileProblem,
  type FileKind,
  type UploadTicket,
} from '@contract/arquivos';
import { errorStatus, refusalReason } from './errors';
import type { AppDispatch } from './hooks';
import { tooLargeMessage, typeRefusedMessage, UPLOAD_FAILED, UPLOAD_NETWORK_FAILED, UPLOAD_READ_FAILED } from './upload-messages';
import { uploadsApi } from './uploads-api';

export interface UploadOptions {
  /** Percent of the bytes sent, 0–100. */
  readonly onProgress?: (percent: number) => void;
  /** Aborting cancels the upload wherever it is (nothing is left on the server). */
  readonly signal?: AbortSignal;
}

/** How an upload ended: its id, a message to show, or cancelled (nothing to show). */
export type UploadResult =
  | { readonly ok: true; readonly uploadId: string }
  | { readonly ok: false; readonly cancelled: true }
  | { readonly ok: false; readonly cancelled: false; readonly message: string };

/** How sending the bytes ended. */
type Sent =
  | { readonly ok: true }
  | { readonly ok: false; readonly cancelled: true }
  | {
      readonly ok: false;
      readonly cancelled: false;
      /** HTTP status, or null when the storage was not reached. */
      readonly status: number | null;
      /** Supabase Storage's error body (`{ statusCode, error, message }`), when it sent one. */
      readonly storage: StorageError | null;
    };

interface StorageError {
  readonly statusCode?: string;
  readonly error?: string;
  readonly message?: string;
}

const CANCELLED = { ok: false, cancelled: true } as const;
const SENT = { ok: true } as const;
const refused = (message: string): UploadResult => ({ ok: false, cancelled: false, message });

const percentOf = (loaded: number, total: number) => (total > 0 ? Math.min(100, Math.max(0, (loaded / total) * 100)) : 0);

function storageErrorOf(body: string): StorageError | null {
  try {
    const parsed: unknown = JSON.parse(body);
    return parsed && typeof parsed === 'object' ? (parsed as StorageError) : null;
  } catch {
    return null;
  }
}

/** The message for bytes the storage refused or never got. */
function sendFailure(sent: Extract<Sent, { cancelled: false }>, kind: FileKind, file: File, ticket: UploadTicket): string {
  if (sent.status === null || sent.status === 0) return UPLOAD_NETWORK_FAILED;
  const code = sent.storage?.statusCode;
  const error = sent.storage?.error?.toLowerCase() ?? '';
  // Supabase answers some refusals as 400 with the real status in `statusCode`.
  if (sent.status === 413 || code === '413' || error.includes('too large')) return tooLargeMessage(kind, file.name);
  if (sent.status === 415 || code === '415' || error === 'invalid_mime_type') return typeRefusedMessage(kind, ticket.contentType);
  return UPLOAD_FAILED;
}

/** One PUT of the whole file to the signed upload URL, with progress and abort. */
export function putBytes(
  ticket: Pick<UploadTicket, 'uploadUrl' | 'contentType'>,
  body: Blob,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<Sent> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve(CANCELLED);
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const finish = (sent: Sent) => {
      signal?.removeEventListener('abort', onAbort);
      resolve(sent);
    };
    xhr.open('PUT', ticket.uploadUrl);
    xhr.setRequestHeader('Content-Type', ticket.contentType);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(percentOf(event.loaded, event.total));
    };
    // Settled only when the request has ended, so a cancel's DELETE never races bytes still arriving.
    xhr.onload = () => {
      if (signal?.aborted) return finish(CANCELLED);
      if (xhr.status >= 200 && xhr.status < 300) return finish(SENT);
      finish({ ok: false, cancelled: false, status: xhr.status, storage: storageErrorOf(xhr.responseText) });
    };
    xhr.onerror = () => finish(signal?.aborted ? CANCELLED : { ok: false, cancelled: false, status: null, storage: null });
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => finish(CANCELLED);
    signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send(body);
  });
}

/** TUS's answer that the upload could not even be created (then the single PUT is tried). */
const CREATION_REFUSED = { creationRefused: true } as const;

/**
 * A resumable upload (TUS 1.0.0, Supabase's signed variant: the ticket's
 * token as `x-signature`), chunk by chunk; a dropped connection is retried
 * by tus-js-client. The library is loaded here, on the first resumable upload.
 */
async function tusBytes(
  ticket: UploadTicket & { resumable: NonNullable<UploadTicket['resumable']> },
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<Sent | typeof CREATION_REFUSED> {
  let tus: typeof import('tus-js-client');
  try {
    tus = await import('tus-js-client');
  } catch {
    // The chunk could not be loaded (a deploy in between, offline): the single PUT still works.
    return CREATION_REFUSED;
  }
  if (signal?.aborted) return CANCELLED;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (sent: Sent | typeof CREATION_REFUSED) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onAbort);
      resolve(sent);
    };
    const upload = new tus.Upload(file, {
      endpoint: ticket.resumable.endpoint,
      headers: { 'x-signature': ticket.token },
      metadata: {
        bucketName: ticket.bucket,
        objectName: ticket.objectName,
        contentType: ticket.contentType,
        cacheControl: '3600',
      },
      chunkSize: ticket.resumable.chunkBytes,
      uploadDataDuringCreation: false,
      removeFingerprintOnSuccess: true,
      retryDelays: [0, 1000, 3000, 5000],
      onProgress: (sent, total) => onProgress(percentOf(sent, total)),
      onSuccess: () => finish(SENT),
      onError: (error) => {
        const detailed = error as Partial<import('tus-js-client').DetailedError>;
        const status = detailed.originalResponse?.getStatus() ?? null;
        const creating = detailed.originalRequest?.getMethod() === 'POST';
        if (creating && status !== null && status >= 400 && status < 500) return finish(CREATION_REFUSED);
        finish({
          ok: false,
          cancelled: false,
          status,
          storage: detailed.originalResponse ? storageErrorOf(detailed.originalResponse.getBody()) : null,
        });
      },
    });
    const onAbort = () => {
      // Terminate: the partial upload is removed from the storage too.
      void upload
        .abort(true)
        .catch(() => undefined)
        .then(() => finish(CANCELLED));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    upload.start();
  });
}

/** Sends the file's bytes where the ticket says: TUS above one chunk where offered, else one PUT. */
async function sendBytes(ticket: UploadTicket, file: File, onProgress: (percent: number) => void, signal?: AbortSignal) {
  const { resumable } = ticket;
  if (resumable !== null && file.size > resumable.chunkBytes) {
    const sent = await tusBytes({ ...ticket, resumable }, file, onProgress, signal);
    if (!('creationRefused' in sent)) return sent;
    onProgress(0);
  }
  return putBytes(ticket, file, onProgress, signal);
}

/** Cancels an upload on the server, best effort: an upload nobody claims is swept later anyway. */
export function discardUpload(uploadId: string) {
  return async (dispatch: AppDispatch): Promise<void> => {
    const call = dispatch(uploadsApi.endpoints.cancelUpload.initiate(uploadId));
    try {
      await call;
    } finally {
      call.reset();
    }
  };
}

/** The first bytes of a file, as the server reads them to recognise its content. */
async function headOf(file: File): Promise<Uint8Array | null> {
  try {
    return new Uint8Array(await file.slice(0, FILE_HEAD_BYTES).arrayBuffer());
  } catch {
    return null;
  }
}

/**
 * Uploads `file` as a file of `kind` (a thunk: `dispatch(uploadFile(…))`).
 * Never throws: the result says how it ended.
 */
export function uploadFile(file: File, kind: FileKind, { onProgress, signal }: UploadOptions = {}) {
  return async (dispatch: AppDispatch): Promise<UploadResult> => {
    const progress = (percent: number) => {
      if (!signal?.aborted) onProgress?.(percent);
    };
    const problem = fileProblem(kind, file);
    if (problem) return refused(problem);
    const head = await headOf(file);
    if (head === null) return refused(UPLOAD_READ_FAILED);
    const content = contentProblem(kind, file, head);
    if (content) return refused(content);
    if (signal?.aborted) return CANCELLED;

    const call = dispatch(
      uploadsApi.endpoints.createUpload.initiate({
        kind,
        fileName: file.name,
        size: file.size,
        contentType: canonicalMime(file.type, file.name),
      }),
    );
    const abortTicket = () => call.abort();
    signal?.addEventListener('abort', abortTicket, { once: true });
    const answer = await call;
    signal?.removeEventListener('abort', abortTicket);
    call.reset();
    if (answer.error !== undefined) {
      if (signal?.aborted) return CANCELLED;
      const reason = refusalReason(answer.error);
      return refused(reason ?? (errorStatus(answer.error) === null ? UPLOAD_NETWORK_FAILED : UPLOAD_FAILED));
    }
    const ticket = answer.data;
    const sent = signal?.aborted ? CANCELLED : await sendBytes(ticket, file, progress, signal);
    if (sent.ok) {
      progress(100);
      return { ok: true, uploadId: ticket.uploadId };
    }
    void dispatch(discardUpload(ticket.uploadId)).catch(() => undefined);
    return sent.cancelled ? CANCELLED : refused(sendFailure(sent, kind, file, ticket));
  };
}
