/**
 * The storage beside the mock api (`<origin>/storage/v1`), speaking what the
 * app uses of Supabase Storage: PUT to a signed upload URL (once per ticket),
 * and GET/HEAD of a signed read URL with Range (206) — so `<img>`, `<audio>`
 * seeking and downloads behave as on the real backends. A read is an
 * attachment only under the name its grant holds (the download proxy's): a
 * `download` parameter added to a URL is ignored, as `npm run local` does.
 * Errors have Supabase's shape.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { FILE_KINDS, FILE_KIND_NAMES, type FileKindDef } from '@contract/arquivos';
import { mimeAccepted } from '@contract/http';
import { dataUrlBytes, toDataUrl } from '../db/bytes';
import type { MockDb } from '../db/schema';
import { findFile, readGrant, STORAGE_PATH, uploadGrant } from '../lib/files';
import { pathPredicate } from '../lib/route';

/** A refusal as Supabase Storage answers it: HTTP 400, the reason's code in the body. */
const storageError = (status: number, error: string, message: string) =>
  HttpResponse.json({ statusCode: String(status), error, message }, { status: 400 });

/** `<bucket>/<name>` after a route prefix, segments decoded; null when malformed. */
function objectOf(url: URL, prefix: string): { bucket: string; name: string } | null {
  const at = url.pathname.indexOf(prefix);
  if (at < 0) return null;
  try {
    const [bucket, ...rest] = url.pathname
      .slice(at + prefix.length)
      .split('/')
      .map(decodeURIComponent);
    return bucket && rest.length > 0 && rest.every((s) => s !== '' && s !== '.' && s !== '..')
      ? { bucket, name: rest.join('/') }
      : null;
  } catch {
    return null;
  }
}

const kindOfBucket = (bucket: string): FileKindDef | undefined =>
  FILE_KIND_NAMES.map((k) => FILE_KINDS[k] as FileKindDef).find((k) => k.bucket === bucket);

/** The single byte range a `Range` header asks of `size` bytes; null to send everything; 'bad' when unsatisfiable. */
export function byteRange(header: string | null, size: number): { start: number; end: number } | null | 'bad' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start: number;
  let end: number;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'bad';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  return start >= size || start > end ? 'bad' : { start, end };
}

export function storageHandlers(apiBaseUrl: string, db: MockDb): HttpHandler[] {
  const base = `${apiBaseUrl.replace(/\/[^/]*$/, '')}${STORAGE_PATH}`;

  const upload = async ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    const object = objectOf(url, '/object/upload/sign/');
    const grant = object ? uploadGrant(url.searchParams.get('token') ?? '', object.bucket, object.name) : null;
    if (!object || !grant) return storageError(400, 'InvalidJWT', 'invalid signature');
    const kind = kindOfBucket(object.bucket);
    if (!kind) return storageError(404, 'Bucket not found', 'Bucket not found');
    const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (!mimeAccepted(type, kind.accept)) return storageError(400, 'invalid_mime_type', `mime type ${type} is not supported`);
    const bytes = new Uint8Array(await request.arrayBuffer());
    if (bytes.length > kind.maxBytes)
      return storageError(413, 'Payload too large', 'The object exceeded the maximum allowed size');
    // One ticket, one upload: a second PUT with it is a duplicate, even after its object was removed.
    if (grant.used || findFile(db, object.bucket, object.name)) {
      return storageError(409, 'Duplicate', 'The resource already exists');
    }
    grant.used = true;
    await db.files.create({
      bucket: object.bucket,
      name: object.name,
      mime: type,
      dataUrl: toDataUrl(bytes, type),
      size: bytes.length,
    });
    return HttpResponse.json({ Key: `${object.bucket}/${object.name}` });
  };

  const read = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    const object = objectOf(url, '/object/sign/');
    const grant = object ? readGrant(url.searchParams.get('token') ?? '', object.bucket, object.name) : null;
    if (!object || !grant) return storageError(400, 'InvalidJWT', 'invalid signature');
    const file = findFile(db, object.bucket, object.name);
    if (!file) return storageError(404, 'not_found', 'Object not found');
    const bytes = dataUrlBytes(file.dataUrl);
    const headers: Record<string, string> = {
      'Content-Type': file.mime,
      'Accept-Ranges': 'bytes',
      'Cache-Control': 'private, max-age=3600',
      'X-Content-Type-Options': 'nosniff',
    };
    if (grant.download !== undefined) {
      headers['Content-Disposition'] =
        `attachment; filename*=UTF-8''${encodeURIComponent(grant.download || object.name.split('/').pop()!)}`;
    }
    const range = byteRange(request.headers.get('range'), bytes.length);
    if (range === 'bad')
      return new HttpResponse(null, { status: 416, headers: { ...headers, 'Content-Range': `bytes */${bytes.length}` } });
    const part = range ? bytes.slice(range.start, range.end + 1) : bytes;
    if (range) headers['Content-Range'] = `bytes ${range.start}-${range.end}/${bytes.length}`;
    headers['Content-Length'] = String(part.length);
    return new HttpResponse(request.method === 'HEAD' ? null : part, { status: range ? 206 : 200, headers });
  };

  // pathPredicate: a malformed percent-encoding reaches the handler (a 400), not MSW's URIError.
  return [
    http.put(pathPredicate(`${base}/object/upload/sign/*`), upload),
    http.post(pathPredicate(`${base}/object/upload/sign/*`), upload),
    http.get(pathPredicate(`${base}/object/sign/*`), read),
    http.head(pathPredicate(`${base}/object/sign/*`), read),
  ];
}
