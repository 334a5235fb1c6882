/**
 * The agenda's dates as pure functions (docs/agenda.md): an event's times are
 * local date-times 'YYYY-MM-DDTHH:MM' without a zone; all-day events run from
 * 00:00 of their first day to 00:00 after their last (end exclusive, as
 * react-big-calendar draws them). Arithmetic is done on the strings' own
 * calendar (minutes since an epoch, read as UTC), so no time zone or daylight
 * saving change can shift an event.
 */
import type { AgendaEvento, EventoUpdate } from '@contract/agenda';
import { toIsoDay } from '@contract/dates';

export type AgendaView = 'month' | 'week' | 'day';
export const AGENDA_VIEWS: readonly AgendaView[] = ['month', 'week', 'day'];

/** The calendar's weeks start on Sunday, as Brazilian calendars do. */
export const WEEK_STARTS_ON = 0;

const MINUTES_PER_DAY = 24 * 60;
/** An all-day event dropped on a time slot becomes an event of this length. */
export const DEFAULT_TIMED_MINUTES = 60;

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

/** A Date (read in the machine's local time) as 'YYYY-MM-DDTHH:MM'. */
export function toLocalDateTime(date: Date): string {
  return `${toIsoDay(date)}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** 'YYYY-MM-DDTHH:MM' (or 'YYYY-MM-DD': midnight) as a local Date, which the calendar draws. */
export function fromLocalDateTime(value: string): Date {
  const [y, mo, d, h, mi] = parts(value);
  return new Date(y, mo - 1, d, h, mi);
}

function parts(value: string): [number, number, number, number, number] {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/.exec(value);
  if (!m) throw new Error(`Data e hora inválidas: ${value}`);
  return [Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4] ?? 0), Number(m[5] ?? 0)];
}

/** Minutes since 1970-01-01T00:00 of the string's own calendar. */
function toMinutes(value: string): number {
  const [y, mo, d, h, mi] = parts(value);
  return Date.UTC(y, mo - 1, d, h, mi) / 60_000;
}

function fromMinutes(minutes: number): string {
  const date = new Date(minutes * 60_000);
  return (
    `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}` +
    `T${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`
  );
}

/** A local date-time plus some minutes (negative: earlier). */
export function addMinutes(value: string, minutes: number): string {
  return fromMinutes(toMinutes(value) + minutes);
}

/** 'YYYY-MM-DD' plus some days. */
export function addDays(day: string, days: number): string {
  return addMinutes(`${day}T00:00`, days * MINUTES_PER_DAY).slice(0, 10);
}

/** Whole days from `from` to `to` ('YYYY-MM-DD'; negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toMinutes(`${to}T00:00`) - toMinutes(`${from}T00:00`)) / MINUTES_PER_DAY);
}

/** The day of a local date-time. */
export function dayOf(value: string): string {
  return value.slice(0, 10);
}

/** An all-day event of one day: 00:00 of it to 00:00 of the next. */
export function allDayRange(day: string): { cp_ev_inicio: string; cp_ev_fim: string } {
  return { cp_ev_inicio: `${day}T00:00`, cp_ev_fim: `${addDays(day, 1)}T00:00` };
}

/** Whether an event touches a day (its end is exclusive). */
export function touchesDay(evento: Pick<AgendaEvento, 'cp_ev_inicio' | 'cp_ev_fim'>, day: string): boolean {
  return evento.cp_ev_inicio < `${addDays(day, 1)}T00:00` && evento.cp_ev_fim > `${day}T00:00`;
}

/**
 * The days a view shows around `date`, as the list's window: a month view
 * shows whole weeks (Sunday to Saturday) around the month, a week view its
 * week, a day view its day.
 */
export function visibleWindow(view: AgendaView, date: Date): { de: string; ate: string } {
  const day = toIsoDay(date);
  if (view === 'day') return { de: day, ate: day };
  if (view === 'week') {
    const de = startOfWeek(day);
    return { de, ate: addDays(de, 6) };
  }
  const first = `${day.slice(0, 8)}01`;
  const last = addDays(`${addDays(first, 31).slice(0, 8)}01`, -1);
  const de = startOfWeek(first);
  return { de, ate: addDays(startOfWeek(last), 6) };
}

/** The Sunday on or before a day. */
export function startOfWeek(day: string): string {
  // 1970-01-04 was a Sunday.
  const weekday = ((((daysBetween('1970-01-04', day) % 7) + 7) % 7) - WEEK_STARTS_ON + 7) % 7;
  return addDays(day, -weekday);
}

/** What the calendar's drag-and-drop reports: the new start and end as it drew them. */
export interface CalendarChange {
  readonly start: Date;
  readonly end: Date;
  /** True when dropped on the all-day row of the week or day view. */
  readonly isAllDay?: boolean;
}

type Times = Pick<AgendaEvento, 'cp_ev_inicio' | 'cp_ev_fim' | 'cp_ev_dia_inteiro'>;

/** Only what differs from the event; null when nothing does or the result would be invalid. */
function changed(evento: Times, next: Required<Pick<EventoUpdate, 'cp_ev_inicio' | 'cp_ev_fim' | 'cp_ev_dia_inteiro'>>) {
  if (next.cp_ev_fim <= next.cp_ev_inicio) return null;
  if (
    next.cp_ev_inicio === evento.cp_ev_inicio &&
    next.cp_ev_fim === evento.cp_ev_fim &&
    next.cp_ev_dia_inteiro === evento.cp_ev_dia_inteiro
  ) {
    return null;
  }
  return next;
}

/** The event moved by whole days: start and end keep their times, so it keeps its length. */
export function shiftDays(evento: Times, toDay: string) {
  const delta = daysBetween(dayOf(evento.cp_ev_inicio), toDay) * MINUTES_PER_DAY;
  return {
    cp_ev_inicio: addMinutes(evento.cp_ev_inicio, delta),
    cp_ev_fim: addMinutes(evento.cp_ev_fim, delta),
    cp_ev_dia_inteiro: evento.cp_ev_dia_inteiro,
  };
}

/**
 * The change a drop makes. In the month view (or on the all-day row, for an
 * all-day event) it moves whole days and keeps the length; on the all-day row
 * a timed event becomes an all-day event of that day; on a time slot the
 * event gets that time, keeps its length, and is no longer all-day (an
 * all-day one becomes an hour long).
 */
export function dropChange(evento: Times, drop: CalendarChange, view: AgendaView): EventoUpdate | null {
  const day = toIsoDay(drop.start);
  if (view === 'month' || (drop.isAllDay && evento.cp_ev_dia_inteiro)) return changed(evento, shiftDays(evento, day));
  if (drop.isAllDay) return changed(evento, { ...allDayRange(day), cp_ev_dia_inteiro: true });
  const inicio = toLocalDateTime(drop.start);
  const length = evento.cp_ev_dia_inteiro ? DEFAULT_TIMED_MINUTES : toMinutes(evento.cp_ev_fim) - toMinutes(evento.cp_ev_inicio);
  return changed(evento, { cp_ev_inicio: inicio, cp_ev_fim: addMinutes(inicio, length), cp_ev_dia_inteiro: false });
}

/**
 * The change a resize makes. An all-day event keeps whole days: it starts at
 * 00:00 of its first day and ends at 00:00 after its last (a partial day
 * counts whole), at least one day. A timed event takes the times as drawn.
 */
export function resizeChange(evento: Times, resize: CalendarChange): EventoUpdate | null {
  if (evento.cp_ev_dia_inteiro) {
    const inicio = `${toIsoDay(resize.start)}T00:00`;
    const end = toLocalDateTime(resize.end);
    let fim = end.endsWith('T00:00') ? end : `${addDays(dayOf(end), 1)}T00:00`;
    if (fim <= inicio) fim = `${addDays(dayOf(inicio), 1)}T00:00`;
    return changed(evento, { cp_ev_inicio: inicio, cp_ev_fim: fim, cp_ev_dia_inteiro: true });
  }
  return changed(evento, {
    cp_ev_inicio: toLocalDateTime(resize.start),
    cp_ev_fim: toLocalDateTime(resize.end),
    cp_ev_dia_inteiro: false,
  });
}

const TIME = /T(\d{2}:\d{2})$/;

/** How an event's dates read in pt-BR: '24/11/2026', '24/11/2026 a 26/11/2026', '24/11/2026, 19:00 – 20:30'. */
export function formatEventoWhen(evento: Times): string {
  const br = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
  const first = dayOf(evento.cp_ev_inicio);
  if (evento.cp_ev_dia_inteiro) {
    const last = addDays(dayOf(evento.cp_ev_fim), evento.cp_ev_fim.endsWith('T00:00') ? -1 : 0);
    return last <= first ? br(first) : `${br(first)} a ${br(last)}`;
  }
  const from = TIME.exec(evento.cp_ev_inicio)?.[1] ?? '';
  const to = TIME.exec(evento.cp_ev_fim)?.[1] ?? '';
  const lastDay = dayOf(evento.cp_ev_fim);
  return lastDay === first ? `${br(first)}, ${from} – ${to}` : `${br(first)}, ${from} a ${br(lastDay)}, ${to}`;
}
