/**
 * 'Eventos do Dia' (spec section 2): the events of the selected day (today
 * at first; a click on a date selects it) with title, date and description,
 * and the 'Cadastrar Evento' button. Each title opens what a click on the
 * calendar's event opens: the delete question, or the details.
 */
import { format } from 'date-fns';
import { ptBR } from 'date-fns/locale/pt-BR';
import styled from 'styled-components';
import { type AgendaEvento, AGENDA_ESCOPO_LABELS, AGENDA_MESSAGES } from '@contract/agenda';
import { Button } from '@/components/Button';
import { Card } from '@/components/Card';
import { Icon } from '@/components/Icon';
import { Skeleton } from '@/components/Spinner';
import { formatEventoWhen, fromLocalDateTime } from './agenda-dates';

export interface DayEventsProps {
  /** 'YYYY-MM-DD'. */
  readonly day: string;
  readonly eventos: readonly AgendaEvento[];
  readonly loading: boolean;
  readonly failed: boolean;
  readonly onCreate: () => void;
  readonly onPick: (evento: AgendaEvento) => void;
}

export function DayEvents({ day, eventos, loading, failed, onCreate, onPick }: DayEventsProps) {
  const heading = format(fromLocalDateTime(day), "EEEE, d 'de' MMMM 'de' yyyy", { locale: ptBR });
  return (
    <Card
      title={AGENDA_MESSAGES.eventosDoDia}
      actions={
        <Button size="sm" onClick={onCreate}>
          <Icon name="plus" size={16} /> {AGENDA_MESSAGES.cadastrar}
        </Button>
      }
    >
      <Day>{heading}</Day>
      {loading ? (
        <Loading aria-hidden="true">
          <Skeleton height="56px" />
          <Skeleton height="56px" />
        </Loading>
      ) : failed ? (
        <Muted>{AGENDA_MESSAGES.loadError}</Muted>
      ) : eventos.length === 0 ? (
        <Muted>{AGENDA_MESSAGES.noEvents}</Muted>
      ) : (
        <List>
          {eventos.map((evento) => (
            <Item key={evento.cp_ev_id} $escopo={evento.cp_ev_escopo}>
              <Title type="button" onClick={() => onPick(evento)}>
                {evento.cp_ev_titulo}
              </Title>
              <Meta>
                <time dateTime={evento.cp_ev_inicio}>{formatEventoWhen(evento)}</time>
                {' · '}
                {AGENDA_ESCOPO_LABELS[evento.cp_ev_escopo]}
              </Meta>
              {evento.cp_ev_descricao ? <Description>{evento.cp_ev_descricao}</Description> : null}
            </Item>
          ))}
        </List>
      )}
      <Caption>{AGENDA_MESSAGES.emDesenvolvimento}</Caption>
    </Card>
  );
}

const Day = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.colors.textMuted};

  &::first-letter {
    text-transform: uppercase;
  }
`;

const Loading = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li<{ $escopo: AgendaEvento['cp_ev_escopo'] }>`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid
    ${({ theme, $escopo }) =>
      $escopo === 'rede'
        ? theme.colors.secondary
        : $escopo === 'turma'
          ? theme.colors.success
          : $escopo === 'pessoal'
            ? theme.colors.textMuted
            : theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  min-width: 0;
`;

const Title = styled.button`
  display: block;
  max-width: 100%;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-align: left;
  overflow-wrap: anywhere;
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.link};
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Meta = styled.p`
  margin: ${({ theme }) => theme.space.xxs} 0 0;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Description = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Caption = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 0;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;
