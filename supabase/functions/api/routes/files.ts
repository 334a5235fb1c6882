/**
 * `GET /files/:bucket/:name`: stored files for `<img src>` and links, which
 * carry no token. Public by contract; what keeps a profile photo private is
 * its unguessable name (`<cp_id>/<random uuid>.<ext>`), handed out only in
 * answers to callers who may read that profile. Only the buckets in
 * SERVED_BUCKETS and well-formed object names are read, always from our own
 * storage (the storage port builds the address; nothing here is a URL).
 */
import { getFile } from '../../_shared/contract/session.ts';
import { MSG, notFound } from '../lib/errors.ts';
import { isServableObject } from '../lib/files.ts';
import { handle, type Route } from '../lib/route.ts';

export const fileRoutes: Route[] = [
  handle(getFile, async ({ params, ports }) => {
    const bucket = params.bucket ?? '';
    const name = params.name ?? '';
    if (!isServableObject(bucket, name)) throw notFound(MSG.fileNotFound);
    const file = await ports.storage.read(bucket, name);
    if (!file) throw notFound(MSG.fileNotFound);
    return new Response(file.bytes, {
      status: 200,
      headers: {
        'Content-Type': file.mime,
        'Content-Length': String(file.bytes.byteLength),
        // Names are never reused (a new photo gets a new uuid): safe to cache.
        'Cache-Control': 'private, max-age=86400',
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'; sandbox",
        'Cross-Origin-Resource-Policy': 'cross-origin',
      },
    });
  }),
];
