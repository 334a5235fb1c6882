/** The classroom's class: its students (GET /turmas/:id/alunos), and its life (a student leaves, the class is deleted). */
import { expect } from 'vitest';
import { AlunoEscola } from '../../../supabase/functions/_shared/contract/entities.ts';
import { SALA_MESSAGES as S } from '../../../supabase/functions/_shared/contract/sala-de-aula.ts';
import { NO_SUCH_ID, T, type PersonKey } from '../people.ts';
import type { Expectation, Scenario } from '../scenario.ts';
import { sendBytes, ticketFor, uploadIdAt } from '../scenarios-arquivos.ts';
import { callerDenials, del, error, get, id, M, ok, post, put } from '../scenarios-kit.ts';
import { formOf as turmaFormOf } from '../scenarios-turmas.ts';
import {
  C,
  CID,
  KIND,
  MEMBERS,
  ON_CLASS,
  type TurmaRow,
  alunosOf,
  chamadaBody,
  chamadasPath,
  chamadasUnchanged,
  exactRows,
  fileOf,
  frequenciaOf,
  gone,
  marksUnchanged,
  notaBody,
  notasPath,
  notasUnchanged,
  pdf,
  resumoBody,
  resumosPath,
  resumosUnchanged,
  served,
  wholeClassAnswer,
} from './kit.ts';
import { OTHER_STATUS, TARGET_CHAMADA, frequenciaPath, loteBody } from './chamadas.ts';
import { TARGET_NOTA } from './notas.ts';
import { TARGET_RESUMO } from './resumos.ts';
import { exportPath } from './exportar.ts';

// ── GET /turmas/:id/alunos ─────────────────────────────────────────────

/** The class's students (staff and its teacher); a student 403; a class the caller does not see 404. */
function alunosAnswer(who: PersonKey, turma: TurmaRow): Expectation {
  return wholeClassAnswer(who, 'chamadas', turma) ?? exactRows(AlunoEscola, alunosOf(turma.cp_tr_id), null);
}

export const alunosScenarios: Scenario[] = [
  ...ON_CLASS.map((who): Scenario => {
    const answer = alunosAnswer(who, C);
    return {
      name: `listTurmaAlunos: ${who} on the demo student's class → ${answer.status === 200 ? `its ${MEMBERS.length} students by name` : answer.status}`,
      as: who,
      request: get(`/turmas/${CID}/alunos`),
      expect: answer.status === 200 ? { ...answer, check: (a) => expect(a.body).toEqual(MEMBERS) } : answer,
    };
  }),
  {
    name: "listTurmaAlunos: the teacher's other class, a class of another school for the gestor; an unknown class and a bad id",
    as: 'professor',
    request: get(`/turmas/${T.outra.cp_tr_id}/alunos`),
    expect: alunosAnswer('professor', T.outra),
    then: [
      { as: 'gestor', request: get(`/turmas/${T.escola2.cp_tr_id}/alunos`), expect: alunosAnswer('gestor', T.escola2) },
      { as: 'diretor2', request: get(`/turmas/${T.escola2.cp_tr_id}/alunos`), expect: alunosAnswer('diretor2', T.escola2) },
      { as: 'gestor', request: get(`/turmas/${NO_SUCH_ID}/alunos`), expect: error(404, S.turmaNotFound) },
      { as: 'gestor', request: get('/turmas/abc/alunos'), expect: error(400, M.invalidId) },
    ],
  },
  ...callerDenials('listTurmaAlunos', get(`/turmas/${CID}/alunos`)),
];

// ── The class's life: a student leaves, the class is deleted ───────────

const withoutAluno = MEMBERS.map((m) => m.cp_id).filter((m) => m !== id('aluno'));
export const lifeScenarios: Scenario[] = [
  {
    name: 'a student removed from the class keeps their records: the teacher and staff still read them, the student their own; no new record for them',
    as: 'secretaria',
    request: put(`/update-turma/${CID}`, turmaFormOf(CID, { cp_tr_alunos: withoutAluno })),
    expect: ok(),
    then: [
      {
        as: 'professor',
        request: get(`/turmas/${CID}/alunos`),
        expect: ok({ check: (a) => expect(a.body).toEqual(MEMBERS.filter((m) => m.cp_id !== id('aluno'))) }),
      },
      chamadasUnchanged('professor'),
      chamadasUnchanged('secretaria'),
      notasUnchanged('professor'),
      chamadasUnchanged('aluno'),
      notasUnchanged('aluno'),
      { as: 'aluno', request: get(frequenciaPath(CID)), expect: ok({ body: [frequenciaOf(CID, id('aluno'))] }) },
      // The summaries are the class's: no longer theirs.
      { as: 'aluno', request: get(resumosPath(CID)), expect: error(404, S.turmaNotFound) },
      { as: 'professor', request: post('/chamadas', chamadaBody()), expect: error(400, S.notInClass) },
      { as: 'professor', request: post('/notas', notaBody()), expect: error(400, S.notInClass) },
      // The whole-class attendance no longer includes them.
      { as: 'professor', request: post('/chamadas/lote', loteBody()), expect: ok({ body: { count: withoutAluno.length } }) },
      chamadasUnchanged('aluno'),
    ],
  },
  {
    name: 'deleting a class deletes its attendance, grades and summaries: its lists are 404 and its records are gone',
    as: 'secretaria',
    request: del(`/delete-turma/${CID}`),
    expect: ok({ body: { msg: M.turmaDeleted } }),
    then: [
      { as: 'gestor', request: get(chamadasPath(CID)), expect: error(404, S.turmaNotFound) },
      { as: 'gestor', request: get(notasPath(CID)), expect: error(404, S.turmaNotFound) },
      { as: 'gestor', request: get(resumosPath(CID)), expect: error(404, S.turmaNotFound) },
      { as: 'gestor', request: get(frequenciaPath(CID)), expect: error(404, S.turmaNotFound) },
      { as: 'aluno', request: get(chamadasPath(CID)), expect: error(404, S.turmaNotFound) },
      { as: 'secretaria', request: get(exportPath(CID, 'notas')), expect: error(404, S.turmaNotFound) },
      {
        as: 'professor',
        request: put(`/chamadas/${TARGET_CHAMADA.cp_ch_id}`, { status: OTHER_STATUS }),
        expect: error(404, S.chamadaNotFound),
      },
      { as: 'professor', request: del(`/notas/${TARGET_NOTA.cp_nota_id}`), expect: error(404, S.notaNotFound) },
      { as: 'professor', request: del(`/resumos/${TARGET_RESUMO.cp_res_id}`), expect: error(404, S.resumoNotFound) },
      // Other classes keep theirs.
      chamadasUnchanged('gestor', T.outra.cp_tr_id),
      notasUnchanged('gestor', T.escola2.cp_tr_id),
      resumosUnchanged('gestor', T.doProfessorB.cp_tr_id),
      // The student's played tracks are theirs, not the class's.
      marksUnchanged('aluno'),
    ],
  },
  {
    name: "deleting a class removes its summaries' files from storage",
    as: 'professor',
    request: ticketFor(pdf('Aula 99.pdf'), KIND),
    expect: ok(),
    then: [
      { as: 'anon', request: sendBytes(0, pdf('Aula 99.pdf')), expect: ok() },
      { as: 'professor', request: (e) => post('/resumos', resumoBody({ arquivo: uploadIdAt(e, 0) })), expect: ok() }, // 2
      served((e) => fileOf(e, 2), pdf('Aula 99.pdf')),
      { as: 'secretaria', request: del(`/delete-turma/${CID}`), expect: ok() },
      gone((e) => fileOf(e, 2)),
    ],
  },
  {
    name: 'the spec’s GET /turmasComAlunos and GET /resumos/:chamadaId/:turmaId are not served (404)',
    as: 'professor',
    request: get('/turmasComAlunos'),
    expect: error(404, 'Rota não encontrada: GET /api/turmasComAlunos.'),
    then: [
      {
        as: 'aluno',
        request: get(`/resumos/${TARGET_CHAMADA.cp_ch_id}/${CID}`),
        expect: error(404, `Rota não encontrada: GET /api/resumos/${TARGET_CHAMADA.cp_ch_id}/${CID}.`),
      },
    ],
  },
];
