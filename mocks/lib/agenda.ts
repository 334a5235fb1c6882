/**
 * Agenda events (docs/agenda.md): the facts ACCESS judges an event by, its
 * answer with the names joined, and the contract's rules on its times
 * (rules/agenda.ts) as the create and the change refuse them. A class
 * event's school is read through its class, so a class moved to another
 * school takes its events with it, and an event of a class that is gone does
 * not exist (the database's cascades).
 */
import { AGENDA_MESSAGES, AGENDA_RESOURCE, type AgendaEvento } from '@contract';
import { eventTimesProblem, type EventoTimes } from '@contract/rules/agenda';
import { rowFacts, type Resource, type RowFacts } from '@contract/access';
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

/** 400 with the contract's text when the times break a rule (a change is checked merged). */
export function assertTimes(e: EventoTimes): void {
  const problem = eventTimesProblem(e);
  if (problem) throw badRequest(AGENDA_MESSAGES[problem]);
}
