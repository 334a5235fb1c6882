/** Attendance (chamadas): the history, the rates, a record, a batch, an edit and a delete. */
import { expect } from 'vitest';
import { Chamada } from '../../../supabase/functions/_shared/contract/entities.ts';
import type { AttendanceStatus } from '../../../supabase/functions/_shared/contract/constants.ts';
import { attendanceRate } from '../../../supabase/functions/_shared/contract/rules/sala-de-aula.ts';
import {
  ChamadaQuery,
  createChamada,
  createChamadasLote,
  Frequencia,
  SALA_MESSAGES as S,
  updateChamada,
} from '../../../supabase/functions/_shared/contract/sala-de-aula.ts';
import { compareNames } from '../../../supabase/functions/_shared/contract/text.ts';
import { membersOfSeeded, NO_SUCH_ID, P, SEED, T, type PersonKey } from '../people.ts';
import type { Answer, Expectation, Scenario } from '../scenario.ts';
import { bodyOf, callerDenials, del, error, firstMessage, get, id, M, ok, post, put, rowsOf, totalOf } from '../scenarios-kit.ts';
import { formOf as turmaFormOf } from '../scenarios-turmas.ts';
import {
  C,
  CID,
  CLASS_CHAMADAS,
  MEMBERS,
  NEW_DAY,
  ON_CLASS,
  SEEDED_DAY,
  type TurmaRow,
  chamadaBody,
  chamadaIds,
  chamadasOf,
  chamadasPath,
  chamadasSeenBy,
  chamadasUnchanged,
  classWrite,
  createdChamada,
  exactRows,
  frequenciaOf,
  frequenciasOf,
  historyOrder,
  listsIn,
  nameOf,
  readsWholeClass,
  recordWrite,
  seededRecordFacts,
  writesIn,
} from './kit.ts';

// ── GET /chamadas/turma/:id ────────────────────────────────────────────

export const chamadaListScenarios: Scenario[] = [
  ...ON_CLASS.map((who): Scenario => {
    const rows = chamadasSeenBy(who, CID);
    const listed = listsIn(who, 'chamadas', C);
    return {
      name: `listChamadas: ${who} → ${listed ? `${rows.length} record(s), newest first` : '404'}`,
      as: who,
      request: get(chamadasPath(CID)),
      expect: listed ? exactRows(Chamada, rows) : error(404, S.turmaNotFound),
    };
  }),
  {
    name: 'listChamadas: the demo student and a classmate each get only their own records (never the other’s)',
    as: 'aluno',
    request: get(chamadasPath(CID)),
    expect: ok({
      check: (a) => {
        expect(rowsOf<Chamada>(a).length).toBeGreaterThan(0);
        expect(rowsOf<Chamada>(a).every((c) => c.cp_ch_aluno_id === id('aluno'))).toBe(true);
      },
    }),
    then: [
      {
        as: 'colega',
        request: get(chamadasPath(CID)),
        expect: ok({ check: (a) => expect(rowsOf<Chamada>(a).every((c) => c.cp_ch_aluno_id === id('colega'))).toBe(true) }),
      },
      // Asking for the classmate's rows by filter answers none.
      { as: 'aluno', request: get(chamadasPath(CID, `alunoId=${id('colega')}`)), expect: exactRows(Chamada, []) },
    ],
  },
  {
    name: 'listChamadas: 10 per page by default, the total in X-Total-Count; page 2 of 5',
    as: 'secretaria',
    request: get(chamadasPath(CID, 'page=2')),
    expect: exactRows(Chamada, CLASS_CHAMADAS.slice(10, 20), CLASS_CHAMADAS.length),
    then: [
      {
        as: 'secretaria',
        request: get(chamadasPath(CID, 'page=2&pageSize=5')),
        expect: exactRows(Chamada, CLASS_CHAMADAS.slice(5, 10), CLASS_CHAMADAS.length),
      },
      // Without page or pageSize: the first 100.
      {
        as: 'secretaria',
        request: get(chamadasPath(CID, '')),
        expect: exactRows(Chamada, CLASS_CHAMADAS.slice(0, 100), CLASS_CHAMADAS.length),
      },
      // Past the last page: no rows, the same total.
      { as: 'secretaria', request: get(chamadasPath(CID, 'page=99')), expect: exactRows(Chamada, [], CLASS_CHAMADAS.length) },
    ],
  },
  (() => {
    const days = [...new Set(CLASS_CHAMADAS.map((c) => c.cp_ch_data))].sort();
    const [de, ate] = [days[1]!, days[3]!];
    const between = CLASS_CHAMADAS.filter((c) => c.cp_ch_data >= de && c.cp_ch_data <= ate);
    const colega = CLASS_CHAMADAS.filter((c) => c.cp_ch_aluno_id === id('colega'));
    return {
      name: 'listChamadas: filters alunoId, de and ate (inclusive days), alone and together',
      as: 'professor',
      request: get(chamadasPath(CID, `alunoId=${id('colega')}`)),
      expect: exactRows(Chamada, colega),
      then: [
        { as: 'professor', request: get(chamadasPath(CID, `de=${de}&ate=${ate}`)), expect: exactRows(Chamada, between) },
        {
          as: 'professor',
          request: get(chamadasPath(CID, `de=${ate}&ate=${ate}`)),
          expect: exactRows(
            Chamada,
            between.filter((c) => c.cp_ch_data === ate),
          ),
        },
        {
          as: 'professor',
          request: get(chamadasPath(CID, `de=${de}`)),
          expect: exactRows(
            Chamada,
            CLASS_CHAMADAS.filter((c) => c.cp_ch_data >= de),
          ),
        },
        {
          as: 'professor',
          request: get(chamadasPath(CID, `alunoId=${id('colega')}&de=${de}&ate=${ate}`)),
          expect: exactRows(
            Chamada,
            between.filter((c) => c.cp_ch_aluno_id === id('colega')),
          ),
        },
        {
          as: 'aluno',
          request: get(chamadasPath(CID, `de=${de}&ate=${ate}`)),
          expect: exactRows(
            Chamada,
            between.filter((c) => c.cp_ch_aluno_id === id('aluno')),
          ),
        },
        // An empty range.
        { as: 'professor', request: get(chamadasPath(CID, `de=${ate}&ate=${de}`)), expect: exactRows(Chamada, []) },
      ],
    } satisfies Scenario;
  })(),
  {
    name: 'listChamadas: bad filters are 400 with the contract’s message; an unknown class 404; a bad id 400',
    as: 'professor',
    request: get(chamadasPath(CID, 'de=2026-02-30')),
    expect: error(400, firstMessage(ChamadaQuery, { de: '2026-02-30' })),
    then: [
      {
        as: 'professor',
        request: get(chamadasPath(CID, 'ate=ontem')),
        expect: error(400, firstMessage(ChamadaQuery, { ate: 'ontem' })),
      },
      {
        as: 'professor',
        request: get(chamadasPath(CID, 'alunoId=abc')),
        expect: error(400, firstMessage(ChamadaQuery, { alunoId: 'abc' })),
      },
      {
        as: 'professor',
        request: get(chamadasPath(CID, 'pageSize=101')),
        expect: error(400, firstMessage(ChamadaQuery, { pageSize: '101' })),
      },
      { as: 'gestor', request: get(chamadasPath(NO_SUCH_ID)), expect: error(404, S.turmaNotFound) },
      { as: 'gestor', request: get('/chamadas/turma/0'), expect: error(400, M.invalidId) },
    ],
  },
  {
    name: 'listChamadas: staff of another school read their own school’s class (and the gestor every class)',
    as: 'diretor2',
    request: get(chamadasPath(T.escola2.cp_tr_id)),
    expect: exactRows(Chamada, chamadasSeenBy('diretor2', T.escola2.cp_tr_id)),
    then: [
      {
        as: 'gestor',
        request: get(chamadasPath(T.escola2.cp_tr_id)),
        expect: exactRows(Chamada, chamadasOf(T.escola2.cp_tr_id)),
      },
      { as: 'diretor', request: get(chamadasPath(T.escola2.cp_tr_id)), expect: error(404, S.turmaNotFound) },
      {
        as: 'professorB',
        request: get(chamadasPath(T.doProfessorB.cp_tr_id)),
        expect: exactRows(Chamada, chamadasOf(T.doProfessorB.cp_tr_id)),
      },
    ],
  },
  ...callerDenials('listChamadas', get(chamadasPath(CID))),
];

// ── GET /chamadas/turma/:id/frequencia ─────────────────────────────────

export const frequenciaPath = (turmaId: number) => `/chamadas/turma/${turmaId}/frequencia`;

function frequenciaAnswer(who: PersonKey, turma: TurmaRow): Expectation {
  if (!listsIn(who, 'chamadas', turma)) return error(404, S.turmaNotFound);
  const rows = frequenciasOf(turma.cp_tr_id).filter((f) => readsWholeClass(who, 'chamadas', turma) || f.cp_aluno_id === id(who));
  return ok({
    check: (a) => {
      expect(a.body).toEqual(rows);
      for (const row of rowsOf(a)) expect(Frequencia.safeParse(row).success, JSON.stringify(row)).toBe(true);
    },
  });
}

/** A class with students and no attendance yet (its frequency is empty). */
const SEM_CHAMADAS = SEED.turmas.find((t) => chamadasOf(t.cp_tr_id).length === 0 && membersOfSeeded(t.cp_tr_id).length > 0);

export const frequenciaScenarios: Scenario[] = [
  ...ON_CLASS.map((who): Scenario => ({
    name: `listFrequencia: ${who} → ${!listsIn(who, 'chamadas', C) ? '404' : readsWholeClass(who, 'chamadas', C) ? 'every student with records, by name' : 'their own row only'}`,
    as: who,
    request: get(frequenciaPath(CID)),
    expect: frequenciaAnswer(who, C),
  })),
  {
    name: 'listFrequencia: the percentage is Presente + Justificado over every record, half up (attendanceRate)',
    as: 'gestor',
    request: get(frequenciaPath(CID)),
    expect: ok({
      check: (a) => {
        for (const f of rowsOf<Frequencia>(a)) {
          expect(f.presentes + f.ausentes + f.justificados).toBe(f.total);
          expect(f.percentual).toBe(attendanceRate(f.presentes, f.justificados, f.total));
        }
      },
    }),
    then: [
      ...(SEM_CHAMADAS
        ? [{ as: 'gestor' as const, request: get(frequenciaPath(SEM_CHAMADAS.cp_tr_id)), expect: ok({ body: [] }) }]
        : []),
      { as: 'gestor', request: get(frequenciaPath(NO_SUCH_ID)), expect: error(404, S.turmaNotFound) },
      { as: 'gestor', request: get('/chamadas/turma/x/frequencia'), expect: error(400, M.invalidId) },
    ],
  },
  ...callerDenials('listFrequencia', get(frequenciaPath(CID))),
];

// ── POST /chamadas ─────────────────────────────────────────────────────

export const newChamada = (e: readonly Answer[], step: number, body = chamadaBody()): Chamada => ({
  cp_ch_id: createdChamada(e, step),
  cp_ch_turma_id: body.turmaId as number,
  cp_ch_aluno_id: body.alunoId as number,
  cp_nome_aluno: nameOf(body.alunoId as number),
  cp_ch_data: body.data as string,
  cp_ch_hora: body.hora as string,
  cp_ch_status: body.status as AttendanceStatus,
});

export const chamadaCreateScenarios: Scenario[] = [
  {
    name: "createChamada: the class's teacher records a student; it heads the history for the teacher and the student, not for a classmate; the frequency counts it",
    as: 'professor',
    request: post('/chamadas', chamadaBody()),
    expect: ok({
      body: { msg: S.chamadaSaved },
      check: (a) => expect(typeof bodyOf<{ cp_ch_id: unknown }>(a).cp_ch_id).toBe('number'),
    }),
    then: [
      {
        as: 'professor',
        request: get(chamadasPath(CID)),
        expect: ok({
          check: (a, e) => {
            expect(a.body).toEqual([newChamada(e, 0), ...CLASS_CHAMADAS]);
            expect(totalOf(a)).toBe(String(CLASS_CHAMADAS.length + 1));
          },
        }),
      },
      {
        as: 'aluno',
        request: get(chamadasPath(CID)),
        expect: ok({ check: (a, e) => expect(a.body).toEqual([newChamada(e, 0), ...chamadasSeenBy('aluno', CID)]) }),
      },
      chamadasUnchanged('colega'),
      {
        as: 'aluno',
        request: get(frequenciaPath(CID)),
        expect: ok({
          check: (a) => {
            const before = frequenciaOf(CID, id('aluno'));
            const total = before.total + 1;
            expect(a.body).toEqual([
              {
                ...before,
                ausentes: before.ausentes + 1,
                total,
                percentual: attendanceRate(before.presentes, before.justificados, total),
              },
            ]);
          },
        }),
      },
      // One record per student, class and day: a second is refused and nothing changes.
      {
        as: 'professor',
        request: post('/chamadas', chamadaBody({ status: 'Presente', hora: '20:00' })),
        expect: error(409, S.chamadaDuplicate),
      },
      {
        as: 'professor',
        request: get(chamadasPath(CID)),
        expect: ok({ check: (a, e) => expect(a.body).toEqual([newChamada(e, 0), ...CLASS_CHAMADAS]) }),
      },
    ],
  },
  {
    name: 'createChamada: the status defaults to Presente; another student the same day is no duplicate',
    as: 'professor',
    request: post('/chamadas', { turmaId: CID, alunoId: id('colega'), data: NEW_DAY, hora: '19:00' }),
    expect: ok({ body: { msg: S.chamadaSaved } }),
    then: [
      { as: 'professor', request: post('/chamadas', chamadaBody()), expect: ok({ body: { msg: S.chamadaSaved } }) },
      {
        as: 'professor',
        request: get(chamadasPath(CID, `de=${NEW_DAY}&ate=${NEW_DAY}`)),
        expect: ok({
          check: (a, e) => {
            const rows = [newChamada(e, 0, chamadaBody({ alunoId: id('colega'), status: 'Presente' })), newChamada(e, 1)].sort(
              historyOrder,
            );
            expect(a.body).toEqual(rows);
          },
        }),
      },
    ],
  },
  {
    name: 'createChamada: a duplicate of a seeded record (same student, class and day) is 409; nothing is written',
    as: 'professor',
    request: post('/chamadas', chamadaBody({ data: SEEDED_DAY })),
    expect: error(409, S.chamadaDuplicate),
    then: [chamadasUnchanged()],
  },
  {
    name: 'createChamada: a student who is not a current student of the class is 400; nothing is written',
    as: 'professor',
    request: post('/chamadas', chamadaBody({ alunoId: id('outraTurma') })),
    expect: error(400, S.notInClass),
    then: [
      {
        as: 'professor',
        request: post('/chamadas', chamadaBody({ alunoId: id('professor') })),
        expect: error(400, S.notInClass),
      },
      { as: 'professor', request: post('/chamadas', chamadaBody({ alunoId: NO_SUCH_ID })), expect: error(400, S.notInClass) },
      chamadasUnchanged(),
    ],
  },
  ...(
    [
      ['no student', { alunoId: undefined }],
      ['an impossible date', { data: '2026-02-30' }],
      ['a date in another format', { data: '10/03/2027' }],
      ['an hour past 23:59', { hora: '24:00' }],
      ['an unknown status', { status: 'Atrasado' }],
      ['no class', { turmaId: undefined }],
    ] as const
  ).map(([label, changes]): Scenario => {
    const body = chamadaBody(changes);
    return {
      name: `createChamada: ${label} is 400 with the contract's message; nothing is written`,
      as: 'professor',
      request: post('/chamadas', body),
      expect: error(400, firstMessage(createChamada.body!, JSON.parse(JSON.stringify(body)))),
      then: [chamadasUnchanged()],
    };
  }),
  {
    name: 'createChamada: a class that does not exist is 404; malformed JSON 400',
    as: 'professor',
    request: post('/chamadas', chamadaBody({ turmaId: NO_SUCH_ID })),
    expect: error(404, S.turmaNotFound),
    then: [
      { as: 'professor', request: { method: 'POST', path: '/chamadas', text: '{"turmaId":' }, expect: error(400, M.invalidJson) },
      chamadasUnchanged(),
    ],
  },
  ...ON_CLASS.filter((who) => !writesIn(who, 'chamadas', C)).map((who): Scenario => {
    const answer = classWrite(who, 'chamadas', C, ok());
    return {
      name: `createChamada: ${who} may not record attendance in the demo student's class (${answer.status}); nothing is written`,
      as: who,
      request: post('/chamadas', chamadaBody()),
      expect: answer,
      then: [chamadasUnchanged()],
    };
  }),
  {
    name: "createChamada: the demo teacher may not record attendance in a class of another school (404) nor in professorB's",
    as: 'professor',
    request: post('/chamadas', chamadaBody({ turmaId: T.escola2.cp_tr_id, alunoId: membersOfSeeded(T.escola2.cp_tr_id)[0] })),
    expect: classWrite('professor', 'chamadas', T.escola2, ok()),
    then: [
      {
        as: 'professor',
        request: post(
          '/chamadas',
          chamadaBody({ turmaId: T.doProfessorB.cp_tr_id, alunoId: membersOfSeeded(T.doProfessorB.cp_tr_id)[0] }),
        ),
        expect: classWrite('professor', 'chamadas', T.doProfessorB, ok()),
      },
      chamadasUnchanged('gestor', T.escola2.cp_tr_id),
      chamadasUnchanged('gestor', T.doProfessorB.cp_tr_id),
    ],
  },
  ...callerDenials('createChamada', post('/chamadas', chamadaBody()), [chamadasUnchanged()]),
];

// ── POST /chamadas/lote ────────────────────────────────────────────────

export const loteBody = (changes: Record<string, unknown> = {}) => ({
  turmaId: CID,
  data: NEW_DAY,
  hora: '19:00',
  status: 'Presente',
  ...changes,
});
const namesJoined = (ids: readonly number[]) => ids.map(nameOf).sort(compareNames).join(', ');

export const loteScenarios: Scenario[] = [
  {
    name: `createChamadasLote: the teacher records the whole class (${MEMBERS.length} students) in one go; each has one record that day, every frequency counts it`,
    as: 'professor',
    request: post('/chamadas/lote', loteBody({ status: 'Justificado', hora: '19:15' })),
    expect: ok({ body: { count: MEMBERS.length, msg: S.loteSaved(MEMBERS.length) } }),
    then: [
      {
        as: 'professor',
        request: get(chamadasPath(CID, `de=${NEW_DAY}&ate=${NEW_DAY}`)),
        expect: ok({
          check: (a) => {
            const rows = rowsOf<Chamada>(a);
            expect(rows.map((c) => [c.cp_ch_aluno_id, c.cp_nome_aluno, c.cp_ch_data, c.cp_ch_hora, c.cp_ch_status])).toEqual(
              MEMBERS.map((m) => [m.cp_id, m.cp_nome, NEW_DAY, '19:15', 'Justificado']),
            );
            expect(rows.every((c) => c.cp_ch_turma_id === CID)).toBe(true);
            expect(new Set(rows.map((c) => c.cp_ch_id)).size).toBe(MEMBERS.length);
          },
        }),
      },
      {
        as: 'professor',
        request: get(chamadasPath(CID)),
        expect: ok({
          check: (a) => {
            expect(totalOf(a)).toBe(String(CLASS_CHAMADAS.length + MEMBERS.length));
            expect(chamadaIds(a).slice(MEMBERS.length)).toEqual(CLASS_CHAMADAS.map((c) => c.cp_ch_id));
          },
        }),
      },
      {
        as: 'diretor',
        request: get(frequenciaPath(CID)),
        expect: ok({
          check: (a) => {
            const before = new Map(frequenciasOf(CID).map((f) => [f.cp_aluno_id, f]));
            for (const f of rowsOf<Frequencia>(a)) {
              const old = before.get(f.cp_aluno_id);
              const member = MEMBERS.some((m) => m.cp_id === f.cp_aluno_id);
              if (!member) {
                expect(f).toEqual(old);
                continue;
              }
              const justificados = (old?.justificados ?? 0) + 1;
              const total = (old?.total ?? 0) + 1;
              expect(f).toMatchObject({
                justificados,
                total,
                percentual: attendanceRate(old?.presentes ?? 0, justificados, total),
              });
            }
          },
        }),
      },
      // The same day again: every student is named, nothing is written.
      {
        as: 'professor',
        request: post('/chamadas/lote', loteBody()),
        expect: error(409, S.loteDuplicate(namesJoined(MEMBERS.map((m) => m.cp_id)))),
      },
      {
        as: 'professor',
        request: get(chamadasPath(CID, `de=${NEW_DAY}&ate=${NEW_DAY}`)),
        expect: ok({ check: (a) => expect(rowsOf<Chamada>(a).every((c) => c.cp_ch_status === 'Justificado')).toBe(true) }),
      },
    ],
  },
  {
    name: 'createChamadasLote: one student already recorded that day → 409 naming them; nobody else is recorded (all or nothing)',
    as: 'professor',
    request: post('/chamadas', chamadaBody({ alunoId: id('colega'), status: 'Ausente' })),
    expect: ok(),
    then: [
      { as: 'professor', request: post('/chamadas/lote', loteBody()), expect: error(409, S.loteDuplicate(P.colega.cp_nome)) },
      {
        as: 'professor',
        request: get(chamadasPath(CID)),
        expect: ok({
          check: (a, e) => {
            expect(a.body).toEqual([
              newChamada(e, 0, chamadaBody({ alunoId: id('colega'), status: 'Ausente' })),
              ...CLASS_CHAMADAS,
            ]);
            expect(totalOf(a)).toBe(String(CLASS_CHAMADAS.length + 1));
          },
        }),
      },
    ],
  },
  {
    name: 'createChamadasLote: a seeded lesson day → 409 naming the students recorded that day; the history is unchanged',
    as: 'professor',
    request: post('/chamadas/lote', loteBody({ data: SEEDED_DAY })),
    expect: error(
      409,
      S.loteDuplicate(
        namesJoined(
          CLASS_CHAMADAS.filter((c) => c.cp_ch_data === SEEDED_DAY && MEMBERS.some((m) => m.cp_id === c.cp_ch_aluno_id)).map(
            (c) => c.cp_ch_aluno_id,
          ),
        ),
      ),
    ),
    then: [chamadasUnchanged()],
  },
  {
    name: `createChamadasLote: a class without students → 400 '${S.noStudents}'; its history stays`,
    as: 'secretaria',
    request: put(`/update-turma/${CID}`, turmaFormOf(CID, { cp_tr_alunos: [] })),
    expect: ok(),
    then: [
      { as: 'professor', request: post('/chamadas/lote', loteBody()), expect: error(400, S.noStudents) },
      { as: 'professor', request: get(`/turmas/${CID}/alunos`), expect: ok({ body: [] }) },
      chamadasUnchanged(),
    ],
  },
  ...(
    [
      ['no date', { data: undefined }],
      ['an impossible date', { data: '2027-13-01' }],
      ['a bad hour', { hora: '7h' }],
      ['an unknown status', { status: 'presente' }],
    ] as const
  ).map(([label, changes]): Scenario => {
    const body = loteBody(changes);
    return {
      name: `createChamadasLote: ${label} is 400; nothing is written`,
      as: 'professor',
      request: post('/chamadas/lote', body),
      expect: error(400, firstMessage(createChamadasLote.body!, JSON.parse(JSON.stringify(body)))),
      then: [chamadasUnchanged()],
    };
  }),
  {
    name: 'createChamadasLote: a class that does not exist is 404',
    as: 'professor',
    request: post('/chamadas/lote', loteBody({ turmaId: NO_SUCH_ID })),
    expect: error(404, S.turmaNotFound),
    then: [chamadasUnchanged()],
  },
  ...ON_CLASS.filter((who) => !writesIn(who, 'chamadas', C)).map((who): Scenario => {
    const answer = classWrite(who, 'chamadas', C, ok());
    return {
      name: `createChamadasLote: ${who} may not record the class (${answer.status}); nothing is written`,
      as: who,
      request: post('/chamadas/lote', loteBody()),
      expect: answer,
      then: [chamadasUnchanged()],
    };
  }),
  ...callerDenials('createChamadasLote', post('/chamadas/lote', loteBody()), [chamadasUnchanged()]),
];

// ── PUT /chamadas/:id and DELETE /chamadas/:id ─────────────────────────

/** The demo student's latest seeded record, and a status it does not have. */
export const TARGET_CHAMADA = CLASS_CHAMADAS.find((c) => c.cp_ch_aluno_id === id('aluno'))!;
export const OTHER_STATUS: AttendanceStatus = TARGET_CHAMADA.cp_ch_status === 'Justificado' ? 'Presente' : 'Justificado';
const chamadaFacts = seededRecordFacts('chamadas', TARGET_CHAMADA);
/** A record of a class of another school. */
const CHAMADA_ESCOLA2 = chamadasOf(T.escola2.cp_tr_id)[0]!;

export const chamadaEditScenarios: Scenario[] = [
  {
    name: `updateChamada: the teacher changes a status (${TARGET_CHAMADA.cp_ch_status} → ${OTHER_STATUS}); the lesson's date and time stay; the frequency follows`,
    as: 'professor',
    request: put(`/chamadas/${TARGET_CHAMADA.cp_ch_id}`, { status: OTHER_STATUS }),
    expect: ok({ body: { msg: S.statusUpdated(OTHER_STATUS) } }),
    then: [
      {
        as: 'professor',
        request: get(chamadasPath(CID)),
        expect: exactRows(
          Chamada,
          CLASS_CHAMADAS.map((c) => (c.cp_ch_id === TARGET_CHAMADA.cp_ch_id ? { ...c, cp_ch_status: OTHER_STATUS } : c)),
        ),
      },
      {
        as: 'aluno',
        request: get(frequenciaPath(CID)),
        expect: ok({
          check: (a) => {
            const [row] = rowsOf<Frequencia>(a);
            const before = frequenciaOf(CID, id('aluno'));
            const delta = (s: AttendanceStatus) => (OTHER_STATUS === s ? 1 : 0) - (TARGET_CHAMADA.cp_ch_status === s ? 1 : 0);
            expect(row).toEqual({
              ...before,
              presentes: before.presentes + delta('Presente'),
              ausentes: before.ausentes + delta('Ausente'),
              justificados: before.justificados + delta('Justificado'),
              percentual: attendanceRate(
                before.presentes + delta('Presente'),
                before.justificados + delta('Justificado'),
                before.total,
              ),
            });
          },
        }),
      },
      // The same status again is no error; a date or time sent along changes nothing (decision 39).
      {
        as: 'professor',
        request: put(`/chamadas/${TARGET_CHAMADA.cp_ch_id}`, { status: OTHER_STATUS, data: NEW_DAY, hora: '07:00' }),
        expect: ok(),
      },
      {
        as: 'aluno',
        request: get(chamadasPath(CID)),
        expect: exactRows(
          Chamada,
          chamadasSeenBy('aluno', CID).map((c) =>
            c.cp_ch_id === TARGET_CHAMADA.cp_ch_id ? { ...c, cp_ch_status: OTHER_STATUS } : c,
          ),
        ),
      },
    ],
  },
  ...ON_CLASS.filter((who) => who !== 'professor').map((who): Scenario => {
    const answer = recordWrite(who, 'chamadas', chamadaFacts, S.chamadaNotFound, ok());
    return {
      name: `updateChamada: ${who} on the demo student's record → ${answer.status}; it is unchanged`,
      as: who,
      request: put(`/chamadas/${TARGET_CHAMADA.cp_ch_id}`, { status: OTHER_STATUS }),
      expect: answer,
      then: [chamadasUnchanged()],
    };
  }),
  {
    name: 'updateChamada: a record of a class of another school is 404 for the demo teacher; a bad status 400; unknown 404; a bad id 400',
    as: 'professor',
    request: put(`/chamadas/${CHAMADA_ESCOLA2.cp_ch_id}`, { status: 'Ausente' }),
    expect: recordWrite('professor', 'chamadas', seededRecordFacts('chamadas', CHAMADA_ESCOLA2), S.chamadaNotFound, ok()),
    then: [
      {
        as: 'professor',
        request: put(`/chamadas/${TARGET_CHAMADA.cp_ch_id}`, { status: 'Faltou' }),
        expect: error(400, firstMessage(updateChamada.body!, { status: 'Faltou' })),
      },
      {
        as: 'professor',
        request: put(`/chamadas/${TARGET_CHAMADA.cp_ch_id}`, {}),
        expect: error(400, firstMessage(updateChamada.body!, {})),
      },
      { as: 'professor', request: put(`/chamadas/${NO_SUCH_ID}`, { status: 'Ausente' }), expect: error(404, S.chamadaNotFound) },
      { as: 'professor', request: put('/chamadas/abc', { status: 'Ausente' }), expect: error(400, M.invalidId) },
      chamadasUnchanged(),
      chamadasUnchanged('gestor', T.escola2.cp_tr_id),
    ],
  },
  ...callerDenials('updateChamada', put(`/chamadas/${TARGET_CHAMADA.cp_ch_id}`, { status: OTHER_STATUS }), [chamadasUnchanged()]),

  {
    name: "deleteChamada: the teacher deletes a record; it leaves the history and the student's frequency; deleting it again is 404",
    as: 'professor',
    request: del(`/chamadas/${TARGET_CHAMADA.cp_ch_id}`),
    expect: ok({ body: { msg: S.chamadaDeleted } }),
    then: [
      {
        as: 'professor',
        request: get(chamadasPath(CID)),
        expect: exactRows(
          Chamada,
          CLASS_CHAMADAS.filter((c) => c.cp_ch_id !== TARGET_CHAMADA.cp_ch_id),
        ),
      },
      {
        as: 'aluno',
        request: get(frequenciaPath(CID)),
        expect: ok({ check: (a) => expect(rowsOf<Frequencia>(a)[0]!.total).toBe(frequenciaOf(CID, id('aluno')).total - 1) }),
      },
      { as: 'professor', request: del(`/chamadas/${TARGET_CHAMADA.cp_ch_id}`), expect: error(404, S.chamadaNotFound) },
      // The day is free again: the record can be made anew.
      {
        as: 'professor',
        request: post('/chamadas', chamadaBody({ data: TARGET_CHAMADA.cp_ch_data, hora: TARGET_CHAMADA.cp_ch_hora })),
        expect: ok({ body: { msg: S.chamadaSaved } }),
      },
    ],
  },
  ...ON_CLASS.filter((who) => who !== 'professor').map((who): Scenario => {
    const answer = recordWrite(who, 'chamadas', chamadaFacts, S.chamadaNotFound, ok());
    return {
      name: `deleteChamada: ${who} on the demo student's record → ${answer.status}; it stays`,
      as: who,
      request: del(`/chamadas/${TARGET_CHAMADA.cp_ch_id}`),
      expect: answer,
      then: [chamadasUnchanged()],
    };
  }),
  {
    name: 'deleteChamada: a record of another school is 404 for the demo teacher; unknown 404; a bad id 400',
    as: 'professor',
    request: del(`/chamadas/${CHAMADA_ESCOLA2.cp_ch_id}`),
    expect: error(404, S.chamadaNotFound),
    then: [
      { as: 'professor', request: del(`/chamadas/${NO_SUCH_ID}`), expect: error(404, S.chamadaNotFound) },
      { as: 'professor', request: del('/chamadas/0'), expect: error(400, M.invalidId) },
      chamadasUnchanged('gestor', T.escola2.cp_tr_id),
    ],
  },
  ...callerDenials('deleteChamada', del(`/chamadas/${TARGET_CHAMADA.cp_ch_id}`), [chamadasUnchanged()]),
];
