/**
 * Users (spec section 7, "Users"; the rules of docs/registration.md): the
 * people list, registration (sign-in account and profile together), editing,
 * soft deletion and the directors and teachers pickers.
 */
import {
  ANIVERSARIANTES_ORDER,
  DIAS_ANIVERSARIO,
  deleteUsuario,
  editUsuario,
  getUsuario,
  listDiretores,
  listProfessores,
  listUsuarios,
  pickColumns,
  registerUsuario,
  USUARIO_FORM_COLUMNS,
  USUARIO_ORDER,
  USUARIO_SEARCH,
  type Usuario,
  type UsuarioFields,
} from '@contract';
import { daysToBirthday, isBirthdayWithin } from '@contract/rules/aniversario';
import { mayAssignType } from '@contract/roles';
import { compareBy } from '@contract/order';
import {
  clashingFields,
  IDENTITY_FIELDS,
  staysInClass,
  takenMessage,
  type Identity,
  type IdentityField,
} from '@contract/rules/usuarios';
import { searchTextOf } from '@contract/search';
import { hashPassword } from '../db/seed-db';
import { nextId, type MockDb } from '../db/schema';
import { badRequest, conflict, forbidden, MSG } from '../lib/errors';
import { checkUpload, claimUpload, deleteStoredFile } from '../lib/files';
import { listReply } from '../lib/list';
import { Reply } from '../lib/reply';
import { classIndex, leaveClass, withClass } from '../lib/membership';
import { route, type MockRoute } from '../lib/route';
import { startAttempt, tooManyAttempts } from '../lib/tentativas';
import { findLiveEscola } from '../lib/escolas';
import {
  assertMayList,
  assertMayWrite,
  assertWritable,
  canRead,
  canWrite,
  listableRows,
  userFacts,
  writesEverywhere,
} from '../lib/scope';
import { toUserResponse } from '../lib/serialize';
import { endSessions } from '../lib/auth';
import { findReadableUser } from '../lib/usuarios';
import { idParam } from '../lib/validation';

/**
 * Which of this login, e-mail and CPF someone other than `exceptId` (deleted
 * people included) holds, in IDENTITY_FIELDS order: the api's
 * private.usuario_campos_em_uso.
 */
export function takenFields(db: MockDb, exceptId: number | null, f: Identity): IdentityField[] {
  const taken = new Set<IdentityField>();
  for (const u of db.usuarios.findMany((q) => q.where((row) => row.cp_id !== exceptId))) {
    for (const field of clashingFields(u, f)) taken.add(field);
  }
  return IDENTITY_FIELDS.filter((field) => taken.has(field));
}

/** Each field a clash names is one attempt of the caller's THROTTLE.cadastro count (as the api's countTaken). */
export async function countTaken(db: MockDb, key: string, fields: readonly IdentityField[]): Promise<void> {
  for (let i = 0; i < Math.max(1, fields.length); i++) await startAttempt(db, 'cadastro', key, true);
}

/** The key of a caller's registration probes (POST /register, a school's new director, an edit's new identity). */
export const cadastroKey = (userId: number) => `conta:${userId}`;

/** Every live person with their class, read in one pass over the memberships. */
export function livePeople(db: MockDb): Usuario[] {
  const index = classIndex(db);
  return db.usuarios.findMany((q) => q.where({ cp_excluido: 0 })).map((row) => withClass(db, row, index));
}

const byName = compareBy(USUARIO_ORDER);
const byBirthday = compareBy(ANIVERSARIANTES_ORDER);
/** A person with the sort key of 'Aniversariantes': the days to their next birthday. */
const withDays = (u: Usuario, today: Date) => ({ ...u, [DIAS_ANIVERSARIO]: daysToBirthday(u.cp_datanascimento, today) ?? 366 });

/** The stored columns a user form sets (optional fields left out are stored as null). */
const formColumns = (body: UsuarioFields) => pickColumns(body, USUARIO_FORM_COLUMNS);

export const usuarioRoutes: MockRoute[] = [
  route(getUsuario, ({ params, auth, db, storageUrl }) =>
    toUserResponse(findReadableUser(db, auth, idParam(params, 'id')), db, storageUrl),
  ),

  route(listUsuarios, ({ query, auth, db, storageUrl }) => {
    assertMayList('usuarios', auth);
    const today = new Date();
    const birthdays = query.aniversariantes === 1;
    const rows = listableRows('usuarios', auth, livePeople(db), userFacts);
    const page = listReply(rows, query, {
      searchText: searchTextOf(USUARIO_SEARCH),
      filters: [
        (u) => query.cp_tipo_user === undefined || u.cp_tipo_user === query.cp_tipo_user,
        (u) => query.escolaId === undefined || u.cp_escola_id === query.escolaId,
        (u) => !birthdays || isBirthdayWithin(u.cp_datanascimento, today),
      ],
      // 'Aniversariantes' by the next birthday (today first), then by name (ANIVERSARIANTES_ORDER).
      sort: birthdays ? (a, b) => byBirthday(withDays(a, today), withDays(b, today)) : byName,
    });
    // Signed URLs for the page's photos only.
    return new Reply(
      page.body.map((u) => toUserResponse(u, db, storageUrl)),
      page.status,
      page.headers,
    );
  }),

  route(registerUsuario, async ({ body, auth, db }) => {
    // 'Usuário já cadastrado' tells who exists: counted per caller, once per field named;
    // past the limit nothing is looked up.
    const probeKey = cadastroKey(auth.userId);
    const wait = await startAttempt(db, 'cadastro', probeKey, false);
    if (wait > 0) return tooManyAttempts('cadastro', wait);
    assertMayWrite('usuarios', auth, 'create');
    if (!findLiveEscola(db, body.cp_escola_id)) throw badRequest(MSG.schoolMissing);
    if (!mayAssignType(auth.type, body.cp_tipo_user)) throw forbidden(MSG.typeNotAllowed);
    if (!canWrite('usuarios', auth, { schoolId: body.cp_escola_id }, 'create')) throw forbidden(MSG.otherSchool);
    const taken = takenFields(db, null, body);
    if (taken.length > 0) {
      await countTaken(db, probeKey, taken);
      return { exists: true, msg: MSG.userExists, campos: taken };
    }

    // Everything that can fail is done before the first write.
    const id = nextId(db, 'usuarios', 'cp_id');
    const passwordHash = await hashPassword(id, body.cp_password);
    const photoId = body.cp_foto_perfil ?? null;
    const photoPath = photoId ? checkUpload(db, auth.userId, photoId, 'foto') : null;
    if (photoId) await claimUpload(db, photoId);
    await db.usuarios.create({ cp_id: id, ...formColumns(body), cp_foto_perfil: photoPath, cp_excluido: 0 });
    await db.credentials.create({ userId: id, passwordHash });
    return { exists: false, msg: MSG.userRegistered, userId: id };
  }),

  route(editUsuario, async ({ params, body, auth, db }) => {
    const target = findReadableUser(db, auth, idParam(params, 'id'));
    // Only a caller who writes every row (the Gestor) edits themself here; everyone else uses Meu Perfil.
    if (target.cp_id === auth.userId && !writesEverywhere('usuarios', auth)) throw forbidden(MSG.editSelfInProfile);
    assertWritable('usuarios', auth, userFacts(target));
    if (!mayAssignType(auth.type, target.cp_tipo_user) || !mayAssignType(auth.type, body.cp_tipo_user)) {
      throw forbidden(MSG.typeNotAllowed);
    }
    if (!canWrite('usuarios', auth, { schoolId: body.cp_escola_id })) throw forbidden(MSG.otherSchool);
    if (!findLiveEscola(db, body.cp_escola_id)) throw badRequest(MSG.schoolMissing);
    // Only a new login, e-mail or CPF can clash: it is named (409) and counted as a registration probe.
    if (clashingFields(target, body).length < IDENTITY_FIELDS.length) {
      const probeKey = cadastroKey(auth.userId);
      const wait = await startAttempt(db, 'cadastro', probeKey, false);
      if (wait > 0) return tooManyAttempts('cadastro', wait);
      const taken = takenFields(db, target.cp_id, body);
      if (taken.length > 0) {
        await countTaken(db, probeKey, taken);
        throw conflict(takenMessage(taken));
      }
    }

    const passwordHash = body.cp_password === undefined ? null : await hashPassword(target.cp_id, body.cp_password);
    const columns = formColumns(body);
    await db.usuarios.update((q) => q.where({ cp_id: target.cp_id }), {
      data(u) {
        Object.assign(u, columns);
      },
    });
    if (passwordHash !== null) {
      await db.credentials.update((q) => q.where({ userId: target.cp_id }), {
        data(c) {
          c.passwordHash = passwordHash;
        },
      });
      // A new password ends the person's sessions (all of them; their own edit keeps this one).
      await endSessions(db, (s) => s.userId === target.cp_id && s.sessionId !== auth.sessionId);
    }
    // A class holds live students of its own school: someone who stops being one leaves their class.
    const turma =
      target.cp_turma_id === null ? undefined : db.turmas.findFirst((q) => q.where({ cp_tr_id: target.cp_turma_id! }));
    if (turma && !staysInClass(body, turma.cp_tr_id_escola)) leaveClass(db, target.cp_id);
    return { msg: MSG.userEdited };
  }),

  route(deleteUsuario, async ({ params, auth, db }) => {
    const target = findReadableUser(db, auth, idParam(params, 'id'));
    if (target.cp_id === auth.userId) throw conflict(MSG.cannotDeleteSelf);
    assertWritable('usuarios', auth, userFacts(target), 'delete');
    if (!mayAssignType(auth.type, target.cp_tipo_user)) throw forbidden(MSG.typeNotAllowed);
    if (db.turmas.findFirst((q) => q.where({ cp_tr_id_professor: target.cp_id }))) throw conflict(MSG.teacherHasClasses);

    await db.usuarios.update((q) => q.where({ cp_id: target.cp_id }), {
      data(u) {
        u.cp_excluido = 1;
        u.cp_foto_perfil = null;
      },
    });
    // A deleted person keeps no photo (as the api's profiles trigger).
    deleteStoredFile(db, target.cp_foto_perfil);
    leaveClass(db, target.cp_id);
    // Their personal events go; what they wrote for others stays (docs/agenda.md, as the api's trigger).
    db.agendaEventos.deleteMany((q) => q.where({ cp_ev_autor_id: target.cp_id, cp_ev_escopo: 'pessoal' }));
    // Their sessions end: their tokens still verify (a malformed request is a
    // 400 first, as with the api's JWTs) but every request is 401 (callerOf).
    await endSessions(db, (s) => s.userId === target.cp_id);
    return { msg: MSG.userDeleted };
  }),

  route(listDiretores, ({ query, auth, db }) => {
    assertMayList('diretores', auth);
    if (query.cp_tipo_user !== 2) throw badRequest(MSG.onlyDirectors);
    return livePeople(db)
      .filter((u) => u.cp_tipo_user === 2 && canRead('diretores', auth, userFacts(u)))
      .sort(byName)
      .map((u) => ({ cp_id: u.cp_id, cp_nome: u.cp_nome }));
  }),

  route(listProfessores, ({ query, auth, db }) => {
    assertMayList('usuarios', auth);
    return listableRows('usuarios', auth, livePeople(db), userFacts)
      .filter((u) => u.cp_tipo_user === 4 && (query.escolaId === undefined || u.cp_escola_id === query.escolaId))
      .sort(byName)
      .map((u) => ({ cp_id: u.cp_id, cp_nome: u.cp_nome }));
  }),
];
