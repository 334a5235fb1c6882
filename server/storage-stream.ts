/**
 * Bytes in and out of the local storage without holding a file in memory
 * (./storage-http.ts, ./storage-tus.ts): a request body written to disk as it
 * arrives, with a size cap; the file of a multipart/form-data body picked out
 * as it streams; a file (or a byte range of it) read back as a stream; and
 * Supabase Storage's `Range` rule.
 */
import { open, type FileHandle } from 'node:fs/promises';

/** The body went past the size it may have; what was read is not kept by the caller. */
export class BodyTooLarge extends Error {
  override readonly name = 'BodyTooLarge';
}

/** A multipart body that cannot be read (no boundary, bad framing, no file). */
export class BadMultipart extends Error {
  override readonly name = 'BadMultipart';
}

/** The declared type of a multipart file part was refused by `acceptType`. */
export class TypeRefused extends Error {
  override readonly name = 'TypeRefused';
  constructor(readonly mime: string) {
    super(`mime type ${mime} is not supported`);
  }
}

const CHUNK = 64 * 1024;
/** Arriving chunks are gathered up to this much and written in one call (fewer trips to the thread pool). */
const WRITE_BATCH = 1024 * 1024;

async function writeAll(handle: FileHandle, bytes: Uint8Array): Promise<void> {
  let done = 0;
  while (done < bytes.byteLength) {
    const { bytesWritten } = await handle.write(bytes, done, bytes.byteLength - done);
    done += bytesWritten;
  }
}

/** Writes what it is given in batches of about WRITE_BATCH bytes: memory stays at one batch per upload. */
class BatchedWriter {
  private pending: Uint8Array[] = [];
  private size = 0;
  constructor(private readonly handle: FileHandle) {}

  async write(bytes: Uint8Array): Promise<void> {
    this.pending.push(bytes);
    this.size += bytes.byteLength;
    if (this.size >= WRITE_BATCH) await this.flush();
  }

  async flush(): Promise<void> {
    if (this.size === 0) return;
    const batch = this.pending.length === 1 ? this.pending[0]! : Buffer.concat(this.pending, this.size);
    this.pending = [];
    this.size = 0;
    await writeAll(this.handle, batch);
  }
}

/**
 * Writes a request body to `file` chunk by chunk (each awaited, so the
 * socket is read no faster than the disk takes it). Refuses with BodyTooLarge
 * as soon as more than `maxBytes` arrived (what came before stays written).
 * `append` continues a file (TUS); otherwise the file must not exist.
 * Resolves to the number of bytes written.
 */
export async function writeBody(
  body: ReadableStream<Uint8Array> | null,
  file: string,
  options: { readonly maxBytes: number; readonly append?: boolean },
): Promise<number> {
  const handle = await open(file, options.append ? 'a' : 'wx');
  const writer = new BatchedWriter(handle);
  const reader = body?.getReader();
  let total = 0;
  try {
    if (!reader) return 0;
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        if (total + value.byteLength > options.maxBytes) {
          await reader.cancel().catch(() => {});
          throw new BodyTooLarge(`more than ${options.maxBytes} bytes`);
        }
        await writer.write(value);
        total += value.byteLength;
      }
    } finally {
      // What arrived is kept (a TUS PATCH cut short resumes from it).
      await writer.flush();
    }
    return total;
  } finally {
    reader?.releaseLock();
    await handle.close();
  }
}

type MultipartEvent =
  | { readonly kind: 'part'; readonly headers: ReadonlyMap<string, string> }
  | { readonly kind: 'data'; readonly bytes: Uint8Array }
  | { readonly kind: 'partEnd' }
  | { readonly kind: 'end' };

const CRLF = Buffer.from('\r\n');
const HEADERS_END = Buffer.from('\r\n\r\n');
const MAX_HEADER_BYTES = 16 * 1024;

/**
 * A push parser of multipart/form-data (RFC 7578): fed chunks, it answers
 * the parts' starts (with their headers), their bytes and ends. It keeps at
 * most a delimiter's length of a part's bytes between chunks.
 */
export class MultipartScanner {
  private readonly delimiter: Buffer;
  // A CRLF in front makes the first delimiter look like the others.
  private pending: Buffer = Buffer.from(CRLF);
  private state: 'preamble' | 'after' | 'headers' | 'body' | 'end' = 'preamble';

  constructor(boundary: string) {
    if (!boundary || boundary.length > 200) throw new BadMultipart('bad boundary');
    this.delimiter = Buffer.from(`\r\n--${boundary}`);
  }

  get finished(): boolean {
    return this.state === 'end';
  }

  push(chunk: Uint8Array): MultipartEvent[] {
    const bytes = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    this.pending = this.pending.length > 0 ? Buffer.concat([this.pending, bytes]) : bytes;
    const events: MultipartEvent[] = [];
    for (;;) {
      if (this.state === 'end') {
        this.pending = Buffer.alloc(0);
        return events;
      }
      if (this.state === 'preamble' || this.state === 'body') {
        const at = this.pending.indexOf(this.delimiter);
        if (at < 0) {
          const keep = Math.min(this.pending.length, this.delimiter.length - 1);
          const emit = this.pending.length - keep;
          if (this.state === 'body' && emit > 0) events.push({ kind: 'data', bytes: this.pending.subarray(0, emit) });
          this.pending = this.pending.subarray(emit);
          return events;
        }
        if (this.state === 'body') {
          if (at > 0) events.push({ kind: 'data', bytes: this.pending.subarray(0, at) });
          events.push({ kind: 'partEnd' });
        }
        this.pending = this.pending.subarray(at + this.delimiter.length);
        this.state = 'after';
      }
      if (this.state === 'after') {
        if (this.pending.length < 2) return events;
        if (this.pending[0] === 0x2d && this.pending[1] === 0x2d) {
          this.state = 'end';
          events.push({ kind: 'end' });
          continue;
        }
        // Transport padding (spaces, tabs) may precede the CRLF.
        let i = 0;
        while (i < this.pending.length && (this.pending[i] === 0x20 || this.pending[i] === 0x09)) i++;
        if (this.pending.length < i + 2) return events;
        if (this.pending[i] !== 0x0d || this.pending[i + 1] !== 0x0a) throw new BadMultipart('bad delimiter');
        this.pending = this.pending.subarray(i + 2);
        this.state = 'headers';
      }
      if (this.state === 'headers') {
        // A part without headers: the blank line comes at once.
        const at = this.pending.subarray(0, 2).equals(CRLF) ? -2 : this.pending.indexOf(HEADERS_END);
        if (at === -1) {
          if (this.pending.length > MAX_HEADER_BYTES) throw new BadMultipart('part headers too long');
          return events;
        }
        const headers = new Map<string, string>();
        if (at >= 0) {
          for (const line of this.pending.subarray(0, at).toString('utf8').split('\r\n')) {
            const colon = line.indexOf(':');
            if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
          }
        }
        this.pending = this.pending.subarray(at >= 0 ? at + HEADERS_END.length : 2);
        this.state = 'body';
        events.push({ kind: 'part', headers });
      }
    }
  }
}

/** A parameter of a header value (`name="x"`), unquoted. */
function headerParam(value: string, name: string): string | null {
  const match = new RegExp(`(?:^|;)\\s*${name}\\s*=\\s*(?:"((?:[^"\\\\]|\\\\.)*)"|([^;\\s]*))`, 'i').exec(value);
  if (!match) return null;
  return match[1] !== undefined ? match[1].replace(/\\(.)/g, '$1') : (match[2] ?? '');
}

export function boundaryOf(contentType: string): string | null {
  return headerParam(contentType, 'boundary');
}

export interface MultipartFile {
  readonly size: number;
  /** The file part's Content-Type (or a `contentType` field sent before it). */
  readonly mime: string;
  /** Text fields sent before and after the file (Supabase reads `cacheControl`, `contentType`, `metadata`). */
  readonly fields: Readonly<Record<string, string>>;
}

const MAX_FIELD_BYTES = 64 * 1024;

/**
 * Writes the first file part of a multipart/form-data body to `file` as it
 * streams (like Supabase Storage's `request.file()`): `acceptType` sees the
 * part's type before any byte is written; more than `maxBytes` of it →
 * BodyTooLarge. Text fields are kept (small ones only).
 */
export async function writeMultipartFile(
  body: ReadableStream<Uint8Array> | null,
  boundary: string,
  file: string,
  options: { readonly maxBytes: number; readonly acceptType: (mime: string) => boolean },
): Promise<MultipartFile> {
  const scanner = new MultipartScanner(boundary);
  const reader = body?.getReader();
  const fields: Record<string, string> = {};
  let handle: FileHandle | null = null;
  let writer: BatchedWriter | null = null;
  let part: { readonly field: string | null; readonly file: boolean; text: string } | null = null;
  let fileDone = false;
  let size = 0;
  let mime = 'text/plain';
  try {
    if (!reader) throw new BadMultipart('no body');
    while (!scanner.finished) {
      const { done, value } = await reader.read();
      if (done) break;
      for (const event of scanner.push(value)) {
        if (event.kind === 'part') {
          const disposition = event.headers.get('content-disposition') ?? '';
          const isFile = !fileDone && headerParam(disposition, 'filename') !== null;
          part = { field: headerParam(disposition, 'name'), file: isFile, text: '' };
          if (isFile) {
            mime = fields.contentType || event.headers.get('content-type') || 'text/plain';
            if (!options.acceptType(mime)) throw new TypeRefused(mime);
            handle = await open(file, 'wx');
            writer = new BatchedWriter(handle);
          }
        } else if (event.kind === 'data' && part) {
          if (part.file && writer) {
            if (size + event.bytes.byteLength > options.maxBytes) throw new BodyTooLarge(`more than ${options.maxBytes} bytes`);
            await writer.write(event.bytes);
            size += event.bytes.byteLength;
          } else if (part.text.length + event.bytes.byteLength <= MAX_FIELD_BYTES) {
            part.text += Buffer.from(event.bytes).toString('utf8');
          }
        } else if (event.kind === 'partEnd' && part) {
          if (part.file) {
            await writer?.flush();
            fileDone = true;
          } else if (part.field) fields[part.field] = part.text;
          part = null;
        }
      }
    }
    if (!fileDone) throw new BadMultipart('no file in the form');
    return { size, mime, fields };
  } catch (error) {
    await reader?.cancel().catch(() => {});
    throw error;
  } finally {
    reader?.releaseLock();
    await handle?.close();
  }
}

/** Bytes `start`…`end` (inclusive) of a file as a stream, read as the consumer asks. */
export function fileStream(file: string, start: number, end: number): ReadableStream<Uint8Array> {
  let handle: FileHandle | null = null;
  let position = start;
  const close = async () => {
    const h = handle;
    handle = null;
    await h?.close();
  };
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          handle ??= await open(file, 'r');
          const want = Math.min(CHUNK, end + 1 - position);
          if (want <= 0) {
            await close();
            controller.close();
            return;
          }
          const buffer = new Uint8Array(want);
          const { bytesRead } = await handle.read(buffer, 0, want, position);
          if (bytesRead === 0) {
            await close();
            controller.close();
            return;
          }
          position += bytesRead;
          controller.enqueue(buffer.subarray(0, bytesRead));
        } catch (error) {
          await close();
          controller.error(error);
        }
      },
      cancel: close,
    },
    { highWaterMark: 1 },
  );
}

/**
 * Supabase Storage's reading of a `Range` header (src/storage/range.ts):
 * one range, `bytes=a-b`, `bytes=a-` or `bytes=-n`; the end is clamped to the
 * size. Anything else, or a start past the end, is unsatisfiable (416).
 */
export function parseRange(range: string, size: number): { start: number; end: number } | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(range.trim());
  if (!match || size <= 0) return null;
  const [, from, to] = match;
  if (!from && !to) return null;
  if (!from) {
    const suffix = Number(to);
    if (!Number.isSafeInteger(suffix) || suffix <= 0) return null;
    return { start: Math.max(size - suffix, 0), end: size - 1 };
  }
  const start = Number(from);
  const end = to ? Number(to) : size - 1;
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || start < 0 || end < start || start >= size) return null;
  return { start, end: Math.min(end, size - 1) };
}
