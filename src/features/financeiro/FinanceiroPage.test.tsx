import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { hasError, parsePix } from 'pix-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { TOTAL_COUNT_HEADER } from '@contract/constants';
import type { Parcela } from '@contract/entities';
import type { ResumoFinanceiro } from '@contract/financeiro';
import { ROUTES } from '@contract/routes';
import { apiBaseUrl } from '@/api/config';
import { businessToday, formatCurrency, formatDateBR } from '@contract/dates';
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
/** A row's status control ('Status da parcela N de Nome'). */
const controlOf = (row: HTMLElement) => within(row).getByRole('combobox', { name: /^Status da parcela \d+ de / });
/** The student's name of a staff row (its second cell: the first is the selection's checkbox). */
const studentOf = (row: HTMLElement) => within(row).getAllByRole('cell')[1]!.textContent;
/** The status badges of the rows on screen. */
const shownStatuses = () =>
  bodyRows().map((r) => ['Pago', 'À vencer', 'Vencido', 'Futuras parcelas'].find((s) => badge(r, s)) ?? null);

async function openFinance(as: string) {
  const view = await renderApp({ route: '/financeiro', as: as as DemoLoginName });
  // The screen's chunk: a first load on a busy machine takes longer than the default wait.
  await screen.findByRole('heading', { level: 1, name: 'Financeiro' }, { timeout: 12_000 });
  return view;
}

/** A student's tables: one per enrolment ('Parcelas — <curso> · Matrícula ativa'). */
const studentTables = () => screen.getAllByRole('table', { name: /^Parcelas — / });

async function studentTablesLoaded() {
  await waitFor(() => expect(within(studentTables()[0]!).getAllByRole('row').length).toBeGreaterThan(1));
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

// Several tests click through a dialog and two lists: more than the default 15 s on a busy 2-core machine.
describe('Financeiro — staff', { timeout: 30_000 }, () => {
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
    ).toEqual(['', 'Aluno', 'Parcela', 'Vencimento', 'Valor', 'Status', 'Alterar status', 'Ações']);
    expect(bodyRows()).toHaveLength(10);
    // It opens on what is due: overdue and this month's installments, the oldest first (the server's order).
    expect(shownStatuses().every((s) => s === 'Vencido' || s === 'À vencer')).toBe(true);
    const { body: firstPage } = await asUser<Parcela[]>('secretaria', '/financeiroParcelas?page=1&pageSize=10');
    expect(bodyRows().map((r) => controlOf(r).getAttribute('aria-label'))).toEqual(
      firstPage.map((p) => `Status da parcela ${p.cp_mtPar_numero} de ${p.cp_mt_nome_usuario}`),
    );
    expect(screen.getByText(`${total} parcelas`)).toBeInTheDocument();
    const cells = within(bodyRows()[0]!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells[3]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(cells[4]).toMatch(/^R\$\s[\d.]+,\d{2}$/);
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

  it('marks an installment paid only after a confirmation with the day and the method; the row shows when, how and by whom', async () => {
    const sent = record('/update-status/');
    const { user } = await openFinance('secretaria');
    await tableLoaded();
    // The first row is due (not paid): choosing 'Pago' asks first and sends nothing.
    const row = bodyRows()[0]!;
    const control = controlOf(row);
    const label = control.getAttribute('aria-label')!;
    const [, numero, nome] = /^Status da parcela (\d+) de (.+)$/.exec(label)!;
    expect(control).toHaveValue('Não Pago');
    await user.selectOptions(control, 'Pago');
    let dialog = await screen.findByRole('dialog', { name: 'Registrar pagamento' });
    expect(dialog).toHaveTextContent(nome!);
    expect(within(dialog).getByLabelText(/^Data do pagamento/)).toHaveValue(businessToday());
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(controlOf(bodyRows()[0]!)).toHaveValue('Não Pago');
    expect(sent.bodies).toEqual([]);

    // Confirmed with a method: the day (today by default) and the method are sent; the author is the server's.
    await user.selectOptions(controlOf(bodyRows()[0]!), 'Pago');
    dialog = await screen.findByRole('dialog', { name: 'Registrar pagamento' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar pagamento' }));
    expect(await within(dialog).findByText('Escolha a forma de pagamento.')).toBeInTheDocument();
    expect(sent.bodies).toEqual([]);
    await user.selectOptions(within(dialog).getByLabelText(/^Forma de pagamento/), 'PIX');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar pagamento' }));
    expect(await screen.findByText('Status atualizado com sucesso!')).toBeInTheDocument();
    await waitFor(() => expect(sent.bodies).toEqual([{ status: 'Pago', dataPagamento: businessToday(), formaPagamento: 'pix' }]));

    // Paid, it leaves the top of the list; among the paid ones it says when, how and by whom.
    await selectStatus(user, 'Pago');
    await user.type(screen.getByRole('searchbox', { name: 'Pesquisar aluno' }), nome!);
    const paidRow = await waitFor(() => {
      const found = bodyRows().find((r) => controlOf(r).getAttribute('aria-label') === label);
      expect(found).toBeDefined();
      return found!;
    });
    expect(paidRow).toHaveTextContent(`Pago em ${formatDateBR(businessToday())} · PIX · por Juliana Ferreira Lima`);
    expect(controlOf(paidRow)).toHaveValue('Pago');
    expect(numero).toMatch(/^\d+$/);
  });

  it('refuses a payment dated in the future on the field, before asking the server', async () => {
    const sent = record('/update-status/');
    const { user } = await openFinance('secretaria');
    await tableLoaded();
    await user.selectOptions(controlOf(bodyRows()[0]!), 'Pago');
    const dialog = await screen.findByRole('dialog', { name: 'Registrar pagamento' });
    const day = within(dialog).getByLabelText(/^Data do pagamento/);
    const [y, m, d] = businessToday().split('-').map(Number) as [number, number, number];
    const tomorrow = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
    await user.clear(day);
    await user.type(day, tomorrow);
    await user.selectOptions(within(dialog).getByLabelText(/^Forma de pagamento/), 'Dinheiro');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar pagamento' }));
    expect(await within(dialog).findByText('A data do pagamento não pode ser futura.')).toBeInTheDocument();
    expect(day).toHaveFocus();
    expect(sent.bodies).toEqual([]);
  });

  it("undoes a payment only after a confirmation ('Não Pago' is sent as 'à vencer'); toast and badge follow", async () => {
    const sent = record('/update-status/');
    const { user } = await openFinance('secretaria');
    await tableLoaded();
    await selectStatus(user, 'Pago');
    await waitFor(() => expect(shownStatuses().every((s) => s === 'Pago')).toBe(true));
    const label = controlOf(bodyRows()[0]!).getAttribute('aria-label')!;
    await user.selectOptions(controlOf(bodyRows()[0]!), 'Não Pago');
    const dialog = await screen.findByRole('alertdialog', { name: 'Desfazer pagamento' });
    expect(dialog).toHaveTextContent('voltará a constar como não paga');
    expect(sent.bodies).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Desfazer pagamento' }));
    expect(await screen.findByText('Status atualizado com sucesso!')).toBeInTheDocument();
    await waitFor(() => expect(sent.bodies).toEqual([{ status: 'à vencer' }]));
    // Unpaid now, it leaves the 'Pago' filter.
    await waitFor(() => expect(bodyRows().some((r) => controlOf(r).getAttribute('aria-label') === label)).toBe(false));
  });

  it('says so when the status cannot be saved, and shows the saved status again', async () => {
    server.use(
      http.put(api('/update-status/:id'), () => HttpResponse.json({ msg: 'Erro interno do servidor.' }, { status: 500 })),
    );
    const { user } = await openFinance('secretaria');
    await tableLoaded();
    await user.selectOptions(controlOf(bodyRows()[0]!), 'Pago');
    const dialog = await screen.findByRole('dialog', { name: 'Registrar pagamento' });
    await user.selectOptions(within(dialog).getByLabelText(/^Forma de pagamento/), 'Boleto');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar pagamento' }));
    expect(await screen.findByText('Erro ao atualizar o status. Tente novamente.')).toBeInTheDocument();
    await waitFor(() => expect(controlOf(bodyRows()[0]!)).toHaveValue('Não Pago'));
  });

  it('marks several selected installments paid at once, with one day and method, in one request', async () => {
    const sent = record('/parcelas/pagamento');
    const { user } = await openFinance('secretaria');
    await tableLoaded();
    const toolbar = screen.getByRole('toolbar', { name: 'Ações com as parcelas selecionadas' });
    expect(within(toolbar).getByRole('button', { name: 'Marcar como pagas' })).toBeDisabled();
    const boxes = bodyRows()
      .slice(0, 2)
      .map((r) => within(r).getByRole('checkbox', { name: /^Selecionar parcela \d+ de / }));
    for (const box of boxes) await user.click(box);
    expect(within(toolbar).getByText('2 parcelas selecionadas')).toBeInTheDocument();
    await user.click(within(toolbar).getByRole('button', { name: 'Marcar como pagas (2)' }));

    const dialog = await screen.findByRole('dialog', { name: 'Registrar pagamento de 2 parcelas' });
    expect(within(dialog).getByRole('list', { name: 'Parcelas a pagar' })).toHaveTextContent('Total');
    await user.selectOptions(within(dialog).getByLabelText(/^Forma de pagamento/), 'Dinheiro');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar pagamento' }));
    expect(await screen.findByText('2 parcelas marcadas como pagas.')).toBeInTheDocument();
    await waitFor(() => expect(sent.bodies).toHaveLength(1));
    expect(sent.bodies[0]).toMatchObject({ dataPagamento: businessToday(), formaPagamento: 'dinheiro' });
    expect((sent.bodies[0] as { ids: number[] }).ids).toHaveLength(2);
    await waitFor(() => expect(within(toolbar).getByText('Nenhuma parcela selecionada')).toBeInTheDocument());
  });

  it('selects a whole page of overdue installments and lists one WhatsApp reminder per student', async () => {
    const { body: overdue } = await asUser<Parcela[]>('secretaria', '/financeiroParcelas?page=1&pageSize=10&situacao=Vencido');
    const students = [...new Set(overdue.filter((p) => p.cp_whatsapp).map((p) => p.cp_mt_nome_usuario))];
    const { user } = await openFinance('secretaria');
    await tableLoaded();
    await selectStatus(user, 'Vencido');
    await waitFor(() => expect(shownStatuses().every((s) => s === 'Vencido')).toBe(true));
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar todas as parcelas da página' }));
    const toolbar = screen.getByRole('toolbar', { name: 'Ações com as parcelas selecionadas' });
    expect(within(toolbar).getByText(`${bodyRows().length} parcelas selecionadas`)).toBeInTheDocument();
    await user.click(within(toolbar).getByRole('button', { name: /^Lembrar por WhatsApp \(\d+\)$/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Lembretes por WhatsApp' });
    const links = await within(dialog).findAllByRole('link', { name: /^Abrir no WhatsApp: / }, { timeout: 10000 });
    expect(links.map((l) => l.getAttribute('aria-label'))).toEqual(students.map((n) => `Abrir no WhatsApp: ${n}`));
    for (const link of links) {
      expect(new URL(link.getAttribute('href')!).origin).toBe('https://wa.me');
      expect(link).toHaveAttribute('target', '_blank');
    }
    await user.click(links[0]!);
    expect(await within(dialog).findByText('Aberto')).toBeInTheDocument();
  });

  it("links each row's student to the enrolment, and an enrolment's installments back to it", async () => {
    const { user, currentPath } = await openFinance('secretaria');
    await tableLoaded();
    const link = within(bodyRows()[0]!).getByRole('link', { name: /^Matrícula de / });
    const id = /\/cadastro-matricula\/(\d+)$/.exec(link.getAttribute('href')!)![1]!;
    const nome = link.textContent!;
    const { body: own, total } = await asUser<Parcela[]>('secretaria', `/financeiroParcelas?matriculaId=${id}&pageSize=20`);
    await user.click(link);
    await waitFor(() => expect(currentPath()).toBe(`/cadastro-matricula/${id}`));

    await renderApp({ route: `/financeiro/matricula/${id}`, as: 'secretaria' });
    const banner = await screen.findByRole('region', { name: `Parcelas da matrícula de ${nome}` });
    expect(within(banner).getByRole('link', { name: 'Abrir a matrícula' })).toHaveAttribute('href', `/cadastro-matricula/${id}`);
    expect(within(banner).getByRole('link', { name: 'Ver todas as parcelas' })).toHaveAttribute('href', '/financeiro');
    await tableLoaded();
    await waitFor(() => expect(bodyRows()).toHaveLength(Math.min(10, total!)));
    expect(bodyRows().every((r) => studentOf(r) === nome)).toBe(true);
    expect(own.every((p) => String(p.cp_mt_id) === id)).toBe(true);
    // Narrowed to one enrolment: no cards.
    expect(screen.queryByRole('region', { name: 'Receita do mês' })).not.toBeInTheDocument();
  });

  it('says so when the enrolment of the address does not exist, and offers the way back', async () => {
    await renderApp({ route: '/financeiro/matricula/999999', as: 'secretaria' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Matrícula não encontrada.');
    expect(screen.getByRole('link', { name: 'Ver todas as parcelas' })).toHaveAttribute('href', '/financeiro');
    expect(screen.queryByRole('link', { name: 'Abrir a matrícula' })).not.toBeInTheDocument();
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
    await waitFor(() => expect(bodyRows().every((r) => studentOf(r) === name)).toBe(true));
    expect(requests.searches.at(-1)?.get('situacao')).toBe('Vencido');

    await user.clear(screen.getByRole('searchbox', { name: 'Pesquisar aluno' }));
    await selectStatus(user, '');
    await user.selectOptions(size, '5');
    // The cleared search applies after its debounce (and sends the list back to page 1): wait for the whole list.
    await waitFor(() => expect(screen.getByText(`${allTotal} parcelas`)).toBeInTheDocument());
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
    const firstOfPage1 = controlOf(bodyRows()[0]!).getAttribute('aria-label');
    await user.click(within(screen.getByRole('navigation', { name: 'Paginação' })).getByRole('button', { name: '2' }));
    await waitFor(() => expect(requests.searches.at(-1)?.get('page')).toBe('2'));
    await waitFor(() => expect(controlOf(bodyRows()[0]!).getAttribute('aria-label')).not.toBe(firstOfPage1));
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
    expect(screen.queryByRole('button', { name: /^Lembrar por WhatsApp:/ })).not.toBeInTheDocument();

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

describe('Financeiro — student', { timeout: 30_000 }, () => {
  it('shows their cards and their installments grouped by enrolment, the active one first and its open ones first', async () => {
    const { body: resumo } = await asUser<Extract<ResumoFinanceiro, { escopo: 'aluno' }>>('aluno', '/financeiro/resumo');
    const { body: own, total } = await asUser<Parcela[]>('aluno', '/financeiroParcelas?page=1&pageSize=20');
    expect(resumo.tipoPagamento).toBe('parcelado');
    const { user } = await openFinance('aluno');
    await studentTablesLoaded();

    await waitFor(() => expect(card('Valor da parcela')).toHaveTextContent(money(resumo.valorParcela)));
    expect(card('Total de parcelas')).toHaveTextContent(String(resumo.totalParcelas));
    expect(card('Parcelas pagas')).toHaveTextContent(`${resumo.parcelasPagas} de ${resumo.totalParcelas}`);
    expect(screen.getByText(`${total} parcelas`)).toBeInTheDocument();

    const [first] = studentTables();
    expect(first).toHaveAccessibleName(/ · Matrícula ativa$/);
    expect(
      within(first!)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Parcela', 'Vencimento', 'Valor', 'Status', 'Ações']);
    // The server's order: the active enrolment's open installments first.
    expect(own[0]!.cp_status_matricula).toBe('ativo');
    expect(own[0]!.cp_mtPar_situacao).not.toBe('Pago');
    const firstRow = within(first!).getAllByRole('row')[1]!;
    expect(within(firstRow).getAllByRole('cell')[0]).toHaveTextContent(`Parcela ${own[0]!.cp_mtPar_numero}`);
    expect(screen.queryByRole('combobox', { name: /^Status da parcela/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Lembrar por WhatsApp/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Sua matrícula é por mensalidade', { exact: false })).not.toBeInTheDocument();

    // 20 a page: the concluded enrolment's installments follow, under their own title, all paid.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Itens por página' }), '20');
    await waitFor(() => expect(studentTables().length).toBeGreaterThan(1));
    const groups = screen
      .getAllByRole('heading', { level: 2, name: / · Matrícula (ativa|concluída|trancada|cancelada)$/ })
      .map((h) => h.textContent);
    expect(groups[0]).toMatch(/Matrícula ativa$/);
    expect(groups.length).toBeGreaterThan(1);
    expect(groups.slice(1).every((g) => !/Matrícula ativa$/.test(g ?? ''))).toBe(true);
  });

  it('lets the student open the PIX of an unpaid installment', async () => {
    const { user } = await openFinance('aluno');
    await studentTablesLoaded();
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
