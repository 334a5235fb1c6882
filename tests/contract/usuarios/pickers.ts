/** The directors and teachers pickers (GET /users-escolas?cp_tipo_user=2, GET /users-professores). */
import { expect } from 'vitest';
import { PersonRef } from '../../../supabase/functions/_shared/contract/index.ts';
import { z } from 'zod';
import { P } from '../people.ts';
import type { Scenario } from '../scenario.ts';
import { callerDenials, error, get, id, idsOf, M, ok, rowsOf } from '../scenarios-kit.ts';
import { person, refs, register, registered } from './kit.ts';

// ---------------------------------------------------------------------------
// GET /users-escolas?cp_tipo_user=2 and GET /users-professores
// ---------------------------------------------------------------------------

const PersonRefs = z.array(PersonRef.strict());

export const pickerScenarios: Scenario[] = [
  ...(['gestor', 'diretor', 'diretor2'] as const).map((who): Scenario => ({
    name: `listDiretores: ${who} gets the live directors of every school, by name`,
    as: who,
    request: get('/users-escolas?cp_tipo_user=2'),
    expect: ok({ schema: PersonRefs, body: refs((u) => u.cp_tipo_user === 2) }),
  })),
  ...(['secretaria', 'secretaria2'] as const).map((who): Scenario => ({
    name: `listDiretores: ${who} gets the directors of their own school`,
    as: who,
    request: get('/users-escolas?cp_tipo_user=2'),
    expect: ok({
      schema: PersonRefs,
      check: (a) => expect(rowsOf(a)).toEqual(refs((u) => u.cp_tipo_user === 2 && u.cp_escola_id === P[who].cp_escola_id)),
    }),
  })),
  ...(['professor', 'aluno'] as const).map((who): Scenario => ({
    name: `listDiretores: ${who} may not list directors`,
    as: who,
    request: get('/users-escolas?cp_tipo_user=2'),
    expect: error(403, M.forbidden),
  })),
  {
    name: 'listDiretores: only directors (cp_tipo_user=4)',
    as: 'gestor',
    request: get('/users-escolas?cp_tipo_user=4'),
    expect: error(400, M.onlyDirectors),
  },
  {
    name: 'listDiretores: an unknown type',
    as: 'gestor',
    request: get('/users-escolas?cp_tipo_user=9'),
    expect: error(400, 'Tipo de usuário inválido.'),
  },
  {
    name: 'listDiretores: a newly registered director appears',
    as: 'gestor',
    request: register(person(6, 2, 3, 'Diretora Nova Três')),
    expect: ok({ body: { exists: false } }),
    then: [
      {
        as: 'diretor',
        request: get('/users-escolas?cp_tipo_user=2'),
        expect: ok({ check: (a, [reg]) => expect(idsOf(a)).toContain(registered(reg!)) }),
      },
    ],
  },
  ...callerDenials('listDiretores', get('/users-escolas?cp_tipo_user=2')),

  {
    name: 'listProfessores: the gestor gets every live teacher, by name',
    as: 'gestor',
    request: get('/users-professores'),
    expect: ok({ schema: PersonRefs, body: refs((u) => u.cp_tipo_user === 4) }),
  },
  {
    name: 'listProfessores: the gestor filters by school',
    as: 'gestor',
    request: get('/users-professores?escolaId=2'),
    expect: ok({ body: refs((u) => u.cp_tipo_user === 4 && u.cp_escola_id === 2) }),
  },
  ...(['diretor', 'secretaria', 'diretor2'] as const).map((who): Scenario => ({
    name: `listProfessores: ${who} gets the teachers of their own school`,
    as: who,
    request: get('/users-professores'),
    expect: ok({
      check: (a) => expect(rowsOf(a)).toEqual(refs((u) => u.cp_tipo_user === 4 && u.cp_escola_id === P[who].cp_escola_id)),
    }),
  })),
  {
    name: 'listProfessores: another school is empty for a Diretor',
    as: 'diretor',
    request: get('/users-professores?escolaId=2'),
    expect: ok({ body: [] }),
  },
  ...(['professor', 'aluno'] as const).map((who): Scenario => ({
    name: `listProfessores: ${who} may not list teachers`,
    as: who,
    request: get('/users-professores'),
    expect: error(403, M.forbidden),
  })),
  {
    name: 'listProfessores: a deleted teacher is not listed',
    as: 'gestor',
    request: get('/users-professores?escolaId=1'),
    expect: ok({ check: (a) => expect(idsOf(a)).not.toContain(id('excluido')) }),
  },
  ...callerDenials('listProfessores', get('/users-professores')),
];
