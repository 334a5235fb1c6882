/**
 * Enrolments (spec section 7, "Enrolments"; docs/matriculas.md), as the
 * caller: RLS decides what exists and what may be written; the pre-checks
 * only choose the message. An enrolment and its installments are written in
 * the request's one transaction, by the contract's rules (parcelasPlano,
 * replanParcelas); the database refuses any change to a paid installment and,
 * at commit, a plan that does not add up to the course value.
 */
import { valuesOf } from '../../_shared/contract/columns.ts';
import type { Matricula, MatriculaRow } from '../../_shared/contract/entities.ts';
import {
  buscarUsuariosMatricula,
  deleteMatricula,
  editMatricula,
  getMatricula,
  getUsuarioMatricula,
  CANDIDATE_SEARCH,
  listMatriculas,
  MATRICULA_COLUMNS,
  MATRICULA_ORDER,
  MATRICULA_SEARCH,
  matriculaColumns,
  registerMatricula,
  type MatriculaForm,
  type MatriculaStudent,
} from '../../_shared/contract/matriculas.ts';
import { isPaid, type PlannedParcela } from '../../_shared/contract/rules/parcelas.ts';
import {
  alunoChangeRefusal,
  alunoRefusal,
  newEnrolmentPlan,
  PERSON_DETAILS_COLUMNS,
  signedAluno,
  unpaidChanges,
  usuarioMatriculaAnswer,
  type CandidateFacts,
  type PersonDetails,
  type StoredParcela,
} from '../../_shared/contract/rules/matriculas.ts';
import { USUARIO_ORDER } from '../../_shared/contract/usuarios.ts';
import type { z } from 'zod';
import type { Sql } from '../ports.ts';
import { insertList, selectList, setList } from '../lib/columns.ts';
import { CERT_MESSAGES } from '../../_shared/contract/certificados.ts';
import { badRequest, conflict, forbidden, MSG, notFound, sqlConstraint, sqlState } from '../lib/errors.ts';
import { inOrder, listReply, orderedPage, searchSql, Where } from '../lib/list.ts';
import { idParam } from '../lib/params.ts';
import type { Me } from '../lib/profiles.ts';
import { handle, type Route } from '../lib/route.ts';
import { mayOn, requireList, requireMay, scopeFilter } from '../lib/scope.ts';

type Form = z.output<typeof MatriculaForm>;

/** An enrolment as answered, for the ids in $1 (bigint[]), with its paid installments counted. */
const MATRICULA_SELECT = `
  select ${selectList('m', MATRICULA_COLUMNS)},
         (select count(*)::integer from public.parcelas p
           where p.cp_mt_id = m.cp_mt_id and p."cp_mtPar_status" = 'Pago') as cp_mt_parcelas_pagas
  from public.matriculas m
  where m.cp_mt_id = any($1::bigint[])`;

/** The columns an edit writes: never the id, nor the student, their name and CPF and the school it was signed with. */
const SIGNED: readonly string[] = ['cp_mt_id', 'cp_mt_escola', 'cp_mt_usuario', 'cp_mt_nome_usuario', 'cp_mt_cadastro_usuario'];
const EDITABLE_COLUMNS = MATRICULA_COLUMNS.filter((c) => !SIGNED.includes(c));
const INSERT_COLUMNS = MATRICULA_COLUMNS.filter((c) => c !== 'cp_mt_id');

type Row = Matricula & Record<string, unknown>;

async function matriculasByIds(sql: Sql, ids: readonly number[]): Promise<Matricula[]> {
  const rows = await sql.query<Row>(MATRICULA_SELECT, [ids]);
  return inOrder(ids, rows, (r) => r.cp_mt_id);
}

/** An enrolment the caller may read, or 404. */
export async function readableMatricula(sql: Sql, id: number): Promise<Matricula> {
  const [row] = await matriculasByIds(sql, [id]);
  if (!row) throw notFound(MSG.matriculaNotFound);
  return row;
}

/**
 * The student of a new enrolment (the contract's alunoRefusal), as the
 * caller reads them; the database's matriculas_so_alunos refuses anyone but
 * a student too.
 */
async function alunoOf(sql: Sql, form: Form): Promise<MatriculaStudent> {
  const [u] = await sql.query<MatriculaStudent & CandidateFacts & Record<string, unknown>>(
    'select cp_id, cp_nome, cp_cpf, cp_escola_id, cp_tipo_user, cp_excluido from public.profiles where cp_id = $1',
    [form.usuarioId],
  );
  const refusal = alunoRefusal(u, form.escolaId);
  if (refusal !== null || !u) throw badRequest(refusal ?? MSG.matriculaUserInvalid);
  return { cp_id: u.cp_id, cp_nome: u.cp_nome, cp_cpf: u.cp_cpf, cp_escola_id: u.cp_escola_id };
}

/** The database's students-only guard (matriculas_so_alunos) as the 400 the pre-check answers. */
function onlyStudentsRefusal(error: unknown): unknown {
  return sqlConstraint(error) === 'matriculas_so_alunos' ? badRequest(MSG.matriculaOnlyStudents) : error;
}

async function assertCourse(sql: Sql, cursoId: number): Promise<void> {
  const [course] = await sql.query('select 1 from public.cursos where cp_curso_id = $1', [cursoId]);
  if (!course) throw badRequest(MSG.courseMissing);
}

const PARCELA_INSERT = `insert into public.parcelas (cp_mt_id, cp_mt_escola, cp_mt_usuario, "cp_mtPar_numero", "cp_mtPar_dataParcela", "cp_mtPar_valorParcela")
  select $1, $2, $3, n, d, v from unnest($4::integer[], $5::date[], $6::numeric[]) as t(n, d, v)`;

async function insertParcelas(
  sql: Sql,
  m: Pick<MatriculaRow, 'cp_mt_id' | 'cp_mt_escola' | 'cp_mt_usuario'>,
  plan: readonly PlannedParcela[],
) {
  if (plan.length === 0) return;
  await sql.query(PARCELA_INSERT, [
    m.cp_mt_id,
    m.cp_mt_escola,
    m.cp_mt_usuario,
    plan.map((p) => p.numero),
    plan.map((p) => p.vencimento),
    plan.map((p) => p.valor),
  ]);
}

/**
 * Rewrites the unpaid installments of an edited enrolment (the contract's
 * unpaidChanges; docs/matriculas.md): 400 when the plan cannot hold what was
 * paid; nothing is written before that check.
 */
async function replan(sql: Sql, m: MatriculaRow, form: Form): Promise<() => Promise<void>> {
  const existing = await sql.query<StoredParcela & { status: string } & Record<string, unknown>>(
    `select "cp_mtPar_id" as id, "cp_mtPar_numero" as numero, "cp_mtPar_valorParcela"::float8 as valor, "cp_mtPar_status" as status
       from public.parcelas where cp_mt_id = $1`,
    [m.cp_mt_id],
  );
  const changes = unpaidChanges(
    form,
    existing.map((p) => ({ id: p.id, numero: p.numero, valor: p.valor, pago: isPaid(p.status) })),
  );
  if (!changes) throw badRequest(MSG.matriculaPaidConflict);
  return async () => {
    if (changes.remove.length > 0) {
      await sql.query('delete from public.parcelas where "cp_mtPar_id" = any($1::bigint[])', [changes.remove]);
    }
    if (changes.update.length > 0) {
      await sql.query(
        `update public.parcelas p set "cp_mtPar_dataParcela" = t.d, "cp_mtPar_valorParcela" = t.v
           from unnest($1::bigint[], $2::date[], $3::numeric[]) as t(id, d, v) where p."cp_mtPar_id" = t.id`,
        [changes.update.map((p) => p.id), changes.update.map((p) => p.vencimento), changes.update.map((p) => p.valor)],
      );
    }
    await insertParcelas(sql, m, changes.insert);
  };
}

/** The fact columns of a person as a candidate student of an enrolment (ACCESS.matriculas: their school, themselves). */
const PERSON_AS_STUDENT = { school: 'p.cp_escola_id', owner: 'p.cp_id' } as const;

const mayEnrolIn = (me: Me, schoolId: number | null) => mayOn('matriculas', 'create', me, { schoolId });

export const matriculaRoutes: Route[] = [
  handle(listMatriculas, ({ query, asCaller }) =>
    asCaller(async (sql, me) => {
      requireList('matriculas', me);
      const where = new Where();
      scopeFilter(where, 'matriculas', 'list', me, 'm');
      if (query.status !== undefined) where.add((bind) => `m.cp_status_matricula = ${bind(query.status)}`);
      if (query.escolaId !== undefined) where.add((bind) => `m.cp_mt_escola = ${bind(query.escolaId)}`);
      where.search(query.q, searchSql(MATRICULA_SEARCH, 'm'));
      const page = await orderedPage(
        sql,
        `select m.cp_mt_id, m.cp_mt_nome_usuario from public.matriculas m where ${where}`,
        where.params,
        query,
        MATRICULA_ORDER,
      );
      return listReply(await matriculasByIds(sql, page.ids), page.total);
    }),
  ),

  handle(getMatricula, ({ params, asCaller }) => {
    const id = idParam(params, 'id');
    return asCaller((sql) => readableMatricula(sql, id));
  }),

  handle(getUsuarioMatricula, ({ params, asCaller }) => {
    const userId = idParam(params, 'userId');
    return asCaller(async (sql, me) => {
      requireMay('matriculas', 'create', me);
      const [u] = await sql.query<PersonDetails & Record<string, unknown>>(
        `select ${PERSON_DETAILS_COLUMNS.join(', ')} from public.profiles where cp_id = $1 and cp_excluido = 0`,
        [userId],
      );
      // Only a live person of a school the caller enrols in exists for this lookup.
      if (!u || !mayEnrolIn(me, u.cp_escola_id)) throw notFound(MSG.userNotFound);
      return usuarioMatriculaAnswer(u);
    });
  }),

  handle(buscarUsuariosMatricula, ({ query, asCaller }) =>
    asCaller(async (sql, me) => {
      requireMay('matriculas', 'create', me);
      // Only students are enrolled: the search offers nobody else.
      const where = new Where().add('p.cp_excluido = 0').add('p.cp_tipo_user = 5');
      scopeFilter(where, 'matriculas', 'create', me, 'p', PERSON_AS_STUDENT);
      if (query.escolaId !== undefined) where.add((bind) => `p.cp_escola_id = ${bind(query.escolaId)}`);
      where.search(query.q, searchSql(CANDIDATE_SEARCH, 'p'));
      const page = await orderedPage(
        sql,
        `select p.cp_id, p.cp_nome from public.profiles p where ${where}`,
        where.params,
        query,
        USUARIO_ORDER,
      );
      const rows = await sql.query<{ cp_id: number; cp_nome: string; cp_cpf: string; cp_escola_id: number | null }>(
        'select cp_id, cp_nome, cp_cpf, cp_escola_id from public.profiles where cp_id = any($1::bigint[])',
        [page.ids],
      );
      return listReply(
        inOrder(page.ids, rows, (r) => r.cp_id),
        page.total,
      );
    }),
  ),

  handle(registerMatricula, ({ body, asCaller }) =>
    asCaller(async (sql, me) => {
      requireMay('matriculas', 'create', me);
      // The school first (403 outside the caller's), then the person in it (400).
      if (!mayEnrolIn(me, body.escolaId)) throw forbidden();
      const student = await alunoOf(sql, body);
      await assertCourse(sql, body.cursoId);
      const columns = matriculaColumns(body, student);
      let rows: { cp_mt_id: number }[];
      try {
        rows = await sql.query<{ cp_mt_id: number }>(
          `insert into public.matriculas ${insertList(INSERT_COLUMNS)} returning cp_mt_id`,
          valuesOf(columns, INSERT_COLUMNS),
        );
      } catch (error) {
        // The person stopped being a student after the pre-check: the database refused.
        throw onlyStudentsRefusal(error);
      }
      const id = rows[0]!.cp_mt_id;
      await insertParcelas(sql, { ...columns, cp_mt_id: id }, newEnrolmentPlan(body));
      return { msg: MSG.matriculaRegistered, cp_mt_id: id };
    }),
  ),

  handle(editMatricula, ({ params, body, asCaller }) => {
    const id = idParam(params, 'id');
    return asCaller(async (sql, me) => {
      const current = await readableMatricula(sql, id);
      // One edit of a plan at a time: a second one waits, then replans from what the first wrote.
      await sql.query('select 1 from public.matriculas where cp_mt_id = $1 for update', [id]);
      if (!mayOn('matriculas', 'write', me, { schoolId: current.cp_mt_escola, ownerUserId: current.cp_mt_usuario })) {
        throw forbidden();
      }
      if (body.usuarioId !== current.cp_mt_usuario) {
        // Naming a staff member the caller reads hears why; anyone else, that the student never changes.
        const [named] = await sql.query<{ cp_tipo_user: number }>('select cp_tipo_user from public.profiles where cp_id = $1', [
          body.usuarioId,
        ]);
        throw badRequest(alunoChangeRefusal(named));
      }
      await assertCourse(sql, body.cursoId);
      // The enrolment keeps the student, name, CPF and school it was signed with.
      const columns = { cp_mt_id: id, ...matriculaColumns(body, signedAluno(current)) };
      const writeInstallments = await replan(sql, columns, body);
      const rows = await sql.query(
        `update public.matriculas set ${setList(EDITABLE_COLUMNS, 1)} where cp_mt_id = $1 returning cp_mt_id`,
        [id, ...valuesOf(columns, EDITABLE_COLUMNS)],
      );
      if (rows.length === 0) throw forbidden();
      await writeInstallments();
      return { msg: MSG.matriculaUpdated };
    });
  }),

  handle(deleteMatricula, ({ params, asCaller }) => {
    const id = idParam(params, 'id');
    return asCaller(async (sql, me) => {
      const current = await readableMatricula(sql, id);
      if (!mayOn('matriculas', 'delete', me, { schoolId: current.cp_mt_escola, ownerUserId: current.cp_mt_usuario })) {
        throw forbidden();
      }
      if (current.cp_mt_parcelas_pagas > 0) throw conflict(MSG.matriculaHasPayments);
      let rows;
      try {
        rows = await sql.query('delete from public.matriculas where cp_mt_id = $1 returning cp_mt_id', [id]);
      } catch (error) {
        // certificados_matricula_fkey refuses the delete: a certificate, valid or revoked, keeps its enrolment.
        if (sqlState(error) === '23503' || sqlState(error) === '23001') throw conflict(CERT_MESSAGES.matriculaHasCertificate);
        throw error;
      }
      if (rows.length === 0) throw forbidden();
      return { msg: MSG.matriculaDeleted };
    });
  }),
];
