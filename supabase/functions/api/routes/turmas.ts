/**
 * Classes (turmas) and the students of a school (spec section 7, "Classes";
 * docs/registration.md). Membership is one fact, stored once in
 * turma_alunos: a class's cp_tr_alunos and a student's cp_turma_id are read
 * from it, and a student chosen for a class leaves any other class.
 */
import {
  deleteTurma,
  getTurma,
  listAlunosEscola,
  listTurmasProfessor,
  listTurmas,
  registerTurma,
  TURMA_COLUMNS,
  TURMA_FORM_COLUMNS,
  TURMA_ORDER,
  TURMA_SEARCH,
  updateTurma,
  type TurmaFields,
} from '../../_shared/contract/turmas.ts';
import { USUARIO_ORDER } from '../../_shared/contract/usuarios.ts';
import { compareBy } from '../../_shared/contract/order.ts';
import { distinctStudents, isLiveMemberOf, turmaAnswer, type MemberFacts } from '../../_shared/contract/rules/turmas.ts';
import { valuesOf } from '../../_shared/contract/columns.ts';
import { insertList, selectList, setList } from '../lib/columns.ts';
import type { Turma, TurmaRow } from '../../_shared/contract/entities.ts';
import type { z } from 'zod';
import type { Sql } from '../ports.ts';
import { badRequest, forbidden, isUniqueViolation, MSG, notFound } from '../lib/errors.ts';
import { sweepFiles } from '../lib/files.ts';
import { inOrder, listReply, orderedPage, searchSql, searchWords, Where } from '../lib/list.ts';
import { idParam } from '../lib/params.ts';
import { TURMA_OF_P, type Me } from '../lib/profiles.ts';
import { handle, type Route } from '../lib/route.ts';
import { mayOn, requireList, requireMay, scopeFilter } from '../lib/scope.ts';
import { readableSchool } from './escolas.ts';
import { schoolIsLive } from './usuarios.ts';

/**
 * The FROM of a keys or count statement that searches with `q`: the teacher's
 * name comes from private.turma_labels (a student may read their class, not
 * their teacher's profile), which answers only for classes the caller may
 * read; the course's name from cursos.
 */
const SEARCH_FROM = `
  from public.turmas t
  left join lateral private.turma_labels(t.cp_tr_id) l on true
  left join public.cursos c on c.cp_curso_id = t.cp_tr_curso_id`;

/**
 * The FROM of a keys or count statement: the labels and the course join only
 * when `q` searches their names. Both joins are on a key (at most one row per
 * class), so without them the matching classes are the same — but every
 * turma_labels call is a query of its own, which counting or ordering every
 * class of a school does not need (docs/scale.md, finding D).
 */
const keysFrom = (q: string | undefined) => (searchWords(q).length > 0 ? SEARCH_FROM : 'from public.turmas t');

/**
 * Classes with what their answer reads, for the ids in $1 (bigint[]). The
 * teacher's, school's and course's names and the members come from
 * private.turma_cards, one call for the whole page, which answers only for
 * classes the caller may read (as turmas_select, which filters `t`).
 */
const TURMA_SELECT = `
  select ${selectList('t', TURMA_COLUMNS)}, k.alunos, k.nome_professor, k.nome_escola, k.nome_curso
  from public.turmas t
  left join private.turma_cards($1::bigint[]) k on k.cp_tr_id = t.cp_tr_id
  where t.cp_tr_id = any($1::bigint[])`;

interface TurmaSqlRow extends TurmaRow, Record<string, unknown> {
  alunos: number[] | null;
  nome_professor: string | null;
  nome_escola: string | null;
  nome_curso: string | null;
}

const toTurma = ({ alunos, nome_professor, nome_escola, nome_curso, ...row }: TurmaSqlRow): Turma =>
  turmaAnswer(row, { alunos, nomeProfessor: nome_professor, nomeEscola: nome_escola, nomeCurso: nome_curso });

async function turmasByIds(sql: Sql, ids: readonly number[]): Promise<Turma[]> {
  const rows = await sql.query<TurmaSqlRow>(TURMA_SELECT, [ids]);
  return inOrder(ids, rows.map(toTurma), (r) => r.cp_tr_id);
}

/** A class the caller may read, or null. */
async function readableTurma(sql: Sql, id: number): Promise<Turma | null> {
  const [row] = await sql.query<TurmaSqlRow>(TURMA_SELECT, [[id]]);
  return row ? toTurma(row) : null;
}

/** Where each searched field of a class is read in the keys statement (SEARCH_FROM). */
const TURMA_SEARCH_SQL: Readonly<Record<(typeof TURMA_SEARCH)[number], string>> = {
  cp_tr_nome: 't.cp_tr_nome',
  nomeDoProfessor: 'l.nome_professor',
  cursoNome: 'c.cp_nome_curso',
};

/** Classes matching `where` (over `t`; over `l` and `c` only in the `q` search), in name order, paged. */
async function turmaPage(sql: Sql, where: Where, query: { page?: number; pageSize?: number; q?: string }) {
  const page = await orderedPage(
    sql,
    `select t.cp_tr_id, t.cp_tr_nome ${keysFrom(query.q)} where ${where}`,
    where.params,
    query,
    TURMA_ORDER,
  );
  return { rows: await turmasByIds(sql, page.ids), total: page.total };
}

/** Whether the caller may `action` a class of `schoolId` (the class itself when it exists). */
const mayOnTurma = (me: Me, action: 'create' | 'write' | 'delete', schoolId: number, classId: number | null = null) =>
  mayOn('turmas', action, me, { schoolId, classId });

type Fields = z.output<typeof TurmaFields>;

/**
 * The checks of register and update, in the doc's order: the school is live
 * (400 schoolMissing) and writable (403); the teacher a live teacher of that
 * school (400 invalidTeacher); every student a live student of it (400
 * invalidStudents); the course exists (400 courseMissing).
 */
async function checkFields(sql: Sql, me: Me, body: Fields, action: 'create' | 'write', id: number | null): Promise<number[]> {
  requireMay('turmas', action, me);
  if (!(await schoolIsLive(sql, body.cp_tr_id_escola))) throw badRequest(MSG.schoolMissing);
  if (!mayOnTurma(me, action, body.cp_tr_id_escola, id)) throw forbidden();
  const [teacher] = await memberFacts(sql, [body.cp_tr_id_professor]);
  if (!isLiveMemberOf(teacher, 4, body.cp_tr_id_escola)) throw badRequest(MSG.invalidTeacher);
  const students = distinctStudents(body.cp_tr_alunos);
  if (students.length > 0) {
    const found = new Map((await memberFacts(sql, students)).map((p) => [p.cp_id, p]));
    if (!students.every((id) => isLiveMemberOf(found.get(id), 5, body.cp_tr_id_escola))) throw badRequest(MSG.invalidStudents);
  }
  const [course] = await sql.query('select 1 from public.cursos where cp_curso_id = $1', [body.cp_tr_curso_id]);
  if (!course) throw badRequest(MSG.courseMissing);
  return students;
}

/** The facts of the people the caller reads among `ids` that decide whether they may be in a class. */
const memberFacts = (sql: Sql, ids: readonly number[]) =>
  sql.query<MemberFacts & { cp_id: number } & Record<string, unknown>>(
    'select cp_id, cp_tipo_user, cp_excluido, cp_escola_id from public.profiles where cp_id = any($1::bigint[])',
    [ids],
  );

/** Makes `students` the members of the class: the others leave it, and a chosen student in another class moves here. */
async function setMembers(sql: Sql, turmaId: number, students: readonly number[]): Promise<void> {
  await sql.query('delete from public.turma_alunos where cp_tr_id = $1 or cp_aluno_id = any($2::bigint[])', [turmaId, students]);
  if (students.length === 0) return;
  try {
    await sql.query('insert into public.turma_alunos (cp_tr_id, cp_aluno_id) select $1, unnest($2::bigint[])', [
      turmaId,
      students,
    ]);
  } catch (error) {
    // A chosen student still in a class the caller may not change.
    if (isUniqueViolation(error)) throw badRequest(MSG.invalidStudents);
    throw error;
  }
}

export const turmaRoutes: Route[] = [
  handle(listTurmas, ({ query, asCaller }) =>
    asCaller(async (sql, me) => {
      const where = new Where();
      scopeFilter(where, 'turmas', 'read', me, 't');
      if (query.escolaId !== undefined) where.add((bind) => `t.cp_tr_id_escola = ${bind(query.escolaId)}`);
      if (query.professorId !== undefined) where.add((bind) => `t.cp_tr_id_professor = ${bind(query.professorId)}`);
      where.search(
        query.q,
        searchSql(TURMA_SEARCH, (column) => TURMA_SEARCH_SQL[column as keyof typeof TURMA_SEARCH_SQL]),
      );
      const { rows, total } = await turmaPage(sql, where, query);
      return listReply(rows, total);
    }),
  ),

  handle(getTurma, ({ params, asCaller }) => {
    const id = idParam(params, 'id');
    return asCaller(async (sql) => {
      const turma = await readableTurma(sql, id);
      if (!turma) throw notFound(MSG.turmaNotFound);
      return turma;
    });
  }),

  handle(listTurmasProfessor, ({ params, asCaller }) => {
    const teacherId = idParam(params, 'teacherId');
    return asCaller(async (sql) => {
      const where = new Where().add((bind) => `t.cp_tr_id_professor = ${bind(teacherId)}`);
      const keys = await sql.query<{ cp_tr_id: number; cp_tr_nome: string }>(
        `select t.cp_tr_id, t.cp_tr_nome ${keysFrom(undefined)} where ${where}`,
        where.params,
      );
      return turmasByIds(
        sql,
        keys.sort(compareBy(TURMA_ORDER)).map((k) => k.cp_tr_id),
      );
    });
  }),

  handle(listAlunosEscola, ({ params, asCaller }) => {
    const schoolId = idParam(params, 'schoolId');
    return asCaller(async (sql, me) => {
      requireList('usuarios', me);
      // Another school than the ones whose people the caller may list does not exist for them.
      if (!mayOn('usuarios', 'list', me, { schoolId })) throw notFound(MSG.schoolNotFound);
      if (!(await readableSchool(sql, schoolId))) throw notFound(MSG.schoolNotFound);
      const rows = await sql.query<{ cp_id: number; cp_nome: string; cp_turma_id: number | null }>(
        `select p.cp_id, p.cp_nome, ${TURMA_OF_P} as cp_turma_id from public.profiles p
          where p.cp_escola_id = $1 and p.cp_tipo_user = 5 and p.cp_excluido = 0`,
        [schoolId],
      );
      return rows.map(({ cp_id, cp_nome, cp_turma_id }) => ({ cp_id, cp_nome, cp_turma_id })).sort(compareBy(USUARIO_ORDER));
    });
  }),

  handle(registerTurma, ({ body, asCaller }) =>
    asCaller(async (sql, me) => {
      const students = await checkFields(sql, me, body, 'create', null);
      const [row] = await sql.query<{ cp_tr_id: number }>(
        `insert into public.turmas ${insertList(TURMA_FORM_COLUMNS)} returning cp_tr_id`,
        valuesOf(body, TURMA_FORM_COLUMNS),
      );
      await setMembers(sql, row!.cp_tr_id, students);
      return { msg: MSG.turmaRegistered, cp_tr_id: row!.cp_tr_id };
    }),
  ),

  handle(updateTurma, ({ params, body, asCaller }) => {
    const id = idParam(params, 'id');
    return asCaller(async (sql, me) => {
      const turma = await readableTurma(sql, id);
      if (!turma) throw notFound(MSG.turmaNotFound);
      if (!mayOnTurma(me, 'write', turma.cp_tr_id_escola, id)) throw forbidden();
      const students = await checkFields(sql, me, body, 'write', id);
      const rows = await sql.query(
        `update public.turmas set ${setList(TURMA_FORM_COLUMNS, 1)} where cp_tr_id = $1 returning cp_tr_id`,
        [id, ...valuesOf(body, TURMA_FORM_COLUMNS)],
      );
      if (rows.length === 0) throw forbidden();
      await setMembers(sql, id, students);
      return { msg: MSG.turmaUpdated };
    });
  }),

  /** Removes the class; its classroom records go with it, and its summaries' files (the discard trigger, then the sweep). */
  handle(deleteTurma, async (ctx) => {
    const id = idParam(ctx.params, 'id');
    await ctx.asCaller(async (sql, me) => {
      const turma = await readableTurma(sql, id);
      if (!turma) throw notFound(MSG.turmaNotFound);
      if (!mayOnTurma(me, 'delete', turma.cp_tr_id_escola, id)) throw forbidden();
      const rows = await sql.query('delete from public.turmas where cp_tr_id = $1 returning cp_tr_id', [id]);
      if (rows.length === 0) throw forbidden();
    });
    await sweepFiles(ctx);
    return { msg: MSG.turmaDeleted };
  }),
];
