/**
 * Contract scenarios of files (docs/arquivos.md), on every backend: upload
 * tickets by kind and role, the bytes sent straight to storage through the
 * ticket's signed URL, the form claiming the upload (content checked by
 * magic bytes, size checked), cancelling, signed read URLs (Range → 206, a
 * wrong token refused), files that must go (a replaced photo, a deleted
 * person's photo) gone, and the download proxy: an attachment link for an
 * object of our storage the caller may read, and any other address refused
 * without being fetched (a canary server counts the requests it gets). One
 * ticket opens one upload (a second PUT or TUS creation is refused), a person
 * holds at most MAX_OPEN_UPLOADS open, and no answer's address takes the
 * request's Host (decision 56).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import {
  DownloadLink,
  FILE_MESSAGES,
  LoginResponse,
  MAX_OPEN_UPLOADS,
  PROFILE_PHOTO_MAX_BYTES,
  ProfilePhotoResponse,
  UploadTicket,
  Usuario,
  type FileKind,
} from '../../supabase/functions/_shared/contract/index.ts';
import { P, SEED, type PersonKey } from './people.ts';
import {
  fileBytes,
  type Answer,
  type Expectation,
  type FileSpec,
  type RequestSpec,
  type Scenario,
  type Step,
} from './scenario.ts';
import { bodyOf, callerDenials, del, error, get, id, loginRequest, M, ok, post, put, ROLES } from './scenarios-kit.ts';

export const FILE_ENDPOINTS = ['createUpload', 'cancelUpload', 'uploadProfilePhoto', 'proxyDownload'] as const;

/** Every address in an answer (any depth). */
const addressesIn = (value: unknown): string[] =>
  typeof value === 'string'
    ? /^[a-z][a-z0-9+.-]*:\/\//i.test(value)
      ? [value]
      : []
    : Array.isArray(value)
      ? value.flatMap(addressesIn)
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(addressesIn)
        : [];

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

/** The upload id of the ticket answered at `step`. */
export const uploadIdAt = (earlier: readonly Answer[], step: number) => ticketOf(earlier[step]!).uploadId;

/** Tickets and bytes for `files`: each ticket, then its bytes sent to the URL it answered. */
export function uploads(who: PersonKey, files: readonly { file: FileSpec; kind: FileKind }[]): Step[] {
  return files.flatMap(({ file, kind }): Step[] => [
    { as: who, request: ticketFor(file, kind), expect: ok() },
    { as: 'anon', request: (e) => sendBytes(e.length - 1, file)(e), expect: ok() },
  ]);
}

/** A scenario whose first steps upload `files` as `who` (upload i's ticket at step 2i); `then` follows. */
export function withUploads(
  name: string,
  who: PersonKey,
  files: readonly { file: FileSpec; kind: FileKind }[],
  then: readonly Step[],
): Scenario {
  const [first, ...rest] = uploads(who, files);
  return { name, ...first!, then: [...rest, ...then] };
}

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

/** A TUS creation (or, where the storage has no TUS — the mock —, the single PUT) with the ticket at `step`. */
const openUpload =
  (step: number, file: FileSpec) =>
  (earlier: readonly Answer[]): RequestSpec => {
    const t = ticketOf(earlier[step]!);
    if (!t.resumable) return sendBytes(step, file)(earlier);
    const meta = { bucketName: t.bucket, objectName: t.objectName, contentType: t.contentType, cacheControl: '3600' };
    return {
      method: 'POST',
      url: t.resumable.endpoint,
      headers: {
        'Tus-Resumable': '1.0.0',
        'x-signature': t.token,
        'Upload-Length': String(file.size ?? 64),
        'Upload-Metadata': Object.entries(meta)
          .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
          .join(','),
      },
    };
  };
/** TUS answers its own statuses; the single PUT, Supabase's (400 with the code in the body). */
const resumableOr = (step: number, tus: number, put: readonly number[]): Expectation => ({
  status: [tus, ...put],
  check: (a, e) => (ticketOf(e[step]!).resumable ? expect(a.status).toBe(tus) : expect(put).toContain(a.status)),
});

const mp3 = (name: string, size = 300, content: FileSpec['content'] = 'mp3'): FileSpec => ({
  name,
  type: 'audio/mpeg',
  content,
  size,
});

/** The object of the ticket at `step`, as its uploader downloads it through the proxy. */
const ownObject = (step: number) => (e: readonly Answer[]) =>
  download(`${storageRootOf(e[step]!)}/object/sign/${ticketOf(e[step]!).bucket}/${ticketOf(e[step]!).objectName}?token=x`);

const oneUploadScenarios: Scenario[] = [
  {
    name: 'storage: one ticket opens one upload — a second PUT or TUS creation with it is refused, and the object is the first one’s',
    as: 'diretor',
    request: ticketFor(mp3('faixa.mp3'), 'audio'),
    expect: ok({ schema: UploadTicket }),
    then: [
      { as: 'anon', request: sendBytes(0, mp3('faixa.mp3')), expect: ok() },
      { as: 'anon', request: sendBytes(0, mp3('faixa.mp3', 300, 'exe')), expect: refused(409) },
      { as: 'anon', request: openUpload(0, mp3('faixa.mp3', 5 * 1024 * 1024)), expect: resumableOr(0, 409, [400]) },
      { as: 'diretor', request: ownObject(0), expect: ok({ schema: DownloadLink }) },
      {
        as: 'anon',
        request: readUrl(4, (a) => bodyOf<DownloadLink>(a).url),
        expect: ok({ check: (a) => expect(a.body).toEqual(fileBytes(mp3('faixa.mp3'))) }),
      },
    ],
  },
  {
    name: 'storage: a ticket that opened a resumable upload opens no second one, nor a PUT; cancelling it ends it',
    as: 'diretor',
    request: ticketFor(mp3('longa.mp3'), 'audio'),
    expect: ok({ schema: UploadTicket }),
    then: [
      // The mock has no TUS: its single PUT stands for the first upload.
      { as: 'anon', request: openUpload(0, mp3('longa.mp3')), expect: resumableOr(0, 201, [200]) },
      { as: 'anon', request: openUpload(0, mp3('longa.mp3', 5 * 1024 * 1024)), expect: resumableOr(0, 409, [400]) },
      { as: 'anon', request: sendBytes(0, mp3('longa.mp3')), expect: refused(409) },
      { as: 'diretor', request: (e) => del(`/uploads/${ticketOf(e[0]!).uploadId}`), expect: ok() },
    ],
  },
  {
    name: 'storage: a cancelled upload’s ticket cannot put its object back',
    as: 'professor',
    request: ticketFor(png('eu.png', 100)),
    expect: ok(),
    then: [
      { as: 'anon', request: sendBytes(0, png('eu.png', 100)), expect: ok() },
      { as: 'professor', request: (e) => del(`/uploads/${ticketOf(e[0]!).uploadId}`), expect: ok() },
      { as: 'anon', request: sendBytes(0, png('eu.png', 100)), expect: refused(409) },
      { as: 'professor', request: claimPhoto('professor', 0), expect: error(400, FILE_MESSAGES.uploadNotFound) },
    ],
  },
  {
    name: `createUpload: a person holds at most ${MAX_OPEN_UPLOADS} uploads open; the next ticket is refused (429) and recorded nothing`,
    as: 'anon',
    request: loginRequest(P.secretaria.cp_login, 'senha123'),
    expect: ok(),
    then: [
      ...Array.from({ length: MAX_OPEN_UPLOADS }, (): Step => ({
        as: { tokenOf: 0 },
        request: ticketFor(png('muitas.png')),
        expect: ok(),
      })),
      { as: { tokenOf: 0 }, request: ticketFor(png('uma a mais.png')), expect: error(429, FILE_MESSAGES.tooManyOpenUploads) },
      // One cancelled makes room for exactly one: the refused ticket took no place.
      { as: { tokenOf: 0 }, request: (e) => del(`/uploads/${ticketOf(e[1]!).uploadId}`), expect: ok() },
      { as: { tokenOf: 0 }, request: ticketFor(png('de novo.png')), expect: ok({ schema: UploadTicket }) },
      { as: { tokenOf: 0 }, request: ticketFor(png('outra.png')), expect: error(429, FILE_MESSAGES.tooManyOpenUploads) },
      // Someone else is not held back.
      { as: 'professor', request: ticketFor(png('minha.png')), expect: ok({ schema: UploadTicket }) },
    ],
  },
];

/** A forged Host and forwarding headers: an answer must not take any of them. */
const FORGED = { Host: 'evil.example:8443', 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https' } as const;
const forged = (spec: RequestSpec): RequestSpec => ({ ...spec, headers: { ...spec.headers, ...FORGED } });

/** The demo student's course (its PDFs are signed for them). */
const ALUNO_COURSE = SEED.turmas.find((t) => t.cp_tr_id === P.aluno.cp_turma_id)!.cp_tr_curso_id;

/** Every address of the answer is on the origin the backend answered before the forgery (step 0's ticket); `least` of them at least. */
const configuredOnly = (least = 1): Expectation =>
  ok({
    check: (a, e) => {
      const origin = new URL(ticketOf(e[0]!).uploadUrl).origin;
      const found = addressesIn(a.body);
      expect(found.length).toBeGreaterThanOrEqual(least);
      for (const address of found) {
        expect(address).not.toContain('evil');
        expect(new URL(address).origin, address).toBe(origin);
      }
    },
  });

const forgedHostScenarios: Scenario[] = [
  {
    name: 'storage URLs: a forged Host or X-Forwarded-Host never reaches an answer — login photo, ticket, material, course PDF, download link',
    as: 'professor',
    request: ticketFor(png('eu.png', 100)),
    expect: ok({ schema: UploadTicket }),
    then: [
      { as: 'anon', request: sendBytes(0, png('eu.png', 100)), expect: ok() }, // 1
      { as: 'professor', request: claimPhoto('professor', 0), expect: ok() }, // 2
      { as: 'anon', request: forged(loginRequest(P.professor.cp_login, 'senha123')), expect: configuredOnly() }, // 3
      { as: 'professor', request: forged(ticketFor(png('outra.png'))), expect: configuredOnly() }, // 4
      { as: 'professor', request: forged(get(`/users/${id('professor')}`)), expect: configuredOnly() }, // 5
      // A material with a PDF and a thumbnail, without download: the gestor's signed URLs, the teacher's view address.
      {
        as: 'gestor',
        request: ticketFor({ name: 'a.pdf', type: 'application/pdf', content: 'pdf' }, 'pdfMaterial'),
        expect: ok(),
      }, // 6
      { as: 'anon', request: sendBytes(6, { name: 'a.pdf', type: 'application/pdf', content: 'pdf' }), expect: ok() }, // 7
      { as: 'gestor', request: ticketFor(png('capa.png'), 'miniatura'), expect: ok() }, // 8
      { as: 'anon', request: sendBytes(8, png('capa.png')), expect: ok() }, // 9
      {
        as: 'gestor',
        request: (e) =>
          post('/materiais', {
            titulo: 'Origem configurada',
            data: '2030-01-01',
            codigos: ['CES'],
            permitirDownload: 0,
            pdfs: [ticketOf(e[6]!).uploadId],
            miniatura: ticketOf(e[8]!).uploadId,
          }),
        expect: ok(),
      }, // 10
      { as: 'gestor', request: forged(get('/materiais?pageSize=1')), expect: configuredOnly(2) }, // 11
      { as: 'professor', request: forged(get('/materiais?pageSize=1')), expect: configuredOnly(2) }, // 12
      // A course PDF, read by the student of that course.
      {
        as: 'gestor',
        request: ticketFor({ name: 'livro.pdf', type: 'application/pdf', content: 'pdf' }, 'pdfCurso'),
        expect: ok(),
      }, // 13
      { as: 'anon', request: sendBytes(13, { name: 'livro.pdf', type: 'application/pdf', content: 'pdf' }), expect: ok() }, // 14
      {
        as: 'gestor',
        request: (e) => put(`/update-curso/${ALUNO_COURSE}`, { pdfs: [ticketOf(e[13]!).uploadId], audios: [], remover: [] }),
        expect: ok(),
      }, // 15
      { as: 'aluno', request: forged(get(`/curso-material/${ALUNO_COURSE}`)), expect: configuredOnly() }, // 16
      { as: 'gestor', request: forged(get(`/cursos/${ALUNO_COURSE}`)), expect: configuredOnly() }, // 17
      // The proxy takes our configured address and answers one; an address on the forged host is not ours.
      { as: 'professor', request: (e) => forged(download(filePathOf(e[2]!))), expect: configuredOnly() }, // 18
      {
        as: 'professor',
        request: (e) => {
          const url = new URL(filePathOf(e[2]!));
          url.host = FORGED.Host;
          return forged(download(url.toString()));
        },
        expect: error(400, FILE_MESSAGES.downloadRefused),
      },
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
  const listening = new Promise<void>((resolve) => server.once('listening', () => resolve()));
  server.listen(0, '127.0.0.1');
  server.unref();
  return {
    url: (path: string) => `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`,
    hits: () => hits,
    /** Resolves once it listens (its port is known then). */
    listening: () => listening,
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
  ...oneUploadScenarios,
  ...forgedHostScenarios,
  ...cancelScenarios,
  ...deletedPhotoScenarios,
  ...downloadScenarios,
];
