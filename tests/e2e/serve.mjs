/**
 * A tiny static file server for the built app (tests/e2e only).
 *
 * Serves one directory on 127.0.0.1 (localhost is a secure context, so MSW's
 * service worker registers), never caches, answers 404 for missing files so a
 * broken asset reference shows up in the browser tests, and refuses paths
 * outside the directory.
 *
 * CLI: node tests/e2e/serve.mjs <dir> [port]
 */
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/**
 * @param {string} dir directory to serve
 * @param {{ port?: number, host?: string }} [options] port 0 (default) = any free port
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export function serveStatic(dir, { port = 0, host = '127.0.0.1' } = {}) {
  const root = path.resolve(dir);
  const server = createServer((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    } catch {
      res.writeHead(400).end();
      return;
    }
    if (pathname.endsWith('/')) pathname += 'index.html';
    const file = path.resolve(root, `.${pathname}`);
    if (file !== root && !file.startsWith(`${root}${path.sep}`)) {
      res.writeHead(403).end();
      return;
    }
    let size;
    try {
      const stat = statSync(file);
      if (!stat.isFile()) throw new Error('not a file');
      size = stat.size;
    } catch {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end(`Não encontrado: ${pathname}\n`);
      return;
    }
    const type = TYPES[/** @type {keyof typeof TYPES} */ (path.extname(file).toLowerCase())] ?? 'application/octet-stream';
    res.writeHead(200, { 'Content-Type': type, 'Content-Length': size, 'Cache-Control': 'no-store' });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      if (address === null || typeof address === 'string') {
        reject(new Error('unexpected server address'));
        return;
      }
      resolve({
        url: `http://${host}:${address.port}/`,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [dir = 'dist-e2e', port = '0'] = process.argv.slice(2);
  const { url, close } = await serveStatic(dir, { port: Number(port) });
  console.log(`Servindo ${dir}/ em ${url} (Ctrl-C para parar)`);
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM']))
    process.on(signal, () => void close().then(() => process.exit(0)));
}
