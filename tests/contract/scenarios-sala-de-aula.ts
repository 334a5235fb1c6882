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
import { expect } from 'vitest';
import {
  allows,
  may,
  rowFacts,
  scopeOf,
  type Resource,
  type RowFacts,
} from '../../supabase/functions/_shared/contract/access.ts';
import { contentProblem, FILE_MESSAGES, type FileKind } from '../../supabase/functions/_shared/contract/arquivos.ts';
import { CURSO_MESSAGES } from '../../supabase/functions/_shared/contract/cursos.ts';
import { AlunoEscola, Chamada, Curso, Nota, Resumo } from '../../supabase/functions/_shared/contract/entities.ts';
import type { AttendanceStatus } from '../../supabase/functions/_shared/contract/constants.ts';
import { gradeAverage } from '../../supabase/functions/_shared/contract/rules/notas.ts';
import { attendanceRate, chamadasCsv, notasCsv } from '../../supabase/functions/_shared/contract/rules/sala-de-aula.ts';
import {
  ChamadaQuery,
  createChamada,
  createChamadasLote,
  createNota,
  createResumo,
  exportarSalaDeAula,
  Frequencia,
  listAudiosMarcados,
  NotaQuery,
  registrarVisualizacao,
  ResumoQuery,
  SALA_MESSAGES as S,
  updateChamada,
  updateNota,
  updateResumo,
} from '../../supabase/functions/_shared/contract/sala-de-aula.ts';
import { compareNames, matchesWords } from '../../supabase/functions/_shared/contract/text.ts';
import { callerOf, membersOfSeeded, NO_SUCH_ID, P, SEED, T, type PersonKey } from './people.ts';
import {
  fileBytes,
  type Answer,
  type Expectation,
  type FileSpec,
  type RequestSpec,
  type Scenario,
  type Step,
} from './scenario.ts';
import { sendBytes, ticketFor, ticketOf } from './scenarios-arquivos.ts';
import { bodyOf, callerDenials, del, error, firstMessage, get, id, M, ok, post, put, rowsOf, totalOf } from './scenarios-kit.ts';
import { formOf as turmaFormOf } from './scenarios-turmas.ts';
import { editJson } from './scenarios-usuarios.ts';

export const SALA_ENDPOINTS = [
  'listTurmaAlunos',
  'listChamadas',
  'createChamada',
  'createChamadasLote',
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

// ── The seed, as every backend answers it ──────────────────────────────

type TurmaRow = (typeof SEED.turmas)[number];
type ClassResource = Extract<Resource, 'chamadas' | 'notas' | 'resumos'>;

/** The class every role is played on: the demo student's, taught by the demo teacher, in school 1. */
const C = T.doAluno;
const CID = C.cp_tr_id;

/** Everyone the scenarios act as on that class. */
const ON_CLASS = [
  'gestor',
  'diretor',
  'secretaria',
  'professor',
  'professorB',
  'diretor2',
  'secretaria2',
  'aluno',
  'colega',
  'outraTurma',
] as const satisfies readonly PersonKey[];

const turmaById = (turmaId: number): TurmaRow => {
  const turma = SEED.turmas.find((t) => t.cp_tr_id === turmaId);
  if (!turma) throw new Error(`No seeded class ${turmaId}`);
  return turma;
};
const nameOf = (userId: number) => SEED.usuarios.find((u) => u.cp_id === userId)!.cp_nome;

/** The facts of a record of a class about `owner`: the class's school, the class, the student. */
export function classroomFacts(turma: Pick<TurmaRow, 'cp_tr_id' | 'cp_tr_id_escola'>, owner: number | null = null): RowFacts {
  return { schoolId: turma.cp_tr_id_escola, classId: turma.cp_tr_id, ownerUserId: owner };
}

/** The facts of a seeded record of `resource` (its school read through its class). */
export function seededRecordFacts(resource: ClassResource, row: object): RowFacts {
  const facts = rowFacts(resource, row);
  return { ...facts, schoolId: turmaById(facts.classId!).cp_tr_id_escola };
}

const reads = (who: PersonKey, resource: Resource, facts: RowFacts) => allows(resource, 'read', callerOf(who), facts);
const writesIn = (who: PersonKey, resource: ClassResource, turma: TurmaRow) =>
  allows(resource, 'write', callerOf(who), classroomFacts(turma));
const selfScoped = (who: PersonKey, resource: ClassResource) => scopeOf(resource, 'read', callerOf(who).type) === 'self';
/** Whether `who` reads the class itself (ACCESS.turmas). */
const turmaReadable = (who: PersonKey, turma: TurmaRow) => allows('turmas', 'read', callerOf(who), rowFacts('turmas', turma));
/** Whether `who` reads every record of a class. */
const readsWholeClass = (who: PersonKey, resource: ClassResource, turma: TurmaRow) => reads(who, resource, classroomFacts(turma));
/** Whether a student has an attendance record or a grade in a class (as seeded). */
const holdsRecordIn = (who: PersonKey, turmaId: number) =>
  SEED.chamadas.some((c) => c.cp_ch_turma_id === turmaId && c.cp_ch_aluno_id === id(who)) ||
  SEED.notas.some((n) => n.cp_nota_turma_id === turmaId && n.cp_nota_aluno_id === id(who));
/**
 * Whether `who` gets a class's list of `resource` at all: a class they read
 * (then the records ACCESS lets them read in it), or — a `self` scope — one
 * they hold records in, in any class (a student who left keeps their history).
 */
const listsIn = (who: PersonKey, resource: ClassResource, turma: TurmaRow) =>
  turmaReadable(who, turma) || (selfScoped(who, resource) && holdsRecordIn(who, turma.cp_tr_id));

/**
 * The answer to a new record in a class: 403 for a type that writes none,
 * 404 for a class the caller does not read, 403 for one not theirs to write.
 */
function classWrite(who: PersonKey, resource: ClassResource, turma: TurmaRow, allowed: Expectation): Expectation {
  const caller = callerOf(who);
  if (!may(resource, 'create', caller.type, caller.grants)) return error(403, M.forbidden);
  if (!turmaReadable(who, turma)) return error(404, S.turmaNotFound);
  return writesIn(who, resource, turma) ? allowed : error(403, M.forbidden);
}

/**
 * A class's whole records (the student picker, the export): 403 for a type
 * that reads none or only their own (a student never sees a classmate's
 * name), 404 for a class the caller does not read.
 */
function wholeClassAnswer(who: PersonKey, resource: ClassResource, turma: TurmaRow): Expectation | null {
  const scope = scopeOf(resource, 'read', callerOf(who).type);
  if (scope === 'none' || scope === 'self') return error(403, M.forbidden);
  if (!turmaReadable(who, turma)) return error(404, S.turmaNotFound);
  return null;
}

/** The answer to a write on an existing record: 404 where it is not readable, 403 where it is read-only. */
function recordWrite(
  who: PersonKey,
  resource: ClassResource,
  facts: RowFacts,
  notFound: string,
  allowed: Expectation,
): Expectation {
  if (!reads(who, resource, facts)) return error(404, notFound);
  return allows(resource, 'write', callerOf(who), facts) ? allowed : error(403, M.forbidden);
}

// Attendance: date and time descending, then the student's name.
const chamadaOf = (row: (typeof SEED.chamadas)[number]): Chamada => ({ ...row, cp_nome_aluno: nameOf(row.cp_ch_aluno_id) });
const historyOrder = (a: Chamada, b: Chamada) =>
  b.cp_ch_data.localeCompare(a.cp_ch_data) ||
  b.cp_ch_hora.localeCompare(a.cp_ch_hora) ||
  compareNames(a.cp_nome_aluno, b.cp_nome_aluno) ||
  a.cp_ch_id - b.cp_ch_id;
const chamadasOf = (turmaId: number): Chamada[] =>
  SEED.chamadas
    .filter((c) => c.cp_ch_turma_id === turmaId)
    .map(chamadaOf)
    .sort(historyOrder);
/** The attendance records of a class `who` reads, in the history's order. */
const chamadasSeenBy = (who: PersonKey, turmaId: number) =>
  chamadasOf(turmaId).filter((c) => reads(who, 'chamadas', seededRecordFacts('chamadas', c)));

// Grades: date descending, then the student's name; the average by gradeAverage.
const notaOf = (row: (typeof SEED.notas)[number]): Nota => ({
  cp_nota_id: row.cp_nota_id,
  cp_nota_turma_id: row.cp_nota_turma_id,
  cp_nota_data: row.cp_nota_data,
  cp_nota_aluno_id: row.cp_nota_aluno_id,
  cp_nome_aluno: nameOf(row.cp_nota_aluno_id),
  cp_nota_workbook: row.cp_nota_workbook,
  cp_nota_prova: row.cp_nota_prova,
  cp_nota_media: gradeAverage(row.cp_nota_workbook, row.cp_nota_prova),
});
const notasOrder = (a: Nota, b: Nota) =>
  b.cp_nota_data.localeCompare(a.cp_nota_data) || compareNames(a.cp_nome_aluno, b.cp_nome_aluno) || a.cp_nota_id - b.cp_nota_id;
const notasOf = (turmaId: number): Nota[] =>
  SEED.notas
    .filter((n) => n.cp_nota_turma_id === turmaId)
    .map(notaOf)
    .sort(notasOrder);
const notasSeenBy = (who: PersonKey, turmaId: number) =>
  notasOf(turmaId).filter((n) => reads(who, 'notas', seededRecordFacts('notas', n)));

// Summaries: newest first (date, time, id), or the reverse.
type ResumoRow = (typeof SEED.resumos)[number];
const recentes = (a: ResumoRow, b: ResumoRow) =>
  b.cp_res_data.localeCompare(a.cp_res_data) || b.cp_res_hora.localeCompare(a.cp_res_hora) || b.cp_res_id - a.cp_res_id;
const resumosOf = (turmaId: number, ordem: 'recentes' | 'antigos' = 'recentes'): ResumoRow[] => {
  const rows = SEED.resumos.filter((r) => r.cp_res_turma_id === turmaId).sort(recentes);
  return ordem === 'recentes' ? rows : rows.reverse();
};

/** One student's attendance in a class (rules/sala-de-aula.ts). */
function frequenciaOf(turmaId: number, alunoId: number): Frequencia {
  const own = chamadasOf(turmaId).filter((c) => c.cp_ch_aluno_id === alunoId);
  const count = (s: AttendanceStatus) => own.filter((c) => c.cp_ch_status === s).length;
  const presentes = count('Presente');
  const justificados = count('Justificado');
  return {
    cp_aluno_id: alunoId,
    cp_nome_aluno: nameOf(alunoId),
    presentes,
    ausentes: count('Ausente'),
    justificados,
    total: own.length,
    percentual: attendanceRate(presentes, justificados, own.length),
  };
}
/** Every student with records in a class, by name. */
const frequenciasOf = (turmaId: number): Frequencia[] =>
  [...new Set(chamadasOf(turmaId).map((c) => c.cp_ch_aluno_id))]
    .map((alunoId) => frequenciaOf(turmaId, alunoId))
    .sort((a, b) => compareNames(a.cp_nome_aluno, b.cp_nome_aluno) || a.cp_aluno_id - b.cp_aluno_id);

/** The current students of a class, by name (the pickers). */
const alunosOf = (turmaId: number): AlunoEscola[] =>
  membersOfSeeded(turmaId)
    .map((alunoId) => ({ cp_id: alunoId, cp_nome: nameOf(alunoId), cp_turma_id: turmaId }))
    .sort((a, b) => compareNames(a.cp_nome, b.cp_nome) || a.cp_id - b.cp_id);

const marksOf = (userId: number) => SEED.audiosOuvidos.filter((m) => m.cp_aluno_id === userId).map((m) => m.cp_audio_id);
const courseOfAudio = (audioId: number) => SEED.audios.find((a) => a.cp_audio_id === audioId)!.cp_curso_id;

/** The class's numbers the scenarios lean on; a seed without them fails here, not in a confusing answer. */
const CLASS_CHAMADAS = chamadasOf(CID);
const CLASS_NOTAS = notasOf(CID);
const CLASS_RESUMOS = resumosOf(CID);
const MEMBERS = alunosOf(CID);
if (CLASS_CHAMADAS.length <= 10 || CLASS_NOTAS.length <= 10 || CLASS_RESUMOS.length < 3) {
  throw new Error('The classroom scenarios need a class with more than a page of attendance and grades, and summaries');
}
if (!MEMBERS.some((m) => m.cp_id === id('colega')) || !MEMBERS.some((m) => m.cp_id === id('aluno'))) {
  throw new Error('The demo student and their classmate must be current students of the class');
}

/** A day after every seeded record: a new record is listed first. */
const NEW_DAY = `${new Date().getFullYear() + 1}-03-10`;
/** The day of the demo student's latest seeded attendance record (a duplicate of it is refused). */
const SEEDED_DAY = CLASS_CHAMADAS.find((c) => c.cp_ch_aluno_id === id('aluno'))!.cp_ch_data;
const SEEDED_NOTA_DAY = CLASS_NOTAS.find((n) => n.cp_nota_aluno_id === id('aluno'))!.cp_nota_data;

// ── Requests and shared checks ─────────────────────────────────────────

const chamadasPath = (turmaId: number, query = 'pageSize=100') => `/chamadas/turma/${turmaId}${query ? `?${query}` : ''}`;
const notasPath = (turmaId: number, query = 'pageSize=100') => `/notas/turma/${turmaId}${query ? `?${query}` : ''}`;
const resumosPath = (turmaId: number, query = 'pageSize=100') => `/resumos/${turmaId}${query ? `?${query}` : ''}`;

const chamadaIds = (a: Answer) => rowsOf<Chamada>(a).map((c) => c.cp_ch_id);
const resumoIds = (a: Answer) => rowsOf<Resumo>(a).map((r) => r.cp_res_id);

/**
 * The answer is exactly these rows, in this order, each valid for the
 * schema; a list's total header counts `total` (null: not a paged list).
 */
function exactRows<R>(
  schema: { safeParse(v: unknown): { success: boolean } },
  rows: readonly R[],
  total: number | null = rows.length,
): Expectation {
  return ok({
    check: (a) => {
      expect(a.body).toEqual(rows);
      for (const row of rowsOf(a)) expect(schema.safeParse(row).success, JSON.stringify(row)).toBe(true);
      if (total !== null) expect(totalOf(a)).toBe(String(total));
    },
  });
}

/** A signed URL without its token (each answer signs anew). */
const unsigned = (url: string | null) => (url === null ? null : url.replace(/\?.*$/, ''));
const withoutToken = (r: Resumo): Resumo => ({ ...r, cp_res_arquivo: unsigned(r.cp_res_arquivo) });

/**
 * A seeded file as answered: a signed URL of its bucket on the mock (which
 * holds placeholder files), none on the Supabase backends (their storage
 * holds no seeded objects: docs/materiais.md, "Seed").
 */
function seededFile(answered: string | null, bucket: string): void {
  if (answered !== null) expect(answered).toMatch(new RegExp(`/object/sign/${bucket}/`));
}

/** A summary as answered: its seeded fields; no file where it has none. */
function resumoMatches(row: Resumo, seeded: ResumoRow): void {
  expect(Resumo.safeParse(row).success, JSON.stringify(row)).toBe(true);
  expect({ ...row, cp_res_arquivo: null }).toEqual({ ...seeded, cp_res_arquivo: null });
  if (seeded.cp_res_arquivo === null) expect(row.cp_res_arquivo).toBeNull();
  else seededFile(row.cp_res_arquivo, 'resumos');
}
const exactResumos = (rows: readonly ResumoRow[], total = rows.length): Expectation =>
  ok({
    check: (a) => {
      expect(resumoIds(a)).toEqual(rows.map((r) => r.cp_res_id));
      rowsOf<Resumo>(a).forEach((row, i) => resumoMatches(row, rows[i]!));
      expect(totalOf(a)).toBe(String(total));
    },
  });

/** The class's attendance history as seeded (as `who` reads it): nothing written, nothing removed. */
const chamadasUnchanged = (who: PersonKey = 'professor', turmaId = CID): Step => ({
  as: who,
  request: get(chamadasPath(turmaId)),
  expect: exactRows(Chamada, chamadasSeenBy(who, turmaId)),
});
const notasUnchanged = (who: PersonKey = 'professor', turmaId = CID): Step => ({
  as: who,
  request: get(notasPath(turmaId)),
  expect: exactRows(Nota, notasSeenBy(who, turmaId)),
});
const resumosUnchanged = (who: PersonKey = 'professor', turmaId = CID): Step => ({
  as: who,
  request: get(resumosPath(turmaId)),
  expect: exactResumos(resumosOf(turmaId)),
});
const marksUnchanged = (who: PersonKey): Step => ({
  as: who,
  request: get(`/audios-marcados/${id(who)}`),
  expect: ok({ check: (a) => expect(sortedIds(a.body as number[])).toEqual(sortedIds(marksOf(id(who)))) }),
});
const sortedIds = (ids: readonly number[]) => [...ids].sort((x, y) => x - y);

const createdChamada = (e: readonly Answer[], step: number) => bodyOf<{ cp_ch_id: number }>(e[step]!).cp_ch_id;
const createdNota = (e: readonly Answer[], step: number) => bodyOf<{ cp_nota_id: number }>(e[step]!).cp_nota_id;
const createdResumo = (e: readonly Answer[], step: number) => bodyOf<Resumo>(e[step]!).cp_res_id;

const pdf = (name: string, size = 90): FileSpec => ({ name, type: 'application/pdf', content: 'pdf', size });
const png = (name: string, size = 80): FileSpec => ({ name, type: 'image/png', content: 'png', size });
const KIND: FileKind = 'resumo';
const uploadIdAt = (e: readonly Answer[], step: number) => ticketOf(e[step]!).uploadId;

/** A ticket for `file` (kind resumo) and its bytes: the two steps of an upload. */
const upload = (who: PersonKey, file: FileSpec): Step[] => [
  { as: who, request: ticketFor(file, KIND), expect: ok() },
  { as: 'anon', request: (e) => sendBytes(e.length - 1, file)(e), expect: ok() },
];

/** A signed URL from an earlier answer serves `file`, or no longer serves anything. */
const served = (url: (e: readonly Answer[]) => string | null, file: FileSpec): Step => ({
  as: 'anon',
  request: (e) => ({ method: 'GET', url: url(e)! }),
  expect: ok({ contentType: file.type, check: (a) => expect(a.body).toEqual(fileBytes(file)) }),
});
const gone = (url: (e: readonly Answer[]) => string | null): Step => ({
  as: 'anon',
  request: (e) => ({ method: 'GET', url: url(e)! }),
  expect: { status: [400, 404] },
});
const fileOf = (e: readonly Answer[], step: number) => bodyOf<Resumo>(e[step]!).cp_res_arquivo;

const chamadaBody = (changes: Record<string, unknown> = {}) => ({
  turmaId: CID,
  alunoId: id('aluno'),
  data: NEW_DAY,
  hora: '19:00',
  status: 'Ausente',
  ...changes,
});
const notaBody = (changes: Record<string, unknown> = {}) => ({
  turmaId: CID,
  alunoId: id('aluno'),
  data: NEW_DAY,
  notaWorkbook: 7.5,
  notaProva: 8.4,
  ...changes,
});
const resumoBody = (changes: Record<string, unknown> = {}) => ({
  turmaId: CID,
  aula: 'Aula 99',
  resumo: 'Revisão de Present Perfect com exercícios de fixação.',
  link: 'www.bbc.co.uk/learningenglish',
  linkYoutube: 'https://www.youtube.com/watch?v=abcdefghijk',
  data: NEW_DAY,
  hora: '20:30',
  arquivo: null,
  ...changes,
});
/** The edit body of a summary (the create body without the class). */
const resumoEdit = (changes: Record<string, unknown> = {}) => {
  const { turmaId: _turmaId, ...rest } = resumoBody(changes);
  return rest;
};
/** The edit body of a seeded summary, unchanged but for `changes` (no file: seeded files need not be in storage). */
const seededResumoEdit = (row: ResumoRow, changes: Record<string, unknown> = {}) => ({
  aula: row.cp_res_aula,
  resumo: row.cp_res_resumo,
  link: row.cp_res_link,
  linkYoutube: row.cp_res_link_youtube,
  data: row.cp_res_data,
  hora: row.cp_res_hora,
  arquivo: row.cp_res_arquivo === null ? null : { manter: true },
  ...changes,
});

// ── GET /turmas/:id/alunos ─────────────────────────────────────────────

/** The class's students (staff and its teacher); a student 403; a class the caller does not see 404. */
function alunosAnswer(who: PersonKey, turma: TurmaRow): Expectation {
  return wholeClassAnswer(who, 'chamadas', turma) ?? exactRows(AlunoEscola, alunosOf(turma.cp_tr_id), null);
}

const alunosScenarios: Scenario[] = [
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

// ── GET /chamadas/turma/:id ────────────────────────────────────────────

const chamadaListScenarios: Scenario[] = [
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

const frequenciaPath = (turmaId: number) => `/chamadas/turma/${turmaId}/frequencia`;

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

const frequenciaScenarios: Scenario[] = [
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

const newChamada = (e: readonly Answer[], step: number, body = chamadaBody()): Chamada => ({
  cp_ch_id: createdChamada(e, step),
  cp_ch_turma_id: body.turmaId as number,
  cp_ch_aluno_id: body.alunoId as number,
  cp_nome_aluno: nameOf(body.alunoId as number),
  cp_ch_data: body.data as string,
  cp_ch_hora: body.hora as string,
  cp_ch_status: body.status as AttendanceStatus,
});

const chamadaCreateScenarios: Scenario[] = [
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

const loteBody = (changes: Record<string, unknown> = {}) => ({
  turmaId: CID,
  data: NEW_DAY,
  hora: '19:00',
  status: 'Presente',
  ...changes,
});
const namesJoined = (ids: readonly number[]) => ids.map(nameOf).sort(compareNames).join(', ');

const loteScenarios: Scenario[] = [
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
const TARGET_CHAMADA = CLASS_CHAMADAS.find((c) => c.cp_ch_aluno_id === id('aluno'))!;
const OTHER_STATUS: AttendanceStatus = TARGET_CHAMADA.cp_ch_status === 'Justificado' ? 'Presente' : 'Justificado';
const chamadaFacts = seededRecordFacts('chamadas', TARGET_CHAMADA);
/** A record of a class of another school. */
const CHAMADA_ESCOLA2 = chamadasOf(T.escola2.cp_tr_id)[0]!;

const chamadaEditScenarios: Scenario[] = [
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

// ── Grades ─────────────────────────────────────────────────────────────

const notaListScenarios: Scenario[] = [
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

const notaWriteScenarios: Scenario[] = [
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

const TARGET_NOTA = CLASS_NOTAS.find((n) => n.cp_nota_aluno_id === id('aluno'))!;
const notaFacts = seededRecordFacts('notas', TARGET_NOTA);
const NOTA_EDIT = { notaWorkbook: 6.3, notaProva: 7 };
const NOTA_ESCOLA2 = notasOf(T.escola2.cp_tr_id)[0]!;

const notaEditScenarios: Scenario[] = [
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

const resumoListScenarios: Scenario[] = [
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

const resumoCreateScenarios: Scenario[] = [
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
const TARGET_RESUMO = CLASS_RESUMOS.find((r) => r.cp_res_arquivo === null) ?? CLASS_RESUMOS[0]!;
const resumoFacts = seededRecordFacts('resumos', TARGET_RESUMO);
const RESUMO_ESCOLA2 = resumosOf(T.escola2.cp_tr_id)[0]!;

const resumoEditScenarios: Scenario[] = [
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

// ── GET /turmas/:id/exportar ───────────────────────────────────────────

/** A student's name that a spreadsheet would run as a formula (CSV injection). */
const FORMULA_NAME = '=HIPERLINK("http://x";"y")';

const exportPath = (turmaId: number, tipo: string) => `/turmas/${turmaId}/exportar?tipo=${tipo}`;

/** The CSV of a class's whole history (the list's order), as rules/sala-de-aula.ts writes it. */
const csvOf = (turmaId: number, tipo: 'chamadas' | 'notas') =>
  tipo === 'chamadas' ? chamadasCsv(chamadasOf(turmaId)) : notasCsv(notasOf(turmaId));

function exportAnswer(who: PersonKey, turma: TurmaRow, tipo: 'chamadas' | 'notas'): Expectation {
  const refused = wholeClassAnswer(who, tipo, turma);
  if (refused) return refused;
  const csv = csvOf(turma.cp_tr_id, tipo);
  return ok({
    check: (a) => {
      const body = bodyOf<{ arquivo: string; csv: string }>(a);
      expect(exportarSalaDeAula.response.safeParse(body).success).toBe(true);
      expect(body.arquivo).toMatch(/\.csv$/);
      expect(body.csv).toBe(csv);
    },
  });
}

const exportScenarios: Scenario[] = [
  ...(['chamadas', 'notas'] as const).flatMap((tipo) =>
    ON_CLASS.map((who): Scenario => {
      const answer = exportAnswer(who, C, tipo);
      return {
        name: `exportarSalaDeAula: ${who} exports the class's ${tipo} → ${answer.status === 200 ? "the seed's records as CSV" : answer.status}`,
        as: who,
        request: get(exportPath(CID, tipo)),
        expect: answer,
      };
    }),
  ),
  {
    name: "exportarSalaDeAula: the CSV is pt-BR: a header row, ';' between fields, decimal comma, CRLF lines, one line per record",
    as: 'professor',
    request: get(exportPath(CID, 'notas')),
    expect: ok({
      check: (a) => {
        const lines = bodyOf<{ csv: string }>(a).csv.split('\r\n');
        expect(lines[0]).toBe('Data;Aluno;Workbook;Prova;Média;Conceito');
        expect(lines.length).toBe(CLASS_NOTAS.length + 2); // the header, the rows, the final CRLF
        expect(lines.at(-1)).toBe('');
        const first = CLASS_NOTAS[0]!;
        expect(lines[1]!.split(';').slice(2, 4)).toEqual([
          first.cp_nota_workbook.toFixed(1).replace('.', ','),
          first.cp_nota_prova.toFixed(1).replace('.', ','),
        ]);
      },
    }),
    then: [
      {
        as: 'professor',
        request: get(exportPath(CID, 'chamadas')),
        expect: ok({
          check: (a) => {
            const lines = bodyOf<{ csv: string }>(a).csv.split('\r\n');
            expect(lines[0]).toBe('Data;Hora;Aluno;Status');
            expect(lines.length).toBe(CLASS_CHAMADAS.length + 2);
            const [d, m, y] = lines[1]!.split(';')[0]!.split('/');
            expect(`${y}-${m}-${d}`).toBe(CLASS_CHAMADAS[0]!.cp_ch_data);
          },
        }),
      },
    ],
  },
  {
    name: 'exportarSalaDeAula: a name that would run as a formula in a spreadsheet is neutralised (a leading apostrophe)',
    as: 'secretaria',
    request: put(`/edit-user/${id('colega')}`, editJson('colega', { cp_nome: FORMULA_NAME })),
    expect: ok(),
    then: [
      {
        as: 'professor',
        request: get(exportPath(CID, 'chamadas')),
        expect: ok({
          check: (a) => {
            const csv = bodyOf<{ csv: string }>(a).csv;
            const renamed = CLASS_CHAMADAS.map((c) =>
              c.cp_ch_aluno_id === id('colega') ? { ...c, cp_nome_aluno: FORMULA_NAME } : c,
            ).sort(historyOrder);
            expect(csv).toBe(chamadasCsv(renamed));
            expect(csv).toContain(`"'=HIPERLINK(""http://x"";""y"")"`);
          },
        }),
      },
    ],
  },
  {
    name: 'exportarSalaDeAula: the export follows a new record',
    as: 'professor',
    request: post('/chamadas', chamadaBody()),
    expect: ok(),
    then: [
      {
        as: 'professor',
        request: get(exportPath(CID, 'chamadas')),
        expect: ok({
          check: (a, e) => expect(bodyOf<{ csv: string }>(a).csv).toBe(chamadasCsv([newChamada(e, 0), ...CLASS_CHAMADAS])),
        }),
      },
    ],
  },
  {
    name: 'exportarSalaDeAula: tipo is required and must be chamadas or notas; an unknown class 404',
    as: 'professor',
    request: get(`/turmas/${CID}/exportar`),
    expect: error(400, firstMessage(exportarSalaDeAula.query!, {})),
    then: [
      {
        as: 'professor',
        request: get(exportPath(CID, 'resumos')),
        expect: error(400, firstMessage(exportarSalaDeAula.query!, { tipo: 'resumos' })),
      },
      { as: 'gestor', request: get(exportPath(NO_SUCH_ID, 'chamadas')), expect: error(404, S.turmaNotFound) },
      { as: 'gestor', request: get('/turmas/abc/exportar?tipo=notas'), expect: error(400, M.invalidId) },
    ],
  },
  ...callerDenials('exportarSalaDeAula', get(exportPath(CID, 'chamadas'))),
];

// ── GET /curso-id-da-turma/:turmaId and GET /curso-material/:courseId ──

const cursoOf = (cursoId: number) => SEED.cursos.find((c) => c.cp_curso_id === cursoId)!;
const PDFS = ['cp_pdf1_curso', 'cp_pdf2_curso', 'cp_pdf3_curso'] as const;

/** Whether `who` reads a course's files (its tracks and PDFs): ACCESS.audios, a student only their class's course. */
function readsCourseFiles(who: PersonKey, cursoId: number): boolean {
  const caller = callerOf(who);
  const scope = scopeOf('audios', 'read', caller.type);
  if (scope === 'all') return true;
  return scope === 'enrolled' && caller.classId !== null && turmaById(caller.classId).cp_tr_curso_id === cursoId;
}

/** A course as the classroom answers it: its fields, each PDF a signed URL of the pdfs-cursos bucket for who reads its files. */
const cursoAnswer = (who: PersonKey, cursoId: number): Expectation =>
  ok({
    schema: Curso,
    body: {
      cp_curso_id: cursoId,
      cp_nome_curso: cursoOf(cursoId).cp_nome_curso,
      cp_youtube_link_curso: cursoOf(cursoId).cp_youtube_link_curso,
    },
    check: (a) => {
      const c = bodyOf<Curso>(a);
      for (const slot of PDFS) {
        if (cursoOf(cursoId)[slot] === null || !readsCourseFiles(who, cursoId)) expect(c[slot]).toBeNull();
        else seededFile(c[slot], 'pdfs-cursos');
      }
    },
  });
/** A course with every kind of slot: a video and at least one PDF. */
const CURSO_COM_PDF = SEED.cursos.find(
  (c) => c.cp_pdf1_curso !== null && c.cp_pdf3_curso === null && c.cp_youtube_link_curso !== null,
)!;

const cursoScenarios: Scenario[] = [
  ...ON_CLASS.map((who): Scenario => {
    const readable = turmaReadable(who, C);
    return {
      name: `getTurmaCursoId: ${who} → ${readable ? "the class's course" : '404'}`,
      as: who,
      request: get(`/curso-id-da-turma/${CID}`),
      expect: readable ? ok({ body: { cp_tr_curso_id: C.cp_tr_curso_id } }) : error(404, S.turmaNotFound),
    };
  }),
  {
    name: 'getTurmaCursoId: the student of another class gets theirs; an unknown class 404; a bad id 400',
    as: 'outraTurma',
    request: get(`/curso-id-da-turma/${T.outra.cp_tr_id}`),
    expect: ok({ body: { cp_tr_curso_id: T.outra.cp_tr_curso_id } }),
    then: [
      { as: 'gestor', request: get(`/curso-id-da-turma/${NO_SUCH_ID}`), expect: error(404, S.turmaNotFound) },
      { as: 'gestor', request: get('/curso-id-da-turma/abc'), expect: error(400, M.invalidId) },
    ],
  },
  ...callerDenials('getTurmaCursoId', get(`/curso-id-da-turma/${CID}`)),
  ...ON_CLASS.map((who): Scenario => ({
    name: `getCursoMaterial: ${who} reads the course's video${readsCourseFiles(who, C.cp_tr_curso_id) ? ' and PDFs (signed URLs)' : ', not its files (not their class’s course)'}`,
    as: who,
    request: get(`/curso-material/${C.cp_tr_curso_id}`),
    expect: cursoAnswer(who, C.cp_tr_curso_id),
  })),
  {
    name: 'getCursoMaterial: a course with empty slots answers them null; another course’s files are not the student’s; an unknown course 404; a bad id 400',
    as: 'diretor',
    request: get(`/curso-material/${CURSO_COM_PDF.cp_curso_id}`),
    expect: cursoAnswer('diretor', CURSO_COM_PDF.cp_curso_id),
    then: [
      {
        as: 'aluno',
        request: get(`/curso-material/${CURSO_COM_PDF.cp_curso_id}`),
        expect: cursoAnswer('aluno', CURSO_COM_PDF.cp_curso_id),
      },
      { as: 'aluno', request: get(`/curso-material/${NO_SUCH_ID}`), expect: error(404, CURSO_MESSAGES.notFound) },
      { as: 'aluno', request: get('/curso-material/abc'), expect: error(400, M.invalidId) },
    ],
  },
  {
    name: "getCursoMaterial: a course PDF the gestor uploads is signed for the class's student and served; a student of another course gets none",
    as: 'gestor',
    request: ticketFor(pdf('Livro do aluno.pdf', 120), 'pdfCurso'),
    expect: ok(),
    then: [
      { as: 'anon', request: sendBytes(0, pdf('Livro do aluno.pdf', 120)), expect: ok() },
      {
        as: 'gestor',
        request: (e) =>
          put(`/update-curso/${C.cp_tr_curso_id}`, {
            cp_youtube_link_curso: cursoOf(C.cp_tr_curso_id).cp_youtube_link_curso,
            pdfs: [uploadIdAt(e, 0)],
            audios: [],
            remover: [],
          }),
        expect: ok(),
      },
      {
        as: 'aluno',
        request: get(`/curso-material/${C.cp_tr_curso_id}`),
        expect: ok({
          schema: Curso,
          check: (a) => {
            const c = bodyOf<Curso>(a);
            expect(c.cp_pdf1_curso).toMatch(/\/object\/sign\/pdfs-cursos\//);
            expect([c.cp_pdf2_curso, c.cp_pdf3_curso]).toEqual([null, null]);
          },
        }),
      }, // 3
      served((e) => bodyOf<Curso>(e[3]!).cp_pdf1_curso, pdf('Livro do aluno.pdf', 120)),
      {
        as: 'outraTurma',
        request: get(`/curso-material/${C.cp_tr_curso_id}`),
        expect: ok({ body: { cp_pdf1_curso: readsCourseFiles('outraTurma', C.cp_tr_curso_id) ? expect.any(String) : null } }),
      },
    ],
  },
  ...callerDenials('getCursoMaterial', get(`/curso-material/${C.cp_tr_curso_id}`)),
];

// ── Played audios ──────────────────────────────────────────────────────

const COURSE_AUDIOS = SEED.audios.filter((a) => a.cp_curso_id === C.cp_tr_curso_id).map((a) => a.cp_audio_id);
/** A track of the demo student's course they have not played yet. */
const UNPLAYED = COURSE_AUDIOS.find((audioId) => !marksOf(id('aluno')).includes(audioId));
/** A track of a course that is not the demo student's. */
const OTHER_COURSE_AUDIO = SEED.audios.find((a) => a.cp_curso_id !== C.cp_tr_curso_id)!.cp_audio_id;
if (UNPLAYED === undefined || marksOf(id('aluno')).length === 0) {
  throw new Error("The played-audio scenarios need the demo student to have played some, but not all, of their course's tracks");
}

const marcadosPath = (userId: number, query = '') => `/audios-marcados/${userId}${query ? `?${query}` : ''}`;
const markIds = (a: Answer) => sortedIds(a.body as number[]);

const audioScenarios: Scenario[] = [
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

// ── The class's life: a student leaves, the class is deleted ───────────

const withoutAluno = MEMBERS.map((m) => m.cp_id).filter((m) => m !== id('aluno'));
const lifeScenarios: Scenario[] = [
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

export const SALA_SCENARIOS: readonly Scenario[] = [
  ...alunosScenarios,
  ...chamadaListScenarios,
  ...frequenciaScenarios,
  ...chamadaCreateScenarios,
  ...loteScenarios,
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
