/**
 * The classroom (docs/sala-de-aula.md): attendance, grades and lesson
 * summaries of a class, the student's course material and played-audio
 * marks, as the api answers them. Authorisation goes only through ACCESS,
 * with a record's facts composed through its class (lib/sala-de-aula.ts):
 * a class or record the caller cannot read is 404, one they read but may not
 * write 403. Every check runs before the first write, so a refusal changes
 * nothing.
 */
import {
  ALUNO_ORDER,
  CHAMADA_ORDER,
  CLASSROOM_RECORDS,
  createChamada,
  CURSO_MESSAGES,
  createChamadasLote,
  createNota,
  createResumo,
  deleteChamada,
  deleteNota,
  deleteResumo,
  exportarSalaDeAula,
  FREQUENCIA_ORDER,
  getCursoMaterial,
  getListaChamada,
  getTurmaCursoId,
  listAudiosMarcados,
  listChamadas,
  listFrequencia,
  listNotas,
  listResumos,
  listTurmaAlunos,
  NOTA_ORDER,
  registrarVisualizacao,
  RESUMO_ORDER,
  RESUMO_SEARCH,
  SALA_MESSAGES,
  saveListaChamada,
  updateChamada,
  updateNota,
  updateResumo,
  type AlunoEscola,
  type Chamada,
  type ClassroomResource,
  type Curso,
  type ListaChamadaItem,
  type Nota,
  type Resumo,
} from '@contract';
import { businessToday } from '@contract/dates';
import { compareBy } from '@contract/order';
import { gradeAverage } from '@contract/rules/notas';
import {
  chamadasCsv,
  checkListaChamada,
  exportFileName,
  frequencias,
  notasCsv,
  readsWholeClass,
  resumoArquivo,
  resumoFields,
  resumoUpload,
  type ResumoArquivoInput,
} from '@contract/rules/sala-de-aula';
import { searchTextOf } from '@contract/search';
import { allows, scopeOf, type Caller, type Resource } from '@contract/access';
import { nextId, type MockDb } from '../db/schema';
import type { ChamadaRow, NotaRow, TurmaRow } from '../seed/rows';
import { badRequest, conflict, forbidden, notFound } from '../lib/errors';
import { checkUpload, claimUpload, deleteStoredFile, readsCursoFiles, signedFileUrl } from '../lib/files';
import { listReply } from '../lib/list';
import { membersOf } from '../lib/membership';
import { reply } from '../lib/reply';
import { route, type MockRoute } from '../lib/route';
import { classFacts, findTurma, holdsRecordIn, recordFacts, recordTaken, storedRecord } from '../lib/sala-de-aula';
import { assertMayList, assertMayWrite, assertReadable, assertWritable, canRead, readableRows, turmaFacts } from '../lib/scope';
import { idParam } from '../lib/validation';
import { answerCurso } from './cursos';
import { findReadableTurma } from './turmas';

type Me = Caller & { userId: number };

/** The caller's read scope over a resource (with their grants). */
const readScope = (resource: Resource, caller: Caller) => scopeOf(resource, 'read', caller.type, caller.grants);

/**
 * The class of a list of records: one the caller reads (ACCESS.turmas), or —
 * for a reader of their own records only — one they hold a record in (a
 * student who left the class keeps their history there). 404 otherwise.
 */
function classForReading(db: MockDb, caller: Me, resource: ClassroomResource, turmaId: number): TurmaRow {
  const turma = findTurma(db, turmaId);
  if (turma && canRead('turmas', caller, turmaFacts(turma))) return turma;
  if (turma && readScope(resource, caller) === 'self' && holdsRecordIn(db, caller.userId, turma.cp_tr_id)) return turma;
  throw notFound(SALA_MESSAGES.turmaNotFound);
}

/**
 * A class whose every record the caller reads (the pickers, the exports):
 * 403 for a type that reads no records or only their own (a student never
 * sees a classmate's name), then 404 for a class they do not read.
 */
function classForWholeReading(db: MockDb, caller: Me, resource: ClassroomResource, turmaId: number): TurmaRow {
  if (!readsWholeClass(readScope(resource, caller))) throw forbidden();
  const turma = findTurma(db, turmaId);
  if (!turma || !canRead('turmas', caller, turmaFacts(turma))) throw notFound(SALA_MESSAGES.turmaNotFound);
  return turma;
}

/**
 * A class the caller adds a record to: 403 for a type that writes none, 404
 * for a class they do not read, 403 for one that is not theirs to write.
 */
function classForWriting(db: MockDb, caller: Me, resource: ClassroomResource, turmaId: number): TurmaRow {
  assertMayWrite(resource, caller, 'create');
  const turma = findTurma(db, turmaId);
  if (!turma || !canRead('turmas', caller, turmaFacts(turma))) throw notFound(SALA_MESSAGES.turmaNotFound);
  assertWritable(resource, caller, classFacts(turma), 'create');
  return turma;
}

/** The live current students of a class, by name. */
function currentStudents(db: MockDb, turmaId: number): AlunoEscola[] {
  const ids = new Set(membersOf(db, turmaId));
  return db.usuarios
    .findMany((q) => q.where((u) => ids.has(u.cp_id) && u.cp_excluido === 0 && u.cp_tipo_user === 5))
    .map((u) => ({ cp_id: u.cp_id, cp_nome: u.cp_nome, cp_turma_id: turmaId }))
    .sort(compareBy(ALUNO_ORDER));
}

function assertCurrentStudent(db: MockDb, turmaId: number, alunoId: number): void {
  if (!currentStudents(db, turmaId).some((s) => s.cp_id === alunoId)) throw badRequest(SALA_MESSAGES.notInClass);
}

/** Student names by id (records name their student by id; the name is joined on read). */
function namesOf(db: MockDb): (id: number) => string {
  const names = new Map(db.usuarios.all().map((u) => [u.cp_id, u.cp_nome]));
  return (id) => names.get(id) ?? '';
}

const withName = (nameOf: (id: number) => string, row: ChamadaRow): Chamada => ({
  ...row,
  cp_nome_aluno: nameOf(row.cp_ch_aluno_id),
});

const toNota = (nameOf: (id: number) => string, row: NotaRow): Nota => ({
  ...row,
  cp_nome_aluno: nameOf(row.cp_nota_aluno_id),
  cp_nota_media: gradeAverage(row.cp_nota_workbook, row.cp_nota_prova),
});

const historyOrder = compareBy(CHAMADA_ORDER);
const notasOrder = compareBy(NOTA_ORDER);

/** The class's attendance records the caller reads, named. */
function readableChamadas(db: MockDb, caller: Caller, turmaId: number): Chamada[] {
  const rows = db.chamadas.findMany((q) => q.where({ cp_ch_turma_id: turmaId }));
  const nameOf = namesOf(db);
  return readableRows('chamadas', caller, rows, (row) => recordFacts(db, 'chamadas', row)).map((row) => withName(nameOf, row));
}

function readableNotas(db: MockDb, caller: Caller, turmaId: number): Nota[] {
  const rows = db.notas.findMany((q) => q.where({ cp_nota_turma_id: turmaId }));
  const nameOf = namesOf(db);
  return readableRows('notas', caller, rows, (row) => recordFacts(db, 'notas', row)).map((row) => toNota(nameOf, row));
}

/** A stored record the caller reads, or 404 with the resource's message. */
function findReadable<R extends ClassroomResource>(db: MockDb, caller: Caller, resource: R, id: number) {
  const row = storedRecord(db, resource, id);
  const msg = CLASSROOM_RECORDS[resource].notFound;
  if (!row) throw notFound(msg);
  assertReadable(resource, caller, recordFacts(db, resource, row), msg);
  return row;
}

/** A summary as answered: its file as a signed URL (null when there is none, or it left storage). */
const answerResumo = (db: MockDb, storageUrl: string, row: Resumo): Resumo => ({
  ...row,
  cp_res_arquivo: signedFileUrl(db, storageUrl, row.cp_res_arquivo),
});

/** The file a summary form names, checked before any write (a new upload is claimed after it). */
function summaryFile(db: MockDb, me: Me, arquivo: ResumoArquivoInput, current: string | null) {
  const claim = resumoUpload(arquivo);
  const uploaded = claim === null ? null : checkUpload(db, me.userId, claim, 'resumo');
  return { path: resumoArquivo(arquivo, uploaded, current), claim };
}

export const salaDeAulaRoutes: MockRoute[] = [
  route(listTurmaAlunos, ({ params, auth, db }) => {
    const turma = classForWholeReading(db, auth, 'chamadas', idParam(params, 'id'));
    return currentStudents(db, turma.cp_tr_id);
  }),

  // ── Attendance ──────────────────────────────────────────────────────
  route(listChamadas, ({ params, query, auth, db }) => {
    const turma = classForReading(db, auth, 'chamadas', idParam(params, 'id'));
    return listReply(readableChamadas(db, auth, turma.cp_tr_id), query, {
      filters: [
        (c) => query.alunoId === undefined || c.cp_ch_aluno_id === query.alunoId,
        (c) => query.de === undefined || c.cp_ch_data >= query.de,
        (c) => query.ate === undefined || c.cp_ch_data <= query.ate,
      ],
      sort: historyOrder,
    });
  }),

  route(createChamada, async ({ body, auth, db }) => {
    const turma = classForWriting(db, auth, 'chamadas', body.turmaId);
    assertCurrentStudent(db, turma.cp_tr_id, body.alunoId);
    if (recordTaken(db, 'chamadas', turma.cp_tr_id, body.alunoId, body.data)) throw conflict(SALA_MESSAGES.chamadaDuplicate);
    const id = nextId(db, 'chamadas', 'cp_ch_id');
    await db.chamadas.create({
      cp_ch_id: id,
      cp_ch_turma_id: turma.cp_tr_id,
      cp_ch_aluno_id: body.alunoId,
      cp_ch_data: body.data,
      cp_ch_hora: body.hora,
      cp_ch_status: body.status,
    });
    return { msg: SALA_MESSAGES.chamadaSaved, cp_ch_id: id };
  }),

  route(createChamadasLote, async ({ body, auth, db }) => {
    const turma = classForWriting(db, auth, 'chamadas', body.turmaId);
    const students = currentStudents(db, turma.cp_tr_id);
    if (students.length === 0) throw badRequest(SALA_MESSAGES.noStudents);
    // All or nothing: anyone already recorded that day, and nobody is written.
    const recorded = new Set(
      db.chamadas
        .findMany((q) => q.where({ cp_ch_turma_id: turma.cp_tr_id, cp_ch_data: body.data }))
        .map((c) => c.cp_ch_aluno_id),
    );
    const already = students.filter((s) => recorded.has(s.cp_id));
    if (already.length > 0) throw conflict(SALA_MESSAGES.loteDuplicate(already.map((s) => s.cp_nome).join(', ')));
    for (const s of students) {
      await db.chamadas.create({
        cp_ch_id: nextId(db, 'chamadas', 'cp_ch_id'),
        cp_ch_turma_id: turma.cp_tr_id,
        cp_ch_aluno_id: s.cp_id,
        cp_ch_data: body.data,
        cp_ch_hora: body.hora,
        cp_ch_status: body.status,
      });
    }
    return { msg: SALA_MESSAGES.loteSaved(students.length), count: students.length };
  }),

  // The roll call of a day: every current student, with their record that day (or nulls).
  route(getListaChamada, ({ params, query, auth, db }): ListaChamadaItem[] => {
    const turma = classForWholeReading(db, auth, 'chamadas', idParam(params, 'id'));
    const ofDay = new Map(
      db.chamadas
        .findMany((q) => q.where({ cp_ch_turma_id: turma.cp_tr_id, cp_ch_data: query.data }))
        .map((c) => [c.cp_ch_aluno_id, c]),
    );
    return currentStudents(db, turma.cp_tr_id).map((s) => {
      const c = ofDay.get(s.cp_id);
      return {
        cp_aluno_id: s.cp_id,
        cp_nome_aluno: s.cp_nome,
        cp_ch_id: c?.cp_ch_id ?? null,
        cp_ch_hora: c?.cp_ch_hora ?? null,
        cp_ch_status: c?.cp_ch_status ?? null,
      };
    });
  }),

  // The roll call: checked whole before the first write; the day's records change status, the others are created.
  route(saveListaChamada, async ({ params, body, auth, db }) => {
    const turma = classForWriting(db, auth, 'chamadas', idParam(params, 'id'));
    assertWritable('chamadas', auth, classFacts(turma));
    const check = checkListaChamada(currentStudents(db, turma.cp_tr_id), body.alunos);
    if (!check.ok) throw check.status === 400 ? badRequest(check.msg) : conflict(check.msg);
    const ofDay = new Map(
      db.chamadas
        .findMany((q) => q.where({ cp_ch_turma_id: turma.cp_tr_id, cp_ch_data: body.data }))
        .map((c) => [c.cp_ch_aluno_id, c]),
    );
    for (const { alunoId, status } of check.entries) {
      const existing = ofDay.get(alunoId);
      if (existing) {
        // Its status only: the lesson's time stays (decision 39).
        await db.chamadas.update((q) => q.where({ cp_ch_id: existing.cp_ch_id }), {
          data(c) {
            c.cp_ch_status = status;
          },
        });
      } else {
        await db.chamadas.create({
          cp_ch_id: nextId(db, 'chamadas', 'cp_ch_id'),
          cp_ch_turma_id: turma.cp_tr_id,
          cp_ch_aluno_id: alunoId,
          cp_ch_data: body.data,
          cp_ch_hora: body.hora,
          cp_ch_status: status,
        });
      }
    }
    return { msg: SALA_MESSAGES.loteSaved(check.entries.length), count: check.entries.length };
  }),

  route(updateChamada, async ({ params, body, auth, db }) => {
    const row = findReadable(db, auth, 'chamadas', idParam(params, 'id'));
    assertWritable('chamadas', auth, recordFacts(db, 'chamadas', row));
    // The status only: the record keeps the lesson's date and time (decision 39).
    await db.chamadas.update((q) => q.where({ cp_ch_id: row.cp_ch_id }), {
      data(c) {
        c.cp_ch_status = body.status;
      },
    });
    return { msg: SALA_MESSAGES.statusUpdated(body.status) };
  }),

  route(deleteChamada, ({ params, auth, db }) => {
    const row = findReadable(db, auth, 'chamadas', idParam(params, 'id'));
    assertWritable('chamadas', auth, recordFacts(db, 'chamadas', row), 'delete');
    db.chamadas.delete((q) => q.where({ cp_ch_id: row.cp_ch_id }));
    return { msg: SALA_MESSAGES.chamadaDeleted };
  }),

  route(listFrequencia, ({ params, auth, db }) => {
    const turma = classForReading(db, auth, 'chamadas', idParam(params, 'id'));
    return frequencias(readableChamadas(db, auth, turma.cp_tr_id)).sort(compareBy(FREQUENCIA_ORDER));
  }),

  // ── Grades ──────────────────────────────────────────────────────────
  route(listNotas, ({ params, query, auth, db }) => {
    const turma = classForReading(db, auth, 'notas', idParam(params, 'id'));
    return listReply(readableNotas(db, auth, turma.cp_tr_id), query, {
      filters: [(n) => query.alunoId === undefined || n.cp_nota_aluno_id === query.alunoId],
      sort: notasOrder,
    });
  }),

  route(createNota, async ({ body, auth, db }) => {
    const turma = classForWriting(db, auth, 'notas', body.turmaId);
    assertCurrentStudent(db, turma.cp_tr_id, body.alunoId);
    if (recordTaken(db, 'notas', turma.cp_tr_id, body.alunoId, body.data)) throw conflict(SALA_MESSAGES.notaDuplicate);
    const id = nextId(db, 'notas', 'cp_nota_id');
    await db.notas.create({
      cp_nota_id: id,
      cp_nota_turma_id: turma.cp_tr_id,
      cp_nota_aluno_id: body.alunoId,
      cp_nota_data: body.data,
      cp_nota_workbook: body.notaWorkbook,
      cp_nota_prova: body.notaProva,
    });
    return { msg: SALA_MESSAGES.notaSaved, cp_nota_id: id };
  }),

  route(updateNota, async ({ params, body, auth, db }) => {
    const row = findReadable(db, auth, 'notas', idParam(params, 'id'));
    assertWritable('notas', auth, recordFacts(db, 'notas', row));
    await db.notas.update((q) => q.where({ cp_nota_id: row.cp_nota_id }), {
      data(n) {
        n.cp_nota_workbook = body.notaWorkbook;
        n.cp_nota_prova = body.notaProva;
      },
    });
    return { msg: SALA_MESSAGES.notaUpdated };
  }),

  route(deleteNota, ({ params, auth, db }) => {
    const row = findReadable(db, auth, 'notas', idParam(params, 'id'));
    assertWritable('notas', auth, recordFacts(db, 'notas', row), 'delete');
    db.notas.delete((q) => q.where({ cp_nota_id: row.cp_nota_id }));
    return { msg: SALA_MESSAGES.notaDeleted };
  }),

  // ── Lesson summaries ────────────────────────────────────────────────
  route(listResumos, ({ params, query, auth, db, storageUrl }) => {
    const turma = classForReading(db, auth, 'resumos', idParam(params, 'turmaId'));
    const rows = readableRows(
      'resumos',
      auth,
      db.resumos.findMany((q) => q.where({ cp_res_turma_id: turma.cp_tr_id })),
      (row) => recordFacts(db, 'resumos', row),
    );
    const page = listReply(rows, query, {
      searchText: searchTextOf(RESUMO_SEARCH),
      sort: compareBy(RESUMO_ORDER[query.ordem]),
    });
    return reply(
      page.body.map((r) => answerResumo(db, storageUrl, r)),
      { headers: { ...page.headers } },
    );
  }),

  route(createResumo, async ({ body, auth, db, storageUrl }) => {
    const turma = classForWriting(db, auth, 'resumos', body.turmaId);
    const file = summaryFile(db, auth, body.arquivo, null);
    const row: Resumo = {
      cp_res_id: nextId(db, 'resumos', 'cp_res_id'),
      cp_res_turma_id: turma.cp_tr_id,
      ...resumoFields(body, file.path),
    };
    await db.resumos.create(row);
    if (file.claim) await claimUpload(db, file.claim);
    return answerResumo(db, storageUrl, row);
  }),

  route(updateResumo, async ({ params, body, auth, db, storageUrl }) => {
    const current = findReadable(db, auth, 'resumos', idParam(params, 'id'));
    assertWritable('resumos', auth, recordFacts(db, 'resumos', current));
    const file = summaryFile(db, auth, body.arquivo, current.cp_res_arquivo);
    const columns = resumoFields(body, file.path);
    await db.resumos.update((q) => q.where({ cp_res_id: current.cp_res_id }), {
      data(r) {
        Object.assign(r, columns);
      },
    });
    if (file.claim) await claimUpload(db, file.claim);
    // A replaced or removed file leaves storage.
    if (current.cp_res_arquivo !== null && current.cp_res_arquivo !== file.path) deleteStoredFile(db, current.cp_res_arquivo);
    return answerResumo(db, storageUrl, { ...current, ...columns });
  }),

  route(deleteResumo, ({ params, auth, db }) => {
    const row = findReadable(db, auth, 'resumos', idParam(params, 'id'));
    assertWritable('resumos', auth, recordFacts(db, 'resumos', row), 'delete');
    db.resumos.delete((q) => q.where({ cp_res_id: row.cp_res_id }));
    deleteStoredFile(db, row.cp_res_arquivo);
    return { msg: SALA_MESSAGES.resumoDeleted };
  }),

  // ── Export ──────────────────────────────────────────────────────────
  route(exportarSalaDeAula, ({ params, query, auth, db }) => {
    const turma = classForWholeReading(db, auth, query.tipo, idParam(params, 'id'));
    const csv =
      query.tipo === 'chamadas'
        ? chamadasCsv(readableChamadas(db, auth, turma.cp_tr_id).sort(historyOrder))
        : notasCsv(readableNotas(db, auth, turma.cp_tr_id).sort(notasOrder));
    return { arquivo: exportFileName(query.tipo, turma.cp_tr_id, businessToday()), csv };
  }),

  // ── The student's course ────────────────────────────────────────────
  route(getTurmaCursoId, ({ params, auth, db }) => ({
    cp_tr_curso_id: findReadableTurma(db, auth, idParam(params, 'turmaId')).cp_tr_curso_id,
  })),

  route(getCursoMaterial, ({ params, auth, db, storageUrl }) => {
    const found = db.cursos.findFirst((q) => q.where({ cp_curso_id: idParam(params, 'courseId') }));
    if (!found) throw notFound(CURSO_MESSAGES.notFound);
    // The files are signed only for who reads the course's files (a student: their class's course).
    const answer = answerCurso(db, storageUrl, auth, found);
    const curso: Curso = {
      cp_curso_id: answer.cp_curso_id,
      cp_nome_curso: answer.cp_nome_curso,
      cp_youtube_link_curso: answer.cp_youtube_link_curso,
      cp_pdf1_curso: answer.cp_pdf1_curso,
      cp_pdf2_curso: answer.cp_pdf2_curso,
      cp_pdf3_curso: answer.cp_pdf3_curso,
    };
    return curso;
  }),

  // ── Played audios ───────────────────────────────────────────────────
  route(listAudiosMarcados, ({ params, query, auth, db }) => {
    const userId = idParam(params, 'userId');
    assertMayList('audiosOuvidos', auth);
    if (!allows('audiosOuvidos', 'read', auth, { ownerUserId: userId })) throw forbidden();
    // A course's marks count only where its tracks are readable (ACCESS.audios: a student's class's course), as under RLS.
    const ofCourse =
      query.cursoId === undefined
        ? null
        : new Set(
            readsCursoFiles(db, auth, query.cursoId)
              ? db.audios.findMany((q) => q.where({ cp_curso_id: query.cursoId! })).map((a) => a.cp_audio_id)
              : [],
          );
    return db.audiosOuvidos
      .findMany((q) => q.where({ cp_aluno_id: userId }))
      .map((m) => m.cp_audio_id)
      .filter((id) => ofCourse === null || ofCourse.has(id))
      .sort((a, b) => a - b);
  }),

  route(registrarVisualizacao, async ({ body, auth, db }) => {
    if (body.userId !== auth.userId) throw forbidden(SALA_MESSAGES.onlyOwnMarks);
    assertWritable('audiosOuvidos', auth, { ownerUserId: body.userId }, 'create');
    const audio = db.audios.findFirst((q) => q.where({ cp_audio_id: body.audioId }));
    const turma = auth.classId === null ? undefined : findTurma(db, auth.classId);
    if (!audio || !turma || audio.cp_curso_id !== turma.cp_tr_curso_id) throw badRequest(SALA_MESSAGES.audioNotInCourse);
    // Marking twice changes nothing (the first mark's time stays).
    const marked = db.audiosOuvidos.findFirst((q) => q.where({ cp_aluno_id: body.userId, cp_audio_id: body.audioId }));
    if (!marked) {
      await db.audiosOuvidos.create({
        cp_aluno_id: body.userId,
        cp_audio_id: body.audioId,
        cp_ouvido_em: new Date().toISOString(),
      });
    }
    return { msg: SALA_MESSAGES.audioMarked };
  }),
];
