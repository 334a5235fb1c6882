/**
 * react-big-calendar's stylesheet (imported as is) dressed in the theme's
 * tokens, so the light and the dark theme both read well. The rules are
 * doubled (`&&`) to outweigh the library's own, whatever order the sheets
 * load in. Each reach has its colour.
 */
import styled, { createGlobalStyle, css } from 'styled-components';
import { mobileQuery } from '@/theme/tokens';
import type { AgendaView } from './agenda-dates';

/** An event's look, by reach: on the calendar and in the 'Mostrar mais' popup. */
const eventLook = css`
  .rbc-event {
    padding: ${({ theme }) => `1px ${theme.space.xs}`};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  .rbc-day-slot .rbc-event {
    border: 1px solid ${({ theme }) => theme.colors.surface};
  }
  .rbc-event:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
  .rbc-event.rbc-selected {
    box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.focus};
  }
  .agenda-ev--rede {
    background: ${({ theme }) => theme.colors.secondary};
    color: ${({ theme }) => theme.colors.onSecondary};
  }
  .agenda-ev--turma {
    background: ${({ theme }) => theme.colors.success};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  .agenda-ev--pessoal {
    background: ${({ theme }) => theme.colors.neutralSoft};
    color: ${({ theme }) => theme.colors.text};
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.colors.textMuted};
  }
  .rbc-addons-dnd-resize-ns-icon,
  .rbc-addons-dnd-resize-ew-icon {
    border-color: currentColor;
  }
  .rbc-addons-dnd-drag-preview {
    opacity: 0.7;
  }
`;

export const CalendarFrame = styled.div<{ $view: AgendaView }>`
  container: agenda-calendar / inline-size;
  height: 680px;
  min-width: 0;

  @media ${mobileQuery} {
    height: 560px;
  }

  /* Loading is said by the card's spinner; the grid keeps full contrast (a faded grid fails WCAG AA). */
  &[aria-busy='true'] .rbc-month-view,
  &[aria-busy='true'] .rbc-time-view {
    cursor: progress;
  }

  && .rbc-calendar {
    color: ${({ theme }) => theme.colors.text};
    font-family: inherit;
    font-size: ${({ theme }) => theme.font.size.sm};
  }

  /* Every grid line in the theme's border colour. */
  && .rbc-calendar *,
  && .rbc-calendar *::before,
  && .rbc-calendar *::after {
    border-color: ${({ theme }) => theme.colors.border};
  }

  && .rbc-month-view,
  && .rbc-time-view {
    border-radius: ${({ theme }) => theme.radii.md};
    overflow: hidden;
    background: ${({ theme }) => theme.colors.surface};
  }

  && .rbc-header {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.xxs}`};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    color: ${({ theme }) => theme.colors.textMuted};
    text-transform: capitalize;
    overflow: hidden;
    text-overflow: ellipsis;
  }

  && .rbc-off-range-bg {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  && .rbc-off-range {
    color: ${({ theme }) => theme.colors.disabled};
  }
  && .rbc-today {
    /* The day view is today's column alone: no tint there. */
    background: ${({ theme, $view }) => ($view === 'day' ? 'transparent' : theme.colors.infoSoft)};
  }
  && .rbc-date-cell {
    padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.xs}`};
  }
  && .rbc-date-cell.rbc-now {
    font-weight: ${({ theme }) => theme.font.weight.bold};
    color: ${({ theme }) => theme.colors.primary};
  }
  && .rbc-selected-cell {
    background: ${({ theme }) => theme.colors.neutralSoft};
  }
  && .rbc-slot-selection {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    opacity: 0.75;
  }

  /* Week and day views */
  && .rbc-time-content {
    border-top-width: 1px;
  }
  && .rbc-timeslot-group {
    min-height: 44px;
  }
  && .rbc-day-slot .rbc-time-slot {
    border-top-color: ${({ theme }) => theme.colors.surfaceAlt};
  }
  && .rbc-time-gutter,
  && .rbc-label {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  && .rbc-current-time-indicator {
    background: ${({ theme }) => theme.colors.danger};
  }
  /* The headings row keeps its height (the library lets it shrink under the all-day row). */
  && .rbc-time-header-cell {
    flex-shrink: 0;
  }
  && .rbc-allday-cell {
    background: ${({ theme }) => theme.colors.surface};
  }

  /* Events, by reach */
  && {
    ${eventLook}
  }

  && .rbc-show-more {
    background: transparent;
    color: ${({ theme }) => theme.colors.link};
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  && .rbc-button-link:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }

  @container agenda-calendar (max-width: 560px) {
    && .rbc-header {
      font-size: ${({ theme }) => theme.font.size.xs};
    }
    && .rbc-row-segment {
      padding: 0 1px 1px;
    }
    && .rbc-event {
      padding: 0 2px;
    }
    /* A week's columns are narrow on a phone: the title only, cut rather than broken letter by letter. */
    && .rbc-time-view .rbc-event-label {
      display: none;
    }
    && .rbc-time-view .rbc-event-content {
      overflow: hidden;
      overflow-wrap: normal;
      word-break: normal;
    }
    && .rbc-time-view .rbc-header {
      padding: ${({ theme }) => `${theme.space.xxs} 0`};
      min-height: 2.6em;
      white-space: pre-line;
      line-height: 1.2;
    }
  }
`;

/**
 * The 'Mostrar mais' popup: the library puts it in a portal on the page's
 * body, outside the frame, so it is dressed here (mounted with the calendar).
 */
export const CalendarPopupStyle = createGlobalStyle`
  body .rbc-overlay {
    z-index: ${({ theme }) => theme.zIndex.dropdown};
    padding: ${({ theme }) => theme.space.sm};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    box-shadow: ${({ theme }) => theme.shadow.md};
    font-size: ${({ theme }) => theme.font.size.sm};

    ${eventLook}
  }
  body .rbc-overlay-header {
    margin: ${({ theme }) => `-${theme.space.sm} -${theme.space.sm} ${theme.space.sm}`};
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    border-bottom-color: ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.font.weight.medium};

    &::first-letter {
      text-transform: uppercase;
    }
  }
`;
