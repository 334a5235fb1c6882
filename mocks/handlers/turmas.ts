/**
 * Classes (turmas; spec section 7, "Classes"; docs/registration.md). A
 * class's students are its rows in `turmaAlunos` (membership is stored once,
 * see lib/membership.ts); a student chosen for a class leaves any other.
 */
import type { z } from 'zod';
import {
  deleteTurma,
  getTurma,
  listAlunosEscola,
  listTurmasProfessor,
  listTurmas,
  pickColumns,
  registerTurma,
  TURMA_FORM_COLUMNS,
  TURMA_ORDER,
  TURMA_SEARCH,
  updateTurma,
  USUARIO_ORDER,
  type Turma,
  type TurmaFields,
} from '@contract';
import type { Caller } from '@contract/access';
import { nextId, type MockDb } from '../db/schema';
import type { TurmaRow } from '../seed/rows';
import { badRequest, forbidden, MSG, notFound } from '../lib/errors';
import { deleteStoredFile } from '../lib/files';
import { compareBy } from '@contract/order';
import { distinctStudents, isLiveMemberOf, turmaAnswer } from '@contract/rules/turmas';
import { searchTextOf } from '@contract/search';
import { listReply } from '../lib/list';
import { classIndex, dropClass, membersOf, setMembers } from '../lib/membership';
import { route, type MockRoute } from '../lib/route';
import { findLiveEscola } from '../lib/escolas';
import {
  assertMayList,
  assertMayWrite,
  assertReadable,
  assertWritable,
  canList,
  canWrite,
  listableRows,
  readableRows,
  escolaFacts,
  turmaFacts,
} from '../lib/scope';
import { idParam } from '../lib/validation';

type TurmaInput = z.output<typeof TurmaFields>;

/** A stored class as the contract's Turma: its students and the names of its teacher, school and course. */
export function toTurma(db: MockDb, row: TurmaRow): Turma {
  const teacher = db.usuarios.findFirst((q) => q.where({ cp_id: row.cp_tr_id_professor }));
  const school = db.escolas.findFirst((q) => q.where({ cp_ec_id: row.cp_tr_id_escola }));
  const course = db.cursos.findFirst((q) => q.where({ cp_curso_id: row.cp_tr_curso_id }));
  return turmaAnswer(row, {
    alunos: membersOf(db, row.cp_tr_id),
    nomeProfessor: teacher?.cp_nome ?? null,
    nomeEscola: school?.cp_ec_nome ?? null,
    nomeCurso: course?.cp_nome_curso ?? null,
  });
}

/** A class inside the caller's read scope, or 404. */
export function findReadableTurma(db: MockDb, caller: Caller, id: number): TurmaRow {
  const turma = db.turmas.findFirst((q) => q.where({ cp_tr_id: id }));
  if (!turma) throw notFound(MSG.turmaNotFound);
  assertReadable('turmas', caller, turmaFacts(turma), MSG.turmaNotFound);
  return turma;
}

const byClassName = compareBy(TURMA_ORDER);

/** The readable classes, as answers. */
function readableTurmas(db: MockDb, caller: Caller): Turma[] {
  return readableRows('turmas', caller, db.turmas.all(), turmaFacts).map((t) => toTurma(db, t));
}

/**
 * The checks of a class form, in the documented order: the school live and
 * writable, the teacher a live teacher of it, every student a live student of
 * it, the course existing. Answers the distinct student ids.
 */
function checkTurmaForm(db: MockDb, caller: Caller, body: TurmaInput, id: number | null): number[] {
  const schoolId = body.cp_tr_id_escola;
  if (!findLiveEscola(db, schoolId)) throw badRequest(MSG.schoolMissing);
  if (!canWrite('turmas', caller, { schoolId, classId: id }, id === null ? 'create' : 'write')) throw forbidden();
  const teacher = db.usuarios.findFirst((q) => q.where({ cp_id: body.cp_tr_id_professor }));
  if (!isLiveMemberOf(teacher, 4, schoolId)) throw badRequest(MSG.invalidTeacher);
  const students = distinctStudents(body.cp_tr_alunos);
  for (const studentId of students) {
    const s = db.usuarios.findFirst((q) => q.where({ cp_id: studentId }));
    if (!isLiveMemberOf(s, 5, schoolId)) throw badRequest(MSG.invalidStudents);
  }
  if (!db.cursos.findFirst((q) => q.where({ cp_curso_id: body.cp_tr_curso_id }))) throw badRequest(MSG.courseMissing);
  return students;
}

const turmaColumns = (body: TurmaInput) => pickColumns(body, TURMA_FORM_COLUMNS);

export const turmaRoutes: MockRoute[] = [
  route(listTurmas, ({ query, auth, db }) => {
    assertMayList('turmas', auth);
    const rows = listableRows('turmas', auth, db.turmas.all(), turmaFacts).map((t) => toTurma(db, t));
    return listReply(rows, query, {
      searchText: searchTextOf(TURMA_SEARCH),
      filters: [
        (t) => query.escolaId === undefined || t.cp_tr_id_escola === query.escolaId,
        (t) => query.professorId === undefined || t.cp_tr_id_professor === query.professorId,
      ],
      sort: byClassName,
    });
  }),

  route(getTurma, ({ params, auth, db }) => toTurma(db, findReadableTurma(db, auth, idParam(params, 'id')))),

  route(listTurmasProfessor, ({ params, auth, db }) => {
    const teacherId = idParam(params, 'teacherId');
    return readableTurmas(db, auth)
      .filter((t) => t.cp_tr_id_professor === teacherId)
      .sort(byClassName);
  }),

  route(listAlunosEscola, ({ params, auth, db }) => {
    // As the api: a malformed id is a 400 before any permission is looked at.
    const schoolId = idParam(params, 'schoolId');
    assertMayList('usuarios', auth);
    const school = findLiveEscola(db, schoolId);
    // Another school than the ones whose people the caller may list does not exist for them.
    if (!school || !canList('usuarios', auth, escolaFacts(school))) throw notFound(MSG.schoolNotFound);
    const index = classIndex(db);
    return db.usuarios
      .findMany((q) => q.where({ cp_escola_id: school.cp_ec_id, cp_tipo_user: 5, cp_excluido: 0 }))
      .sort(compareBy(USUARIO_ORDER))
      .map((u) => ({ cp_id: u.cp_id, cp_nome: u.cp_nome, cp_turma_id: index.get(u.cp_id) ?? null }));
  }),

  route(registerTurma, async ({ body, auth, db }) => {
    assertMayWrite('turmas', auth, 'create');
    const students = checkTurmaForm(db, auth, body, null);
    const id = nextId(db, 'turmas', 'cp_tr_id');
    await db.turmas.create({ cp_tr_id: id, ...turmaColumns(body) });
    await setMembers(db, id, students);
    return { msg: MSG.turmaRegistered, cp_tr_id: id };
  }),

  route(updateTurma, async ({ params, body, auth, db }) => {
    const turma = findReadableTurma(db, auth, idParam(params, 'id'));
    assertWritable('turmas', auth, turmaFacts(turma));
    const students = checkTurmaForm(db, auth, body, turma.cp_tr_id);
    const columns = turmaColumns(body);
    await db.turmas.update((q) => q.where({ cp_tr_id: turma.cp_tr_id }), {
      data(t) {
        Object.assign(t, columns);
      },
    });
    await setMembers(db, turma.cp_tr_id, students);
    return { msg: MSG.turmaUpdated };
  }),

  route(deleteTurma, ({ params, auth, db }) => {
    const turma = findReadableTurma(db, auth, idParam(params, 'id'));
    assertWritable('turmas', auth, turmaFacts(turma), 'delete');
    // Nothing is left pointing at a class that is gone: its memberships, its
    // classroom records (attendance, summaries, grades) and its events go with it, as the
    // foreign keys of those tables do on the database (docs/registration.md),
    // and its summaries' files leave storage (docs/sala-de-aula.md).
    const id = turma.cp_tr_id;
    dropClass(db, id);
    const files = db.resumos.findMany((q) => q.where({ cp_res_turma_id: id })).map((r) => r.cp_res_arquivo);
    db.chamadas.deleteMany((q) => q.where({ cp_ch_turma_id: id }));
    db.resumos.deleteMany((q) => q.where({ cp_res_turma_id: id }));
    db.notas.deleteMany((q) => q.where({ cp_nota_turma_id: id }));
    // Its agenda events too (docs/agenda.md: the class's key cascades).
    db.agendaEventos.deleteMany((q) => q.where({ cp_ev_turma_id: id }));
    for (const path of files) deleteStoredFile(db, path);
    db.turmas.delete((q) => q.where({ cp_tr_id: id }));
    return { msg: MSG.turmaDeleted };
  }),
];
