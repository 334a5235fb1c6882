import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Matricula } from '@contract/entities';
import { SERVER_MESSAGES } from '@contract/messages';
import { apiBaseUrl } from '@/api/config';
import { server } from '../../../tests/msw';
import { renderApp, signIn, type DemoLoginName } from '../../../tests/test-utils';

const table = () => screen.getByRole('table', { name: 'Matrículas' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);
/** The row of an enrolment, found by its edit link's href. */
const rowOf = (id: number) =>
  bodyRows().find((r) =>
    within(r)
      .queryAllByRole('link')
      .some((l) => l.getAttribute('href') === `/cadastro-matricula/${id}`),
  );
const pageNumbers = () =>
  within(screen.getByRole('navigation', { name: 'Paginação' }))
    .getAllByRole('button')
    .map((b) => b.textContent)
    .filter((t) => /^\d+$/.test(t ?? ''));

async function openList(as: DemoLoginName = 'secretaria') {
  const view = await renderApp({ route: '/matriculas', as });
  // The screen's chunk: a first load on a busy machine takes longer than the default wait.
  await screen.findByRole('heading', { level: 1, name: 'Matriculas' }, { timeout: 12_000 });
  await waitFor(() => expect(within(table()).getAllByRole('row').length).toBeGreaterThan(1));
  await waitFor(() => expect(table()).not.toHaveAttribute('aria-busy'));
  return view;
}

/** Every enrolment of the secretary's school, as the server answers them. */
async function schoolEnrolments(): Promise<Matricula[]> {
  const { token } = await signIn('secretaria');
  const answer = await fetch(`${apiBaseUrl()}/matriculas?page=1&pageSize=100`, { headers: { Authorization: `Bearer ${token}` } });
  return (await answer.json()) as Matricula[];
}

describe('Matriculas', () => {
  it('lists the school’s enrolments with Aluno, Status, Parcelas and Ação, 10 a page', async () => {
    const all = await schoolEnrolments();
    await openList();
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Aluno', 'Status', 'Parcelas', 'Ação']);
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText(`${all.length} matrículas`)).toBeInTheDocument();
    expect(screen.getByText(`Mostrando 1 de ${Math.ceil(all.length / 10)} páginas`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Adicionar Novo/ })).toHaveAttribute('href', '/cadastro-matricula');
  });

  it("shows paid/total installments, '—' for mensalidade, and each row's course", async () => {
    const all = await schoolEnrolments();
    await openList();
    for (const m of all.slice(0, 10)) {
      const [aluno, status, parcelas] = cells(rowOf(m.cp_mt_id)!);
      expect(aluno).toContain(m.cp_mt_nome_usuario);
      expect(status).toBe(m.cp_status_matricula);
      expect(parcelas).toBe(
        m.cp_mt_tipo_pagamento === 'mensalidade' ? '—' : `${m.cp_mt_parcelas_pagas}/${m.cp_mt_quantas_parcelas}`,
      );
    }
    // The demo student's finished course: all 12 paid.
    expect(cells(rowOf(1)!)[2]).toBe('12/12');
    // Each row's course is under the student's name.
    expect(cells(rowOf(2)!)[0]).toContain('[ING] GLOBAL ENGLISH BOOK 3');
  });

  it('gives each status its own badge colour', async () => {
    const { user } = await openList();
    const tones = new Set<string>();
    for (const status of ['ativo', 'cancelado', 'trancado', 'concluido']) {
      await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), status);
      await waitFor(() => expect(bodyRows().every((r) => cells(r)[1] === status)).toBe(true));
      const badge = within(bodyRows()[0]!).getByText(status);
      tones.add(getComputedStyle(badge).backgroundColor);
    }
    expect(tones.size).toBe(4);
  });

  it('links each row to its edit form and the add link to a new one', async () => {
    const { user, currentPath } = await openList();
    await user.click(
      within(rowOf(2)!).getByRole('link', { name: 'Editar Beatriz Santos Oliveira — [ING] GLOBAL ENGLISH BOOK 3' }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Editar Matrícula' })).toBeInTheDocument();
    expect(currentPath()).toBe('/cadastro-matricula/2');
    await user.click(await screen.findByRole('link', { name: 'Cancelar' }));
    await user.click(await screen.findByRole('link', { name: /Adicionar Novo/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Cadastro de Matrícula' })).toBeInTheDocument();
    expect(currentPath()).toBe('/cadastro-matricula');
  });

  it("links a row's paid/total count to the enrolment's installments in Financeiro, and back", async () => {
    const { user, currentPath } = await openList();
    const link = within(rowOf(1)!).getByRole('link', {
      name: '12/12 — ver as parcelas de Beatriz Santos Oliveira — [ING] GLOBAL ENGLISH BOOK 2',
    });
    expect(link).toHaveAttribute('href', '/financeiro/matricula/1');
    await user.click(link);
    const banner = await screen.findByRole('region', { name: 'Parcelas da matrícula de Beatriz Santos Oliveira' });
    expect(currentPath()).toBe('/financeiro/matricula/1');
    expect(banner).toHaveTextContent('12 de 12 pagas');
    await user.click(within(banner).getByRole('link', { name: 'Abrir a matrícula' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Editar Matrícula' })).toBeInTheDocument();
    expect(currentPath()).toBe('/cadastro-matricula/1');
  });

  it('searches on the server by name or CPF', async () => {
    const { user } = await openList();
    const search = screen.getByRole('searchbox', { name: 'Pesquisar' });
    expect(search).toHaveAttribute('placeholder', 'Pesquisar');
    await user.type(search, 'beatriz');
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(bodyRows().every((r) => cells(r)[0]!.includes('Beatriz Santos Oliveira'))).toBe(true);
    await user.clear(search);
    await user.type(search, 'ninguém assim');
    expect(await within(table()).findByText('Nenhum registro encontrado')).toBeInTheDocument();
  });

  it('filters by status on the server', async () => {
    const all = await schoolEnrolments();
    const { user } = await openList();
    const filter = screen.getByRole('combobox', { name: 'Status' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Todos os Status', 'ativo', 'cancelado', 'trancado', 'concluido']);
    await user.selectOptions(filter, 'concluido');
    const concluded = all.filter((m) => m.cp_status_matricula === 'concluido');
    await waitFor(() => expect(bodyRows()).toHaveLength(concluded.length));
    expect(bodyRows().map((r) => cells(r)[1])).toEqual(concluded.map(() => 'concluido'));
    await user.selectOptions(filter, 'Todos os Status');
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
  });

  it('pages: first, previous, next, last, up to five numbers, a page dropdown and 10/20/30 a page', async () => {
    const { user } = await openList('gestor');
    const { token } = await signIn('gestor');
    const total = Number(
      (
        await fetch(`${apiBaseUrl()}/matriculas?page=1&pageSize=10`, { headers: { Authorization: `Bearer ${token}` } })
      ).headers.get('X-Total-Count'),
    );
    const pages = Math.ceil(total / 10);
    expect(pages).toBeGreaterThan(5);
    expect(pageNumbers()).toEqual(['1', '2', '3', '4', '5']);
    expect(screen.getByText(`Mostrando 1 de ${pages} páginas`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Primeira página' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Página anterior' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Última página' }));
    await waitFor(() => expect(screen.getByText(`Mostrando ${pages} de ${pages} páginas`)).toBeInTheDocument());
    // The window slides at the edge: still five numbers.
    expect(pageNumbers()).toEqual(Array.from({ length: 5 }, (_, i) => String(pages - 4 + i)));
    await waitFor(() => expect(bodyRows()).toHaveLength(total - (pages - 1) * 10));
    expect(screen.getByRole('button', { name: 'Próxima página' })).toBeDisabled();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Ir para a página' }), '3');
    await waitFor(() => expect(screen.getByText(`Mostrando 3 de ${pages} páginas`)).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Página anterior' }));
    await waitFor(() => expect(screen.getByText(`Mostrando 2 de ${pages} páginas`)).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Primeira página' }));
    await waitFor(() => expect(screen.getByText(`Mostrando 1 de ${pages} páginas`)).toBeInTheDocument());

    const size = screen.getByRole('combobox', { name: 'Itens por página' });
    expect(
      within(size)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['10', '20', '30']);
    await user.selectOptions(size, '30');
    await waitFor(() => expect(bodyRows()).toHaveLength(30));
    expect(screen.getByText(`Mostrando 1 de ${Math.ceil(total / 30)} páginas`)).toBeInTheDocument();
  });

  it('refuses to delete an enrolment with paid installments, with the server’s message', async () => {
    const { user } = await openList();
    await user.click(within(rowOf(1)!).getByRole('button', { name: /^Excluir Beatriz Santos Oliveira/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Excluir Matrícula' });
    expect(dialog).toHaveTextContent('Tem certeza que deseja excluir a matrícula de Beatriz Santos Oliveira?');
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Erro ao excluir matrícula.')).toBeInTheDocument();
    expect(screen.getByText(SERVER_MESSAGES.matriculaHasPayments)).toBeInTheDocument();
    expect(rowOf(1)).toBeDefined();
  });

  it('deletes an enrolment without payments after confirmation', async () => {
    const all = await schoolEnrolments();
    const mensalidade = all.find((m) => m.cp_mt_tipo_pagamento === 'mensalidade')!;
    const { user } = await openList();
    const row = await waitFor(() => {
      const found = rowOf(mensalidade.cp_mt_id);
      expect(found).toBeDefined();
      return found!;
    });
    await user.click(within(row).getByRole('button', { name: new RegExp(`^Excluir ${mensalidade.cp_mt_nome_usuario}`) }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Excluir Matrícula' });
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText(SERVER_MESSAGES.matriculaDeleted)).toBeInTheDocument();
    await waitFor(() => expect(rowOf(mensalidade.cp_mt_id)).toBeUndefined());
    expect(screen.getByText(`${all.length - 1} matrículas`)).toBeInTheDocument();
  });

  it('says so when there is no enrolment yet', async () => {
    server.use(http.get('*/api/matriculas', () => HttpResponse.json([], { headers: { 'X-Total-Count': '0' } })));
    await renderApp({ route: '/matriculas', as: 'diretor' });
    expect(await screen.findByRole('heading', { name: 'Nenhuma matrícula cadastrada.' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Adicionar Novo/ }).length).toBeGreaterThan(0);
  });

  it('says so when the list cannot be loaded', async () => {
    server.use(http.get('*/api/matriculas', () => HttpResponse.json({ msg: 'falhou' }, { status: 500 })));
    await renderApp({ route: '/matriculas', as: 'gestor' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao carregar as matrículas.');
  });

  it.each(['professor', 'aluno'] as const)('is closed to %s', async (as) => {
    const { currentPath } = await renderApp({ route: '/matriculas', as });
    await waitFor(() => expect(currentPath()).toBe('/home'));
    expect(await screen.findByText('Você não tem permissão para acessar esta página.')).toBeInTheDocument();
  });
});
