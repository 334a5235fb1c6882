/**
 * The roll call (GET and PUT /chamadas/turma/:id/lista): every current
 * student of a class with their record of a day, and one save for all of
 * them — records of that day change status (their time stays), the others
 * are created — in one transaction: any refusal writes nothing.
 */
import { expect } from 'vitest';
import { Chamada } from '../../../supabase/functions/_shared/contract/entities.ts';
import type { AttendanceStatus } from '../../../supabase/functions/_shared/contract/constants.ts';
import {
  getListaChamada,
  ListaChamadaItem,
  saveListaChamada,
  SALA_MESSAGES as S,
} from '../../../supabase/functions/_shared/contract/sala-de-aula.ts';
import { membersOfSeeded, NO_SUCH_ID, T, type PersonKey } from '../people.ts';
import type { Expectation, Scenario, Step } from '../scenario.ts';
import { callerDenials, error, firstMessage, get, id, M, ok, post, put, rowsOf, totalOf } from '../scenarios-kit.ts';
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
  alunosOf,
  chamadasOf,
  chamadasPath,
  chamadasUnchanged,
  classWrite,
  exactRows,
  wholeClassAnswer,
} from './kit.ts';

export const listaPath = (turmaId: number, data?: string) =>
  `/chamadas/turma/${turmaId}/lista${data === undefined ? '' : `?data=${data}`}`;

/** The roll call of a class on a day as seeded: its current students by name, each with their record that day. */
export function listaOf(turmaId: number, data: string): ListaChamadaItem[] {
  const ofDay = new Map(
    chamadasOf(turmaId)
      .filter((c) => c.cp_ch_data === data)
      .map((c) => [c.cp_ch_aluno_id, c]),
  );
  return alunosOf(turmaId).map((a) => {
    const c = ofDay.get(a.cp_id);
    return {
      cp_aluno_id: a.cp_id,
      cp_nome_aluno: a.cp_nome,
      cp_ch_id: c?.cp_ch_id ?? null,
      cp_ch_hora: c?.cp_ch_hora ?? null,
      cp_ch_status: c?.cp_ch_status ?? null,
    };
  });
}

/** The statuses of a roll call of the class: the first two students Ausente, the third Justificado, the others Presente. */
const MARKED: readonly AttendanceStatus[] = MEMBERS.map((_m, i) => (i < 2 ? 'Ausente' : i === 2 ? 'Justificado' : 'Presente'));
if (MEMBERS.length < 5) throw new Error('The roll call scenarios need a class of at least 5 students');

export const listaBody = (
  changes: Record<string, unknown> = {},
  statuses: readonly AttendanceStatus[] = MARKED,
  members: readonly { cp_id: number }[] = MEMBERS,
) => ({
  data: NEW_DAY,
  hora: '19:15',
  alunos: members.map((m, i) => ({ alunoId: m.cp_id, status: statuses[i] ?? 'Presente' })),
  ...changes,
});

/** The day's history: one record per current student, with these statuses and this time. */
function dayHistory(data: string, statuses: readonly AttendanceStatus[], hora: string): Expectation {
  return ok({
    check: (a) => {
      const rows = rowsOf<Chamada>(a);
      // One day, one time: the history's order is the students' (by name; new records' ids follow it).
      expect(rows.map((c) => [c.cp_ch_aluno_id, c.cp_nome_aluno, c.cp_ch_data, c.cp_ch_hora, c.cp_ch_status])).toEqual(
        MEMBERS.map((m, i) => [m.cp_id, m.cp_nome, data, hora, statuses[i]]),
      );
      expect(rows.every((c) => c.cp_ch_turma_id === CID)).toBe(true);
      for (const row of rows) expect(Chamada.safeParse(row).success, JSON.stringify(row)).toBe(true);
    },
  });
}

/** The roll call of a day as the teacher reads it back: these statuses at this time, each with a record id. */
function listaAnswered(data: string, statuses: readonly AttendanceStatus[], hora: string): Step {
  return {
    as: 'professor',
    request: get(listaPath(CID, data)),
    expect: ok({
      check: (a) => {
        const rows = rowsOf<ListaChamadaItem>(a);
        expect(rows.map((r) => [r.cp_aluno_id, r.cp_nome_aluno, r.cp_ch_hora, r.cp_ch_status])).toEqual(
          MEMBERS.map((m, i) => [m.cp_id, m.cp_nome, hora, statuses[i]]),
        );
        expect(rows.every((r) => r.cp_ch_id !== null)).toBe(true);
        for (const row of rows) expect(ListaChamadaItem.safeParse(row).success, JSON.stringify(row)).toBe(true);
      },
    }),
  };
}

const newDayHistory = () => get(chamadasPath(CID, `de=${NEW_DAY}&ate=${NEW_DAY}`));

// ── GET /chamadas/turma/:id/lista ──────────────────────────────────────

function listaAnswer(who: PersonKey, turma: TurmaRow, data: string): Expectation {
  return wholeClassAnswer(who, 'chamadas', turma) ?? exactRows(ListaChamadaItem, listaOf(turma.cp_tr_id, data), null);
}

export const listaReadScenarios: Scenario[] = [
  ...ON_CLASS.map((who): Scenario => {
    const answer = listaAnswer(who, C, SEEDED_DAY);
    return {
      name: `getListaChamada: ${who} on a seeded lesson day → ${answer.status === 200 ? `the ${MEMBERS.length} students with that day's records` : answer.status}`,
      as: who,
      request: get(listaPath(CID, SEEDED_DAY)),
      expect: answer,
    };
  }),
  {
    name: 'getListaChamada: a day without records lists every current student by name with no record; other classes and bad input',
    as: 'professor',
    request: get(listaPath(CID, NEW_DAY)),
    expect: ok({
      check: (a) =>
        expect(a.body).toEqual(
          MEMBERS.map((m) => ({
            cp_aluno_id: m.cp_id,
            cp_nome_aluno: m.cp_nome,
            cp_ch_id: null,
            cp_ch_hora: null,
            cp_ch_status: null,
          })),
        ),
    }),
    then: [
      {
        as: 'professor',
        request: get(listaPath(T.escola2.cp_tr_id, SEEDED_DAY)),
        expect: listaAnswer('professor', T.escola2, SEEDED_DAY),
      },
      {
        as: 'gestor',
        request: get(listaPath(T.escola2.cp_tr_id, SEEDED_DAY)),
        expect: listaAnswer('gestor', T.escola2, SEEDED_DAY),
      },
      { as: 'professor', request: get(listaPath(CID)), expect: error(400, firstMessage(getListaChamada.query!, {})) },
      {
        as: 'professor',
        request: get(listaPath(CID, '2027-02-30')),
        expect: error(400, firstMessage(getListaChamada.query!, { data: '2027-02-30' })),
      },
      { as: 'professor', request: get(listaPath(NO_SUCH_ID, NEW_DAY)), expect: error(404, S.turmaNotFound) },
      { as: 'professor', request: get(`/chamadas/turma/abc/lista?data=${NEW_DAY}`), expect: error(400, M.invalidId) },
    ],
  },
  ...callerDenials('getListaChamada', get(listaPath(CID, NEW_DAY))),
];

// ── PUT /chamadas/turma/:id/lista ──────────────────────────────────────

const AGAIN: readonly AttendanceStatus[] = MEMBERS.map((_m, i) => (i === 0 ? 'Justificado' : i === 3 ? 'Ausente' : 'Presente'));

/** The seeded lesson day's records after a roll call marking every current student Ausente; the others as seeded. */
const afterSeededDayRoll = (): Chamada[] =>
  CLASS_CHAMADAS.map((c) =>
    c.cp_ch_data === SEEDED_DAY && MEMBERS.some((m) => m.cp_id === c.cp_ch_aluno_id) ? { ...c, cp_ch_status: 'Ausente' } : c,
  );
const SEEDED_DAY_RECORDED = MEMBERS.filter((m) =>
  CLASS_CHAMADAS.some((c) => c.cp_ch_data === SEEDED_DAY && c.cp_ch_aluno_id === m.cp_id),
);

export const listaSaveScenarios: Scenario[] = [
  {
    name: `saveListaChamada: the teacher takes the roll call of ${MEMBERS.length} students (2 Ausente, 1 Justificado) with one save; a second save the same day updates, never duplicates`,
    as: 'professor',
    request: put(listaPath(CID), listaBody()),
    expect: ok({ body: { msg: S.loteSaved(MEMBERS.length), count: MEMBERS.length } }),
    then: [
      { as: 'professor', request: newDayHistory(), expect: dayHistory(NEW_DAY, MARKED, '19:15') },
      listaAnswered(NEW_DAY, MARKED, '19:15'),
      // The same day again, other statuses and another time: the records change status, keep their time, and stay one each.
      {
        as: 'professor',
        request: put(listaPath(CID), listaBody({ hora: '20:30' }, AGAIN)),
        expect: ok({ body: { msg: S.loteSaved(MEMBERS.length), count: MEMBERS.length } }),
      },
      { as: 'professor', request: newDayHistory(), expect: dayHistory(NEW_DAY, AGAIN, '19:15') },
      listaAnswered(NEW_DAY, AGAIN, '19:15'),
      {
        as: 'professor',
        request: get(chamadasPath(CID)),
        expect: ok({
          check: (a) => {
            expect(totalOf(a)).toBe(String(CLASS_CHAMADAS.length + MEMBERS.length));
            expect(rowsOf<Chamada>(a).slice(MEMBERS.length)).toEqual(CLASS_CHAMADAS);
          },
        }),
      },
      // The demo student reads their own record of the day.
      {
        as: 'aluno',
        request: newDayHistory(),
        expect: ok({
          check: (a) => {
            const i = MEMBERS.findIndex((m) => m.cp_id === id('aluno'));
            expect(rowsOf<Chamada>(a).map((c) => [c.cp_ch_aluno_id, c.cp_ch_status])).toEqual([[id('aluno'), AGAIN[i]]]);
          },
        }),
      },
    ],
  },
  {
    name: `saveListaChamada: on a seeded lesson day the ${SEEDED_DAY_RECORDED.length} recorded students change status (their time stays); nothing is added for them`,
    as: 'professor',
    request: put(
      listaPath(CID),
      listaBody(
        { data: SEEDED_DAY, hora: '07:00' },
        MEMBERS.map(() => 'Ausente'),
      ),
    ),
    expect: ok({ body: { count: MEMBERS.length } }),
    then: [
      {
        as: 'professor',
        request: get(chamadasPath(CID)),
        expect: ok({
          check: (a) => {
            const expected = afterSeededDayRoll();
            const unrecorded = MEMBERS.length - SEEDED_DAY_RECORDED.length;
            expect(totalOf(a)).toBe(String(expected.length + unrecorded));
            if (unrecorded === 0) expect(a.body).toEqual(expected);
            else for (const row of expected) expect(rowsOf<Chamada>(a)).toContainEqual(row);
          },
        }),
      },
    ],
  },
  {
    name: 'saveListaChamada: a student who is not a current student of the class is 400; nothing is written',
    as: 'professor',
    request: put(
      listaPath(CID),
      listaBody({ alunos: [...listaBody().alunos, { alunoId: id('outraTurma'), status: 'Ausente' }] }),
    ),
    expect: error(400, S.notInClass),
    then: [
      {
        as: 'professor',
        request: put(listaPath(CID), listaBody({ alunos: [...listaBody().alunos, { alunoId: NO_SUCH_ID, status: 'Presente' }] })),
        expect: error(400, S.notInClass),
      },
      {
        as: 'professor',
        request: put(
          listaPath(CID),
          listaBody({ alunos: [{ alunoId: id('professor'), status: 'Presente' }, ...listaBody().alunos.slice(1)] }),
        ),
        expect: error(400, S.notInClass),
      },
      chamadasUnchanged(),
    ],
  },
  {
    name: 'saveListaChamada: a roll call lacking a current student (the class changed) is 409 naming them; nothing is written',
    as: 'professor',
    request: put(
      listaPath(CID),
      listaBody(
        {},
        MARKED,
        MEMBERS.filter((m) => m.cp_id !== id('colega')),
      ),
    ),
    expect: error(409, S.listaMissing([MEMBERS.find((m) => m.cp_id === id('colega'))!.cp_nome])),
    then: [
      {
        as: 'professor',
        request: put(listaPath(CID), listaBody({ alunos: [] })),
        expect: error(409, S.listaMissing(MEMBERS.map((m) => m.cp_nome))),
      },
      chamadasUnchanged(),
    ],
  },
  (() => {
    const staying = MEMBERS.filter((m) => m.cp_id !== id('aluno'));
    return {
      name: "saveListaChamada: a student who left the class keeps that day's record; the roll call no longer lists them, and naming them is 400",
      as: 'professor',
      request: post('/chamadas', { turmaId: CID, alunoId: id('aluno'), data: NEW_DAY, hora: '19:00', status: 'Ausente' }),
      expect: ok(),
      then: [
        {
          as: 'secretaria',
          request: put(`/update-turma/${CID}`, turmaFormOf(CID, { cp_tr_alunos: staying.map((m) => m.cp_id) })),
          expect: ok(),
        },
        {
          as: 'professor',
          request: get(listaPath(CID, NEW_DAY)),
          expect: ok({
            check: (a) => expect(rowsOf<ListaChamadaItem>(a).map((r) => r.cp_aluno_id)).toEqual(staying.map((m) => m.cp_id)),
          }),
        },
        // The list as it was opened before they left: refused whole.
        {
          as: 'professor',
          request: put(
            listaPath(CID),
            listaBody(
              {},
              MEMBERS.map(() => 'Presente'),
            ),
          ),
          expect: error(400, S.notInClass),
        },
        {
          as: 'professor',
          request: newDayHistory(),
          expect: ok({
            check: (a) =>
              expect(rowsOf<Chamada>(a).map((c) => [c.cp_ch_aluno_id, c.cp_ch_status])).toEqual([[id('aluno'), 'Ausente']]),
          }),
        },
        {
          as: 'professor',
          request: put(
            listaPath(CID),
            listaBody(
              {},
              staying.map(() => 'Presente'),
              staying,
            ),
          ),
          expect: ok({ body: { count: staying.length, msg: S.loteSaved(staying.length) } }),
        },
        {
          as: 'professor',
          request: newDayHistory(),
          expect: ok({
            check: (a) => {
              const rows = rowsOf<Chamada>(a);
              expect(rows).toHaveLength(MEMBERS.length);
              expect(rows.find((c) => c.cp_ch_aluno_id === id('aluno'))).toMatchObject({
                cp_ch_status: 'Ausente',
                cp_ch_hora: '19:00',
              });
              expect(
                rows
                  .filter((c) => c.cp_ch_status === 'Presente')
                  .map((c) => c.cp_ch_aluno_id)
                  .sort((x, y) => x - y),
              ).toEqual(staying.map((m) => m.cp_id).sort((x, y) => x - y));
            },
          }),
        },
      ],
    } satisfies Scenario;
  })(),
  {
    name: `saveListaChamada: a class without students → 400 '${S.noStudents}'; its roll call is empty and its history stays`,
    as: 'secretaria',
    request: put(`/update-turma/${CID}`, turmaFormOf(CID, { cp_tr_alunos: [] })),
    expect: ok(),
    then: [
      { as: 'professor', request: get(listaPath(CID, NEW_DAY)), expect: ok({ body: [] }) },
      { as: 'professor', request: put(listaPath(CID), listaBody({ alunos: [] })), expect: error(400, S.noStudents) },
      { as: 'professor', request: put(listaPath(CID), listaBody()), expect: error(400, S.noStudents) },
      chamadasUnchanged(),
    ],
  },
  ...(
    [
      ['no date', { data: undefined }],
      ['an impossible date', { data: '2027-02-30' }],
      ['a bad hour', { hora: '24:00' }],
      ['no list', { alunos: undefined }],
      ['a list that is not a list', { alunos: 'todos' }],
      ['an unknown status', { alunos: [{ alunoId: id('aluno'), status: 'presente' }] }],
      ['a student twice', { alunos: [...listaBody().alunos, { alunoId: MEMBERS[0]!.cp_id, status: 'Ausente' }] }],
    ] as const
  ).map(([label, changes]): Scenario => {
    const body = listaBody(changes);
    return {
      name: `saveListaChamada: ${label} is 400 with the contract's message; nothing is written`,
      as: 'professor',
      request: put(listaPath(CID), body),
      expect: error(400, firstMessage(saveListaChamada.body!, JSON.parse(JSON.stringify(body)))),
      then: [chamadasUnchanged()],
    };
  }),
  {
    name: 'saveListaChamada: a class that does not exist is 404; a bad id 400; malformed JSON 400',
    as: 'professor',
    request: put(listaPath(NO_SUCH_ID), listaBody()),
    expect: error(404, S.turmaNotFound),
    then: [
      { as: 'professor', request: put('/chamadas/turma/abc/lista', listaBody()), expect: error(400, M.invalidId) },
      { as: 'professor', request: { method: 'PUT', path: listaPath(CID), text: '{"data":' }, expect: error(400, M.invalidJson) },
      chamadasUnchanged(),
    ],
  },
  ...ON_CLASS.filter((who) => who !== 'professor').map((who): Scenario => {
    const answer = classWrite(who, 'chamadas', C, ok());
    return {
      name: `saveListaChamada: ${who} may not take the roll call of the demo student's class (${answer.status}); nothing is written`,
      as: who,
      request: put(listaPath(CID), listaBody()),
      expect: answer,
      then: [chamadasUnchanged()],
    };
  }),
  {
    name: "saveListaChamada: the demo teacher may not take the roll call of a class of another school (404) nor of professorB's (403)",
    as: 'professor',
    request: put(
      listaPath(T.escola2.cp_tr_id),
      listaBody(
        {},
        MARKED,
        membersOfSeeded(T.escola2.cp_tr_id).map((cp_id) => ({ cp_id })),
      ),
    ),
    expect: classWrite('professor', 'chamadas', T.escola2, ok()),
    then: [
      {
        as: 'professor',
        request: put(
          listaPath(T.doProfessorB.cp_tr_id),
          listaBody(
            {},
            MARKED,
            membersOfSeeded(T.doProfessorB.cp_tr_id).map((cp_id) => ({ cp_id })),
          ),
        ),
        expect: classWrite('professor', 'chamadas', T.doProfessorB, ok()),
      },
      chamadasUnchanged('gestor', T.escola2.cp_tr_id),
      chamadasUnchanged('gestor', T.doProfessorB.cp_tr_id),
    ],
  },
  ...callerDenials('saveListaChamada', put(listaPath(CID), listaBody()), [chamadasUnchanged()]),
];
