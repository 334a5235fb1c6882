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
  registerEscolaDiretor,
} from '../../_shared/contract/escolas.ts';
import { mayAssignType } from '../../_shared/contract/roles.ts';
import type { IdentityField } from '../../_shared/contract/rules/usuarios.ts';
import { insertList, selectList, setList } from '../lib/columns.ts';
import type { Escola } from '../../_shared/contract/entities.ts';
import { AuthError, type Sql } from '../ports.ts';
import { badRequest, conflict, forbidden, isUniqueViolation, MSG, notFound, sqlState } from '../lib/errors.ts';
import { startAttempt, tooManyAttempts } from '../lib/throttle.ts';
import { cadastroAttempt, countTaken, fieldOfUniqueViolation, takenFields } from './usuarios.ts';
import { inOrder, listReply, orderedPage, searchSql, Where } from '../lib/list.ts';
import { idParam } from '../lib/params.ts';
import { handle, type Route } from '../lib/route.ts';
import { mayOn, requireMay, typeOf } from '../lib/scope.ts';

/** The profile columns a school's new director is written with (the rest of the user form stays empty). */
const DIRETOR_COLUMNS = [
  'cp_nome',
  'cp_login',
  'cp_email',
  'cp_cpf',
  'cp_datanascimento',
  'cp_tipo_user',
  'cp_escola_id',
] as const;
/** A school's new director is a Diretor (type 2). */
const DIRETOR_TYPE = 2;

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

  /**
   * A new school and its new director, together or not at all (docs/registration.md): the
   * director's sign-in account first (the profile points at it), then one transaction writes
   * the school and the profile — type 2, of the new school, which profiles_insert admits for a
   * director only in the transaction that registered that school — and the account is deleted
   * again if that transaction fails. A taken login, e-mail or CPF is 'Usuário já cadastrado'
   * with the fields named, counted as POST /register's are, and nothing is written.
   */
  handle(registerEscolaDiretor, async (ctx) => {
    const { body, asCaller, ports, logError, credentials, clientAddress } = ctx;
    const { diretor, ...school } = body;
    const attempt = cadastroAttempt(credentials.claims.sub, clientAddress);
    const probe = await asCaller(async (sql, me) => {
      const wait = await startAttempt(sql, attempt, false);
      if (wait > 0) return { wait, taken: [] as IdentityField[] };
      requireMay('escolas', 'create', me);
      if (!mayAssignType(typeOf(me), DIRETOR_TYPE)) throw forbidden(MSG.typeNotAllowed);
      const taken = await takenFields(sql, diretor, null);
      if (taken.length > 0) await countTaken(sql, attempt, taken);
      return { wait: 0, taken };
    });
    if (probe.wait > 0) return tooManyAttempts('cadastro', probe.wait);
    const already = (campos: IdentityField[]) => ({ exists: true, msg: MSG.userExists, campos });
    if (probe.taken.length > 0) return already(probe.taken);
    const alreadyCounted = async (campos: IdentityField[]) => {
      await asCaller((sql) => countTaken(sql, attempt, campos));
      return already(campos);
    };

    let account: string;
    try {
      account = (await ports.auth.createUser(diretor.cp_email, diretor.cp_password)).userId;
    } catch (error) {
      if (error instanceof AuthError && error.code === 'email_taken') return alreadyCounted(['cp_email']);
      if (error instanceof AuthError && error.code === 'weak_password') throw badRequest(MSG.weakPassword);
      throw error;
    }

    try {
      const cpEcId = await asCaller(async (sql) => {
        const fields = { ...school, cp_ec_responsavel: diretor.cp_nome };
        const [created] = await sql.query<{ cp_ec_id: number }>(
          `insert into public.escolas ${insertList(ESCOLA_FORM_COLUMNS)} returning cp_ec_id`,
          valuesOf(fields, ESCOLA_FORM_COLUMNS),
        );
        const id = created!.cp_ec_id;
        // No `returning`: a director registering a school does not read the new school's people
        // (profiles_select), and a returned row must pass it.
        const person = { ...diretor, cp_tipo_user: DIRETOR_TYPE, cp_escola_id: id };
        await sql.query(`insert into public.profiles ${insertList(['auth_user_id', ...DIRETOR_COLUMNS])}`, [
          account,
          ...valuesOf(person, DIRETOR_COLUMNS),
        ]);
        return id;
      });
      return { exists: false, msg: MSG.schoolRegistered, cp_ec_id: cpEcId };
    } catch (error) {
      await ports.auth.deleteUser(account).catch((e: unknown) => logError(e, 'registerEscolaDiretor: deleting the account'));
      if (isUniqueViolation(error)) return alreadyCounted(fieldOfUniqueViolation(error));
      throw error;
    }
  }),

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
