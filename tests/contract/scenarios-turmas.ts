/**
 * Contract scenarios of classes (docs/registration.md, "Classes"): the read
 * scope of every role, filters, search and paging, the school's student
 * picker, and writes whose effects are read back — a class's students see it
 * as their one class (GET /turmas and their login's turmaID), choosing a
 * student of another class moves them, deleting a class leaves its students
 * without one.
 */
import { expect } from 'vitest';
import { z } from 'zod';
import { ListQuery, AlunoEscola, Turma, TurmaFields } from '../../supabase/functions/_shared/contract/index.ts';
import { TURMA_HORARIO_MESSAGES, TURMA_SALA_MAX } from '../../supabase/functions/_shared/contract/turmas.ts';
import { LIVE_USERS, membersOfSeeded, NO_SUCH_ID, P, PASSWORD, SEED, T, type PersonKey } from './people.ts';
import type { Answer, RequestSpec, Scenario, Step } from './scenario.ts';
import {
  bodyOf,
  callerDenials,
  del,
  error,
  exactlyIds,
  firstMessage,
  get,
  id,
  idsOf,
  loginRequest,
  M,
  ok,
  post,
  put,
  rowsOf,
  totalOf,
} from './scenarios-kit.ts';

const ALL = SEED.turmas.map((t) => t.cp_tr_id);
const turmasWhere = (p: (t: (typeof SEED.turmas)[number]) => boolean) => SEED.turmas.filter(p).map((t) => t.cp_tr_id);
const turma = (n: number) => SEED.turmas.find((t) => t.cp_tr_id === n)!;
const schoolName = (n: number) => SEED.escolas.find((s) => s.cp_ec_id === n)!.cp_ec_nome;
const courseName = (n: number) => SEED.cursos.find((c) => c.cp_curso_id === n)!.cp_nome_curso;
const personName = (n: number) => SEED.usuarios.find((u) => u.cp_id === n)!.cp_nome;

const Turmas = z.array(Turma);
const TR = 'cp_tr_id';

/** A class's timetable as the seed has it: every role that reads the class reads it. */
const horarioOf = (n: number) => ({
  cp_tr_dias: turma(n).cp_tr_dias,
  cp_tr_horario_inicio: turma(n).cp_tr_horario_inicio,
  cp_tr_horario_fim: turma(n).cp_tr_horario_fim,
  cp_tr_sala: turma(n).cp_tr_sala,
});

/** The class form of a seeded class (its timetable too), with changes. */
export function formOf(n: number, changes: Record<string, unknown> = {}) {
  const t = turma(n);
  return {
    cp_tr_nome: t.cp_tr_nome,
    cp_tr_data: t.cp_tr_data,
    cp_tr_id_professor: t.cp_tr_id_professor,
    cp_tr_id_escola: t.cp_tr_id_escola,
    cp_tr_curso_id: t.cp_tr_curso_id,
    ...horarioOf(n),
    cp_tr_alunos: membersOfSeeded(n),
    ...changes,
  };
}

/** A new class of school 1 taught by professorB, with the unplaced student. */
export const newForm = (changes: Record<string, unknown> = {}) => ({
  cp_tr_nome: 'Conversation Club — Sexta 18h',
  cp_tr_data: '2026-02-06',
  cp_tr_id_professor: id('professorB'),
  cp_tr_id_escola: 1,
  cp_tr_curso_id: T.doAluno.cp_tr_curso_id,
  cp_tr_alunos: [id('semTurma')],
  ...changes,
});

const register = (json: unknown): RequestSpec => post('/register-turma', json);
const newId = (a: Answer) => bodyOf<{ cp_tr_id: number }>(a).cp_tr_id;
const sorted = (ids: readonly number[]) => [...ids].sort((a, b) => a - b);
const alunosOf = (a: Answer) => sorted(bodyOf<Turma>(a).cp_tr_alunos);

/** The gestor still sees exactly the seeded classes. */
const stillSeededTurmas: Step = { as: 'gestor', request: get('/turmas'), expect: ok({ check: exactlyIds(ALL, TR) }) };

/** A seeded class still has its name and students. */
const turmaUnchanged = (n: number): Step => ({
  as: 'gestor',
  request: get(`/turmas/${n}`),
  expect: ok({
    body: { cp_tr_nome: turma(n).cp_tr_nome, cp_tr_id_escola: turma(n).cp_tr_id_escola },
    check: (a) => expect(alunosOf(a)).toEqual(membersOfSeeded(n)),
  }),
});

/** The person's login answer names this class (a function of the earlier answers, or a fixed id / null). */
const loginTurma = (who: PersonKey, expected: number | null | ((earlier: readonly Answer[]) => number | null)): Step => ({
  as: 'anon',
  request: loginRequest(P[who].cp_login, PASSWORD),
  expect: ok({
    check: (a, earlier) =>
      expect(bodyOf<{ turmaID: number | null }>(a).turmaID).toBe(typeof expected === 'function' ? expected(earlier) : expected),
  }),
});

/** What the person sees at GET /turmas (students: their one class). */
const seesTurmas = (who: PersonKey, expected: (earlier: readonly Answer[]) => number[]): Step => ({
  as: who,
  request: get('/turmas'),
  expect: ok({ check: (a, earlier) => exactlyIds(expected(earlier), TR)(a) }),
});

// ---------------------------------------------------------------------------
// Reading classes
// ---------------------------------------------------------------------------

const TURMA_READS: readonly (readonly [PersonKey, readonly number[]])[] = [
  ['gestor', ALL],
  ['diretor', turmasWhere((t) => t.cp_tr_id_escola === 1)],
  ['secretaria', turmasWhere((t) => t.cp_tr_id_escola === 1)],
  ['diretor2', turmasWhere((t) => t.cp_tr_id_escola === 2)],
  ['secretaria2', turmasWhere((t) => t.cp_tr_id_escola === 2)],
  ['professor', turmasWhere((t) => t.cp_tr_id_professor === id('professor'))],
  ['professorB', turmasWhere((t) => t.cp_tr_id_professor === id('professorB'))],
  ['professor2', turmasWhere((t) => t.cp_tr_id_professor === id('professor2'))],
  ['aluno', [P.aluno.cp_turma_id!]],
  ['aluno2', [P.aluno2.cp_turma_id!]],
  ['semTurma', []],
];

const readScenarios: Scenario[] = [
  ...TURMA_READS.map(([who, ids]): Scenario => ({
    name: `listTurmas: ${who} sees ${ids.length} class(es) of their scope`,
    as: who,
    request: get('/turmas'),
    expect: ok({ schema: Turmas, check: exactlyIds(ids, TR) }),
  })),
  {
    name: 'listTurmas: a class answers with its students and the names of its teacher, school and course',
    as: 'aluno2',
    request: get('/turmas'),
    expect: ok({
      body: [
        {
          cp_tr_id: T.escola2.cp_tr_id,
          cp_tr_nome: T.escola2.cp_tr_nome,
          cp_tr_id_professor: T.escola2.cp_tr_id_professor,
          cp_tr_id_escola: 2,
          cp_tr_curso_id: T.escola2.cp_tr_curso_id,
          nomeDoProfessor: personName(T.escola2.cp_tr_id_professor),
          nomeDaEscola: schoolName(2),
          cursoNome: courseName(T.escola2.cp_tr_curso_id),
        },
      ],
      check: (a) => expect(sorted(rowsOf<Turma>(a)[0]!.cp_tr_alunos)).toEqual(membersOfSeeded(T.escola2.cp_tr_id)),
    }),
  },
  {
    name: 'listTurmas: sorted by class name',
    as: 'gestor',
    request: get('/turmas'),
    expect: ok({
      check: (a) =>
        expect(idsOf(a, TR)).toEqual(
          [...SEED.turmas].sort((x, y) => (x.cp_tr_nome < y.cp_tr_nome ? -1 : 1)).map((t) => t.cp_tr_id),
        ),
    }),
  },
  {
    name: 'listTurmas: filter by school',
    as: 'gestor',
    request: get('/turmas?escolaId=3'),
    expect: ok({
      check: exactlyIds(
        turmasWhere((t) => t.cp_tr_id_escola === 3),
        TR,
      ),
    }),
  },
  {
    name: 'listTurmas: filter by teacher',
    as: 'gestor',
    request: get(`/turmas?professorId=${id('professor2')}`),
    expect: ok({
      check: exactlyIds(
        turmasWhere((t) => t.cp_tr_id_professor === id('professor2')),
        TR,
      ),
    }),
  },
  {
    name: 'listTurmas: a Diretor filtering by another school gets nothing',
    as: 'diretor',
    request: get('/turmas?escolaId=2'),
    expect: ok({ body: [], check: (a) => expect(totalOf(a)).toBe('0') }),
  },
  ...(
    [
      ['espanol', 'the class name without accents'],
      ['MARCOS vinicius', "the teacher's name"],
      ['tweens', 'the course name'],
    ] as const
  ).map(([q, what]): Scenario => ({
    name: `listTurmas: q searches ${what} ("${q}")`,
    as: 'gestor',
    request: get(`/turmas?q=${encodeURIComponent(q)}`),
    expect: ok({
      check: exactlyIds(
        SEED.turmas
          .filter((t) => {
            const text = [t.cp_tr_nome, personName(t.cp_tr_id_professor), courseName(t.cp_tr_curso_id)]
              .join(' ')
              .normalize('NFD')
              .replace(/[\u0300-\u036f]/g, '')
              .toLowerCase();
            return q
              .toLowerCase()
              .split(' ')
              .every((w) => text.includes(w));
          })
          .map((t) => t.cp_tr_id),
        TR,
      ),
    }),
  })),
  {
    name: "listTurmas: q stays inside a student's class",
    as: 'aluno',
    request: get('/turmas?q=espanol'),
    expect: ok({ body: [] }),
  },
  {
    name: 'listTurmas: page 2 of size 4 continues page 1, with the total',
    as: 'gestor',
    request: get('/turmas?page=2&pageSize=4'),
    expect: ok({
      check: (a) => {
        expect(rowsOf(a)).toHaveLength(4);
        expect(totalOf(a)).toBe(String(ALL.length));
      },
    }),
    then: [
      {
        as: 'gestor',
        request: get('/turmas'),
        expect: ok({ check: (all, [page2]) => expect(idsOf(page2!, TR)).toEqual(idsOf(all, TR).slice(4, 8)) }),
      },
    ],
  },
  {
    name: 'listTurmas: pageSize above 100',
    as: 'gestor',
    request: get('/turmas?pageSize=101'),
    expect: error(400, firstMessage(ListQuery, { pageSize: '101' })),
  },
  ...callerDenials('listTurmas', get('/turmas')),

  ...TURMA_READS.filter(([who]) => who !== 'semTurma').flatMap(([who, ids]) =>
    [T.doAluno.cp_tr_id, T.doProfessorB.cp_tr_id, T.escola2.cp_tr_id].map((n): Scenario => ({
      name: `getTurma: ${who} ${ids.includes(n) ? 'reads' : 'cannot see'} class ${n}`,
      as: who,
      request: get(`/turmas/${n}`),
      expect: ids.includes(n)
        ? ok({
            schema: Turma,
            body: { cp_tr_id: n, cp_tr_nome: turma(n).cp_tr_nome, nomeDoProfessor: personName(turma(n).cp_tr_id_professor) },
            check: (a) => expect(alunosOf(a)).toEqual(membersOfSeeded(n)),
          })
        : error(404, M.turmaNotFound),
    })),
  ),
  { name: 'getTurma: an unknown id', as: 'gestor', request: get(`/turmas/${NO_SUCH_ID}`), expect: error(404, M.turmaNotFound) },
  { name: 'getTurma: a non-numeric id', as: 'gestor', request: get('/turmas/um'), expect: error(400, M.invalidId) },
  ...callerDenials('getTurma', get(`/turmas/${T.doAluno.cp_tr_id}`)),

  ...(
    [
      ['gestor', 'professor', turmasWhere((t) => t.cp_tr_id_professor === id('professor'))],
      ['professor', 'professor', turmasWhere((t) => t.cp_tr_id_professor === id('professor'))],
      ['professor', 'professorB', []],
      ['diretor', 'professor2', []],
      ['diretor2', 'professor2', turmasWhere((t) => t.cp_tr_id_professor === id('professor2'))],
      ['aluno', 'professor', [P.aluno.cp_turma_id!]],
    ] as const
  ).map(([who, teacher, ids]): Scenario => ({
    name: `listTurmasProfessor: ${who} asks for the classes of ${teacher}`,
    as: who,
    request: get(`/cp_turmas/professor/${id(teacher)}`),
    expect: ok({ schema: Turmas, check: exactlyIds(ids, TR, false) }),
  })),
  {
    name: 'listTurmasProfessor: an unknown teacher has none',
    as: 'gestor',
    request: get(`/cp_turmas/professor/${NO_SUCH_ID}`),
    expect: ok({ body: [] }),
  },
  {
    name: 'listTurmasProfessor: a non-numeric id',
    as: 'gestor',
    request: get('/cp_turmas/professor/x'),
    expect: error(400, M.invalidId),
  },
  ...callerDenials('listTurmasProfessor', get(`/cp_turmas/professor/${id('professor')}`)),

  ...(
    [
      ['gestor', 2],
      ['gestor', 1],
      ['diretor', 1],
      ['secretaria', 1],
      ['diretor2', 2],
    ] as const
  ).map(([who, school]): Scenario => ({
    name: `listAlunosEscola: ${who} lists the live students of school ${school} with their class`,
    as: who,
    request: get(`/escola/alunos/${school}`),
    expect: ok({
      schema: z.array(AlunoEscola.strict()),
      check: (a) => {
        const expected = LIVE_USERS.filter((u) => u.cp_tipo_user === 5 && u.cp_escola_id === school);
        expect(sorted(idsOf(a))).toEqual(sorted(expected.map((u) => u.cp_id)));
        for (const row of rowsOf<AlunoEscola>(a))
          expect(row.cp_turma_id).toBe(expected.find((u) => u.cp_id === row.cp_id)!.cp_turma_id);
        expect(rowsOf<AlunoEscola>(a).some((s) => s.cp_turma_id === null)).toBe(true);
      },
    }),
  })),
  ...(['secretaria', 'diretor'] as const).map((who): Scenario => ({
    name: `listAlunosEscola: another school does not exist for ${who}`,
    as: who,
    request: get('/escola/alunos/2'),
    expect: error(404, M.schoolNotFound),
  })),
  {
    name: 'listAlunosEscola: an unknown school',
    as: 'gestor',
    request: get(`/escola/alunos/${NO_SUCH_ID}`),
    expect: error(404, M.schoolNotFound),
  },
  ...(['professor', 'aluno'] as const).map((who): Scenario => ({
    name: `listAlunosEscola: ${who} may not list students`,
    as: who,
    request: get('/escola/alunos/1'),
    expect: error(403, M.forbidden),
  })),
  ...callerDenials('listAlunosEscola', get('/escola/alunos/1')),
];

// ---------------------------------------------------------------------------
// Writing classes
// ---------------------------------------------------------------------------

const writeScenarios: Scenario[] = [
  {
    name: "registerTurma: a created class is its student's single class (GET /turmas and the login's turmaID)",
    as: 'secretaria',
    request: register(newForm()),
    expect: ok({ body: { msg: M.turmaRegistered }, check: (a) => expect(newId(a)).toBeGreaterThan(ALL.length) }),
    then: [
      seesTurmas('semTurma', ([reg]) => [newId(reg!)]),
      loginTurma('semTurma', ([reg]) => newId(reg!)),
      {
        as: 'secretaria',
        request: ([reg]) => get(`/turmas/${newId(reg!)}`),
        expect: ok({
          schema: Turma,
          body: {
            ...newForm(),
            cp_tr_alunos: [id('semTurma')],
            nomeDoProfessor: P.professorB.cp_nome,
            nomeDaEscola: schoolName(1),
            cursoNome: courseName(T.doAluno.cp_tr_curso_id),
          },
        }),
      },
      seesTurmas('professorB', ([reg]) => [...turmasWhere((t) => t.cp_tr_id_professor === id('professorB')), newId(reg!)]),
      {
        as: 'secretaria',
        request: get('/escola/alunos/1'),
        expect: ok({
          check: (a, [reg]) =>
            expect(rowsOf<AlunoEscola>(a).find((s) => s.cp_id === id('semTurma'))?.cp_turma_id).toBe(newId(reg!)),
        }),
      },
      {
        as: 'gestor',
        request: get(`/users/${id('semTurma')}`),
        expect: ok({ check: (a, [reg]) => expect(bodyOf<{ cp_turma_id: number }>(a).cp_turma_id).toBe(newId(reg!)) }),
      },
    ],
  },
  {
    name: 'registerTurma: choosing a student of another class moves them',
    as: 'diretor',
    request: register(newForm({ cp_tr_alunos: [id('outraTurma'), id('semTurma')] })),
    expect: ok({ body: { msg: M.turmaRegistered } }),
    then: [
      loginTurma('outraTurma', ([reg]) => newId(reg!)),
      seesTurmas('outraTurma', ([reg]) => [newId(reg!)]),
      {
        as: 'diretor',
        request: get(`/turmas/${T.outra.cp_tr_id}`),
        expect: ok({
          check: (a) => expect(alunosOf(a)).toEqual(membersOfSeeded(T.outra.cp_tr_id).filter((s) => s !== id('outraTurma'))),
        }),
      },
      {
        as: 'diretor',
        request: ([reg]) => get(`/turmas/${newId(reg!)}`),
        expect: ok({ check: (a) => expect(alunosOf(a)).toEqual(sorted([id('outraTurma'), id('semTurma')])) }),
      },
    ],
  },
  {
    name: 'registerTurma: the gestor creates a class without students in another school',
    as: 'gestor',
    request: register(newForm({ cp_tr_id_escola: 2, cp_tr_id_professor: id('professor2'), cp_tr_alunos: [] })),
    expect: ok(),
    then: [
      {
        as: 'diretor2',
        request: ([reg]) => get(`/turmas/${newId(reg!)}`),
        expect: ok({ body: { cp_tr_alunos: [], cp_tr_id_escola: 2 } }),
      },
      seesTurmas('professor2', ([reg]) => [...turmasWhere((t) => t.cp_tr_id_professor === id('professor2')), newId(reg!)]),
    ],
  },
  {
    name: 'registerTurma: repeated students count once',
    as: 'secretaria',
    request: register(newForm({ cp_tr_alunos: [id('semTurma'), id('semTurma')] })),
    expect: ok(),
    then: [
      {
        as: 'secretaria',
        request: ([reg]) => get(`/turmas/${newId(reg!)}`),
        expect: ok({ body: { cp_tr_alunos: [id('semTurma')] } }),
      },
    ],
  },
  ...(
    [
      ['diretor2', 'a Diretor of another school', newForm()],
      [
        'secretaria',
        'a Secretária, in another school',
        newForm({ cp_tr_id_escola: 2, cp_tr_id_professor: id('professor2'), cp_tr_alunos: [id('semTurma2')] }),
      ],
      ['professor', 'a teacher', newForm()],
      ['aluno', 'a student', newForm()],
    ] as const
  ).map(([who, what, json]): Scenario => ({
    name: `registerTurma: ${what} may not create it`,
    as: who,
    request: register(json),
    expect: error(403, M.forbidden),
    then: [stillSeededTurmas, loginTurma('semTurma', null)],
  })),
  ...(
    [
      ['a school that does not exist', { cp_tr_id_escola: NO_SUCH_ID }, M.schoolMissing],
      ['a teacher of another school', { cp_tr_id_professor: id('professor2') }, M.invalidTeacher],
      ['a student as the teacher', { cp_tr_id_professor: id('aluno') }, M.invalidTeacher],
      ['a deleted teacher', { cp_tr_id_professor: id('excluido') }, M.invalidTeacher],
      ['an unknown teacher', { cp_tr_id_professor: NO_SUCH_ID }, M.invalidTeacher],
      ['a student of another school', { cp_tr_alunos: [id('semTurma'), id('semTurma2')] }, M.invalidStudents],
      ['a teacher as a student', { cp_tr_alunos: [id('professor')] }, M.invalidStudents],
      ['a deleted person as a student', { cp_tr_alunos: [id('excluido')] }, M.invalidStudents],
      ['a course that does not exist', { cp_tr_curso_id: NO_SUCH_ID }, M.courseMissing],
      ['a blank name', { cp_tr_nome: ' ' }, 'Nome é obrigatório.'],
      ['an impossible date', { cp_tr_data: '2026-13-01' }, 'Data inválida.'],
    ] as const
  ).map(([what, changes, msg]): Scenario => ({
    name: `registerTurma: ${what}`,
    as: 'secretaria',
    request: register(newForm(changes)),
    expect: error(400, msg),
    then: [stillSeededTurmas, loginTurma('semTurma', null)],
  })),
  {
    name: 'registerTurma: students must be a list of ids',
    as: 'gestor',
    request: register(newForm({ cp_tr_alunos: 'todos' })),
    expect: error(400, firstMessage(TurmaFields, newForm({ cp_tr_alunos: 'todos' }))),
  },
  ...callerDenials('registerTurma', register(newForm()), [stillSeededTurmas]),

  {
    name: 'updateTurma: the member list is replaced; students left out have no class, a chosen one moves in',
    as: 'secretaria',
    request: put(
      `/update-turma/${T.doAluno.cp_tr_id}`,
      formOf(T.doAluno.cp_tr_id, { cp_tr_nome: 'Global English 3 — renomeada', cp_tr_alunos: [id('aluno'), id('outraTurma')] }),
    ),
    expect: ok({ body: { msg: M.turmaUpdated } }),
    then: [
      {
        as: 'secretaria',
        request: get(`/turmas/${T.doAluno.cp_tr_id}`),
        expect: ok({
          body: { cp_tr_nome: 'Global English 3 — renomeada' },
          check: (a) => expect(alunosOf(a)).toEqual(sorted([id('aluno'), id('outraTurma')])),
        }),
      },
      loginTurma('alunoB', null),
      seesTurmas('alunoB', () => []),
      loginTurma('outraTurma', T.doAluno.cp_tr_id),
      loginTurma('aluno', T.doAluno.cp_tr_id),
      {
        as: 'secretaria',
        request: get(`/turmas/${T.outra.cp_tr_id}`),
        expect: ok({ check: (a) => expect(alunosOf(a)).not.toContain(id('outraTurma')) }),
      },
    ],
  },
  {
    name: 'updateTurma: moving the demo student to another class changes their single class',
    as: 'diretor',
    request: put(
      `/update-turma/${T.doProfessorB.cp_tr_id}`,
      formOf(T.doProfessorB.cp_tr_id, { cp_tr_alunos: [...membersOfSeeded(T.doProfessorB.cp_tr_id), id('aluno')] }),
    ),
    expect: ok(),
    then: [
      loginTurma('aluno', T.doProfessorB.cp_tr_id),
      seesTurmas('aluno', () => [T.doProfessorB.cp_tr_id]),
      { as: 'aluno', request: get(`/turmas/${T.doAluno.cp_tr_id}`), expect: error(404, M.turmaNotFound) },
      {
        as: 'diretor',
        request: get(`/turmas/${T.doAluno.cp_tr_id}`),
        expect: ok({ check: (a) => expect(alunosOf(a)).not.toContain(id('aluno')) }),
      },
    ],
  },
  {
    name: 'updateTurma: the gestor gives a class another teacher, who then sees it',
    as: 'gestor',
    request: put(
      `/update-turma/${T.doProfessorB.cp_tr_id}`,
      formOf(T.doProfessorB.cp_tr_id, { cp_tr_id_professor: id('professor') }),
    ),
    expect: ok(),
    then: [
      seesTurmas('professorB', () => []),
      seesTurmas('professor', () => [...turmasWhere((t) => t.cp_tr_id_professor === id('professor')), T.doProfessorB.cp_tr_id]),
      // No longer teaching, professorB can be deleted.
      { as: 'gestor', request: del(`/delete-user/${id('professorB')}`), expect: ok({ body: { msg: M.userDeleted } }) },
    ],
  },
  ...(['professor', 'aluno'] as const).map((who): Scenario => ({
    name: `updateTurma: ${who} may read their class but not change it`,
    as: who,
    request: put(`/update-turma/${T.doAluno.cp_tr_id}`, formOf(T.doAluno.cp_tr_id, { cp_tr_nome: 'Não Salvo' })),
    expect: error(403, M.forbidden),
    then: [turmaUnchanged(T.doAluno.cp_tr_id)],
  })),
  {
    name: 'updateTurma: a class of another school does not exist for a Secretária',
    as: 'secretaria',
    request: put(`/update-turma/${T.escola2.cp_tr_id}`, formOf(T.escola2.cp_tr_id, { cp_tr_nome: 'Não Salvo' })),
    expect: error(404, M.turmaNotFound),
    then: [turmaUnchanged(T.escola2.cp_tr_id)],
  },
  {
    name: 'updateTurma: a Secretária cannot move her class to another school',
    as: 'secretaria',
    request: put(
      `/update-turma/${T.doProfessorB.cp_tr_id}`,
      formOf(T.doProfessorB.cp_tr_id, { cp_tr_id_escola: 2, cp_tr_id_professor: id('professor2'), cp_tr_alunos: [] }),
    ),
    expect: error(403, M.forbidden),
    then: [turmaUnchanged(T.doProfessorB.cp_tr_id)],
  },
  {
    name: 'updateTurma: an invalid student changes nothing',
    as: 'gestor',
    request: put(
      `/update-turma/${T.doAluno.cp_tr_id}`,
      formOf(T.doAluno.cp_tr_id, { cp_tr_nome: 'Não Salvo', cp_tr_alunos: [id('aluno2')] }),
    ),
    expect: error(400, M.invalidStudents),
    then: [turmaUnchanged(T.doAluno.cp_tr_id), loginTurma('aluno2', P.aluno2.cp_turma_id)],
  },
  {
    name: 'updateTurma: an invalid teacher changes nothing',
    as: 'diretor',
    request: put(`/update-turma/${T.doAluno.cp_tr_id}`, formOf(T.doAluno.cp_tr_id, { cp_tr_id_professor: id('diretor') })),
    expect: error(400, M.invalidTeacher),
    then: [turmaUnchanged(T.doAluno.cp_tr_id)],
  },
  {
    name: 'updateTurma: an unknown id',
    as: 'gestor',
    request: put(`/update-turma/${NO_SUCH_ID}`, newForm()),
    expect: error(404, M.turmaNotFound),
  },
  {
    name: 'updateTurma: a non-numeric id',
    as: 'gestor',
    request: put('/update-turma/x', newForm()),
    expect: error(400, M.invalidId),
  },
  ...callerDenials(
    'updateTurma',
    put(`/update-turma/${T.doAluno.cp_tr_id}`, formOf(T.doAluno.cp_tr_id, { cp_tr_nome: 'Intrusa' })),
    [turmaUnchanged(T.doAluno.cp_tr_id)],
  ),

  {
    name: 'deleteTurma: the class and its memberships go; its students stay, without a class',
    as: 'secretaria',
    request: del(`/delete-turma/${T.doAluno.cp_tr_id}`),
    expect: ok({ body: { msg: M.turmaDeleted } }),
    then: [
      { as: 'secretaria', request: get(`/turmas/${T.doAluno.cp_tr_id}`), expect: error(404, M.turmaNotFound) },
      loginTurma('aluno', null),
      seesTurmas('aluno', () => []),
      { as: 'secretaria', request: get(`/users/${id('aluno')}`), expect: ok({ body: { cp_excluido: 0, cp_turma_id: null } }) },
      {
        as: 'secretaria',
        request: get('/escola/alunos/1'),
        expect: ok({
          check: (a) => {
            for (const s of rowsOf<AlunoEscola>(a))
              if (membersOfSeeded(T.doAluno.cp_tr_id).includes(s.cp_id)) expect(s.cp_turma_id).toBeNull();
          },
        }),
      },
      seesTurmas('professor', () =>
        turmasWhere((t) => t.cp_tr_id_professor === id('professor') && t.cp_tr_id !== T.doAluno.cp_tr_id),
      ),
      { as: 'secretaria', request: del(`/delete-turma/${T.doAluno.cp_tr_id}`), expect: error(404, M.turmaNotFound) },
    ],
  },
  {
    name: 'deleteTurma: once its last class is gone, a teacher can be deleted',
    as: 'diretor',
    request: del(`/delete-turma/${T.doProfessorB.cp_tr_id}`),
    expect: ok(),
    then: [{ as: 'diretor', request: del(`/delete-user/${id('professorB')}`), expect: ok({ body: { msg: M.userDeleted } }) }],
  },
  ...(['professor', 'aluno'] as const).map((who): Scenario => ({
    name: `deleteTurma: ${who} may not delete their class`,
    as: who,
    request: del(`/delete-turma/${T.doAluno.cp_tr_id}`),
    expect: error(403, M.forbidden),
    then: [turmaUnchanged(T.doAluno.cp_tr_id)],
  })),
  {
    name: 'deleteTurma: a class of another school does not exist for a Diretor',
    as: 'diretor',
    request: del(`/delete-turma/${T.escola2.cp_tr_id}`),
    expect: error(404, M.turmaNotFound),
    then: [turmaUnchanged(T.escola2.cp_tr_id)],
  },
  {
    name: 'deleteTurma: an unknown id',
    as: 'gestor',
    request: del(`/delete-turma/${NO_SUCH_ID}`),
    expect: error(404, M.turmaNotFound),
  },
  ...callerDenials('deleteTurma', del(`/delete-turma/${T.doAluno.cp_tr_id}`), [turmaUnchanged(T.doAluno.cp_tr_id)]),
];

// ---------------------------------------------------------------------------
// The timetable and the room (issue 23: days, time, room on the class form)
// ---------------------------------------------------------------------------

/** A seeded class keeps its timetable and room. */
const horarioUnchanged = (n: number): Step => ({
  as: 'gestor',
  request: get(`/turmas/${n}`),
  expect: ok({ body: horarioOf(n) }),
});

const horarioScenarios: Scenario[] = [
  ...(['gestor', 'diretor', 'secretaria', 'professor', 'aluno'] as const).map((who): Scenario => ({
    name: `getTurma: ${who} reads the days, time and room of class ${T.doAluno.cp_tr_id}`,
    as: who,
    request: get(`/turmas/${T.doAluno.cp_tr_id}`),
    expect: ok({
      body: horarioOf(T.doAluno.cp_tr_id),
      check: (a) => expect(bodyOf<Turma>(a).cp_tr_dias?.length).toBeGreaterThan(0),
    }),
  })),
  {
    name: 'registerTurma: the days are stored once each, in week order, with the time and the trimmed room',
    as: 'secretaria',
    request: register(
      newForm({
        cp_tr_dias: ['sex', 'seg', 'sex'],
        cp_tr_horario_inicio: '18:00',
        cp_tr_horario_fim: '19:30',
        cp_tr_sala: '  Sala 7 ',
      }),
    ),
    expect: ok({ body: { msg: M.turmaRegistered } }),
    then: [
      ...(['secretaria', 'professorB', 'semTurma'] as const).map((who): Step => ({
        as: who,
        request: ([reg]) => get(`/turmas/${newId(reg!)}`),
        expect: ok({
          body: { cp_tr_dias: ['seg', 'sex'], cp_tr_horario_inicio: '18:00', cp_tr_horario_fim: '19:30', cp_tr_sala: 'Sala 7' },
        }),
      })),
    ],
  },
  {
    name: 'registerTurma: without days, time or room they are null',
    as: 'gestor',
    request: register(newForm({ cp_tr_dias: [], cp_tr_sala: '' })),
    expect: ok(),
    then: [
      {
        as: 'gestor',
        request: ([reg]) => get(`/turmas/${newId(reg!)}`),
        expect: ok({ body: { cp_tr_dias: null, cp_tr_horario_inicio: null, cp_tr_horario_fim: null, cp_tr_sala: null } }),
      },
    ],
  },
  {
    name: 'updateTurma: a Diretor changes the days, time and room, and clears them again',
    as: 'diretor',
    request: put(
      `/update-turma/${T.doAluno.cp_tr_id}`,
      formOf(T.doAluno.cp_tr_id, {
        cp_tr_dias: ['sab'],
        cp_tr_horario_inicio: '09:00',
        cp_tr_horario_fim: '10:15',
        cp_tr_sala: 'Lab',
      }),
    ),
    expect: ok({ body: { msg: M.turmaUpdated } }),
    then: [
      {
        as: 'aluno',
        request: get(`/turmas/${T.doAluno.cp_tr_id}`),
        expect: ok({
          body: { cp_tr_dias: ['sab'], cp_tr_horario_inicio: '09:00', cp_tr_horario_fim: '10:15', cp_tr_sala: 'Lab' },
        }),
      },
      {
        as: 'diretor',
        request: put(
          `/update-turma/${T.doAluno.cp_tr_id}`,
          formOf(T.doAluno.cp_tr_id, { cp_tr_dias: null, cp_tr_horario_inicio: null, cp_tr_horario_fim: null, cp_tr_sala: null }),
        ),
        expect: ok(),
      },
      {
        as: 'professor',
        request: get(`/turmas/${T.doAluno.cp_tr_id}`),
        expect: ok({ body: { cp_tr_dias: null, cp_tr_horario_inicio: null, cp_tr_horario_fim: null, cp_tr_sala: null } }),
      },
    ],
  },
  ...(
    [
      ['a weekday that is not one', { cp_tr_dias: ['seg', 'dom'] }, TURMA_HORARIO_MESSAGES.diaInvalido],
      [
        'a start without an end',
        { cp_tr_horario_inicio: '19:00', cp_tr_horario_fim: null },
        TURMA_HORARIO_MESSAGES.horarioIncompleto,
      ],
      [
        'an end without a start',
        { cp_tr_horario_inicio: null, cp_tr_horario_fim: '19:00' },
        TURMA_HORARIO_MESSAGES.horarioIncompleto,
      ],
      [
        'an end before the start',
        { cp_tr_horario_inicio: '19:00', cp_tr_horario_fim: '18:30' },
        TURMA_HORARIO_MESSAGES.fimAntesDoInicio,
      ],
      [
        'an end equal to the start',
        { cp_tr_horario_inicio: '19:00', cp_tr_horario_fim: '19:00' },
        TURMA_HORARIO_MESSAGES.fimAntesDoInicio,
      ],
      ['a time that is not one', { cp_tr_horario_inicio: '25:00', cp_tr_horario_fim: '26:00' }, 'Horário inválido (use HH:MM).'],
      ['a room too long', { cp_tr_sala: 'x'.repeat(TURMA_SALA_MAX + 1) }, `Máximo de ${TURMA_SALA_MAX} caracteres.`],
    ] as const
  ).flatMap(([what, changes, msg]): Scenario[] => [
    {
      name: `registerTurma: ${what} is refused`,
      as: 'secretaria',
      request: register(newForm(changes)),
      expect: error(400, msg),
      then: [stillSeededTurmas, loginTurma('semTurma', null)],
    },
    {
      name: `updateTurma: ${what} changes nothing`,
      as: 'gestor',
      request: put(`/update-turma/${T.doAluno.cp_tr_id}`, formOf(T.doAluno.cp_tr_id, { cp_tr_nome: 'Não Salvo', ...changes })),
      expect: error(400, msg),
      then: [turmaUnchanged(T.doAluno.cp_tr_id), horarioUnchanged(T.doAluno.cp_tr_id)],
    },
  ]),
  {
    name: 'registerTurma: days must be a list',
    as: 'gestor',
    request: register(newForm({ cp_tr_dias: 'seg' })),
    expect: error(400, firstMessage(TurmaFields, newForm({ cp_tr_dias: 'seg' }))),
    then: [stillSeededTurmas],
  },
  ...(['professor', 'aluno'] as const).map((who): Scenario => ({
    name: `updateTurma: ${who} may not change their class's timetable`,
    as: who,
    request: put(`/update-turma/${T.doAluno.cp_tr_id}`, formOf(T.doAluno.cp_tr_id, { cp_tr_sala: 'Outra' })),
    expect: error(403, M.forbidden),
    then: [horarioUnchanged(T.doAluno.cp_tr_id)],
  })),
];

export const TURMA_SCENARIOS: readonly Scenario[] = [...readScenarios, ...writeScenarios, ...horarioScenarios];

export const TURMA_ENDPOINTS = [
  'listTurmas',
  'getTurma',
  'listTurmasProfessor',
  'listAlunosEscola',
  'registerTurma',
  'updateTurma',
  'deleteTurma',
] as const;
