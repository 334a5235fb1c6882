/** Lesson summaries (resumos): the list and its search, a summary with its file, an edit and a delete. */
import { expect } from 'vitest';
import { contentProblem, FILE_MESSAGES } from '../../../supabase/functions/_shared/contract/arquivos.ts';
import { Resumo } from '../../../supabase/functions/_shared/contract/entities.ts';
import {
  createResumo,
  ResumoQuery,
  SALA_MESSAGES as S,
  updateResumo,
} from '../../../supabase/functions/_shared/contract/sala-de-aula.ts';
import { matchesWords } from '../../../supabase/functions/_shared/contract/text.ts';
import { NO_SUCH_ID, T, type PersonKey } from '../people.ts';
import { fileBytes, type Expectation, type Scenario, type Step } from '../scenario.ts';
import { sendBytes, ticketFor, uploadIdAt } from '../scenarios-arquivos.ts';
import { bodyOf, callerDenials, del, error, firstMessage, get, M, ok, post, put, rowsOf, totalOf } from '../scenarios-kit.ts';
import {
  C,
  CID,
  CLASS_RESUMOS,
  KIND,
  ON_CLASS,
  classWrite,
  createdResumo,
  exactResumos,
  fileOf,
  gone,
  pdf,
  png,
  readsWholeClass,
  recordWrite,
  resumoBody,
  resumoEdit,
  resumoIds,
  resumosOf,
  resumosPath,
  resumosUnchanged,
  seededRecordFacts,
  seededResumoEdit,
  served,
  upload,
  withoutToken,
  writesIn,
} from './kit.ts';

// ── Summaries ──────────────────────────────────────────────────────────

/** A word of a seeded summary of the class, and the summaries of the class whose aula or text has it. */
const SEARCH_WORD = (() => {
  const word = CLASS_RESUMOS.flatMap((r) => r.cp_res_resumo.split(/[^\p{L}]+/u)).find(
    (w) =>
      w.length > 5 &&
      CLASS_RESUMOS.filter((r) => matchesWords(`${r.cp_res_aula} ${r.cp_res_resumo}`, w)).length < CLASS_RESUMOS.length,
  );
  if (!word) throw new Error('No word to search the summaries with');
  return word;
})();
const searched = (q: string, ordem: 'recentes' | 'antigos' = 'recentes') =>
  resumosOf(CID, ordem).filter((r) => matchesWords(`${r.cp_res_aula} ${r.cp_res_resumo}`, q));

export const resumoListScenarios: Scenario[] = [
  ...ON_CLASS.map((who): Scenario => {
    const listed = readsWholeClass(who, 'resumos', C);
    return {
      name: `listResumos: ${who} → ${listed ? `the class's ${CLASS_RESUMOS.length} summaries, newest first` : '404'}`,
      as: who,
      request: get(resumosPath(CID)),
      expect: listed ? exactResumos(CLASS_RESUMOS) : error(404, S.turmaNotFound),
    };
  }),
  {
    name: 'listResumos: ordem=antigos reverses the order; pages of 2 with the total; 10 per page by default',
    as: 'aluno',
    request: get(resumosPath(CID, 'ordem=antigos&pageSize=100')),
    expect: exactResumos(resumosOf(CID, 'antigos')),
    then: [
      {
        as: 'aluno',
        request: get(resumosPath(CID, 'page=2&pageSize=2')),
        expect: exactResumos(CLASS_RESUMOS.slice(2, 4), CLASS_RESUMOS.length),
      },
      {
        as: 'aluno',
        request: get(resumosPath(CID, 'ordem=antigos&page=1&pageSize=2')),
        expect: exactResumos(resumosOf(CID, 'antigos').slice(0, 2), CLASS_RESUMOS.length),
      },
      {
        as: 'aluno',
        request: get(resumosPath(CID, 'page=1')),
        expect: exactResumos(CLASS_RESUMOS.slice(0, 10), CLASS_RESUMOS.length),
      },
    ],
  },
  {
    name: `listResumos: q searches the aula and the text, accents and case ignored ("${SEARCH_WORD}")`,
    as: 'professor',
    request: get(resumosPath(CID, `q=${encodeURIComponent(SEARCH_WORD.toUpperCase())}`)),
    expect: exactResumos(searched(SEARCH_WORD)),
    then: [
      {
        as: 'professor',
        request: get(
          resumosPath(CID, `q=${encodeURIComponent(SEARCH_WORD.normalize('NFD').replace(/[\u0300-\u036f]/g, ''))}&ordem=antigos`),
        ),
        expect: exactResumos(searched(SEARCH_WORD, 'antigos')),
      },
      {
        as: 'professor',
        request: get(resumosPath(CID, `q=${encodeURIComponent(CLASS_RESUMOS[0]!.cp_res_aula)}`)),
        expect: exactResumos(searched(CLASS_RESUMOS[0]!.cp_res_aula)),
      },
      { as: 'professor', request: get(resumosPath(CID, 'q=zzzznadazzzz')), expect: exactResumos([]) },
    ],
  },
  {
    name: 'listResumos: an unknown order 400; an unknown class 404; a bad id 400',
    as: 'professor',
    request: get(resumosPath(CID, 'ordem=alfabetica')),
    expect: error(400, firstMessage(ResumoQuery, { ordem: 'alfabetica' })),
    then: [
      { as: 'professor', request: get(resumosPath(NO_SUCH_ID)), expect: error(404, S.turmaNotFound) },
      { as: 'professor', request: get('/resumos/abc'), expect: error(400, M.invalidId) },
    ],
  },
  {
    name: 'listResumos: a class of another school for its own staff and for the gestor',
    as: 'secretaria2',
    request: get(resumosPath(T.escola2.cp_tr_id)),
    expect: exactResumos(resumosOf(T.escola2.cp_tr_id)),
    then: [
      { as: 'gestor', request: get(resumosPath(T.escola2.cp_tr_id)), expect: exactResumos(resumosOf(T.escola2.cp_tr_id)) },
      { as: 'secretaria', request: get(resumosPath(T.escola2.cp_tr_id)), expect: error(404, S.turmaNotFound) },
    ],
  },
  ...callerDenials('listResumos', get(resumosPath(CID))),
];

/** The summary a create or edit answers, from its body. */
const resumoFrom = (body: Record<string, unknown>) => ({
  cp_res_aula: body.aula,
  cp_res_resumo: body.resumo,
  cp_res_link: body.link ?? null,
  cp_res_link_youtube: body.linkYoutube ?? null,
  cp_res_data: body.data,
  cp_res_hora: body.hora,
});

const resumoRefused = (name: string): Expectation =>
  error(
    400,
    contentProblem(KIND, { name, type: 'application/pdf' }, fileBytes({ name, type: 'application/pdf', content: 'exe' }))!,
  );

/** The list as seeded plus the summary created at `step`, first. */
const listedFirst = (who: PersonKey, step: number): Step => ({
  as: who,
  request: get(resumosPath(CID)),
  expect: ok({
    check: (a, e) => {
      expect(resumoIds(a)).toEqual([createdResumo(e, step), ...CLASS_RESUMOS.map((r) => r.cp_res_id)]);
      expect(withoutToken(rowsOf<Resumo>(a)[0]!)).toEqual(withoutToken(bodyOf<Resumo>(e[step]!)));
    },
  }),
});

export const resumoCreateScenarios: Scenario[] = [
  {
    name: 'createResumo: the teacher writes a summary with a PDF (upload ticket of kind resumo); it answers the summary, heads the list for the class, the file is served; the upload is claimed',
    as: 'professor',
    request: ticketFor(pdf('Aula 99.pdf'), KIND),
    expect: ok(),
    then: [
      { as: 'anon', request: sendBytes(0, pdf('Aula 99.pdf')), expect: ok() }, // 1
      {
        as: 'professor',
        request: (e) => post('/resumos', resumoBody({ arquivo: uploadIdAt(e, 0) })),
        expect: ok({
          schema: Resumo,
          body: { cp_res_turma_id: CID, ...resumoFrom(resumoBody()) },
          check: (a) => expect(bodyOf<Resumo>(a).cp_res_arquivo).toMatch(/\/object\/sign\/resumos\//),
        }),
      }, // 2
      served((e) => fileOf(e, 2), pdf('Aula 99.pdf')),
      listedFirst('professor', 2),
      {
        as: 'aluno',
        request: get(resumosPath(CID)),
        expect: ok({ check: (a, e) => expect(resumoIds(a)[0]).toBe(createdResumo(e, 2)) }),
      },
      {
        as: 'colega',
        request: get(resumosPath(CID)),
        expect: ok({ check: (a, e) => expect(resumoIds(a)[0]).toBe(createdResumo(e, 2)) }),
      },
      resumosUnchanged('gestor', T.escola2.cp_tr_id),
      { as: 'professor', request: (e) => del(`/uploads/${uploadIdAt(e, 0)}`), expect: error(409, FILE_MESSAGES.uploadClaimed) },
    ],
  },
  {
    name: 'createResumo: an image is a summary file too; without a file the summary has none; link and YouTube are optional',
    as: 'professor',
    request: ticketFor(png('quadro.png'), KIND),
    expect: ok(),
    then: [
      { as: 'anon', request: sendBytes(0, png('quadro.png')), expect: ok() },
      {
        as: 'professor',
        request: (e) => post('/resumos', resumoBody({ arquivo: uploadIdAt(e, 0) })),
        expect: ok({ schema: Resumo }),
      }, // 2
      served((e) => fileOf(e, 2), png('quadro.png')),
      {
        as: 'professor',
        request: post('/resumos', resumoBody({ aula: 'Aula 100', link: '', linkYoutube: null, arquivo: null })),
        expect: ok({
          schema: Resumo,
          body: { ...resumoFrom(resumoBody({ aula: 'Aula 100', link: null, linkYoutube: null })), cp_res_arquivo: null },
        }),
      }, // 4
      {
        as: 'professor',
        request: post('/resumos', {
          ...resumoBody({ aula: 'Aula 101' }),
          link: undefined,
          linkYoutube: undefined,
          arquivo: undefined,
        }),
        expect: ok({ body: { cp_res_link: null, cp_res_link_youtube: null, cp_res_arquivo: null } }),
      },
      {
        as: 'professor',
        request: get(resumosPath(CID)),
        expect: ok({ check: (a) => expect(totalOf(a)).toBe(String(CLASS_RESUMOS.length + 3)) }),
      },
    ],
  },
  {
    name: 'createResumo: a program named .pdf is refused by its content and removed; nothing is written',
    as: 'professor',
    request: ticketFor({ name: 'resumo.pdf', type: 'application/pdf', content: 'exe', size: 120 }, KIND),
    expect: ok(),
    then: [
      {
        as: 'anon',
        request: sendBytes(0, { name: 'resumo.pdf', type: 'application/pdf', content: 'exe', size: 120 }),
        expect: ok(),
      },
      {
        as: 'professor',
        request: (e) => post('/resumos', resumoBody({ arquivo: uploadIdAt(e, 0) })),
        expect: resumoRefused('resumo.pdf'),
      },
      resumosUnchanged(),
      // The refused upload is gone: it can be neither used nor cancelled.
      { as: 'professor', request: (e) => del(`/uploads/${uploadIdAt(e, 0)}`), expect: error(404, FILE_MESSAGES.uploadNotFound) },
      {
        as: 'professor',
        request: (e) => post('/resumos', resumoBody({ arquivo: uploadIdAt(e, 0) })),
        expect: error(400, FILE_MESSAGES.uploadNotFound),
      },
      resumosUnchanged(),
    ],
  },
  {
    name: 'createResumo: an upload id nobody made is refused; nothing is written',
    as: 'professor',
    request: post('/resumos', resumoBody({ arquivo: '00000000-0000-4000-8000-000000000000' })),
    expect: error(400, FILE_MESSAGES.uploadNotFound),
    then: [resumosUnchanged()],
  },
  ...(
    [
      ['a blank aula', { aula: '   ' }],
      ['no summary text', { resumo: undefined }],
      ['an impossible date', { data: '2027-04-31' }],
      ['a bad hour', { hora: '20h30' }],
      ['an aula over 200 characters', { aula: 'A'.repeat(201) }],
      ['a file that is not an upload id', { arquivo: 'resumos/outro.pdf' }],
    ] as const
  ).map(([label, changes]): Scenario => {
    const body = resumoBody(changes);
    return {
      name: `createResumo: ${label} is 400 with the contract's message; nothing is written`,
      as: 'professor',
      request: post('/resumos', body),
      expect: error(400, firstMessage(createResumo.body!, JSON.parse(JSON.stringify(body)))),
      then: [resumosUnchanged()],
    };
  }),
  {
    name: 'createResumo: a class that does not exist is 404',
    as: 'professor',
    request: post('/resumos', resumoBody({ turmaId: NO_SUCH_ID })),
    expect: error(404, S.turmaNotFound),
    then: [resumosUnchanged()],
  },
  ...ON_CLASS.filter((who) => !writesIn(who, 'resumos', C)).map((who): Scenario => {
    const answer = classWrite(who, 'resumos', C, ok());
    return {
      name: `createResumo: ${who} may not write a summary for the demo student's class (${answer.status}); nothing is written`,
      as: who,
      request: post('/resumos', resumoBody()),
      expect: answer,
      then: [resumosUnchanged()],
    };
  }),
  {
    name: 'createResumo: a student may not even get an upload ticket for a summary file',
    as: 'aluno',
    request: ticketFor(pdf('cola.pdf'), KIND),
    expect: error(403, FILE_MESSAGES.uploadNotAllowed),
    then: [
      { as: 'secretaria', request: ticketFor(pdf('cola.pdf'), KIND), expect: error(403, FILE_MESSAGES.uploadNotAllowed) },
      resumosUnchanged(),
    ],
  },
  ...callerDenials('createResumo', post('/resumos', resumoBody()), [resumosUnchanged()]),
];

/** A seeded summary of the class (without a file: seeded files need not be in storage). */
export const TARGET_RESUMO = CLASS_RESUMOS.find((r) => r.cp_res_arquivo === null) ?? CLASS_RESUMOS[0]!;
const resumoFacts = seededRecordFacts('resumos', TARGET_RESUMO);
const RESUMO_ESCOLA2 = resumosOf(T.escola2.cp_tr_id)[0]!;

export const resumoEditScenarios: Scenario[] = [
  {
    name: 'updateResumo: the teacher edits a summary and gets it back; { manter: true } keeps the file; a new upload replaces it (the old stops being served); null removes it',
    as: 'professor',
    request: ticketFor(pdf('Aula 99.pdf'), KIND),
    expect: ok(),
    then: [
      { as: 'anon', request: sendBytes(0, pdf('Aula 99.pdf')), expect: ok() }, // 1
      { as: 'professor', request: (e) => post('/resumos', resumoBody({ arquivo: uploadIdAt(e, 0) })), expect: ok() }, // 2
      {
        as: 'professor',
        request: (e) =>
          put(
            `/resumos/${createdResumo(e, 2)}`,
            resumoEdit({ aula: 'Aula 99 (revisada)', link: null, data: '2026-03-09', arquivo: { manter: true } }),
          ),
        expect: ok({
          schema: Resumo,
          body: resumoFrom(resumoEdit({ aula: 'Aula 99 (revisada)', link: null, data: '2026-03-09' })),
          check: (a, e) => {
            expect(bodyOf<Resumo>(a).cp_res_id).toBe(createdResumo(e, 2));
            expect(bodyOf<Resumo>(a).cp_res_turma_id).toBe(CID);
          },
        }),
      }, // 3
      served((e) => fileOf(e, 3), pdf('Aula 99.pdf')),
      // Its new date moved it in the list; the student reads the edit.
      {
        as: 'aluno',
        request: get(resumosPath(CID, 'ordem=antigos')),
        expect: ok({
          check: (a, e) =>
            expect(rowsOf<Resumo>(a).find((r) => r.cp_res_id === createdResumo(e, 2))).toMatchObject({
              cp_res_aula: 'Aula 99 (revisada)',
              cp_res_data: '2026-03-09',
              cp_res_link: null,
            }),
        }),
      },
      ...upload('professor', png('nova.png')), // 5–6
      {
        as: 'professor',
        request: (e) => put(`/resumos/${createdResumo(e, 2)}`, resumoEdit({ arquivo: uploadIdAt(e, 6) })),
        expect: ok({
          schema: Resumo,
          check: (a) => expect(bodyOf<Resumo>(a).cp_res_arquivo).toMatch(/\/object\/sign\/resumos\//),
        }),
      }, // 8
      served((e) => fileOf(e, 8), png('nova.png')),
      gone((e) => fileOf(e, 3)),
      {
        as: 'professor',
        request: (e) => put(`/resumos/${createdResumo(e, 2)}`, resumoEdit({ arquivo: null })),
        expect: ok({ body: { cp_res_arquivo: null } }),
      }, // 11
      gone((e) => fileOf(e, 8)),
      {
        as: 'professor',
        request: get(resumosPath(CID)),
        expect: ok({
          check: (a, e) => {
            expect(totalOf(a)).toBe(String(CLASS_RESUMOS.length + 1));
            expect(rowsOf<Resumo>(a).find((r) => r.cp_res_id === createdResumo(e, 2))).toMatchObject({
              ...resumoFrom(resumoEdit()),
              cp_res_arquivo: null,
            });
          },
        }),
      },
    ],
  },
  {
    name: 'updateResumo: a program named .pdf as the new file is refused; the summary keeps its fields and its file, still served',
    as: 'professor',
    request: ticketFor(pdf('Aula 99.pdf'), KIND),
    expect: ok(),
    then: [
      { as: 'anon', request: sendBytes(0, pdf('Aula 99.pdf')), expect: ok() },
      { as: 'professor', request: (e) => post('/resumos', resumoBody({ arquivo: uploadIdAt(e, 0) })), expect: ok() }, // 2
      ...upload('professor', { name: 'falso.pdf', type: 'application/pdf', content: 'exe', size: 150 }), // 3–4
      {
        as: 'professor',
        request: (e) => put(`/resumos/${createdResumo(e, 2)}`, resumoEdit({ aula: 'Mudou', arquivo: uploadIdAt(e, 3) })),
        expect: resumoRefused('falso.pdf'),
      },
      listedFirst('professor', 2),
      served((e) => fileOf(e, 2), pdf('Aula 99.pdf')),
    ],
  },
  {
    name: 'updateResumo: a blank text is 400; the summary is unchanged',
    as: 'professor',
    request: put(`/resumos/${TARGET_RESUMO.cp_res_id}`, seededResumoEdit(TARGET_RESUMO, { resumo: '' })),
    expect: error(400, firstMessage(updateResumo.body!, seededResumoEdit(TARGET_RESUMO, { resumo: '' }))),
    then: [resumosUnchanged()],
  },
  {
    name: 'updateResumo: the teacher edits a seeded summary; the answer and the list agree',
    as: 'professor',
    request: put(`/resumos/${TARGET_RESUMO.cp_res_id}`, seededResumoEdit(TARGET_RESUMO, { resumo: 'Texto revisto.' })),
    expect: ok({
      schema: Resumo,
      body: { cp_res_id: TARGET_RESUMO.cp_res_id, cp_res_resumo: 'Texto revisto.', cp_res_aula: TARGET_RESUMO.cp_res_aula },
    }),
    then: [
      {
        as: 'aluno',
        request: get(resumosPath(CID)),
        expect: exactResumos(
          CLASS_RESUMOS.map((r) => (r.cp_res_id === TARGET_RESUMO.cp_res_id ? { ...r, cp_res_resumo: 'Texto revisto.' } : r)),
        ),
      },
    ],
  },
  ...ON_CLASS.filter((who) => who !== 'professor').map((who): Scenario => {
    const answer = recordWrite(who, 'resumos', resumoFacts, S.resumoNotFound, ok());
    return {
      name: `updateResumo: ${who} on a summary of the demo student's class → ${answer.status}; it is unchanged`,
      as: who,
      request: put(`/resumos/${TARGET_RESUMO.cp_res_id}`, seededResumoEdit(TARGET_RESUMO, { aula: `Editado por ${who}` })),
      expect: answer,
      then: [resumosUnchanged()],
    };
  }),
  {
    name: 'updateResumo: a summary of another school is 404 for the demo teacher; unknown 404; a bad id 400',
    as: 'professor',
    request: put(`/resumos/${RESUMO_ESCOLA2.cp_res_id}`, seededResumoEdit(RESUMO_ESCOLA2, { aula: 'X' })),
    expect: error(404, S.resumoNotFound),
    then: [
      { as: 'professor', request: put(`/resumos/${NO_SUCH_ID}`, resumoEdit()), expect: error(404, S.resumoNotFound) },
      { as: 'professor', request: put('/resumos/abc', resumoEdit()), expect: error(400, M.invalidId) },
      resumosUnchanged('gestor', T.escola2.cp_tr_id),
    ],
  },
  ...callerDenials(
    'updateResumo',
    put(`/resumos/${TARGET_RESUMO.cp_res_id}`, seededResumoEdit(TARGET_RESUMO, { aula: 'Intruso' })),
    [resumosUnchanged()],
  ),
  {
    name: 'deleteResumo: the teacher deletes a summary with a file; it leaves the list and its file stops being served; again 404',
    as: 'professor',
    request: ticketFor(pdf('Aula 99.pdf'), KIND),
    expect: ok(),
    then: [
      { as: 'anon', request: sendBytes(0, pdf('Aula 99.pdf')), expect: ok() },
      { as: 'professor', request: (e) => post('/resumos', resumoBody({ arquivo: uploadIdAt(e, 0) })), expect: ok() }, // 2
      served((e) => fileOf(e, 2), pdf('Aula 99.pdf')),
      { as: 'professor', request: (e) => del(`/resumos/${createdResumo(e, 2)}`), expect: ok({ body: { msg: S.resumoDeleted } }) },
      resumosUnchanged(),
      resumosUnchanged('aluno'),
      gone((e) => fileOf(e, 2)),
      { as: 'professor', request: (e) => del(`/resumos/${createdResumo(e, 2)}`), expect: error(404, S.resumoNotFound) },
    ],
  },
  {
    name: 'deleteResumo: the teacher deletes a seeded summary',
    as: 'professor',
    request: del(`/resumos/${TARGET_RESUMO.cp_res_id}`),
    expect: ok({ body: { msg: S.resumoDeleted } }),
    then: [
      {
        as: 'aluno',
        request: get(resumosPath(CID)),
        expect: exactResumos(CLASS_RESUMOS.filter((r) => r.cp_res_id !== TARGET_RESUMO.cp_res_id)),
      },
    ],
  },
  ...ON_CLASS.filter((who) => who !== 'professor').map((who): Scenario => {
    const answer = recordWrite(who, 'resumos', resumoFacts, S.resumoNotFound, ok());
    return {
      name: `deleteResumo: ${who} on a summary of the demo student's class → ${answer.status}; it stays`,
      as: who,
      request: del(`/resumos/${TARGET_RESUMO.cp_res_id}`),
      expect: answer,
      then: [resumosUnchanged()],
    };
  }),
  {
    name: 'deleteResumo: a summary of another school is 404 for the demo teacher; unknown 404',
    as: 'professor',
    request: del(`/resumos/${RESUMO_ESCOLA2.cp_res_id}`),
    expect: error(404, S.resumoNotFound),
    then: [
      { as: 'professor', request: del(`/resumos/${NO_SUCH_ID}`), expect: error(404, S.resumoNotFound) },
      resumosUnchanged('gestor', T.escola2.cp_tr_id),
    ],
  },
  ...callerDenials('deleteResumo', del(`/resumos/${TARGET_RESUMO.cp_res_id}`), [resumosUnchanged()]),
];
