/**
 * The roll call as pure functions (docs/sala-de-aula.md, "The roll call"):
 * each current student's line — the status chosen on screen, else the one
 * recorded that day, else Presente (spec section 4's default) — the tally,
 * and the body one save sends.
 */
import type { AttendanceStatus } from '@contract/constants';
import type { ListaChamadaBody, ListaChamadaItem } from '@contract/sala-de-aula';
import { parseIsoDay } from '@contract/dates';

/** The statuses chosen on screen and not saved yet, by student id. */
export type ListaChoices = Readonly<Record<number, AttendanceStatus>>;

export interface ListaLine {
  readonly alunoId: number;
  readonly nome: string;
  /** What the line shows and a save sends. */
  readonly status: AttendanceStatus;
  /** The student's record that day, if any. */
  readonly recorded: { readonly hora: string; readonly status: AttendanceStatus } | null;
  /** A recorded status the save will change. */
  readonly changed: boolean;
}

export const DEFAULT_STATUS: AttendanceStatus = 'Presente';

export function listaLines(rows: readonly ListaChamadaItem[], choices: ListaChoices): ListaLine[] {
  return rows.map((row) => {
    const recorded =
      row.cp_ch_status !== null && row.cp_ch_hora !== null ? { hora: row.cp_ch_hora, status: row.cp_ch_status } : null;
    const status = choices[row.cp_aluno_id] ?? recorded?.status ?? DEFAULT_STATUS;
    return {
      alunoId: row.cp_aluno_id,
      nome: row.cp_nome_aluno,
      status,
      recorded,
      changed: recorded !== null && recorded.status !== status,
    };
  });
}

export interface ListaTally {
  readonly presentes: number;
  readonly justificados: number;
  readonly ausentes: number;
}

export function listaTallyOf(lines: readonly ListaLine[]): ListaTally {
  const count = (s: AttendanceStatus) => lines.filter((l) => l.status === s).length;
  return { presentes: count('Presente'), justificados: count('Justificado'), ausentes: count('Ausente') };
}

/** Whether the day has any record already (a save then updates them). */
export const listaHasRecords = (lines: readonly ListaLine[]): boolean => lines.some((l) => l.recorded !== null);

/** What a save sends: the day, the time new records get, and every line's status. */
export function listaBody(lines: readonly ListaLine[], data: string, hora: string): ListaChamadaBody {
  return { data, hora, alunos: lines.map((l) => ({ alunoId: l.alunoId, status: l.status })) };
}

/** A day the roll call can be read for (`YYYY-MM-DD`, as a date field gives it). */
export const isListaDay = (data: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(data) && parseIsoDay(data) !== null;
