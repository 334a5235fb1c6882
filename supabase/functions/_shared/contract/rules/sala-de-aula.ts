/**
 * Classroom rules (docs/sala-de-aula.md), pure and shared by both backends and
 * the screens. SQL twins: private.frequencia_percentual (the classroom
 * migration), checked against attendanceRate, and the api's attendance
 * statement, checked against frequencias, by tests/db/sala-de-aula.test.ts.
 */
import type { Scope } from '../access.ts';
import type { AttendanceStatus } from '../constants.ts';
import { SALA_MESSAGES, type Frequencia } from '../sala-de-aula.ts';
import { formatCsvNumber } from '../numbers.ts';
import { formatGrade, gradeAverage, gradeLabel } from './notas.ts';

/**
 * Attendance rate in whole percent: lessons attended (Presente) plus excused
 * absences (Justificado, "falta abonada") over every recorded lesson, rounded
 * half up; null when nothing is recorded yet.
 */
export function attendanceRate(presentes: number, justificados: number, total: number): number | null {
  if (total <= 0) return null;
  return Math.floor(((presentes + justificados) * 100) / total + 0.5);
}

/** One attendance record as the per-student tally reads it. */
export interface FrequenciaRecord {
  readonly cp_ch_aluno_id: number;
  readonly cp_nome_aluno: string;
  readonly cp_ch_status: string;
}

/** The count of each status in a student's attendance line (Frequencia). */
export const FREQUENCIA_COUNTS = {
  presentes: 'Presente',
  ausentes: 'Ausente',
  justificados: 'Justificado',
} as const satisfies Record<string, AttendanceStatus>;

/**
 * Each student's attendance over their records: the count of each status, the
 * total and attendanceRate, one line per student in the order they first
 * appear (a list sorts them with FREQUENCIA_ORDER).
 */
export function frequencias(records: readonly FrequenciaRecord[]): Frequencia[] {
  const counters = Object.entries(FREQUENCIA_COUNTS) as [keyof typeof FREQUENCIA_COUNTS, string][];
  const perStudent = new Map<number, Frequencia>();
  for (const r of records) {
    const f = perStudent.get(r.cp_ch_aluno_id) ?? {
      cp_aluno_id: r.cp_ch_aluno_id,
      cp_nome_aluno: r.cp_nome_aluno,
      presentes: 0,
      ausentes: 0,
      justificados: 0,
      total: 0,
      percentual: null,
    };
    for (const [counter, status] of counters) if (r.cp_ch_status === status) f[counter]++;
    f.total++;
    perStudent.set(r.cp_ch_aluno_id, f);
  }
  return [...perStudent.values()].map((f) => ({ ...f, percentual: attendanceRate(f.presentes, f.justificados, f.total) }));
}

/**
 * Whether a read scope over a class's records reaches all of them, as the
 * pickers and the exports need: a type that reads none, or only their own
 * (a student never sees a classmate's name), does not.
 */
export const readsWholeClass = (scope: Scope): boolean => scope !== 'none' && scope !== 'self';

/** The progress bar: the rounded percentage of the course's audios marked as played (0 for a course with none). */
export function audioProgress(marked: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.floor((marked * 100) / total + 0.5));
}

/** A summary link as shown: an address without http(s):// gets http:// (spec section 5). */
export function linkHref(link: string): string {
  const trimmed = link.trim();
  return /^https?:\/\//i.test(trimmed) ? trimmed : `http://${trimmed}`;
}

/** CSV for spreadsheet programs in pt-BR: ';' between fields, decimal comma, CRLF lines (the BOM is added when saved). */
export const CSV_SEPARATOR = ';';
export const CSV_BOM = '\uFEFF';

function csvField(value: string | number | null): string {
  if (value === null) return '';
  const text = typeof value === 'number' ? formatCsvNumber(value) : value;
  // A leading =, +, - or @ would run as a formula in a spreadsheet (CSV injection).
  const safe = /^[=+\-@\t\r]/.test(text) && typeof value === 'string' ? `'${text}` : text;
  return /[";\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows as CSV text (without the BOM): the first row is the header. */
export function toCsv(rows: readonly (readonly (string | number | null)[])[]): string {
  return rows.map((row) => row.map(csvField).join(CSV_SEPARATOR)).join('\r\n') + '\r\n';
}

/** A day as pt-BR shows it (DD/MM/AAAA) from AAAA-MM-DD. */
export function brDay(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
}

export interface CsvChamada {
  readonly cp_ch_data: string;
  readonly cp_ch_hora: string;
  readonly cp_nome_aluno: string;
  readonly cp_ch_status: string;
}

export interface CsvNota {
  readonly cp_nota_data: string;
  readonly cp_nome_aluno: string;
  readonly cp_nota_workbook: number;
  readonly cp_nota_prova: number;
}

export const CSV_HEADERS = {
  chamadas: ['Data', 'Hora', 'Aluno', 'Status'],
  notas: ['Data', 'Aluno', 'Workbook', 'Prova', 'Média', 'Conceito'],
} as const;

export function chamadasCsv(rows: readonly CsvChamada[]): string {
  return toCsv([CSV_HEADERS.chamadas, ...rows.map((r) => [brDay(r.cp_ch_data), r.cp_ch_hora, r.cp_nome_aluno, r.cp_ch_status])]);
}

export function notasCsv(rows: readonly CsvNota[]): string {
  return toCsv([
    CSV_HEADERS.notas,
    ...rows.map((r) => {
      const media = gradeAverage(r.cp_nota_workbook, r.cp_nota_prova);
      return [
        brDay(r.cp_nota_data),
        r.cp_nome_aluno,
        formatGrade(r.cp_nota_workbook),
        formatGrade(r.cp_nota_prova),
        formatGrade(media),
        gradeLabel(media),
      ];
    }),
  ]);
}

/** The exported file's name: its kind, the class and the day (`chamadas-12-2026-03-01.csv`). */
export const exportFileName = (tipo: string, turmaId: number, today: string): string => `${tipo}-${turmaId}-${today}.csv`;

/** A summary form's file: a new upload's id, `{ manter: true }` (keep the stored one), or null (none). */
export type ResumoArquivoInput = string | { readonly manter: true } | null;

/** The new upload a summary form names (checked before the write, claimed with it), or null. */
export const resumoUpload = (arquivo: ResumoArquivoInput): string | null => (typeof arquivo === 'string' ? arquivo : null);

/** The file a summary holds after a save: the new upload's checked path, the stored one kept, or none. */
export function resumoArquivo(arquivo: ResumoArquivoInput, uploadedPath: string | null, stored: string | null): string | null {
  if (arquivo === null) return null;
  return typeof arquivo === 'string' ? uploadedPath : stored;
}

/** A summary form's fields as stored, with `arquivo` the file it holds (a path or null); an absent link is null. */
export function resumoFields(
  body: {
    readonly data: string;
    readonly hora: string;
    readonly aula: string;
    readonly resumo: string;
    readonly link?: string | null | undefined;
    readonly linkYoutube?: string | null | undefined;
  },
  arquivo: string | null,
) {
  return {
    cp_res_data: body.data,
    cp_res_hora: body.hora,
    cp_res_aula: body.aula,
    cp_res_resumo: body.resumo,
    cp_res_link: body.link ?? null,
    cp_res_link_youtube: body.linkYoutube ?? null,
    cp_res_arquivo: arquivo,
  };
}

// ── The roll call ──────────────────────────────────────────────────────

/** A current student of a class, as the roll call reads them (by name, ALUNO_ORDER). */
export interface ListaMember {
  readonly cp_id: number;
  readonly cp_nome: string;
}

/** A student's status as the roll call sends it. */
export interface ListaEntry {
  readonly alunoId: number;
  readonly status: AttendanceStatus;
}

/** Why a roll call is refused (nothing is written), or each current student's status in the class's order. */
export type ListaCheck =
  | { readonly ok: true; readonly entries: readonly { readonly alunoId: number; readonly status: AttendanceStatus }[] }
  | { readonly ok: false; readonly status: 400 | 409; readonly msg: string };

/**
 * A roll call against the class's current students, both backends' rule: a
 * class without students is 400 'Nenhum aluno encontrado nesta turma.'; a
 * student who is not a current one is 400 (notInClass); a current student
 * missing from it — the class changed since it was opened — is 409 naming
 * them. Otherwise every current student's status, in the members' order.
 */
export function checkListaChamada(members: readonly ListaMember[], alunos: readonly ListaEntry[]): ListaCheck {
  if (members.length === 0) return { ok: false, status: 400, msg: SALA_MESSAGES.noStudents };
  const sent = new Map(alunos.map((a) => [a.alunoId, a.status]));
  const current = new Set(members.map((m) => m.cp_id));
  if (alunos.some((a) => !current.has(a.alunoId))) return { ok: false, status: 400, msg: SALA_MESSAGES.notInClass };
  const missing = members.filter((m) => !sent.has(m.cp_id));
  if (missing.length > 0) return { ok: false, status: 409, msg: SALA_MESSAGES.listaMissing(missing.map((m) => m.cp_nome)) };
  return { ok: true, entries: members.map((m) => ({ alunoId: m.cp_id, status: sent.get(m.cp_id)! })) };
}
