/**
 * The agenda (docs/agenda.md): events by reach. Every statement runs as the
 * caller: the policies of the agenda migration decide (one per action, an
 * `or` of the reaches). The checks here only choose the answer, in the doc's
 * terms and order: a reach the caller may not create, or a school or class
 * not theirs to write in, 403 `scopeForbidden`; a school or class they may
 * not see 404; an event they do not read 404, one they read but may not
 * write 403 `forbidden`; bad times 400.
 */
import { rowFacts, scopeOf } from '../../_shared/contract/access.ts';
import {
  AGENDA_ESCOPOS,
  AGENDA_LIMITS,
  AGENDA_MESSAGES,
  AGENDA_ORDER,
  AGENDA_RESOURCE,
  createEvento,
  deleteEvento,
  listAgenda,
  updateEvento,
  type AgendaEscopo,
  type AgendaEvento,
} from '../../_shared/contract/agenda.ts';
import {
  agendaWindow,
  eventSchool,
  eventTimesProblem,
  mergeEvento,
  type EventoTimes,
} from '../../_shared/contract/rules/agenda.ts';
import type { Sql } from '../ports.ts';
import { badRequest, forbidden, isPermissionDenied, MSG, notFound, sqlState } from '../lib/errors.ts';
import { orderBy, Where } from '../lib/list.ts';
import type { Me } from '../lib/profiles.ts';
import { idParam } from '../lib/params.ts';
import { handle, Reply, type Route } from '../lib/route.ts';
import { grantsOf, mayAct, mayOn, scopeFilter, typeOf } from '../lib/scope.ts';

type Row = Record<string, unknown>;

/** An event's stored columns as answered (local date-times to the minute). */
const EVENT_COLUMNS = `e.cp_ev_id, e.cp_ev_titulo, e.cp_ev_descricao,
  to_char(e.cp_ev_inicio, 'YYYY-MM-DD"T"HH24:MI') as cp_ev_inicio, to_char(e.cp_ev_fim, 'YYYY-MM-DD"T"HH24:MI') as cp_ev_fim,
  e.cp_ev_dia_inteiro, e.cp_ev_escopo, e.cp_ev_escola_id, e.cp_ev_turma_id, e.cp_ev_autor_id`;

/** The start as stored (a timestamp), carried out of a subquery (`page`) to order the answer by. */
const ORDER_KEYS = `e.cp_ev_inicio as k_inicio`;

/**
 * Events with their names: `rows` a query of EVENT_COLUMNS and ORDER_KEYS
 * over `e`, the names from private.agenda_nomes, which answers them only
 * for events the caller reads.
 */
const WITH_NAMES = (rows: string) => `with page as (${rows})
  select page.cp_ev_id, page.cp_ev_titulo, page.cp_ev_descricao, page.cp_ev_inicio, page.cp_ev_fim, page.cp_ev_dia_inteiro,
         page.cp_ev_escopo, page.cp_ev_escola_id, page.cp_ev_turma_id, page.cp_ev_autor_id,
         coalesce(n.autor, '') as cp_ev_autor_nome, n.escola as cp_ev_escola_nome, n.turma as cp_ev_turma_nome
    from page left join private.agenda_nomes(array(select p.cp_ev_id from page p)) n on n.cp_ev_id = page.cp_ev_id
   order by ${orderBy(AGENDA_ORDER, { cp_ev_inicio: 'page.k_inicio', cp_ev_titulo: 'page.cp_ev_titulo', cp_ev_id: 'page.cp_ev_id' })}`;

/**
 * Events (`e`) that touch a window, the SQL twin of the contract's inWindow
 * (the times bound as `from` and `until`). Exported for tests/db.
 */
export const IN_WINDOW = (from: string, until: string) =>
  `e.cp_ev_inicio < ${until}::timestamp and e.cp_ev_fim > ${from}::timestamp`;

/** One event the caller reads, with its names; undefined when they read none of that id. */
async function readEvento(sql: Sql, id: number): Promise<AgendaEvento | undefined> {
  const [row] = await sql.query<AgendaEvento & Row>(
    WITH_NAMES(`select ${EVENT_COLUMNS}, ${ORDER_KEYS} from public.agenda_eventos e where e.cp_ev_id = $1`),
    [id],
  );
  return row;
}

/** A Where whose values are numbered in `main`'s: one arm of an `or` inside it. */
class Arm extends Where {
  constructor(private readonly main: Where) {
    super();
  }
  override bind(value: unknown): string {
    return this.main.bind(value);
  }
}

/**
 * The caller's read scope of every reach as one explicit predicate (the
 * select policy narrows the rows anyway; this lets the planner walk each
 * reach's index).
 */
function readScope(where: Where, me: Me): void {
  const arms = AGENDA_ESCOPOS.flatMap((escopo) => {
    const resource = AGENDA_RESOURCE[escopo];
    if (scopeOf(resource, 'list', typeOf(me), grantsOf(me)) === 'none') return [];
    const arm = new Arm(where).add((bind) => `e.cp_ev_escopo = ${bind(escopo)}`);
    return [`(${scopeFilter(arm, resource, 'list', me, 'e')})`];
  });
  where.add(arms.length === 0 ? 'false' : arms.join(' or '));
}

/** 400 with the contract's text when the times break a rule (a change is checked merged). */
function assertTimes(e: EventoTimes): void {
  const problem = eventTimesProblem(e);
  if (problem) throw badRequest(AGENDA_MESSAGES[problem]);
}

/**
 * The school and class of a new event of `escopo`, checked in the order of
 * docs/agenda.md: a school or class required (400), the caller's right to
 * create there (403), the school or class known to them (404).
 */
async function placeOf(
  sql: Sql,
  me: Me,
  escopo: AgendaEscopo,
  body: { cp_ev_escola_id?: number | null | undefined; cp_ev_turma_id?: number | null | undefined },
): Promise<{ escola: number | null; turma: number | null }> {
  const resource = AGENDA_RESOURCE[escopo];
  const owner = { ownerUserId: me.cp_id };
  if (escopo === 'escola') {
    const escola = eventSchool(body.cp_ev_escola_id, scopeOf(resource, 'create', typeOf(me), grantsOf(me)), me.cp_escola_id);
    if (escola === null) throw badRequest(AGENDA_MESSAGES.escolaRequired);
    if (!mayOn(resource, 'create', me, { ...owner, schoolId: escola })) throw forbidden(AGENDA_MESSAGES.scopeForbidden);
    const [school] = await sql.query<{ live: boolean }>('select private.escola_is_live($1) as live', [escola]);
    if (!school?.live) throw notFound(MSG.schoolNotFound);
    return { escola, turma: null };
  }
  if (escopo === 'turma') {
    const id = body.cp_ev_turma_id ?? null;
    if (id === null) throw badRequest(AGENDA_MESSAGES.turmaRequired);
    // turmas_select: a class the caller may not read does not exist for them.
    const [turma] = await sql.query<{ cp_tr_id: number; cp_tr_id_escola: number }>(
      'select t.cp_tr_id, t.cp_tr_id_escola from public.turmas t where t.cp_tr_id = $1',
      [id],
    );
    if (!turma) throw notFound(MSG.turmaNotFound);
    const facts = { ...owner, classId: turma.cp_tr_id, schoolId: turma.cp_tr_id_escola };
    if (!mayOn(resource, 'create', me, facts)) throw forbidden(AGENDA_MESSAGES.scopeForbidden);
    return { escola: turma.cp_tr_id_escola, turma: turma.cp_tr_id };
  }
  if (!mayOn(resource, 'create', me, owner)) throw forbidden(AGENDA_MESSAGES.scopeForbidden);
  return { escola: null, turma: null };
}

/** The stored event behind `id`, as the caller reads it (404 otherwise). */
async function storedEvento(sql: Sql, id: number) {
  const [row] = await sql.query<{
    cp_ev_titulo: string;
    cp_ev_descricao: string | null;
    cp_ev_inicio: string;
    cp_ev_fim: string;
    cp_ev_dia_inteiro: boolean;
    cp_ev_escopo: AgendaEscopo;
    cp_ev_escola_id: number | null;
    cp_ev_turma_id: number | null;
    cp_ev_autor_id: number;
  }>(`select ${EVENT_COLUMNS} from public.agenda_eventos e where e.cp_ev_id = $1`, [id]);
  if (!row) throw notFound(AGENDA_MESSAGES.notFound);
  return row;
}

export const agendaRoutes: Route[] = [
  /** The events the caller reads that overlap [de, ate], by start, title and id; at most maxEvents. */
  handle(listAgenda, ({ query, asCaller }) =>
    asCaller(async (sql, me) => {
      const days = agendaWindow(query.de, query.ate);
      const where = new Where().add((bind) => IN_WINDOW(bind(days.from), bind(days.until)));
      readScope(where, me);
      const rows = `select ${EVENT_COLUMNS}, ${ORDER_KEYS}
          from public.agenda_eventos e where ${where} order by ${orderBy(AGENDA_ORDER, 'e')} limit ${AGENDA_LIMITS.maxEvents}`;
      return sql.query<AgendaEvento & Row>(WITH_NAMES(rows), where.params);
    }),
  ),

  /** A new event, by the caller, of the reach chosen (201). */
  handle(createEvento, ({ body, asCaller }) =>
    asCaller(async (sql, me) => {
      const escopo = body.cp_ev_escopo;
      if (!mayAct(AGENDA_RESOURCE[escopo], 'create', me)) throw forbidden(AGENDA_MESSAGES.scopeForbidden);
      assertTimes(body);
      const place = await placeOf(sql, me, escopo, body);
      let id: number;
      try {
        const [row] = await sql.query<{ cp_ev_id: number }>(
          `insert into public.agenda_eventos (cp_ev_titulo, cp_ev_descricao, cp_ev_inicio, cp_ev_fim, cp_ev_dia_inteiro,
             cp_ev_escopo, cp_ev_escola_id, cp_ev_turma_id)
           values ($1, $2, $3::timestamp, $4::timestamp, $5, $6, $7, $8) returning cp_ev_id`,
          [
            body.cp_ev_titulo,
            body.cp_ev_descricao ?? null,
            body.cp_ev_inicio,
            body.cp_ev_fim,
            body.cp_ev_dia_inteiro,
            escopo,
            place.escola,
            place.turma,
          ],
        );
        id = row!.cp_ev_id;
      } catch (error) {
        if (isPermissionDenied(error)) throw forbidden(AGENDA_MESSAGES.scopeForbidden);
        // The class was deleted meanwhile.
        if (sqlState(error) === '23503') throw notFound(place.turma === null ? MSG.schoolNotFound : MSG.turmaNotFound);
        throw error;
      }
      return new Reply((await readEvento(sql, id))!, 201);
    }),
  ),

  /** A move, a resize or an edit; the reach, school, class and author stay. */
  handle(updateEvento, ({ params, body, asCaller }) => {
    const id = idParam(params, 'id');
    return asCaller(async (sql, me) => {
      const current = await storedEvento(sql, id);
      const resource = AGENDA_RESOURCE[current.cp_ev_escopo];
      if (!mayOn(resource, 'write', me, rowFacts(resource, current))) throw forbidden(AGENDA_MESSAGES.forbidden);
      const merged = mergeEvento(current, body);
      assertTimes(merged);
      const rows = await sql.query(
        `update public.agenda_eventos
            set cp_ev_titulo = $2, cp_ev_descricao = $3, cp_ev_inicio = $4::timestamp, cp_ev_fim = $5::timestamp,
                cp_ev_dia_inteiro = $6
          where cp_ev_id = $1 returning cp_ev_id`,
        [id, merged.cp_ev_titulo, merged.cp_ev_descricao, merged.cp_ev_inicio, merged.cp_ev_fim, merged.cp_ev_dia_inteiro],
      );
      if (rows.length === 0) throw forbidden(AGENDA_MESSAGES.forbidden);
      return (await readEvento(sql, id))!;
    });
  }),

  /** Only the event clicked, never others of the same title (decision 43). */
  handle(deleteEvento, ({ params, asCaller }) => {
    const id = idParam(params, 'id');
    return asCaller(async (sql, me) => {
      const current = await storedEvento(sql, id);
      const resource = AGENDA_RESOURCE[current.cp_ev_escopo];
      if (!mayOn(resource, 'delete', me, rowFacts(resource, current))) throw forbidden(AGENDA_MESSAGES.forbidden);
      const rows = await sql.query('delete from public.agenda_eventos where cp_ev_id = $1 returning cp_ev_id', [id]);
      if (rows.length === 0) throw forbidden(AGENDA_MESSAGES.forbidden);
      return { msg: AGENDA_MESSAGES.deleted };
    });
  }),
];
