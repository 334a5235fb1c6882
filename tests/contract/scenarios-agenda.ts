/**
 * Contract scenarios of the agenda (docs/agenda.md), on every backend. Every
 * endpoint is played by the gestor, school 1's director and secretary, school
 * 2's secretary, the demo student's class's teacher, a teacher of another
 * class, the demo student, a student of another class and one of another
 * school, on the seeded events of every reach.
 *
 * Expectations are computed from the seed both backends load (`SEED`) and
 * from ACCESS (the row of each event's reach, AGENDA_RESOURCE), and the lists
 * are also checked against a table written by hand (VISIBLE) so that a wrong
 * ACCESS row cannot agree with itself. Every write is read back; every
 * refusal is followed by a step proving nothing changed.
 */
import { expect } from 'vitest';
import { allows, may, rowFacts, scopeOf, type RowFacts } from '../../supabase/functions/_shared/contract/access.ts';
import {
  AGENDA_LIMITS,
  AGENDA_MESSAGES as A,
  AGENDA_RESOURCE,
  AgendaEvento,
  AgendaQuery,
  EventoCreate,
  EventoUpdate,
  listAgenda,
  type AgendaEscopo,
} from '../../supabase/functions/_shared/contract/agenda.ts';
import { compareNames } from '../../supabase/functions/_shared/contract/text.ts';
import { callerOf, NO_SUCH_ID, P, SEED, T, type PersonKey } from './people.ts';
import type { Answer, Expectation, RequestSpec, Scenario, Step } from './scenario.ts';
import { callerDenials, del, error, firstMessage, get, id, M, ok, post, put, rowsOf } from './scenarios-kit.ts';

export const AGENDA_ENDPOINTS = ['listAgenda', 'createEvento', 'updateEvento', 'deleteEvento'] as const;

// ── The seed, as every backend answers it ──────────────────────────────

type EventoRow = (typeof SEED.agendaEventos)[number];

/** Everyone the scenarios act as. */
const ACTORS = [
  'gestor',
  'diretor',
  'secretaria',
  'secretaria2',
  'professor',
  'professorB',
  'aluno',
  'outraTurma',
  'aluno2',
] as const satisfies readonly PersonKey[];
type Actor = (typeof ACTORS)[number];

/** An ISO day `n` days after `day`. */
export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/** A local date-time `n` days later, same time. */
const shift = (at: string, n: number) => `${addDays(at.slice(0, 10), n)}${at.slice(10)}`;

/** A window holding every seeded event. */
const WIDE = { de: addDays(SEED.today, -30), ate: addDays(SEED.today, 40) };
const listPath = (de: string, ate: string) => `/agenda?de=${de}&ate=${ate}`;
const LIST = get(listPath(WIDE.de, WIDE.ate));

const seeded = (titulo: string): EventoRow => {
  const row = SEED.agendaEventos.find((e) => e.cp_ev_titulo === titulo);
  if (!row) throw new Error(`No seeded event '${titulo}'`);
  return row;
};

const facts = (e: EventoRow): RowFacts => rowFacts(AGENDA_RESOURCE[e.cp_ev_escopo], e);
const reads = (who: PersonKey, e: EventoRow) => allows(AGENDA_RESOURCE[e.cp_ev_escopo], 'read', callerOf(who), facts(e));
const nameOf = (userId: number) => SEED.usuarios.find((u) => u.cp_id === userId)!.cp_nome;

/** A seeded event as answered: with its author's, school's and class's names. */
function answered(e: EventoRow): AgendaEvento {
  return {
    ...e,
    cp_ev_autor_nome: nameOf(e.cp_ev_autor_id),
    cp_ev_escola_nome: e.cp_ev_escola_id === null ? null : SEED.escolas.find((s) => s.cp_ec_id === e.cp_ev_escola_id)!.cp_ec_nome,
    cp_ev_turma_nome: e.cp_ev_turma_id === null ? null : SEED.turmas.find((t) => t.cp_tr_id === e.cp_ev_turma_id)!.cp_tr_nome,
  };
}

/** The list's order: start, then title (compareNames), then id. */
const listOrder = (a: AgendaEvento, b: AgendaEvento) =>
  (a.cp_ev_inicio < b.cp_ev_inicio ? -1 : a.cp_ev_inicio > b.cp_ev_inicio ? 1 : 0) ||
  compareNames(a.cp_ev_titulo, b.cp_ev_titulo) ||
  a.cp_ev_id - b.cp_ev_id;

/** What `who` is answered for the window [de, ate], by ACCESS. */
function listed(who: PersonKey, de = WIDE.de, ate = WIDE.ate): AgendaEvento[] {
  return SEED.agendaEventos
    .filter((e) => e.cp_ev_inicio < `${addDays(ate, 1)}T00:00` && e.cp_ev_fim > `${de}T00:00`)
    .filter((e) => allows(AGENDA_RESOURCE[e.cp_ev_escopo], 'list', callerOf(who), facts(e)))
    .map(answered)
    .sort(listOrder);
}

/** The seeded events each actor sees, written by hand from docs/agenda.md (not from ACCESS). */
const REDE = ['Reunião geral da rede', 'Recesso escolar', 'Workshop de conversação'];
const ESCOLA_1 = ['Prova de nivelamento', 'Entrega de boletins', 'Festa junina da escola'];
const TURMA_1 = ['Prova oral', 'Entrega do workbook'];
const VISIBLE: Readonly<Record<Actor, readonly string[]>> = {
  gestor: [...REDE, ...ESCOLA_1, 'Reunião de pais', ...TURMA_1, 'Aula de reposição', 'Simulado DELE'],
  diretor: [...REDE, ...ESCOLA_1, ...TURMA_1, 'Aula de reposição', 'Simulado DELE'],
  secretaria: [...REDE, ...ESCOLA_1, ...TURMA_1, 'Aula de reposição', 'Simulado DELE'],
  secretaria2: [...REDE, 'Reunião de pais'],
  professor: [...REDE, ...ESCOLA_1, ...TURMA_1, 'Aula de reposição', 'Preparar a prova oral'],
  professorB: [...REDE, ...ESCOLA_1, 'Simulado DELE'],
  aluno: [...REDE, ...ESCOLA_1, ...TURMA_1, 'Estudar para a prova oral'],
  outraTurma: [...REDE, ...ESCOLA_1, 'Aula de reposição'],
  aluno2: [...REDE, 'Reunião de pais'],
};

const titlesOf = (a: Answer) => rowsOf<AgendaEvento>(a).map((e) => e.cp_ev_titulo);
const idsOf = (a: Answer) => rowsOf<AgendaEvento>(a).map((e) => e.cp_ev_id);
const createdId = (a: Answer) => (a.body as AgendaEvento).cp_ev_id;

/** The seeded person (a PersonKey) who wrote an event: they always read it. */
function authorOf(e: EventoRow): PersonKey {
  const key = (Object.keys(P) as PersonKey[]).find((k) => P[k].cp_id === e.cp_ev_autor_id);
  if (!key) throw new Error(`No person key for the author of '${e.cp_ev_titulo}'`);
  return key;
}

/** A step: `who` lists the wide window and the answer passes `check`. */
const listStep = (who: PersonKey, check: (a: Answer, earlier: readonly Answer[]) => void): Step => ({
  as: who,
  request: LIST,
  expect: ok({ check }),
});

/** A step proving the gestor (who reads every event but personal ones) sees none titled `titulo`. */
const noneTitled = (titulo: string): Step => listStep('gestor', (a) => expect(titlesOf(a)).not.toContain(titulo));

// ── GET /agenda ────────────────────────────────────────────────────────

const listScenarios: Scenario[] = [
  ...ACTORS.map((who): Scenario => ({
    name: `agenda: listAgenda as ${who} → ${VISIBLE[who].length} events of the seed, in order, with names`,
    as: who,
    request: LIST,
    expect: ok({
      schema: listAgenda.response,
      check: (a) => {
        expect(a.body).toEqual(listed(who));
        expect([...titlesOf(a)].sort()).toEqual([...VISIBLE[who]].sort());
      },
    }),
  })),
  {
    name: 'agenda: listAgenda — a window inside an event of several days holds it',
    as: 'aluno',
    request: get(
      listPath(
        addDays(seeded('Recesso escolar').cp_ev_inicio.slice(0, 10), 2),
        addDays(seeded('Recesso escolar').cp_ev_inicio.slice(0, 10), 2),
      ),
    ),
    expect: ok({ check: (a) => expect(titlesOf(a)).toEqual(['Recesso escolar']) }),
  },
  {
    name: 'agenda: listAgenda — an all-day event ends at 00:00 of the day after its last (exclusive)',
    as: 'aluno',
    request: get(listPath(seeded('Recesso escolar').cp_ev_fim.slice(0, 10), seeded('Recesso escolar').cp_ev_fim.slice(0, 10))),
    expect: ok({ check: (a) => expect(titlesOf(a)).not.toContain('Recesso escolar') }),
  },
  {
    name: "agenda: listAgenda — today's window: the demo student's events of today, timed ones by start",
    as: 'aluno',
    request: get(listPath(SEED.today, SEED.today)),
    expect: ok({
      check: (a) => {
        expect(a.body).toEqual(listed('aluno', SEED.today, SEED.today));
        expect(titlesOf(a)).toEqual(['Entrega do workbook', 'Estudar para a prova oral']);
      },
    }),
  },
  {
    name: 'agenda: listAgenda — a window of rangeDays − 1 days is answered',
    as: 'gestor',
    request: get(listPath(WIDE.de, addDays(WIDE.de, AGENDA_LIMITS.rangeDays - 1))),
    expect: ok(),
  },
  ...(
    [
      ['a window of rangeDays days', { de: WIDE.de, ate: addDays(WIDE.de, AGENDA_LIMITS.rangeDays) }, A.rangeTooLong],
      ['an end before the start', { de: SEED.today, ate: addDays(SEED.today, -1) }, undefined],
      ['no start', { ate: SEED.today }, undefined],
      ['no window at all', {}, undefined],
      ['a day that does not exist', { de: '2026-02-30', ate: '2026-03-02' }, undefined],
      ['a date and time instead of a day', { de: `${SEED.today}T00:00`, ate: SEED.today }, undefined],
    ] as const
  ).map(([label, q, msg]): Scenario => ({
    name: `agenda: listAgenda — ${label} → 400`,
    as: 'aluno',
    request: get(`/agenda?${new URLSearchParams(q as Record<string, string>).toString()}`),
    expect: error(400, msg ?? firstMessage(AgendaQuery, q)),
  })),
  ...callerDenials('agenda: listAgenda', LIST),
];

// ── POST /agenda ───────────────────────────────────────────────────────

const DAY = addDays(SEED.today, 3);
const allDay = (day = DAY) => ({ cp_ev_inicio: `${day}T00:00`, cp_ev_fim: `${addDays(day, 1)}T00:00`, cp_ev_dia_inteiro: true });
const newEvent = (titulo: string, extra: Record<string, unknown> = {}) => ({
  cp_ev_titulo: titulo,
  cp_ev_descricao: 'Criado pelos cenários do contrato.',
  ...allDay(),
  ...extra,
});

interface Place {
  readonly label: string;
  readonly escopo: AgendaEscopo;
  readonly escola?: number;
  readonly turma?: number;
}

const PLACES: readonly Place[] = [
  { label: 'for the network', escopo: 'rede' },
  { label: 'for school 1', escopo: 'escola', escola: 1 },
  { label: 'for school 2', escopo: 'escola', escola: 2 },
  { label: 'for their own school (none sent)', escopo: 'escola' },
  { label: "for the demo student's class", escopo: 'turma', turma: T.doAluno.cp_tr_id },
  { label: "for professorB's class", escopo: 'turma', turma: T.doProfessorB.cp_tr_id },
  { label: 'for a class of school 2', escopo: 'turma', turma: T.escola2.cp_tr_id },
  { label: 'for themselves', escopo: 'pessoal' },
];

/** Where a new event of `place` lands for `who`, or the refusal, as docs/agenda.md orders the checks. */
function createOutcome(who: PersonKey, place: Place): { school: number | null; klass: number | null } | Expectation {
  const caller = callerOf(who);
  const resource = AGENDA_RESOURCE[place.escopo];
  const owner = { ownerUserId: caller.userId };
  if (!may(resource, 'create', caller.type, caller.grants)) return error(403, A.scopeForbidden);
  if (place.escopo === 'escola') {
    const own = scopeOf(resource, 'create', caller.type, caller.grants) === 'school' ? caller.schoolId : null;
    const school = place.escola ?? own;
    if (school === null) return error(400, A.escolaRequired);
    if (!allows(resource, 'create', caller, { ...owner, schoolId: school })) return error(403, A.scopeForbidden);
    return { school, klass: null };
  }
  if (place.escopo === 'turma') {
    const turma = SEED.turmas.find((t) => t.cp_tr_id === place.turma)!;
    if (!allows('turmas', 'read', caller, rowFacts('turmas', turma))) return error(404, M.turmaNotFound);
    const where = { ...owner, classId: turma.cp_tr_id, schoolId: turma.cp_tr_id_escola };
    if (!allows(resource, 'create', caller, where)) return error(403, A.scopeForbidden);
    return { school: turma.cp_tr_id_escola, klass: turma.cp_tr_id };
  }
  return allows(resource, 'create', caller, owner) ? { school: null, klass: null } : error(403, A.scopeForbidden);
}

/** Someone who must not see a new event of `place` (null: everyone sees it). */
function outsiderOf(who: PersonKey, place: Place, school: number | null): PersonKey | null {
  if (place.escopo === 'pessoal') return who === 'gestor' ? 'diretor' : 'gestor';
  if (place.escopo === 'escola') return school === 1 ? 'secretaria2' : 'secretaria';
  if (place.escopo === 'turma') return school === 1 ? 'aluno2' : 'aluno';
  return null;
}

const createMatrix: Scenario[] = ACTORS.flatMap((who) =>
  PLACES.map((place): Scenario => {
    const titulo = `Agenda ${who} ${place.label}`;
    const body = newEvent(titulo, {
      cp_ev_escopo: place.escopo,
      ...(place.escola === undefined ? {} : { cp_ev_escola_id: place.escola }),
      ...(place.turma === undefined ? {} : { cp_ev_turma_id: place.turma }),
    });
    const outcome = createOutcome(who, place);
    if ('status' in outcome) {
      return {
        name: `agenda: createEvento — ${who} ${place.label} → ${outcome.status}`,
        as: who,
        request: post('/agenda', body),
        expect: outcome,
        then: [noneTitled(titulo)],
      };
    }
    const outsider = outsiderOf(who, place, outcome.school);
    return {
      name: `agenda: createEvento — ${who} ${place.label} → 201, theirs, read back`,
      as: who,
      request: post('/agenda', body),
      expect: {
        status: 201,
        schema: AgendaEvento,
        body: {
          cp_ev_titulo: titulo,
          cp_ev_escopo: place.escopo,
          cp_ev_escola_id: outcome.school,
          cp_ev_turma_id: outcome.klass,
          cp_ev_autor_id: id(who),
          cp_ev_autor_nome: P[who].cp_nome,
          ...allDay(),
        },
      },
      then: [
        listStep(who, (a, earlier) => expect(idsOf(a)).toContain(createdId(earlier[0]!))),
        ...(outsider ? [listStep(outsider, (a, earlier) => expect(idsOf(a)).not.toContain(createdId(earlier[0]!)))] : []),
      ],
    };
  }),
);

const createScenarios: Scenario[] = [
  ...createMatrix,
  {
    name: 'agenda: createEvento — the author is the caller, whatever the body says; a network event carries no school or class',
    as: 'gestor',
    request: post(
      '/agenda',
      newEvent('Agenda autor forjado', {
        cp_ev_escopo: 'rede',
        cp_ev_escola_id: 2,
        cp_ev_turma_id: 4,
        cp_ev_autor_id: id('aluno'),
      }),
    ),
    expect: { status: 201, body: { cp_ev_autor_id: id('gestor'), cp_ev_escola_id: null, cp_ev_turma_id: null } },
    then: [listStep('aluno', (a) => expect(titlesOf(a)).toContain('Agenda autor forjado'))],
  },
  {
    name: 'agenda: createEvento — a class event takes its class’s school, whatever the body says',
    as: 'professor',
    request: post(
      '/agenda',
      newEvent('Agenda escola da turma', { cp_ev_escopo: 'turma', cp_ev_turma_id: 1, cp_ev_escola_id: 2 }),
    ),
    expect: { status: 201, body: { cp_ev_escola_id: 1, cp_ev_turma_id: 1, cp_ev_turma_nome: T.doAluno.cp_tr_nome } },
    then: [listStep('aluno', (a) => expect(titlesOf(a)).toContain('Agenda escola da turma'))],
  },
  {
    name: 'agenda: createEvento — a timed event of several days, without a description',
    as: 'aluno',
    request: post('/agenda', {
      cp_ev_titulo: 'Agenda viagem de estudos',
      cp_ev_inicio: `${DAY}T22:30`,
      cp_ev_fim: `${addDays(DAY, 2)}T07:15`,
      cp_ev_dia_inteiro: false,
    }),
    expect: {
      status: 201,
      body: {
        cp_ev_escopo: 'pessoal',
        cp_ev_descricao: null,
        cp_ev_inicio: `${DAY}T22:30`,
        cp_ev_fim: `${addDays(DAY, 2)}T07:15`,
        cp_ev_dia_inteiro: false,
      },
    },
    then: [
      {
        as: 'aluno',
        request: get(listPath(addDays(DAY, 1), addDays(DAY, 1))),
        expect: ok({ check: (a) => expect(titlesOf(a)).toContain('Agenda viagem de estudos') }),
      },
      listStep('gestor', (a) => expect(titlesOf(a)).not.toContain('Agenda viagem de estudos')),
    ],
  },
  {
    name: 'agenda: createEvento — the gestor names no school for a school event → 400',
    as: 'gestor',
    request: post('/agenda', newEvent('Agenda sem escola', { cp_ev_escopo: 'escola', cp_ev_escola_id: null })),
    expect: error(400, A.escolaRequired),
    then: [noneTitled('Agenda sem escola')],
  },
  {
    name: 'agenda: createEvento — a school that does not exist → 404',
    as: 'gestor',
    request: post('/agenda', newEvent('Agenda escola inexistente', { cp_ev_escopo: 'escola', cp_ev_escola_id: NO_SUCH_ID })),
    expect: error(404, M.schoolNotFound),
    then: [noneTitled('Agenda escola inexistente')],
  },
  {
    name: 'agenda: createEvento — a class event without a class → 400',
    as: 'professor',
    request: post('/agenda', newEvent('Agenda sem turma', { cp_ev_escopo: 'turma' })),
    expect: error(400, A.turmaRequired),
    then: [noneTitled('Agenda sem turma')],
  },
  {
    name: 'agenda: createEvento — a class that does not exist → 404',
    as: 'gestor',
    request: post('/agenda', newEvent('Agenda turma inexistente', { cp_ev_escopo: 'turma', cp_ev_turma_id: NO_SUCH_ID })),
    expect: error(404, M.turmaNotFound),
    then: [noneTitled('Agenda turma inexistente')],
  },
  {
    name: 'agenda: createEvento — a student may not create a class event even without naming a class → 403',
    as: 'aluno',
    request: post('/agenda', newEvent('Agenda aluno turma', { cp_ev_escopo: 'turma' })),
    expect: error(403, A.scopeForbidden),
    then: [noneTitled('Agenda aluno turma')],
  },
  ...badCreates(),
  ...callerDenials('agenda: createEvento', post('/agenda', newEvent('Agenda sem sessão')), [noneTitled('Agenda sem sessão')]),
];

/** Bad bodies: 400 with the first issue in Portuguese (or the agenda's own message), nothing written. */
function badCreates(): Scenario[] {
  const cases: [string, Record<string, unknown>, string?][] = [
    ['no title', { cp_ev_titulo: undefined }],
    ['a blank title', { cp_ev_titulo: '   ' }],
    [`a title over ${AGENDA_LIMITS.titulo} characters`, { cp_ev_titulo: 'T'.repeat(AGENDA_LIMITS.titulo + 1) }],
    ['a title with a control character', { cp_ev_titulo: 'Agenda\u0000nula' }],
    [`a description over ${AGENDA_LIMITS.descricao} characters`, { cp_ev_descricao: 'D'.repeat(AGENDA_LIMITS.descricao + 1) }],
    ['no start', { cp_ev_inicio: undefined }],
    ['a start with a space instead of T', { cp_ev_inicio: `${DAY} 00:00` }],
    ['a start on a day that does not exist', { cp_ev_inicio: '2026-02-30T00:00' }],
    ['a start at 24:00', { cp_ev_inicio: `${DAY}T24:00` }],
    ['a start with seconds', { cp_ev_inicio: `${DAY}T00:00:00` }],
    ['a start in the year 2200', { cp_ev_inicio: '2200-01-01T00:00', cp_ev_fim: '2200-01-02T00:00' }],
    ['an end equal to the start', { cp_ev_fim: `${DAY}T00:00` }, A.endBeforeStart],
    ['an end before the start', { cp_ev_fim: `${addDays(DAY, -1)}T00:00` }, A.endBeforeStart],
    ['an all-day event at 10:00', { cp_ev_inicio: `${DAY}T10:00`, cp_ev_fim: `${DAY}T11:00` }, A.allDayTimes],
    ['times without saying it is not all day', { cp_ev_dia_inteiro: undefined, cp_ev_fim: `${DAY}T09:30` }, A.allDayTimes],
    ['an unknown reach', { cp_ev_escopo: 'mundo' }],
    ['a class that is not an id', { cp_ev_escopo: 'turma', cp_ev_turma_id: 'abc' }],
    ['all day as text', { cp_ev_dia_inteiro: 'sim' }],
  ];
  return [
    ...cases.map(([label, changes, msg], n): Scenario => {
      const titulo = `Agenda inválido ${n}`;
      const body = Object.fromEntries(
        Object.entries({ ...newEvent(titulo), ...changes }).filter(([, v]) => v !== undefined),
      ) as Record<string, unknown>;
      return {
        name: `agenda: createEvento — ${label} → 400`,
        as: 'secretaria',
        request: post('/agenda', body),
        expect: error(400, msg ?? firstMessage(EventoCreate, body)),
        then: [noneTitled(typeof body.cp_ev_titulo === 'string' ? body.cp_ev_titulo : titulo)],
      };
    }),
    {
      name: 'agenda: createEvento — malformed JSON → 400',
      as: 'secretaria',
      request: { method: 'POST', path: '/agenda', text: '{"cp_ev_titulo":' },
      expect: error(400, M.invalidJson),
    },
    {
      name: 'agenda: createEvento — an empty body → 400',
      as: 'secretaria',
      request: { method: 'POST', path: '/agenda' },
      expect: error(400, firstMessage(EventoCreate, {})),
    },
  ];
}

// ── PUT /agenda/:id and DELETE /agenda/:id ─────────────────────────────

/** The seeded events every actor tries to change and delete: every reach, three schools' worth of facts. */
const TARGETS: readonly EventoRow[] = [
  seeded('Reunião geral da rede'),
  seeded('Prova de nivelamento'),
  seeded('Reunião de pais'),
  seeded('Prova oral'),
  seeded('Aula de reposição'),
  seeded('Simulado DELE'),
  seeded('Estudar para a prova oral'),
];

const labelOf = (e: EventoRow) =>
  `'${e.cp_ev_titulo}' (${e.cp_ev_escopo}${e.cp_ev_turma_id ? ` of class ${e.cp_ev_turma_id}` : e.cp_ev_escola_id ? ` of school ${e.cp_ev_escola_id}` : ''})`;

/** The answer to a change of a seeded event: 404 where it is not read, 403 where it is read only. */
function changeOutcome(who: PersonKey, e: EventoRow, action: 'write' | 'delete', allowed: Expectation): Expectation {
  if (!reads(who, e)) return error(404, A.notFound);
  return allows(AGENDA_RESOURCE[e.cp_ev_escopo], action, callerOf(who), facts(e)) ? allowed : error(403, A.forbidden);
}

/** The event as its author lists it (the author always reads their event), or undefined when gone. */
const asListed = (a: Answer, e: EventoRow) => rowsOf<AgendaEvento>(a).find((x) => x.cp_ev_id === e.cp_ev_id);

const moveOf = (e: EventoRow) => ({ cp_ev_inicio: shift(e.cp_ev_inicio, 1), cp_ev_fim: shift(e.cp_ev_fim, 1) });

const updateMatrix: Scenario[] = ACTORS.flatMap((who) =>
  TARGETS.map((e): Scenario => {
    const moved = { ...answered(e), ...moveOf(e) };
    const outcome = changeOutcome(who, e, 'write', ok({ schema: AgendaEvento, body: moved }));
    return {
      name: `agenda: updateEvento — ${who} moves ${labelOf(e)} a day later → ${outcome.status}`,
      as: who,
      request: put(`/agenda/${e.cp_ev_id}`, moveOf(e)),
      expect: outcome,
      then: [listStep(authorOf(e), (a) => expect(asListed(a, e)).toEqual(outcome.status === 200 ? moved : answered(e)))],
    };
  }),
);

const deleteMatrix: Scenario[] = ACTORS.flatMap((who) =>
  TARGETS.map((e): Scenario => {
    const outcome = changeOutcome(who, e, 'delete', ok({ body: { msg: A.deleted } }));
    return {
      name: `agenda: deleteEvento — ${who} deletes ${labelOf(e)} → ${outcome.status}`,
      as: who,
      request: del(`/agenda/${e.cp_ev_id}`),
      expect: outcome,
      then: [listStep(authorOf(e), (a) => expect(asListed(a, e)).toEqual(outcome.status === 200 ? undefined : answered(e)))],
    };
  }),
);

const TIMED = seeded('Prova oral');
const ALL_DAY = seeded('Entrega de boletins');
/** A step: the author reads `e` unchanged. */
const unchanged = (e: EventoRow): Step => listStep(authorOf(e), (a) => expect(asListed(a, e)).toEqual(answered(e)));

const updateScenarios: Scenario[] = [
  ...updateMatrix,
  {
    name: "agenda: updateEvento — the director moves the secretary's school event (not only its author writes it)",
    as: 'diretor',
    request: put(`/agenda/${ALL_DAY.cp_ev_id}`, moveOf(ALL_DAY)),
    expect: ok({ body: { ...moveOf(ALL_DAY), cp_ev_autor_id: ALL_DAY.cp_ev_autor_id } }),
  },
  {
    name: 'agenda: updateEvento — a resize changes the end only',
    as: 'professor',
    request: put(`/agenda/${TIMED.cp_ev_id}`, { cp_ev_fim: `${TIMED.cp_ev_fim.slice(0, 10)}T21:00` }),
    expect: ok({ body: { cp_ev_inicio: TIMED.cp_ev_inicio, cp_ev_fim: `${TIMED.cp_ev_fim.slice(0, 10)}T21:00` } }),
    then: [listStep('aluno', (a) => expect(asListed(a, TIMED)?.cp_ev_fim).toBe(`${TIMED.cp_ev_fim.slice(0, 10)}T21:00`))],
  },
  {
    name: 'agenda: updateEvento — dropped into a time slot, an all-day event becomes timed',
    as: 'secretaria',
    request: put(`/agenda/${ALL_DAY.cp_ev_id}`, {
      cp_ev_inicio: `${ALL_DAY.cp_ev_inicio.slice(0, 10)}T10:00`,
      cp_ev_fim: `${ALL_DAY.cp_ev_inicio.slice(0, 10)}T11:30`,
      cp_ev_dia_inteiro: false,
    }),
    expect: ok({ body: { cp_ev_dia_inteiro: false, cp_ev_inicio: `${ALL_DAY.cp_ev_inicio.slice(0, 10)}T10:00` } }),
  },
  {
    name: 'agenda: updateEvento — an edit of title and description (null clears it); the reach, school, class and author stay',
    as: 'gestor',
    request: put(`/agenda/${TIMED.cp_ev_id}`, {
      cp_ev_titulo: 'Prova oral remarcada',
      cp_ev_descricao: null,
      cp_ev_escopo: 'rede',
      cp_ev_escola_id: 2,
      cp_ev_turma_id: 4,
      cp_ev_autor_id: id('gestor'),
    }),
    expect: ok({
      body: {
        ...answered(TIMED),
        cp_ev_titulo: 'Prova oral remarcada',
        cp_ev_descricao: null,
      },
    }),
    then: [
      listStep('aluno', (a) =>
        expect(asListed(a, TIMED)).toMatchObject({ cp_ev_titulo: 'Prova oral remarcada', cp_ev_escopo: 'turma' }),
      ),
      listStep('aluno2', (a) => expect(asListed(a, TIMED)).toBeUndefined()),
    ],
  },
  {
    name: 'agenda: updateEvento — an empty change answers the event as it is',
    as: 'professor',
    request: put(`/agenda/${TIMED.cp_ev_id}`, {}),
    expect: ok({ body: answered(TIMED) }),
  },
  ...(
    [
      ['an end before the start (the end alone)', TIMED, { cp_ev_fim: shift(TIMED.cp_ev_inicio, -1) }, A.endBeforeStart],
      ['a start after the end (the start alone)', TIMED, { cp_ev_inicio: shift(TIMED.cp_ev_fim, 1) }, A.endBeforeStart],
      ['a start equal to the end', TIMED, { cp_ev_inicio: TIMED.cp_ev_fim }, A.endBeforeStart],
      ['a timed event made all day without moving it to midnight', TIMED, { cp_ev_dia_inteiro: true }, A.allDayTimes],
      ['an all-day event given an hour', ALL_DAY, { cp_ev_inicio: `${ALL_DAY.cp_ev_inicio.slice(0, 10)}T08:00` }, A.allDayTimes],
      ['both ends given, the end first', TIMED, { cp_ev_inicio: TIMED.cp_ev_fim, cp_ev_fim: TIMED.cp_ev_inicio }, undefined],
      ['a blank title', TIMED, { cp_ev_titulo: ' ' }, undefined],
      [
        `a title over ${AGENDA_LIMITS.titulo} characters`,
        TIMED,
        { cp_ev_titulo: 'T'.repeat(AGENDA_LIMITS.titulo + 1) },
        undefined,
      ],
      ['a start that is not a date-time', TIMED, { cp_ev_inicio: 'amanhã' }, undefined],
      ['all day as a number', TIMED, { cp_ev_dia_inteiro: 1 }, undefined],
    ] as const
  ).map(([label, e, body, msg]): Scenario => ({
    name: `agenda: updateEvento — ${label} → 400, nothing changed`,
    as: authorOf(e),
    request: put(`/agenda/${e.cp_ev_id}`, body),
    expect: error(400, msg ?? firstMessage(EventoUpdate, body)),
    then: [unchanged(e)],
  })),
  {
    name: 'agenda: updateEvento — an id that does not exist → 404',
    as: 'gestor',
    request: put(`/agenda/${NO_SUCH_ID}`, { cp_ev_titulo: 'Nada' }),
    expect: error(404, A.notFound),
  },
  {
    name: 'agenda: updateEvento — an id that is not a number → 400',
    as: 'gestor',
    request: put('/agenda/abc', { cp_ev_titulo: 'Nada' }),
    expect: error(400, M.invalidId),
  },
  ...callerDenials('agenda: updateEvento', put(`/agenda/${TIMED.cp_ev_id}`, { cp_ev_titulo: 'Sem sessão' }), [unchanged(TIMED)]),
];

const deleteScenarios: Scenario[] = [
  ...deleteMatrix,
  {
    name: "agenda: deleteEvento — deleting one of two events with the same title removes only that one (the spec's flaw, decision 43)",
    as: 'secretaria',
    request: post('/agenda', newEvent('Agenda reunião repetida', { cp_ev_escopo: 'escola' })),
    expect: { status: 201 },
    then: [
      {
        as: 'secretaria',
        request: post('/agenda', newEvent('Agenda reunião repetida', { cp_ev_escopo: 'escola' })),
        expect: { status: 201 },
      },
      {
        as: 'secretaria',
        request: (earlier) => del(`/agenda/${createdId(earlier[0]!)}`),
        expect: ok({ body: { msg: A.deleted } }),
      },
      listStep('diretor', (a, earlier) =>
        expect(
          rowsOf<AgendaEvento>(a)
            .filter((e) => e.cp_ev_titulo === 'Agenda reunião repetida')
            .map((e) => e.cp_ev_id),
        ).toEqual([createdId(earlier[1]!)]),
      ),
      // Deleted already: it is not found again.
      { as: 'secretaria', request: (earlier) => del(`/agenda/${createdId(earlier[0]!)}`), expect: error(404, A.notFound) },
    ],
  },
  {
    name: 'agenda: deleteEvento — a class deleted takes its events with it',
    as: 'gestor',
    request: del(`/delete-turma/${T.doAluno.cp_tr_id}`),
    expect: ok(),
    then: [
      listStep('gestor', (a) => expect(rowsOf<AgendaEvento>(a).some((e) => e.cp_ev_turma_id === T.doAluno.cp_tr_id)).toBe(false)),
      { as: 'gestor', request: put(`/agenda/${TIMED.cp_ev_id}`, { cp_ev_titulo: 'Órfão' }), expect: error(404, A.notFound) },
      { as: 'gestor', request: del(`/agenda/${TIMED.cp_ev_id}`), expect: error(404, A.notFound) },
    ],
  },
  {
    name: 'agenda: deleteEvento — an id that does not exist → 404',
    as: 'gestor',
    request: del(`/agenda/${NO_SUCH_ID}`),
    expect: error(404, A.notFound),
  },
  {
    name: 'agenda: deleteEvento — an id that is not positive → 400',
    as: 'gestor',
    request: del('/agenda/0'),
    expect: error(400, M.invalidId),
  },
  ...callerDenials('agenda: deleteEvento', del(`/agenda/${TIMED.cp_ev_id}`), [unchanged(TIMED)]),
];

export const AGENDA_SCENARIOS: readonly Scenario[] = [
  ...listScenarios,
  ...createScenarios,
  ...updateScenarios,
  ...deleteScenarios,
];

/** A seeded event as an ACCESS-walk target (tests/contract/scenarios-access.ts). */
export function agendaWalkTarget(titulo: string): { label: string; id: number; facts: RowFacts } {
  const e = seeded(titulo);
  return { label: labelOf(e), id: e.cp_ev_id, facts: facts(e) };
}

/** The walk's edit: the event's own title again (nothing changes). */
export const agendaWalkEdit = (eventId: number): RequestSpec =>
  put(`/agenda/${eventId}`, { cp_ev_titulo: SEED.agendaEventos.find((e) => e.cp_ev_id === eventId)!.cp_ev_titulo });
