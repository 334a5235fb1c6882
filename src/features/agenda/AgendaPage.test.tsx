import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createElement, type ComponentType } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type AgendaEvento, type EventoCreate, AGENDA_MESSAGES } from '@contract/agenda';
import { ROUTES } from '@contract/routes';
import { apiBaseUrl } from '@/api/config';
import { toIsoDay } from '@contract/dates';
import { server } from '../../../tests/msw';
import { renderApp, signIn, type DemoLoginName } from '../../../tests/test-utils';
import { addDays, allDayRange } from './agenda-dates';
import type { CalendarEvento } from './AgendaCalendar';

/**
 * Real dragging needs a browser (the lead's Chromium journey covers it).
 * Here the drag-and-drop calendar is the real one, watched: each render's
 * props are kept, so a test can call its drop callback as the addon would.
 */
interface DnDProps {
  readonly events: CalendarEvento[];
  readonly draggableAccessor: (event: CalendarEvento) => boolean;
  readonly onEventDrop: (args: { event: CalendarEvento; start: Date; end: Date; isAllDay?: boolean }) => void;
}
const dnd = vi.hoisted(() => ({ props: null as DnDProps | null }));

vi.mock('react-big-calendar/lib/addons/dragAndDrop', async (importOriginal) => {
  const real = (await importOriginal()) as { default: unknown };
  type Hoc = (calendar: unknown) => ComponentType<DnDProps>;
  // CommonJS interop may leave the function one level down.
  const withDragAndDrop = (typeof real.default === 'function' ? real.default : (real.default as { default: Hoc }).default) as Hoc;
  return {
    default: (calendar: unknown) => {
      const Calendar = withDragAndDrop(calendar);
      return function WatchedCalendar(props: DnDProps) {
        dnd.props = props;
        return createElement(Calendar, props);
      };
    },
  };
});

const SLOW = { timeout: 10_000 } as const;
const today = toIsoDay(new Date());
const tomorrow = addDays(today, 1);

const calendar = () => screen.getByRole('region', { name: AGENDA_MESSAGES.calendario });
const dayList = () => screen.getByRole('region', { name: AGENDA_MESSAGES.eventosDoDia });
const calendarEvent = (title: string) => dnd.props!.events.find((e) => e.title === title)!;

/** Adds an event through the API, as `login`, before the screen is opened. */
async function createAs(login: DemoLoginName, body: EventoCreate): Promise<AgendaEvento> {
  const { token } = await signIn(login);
  const answer = await fetch(`${apiBaseUrl()}${ROUTES.createEvento.path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(answer.status).toBe(201);
  return (await answer.json()) as AgendaEvento;
}

const schoolEvent = (titulo: string, descricao: string | null = null): EventoCreate => ({
  cp_ev_titulo: titulo,
  cp_ev_descricao: descricao,
  ...allDayRange(today),
  cp_ev_dia_inteiro: true,
  cp_ev_escopo: 'escola',
});

async function openAgenda(as: DemoLoginName) {
  const view = await renderApp({ route: '/agenda', as });
  // The first test also loads the lazy chunk and the calendar: give it time on a busy machine.
  await screen.findByRole('heading', { level: 1, name: 'Agenda' }, SLOW);
  await waitFor(() => expect(calendar()).not.toHaveAttribute('aria-busy'), SLOW);
  return view;
}

async function openForm(user: Awaited<ReturnType<typeof renderApp>>['user']) {
  await user.click(within(dayList()).getByRole('button', { name: AGENDA_MESSAGES.cadastrar }));
  return screen.findByRole('dialog', { name: AGENDA_MESSAGES.cadastrar });
}

beforeAll(() => {
  // The calendar's mouse handling asks what lies under the pointer; jsdom has no layout to answer.
  document.elementFromPoint ??= () => null;
});

afterEach(() => {
  dnd.props = null;
});

describe('Agenda: adding events', () => {
  it('lets the secretary add a school event, shown on the calendar and in Eventos do Dia', async () => {
    const { user } = await openAgenda('secretaria');
    // Today's seeded class event is listed already.
    expect(within(dayList()).getByRole('button', { name: 'Entrega do workbook' })).toBeInTheDocument();

    const dialog = await openForm(user);
    expect(within(dialog).getByRole('combobox', { name: 'Visibilidade' })).toHaveDisplayValue('Escola');
    expect(within(dialog).queryByRole('option', { name: 'Toda a rede' })).not.toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /^Título/ }), 'Feira de ciências');
    await user.type(within(dialog).getByRole('textbox', { name: 'Descrição' }), 'No pátio, às 10h.');
    // The selected day (today) comes filled in; the event is for tomorrow.
    const data = within(dialog).getByLabelText(/^Data/);
    expect(data).toHaveValue(today);
    await user.clear(data);
    await user.type(data, tomorrow);
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText(AGENDA_MESSAGES.saved)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: AGENDA_MESSAGES.cadastrar })).not.toBeInTheDocument());
    expect(await within(calendar()).findByText('Feira de ciências')).toBeInTheDocument();
    const item = (await within(dayList()).findByRole('button', { name: 'Feira de ciências' })).closest('li')!;
    expect(item).toHaveTextContent('No pátio, às 10h.');
    expect(item).toHaveTextContent('Escola');
    // The list moved to the new event's day.
    expect(within(dayList()).queryByRole('button', { name: 'Entrega do workbook' })).not.toBeInTheDocument();
  });

  it("keeps the modal open with the spec's alert while the title or the date is missing", async () => {
    const { user } = await openAgenda('secretaria');
    const dialog = await openForm(user);
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(AGENDA_MESSAGES.preencha);
    expect(within(dialog).getByRole('textbox', { name: /^Título/ })).toHaveAccessibleDescription('Campo obrigatório.');

    await user.type(within(dialog).getByRole('textbox', { name: /^Título/ }), 'Sem data');
    await user.clear(within(dialog).getByLabelText(/^Data/));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(AGENDA_MESSAGES.preencha);
    expect(screen.getByRole('dialog', { name: AGENDA_MESSAGES.cadastrar })).toBeInTheDocument();

    // Cancelar only closes: nothing was added.
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(calendar()).queryByText('Sem data')).not.toBeInTheDocument();
  });

  it("offers the gestor 'Toda a rede' and, for a school event, the school to pick", async () => {
    const { user } = await openAgenda('gestor');
    const dialog = await openForm(user);
    const escopo = within(dialog).getByRole('combobox', { name: 'Visibilidade' });
    expect(escopo).toHaveDisplayValue('Toda a rede');
    expect(
      within(escopo)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Toda a rede', 'Escola', 'Turma', 'Somente eu']);
    expect(within(dialog).queryByRole('combobox', { name: /^Escola/ })).not.toBeInTheDocument();

    await user.selectOptions(escopo, 'Escola');
    const escola = within(dialog).getByRole('combobox', { name: /^Escola/ });
    await waitFor(() => expect(within(escola).getAllByRole('option').length).toBeGreaterThan(2));
    await user.type(within(dialog).getByRole('textbox', { name: /^Título/ }), 'Visita da coordenação');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(AGENDA_MESSAGES.escolaRequired);

    await user.selectOptions(escola, within(escola).getAllByRole('option')[1]!.textContent!);
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(AGENDA_MESSAGES.saved)).toBeInTheDocument();
    expect(await within(dayList()).findByRole('button', { name: 'Visita da coordenação' })).toBeInTheDocument();
  });
});

describe('Agenda: deleting and details', () => {
  it('deletes only the clicked one of two events with the same title', async () => {
    await createAs('secretaria', schoolEvent('Plantão de dúvidas', 'Manhã'));
    await createAs('secretaria', schoolEvent('Plantão de dúvidas', 'Tarde'));
    const { user } = await openAgenda('secretaria');
    const plantoes = await within(dayList()).findAllByRole('button', { name: 'Plantão de dúvidas' });
    expect(plantoes).toHaveLength(2);
    expect(within(calendar()).getAllByText('Plantão de dúvidas')).toHaveLength(2);

    await user.click(plantoes[0]!);
    const details = await screen.findByRole('dialog', { name: 'Plantão de dúvidas' });
    expect(details).not.toHaveTextContent(AGENDA_MESSAGES.forbidden);
    await user.click(within(details).getByRole('button', { name: 'Excluir' }));
    const question = await screen.findByRole('alertdialog', { name: 'Excluir evento' });
    expect(question).toHaveTextContent(AGENDA_MESSAGES.confirmDelete('Plantão de dúvidas'));
    await user.click(within(question).getByRole('button', { name: 'Excluir' }));

    expect(await screen.findByText(AGENDA_MESSAGES.deleted)).toBeInTheDocument();
    await waitFor(() => expect(within(dayList()).getAllByRole('button', { name: 'Plantão de dúvidas' })).toHaveLength(1));
    expect(within(dayList()).getByRole('button', { name: 'Plantão de dúvidas' }).closest('li')).toHaveTextContent('Tarde');
    expect(within(calendar()).getAllByText('Plantão de dúvidas')).toHaveLength(1);
  });

  it('shows the secretary her event with Editar, and saves a new title, description and day', async () => {
    await createAs('secretaria', schoolEvent('Reunião de pais', 'Sala 3'));
    const { user } = await openAgenda('secretaria');
    await user.click(await within(dayList()).findByRole('button', { name: 'Reunião de pais' }));
    const details = await screen.findByRole('dialog', { name: 'Reunião de pais' });
    const fact = (label: string) => within(details).getByText(label).nextElementSibling?.textContent;
    expect(fact('Descrição')).toBe('Sala 3');
    expect(fact('Visibilidade')).toMatch(/^Escola: /);
    expect(within(details).getByRole('button', { name: 'Excluir' })).toBeInTheDocument();
    await user.click(within(details).getByRole('button', { name: 'Editar' }));

    const form = await screen.findByRole('dialog', { name: 'Editar Evento' });
    expect(within(form).getByRole('textbox', { name: /^Título/ })).toHaveValue('Reunião de pais');
    expect(within(form).getByRole('textbox', { name: 'Descrição' })).toHaveValue('Sala 3');
    expect(within(form).getByLabelText(/^Data/)).toHaveValue(today);
    expect(within(form).getByRole('combobox', { name: 'Visibilidade' })).toBeDisabled();
    await user.clear(within(form).getByRole('textbox', { name: /^Título/ }));
    await user.type(within(form).getByRole('textbox', { name: /^Título/ }), 'Reunião de pais e mestres');
    await user.clear(within(form).getByRole('textbox', { name: 'Descrição' }));
    await user.type(within(form).getByRole('textbox', { name: 'Descrição' }), 'Auditório');
    await user.clear(within(form).getByLabelText(/^Data/));
    await user.type(within(form).getByLabelText(/^Data/), tomorrow);
    await user.click(within(form).getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText(AGENDA_MESSAGES.moved)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Editar Evento' })).not.toBeInTheDocument());
    // The day list follows the event to its new day.
    const moved = await within(dayList()).findByRole('button', { name: 'Reunião de pais e mestres' });
    expect(moved.closest('li')).toHaveTextContent('Auditório');
    await user.click(moved);
    const after = await screen.findByRole('dialog', { name: 'Reunião de pais e mestres' });
    const [y, m, d] = tomorrow.split('-');
    expect(within(after).getByText('Data').nextElementSibling).toHaveTextContent(`${d}/${m}/${y}`);
  });

  it('names the weekdays in pt-BR, Sáb with its accent', async () => {
    await openAgenda('professor');
    // The month view's weekday row (react-big-calendar gives it no role).
    const headers = [...calendar().querySelectorAll('.rbc-month-header .rbc-header')].map((h) => h.textContent);
    expect(headers).toEqual(['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb']);
  });

  it("shows a student the school's event without the delete question, and does not let it be dragged", async () => {
    await createAs('secretaria', schoolEvent('Feira de ciências', 'No pátio.'));
    const { user } = await openAgenda('aluno');
    const item = await within(dayList()).findByRole('button', { name: 'Feira de ciências' });
    expect(within(dayList()).getByRole('button', { name: 'Estudar para a prova oral' })).toBeInTheDocument();

    // On the calendar: not draggable (no resize anchors), and a click shows the details.
    const onCalendar = within(calendar()).getByText('Feira de ciências').closest('.rbc-event')!;
    expect(onCalendar.querySelector('.rbc-addons-dnd-resizable')).toBeNull();
    expect(dnd.props!.draggableAccessor(calendarEvent('Feira de ciências'))).toBe(false);
    expect(dnd.props!.draggableAccessor(calendarEvent('Estudar para a prova oral'))).toBe(true);

    await user.click(onCalendar as HTMLElement);
    const details = await screen.findByRole('dialog', { name: 'Feira de ciências' });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    const fact = (label: string) => within(details).getByText(label).nextElementSibling?.textContent;
    expect(fact('Descrição')).toBe('No pátio.');
    expect(fact('Visibilidade')).toMatch(/^Escola: /);
    expect(fact('Autor')).not.toBe('');
    expect(details).toHaveTextContent(AGENDA_MESSAGES.forbidden);
    await user.click(within(details).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // The list opens the same details, and so does the calendar's event from the keyboard.
    await user.click(item);
    const again = await screen.findByRole('dialog', { name: 'Feira de ciências' });
    await user.click(within(again).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const button = within(calendar()).getByRole('button', { name: 'Feira de ciências' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Feira de ciências' })).toBeInTheDocument();
  });
});

describe('Agenda: moving events', () => {
  it('saves a drop in the month view: the event moves to the new day with its length', async () => {
    const created = await createAs('secretaria', schoolEvent('Mutirão de leitura'));
    const { session } = await openAgenda('secretaria');
    await within(dayList()).findByRole('button', { name: 'Mutirão de leitura' });
    const event = calendarEvent('Mutirão de leitura');
    expect(dnd.props!.draggableAccessor(event)).toBe(true);

    const [y, m, d] = tomorrow.split('-').map(Number) as [number, number, number];
    act(() => dnd.props!.onEventDrop({ event, start: new Date(y, m - 1, d), end: new Date(y, m - 1, d + 1) }));

    expect(await screen.findByText(AGENDA_MESSAGES.moved)).toBeInTheDocument();
    await waitFor(() => expect(within(dayList()).queryByRole('button', { name: 'Mutirão de leitura' })).not.toBeInTheDocument());
    const answer = await fetch(`${apiBaseUrl()}/agenda?de=${tomorrow}&ate=${tomorrow}`, {
      headers: { Authorization: `Bearer ${session!.token}` },
    });
    const saved = ((await answer.json()) as AgendaEvento[]).find((e) => e.cp_ev_id === created.cp_ev_id);
    expect(saved).toMatchObject({ cp_ev_inicio: `${tomorrow}T00:00`, cp_ev_fim: `${addDays(tomorrow, 1)}T00:00` });
  });

  it('puts a refused move back where it was, with the message', async () => {
    await createAs('secretaria', schoolEvent('Mutirão de leitura'));
    await openAgenda('secretaria');
    await within(dayList()).findByRole('button', { name: 'Mutirão de leitura' });
    server.use(
      http.put(`${apiBaseUrl()}${ROUTES.updateEvento.path}`, () =>
        HttpResponse.json({ msg: 'Erro interno do servidor.' }, { status: 500 }),
      ),
    );
    const event = calendarEvent('Mutirão de leitura');
    const [y, m, d] = tomorrow.split('-').map(Number) as [number, number, number];
    act(() => dnd.props!.onEventDrop({ event, start: new Date(y, m - 1, d), end: new Date(y, m - 1, d + 1) }));

    expect(await screen.findByText(AGENDA_MESSAGES.moveError)).toBeInTheDocument();
    await waitFor(() => expect(toIsoDay(calendarEvent('Mutirão de leitura').start)).toBe(today));
    expect(within(dayList()).getByRole('button', { name: 'Mutirão de leitura' })).toBeInTheDocument();
  });
});

describe('Agenda: loading', () => {
  it('says when the agenda cannot be loaded, and tries again', async () => {
    server.use(
      http.get(`${apiBaseUrl()}${ROUTES.listAgenda.path}`, () =>
        HttpResponse.json({ msg: 'Erro interno do servidor.' }, { status: 500 }),
      ),
    );
    const { user } = await renderApp({ route: '/agenda', as: 'professor' });
    const region = await screen.findByRole('region', { name: AGENDA_MESSAGES.calendario }, SLOW);
    const alert = await within(region).findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent(AGENDA_MESSAGES.loadError);
    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await within(dayList()).findByRole('button', { name: 'Entrega do workbook' })).toBeInTheDocument();
    expect(within(calendar()).queryByRole('alert')).not.toBeInTheDocument();
  });
});
