/**
 * `npm run audio-figure` — two figures of audio courses (docs/scale.md,
 * "Audio courses"), on `npm run local --api-only` (server/main.ts on a
 * temporary data folder):
 *
 *   1. page-1 bytes of `GET /api/audios-curso/:id?page=1&pageSize=10` for a
 *      course of 200 tracks ÷ for a course of 10 (goal ≤ 1.1): the Gestor
 *      replaces two seeded courses' tracks with 200 and 10 uploaded ones
 *      (PUT /api/update-curso/:id, real uploads through tickets);
 *   2. the bytes Chromium fetches before a 20 MB track starts playing (goal
 *      under 1 MB): the track (MP3 frames, 128 kbps) is registered on the
 *      seeded course without tracks, its signed URL read from the api, and a
 *      page plays it (muted) in Debian's Chromium; the bytes received for it
 *      are counted through the DevTools protocol when `playing` fires, and
 *      again 3 s later.
 *
 * Exits 1 when a goal is missed.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { startLocalServer } from './lib/local-server.ts';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const TRACK_BYTES = 20_000_000;
const FRAME_BYTES = 417;

/** MP3 frames of silence (MPEG-1 Layer III, 128 kbps, 44.1 kHz, mono): what Chromium decodes. */
function silentMp3(bytes: number): Uint8Array<ArrayBuffer> {
  const frames = Math.floor(bytes / FRAME_BYTES);
  const out = new Uint8Array(frames * FRAME_BYTES);
  for (let f = 0; f < frames; f++) out.set([0xff, 0xfb, 0x90, 0xc0], f * FRAME_BYTES);
  return out;
}

interface Api {
  readonly url: string;
  readonly token: string;
}

async function call<T>(
  api: Api,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T; bytes: number }> {
  const res = await fetch(`${api.url}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${api.token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  if (res.status >= 400) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return { status: res.status, body: JSON.parse(text) as T, bytes: Buffer.byteLength(text) };
}

/** An uploaded track: ticket, then the bytes to the signed URL. */
async function upload(api: Api, fileName: string, bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const { body: ticket } = await call<{ uploadId: string; uploadUrl: string; contentType: string }>(api, 'POST', '/uploads', {
    kind: 'audio',
    fileName,
    size: bytes.length,
    contentType: 'audio/mpeg',
  });
  const put = await fetch(ticket.uploadUrl, { method: 'PUT', headers: { 'content-type': ticket.contentType }, body: bytes });
  if (!put.ok) throw new Error(`PUT ${fileName}: ${put.status}`);
  return ticket.uploadId;
}

interface Track {
  cp_audio_id: number;
  cp_nome_audio: string;
  cp_arquivo_audio: string | null;
}
interface Course {
  cp_curso_id: number;
  cp_nome_curso: string;
}

/** Makes `count` uploaded tracks the course's only tracks. */
async function setTracks(api: Api, cursoId: number, count: number): Promise<void> {
  const { body: old } = await call<Track[]>(api, 'GET', `/audios-curso/${cursoId}?page=1&pageSize=100`);
  const small = silentMp3(FRAME_BYTES * 8);
  const ids: string[] = [];
  for (let i = 1; i <= count; i++) ids.push(await upload(api, `Unit ${i}.mp3`, small));
  await call(api, 'PUT', `/update-curso/${cursoId}`, { pdfs: [], audios: ids, remover: old.map((t) => t.cp_audio_id) });
}

async function bytesBeforePlaying(url: string): Promise<{ atPlaying: number; after3s: number; requests: number }> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--autoplay-policy=no-user-gesture-required',
    ],
  });
  try {
    const page = await browser.newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const ours = new Set<string>();
    let received = 0;
    cdp.on('Network.requestWillBeSent', (e) => {
      if (e.request.url.startsWith(url.split('?')[0]!)) ours.add(e.requestId);
    });
    cdp.on('Network.dataReceived', (e) => {
      if (ours.has(e.requestId)) received += e.encodedDataLength || e.dataLength;
    });
    await page.setContent('<audio id="a" preload="none"></audio>');
    const atPlaying = await page.evaluate(async (src) => {
      const audio = document.getElementById('a') as HTMLAudioElement;
      audio.muted = true;
      audio.src = src;
      const playing = new Promise((resolve) => audio.addEventListener('playing', resolve, { once: true }));
      await audio.play();
      await playing;
      return performance.now();
    }, url);
    const atPlayingBytes = received;
    await page.waitForTimeout(3000);
    void atPlaying;
    return { atPlaying: atPlayingBytes, after3s: received, requests: ours.size };
  } finally {
    await browser.close();
  }
}

async function main(): Promise<number> {
  const work = await mkdtemp(join(tmpdir(), 'escola-audio-figure-'));
  const server = await startLocalServer(join(work, 'data'));
  try {
    const login = await fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: 'gestor', password: 'senha123' }),
    });
    const api: Api = { url: server.url, token: ((await login.json()) as { token: string }).token };

    // 1. Page-1 bytes: 200 tracks vs 10.
    const { body: courses } = await call<Course[]>(api, 'GET', '/cursos?comAudios=1&page=1&pageSize=2');
    const [big, small] = courses as [Course, Course];
    await setTracks(api, big.cp_curso_id, 200);
    await setTracks(api, small.cp_curso_id, 10);
    const pageOf = (id: number) => call<Track[]>(api, 'GET', `/audios-curso/${id}?page=1&pageSize=10`);
    const [bigPage, smallPage] = [await pageOf(big.cp_curso_id), await pageOf(small.cp_curso_id)];
    const ratio = bigPage.bytes / smallPage.bytes;

    // 2. A 20 MB track: bytes fetched before it plays.
    const { body: all } = await call<Course[]>(api, 'GET', '/cursos?page=1&pageSize=100');
    const { body: withTracks } = await call<Course[]>(api, 'GET', '/cursos?comAudios=1&page=1&pageSize=100');
    const empty = all.find((c) => !withTracks.some((w) => w.cp_curso_id === c.cp_curso_id))!;
    const longId = await upload(api, 'Aula longa.mp3', silentMp3(TRACK_BYTES));
    await call(api, 'POST', '/cursos', { cp_nome_curso: empty.cp_nome_curso, pdfs: [], audios: [longId] });
    const { body: longTracks } = await call<Track[]>(api, 'GET', `/audios-curso/${empty.cp_curso_id}`);
    const played = await bytesBeforePlaying(longTracks[0]!.cp_arquivo_audio!);

    const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
    console.log('| figure | value | goal |');
    console.log('|---|---|---|');
    console.log(
      `| page 1 of /audios-curso (10 rows): 200-track course ${bigPage.bytes} B ÷ 10-track course ${smallPage.bytes} B | **${ratio.toFixed(3)}** | ≤ 1.1 ${ratio <= 1.1 ? '✓' : '✗'} |`,
    );
    console.log(
      `| bytes received before a ${(TRACK_BYTES / 1e6).toFixed(0)} MB track plays (${played.requests} request(s)) | **${kib(played.atPlaying)}** | < 1 MB ${played.atPlaying < 1_000_000 ? '✓' : '✗'} |`,
    );
    console.log(`| …and 3 s into playback | ${kib(played.after3s)} | — |`);
    return ratio <= 1.1 && played.atPlaying < 1_000_000 ? 0 : 1;
  } finally {
    server.child.kill('SIGINT');
    await rm(work, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
