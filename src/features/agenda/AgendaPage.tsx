/**
 * 'Agenda' (`/agenda`; spec sections 2, 3, 4, 5, 8 and 9; docs/agenda.md;
 * decisions 43–45): 'Eventos do Dia' beside the 'Calendário'. Everyone
 * signed in keeps events: each has a reach (the network, a school, a class,
 * or only its author) that decides who sees it and who may move, resize or
 * delete it — ACCESS's answer (`may`), never a role check of its own.
 * Clicking a date selects it and opens 'Cadastrar Evento' with that date;
 * clicking an event shows it, with 'Editar' and 'Excluir' when the caller
 * may change it.
 */
import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { type AgendaEvento, type EventoUpdate, AGENDA_MESSAGES } from '@contract/agenda';
import { useDeleteEventoMutation, useListAgendaQuery, useUpdateEventoMutation } from '@/api/agenda-api';
import { refusalReason } from '@/api/errors';
import { useAppSelector } from '@/api/hooks';
import { selectSession } from '@/api/session';
import { Card } from '@/components/Card';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { LoadFailure } from '@/components/LoadFailure';
import { PageHeader } from '@/components/PageHeader';
import { Spinner } from '@/components/Spinner';
import { notify } from '@/components/toast';
import { toIsoDay } from '@contract/dates';
import { fromLocalDateTime, touchesDay, visibleWindow, type AgendaView } from './agenda-dates';
import { mayChange } from './agenda-form';
import { CALENDAR_LOADING, DELETE_CONFIRM, DELETE_TITLE } from './agenda-messages';
import { AgendaCalendar } from './AgendaCalendar';
import { DayEvents } from './DayEvents';
import { EventoDetails } from './EventoDetails';
import { EventoFormModal } from './EventoFormModal';

/** The event a click picked: its details, the delete question or its edit form, kept while the dialog fades out. */
interface Picked {
  readonly evento: AgendaEvento;
  readonly mode: 'details' | 'delete' | 'edit';
  readonly open: boolean;
}

export default function AgendaPage() {
  const session = useAppSelector(selectSession);
  const type = session?.userType ?? null;
  const [view, setView] = useState<AgendaView>('month');
  const [date, setDate] = useState(() => new Date());
  const [day, setDay] = useState(() => toIsoDay(new Date()));
  /** The form's date while it is open (mounted only then: each opening starts empty). */
  const [formDate, setFormDate] = useState<string | null>(null);
  const [picked, setPicked] = useState<Picked | null>(null);

  const range = visibleWindow(view, date);
  const calendar = useListAgendaQuery(range, { skip: type === null });
  // The selected day is usually on the calendar; after paging away it is read on its own.
  const dayInWindow = day >= range.de && day <= range.ate;
  const dayQuery = useListAgendaQuery({ de: day, ate: day }, { skip: type === null || dayInWindow });
  const dayRows = (dayInWindow ? calendar : dayQuery).data ?? [];
  const dayLoading = (dayInWindow ? calendar : dayQuery).isLoading;
  const dayFailed = (dayInWindow ? calendar : dayQuery).isError;

  const [update] = useUpdateEventoMutation();
  const [remove, { isLoading: deleting }] = useDeleteEventoMutation();

  const writable = useCallback((evento: AgendaEvento) => type !== null && mayChange(evento, type), [type]);

  if (type === null) return null;

  const pick = (evento: AgendaEvento) => setPicked({ evento, mode: 'details', open: true });
  const pickedWritable = picked !== null && writable(picked.evento);
  const closePicked = () => setPicked((p) => (p ? { ...p, open: false } : p));

  const onSelectDay = (next: string) => {
    setDay(next);
    setFormDate(next);
  };

  const onSaved = (evento: AgendaEvento) => {
    setFormDate(null);
    // The new event's day is shown in both cards.
    const first = evento.cp_ev_inicio.slice(0, 10);
    setDay(first);
    setDate(fromLocalDateTime(first));
  };

  async function onDelete() {
    if (!picked) return;
    try {
      await remove(picked.evento.cp_ev_id).unwrap();
      notify.success(AGENDA_MESSAGES.deleted);
    } catch (error) {
      notify.error(refusalReason(error) ?? AGENDA_MESSAGES.deleteError, { autoClose: 5000 });
    }
    closePicked();
  }

  /** A drop or a resize: drawn at once (the api patches the windows), undone with the message if refused. */
  async function move(evento: AgendaEvento, changes: EventoUpdate) {
    try {
      await update({ id: evento.cp_ev_id, changes }).unwrap();
      notify.success(AGENDA_MESSAGES.moved);
    } catch {
      notify.error(AGENDA_MESSAGES.moveError, { autoClose: 5000 });
    }
  }

  return (
    <>
      <PageHeader title={AGENDA_MESSAGES.title} />
      <Layout>
        <DayEvents
          day={day}
          eventos={dayRows.filter((e) => touchesDay(e, day))}
          loading={dayLoading}
          failed={dayFailed}
          onCreate={() => setFormDate(day)}
          onPick={pick}
        />
        <Card
          title={AGENDA_MESSAGES.calendario}
          actions={calendar.isFetching ? <Spinner size={18} label={CALENDAR_LOADING} /> : null}
        >
          {calendar.isError ? (
            <Failure
              message={AGENDA_MESSAGES.loadError}
              detail={refusalReason(calendar.error)}
              onRetry={() => void calendar.refetch()}
            />
          ) : null}
          <AgendaCalendar
            eventos={calendar.data ?? []}
            mayChange={writable}
            view={view}
            date={date}
            onView={setView}
            onNavigate={setDate}
            onSelectDay={onSelectDay}
            onPickEvento={pick}
            onChange={(evento, changes) => void move(evento, changes)}
            busy={calendar.isFetching}
          />
        </Card>
      </Layout>
      {formDate !== null ? (
        <EventoFormModal type={type} data={formDate} onClose={() => setFormDate(null)} onSaved={onSaved} />
      ) : null}
      <ConfirmDialog
        open={picked?.mode === 'delete' && picked.open}
        title={DELETE_TITLE}
        message={picked ? AGENDA_MESSAGES.confirmDelete(picked.evento.cp_ev_titulo) : ''}
        confirmLabel={DELETE_CONFIRM}
        tone="danger"
        busy={deleting}
        onConfirm={() => void onDelete()}
        onCancel={closePicked}
      />
      <EventoDetails
        evento={picked?.mode === 'details' ? picked.evento : null}
        open={picked?.mode === 'details' && picked.open}
        onClose={closePicked}
        onEdit={pickedWritable ? () => setPicked((p) => (p ? { ...p, mode: 'edit' } : p)) : undefined}
        onDelete={pickedWritable ? () => setPicked((p) => (p ? { ...p, mode: 'delete' } : p)) : undefined}
      />
      {picked?.mode === 'edit' && picked.open ? (
        <EventoFormModal
          type={type}
          data=""
          evento={picked.evento}
          onClose={closePicked}
          onSaved={(saved) => {
            setPicked(null);
            onSaved(saved);
          }}
        />
      ) : null}
    </>
  );
}

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(240px, 320px) minmax(0, 1fr);
  align-items: start;
  gap: ${({ theme }) => theme.space.lg};

  @media (max-width: 1024px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Failure = styled(LoadFailure)`
  margin-bottom: ${({ theme }) => theme.space.md};
`;
