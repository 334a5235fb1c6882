import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AvaliacaoLinha, type Avaliacoes, AVALIACOES_MESSAGES } from '@contract/avaliacoes';
import { ROUTES } from '@contract/routes';
import { CSV_BOM } from '@contract/rules/sala-de-aula';
import { apiBaseUrl } from '@/api/config';
import { saveBlob } from '@/components/download/save-blob';
import { businessToday } from '@contract/dates';
import { gradeLabel } from '@contract/rules/notas';
import { server } from '../../../tests/msw';
import { renderApp } from '../../../tests/test-utils';
import { drillLabel } from './avaliacoes-messages';
import { presetPeriod, type Periodo } from './periodo';

// recharts measures its container, which jsdom does not lay out: the charts'
// chunk is replaced by a stand-in that says what it was given.
vi.mock('./AvaliacoesCharts', () => ({
  default: ({ nivel, linhas }: { nivel: string; linhas: readonly AvaliacaoLinha[] }) => (
    <p data-testid="charts">{`${nivel}: ${linhas.map((l) => l.nome).join(', ')}`}</p>
  ),
}));
vi.mock('@/components/download/save-blob', () => ({ saveBlob: vi.fn() }));

type Query = Record<string, string>;

/** Marks the test's own calls, so they are not counted as the screen's. */
const PROBE = 'x-test-probe';

/** The `GET /avaliacoes` queries the screen sent, in order. */
let sent: Query[] = [];
const record = ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  if (request.method === 'GET' && url.pathname.endsWith(ROUTES.getAvaliacoes.path) && !request.headers.has(PROBE)) {
    sent.push(Object.fromEntries(url.searchParams));
  }
};

beforeEach(() => {
  sent = [];
  server.events.on('request:start', record);
});

afterEach(() => {
  server.events.removeListener('request:start', record);
  vi.mocked(saveBlob).mockClear();
});

const TODAY = businessToday();
const DEFAULT: Periodo = presetPeriod('12m', TODAY);

/** What the mock answers the gestor for this query. */
async function mockAnswer(token: string, query: Query): Promise<Avaliacoes> {
  const response = await fetch(`${apiBaseUrl()}${ROUTES.getAvaliacoes.path}?${new URLSearchParams(query)}`, {
    headers: { Authorization: `Bearer ${token}`, [PROBE]: '1' },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Avaliacoes;
}

/** Numbers as a Brazilian reads them, told independently of the screen's formatter: '1.234', '7,8'. */
const ptBR = new Intl.NumberFormat('pt-BR');
const int = (n: number) => ptBR.format(n);
const grade = (media: number) => media.toFixed(1).replace('.', ',');

/** A row as the table shows it: name, counts, mean with its rating, attendance. */
function cells(l: AvaliacaoLinha, nivel = 'escola'): string[] {
  return [
    l.nome,
    // A student's row has no 'Alunos' column (it would always say 1).
    ...(nivel === 'aluno' ? [] : [int(l.alunos)]),
    int(l.notas),
    l.media === null ? '—' : `${grade(l.media)}${gradeLabel(l.media)}`,
    int(l.boa),
    int(l.regular),
    int(l.ruim),
    int(l.aulas),
    int(l.presencas),
    l.frequencia === null ? '—' : `${l.frequencia}%`,
  ];
}

const table = (nivel: string) => screen.getByRole('region', { name: `Avaliações por ${nivel}` });

/** Waits for the table of `nivel` to show exactly the answer's rows, then its total. */
async function expectTable(nivel: string, answer: Avaliacoes) {
  await waitFor(() => {
    const rows = within(table(nivel))
      .getAllByRole('row')
      .slice(1)
      .map((tr) =>
        within(tr)
          .getAllByRole('cell')
          .map((td) => td.textContent),
      );
    expect(rows).toEqual([...answer.linhas, answer.total].map((l) => cells(l, answer.nivel)));
  });
}

/** The summary card titled `title`. */
const card = (title: string) => screen.getByRole('region', { name: title });

async function openAsGestor() {
  const view = await renderApp({ route: '/avaliacoes', as: 'gestor' });
  // The screen's chunk is compiled on first use: slow on a busy machine.
  await screen.findByRole('heading', { level: 1, name: AVALIACOES_MESSAGES.title }, { timeout: 15_000 });
  return { ...view, token: view.session!.token };
}

// The first test compiles the screen's chunk: on a shared, busy machine that alone can take seconds.
describe('Avaliações: the gestor’s dashboard', { timeout: 30_000 }, () => {
  it('shows the schools of the last 12 months with the figures the server computed', async () => {
    const { token } = await openAsGestor();
    const answer = await mockAnswer(token, { ...DEFAULT, nivel: 'escola' });
    expect(answer.linhas.length).toBeGreaterThan(1);
    await expectTable('escola', answer);
    expect(sent[0]).toEqual({ ...DEFAULT, nivel: 'escola' });
    expect(screen.getByRole('tab', { name: 'Escolas' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('De')).toHaveValue(DEFAULT.de);
    expect(screen.getByLabelText('Até')).toHaveValue(TODAY);

    const { total } = answer;
    expect(within(card('Média geral')).getByText(grade(total.media!))).toBeInTheDocument();
    expect(within(card('Média geral')).getByText(gradeLabel(total.media!))).toBeInTheDocument();
    expect(within(card('Notas')).getByText(int(total.notas))).toBeInTheDocument();
    expect(within(card('Frequência')).getByText(`${total.frequencia}%`)).toBeInTheDocument();
    expect(within(card('Alunos')).getByText(int(total.alunos))).toBeInTheDocument();
    // The charts are given the groups, never the total.
    expect(await screen.findByTestId('charts')).toHaveTextContent(`escola: ${answer.linhas.map((l) => l.nome).join(', ')}`);
  });

  it('groups by course and by teacher', async () => {
    const { user, token } = await openAsGestor();
    await expectTable('escola', await mockAnswer(token, { ...DEFAULT, nivel: 'escola' }));

    await user.click(screen.getByRole('tab', { name: 'Cursos' }));
    await expectTable('curso', await mockAnswer(token, { ...DEFAULT, nivel: 'curso' }));
    expect(screen.queryByRole('navigation', { name: 'Detalhamento' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Professores' }));
    await expectTable('professor', await mockAnswer(token, { ...DEFAULT, nivel: 'professor' }));
    expect(sent.map((q) => q.nivel)).toEqual(['escola', 'curso', 'professor']);
  });

  it('drills from a school to its classes to a class’s students, and back with the breadcrumb', async () => {
    const { user, token } = await openAsGestor();
    const escolas = await mockAnswer(token, { ...DEFAULT, nivel: 'escola' });
    await expectTable('escola', escolas);
    const escola = escolas.linhas[0]!;

    await user.click(screen.getByRole('button', { name: drillLabel('escola', escola.nome) }));
    const turmas = await mockAnswer(token, { ...DEFAULT, nivel: 'turma', escolaId: String(escola.id) });
    await expectTable('turma', turmas);
    expect(sent.at(-1)).toEqual({ ...DEFAULT, nivel: 'turma', escolaId: String(escola.id) });
    const crumbs = () => screen.getByRole('navigation', { name: 'Detalhamento' });
    expect(within(crumbs()).getByText(escola.nome)).toHaveAttribute('aria-current', 'location');
    // The pressed button has gone: the focus waits on where the user now is.
    expect(within(crumbs()).getByText(escola.nome)).toHaveFocus();
    expect(screen.getByRole('heading', { name: `Turmas — ${escola.nome}` })).toBeInTheDocument();

    const turma = turmas.linhas[0]!;
    await user.click(screen.getByRole('button', { name: drillLabel('turma', turma.nome) }));
    const alunos = await mockAnswer(token, {
      ...DEFAULT,
      nivel: 'aluno',
      escolaId: String(escola.id),
      turmaId: String(turma.id),
    });
    await expectTable('aluno', alunos);
    expect(sent.at(-1)).toMatchObject({ nivel: 'aluno', turmaId: String(turma.id) });
    // Students are the last level: their names open nothing.
    expect(within(table('aluno')).queryByRole('button')).not.toBeInTheDocument();
    expect(within(crumbs()).getByText(turma.nome)).toHaveAttribute('aria-current', 'location');

    await user.click(within(crumbs()).getByRole('button', { name: escola.nome }));
    await expectTable('turma', turmas);
    await user.click(within(crumbs()).getByRole('button', { name: 'Rede' }));
    await expectTable('escola', escolas);
    expect(within(crumbs()).getByText('Rede')).toHaveAttribute('aria-current', 'location');
  });

  it('keeps the drill-down in the address: Back climbs it, and a shared address opens the same view', async () => {
    const { user, token, currentUrl, goBack, unmount } = await openAsGestor();
    const escolas = await mockAnswer(token, { ...DEFAULT, nivel: 'escola' });
    await expectTable('escola', escolas);
    const escola = escolas.linhas[0]!;
    await user.click(screen.getByRole('button', { name: drillLabel('escola', escola.nome) }));
    const turmas = await mockAnswer(token, { ...DEFAULT, nivel: 'turma', escolaId: String(escola.id) });
    await expectTable('turma', turmas);
    expect(currentUrl()).toBe(`/avaliacoes?escola=${escola.id}`);
    const turma = turmas.linhas[0]!;
    await user.click(screen.getByRole('button', { name: drillLabel('turma', turma.nome) }));
    const alunos = await mockAnswer(token, {
      ...DEFAULT,
      nivel: 'aluno',
      escolaId: String(escola.id),
      turmaId: String(turma.id),
    });
    await expectTable('aluno', alunos);
    expect(currentUrl()).toBe(`/avaliacoes?escola=${escola.id}&turma=${turma.id}`);
    expect(within(table('aluno')).getByRole('columnheader', { name: 'Aluno' })).toBeInTheDocument();
    expect(within(table('aluno')).queryByRole('columnheader', { name: 'Alunos' })).not.toBeInTheDocument();

    // Back: the class's level, then the schools — still on Avaliações.
    await goBack();
    await expectTable('turma', turmas);
    expect(screen.getByRole('heading', { name: `Turmas — ${escola.nome}` })).toBeInTheDocument();
    await goBack();
    await expectTable('escola', escolas);
    expect(currentUrl()).toBe('/avaliacoes');

    // The address of the students' view, opened afresh, shows it with the names of the school and the class.
    await user.click(screen.getByRole('tab', { name: 'Cursos' }));
    await waitFor(() => expect(currentUrl()).toBe('/avaliacoes?aba=curso'));
    unmount();
    await renderApp({ route: `/avaliacoes?escola=${escola.id}&turma=${turma.id}`, as: 'gestor' });
    await expectTable('aluno', alunos);
    const crumbs = screen.getByRole('navigation', { name: 'Detalhamento' });
    await waitFor(() => expect(within(crumbs).getByRole('button', { name: escola.nome })).toBeInTheDocument());
    await waitFor(() => expect(within(crumbs).getByText(turma.nome)).toHaveAttribute('aria-current', 'location'));
  });

  it('asks for the chosen period, and says so when it holds nothing', async () => {
    const { user, token } = await openAsGestor();
    await expectTable('escola', await mockAnswer(token, { ...DEFAULT, nivel: 'escola' }));

    await user.click(screen.getByRole('button', { name: 'Últimos 30 dias' }));
    const last30 = presetPeriod('30d', TODAY);
    expect(screen.getByRole('button', { name: 'Últimos 30 dias' })).toHaveAttribute('aria-pressed', 'true');
    await expectTable('escola', await mockAnswer(token, { ...last30, nivel: 'escola' }));
    expect(sent.at(-1)).toEqual({ ...last30, nivel: 'escola' });

    // Até before De, then a period over two years: the contract's messages, and nothing sent.
    const before = sent.length;
    fireEvent.change(screen.getByLabelText('Até'), { target: { value: '2001-12-31' } });
    expect(await screen.findByText(AVALIACOES_MESSAGES.periodOrder)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('De'), { target: { value: '1999-12-31' } });
    expect(await screen.findByText(AVALIACOES_MESSAGES.periodTooLong)).toBeInTheDocument();
    expect(sent.length).toBe(before);
    fireEvent.change(screen.getByLabelText('De'), { target: { value: '2001-01-01' } });
    expect(await screen.findByRole('heading', { name: AVALIACOES_MESSAGES.empty })).toBeInTheDocument();
    expect(sent.slice(before)).toEqual([{ de: '2001-01-01', ate: '2001-12-31', nivel: 'escola' }]);
    expect(screen.queryByRole('region', { name: 'Avaliações por escola' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Exportar CSV' })).not.toBeInTheDocument();
  });

  it('exports the table as CSV with pt-BR decimals', async () => {
    const { user, token } = await openAsGestor();
    const answer = await mockAnswer(token, { ...DEFAULT, nivel: 'escola' });
    await expectTable('escola', answer);

    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    expect(saveBlob).toHaveBeenCalledTimes(1);
    const [blob, name] = vi.mocked(saveBlob).mock.calls[0]!;
    expect(name).toBe(`avaliacoes-escolas-${DEFAULT.de}-a-${DEFAULT.ate}.csv`);
    // Blob.text() would drop the BOM: decode keeping it.
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob.arrayBuffer());
    expect(text.startsWith(CSV_BOM)).toBe(true);
    const lines = text.slice(CSV_BOM.length).split('\r\n');
    expect(lines[0]).toBe('Escola;Alunos;Notas;Nota média;Conceito;Boa;Média;Ruim;Chamadas;Presenças;Frequência (%)');
    expect(lines).toHaveLength(answer.linhas.length + 3);
    const first = answer.linhas[0]!;
    expect(lines[1]!.split(';').slice(0, 4)).toEqual([
      first.nome,
      String(first.alunos),
      String(first.notas),
      first.media === null ? '' : grade(first.media),
    ]);
    expect(lines.at(-2)!.startsWith('Total;')).toBe(true);
    expect(await screen.findByText(AVALIACOES_MESSAGES.exported)).toBeInTheDocument();
  });

  it('shows every figure in pt-BR: 7,8, Boa ≥ 7,0, 86% and 12.345, and the CSV without a thousands point', async () => {
    const linha = (nome: string, id: number | null, media: number | null): AvaliacaoLinha => ({
      id,
      nome,
      alunos: 1234,
      notas: 12345,
      media,
      boa: 10000,
      regular: 2000,
      ruim: 345,
      aulas: 4321,
      presencas: 3716,
      frequencia: 86,
    });
    const answer = {
      nivel: 'escola',
      linhas: [linha('Escola Centro', 1, 7.8), linha('Escola Norte', 2, 4.8)],
      total: linha('Total', null, 6.3),
    } as Avaliacoes;
    server.use(http.get(`${apiBaseUrl()}${ROUTES.getAvaliacoes.path}`, () => HttpResponse.json(answer)));
    const { user } = await openAsGestor();
    const rows = await waitFor(() => {
      const found = within(table('escola')).getAllByRole('row').slice(1);
      expect(found).toHaveLength(3);
      return found.map((tr) =>
        within(tr)
          .getAllByRole('cell')
          .map((td) => td.textContent),
      );
    });
    expect(rows[0]).toEqual(['Escola Centro', '1.234', '12.345', '7,8Boa', '10.000', '2.000', '345', '4.321', '3.716', '86%']);
    expect(rows[1]![3]).toBe('4,8Ruim');
    expect(within(card('Média geral')).getByText('6,3')).toBeInTheDocument();
    expect(within(card('Média geral')).getByText('Boa ≥ 7,0 · Média ≥ 5,0 · Ruim < 5,0')).toBeInTheDocument();
    expect(within(card('Notas')).getByText('12.345')).toBeInTheDocument();
    expect(within(card('Notas')).getByText('Boa 10.000 · Média 2.000 · Ruim 345')).toBeInTheDocument();
    expect(within(card('Frequência')).getByText('86%')).toBeInTheDocument();
    expect(within(card('Frequência')).getByText('3.716 presenças em 4.321 chamadas')).toBeInTheDocument();
    expect(within(card('Alunos')).getByText('1.234')).toBeInTheDocument();
    expect(screen.queryByText(/\d\.\d(?!\d\d)/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    const [blob] = vi.mocked(saveBlob).mock.calls[0]!;
    const lines = new TextDecoder('utf-8').decode(await blob.arrayBuffer()).split('\r\n');
    expect(lines[1]).toBe('Escola Centro;1234;12345;7,8;Boa;10000;2000;345;4321;3716;86');
    expect(lines[2]!.split(';')[3]).toBe('4,8');
  });

  it('says when the figures cannot be loaded, and tries again', async () => {
    server.use(
      http.get(`${apiBaseUrl()}${ROUTES.getAvaliacoes.path}`, () =>
        HttpResponse.json({ msg: 'Erro interno do servidor.' }, { status: 500 }),
      ),
    );
    const { user } = await openAsGestor();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(AVALIACOES_MESSAGES.loadError);
    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('region', { name: 'Avaliações por escola' })).toBeInTheDocument();
  });

  it('is the gestor’s only: a director is sent home', async () => {
    const { currentPath } = await renderApp({ route: '/avaliacoes', as: 'diretor' });
    await waitFor(() => expect(currentPath()).toBe('/home'));
    expect(sent).toEqual([]);
  });
});
