/**
 * Courses and their tracks, as the api answers them (docs/cursos.md): the
 * catalogue list, one course, its tracks in numeric-aware order, and the
 * audio form's create and edit — every check before the first write, so a
 * refusal changes nothing. Files are signed URLs only for who may read them
 * (`readsCursoFiles`, the storage policies' rule).
 */
import {
  AUDIO_ORDER,
  AUDIO_SEARCH,
  audioNameOf,
  createCurso,
  CURSO_MESSAGES,
  CURSO_ORDER,
  CURSO_PDF_COLUMNS,
  CURSO_SEARCH,
  getCurso,
  listAudiosCurso,
  listCursos,
  updateCurso,
  type AudioResposta,
  type Curso,
  type CursoResposta,
} from '@contract';
import { compareBy } from '@contract/order';
import { searchTextOf } from '@contract/search';
import {
  COURSE_CATALOGUE,
  cursoAnswer,
  cursoPdfValues,
  newPdfUploads,
  pdfPathsOf,
  resolvePdfSlots,
  youtubeLinkOf,
} from '@contract/rules/cursos';
import type { Caller } from '@contract/access';
import type { MockDb } from '../db/schema';
import { badRequest, conflict, notFound } from '../lib/errors';
import { checkUploadFile, claimUpload, deleteStoredFile, downloadName, readsCursoFiles, signedFileUrl } from '../lib/files';
import { listReply } from '../lib/list';
import { reply } from '../lib/reply';
import { idParam } from '../lib/validation';
import { route, type MockRoute } from '../lib/route';
import { assertMayList, assertMayWrite, listableRows } from '../lib/scope';

type Me = Caller & { userId: number };

/** A course as answered: PDFs signed for who may read them, with their original names. */
export function answerCurso(db: MockDb, storageUrl: string, me: Me, curso: Curso): CursoResposta {
  const readable = readsCursoFiles(db, me, curso.cp_curso_id);
  const file = (column: (typeof CURSO_PDF_COLUMNS)[number]) => {
    const stored = curso[column];
    const url = readable ? signedFileUrl(db, storageUrl, stored) : null;
    const slash = stored ? stored.indexOf('/') : -1;
    const name = url && stored ? downloadName(db, me, stored.slice(0, slash), stored.slice(slash + 1)) : null;
    return { url, name };
  };
  return cursoAnswer(curso, CURSO_PDF_COLUMNS.map(file));
}

const findCurso = (db: MockDb, id: number) => db.cursos.findFirst((q) => q.where({ cp_curso_id: id }));
const tracksOf = (db: MockDb, id: number) => db.audios.findMany((q) => q.where({ cp_curso_id: id }));

/** Checks every upload the form names, before any write; tracks are named after their files. */
function checkFiles(db: MockDb, owner: number, pdfs: readonly string[], audios: readonly string[]) {
  const pdfPaths = pdfs.map((id) => checkUploadFile(db, owner, id, 'pdfCurso').path);
  const tracks = audios.map((id) => {
    const file = checkUploadFile(db, owner, id, 'audio');
    return { path: file.path, name: audioNameOf(file.fileName) };
  });
  return { pdfPaths, tracks };
}

async function addTracks(db: MockDb, cursoId: number, tracks: readonly { path: string; name: string }[]) {
  let next = Math.max(0, ...db.audios.all().map((a) => a.cp_audio_id));
  for (const track of tracks) {
    await db.audios.create({
      cp_audio_id: ++next,
      cp_curso_id: cursoId,
      cp_nome_audio: track.name,
      cp_arquivo_audio: track.path,
    });
  }
}

/** Sets a course's link and PDFs; PDFs it no longer shows are removed. */
async function setContent(db: MockDb, curso: Curso, link: string | null, pdfs: readonly string[]) {
  const next = cursoPdfValues(pdfs);
  const previous = CURSO_PDF_COLUMNS.map((column) => curso[column]);
  await db.cursos.update((q) => q.where({ cp_curso_id: curso.cp_curso_id }), {
    data(c) {
      c.cp_youtube_link_curso = link;
      c.cp_pdf1_curso = next[0]!;
      c.cp_pdf2_curso = next[1]!;
      c.cp_pdf3_curso = next[2]!;
    },
  });
  for (const old of previous) if (old && !next.includes(old)) deleteStoredFile(db, old);
}

export const cursoRoutes: MockRoute[] = [
  route(listCursos, ({ query, auth, db, storageUrl }) => {
    assertMayList('cursos', auth);
    const rows = listableRows('cursos', auth, db.cursos.all(), () => ({})).filter(
      (c) => query.comAudios !== 1 || tracksOf(db, c.cp_curso_id).length > 0,
    );
    const page = listReply(rows, query, {
      searchText: searchTextOf(CURSO_SEARCH),
      sort: compareBy(CURSO_ORDER),
    });
    return reply(
      page.body.map((c) => answerCurso(db, storageUrl, auth, c)),
      { headers: { ...page.headers } },
    );
  }),

  route(getCurso, ({ params, auth, db, storageUrl }) => {
    const curso = findCurso(db, idParam(params, 'id'));
    if (!curso) throw notFound(CURSO_MESSAGES.notFound);
    return answerCurso(db, storageUrl, auth, curso);
  }),

  route(listAudiosCurso, ({ params, query, auth, db, storageUrl }) => {
    const id = idParam(params, 'courseId');
    if (!findCurso(db, id)) throw notFound(CURSO_MESSAGES.notFound);
    const readable = readsCursoFiles(db, auth, id) ? tracksOf(db, id) : [];
    const page = listReply(readable, query, {
      searchText: searchTextOf(AUDIO_SEARCH),
      sort: compareBy(AUDIO_ORDER),
    });
    return reply(
      page.body.map((a): AudioResposta => ({ ...a, cp_arquivo_audio: signedFileUrl(db, storageUrl, a.cp_arquivo_audio) })),
      { headers: { ...page.headers } },
    );
  }),

  route(createCurso, async ({ body, auth, db }) => {
    assertMayWrite('audios', auth, 'create');
    const existing = db.cursos.findFirst((q) => q.where({ cp_nome_curso: body.cp_nome_curso }));
    if (existing && tracksOf(db, existing.cp_curso_id).length > 0) throw conflict(CURSO_MESSAGES.alreadyHasAudios);
    if (!existing && !COURSE_CATALOGUE.includes(body.cp_nome_curso)) throw badRequest(CURSO_MESSAGES.notInCatalogue);
    const { pdfPaths, tracks } = checkFiles(db, auth.userId, body.pdfs, body.audios);
    let curso = existing;
    if (!curso) {
      curso = await db.cursos.create({
        cp_curso_id: Math.max(0, ...db.cursos.all().map((c) => c.cp_curso_id)) + 1,
        cp_nome_curso: body.cp_nome_curso,
        cp_youtube_link_curso: null,
        cp_pdf1_curso: null,
        cp_pdf2_curso: null,
        cp_pdf3_curso: null,
      });
    }
    await setContent(db, curso, youtubeLinkOf(body.cp_youtube_link_curso), pdfPaths);
    await addTracks(db, curso.cp_curso_id, tracks);
    for (const upload of [...body.pdfs, ...body.audios]) await claimUpload(db, upload);
    return { cursoId: curso.cp_curso_id, msg: CURSO_MESSAGES.created };
  }),

  route(updateCurso, async ({ params, body, auth, db }) => {
    const curso = findCurso(db, idParam(params, 'id'));
    if (!curso) throw notFound(CURSO_MESSAGES.notFound);
    assertMayWrite('cursos', auth);
    const slots = resolvePdfSlots(
      body.pdfs,
      CURSO_PDF_COLUMNS.map((column) => curso[column]),
    );
    const remove = [...new Set(body.remover)];
    const own = new Set(tracksOf(db, curso.cp_curso_id).map((a) => a.cp_audio_id));
    if (remove.some((id) => !own.has(id))) throw badRequest(CURSO_MESSAGES.audioNotInCourse);
    const newPdfs = newPdfUploads(slots);
    const { pdfPaths, tracks } = checkFiles(db, auth.userId, newPdfs, body.audios);
    await setContent(db, curso, youtubeLinkOf(body.cp_youtube_link_curso), pdfPathsOf(slots, pdfPaths));
    for (const id of remove) {
      const track = db.audios.findFirst((q) => q.where({ cp_audio_id: id }));
      db.audios.delete((q) => q.where({ cp_audio_id: id }));
      // Its played marks go with it (audios_ouvidos → audios on delete cascade).
      db.audiosOuvidos.deleteMany((q) => q.where({ cp_audio_id: id }));
      if (track) deleteStoredFile(db, track.cp_arquivo_audio);
    }
    await addTracks(db, curso.cp_curso_id, tracks);
    for (const upload of [...newPdfs, ...body.audios]) await claimUpload(db, upload);
    return { msg: CURSO_MESSAGES.updated };
  }),
];
