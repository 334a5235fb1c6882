/**
 * Schools (spec section 7, "Schools"; docs/registration.md). Deleting a
 * school archives it (`cp_ec_excluido = 1`), and only when no class and no
 * live person points at it.
 */
import type { z } from 'zod';
import { deleteSchool, editSchool, getSchool, listSchools, registerSchool, type School, type SchoolFields } from '@contract';
import type { Caller } from '@/domain/access';
import { nextId, type MockDb } from '../db/schema';
import { conflict, MSG, notFound } from '../lib/errors';
import { compareNames, listReply } from '../lib/list';
import { route, type MockRoute } from '../lib/route';
import { findLiveSchool } from '../lib/schools';
import { assertMayList, assertMayWrite, assertReadable, assertWritable, listableRows, schoolFacts } from '../lib/scope';
import { idParam } from '../lib/validation';

type SchoolInput = z.output<typeof SchoolFields>;

/** A live school inside the caller's read scope, or 404. */
export function findReadableSchool(db: MockDb, caller: Caller, id: number): School {
  const school = findLiveSchool(db, id);
  if (!school) throw notFound(MSG.schoolNotFound);
  assertReadable('schools', caller, schoolFacts(school), MSG.schoolNotFound);
  return school;
}

function schoolColumns(body: SchoolInput): Omit<School, 'cp_ec_id' | 'cp_ec_excluido'> {
  return {
    cp_ec_nome: body.cp_ec_nome,
    cp_ec_data_cadastro: body.cp_ec_data_cadastro,
    cp_ec_responsavel: body.cp_ec_responsavel,
    cp_ec_endereco_cidade: body.cp_ec_endereco_cidade,
    cp_ec_endereco_bairro: body.cp_ec_endereco_bairro,
    cp_ec_endereco_estado: body.cp_ec_endereco_estado,
    cp_ec_endereco_rua: body.cp_ec_endereco_rua,
    cp_ec_endereco_numero: body.cp_ec_endereco_numero,
    cp_ec_descricao: body.cp_ec_descricao ?? null,
  };
}

export const schoolRoutes: MockRoute[] = [
  route(listSchools, ({ query, auth, db }) => {
    assertMayList('schools', auth);
    const live = db.schools.findMany((q) => q.where({ cp_ec_excluido: 0 }));
    return listReply(listableRows('schools', auth, live, schoolFacts), query, {
      searchText: (s) => `${s.cp_ec_nome} ${s.cp_ec_endereco_cidade} ${s.cp_ec_endereco_bairro} ${s.cp_ec_responsavel}`,
      sort: (a, b) => compareNames(a.cp_ec_nome, b.cp_ec_nome) || a.cp_ec_id - b.cp_ec_id,
    });
  }),

  route(getSchool, ({ params, auth, db }) => findReadableSchool(db, auth, idParam(params, 'id'))),

  route(registerSchool, async ({ body, auth, db }) => {
    assertMayWrite('schools', auth);
    const id = nextId(db, 'schools', 'cp_ec_id');
    await db.schools.create({ cp_ec_id: id, ...schoolColumns(body), cp_ec_excluido: 0 });
    return { msg: MSG.schoolRegistered, cp_ec_id: id };
  }),

  route(editSchool, async ({ params, body, auth, db }) => {
    const school = findReadableSchool(db, auth, idParam(params, 'id'));
    assertWritable('schools', auth, schoolFacts(school));
    const columns = schoolColumns(body);
    await db.schools.update((q) => q.where({ cp_ec_id: school.cp_ec_id }), {
      data(s) {
        Object.assign(s, columns);
      },
    });
    return { msg: MSG.schoolUpdated };
  }),

  route(deleteSchool, async ({ params, auth, db }) => {
    const school = findReadableSchool(db, auth, idParam(params, 'id'));
    assertWritable('schools', auth, schoolFacts(school));
    const id = school.cp_ec_id;
    const inUse =
      db.turmas.findFirst((q) => q.where({ cp_tr_id_escola: id })) !== undefined ||
      db.users.findFirst((q) => q.where({ cp_escola_id: id, cp_excluido: 0 })) !== undefined;
    if (inUse) throw conflict(MSG.schoolInUse);
    await db.schools.update((q) => q.where({ cp_ec_id: id }), {
      data(s) {
        s.cp_ec_excluido = 1;
      },
    });
    return { msg: MSG.schoolDeleted };
  }),
];
