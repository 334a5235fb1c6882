/**
 * Classroom rules (docs/sala-de-aula.md), pure and shared by both backends and
 * the screens. SQL twins: private.frequencia_percentual (the classroom
 * migration), checked against attendanceRate by tests/db.
 */
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
  const text = typeof value === 'number' ? String(value).replace('.', ',') : value;
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
        formatGrade(r.cp_nota_workbook).replace('.', ','),
        formatGrade(r.cp_nota_prova).replace('.', ','),
        formatGrade(media).replace('.', ','),
        gradeLabel(media),
      ];
    }),
  ]);
}
