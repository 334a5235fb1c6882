/**
 * Agenda rules (docs/agenda.md), pure and shared by both backends: the
 * window of days a list reads, what is wrong with an event's times, a change
 * merged over the stored event, and the school an event of a school's reach
 * is for. Times are local date-times to the minute ('YYYY-MM-DDTHH:MM'),
 * whose text order is their time order; the database compares them as
 * timestamps (tests/db/agenda.test.ts checks the window there).
 */
import type { Scope } from '../access.ts';

/** The day after an ISO day. */
export function nextDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/** The days [de, ate] (both included) as local date-times [from, until). */
export interface AgendaWindow {
  readonly from: string;
  readonly until: string;
}

export const agendaWindow = (de: string, ate: string): AgendaWindow => ({ from: `${de}T00:00`, until: `${nextDay(ate)}T00:00` });

/** Whether an event touches the window: it starts before the window ends and ends after it starts. */
export const inWindow = (e: { readonly cp_ev_inicio: string; readonly cp_ev_fim: string }, w: AgendaWindow): boolean =>
  e.cp_ev_inicio < w.until && e.cp_ev_fim > w.from;

/** An event's times as the rules check them (a change is checked merged over the stored event). */
export interface EventoTimes {
  readonly cp_ev_inicio: string;
  readonly cp_ev_fim: string;
  readonly cp_ev_dia_inteiro: boolean;
}

/**
 * What is wrong with an event's times (the key of its AGENDA_MESSAGES text),
 * or null: it must end after it starts, and an all-day event starts and ends
 * at midnight (its end is the midnight after its last day).
 */
export function eventTimesProblem(e: EventoTimes): 'endBeforeStart' | 'allDayTimes' | null {
  if (!(e.cp_ev_fim > e.cp_ev_inicio)) return 'endBeforeStart';
  if (e.cp_ev_dia_inteiro && (!e.cp_ev_inicio.endsWith('T00:00') || !e.cp_ev_fim.endsWith('T00:00'))) return 'allDayTimes';
  return null;
}

/** The fields a move, a resize or an edit may change. */
export interface EventoChanges extends EventoTimes {
  readonly cp_ev_titulo: string;
  readonly cp_ev_descricao: string | null;
}

/**
 * A change merged over the stored event: each field sent replaces the stored
 * one (a description sent as null clears it); the reach, school, class and
 * author are not among them.
 */
export function mergeEvento(
  current: EventoChanges,
  body: {
    readonly cp_ev_titulo?: string | undefined;
    readonly cp_ev_descricao?: string | null | undefined;
    readonly cp_ev_inicio?: string | undefined;
    readonly cp_ev_fim?: string | undefined;
    readonly cp_ev_dia_inteiro?: boolean | undefined;
  },
): EventoChanges {
  return {
    cp_ev_titulo: body.cp_ev_titulo ?? current.cp_ev_titulo,
    cp_ev_descricao: body.cp_ev_descricao === undefined ? current.cp_ev_descricao : body.cp_ev_descricao,
    cp_ev_inicio: body.cp_ev_inicio ?? current.cp_ev_inicio,
    cp_ev_fim: body.cp_ev_fim ?? current.cp_ev_fim,
    cp_ev_dia_inteiro: body.cp_ev_dia_inteiro ?? current.cp_ev_dia_inteiro,
  };
}

/**
 * The school a new event of the school's reach is for: the one the body
 * names, else the caller's own where they create in their school only
 * (directors and secretaries); null when there is none (400).
 */
export const eventSchool = (named: number | null | undefined, createScope: Scope, ownSchool: number | null): number | null =>
  named ?? (createScope === 'school' ? ownSchool : null);
