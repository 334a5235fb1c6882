/**
 * The 'Calendário' (spec section 2): react-big-calendar in pt-BR (date-fns
 * `ptBR`, weeks from Sunday) with the drag-and-drop addon, month, week and
 * day views and our toolbar. Only events the caller may change can be
 * dragged or resized; a drop or a resize is turned into the event's new
 * times here (agenda-dates.ts) and handed to `onChange`.
 */
import { useLayoutEffect, useMemo, useRef, type KeyboardEvent, type RefObject } from 'react';
import { Calendar, dateFnsLocalizer, type Formats, type HeaderProps, type SlotInfo, type View } from 'react-big-calendar';
import dragAndDropAddon, { type EventInteractionArgs } from 'react-big-calendar/lib/addons/dragAndDrop';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import 'react-big-calendar/lib/addons/dragAndDrop/styles.css';
import { format, getDay, parse, startOfWeek } from 'date-fns';
import { ptBR } from 'date-fns/locale/pt-BR';
import type { AgendaEvento, EventoUpdate } from '@contract/agenda';
import { toIsoDay } from '@contract/dates';
import {
  AGENDA_VIEWS,
  dropChange,
  fromLocalDateTime,
  resizeChange,
  WEEK_STARTS_ON,
  type AgendaView,
  type CalendarChange,
} from './agenda-dates';
import { CALENDAR_MESSAGES, HOURS_LABEL, SHOW_MORE_TITLE, showMore, WEEKDAY_SHORT } from './agenda-messages';
import { AgendaToolbar } from './AgendaToolbar';
import { CalendarFrame, CalendarPopupStyle } from './calendar-styles';

const CULTURE = 'pt-BR';

export const localizer = dateFnsLocalizer({
  format,
  parse,
  startOfWeek: (date: Date) => startOfWeek(date, { weekStartsOn: WEEK_STARTS_ON }),
  getDay,
  locales: { [CULTURE]: ptBR },
});

const fmt = (date: Date, pattern: string) => format(date, pattern, { locale: ptBR });

/** pt-BR headings and times (24 h), not the library's English defaults. */
const FORMATS: Formats = {
  dateFormat: 'd',
  // The line break is a space on a wide card; a phone stacks the weekday over the day (calendar-styles.ts).
  // Our abbreviations: date-fns writes 'sab' without its accent.
  dayFormat: (date) => `${WEEKDAY_SHORT[date.getDay()]}\n${fmt(date, 'd')}`,
  weekdayFormat: (date) => WEEKDAY_SHORT[date.getDay()]!,
  timeGutterFormat: (date) => fmt(date, 'HH:mm'),
  monthHeaderFormat: (date) => fmt(date, "MMMM 'de' yyyy"),
  dayHeaderFormat: (date) => fmt(date, "EEEE, d 'de' MMMM"),
  dayRangeHeaderFormat: ({ start, end }) =>
    start.getMonth() === end.getMonth()
      ? `${fmt(start, 'd')} – ${fmt(end, 'd MMM yyyy')}`
      : start.getFullYear() === end.getFullYear()
        ? `${fmt(start, 'd MMM')} – ${fmt(end, 'd MMM yyyy')}`
        : `${fmt(start, 'd MMM yyyy')} – ${fmt(end, 'd MMM yyyy')}`,
  eventTimeRangeFormat: ({ start, end }) => `${fmt(start, 'HH:mm')} – ${fmt(end, 'HH:mm')}`,
  eventTimeRangeStartFormat: ({ start }) => `${fmt(start, 'HH:mm')} – `,
  eventTimeRangeEndFormat: ({ end }) => ` – ${fmt(end, 'HH:mm')}`,
  selectRangeFormat: ({ start, end }) => `${fmt(start, 'HH:mm')} – ${fmt(end, 'HH:mm')}`,
};

const MESSAGES = {
  ...CALENDAR_MESSAGES,
  showMore: (count: number) => <span title={SHOW_MORE_TITLE}>{showMore(count)}</span>,
};

/** An event as the calendar draws it. */
export interface CalendarEvento {
  readonly id: number;
  readonly title: string;
  readonly start: Date;
  readonly end: Date;
  readonly allDay: boolean;
  /** Whether the caller may move, resize and delete it. */
  readonly writable: boolean;
  readonly evento: AgendaEvento;
}

export function toCalendarEvento(evento: AgendaEvento, writable: boolean): CalendarEvento {
  return {
    id: evento.cp_ev_id,
    title: evento.cp_ev_titulo,
    start: fromLocalDateTime(evento.cp_ev_inicio),
    end: fromLocalDateTime(evento.cp_ev_fim),
    allDay: evento.cp_ev_dia_inteiro,
    writable,
    evento,
  };
}

/**
 * The addon is CommonJS: Vite hands its default export wrapped in
 * `{ default }`, Node (the tests) as is.
 */
const withDragAndDrop: typeof dragAndDropAddon =
  typeof dragAndDropAddon === 'function'
    ? dragAndDropAddon
    : (dragAndDropAddon as unknown as { default: typeof dragAndDropAddon }).default;

const DnDCalendar = withDragAndDrop<CalendarEvento>(Calendar);

/** The columns' headings as plain text (the library's carry a table role: see useGridFixes). */
function ColumnHeading({ label }: HeaderProps) {
  return <span>{label}</span>;
}

const COMPONENTS = {
  toolbar: AgendaToolbar,
  month: { header: ColumnHeading },
  week: { header: ColumnHeading },
  day: { header: ColumnHeading },
};

/** The table roles the library scatters over its grids. */
const TABLE_ROLES = ['table', 'rowgroup', 'row', 'cell', 'columnheader']
  .map((role) => `.rbc-calendar [role="${role}"]`)
  .join(', ');

/**
 * The library half-builds a table out of its grids (rows of links and
 * buttons with no cells, cells outside any row) and its scrolling hours
 * cannot take the focus: both fail accessibility checks. The grid is drawn
 * as plain boxes instead, every event a button that takes the focus (the
 * library makes only the time grid's so), and the hours can be scrolled from
 * the keyboard. Redone whenever the grid is drawn anew.
 */
function useGridFixes(frame: RefObject<HTMLDivElement | null>) {
  useLayoutEffect(() => {
    const root = frame.current;
    if (!root) return;
    const fix = () => {
      for (const el of root.querySelectorAll(TABLE_ROLES)) el.removeAttribute('role');
      // The month's and the all-day row's events, like the time grid's, as buttons (Enter opens them).
      for (const el of root.querySelectorAll<HTMLElement>('.rbc-event:not([tabindex])')) {
        el.tabIndex = 0;
        el.setAttribute('role', 'button');
      }
      for (const el of root.querySelectorAll<HTMLElement>('.rbc-time-content:not([tabindex])')) {
        el.tabIndex = 0;
        el.setAttribute('aria-label', HOURS_LABEL);
        el.setAttribute('role', 'region');
      }
    };
    fix();
    const observer = new MutationObserver(fix);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [frame]);
}

const isWritable = (event: CalendarEvento) => event.writable;

export interface AgendaCalendarProps {
  readonly eventos: readonly AgendaEvento[];
  readonly mayChange: (evento: AgendaEvento) => boolean;
  readonly view: AgendaView;
  readonly date: Date;
  readonly onView: (view: AgendaView) => void;
  readonly onNavigate: (date: Date) => void;
  /** A day (or a time range) was clicked: its day. */
  readonly onSelectDay: (day: string) => void;
  readonly onPickEvento: (evento: AgendaEvento) => void;
  /** A drop or a resize, as the event's new times. */
  readonly onChange: (evento: AgendaEvento, changes: EventoUpdate) => void;
  readonly busy?: boolean;
}

export function AgendaCalendar({
  eventos,
  mayChange,
  view,
  date,
  onView,
  onNavigate,
  onSelectDay,
  onPickEvento,
  onChange,
  busy = false,
}: AgendaCalendarProps) {
  const frame = useRef<HTMLDivElement>(null);
  useGridFixes(frame);
  const events = useMemo(() => eventos.map((e) => toCalendarEvento(e, mayChange(e))), [eventos, mayChange]);

  const move = ({ event, start, end, isAllDay }: EventInteractionArgs<CalendarEvento>) => {
    const drop: CalendarChange = { start: new Date(start), end: new Date(end), isAllDay };
    const changes = event.writable ? dropChange(event.evento, drop, view) : null;
    if (changes) onChange(event.evento, changes);
  };
  const resize = ({ event, start, end }: EventInteractionArgs<CalendarEvento>) => {
    const changes = event.writable ? resizeChange(event.evento, { start: new Date(start), end: new Date(end) }) : null;
    if (changes) onChange(event.evento, changes);
  };

  return (
    <CalendarFrame ref={frame} aria-busy={busy || undefined} $view={view}>
      <CalendarPopupStyle />
      <DnDCalendar
        localizer={localizer}
        culture={CULTURE}
        formats={FORMATS}
        messages={MESSAGES}
        events={events as CalendarEvento[]}
        views={AGENDA_VIEWS as View[]}
        view={view}
        onView={(next) => onView(next as AgendaView)}
        date={date}
        onNavigate={(next) => onNavigate(next)}
        components={COMPONENTS}
        popup
        selectable
        resizable
        draggableAccessor={isWritable}
        resizableAccessor={isWritable}
        onEventDrop={move}
        onEventResize={resize}
        onSelectSlot={(slot: SlotInfo) => onSelectDay(toIsoDay(slot.start))}
        onSelectEvent={(event) => onPickEvento(event.evento)}
        onKeyPressEvent={(event, e) => {
          const key = (e as KeyboardEvent<HTMLElement>).key;
          if (key !== 'Enter' && key !== ' ') return;
          e.preventDefault();
          onPickEvento(event.evento);
        }}
        eventPropGetter={(event) => ({
          className: `agenda-ev agenda-ev--${event.evento.cp_ev_escopo}${event.writable ? '' : ' agenda-ev--readonly'}`,
        })}
        scrollToTime={SCROLL_TO}
      />
    </CalendarFrame>
  );
}

/** Week and day views open at 07:00, where a school's day starts. */
const SCROLL_TO = new Date(1970, 0, 1, 7, 0);
