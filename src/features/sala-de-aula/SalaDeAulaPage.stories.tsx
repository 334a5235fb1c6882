import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { ROUTES } from '@contract/routes';
import { answer, never } from '../../../.storybook/api';
import { expectDialog, expectToast, settled, SLOW } from '../../../.storybook/play';
import { SALA_MESSAGES } from '@contract/sala-de-aula';
import SalaDeAulaPage from './SalaDeAulaPage';

/**
 * The teacher's 'Sala de Aula' against the mock: the demo teacher picks one
 * of their two classes and keeps its attendance (one student or the whole
 * class, the history with P/J/F, the rate per student), lesson summaries and
 * grades; staff read the same records without forms and export them.
 */
const meta = {
  title: 'Telas/Sala de Aula (professor)',
  component: SalaDeAulaPage,
  parameters: { role: 'professor', route: '/sala-de-aula' },
} satisfies Meta<typeof SalaDeAulaPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const GLOBAL = 'Global English 3 — Seg/Qua 19h';

type Clicker = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

const history = () => screen.getByRole('region', { name: 'Histórico de chamadas' });
const notas = () => screen.getByRole('region', { name: 'Notas da turma' });
const resumos = () => screen.getByRole('region', { name: 'Resumos registrados' });
const rowsOf = (region: HTMLElement) => within(region).queryAllByRole('row').slice(1);
/** The rows, or on a phone the cards, of a region's list. */
const itemsOf = (region: HTMLElement) => {
  const rows = rowsOf(region);
  return rows.length > 0 ? rows : within(region).queryAllByRole('listitem');
};

/** A region's list has answered (no skeleton rows) with some rows. */
async function filled(region: () => HTMLElement): Promise<void> {
  await waitFor(() => {
    expect(region().querySelector('[aria-busy="true"]')).toBeNull();
    expect(itemsOf(region()).length).toBeGreaterThan(0);
  }, SLOW);
}

/** Picks the demo teacher's first class and waits for its history. */
async function pickClass(userEvent: Clicker, turma = GLOBAL): Promise<void> {
  const picker = await screen.findByRole('combobox', { name: 'Turma' }, SLOW);
  await waitFor(() => expect(within(picker).getByRole('option', { name: turma })).toBeInTheDocument(), SLOW);
  await userEvent.selectOptions(picker, turma);
  await filled(history);
  await filled(resumos);
}

async function openNotas(userEvent: Clicker): Promise<void> {
  await pickClass(userEvent);
  await userEvent.click(screen.getByRole('tab', { name: 'Notas e Avaliações' }));
  await filled(notas);
}

/** Nothing is wider than the screen (a phone). */
async function fitsTheScreen(): Promise<void> {
  const page = document.documentElement;
  await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
}

/** Before a class is picked: the picker and the prompt. */
export const Pick: Story = {
  name: 'Escolher turma',
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'Selecione uma turma' }, SLOW)).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Informações da turma' })).toBeDisabled();
  },
};

/** The teacher's class: the forms, the history with P/J/F, the rates, the summaries. */
export const Professor: Story = {
  play: async ({ userEvent }) => {
    await pickClass(userEvent);
    await expect(screen.getByRole('form', { name: 'Registrar chamada' })).toBeVisible();
    await expect(screen.getByRole('form', { name: 'Resumo da aula' })).toBeVisible();
    await expect(within(history()).getAllByRole('button', { name: /^Marcar / }).length).toBeGreaterThan(0);
    await expect(screen.getByText('64 chamadas')).toBeVisible();
  },
};

/** 'Notas e Avaliações': the grade form and the grades with their rating. */
export const ProfessorNotas: Story = {
  name: 'Professor, notas',
  play: async ({ userEvent }) => {
    await openNotas(userEvent);
    await expect(screen.getByRole('form', { name: 'Lançar nota' })).toBeVisible();
    await expect(within(notas()).getAllByText(/^(Boa|Média|Ruim)$/).length).toBeGreaterThan(0);
  },
};

/** A director: the same records, read-only, with the export. */
export const Diretor: Story = {
  name: 'Direção (somente leitura)',
  parameters: { role: 'diretor' },
  play: async ({ userEvent }) => {
    await pickClass(userEvent);
    await expect(screen.queryByRole('form')).not.toBeInTheDocument();
    await expect(screen.queryByRole('button', { name: /^Marcar / })).not.toBeInTheDocument();
    await expect(screen.getByRole('button', { name: 'Exportar CSV das chamadas' })).toBeVisible();
  },
};

/** `GET /turmas` has not answered. */
export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(never(ROUTES.listTurmas)),
  play: async () => {
    await expect(await screen.findByText('Carregando turmas…', {}, SLOW)).toBeInTheDocument();
  },
};

/** The class's records have not answered: skeleton rows. */
export const LoadingRecords: Story = {
  name: 'Carregando registros',
  beforeEach: ({ msw }) => msw.use(never(ROUTES.listChamadas), never(ROUTES.listResumos), never(ROUTES.listFrequencia)),
  play: async ({ userEvent }) => {
    const picker = await screen.findByRole('combobox', { name: 'Turma' }, SLOW);
    await waitFor(() => expect(within(picker).getByRole('option', { name: GLOBAL })).toBeInTheDocument(), SLOW);
    await userEvent.selectOptions(picker, GLOBAL);
    await waitFor(() => expect(within(history()).getByRole('table')).toHaveAttribute('aria-busy', 'true'), SLOW);
  },
};

/** No class at all: the spec's empty state. */
export const NoClasses: Story = {
  name: 'Sem turmas',
  beforeEach: ({ msw }) => msw.use(answer(ROUTES.listTurmas, 200, [])),
  play: async () => {
    await expect(await screen.findByRole('heading', { name: SALA_MESSAGES.noTurmas }, SLOW)).toBeVisible();
  },
};

/** A class without any record: each list's empty state. */
export const EmptyClass: Story = {
  name: 'Turma sem registros',
  beforeEach: ({ msw }) =>
    msw.use(
      answer(ROUTES.listChamadas, 200, []),
      answer(ROUTES.listFrequencia, 200, []),
      answer(ROUTES.listResumos, 200, []),
      answer(ROUTES.listNotas, 200, []),
    ),
  play: async ({ userEvent }) => {
    const picker = await screen.findByRole('combobox', { name: 'Turma' }, SLOW);
    await waitFor(() => expect(within(picker).getByRole('option', { name: GLOBAL })).toBeInTheDocument(), SLOW);
    await userEvent.selectOptions(picker, GLOBAL);
    await expect(await within(history()).findByText(SALA_MESSAGES.noChamadas, {}, SLOW)).toBeVisible();
    await expect(await within(resumos()).findByText(SALA_MESSAGES.noResumos, {}, SLOW)).toBeVisible();
  },
};

/** The classes cannot be loaded: the spec's message and a retry. */
export const LoadError: Story = {
  name: 'Erro ao carregar turmas',
  beforeEach: ({ msw }) => msw.use(answer(ROUTES.listTurmas, 500, { msg: 'Erro interno do servidor.' })),
  play: async () => {
    const alert = await screen.findByRole('alert', {}, SLOW);
    await expect(alert).toHaveTextContent(SALA_MESSAGES.turmasLoadError);
    await expect(within(alert).getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};

/** The history cannot be loaded. */
export const HistoryError: Story = {
  name: 'Erro ao carregar chamadas',
  beforeEach: ({ msw }) => msw.use(answer(ROUTES.listChamadas, 500, { msg: 'Erro interno do servidor.' })),
  play: async ({ userEvent }) => {
    const picker = await screen.findByRole('combobox', { name: 'Turma' }, SLOW);
    await waitFor(() => expect(within(picker).getByRole('option', { name: GLOBAL })).toBeInTheDocument(), SLOW);
    await userEvent.selectOptions(picker, GLOBAL);
    await expect(await within(history()).findByText(SALA_MESSAGES.chamadasLoadError, {}, SLOW)).toBeVisible();
  },
};

/** The info modal: Nome, Data, Professor, Escola, Curso. */
export const InfoOpen: Story = {
  name: 'Informações da turma',
  play: async ({ userEvent }) => {
    await pickClass(userEvent);
    await userEvent.click(screen.getByRole('button', { name: 'Informações da turma' }));
    const dialog = await expectDialog('Informações da turma');
    await expect(within(dialog).getByText(GLOBAL)).toBeVisible();
  },
};

/** A P/J/F button asks first. */
export const StatusConfirm: Story = {
  name: 'Confirmar status',
  play: async ({ userEvent }) => {
    await pickClass(userEvent);
    const button = within(history())
      .getAllByRole('button', { name: /^Marcar / })
      .find((b) => !(b as HTMLButtonElement).disabled)!;
    await userEvent.click(button);
    await expectDialog('Alterar status', 'alertdialog');
  },
};

/** Deleting a record asks first. */
export const ChamadaDelete: Story = {
  name: 'Excluir chamada',
  play: async ({ userEvent }) => {
    await pickClass(userEvent);
    await userEvent.click(within(history()).getAllByRole('button', { name: /^Excluir chamada de / })[0]!);
    await expectDialog('Excluir chamada', 'alertdialog');
  },
};

/** Editing a summary: the form filled, its current file. */
export const ResumoEdit: Story = {
  name: 'Editar resumo',
  play: async ({ userEvent }) => {
    await pickClass(userEvent);
    await userEvent.click(within(resumos()).getAllByRole('button', { name: /^Editar / })[0]!);
    const form = await screen.findByRole('form', { name: 'Editar resumo' }, SLOW);
    await expect(within(form).getByRole('textbox', { name: /^Aula/ })).not.toHaveValue('');
  },
};

/** Deleting a summary asks first. */
export const ResumoDelete: Story = {
  name: 'Excluir resumo',
  play: async ({ userEvent }) => {
    await pickClass(userEvent);
    await userEvent.click(within(resumos()).getAllByRole('button', { name: /^Excluir / })[0]!);
    await expectDialog('Excluir resumo', 'alertdialog');
  },
};

/** A grade typed the Brazilian way ('6,5') is confirmed before it is saved, its average in pt-BR. */
export const NotaConfirm: Story = {
  name: 'Confirmar nota',
  play: async ({ userEvent }) => {
    await openNotas(userEvent);
    const form = screen.getByRole('form', { name: 'Lançar nota' });
    const aluno = within(form).getByRole('combobox', { name: /^Aluno/ });
    // The class's students are a request of their own (the grades list may answer first).
    await waitFor(() => expect(within(aluno).getAllByRole('option').length).toBeGreaterThan(1), SLOW);
    await userEvent.selectOptions(aluno, within(aluno).getAllByRole('option')[1]!.textContent!);
    await userEvent.type(within(form).getByRole('textbox', { name: /^Nota do workbook/ }), '8');
    await userEvent.type(within(form).getByRole('textbox', { name: /^Nota da prova/ }), '6,5');
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar nota' }));
    const dialog = await expectDialog('Confirmar nota', 'alertdialog');
    await expect(dialog).toHaveTextContent('workbook 8,0, prova 6,5 (média 7,3)');
  },
};

/** A grade that is no number is refused with the spec's range message; the table's grades read with a comma. */
export const NotaInvalida: Story = {
  name: 'Nota inválida',
  play: async ({ userEvent }) => {
    await openNotas(userEvent);
    await waitFor(() => expect(within(notas()).getAllByText(/^\d{1,2},\d$/).length).toBeGreaterThan(0), SLOW);
    await expect(within(notas()).queryByText(/^\d{1,2}\.\d$/)).not.toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Lançar nota' });
    const aluno = within(form).getByRole('combobox', { name: /^Aluno/ });
    await waitFor(() => expect(within(aluno).getAllByRole('option').length).toBeGreaterThan(1), SLOW);
    await userEvent.selectOptions(aluno, within(aluno).getAllByRole('option')[1]!.textContent!);
    await userEvent.type(within(form).getByRole('textbox', { name: /^Nota do workbook/ }), '8,5,1');
    await userEvent.type(within(form).getByRole('textbox', { name: /^Nota da prova/ }), '7');
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar nota' }));
    await expect(await screen.findByText(SALA_MESSAGES.gradeRange, {}, SLOW)).toBeInTheDocument();
    await expect(within(form).getByText('Digite um número, como 8,5.')).toBeInTheDocument();
  },
};

/** Deleting a grade asks the spec's question. */
export const NotaDelete: Story = {
  name: 'Excluir nota',
  play: async ({ userEvent }) => {
    await openNotas(userEvent);
    await userEvent.click(within(notas()).getAllByRole('button', { name: /^Excluir nota de / })[0]!);
    const dialog = await expectDialog('Excluir nota', 'alertdialog');
    await expect(dialog).toHaveTextContent(SALA_MESSAGES.notaDeleteConfirm);
  },
};

/** Dark theme, wide screen. */
export const ProfessorDark: Story = {
  name: 'Professor, tema escuro',
  globals: { theme: 'dark' },
  play: Professor.play,
};

/** On a phone: the lists become cards, nothing wider than the screen. */
export const Mobile: Story = {
  name: 'Celular',
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ userEvent }) => {
    await pickClass(userEvent);
    await fitsTheScreen();
  },
};

/** On a phone, dark theme, the grades. */
export const MobileDarkNotas: Story = {
  name: 'Celular, tema escuro, notas',
  globals: { viewport: { value: 'mobile2', isRotated: false }, theme: 'dark' },
  play: async ({ userEvent }) => {
    await openNotas(userEvent);
    await fitsTheScreen();
  },
};

// ── The roll call ('A turma inteira') ──────────────────────────────────

const chamadaForm = () => screen.getByRole('form', { name: 'Registrar chamada' });
/** A day no seeded record uses: the roll call starts all Presente. */
const LISTA_DAY = '2031-03-10';

/** The class's roll call, once its list has arrived. */
async function listaChamada(userEvent: Clicker, day?: string): Promise<HTMLElement[]> {
  await pickClass(userEvent);
  if (day !== undefined) {
    const data = within(chamadaForm()).getByLabelText(/^Data/);
    await userEvent.clear(data);
    await userEvent.type(data, day);
  }
  const list = await within(chamadaForm()).findByRole('list', { name: 'Lista de chamada' }, SLOW);
  await waitFor(() => expect(within(list).getAllByRole('radiogroup').length).toBe(8), SLOW);
  return within(list).getAllByRole('radiogroup');
}

/** The teacher's roll call: every student of the class in one list, Presente by default; one marked Ausente. */
export const ListaChamada: Story = {
  name: 'Chamada da turma',
  play: async ({ userEvent }) => {
    const groups = await listaChamada(userEvent, LISTA_DAY);
    for (const g of groups) await expect(within(g).getByRole('radio', { name: 'Presente' })).toBeChecked();
    await userEvent.click(within(groups[1]!).getByRole('radio', { name: 'Ausente' }));
    await userEvent.click(within(groups[2]!).getByRole('radio', { name: 'Justificado' }));
    await expect(within(chamadaForm()).getByText('8 alunos: 6 presentes, 1 justificado, 1 ausente.')).toBeVisible();
  },
};

/** The class's list has not answered. */
export const ListaChamadaLoading: Story = {
  name: 'Chamada carregando',
  beforeEach: ({ msw }) => msw.use(never(ROUTES.getListaChamada)),
  play: async ({ userEvent }) => {
    await pickClass(userEvent);
    await expect(await within(chamadaForm()).findByText('Carregando os alunos da turma…', {}, SLOW)).toBeVisible();
    await expect(within(chamadaForm()).getByRole('button', { name: 'Salvar chamada' })).toBeDisabled();
  },
};

/** A class without students: the spec's message in place of the list. */
export const ListaChamadaEmpty: Story = {
  name: 'Chamada, turma sem alunos',
  beforeEach: ({ msw }) => msw.use(answer(ROUTES.getListaChamada, 200, [])),
  play: async ({ userEvent }) => {
    await pickClass(userEvent);
    await expect(await within(chamadaForm()).findByText(SALA_MESSAGES.noStudents, {}, SLOW)).toBeVisible();
    await expect(within(chamadaForm()).queryByRole('radiogroup')).not.toBeInTheDocument();
  },
};

/** The save has not answered: the button is busy, the choices locked. */
export const ListaChamadaSaving: Story = {
  name: 'Chamada salvando',
  beforeEach: ({ msw }) => msw.use(never(ROUTES.saveListaChamada)),
  play: async ({ userEvent }) => {
    const groups = await listaChamada(userEvent, LISTA_DAY);
    await userEvent.click(within(chamadaForm()).getByRole('button', { name: 'Salvar chamada' }));
    await waitFor(
      () => expect(within(chamadaForm()).getByRole('button', { name: 'Salvar chamada' })).toHaveAttribute('aria-busy', 'true'),
      SLOW,
    );
    await expect(within(groups[0]!).getByRole('radio', { name: 'Ausente' })).toBeDisabled();
  },
};

/** Saved: the spec's message, and each student shown as recorded. */
export const ListaChamadaSaved: Story = {
  name: 'Chamada salva',
  play: async ({ userEvent }) => {
    const groups = await listaChamada(userEvent, LISTA_DAY);
    await userEvent.click(within(groups[0]!).getByRole('radio', { name: 'Ausente' }));
    await userEvent.click(within(chamadaForm()).getByRole('button', { name: 'Salvar chamada' }));
    await expectToast(SALA_MESSAGES.loteSaved(8));
    await waitFor(() => expect(within(chamadaForm()).getAllByText(/^Registrado às \d{2}:\d{2}/).length).toBe(8), SLOW);
  },
};

/** The class's list cannot be loaded: the message and a retry. */
export const ListaChamadaError: Story = {
  name: 'Erro ao carregar a chamada',
  beforeEach: ({ msw }) => msw.use(answer(ROUTES.getListaChamada, 500, { msg: 'Erro interno do servidor.' })),
  play: async ({ userEvent }) => {
    await pickClass(userEvent);
    const alert = await within(chamadaForm()).findByRole('alert', {}, SLOW);
    await expect(alert).toHaveTextContent(SALA_MESSAGES.turmaLoadError);
    await expect(within(alert).getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};

/** A save refused (the class changed meanwhile): the server's reason. */
export const ListaChamadaSaveError: Story = {
  name: 'Erro ao salvar a chamada',
  beforeEach: ({ msw }) =>
    msw.use(answer(ROUTES.saveListaChamada, 409, { msg: SALA_MESSAGES.listaMissing(['Aluna Nova da Silva']) })),
  play: async ({ userEvent }) => {
    await listaChamada(userEvent, LISTA_DAY);
    await userEvent.click(within(chamadaForm()).getByRole('button', { name: 'Salvar chamada' }));
    await expectToast(SALA_MESSAGES.listaMissing(['Aluna Nova da Silva']));
    // The roll call is read again after a refusal: done when nothing is locked or loading.
    await settled(chamadaForm());
  },
};

/** On a phone: one row per student (name and P/J/F side by side), targets of 44 px, nothing wider than the screen. */
export const ListaChamadaMobile: Story = {
  name: 'Celular, chamada',
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ userEvent }) => {
    const groups = await listaChamada(userEvent, LISTA_DAY);
    await fitsTheScreen();
    for (const g of groups) {
      const row = g.closest('li')!;
      const name = document.getElementById(g.getAttribute('aria-labelledby')!)!;
      const [r, n] = [g.getBoundingClientRect(), name.getBoundingClientRect()];
      // Side by side: the name's line starts within the choices' height.
      await expect(n.top).toBeLessThan(r.bottom);
      await expect(n.right).toBeLessThanOrEqual(r.left);
      await expect(row.getBoundingClientRect().height).toBeLessThan(100);
      for (const radio of within(g).getAllByRole('radio')) {
        const box = radio.getBoundingClientRect();
        await expect(box.width).toBeGreaterThanOrEqual(44);
        await expect(box.height).toBeGreaterThanOrEqual(44);
      }
    }
  },
};

/** On a phone, dark theme, the roll call. */
export const ListaChamadaMobileDark: Story = {
  name: 'Celular, tema escuro, chamada',
  globals: { viewport: { value: 'mobile2', isRotated: false }, theme: 'dark' },
  play: async ({ userEvent }) => {
    await listaChamada(userEvent, LISTA_DAY);
    await fitsTheScreen();
  },
};
