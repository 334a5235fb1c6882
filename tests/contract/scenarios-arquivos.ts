/**
 * Contract scenarios of files (docs/arquivos.md), on every backend: upload
 * tickets by kind and role, the bytes sent straight to storage through the
 * ticket's signed URL, the form claiming the upload (content checked by
 * magic bytes, size checked), cancelling, signed read URLs (Range → 206, a
 * wrong token refused), files that must go (a replaced photo, a deleted
 * person's photo) gone, and the download proxy: an attachment link for an
 * object of our storage the caller may read, and any other address refused
 * without being fetched (a canary server counts the requests it gets).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import {
  DownloadLink,
  FILE_MESSAGES,
  LoginResponse,
  PROFILE_PHOTO_MAX_BYTES,
  ProfilePhotoResponse,
  UploadTicket,
  Usuario,
  type FileKind,
} from '../../supabase/functions/_shared/contract/index.ts';
import { P, type PersonKey } from './people.ts';
import {
  fileBytes,
  type Answer,
  type Expectation,
  type FileSpec,
  type RequestSpec,
  type Scenario,
  type Step,
} from './scenario.ts';
import { bodyOf, callerDenials, del, error, get, id, loginRequest, M, ok, post, ROLES } from './scenarios-kit.ts';

export const FILE_ENDPOINTS = ['createUpload', 'cancelUpload', 'uploadProfilePhoto', 'proxyDownload'] as const;

const png = (name = 'eu.png', size?: number): FileSpec => ({ name, type: 'image/png', ...(size !== undefined ? { size } : {}) });

/** `POST /uploads` for a file of a kind. */
export const ticketFor = (file: FileSpec, kind: FileKind = 'foto'): RequestSpec =>
  post('/uploads', { kind, fileName: file.name, size: file.size ?? 64, contentType: file.type });

export const ticketOf = (a: Answer) => bodyOf<UploadTicket>(a);

/** The bytes of `file` PUT to the signed upload URL of the ticket answered at `step` (no bearer: the URL is the key). */
export const sendBytes =
  (step: number, file: FileSpec, type?: string) =>
  (earlier: readonly Answer[]): RequestSpec => ({
    method: 'PUT',
    url: ticketOf(earlier[step]!).uploadUrl,
    bytes: { type: type ?? ticketOf(earlier[step]!).contentType, data: fileBytes(file) },
  });

/** A ticket, then the bytes: the two steps of an upload (the ticket at `step`, the bytes at `step + 1`). */
export const uploadSteps = (who: PersonKey, file: FileSpec, step: number, kind: FileKind = 'foto'): Step[] => [
  { as: who, request: ticketFor(file, kind), expect: ok({ schema: UploadTicket }) },
  { as: 'anon', request: sendBytes(step, file), expect: ok() },
];

const claimPhoto =
  (who: PersonKey, ticketStep: number) =>
  (earlier: readonly Answer[]): RequestSpec =>
    post('/uploadProfilePhoto', { userId: id(who), cp_foto_perfil: ticketOf(earlier[ticketStep]!).uploadId });

const filePathOf = (a: Answer) => bodyOf<{ filePath: string }>(a).filePath;

/** A signed URL answered at `step` (picked by `pick`), read without a token. */
const readUrl =
  (step: number, pick: (a: Answer) => string | null, headers?: Record<string, string>) =>
  (earlier: readonly Answer[]): RequestSpec => ({ method: 'GET', url: pick(earlier[step]!)!, ...(headers ? { headers } : {}) });

/** What storage serves at a signed URL: the type and the bytes. */
const served = (file: FileSpec) =>
  ok({
    contentType: file.type,
    check: (a) => expect(a.body).toEqual(fileBytes(file)),
  });

/** Storage refuses (Supabase answers its refusals 400 with the reason's code in the body, or with that code). */
const refused = (...codes: number[]) => ({ status: [400, ...codes] });

/** The person's record has no photo (a refused upload changed nothing). */
const noPhoto = (reader: PersonKey, who: PersonKey): Step => ({
  as: reader,
  request: get(`/users/${id(who)}`),
  expect: ok({ body: { cp_foto_perfil: null } }),
});

const contentMessage = (name: string) =>
  `Foto de perfil: o conteúdo de "${name}" não é JPEG, PNG, WEBP ou GIF. Escolha outro arquivo.`;

const ticketScenarios: Scenario[] = [
  {
    name: 'createUpload: a ticket names the bucket, an object in the caller’s folder, the signed upload URL and the expiry',
    as: 'professor',
    request: ticketFor(png('Minha Foto.PNG', 300)),
    expect: ok({
      schema: UploadTicket,
      check: (a) => {
        const t = ticketOf(a);
        expect(t).toMatchObject({ kind: 'foto', bucket: 'avatars', contentType: 'image/png' });
        expect(t.objectName).toBe(`${id('professor')}/${t.uploadId}.png`);
        expect(new URL(t.uploadUrl).pathname).toMatch(new RegExp(`/storage/v1/object/upload/sign/avatars/${t.objectName}$`));
        expect(t.expiresAt * 1000).toBeGreaterThan(Date.now() + 3600_000);
      },
    }),
  },
  {
    name: 'createUpload: a PDF as a photo is refused by type, before anything is stored',
    as: 'aluno',
    request: ticketFor({ name: 'doc.pdf', type: 'application/pdf' }),
    expect: error(400, 'Foto de perfil: tipo de arquivo não permitido (application/pdf). Envie JPEG, PNG, WEBP ou GIF.'),
  },
  {
    name: 'createUpload: a photo over 5 MiB is refused by size',
    as: 'aluno',
    request: ticketFor(png('grande.png', PROFILE_PHOTO_MAX_BYTES + 1)),
    expect: error(400, 'Foto de perfil: o arquivo "grande.png" excede o limite de 5 MB.'),
  },
  {
    name: 'createUpload: an empty file is refused',
    as: 'aluno',
    request: ticketFor(png('vazio.png', 0)),
    expect: error(400, 'Foto de perfil: o arquivo "vazio.png" está vazio.'),
  },
  {
    name: 'createUpload: an unknown kind',
    as: 'gestor',
    request: post('/uploads', { kind: 'executavel', fileName: 'a.exe', size: 10, contentType: 'application/octet-stream' }),
    expect: error(400, 'Tipo de arquivo desconhecido.'),
  },
  {
    name: 'createUpload: the type is taken from the extension when the browser gives none',
    as: 'aluno',
    request: ticketFor({ name: 'foto.JPG', type: '' }),
    expect: ok({ check: (a) => expect(ticketOf(a)).toMatchObject({ contentType: 'image/jpeg' }) }),
  },
  // Kinds follow ACCESS: audios are created by direção, course PDFs too, summaries by those who write them.
  ...(
    [
      ['aluno', 'audio', 403],
      ['secretaria', 'audio', 403],
      ['diretor', 'audio', 200],
      ['professor', 'pdfCurso', 403],
      ['gestor', 'pdfCurso', 200],
      ['aluno', 'resumo', 403],
      ['professor', 'resumo', 200],
      ['secretaria', 'miniatura', 200],
      ['professor', 'miniatura', 403],
    ] as const
  ).map(([who, kind, status]): Scenario => ({
    name: `createUpload: ${who} ${status === 200 ? 'may' : 'may not'} upload a file of kind ${kind}`,
    as: who,
    request: ticketFor(
      kind === 'audio'
        ? { name: 'faixa.mp3', type: 'audio/mpeg' }
        : kind === 'miniatura'
          ? png('capa.png')
          : { name: 'aula.pdf', type: 'application/pdf' },
      kind,
    ),
    expect: status === 200 ? ok({ schema: UploadTicket }) : error(403, FILE_MESSAGES.uploadNotAllowed),
  })),
  ...callerDenials('createUpload', ticketFor(png())),
  ...callerDenials('cancelUpload', del('/uploads/00000000-0000-4000-8000-000000000000')),
];

const photoScenarios: Scenario[] = [
  ...([...ROLES, 'aluno2'] as const).map((who): Scenario => ({
    name: `uploadProfilePhoto: ${who} uploads a photo straight to storage and makes it theirs; signed URLs serve it, ranges too`,
    as: who,
    request: ticketFor(png('eu.png', 300)),
    expect: ok({ schema: UploadTicket }),
    then: [
      { as: 'anon', request: sendBytes(0, png('eu.png', 300)), expect: ok() },
      { as: who, request: claimPhoto(who, 0), expect: ok({ schema: ProfilePhotoResponse }) },
      { as: 'anon', request: readUrl(2, filePathOf), expect: served(png('eu.png', 300)) },
      {
        as: 'anon',
        request: readUrl(2, filePathOf, { Range: 'bytes=100-199' }),
        expect: {
          status: 206,
          check: (a) => {
            expect(a.headers.get('content-range')).toBe('bytes 100-199/300');
            expect(a.body).toEqual(fileBytes(png('eu.png', 300)).slice(100, 200));
          },
        },
      },
      { as: who, request: get(`/users/${id(who)}`), expect: ok({ schema: Usuario }) },
      { as: 'anon', request: readUrl(5, (a) => bodyOf<Usuario>(a).cp_foto_perfil), expect: served(png('eu.png', 300)) },
      { as: 'anon', request: loginRequest(P[who].cp_login, 'senha123'), expect: ok({ schema: LoginResponse }) },
      { as: 'anon', request: readUrl(7, (a) => bodyOf<LoginResponse>(a).userProfilePhoto), expect: served(png('eu.png', 300)) },
      // Used once: it cannot be used again, nor cancelled.
      { as: who, request: claimPhoto(who, 0), expect: error(400, FILE_MESSAGES.uploadNotFound) },
      { as: who, request: (e) => del(`/uploads/${ticketOf(e[0]!).uploadId}`), expect: error(409, FILE_MESSAGES.uploadClaimed) },
    ],
  })),
  {
    name: 'uploadProfilePhoto: a new photo replaces the previous one, whose file is removed',
    as: 'secretaria',
    request: ticketFor(png('primeira.png', 100)),
    expect: ok(),
    then: [
      { as: 'anon', request: sendBytes(0, png('primeira.png', 100)), expect: ok() },
      { as: 'secretaria', request: claimPhoto('secretaria', 0), expect: ok() },
      {
        as: 'secretaria',
        request: ticketFor({ name: 'segunda.jpg', type: 'image/jpeg', content: 'jpeg', size: 120 }),
        expect: ok(),
      },
      {
        as: 'anon',
        request: sendBytes(3, { name: 'segunda.jpg', type: 'image/jpeg', content: 'jpeg', size: 120 }),
        expect: ok(),
      },
      { as: 'secretaria', request: claimPhoto('secretaria', 3), expect: ok() },
      { as: 'anon', request: readUrl(5, filePathOf), expect: ok({ contentType: 'image/jpeg' }) },
      { as: 'anon', request: readUrl(2, filePathOf), expect: refused(404) },
    ],
  },
  {
    name: 'uploadProfilePhoto: WEBP and GIF photos are recognised',
    as: 'professor',
    request: ticketFor({ name: 'a.webp', type: 'image/webp', content: 'webp' }),
    expect: ok(),
    then: [
      { as: 'anon', request: sendBytes(0, { name: 'a.webp', type: 'image/webp', content: 'webp' }), expect: ok() },
      { as: 'professor', request: claimPhoto('professor', 0), expect: ok() },
      { as: 'professor', request: ticketFor({ name: 'b.gif', type: 'image/gif', content: 'gif' }), expect: ok() },
      { as: 'anon', request: sendBytes(3, { name: 'b.gif', type: 'image/gif', content: 'gif' }), expect: ok() },
      { as: 'professor', request: claimPhoto('professor', 3), expect: ok() },
      { as: 'anon', request: readUrl(5, filePathOf), expect: ok({ contentType: 'image/gif' }) },
    ],
  },
  {
    name: 'uploadProfilePhoto: exactly the size limit is accepted',
    as: 'aluno',
    request: ticketFor(png('grande.png', PROFILE_PHOTO_MAX_BYTES)),
    expect: ok(),
    then: [
      { as: 'anon', request: sendBytes(0, png('grande.png', PROFILE_PHOTO_MAX_BYTES)), expect: ok() },
      { as: 'aluno', request: claimPhoto('aluno', 0), expect: ok() },
    ],
  },
  ...(
    [
      ['a renamed executable', { name: 'foto.png', type: 'image/png', content: 'exe' }],
      ['a web page declared as an image', { name: 'foto.png', type: 'image/png', content: 'html', size: 200 }],
      ['a PDF renamed .png', { name: 'foto.png', type: 'image/png', content: 'pdf' }],
    ] as const
  ).map(([what, file]): Scenario => ({
    name: `uploadProfilePhoto: ${what} is refused by its content, and removed`,
    as: 'aluno',
    request: ticketFor(file),
    expect: ok(),
    then: [
      { as: 'anon', request: sendBytes(0, file), expect: ok() },
      { as: 'aluno', request: claimPhoto('aluno', 0), expect: error(400, contentMessage(file.name)) },
      noPhoto('aluno', 'aluno'),
      // Discarded: no longer the person's to use or cancel.
      {
        as: 'aluno',
        request: (e) => del(`/uploads/${ticketOf(e[0]!).uploadId}`),
        expect: error(404, FILE_MESSAGES.uploadNotFound),
      },
    ],
  })),
  {
    name: 'uploadProfilePhoto: bytes that never arrived',
    as: 'aluno',
    request: ticketFor(png()),
    expect: ok(),
    then: [
      { as: 'aluno', request: claimPhoto('aluno', 0), expect: error(400, FILE_MESSAGES.uploadMissing) },
      noPhoto('aluno', 'aluno'),
    ],
  },
  {
    name: 'uploadProfilePhoto: fewer bytes than the ticket declared',
    as: 'aluno',
    request: ticketFor(png('eu.png', 500)),
    expect: ok(),
    then: [
      { as: 'anon', request: sendBytes(0, png('eu.png', 300)), expect: ok() },
      { as: 'aluno', request: claimPhoto('aluno', 0), expect: error(400, FILE_MESSAGES.sizeMismatch) },
      noPhoto('aluno', 'aluno'),
    ],
  },
  {
    name: 'uploadProfilePhoto: an unknown upload id',
    as: 'aluno',
    request: post('/uploadProfilePhoto', { userId: id('aluno'), cp_foto_perfil: '0b6ad7b2-5a4e-4e39-8a1f-3d4c2b1a0f9e' }),
    expect: error(400, FILE_MESSAGES.uploadNotFound),
  },
  {
    name: 'uploadProfilePhoto: a malformed upload id',
    as: 'aluno',
    request: post('/uploadProfilePhoto', { userId: id('aluno'), cp_foto_perfil: "x' or 1=1 --" }),
    expect: error(400, 'Identificador de envio inválido.'),
  },
  {
    name: 'uploadProfilePhoto: someone else’s upload cannot be used',
    as: 'professor',
    request: ticketFor(png()),
    expect: ok(),
    then: [
      { as: 'anon', request: sendBytes(0, png()), expect: ok() },
      { as: 'gestor', request: claimPhoto('gestor', 0), expect: error(400, FILE_MESSAGES.uploadNotFound) },
      noPhoto('gestor', 'gestor'),
      // Still the professor's.
      { as: 'professor', request: claimPhoto('professor', 0), expect: ok() },
    ],
  },
  {
    name: 'uploadProfilePhoto: an upload of another kind is not a photo',
    as: 'diretor',
    request: ticketFor({ name: 'faixa.mp3', type: 'audio/mpeg', content: 'mp3' }, 'audio'),
    expect: ok(),
    then: [
      { as: 'anon', request: sendBytes(0, { name: 'faixa.mp3', type: 'audio/mpeg', content: 'mp3' }), expect: ok() },
      { as: 'diretor', request: claimPhoto('diretor', 0), expect: error(400, FILE_MESSAGES.uploadWrongKind) },
      noPhoto('diretor', 'diretor'),
    ],
  },
  {
    name: 'uploadProfilePhoto: nobody changes another person’s photo',
    as: 'gestor',
    request: ticketFor(png()),
    expect: ok(),
    then: [
      { as: 'anon', request: sendBytes(0, png()), expect: ok() },
      {
        as: 'gestor',
        request: (e) => post('/uploadProfilePhoto', { userId: id('aluno'), cp_foto_perfil: ticketOf(e[0]!).uploadId }),
        expect: error(403, M.forbidden),
      },
      noPhoto('gestor', 'aluno'),
    ],
  },
  {
    name: 'uploadProfilePhoto: a student cannot reach another student',
    as: 'aluno',
    request: post('/uploadProfilePhoto', { userId: id('alunoB'), cp_foto_perfil: '0b6ad7b2-5a4e-4e39-8a1f-3d4c2b1a0f9e' }),
    expect: error(404, M.userNotFound),
  },
  ...callerDenials(
    'uploadProfilePhoto',
    post('/uploadProfilePhoto', { userId: id('aluno'), cp_foto_perfil: '0b6ad7b2-5a4e-4e39-8a1f-3d4c2b1a0f9e' }),
    [noPhoto('aluno', 'aluno')],
  ),
];

const storageScenarios: Scenario[] = [
  {
    name: 'storage: a signed upload URL takes only the ticket’s type, and only once',
    as: 'aluno',
    request: ticketFor(png()),
    expect: ok(),
    then: [
      { as: 'anon', request: sendBytes(0, png(), 'text/html'), expect: refused(415) },
      { as: 'anon', request: sendBytes(0, png()), expect: ok() },
      // Never overwritten.
      { as: 'anon', request: sendBytes(0, { ...png(), content: 'exe' }), expect: refused(409) },
    ],
  },
  {
    name: 'storage: a signed upload URL with another token is refused',
    as: 'aluno',
    request: ticketFor(png()),
    expect: ok(),
    then: [
      {
        as: 'anon',
        request: (e) => ({
          ...sendBytes(0, png())(e),
          url: ticketOf(e[0]!).uploadUrl.replace(/token=[^&]+/, 'token=forjado'),
        }),
        expect: refused(401, 403),
      },
      { as: 'aluno', request: claimPhoto('aluno', 0), expect: error(400, FILE_MESSAGES.uploadMissing) },
    ],
  },
  {
    name: 'storage: a read URL with a wrong token, or a range past the end, is refused',
    as: 'aluno',
    request: ticketFor(png('eu.png', 100)),
    expect: ok(),
    then: [
      { as: 'anon', request: sendBytes(0, png('eu.png', 100)), expect: ok() },
      { as: 'aluno', request: claimPhoto('aluno', 0), expect: ok() },
      {
        as: 'anon',
        request: (e) => ({ method: 'GET', url: filePathOf(e[2]!).replace(/token=[^&]+/, 'token=forjado') }),
        expect: refused(401, 403),
      },
      { as: 'anon', request: readUrl(2, filePathOf, { Range: 'bytes=500-600' }), expect: { status: 416 } },
    ],
  },
];

const cancelScenarios: Scenario[] = [
  {
    name: 'cancelUpload: an unused upload is cancelled and its file removed; it cannot be used after',
    as: 'professor',
    request: ticketFor(png()),
    expect: ok(),
    then: [
      { as: 'anon', request: sendBytes(0, png()), expect: ok() },
      {
        as: 'professor',
        request: (e) => del(`/uploads/${ticketOf(e[0]!).uploadId}`),
        expect: ok({ body: { msg: FILE_MESSAGES.uploadCancelled } }),
      },
      {
        as: 'professor',
        request: (e) => del(`/uploads/${ticketOf(e[0]!).uploadId}`),
        expect: error(404, FILE_MESSAGES.uploadNotFound),
      },
      { as: 'professor', request: claimPhoto('professor', 0), expect: error(400, FILE_MESSAGES.uploadNotFound) },
    ],
  },
  {
    name: 'cancelUpload: a ticket whose bytes never came is cancelled too',
    as: 'professor',
    request: ticketFor(png()),
    expect: ok(),
    then: [{ as: 'professor', request: (e) => del(`/uploads/${ticketOf(e[0]!).uploadId}`), expect: ok() }],
  },
  {
    name: 'cancelUpload: nobody cancels someone else’s upload',
    as: 'aluno',
    request: ticketFor(png()),
    expect: ok(),
    then: [
      { as: 'anon', request: sendBytes(0, png()), expect: ok() },
      {
        as: 'gestor',
        request: (e) => del(`/uploads/${ticketOf(e[0]!).uploadId}`),
        expect: error(404, FILE_MESSAGES.uploadNotFound),
      },
      { as: 'aluno', request: claimPhoto('aluno', 0), expect: ok() },
    ],
  },
  {
    name: 'cancelUpload: a malformed id',
    as: 'aluno',
    request: del('/uploads/..%2F..%2Fetc'),
    expect: error(404, FILE_MESSAGES.uploadNotFound),
  },
];

const deletedPhotoScenarios: Scenario[] = [
  {
    name: 'deleteUsuario: a deleted person’s photo is removed — a URL handed out before no longer serves it',
    as: 'aluno2',
    request: ticketFor(png()),
    expect: ok(),
    then: [
      { as: 'anon', request: sendBytes(0, png()), expect: ok() },
      { as: 'aluno2', request: claimPhoto('aluno2', 0), expect: ok() },
      { as: 'anon', request: readUrl(2, filePathOf), expect: ok() },
      { as: 'gestor', request: del(`/delete-user/${id('aluno2')}`), expect: ok() },
      { as: 'anon', request: readUrl(2, filePathOf), expect: refused(404) },
    ],
  },
];

/**
 * A server on the loopback that answers every request with a redirect to the
 * cloud metadata address and counts them: the download proxy must never call it.
 */
export const canary = (() => {
  let hits = 0;
  const server = createServer((_req, res) => {
    hits += 1;
    res.writeHead(302, { Location: 'http://169.254.169.254/latest/meta-data/' }).end();
  });
  server.listen(0, '127.0.0.1');
  server.unref();
  return {
    url: (path: string) => `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`,
    hits: () => hits,
  };
})();

const download = (url: string): RequestSpec => get(`/proxy-download?url=${encodeURIComponent(url)}`);

/** The proxy's link, opened with no bearer: storage serves the bytes as an attachment named `name`. */
const servedAsAttachment = (file: FileSpec, name: string) =>
  ok({
    contentType: file.type,
    check: (a) => {
      expect(a.body).toEqual(fileBytes(file));
      const disposition = a.headers.get('content-disposition') ?? '';
      expect(disposition).toMatch(/^attachment/);
      expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent(name)}`);
    },
  });

const refusedDownload = (): Expectation => ({
  ...error(400, FILE_MESSAGES.downloadRefused),
  check: () => expect(canary.hits()).toBe(0),
});

/** Our storage's root, as a ticket's upload URL shows it. */
const storageRootOf = (a: Answer) => ticketOf(a).uploadUrl.replace(/\/object\/upload\/sign\/.*$/, '');

const downloadScenarios: Scenario[] = [
  ...ROLES.map((who): Scenario => ({
    name: `proxyDownload: ${who} downloads their photo as an attachment with its original name`,
    as: who,
    request: ticketFor(png('Foto de Férias 2025.png', 150)),
    expect: ok(),
    then: [
      { as: 'anon', request: sendBytes(0, png('Foto de Férias 2025.png', 150)), expect: ok() },
      { as: who, request: claimPhoto(who, 0), expect: ok() },
      {
        as: who,
        request: (e) => download(filePathOf(e[2]!)),
        expect: ok({ schema: DownloadLink, body: { fileName: 'Foto de Férias 2025.png' } }),
      },
      {
        as: 'anon',
        request: readUrl(3, (a) => bodyOf<DownloadLink>(a).url),
        expect: servedAsAttachment(png('Foto de Férias 2025.png', 150), 'Foto de Férias 2025.png'),
      },
    ],
  })),
  {
    name: 'proxyDownload: only whoever may read the file gets a link (another student: not found; the manager: yes)',
    as: 'aluno',
    request: ticketFor(png('minha.png', 90)),
    expect: ok(),
    then: [
      { as: 'anon', request: sendBytes(0, png('minha.png', 90)), expect: ok() },
      { as: 'aluno', request: claimPhoto('aluno', 0), expect: ok() },
      { as: 'alunoB', request: (e) => download(filePathOf(e[2]!)), expect: error(404, FILE_MESSAGES.downloadNotFound) },
      { as: 'gestor', request: (e) => download(filePathOf(e[2]!)), expect: ok({ body: { fileName: 'minha.png' } }) },
    ],
  },
  {
    name: 'proxyDownload: an upload not yet used is its uploader’s alone',
    as: 'secretaria',
    request: ticketFor(png('rascunho.png')),
    expect: ok(),
    then: [
      { as: 'anon', request: sendBytes(0, png('rascunho.png')), expect: ok() },
      {
        as: 'secretaria',
        request: (e) => download(`${storageRootOf(e[0]!)}/object/sign/avatars/${ticketOf(e[0]!).objectName}?token=x`),
        expect: ok({ body: { fileName: 'rascunho.png' } }),
      },
      {
        as: 'gestor',
        request: (e) => download(`${storageRootOf(e[0]!)}/object/sign/avatars/${ticketOf(e[0]!).objectName}?token=x`),
        expect: error(404, FILE_MESSAGES.downloadNotFound),
      },
    ],
  },
  {
    name: 'proxyDownload: an object of our storage that is not there',
    as: 'gestor',
    request: ticketFor(png()),
    expect: ok(),
    then: [
      {
        as: 'gestor',
        request: (e) => download(`${storageRootOf(e[0]!)}/object/sign/pdfs-materiais/1/nao-existe.pdf?token=x`),
        expect: error(404, FILE_MESSAGES.downloadNotFound),
      },
    ],
  },
  {
    name: 'proxyDownload: other addresses of our own origin are refused (the api, auth, the upload route, dot segments)',
    as: 'gestor',
    request: ticketFor(png()),
    expect: ok(),
    then: [
      (e: readonly Answer[]) => new URL(ticketOf(e[0]!).uploadUrl).origin + '/auth/v1/admin/users',
      (e: readonly Answer[]) => new URL(ticketOf(e[0]!).uploadUrl).origin + '/functions/v1/api/users',
      (e: readonly Answer[]) => ticketOf(e[0]!).uploadUrl,
      (e: readonly Answer[]) => `${storageRootOf(e[0]!)}/object/sign/avatars/%2e%2e/%2e%2e/%2e%2e/auth/v1/admin/users`,
      (e: readonly Answer[]) => `${storageRootOf(e[0]!)}/object/sign/avatars/1%2F..%2F..%2Fx.png`,
      (e: readonly Answer[]) => `${storageRootOf(e[0]!)}/object/sign/segredos/1/a.png`,
    ].map((address): Step => ({ as: 'gestor', request: (e) => download(address(e)), expect: refusedDownload() })),
  },
  ...(
    [
      ['a loopback server', () => canary.url('/storage/v1/object/sign/avatars/1/a.png')],
      ['a loopback server that redirects to the metadata address', () => canary.url('/qualquer')],
      ['the cloud metadata address', () => 'http://169.254.169.254/latest/meta-data/iam/security-credentials/'],
      ['a private address', () => 'http://10.0.0.1/storage/v1/object/sign/avatars/1/a.png'],
      ['the IPv6 loopback', () => 'http://[::1]:54321/storage/v1/object/sign/avatars/1/a.png'],
      ['another host', () => 'https://example.com/storage/v1/object/sign/avatars/1/a.png'],
      ['a file URL', () => 'file:///etc/passwd'],
      ['a gopher URL', () => 'gopher://127.0.0.1:6379/_INFO'],
      ['a data URL', () => 'data:text/plain,oi'],
      ['something that is not an address', () => 'não é um endereço'],
    ] as const
  ).map(([what, address]): Scenario => ({
    name: `proxyDownload: ${what} is refused and never fetched`,
    as: 'professor',
    // A function: the canary's port is known once it listens.
    request: () => download(address()),
    expect: refusedDownload(),
  })),
  {
    name: 'proxyDownload: the address is required',
    as: 'aluno',
    request: get('/proxy-download'),
    expect: { status: 400 },
  },
  ...callerDenials('proxyDownload', download('https://example.com/x.pdf')),
];

export const FILE_SCENARIOS: readonly Scenario[] = [
  ...ticketScenarios,
  ...photoScenarios,
  ...storageScenarios,
  ...cancelScenarios,
  ...deletedPhotoScenarios,
  ...downloadScenarios,
];
