/**
 * The classroom (spec section 7, "Classroom"; docs/sala-de-aula.md):
 * attendance, grades and lesson summaries of a class, its CSV exports, the
 * student's course material and played-audio marks. Every statement runs as
 * the caller: the policies of the classroom migration decide (only the
 * class's teacher writes; the class's school's staff read; a student reads
 * their own records in any class and their class's summaries). The checks
 * here only choose the answer, in the doc's terms: a class or record the
 * caller may not read is 404, one they read but may not write 403, a second
 * record of a student on a day 409, bad input 400.
 */
import { scopeOf, type Resource } from '../../_shared/contract/access.ts';
import { CURSO_MESSAGES } from '../../_shared/contract/cursos.ts';
import { businessToday } from '../../_shared/contract/dates.ts';
import type { Chamada, Curso, Nota, Resumo } from '../../_shared/contract/entities.ts';
import { pageSlice } from '../../_shared/contract/paging.ts';
import {
  chamadasCsv,
  checkListaChamada,
  exportFileName,
  FREQUENCIA_COUNTS,
  notasCsv,
  readsWholeClass,
  resumoArquivo,
  resumoFields,
  resumoUpload,
} from '../../_shared/contract/rules/sala-de-aula.ts';
import {
  ALUNO_ORDER,
  CHAMADA_ORDER,
  CLASSROOM_RECORDS,
  createChamada,
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
  type ClassroomResource,
  type Frequencia,
  type ListaChamadaItem,
} from '../../_shared/contract/sala-de-aula.ts';
import type { Sql } from '../ports.ts';
import { badRequest, conflict, forbidden, isUniqueViolation, notFound } from '../lib/errors.ts';
import { checkUpload, claimUpload, signedUrls, sweepFiles, withSignedFiles } from '../lib/files.ts';
import { listReply, orderBy, searchSql, Where } from '../lib/list.ts';
import type { Me } from '../lib/profiles.ts';
import { idParam } from '../lib/params.ts';
import { handle, type AnyEndpoint, type Route, type RouteContext } from '../lib/route.ts';
import { grantsOf, mayOn, requireMay, scopeFilter, typeOf } from '../lib/scope.ts';

type Row = Record<string, unknown>;

/** A class as the classroom needs it. */
interface TurmaFacts {
  readonly cp_tr_id: number;
  readonly cp_tr_id_escola: number;
  readonly cp_tr_curso_id: number;
}

/** A class the caller may read (turmas_select), or null. */
async function readableTurma(sql: Sql, id: number): Promise<TurmaFacts | null> {
  const [row] = await sql.query<TurmaFacts & Row>(
    'select t.cp_tr_id, t.cp_tr_id_escola, t.cp_tr_curso_id from public.turmas t where t.cp_tr_id = $1',
    [id],
  );
  return row ?? null;
}

/** The caller's read scope over a resource (with their grants). */
const readScope = (resource: Resource, me: Me) => scopeOf(resource, 'read', typeOf(me), grantsOf(me));

/**
 * The class of a list of records: one the caller may read (turmas_select:
 * for staff and teachers the same rule as the records' whole-class arm), or
 * — for a reader of their own records only, a student — one they hold an
 * attendance record or a grade in (a student who left the class keeps their
 * history there). 404 otherwise. Its school is null when the class itself is
 * not readable (the `self` scope does not look at it).
 */
async function classForReading(
  sql: Sql,
  me: Me,
  resource: ClassroomResource,
  id: number,
): Promise<{ readonly cp_tr_id: number; readonly escola: number | null }> {
  const turma = await readableTurma(sql, id);
  if (turma) return { cp_tr_id: id, escola: turma.cp_tr_id_escola };
  if (readScope(resource, me) === 'self') {
    // RLS lets a student read only their own rows.
    const [own] = await sql.query(
      `select 1 from public.chamadas where cp_ch_turma_id = $1
       union all select 1 from public.notas where cp_nota_turma_id = $1 limit 1`,
      [id],
    );
    if (own) return { cp_tr_id: id, escola: null };
  }
  throw notFound(SALA_MESSAGES.turmaNotFound);
}

/**
 * A class whose every record the caller reads (the pickers, the exports):
 * 403 for a type that reads no records or only their own (a student never
 * sees a classmate's name), then 404 for a class they may not read.
 */
async function classForWholeReading(sql: Sql, me: Me, resource: ClassroomResource, id: number) {
  if (!readsWholeClass(readScope(resource, me))) throw forbidden();
  const turma = await readableTurma(sql, id);
  if (!turma) throw notFound(SALA_MESSAGES.turmaNotFound);
  return { cp_tr_id: id, escola: turma.cp_tr_id_escola };
}

/**
 * A class the caller adds a record to: 403 for a type that writes none, 404
 * for a class they may not read, 403 for one that is not theirs to write.
 */
async function classForWriting(sql: Sql, me: Me, resource: ClassroomResource, id: number) {
  requireMay(resource, 'create', me);
  const turma = await readableTurma(sql, id);
  if (!turma) throw notFound(SALA_MESSAGES.turmaNotFound);
  if (!mayOn(resource, 'create', me, { classId: id, schoolId: turma.cp_tr_id_escola })) throw forbidden();
  return turma;
}

/**
 * The caller's read scope over a class's records as an explicit predicate
 * (the policies narrow the rows anyway; this lets the planner use the
 * indexes). A record's school is its class's: `escola`, known for the list's
 * one class.
 */
function recordScope(where: Where, resource: Resource, me: Me, alias: string, escola: number | null): Where {
  return scopeFilter(where, resource, 'read', me, alias, { school: escola === null ? 'null::bigint' : String(escola) });
}

/** Whether a person is a current student of the class (turma_alunos, read as the class's teacher). */
async function isMember(sql: Sql, turmaId: number, alunoId: number): Promise<boolean> {
  const rows = await sql.query('select 1 from public.turma_alunos where cp_tr_id = $1 and cp_aluno_id = $2', [turmaId, alunoId]);
  return rows.length > 0;
}

/** A student's name from private.sala_nomes (aliased `n`), '' where it answers none. */
const NOME = "coalesce(n.cp_nome, '')";

/** The class of a record the caller reads (undefined: none of that id). */
async function recordClass(sql: Sql, resource: ClassroomResource, id: number): Promise<{ turma: number } | undefined> {
  const { id: idColumn, turma } = CLASSROOM_RECORDS[resource];
  const [found] = await sql.query<{ turma: number }>(`select ${turma} as turma from public.${resource} where ${idColumn} = $1`, [
    id,
  ]);
  return found;
}

/**
 * A record the caller is about to change or remove: readable (404 with the
 * resource's text), and theirs to write (403). Answers its class.
 */
function writableRecord(
  me: Me,
  resource: ClassroomResource,
  action: 'write' | 'delete',
  found: { turma: number } | undefined,
): number {
  if (!found) throw notFound(CLASSROOM_RECORDS[resource].notFound);
  requireMay(resource, action, me);
  if (!mayOn(resource, action, me, { classId: found.turma })) throw forbidden();
  return found.turma;
}

/** Whether the student already has a record of `resource` in the class that day (asked first so a refused record takes no id). */
async function recordTaken(sql: Sql, resource: 'chamadas' | 'notas', turmaId: number, alunoId: number, data: string) {
  const { turma, aluno, data: day } = CLASSROOM_RECORDS[resource];
  const rows = await sql.query(`select 1 from public.${resource} where ${turma} = $1 and ${aluno} = $2 and ${day} = $3::date`, [
    turmaId,
    alunoId,
    data,
  ]);
  return rows.length > 0;
}

/** Removes a record the caller may delete (writableRecord); RLS refusing it is 403. */
async function deleteRecord(sql: Sql, resource: ClassroomResource, id: number): Promise<void> {
  const column = CLASSROOM_RECORDS[resource].id;
  const rows = await sql.query(`delete from public.${resource} where ${column} = $1 returning ${column}`, [id]);
  if (rows.length === 0) throw forbidden();
}

// ---------------------------------------------------------------------------
// Attendance
// ---------------------------------------------------------------------------

const CHAMADA_SELECT = `c.cp_ch_id, c.cp_ch_turma_id, c.cp_ch_aluno_id, ${NOME} as cp_nome_aluno,
  c.cp_ch_data, to_char(c.cp_ch_hora, 'HH24:MI') as cp_ch_hora, c.cp_ch_status`;

/** A class's records (the class's id is `$1` of `where`), names from private.sala_nomes. */
const CHAMADA_FROM = 'from public.chamadas c left join private.sala_nomes($1) n on n.cp_id = c.cp_ch_aluno_id';
const CHAMADA_SORT = orderBy(CHAMADA_ORDER, {
  cp_ch_data: 'c.cp_ch_data',
  cp_ch_hora: 'c.cp_ch_hora',
  cp_nome_aluno: NOME,
  cp_ch_id: 'c.cp_ch_id',
});

/** One count per FREQUENCIA_COUNTS status (the statuses are the contract's constants). */
const STATUS_COUNTS = Object.entries(FREQUENCIA_COUNTS)
  .map(([counter, status]) => `(count(*) filter (where c.cp_ch_status = '${status}'))::integer as ${counter}`)
  .join(', ');

/**
 * The contract's frequencias in SQL: per student with records among those of
 * `where` (over `c`; the class's id is its `$1`), by FREQUENCIA_ORDER, the
 * rate by private.frequencia_percentual. Exported for tests/db, which checks
 * it against frequencias.
 */
export const frequenciaStatement = (where: string): string =>
  `select f.cp_aluno_id, f.cp_nome_aluno, f.presentes, f.ausentes, f.justificados, f.total,
          private.frequencia_percentual(f.presentes, f.justificados, f.total) as percentual
     from (
       select c.cp_ch_aluno_id as cp_aluno_id, ${NOME} as cp_nome_aluno,
              ${STATUS_COUNTS},
              count(*)::integer as total
         ${CHAMADA_FROM}
        where ${where}
        group by c.cp_ch_aluno_id, n.cp_nome
     ) f
    order by ${orderBy(FREQUENCIA_ORDER, 'f')}`;

/** A class's members (`ta`, turma_alunos) by name, as the pickers list them. */
const MEMBER_SORT = orderBy(ALUNO_ORDER, { cp_nome: NOME, cp_id: 'ta.cp_aluno_id' });

/** The students of a class already recorded on a day, by name. */
async function recordedOn(sql: Sql, turmaId: number, data: string): Promise<string[]> {
  const rows = await sql.query<{ nome: string }>(
    `select ${NOME} as nome
       from public.chamadas c
       join public.turma_alunos ta on ta.cp_tr_id = c.cp_ch_turma_id and ta.cp_aluno_id = c.cp_ch_aluno_id
       left join private.sala_nomes($1) n on n.cp_id = c.cp_ch_aluno_id
      where c.cp_ch_turma_id = $1 and c.cp_ch_data = $2::date
      order by ${orderBy(ALUNO_ORDER, { cp_nome: NOME, cp_id: 'c.cp_ch_aluno_id' })}`,
    [turmaId, data],
  );
  return rows.map((r) => r.nome);
}

/** The class's current students by name (ALUNO_ORDER), as the pickers and the roll call list them. */
async function membersOf(sql: Sql, turmaId: number): Promise<{ cp_id: number; cp_nome: string }[]> {
  return sql.query<{ cp_id: number; cp_nome: string }>(
    `select ta.cp_aluno_id as cp_id, ${NOME} as cp_nome
       from public.turma_alunos ta left join private.sala_nomes($1) n on n.cp_id = ta.cp_aluno_id
      where ta.cp_tr_id = $1
      order by ${MEMBER_SORT}`,
    [turmaId],
  );
}

const attendanceRoutes: Route[] = [
  /** The class's current students by name: the pickers of staff and the class's teacher (a student: 403). */
  handle(listTurmaAlunos, ({ params, asCaller }) => {
    const id = idParam(params, 'id');
    return asCaller(async (sql, me) => {
      await classForWholeReading(sql, me, 'chamadas', id);
      const rows = await sql.query<{ cp_id: number; cp_nome: string; cp_turma_id: number }>(
        `select ta.cp_aluno_id as cp_id, ${NOME} as cp_nome, ta.cp_tr_id as cp_turma_id
           from public.turma_alunos ta left join private.sala_nomes($1) n on n.cp_id = ta.cp_aluno_id
          where ta.cp_tr_id = $1
          order by ${MEMBER_SORT}`,
        [id],
      );
      return rows;
    });
  }),

  /** The history, newest first, then by name; 10 per page; by student and days (inclusive). */
  handle(listChamadas, ({ params, query, asCaller }) => {
    const id = idParam(params, 'id');
    return asCaller(async (sql, me) => {
      const { escola } = await classForReading(sql, me, 'chamadas', id);
      const where = new Where().add((bind) => `c.cp_ch_turma_id = ${bind(id)}`);
      recordScope(where, 'chamadas', me, 'c', escola);
      if (query.alunoId !== undefined) where.add((bind) => `c.cp_ch_aluno_id = ${bind(query.alunoId)}`);
      if (query.de !== undefined) where.add((bind) => `c.cp_ch_data >= ${bind(query.de)}::date`);
      if (query.ate !== undefined) where.add((bind) => `c.cp_ch_data <= ${bind(query.ate)}::date`);
      const [count] = await sql.query<{ n: number }>(
        `select count(*)::integer as n from public.chamadas c where ${where}`,
        where.params,
      );
      const { offset, limit } = pageSlice(query);
      const rows = await sql.query<Chamada & Row>(
        `select ${CHAMADA_SELECT} ${CHAMADA_FROM} where ${where} order by ${CHAMADA_SORT} limit ${limit} offset ${offset}`,
        where.params,
      );
      return listReply(rows, count?.n ?? 0);
    });
  }),

  /** One record, for a current student of the class; a second one that day is 409. */
  handle(createChamada, ({ body, asCaller }) =>
    asCaller(async (sql, me) => {
      const turma = await classForWriting(sql, me, 'chamadas', body.turmaId);
      if (!(await isMember(sql, turma.cp_tr_id, body.alunoId))) throw badRequest(SALA_MESSAGES.notInClass);
      // The unique key still decides a race.
      if (await recordTaken(sql, 'chamadas', turma.cp_tr_id, body.alunoId, body.data)) {
        throw conflict(SALA_MESSAGES.chamadaDuplicate);
      }
      try {
        const [row] = await sql.query<{ cp_ch_id: number }>(
          `insert into public.chamadas (cp_ch_turma_id, cp_ch_aluno_id, cp_ch_data, cp_ch_hora, cp_ch_status)
           values ($1, $2, $3::date, $4::time, $5) returning cp_ch_id`,
          [turma.cp_tr_id, body.alunoId, body.data, body.hora, body.status],
        );
        return { msg: SALA_MESSAGES.chamadaSaved, cp_ch_id: row!.cp_ch_id };
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(SALA_MESSAGES.chamadaDuplicate);
        throw error;
      }
    }),
  ),

  /** The whole class in one statement: every current student, or nobody when one is already recorded that day. */
  handle(createChamadasLote, async ({ body, asCaller }) => {
    try {
      return await asCaller(async (sql, me) => {
        const turma = await classForWriting(sql, me, 'chamadas', body.turmaId);
        // By name, as the picker lists them: the records' ids follow that order.
        const members = await sql.query<{ id: number }>(
          `select ta.cp_aluno_id as id
             from public.turma_alunos ta left join private.sala_nomes($1) n on n.cp_id = ta.cp_aluno_id
            where ta.cp_tr_id = $1
            order by ${MEMBER_SORT}`,
          [turma.cp_tr_id],
        );
        if (members.length === 0) throw badRequest(SALA_MESSAGES.noStudents);
        const recorded = await recordedOn(sql, turma.cp_tr_id, body.data);
        if (recorded.length > 0) throw conflict(SALA_MESSAGES.loteDuplicate(recorded.join(', ')));
        const rows = await sql.query(
          `insert into public.chamadas (cp_ch_turma_id, cp_ch_aluno_id, cp_ch_data, cp_ch_hora, cp_ch_status)
           select $1::bigint, m.a, $3::date, $4::time, $5::text
             from unnest($2::bigint[]) with ordinality as m(a, k) order by m.k
           returning cp_ch_id`,
          [turma.cp_tr_id, members.map((m) => m.id), body.data, body.hora, body.status],
        );
        return { msg: SALA_MESSAGES.loteSaved(rows.length), count: rows.length };
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Another tab recorded someone meanwhile: nothing of this one was written; name them.
      const recorded = await asCaller((sql) => recordedOn(sql, body.turmaId, body.data));
      throw conflict(SALA_MESSAGES.loteDuplicate(recorded.join(', ')));
    }
  }),

  /** The roll call of a day: every current student by name, with their record that day (or nulls). Whole-class readers only. */
  handle(getListaChamada, ({ params, query, asCaller }) => {
    const id = idParam(params, 'id');
    return asCaller(async (sql, me) => {
      await classForWholeReading(sql, me, 'chamadas', id);
      return sql.query<ListaChamadaItem & Row>(
        `select ta.cp_aluno_id as cp_aluno_id, ${NOME} as cp_nome_aluno, c.cp_ch_id,
                to_char(c.cp_ch_hora, 'HH24:MI') as cp_ch_hora, c.cp_ch_status
           from public.turma_alunos ta
           left join private.sala_nomes($1) n on n.cp_id = ta.cp_aluno_id
           left join public.chamadas c
             on c.cp_ch_turma_id = ta.cp_tr_id and c.cp_ch_aluno_id = ta.cp_aluno_id and c.cp_ch_data = $2::date
          where ta.cp_tr_id = $1
          order by ${MEMBER_SORT}`,
        [id, query.data],
      );
    });
  }),

  /**
   * The roll call, in one transaction: checked whole first (checkListaChamada),
   * then the day's records of the list change status (their time stays) and the
   * other students get one at the given time. A record another tab made
   * meanwhile is updated too (the unique key's conflict), so the day still has
   * one record per student.
   */
  handle(saveListaChamada, ({ params, body, asCaller }) => {
    const id = idParam(params, 'id');
    return asCaller(async (sql, me) => {
      const turma = await classForWriting(sql, me, 'chamadas', id);
      if (!mayOn('chamadas', 'write', me, { classId: id, schoolId: turma.cp_tr_id_escola })) throw forbidden();
      const check = checkListaChamada(await membersOf(sql, id), body.alunos);
      if (!check.ok) throw check.status === 400 ? badRequest(check.msg) : conflict(check.msg);
      const ids = check.entries.map((e) => e.alunoId);
      const statuses = check.entries.map((e) => e.status);
      const updated = await sql.query<{ aluno: number }>(
        `update public.chamadas c set cp_ch_status = v.status
           from unnest($2::bigint[], $3::text[]) as v(aluno, status)
          where c.cp_ch_turma_id = $1 and c.cp_ch_data = $4::date and c.cp_ch_aluno_id = v.aluno
          returning c.cp_ch_aluno_id as aluno`,
        [id, ids, statuses, body.data],
      );
      const recorded = new Set(updated.map((r) => Number(r.aluno)));
      const fresh = check.entries.filter((e) => !recorded.has(e.alunoId));
      if (fresh.length > 0) {
        // In the members' order, so the new records' ids follow it.
        await sql.query(
          `insert into public.chamadas (cp_ch_turma_id, cp_ch_aluno_id, cp_ch_data, cp_ch_hora, cp_ch_status)
           select $1::bigint, v.aluno, $4::date, $5::time, v.status
             from unnest($2::bigint[], $3::text[]) with ordinality as v(aluno, status, k) order by v.k
           on conflict (cp_ch_turma_id, cp_ch_aluno_id, cp_ch_data) do update set cp_ch_status = excluded.cp_ch_status`,
          [id, fresh.map((e) => e.alunoId), fresh.map((e) => e.status), body.data, body.hora],
        );
      }
      return { msg: SALA_MESSAGES.loteSaved(check.entries.length), count: check.entries.length };
    });
  }),

  /** The status only: the lesson's date and time stay (decision 39). */
  handle(updateChamada, ({ params, body, asCaller }) => {
    const id = idParam(params, 'id');
    return asCaller(async (sql, me) => {
      writableRecord(me, 'chamadas', 'write', await recordClass(sql, 'chamadas', id));
      const rows = await sql.query('update public.chamadas set cp_ch_status = $2 where cp_ch_id = $1 returning cp_ch_id', [
        id,
        body.status,
      ]);
      if (rows.length === 0) throw forbidden();
      return { msg: SALA_MESSAGES.statusUpdated(body.status) };
    });
  }),

  handle(deleteChamada, ({ params, asCaller }) => {
    const id = idParam(params, 'id');
    return asCaller(async (sql, me) => {
      writableRecord(me, 'chamadas', 'delete', await recordClass(sql, 'chamadas', id));
      await deleteRecord(sql, 'chamadas', id);
      return { msg: SALA_MESSAGES.chamadaDeleted };
    });
  }),

  /** Per student with records in the class (a student: their own), by name; the rate by private.frequencia_percentual. */
  handle(listFrequencia, ({ params, asCaller }) => {
    const id = idParam(params, 'id');
    return asCaller(async (sql, me) => {
      const { escola } = await classForReading(sql, me, 'chamadas', id);
      const where = new Where().add((bind) => `c.cp_ch_turma_id = ${bind(id)}`);
      recordScope(where, 'chamadas', me, 'c', escola);
      return sql.query<Frequencia & Row>(frequenciaStatement(String(where)), where.params);
    });
  }),
];

// ---------------------------------------------------------------------------
// Grades
// ---------------------------------------------------------------------------

const NOTA_SELECT = `g.cp_nota_id, g.cp_nota_turma_id, g.cp_nota_data, g.cp_nota_aluno_id, ${NOME} as cp_nome_aluno,
  g.cp_nota_workbook::float8 as cp_nota_workbook, g.cp_nota_prova::float8 as cp_nota_prova,
  g.cp_nota_media::float8 as cp_nota_media`;
const NOTA_FROM = 'from public.notas g left join private.sala_nomes($1) n on n.cp_id = g.cp_nota_aluno_id';
const NOTA_SORT = orderBy(NOTA_ORDER, { cp_nota_data: 'g.cp_nota_data', cp_nome_aluno: NOME, cp_nota_id: 'g.cp_nota_id' });

const gradeRoutes: Route[] = [
  /** Newest first, then by name; paged; by student; a student gets their own. */
  handle(listNotas, ({ params, query, asCaller }) => {
    const id = idParam(params, 'id');
    return asCaller(async (sql, me) => {
      const { escola } = await classForReading(sql, me, 'notas', id);
      const where = new Where().add((bind) => `g.cp_nota_turma_id = ${bind(id)}`);
      recordScope(where, 'notas', me, 'g', escola);
      if (query.alunoId !== undefined) where.add((bind) => `g.cp_nota_aluno_id = ${bind(query.alunoId)}`);
      const [count] = await sql.query<{ n: number }>(
        `select count(*)::integer as n from public.notas g where ${where}`,
        where.params,
      );
      const { offset, limit } = pageSlice(query);
      const rows = await sql.query<Nota & Row>(
        `select ${NOTA_SELECT} ${NOTA_FROM} where ${where} order by ${NOTA_SORT} limit ${limit} offset ${offset}`,
        where.params,
      );
      return listReply(rows, count?.n ?? 0);
    });
  }),

  handle(createNota, ({ body, asCaller }) =>
    asCaller(async (sql, me) => {
      const turma = await classForWriting(sql, me, 'notas', body.turmaId);
      if (!(await isMember(sql, turma.cp_tr_id, body.alunoId))) throw badRequest(SALA_MESSAGES.notInClass);
      if (await recordTaken(sql, 'notas', turma.cp_tr_id, body.alunoId, body.data)) throw conflict(SALA_MESSAGES.notaDuplicate);
      try {
        const [row] = await sql.query<{ cp_nota_id: number }>(
          `insert into public.notas (cp_nota_turma_id, cp_nota_aluno_id, cp_nota_data, cp_nota_workbook, cp_nota_prova)
           values ($1, $2, $3::date, $4, $5) returning cp_nota_id`,
          [turma.cp_tr_id, body.alunoId, body.data, body.notaWorkbook, body.notaProva],
        );
        return { msg: SALA_MESSAGES.notaSaved, cp_nota_id: row!.cp_nota_id };
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(SALA_MESSAGES.notaDuplicate);
        throw error;
      }
    }),
  ),

  /** Both grades; the average follows (a generated column, private.nota_media). */
  handle(updateNota, ({ params, body, asCaller }) => {
    const id = idParam(params, 'id');
    return asCaller(async (sql, me) => {
      writableRecord(me, 'notas', 'write', await recordClass(sql, 'notas', id));
      const rows = await sql.query(
        'update public.notas set cp_nota_workbook = $2, cp_nota_prova = $3 where cp_nota_id = $1 returning cp_nota_id',
        [id, body.notaWorkbook, body.notaProva],
      );
      if (rows.length === 0) throw forbidden();
      return { msg: SALA_MESSAGES.notaUpdated };
    });
  }),

  handle(deleteNota, ({ params, asCaller }) => {
    const id = idParam(params, 'id');
    return asCaller(async (sql, me) => {
      writableRecord(me, 'notas', 'delete', await recordClass(sql, 'notas', id));
      await deleteRecord(sql, 'notas', id);
      return { msg: SALA_MESSAGES.notaDeleted };
    });
  }),
];

// ---------------------------------------------------------------------------
// Lesson summaries
// ---------------------------------------------------------------------------

const RESUMO_SELECT = `select r.cp_res_id, r.cp_res_turma_id, r.cp_res_data, to_char(r.cp_res_hora, 'HH24:MI') as cp_res_hora,
  r.cp_res_aula, r.cp_res_resumo, r.cp_res_link, r.cp_res_link_youtube, r.cp_res_arquivo
  from public.resumos r`;

type FileContext = Pick<RouteContext<AnyEndpoint>, 'ports' | 'storageUrl' | 'credentials'>;

/** Summaries as answered: the file as a signed URL made as the caller (null where there is none). */
const answerResumos = (ctx: FileContext, rows: readonly (Resumo & Row)[]): Promise<Resumo[]> =>
  withSignedFiles(ctx, ctx.credentials, rows, 'cp_res_arquivo');

/** A summary the caller may read, as stored (the file as its path), or null. */
async function readResumo(sql: Sql, id: number, lock = false): Promise<(Resumo & Row) | null> {
  const [row] = await sql.query<Resumo & Row>(`${RESUMO_SELECT} where r.cp_res_id = $1${lock ? ' for update' : ''}`, [id]);
  return row ?? null;
}

/** The summary form's fields as stored (`arquivo` the path), in the order the statements below bind them. */
function resumoValues(body: Parameters<typeof resumoFields>[0], arquivo: string | null): unknown[] {
  const f = resumoFields(body, arquivo);
  return [f.cp_res_data, f.cp_res_hora, f.cp_res_aula, f.cp_res_resumo, f.cp_res_link, f.cp_res_link_youtube, f.cp_res_arquivo];
}

const summaryRoutes: Route[] = [
  /** A class's summaries (a student: their class's), paged; `q` in the lesson and the text; newest or oldest first. */
  handle(listResumos, async (ctx) => {
    const id = idParam(ctx.params, 'turmaId');
    const { query } = ctx;
    const { rows, total } = await ctx.asCaller(async (sql, me) => {
      const { escola } = await classForReading(sql, me, 'resumos', id);
      const where = new Where().add((bind) => `r.cp_res_turma_id = ${bind(id)}`);
      recordScope(where, 'resumos', me, 'r', escola);
      where.search(query.q, searchSql(RESUMO_SEARCH, 'r'));
      const [count] = await sql.query<{ n: number }>(
        `select count(*)::integer as n from public.resumos r where ${where}`,
        where.params,
      );
      const { offset, limit } = pageSlice(query);
      const page = await sql.query<Resumo & Row>(
        `${RESUMO_SELECT} where ${where} order by ${orderBy(RESUMO_ORDER[query.ordem], 'r')} limit ${limit} offset ${offset}`,
        where.params,
      );
      return { rows: page, total: count?.n ?? 0 };
    });
    // Signed outside the transaction: storage is asked on its own connection.
    return listReply(await answerResumos(ctx, rows), total);
  }),

  /** The summary and its file's claim in one transaction; the file checked (content, type, size) first. */
  handle(createResumo, async (ctx) => {
    const { body } = ctx;
    await ctx.asCaller((sql, me) => classForWriting(sql, me, 'resumos', body.turmaId));
    const upload = resumoUpload(body.arquivo);
    const path = upload === null ? null : await checkUpload(ctx, upload, 'resumo');
    const row = await ctx.asCaller(async (sql, me) => {
      const turma = await classForWriting(sql, me, 'resumos', body.turmaId);
      const [inserted] = await sql.query<{ id: number }>(
        `insert into public.resumos (cp_res_data, cp_res_hora, cp_res_aula, cp_res_resumo, cp_res_link, cp_res_link_youtube,
           cp_res_arquivo, cp_res_turma_id)
         values ($1::date, $2::time, $3, $4, $5, $6, $7, $8) returning cp_res_id as id`,
        // `{ manter: true }` keeps what the row holds: a new summary holds nothing.
        [...resumoValues(body, resumoArquivo(body.arquivo, path, null)), turma.cp_tr_id],
      );
      if (upload !== null) await claimUpload(sql, upload);
      return (await readResumo(sql, inserted!.id))!;
    });
    const [answer] = await answerResumos(ctx, [row]);
    return answer!;
  }),

  /** The same fields; the file a new upload, kept (`{ manter: true }`) or removed (null: the old one leaves storage). */
  handle(updateResumo, async (ctx) => {
    const { body } = ctx;
    const id = idParam(ctx.params, 'id');
    const check = async (sql: Sql, me: Me, lock: boolean) => {
      const current = await readResumo(sql, id, lock);
      writableRecord(me, 'resumos', 'write', current ? { turma: current.cp_res_turma_id } : undefined);
      return current!;
    };
    await ctx.asCaller((sql, me) => check(sql, me, false));
    const upload = resumoUpload(body.arquivo);
    const path = upload === null ? null : await checkUpload(ctx, upload, 'resumo');
    const row = await ctx.asCaller(async (sql, me) => {
      // Gone meanwhile, or no longer the caller's: as before the file was checked.
      const current = await check(sql, me, true);
      const arquivo = resumoArquivo(body.arquivo, path, current.cp_res_arquivo);
      const updated = await sql.query(
        `update public.resumos
            set cp_res_data = $2::date, cp_res_hora = $3::time, cp_res_aula = $4, cp_res_resumo = $5, cp_res_link = $6,
                cp_res_link_youtube = $7, cp_res_arquivo = $8
          where cp_res_id = $1 returning cp_res_id`,
        [id, ...resumoValues(body, arquivo)],
      );
      if (updated.length === 0) throw forbidden();
      if (upload !== null) await claimUpload(sql, upload);
      return (await readResumo(sql, id))!;
    });
    await sweepFiles(ctx);
    const [answer] = await answerResumos(ctx, [row]);
    return answer!;
  }),

  /** The summary and its file (listed for removal by the table's trigger, then swept). */
  handle(deleteResumo, async (ctx) => {
    const id = idParam(ctx.params, 'id');
    await ctx.asCaller(async (sql, me) => {
      const current = await readResumo(sql, id);
      writableRecord(me, 'resumos', 'delete', current ? { turma: current.cp_res_turma_id } : undefined);
      await deleteRecord(sql, 'resumos', id);
    });
    await sweepFiles(ctx);
    return { msg: SALA_MESSAGES.resumoDeleted };
  }),
];

// ---------------------------------------------------------------------------
// Export, the class's course, played audios
// ---------------------------------------------------------------------------

const classRoutes: Route[] = [
  /** The class's whole history as CSV text, for whoever reads the class's records (a student: 403). */
  handle(exportarSalaDeAula, ({ params, query, asCaller }) => {
    const id = idParam(params, 'id');
    const tipo = query.tipo;
    return asCaller(async (sql, me) => {
      const { escola } = await classForWholeReading(sql, me, tipo, id);
      const where = new Where();
      let csv: string;
      if (tipo === 'chamadas') {
        where.add((bind) => `c.cp_ch_turma_id = ${bind(id)}`);
        recordScope(where, 'chamadas', me, 'c', escola);
        const rows = await sql.query<Chamada & Row>(
          `select ${CHAMADA_SELECT} ${CHAMADA_FROM} where ${where} order by ${CHAMADA_SORT}`,
          where.params,
        );
        csv = chamadasCsv(rows);
      } else {
        where.add((bind) => `g.cp_nota_turma_id = ${bind(id)}`);
        recordScope(where, 'notas', me, 'g', escola);
        const rows = await sql.query<Nota & Row>(
          `select ${NOTA_SELECT} ${NOTA_FROM} where ${where} order by ${NOTA_SORT}`,
          where.params,
        );
        csv = notasCsv(rows);
      }
      return { arquivo: exportFileName(tipo, id, businessToday()), csv };
    });
  }),

  handle(getTurmaCursoId, ({ params, asCaller }) => {
    const id = idParam(params, 'turmaId');
    return asCaller(async (sql) => {
      const turma = await readableTurma(sql, id);
      if (!turma) throw notFound(SALA_MESSAGES.turmaNotFound);
      return { cp_tr_curso_id: turma.cp_tr_curso_id };
    });
  }),

  /** The course's video link and PDFs as signed URLs made as the caller (a student reads their class's course's only). */
  handle(getCursoMaterial, async (ctx) => {
    const id = idParam(ctx.params, 'courseId');
    const [row] = await ctx.asCaller((sql) =>
      sql.query<Curso & Row>(
        `select c.cp_curso_id, c.cp_nome_curso, c.cp_youtube_link_curso, c.cp_pdf1_curso, c.cp_pdf2_curso, c.cp_pdf3_curso
           from public.cursos c where c.cp_curso_id = $1`,
        [id],
      ),
    );
    if (!row) throw notFound(CURSO_MESSAGES.notFound);
    const [pdf1, pdf2, pdf3] = await signedUrls(ctx, ctx.credentials, [row.cp_pdf1_curso, row.cp_pdf2_curso, row.cp_pdf3_curso]);
    return {
      cp_curso_id: row.cp_curso_id,
      cp_nome_curso: row.cp_nome_curso,
      cp_youtube_link_curso: row.cp_youtube_link_curso,
      cp_pdf1_curso: pdf1 ?? null,
      cp_pdf2_curso: pdf2 ?? null,
      cp_pdf3_curso: pdf3 ?? null,
    };
  }),

  /** The caller's own marks (another person's: 403), of one course with `cursoId`. */
  handle(listAudiosMarcados, ({ params, query, asCaller }) => {
    const userId = idParam(params, 'userId');
    return asCaller(async (sql, me) => {
      requireMay('audiosOuvidos', 'list', me);
      if (!mayOn('audiosOuvidos', 'read', me, { ownerUserId: userId })) throw forbidden();
      const where = new Where();
      scopeFilter(where, 'audiosOuvidos', 'read', me, 'o');
      if (query.cursoId !== undefined) {
        where.add(
          (bind) =>
            `exists (select 1 from public.audios a where a.cp_audio_id = o.cp_audio_id and a.cp_curso_id = ${bind(query.cursoId)})`,
        );
      }
      const rows = await sql.query<{ id: number }>(
        `select o.cp_audio_id as id from public.audios_ouvidos o where ${where} order by o.cp_audio_id`,
        where.params,
      );
      return rows.map((r) => r.id);
    });
  }),

  /** Marks a track of the caller's class's course as played; twice changes nothing. */
  handle(registrarVisualizacao, ({ body, asCaller }) =>
    asCaller(async (sql, me) => {
      if (body.userId !== me.cp_id) throw forbidden(SALA_MESSAGES.onlyOwnMarks);
      if (!mayOn('audiosOuvidos', 'create', me, { ownerUserId: body.userId })) throw forbidden();
      const [audio] = await sql.query(
        'select 1 from public.audios a where a.cp_audio_id = $1 and a.cp_curso_id = (select private.aluno_curso_id())',
        [body.audioId],
      );
      if (!audio) throw badRequest(SALA_MESSAGES.audioNotInCourse);
      await sql.query('insert into public.audios_ouvidos (cp_aluno_id, cp_audio_id) values ($1, $2) on conflict do nothing', [
        me.cp_id,
        body.audioId,
      ]);
      return { msg: SALA_MESSAGES.audioMarked };
    }),
  ),
];

export const salaDeAulaRoutes: Route[] = [...attendanceRoutes, ...gradeRoutes, ...summaryRoutes, ...classRoutes];
