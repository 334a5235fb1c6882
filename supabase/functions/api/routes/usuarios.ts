/**
 * Users (spec section 7, "Users"; the rules of docs/registration.md).
 *
 * Everything runs as the caller, so the profiles policies decide what exists
 * (404) and what may be written; the pre-checks below only choose the
 * specific message a refusal answers with, in the order the doc lists them.
 */
import { mayAssignType } from '../../_shared/contract/roles.ts';
import {
  ANIVERSARIANTES_ORDER,
  DIAS_ANIVERSARIO,
  deleteUsuario,
  editUsuario,
  getUsuario,
  listDiretores,
  listProfessores,
  listUsuarios,
  registerUsuario,
  USUARIO_FORM_COLUMNS,
  USUARIO_ORDER,
  USUARIO_SEARCH,
} from '../../_shared/contract/usuarios.ts';
import { compareBy } from '../../_shared/contract/order.ts';
import {
  clashingFields,
  IDENTITY_FIELDS,
  sameIdentifier,
  staysInClass,
  takenMessage,
  type Identity,
  type IdentityField,
} from '../../_shared/contract/rules/usuarios.ts';
import { valuesOf } from '../../_shared/contract/columns.ts';
import { BIRTHDAY_WINDOW_DAYS } from '../../_shared/contract/rules/aniversario.ts';
import { AuthError, type Sql } from '../ports.ts';
import { badRequest, conflict, forbidden, isUniqueViolation, MSG, notFound, sqlConstraint } from '../lib/errors.ts';
import { checkUpload, claimUpload, sweepFiles, withSignedFiles } from '../lib/files.ts';
import { ident } from '../lib/columns.ts';
import { inOrder, listReply, orderedPage, searchSql, Where } from '../lib/list.ts';
import { toIsoDay } from '../../_shared/contract/dates.ts';
import { idParam } from '../lib/params.ts';
import type { Usuario } from '../../_shared/contract/entities.ts';
import { TURMA_OF_P, readableUser, USER_SELECT, type Me } from '../lib/profiles.ts';
import { insertList, setList } from '../lib/columns.ts';
import { handle, type Route } from '../lib/route.ts';
import { startAttempt, tooManyAttempts, type Attempt } from '../lib/throttle.ts';
import { sessionIdOf } from './session.ts';
import { mayOn, requireList, requireMay, scopeFilter, typeOf } from '../lib/scope.ts';
import { scopeOf } from '../../_shared/contract/access.ts';

const type = typeOf;
const requireListPeople = (me: Me) => requireList('usuarios', me);
/** A person's class is not a column of profiles: it is read from turma_alunos. */
const PERSON_CLASS = { class: TURMA_OF_P } as const;

/** Whether a school exists and is live, whoever asks (only a boolean). */
export async function schoolIsLive(sql: Sql, schoolId: number): Promise<boolean> {
  const [row] = await sql.query<{ live: boolean }>('select private.escola_is_live($1) as live', [schoolId]);
  return row?.live === true;
}

/**
 * Which of a login, an e-mail and a CPF someone other than `except` holds
 * (deleted people included), as the caller: private.usuario_campos_em_uso,
 * the field-by-field private.usuario_exists (gestão only).
 */
export async function takenFields(sql: Sql, who: Identity, except: number | null): Promise<IdentityField[]> {
  const [row] = await sql.query<{ campos: string[] | null }>('select private.usuario_campos_em_uso($1, $2, $3, $4) as campos', [
    who.cp_login,
    who.cp_email,
    who.cp_cpf,
    except,
  ]);
  const named = row?.campos ?? [];
  return IDENTITY_FIELDS.filter((f) => named.includes(f));
}

/** The field a unique violation of profiles names (its constraint or unique index), when it names one. */
export function fieldOfUniqueViolation(error: unknown): IdentityField[] {
  const name = sqlConstraint(error) ?? '';
  const field = IDENTITY_FIELDS.find((f) => name.startsWith(`profiles_${f}_`));
  return field ? [field] : [];
}

/**
 * A clash names its fields, and each field named is one attempt of the
 * caller's THROTTLE.cadastro count: an answer that names three fields tells
 * as much as three `exists` answers did, and costs as much (docs/decisions.md).
 */
export async function countTaken(sql: Sql, attempt: Attempt, fields: readonly IdentityField[]): Promise<void> {
  for (let i = 0; i < Math.max(1, fields.length); i++) await startAttempt(sql, attempt, true);
}

/** The registration probes of one caller (conta) and address: POST /register, the school's new director, an edit's new identity. */
export const cadastroAttempt = (sub: string, address: string | null): Attempt => ({
  action: 'cadastro',
  own: `conta:${sub}`,
  address,
});

const FORM_COLUMNS = USUARIO_FORM_COLUMNS;
const byName = compareBy(USUARIO_ORDER);
type FormColumn = (typeof FORM_COLUMNS)[number];

export const usuarioRoutes: Route[] = [
  handle(getUsuario, async (ctx) => {
    const id = idParam(ctx.params, 'id');
    const user = await ctx.asCaller(async (sql) => {
      const user = await readableUser(sql, id);
      if (!user) throw notFound(MSG.userNotFound);
      return user;
    });
    const [signed] = await withSignedFiles(ctx, ctx.credentials, [user], 'cp_foto_perfil');
    return signed!;
  }),

  handle(listUsuarios, async (ctx) => {
    const { query, asCaller } = ctx;
    const page = await asCaller(async (sql, me) => {
      requireListPeople(me);
      const where = new Where().add('p.cp_excluido = 0');
      scopeFilter(where, 'usuarios', 'list', me, 'p', PERSON_CLASS);
      if (query.cp_tipo_user !== undefined) where.add((bind) => `p.cp_tipo_user = ${bind(query.cp_tipo_user)}`);
      if (query.escolaId !== undefined) where.add((bind) => `p.cp_escola_id = ${bind(query.escolaId)}`);
      const birthdays = query.aniversariantes === 1;
      const today = toIsoDay(new Date());
      if (birthdays) {
        where.add(
          (bind) => `private.birthday_within(p.cp_datanascimento, ${bind(today)}::date, ${bind(BIRTHDAY_WINDOW_DAYS)}::integer)`,
        );
      }
      where.search(query.q, searchSql(USUARIO_SEARCH, 'p'));
      // 'Aniversariantes' by the next birthday (today first), then by name (ANIVERSARIANTES_ORDER).
      const days = birthdays
        ? `, private.dias_ate_aniversario(p.cp_datanascimento, ${where.bind(today)}::date) as ${ident(DIAS_ANIVERSARIO)}`
        : '';
      const page = await orderedPage(
        sql,
        `select p.cp_id, p.cp_nome${days} from public.profiles p where ${where}`,
        where.params,
        query,
        birthdays ? ANIVERSARIANTES_ORDER : USUARIO_ORDER,
      );
      const rows = await sql.query<Usuario & Record<string, unknown>>(
        `select ${USER_SELECT} from public.profiles p where p.cp_id = any($1::bigint[])`,
        [page.ids],
      );
      return { rows: inOrder(page.ids, rows, (r) => r.cp_id), total: page.total };
    });
    return listReply(await withSignedFiles(ctx, ctx.credentials, page.rows, 'cp_foto_perfil'), page.total);
  }),

  handle(listDiretores, ({ query, asCaller }) =>
    asCaller(async (sql, me) => {
      requireList('diretores', me);
      if (query.cp_tipo_user !== 2) throw badRequest(MSG.onlyDirectors);
      const rows = await sql.query<{ cp_id: number; cp_nome: string }>('select cp_id, cp_nome from private.list_diretores()');
      return rows.map(({ cp_id, cp_nome }) => ({ cp_id, cp_nome })).sort(byName);
    }),
  ),

  handle(listProfessores, ({ query, asCaller }) =>
    asCaller(async (sql, me) => {
      requireListPeople(me);
      const where = new Where().add('p.cp_excluido = 0').add('p.cp_tipo_user = 4');
      scopeFilter(where, 'usuarios', 'list', me, 'p', PERSON_CLASS);
      if (query.escolaId !== undefined) where.add((bind) => `p.cp_escola_id = ${bind(query.escolaId)}`);
      const rows = await sql.query<{ cp_id: number; cp_nome: string }>(
        `select p.cp_id, p.cp_nome from public.profiles p where ${where}`,
        where.params,
      );
      return rows.sort(byName);
    }),
  ),

  /**
   * Soft delete: the person is marked deleted and leaves their class, in one
   * transaction. Their sessions end at once (every request re-reads the live
   * profile) and they can no longer sign in (private.login_email).
   */
  /** The person's photo goes with them (the profile's trigger lists it; the sweep removes it). */
  handle(deleteUsuario, async (ctx) => {
    const id = idParam(ctx.params, 'id');
    const answer = await ctx.asCaller(async (sql, me) => {
      const target = await readableUser(sql, id);
      if (!target) throw notFound(MSG.userNotFound);
      if (target.cp_id === me.cp_id) throw conflict(MSG.cannotDeleteSelf);
      requireMay('usuarios', 'delete', me);
      if (!mayAssignType(type(me), target.cp_tipo_user)) throw forbidden(MSG.typeNotAllowed);
      const classes = await sql.query('select 1 from public.turmas where cp_tr_id_professor = $1 limit 1', [id]);
      if (classes.length > 0) throw conflict(MSG.teacherHasClasses);
      await sql.query('delete from public.turma_alunos where cp_aluno_id = $1', [id]);
      // Their sessions end with them: no refresh, no request (currentProfile also wants a live profile).
      await sql.query('select private.end_sessions($1, null)', [id]);
      const done = await sql.query('update public.profiles set cp_excluido = 1 where cp_id = $1 returning cp_id', [id]);
      if (done.length === 0) throw forbidden();
      return { msg: MSG.userDeleted };
    });
    await sweepFiles(ctx);
    return answer;
  }),

  /**
   * The profile and the sign-in account change together or not at all: the
   * row first (RLS, unique logins/e-mails/CPFs), then the account's e-mail
   * and password; if the auth service refuses or fails, the row is put back.
   */
  handle(editUsuario, async ({ params, body, asCaller, ports, credentials, clientAddress }) => {
    const id = idParam(params, 'id');
    // A new login, e-mail or CPF that someone else holds is named (409) and counted as a registration
    // probe; while the caller's count is locked such a change answers 429 (docs/decisions.md).
    const attempt = cadastroAttempt(credentials.claims.sub, clientAddress);
    // One transaction: a refusal (thrown) writes nothing; a clash or a lock is answered after it
    // commits, so the count it made stays.
    const outcome = await asCaller(async (sql, me) => {
      if (id === me.cp_id && scopeOf('usuarios', 'write', type(me)) !== 'all') throw forbidden(MSG.editSelfInProfile);
      const target = await readableUser(sql, id);
      if (!target) throw notFound(MSG.userNotFound);
      requireMay('usuarios', 'write', me);
      if (!mayAssignType(type(me), target.cp_tipo_user)) throw forbidden(MSG.typeNotAllowed);
      if (!mayAssignType(type(me), body.cp_tipo_user)) throw forbidden(MSG.typeNotAllowed);
      if (!mayOn('usuarios', 'write', me, { schoolId: body.cp_escola_id })) throw forbidden(MSG.otherSchool);
      if (!(await schoolIsLive(sql, body.cp_escola_id))) throw badRequest(MSG.schoolMissing);
      // Only a new login, e-mail or CPF can clash (or probe): keeping all three asks nothing.
      if (clashingFields(target, body).length < IDENTITY_FIELDS.length) {
        const wait = await startAttempt(sql, attempt, false);
        if (wait > 0) return { kind: 'locked', wait } as const;
        const taken = await takenFields(sql, body, id);
        if (taken.length > 0) {
          await countTaken(sql, attempt, taken);
          return { kind: 'taken', taken } as const;
        }
      }
      const [old] = await sql.query<Record<FormColumn, unknown> & { auth_user_id: string }>(
        `select ${FORM_COLUMNS.join(', ')}, auth_user_id::text as auth_user_id from public.profiles where cp_id = $1`,
        [id],
      );
      if (!old) throw notFound(MSG.userNotFound);
      await writeForm(sql, id, valuesOf(body, FORM_COLUMNS));
      // A class holds live students of its own school: someone who stops being one leaves their class.
      const [member] = await sql.query<{ cp_tr_id: number; cp_tr_id_escola: number }>(
        `select ta.cp_tr_id, t.cp_tr_id_escola from public.turma_alunos ta join public.turmas t on t.cp_tr_id = ta.cp_tr_id
          where ta.cp_aluno_id = $1`,
        [id],
      );
      const left =
        member && !staysInClass(body, member.cp_tr_id_escola)
          ? await sql.query<{ cp_tr_id: number }>(
              'delete from public.turma_alunos where cp_aluno_id = $1 and cp_tr_id = $2 returning cp_tr_id',
              [id, member.cp_tr_id],
            )
          : [];
      return { kind: 'written', before: { ...old, leftClass: left[0]?.cp_tr_id ?? null } } as const;
    });
    if (outcome.kind === 'locked') return tooManyAttempts('cadastro', outcome.wait);
    if (outcome.kind === 'taken') throw conflict(takenMessage(outcome.taken));
    const { before } = outcome;

    const emailChanged = !sameIdentifier(body.cp_email, String(before.cp_email));
    if (emailChanged || body.cp_password !== undefined) {
      try {
        await ports.auth.updateUser(before.auth_user_id, {
          ...(emailChanged ? { email: body.cp_email } : {}),
          ...(body.cp_password !== undefined ? { password: body.cp_password } : {}),
        });
      } catch (error) {
        await asCaller(async (sql) => {
          await writeForm(
            sql,
            id,
            FORM_COLUMNS.map((c) => before[c]),
          );
          if (before.leftClass !== null) {
            await sql.query('insert into public.turma_alunos (cp_tr_id, cp_aluno_id) values ($1, $2)', [before.leftClass, id]);
          }
        });
        if (error instanceof AuthError) {
          if (error.code === 'email_taken') throw conflict(takenMessage(['cp_email']));
          if (error.code === 'weak_password') throw badRequest(MSG.weakPassword);
        }
        throw error;
      }
      // A new password ends the person's sessions (all of them; when it is the caller's own, all but this one).
      if (body.cp_password !== undefined) {
        await asCaller((sql, me) =>
          sql.query('select private.end_sessions($1, $2::uuid)', [id, id === me.cp_id ? sessionIdOf(credentials.claims) : null]),
        );
      }
    }
    return { msg: MSG.userEdited };
  }),

  /**
   * Registration: the sign-in account, the profile and the photo (when sent:
   * the id of an upload of kind `foto`, checked before anything is created)
   * are created together or not at all. The account comes first (the profile
   * points at it); if the profile's transaction — which also claims the
   * photo — fails, the account is deleted again.
   */
  handle(registerUsuario, async (ctx) => {
    const { body, asCaller, ports, logError, credentials, clientAddress } = ctx;
    // 'Usuário já cadastrado' tells who exists: those answers are counted per caller and address,
    // one count per field they name, and past the limit nothing is looked up (docs/decisions.md §53).
    const attempt = cadastroAttempt(credentials.claims.sub, clientAddress);
    const probe = await asCaller(async (sql, me) => {
      const wait = await startAttempt(sql, attempt, false);
      if (wait > 0) return { wait, taken: [] as IdentityField[] };
      requireMay('usuarios', 'create', me);
      if (!(await schoolIsLive(sql, body.cp_escola_id))) throw badRequest(MSG.schoolMissing);
      if (!mayAssignType(type(me), body.cp_tipo_user)) throw forbidden(MSG.typeNotAllowed);
      if (!mayOn('usuarios', 'create', me, { schoolId: body.cp_escola_id })) throw forbidden(MSG.otherSchool);
      const taken = await takenFields(sql, body, null);
      if (taken.length > 0) await countTaken(sql, attempt, taken);
      return { wait: 0, taken };
    });
    if (probe.wait > 0) return tooManyAttempts('cadastro', probe.wait);
    const already = (campos: IdentityField[]) => ({ exists: true, msg: MSG.userExists, campos });
    if (probe.taken.length > 0) return already(probe.taken);
    /** The same answer when the account or the profile turns out to be taken after all (a race): counted too. */
    const alreadyCounted = async (campos: IdentityField[]) => {
      await asCaller((sql) => countTaken(sql, attempt, campos));
      return already(campos);
    };
    const photoId = body.cp_foto_perfil ?? null;
    const photo = photoId ? await checkUpload(ctx, photoId, 'foto') : null;

    let account: string;
    try {
      account = (await ports.auth.createUser(body.cp_email, body.cp_password)).userId;
    } catch (error) {
      if (error instanceof AuthError && error.code === 'email_taken') return alreadyCounted(['cp_email']);
      if (error instanceof AuthError && error.code === 'weak_password') throw badRequest(MSG.weakPassword);
      throw error;
    }

    try {
      const cpId = await asCaller(async (sql) => {
        // The row first: its guard (profiles_guard_files) admits only an upload of the caller still unclaimed.
        const [row] = await sql.query<{ cp_id: number }>(
          `insert into public.profiles ${insertList(['auth_user_id', ...FORM_COLUMNS, 'cp_foto_perfil'])} returning cp_id`,
          [account, ...valuesOf(body, FORM_COLUMNS), photo],
        );
        if (photoId) await claimUpload(sql, photoId);
        return row!.cp_id;
      });
      return { exists: false, msg: MSG.userRegistered, userId: cpId };
    } catch (error) {
      await ports.auth.deleteUser(account).catch((e: unknown) => logError(e, 'registerUsuario: deleting the account'));
      if (isUniqueViolation(error)) return alreadyCounted(fieldOfUniqueViolation(error));
      throw error;
    }
  }),
];

/** Writes the user form's fields to a profile, as the caller; a taken login/e-mail/CPF is 409. */
async function writeForm(sql: Sql, id: number, values: readonly unknown[]): Promise<void> {
  try {
    const rows = await sql.query(`update public.profiles set ${setList(FORM_COLUMNS, 1)} where cp_id = $1 returning cp_id`, [
      id,
      ...values,
    ]);
    if (rows.length === 0) throw forbidden();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(takenMessage(fieldOfUniqueViolation(error)));
    throw error;
  }
}
