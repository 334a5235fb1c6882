/**
 * The classroom's forms as pure functions (spec section 5, "Grades" and
 * "Attendance"): their empty values, their checks — each refusal is one of the
 * spec's messages (shown as a toast) plus the fields to mark — and the bodies
 * they send.
 */
import type { AttendanceStatus } from '@contract/constants';
import type { Nota, Resumo } from '@contract/entities';
import { type ResumoBody, SALA_MESSAGES } from '@contract/sala-de-aula';
import { formatGrade, GRADE_MAX, GRADE_MIN, isGradeStep } from '@contract/rules/notas';
import { parseDecimal } from '@contract/numbers';
import { toIsoDay } from '@contract/dates';
import { NOTA_FIELD_NUMBER, NOTA_FIELD_RANGE, NOTA_FIELD_STEP, REQUIRED_FIELD } from './sala-messages';

/** A refusal: the spec's message for the toast, and a short note under each field to fix. */
export interface Refusal<F extends string> {
  readonly ok: false;
  readonly message: string;
  readonly errors: Partial<Record<F, string>>;
}

/** The local day and time of `now` (`YYYY-MM-DD`, `HH:MM`): a new record's default (spec section 4). */
export function nowLocal(now: Date = new Date()): { data: string; hora: string } {
  const hh = String(now.getHours()).padStart(2, '0');
  const mm = String(now.getMinutes()).padStart(2, '0');
  return { data: toIsoDay(now), hora: `${hh}:${mm}` };
}

function missing<F extends string>(values: Readonly<Record<F, string>>, fields: readonly F[]): Partial<Record<F, string>> {
  return Object.fromEntries(fields.filter((f) => values[f].trim() === '').map((f) => [f, REQUIRED_FIELD])) as Partial<
    Record<F, string>
  >;
}

// ── Attendance ─────────────────────────────────────────────────────────

export type ChamadaMode = 'individual' | 'turma';

export interface ChamadaValues {
  readonly modo: ChamadaMode;
  /** The picked student's id, '' for none. */
  readonly alunoId: string;
  readonly data: string;
  readonly hora: string;
  readonly status: AttendanceStatus;
}

export type ChamadaField = 'alunoId' | 'data' | 'hora' | 'status';

/** A new attendance: the whole class's roll call (the daily task) at now, Presente. */
export function initialChamada(now: Date = new Date()): ChamadaValues {
  return { modo: 'turma', alunoId: '', ...nowLocal(now), status: 'Presente' };
}

export type ChamadaCheck =
  | {
      readonly ok: true;
      readonly modo: 'individual';
      readonly alunoId: number;
      readonly data: string;
      readonly hora: string;
      readonly status: AttendanceStatus;
    }
  | { readonly ok: true; readonly modo: 'turma'; readonly data: string; readonly hora: string; readonly status: AttendanceStatus }
  | Refusal<ChamadaField>;

/** Student (one-student mode), date, time and status are required; the whole class needs students. */
export function checkChamada(values: ChamadaValues, studentCount: number): ChamadaCheck {
  const fields: ChamadaField[] =
    values.modo === 'individual' ? ['alunoId', 'data', 'hora', 'status'] : ['data', 'hora', 'status'];
  const errors = missing<ChamadaField>(values, fields);
  if (Object.keys(errors).length > 0) return { ok: false, message: SALA_MESSAGES.required, errors };
  const { data, hora, status } = values;
  if (values.modo === 'turma') {
    if (studentCount === 0) return { ok: false, message: SALA_MESSAGES.noStudents, errors: {} };
    return { ok: true, modo: 'turma', data, hora, status };
  }
  return { ok: true, modo: 'individual', alunoId: Number(values.alunoId), data, hora, status };
}

// ── Grades ─────────────────────────────────────────────────────────────

export interface NotaValues {
  readonly alunoId: string;
  readonly data: string;
  readonly workbook: string;
  readonly prova: string;
}

export type NotaField = keyof NotaValues;

/** A new grade (today, no student), or the grade being edited. */
export function initialNota(nota: Nota | null, now: Date = new Date()): NotaValues {
  if (nota) {
    return {
      alunoId: String(nota.cp_nota_aluno_id),
      data: nota.cp_nota_data,
      workbook: formatGrade(nota.cp_nota_workbook),
      prova: formatGrade(nota.cp_nota_prova),
    };
  }
  return { alunoId: '', data: toIsoDay(now), workbook: '', prova: '' };
}

export type NotaCheck =
  | {
      readonly ok: true;
      readonly alunoId: number;
      readonly data: string;
      readonly notaWorkbook: number;
      readonly notaProva: number;
    }
  | Refusal<NotaField>;

/** What is wrong with one typed grade, as the note under its field; null when it is a grade. */
function gradeProblem(value: number | null): string | null {
  if (value === null) return NOTA_FIELD_NUMBER;
  if (value < GRADE_MIN || value > GRADE_MAX) return NOTA_FIELD_RANGE;
  return isGradeStep(value) ? null : NOTA_FIELD_STEP;
}

/**
 * The spec's order: a student (when creating), then both grades, then their
 * range (0–10) — a text that is no number ('abc', '8,5,1') is out of it —
 * then their step (one decimal); the date is required too (it defaults to
 * today). Grades are read as a Brazilian types them ('8,5' or '8.5':
 * parseDecimal).
 */
export function checkNota(values: NotaValues, editing: boolean): NotaCheck {
  if (!editing && values.alunoId === '') {
    return { ok: false, message: SALA_MESSAGES.studentRequired, errors: { alunoId: REQUIRED_FIELD } };
  }
  const empty = missing<NotaField>(values, ['workbook', 'prova']);
  if (Object.keys(empty).length > 0) return { ok: false, message: SALA_MESSAGES.gradesRequired, errors: empty };
  const workbook = parseDecimal(values.workbook);
  const prova = parseDecimal(values.prova);
  const problems = { workbook: gradeProblem(workbook), prova: gradeProblem(prova) };
  const errors = Object.fromEntries(Object.entries(problems).filter(([, p]) => p !== null)) as Partial<Record<NotaField, string>>;
  const stepOnly = Object.values(errors).every((p) => p === NOTA_FIELD_STEP);
  if (workbook === null || prova === null || Object.keys(errors).length > 0) {
    return { ok: false, message: stepOnly ? SALA_MESSAGES.gradeStep : SALA_MESSAGES.gradeRange, errors };
  }
  if (values.data.trim() === '') return { ok: false, message: SALA_MESSAGES.required, errors: { data: REQUIRED_FIELD } };
  return { ok: true, alunoId: Number(values.alunoId), data: values.data, notaWorkbook: workbook, notaProva: prova };
}

// ── Lesson summaries ───────────────────────────────────────────────────

export interface ResumoValues {
  readonly aula: string;
  readonly resumo: string;
  readonly link: string;
  readonly linkYoutube: string;
  readonly data: string;
  readonly hora: string;
}

export type ResumoField = keyof ResumoValues;

/** A new summary (now, empty), or the summary being edited. */
export function initialResumo(resumo: Resumo | null, now: Date = new Date()): ResumoValues {
  if (resumo) {
    return {
      aula: resumo.cp_res_aula,
      resumo: resumo.cp_res_resumo,
      link: resumo.cp_res_link ?? '',
      linkYoutube: resumo.cp_res_link_youtube ?? '',
      data: resumo.cp_res_data,
      hora: resumo.cp_res_hora,
    };
  }
  return { aula: '', resumo: '', link: '', linkYoutube: '', ...nowLocal(now) };
}

/** Aula, resumo, date and time are required (the contract's ResumoBody). */
export function checkResumo(values: ResumoValues): { readonly ok: true } | Refusal<ResumoField> {
  const errors = missing<ResumoField>(values, ['aula', 'resumo', 'data', 'hora']);
  return Object.keys(errors).length > 0 ? { ok: false, message: SALA_MESSAGES.required, errors } : { ok: true };
}

/** What becomes of the summary's file: a new upload, the current one kept, or none. */
export type ResumoArquivoChoice = { readonly uploadId: string } | 'manter' | null;

export function resumoBody(values: ResumoValues, arquivo: ResumoArquivoChoice): Omit<ResumoBody, 'turmaId'> {
  const optional = (text: string) => (text.trim() === '' ? null : text.trim());
  return {
    aula: values.aula.trim(),
    resumo: values.resumo.trim(),
    link: optional(values.link),
    linkYoutube: optional(values.linkYoutube),
    data: values.data,
    hora: values.hora,
    arquivo: arquivo === null ? null : arquivo === 'manter' ? { manter: true } : arquivo.uploadId,
  };
}
