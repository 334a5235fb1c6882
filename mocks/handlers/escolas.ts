/**
 * Schools (spec section 7, "Schools"; docs/registration.md). Deleting a
 * school archives it (`cp_ec_excluido = 1`), and only when no class and no
 * live person points at it. Who may change or archive which school is
 * ACCESS.escolas, per row: the Gestor any, a director only their own.
 */
import type { z } from 'zod';
import {
  deleteEscola,
  editEscola,
  ESCOLA_FORM_COLUMNS,
  ESCOLA_ORDER,
  ESCOLA_SEARCH,
  getEscola,
  listEscolas,
  pickColumns,
  registerEscola,
  registerEscolaDiretor,
  USUARIO_FORM_COLUMNS,
  type Escola,
  type EscolaFields,
  type UsuarioFields,
} from '@contract';
import { mayAssignType } from '@contract/roles';
import { hashPassword } from '../db/seed-db';
import { forbidden } from '../lib/errors';
import { startAttempt, tooManyAttempts } from '../lib/tentativas';
import { cadastroKey, countTaken, takenFields } from './usuarios';
import type { Caller } from '@contract/access';
import { nextId, type MockDb } from '../db/schema';
import { conflict, MSG, notFound } from '../lib/errors';
import { compareBy } from '@contract/order';
import { searchTextOf } from '@contract/search';
import { listReply } from '../lib/list';
import { route, type MockRoute } from '../lib/route';
import { findLiveEscola } from '../lib/escolas';
import { assertMayList, assertMayWrite, assertReadable, assertWritable, listableRows, escolaFacts } from '../lib/scope';
import { idParam } from '../lib/validation';

type SchoolInput = z.output<typeof EscolaFields>;

/** A live school inside the caller's read scope, or 404. */
export function findReadableEscola(db: MockDb, caller: Caller, id: number): Escola {
  const school = findLiveEscola(db, id);
  if (!school) throw notFound(MSG.schoolNotFound);
  assertReadable('escolas', caller, escolaFacts(school), MSG.schoolNotFound);
  return school;
}

const schoolColumns = (body: SchoolInput) => pickColumns(body, ESCOLA_FORM_COLUMNS);

/** A school's new director is a Diretor (type 2). */
const DIRETOR_TYPE = 2;

export const escolaRoutes: MockRoute[] = [
  route(listEscolas, ({ query, auth, db }) => {
    assertMayList('escolas', auth);
    const live = db.escolas.findMany((q) => q.where({ cp_ec_excluido: 0 }));
    return listReply(listableRows('escolas', auth, live, escolaFacts), query, {
      searchText: searchTextOf(ESCOLA_SEARCH),
      sort: compareBy(ESCOLA_ORDER),
    });
  }),

  route(getEscola, ({ params, auth, db }) => findReadableEscola(db, auth, idParam(params, 'id'))),

  route(registerEscola, async ({ body, auth, db }) => {
    assertMayWrite('escolas', auth, 'create');
    const id = nextId(db, 'escolas', 'cp_ec_id');
    await db.escolas.create({ cp_ec_id: id, ...schoolColumns(body), cp_ec_excluido: 0 });
    return { msg: MSG.schoolRegistered, cp_ec_id: id };
  }),

  /**
   * A new school and its new director (type 2, of the new school), together or
   * not at all: everything that can fail is checked before the first write. A
   * taken login, e-mail or CPF answers 'Usuário já cadastrado' with the fields
   * named, counted as POST /register's are.
   */
  route(registerEscolaDiretor, async ({ body, auth, db }) => {
    const probeKey = cadastroKey(auth.userId);
    const wait = await startAttempt(db, 'cadastro', probeKey, false);
    if (wait > 0) return tooManyAttempts('cadastro', wait);
    assertMayWrite('escolas', auth, 'create');
    if (!mayAssignType(auth.type, DIRETOR_TYPE)) throw forbidden(MSG.typeNotAllowed);
    const { diretor, ...school } = body;
    const taken = takenFields(db, null, diretor);
    if (taken.length > 0) {
      await countTaken(db, probeKey, taken);
      return { exists: true, msg: MSG.userExists, campos: taken };
    }

    const schoolId = nextId(db, 'escolas', 'cp_ec_id');
    const userId = nextId(db, 'usuarios', 'cp_id');
    const passwordHash = await hashPassword(userId, diretor.cp_password);
    await db.escolas.create({
      cp_ec_id: schoolId,
      ...schoolColumns({ ...school, cp_ec_responsavel: diretor.cp_nome }),
      cp_ec_excluido: 0,
    });
    const { cp_password: _password, ...fields } = diretor;
    const person: UsuarioFields = { ...fields, cp_tipo_user: DIRETOR_TYPE, cp_escola_id: schoolId };
    await db.usuarios.create({
      cp_id: userId,
      ...pickColumns(person, USUARIO_FORM_COLUMNS),
      cp_foto_perfil: null,
      cp_excluido: 0,
    });
    await db.credentials.create({ userId, passwordHash });
    return { exists: false, msg: MSG.schoolRegistered, cp_ec_id: schoolId };
  }),

  route(editEscola, async ({ params, body, auth, db }) => {
    const school = findReadableEscola(db, auth, idParam(params, 'id'));
    assertWritable('escolas', auth, escolaFacts(school));
    const columns = schoolColumns(body);
    await db.escolas.update((q) => q.where({ cp_ec_id: school.cp_ec_id }), {
      data(s) {
        Object.assign(s, columns);
      },
    });
    return { msg: MSG.schoolUpdated };
  }),

  route(deleteEscola, async ({ params, auth, db }) => {
    const school = findReadableEscola(db, auth, idParam(params, 'id'));
    assertWritable('escolas', auth, escolaFacts(school), 'delete');
    const id = school.cp_ec_id;
    const inUse =
      db.turmas.findFirst((q) => q.where({ cp_tr_id_escola: id })) !== undefined ||
      db.usuarios.findFirst((q) => q.where({ cp_escola_id: id, cp_excluido: 0 })) !== undefined;
    if (inUse) throw conflict(MSG.schoolInUse);
    await db.escolas.update((q) => q.where({ cp_ec_id: id }), {
      data(s) {
        s.cp_ec_excluido = 1;
      },
    });
    return { msg: MSG.schoolDeleted };
  }),
];
