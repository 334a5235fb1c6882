/**
 * Agenda events (docs/agenda.md): the facts ACCESS judges an event by, its
 * answer with the names joined, and the rules on its times both the create
 * and the change check. A class event's school is read through its class, so
 * a class moved to another school takes its events with it, and an event of
 * a class that is gone does not exist (the database's cascades).
 */
import { AGENDA_MESSAGES, AGENDA_RESOURCE, type AgendaEvento } from '@contract';
import { compareNames } from '@contract/text';
import { rowFacts, type Resource, type RowFacts } from '@/domain/access';
import type { MockDb } from '../db/schema';
import type { AgendaEventoRow } from '../seed/rows';
import { badRequest } from './errors';
import { findTurma } from './sala-de-aula';

/** The ACCESS row of an event's reach. */
export const resourceOf = (row: Pick<AgendaEventoRow, 'cp_ev_escopo'>): Resource => AGENDA_RESOURCE[row.cp_ev_escopo];

/** An event as it stands: a class event takes its class's current school; one whose class is gone is no event. */
export function currentEvent(db: MockDb, row: AgendaEventoRow): AgendaEventoRow | undefined {
  if (row.cp_ev_escopo !== 'turma') return row;
  const turma = row.cp_ev_turma_id === null ? undefined : findTurma(db, row.cp_ev_turma_id);
  return turma ? { ...row, cp_ev_escola_id: turma.cp_tr_id_escola } : undefined;
}

/** Every event that exists, as it stands. */
export function currentEvents(db: MockDb): AgendaEventoRow[] {
  return db.agendaEventos.all().flatMap((row) => currentEvent(db, row) ?? []);
}

export const eventFacts = (row: AgendaEventoRow): RowFacts => rowFacts(resourceOf(row), row);

/** The event as answered: with its author's, school's and class's names. */
export function toEvento(db: MockDb, row: AgendaEventoRow): AgendaEvento {
  const autor = db.usuarios.findFirst((q) => q.where({ cp_id: row.cp_ev_autor_id }));
  const escola =
    row.cp_ev_escola_id === null ? undefined : db.escolas.findFirst((q) => q.where({ cp_ec_id: row.cp_ev_escola_id! }));
  const turma = row.cp_ev_turma_id === null ? undefined : findTurma(db, row.cp_ev_turma_id);
  return {
    ...row,
    cp_ev_autor_nome: autor?.cp_nome ?? '',
    cp_ev_escola_nome: escola?.cp_ec_nome ?? null,
    cp_ev_turma_nome: turma?.cp_tr_nome ?? null,
  };
}

/** The list's order: start, then title (the contract's name order), then id. */
export const agendaOrder = (a: AgendaEventoRow, b: AgendaEventoRow): number =>
  (a.cp_ev_inicio < b.cp_ev_inicio ? -1 : a.cp_ev_inicio > b.cp_ev_inicio ? 1 : 0) ||
  compareNames(a.cp_ev_titulo, b.cp_ev_titulo) ||
  a.cp_ev_id - b.cp_ev_id;

/** The day after an ISO day. */
export function nextDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/** Whether an event overlaps the days [de, ate] (both included). */
export const overlaps = (row: AgendaEventoRow, de: string, ate: string): boolean =>
  row.cp_ev_inicio < `${nextDay(ate)}T00:00` && row.cp_ev_fim > `${de}T00:00`;

/** 400 unless the event ends after it starts and, all day, starts and ends at midnight (a change is checked merged). */
export function assertTimes(e: Pick<AgendaEventoRow, 'cp_ev_inicio' | 'cp_ev_fim' | 'cp_ev_dia_inteiro'>): void {
  if (!(e.cp_ev_fim > e.cp_ev_inicio)) throw badRequest(AGENDA_MESSAGES.endBeforeStart);
  if (e.cp_ev_dia_inteiro && (!e.cp_ev_inicio.endsWith('T00:00') || !e.cp_ev_fim.endsWith('T00:00'))) {
    throw badRequest(AGENDA_MESSAGES.allDayTimes);
  }
}
