/**
 * Contract scenarios of schools and the course list (docs/registration.md,
 * "Schools" and "Courses"): every role, refusals, validation, search,
 * paging, and follow-ups proving a refused write changed nothing and that an
 * archived school is gone from every answer.
 */
import { expect } from 'vitest';
import { z } from 'zod';
import { Curso, ListQuery, Escola, EscolaFields } from '../../supabase/functions/_shared/contract/index.ts';
import { NO_SUCH_ID, P, SEED, type PersonKey } from './people.ts';
import type { Answer, RequestSpec, Scenario, Step } from './scenario.ts';
import {
  bodyOf,
  callerDenials,
  del,
  error,
  exactlyIds,
  firstMessage,
  freshCpf,
  get,
  idsOf,
  M,
  ok,
  post,
  put,
  rowsOf,
  totalOf,
  ROLES,
} from './scenarios-kit.ts';
import { escolaDiretorScenarios } from './escolas/diretor.ts';

const ALL_SCHOOLS = SEED.escolas.map((s) => s.cp_ec_id);
const schoolOf = (n: number) => SEED.escolas.find((s) => s.cp_ec_id === n)!;
/** A seeded school's fields that do not depend on the day. */
const stableSchool = (n: number) => {
  const { cp_ec_data_cadastro: _day, ...rest } = schoolOf(n);
  return rest;
};

export const schoolForm = (changes: Record<string, unknown> = {}) => ({
  cp_ec_nome: 'Escola de Idiomas — Unidade Centro',
  cp_ec_data_cadastro: '2026-01-15',
  cp_ec_responsavel: P.diretor.cp_nome,
  cp_ec_endereco_cidade: 'Florianópolis',
  cp_ec_endereco_bairro: 'Centro',
  cp_ec_endereco_estado: 'SC',
  cp_ec_endereco_rua: 'Rua Felipe Schmidt',
  cp_ec_endereco_numero: '300',
  cp_ec_descricao: 'Nova unidade.',
  ...changes,
});

/** The form of a seeded school, with changes. */
export const formOf = (n: number, changes: Record<string, unknown> = {}) => ({
  ...schoolOf(n),
  ...changes,
  cp_ec_id: undefined,
  cp_ec_excluido: undefined,
});

const newSchoolId = (a: Answer) => bodyOf<{ cp_ec_id: number }>(a).cp_ec_id;

/** The seeded school still has its name (a refused write changed nothing). */
const schoolUnchanged = (n: number): Step => ({
  as: 'gestor',
  request: get(`/escolas/${n}`),
  expect: ok({ body: { cp_ec_nome: schoolOf(n).cp_ec_nome } }),
});

/** The gestor still sees exactly the seeded schools. */
const stillSeededSchools: Step = {
  as: 'gestor',
  request: get('/escolas'),
  expect: ok({ check: exactlyIds(ALL_SCHOOLS, 'cp_ec_id') }),
};

const Schools = z.array(Escola);

// ---------------------------------------------------------------------------
// GET /escolas and GET /escolas/:id
// ---------------------------------------------------------------------------

/** Who reads which seeded school (ACCESS.escolas.read: 1,2 all · 3,4,5 own school). */
const SCHOOL_READS: readonly (readonly [PersonKey, readonly number[]])[] = [
  ['gestor', ALL_SCHOOLS],
  ['diretor', ALL_SCHOOLS],
  ['diretor2', ALL_SCHOOLS],
  ['secretaria', [1]],
  ['secretaria2', [2]],
  ['professor', [1]],
  ['professor2', [2]],
  ['aluno', [1]],
  ['aluno2', [2]],
];

const listSchoolScenarios: Scenario[] = [
  ...SCHOOL_READS.map(([who, ids]): Scenario => ({
    name: `listEscolas: ${who} sees ${ids.length === ALL_SCHOOLS.length ? 'every school' : 'their own school only'}`,
    as: who,
    request: get('/escolas'),
    expect: ok({ schema: Schools, check: exactlyIds(ids, 'cp_ec_id') }),
  })),
  {
    name: 'listEscolas: sorted by name',
    as: 'gestor',
    request: get('/escolas'),
    expect: ok({
      check: (a) =>
        expect(idsOf(a, 'cp_ec_id')).toEqual(
          [...SEED.escolas].sort((x, y) => (x.cp_ec_nome < y.cp_ec_nome ? -1 : 1)).map((s) => s.cp_ec_id),
        ),
    }),
  },
  {
    name: "listEscolas: the answer holds the school's fields",
    as: 'aluno2',
    request: get('/escolas'),
    expect: ok({ body: [stableSchool(2)] }),
  },
  ...(
    [
      ['sao paulo', [1], 'the city, without accents'],
      ['SAVASSI', [2], 'the district, in any case'],
      ['claudia regina', [3], 'the responsável'],
      ['unidade batel', [3], 'the name'],
      ['unidade zzz', [], 'every word'],
    ] as const
  ).map(([q, ids, what]): Scenario => ({
    name: `listEscolas: q searches ${what} ("${q}")`,
    as: 'diretor',
    request: get(`/escolas?q=${encodeURIComponent(q)}`),
    expect: ok({ check: exactlyIds(ids, 'cp_ec_id') }),
  })),
  {
    name: "listEscolas: q stays inside the caller's scope",
    as: 'secretaria',
    request: get('/escolas?q=savassi'),
    expect: ok({ body: [], check: (a) => expect(totalOf(a)).toBe('0') }),
  },
  {
    name: 'listEscolas: page 2 of size 2 continues page 1, with the total',
    as: 'gestor',
    request: get('/escolas?page=2&pageSize=2'),
    expect: ok({
      check: (a) => {
        expect(rowsOf(a)).toHaveLength(1);
        expect(totalOf(a)).toBe('3');
      },
    }),
    then: [
      {
        as: 'gestor',
        request: get('/escolas'),
        expect: ok({ check: (all, [page2]) => expect(idsOf(page2!, 'cp_ec_id')).toEqual(idsOf(all, 'cp_ec_id').slice(2)) }),
      },
    ],
  },
  {
    name: 'listEscolas: pageSize above 100',
    as: 'gestor',
    request: get('/escolas?pageSize=500'),
    expect: error(400, firstMessage(ListQuery, { pageSize: '500' })),
  },
  ...callerDenials('listEscolas', get('/escolas')),

  ...SCHOOL_READS.flatMap(([who, ids]) =>
    ALL_SCHOOLS.map((n): Scenario => ({
      name: `getEscola: ${who} ${ids.includes(n) ? 'reads' : 'cannot see'} school ${n}`,
      as: who,
      request: get(`/escolas/${n}`),
      expect: ids.includes(n) ? ok({ schema: Escola, body: stableSchool(n) }) : error(404, M.schoolNotFound),
    })),
  ),
  {
    name: 'getEscola: an unknown id',
    as: 'gestor',
    request: get(`/escolas/${NO_SUCH_ID}`),
    expect: error(404, M.schoolNotFound),
  },
  { name: 'getEscola: a non-numeric id', as: 'gestor', request: get('/escolas/abc'), expect: error(400, M.invalidId) },
  ...callerDenials('getEscola', get('/escolas/1')),
];

// ---------------------------------------------------------------------------
// POST /register-escola, PUT /edit-escola/:id, DELETE /delete-escola/:id
// ---------------------------------------------------------------------------

const registerEscola = (json: unknown): RequestSpec => post('/register-escola', json);

const writeSchoolScenarios: Scenario[] = [
  ...(['gestor', 'diretor', 'diretor2'] as const).map((who): Scenario => ({
    name: `registerEscola: ${who} registers a school; it is listed and readable`,
    as: who,
    request: registerEscola(schoolForm()),
    expect: ok({ body: { msg: M.schoolRegistered }, check: (a) => expect(newSchoolId(a)).toBeGreaterThan(3) }),
    then: [
      {
        as: who,
        request: ([reg]) => get(`/escolas/${newSchoolId(reg!)}`),
        expect: ok({ schema: Escola, body: { ...schoolForm(), cp_ec_excluido: 0 } }),
      },
      {
        as: 'gestor',
        request: get('/escolas'),
        expect: ok({ check: (a, [reg]) => exactlyIds([...ALL_SCHOOLS, newSchoolId(reg!)], 'cp_ec_id')(a) }),
      },
    ],
  })),
  {
    name: 'registerEscola: an empty description is stored as null',
    as: 'gestor',
    request: registerEscola(schoolForm({ cp_ec_descricao: '' })),
    expect: ok(),
    then: [
      { as: 'gestor', request: ([reg]) => get(`/escolas/${newSchoolId(reg!)}`), expect: ok({ body: { cp_ec_descricao: null } }) },
    ],
  },
  ...(['secretaria', 'professor', 'aluno'] as const).map((who): Scenario => ({
    name: `registerEscola: ${who} may not register schools`,
    as: who,
    request: registerEscola(schoolForm()),
    expect: error(403, M.forbidden),
    then: [stillSeededSchools],
  })),
  ...(
    [
      ['an invalid UF', { cp_ec_endereco_estado: 'XX' }, 'Estado inválido.'],
      ['a lower-case UF', { cp_ec_endereco_estado: 'sc' }, 'Estado inválido.'],
      ['a blank name', { cp_ec_nome: '  ' }, 'Nome é obrigatório.'],
      ['a missing responsável', { cp_ec_responsavel: undefined }, 'Responsável é obrigatório.'],
      ['a missing city', { cp_ec_endereco_cidade: undefined }, 'Cidade é obrigatório.'],
      ['an impossible date', { cp_ec_data_cadastro: '2026-02-30' }, 'Data inválida.'],
      ['a number longer than 20 characters', { cp_ec_endereco_numero: '1'.repeat(21) }, 'Máximo de 20 caracteres.'],
    ] as const
  ).map(([what, changes, msg]): Scenario => ({
    name: `registerEscola: ${what}`,
    as: 'gestor',
    request: registerEscola(schoolForm(changes)),
    expect: error(400, msg),
    then: [stillSeededSchools],
  })),
  {
    name: 'registerEscola: an archived flag other than 0',
    as: 'gestor',
    request: registerEscola(schoolForm({ cp_ec_excluido: 1 })),
    expect: error(400, firstMessage(EscolaFields, schoolForm({ cp_ec_excluido: 1 }))),
  },
  {
    name: 'registerEscola: malformed JSON',
    as: 'gestor',
    request: { method: 'POST', path: '/register-escola', text: '{' },
    expect: error(400, M.invalidJson),
  },
  ...callerDenials('registerEscola', registerEscola(schoolForm()), [stillSeededSchools]),

  // The gestor edits any school; a director the school they direct (ACCESS.escolas.write).
  ...(
    [
      ['gestor', 2],
      ['gestor', 3],
      ['diretor', 1],
      ['diretor2', 2],
    ] as const
  ).map(([who, n]): Scenario => ({
    name: `editEscola: ${who} edits school ${n}`,
    as: who,
    request: put(`/edit-escola/${n}`, formOf(n, { cp_ec_nome: `Unidade ${n} Renomeada`, cp_ec_endereco_estado: 'RJ' })),
    expect: ok({ body: { msg: M.schoolUpdated } }),
    then: [
      {
        as: 'gestor',
        request: get(`/escolas/${n}`),
        expect: ok({ body: { cp_ec_nome: `Unidade ${n} Renomeada`, cp_ec_endereco_estado: 'RJ', cp_ec_excluido: 0 } }),
      },
    ],
  })),
  {
    name: "editEscola: the director of school 2 may not change school 1's PIX key (403); key and fields unchanged",
    as: 'diretor2',
    request: put(
      '/edit-escola/1',
      formOf(1, { cp_ec_pix_chave: 'diretor.da.escola2@example.com', cp_ec_nome: 'Unidade Tomada', cp_ec_endereco_estado: 'MG' }),
    ),
    expect: error(403, M.forbidden),
    then: [
      { as: 'gestor', request: get('/escolas/1'), expect: ok({ body: stableSchool(1) }) },
      // The school's own people read it unchanged too.
      { as: 'aluno', request: get('/escolas/1'), expect: ok({ body: { cp_ec_pix_chave: schoolOf(1).cp_ec_pix_chave } }) },
    ],
  },
  ...(
    [
      ['diretor', 2],
      ['diretor', 3],
      ['diretor2', 3],
    ] as const
  ).map(([who, n]): Scenario => ({
    name: `editEscola: ${who} reads school ${n} but may not edit it (403), nothing changed`,
    as: who,
    request: put(`/edit-escola/${n}`, formOf(n, { cp_ec_nome: 'Não Salvo', cp_ec_pix_chave: 'intruso@example.com' })),
    expect: error(403, M.forbidden),
    then: [{ as: 'gestor', request: get(`/escolas/${n}`), expect: ok({ body: stableSchool(n) }) }],
  })),
  {
    name: "editEscola: a director changes their own school's PIX key; the gestor reads the new key",
    as: 'diretor',
    request: put('/edit-escola/1', formOf(1, { cp_ec_pix_chave: 'financeiro@escola1.example.com' })),
    expect: ok({ body: { msg: M.schoolUpdated } }),
    then: [
      {
        as: 'gestor',
        request: get('/escolas/1'),
        expect: ok({ body: { ...stableSchool(1), cp_ec_pix_chave: 'financeiro@escola1.example.com' } }),
      },
    ],
  },
  {
    name: 'editEscola: a director may not edit a school they registered but do not direct',
    as: 'diretor',
    request: registerEscola(schoolForm()),
    expect: ok(),
    then: [
      {
        as: 'diretor',
        request: ([reg]) => put(`/edit-escola/${newSchoolId(reg!)}`, schoolForm({ cp_ec_nome: 'Não Salvo' })),
        expect: error(403, M.forbidden),
      },
      {
        as: 'gestor',
        request: ([reg]) => get(`/escolas/${newSchoolId(reg!)}`),
        expect: ok({ body: { cp_ec_nome: schoolForm().cp_ec_nome } }),
      },
    ],
  },
  ...(['secretaria', 'professor', 'aluno'] as const).map((who): Scenario => ({
    name: `editEscola: ${who} may read but not edit their school`,
    as: who,
    request: put('/edit-escola/1', formOf(1, { cp_ec_nome: 'Não Salvo' })),
    expect: error(403, M.forbidden),
    then: [schoolUnchanged(1)],
  })),
  {
    name: 'editEscola: another school does not exist for a Secretária',
    as: 'secretaria',
    request: put('/edit-escola/2', formOf(2, { cp_ec_nome: 'Não Salvo' })),
    expect: error(404, M.schoolNotFound),
    then: [schoolUnchanged(2)],
  },
  {
    name: 'editEscola: an unknown id',
    as: 'gestor',
    request: put(`/edit-escola/${NO_SUCH_ID}`, schoolForm()),
    expect: error(404, M.schoolNotFound),
  },
  {
    name: 'editEscola: an invalid UF changes nothing',
    as: 'gestor',
    request: put('/edit-escola/1', formOf(1, { cp_ec_nome: 'Não Salvo', cp_ec_endereco_estado: 'ZZ' })),
    expect: error(400, 'Estado inválido.'),
    then: [schoolUnchanged(1)],
  },
  {
    name: 'editEscola: a non-numeric id',
    as: 'gestor',
    request: put('/edit-escola/x', schoolForm()),
    expect: error(400, M.invalidId),
  },
  ...callerDenials('editEscola', put('/edit-escola/1', formOf(1, { cp_ec_nome: 'Intrusa' })), [schoolUnchanged(1)]),

  ...(['gestor'] as const).map((who): Scenario => ({
    name: `deleteEscola: ${who} archives an unused school; it is gone from every answer`,
    as: who,
    request: registerEscola(schoolForm()),
    expect: ok(),
    then: [
      { as: who, request: ([reg]) => del(`/delete-escola/${newSchoolId(reg!)}`), expect: ok({ body: { msg: M.schoolDeleted } }) },
      { as: who, request: ([reg]) => get(`/escolas/${newSchoolId(reg!)}`), expect: error(404, M.schoolNotFound) },
      stillSeededSchools,
      {
        as: who,
        request: ([reg]) => put(`/edit-escola/${newSchoolId(reg!)}`, schoolForm()),
        expect: error(404, M.schoolNotFound),
      },
      { as: who, request: ([reg]) => del(`/delete-escola/${newSchoolId(reg!)}`), expect: error(404, M.schoolNotFound) },
    ],
  })),
  ...ALL_SCHOOLS.map((n): Scenario => ({
    name: `deleteEscola: school ${n} has classes and people: refused, nothing changed`,
    as: 'gestor',
    request: del(`/delete-escola/${n}`),
    expect: error(409, M.schoolInUse),
    then: [schoolUnchanged(n), stillSeededSchools],
  })),
  {
    name: 'deleteEscola: a live person keeps a school in use; once they are deleted it can be archived',
    as: 'gestor',
    request: registerEscola(schoolForm()),
    expect: ok(),
    then: [
      {
        as: 'gestor',
        request: ([reg]) => ({
          method: 'POST',
          path: '/register',
          json: {
            cp_nome: 'Pessoa Da Escola Nova',
            cp_login: 'pessoa.escola.nova',
            cp_email: 'pessoa.escola.nova@example.com',
            cp_password: 'senha-escola-nova',
            cp_tipo_user: '3',
            cp_escola_id: String(newSchoolId(reg!)),
            cp_cpf: freshCpf(50),
            cp_datanascimento: '1990-01-01',
          },
        }),
        expect: ok({ body: { exists: false } }),
      },
      { as: 'gestor', request: ([reg]) => del(`/delete-escola/${newSchoolId(reg!)}`), expect: error(409, M.schoolInUse) },
      { as: 'gestor', request: ([, person]) => del(`/delete-user/${bodyOf<{ userId: number }>(person!).userId}`), expect: ok() },
      {
        as: 'gestor',
        request: ([reg]) => del(`/delete-escola/${newSchoolId(reg!)}`),
        expect: ok({ body: { msg: M.schoolDeleted } }),
      },
    ],
  },
  {
    name: 'deleteEscola: a director may not archive an unused school they do not direct (403); the gestor may',
    as: 'diretor',
    request: registerEscola(schoolForm()),
    expect: ok(),
    then: [
      { as: 'diretor', request: ([reg]) => del(`/delete-escola/${newSchoolId(reg!)}`), expect: error(403, M.forbidden) },
      {
        as: 'gestor',
        request: get('/escolas'),
        expect: ok({ check: (a, [reg]) => exactlyIds([...ALL_SCHOOLS, newSchoolId(reg!)], 'cp_ec_id')(a) }),
      },
      {
        as: 'gestor',
        request: ([reg]) => del(`/delete-escola/${newSchoolId(reg!)}`),
        expect: ok({ body: { msg: M.schoolDeleted } }),
      },
      stillSeededSchools,
    ],
  },
  ...(
    [
      ['diretor2', 1],
      ['diretor', 2],
    ] as const
  ).map(([who, n]): Scenario => ({
    name: `deleteEscola: ${who} may not archive school ${n}, another director's (403); it is still there`,
    as: who,
    request: del(`/delete-escola/${n}`),
    expect: error(403, M.forbidden),
    then: [{ as: 'gestor', request: get(`/escolas/${n}`), expect: ok({ body: stableSchool(n) }) }, stillSeededSchools],
  })),
  {
    name: 'deleteEscola: a director may archive their own school, but it is in use (they are in it): 409, nothing changed',
    as: 'diretor2',
    request: del('/delete-escola/2'),
    expect: error(409, M.schoolInUse),
    then: [schoolUnchanged(2), stillSeededSchools],
  },
  ...(['secretaria', 'professor', 'aluno'] as const).map((who): Scenario => ({
    name: `deleteEscola: ${who} may not delete their school`,
    as: who,
    request: del('/delete-escola/1'),
    expect: error(403, M.forbidden),
    then: [schoolUnchanged(1)],
  })),
  {
    name: 'deleteEscola: another school does not exist for a student',
    as: 'aluno',
    request: del('/delete-escola/2'),
    expect: error(404, M.schoolNotFound),
  },
  {
    name: 'deleteEscola: an unknown id',
    as: 'diretor',
    request: del(`/delete-escola/${NO_SUCH_ID}`),
    expect: error(404, M.schoolNotFound),
  },
  ...callerDenials('deleteEscola', del('/delete-escola/1'), [schoolUnchanged(1)]),
];

// ---------------------------------------------------------------------------
// GET /cursos
// ---------------------------------------------------------------------------

const COURSE_IDS = SEED.cursos.map((c) => c.cp_curso_id);
const plain = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

const courseScenarios: Scenario[] = [
  ...([...ROLES, 'aluno2'] as const).map((who): Scenario => ({
    name: `listCursos: ${who} gets the whole catalogue in catalogue order`,
    as: who,
    request: get('/cursos'),
    expect: ok({
      schema: z.array(Curso),
      check: (a) => {
        expect(idsOf(a, 'cp_curso_id')).toEqual(COURSE_IDS);
        expect(totalOf(a)).toBe(String(COURSE_IDS.length));
      },
    }),
  })),
  {
    name: 'listCursos: the answer holds the course fields',
    as: 'aluno',
    request: get('/cursos?page=1&pageSize=1'),
    expect: ok({ body: [{ cp_curso_id: 1, cp_nome_curso: SEED.cursos[0]!.cp_nome_curso }] }),
  },
  {
    name: 'listCursos: q searches the title without accents ("espanol")',
    as: 'professor',
    request: get('/cursos?q=espanol'),
    expect: ok({
      check: (a) =>
        expect(idsOf(a, 'cp_curso_id')).toEqual(
          SEED.cursos.filter((c) => plain(c.cp_nome_curso).includes('espanol')).map((c) => c.cp_curso_id),
        ),
    }),
  },
  {
    name: 'listCursos: every word of q must match',
    as: 'gestor',
    request: get('/cursos?q=global%20book%205'),
    expect: ok({
      check: (a) => {
        const expected = SEED.cursos
          .filter((c) => ['global', 'book', '5'].every((w) => plain(c.cp_nome_curso).includes(w)))
          .map((c) => c.cp_curso_id);
        expect(expected.length).toBeGreaterThan(0);
        expect(idsOf(a, 'cp_curso_id')).toEqual(expected);
      },
    }),
  },
  {
    name: 'listCursos: page 2 of size 5',
    as: 'secretaria',
    request: get('/cursos?page=2&pageSize=5'),
    expect: ok({
      check: (a) => {
        expect(idsOf(a, 'cp_curso_id')).toEqual(COURSE_IDS.slice(5, 10));
        expect(totalOf(a)).toBe(String(COURSE_IDS.length));
      },
    }),
  },
  {
    name: 'listCursos: pageSize 0',
    as: 'gestor',
    request: get('/cursos?pageSize=0'),
    expect: error(400, firstMessage(ListQuery, { pageSize: '0' })),
  },
  ...callerDenials('listCursos', get('/cursos')),
];

export const SCHOOL_SCENARIOS: readonly Scenario[] = [
  ...listSchoolScenarios,
  ...writeSchoolScenarios,
  ...escolaDiretorScenarios,
  ...courseScenarios,
];

export const SCHOOL_ENDPOINTS = [
  'listEscolas',
  'getEscola',
  'registerEscola',
  'registerEscolaDiretor',
  'editEscola',
  'deleteEscola',
  'listCursos',
] as const;
