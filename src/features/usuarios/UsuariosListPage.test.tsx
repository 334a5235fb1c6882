import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../tests/msw';
import { renderApp, type DemoLoginName } from '../../../tests/test-utils';
import { emulateViewport } from '../../../tests/viewport';

const TYPE_LABELS = ['Gestor', 'Diretor', 'Secretário(a)', 'Professor', 'Aluno'];

async function openList(as: DemoLoginName = 'diretor') {
  const view = await renderApp({ route: '/usuarios', as });
  await screen.findByRole('heading', { level: 1, name: 'Usuários' });
  // Skeleton rows fill the table while the first page loads.
  await waitFor(() => {
    expect(table()).not.toHaveAttribute('aria-busy');
    expect(bodyRows().length).toBeGreaterThan(0);
  });
  return view;
}

const table = () => screen.getByRole('table');
/** The data rows (header row left out). */
const bodyRows = () => within(table()).queryAllByRole('row').slice(1);
/** The text of one column in every data row. */
function column(header: string): string[] {
  const headers = within(table())
    .getAllByRole('columnheader')
    .map((h) => h.textContent);
  const index = headers.indexOf(header);
  return bodyRows().map((row) => within(row).getAllByRole('cell')[index]!.textContent ?? '');
}
const totalText = () => screen.getByText(/^\d+ usuários?$/).textContent!;
const total = () => Number(totalText().split(' ')[0]);

describe('Usuários', () => {
  it('lists the first 10 people by name with links to add and to edit', async () => {
    await openList();
    expect(screen.getByRole('link', { name: 'Adicionar Novo' })).toHaveAttribute('href', '/cadastro-usuario');
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Nome', 'Login', 'E-mail', 'Tipo', 'CPF', 'Ações']);
    expect(bodyRows()).toHaveLength(10);
    const names = column('Nome');
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pt-BR')));
    const edit = within(bodyRows()[0]!).getByRole('link', { name: /^Editar / });
    expect(edit.getAttribute('href')).toMatch(/^\/cadastro-usuario\/\d+$/);
    expect(total()).toBeGreaterThan(10);
    expect(column('CPF').every((cpf) => /^\d{3}\.\d{3}\.\d{3}-\d{2}$/.test(cpf))).toBe(true);
  });

  it('offers the type filter labels and filters on the server', async () => {
    const { user } = await openList();
    const filter = screen.getByRole('combobox', { name: 'Tipo de Usuário' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Todos', ...TYPE_LABELS]);
    await user.selectOptions(filter, 'Professor');
    await waitFor(() => expect(new Set(column('Tipo'))).toEqual(new Set(['Professor'])));
    const teachers = total();
    await user.selectOptions(filter, 'Secretário(a)');
    await waitFor(() => expect(new Set(column('Tipo'))).toEqual(new Set(['Secretário(a)'])));
    expect(total()).not.toBe(teachers);
    await user.selectOptions(filter, 'Todos');
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
  });

  it('searches by name, login, e-mail or CPF', async () => {
    const { user } = await openList();
    const search = screen.getByRole('searchbox', { name: 'Pesquisar usuários' });
    await user.type(search, 'helena martins');
    await waitFor(() => expect(column('Nome')).toEqual(['Helena Martins Costa']));
    await user.clear(search);
    await user.type(search, 'professor');
    await waitFor(() => expect(column('Login')).toEqual(['professor']));
    await user.clear(search);
    await user.type(search, 'ninguém-com-este-nome');
    expect(await screen.findByText('Nenhum usuário encontrado')).toBeInTheDocument();
  });

  it('shows only birthdays of today and the next 5 days with "Aniversariantes", each with a badge', async () => {
    const { user } = await openList();
    const all = total();
    await user.click(screen.getByRole('checkbox', { name: 'Aniversariantes' }));
    await waitFor(() => expect(total()).toBeLessThan(all));
    expect(bodyRows().length).toBeGreaterThan(0);
    for (const row of bodyRows()) {
      expect(within(row).getByText(/^Aniversário (hoje|em \d{2}\/\d{2})$/)).toBeInTheDocument();
    }
    // The secretary of the demo has her birthday tomorrow.
    await user.type(screen.getByRole('searchbox', { name: 'Pesquisar usuários' }), 'juliana');
    await waitFor(() => expect(column('Nome')).toEqual([expect.stringContaining('Juliana Ferreira Lima')]));
    expect(within(bodyRows()[0]!).getByText(/^Aniversário em \d{2}\/\d{2}$/)).toBeInTheDocument();
  });

  it('highlights birthdays in the full list too', async () => {
    await openList();
    // The demo student's birthday is today, and she is on the first page.
    const row = bodyRows().find((r) => r.textContent?.includes('Beatriz Santos Oliveira'))!;
    expect(within(row).getByText('Aniversário hoje')).toBeInTheDocument();
  });

  it('pages on the server and changes the page size', async () => {
    const { user } = await openList('gestor');
    const firstPage = column('Nome');
    const pages = screen.getByRole('navigation', { name: 'Paginação' });
    await user.click(within(pages).getByRole('button', { name: '2' }));
    await waitFor(() => expect(column('Nome')[0]).not.toBe(firstPage[0]));
    expect(within(screen.getByRole('navigation', { name: 'Paginação' })).getByRole('button', { name: '2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const size = screen.getByRole('combobox', { name: 'Itens por página' });
    expect(
      within(size)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['10', '20', '30']);
    expect(size).toHaveValue('10');
    await user.selectOptions(size, '30');
    await waitFor(() => expect(bodyRows()).toHaveLength(30));
    // A new size starts again on page 1.
    expect(column('Nome')[0]).toBe(firstPage[0]);
  });

  it('deletes a person after confirmation', async () => {
    const { user } = await openList();
    const before = total();
    const row = bodyRows().find((r) => r.textContent?.includes('Alice Santana Mendes')) ?? bodyRows()[0]!;
    const name = within(row).getAllByRole('cell')[0]!.querySelector('span')!.textContent!;
    await user.click(within(row).getByRole('button', { name: `Excluir ${name}` }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Excluir Usuário' });
    expect(dialog).toHaveTextContent(name);
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Usuário excluído com sucesso.')).toBeInTheDocument();
    await waitFor(() => expect(total()).toBe(before - 1));
    expect(column('Nome').some((n) => n.startsWith(name))).toBe(false);
  });

  it('keeps the person when the deletion is cancelled', async () => {
    const { user } = await openList();
    const before = total();
    await user.click(within(bodyRows()[0]!).getByRole('button', { name: /^Excluir / }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Excluir Usuário' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(total()).toBe(before);
  });

  it('shows the server’s refusal, e.g. deleting oneself', async () => {
    const { user } = await openList();
    await user.type(screen.getByRole('searchbox', { name: 'Pesquisar usuários' }), 'helena');
    await waitFor(() => expect(column('Nome')).toEqual(['Helena Martins Costa']));
    await user.click(screen.getByRole('button', { name: 'Excluir Helena Martins Costa' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Excluir Usuário' })).getByRole('button', { name: 'Excluir' }),
    );
    expect(await screen.findByText('Você não pode excluir o seu próprio usuário.')).toBeInTheDocument();
    expect(screen.getByText('Erro ao excluir usuário.')).toBeInTheDocument();
    expect(column('Nome')).toEqual(['Helena Martins Costa']);
  });

  it('does not offer to edit or delete someone above the caller’s own type', async () => {
    const { user } = await openList('diretor');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo de Usuário' }), 'Gestor');
    await waitFor(() => expect(new Set(column('Tipo'))).toEqual(new Set(['Gestor'])));
    const row = bodyRows()[0]!;
    expect(within(row).queryByRole('link', { name: /^Editar / })).not.toBeInTheDocument();
    expect(within(row).getByRole('button', { name: /^Editar / })).toBeDisabled();
    expect(within(row).getByRole('button', { name: /^Excluir / })).toBeDisabled();
  });

  it('shows a director their own school only, and the Gestor everyone', async () => {
    await openList('diretor');
    const director = total();
    cleanup();
    await openList('gestor');
    expect(total()).toBeGreaterThan(director);
  });

  it('shows placeholders while loading', async () => {
    server.use(http.get('*/api/users', () => new Promise<Response>(() => undefined)));
    await renderApp({ route: '/usuarios', as: 'diretor' });
    await screen.findByRole('heading', { level: 1, name: 'Usuários' });
    expect(table()).toHaveAttribute('aria-busy', 'true');
  });

  it('says so quietly when the list cannot be loaded, and retries', async () => {
    let fail = true;
    server.use(
      http.get('*/api/users', () =>
        fail ? HttpResponse.json({ msg: 'Erro interno do servidor.' }, { status: 500 }) : undefined,
      ),
    );
    const { user } = await renderApp({ route: '/usuarios', as: 'diretor' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar os usuários.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
  });

  it.each(['professor', 'aluno'] as const)('sends a %s to /home', async (as) => {
    const { currentPath } = await renderApp({ route: '/usuarios', as });
    await waitFor(() => expect(currentPath()).toBe('/home'));
    expect(await screen.findByText('Você não tem permissão para acessar esta página.')).toBeInTheDocument();
  });

  it('shows one card per person on a phone: name and birthday badge, type · login, e-mail, actions', async () => {
    const viewport = emulateViewport(390);
    try {
      await renderApp({ route: '/usuarios', as: 'diretor' });
      const list = await screen.findByRole('list', { name: 'Lista de usuários' });
      await waitFor(() => expect(within(list).getAllByRole('heading', { level: 2 })).toHaveLength(10));
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const card = within(list)
        .getAllByRole('listitem')
        .find((c) => c.textContent?.includes('Beatriz Santos Oliveira'))!;
      expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent('Beatriz Santos OliveiraAniversário hoje');
      const values = within(card)
        .getAllByRole('definition')
        .map((d) => d.textContent);
      expect(values).toEqual([expect.stringMatching(/^Aluno · \S+$/), expect.stringMatching(/@/)]);
      // Type and CPF are table columns only.
      expect(within(card).queryByText(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/)).not.toBeInTheDocument();
      expect(within(card).getByRole('link', { name: 'Editar Beatriz Santos Oliveira' })).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: 'Excluir Beatriz Santos Oliveira' })).toBeInTheDocument();
    } finally {
      viewport.restore();
    }
  });
});
