/**
 * `npm run upload-figure` — do uploads go through `npm run local` without
 * its memory growing with the files? (docs/scale.md, "Uploads")
 *
 * Starts server/main.ts (`--api-only`: no SPA build) on a temporary data
 * folder, signs in as the Gestor, and for each of N files (default 40 × 5 MB,
 * valid MP3 magic + random bytes) asks the api for an upload ticket
 * (`POST /api/uploads`, kind `audio`) and sends the bytes to the ticket's
 * signed upload URL (PUT) — every `--tus-every`-th file through TUS instead,
 * in chunks of `--tus-chunk` bytes. Meanwhile it samples the server's
 * resident memory (VmRSS of /proc/<pid>/status) every ~20 ms.
 *
 * Prints idle RSS (after sign-in, before the first upload), peak RSS, peak −
 * idle, the uploads' wall time, the time to copy the same files on the same
 * disk (fs.copyFile, same concurrency) and their ratio. Exits 1 when peak −
 * idle reaches `--max-growth-mb` (default 64).
 *
 * Options: --files 40, --mb 5 (MB = 10^6 bytes), --concurrency 4,
 * --tus-every 5 (0: none), --tus-chunk 2097152, --max-growth-mb 64, --keep
 * (leave the data folder). Linux only (/proc).
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { startLocalServer } from './lib/local-server.ts';

const { values: args } = parseArgs({
  options: {
    files: { type: 'string', default: '40' },
    mb: { type: 'string', default: '5' },
    concurrency: { type: 'string', default: '4' },
    'tus-every': { type: 'string', default: '5' },
    'tus-chunk': { type: 'string', default: String(2 * 1024 * 1024) },
    'max-growth-mb': { type: 'string', default: '64' },
    keep: { type: 'boolean', default: false },
  },
  strict: true,
});

const FILES = Number(args.files);
const FILE_BYTES = Math.round(Number(args.mb) * 1_000_000);
const CONCURRENCY = Math.max(1, Number(args.concurrency));
const TUS_EVERY = Number(args['tus-every']);
const TUS_CHUNK = Number(args['tus-chunk']);
const MAX_GROWTH = Number(args['max-growth-mb']) * 1024 * 1024;
const LOGIN = { login: 'gestor', password: 'senha123' };

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Resident memory of a process, from /proc (bytes). */
async function rssOf(pid: number): Promise<number | null> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
    return kb ? Number(kb) * 1024 : null;
  } catch {
    return null;
  }
}

const SAMPLE_MS = 20;

/**
 * Samples a process's VmRSS every SAMPLE_MS in a worker thread, so the
 * sampling keeps its pace while this thread drives the uploads.
 */
function startSampler(pid: number): { stop(): Promise<{ peak: number; low: number; samples: number }> } {
  const flag = new Int32Array(new SharedArrayBuffer(4));
  const worker = new Worker(
    `
    const { readFileSync } = require('node:fs');
    const { workerData, parentPort } = require('node:worker_threads');
    const { flag, pid, every } = workerData;
    let peak = 0, low = Infinity, samples = 0;
    while (Atomics.load(flag, 0) === 0) {
      try {
        const kb = /^VmRSS:\\s+(\\d+)\\s+kB/m.exec(readFileSync('/proc/' + pid + '/status', 'utf8'));
        if (kb) { const rss = Number(kb[1]) * 1024; samples++; peak = Math.max(peak, rss); low = Math.min(low, rss); }
      } catch {}
      Atomics.wait(flag, 0, 0, every);
    }
    parentPort.postMessage({ peak, low, samples });
    `,
    { eval: true, workerData: { flag, pid, every: SAMPLE_MS } },
  );
  const result = new Promise<{ peak: number; low: number; samples: number }>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return {
    async stop() {
      Atomics.store(flag, 0, 1);
      Atomics.notify(flag, 0);
      const out = await result;
      await worker.terminate();
      return out;
    },
  };
}

/** CPU time a process has used (user + system, seconds), from /proc/<pid>/stat. */
async function cpuOf(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15 of the line (11 and 12 after the name), in clock ticks (USER_HZ = 100 on Linux).
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** The server, with a probe that lets this script ask it for a full garbage collection (SIGUSR2), so "idle" is what it really holds. */
async function startServer(dataDir: string, probe: string): Promise<{ url: string; child: ChildProcess }> {
  await writeFile(probe, "process.on('SIGUSR2', () => globalThis.gc?.());\n");
  return startLocalServer(dataDir, ['--expose-gc', '--import', pathToFileURL(probe).href]);
}

/** A file of `bytes` bytes: an ID3v2 header (what makes it MP3 to the content check), then random bytes. */
async function writeMp3(file: string, bytes: number): Promise<void> {
  const out = createWriteStream(file);
  const header = Buffer.from([0x49, 0x44, 0x33, 0x04, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00]);
  out.write(header);
  let left = bytes - header.length;
  while (left > 0) {
    const chunk = randomBytes(Math.min(left, 1024 * 1024));
    left -= chunk.length;
    if (!out.write(chunk)) await new Promise<void>((r) => out.once('drain', () => r()));
  }
  await new Promise<void>((r, j) => out.end((error?: Error | null) => (error ? j(error) : r())));
}

interface Ticket {
  uploadId: string;
  uploadUrl: string;
  token: string;
  bucket: string;
  objectName: string;
  contentType: string;
  resumable: { endpoint: string; chunkBytes: number } | null;
}

async function ticketFor(api: string, token: string, fileName: string): Promise<Ticket> {
  const res = await fetch(`${api}/uploads`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ kind: 'audio', fileName, size: FILE_BYTES, contentType: 'audio/mpeg' }),
  });
  if (res.status !== 200) throw new Error(`POST /api/uploads: ${res.status} ${await res.text()}`);
  return (await res.json()) as Ticket;
}

async function putUpload(ticket: Ticket, bytes: Uint8Array<ArrayBuffer>): Promise<void> {
  const res = await fetch(ticket.uploadUrl, { method: 'PUT', headers: { 'content-type': ticket.contentType }, body: bytes });
  if (res.status !== 200) throw new Error(`PUT: ${res.status} ${await res.text()}`);
  await res.arrayBuffer();
}

async function tusUpload(ticket: Ticket, bytes: Uint8Array<ArrayBuffer>): Promise<void> {
  if (!ticket.resumable) throw new Error('the ticket offers no resumable endpoint');
  const b64 = (text: string) => Buffer.from(text).toString('base64');
  const common = { 'Tus-Resumable': '1.0.0', 'x-signature': ticket.token };
  const created = await fetch(ticket.resumable.endpoint, {
    method: 'POST',
    headers: {
      ...common,
      'Upload-Length': String(bytes.byteLength),
      'Upload-Metadata': [
        `bucketName ${b64(ticket.bucket)}`,
        `objectName ${b64(ticket.objectName)}`,
        `contentType ${b64(ticket.contentType)}`,
        `cacheControl ${b64('3600')}`,
      ].join(','),
    },
  });
  if (created.status !== 201) throw new Error(`TUS POST: ${created.status} ${await created.text()}`);
  const location = created.headers.get('location')!;
  for (let offset = 0; offset < bytes.byteLength; offset += TUS_CHUNK) {
    const res = await fetch(location, {
      method: 'PATCH',
      headers: { ...common, 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' },
      body: bytes.subarray(offset, offset + TUS_CHUNK),
    });
    if (res.status !== 204) throw new Error(`TUS PATCH: ${res.status} ${await res.text()}`);
  }
}

/** Runs `work(i)` for i in 0…n−1, `limit` at a time. */
async function pool(n: number, limit: number, work: (i: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, n) }, async () => {
      while (next < n) await work(next++);
    }),
  );
}

async function main(): Promise<number> {
  if (!existsSync('/proc/self/status')) {
    console.error('upload-figure: needs Linux (/proc) to read the server memory.');
    return 2;
  }
  const work = await mkdtemp(join(tmpdir(), 'escola-upload-figure-'));
  const dataDir = join(work, 'data');
  const filesDir = join(work, 'files');
  const copyDir = join(work, 'copies');
  await mkdir(filesDir, { recursive: true });
  await mkdir(copyDir, { recursive: true });
  let server: { url: string; child: ChildProcess } | undefined;
  try {
    console.log(`Preparing ${FILES} files of ${(FILE_BYTES / 1e6).toFixed(1)} MB (ID3 + random bytes) in ${filesDir}…`);
    const files = Array.from({ length: FILES }, (_, i) => join(filesDir, `aula-${String(i + 1).padStart(2, '0')}.mp3`));
    for (const file of files) await writeMp3(file, FILE_BYTES);

    console.log('Starting npm run local (--api-only) on a fresh data folder…');
    server = await startServer(dataDir, join(work, 'gc-probe.mjs'));
    const pid = server.child.pid!;
    const api = `${server.url}/api`;
    const login = await fetch(`${api}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(LOGIN),
    });
    if (login.status !== 200) throw new Error(`login: ${login.status} ${await login.text()}`);
    const { token } = (await login.json()) as { token: string };

    // Idle: the signed-in server at rest after a full collection, sampled for a second.
    const collected = async () => {
      for (let i = 0; i < 2; i++) {
        process.kill(pid, 'SIGUSR2');
        await sleep(500);
      }
      const samples: number[] = [];
      for (let i = 0; i < 50; i++) {
        samples.push((await rssOf(pid)) ?? 0);
        await sleep(20);
      }
      return Math.max(...samples);
    };
    const idle = await collected();

    const sampler = startSampler(pid);

    // Tickets first, then the bytes: the two costs apart (a ticket lives 2 h).
    const cpuBefore = await cpuOf(pid);
    const started = performance.now();
    const tickets: Ticket[] = new Array<Ticket>(files.length);
    await pool(files.length, CONCURRENCY, async (i) => {
      tickets[i] = await ticketFor(api, token, files[i]!.split('/').pop()!);
    });
    const ticketsDone = performance.now();
    const cpuTickets = await cpuOf(pid);
    let viaTus = 0;
    await pool(files.length, CONCURRENCY, async (i) => {
      const bytes = new Uint8Array(await readFile(files[i]!));
      if (TUS_EVERY > 0 && i % TUS_EVERY === TUS_EVERY - 1) {
        viaTus++;
        await tusUpload(tickets[i]!, bytes);
      } else {
        await putUpload(tickets[i]!, bytes);
      }
    });
    const finished = performance.now();
    const cpuAfter = await cpuOf(pid);
    const ticketMs = ticketsDone - started;
    const bytesMs = finished - ticketsDone;
    const uploadMs = finished - started;
    const sampled = await sampler.stop();
    const peak = Math.max(idle, sampled.peak);
    const after = await collected();

    // What arrived is what was sent.
    const stored = join(dataDir, 'storage', 'audios');
    let storedBytes = 0;
    for (const folder of await readdir(stored)) {
      for (const name of await readdir(join(stored, folder))) storedBytes += (await stat(join(stored, folder, name))).size;
    }
    if (storedBytes !== FILES * FILE_BYTES) throw new Error(`stored ${storedBytes} bytes, expected ${FILES * FILE_BYTES}`);

    // The same bytes copied on the same disk, as many at a time.
    const copyStarted = performance.now();
    await pool(files.length, CONCURRENCY, async (i) => {
      await copyFile(files[i]!, join(copyDir, `${i}.mp3`));
    });
    const copyMs = performance.now() - copyStarted;

    const growth = peak - idle;
    const total = FILES * FILE_BYTES;
    console.log('');
    console.log(
      `Uploads: ${FILES} × ${(FILE_BYTES / 1e6).toFixed(1)} MB = ${(total / 1e6).toFixed(0)} MB, ${CONCURRENCY} at a time`,
    );
    console.log(`  ${FILES - viaTus} by signed PUT, ${viaTus} by TUS in ${mib(TUS_CHUNK)} chunks; each after POST /api/uploads`);
    console.log('');
    console.log('| figure | value |');
    console.log('|---|---|');
    console.log(`| server RSS idle (signed in, after a full collection) | ${mib(idle)} |`);
    console.log(
      `| server RSS peak (${sampled.samples} samples, every ${SAMPLE_MS} ms; lowest ${mib(sampled.low)}) | ${mib(peak)} |`,
    );
    console.log(`| peak − idle | **${mib(growth)}** (goal < ${mib(MAX_GROWTH)}) |`);
    console.log(`| server RSS after the uploads (after a full collection) | ${mib(after)} |`);
    const rate = (ms: number) => `${(total / 1e6 / (ms / 1000)).toFixed(0)} MB/s`;
    console.log(
      `| ${FILES} tickets (POST /api/uploads) | ${(ticketMs / 1000).toFixed(2)} s, server CPU ${(cpuTickets - cpuBefore).toFixed(2)} s |`,
    );
    console.log(
      `| the bytes (PUT / TUS) | ${(bytesMs / 1000).toFixed(2)} s (${rate(bytesMs)}), server CPU ${(cpuAfter - cpuTickets).toFixed(2)} s |`,
    );
    console.log(`| copying the same files on disk (fs.copyFile) | ${(copyMs / 1000).toFixed(2)} s (${rate(copyMs)}) |`);
    console.log(`| the bytes' time ÷ copy time | **${(bytesMs / copyMs).toFixed(1)}** |`);
    console.log(`| all (tickets + bytes) ÷ copy time | ${(uploadMs / copyMs).toFixed(1)} |`);
    return growth < MAX_GROWTH ? 0 : 1;
  } finally {
    if (server && server.child.exitCode === null) {
      const exited = new Promise((r) => server!.child.once('exit', r));
      server.child.kill('SIGINT');
      await exited;
    }
    if (!args.keep) await rm(work, { recursive: true, force: true });
    else console.log(`Kept ${work}`);
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
