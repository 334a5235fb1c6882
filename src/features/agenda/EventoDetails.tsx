/**
 * An event as a click on it shows it (docs/agenda.md): its title, dates,
 * description, reach and author; with 'Editar' and 'Excluir' when the caller
 * may change it, else a note saying they may not.
 */
import styled from 'styled-components';
import { type AgendaEvento, AGENDA_ESCOPO_LABELS, AGENDA_MESSAGES } from '@contract/agenda';
import { Button } from '@/components/Button';
import { Modal } from '@/components/Modal';
import { formatEventoWhen } from './agenda-dates';
import { AUTOR_LABEL, DATA_LABEL, DELETE_CONFIRM, DESCRICAO_LABEL, EDIT, ESCOPO_LABEL, NO_DESCRIPTION } from './agenda-messages';

/** The reach, with the school's or the class's name when it has one. */
export function reachOf(evento: AgendaEvento): string {
  const where =
    evento.cp_ev_escopo === 'turma'
      ? evento.cp_ev_turma_nome
      : evento.cp_ev_escopo === 'escola'
        ? evento.cp_ev_escola_nome
        : null;
  const label = AGENDA_ESCOPO_LABELS[evento.cp_ev_escopo];
  return where ? `${label}: ${where}` : label;
}

export interface EventoDetailsProps {
  /** The event shown (kept while the modal fades out). */
  readonly evento: AgendaEvento | null;
  readonly open: boolean;
  readonly onClose: () => void;
  /** Given when the caller may change the event: its 'Editar' and 'Excluir'. */
  readonly onEdit?: (() => void) | undefined;
  readonly onDelete?: (() => void) | undefined;
}

export function EventoDetails({ evento, open, onClose, onEdit, onDelete }: EventoDetailsProps) {
  const writable = onEdit !== undefined && onDelete !== undefined;
  return (
    <Modal
      open={open && evento !== null}
      onClose={onClose}
      title={evento?.cp_ev_titulo ?? ''}
      size="sm"
      footer={
        writable ? (
          <>
            <Button variant="danger" onClick={onDelete}>
              {DELETE_CONFIRM}
            </Button>
            <Button onClick={onEdit}>{EDIT}</Button>
          </>
        ) : undefined
      }
    >
      {evento ? (
        <>
          <Facts>
            <dt>{DATA_LABEL}</dt>
            <dd>{formatEventoWhen(evento)}</dd>
            <dt>{DESCRICAO_LABEL}</dt>
            <dd>{evento.cp_ev_descricao ?? NO_DESCRIPTION}</dd>
            <dt>{ESCOPO_LABEL}</dt>
            <dd>{reachOf(evento)}</dd>
            <dt>{AUTOR_LABEL}</dt>
            <dd>{evento.cp_ev_autor_nome}</dd>
          </Facts>
          {writable ? null : <Note>{AGENDA_MESSAGES.forbidden}</Note>}
        </>
      ) : null}
    </Modal>
  );
}

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  margin: 0;

  dt {
    font-weight: ${({ theme }) => theme.font.weight.medium};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;

const Note = styled.p`
  margin: ${({ theme }) => theme.space.lg} 0 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
