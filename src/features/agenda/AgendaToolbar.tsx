/**
 * The calendar's toolbar (spec section 2): previous and next on the left,
 * the period centred, Hoje, Mês, Semana and Dia on the right. On a narrow
 * card the period takes its own line above the buttons.
 */
import type { ToolbarProps, View } from 'react-big-calendar';
import styled from 'styled-components';
import { Button, IconButton } from '@/components/Button';
import { Icon } from '@/components/Icon';
import { CALENDAR_MESSAGES, TOOLBAR_NAV, TOOLBAR_VIEWS } from './agenda-messages';

const VIEW_LABELS: ReadonlyArray<readonly [View, string]> = [
  ['month', CALENDAR_MESSAGES.month],
  ['week', CALENDAR_MESSAGES.week],
  ['day', CALENDAR_MESSAGES.day],
];

// The calendar passes its event type; the toolbar reads none of it.
export function AgendaToolbar<E extends object>({ label, view, onNavigate, onView }: ToolbarProps<E>) {
  return (
    <Bar>
      <Nav role="group" aria-label={TOOLBAR_NAV}>
        <IconButton label={CALENDAR_MESSAGES.previous} variant="secondary" size="sm" onClick={() => onNavigate('PREV')}>
          <Icon name="chevronLeft" size={18} />
        </IconButton>
        <IconButton label={CALENDAR_MESSAGES.next} variant="secondary" size="sm" onClick={() => onNavigate('NEXT')}>
          <Icon name="chevronRight" size={18} />
        </IconButton>
      </Nav>
      <Label aria-live="polite">{label}</Label>
      <Views role="group" aria-label={TOOLBAR_VIEWS}>
        <Button variant="secondary" size="sm" onClick={() => onNavigate('TODAY')}>
          {CALENDAR_MESSAGES.today}
        </Button>
        <Segmented>
          {VIEW_LABELS.map(([key, text]) => (
            <Button
              key={key}
              variant={view === key ? 'primary' : 'secondary'}
              size="sm"
              aria-pressed={view === key}
              onClick={() => onView(key)}
            >
              {text}
            </Button>
          ))}
        </Segmented>
      </Views>
    </Bar>
  );
}

const Bar = styled.div`
  display: grid;
  /* The sides grow alike while there is room, so the period stays centred; never narrower than their buttons. */
  grid-template-columns: minmax(max-content, 1fr) auto minmax(max-content, 1fr);
  grid-template-areas: 'nav label views';
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};

  @container agenda-calendar (max-width: 560px) {
    grid-template-columns: auto 1fr;
    grid-template-areas:
      'label label'
      'nav views';
  }
`;

const Nav = styled.div`
  grid-area: nav;
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  justify-self: start;
`;

const Label = styled.p`
  grid-area: label;
  margin: 0;
  text-align: center;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};

  &::first-letter {
    text-transform: uppercase;
  }
`;

const Views = styled.div`
  grid-area: views;
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.xs};
  justify-self: end;
`;

/** Mês, Semana and Dia joined as one switch. */
const Segmented = styled.div`
  display: inline-flex;

  & > button {
    border-radius: 0;
  }
  & > button:first-child {
    border-top-left-radius: ${({ theme }) => theme.radii.md};
    border-bottom-left-radius: ${({ theme }) => theme.radii.md};
  }
  & > button:last-child {
    border-top-right-radius: ${({ theme }) => theme.radii.md};
    border-bottom-right-radius: ${({ theme }) => theme.radii.md};
  }
  & > button + button {
    margin-left: -1px;
  }
`;
