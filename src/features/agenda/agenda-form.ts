/**
 * The 'Cadastrar Evento' form as pure functions (spec section 8; docs/agenda.md):
 * which reaches a person may pick (ACCESS, never a role check), the first
 * one offered by default, the spec's check (title and date required, the
 * description optional) plus ours (the school for the gestor's school event,
 * the class of a class event), and the body it sends: an all-day event of the
 * chosen day.
 */
import {
  AGENDA_ESCOPOS,
  AGENDA_LIMITS,
  AGENDA_MESSAGES,
  AGENDA_RESOURCE,
  type AgendaEscopo,
  type AgendaEvento,
  type EventoCreate,
  type EventoUpdate,
} from '@contract/agenda';
import type { UserType } from '@contract/constants';
import { may, scopeOf } from '@contract/access';
import { allDayRange, dayOf, shiftDays } from './agenda-dates';

export interface EventoFormValues {
  readonly titulo: string;
  readonly descricao: string;
  /** 'YYYY-MM-DD', '' for none. */
  readonly data: string;
  readonly escopo: AgendaEscopo;
  /** The picked school's id ('' none): the gestor's school event. */
  readonly escolaId: string;
  /** The picked class's id ('' none): a class event. */
  readonly turmaId: string;
}

export type EventoField = 'titulo' | 'data' | 'escolaId' | 'turmaId';

/** The reaches a type may create, widest first (AGENDA_ESCOPOS' order). */
export function escoposFor(type: UserType): AgendaEscopo[] {
  return AGENDA_ESCOPOS.filter((escopo) => may(AGENDA_RESOURCE[escopo], 'create', type));
}

/**
 * The widest reach offered: the network for the gestor, the school for its
 * staff, the class for a teacher, 'Somente eu' for a student.
 */
export function defaultEscopo(type: UserType): AgendaEscopo {
  return escoposFor(type)[0] ?? 'pessoal';
}

/** Whether a school event needs its school picked: only who writes every school's (staff get their own). */
export function picksEscola(type: UserType): boolean {
  return scopeOf(AGENDA_RESOURCE.escola, 'create', type) === 'all';
}

export function initialEvento(type: UserType, data = ''): EventoFormValues {
  return { titulo: '', descricao: '', data, escopo: defaultEscopo(type), escolaId: '', turmaId: '' };
}

export type EventoCheck =
  | { readonly ok: true; readonly body: EventoCreate }
  | { readonly ok: false; readonly message: string; readonly errors: Partial<Record<EventoField, true>> };

/** The spec's check first (its one message for the title and the date), then the reach's choice. */
export function checkEvento(values: EventoFormValues, type: UserType): EventoCheck {
  const titulo = values.titulo.trim();
  const missing: Partial<Record<EventoField, true>> = {};
  if (titulo === '') missing.titulo = true;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.data)) missing.data = true;
  if (missing.titulo || missing.data) return { ok: false, message: AGENDA_MESSAGES.preencha, errors: missing };
  if (values.escopo === 'escola' && picksEscola(type) && values.escolaId === '') {
    return { ok: false, message: AGENDA_MESSAGES.escolaRequired, errors: { escolaId: true } };
  }
  if (values.escopo === 'turma' && values.turmaId === '') {
    return { ok: false, message: AGENDA_MESSAGES.turmaRequired, errors: { turmaId: true } };
  }
  const descricao = values.descricao.trim();
  return {
    ok: true,
    body: {
      cp_ev_titulo: titulo.slice(0, AGENDA_LIMITS.titulo),
      cp_ev_descricao: descricao === '' ? null : descricao,
      ...allDayRange(values.data),
      cp_ev_dia_inteiro: true,
      cp_ev_escopo: values.escopo,
      ...(values.escopo === 'escola' && values.escolaId !== '' ? { cp_ev_escola_id: Number(values.escolaId) } : {}),
      ...(values.escopo === 'turma' ? { cp_ev_turma_id: Number(values.turmaId) } : {}),
    },
  };
}

/** The form of an event being edited: its texts and first day (its reach is fixed). */
export function eventoToForm(evento: AgendaEvento): EventoFormValues {
  return {
    titulo: evento.cp_ev_titulo,
    descricao: evento.cp_ev_descricao ?? '',
    data: dayOf(evento.cp_ev_inicio),
    escopo: evento.cp_ev_escopo,
    escolaId: evento.cp_ev_escola_id === null ? '' : String(evento.cp_ev_escola_id),
    turmaId: evento.cp_ev_turma_id === null ? '' : String(evento.cp_ev_turma_id),
  };
}

export type EventoEditCheck =
  | { readonly ok: true; readonly changes: EventoUpdate }
  | { readonly ok: false; readonly message: string; readonly errors: Partial<Record<EventoField, true>> };

/**
 * An edit: the spec's check (title and date), then the changes — the title,
 * the description, and a new first day moves the whole event (its length and
 * its hours stay, as a drop in the month view does).
 */
export function checkEventoEdit(values: EventoFormValues, evento: AgendaEvento): EventoEditCheck {
  const titulo = values.titulo.trim();
  const missing: Partial<Record<EventoField, true>> = {};
  if (titulo === '') missing.titulo = true;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.data)) missing.data = true;
  if (missing.titulo || missing.data) return { ok: false, message: AGENDA_MESSAGES.preencha, errors: missing };
  const descricao = values.descricao.trim();
  return {
    ok: true,
    changes: {
      cp_ev_titulo: titulo.slice(0, AGENDA_LIMITS.titulo),
      cp_ev_descricao: descricao === '' ? null : descricao,
      ...(values.data === dayOf(evento.cp_ev_inicio) ? {} : shiftDays(evento, values.data)),
    },
  };
}

/**
 * Whether the caller may move, resize or delete an event. The list answers
 * only events the caller reads, and for every reach whoever reads an event
 * and may write that reach at all may write that event (ACCESS: each reach's
 * write scope is its read scope, or none) — so the type's `may` decides.
 */
export function mayChange(evento: Pick<AgendaEvento, 'cp_ev_escopo'>, type: UserType): boolean {
  return may(AGENDA_RESOURCE[evento.cp_ev_escopo], 'write', type);
}
