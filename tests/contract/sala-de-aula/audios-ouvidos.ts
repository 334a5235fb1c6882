/** Played audios (audios ouvidos): the marks and a new one. */
import { expect } from 'vitest';
import {
  listAudiosMarcados,
  registrarVisualizacao,
  SALA_MESSAGES as S,
} from '../../../supabase/functions/_shared/contract/sala-de-aula.ts';
import { NO_SUCH_ID, SEED } from '../people.ts';
import type { Answer, Scenario } from '../scenario.ts';
import { callerDenials, error, firstMessage, get, id, M, ok, post } from '../scenarios-kit.ts';
import { C, courseOfAudio, marksOf, marksUnchanged, sortedIds } from './kit.ts';

// ── Played audios ──────────────────────────────────────────────────────

const COURSE_AUDIOS = SEED.audios.filter((a) => a.cp_curso_id === C.cp_tr_curso_id).map((a) => a.cp_audio_id);
/** A track of the demo student's course they have not played yet. */
export const UNPLAYED = COURSE_AUDIOS.find((audioId) => !marksOf(id('aluno')).includes(audioId));
/** A track of a course that is not the demo student's. */
const OTHER_COURSE_AUDIO = SEED.audios.find((a) => a.cp_curso_id !== C.cp_tr_curso_id)!.cp_audio_id;
if (UNPLAYED === undefined || marksOf(id('aluno')).length === 0) {
  throw new Error("The played-audio scenarios need the demo student to have played some, but not all, of their course's tracks");
}

const marcadosPath = (userId: number, query = '') => `/audios-marcados/${userId}${query ? `?${query}` : ''}`;
const markIds = (a: Answer) => sortedIds(a.body as number[]);

export const audioScenarios: Scenario[] = [
  ...(['aluno', 'colega', 'outraTurma'] as const).map((who): Scenario => ({
    name: `listAudiosMarcados: ${who} reads their own played tracks`,
    as: who,
    request: get(marcadosPath(id(who))),
    expect: ok({ check: (a) => expect(markIds(a)).toEqual(sortedIds(marksOf(id(who)))) }),
  })),
  {
    name: "listAudiosMarcados: cursoId keeps one course's marks (another course's: none)",
    as: 'aluno',
    request: get(marcadosPath(id('aluno'), `cursoId=${C.cp_tr_curso_id}`)),
    expect: ok({
      check: (a) =>
        expect(markIds(a)).toEqual(sortedIds(marksOf(id('aluno')).filter((m) => courseOfAudio(m) === C.cp_tr_curso_id))),
    }),
    then: [
      {
        as: 'aluno',
        request: get(marcadosPath(id('aluno'), `cursoId=${courseOfAudio(OTHER_COURSE_AUDIO)}`)),
        expect: ok({ body: [] }),
      },
      {
        as: 'aluno',
        request: get(marcadosPath(id('aluno'), 'cursoId=abc')),
        expect: error(400, firstMessage(listAudiosMarcados.query!, { cursoId: 'abc' })),
      },
    ],
  },
  ...(['gestor', 'diretor', 'secretaria', 'professor', 'colega', 'outraTurma'] as const).map((who): Scenario => ({
    name: `listAudiosMarcados: ${who} may not read the demo student's marks (403)`,
    as: who,
    request: get(marcadosPath(id('aluno'))),
    expect: error(403, M.forbidden),
  })),
  ...(['gestor', 'professor'] as const).map((who): Scenario => ({
    name: `listAudiosMarcados: ${who} has no marks of their own to read (ACCESS: none) → 403`,
    as: who,
    request: get(marcadosPath(id(who))),
    expect: error(403, M.forbidden),
  })),
  ...callerDenials('listAudiosMarcados', get(marcadosPath(id('aluno')))),
  {
    name: 'registrarVisualizacao: the student marks a track of their course; it is listed; marking it again changes nothing',
    as: 'aluno',
    request: post('/registrar-visualizacao', { userId: id('aluno'), audioId: UNPLAYED }),
    expect: ok({ schema: registrarVisualizacao.response }),
    then: [
      {
        as: 'aluno',
        request: get(marcadosPath(id('aluno'))),
        expect: ok({ check: (a) => expect(markIds(a)).toEqual(sortedIds([...marksOf(id('aluno')), UNPLAYED])) }),
      },
      { as: 'aluno', request: post('/registrar-visualizacao', { userId: id('aluno'), audioId: UNPLAYED }), expect: ok() },
      {
        as: 'aluno',
        request: get(marcadosPath(id('aluno'), `cursoId=${C.cp_tr_curso_id}`)),
        expect: ok({
          check: (a) =>
            expect(markIds(a)).toEqual(
              sortedIds([...marksOf(id('aluno')).filter((m) => courseOfAudio(m) === C.cp_tr_curso_id), UNPLAYED]),
            ),
        }),
      },
      marksUnchanged('colega'),
    ],
  },
  {
    name: 'registrarVisualizacao: a track already played is marked once',
    as: 'aluno',
    request: post('/registrar-visualizacao', { userId: id('aluno'), audioId: marksOf(id('aluno'))[0] }),
    expect: ok(),
    then: [marksUnchanged('aluno')],
  },
  {
    name: "registrarVisualizacao: marking for someone else is 403 ('onlyOwnMarks'); nobody's marks change",
    as: 'aluno',
    request: post('/registrar-visualizacao', { userId: id('colega'), audioId: UNPLAYED }),
    expect: error(403, S.onlyOwnMarks),
    then: [marksUnchanged('colega'), marksUnchanged('aluno')],
  },
  {
    name: "registrarVisualizacao: a track of another course is 400 ('audioNotInCourse'); an unknown track too",
    as: 'aluno',
    request: post('/registrar-visualizacao', { userId: id('aluno'), audioId: OTHER_COURSE_AUDIO }),
    expect: error(400, S.audioNotInCourse),
    then: [
      {
        as: 'aluno',
        request: post('/registrar-visualizacao', { userId: id('aluno'), audioId: NO_SUCH_ID }),
        expect: error(400, S.audioNotInCourse),
      },
      marksUnchanged('aluno'),
    ],
  },
  ...(['gestor', 'diretor', 'secretaria', 'professor'] as const).map((who): Scenario => ({
    name: `registrarVisualizacao: ${who} marks nothing, neither for themself nor for the student (403)`,
    as: who,
    request: post('/registrar-visualizacao', { userId: id(who), audioId: UNPLAYED }),
    expect: error(403, M.forbidden),
    then: [
      {
        as: who,
        request: post('/registrar-visualizacao', { userId: id('aluno'), audioId: UNPLAYED }),
        expect: error(403, S.onlyOwnMarks),
      },
      marksUnchanged('aluno'),
    ],
  })),
  {
    name: "registrarVisualizacao: a student without a class has no course's tracks to mark (400)",
    as: 'semTurma',
    request: post('/registrar-visualizacao', { userId: id('semTurma'), audioId: UNPLAYED }),
    expect: error(400, S.audioNotInCourse),
    then: [marksUnchanged('semTurma')],
  },
  {
    name: 'registrarVisualizacao: a body without the track is 400',
    as: 'aluno',
    request: post('/registrar-visualizacao', { userId: id('aluno') }),
    expect: error(400, firstMessage(registrarVisualizacao.body!, { userId: id('aluno') })),
    then: [marksUnchanged('aluno')],
  },
  ...callerDenials('registrarVisualizacao', post('/registrar-visualizacao', { userId: id('aluno'), audioId: UNPLAYED }), [
    marksUnchanged('aluno'),
  ]),
];
