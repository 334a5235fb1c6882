import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROUTES } from '@contract/routes';
import { CSV_HEADERS } from '@contract/rules/sala-de-aula';
import { apiBaseUrl } from '@/api/config';
import { server } from '../../../tests/msw';
import { renderApp, type DemoLoginName } from '../../../tests/test-utils';
import { bytesFile } from '../../../tests/upload-files';
import { SALA_MESSAGES } from '@contract/sala-de-aula';
import { LISTA_NEW_HINT, LISTA_UPDATE_HINT } from './sala-messages';

/** The demo teacher's classes (mocks/seed): 8 and 6 students, attendance, grades and summaries seeded. */
const GLOBAL = 'Global English 3 — Seg/Qua 19h';
/** The class seeded without any record (mocks/seed EMPTY_SALA_DE_AULA_TURMA); its teacher teaches only it. */
const EMPTY_CLASS_TEACHER = 'ana.vieira' as DemoLoginName;
/** A lesson day no seeded record uses. */
const FAR_DAY = '2031-03-10';
const FAR_DAY_BR = '10/03/2031';

type User = Awaited<ReturnType<typeof renderApp>>['user'];

const classPicker = () => screen.getByRole('combobox', { name: 'Turma' });
const history = () => screen.getByRole('region', { name: 'Histórico de chamadas' });
const notasTable = () => screen.getByRole('region', { name: 'Notas da turma' });
const resumosTable = () => screen.getByRole('region', { name: 'Resumos registrados' });
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const form = (name: string) => screen.getByRole('form', { name });

async function openClassroom(as: DemoLoginName, turma?: string) {
  const view = await renderApp({ route: '/sala-de-aula', as });
  await screen.findByRole('heading', { level: 1, name: 'Sala de Aula' });
  if (turma) {
    await waitFor(() => expect(within(classPicker()).getByRole('option', { name: turma })).toBeInTheDocument());
    await view.user.selectOptions(classPicker(), turma);
  }
  await screen.findByRole('tab', { name: 'Chamadas' });
  await waitFor(() => expect(within(history()).getByRole('table')).not.toHaveAttribute('aria-busy'));
  return view;
}

/** The roll call's line of a student: a radio group named after them. */
const listaOf = (nome: string) => screen.getByRole('radiogroup', { name: nome });
const groupName = (group: HTMLElement) => document.getElementById(group.getAttribute('aria-labelledby')!)!.textContent!;
/** The roll call's lines, once the class's list has arrived. */
async function listaGroups(count: number): Promise<HTMLElement[]> {
  const list = await within(form('Registrar chamada')).findByRole('list', { name: 'Lista de chamada' });
  await waitFor(() => expect(within(list).getAllByRole('radiogroup')).toHaveLength(count));
  return within(list).getAllByRole('radiogroup');
}

async function setField(user: User, field: HTMLElement, value: string) {
  await user.clear(field);
  if (value !== '') await user.type(field, value);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Sala de Aula: the class picker', () => {
  it('asks the teacher to pick one of their classes, and shows its details in the info modal', async () => {
    const { user } = await renderApp({ route: '/sala-de-aula', as: 'professor' });
    expect(await screen.findByRole('heading', { name: 'Selecione uma turma' })).toBeInTheDocument();
    await waitFor(() => expect(within(classPicker()).getAllByRole('option')).toHaveLength(3));
    expect(within(classPicker()).getByRole('option', { name: 'TV Box 1 — Sábado 9h' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Informações da turma' })).toBeDisabled();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();

    await user.selectOptions(classPicker(), GLOBAL);
    await user.click(screen.getByRole('button', { name: 'Informações da turma' }));
    const info = await screen.findByRole('dialog', { name: 'Informações da turma' });
    const fact = (label: string) => within(info).getByText(label).nextElementSibling?.textContent;
    expect(fact('Nome')).toBe(GLOBAL);
    expect(fact('Professor')).toBe('Marcos Vinícius Rocha');
    expect(fact('Data')).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(fact('Curso')).toBe('[ING] GLOBAL ENGLISH BOOK 3');
    expect(fact('Escola')).not.toBe('');
  });

  it('searches the classes on the server, keeping the chosen one', async () => {
    const { user } = await renderApp({ route: '/sala-de-aula', as: 'gestor' });
    await waitFor(() => expect(within(classPicker()).getAllByRole('option').length).toBeGreaterThan(3));
    await user.selectOptions(classPicker(), GLOBAL);
    await user.type(screen.getByRole('searchbox', { name: 'Pesquisar turmas' }), 'momente');
    await waitFor(() =>
      expect(
        within(classPicker())
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Selecione uma turma', 'Momente A1.2 — Seg/Qua 19h30', GLOBAL]),
    );
    expect(classPicker()).toHaveDisplayValue(GLOBAL);
    await user.type(screen.getByRole('searchbox', { name: 'Pesquisar turmas' }), ' inexistente');
    expect(await screen.findByText(SALA_MESSAGES.noTurmas)).toBeInTheDocument();
  });

  it("says 'Nenhuma turma encontrada.' when there is no class", async () => {
    server.use(http.get(`${apiBaseUrl()}${ROUTES.listTurmas.path}`, () => HttpResponse.json([])));
    await renderApp({ route: '/sala-de-aula', as: 'professor' });
    expect(await screen.findByRole('heading', { name: SALA_MESSAGES.noTurmas })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Turma' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Selecione uma turma' })).not.toBeInTheDocument();
  });

  it("names a class without a course 'Não disponível'", async () => {
    const turma = {
      cp_tr_id: 1,
      cp_tr_nome: 'Turma sem curso',
      cp_tr_data: '2026-02-01',
      cp_tr_id_professor: 1,
      cp_tr_id_escola: 1,
      cp_tr_curso_id: 1,
      cp_tr_alunos: [],
      nomeDoProfessor: 'Marcos Vinícius Rocha',
      nomeDaEscola: 'Escola',
      cursoNome: '',
    };
    server.use(http.get(`${apiBaseUrl()}${ROUTES.listTurmas.path}`, () => HttpResponse.json([turma])));
    const { user } = await renderApp({ route: '/sala-de-aula', as: 'professor' });
    // The only class opens by itself.
    await screen.findByRole('tab', { name: 'Chamadas' });
    await user.click(screen.getByRole('button', { name: 'Informações da turma' }));
    const info = await screen.findByRole('dialog', { name: 'Informações da turma' });
    expect(within(info).getByText('Curso').nextElementSibling).toHaveTextContent(SALA_MESSAGES.courseFallback);
  });

  it('sends a student to their own classroom', async () => {
    const { currentPath } = await renderApp({ route: '/sala-de-aula', as: 'aluno' });
    await waitFor(() => expect(currentPath()).toBe('/sala-de-aula-aluno'));
  });
});

describe('Sala de Aula: attendance', () => {
  it('shows the teacher the class history, 10 per page, filtered by student and by day', async () => {
    const { user } = await openClassroom('professor', GLOBAL);
    expect(bodyRows(history())).toHaveLength(10);
    // 8 seeded lessons × 8 students.
    expect(screen.getByText('64 chamadas')).toBeInTheDocument();
    const [first] = bodyRows(history());
    expect(within(first!).getByText(/^\d{2}\/\d{2}\/\d{4}$/)).toBeInTheDocument();
    expect(within(first!).getByText('19:00')).toBeInTheDocument();
    expect(within(first!).getByText(/^(Presente|Ausente|Justificado)$/)).toBeInTheDocument();

    const filter = screen.getByRole('combobox', { name: 'Filtrar por aluno' });
    const student = within(filter).getAllByRole('option')[1]!.textContent!;
    await user.selectOptions(filter, student);
    await waitFor(() => expect(screen.getByText('8 chamadas')).toBeInTheDocument());
    for (const row of bodyRows(history())) expect(within(row).getByText(student)).toBeInTheDocument();

    await setField(user, screen.getByLabelText('De'), FAR_DAY);
    await waitFor(() => expect(within(history()).getByText(SALA_MESSAGES.noChamadas)).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(screen.getByText('64 chamadas')).toBeInTheDocument());
  });

  it('takes the roll call of the whole class with one save: P/J/F per student, Presente by default; a second save the same day updates', async () => {
    const { user } = await openClassroom(EMPTY_CLASS_TEACHER);
    const chamada = form('Registrar chamada');
    // The roll call is the form's first mode; date and time start at now.
    expect(within(chamada).getByRole('radio', { name: 'A turma inteira' })).toBeChecked();
    expect(within(chamada).queryByRole('combobox', { name: /^Aluno/ })).not.toBeInTheDocument();
    await setField(user, within(chamada).getByLabelText(/^Data/), FAR_DAY);
    await setField(user, within(chamada).getByLabelText(/^Hora/), '19:30');
    const groups = await listaGroups(5);
    const names = groups.map(groupName);
    for (const g of groups) expect(within(g).getByRole('radio', { name: 'Presente' })).toBeChecked();
    expect(within(chamada).getByText(LISTA_NEW_HINT)).toBeInTheDocument();

    await user.click(within(listaOf(names[0]!)).getByRole('radio', { name: 'Ausente' }));
    await user.click(within(listaOf(names[1]!)).getByRole('radio', { name: 'Ausente' }));
    await user.click(within(listaOf(names[2]!)).getByRole('radio', { name: 'Justificado' }));
    expect(within(chamada).getByText('5 alunos: 2 presentes, 1 justificado, 2 ausentes.')).toBeInTheDocument();
    await user.click(within(chamada).getByRole('button', { name: 'Salvar chamada' }));
    expect(await screen.findByText(SALA_MESSAGES.loteSaved(5))).toBeInTheDocument();

    // The history shows the five records of the lesson.
    await waitFor(() => expect(screen.getByText('5 chamadas')).toBeInTheDocument());
    const statusIn = (nome: string) => {
      const row = bodyRows(history()).find((r) => within(r).queryByText(nome));
      expect(within(row!).getByText(FAR_DAY_BR)).toBeInTheDocument();
      expect(within(row!).getByText('19:30')).toBeInTheDocument();
      return within(row!).getByText(/^(Presente|Ausente|Justificado)$/).textContent;
    };
    expect(names.map(statusIn)).toEqual(['Ausente', 'Ausente', 'Justificado', 'Presente', 'Presente']);
    // The list now shows the day as recorded.
    await waitFor(() => expect(within(chamada).getAllByText('Registrado às 19:30')).toHaveLength(5));
    expect(within(chamada).getByText(LISTA_UPDATE_HINT)).toBeInTheDocument();
    expect(within(listaOf(names[0]!)).getByRole('radio', { name: 'Ausente' })).toBeChecked();

    // The same day again: one change, one save; the records are updated, never duplicated.
    await user.click(within(listaOf(names[0]!)).getByRole('radio', { name: 'Presente' }));
    expect(within(chamada).getByText(/alterado/)).toBeInTheDocument();
    await user.click(within(chamada).getByRole('button', { name: 'Salvar chamada' }));
    await waitFor(() => expect(screen.getAllByText(SALA_MESSAGES.loteSaved(5))).toHaveLength(2));
    await waitFor(() => expect(statusIn(names[0]!)).toBe('Presente'));
    expect(screen.getByText('5 chamadas')).toBeInTheDocument();
    expect(names.map(statusIn)).toEqual(['Presente', 'Ausente', 'Justificado', 'Presente', 'Presente']);
    await waitFor(() => expect(within(chamada).queryByText(/alterado/)).not.toBeInTheDocument());
  });

  it('lets a keyboard user go down the list, setting each status with the arrow keys', async () => {
    const { user } = await openClassroom(EMPTY_CLASS_TEACHER);
    const chamada = form('Registrar chamada');
    const groups = await listaGroups(5);
    const names = groups.map(groupName);
    within(chamada).getByLabelText(/^Hora/).focus();
    // Tab reaches the first student's choice; the arrows move it; Tab goes to the next student.
    await user.tab();
    expect(within(listaOf(names[0]!)).getByRole('radio', { name: 'Presente' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(within(listaOf(names[0]!)).getByRole('radio', { name: 'Ausente' })).toBeChecked();
    await user.tab();
    expect(within(listaOf(names[1]!)).getByRole('radio', { name: 'Presente' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(listaOf(names[1]!)).getByRole('radio', { name: 'Justificado' })).toBeChecked();
    expect(within(chamada).getByText('5 alunos: 3 presentes, 1 justificado, 1 ausente.')).toBeInTheDocument();
  });

  it('shows a lesson day already recorded with its statuses and time', async () => {
    const { user } = await openClassroom('professor', GLOBAL);
    const latest = bodyRows(history())[0]!;
    const [dd, mm, yyyy] = within(latest)
      .getByText(/^\d{2}\/\d{2}\/\d{4}$/)
      .textContent!.split('/');
    const chamada = form('Registrar chamada');
    await setField(user, within(chamada).getByLabelText(/^Data/), `${yyyy}-${mm}-${dd}`);
    await waitFor(() => expect(within(chamada).getAllByText('Registrado às 19:00')).toHaveLength(8));
    expect(within(chamada).getByText(LISTA_UPDATE_HINT)).toBeInTheDocument();
    const nome = within(latest).getAllByRole('cell')[0]!.textContent!;
    const status = within(latest).getByText(/^(Presente|Ausente|Justificado)$/).textContent!;
    expect(within(listaOf(nome)).getByRole('radio', { name: status })).toBeChecked();
  });

  it('says why a save was refused, writes nothing and reads the list again', async () => {
    let lists = 0;
    server.use(
      http.get(`${apiBaseUrl()}${ROUTES.getListaChamada.path}`, () => {
        lists++;
        return undefined;
      }),
      http.put(`${apiBaseUrl()}${ROUTES.saveListaChamada.path}`, () =>
        HttpResponse.json({ msg: SALA_MESSAGES.listaMissing(['Nova Aluna']) }, { status: 409 }),
      ),
    );
    const { user } = await openClassroom(EMPTY_CLASS_TEACHER);
    const chamada = form('Registrar chamada');
    await listaGroups(5);
    const before = lists;
    await user.click(within(chamada).getByRole('button', { name: 'Salvar chamada' }));
    expect(await screen.findByText(SALA_MESSAGES.listaMissing(['Nova Aluna']))).toBeInTheDocument();
    await waitFor(() => expect(lists).toBeGreaterThan(before));
    expect(within(history()).getByText(SALA_MESSAGES.noChamadas)).toBeInTheDocument();
  });

  it('registers one student, and the P/J/F buttons change the status after a confirmation, keeping the day', async () => {
    const { user } = await openClassroom('professor', GLOBAL);
    const chamada = form('Registrar chamada');
    await user.click(within(chamada).getByRole('radio', { name: 'Um aluno' }));
    // Date and time start at now; the status at Presente.
    expect(within(chamada).getByLabelText(/^Data/)).not.toHaveValue('');
    expect((within(chamada).getByLabelText(/^Hora/) as HTMLInputElement).value).toMatch(/^\d{2}:\d{2}$/);
    expect(within(chamada).getByRole('combobox', { name: /^Status/ })).toHaveValue('Presente');

    await user.click(within(chamada).getByRole('button', { name: 'Registrar chamada' }));
    expect(await screen.findByText(SALA_MESSAGES.required)).toBeInTheDocument();
    expect(within(chamada).getByRole('combobox', { name: /^Aluno/ })).toHaveAttribute('aria-invalid', 'true');

    const aluno = within(chamada).getByRole('combobox', { name: /^Aluno/ });
    const nome = within(aluno).getAllByRole('option')[1]!.textContent!;
    await user.selectOptions(aluno, nome);
    await setField(user, within(chamada).getByLabelText(/^Data/), FAR_DAY);
    await setField(user, within(chamada).getByLabelText(/^Hora/), '18:45');
    await user.click(within(chamada).getByRole('button', { name: 'Registrar chamada' }));
    expect(await screen.findByText(SALA_MESSAGES.chamadaSaved)).toBeInTheDocument();
    // Ready for the next student of the same lesson.
    expect(aluno).toHaveValue('');
    await waitFor(() => expect(within(bodyRows(history())[0]!).getByText(FAR_DAY_BR)).toBeInTheDocument());
    const row = bodyRows(history())[0]!;
    expect(within(row).getByText(nome)).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: `Marcar ${nome} como Presente` })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(row).getByRole('button', { name: `Marcar ${nome} como Justificado` }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Alterar status' });
    expect(confirm).toHaveTextContent(`Alterar a chamada de ${nome} em ${FAR_DAY_BR} para Justificado?`);
    await user.click(within(confirm).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText(SALA_MESSAGES.statusUpdated('Justificado'))).toBeInTheDocument();
    await waitFor(() => expect(within(bodyRows(history())[0]!).getByText('Justificado')).toBeInTheDocument());
    const changed = bodyRows(history())[0]!;
    expect(within(changed).getByText(FAR_DAY_BR)).toBeInTheDocument();
    expect(within(changed).getByText('18:45')).toBeInTheDocument();

    // The same student on the same day again: the server's refusal is the toast.
    await user.selectOptions(aluno, nome);
    await user.click(within(chamada).getByRole('button', { name: 'Registrar chamada' }));
    expect(await screen.findByText(SALA_MESSAGES.chamadaDuplicate)).toBeInTheDocument();
  });

  it('deletes a record after a confirmation', async () => {
    const { user } = await openClassroom('professor', GLOBAL);
    const first = bodyRows(history())[0]!;
    const nome = within(first)
      .getByRole('group')
      .getAttribute('aria-label')!
      .replace(/^Status de /, '');
    await user.click(within(first).getByRole('button', { name: `Excluir chamada de ${nome}` }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Excluir chamada' });
    expect(confirm).toHaveTextContent(
      new RegExp(`Tem certeza que deseja excluir a chamada de ${nome} em \\d{2}/\\d{2}/\\d{4}\\?`),
    );
    await user.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText(SALA_MESSAGES.chamadaDeleted)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('63 chamadas')).toBeInTheDocument());
  });

  it('shows each student’s attendance rate', async () => {
    await openClassroom('professor', GLOBAL);
    const summary = screen.getByRole('region', { name: 'Frequência por aluno' });
    await waitFor(() => expect(bodyRows(summary)).toHaveLength(8));
    for (const row of bodyRows(summary)) {
      const cells = within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent ?? '');
      const [presentes, justificados, ausentes, total] = cells.slice(1, 5).map(Number);
      expect(presentes! + justificados! + ausentes!).toBe(total);
      expect(cells[5]).toBe(`${Math.floor(((presentes! + justificados!) * 100) / total! + 0.5)}%`);
    }
  });

  it('exports the history as CSV with a BOM', async () => {
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return `blob:http://localhost/${blobs.length}`;
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const { user } = await openClassroom('professor', GLOBAL);
    await user.click(screen.getByRole('button', { name: 'Exportar CSV das chamadas' }));
    expect(await screen.findByText(SALA_MESSAGES.exported)).toBeInTheDocument();
    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.download).toMatch(/\.csv$/);
    expect(blobs[0]!.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await blobs[0]!.arrayBuffer());
    expect(Array.from(bytes.slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    expect(text.split('\r\n')[0]).toBe(CSV_HEADERS.chamadas.join(';'));
    expect(text.split('\r\n').filter(Boolean)).toHaveLength(65);
  });
});

describe('Sala de Aula: lesson summaries', () => {
  function pdf(name: string): File {
    const bytes = new Uint8Array(256);
    bytes.set(Array.from('%PDF-1.7\n', (c) => c.charCodeAt(0)));
    return bytesFile(bytes, name, 'application/pdf');
  }

  it('saves a summary with a PDF, edits it keeping the file, and deletes it after a confirmation', async () => {
    const { user } = await openClassroom('professor', GLOBAL);
    const resumo = form('Resumo da aula');
    await user.click(within(resumo).getByRole('button', { name: 'Salvar resumo' }));
    expect(await screen.findByText(SALA_MESSAGES.required)).toBeInTheDocument();
    expect(within(resumo).getByRole('textbox', { name: /^Aula/ })).toHaveAttribute('aria-invalid', 'true');

    await user.type(within(resumo).getByRole('textbox', { name: /^Aula/ }), 'Aula 99');
    await user.type(within(resumo).getByRole('textbox', { name: /^Resumo/ }), 'Past simple: verbos irregulares.');
    await user.type(within(resumo).getByRole('textbox', { name: 'Link' }), 'www.exemplo.com.br/aula-99');
    await setField(user, within(resumo).getByLabelText(/^Data/), FAR_DAY);
    await user.upload(within(resumo).getByLabelText(/^Arquivo/, { selector: 'input' }), pdf('aula-99.pdf'));
    await waitFor(() => expect(within(resumo).getByText('Enviado')).toBeInTheDocument());
    await user.click(within(resumo).getByRole('button', { name: 'Salvar resumo' }));
    expect(await screen.findByText(SALA_MESSAGES.resumoSaved)).toBeInTheDocument();
    // The form starts over, empty.
    await waitFor(() => expect(within(form('Resumo da aula')).getByRole('textbox', { name: /^Aula/ })).toHaveValue(''));

    await waitFor(() => expect(within(bodyRows(resumosTable())[0]!).getByText('Aula 99')).toBeInTheDocument());
    const row = bodyRows(resumosTable())[0]!;
    expect(within(row).getByRole('link', { name: 'Link' })).toHaveAttribute('href', 'http://www.exemplo.com.br/aula-99');
    expect(within(row).getByRole('link', { name: 'Abrir arquivo' })).toHaveAttribute('href', expect.stringContaining('http'));

    await user.click(within(row).getByRole('button', { name: 'Editar Aula 99' }));
    const edit = await screen.findByRole('form', { name: 'Editar resumo' });
    expect(within(edit).getByRole('textbox', { name: /^Resumo/ })).toHaveValue('Past simple: verbos irregulares.');
    expect(within(edit).getByRole('group', { name: 'Arquivo atual' })).toBeInTheDocument();
    await setField(user, within(edit).getByRole('textbox', { name: /^Aula/ }), 'Aula 99 (revisão)');
    await user.click(within(edit).getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText(SALA_MESSAGES.resumoEdited)).toBeInTheDocument();
    await waitFor(() => expect(within(bodyRows(resumosTable())[0]!).getByText('Aula 99 (revisão)')).toBeInTheDocument());
    expect(within(bodyRows(resumosTable())[0]!).getByRole('link', { name: 'Abrir arquivo' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Resumo da aula' })).toBeInTheDocument();

    await user.click(within(bodyRows(resumosTable())[0]!).getByRole('button', { name: 'Excluir Aula 99 (revisão)' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Excluir resumo' });
    expect(confirm).toHaveTextContent('Tem certeza que deseja excluir o resumo "Aula 99 (revisão)"?');
    await user.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText(SALA_MESSAGES.resumoDeleted)).toBeInTheDocument();
    await waitFor(() => expect(within(resumosTable()).queryByText('Aula 99 (revisão)')).not.toBeInTheDocument());
  });
});

describe('Sala de Aula: grades', () => {
  async function openNotas(as: DemoLoginName, turma?: string) {
    const view = await openClassroom(as, turma);
    await view.user.click(screen.getByRole('tab', { name: 'Notas e Avaliações' }));
    await waitFor(() => expect(within(notasTable()).getByRole('table')).not.toHaveAttribute('aria-busy'));
    return view;
  }

  it('checks the grade form with the spec’s messages', async () => {
    const { user } = await openNotas('professor', GLOBAL);
    const nota = form('Lançar nota');
    const submit = () => user.click(within(nota).getByRole('button', { name: 'Salvar nota' }));
    await submit();
    expect(await screen.findByText(SALA_MESSAGES.studentRequired)).toBeInTheDocument();

    const aluno = within(nota).getByRole('combobox', { name: /^Aluno/ });
    const nome = within(aluno).getAllByRole('option')[1]!.textContent!;
    await user.selectOptions(aluno, nome);
    await submit();
    expect(await screen.findByText(SALA_MESSAGES.gradesRequired)).toBeInTheDocument();

    // Text boxes with the decimal keypad, never number inputs (which drop a typed comma).
    const workbook = within(nota).getByRole('textbox', { name: /^Nota do workbook/ });
    const prova = within(nota).getByRole('textbox', { name: /^Nota da prova/ });
    expect(workbook).toHaveAttribute('inputmode', 'decimal');
    await user.type(workbook, '11');
    await user.type(prova, '9.5');
    await submit();
    expect(await screen.findByText(SALA_MESSAGES.gradeRange)).toBeInTheDocument();
    expect(workbook).toHaveAttribute('aria-invalid', 'true');
    expect(prova).not.toHaveAttribute('aria-invalid');
    // A point typed is read and written back with a comma when the field is left.
    expect(prova).toHaveValue('9,5');
  });

  it('confirms and saves a grade with its rating, and edits it', async () => {
    const { user } = await openNotas('professor', GLOBAL);
    const nota = form('Lançar nota');
    const aluno = within(nota).getByRole('combobox', { name: /^Aluno/ });
    // The class's students are a request of their own.
    await waitFor(() => expect(within(aluno).getAllByRole('option').length).toBeGreaterThan(1));
    const nome = within(aluno).getAllByRole('option')[1]!.textContent!;
    await user.selectOptions(aluno, nome);
    await user.type(within(nota).getByRole('textbox', { name: /^Nota do workbook/ }), '8');
    await user.type(within(nota).getByRole('textbox', { name: /^Nota da prova/ }), '9,5');
    await setField(user, within(nota).getByLabelText(/^Data/), FAR_DAY);
    await user.click(within(nota).getByRole('button', { name: 'Salvar nota' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Confirmar nota' });
    expect(confirm).toHaveTextContent(`Salvar a nota de ${nome}: workbook 8,0, prova 9,5 (média 8,8)?`);
    await user.click(within(confirm).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(SALA_MESSAGES.notaSaved)).toBeInTheDocument();

    await waitFor(() => expect(within(bodyRows(notasTable())[0]!).getByText(FAR_DAY_BR)).toBeInTheDocument());
    const row = bodyRows(notasTable())[0]!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(expect.arrayContaining([nome, FAR_DAY_BR, '8,0', '9,5', '8,8', 'Boa']));

    // Editing fills the form in pt-BR; the student and the day stay.
    await user.click(within(row).getByRole('button', { name: `Editar nota de ${nome} em ${FAR_DAY_BR}` }));
    const edit = await screen.findByRole('form', { name: 'Editar nota' });
    expect(within(edit).getByRole('combobox', { name: /^Aluno/ })).toBeDisabled();
    expect(within(edit).getByRole('textbox', { name: /^Nota do workbook/ })).toHaveValue('8,0');
    await setField(user, within(edit).getByRole('textbox', { name: /^Nota da prova/ }), '3');
    await user.click(within(edit).getByRole('button', { name: 'Atualizar nota' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Confirmar nota' })).getByRole('button', { name: 'Salvar' }),
    );
    expect(await screen.findByText(SALA_MESSAGES.notaUpdated)).toBeInTheDocument();
    await waitFor(() => expect(within(bodyRows(notasTable())[0]!).getByText('Média')).toBeInTheDocument());
    expect(within(bodyRows(notasTable())[0]!).getByText('5,5')).toBeInTheDocument();
  });

  it('reads grades typed the Brazilian way: 8,5 and 7 are saved as 8.5 and 7, the average shown 7,8', async () => {
    const { user } = await openNotas('professor', GLOBAL);
    const sent: unknown[] = [];
    const listen = ({ request }: { request: Request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname.endsWith(ROUTES.createNota.path)) {
        void request
          .clone()
          .json()
          .then((body) => sent.push(body));
      }
    };
    server.events.on('request:start', listen);
    try {
      const nota = form('Lançar nota');
      const aluno = within(nota).getByRole('combobox', { name: /^Aluno/ });
      await waitFor(() => expect(within(aluno).getAllByRole('option').length).toBeGreaterThan(1));
      const nome = within(aluno).getAllByRole('option')[1]!.textContent!;
      await user.selectOptions(aluno, nome);
      await setField(user, within(nota).getByLabelText(/^Data/), FAR_DAY);
      const workbook = within(nota).getByRole('textbox', { name: /^Nota do workbook/ });
      const prova = within(nota).getByRole('textbox', { name: /^Nota da prova/ });

      // Not a number, or a second decimal: refused with the spec's range message and the contract's step message.
      await user.type(workbook, '8,5,1');
      await user.type(prova, '7');
      await user.click(within(nota).getByRole('button', { name: 'Salvar nota' }));
      expect(await screen.findByText(SALA_MESSAGES.gradeRange)).toBeInTheDocument();
      expect(within(nota).getByText('Digite um número, como 8,5.')).toBeInTheDocument();
      await setField(user, workbook, '8,55');
      await user.click(within(nota).getByRole('button', { name: 'Salvar nota' }));
      expect(await screen.findByText(SALA_MESSAGES.gradeStep)).toBeInTheDocument();
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

      await setField(user, workbook, '8,5');
      await user.click(within(nota).getByRole('button', { name: 'Salvar nota' }));
      const confirm = await screen.findByRole('alertdialog', { name: 'Confirmar nota' });
      expect(confirm).toHaveTextContent(`Salvar a nota de ${nome}: workbook 8,5, prova 7,0 (média 7,8)?`);
      await user.click(within(confirm).getByRole('button', { name: 'Salvar' }));
      expect(await screen.findByText(SALA_MESSAGES.notaSaved)).toBeInTheDocument();
      await waitFor(() => expect(sent).toHaveLength(1));
      expect(sent[0]).toMatchObject({ notaWorkbook: 8.5, notaProva: 7 });

      await waitFor(() => expect(within(bodyRows(notasTable())[0]!).getByText(FAR_DAY_BR)).toBeInTheDocument());
      const cells = within(bodyRows(notasTable())[0]!)
        .getAllByRole('cell')
        .map((c) => c.textContent);
      expect(cells).toEqual(expect.arrayContaining([nome, '8,5', '7,0', '7,8', 'Boa']));
    } finally {
      server.events.removeListener('request:start', listen);
    }
  });

  it("asks 'Tem certeza que deseja deletar esta nota?' before deleting a grade", async () => {
    const { user } = await openNotas('professor', GLOBAL);
    const before = screen.getByText(/^\d+ notas$/).textContent!;
    const row = bodyRows(notasTable())[0]!;
    await user.click(within(row).getByRole('button', { name: /^Excluir nota de / }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Excluir nota' });
    expect(confirm).toHaveTextContent(SALA_MESSAGES.notaDeleteConfirm);
    await user.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText(SALA_MESSAGES.notaDeleted)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(/^\d+ notas$/).textContent).toBe(`${Number.parseInt(before, 10) - 1} notas`));
  });
});

describe('Sala de Aula: who writes', () => {
  it('shows staff the records read-only: no form, no P/J/F, no edit or delete, but the export', async () => {
    const { user } = await openClassroom('diretor', GLOBAL);
    expect(screen.getByText('Somente o professor da turma registra chamadas, notas e resumos.')).toBeInTheDocument();
    expect(screen.getByText('64 chamadas')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Marcar / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Excluir / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Editar / })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar CSV das chamadas' })).toBeInTheDocument();
    await waitFor(() => expect(bodyRows(resumosTable()).length).toBeGreaterThan(0));

    await user.click(screen.getByRole('tab', { name: 'Notas e Avaliações' }));
    await waitFor(() => expect(bodyRows(notasTable()).length).toBeGreaterThan(0));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Editar|Excluir) nota/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar CSV das notas' })).toBeInTheDocument();
  });
});

describe('Sala de Aula: an empty class', () => {
  it('shows the empty states of a class without records', async () => {
    const { user } = await openClassroom(EMPTY_CLASS_TEACHER);
    // Their only class opens by itself.
    expect((classPicker() as HTMLSelectElement).value).toMatch(/^\d+$/);
    expect(within(history()).getByText(SALA_MESSAGES.noChamadas)).toBeInTheDocument();
    await waitFor(() => expect(within(resumosTable()).getByText(SALA_MESSAGES.noResumos)).toBeInTheDocument());
    const summary = screen.getByRole('region', { name: 'Frequência por aluno' });
    await waitFor(() => expect(within(summary).getByText(SALA_MESSAGES.noChamadas)).toBeInTheDocument());
    await user.click(screen.getByRole('tab', { name: 'Notas e Avaliações' }));
    await waitFor(() => expect(within(notasTable()).getByText(SALA_MESSAGES.noNotas)).toBeInTheDocument());
  });

  it("says 'Nenhum aluno encontrado nesta turma.' for the roll call of a class without students, and sends nothing", async () => {
    let saves = 0;
    server.use(
      http.get(`${apiBaseUrl()}${ROUTES.getListaChamada.path}`, () => HttpResponse.json([])),
      http.put(`${apiBaseUrl()}${ROUTES.saveListaChamada.path}`, () => {
        saves++;
        return HttpResponse.json({ msg: 'não devia chegar' }, { status: 500 });
      }),
    );
    const { user } = await openClassroom(EMPTY_CLASS_TEACHER);
    const chamada = form('Registrar chamada');
    expect(await within(chamada).findByText(SALA_MESSAGES.noStudents)).toBeInTheDocument();
    expect(within(chamada).queryByRole('radiogroup')).not.toBeInTheDocument();
    await user.click(within(chamada).getByRole('button', { name: 'Salvar chamada' }));
    await waitFor(() => expect(screen.getAllByText(SALA_MESSAGES.noStudents)).toHaveLength(2));
    expect(saves).toBe(0);
  });
});
