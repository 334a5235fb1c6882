import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { hasError, parsePix } from 'pix-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { TOTAL_COUNT_HEADER } from '@contract/constants';
import type { Parcela } from '@contract/entities';
import type { ResumoFinanceiro } from '@contract/financeiro';
import { ROUTES } from '@contract/routes';
import { apiBaseUrl } from '@/api/config';
import { formatCurrency, formatDateBR } from '@contract/dates';
import { server } from '../../../tests/msw';
import { renderApp, signIn, type DemoLoginName } from '../../../tests/test-utils';
import { emulateViewport, type EmulatedViewport } from '../../../tests/viewport';
import { brCodeOf } from './pix';

const api = (path: string) => `${apiBaseUrl()}${path}`;
/** R$ as shown, with the no-break space Testing Library's matchers see as a space. */
const money = (value: number | null) => formatCurrency(value).replace(/\s/g, ' ');
/** A status badge (an option of the status control may carry the same word). */
const badge = (row: HTMLElement, text: string) => within(row).queryByText(text, { selector: 'span' });

/** Asks the mock what a demo login may see, with that login's own token (the expectations come from the API). */
async function asUser<T>(login: string, path: string): Promise<{ body: T; total: number | null }> {
  const { token } = await signIn(login as DemoLoginName);
  const answer = await fetch(api(path), { headers: { Authorization: `Bearer ${token}` } });
  expect(answer.status).toBe(200);
  const total = answer.headers.get(TOTAL_COUNT_HEADER);
  return { body: (await answer.json()) as T, total: total === null ? null : Number(total) };
}

const table = () => screen.getByRole('table', { name: 'Parcelas' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const card = (name: string) => screen.getByRole('region', { name });

async function openFinance(as: string) {
  const view = await renderApp({ route: '/financeiro', as: as as DemoLoginName });
  await screen.findByRole('heading', { level: 1, name: 'Financeiro' });
  return view;
}

async function tableLoaded() {
  await waitFor(() => expect(within(table()).getAllByRole('row').length).toBeGreaterThan(1));
  await waitFor(() => expect(table()).not.toHaveAttribute('aria-busy'));
}

/** Records the JSON bodies and the query strings sent to an API path. */
function record(pathEnd: string) {
  const bodies: unknown[] = [];
  const searches: URLSearchParams[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (!url.pathname.includes(pathEnd)) return;
    searches.push(url.searchParams);
    if (request.method !== 'GET')
      void request
        .clone()
        .json()
        .then((b) => bodies.push(b));
  });
  return { bodies, searches };
}

let viewport: EmulatedViewport | null = null;
afterEach(() => {
  viewport?.restore();
  viewport = null;
});

describe('Financeiro — staff', () => {
  it('shows the cards of GET /financeiro/resumo and the first page of the school installments', async () => {
    const { body: resumo } = await asUser<Extract<ResumoFinanceiro, { escopo: 'equipe' }>>('secretaria', '/financeiro/resumo');
    const { total } = await asUser<Parcela[]>('secretaria', '/financeiroParcelas?page=1&pageSize=10');
    await openFinance('secretaria');
    await tableLoaded();

    await waitFor(() => expect(card('Receita do mês')).toHaveTextContent(money(resumo.receitaMes)));
    expect(card('Total vencido')).toHaveTextContent(money(resumo.totalVencido));
    expect(card('Total vencido')).toHaveTextContent(`${resumo.parcelasVencidas} parcelas vencidas`);
    const kinds = within(card('Alunos por tipo de pagamento'));
    expect(kinds.getByText('Mensalidade').nextElementSibling).toHaveTextContent(String(resumo.alunosMensalidade));
    expect(kinds.getByText('Parcelado').nextElementSibling).toHaveTextContent(String(resumo.alunosParcelado));

    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Aluno', 'Parcela', 'Vencimento', 'Valor', 'Status', 'Alterar status', 'Ações']);
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText(`${total} parcelas`)).toBeInTheDocument();
    const cells = within(bodyRows()[0]!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells[2]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(cells[3]).toMatch(/^R\$\s[\d.]+,\d{2}$/);
    // No school filter for a secretary: the server answers only their school.
    expect(screen.queryByRole('combobox', { name: 'Escola' })).not.toBeInTheDocument();
  });

  it('gives each shown status its own colour', async () => {
    const { user } = await openFinance('secretaria');
    await tableLoaded();
    const tones = new Set<string>();
    for (const situacao of ['Pago', 'À vencer', 'Vencido', 'Futuras parcelas']) {
      await selectStatus(user, situacao);
      await waitFor(() => expect(badge(bodyRows()[0]!, situacao)).toBeInTheDocument());
      tones.add(getComputedStyle(badge(bodyRows()[0]!, situacao)!).borderColor);
      for (const row of bodyRows()) expect(badge(row, situacao)).toBeInTheDocument();
    }
    expect(tones.size).toBe(4);
  });

  it("changes a status: 'Não Pago' is sent as 'à vencer', 'Pago' as 'Pago'; toast and badge follow", async () => {
    const sent = record('/update-status/');
    const { user } = await openFinance('secretaria');
    await tableLoaded();
    // Sorted by due date: the first row is an old, paid installment.
    const row = bodyRows()[0]!;
    const control = within(row).getByRole('combobox', { name: /^Status da parcela \d+ de / });
    expect(control).toHaveValue('Pago');
    expect(badge(row, 'Pago')).toBeInTheDocument();

    await user.selectOptions(control, 'Não Pago');
    expect(await screen.findByText('Status atualizado com sucesso!')).toBeInTheDocument();
    await waitFor(() => expect(within(row).getByText('Vencido')).toBeInTheDocument());
    expect(control).toHaveValue('Não Pago');

    await user.selectOptions(control, 'Pago');
    await waitFor(() => expect(within(row).queryByText('Vencido')).not.toBeInTheDocument());
    expect(badge(row, 'Pago')).toBeInTheDocument();
    await waitFor(() => expect(sent.bodies).toEqual([{ status: 'à vencer' }, { status: 'Pago' }]));
  });

  it('says so when the status cannot be saved, and shows the saved status again', async () => {
    server.use(
      http.put(api('/update-status/:id'), () => HttpResponse.json({ msg: 'Erro interno do servidor.' }, { status: 500 })),
    );
    const { user } = await openFinance('secretaria');
    await tableLoaded();
    const control = within(bodyRows()[0]!).getByRole('combobox', { name: /^Status da parcela/ });
    await user.selectOptions(control, 'Não Pago');
    expect(await screen.findByText('Erro ao atualizar o status. Tente novamente.')).toBeInTheDocument();
    await waitFor(() => expect(control).toHaveValue('Pago'));
  });

  it('filters by status and searches by student on the server, and pages with 5/10/15/20', async () => {
    const requests = record('/financeiroParcelas');
    const { body: overdue, total: overdueTotal } = await asUser<Parcela[]>(
      'secretaria',
      '/financeiroParcelas?page=1&pageSize=10&situacao=Vencido',
    );
    const { total: allTotal } = await asUser<Parcela[]>('secretaria', '/financeiroParcelas?page=1&pageSize=5');
    const { user } = await openFinance('secretaria');
    await tableLoaded();

    const size = screen.getByRole('combobox', { name: 'Itens por página' });
    expect(
      within(size)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['5', '10', '15', '20']);
    expect(size).toHaveValue('10');

    await selectStatus(user, 'Vencido');
    await waitFor(() => expect(screen.getByText(`${overdueTotal} parcelas`)).toBeInTheDocument());
    await waitFor(() => expect(bodyRows()).toHaveLength(Math.min(10, overdueTotal!)));
    for (const row of bodyRows()) expect(badge(row, 'Vencido')).toBeInTheDocument();

    const name = overdue[0]!.cp_mt_nome_usuario;
    await user.type(screen.getByRole('searchbox', { name: 'Pesquisar aluno' }), name);
    await waitFor(() => expect(requests.searches.at(-1)?.get('q')).toBe(name));
    await waitFor(() => expect(bodyRows().every((r) => within(r).getAllByRole('cell')[0]!.textContent === name)).toBe(true));
    expect(requests.searches.at(-1)?.get('situacao')).toBe('Vencido');

    await user.clear(screen.getByRole('searchbox', { name: 'Pesquisar aluno' }));
    await selectStatus(user, '');
    await user.selectOptions(size, '5');
    // The cleared search applies after its debounce (and sends the list back to page 1): wait for the whole list.
    await waitFor(() => expect(screen.getByText(`${allTotal} parcelas`)).toBeInTheDocument());
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
    const firstOfPage1 = within(bodyRows()[0]!).getByRole('combobox').getAttribute('aria-label');
    await user.click(within(screen.getByRole('navigation', { name: 'Paginação' })).getByRole('button', { name: '2' }));
    await waitFor(() => expect(requests.searches.at(-1)?.get('page')).toBe('2'));
    await waitFor(() => expect(within(bodyRows()[0]!).getByRole('combobox').getAttribute('aria-label')).not.toBe(firstOfPage1));
    expect(requests.searches.at(-1)?.get('pageSize')).toBe('5');
  });

  it('shows the empty state when there is no installment', async () => {
    server.use(http.get(api(ROUTES.listParcelas.path), () => HttpResponse.json([], { headers: { [TOTAL_COUNT_HEADER]: '0' } })));
    await openFinance('diretor');
    expect(await screen.findByRole('heading', { name: 'Sem Parcelas Disponíveis' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a message, not the empty state, when a filter finds nothing', async () => {
    const { user } = await openFinance('secretaria');
    await tableLoaded();
    await user.type(screen.getByRole('searchbox', { name: 'Pesquisar aluno' }), 'Ninguém Com Este Nome');
    expect(await within(table()).findByText('Nenhuma parcela encontrada com esses filtros.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sem Parcelas Disponíveis' })).not.toBeInTheDocument();
  });

  it('gives the Gestor a school filter that scopes both the cards and the table', async () => {
    const requests = record('/financeiro');
    const { body: all } = await asUser<Extract<ResumoFinanceiro, { escopo: 'equipe' }>>('gestor', '/financeiro/resumo');
    const { body: savassi } = await asUser<Extract<ResumoFinanceiro, { escopo: 'equipe' }>>(
      'gestor',
      '/financeiro/resumo?schoolId=2',
    );
    const { total: savassiTotal } = await asUser<Parcela[]>('gestor', '/financeiroParcelas?page=1&pageSize=10&schoolId=2');
    expect(savassi.receitaMes).not.toBe(all.receitaMes);
    const { user } = await openFinance('gestor');
    await tableLoaded();
    await waitFor(() => expect(card('Receita do mês')).toHaveTextContent(money(all.receitaMes)));

    const filter = screen.getByRole('combobox', { name: 'Escola' });
    await waitFor(() => expect(within(filter).getAllByRole('option')).toHaveLength(4));
    expect(within(filter).getAllByRole('option')[0]).toHaveTextContent('Todas as escolas');
    await user.selectOptions(filter, '2');

    await waitFor(() => expect(card('Receita do mês')).toHaveTextContent(money(savassi.receitaMes)));
    expect(card('Total vencido')).toHaveTextContent(money(savassi.totalVencido));
    await waitFor(() => expect(screen.getByText(`${savassiTotal} parcelas`)).toBeInTheDocument());
    const sentSchool = (pathEnd: string) =>
      requests.searches.filter((s) => s.get('schoolId') === '2').length > 0 &&
      requests.searches.some((s) => s.get('schoolId') === '2' && (pathEnd === 'resumo' ? !s.has('page') : s.has('page')));
    expect(sentSchool('resumo')).toBe(true);
    expect(sentSchool('list')).toBe(true);
  });

  it('opens the PIX dialog with the copia-e-cola code and its QR code, and copies the code', async () => {
    const { body: overdue } = await asUser<Parcela[]>('secretaria', '/financeiroParcelas?page=1&pageSize=10&situacao=Vencido');
    const first = overdue.find((p) => p.pix)!;
    expect(first).toBeDefined();
    const expected = (await brCodeOf(first))!;
    const { user } = await openFinance('secretaria');
    await tableLoaded();
    await selectStatus(user, 'Vencido');
    const button = await screen.findByRole('button', {
      name: `PIX da parcela ${first.cp_mtPar_numero} de ${first.cp_mt_nome_usuario}`,
    });
    await user.click(button);

    const dialog = await screen.findByRole('dialog', { name: 'Pagar com PIX' });
    const code = await within(dialog).findByRole('textbox', { name: 'PIX copia e cola' }, { timeout: 10000 });
    expect(code).toHaveValue(expected);
    const parsed = parsePix(expected);
    expect(hasError(parsed)).toBe(false);
    const qr = within(dialog).getByRole('img', { name: `QR code do PIX da parcela ${first.cp_mtPar_numero}` });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    expect(within(dialog).getByText(money(first.cp_mtPar_valorParcela))).toBeInTheDocument();
    expect(within(dialog).getByText(formatDateBR(first.cp_mtPar_dataParcela))).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Copiar código' }));
    expect(await screen.findByText('Código PIX copiado!')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(expected);
  });

  it('offers the WhatsApp reminder only on overdue rows, with a wa.me link carrying the message and the PIX code', async () => {
    const { body: overdue } = await asUser<Parcela[]>('secretaria', '/financeiroParcelas?page=1&pageSize=10&situacao=Vencido');
    const first = overdue.find((p) => p.pix && p.cp_whatsapp)!;
    const pixCode = (await brCodeOf(first))!;
    const { user } = await openFinance('secretaria');
    await tableLoaded();

    await selectStatus(user, 'À vencer');
    await waitFor(() => expect(badge(bodyRows()[0]!, 'À vencer')).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /^Lembrar por WhatsApp/ })).not.toBeInTheDocument();

    await selectStatus(user, 'Vencido');
    await user.click(
      await screen.findByRole('button', {
        name: `Lembrar por WhatsApp: parcela ${first.cp_mtPar_numero} de ${first.cp_mt_nome_usuario}`,
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Lembrete por WhatsApp' });
    const link = await within(dialog).findByRole('link', { name: 'Abrir no WhatsApp' }, { timeout: 10000 });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    const url = new URL(link.getAttribute('href')!);
    expect(url.origin).toBe('https://wa.me');
    expect(url.pathname).toBe(`/55${first.cp_whatsapp!.replace(/\D/g, '')}`);
    const text = url.searchParams.get('text')!;
    expect(text).toContain(first.cp_mt_nome_usuario);
    expect(text).toContain(formatCurrency(first.cp_mtPar_valorParcela));
    expect(text).toContain(formatDateBR(first.cp_mtPar_dataParcela));
    expect(text).toContain(pixCode);
    expect(within(dialog).getByLabelText('Mensagem do lembrete')).toHaveTextContent(first.cp_mt_nome_usuario);
  });

  it('is one card per installment on a phone', async () => {
    viewport = emulateViewport(390);
    await openFinance('secretaria');
    const list = await screen.findByRole('list', { name: 'Parcelas' });
    await waitFor(() => expect(within(list).getAllByRole('heading', { level: 2 })).toHaveLength(10));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(list).getAllByRole('combobox', { name: /^Status da parcela/ })).toHaveLength(10);
  });
});

describe('Financeiro — student', () => {
  it('shows their cards and their own installments, without the status control or the reminder', async () => {
    const { body: resumo } = await asUser<Extract<ResumoFinanceiro, { escopo: 'aluno' }>>('aluno', '/financeiro/resumo');
    const { body: own, total } = await asUser<Parcela[]>('aluno', '/financeiroParcelas?page=1&pageSize=10');
    expect(resumo.tipoPagamento).toBe('parcelado');
    await openFinance('aluno');
    await tableLoaded();

    await waitFor(() => expect(card('Valor da parcela')).toHaveTextContent(money(resumo.valorParcela)));
    expect(card('Total de parcelas')).toHaveTextContent(String(resumo.totalParcelas));
    expect(card('Parcelas pagas')).toHaveTextContent(`${resumo.parcelasPagas} de ${resumo.totalParcelas}`);
    expect(screen.getByText(`${total} parcelas`)).toBeInTheDocument();

    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Parcela', 'Vencimento', 'Valor', 'Status', 'Matrícula', 'Ações']);
    expect(within(bodyRows()[0]!).getAllByRole('cell')[0]).toHaveTextContent(`Parcela ${own[0]!.cp_mtPar_numero}`);
    expect(screen.queryByRole('combobox', { name: /^Status da parcela/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Lembrar por WhatsApp/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Sua matrícula é por mensalidade', { exact: false })).not.toBeInTheDocument();
  });

  it('lets the student open the PIX of an unpaid installment', async () => {
    const { user } = await openFinance('aluno');
    await tableLoaded();
    await selectStatus(user, 'Vencido');
    const buttons = await screen.findAllByRole('button', { name: /^PIX da parcela \d+ de / });
    await user.click(buttons[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Pagar com PIX' });
    const code = await within(dialog).findByRole('textbox', { name: 'PIX copia e cola' }, { timeout: 10000 });
    expect((code as HTMLTextAreaElement).value).toMatch(/^000201/);
  });

  it('tells a mensalidade student to contact the secretariat', async () => {
    // debora.rocha (seed): an active mensalidade enrolment and no parcelado one.
    const { body: resumo } = await asUser<Extract<ResumoFinanceiro, { escopo: 'aluno' }>>('debora.rocha', '/financeiro/resumo');
    expect(resumo.tipoPagamento).toBe('mensalidade');
    await openFinance('debora.rocha');
    const note = await screen.findByRole('note', { name: 'Pagamento por mensalidade' });
    expect(note).toHaveTextContent(
      'Sua matrícula é por mensalidade: procure a secretaria da escola para informações de pagamento.',
    );
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Valor da parcela' })).not.toBeInTheDocument());
    // Nothing to list: no table and no empty state under the message.
    await waitFor(() => expect(screen.queryByRole('table')).not.toBeInTheDocument());
    expect(screen.queryByRole('heading', { name: 'Sem Parcelas Disponíveis' })).not.toBeInTheDocument();
  });

  it('keeps a teacher out (no access to finance)', async () => {
    const { currentPath } = await renderApp({ route: '/financeiro', as: 'professor' });
    await waitFor(() => expect(currentPath()).toBe('/home'));
  });
});

type User = Awaited<ReturnType<typeof openFinance>>['user'];

/** Picks a value of the status filter ('' is 'Todos os status'). */
async function selectStatus(user: User, value: string) {
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Status' }), value);
}
