/**
 * Schools (spec section 7, "Schools"; docs/registration.md). Direção (1, 2)
 * reads every school and registers new ones; a school is changed and
 * archived only by the Gestor or its own director; everyone else reads their
 * own (RLS). An archived school (cp_ec_excluido = 1) does not exist for any
 * answer.
 */
import { valuesOf } from '../../_shared/contract/columns.ts';
import {
  deleteEscola,
  editEscola,
  ESCOLA_COLUMNS,
  ESCOLA_FORM_COLUMNS,
  ESCOLA_ORDER,
  ESCOLA_SEARCH,
  getEscola,
  listEscolas,
  registerEscola,
} from '../../_shared/contract/escolas.ts';
import { insertList, selectList, setList } from '../lib/columns.ts';
import type { Escola } from '../../_shared/contract/entities.ts';
import type { Sql } from '../ports.ts';
import { conflict, forbidden, MSG, notFound, sqlState } from '../lib/errors.ts';
import { inOrder, listReply, orderedPage, searchSql, Where } from '../lib/list.ts';
import { idParam } from '../lib/params.ts';
import { handle, type Route } from '../lib/route.ts';
import { mayOn, requireMay } from '../lib/scope.ts';

/** A live school the caller may read, or null. */
export async function readableSchool(sql: Sql, id: number): Promise<Escola | null> {
  const [row] = await sql.query<Escola & Record<string, unknown>>(
    `select ${selectList('e', ESCOLA_COLUMNS)} from public.escolas e where e.cp_ec_id = $1 and e.cp_ec_excluido = 0`,
    [id],
  );
  return row ?? null;
}

export const escolaRoutes: Route[] = [
  handle(listEscolas, ({ query, asCaller }) =>
    asCaller(async (sql) => {
      const where = new Where().add('e.cp_ec_excluido = 0').search(query.q, searchSql(ESCOLA_SEARCH, 'e'));
      const page = await orderedPage(
        sql,
        `select e.cp_ec_id, e.cp_ec_nome from public.escolas e where ${where}`,
        where.params,
        query,
        ESCOLA_ORDER,
      );
      const rows = await sql.query<Escola & Record<string, unknown>>(
        `select ${selectList('e', ESCOLA_COLUMNS)} from public.escolas e where e.cp_ec_id = any($1::bigint[])`,
        [page.ids],
      );
      return listReply(
        inOrder(page.ids, rows, (r) => r.cp_ec_id),
        page.total,
      );
    }),
  ),

  handle(getEscola, ({ params, asCaller }) => {
    const id = idParam(params, 'id');
    return asCaller(async (sql) => {
      const school = await readableSchool(sql, id);
      if (!school) throw notFound(MSG.schoolNotFound);
      return school;
    });
  }),

  handle(registerEscola, ({ body, asCaller }) =>
    asCaller(async (sql, me) => {
      requireMay('escolas', 'create', me);
      const [row] = await sql.query<{ cp_ec_id: number }>(
        `insert into public.escolas ${insertList(ESCOLA_FORM_COLUMNS)} returning cp_ec_id`,
        valuesOf(body, ESCOLA_FORM_COLUMNS),
      );
      return { msg: MSG.schoolRegistered, cp_ec_id: row!.cp_ec_id };
    }),
  ),

  handle(editEscola, ({ params, body, asCaller }) => {
    const id = idParam(params, 'id');
    return asCaller(async (sql, me) => {
      if (!(await readableSchool(sql, id))) throw notFound(MSG.schoolNotFound);
      // Only chooses the message: escolas_update refuses another school's director anyway.
      if (!mayOn('escolas', 'write', me, { schoolId: id })) throw forbidden();
      const rows = await sql.query(
        `update public.escolas set ${setList(ESCOLA_FORM_COLUMNS, 1)} where cp_ec_id = $1 returning cp_ec_id`,
        [id, ...valuesOf(body, ESCOLA_FORM_COLUMNS)],
      );
      if (rows.length === 0) throw forbidden();
      return { msg: MSG.schoolUpdated };
    });
  }),

  /**
   * Archived, never deleted: deleted people and later domains keep pointing
   * at it. Refused while a class or a live person is in it — checked by the
   * database (trigger escolas_guard_archive, 23503), so the rule holds for
   * every client of the Data API as well; only the Gestor or the school's own
   * director gets that far (escolas_update).
   */
  handle(deleteEscola, ({ params, asCaller }) => {
    const id = idParam(params, 'id');
    return asCaller(async (sql, me) => {
      if (!(await readableSchool(sql, id))) throw notFound(MSG.schoolNotFound);
      if (!mayOn('escolas', 'delete', me, { schoolId: id })) throw forbidden();
      let rows: unknown[];
      try {
        rows = await sql.query('update public.escolas set cp_ec_excluido = 1 where cp_ec_id = $1 returning cp_ec_id', [id]);
      } catch (error) {
        if (sqlState(error) === '23503') throw conflict(MSG.schoolInUse);
        throw error;
      }
      if (rows.length === 0) throw forbidden();
      return { msg: MSG.schoolDeleted };
    });
  }),
];
