/** Grades (notas): the list, a grade, an edit and a delete. */
import { expect } from 'vitest';
import { Nota } from '../../../supabase/functions/_shared/contract/entities.ts';
import { gradeAverage } from '../../../supabase/functions/_shared/contract/rules/notas.ts';
import {
  createNota,
  NotaQuery,
  SALA_MESSAGES as S,
  updateNota,
} from '../../../supabase/functions/_shared/contract/sala-de-aula.ts';
import { NO_SUCH_ID, T } from '../people.ts';
import type { Answer, Scenario } from '../scenario.ts';
import { bodyOf, callerDenials, del, error, firstMessage, get, id, M, ok, post, put, rowsOf, totalOf } from '../scenarios-kit.ts';
import {
  C,
  CID,
  CLASS_NOTAS,
  NEW_DAY,
  ON_CLASS,
  SEEDED_NOTA_DAY,
  classWrite,
  createdNota,
  exactRows,
  listsIn,
  nameOf,
  notaBody,
  notasOf,
  notasOrder,
  notasPath,
  notasSeenBy,
  notasUnchanged,
  recordWrite,
  seededRecordFacts,
  writesIn,
} from './kit.ts';

// ── Grades ─────────────────────────────────────────────────────────────

export const notaListScenarios: Scenario[] = [
  ...ON_CLASS.map((who): Scenario => {
    const listed = listsIn(who, 'notas', C);
    const rows = notasSeenBy(who, CID);
    return {
      name: `listNotas: ${who} → ${listed ? `${rows.length} grade(s), newest first, with the average` : '404'}`,
      as: who,
      request: get(notasPath(CID)),
      expect: listed ? exactRows(Nota, rows) : error(404, S.turmaNotFound),
    };
  }),
  {
    name: 'listNotas: 10 per page by default, the total in X-Total-Count; alunoId keeps one student’s',
    as: 'diretor',
    request: get(notasPath(CID, 'page=2')),
    expect: exactRows(Nota, CLASS_NOTAS.slice(10, 20), CLASS_NOTAS.length),
    then: [
      {
        as: 'diretor',
        request: get(notasPath(CID, 'pageSize=3')),
        expect: exactRows(Nota, CLASS_NOTAS.slice(0, 3), CLASS_NOTAS.length),
      },
      {
        as: 'professor',
        request: get(notasPath(CID, `alunoId=${id('colega')}`)),
        expect: exactRows(
          Nota,
          CLASS_NOTAS.filter((n) => n.cp_nota_aluno_id === id('colega')),
        ),
      },
      { as: 'aluno', request: get(notasPath(CID, `alunoId=${id('colega')}`)), expect: exactRows(Nota, []) },
      {
        as: 'professor',
        request: get(notasPath(CID, 'alunoId=-1')),
        expect: error(400, firstMessage(NotaQuery, { alunoId: '-1' })),
      },
      { as: 'professor', request: get(notasPath(NO_SUCH_ID)), expect: error(404, S.turmaNotFound) },
      { as: 'professor', request: get('/notas/turma/abc'), expect: error(400, M.invalidId) },
    ],
  },
  ...callerDenials('listNotas', get(notasPath(CID))),
];

const newNota = (e: readonly Answer[], step: number, body = notaBody()): Nota => ({
  cp_nota_id: createdNota(e, step),
  cp_nota_turma_id: body.turmaId as number,
  cp_nota_data: body.data as string,
  cp_nota_aluno_id: body.alunoId as number,
  cp_nome_aluno: nameOf(body.alunoId as number),
  cp_nota_workbook: body.notaWorkbook as number,
  cp_nota_prova: body.notaProva as number,
  cp_nota_media: gradeAverage(body.notaWorkbook as number, body.notaProva as number),
});

/** Grades the contract refuses, and the message it gives. */
const BAD_GRADES: readonly (readonly [string, Record<string, unknown>])[] = [
  ['a workbook over 10', { notaWorkbook: 10.5 }],
  ['a negative exam', { notaProva: -0.5 }],
  ['a grade in hundredths (step 0.1)', { notaWorkbook: 7.05 }],
  ['a missing exam grade', { notaProva: undefined }],
  ['a grade that is not a number', { notaWorkbook: 'sete' }],
];

export const notaWriteScenarios: Scenario[] = [
  {
    name: 'createNota: the teacher grades a student; the average is gradeAverage (7.5 and 8.4 → 8.0); the student reads it, a classmate does not',
    as: 'professor',
    request: post('/notas', notaBody()),
    expect: ok({
      body: { msg: S.notaSaved },
      check: (a) => expect(typeof bodyOf<{ cp_nota_id: unknown }>(a).cp_nota_id).toBe('number'),
    }),
    then: [
      {
        as: 'professor',
        request: get(notasPath(CID)),
        expect: ok({
          check: (a, e) => {
            expect(a.body).toEqual([newNota(e, 0), ...CLASS_NOTAS]);
            expect(rowsOf<Nota>(a)[0]!.cp_nota_media).toBe(8);
            expect(totalOf(a)).toBe(String(CLASS_NOTAS.length + 1));
          },
        }),
      },
      {
        as: 'aluno',
        request: get(notasPath(CID)),
        expect: ok({ check: (a, e) => expect(a.body).toEqual([newNota(e, 0), ...notasSeenBy('aluno', CID)]) }),
      },
      notasUnchanged('colega'),
      {
        as: 'professor',
        request: post('/notas', notaBody({ notaWorkbook: 5, notaProva: 5 })),
        expect: error(409, S.notaDuplicate),
      },
      {
        as: 'professor',
        request: get(notasPath(CID)),
        expect: ok({ check: (a, e) => expect(a.body).toEqual([newNota(e, 0), ...CLASS_NOTAS]) }),
      },
    ],
  },
  {
    name: 'createNota: the bounds 0 and 10 are grades; a string number is read as a number',
    as: 'professor',
    request: post('/notas', notaBody({ notaWorkbook: 0, notaProva: 10 })),
    expect: ok({ body: { msg: S.notaSaved } }),
    then: [
      {
        as: 'professor',
        request: post('/notas', notaBody({ alunoId: id('colega'), notaWorkbook: '6.3', notaProva: '7' })),
        expect: ok(),
      },
      {
        as: 'professor',
        request: get(notasPath(CID)),
        expect: ok({
          check: (a, e) => {
            const created = rowsOf<Nota>(a).filter((n) => n.cp_nota_data === NEW_DAY);
            expect(created).toEqual(
              [
                newNota(e, 0, notaBody({ notaWorkbook: 0, notaProva: 10 })),
                newNota(e, 1, notaBody({ alunoId: id('colega'), notaWorkbook: 6.3, notaProva: 7 })),
              ].sort(notasOrder),
            );
            expect(created.map((n) => n.cp_nota_media).sort()).toEqual([5, 6.7]);
          },
        }),
      },
    ],
  },
  {
    name: 'createNota: a seeded grade’s student and day again is 409; nothing is written',
    as: 'professor',
    request: post('/notas', notaBody({ data: SEEDED_NOTA_DAY })),
    expect: error(409, S.notaDuplicate),
    then: [notasUnchanged()],
  },
  {
    name: 'createNota: a student not in the class is 400; nothing is written',
    as: 'professor',
    request: post('/notas', notaBody({ alunoId: id('outraTurma') })),
    expect: error(400, S.notInClass),
    then: [notasUnchanged()],
  },
  ...[
    ...BAD_GRADES,
    ['an impossible date', { data: '2027-02-29' }] as const,
    ['no student', { alunoId: undefined }] as const,
  ].map(([label, changes]): Scenario => {
    const body = notaBody(changes);
    return {
      name: `createNota: ${label} is 400 with the contract's message; nothing is written`,
      as: 'professor',
      request: post('/notas', body),
      expect: error(400, firstMessage(createNota.body!, JSON.parse(JSON.stringify(body)))),
      then: [notasUnchanged()],
    };
  }),
  {
    name: 'createNota: the range message is the spec’s',
    as: 'professor',
    request: post('/notas', notaBody({ notaProva: 11 })),
    expect: error(400, S.gradeRange),
    then: [notasUnchanged()],
  },
  {
    name: 'createNota: a class that does not exist is 404',
    as: 'professor',
    request: post('/notas', notaBody({ turmaId: NO_SUCH_ID })),
    expect: error(404, S.turmaNotFound),
    then: [notasUnchanged()],
  },
  ...ON_CLASS.filter((who) => !writesIn(who, 'notas', C)).map((who): Scenario => {
    const answer = classWrite(who, 'notas', C, ok());
    return {
      name: `createNota: ${who} may not grade in the demo student's class (${answer.status}); nothing is written`,
      as: who,
      request: post('/notas', notaBody()),
      expect: answer,
      then: [notasUnchanged()],
    };
  }),
  ...callerDenials('createNota', post('/notas', notaBody()), [notasUnchanged()]),
];

export const TARGET_NOTA = CLASS_NOTAS.find((n) => n.cp_nota_aluno_id === id('aluno'))!;
const notaFacts = seededRecordFacts('notas', TARGET_NOTA);
const NOTA_EDIT = { notaWorkbook: 6.3, notaProva: 7 };
const NOTA_ESCOLA2 = notasOf(T.escola2.cp_tr_id)[0]!;

export const notaEditScenarios: Scenario[] = [
  {
    name: 'updateNota: the teacher corrects a grade; the average is recomputed (6.3 and 7 → 6.7); day and student stay',
    as: 'professor',
    request: put(`/notas/${TARGET_NOTA.cp_nota_id}`, NOTA_EDIT),
    expect: ok({ body: { msg: S.notaUpdated } }),
    then: [
      {
        as: 'aluno',
        request: get(notasPath(CID)),
        expect: exactRows(
          Nota,
          notasSeenBy('aluno', CID).map((n) =>
            n.cp_nota_id === TARGET_NOTA.cp_nota_id
              ? { ...n, cp_nota_workbook: 6.3, cp_nota_prova: 7, cp_nota_media: gradeAverage(6.3, 7) }
              : n,
          ),
        ),
      },
    ],
  },
  ...BAD_GRADES.map(([label, changes]): Scenario => {
    const body = { ...NOTA_EDIT, ...changes };
    return {
      name: `updateNota: ${label} is 400; the grade is unchanged`,
      as: 'professor',
      request: put(`/notas/${TARGET_NOTA.cp_nota_id}`, body),
      expect: error(400, firstMessage(updateNota.body!, JSON.parse(JSON.stringify(body)))),
      then: [notasUnchanged()],
    };
  }),
  ...ON_CLASS.filter((who) => who !== 'professor').map((who): Scenario => {
    const answer = recordWrite(who, 'notas', notaFacts, S.notaNotFound, ok());
    return {
      name: `updateNota: ${who} on the demo student's grade → ${answer.status}; it is unchanged`,
      as: who,
      request: put(`/notas/${TARGET_NOTA.cp_nota_id}`, NOTA_EDIT),
      expect: answer,
      then: [notasUnchanged()],
    };
  }),
  {
    name: 'updateNota: a grade of another school is 404 for the demo teacher; unknown 404; a bad id 400',
    as: 'professor',
    request: put(`/notas/${NOTA_ESCOLA2.cp_nota_id}`, NOTA_EDIT),
    expect: error(404, S.notaNotFound),
    then: [
      { as: 'professor', request: put(`/notas/${NO_SUCH_ID}`, NOTA_EDIT), expect: error(404, S.notaNotFound) },
      { as: 'professor', request: put('/notas/1.5', NOTA_EDIT), expect: error(400, M.invalidId) },
      notasUnchanged('gestor', T.escola2.cp_tr_id),
    ],
  },
  ...callerDenials('updateNota', put(`/notas/${TARGET_NOTA.cp_nota_id}`, NOTA_EDIT), [notasUnchanged()]),
  {
    name: 'deleteNota: the teacher deletes a grade; it leaves the list; again is 404; the day takes a new grade',
    as: 'professor',
    request: del(`/notas/${TARGET_NOTA.cp_nota_id}`),
    expect: ok({ body: { msg: S.notaDeleted } }),
    then: [
      {
        as: 'professor',
        request: get(notasPath(CID)),
        expect: exactRows(
          Nota,
          CLASS_NOTAS.filter((n) => n.cp_nota_id !== TARGET_NOTA.cp_nota_id),
        ),
      },
      { as: 'professor', request: del(`/notas/${TARGET_NOTA.cp_nota_id}`), expect: error(404, S.notaNotFound) },
      {
        as: 'professor',
        request: post('/notas', notaBody({ data: TARGET_NOTA.cp_nota_data })),
        expect: ok({ body: { msg: S.notaSaved } }),
      },
    ],
  },
  ...ON_CLASS.filter((who) => who !== 'professor').map((who): Scenario => {
    const answer = recordWrite(who, 'notas', notaFacts, S.notaNotFound, ok());
    return {
      name: `deleteNota: ${who} on the demo student's grade → ${answer.status}; it stays`,
      as: who,
      request: del(`/notas/${TARGET_NOTA.cp_nota_id}`),
      expect: answer,
      then: [notasUnchanged()],
    };
  }),
  {
    name: 'deleteNota: a grade of another school is 404 for the demo teacher; unknown 404',
    as: 'professor',
    request: del(`/notas/${NOTA_ESCOLA2.cp_nota_id}`),
    expect: error(404, S.notaNotFound),
    then: [
      { as: 'professor', request: del(`/notas/${NO_SUCH_ID}`), expect: error(404, S.notaNotFound) },
      notasUnchanged('gestor', T.escola2.cp_tr_id),
    ],
  },
  ...callerDenials('deleteNota', del(`/notas/${TARGET_NOTA.cp_nota_id}`), [notasUnchanged()]),
];
