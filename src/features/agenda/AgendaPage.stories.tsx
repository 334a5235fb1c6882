import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { ROUTES } from '@contract/routes';
import { answer, never } from '../../../.storybook/api';
import { expectDialog, SLOW } from '../../../.storybook/play';
import { AGENDA_MESSAGES } from '@contract/agenda';
import { CALENDAR_LOADING, EDIT_TITLE, HOURS_LABEL } from './agenda-messages';
import AgendaPage from './AgendaPage';

/**
 * 'Agenda' against the mock: 'Eventos do Dia' beside the month calendar of
 * the demo school (the seed's events around today, of every reach). The
 * secretary may change the school's and its classes' events (their details
 * offer 'Editar' and 'Excluir'); a student sees them and their details only.
 */
const meta = {
  title: 'Telas/Agenda',
  component: AgendaPage,
  parameters: { role: 'secretaria', route: '/agenda' },
} satisfies Meta<typeof AgendaPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Seeded for today, in school 1's class of the demo teacher: every demo user sees it. */
const TODAY_EVENT = 'Entrega do workbook';

/** A 390 px phone (the layout's narrowest target). */
const PHONE = {
  parameters: {
    viewport: {
      options: { phone390: { name: 'Celular 390 px', styles: { width: '390px', height: '844px' }, type: 'mobile' } },
    },
  },
  globals: { viewport: { value: 'phone390', isRotated: false } },
} as const;

const dayList = () => screen.getByRole('region', { name: AGENDA_MESSAGES.eventosDoDia });

/** The month has answered: today's event is listed. */
async function loaded(): Promise<void> {
  await screen.findByRole('heading', { level: 1, name: 'Agenda' }, SLOW);
  await within(dayList()).findByRole('button', { name: TODAY_EVENT }, SLOW);
}

type Clicker = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

async function openForm(userEvent: Clicker): Promise<HTMLElement> {
  await loaded();
  await userEvent.click(within(dayList()).getByRole('button', { name: AGENDA_MESSAGES.cadastrar }));
  return expectDialog(AGENDA_MESSAGES.cadastrar);
}

async function switchView(userEvent: Clicker, label: 'Semana' | 'Dia'): Promise<void> {
  await loaded();
  const button = screen.getByRole('button', { name: label });
  await userEvent.click(button);
  await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'), SLOW);
  await expect(await screen.findByRole('region', { name: HOURS_LABEL }, SLOW)).toBeVisible();
}

/** Nothing is wider than the screen. */
async function fitsTheScreen(): Promise<void> {
  const page = document.documentElement;
  await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
}

/** The month with the seed's events, today's listed beside it. */
export const Month: Story = {
  name: 'Mês com eventos',
  play: async () => {
    await loaded();
    await expect(screen.getByRole('button', { name: 'Mês' })).toHaveAttribute('aria-pressed', 'true');
    await expect(within(dayList()).getByText(AGENDA_MESSAGES.emDesenvolvimento)).toBeVisible();
  },
};

/** The week view: hours down the side. */
export const Week: Story = {
  name: 'Semana',
  play: async ({ userEvent }) => switchView(userEvent, 'Semana'),
};

/** The day view. */
export const Day: Story = {
  name: 'Dia',
  play: async ({ userEvent }) => switchView(userEvent, 'Dia'),
};

/** `GET /agenda` has not answered. */
export const Loading: Story = {
  name: 'Carregando',
  beforeEach: ({ msw }) => msw.use(never(ROUTES.listAgenda)),
  play: async () => {
    await expect(await screen.findByText(CALENDAR_LOADING, {}, SLOW)).toBeInTheDocument();
  },
};

/** The agenda cannot be loaded: the message and a retry. */
export const LoadError: Story = {
  name: 'Erro ao carregar',
  beforeEach: ({ msw }) => msw.use(answer(ROUTES.listAgenda, 500, { msg: 'Erro interno do servidor.' })),
  play: async () => {
    const alert = await screen.findByRole('alert', {}, SLOW);
    await expect(alert).toHaveTextContent(AGENDA_MESSAGES.loadError);
    await expect(within(alert).getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};

/** A month without events. */
export const Empty: Story = {
  name: 'Mês vazio',
  beforeEach: ({ msw }) => msw.use(answer(ROUTES.listAgenda, 200, [])),
  play: async () => {
    await expect(await within(dayList()).findByText(AGENDA_MESSAGES.noEvents, {}, SLOW)).toBeVisible();
  },
};

/** 'Cadastrar Evento', the selected day filled in. */
export const FormOpen: Story = {
  name: 'Cadastrar evento',
  play: async ({ userEvent }) => {
    const dialog = await openForm(userEvent);
    await expect(within(dialog).getByRole('combobox', { name: 'Visibilidade' })).toHaveDisplayValue('Escola');
  },
};

/** Saving without a title: the spec's alert, the modal stays open. */
export const FormAlert: Story = {
  name: 'Cadastrar evento, alerta',
  play: async ({ userEvent }) => {
    const dialog = await openForm(userEvent);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await expect(await within(dialog).findByRole('alert', {}, SLOW)).toHaveTextContent(AGENDA_MESSAGES.preencha);
  },
};

/** The gestor: 'Toda a rede' first, and a school to pick for a school event. */
export const FormGestor: Story = {
  name: 'Cadastrar evento, gestor',
  parameters: { role: 'gestor' },
  play: async ({ userEvent }) => {
    const dialog = await openForm(userEvent);
    const escopo = within(dialog).getByRole('combobox', { name: 'Visibilidade' });
    await expect(escopo).toHaveDisplayValue('Toda a rede');
    await userEvent.selectOptions(escopo, 'Escola');
    await expect(await within(dialog).findByRole('combobox', { name: /^Escola/ }, SLOW)).toBeVisible();
  },
};

/** Clicking an event the secretary may change: its details, with 'Editar' and 'Excluir'. */
export const SecretariaDetails: Story = {
  name: 'Detalhes (secretária): editar e excluir',
  play: async ({ userEvent }) => {
    await loaded();
    await userEvent.click(within(dayList()).getByRole('button', { name: TODAY_EVENT }));
    const dialog = await expectDialog(TODAY_EVENT);
    await expect(within(dialog).getByRole('button', { name: 'Editar' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Excluir' })).toBeVisible();
    await expect(dialog).not.toHaveTextContent(AGENDA_MESSAGES.forbidden);
  },
};

/** 'Editar Evento': the event's title, description and day, its reach fixed. */
export const EditForm: Story = {
  name: 'Editar evento',
  play: async ({ userEvent }) => {
    await loaded();
    await userEvent.click(within(dayList()).getByRole('button', { name: TODAY_EVENT }));
    await userEvent.click(within(await expectDialog(TODAY_EVENT)).getByRole('button', { name: 'Editar' }));
    const form = await expectDialog(EDIT_TITLE);
    await expect(within(form).getByRole('textbox', { name: /^Título/ })).toHaveValue(TODAY_EVENT);
    await expect(within(form).getByRole('combobox', { name: 'Visibilidade' })).toBeDisabled();
  },
};

/** The month's weekday row in pt-BR: 'Sáb' with its accent. */
export const WeekdayLabels: Story = {
  name: 'Dias da semana',
  play: async () => {
    await loaded();
    const headers = [...document.querySelectorAll('.rbc-month-header .rbc-header')].map((h) => h.textContent);
    await expect(headers).toEqual(['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb']);
  },
};

/** 'Excluir' in an event's details: the spec's question. */
export const DeleteConfirm: Story = {
  name: 'Excluir evento',
  play: async ({ userEvent }) => {
    await loaded();
    await userEvent.click(within(dayList()).getByRole('button', { name: TODAY_EVENT }));
    await userEvent.click(within(await expectDialog(TODAY_EVENT)).getByRole('button', { name: 'Excluir' }));
    const dialog = await expectDialog('Excluir evento', 'alertdialog');
    await expect(dialog).toHaveTextContent(AGENDA_MESSAGES.confirmDelete(TODAY_EVENT));
  },
};

/** A student clicks the class's event: its details, no delete question. */
export const StudentDetails: Story = {
  name: 'Detalhes (aluno)',
  parameters: { role: 'aluno' },
  play: async ({ userEvent }) => {
    await loaded();
    await userEvent.click(within(dayList()).getByRole('button', { name: TODAY_EVENT }));
    const dialog = await expectDialog(TODAY_EVENT);
    await expect(dialog).toHaveTextContent(AGENDA_MESSAGES.forbidden);
  },
};

/** Dark theme, the month. */
export const MonthDark: Story = {
  name: 'Mês, tema escuro',
  globals: { theme: 'dark' },
  play: Month.play,
};

/** Dark theme, the week. */
export const WeekDark: Story = {
  name: 'Semana, tema escuro',
  globals: { theme: 'dark' },
  play: Week.play,
};

/** On a phone: the cards stack, the toolbar wraps, nothing wider than the screen. */
export const Mobile: Story = {
  name: 'Celular',
  ...PHONE,
  play: async () => {
    await loaded();
    await fitsTheScreen();
  },
};

/** On a phone, dark theme, the week. */
export const MobileDarkWeek: Story = {
  name: 'Celular, tema escuro, semana',
  parameters: PHONE.parameters,
  globals: { ...PHONE.globals, theme: 'dark' },
  play: async ({ userEvent }) => {
    await switchView(userEvent, 'Semana');
    await fitsTheScreen();
  },
};
