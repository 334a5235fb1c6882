/** The classroom scenarios' shared ground (see ../scenarios-sala-de-aula.ts): the seed as every backend answers it, requests and checks. */
import { expect } from 'vitest';
import {
  allows,
  may,
  rowFacts,
  scopeOf,
  type Resource,
  type RowFacts,
} from '../../../supabase/functions/_shared/contract/access.ts';
import type { FileKind } from '../../../supabase/functions/_shared/contract/arquivos.ts';
import { AlunoEscola, Chamada, Nota, Resumo } from '../../../supabase/functions/_shared/contract/entities.ts';
import type { AttendanceStatus } from '../../../supabase/functions/_shared/contract/constants.ts';
import { gradeAverage } from '../../../supabase/functions/_shared/contract/rules/notas.ts';
import { attendanceRate } from '../../../supabase/functions/_shared/contract/rules/sala-de-aula.ts';
import { Frequencia, SALA_MESSAGES as S } from '../../../supabase/functions/_shared/contract/sala-de-aula.ts';
import { compareNames } from '../../../supabase/functions/_shared/contract/text.ts';
import { callerOf, membersOfSeeded, SEED, T, type PersonKey } from '../people.ts';
import { fileBytes, type Answer, type Expectation, type FileSpec, type Step } from '../scenario.ts';
import { sendBytes, ticketFor } from '../scenarios-arquivos.ts';
import { bodyOf, error, get, id, M, ok, rowsOf, totalOf } from '../scenarios-kit.ts';

// ── The seed, as every backend answers it ──────────────────────────────

export type TurmaRow = (typeof SEED.turmas)[number];
type ClassResource = Extract<Resource, 'chamadas' | 'notas' | 'resumos'>;

/** The class every role is played on: the demo student's, taught by the demo teacher, in school 1. */
export const C = T.doAluno;
export const CID = C.cp_tr_id;

/** Everyone the scenarios act as on that class. */
export const ON_CLASS = [
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

export const turmaById = (turmaId: number): TurmaRow => {
  const turma = SEED.turmas.find((t) => t.cp_tr_id === turmaId);
  if (!turma) throw new Error(`No seeded class ${turmaId}`);
  return turma;
};
export const nameOf = (userId: number) => SEED.usuarios.find((u) => u.cp_id === userId)!.cp_nome;

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
export const writesIn = (who: PersonKey, resource: ClassResource, turma: TurmaRow) =>
  allows(resource, 'write', callerOf(who), classroomFacts(turma));
const selfScoped = (who: PersonKey, resource: ClassResource) => scopeOf(resource, 'read', callerOf(who).type) === 'self';
/** Whether `who` reads the class itself (ACCESS.turmas). */
export const turmaReadable = (who: PersonKey, turma: TurmaRow) =>
  allows('turmas', 'read', callerOf(who), rowFacts('turmas', turma));
/** Whether `who` reads every record of a class. */
export const readsWholeClass = (who: PersonKey, resource: ClassResource, turma: TurmaRow) =>
  reads(who, resource, classroomFacts(turma));
/** Whether a student has an attendance record or a grade in a class (as seeded). */
const holdsRecordIn = (who: PersonKey, turmaId: number) =>
  SEED.chamadas.some((c) => c.cp_ch_turma_id === turmaId && c.cp_ch_aluno_id === id(who)) ||
  SEED.notas.some((n) => n.cp_nota_turma_id === turmaId && n.cp_nota_aluno_id === id(who));
/**
 * Whether `who` gets a class's list of `resource` at all: a class they read
 * (then the records ACCESS lets them read in it), or — a `self` scope — one
 * they hold records in, in any class (a student who left keeps their history).
 */
export const listsIn = (who: PersonKey, resource: ClassResource, turma: TurmaRow) =>
  turmaReadable(who, turma) || (selfScoped(who, resource) && holdsRecordIn(who, turma.cp_tr_id));

/**
 * The answer to a new record in a class: 403 for a type that writes none,
 * 404 for a class the caller does not read, 403 for one not theirs to write.
 */
export function classWrite(who: PersonKey, resource: ClassResource, turma: TurmaRow, allowed: Expectation): Expectation {
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
export function wholeClassAnswer(who: PersonKey, resource: ClassResource, turma: TurmaRow): Expectation | null {
  const scope = scopeOf(resource, 'read', callerOf(who).type);
  if (scope === 'none' || scope === 'self') return error(403, M.forbidden);
  if (!turmaReadable(who, turma)) return error(404, S.turmaNotFound);
  return null;
}

/** The answer to a write on an existing record: 404 where it is not readable, 403 where it is read-only. */
export function recordWrite(
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
export const historyOrder = (a: Chamada, b: Chamada) =>
  b.cp_ch_data.localeCompare(a.cp_ch_data) ||
  b.cp_ch_hora.localeCompare(a.cp_ch_hora) ||
  compareNames(a.cp_nome_aluno, b.cp_nome_aluno) ||
  a.cp_ch_id - b.cp_ch_id;
export const chamadasOf = (turmaId: number): Chamada[] =>
  SEED.chamadas
    .filter((c) => c.cp_ch_turma_id === turmaId)
    .map(chamadaOf)
    .sort(historyOrder);
/** The attendance records of a class `who` reads, in the history's order. */
export const chamadasSeenBy = (who: PersonKey, turmaId: number) =>
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
export const notasOrder = (a: Nota, b: Nota) =>
  b.cp_nota_data.localeCompare(a.cp_nota_data) || compareNames(a.cp_nome_aluno, b.cp_nome_aluno) || a.cp_nota_id - b.cp_nota_id;
export const notasOf = (turmaId: number): Nota[] =>
  SEED.notas
    .filter((n) => n.cp_nota_turma_id === turmaId)
    .map(notaOf)
    .sort(notasOrder);
export const notasSeenBy = (who: PersonKey, turmaId: number) =>
  notasOf(turmaId).filter((n) => reads(who, 'notas', seededRecordFacts('notas', n)));

// Summaries: newest first (date, time, id), or the reverse.
type ResumoRow = (typeof SEED.resumos)[number];
const recentes = (a: ResumoRow, b: ResumoRow) =>
  b.cp_res_data.localeCompare(a.cp_res_data) || b.cp_res_hora.localeCompare(a.cp_res_hora) || b.cp_res_id - a.cp_res_id;
export const resumosOf = (turmaId: number, ordem: 'recentes' | 'antigos' = 'recentes'): ResumoRow[] => {
  const rows = SEED.resumos.filter((r) => r.cp_res_turma_id === turmaId).sort(recentes);
  return ordem === 'recentes' ? rows : rows.reverse();
};

/** One student's attendance in a class (rules/sala-de-aula.ts). */
export function frequenciaOf(turmaId: number, alunoId: number): Frequencia {
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
export const frequenciasOf = (turmaId: number): Frequencia[] =>
  [...new Set(chamadasOf(turmaId).map((c) => c.cp_ch_aluno_id))]
    .map((alunoId) => frequenciaOf(turmaId, alunoId))
    .sort((a, b) => compareNames(a.cp_nome_aluno, b.cp_nome_aluno) || a.cp_aluno_id - b.cp_aluno_id);

/** The current students of a class, by name (the pickers). */
export const alunosOf = (turmaId: number): AlunoEscola[] =>
  membersOfSeeded(turmaId)
    .map((alunoId) => ({ cp_id: alunoId, cp_nome: nameOf(alunoId), cp_turma_id: turmaId }))
    .sort((a, b) => compareNames(a.cp_nome, b.cp_nome) || a.cp_id - b.cp_id);

export const marksOf = (userId: number) => SEED.audiosOuvidos.filter((m) => m.cp_aluno_id === userId).map((m) => m.cp_audio_id);
export const courseOfAudio = (audioId: number) => SEED.audios.find((a) => a.cp_audio_id === audioId)!.cp_curso_id;

/** The class's numbers the scenarios lean on; a seed without them fails here, not in a confusing answer. */
export const CLASS_CHAMADAS = chamadasOf(CID);
export const CLASS_NOTAS = notasOf(CID);
export const CLASS_RESUMOS = resumosOf(CID);
export const MEMBERS = alunosOf(CID);
if (CLASS_CHAMADAS.length <= 10 || CLASS_NOTAS.length <= 10 || CLASS_RESUMOS.length < 3) {
  throw new Error('The classroom scenarios need a class with more than a page of attendance and grades, and summaries');
}
if (!MEMBERS.some((m) => m.cp_id === id('colega')) || !MEMBERS.some((m) => m.cp_id === id('aluno'))) {
  throw new Error('The demo student and their classmate must be current students of the class');
}

/** A day after every seeded record: a new record is listed first. */
export const NEW_DAY = `${new Date().getFullYear() + 1}-03-10`;
/** The day of the demo student's latest seeded attendance record (a duplicate of it is refused). */
export const SEEDED_DAY = CLASS_CHAMADAS.find((c) => c.cp_ch_aluno_id === id('aluno'))!.cp_ch_data;
export const SEEDED_NOTA_DAY = CLASS_NOTAS.find((n) => n.cp_nota_aluno_id === id('aluno'))!.cp_nota_data;

// ── Requests and shared checks ─────────────────────────────────────────

export const chamadasPath = (turmaId: number, query = 'pageSize=100') => `/chamadas/turma/${turmaId}${query ? `?${query}` : ''}`;
export const notasPath = (turmaId: number, query = 'pageSize=100') => `/notas/turma/${turmaId}${query ? `?${query}` : ''}`;
export const resumosPath = (turmaId: number, query = 'pageSize=100') => `/resumos/${turmaId}${query ? `?${query}` : ''}`;

export const chamadaIds = (a: Answer) => rowsOf<Chamada>(a).map((c) => c.cp_ch_id);
export const resumoIds = (a: Answer) => rowsOf<Resumo>(a).map((r) => r.cp_res_id);

/**
 * The answer is exactly these rows, in this order, each valid for the
 * schema; a list's total header counts `total` (null: not a paged list).
 */
export function exactRows<R>(
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
export const withoutToken = (r: Resumo): Resumo => ({ ...r, cp_res_arquivo: unsigned(r.cp_res_arquivo) });

/**
 * A seeded file as answered: a signed URL of its bucket on the mock (which
 * holds placeholder files), none on the Supabase backends (their storage
 * holds no seeded objects: docs/materiais.md, "Seed").
 */
export function seededFile(answered: string | null, bucket: string): void {
  if (answered !== null) expect(answered).toMatch(new RegExp(`/object/sign/${bucket}/`));
}

/** A summary as answered: its seeded fields; no file where it has none. */
function resumoMatches(row: Resumo, seeded: ResumoRow): void {
  expect(Resumo.safeParse(row).success, JSON.stringify(row)).toBe(true);
  expect({ ...row, cp_res_arquivo: null }).toEqual({ ...seeded, cp_res_arquivo: null });
  if (seeded.cp_res_arquivo === null) expect(row.cp_res_arquivo).toBeNull();
  else seededFile(row.cp_res_arquivo, 'resumos');
}
export const exactResumos = (rows: readonly ResumoRow[], total = rows.length): Expectation =>
  ok({
    check: (a) => {
      expect(resumoIds(a)).toEqual(rows.map((r) => r.cp_res_id));
      rowsOf<Resumo>(a).forEach((row, i) => resumoMatches(row, rows[i]!));
      expect(totalOf(a)).toBe(String(total));
    },
  });

/** The class's attendance history as seeded (as `who` reads it): nothing written, nothing removed. */
export const chamadasUnchanged = (who: PersonKey = 'professor', turmaId = CID): Step => ({
  as: who,
  request: get(chamadasPath(turmaId)),
  expect: exactRows(Chamada, chamadasSeenBy(who, turmaId)),
});
export const notasUnchanged = (who: PersonKey = 'professor', turmaId = CID): Step => ({
  as: who,
  request: get(notasPath(turmaId)),
  expect: exactRows(Nota, notasSeenBy(who, turmaId)),
});
export const resumosUnchanged = (who: PersonKey = 'professor', turmaId = CID): Step => ({
  as: who,
  request: get(resumosPath(turmaId)),
  expect: exactResumos(resumosOf(turmaId)),
});
export const marksUnchanged = (who: PersonKey): Step => ({
  as: who,
  request: get(`/audios-marcados/${id(who)}`),
  expect: ok({ check: (a) => expect(sortedIds(a.body as number[])).toEqual(sortedIds(marksOf(id(who)))) }),
});
export const sortedIds = (ids: readonly number[]) => [...ids].sort((x, y) => x - y);

export const createdChamada = (e: readonly Answer[], step: number) => bodyOf<{ cp_ch_id: number }>(e[step]!).cp_ch_id;
export const createdNota = (e: readonly Answer[], step: number) => bodyOf<{ cp_nota_id: number }>(e[step]!).cp_nota_id;
export const createdResumo = (e: readonly Answer[], step: number) => bodyOf<Resumo>(e[step]!).cp_res_id;

export const pdf = (name: string, size = 90): FileSpec => ({ name, type: 'application/pdf', content: 'pdf', size });
export const png = (name: string, size = 80): FileSpec => ({ name, type: 'image/png', content: 'png', size });
export const KIND: FileKind = 'resumo';

/** A ticket for `file` (kind resumo) and its bytes: the two steps of an upload. */
export const upload = (who: PersonKey, file: FileSpec): Step[] => [
  { as: who, request: ticketFor(file, KIND), expect: ok() },
  { as: 'anon', request: (e) => sendBytes(e.length - 1, file)(e), expect: ok() },
];

/** A signed URL from an earlier answer serves `file`, or no longer serves anything. */
export const served = (url: (e: readonly Answer[]) => string | null, file: FileSpec): Step => ({
  as: 'anon',
  request: (e) => ({ method: 'GET', url: url(e)! }),
  expect: ok({ contentType: file.type, check: (a) => expect(a.body).toEqual(fileBytes(file)) }),
});
export const gone = (url: (e: readonly Answer[]) => string | null): Step => ({
  as: 'anon',
  request: (e) => ({ method: 'GET', url: url(e)! }),
  expect: { status: [400, 404] },
});
export const fileOf = (e: readonly Answer[], step: number) => bodyOf<Resumo>(e[step]!).cp_res_arquivo;

export const chamadaBody = (changes: Record<string, unknown> = {}) => ({
  turmaId: CID,
  alunoId: id('aluno'),
  data: NEW_DAY,
  hora: '19:00',
  status: 'Ausente',
  ...changes,
});
export const notaBody = (changes: Record<string, unknown> = {}) => ({
  turmaId: CID,
  alunoId: id('aluno'),
  data: NEW_DAY,
  notaWorkbook: 7.5,
  notaProva: 8.4,
  ...changes,
});
export const resumoBody = (changes: Record<string, unknown> = {}) => ({
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
export const resumoEdit = (changes: Record<string, unknown> = {}) => {
  const { turmaId: _turmaId, ...rest } = resumoBody(changes);
  return rest;
};
/** The edit body of a seeded summary, unchanged but for `changes` (no file: seeded files need not be in storage). */
export const seededResumoEdit = (row: ResumoRow, changes: Record<string, unknown> = {}) => ({
  aula: row.cp_res_aula,
  resumo: row.cp_res_resumo,
  link: row.cp_res_link,
  linkYoutube: row.cp_res_link_youtube,
  data: row.cp_res_data,
  hora: row.cp_res_hora,
  arquivo: row.cp_res_arquivo === null ? null : { manter: true },
  ...changes,
});
