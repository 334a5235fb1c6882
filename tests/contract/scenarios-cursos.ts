/**
 * Contract scenarios of audio courses (docs/cursos.md), on every backend:
 * the catalogue with its files signed for who may read them, a course's
 * tracks in numeric-aware order and pages, and the audio form's create and
 * edit — each one operation: a refused file (a 4th PDF, a program named
 * .mp3, fewer bytes than declared, one bad track among good ones) leaves the
 * course and its tracks as they were.
 */
import { expect } from 'vitest';
import {
  AudioResposta,
  CURSO_MESSAGES,
  CursoResposta,
  FILE_MESSAGES,
  MiB,
} from '../../supabase/functions/_shared/contract/index.ts';
import { matchesWords, naturalKey } from '../../supabase/functions/_shared/contract/text.ts';
import { P, SEED } from './people.ts';
import type { Answer, Expectation, FileSpec, Scenario, Step } from './scenario.ts';
import { fileBytes } from './scenario.ts';
import { sendBytes, ticketFor, uploadIdAt, withUploads } from './scenarios-arquivos.ts';
import { bodyOf, callerDenials, error, get, M, ok, post, put, rowsOf, totalOf } from './scenarios-kit.ts';

export const CURSO_ENDPOINTS = ['getCurso', 'listAudiosCurso', 'createCurso', 'updateCurso'] as const;

/** The one seeded catalogue course with no tracks yet: the audio form's create fills it. */
const EMPTY = SEED.cursos.find((c) => !SEED.audios.some((a) => a.cp_curso_id === c.cp_curso_id))!;
/** The demo student's course, and a course with tracks outside every class. */
const ALUNO_COURSE = SEED.turmas.find((t) => t.cp_tr_id === P.aluno.cp_turma_id)!.cp_tr_curso_id;
const OTHER_COURSE = SEED.cursos.find(
  (c) => !SEED.turmas.some((t) => t.cp_tr_curso_id === c.cp_curso_id) && SEED.audios.some((a) => a.cp_curso_id === c.cp_curso_id),
)!.cp_curso_id;
const tracksOf = (cursoId: number) => SEED.audios.filter((a) => a.cp_curso_id === cursoId);

const mp3 = (name: string, size = 80): FileSpec => ({ name, type: 'audio/mpeg', content: 'mp3', size });
const pdf = (name: string, size = 90): FileSpec => ({ name, type: 'application/pdf', content: 'pdf', size });

const courseAnswer = (check?: (c: CursoResposta, earlier: readonly Answer[]) => void): Expectation =>
  ok({ schema: CursoResposta, ...(check ? { check: (a, e) => check(bodyOf<CursoResposta>(a), e) } : {}) });

const trackNames = (a: Answer) => rowsOf<AudioResposta>(a).map((t) => t.cp_nome_audio);

/** The course's tracks are exactly `names`, in this order. */
const tracksAre = (names: readonly string[]): Expectation => ok({ check: (a) => expect(trackNames(a)).toEqual(names) });

/** Nothing of EMPTY changed: no tracks, and its link and PDFs as seeded. */
const emptyUnchanged: Step[] = [
  { as: 'gestor', request: get(`/audios-curso/${EMPTY.cp_curso_id}`), expect: tracksAre([]) },
  {
    as: 'gestor',
    request: get(`/cursos/${EMPTY.cp_curso_id}`),
    expect: courseAnswer((c) => expect(c.cp_youtube_link_curso).toBe(EMPTY.cp_youtube_link_curso)),
  },
];

const content = (name: string, label = 'Áudio') =>
  ({
    status: 400,
    check: (a) => expect(bodyOf<{ msg: string }>(a).msg).toMatch(new RegExp(`^${label}: o conteúdo de "${name}"`)),
  }) satisfies Expectation;

const CREATE_FILES = [
  { file: mp3('Unit 10.mp3', 120), kind: 'audio' },
  { file: mp3('Unit 2.mp3'), kind: 'audio' },
  { file: mp3('Unit 1.mp3'), kind: 'audio' },
  { file: pdf('Apostila do aluno.pdf'), kind: 'pdfCurso' },
] as const;

/** The create form of CREATE_FILES (uploaded at steps 0–7); `extra` replaces fields, and its files need not be those. */
const createBody = (e: readonly Answer[], extra: Record<string, unknown> = {}) => ({
  cp_nome_curso: EMPTY.cp_nome_curso,
  cp_youtube_link_curso: 'https://www.youtube.com/watch?v=abcdefghijk',
  pdfs: 'pdfs' in extra ? extra.pdfs : [uploadIdAt(e, 6)],
  audios: 'audios' in extra ? extra.audios : [uploadIdAt(e, 0), uploadIdAt(e, 2), uploadIdAt(e, 4)],
  ...extra,
});

const createdId = (e: readonly Answer[]) => bodyOf<{ cursoId: number }>(e[8]!).cursoId;

const createScenarios: Scenario[] = [
  ...(['gestor', 'diretor'] as const).map((who): Scenario =>
    withUploads(`createCurso: ${who} registers a course's audio content in one operation`, who, CREATE_FILES, [
      {
        as: who,
        request: (e) => post('/cursos', createBody(e)),
        expect: ok({ body: { cursoId: EMPTY.cp_curso_id, msg: CURSO_MESSAGES.created } }),
      },
      {
        as: who,
        request: (e) => get(`/cursos/${createdId(e)}`),
        expect: courseAnswer((c) => {
          expect(c.cp_youtube_link_curso).toBe('https://www.youtube.com/watch?v=abcdefghijk');
          expect(c.cp_pdf1_nome).toBe('Apostila do aluno.pdf');
          expect(c.cp_pdf1_curso).toMatch(/\/object\/sign\/pdfs-cursos\//);
          expect([c.cp_pdf2_curso, c.cp_pdf3_curso]).toEqual([null, null]);
        }),
      },
      // Numeric-aware order; each track named after its file.
      {
        as: 'professor',
        request: (e) => get(`/audios-curso/${createdId(e)}`),
        expect: ok({
          check: (a) => {
            expect(trackNames(a)).toEqual(['Unit 1', 'Unit 2', 'Unit 10']);
            expect(rowsOf<AudioResposta>(a).every((t) => /\/object\/sign\/audios\//.test(t.cp_arquivo_audio ?? ''))).toBe(true);
          },
        }),
      },
      {
        as: 'anon',
        request: (e) => ({ method: 'GET', url: rowsOf<AudioResposta>(e[10]!)[2]!.cp_arquivo_audio! }),
        expect: ok({ contentType: 'audio/mpeg', check: (a) => expect(a.body).toEqual(fileBytes(mp3('Unit 10.mp3', 120))) }),
      },
      // A student of another course reads neither its tracks nor its PDFs.
      { as: 'aluno', request: (e) => get(`/audios-curso/${createdId(e)}`), expect: tracksAre([]) },
      {
        as: 'aluno',
        request: (e) => get(`/cursos/${createdId(e)}`),
        expect: courseAnswer((c) => expect([c.cp_pdf1_curso, c.cp_pdf1_nome]).toEqual([null, null])),
      },
      // Registered once; after that it is edited.
      {
        as: who,
        request: (e) => post('/cursos', createBody(e, { pdfs: [], audios: [uploadIdAt(e, 0)] })),
        expect: error(409, CURSO_MESSAGES.alreadyHasAudios),
      },
      // The files were used: they cannot be cancelled.
      {
        as: who,
        request: (e) => ({ method: 'DELETE', path: `/uploads/${uploadIdAt(e, 0)}` }),
        expect: error(409, FILE_MESSAGES.uploadClaimed),
      },
    ]),
  ),
  withUploads(
    'createCurso: a 4th PDF is refused before anything is read or written',
    'gestor',
    [{ file: mp3('a.mp3'), kind: 'audio' }, ...[1, 2, 3, 4].map((n) => ({ file: pdf(`p${n}.pdf`), kind: 'pdfCurso' as const }))],
    [
      {
        as: 'gestor',
        request: (e) =>
          post('/cursos', createBody(e, { pdfs: [2, 4, 6, 8].map((s) => uploadIdAt(e, s)), audios: [uploadIdAt(e, 0)] })),
        expect: error(400, CURSO_MESSAGES.maxPdfs),
      },
      ...emptyUnchanged,
    ],
  ),
  withUploads(
    'createCurso: a program named .mp3 among good tracks is refused and nothing is written; the good ones can be used again',
    'gestor',
    [
      { file: mp3('Unit 1.mp3'), kind: 'audio' },
      { file: { name: 'faixa.mp3', type: 'audio/mpeg', content: 'exe' }, kind: 'audio' },
    ],
    [
      {
        as: 'gestor',
        request: (e) => post('/cursos', createBody(e, { pdfs: [], audios: [uploadIdAt(e, 0), uploadIdAt(e, 2)] })),
        expect: content('faixa.mp3'),
      },
      ...emptyUnchanged,
      // The refused file is gone; the good one is still the gestor's to use.
      {
        as: 'gestor',
        request: (e) => ({ method: 'DELETE', path: `/uploads/${uploadIdAt(e, 2)}` }),
        expect: error(404, FILE_MESSAGES.uploadNotFound),
      },
      {
        as: 'gestor',
        request: (e) => post('/cursos', createBody(e, { pdfs: [], audios: [uploadIdAt(e, 0)] })),
        expect: ok({ body: { msg: CURSO_MESSAGES.created } }),
      },
      { as: 'gestor', request: get(`/audios-curso/${EMPTY.cp_curso_id}`), expect: tracksAre(['Unit 1']) },
    ],
  ),
  {
    name: 'createCurso: fewer bytes than the ticket declared are refused',
    as: 'gestor',
    request: ticketFor(mp3('curta.mp3', 200), 'audio'),
    expect: ok(),
    then: [
      { as: 'anon', request: sendBytes(0, mp3('curta.mp3', 100)), expect: ok() },
      {
        as: 'gestor',
        request: (e) => post('/cursos', { cp_nome_curso: EMPTY.cp_nome_curso, pdfs: [], audios: [uploadIdAt(e, 0)] }),
        expect: error(400, FILE_MESSAGES.sizeMismatch),
      },
      ...emptyUnchanged,
    ],
  },
  {
    name: 'createCurso: a track over 50 MiB is refused at its ticket, so nothing is ever stored',
    as: 'gestor',
    request: ticketFor(mp3('longa.mp3', 50 * MiB + 1), 'audio'),
    expect: { status: 400 },
    then: emptyUnchanged,
  },
  {
    name: 'createCurso: a PDF where a track goes is refused',
    as: 'gestor',
    request: ticketFor(pdf('livro.pdf'), 'pdfCurso'),
    expect: ok(),
    then: [
      { as: 'anon', request: sendBytes(0, pdf('livro.pdf')), expect: ok() },
      {
        as: 'gestor',
        request: (e) => post('/cursos', { cp_nome_curso: EMPTY.cp_nome_curso, pdfs: [], audios: [uploadIdAt(e, 0)] }),
        expect: error(400, FILE_MESSAGES.uploadWrongKind),
      },
      ...emptyUnchanged,
    ],
  },
  {
    name: 'createCurso: at least one track',
    as: 'gestor',
    request: post('/cursos', { cp_nome_curso: EMPTY.cp_nome_curso, pdfs: [], audios: [] }),
    expect: error(400, CURSO_MESSAGES.noAudios),
  },
  {
    name: 'createCurso: a name outside the catalogue',
    as: 'gestor',
    request: post('/cursos', {
      cp_nome_curso: 'Curso inventado',
      pdfs: [],
      audios: ['0b6ad7b2-5a4e-4e39-8a1f-3d4c2b1a0f9e'],
    }),
    expect: { status: 400 },
  },
  ...(['secretaria', 'professor', 'aluno'] as const).map((who): Scenario => ({
    name: `createCurso: ${who} may not register audio courses`,
    as: who,
    request: post('/cursos', {
      cp_nome_curso: EMPTY.cp_nome_curso,
      pdfs: [],
      audios: ['0b6ad7b2-5a4e-4e39-8a1f-3d4c2b1a0f9e'],
    }),
    expect: error(403, M.forbidden),
    then: emptyUnchanged,
  })),
  ...callerDenials(
    'createCurso',
    post('/cursos', { cp_nome_curso: EMPTY.cp_nome_curso, pdfs: [], audios: ['0b6ad7b2-5a4e-4e39-8a1f-3d4c2b1a0f9e'] }),
  ),
];

const SEEDED = tracksOf(ALUNO_COURSE);
const seededInOrder = [...SEEDED].sort(
  (a, b) =>
    (naturalKey(a.cp_nome_audio) < naturalKey(b.cp_nome_audio)
      ? -1
      : naturalKey(a.cp_nome_audio) > naturalKey(b.cp_nome_audio)
        ? 1
        : 0) || a.cp_audio_id - b.cp_audio_id,
);

const updateScenarios: Scenario[] = [
  withUploads(
    'updateCurso: the gestor keeps a PDF, adds one, adds a track and removes one, in one operation; the removed file is gone',
    'gestor',
    [...CREATE_FILES, { file: mp3('Unit 3.mp3'), kind: 'audio' }, { file: pdf('Respostas.pdf'), kind: 'pdfCurso' }],
    [
      { as: 'gestor', request: (e) => post('/cursos', createBody(e)), expect: ok() }, // 12
      { as: 'gestor', request: get(`/audios-curso/${EMPTY.cp_curso_id}`), expect: tracksAre(['Unit 1', 'Unit 2', 'Unit 10']) }, // 13
      {
        as: 'gestor',
        request: (e) =>
          put(`/update-curso/${EMPTY.cp_curso_id}`, {
            cp_youtube_link_curso: null,
            pdfs: [uploadIdAt(e, 10), { manter: 1 }],
            audios: [uploadIdAt(e, 8)],
            remover: [rowsOf<AudioResposta>(e[13]!)[2]!.cp_audio_id],
          }),
        expect: ok({ body: { msg: CURSO_MESSAGES.updated } }),
      },
      { as: 'gestor', request: get(`/audios-curso/${EMPTY.cp_curso_id}`), expect: tracksAre(['Unit 1', 'Unit 2', 'Unit 3']) },
      {
        as: 'gestor',
        request: get(`/cursos/${EMPTY.cp_curso_id}`),
        expect: courseAnswer((c) => {
          expect([c.cp_pdf1_nome, c.cp_pdf2_nome, c.cp_pdf3_nome]).toEqual(['Respostas.pdf', 'Apostila do aluno.pdf', null]);
          expect(c.cp_youtube_link_curso).toBeNull();
        }),
      },
      // The removed track's URL handed out before no longer serves it.
      {
        as: 'anon',
        request: (e) => ({ method: 'GET', url: rowsOf<AudioResposta>(e[13]!)[2]!.cp_arquivo_audio! }),
        expect: { status: [400, 404] },
      },
    ],
  ),
  withUploads(
    'updateCurso: a refused new track leaves the course as it was (the PDF kept, no track removed)',
    'gestor',
    [{ file: { name: 'virus.mp3', type: 'audio/mpeg', content: 'html', size: 200 }, kind: 'audio' }],
    [
      {
        as: 'gestor',
        request: (e) =>
          put(`/update-curso/${ALUNO_COURSE}`, {
            pdfs: [],
            audios: [uploadIdAt(e, 0)],
            remover: SEEDED.map((a) => a.cp_audio_id),
          }),
        expect: content('virus.mp3'),
      },
      {
        as: 'gestor',
        request: get(`/audios-curso/${ALUNO_COURSE}?pageSize=100`),
        expect: tracksAre(seededInOrder.map((a) => a.cp_nome_audio)),
      },
    ],
  ),
  {
    name: 'updateCurso: a track of another course cannot be removed here',
    as: 'gestor',
    request: put(`/update-curso/${ALUNO_COURSE}`, { pdfs: [], audios: [], remover: [tracksOf(OTHER_COURSE)[0]!.cp_audio_id] }),
    expect: error(400, CURSO_MESSAGES.audioNotInCourse),
    then: [
      {
        as: 'gestor',
        request: get(`/audios-curso/${ALUNO_COURSE}?pageSize=100`),
        expect: tracksAre(seededInOrder.map((a) => a.cp_nome_audio)),
      },
    ],
  },
  {
    name: 'updateCurso: a PDF to keep that the course does not have',
    as: 'gestor',
    request: put(`/update-curso/${EMPTY.cp_curso_id}`, { pdfs: [{ manter: 3 }], audios: [], remover: [] }),
    expect: EMPTY.cp_pdf3_curso ? ok() : error(400, CURSO_MESSAGES.keepMissing),
  },
  {
    name: 'updateCurso: at most 3 PDFs',
    as: 'gestor',
    request: put(`/update-curso/${ALUNO_COURSE}`, {
      pdfs: [{ manter: 1 }, { manter: 2 }, { manter: 3 }, { manter: 1 }],
      audios: [],
      remover: [],
    }),
    expect: error(400, CURSO_MESSAGES.maxPdfs),
  },
  ...(['diretor', 'secretaria', 'professor', 'aluno'] as const).map((who): Scenario => ({
    name: `updateCurso: ${who} may not edit a course (the audio edit link is the gestor's)`,
    as: who,
    request: put(`/update-curso/${ALUNO_COURSE}`, { pdfs: [], audios: [], remover: [SEEDED[0]!.cp_audio_id] }),
    expect: error(403, M.forbidden),
    then: [
      {
        as: 'gestor',
        request: get(`/audios-curso/${ALUNO_COURSE}?pageSize=100`),
        expect: ok({ check: (a) => expect(rowsOf(a)).toHaveLength(SEEDED.length) }),
      },
    ],
  })),
  {
    name: 'updateCurso: a course that does not exist',
    as: 'gestor',
    request: put('/update-curso/999999', { pdfs: [], audios: [], remover: [] }),
    expect: error(404, CURSO_MESSAGES.notFound),
  },
  ...callerDenials('updateCurso', put(`/update-curso/${ALUNO_COURSE}`, { pdfs: [], audios: [], remover: [] })),
];

const readScenarios: Scenario[] = [
  ...(['gestor', 'diretor', 'secretaria', 'professor', 'aluno'] as const).map((who): Scenario => ({
    name: `listAudiosCurso: ${who} reads the demo class's course, 10 per page in numeric-aware order`,
    as: who,
    request: get(`/audios-curso/${ALUNO_COURSE}?page=1&pageSize=10`),
    expect: ok({
      check: (a) => {
        expect(trackNames(a)).toEqual(seededInOrder.slice(0, 10).map((t) => t.cp_nome_audio));
        expect(totalOf(a)).toBe(String(SEEDED.length));
      },
    }),
    then: [
      {
        as: who,
        request: get(`/audios-curso/${ALUNO_COURSE}?page=2&pageSize=10`),
        expect: tracksAre(seededInOrder.slice(10, 20).map((t) => t.cp_nome_audio)),
      },
    ],
  })),
  ...(['professor', 'aluno', 'aluno2'] as const).map((who): Scenario => ({
    name: `listAudiosCurso: ${who} ${who === 'professor' ? 'reads' : 'does not read'} a course outside their class`,
    as: who,
    request: get(`/audios-curso/${OTHER_COURSE}?pageSize=100`),
    expect: ok({ check: (a) => expect(rowsOf(a)).toHaveLength(who === 'professor' ? tracksOf(OTHER_COURSE).length : 0) }),
  })),
  {
    name: 'listAudiosCurso: q searches the track names, accents and case ignored',
    as: 'professor',
    request: get(`/audios-curso/${ALUNO_COURSE}?q=FAIXA%201&pageSize=100`),
    expect: tracksAre(seededInOrder.filter((t) => matchesWords(t.cp_nome_audio, 'FAIXA 1')).map((t) => t.cp_nome_audio)),
  },
  {
    name: 'listAudiosCurso: a course that does not exist, and an invalid id',
    as: 'professor',
    request: get('/audios-curso/999999'),
    expect: error(404, CURSO_MESSAGES.notFound),
    then: [{ as: 'professor', request: get('/audios-curso/abc'), expect: error(400, M.invalidId) }],
  },
  {
    name: 'listCursos: comAudios=1 lists only courses with tracks',
    as: 'gestor',
    request: get('/cursos?comAudios=1&pageSize=100'),
    expect: ok({
      check: (a) => {
        const withTracks = SEED.cursos.filter((c) => tracksOf(c.cp_curso_id).length > 0).map((c) => c.cp_curso_id);
        expect(rowsOf<CursoResposta>(a).map((c) => c.cp_curso_id)).toEqual(withTracks);
        expect(totalOf(a)).toBe(String(withTracks.length));
      },
    }),
  },
  {
    name: 'getCurso: one course; a student gets no file of a course outside their class',
    as: 'aluno',
    request: get(`/cursos/${ALUNO_COURSE}`),
    expect: courseAnswer((c) => expect(c.cp_curso_id).toBe(ALUNO_COURSE)),
    then: [
      {
        as: 'aluno',
        request: get(`/cursos/${OTHER_COURSE}`),
        expect: courseAnswer((c) =>
          expect([c.cp_pdf1_curso, c.cp_pdf2_curso, c.cp_pdf3_curso, c.cp_pdf1_nome]).toEqual([null, null, null, null]),
        ),
      },
      { as: 'aluno', request: get('/cursos/999999'), expect: error(404, CURSO_MESSAGES.notFound) },
      { as: 'aluno', request: get('/cursos/0'), expect: error(400, M.invalidId) },
    ],
  },
  ...callerDenials('getCurso', get(`/cursos/${ALUNO_COURSE}`)),
  ...callerDenials('listAudiosCurso', get(`/audios-curso/${ALUNO_COURSE}`)),
];

export const CURSO_SCENARIOS: readonly Scenario[] = [...readScenarios, ...createScenarios, ...updateScenarios];
