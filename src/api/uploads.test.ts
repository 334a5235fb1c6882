/**
 * The uploader (docs/arquivos.md) against the MSW mock's tickets and storage:
 * the browser's own checks before any request, the ticket, the bytes by one
 * PUT (progress, abort) or by TUS above one chunk (tus-js-client mocked, and
 * its fallback to the PUT when creation is refused), and the cancellation on
 * the server when an upload is cancelled or fails.
 */
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contentProblem, fileProblem, TUS_CHUNK_BYTES, type UploadTicket } from '@contract/arquivos';
import { server } from '../../tests/msw';
import { signIn } from '../../tests/test-utils';
import { PNG_BYTES, pngFile, renamedExecutable, storedObjects, storedUploads } from '../../tests/upload-files';
import { setupStore, type AppStore } from '@/app/store';
import { tokensRefreshed } from './session';
import { tooLargeMessage, typeRefusedMessage, UPLOAD_NETWORK_FAILED } from './upload-messages';
import { uploadFile, type UploadResult } from './uploads';

/** What the mocked tus-js-client saw and does. */
const tus = vi.hoisted(() => ({
  created: [] as { file: unknown; options: Record<string, unknown> }[],
  aborted: [] as boolean[],
  /** What the next upload does once started. */
  behaviour: 'succeed' as 'succeed' | 'refuseCreation' | 'hang',
}));

vi.mock('tus-js-client', () => ({
  Upload: class {
    constructor(
      readonly file: unknown,
      readonly options: {
        onProgress: (sent: number, total: number) => void;
        onSuccess: () => void;
        onError: (error: unknown) => void;
      },
    ) {
      tus.created.push({ file, options: options as unknown as Record<string, unknown> });
    }
    start() {
      const { onProgress, onSuccess, onError } = this.options;
      queueMicrotask(() => {
        if (tus.behaviour === 'refuseCreation') {
          onError(
            Object.assign(new Error('tus: unexpected response while creating upload'), {
              originalRequest: { getMethod: () => 'POST' },
              originalResponse: { getStatus: () => 403, getBody: () => '{"error":"Unauthorized"}' },
            }),
          );
        } else if (tus.behaviour === 'succeed') {
          onProgress(1, 2);
          onProgress(2, 2);
          onSuccess();
        }
      });
    }
    abort(terminate: boolean) {
      tus.aborted.push(terminate);
      return Promise.resolve();
    }
  },
}));

/** Every request the mock receives, as "METHOD /path" (storage paths shortened to "/storage"). */
let requests: string[] = [];

beforeEach(() => {
  requests = [];
  tus.created = [];
  tus.aborted = [];
  tus.behaviour = 'succeed';
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    requests.push(`${request.method} ${path.startsWith('/storage/') ? '/storage' : path.replace(/^\/api/, '')}`);
  });
});

afterEach(() => {
  server.events.removeAllListeners('request:start');
  vi.unstubAllGlobals();
});

async function signedInStore(): Promise<AppStore> {
  await signIn('secretaria');
  return setupStore();
}

function upload(store: AppStore, file: File, options: Parameters<typeof uploadFile>[2] = {}): Promise<UploadResult> {
  return store.dispatch(uploadFile(file, 'foto', options));
}

/** The best-effort cancellation runs after the result: give it time on a busy machine. */
const SETTLE = { timeout: 5000 };

/** Requests, with the DELETE's id generalised. */
const seen = () => requests.map((r) => r.replace(/\/uploads\/[0-9a-f-]{36}$/, '/uploads/:id'));

/**
 * An XMLHttpRequest under the test's control: the upload's progress events,
 * the answer and abort. The last one made is `FakeXhr.last`.
 */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';
  aborted = false;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  answer(status: number, body: unknown = {}) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

/** Waits until the fake XHR has been sent. */
async function sentXhr(): Promise<FakeXhr> {
  await vi.waitFor(() => {
    expect(FakeXhr.last).not.toBeNull();
    expect(FakeXhr.last!.body).not.toBeNull();
  });
  return FakeXhr.last!;
}

function useFakeXhr() {
  FakeXhr.last = null;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
}

/** POST /uploads answers this ticket (resumable where the test wants it); DELETE /uploads/:id is left to the mock. */
function ticketAnswer(resumable: UploadTicket['resumable']) {
  const ticket: UploadTicket = {
    uploadId: '0b9f9c1e-3a52-4c1e-9d59-0f1c9c4f7a11',
    kind: 'foto',
    bucket: 'avatars',
    objectName: '3/0b9f9c1e-3a52-4c1e-9d59-0f1c9c4f7a11.png',
    contentType: 'image/png',
    uploadUrl: 'http://localhost:3000/storage/v1/object/upload/sign/avatars/3/x.png?token=t',
    token: 'signed-token',
    resumable,
    expiresAt: Math.floor(Date.now() / 1000) + 7200,
  };
  server.use(http.post('*/api/uploads', () => HttpResponse.json(ticket)));
  return ticket;
}

describe('uploadFile: the browser’s own checks', () => {
  it('refuses a renamed executable with the contract’s content message, sending nothing', async () => {
    const store = await signedInStore();
    const exe = renamedExecutable('foto.png');
    const result = await upload(store, exe);
    const expected = contentProblem('foto', exe, new Uint8Array(await exe.slice(0, 1024).arrayBuffer()));
    expect(expected).toMatch(/^Foto de perfil: o conteúdo de "foto.png" não é/);
    expect(result).toEqual({ ok: false, cancelled: false, message: expected });
    expect(requests).toEqual([]);
  });

  it('refuses a file over the kind’s limit with the contract’s size message, sending nothing', async () => {
    const store = await signedInStore();
    const big = pngFile('grande.png', 5 * 1024 * 1024 + 1);
    const result = await upload(store, big);
    expect(result).toEqual({ ok: false, cancelled: false, message: fileProblem('foto', big) });
    expect(fileProblem('foto', big)).toBe('Foto de perfil: o arquivo "grande.png" excede o limite de 5 MB.');
    expect(requests).toEqual([]);
  });

  it('shows the ticket’s refusal as the server words it', async () => {
    server.use(http.post('*/api/uploads', () => HttpResponse.json({ msg: 'Você não tem permissão.' }, { status: 403 })));
    const store = await signedInStore();
    expect(await upload(store, pngFile())).toEqual({ ok: false, cancelled: false, message: 'Você não tem permissão.' });
  });
});

describe('uploadFile: one PUT', () => {
  it('stores the bytes through the mock’s ticket and storage', async () => {
    const store = await signedInStore();
    const progress: number[] = [];
    const result = await upload(store, pngFile('eu.png'), { onProgress: (p) => progress.push(p) });
    expect(result.ok).toBe(true);
    expect(seen()).toEqual(['POST /uploads', 'PUT /storage']);
    const [ticket] = storedUploads();
    expect(ticket).toMatchObject({ id: (result as { uploadId: string }).uploadId, file_name: 'eu.png', claimed_at: null });
    const [object] = storedObjects('avatars').filter((f) => f.name === ticket!.object_name);
    expect(object).toMatchObject({ mime: 'image/png', size: PNG_BYTES.length });
    expect(progress.at(-1)).toBe(100);
  });

  it('sends the file with the ticket’s type to its URL and reports progress from 0 to 100', async () => {
    const ticket = ticketAnswer(null);
    const store = await signedInStore();
    useFakeXhr();
    const file = pngFile('eu.png', 4000);
    const progress: number[] = [];
    const done = upload(store, file, { onProgress: (p) => progress.push(p) });
    const xhr = await sentXhr();
    expect(xhr.method).toBe('PUT');
    expect(xhr.url).toBe(ticket.uploadUrl);
    expect(xhr.headers).toEqual({ 'Content-Type': 'image/png' });
    expect(xhr.body).toBe(file);
    xhr.progress(1000, 4000);
    xhr.progress(3000, 4000);
    xhr.answer(200, { Key: 'avatars/x.png' });
    expect(await done).toEqual({ ok: true, uploadId: ticket.uploadId });
    expect(progress).toEqual([25, 75, 100]);
  });

  it('aborts the PUT on the signal and cancels the upload on the server, showing nothing', async () => {
    const store = await signedInStore();
    useFakeXhr();
    const controller = new AbortController();
    const done = upload(store, pngFile(), { signal: controller.signal });
    const xhr = await sentXhr();
    expect(storedUploads()).toHaveLength(1);
    xhr.progress(10, 100);
    controller.abort();
    expect(xhr.aborted).toBe(true);
    expect(await done).toEqual({ ok: false, cancelled: true });
    await vi.waitFor(() => expect(storedUploads()).toEqual([]), SETTLE);
    expect(seen()).toEqual(['POST /uploads', 'DELETE /uploads/:id']);
  });

  it('explains a 413 of the storage with the contract’s size message and cancels the upload', async () => {
    const store = await signedInStore();
    useFakeXhr();
    const done = upload(store, pngFile('eu.png'));
    (await sentXhr()).answer(400, { statusCode: '413', error: 'Payload too large', message: 'The object exceeded…' });
    expect(await done).toEqual({ ok: false, cancelled: false, message: tooLargeMessage('foto', 'eu.png') });
    expect(tooLargeMessage('foto', 'eu.png')).toBe('Foto de perfil: o arquivo "eu.png" excede o limite de 5 MB.');
    await vi.waitFor(() => expect(storedUploads()).toEqual([]), SETTLE);
  });

  it('explains the storage’s invalid_mime_type with the contract’s type message', async () => {
    const store = await signedInStore();
    useFakeXhr();
    const done = upload(store, pngFile('eu.png'));
    (await sentXhr()).answer(400, {
      statusCode: '400',
      error: 'invalid_mime_type',
      message: 'mime type image/png is not supported',
    });
    expect(await done).toEqual({ ok: false, cancelled: false, message: typeRefusedMessage('foto', 'image/png') });
    expect(typeRefusedMessage('foto', 'image/png')).toBe(
      'Foto de perfil: tipo de arquivo não permitido (image/png). Envie JPEG, PNG, WEBP ou GIF.',
    );
  });

  it('says to check the connection when the storage cannot be reached, and cancels the upload', async () => {
    server.use(http.put('*/storage/v1/object/upload/sign/*', () => HttpResponse.error()));
    const store = await signedInStore();
    expect(await upload(store, pngFile())).toEqual({ ok: false, cancelled: false, message: UPLOAD_NETWORK_FAILED });
    await vi.waitFor(() => expect(storedUploads()).toEqual([]), SETTLE);
    expect(seen()).toEqual(['POST /uploads', 'PUT /storage', 'DELETE /uploads/:id']);
  });

  it('renews an expiring session before asking for the ticket', async () => {
    const store = await signedInStore();
    const { token, refreshToken } = store.getState().session.current!;
    store.dispatch(tokensRefreshed({ token, refreshToken, expiresAt: Math.floor(Date.now() / 1000) + 1 }));
    expect((await upload(store, pngFile())).ok).toBe(true);
    expect(seen()).toEqual(['POST /refresh', 'POST /uploads', 'PUT /storage']);
  });
});

describe('uploadFile: resumable (TUS)', () => {
  const resumable = { endpoint: 'http://localhost:3000/storage/v1/upload/resumable', chunkBytes: 1024 };

  it('goes resumable above one chunk, with Supabase’s signed TUS options', async () => {
    const ticket = ticketAnswer(resumable);
    const store = await signedInStore();
    const file = pngFile('grande.png', 3000);
    const progress: number[] = [];
    expect(await upload(store, file, { onProgress: (p) => progress.push(p) })).toEqual({
      ok: true,
      uploadId: ticket.uploadId,
    });
    expect(tus.created).toHaveLength(1);
    expect(tus.created[0]!.file).toBe(file);
    expect(tus.created[0]!.options).toMatchObject({
      endpoint: resumable.endpoint,
      headers: { 'x-signature': 'signed-token' },
      metadata: { bucketName: 'avatars', objectName: ticket.objectName, contentType: 'image/png', cacheControl: '3600' },
      chunkSize: 1024,
      uploadDataDuringCreation: false,
      removeFingerprintOnSuccess: true,
    });
    expect(progress).toEqual([50, 100, 100]);
    expect(seen()).toEqual(['POST /uploads']);
  });

  it('sends a file of one chunk or less with a single PUT', async () => {
    ticketAnswer({ ...resumable, chunkBytes: TUS_CHUNK_BYTES });
    const store = await signedInStore();
    useFakeXhr();
    const done = upload(store, pngFile('pequena.png', 3000));
    (await sentXhr()).answer(200);
    expect((await done).ok).toBe(true);
    expect(tus.created).toEqual([]);
  });

  it('falls back to the single PUT when the storage refuses to create the TUS upload', async () => {
    const ticket = ticketAnswer(resumable);
    tus.behaviour = 'refuseCreation';
    const store = await signedInStore();
    useFakeXhr();
    const file = pngFile('grande.png', 3000);
    const done = upload(store, file);
    const xhr = await sentXhr();
    expect(tus.created).toHaveLength(1);
    expect(xhr.url).toBe(ticket.uploadUrl);
    expect(xhr.body).toBe(file);
    xhr.answer(200);
    expect(await done).toEqual({ ok: true, uploadId: ticket.uploadId });
  });

  it('terminates the TUS upload on abort and cancels the upload on the server', async () => {
    ticketAnswer(resumable);
    tus.behaviour = 'hang';
    const store = await signedInStore();
    const controller = new AbortController();
    const done = upload(store, pngFile('grande.png', 3000), { signal: controller.signal });
    await vi.waitFor(() => expect(tus.created).toHaveLength(1));
    controller.abort();
    expect(await done).toEqual({ ok: false, cancelled: true });
    expect(tus.aborted).toEqual([true]);
    await vi.waitFor(() => expect(seen()).toEqual(['POST /uploads', 'DELETE /uploads/:id']), SETTLE);
  });
});
