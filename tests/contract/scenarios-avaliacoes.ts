/**
 * Contract scenarios of the avaliacoes domain (docs/avaliacoes.md), on every
 * backend: the Gestor's dashboard at every level, drilled down and filtered,
 * over periods whose ends fall on record days; every other role refused; bad
 * queries refused with the contract's messages.
 *
 * The expected figures are computed here, from the seed every backend loads
 * (`SEED`) with the contract's pure rules (meanGrade, gradeSplit,
 * attendanceRate, gradeAverage, compareNames) — a computation of its own,
 * not the mock's — and compared exactly: the mock, the api on PGlite and on
 * PostgreSQL, and the function under Deno must all answer the same numbers.
 */
import { expect } from 'vitest';
import {
  AVALIACOES_MESSAGES as A,
  AvaliacoesQuery,
  Avaliacoes,
  type AvaliacaoLinha,
  type AvaliacaoNivel,
} from '../../supabase/functions/_shared/contract/avaliacoes.ts';
import { gradeSplit, meanGrade } from '../../supabase/functions/_shared/contract/rules/avaliacoes.ts';
import { gradeAverage } from '../../supabase/functions/_shared/contract/rules/notas.ts';
import { attendanceRate } from '../../supabase/functions/_shared/contract/rules/sala-de-aula.ts';
import { compareNames } from '../../supabase/functions/_shared/contract/text.ts';
import { EMPTY_TOTAL } from '../fixtures/avaliacoes.ts';
import { NO_SUCH_ID, SEED, T } from './people.ts';
import type { Answer, Expectation, Scenario } from './scenario.ts';
import { callerDenials, error, firstMessage, get, M, ROLES } from './scenarios-kit.ts';

export const AVALIACAO_ENDPOINTS: readonly string[] = ['getAvaliacoes'];

// ── The expected answer, from the seed ─────────────────────────────────

interface Query {
  readonly de: string;
  readonly ate: string;
  readonly nivel?: AvaliacaoNivel;
  readonly escolaId?: number;
  readonly turmaId?: number;
}

type Turma = (typeof SEED.turmas)[number];

/** The group of a record of `turma` about `aluno` at each level. */
const GROUP: Readonly<Record<AvaliacaoNivel, (t: Turma, aluno: number) => number>> = {
  escola: (t) => t.cp_tr_id_escola,
  curso: (t) => t.cp_tr_curso_id,
  professor: (t) => t.cp_tr_id_professor,
  turma: (t) => t.cp_tr_id,
  aluno: (_, aluno) => aluno,
};

function nameOf(nivel: AvaliacaoNivel, id: number): string {
  if (nivel === 'escola') return SEED.escolas.find((e) => e.cp_ec_id === id)!.cp_ec_nome;
  if (nivel === 'curso') return SEED.cursos.find((c) => c.cp_curso_id === id)!.cp_nome_curso;
  if (nivel === 'turma') return SEED.turmas.find((t) => t.cp_tr_id === id)!.cp_tr_nome;
  return SEED.usuarios.find((u) => u.cp_id === id)!.cp_nome;
}

/** A group's records: who, the grade averages, the attendance statuses. */
interface Records {
  readonly alunos: Set<number>;
  readonly medias: number[];
  readonly status: string[];
}

function figures(id: number | null, nome: string, r: Records): AvaliacaoLinha {
  const count = (s: string) => r.status.filter((x) => x === s).length;
  const tenths = r.medias.reduce((sum, m) => sum + Math.round(m * 10), 0);
  return {
    id,
    nome,
    alunos: r.alunos.size,
    notas: r.medias.length,
    media: meanGrade(tenths, r.medias.length),
    ...gradeSplit(r.medias),
    aulas: r.status.length,
    presencas: count('Presente') + count('Justificado'),
    frequencia: attendanceRate(count('Presente'), count('Justificado'), r.status.length),
  };
}

/** What every backend must answer for `q`, from the seed. */
export function expectedAvaliacoes(q: Query): Avaliacoes {
  const nivel = q.nivel ?? 'escola';
  const turmas = new Map(
    SEED.turmas
      .filter(
        (t) =>
          (q.escolaId === undefined || t.cp_tr_id_escola === q.escolaId) && (q.turmaId === undefined || t.cp_tr_id === q.turmaId),
      )
      .map((t) => [t.cp_tr_id, t]),
  );
  const inPeriod = (day: string) => q.de <= day && day <= q.ate;
  const empty = (): Records => ({ alunos: new Set(), medias: [], status: [] });
  const groups = new Map<number, Records>();
  const all = empty();
  const add = (turmaId: number, aluno: number, day: string, put: (r: Records) => void) => {
    const turma = turmas.get(turmaId);
    if (!turma || !inPeriod(day)) return;
    const key = GROUP[nivel](turma, aluno);
    if (!groups.has(key)) groups.set(key, empty());
    for (const r of [groups.get(key)!, all]) {
      r.alunos.add(aluno);
      put(r);
    }
  };
  for (const n of SEED.notas) {
    add(n.cp_nota_turma_id, n.cp_nota_aluno_id, n.cp_nota_data, (r) =>
      r.medias.push(gradeAverage(n.cp_nota_workbook, n.cp_nota_prova)),
    );
  }
  for (const c of SEED.chamadas) add(c.cp_ch_turma_id, c.cp_ch_aluno_id, c.cp_ch_data, (r) => r.status.push(c.cp_ch_status));
  const linhas = [...groups]
    .map(([id, r]) => figures(id, nameOf(nivel, id), r))
    .sort((a, b) => compareNames(a.nome, b.nome) || a.id! - b.id!);
  return { nivel, linhas, total: figures(null, 'Total', all) };
}

// ── Periods from the seed's record days ────────────────────────────────

const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const DAYS = [...SEED.notas.map((n) => n.cp_nota_data), ...SEED.chamadas.map((c) => c.cp_ch_data)].sort();
/** Every seeded record. */
const ALL = { de: DAYS[0]!, ate: DAYS.at(-1)! };
/** The demo student's class, its school and the first day it holds a grade (an attendance record too). */
const C = T.doAluno;
const E = C.cp_tr_id_escola;
const GRADE_DAY = SEED.notas
  .filter((n) => n.cp_nota_turma_id === C.cp_tr_id)
  .map((n) => n.cp_nota_data)
  .sort()[0]!;

const pathOf = (q: Query) => {
  const search = new URLSearchParams({ de: q.de, ate: q.ate });
  if (q.nivel) search.set('nivel', q.nivel);
  if (q.escolaId !== undefined) search.set('escolaId', String(q.escolaId));
  if (q.turmaId !== undefined) search.set('turmaId', String(q.turmaId));
  return `/avaliacoes?${search}`;
};

/** The Gestor's answer, exactly; `expectRows` checks what the scenario is about (so it cannot pass by being empty). */
function dashboard(
  name: string,
  q: Query,
  expectRows: (a: Avaliacoes) => void = (a) => expect(a.linhas.length).toBeGreaterThan(0),
): Scenario {
  const expected = expectedAvaliacoes(q);
  return {
    name: `getAvaliacoes: ${name}`,
    as: 'gestor',
    request: get(pathOf(q)),
    expect: {
      status: 200,
      schema: Avaliacoes,
      check: (a: Answer) => {
        expect(a.body).toEqual(expected);
        expectRows(expected);
      },
    },
  };
}

const levelScenarios: Scenario[] = [
  dashboard('by school (the default level), every seeded record', ALL, (a) => {
    expect(a.linhas.map((l) => l.id)).toEqual(expect.arrayContaining([1, 2, 3]));
    // The total is its own computation: every student once, every grade in one mean.
    expect(a.total.alunos).toBe(
      new Set([...SEED.notas.map((n) => n.cp_nota_aluno_id), ...SEED.chamadas.map((c) => c.cp_ch_aluno_id)]).size,
    );
    expect(a.total.notas).toBe(SEED.notas.length);
    expect(a.total.aulas).toBe(SEED.chamadas.length);
  }),
  dashboard('nivel=escola named explicitly', { ...ALL, nivel: 'escola' }),
  dashboard('by course', { ...ALL, nivel: 'curso' }),
  dashboard('by teacher', { ...ALL, nivel: 'professor' }),
  ...SEED.escolas.map((e) =>
    dashboard(
      `by class, the classes of school ${e.cp_ec_id} (drill-down)`,
      { ...ALL, nivel: 'turma', escolaId: e.cp_ec_id },
      (a) =>
        expect(a.linhas.every((l) => SEED.turmas.find((t) => t.cp_tr_id === l.id)!.cp_tr_id_escola === e.cp_ec_id)).toBe(true),
    ),
  ),
  dashboard(
    "by student, the demo student's class (drill-down)",
    { ...ALL, nivel: 'aluno', escolaId: E, turmaId: C.cp_tr_id },
    (a) => {
      expect(a.linhas.length).toBeGreaterThan(1);
      expect(a.linhas.every((l) => l.alunos === 1)).toBe(true);
    },
  ),
  dashboard('by student with turmaId alone', { ...ALL, nivel: 'aluno', turmaId: T.escola2.cp_tr_id }),
];

const filterScenarios: Scenario[] = [
  dashboard('by school, escolaId keeps that school only', { ...ALL, escolaId: 2 }, (a) =>
    expect(a.linhas.map((l) => l.id)).toEqual([2]),
  ),
  dashboard("by teacher, turmaId keeps that class's teacher", { ...ALL, nivel: 'professor', turmaId: C.cp_tr_id }, (a) =>
    expect(a.linhas.map((l) => l.id)).toEqual([C.cp_tr_id_professor]),
  ),
  dashboard('by course, the courses of school 2', { ...ALL, nivel: 'curso', escolaId: 2 }),
  dashboard('a class of another school than escolaId selects nothing', { ...ALL, escolaId: 2, turmaId: C.cp_tr_id }, (a) =>
    expect(a.linhas).toEqual([]),
  ),
  dashboard('an unknown school selects nothing (no error)', { ...ALL, nivel: 'turma', escolaId: NO_SUCH_ID }, (a) => {
    expect(a.linhas).toEqual([]);
    expect(a.total).toMatchObject({ alunos: 0, notas: 0, media: null, aulas: 0, frequencia: null });
  }),
];

const periodScenarios: Scenario[] = [
  dashboard(
    'one day, the first grade day of the class: both ends inclusive',
    { de: GRADE_DAY, ate: GRADE_DAY, nivel: 'aluno', turmaId: C.cp_tr_id },
    (a) => {
      expect(a.total.notas).toBeGreaterThan(0);
      expect(a.total.aulas).toBeGreaterThan(0);
    },
  ),
  dashboard(
    'from the day after it: its records left out',
    { de: addDays(GRADE_DAY, 1), ate: ALL.ate, nivel: 'turma', escolaId: E },
    (a) =>
      expect(a.total.notas).toBeLessThan(
        expectedAvaliacoes({ de: GRADE_DAY, ate: ALL.ate, nivel: 'turma', escolaId: E }).total.notas,
      ),
  ),
  dashboard('up to the day before it', { de: ALL.de, ate: addDays(GRADE_DAY, -1), nivel: 'turma', escolaId: E }, (a) =>
    expect(a.total.aulas).toBeLessThan(
      expectedAvaliacoes({ de: ALL.de, ate: GRADE_DAY, nivel: 'turma', escolaId: E }).total.aulas,
    ),
  ),
  dashboard('ending on the last seeded day', { de: addDays(ALL.ate, -6), ate: ALL.ate }),
  dashboard('a period without records: no rows, a zero total', { de: addDays(ALL.ate, 1), ate: addDays(ALL.ate, 400) }, (a) => {
    expect(a.linhas).toEqual([]);
    expect(a.total).toEqual(EMPTY_TOTAL);
  }),
  dashboard('the longest period (730 days apart)', { de: addDays(ALL.ate, -730), ate: ALL.ate }),
];

const ALL_PATH = pathOf(ALL);

/** The ACCESS walk's probe (scenarios-access.ts): the Gestor's schools over every seeded record. */
export const AVALIACAO_WALK = {
  request: get(ALL_PATH),
  schools: expectedAvaliacoes(ALL).linhas.map((l) => l.id!),
} as const;

const roleScenarios: Scenario[] = [
  ...ROLES.filter((who) => who !== 'gestor').map((who): Scenario => ({
    name: `getAvaliacoes: ${who} → 403`,
    as: who,
    request: get(ALL_PATH),
    expect: error(403, M.forbidden),
  })),
  // Staff and a teacher of another school neither.
  ...(['diretor2', 'professor2'] as const).map((who): Scenario => ({
    name: `getAvaliacoes: ${who} → 403`,
    as: who,
    request: get(ALL_PATH),
    expect: error(403, M.forbidden),
  })),
  ...callerDenials('getAvaliacoes', get(ALL_PATH)),
];

/** A bad query: 400 with the contract's message (what the schema says first). */
function refused(name: string, query: Record<string, string>, msg: string): Scenario {
  const expected: Expectation = error(400, msg);
  return {
    name: `getAvaliacoes: ${name} → 400`,
    as: 'gestor',
    request: get(`/avaliacoes?${new URLSearchParams(query)}`),
    expect: expected,
  };
}

const { de, ate } = ALL;
const badInput: Scenario[] = [
  refused('nivel=turma without escolaId', { de, ate, nivel: 'turma' }, A.escolaRequired),
  refused('nivel=turma with turmaId but no escolaId', { de, ate, nivel: 'turma', turmaId: String(C.cp_tr_id) }, A.escolaRequired),
  refused('nivel=aluno without turmaId', { de, ate, nivel: 'aluno', escolaId: String(E) }, A.turmaRequired),
  refused('de after ate', { de: ate, ate: addDays(ate, -1) }, A.periodOrder),
  refused('a period of 731 days', { de: addDays(ate, -731), ate }, A.periodTooLong),
  refused('an unknown nivel', { de, ate, nivel: 'sala' }, firstMessage(AvaliacoesQuery, { de, ate, nivel: 'sala' })),
  refused('no de', { ate }, firstMessage(AvaliacoesQuery, { ate })),
  refused('a day that is not a date', { de: '2026-02-30', ate }, firstMessage(AvaliacoesQuery, { de: '2026-02-30', ate })),
  refused('escolaId not an id', { de, ate, escolaId: 'x' }, firstMessage(AvaliacoesQuery, { de, ate, escolaId: 'x' })),
];

export const AVALIACAO_SCENARIOS: readonly Scenario[] = [
  ...levelScenarios,
  ...filterScenarios,
  ...periodScenarios,
  ...roleScenarios,
  ...badInput,
];
