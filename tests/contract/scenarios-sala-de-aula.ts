/**
 * Contract scenarios of the classroom (docs/sala-de-aula.md), on every
 * backend: attendance (chamadas), grades (notas), lesson summaries (resumos),
 * the class's students, the CSV export, the course material and the played
 * audios. Every endpoint is played by every role on the demo student's class:
 * the Gestor, its school's director and secretary, its teacher, a teacher of
 * another class, staff of another school, the demo student, a classmate and a
 * student of another class.
 *
 * Expectations are computed from the seed both backends load (`SEED`) and
 * from ACCESS (`allows`, `scopeOf`), never copied from an answer: the rows a
 * role reads, in the history's order, paged with X-Total-Count; writes read
 * back by follow-up steps; every refusal followed by a step proving nothing
 * changed (the list as before).
 *
 * A record's facts are its class's school, its class and its student (the
 * backends read the school through the class). Who gets a class's list at
 * all: whoever reads every record of the class, and a student — their own
 * records, in any class (a student removed from a class keeps reading their
 * history there); anyone else is told the class does not exist (404). A
 * write in a class the caller sees but may not write is 403.
 */
import { SEED } from './people.ts';
import type { RequestSpec, Scenario } from './scenario.ts';
import { put } from './scenarios-kit.ts';
import { chamadaBody, notaBody, resumoBody, seededResumoEdit } from './sala-de-aula/kit.ts';
import { alunosScenarios, lifeScenarios } from './sala-de-aula/turma.ts';
import {
  chamadaCreateScenarios,
  chamadaEditScenarios,
  chamadaListScenarios,
  frequenciaScenarios,
  loteScenarios,
} from './sala-de-aula/chamadas.ts';
import { listaReadScenarios, listaSaveScenarios } from './sala-de-aula/lista.ts';
import { notaEditScenarios, notaListScenarios, notaWriteScenarios } from './sala-de-aula/notas.ts';
import { resumoCreateScenarios, resumoEditScenarios, resumoListScenarios } from './sala-de-aula/resumos.ts';
import { exportScenarios } from './sala-de-aula/exportar.ts';
import { cursoScenarios } from './sala-de-aula/curso.ts';
import { UNPLAYED, audioScenarios } from './sala-de-aula/audios-ouvidos.ts';

export { classroomFacts, seededRecordFacts } from './sala-de-aula/kit.ts';

export const SALA_ENDPOINTS = [
  'listTurmaAlunos',
  'listChamadas',
  'createChamada',
  'createChamadasLote',
  'getListaChamada',
  'saveListaChamada',
  'updateChamada',
  'deleteChamada',
  'listFrequencia',
  'listNotas',
  'createNota',
  'updateNota',
  'deleteNota',
  'listResumos',
  'createResumo',
  'updateResumo',
  'deleteResumo',
  'exportarSalaDeAula',
  'getTurmaCursoId',
  'getCursoMaterial',
  'listAudiosMarcados',
  'registrarVisualizacao',
] as const;

export const SALA_SCENARIOS: readonly Scenario[] = [
  ...alunosScenarios,
  ...chamadaListScenarios,
  ...frequenciaScenarios,
  ...chamadaCreateScenarios,
  ...loteScenarios,
  ...listaReadScenarios,
  ...listaSaveScenarios,
  ...chamadaEditScenarios,
  ...notaListScenarios,
  ...notaWriteScenarios,
  ...notaEditScenarios,
  ...resumoListScenarios,
  ...resumoCreateScenarios,
  ...resumoEditScenarios,
  ...exportScenarios,
  ...cursoScenarios,
  ...audioScenarios,
  ...lifeScenarios,
];

// ── For the ACCESS walk (./scenarios-access.ts) ────────────────────────

/** An edit of a seeded summary that leaves it as it is. */
export function resumoWalkEdit(resumoId: number): RequestSpec {
  const row = SEED.resumos.find((r) => r.cp_res_id === resumoId)!;
  return put(`/resumos/${resumoId}`, seededResumoEdit(row));
}

/** An edit of a seeded grade that leaves it as it is. */
export function notaWalkEdit(notaId: number): RequestSpec {
  const row = SEED.notas.find((n) => n.cp_nota_id === notaId)!;
  return put(`/notas/${notaId}`, { notaWorkbook: row.cp_nota_workbook, notaProva: row.cp_nota_prova });
}

/** An edit of a seeded attendance record that leaves it as it is. */
export function chamadaWalkEdit(chamadaId: number): RequestSpec {
  const row = SEED.chamadas.find((c) => c.cp_ch_id === chamadaId)!;
  return put(`/chamadas/${chamadaId}`, { status: row.cp_ch_status });
}

export const WALK = {
  chamadaBody,
  notaBody,
  resumoBody,
  unplayed: UNPLAYED,
};
