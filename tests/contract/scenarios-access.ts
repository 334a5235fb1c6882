/**
 * The ACCESS walk: every row of the contract's scope table (ACCESS) × every
 * user type, on every backend. For each resource the backends serve, each
 * action its endpoints expose is tried by a person of every type on rows of
 * every kind (their own school, another school, a class they teach or not…),
 * and the answer must be the one ACCESS implies:
 *
 *   allowed                     → 200 (or the resource's own success answer)
 *   readable but not `action`   → 403
 *   not readable                → 404
 *   a list the type may not call → 403; a list → exactly the rows ACCESS lets it see
 *
 * Unlike the RLS matrix (tests/db/rls-matrix.ts, written by hand from the
 * spec so a wrong policy and a wrong table cannot agree by construction),
 * these expectations are computed FROM ACCESS: they prove that both backends
 * follow the table, whatever it says. A rule change in ACCESS changes these
 * expectations by itself.
 */
import { expect } from 'vitest';
import {
  allows,
  may,
  rowFacts,
  type Action,
  type Caller,
  type Resource,
  type RowFacts,
} from '../../supabase/functions/_shared/contract/access.ts';
import { MATERIAL_KINDS, MATERIAL_MESSAGES, type MaterialKind } from '../../supabase/functions/_shared/contract/materiais.ts';
import { SALA_MESSAGES } from '../../supabase/functions/_shared/contract/sala-de-aula.ts';
import { AGENDA_MESSAGES } from '../../supabase/functions/_shared/contract/agenda.ts';
import { CERT_MESSAGES } from '../../supabase/functions/_shared/contract/certificados.ts';
import { SERVER_MESSAGES as M } from '../../supabase/functions/_shared/contract/messages.ts';
import { callerOf, LIVE_USERS, P, SEED, T, type PersonKey } from './people.ts';
import type { Answer, Expectation, RequestSpec, Scenario } from './scenario.ts';
import { agendaWalkEdit, agendaWalkTarget } from './scenarios-agenda.ts';
import { formOf as escolaFormOf, schoolForm } from './scenarios-escolas.ts';
import { del, get, idsOf, post, put } from './scenarios-kit.ts';
import { materialWalkCreate, materialWalkEdit } from './scenarios-materiais.ts';
import {
  chamadaWalkEdit,
  classroomFacts,
  notaWalkEdit,
  resumoWalkEdit,
  seededRecordFacts,
  WALK,
} from './scenarios-sala-de-aula.ts';
import { formOf as turmaFormOf, newForm as newTurmaForm } from './scenarios-turmas.ts';
import { AVALIACAO_WALK } from './scenarios-avaliacoes.ts';
import { editJson, person, register } from './scenarios-usuarios.ts';

/** One person of every type; their facts are what the backends know of them. */
const WALKERS = ['gestor', 'diretor', 'secretaria', 'professor', 'aluno'] as const satisfies readonly PersonKey[];

/** A row the walk acts on: a label for the scenario name, its id and its facts. */
interface Target {
  readonly label: string;
  readonly id: number;
  readonly facts: RowFacts;
  /** What an allowed delete of this row answers when it is not a plain 200 (an enrolment with payments: 409). */
  readonly removeAllowed?: Expectation;
}

/** A list request and the rows it may answer (with their facts). */
interface ListProbe {
  readonly request: RequestSpec;
  readonly rows: readonly Target[];
  /** The id field of a row; null when the answer is the ids themselves (played-audio marks). */
  readonly idKey: string | null;
  /** The answer's field holding the rows, when the answer is an object (the dashboard's `linhas`). */
  readonly within?: string;
}

/** A row to create: a label, the facts it will have, and the request. */
interface NewRow {
  readonly label: string;
  readonly facts: RowFacts;
  readonly request: (n: number) => RequestSpec;
}

interface Probe {
  readonly resource: Resource;
  /** People walked besides one of every type (a grant holder, a teacher of other material codes). */
  readonly alsoWalk?: readonly PersonKey[];
  /** The answer when a row is not readable. */
  readonly notFound?: string;
  /** The list endpoint: every row each request may answer, with its facts, and the id field. */
  readonly list?: ListProbe | readonly ListProbe[];
  readonly targets?: readonly Target[];
  readonly read?: (id: number) => RequestSpec;
  /** An edit that leaves the row as it is. */
  readonly write?: (id: number) => RequestSpec;
  readonly remove?: (id: number) => RequestSpec;
  /** What an allowed delete answers when it is not a plain 200 (a school still in use: 409). */
  readonly removeAllowed?: Expectation;
  readonly create?: readonly NewRow[];
}

const userTarget = (who: PersonKey): Target => ({
  label: `${who} (type ${P[who].cp_tipo_user}, school ${P[who].cp_escola_id})`,
  id: P[who].cp_id,
  facts: rowFacts('usuarios', P[who]),
});

const turmaTarget = (label: string, t: (typeof SEED.turmas)[number]): Target => ({
  label: `${label} (class ${t.cp_tr_id}, school ${t.cp_tr_id_escola})`,
  id: t.cp_tr_id,
  facts: rowFacts('turmas', t),
});

const DEMO_ENROLMENT = SEED.matriculas.find((m) => m.cp_mt_usuario === P.aluno.cp_id && m.cp_status_matricula === 'ativo')!;
const MENSALIDADE_2 = SEED.matriculas.find((m) => m.cp_mt_escola === 2 && m.cp_mt_tipo_pagamento === 'mensalidade')!;

function matriculaTarget(label: string, m: (typeof SEED.matriculas)[number]): Target {
  return {
    label: `${label} (enrolment ${m.cp_mt_id}, school ${m.cp_mt_escola})`,
    id: m.cp_mt_id,
    facts: rowFacts('matriculas', m),
  };
}

function parcelaTarget(label: string, who: PersonKey): Target {
  const x = SEED.parcelas.find((p) => p.cp_mt_usuario === P[who].cp_id)!;
  return {
    label: `${label} (installment ${x.cp_mtPar_id}, school ${x.cp_mt_escola})`,
    id: x.cp_mtPar_id,
    facts: rowFacts('parcelas', x),
  };
}

/** The edit form of a seeded enrolment, unchanged. */
function matriculaFormOf(id: number) {
  const m = SEED.matriculas.find((x) => x.cp_mt_id === id)!;
  return {
    usuarioId: m.cp_mt_usuario,
    cursoId: m.cp_mt_curso,
    escolaId: m.cp_mt_escola,
    status: m.cp_status_matricula,
    tipoPagamento: m.cp_mt_tipo_pagamento,
    valorCurso: m.cp_mt_valor_curso,
    numeroParcelas: m.cp_mt_quantas_parcelas,
    valorMensalidade: m.cp_mt_valor_mensalidade,
    primeiraDataPagamento: m.cp_mt_primeira_parcela,
  };
}

/** A new mensalidade enrolment of a student in their school. */
const enrolmentOf = (who: PersonKey, school: number) => ({
  usuarioId: P[who].cp_id,
  cursoId: 3,
  escolaId: school,
  tipoPagamento: 'mensalidade',
  valorMensalidade: 320,
  primeiraDataPagamento: '2027-03-10',
});

const PROBES: readonly Probe[] = [
  {
    resource: 'usuarios',
    notFound: M.userNotFound,
    list: {
      request: get('/users'),
      rows: LIVE_USERS.map((u) => ({ label: u.cp_login, id: u.cp_id, facts: rowFacts('usuarios', u) })),
      idKey: 'cp_id',
    },
    // Students: a type every walker that writes people may give (mayAssignType is a rule of its own,
    // walked in scenarios-usuarios.ts), without classes to teach (deleting a teacher who has some is a 409).
    targets: [userTarget('alunoB'), userTarget('aluno2')],
    read: (id) => get(`/users/${id}`),
    write: (id) => put(`/edit-user/${id}`, editJson(keyOf(id))),
    remove: (id) => del(`/delete-user/${id}`),
    create: [
      { label: 'a student of school 1', facts: { schoolId: 1 }, request: (n) => register(person(700 + n, 5, 1)) },
      { label: 'a student of school 2', facts: { schoolId: 2 }, request: (n) => register(person(720 + n, 5, 2)) },
    ],
  },
  {
    resource: 'diretores',
    list: {
      request: get('/users-escolas?cp_tipo_user=2'),
      rows: LIVE_USERS.filter((u) => u.cp_tipo_user === 2).map((u) => ({
        label: u.cp_login,
        id: u.cp_id,
        facts: rowFacts('diretores', u),
      })),
      idKey: 'cp_id',
    },
  },
  {
    resource: 'escolas',
    notFound: M.schoolNotFound,
    list: {
      request: get('/escolas'),
      rows: SEED.escolas.map((s) => ({ label: s.cp_ec_nome, id: s.cp_ec_id, facts: rowFacts('escolas', s) })),
      idKey: 'cp_ec_id',
    },
    targets: SEED.escolas
      .slice(0, 2)
      .map((s) => ({ label: `school ${s.cp_ec_id}`, id: s.cp_ec_id, facts: rowFacts('escolas', s) })),
    read: (id) => get(`/escolas/${id}`),
    write: (id) => put(`/edit-escola/${id}`, escolaFormOf(id)),
    remove: (id) => del(`/delete-escola/${id}`),
    // Every seeded school still has people and classes: a permitted archive is refused for that.
    removeAllowed: { status: 409, msg: M.schoolInUse },
    create: [{ label: 'a school', facts: {}, request: () => post('/register-escola', schoolForm()) }],
  },
  {
    resource: 'turmas',
    notFound: M.turmaNotFound,
    list: {
      request: get('/turmas'),
      rows: SEED.turmas.map((t) => ({ label: t.cp_tr_nome, id: t.cp_tr_id, facts: rowFacts('turmas', t) })),
      idKey: 'cp_tr_id',
    },
    targets: [
      turmaTarget("the demo teacher's and student's", T.doAluno),
      turmaTarget("professorB's", T.doProfessorB),
      turmaTarget('a school 2', T.escola2),
    ],
    read: (id) => get(`/turmas/${id}`),
    write: (id) => put(`/update-turma/${id}`, turmaFormOf(id)),
    remove: (id) => del(`/delete-turma/${id}`),
    create: [
      { label: 'a class of school 1', facts: { schoolId: 1 }, request: () => post('/register-turma', newTurmaForm()) },
      {
        label: 'a class of school 2',
        facts: { schoolId: 2 },
        request: () =>
          post(
            '/register-turma',
            newTurmaForm({ cp_tr_id_escola: 2, cp_tr_id_professor: P.professor2.cp_id, cp_tr_alunos: [P.semTurma2.cp_id] }),
          ),
      },
    ],
  },
  {
    resource: 'matriculas',
    notFound: M.matriculaNotFound,
    list: {
      request: get('/matriculas?pageSize=100'),
      rows: SEED.matriculas.map((m) => ({ label: String(m.cp_mt_id), id: m.cp_mt_id, facts: rowFacts('matriculas', m) })),
      idKey: 'cp_mt_id',
    },
    targets: [
      // The demo student's active enrolment has paid installments: a permitted delete is refused for that.
      { ...matriculaTarget("the demo student's", DEMO_ENROLMENT), removeAllowed: { status: 409, msg: M.matriculaHasPayments } },
      matriculaTarget('a school 2 mensalidade', MENSALIDADE_2),
    ],
    read: (id) => get(`/matriculas/${id}`),
    write: (id) => put(`/editar-matricula/${id}`, matriculaFormOf(id)),
    remove: (id) => del(`/delete-matricula/${id}`),
    create: [
      {
        label: 'an enrolment in school 1',
        facts: { schoolId: 1 },
        request: () => post('/cadastrar-matricula', enrolmentOf('alunoB', 1)),
      },
      {
        label: 'an enrolment in school 2',
        facts: { schoolId: 2 },
        request: () => post('/cadastrar-matricula', enrolmentOf('aluno2', 2)),
      },
    ],
  },
  {
    resource: 'parcelas',
    notFound: M.parcelaNotFound,
    // Two students' installments (a list answer carries at most 100 rows).
    list: (['aluno', 'aluno2'] as const).map((who) => ({
      request: get(`/financeiroParcelas?userId=${P[who].cp_id}&pageSize=100`),
      rows: SEED.parcelas
        .filter((x) => x.cp_mt_usuario === P[who].cp_id)
        .map((x) => ({ label: String(x.cp_mtPar_id), id: x.cp_mtPar_id, facts: rowFacts('parcelas', x) })),
      idKey: 'cp_mtPar_id',
    })),
    targets: [parcelaTarget("the demo student's first", 'aluno'), parcelaTarget("a school 2 student's first", 'aluno2')],
    write: (id) => put(`/update-status/${id}`, { status: 'Pago' }),
  },
  {
    resource: 'cursos',
    list: {
      request: get('/cursos'),
      rows: SEED.cursos.map((c) => ({ label: c.cp_nome_curso, id: c.cp_curso_id, facts: rowFacts('cursos', c) })),
      idKey: 'cp_curso_id',
    },
  },
  {
    // A track belongs to a course, not to one class: for the walk, the tracks
    // of the demo student's course are "of their class" (the `enrolled`
    // scope), those of a course no walker's class uses are of none.
    resource: 'audios',
    list: [courseOfClass(P.aluno.cp_turma_id), courseOfNoWalker()].map((cursoId) => ({
      request: get(`/audios-curso/${cursoId}?pageSize=100`),
      rows: SEED.audios
        .filter((a) => a.cp_curso_id === cursoId)
        .map((a) => ({
          label: a.cp_nome_audio,
          id: a.cp_audio_id,
          facts: { classId: cursoId === courseOfClass(P.aluno.cp_turma_id) ? P.aluno.cp_turma_id : null },
        })),
      idKey: 'cp_audio_id',
    })),
  },
  ...(['treinamento', 'extra'] as const).map(materialProbe),
  ...classroomProbes(),
  {
    // Grants: the gestor lists every one, the others their own (the seeded holder walks too).
    resource: 'permissoes',
    alsoWalk: ['concedida'],
    list: {
      request: get('/permissoes'),
      rows: SEED.permissoes.map((g) => ({ label: g.cp_permissao, id: g.cp_usuario_id, facts: rowFacts('permissoes', g) })),
      idKey: 'cp_usuario_id',
    },
  },
  {
    // The evaluations dashboard: the Gestor's rows are the schools with records; every other type 403.
    resource: 'avaliacoes',
    list: {
      request: AVALIACAO_WALK.request,
      rows: AVALIACAO_WALK.schools.map((id) => ({ label: `school ${id}`, id, facts: rowFacts('avaliacoes', {}) })),
      idKey: 'id',
      within: 'linhas',
    },
  },
  {
    // Certificates: the gestor lists and revokes every one, a student reads their own (the demo student's
    // valid one; another school's). An issue answers 201: it is walked in ./scenarios-certificados.ts.
    resource: 'certificados',
    notFound: CERT_MESSAGES.notFound,
    list: {
      request: get('/certificados?pageSize=100'),
      rows: SEED.certificados.map((c) => ({ label: c.cp_cert_codigo, id: c.cp_cert_id, facts: rowFacts('certificados', c) })),
      idKey: 'cp_cert_id',
    },
    targets: SEED.certificados
      .filter((c) => c.cp_cert_revogado_em === null)
      .map((c) => ({
        label: `certificate ${c.cp_cert_id} (school ${c.cp_cert_escola_id}, student ${c.cp_cert_aluno_id})`,
        id: c.cp_cert_id,
        facts: rowFacts('certificados', c),
      })),
    read: (id) => get(`/certificados/${id}`),
    write: (id) => post(`/certificados/${id}/revogar`, { motivo: 'Conferência do ACCESS.' }),
  },
  // Agenda events, one resource per reach (docs/agenda.md): changing and deleting seeded events. The
  // list mixes every reach and a create answers 201: both are played in ./scenarios-agenda.ts.
  ...(
    [
      ['agendaRede', ['Reunião geral da rede']],
      ['agendaEscola', ['Prova de nivelamento', 'Reunião de pais']],
      ['agendaTurma', ['Prova oral', 'Aula de reposição', 'Simulado DELE']],
      ['agendaPessoal', ['Estudar para a prova oral', 'Preparar a prova oral']],
    ] as const
  ).map(([resource, titles]): Probe => ({
    resource,
    notFound: AGENDA_MESSAGES.notFound,
    targets: titles.map(agendaWalkTarget),
    write: agendaWalkEdit,
    remove: (id) => del(`/agenda/${id}`),
  })),
];

/**
 * Training and extra material: rows by category codes (a teacher reads those
 * meeting the codes of their courses), the grant holder as the gestor on the
 * extra material; walked also by a teacher of other codes.
 */
function materialProbe(kind: MaterialKind): Probe {
  const { resource, id } = MATERIAL_KINDS[kind];
  const path = kind === 'treinamento' ? '/materiais' : '/material-extra';
  const seeded: readonly Record<string, unknown>[] = kind === 'treinamento' ? SEED.materiais : SEED.materialExtra;
  const target = (label: string, row: Record<string, unknown>): Target => ({
    label: `${label} (${String(row[MATERIAL_KINDS[kind].codigos])})`,
    id: row[id] as number,
    facts: rowFacts(resource, row),
  });
  const demo = callerOf('professor');
  const other = callerOf('professorOutro');
  const ofDemo = seeded.find(
    (r) => allows(resource, 'read', demo, rowFacts(resource, r)) && !allows(resource, 'read', other, rowFacts(resource, r)),
  );
  const ofOther = seeded.find(
    (r) => allows(resource, 'read', other, rowFacts(resource, r)) && !allows(resource, 'read', demo, rowFacts(resource, r)),
  );
  if (!ofDemo || !ofOther) throw new Error(`The seed has no ${kind} material for one teacher's codes only`);
  return {
    resource,
    notFound: MATERIAL_MESSAGES.notFound,
    alsoWalk: ['concedida', 'professorOutro'],
    list: {
      request: get(`${path}?pageSize=100`),
      rows: seeded.map((r) => ({ label: String(r[id]), id: r[id] as number, facts: rowFacts(resource, r) })),
      idKey: id,
    },
    targets: [
      target("a material of the demo teacher's codes", ofDemo),
      target("a material of the other teacher's codes", ofOther),
    ],
    write: (rowId) => materialWalkEdit(kind, rowId),
    remove: (rowId) => del(`${path}/${rowId}`),
    create: [
      { label: 'a material for CES', facts: { codes: ['CES'] }, request: () => materialWalkCreate(kind, ['CES']) },
      { label: 'a material for every teacher', facts: { codes: [] }, request: () => materialWalkCreate(kind, []) },
    ],
  };
}

/**
 * Classroom records (docs/sala-de-aula.md): a record's school is its class's
 * school. Lists of the demo student's class (every walker reads the class);
 * targets there and in a class of school 2; new records in two classes of the
 * demo teacher. A new record in a class the caller does not read is 404, not
 * ACCESS's 403: that refusal is played in ./scenarios-sala-de-aula.ts.
 */
function classroomProbes(): Probe[] {
  const C = T.doAluno;
  const E2 = T.escola2;
  const ofClass = <R extends object>(rows: readonly R[], key: keyof R, turmaId: number) => rows.filter((r) => r[key] === turmaId);
  const target = (resource: 'chamadas' | 'notas' | 'resumos', label: string, row: object, idKey: string): Target => ({
    label,
    id: (row as Record<string, number>)[idKey]!,
    facts: seededRecordFacts(resource, row),
  });
  const recordTargets = <R extends object>(
    resource: 'chamadas' | 'notas',
    rows: readonly R[],
    turmaKey: keyof R,
    alunoKey: keyof R,
    idKey: string,
  ): Target[] => [
    target(
      resource,
      "the demo student's, in their class",
      ofClass(rows, turmaKey, C.cp_tr_id).find((r) => r[alunoKey] === P.aluno.cp_id)!,
      idKey,
    ),
    target(
      resource,
      "a classmate's",
      ofClass(rows, turmaKey, C.cp_tr_id).find((r) => r[alunoKey] === P.colega.cp_id)!,
      idKey,
    ),
    target(resource, 'one of a school 2 class', ofClass(rows, turmaKey, E2.cp_tr_id)[0]!, idKey),
  ];
  const inClass = (turma: typeof C) => classroomFacts(turma);
  const list = <R extends object>(
    resource: 'chamadas' | 'notas' | 'resumos',
    request: RequestSpec,
    rows: readonly R[],
    idKey: string,
  ) => ({
    request,
    rows: rows.map((r) => target(resource, String((r as Record<string, unknown>)[idKey]), r, idKey)),
    idKey,
  });
  return [
    {
      resource: 'chamadas',
      notFound: SALA_MESSAGES.chamadaNotFound,
      list: list(
        'chamadas',
        get(`/chamadas/turma/${C.cp_tr_id}?pageSize=100`),
        ofClass(SEED.chamadas, 'cp_ch_turma_id', C.cp_tr_id),
        'cp_ch_id',
      ),
      targets: recordTargets('chamadas', SEED.chamadas, 'cp_ch_turma_id', 'cp_ch_aluno_id', 'cp_ch_id'),
      write: chamadaWalkEdit,
      remove: (rowId) => del(`/chamadas/${rowId}`),
      create: [
        {
          label: "a record in the demo student's class",
          facts: inClass(C),
          request: () => post('/chamadas', WALK.chamadaBody()),
        },
        {
          label: "a record in the demo teacher's other class",
          facts: inClass(T.outra),
          request: () => post('/chamadas', WALK.chamadaBody({ turmaId: T.outra.cp_tr_id, alunoId: P.outraTurma.cp_id })),
        },
      ],
    },
    {
      resource: 'notas',
      notFound: SALA_MESSAGES.notaNotFound,
      list: list(
        'notas',
        get(`/notas/turma/${C.cp_tr_id}?pageSize=100`),
        ofClass(SEED.notas, 'cp_nota_turma_id', C.cp_tr_id),
        'cp_nota_id',
      ),
      targets: recordTargets('notas', SEED.notas, 'cp_nota_turma_id', 'cp_nota_aluno_id', 'cp_nota_id'),
      write: notaWalkEdit,
      remove: (rowId) => del(`/notas/${rowId}`),
      create: [
        { label: "a grade in the demo student's class", facts: inClass(C), request: () => post('/notas', WALK.notaBody()) },
        {
          label: "a grade in the demo teacher's other class",
          facts: inClass(T.outra),
          request: () => post('/notas', WALK.notaBody({ turmaId: T.outra.cp_tr_id, alunoId: P.outraTurma.cp_id })),
        },
      ],
    },
    {
      resource: 'resumos',
      notFound: SALA_MESSAGES.resumoNotFound,
      list: list(
        'resumos',
        get(`/resumos/${C.cp_tr_id}?pageSize=100`),
        ofClass(SEED.resumos, 'cp_res_turma_id', C.cp_tr_id),
        'cp_res_id',
      ),
      targets: [
        target(
          'resumos',
          "one of the demo student's class",
          ofClass(SEED.resumos, 'cp_res_turma_id', C.cp_tr_id)[0]!,
          'cp_res_id',
        ),
        target('resumos', 'one of a school 2 class', ofClass(SEED.resumos, 'cp_res_turma_id', E2.cp_tr_id)[0]!, 'cp_res_id'),
      ],
      write: resumoWalkEdit,
      remove: (rowId) => del(`/resumos/${rowId}`),
      create: [
        {
          label: "a summary for the demo student's class",
          facts: inClass(C),
          request: () => post('/resumos', WALK.resumoBody()),
        },
        {
          label: "a summary for the demo teacher's other class",
          facts: inClass(T.outra),
          request: () => post('/resumos', WALK.resumoBody({ turmaId: T.outra.cp_tr_id })),
        },
      ],
    },
    {
      // Played-audio marks: the list answers the ids of the demo student's marks.
      resource: 'audiosOuvidos',
      list: {
        request: get(`/audios-marcados/${P.aluno.cp_id}`),
        rows: SEED.audiosOuvidos
          .filter((m) => m.cp_aluno_id === P.aluno.cp_id)
          .map((m) => ({ label: String(m.cp_audio_id), id: m.cp_audio_id, facts: rowFacts('audiosOuvidos', m) })),
        idKey: null,
      },
      create: [
        {
          label: "a mark of the demo student's",
          facts: { ownerUserId: P.aluno.cp_id },
          request: () => post('/registrar-visualizacao', { userId: P.aluno.cp_id, audioId: WALK.unplayed }),
        },
      ],
    },
  ];
}

function courseOfClass(classId: number | null): number {
  const turma = SEED.turmas.find((t) => t.cp_tr_id === classId);
  if (!turma) throw new Error('The demo student has no class');
  return turma.cp_tr_curso_id;
}

/** A course with tracks that no class of the walkers uses. */
function courseOfNoWalker(): number {
  const used = new Set(SEED.turmas.map((t) => t.cp_tr_curso_id));
  const course = SEED.cursos.find((c) => !used.has(c.cp_curso_id) && SEED.audios.some((a) => a.cp_curso_id === c.cp_curso_id));
  if (!course) throw new Error('The seed has no course with tracks outside every class');
  return course.cp_curso_id;
}

function keyOf(id: number): PersonKey {
  const key = (Object.keys(P) as PersonKey[]).find((k) => P[k].cp_id === id);
  if (!key) throw new Error(`No person key for ${id}`);
  return key;
}

const denied = (status: 403 | 404, notFound: string | undefined): Expectation =>
  status === 404 ? { status, msg: notFound ?? M.forbidden } : { status, msg: M.forbidden };

/** What ACCESS implies for `action` on a row with `facts` (a read first: an unreadable row does not exist). */
function expected(resource: Resource, action: Action, caller: Caller, target: Target, probe: Probe): Expectation {
  const { facts } = target;
  if (!allows(resource, 'read', caller, facts)) return denied(404, probe.notFound);
  if (!allows(resource, action, caller, facts)) return { status: 403 };
  if (action === 'delete' && (target.removeAllowed ?? probe.removeAllowed)) return target.removeAllowed ?? probe.removeAllowed!;
  return { status: 200 };
}

function walk(probe: Probe): Scenario[] {
  const { resource } = probe;
  const scenarios: Scenario[] = [];
  const walkers: readonly PersonKey[] = [...WALKERS, ...(probe.alsoWalk ?? [])];
  for (const who of walkers) {
    const caller = callerOf(who);
    const tag = `ACCESS.${resource} × type ${caller.type}${caller.grants?.length ? ` with ${caller.grants.join(', ')}` : ''} (${who})`;
    const lists = probe.list === undefined ? [] : 'request' in probe.list ? [probe.list] : probe.list;
    for (const { request, rows, idKey, within } of lists) {
      const visible = rows.filter((r) => allows(resource, 'list', caller, r.facts)).map((r) => r.id);
      scenarios.push({
        name: `${tag}: list ${request.path ?? ''} → ${may(resource, 'list', caller.type, caller.grants) ? `${visible.length} row(s)` : '403'}`,
        as: who,
        request,
        expect: may(resource, 'list', caller.type, caller.grants)
          ? {
              status: 200,
              check: (answer: Answer) => {
                const a = within === undefined ? answer : { ...answer, body: (answer.body as Record<string, unknown>)[within] };
                expect([...(idKey === null ? (a.body as number[]) : idsOf(a, idKey))].sort((x, y) => x - y)).toEqual(
                  [...visible].sort((x, y) => x - y),
                );
              },
            }
          : { status: 403, msg: M.forbidden },
      });
    }
    for (const target of probe.targets ?? []) {
      const cases: [Action, ((id: number) => RequestSpec) | undefined][] = [
        ['read', probe.read],
        ['write', probe.write],
        ['delete', probe.remove],
      ];
      for (const [action, request] of cases) {
        if (!request) continue;
        const outcome = expected(resource, action, caller, target, probe);
        scenarios.push({
          name: `${tag}: ${action} ${target.label} → ${outcome.status}`,
          as: who,
          request: request(target.id),
          expect: outcome,
        });
      }
    }
    for (const [n, row] of (probe.create ?? []).entries()) {
      const allowed = may(resource, 'create', caller.type, caller.grants) && allows(resource, 'create', caller, row.facts);
      scenarios.push({
        name: `${tag}: create ${row.label} → ${allowed ? 200 : 403}`,
        as: who,
        request: row.request(walkers.indexOf(who) * 10 + n),
        expect: { status: allowed ? 200 : 403 },
      });
    }
  }
  return scenarios;
}

export const WALKED_RESOURCES: readonly Resource[] = PROBES.map((p) => p.resource);

export const ACCESS_SCENARIOS: readonly Scenario[] = PROBES.flatMap(walk);

/**
 * The endpoint that lists each resource of ACCESS: once a backend serves it,
 * the resource must be walked here (tests/contract/contract-suite.ts checks).
 */
export const LIST_ENDPOINT_OF: Readonly<Record<Resource, string>> = {
  usuarios: 'listUsuarios',
  diretores: 'listDiretores',
  escolas: 'listEscolas',
  turmas: 'listTurmas',
  matriculas: 'listMatriculas',
  parcelas: 'listParcelas',
  cursos: 'listCursos',
  audios: 'listAudiosCurso',
  materiais: 'listMateriais',
  materialExtra: 'listMaterialExtra',
  chamadas: 'listChamadas',
  resumos: 'listResumos',
  notas: 'listNotas',
  audiosOuvidos: 'listAudiosMarcados',
  permissoes: 'listPermissoes',
  agendaRede: 'listAgenda',
  agendaEscola: 'listAgenda',
  agendaTurma: 'listAgenda',
  agendaPessoal: 'listAgenda',
  certificados: 'listCertificados',
  avaliacoes: 'getAvaliacoes',
};
