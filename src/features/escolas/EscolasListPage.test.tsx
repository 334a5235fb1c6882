import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiBaseUrl } from '@/api/config';
import { formatDateBR } from '@contract/dates';
import { server } from '../../../tests/msw';
import { renderApp, signIn } from '../../../tests/test-utils';

/** Registers schools through the mock's API as the signed-in user. */
async function addSchools(token: string, names: readonly string[]): Promise<number[]> {
  const ids: number[] = [];
  for (const nome of names) {
    const answer = await fetch(`${apiBaseUrl()}/register-escola`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({
        cp_ec_nome: nome,
        cp_ec_data_cadastro: '2024-03-15',
        cp_ec_responsavel: 'Helena Martins Costa',
        cp_ec_endereco_cidade: 'Campinas',
        cp_ec_endereco_bairro: 'Cambuí',
        cp_ec_endereco_estado: 'SP',
        cp_ec_endereco_rua: 'Rua Coronel Quirino',
        cp_ec_endereco_numero: '100',
        cp_ec_excluido: 0,
      }),
    });
    expect(answer.status).toBe(200);
    ids.push(((await answer.json()) as { cp_ec_id: number }).cp_ec_id);
  }
  return ids;
}

const table = () => screen.getByRole('table');
const bodyRows = () => within(table()).getAllByRole('row').slice(1);

async function openList(as: 'gestor' | 'diretor' = 'gestor') {
  const view = await renderApp({ route: '/escolas', as });
  await screen.findByRole('heading', { level: 1, name: 'Escolas' });
  await screen.findByRole('cell', { name: 'Escola de Idiomas — Unidade Batel' });
  return view;
}

describe('Escolas', () => {
  it('lists the schools with Nome, Responsável, Cidade/UF, Data de Cadastro and actions', async () => {
    await openList();
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Nome', 'Responsável', 'Cidade/UF', 'Data de Cadastro', 'Ações']);
    expect(bodyRows()).toHaveLength(3);
    const savassi = screen.getByRole('cell', { name: 'Escola de Idiomas — Unidade Savassi' }).closest('tr')!;
    expect(within(savassi).getByRole('cell', { name: 'Fernando Augusto Teixeira' })).toBeInTheDocument();
    expect(within(savassi).getByRole('cell', { name: 'Belo Horizonte/MG' })).toBeInTheDocument();
    expect(within(savassi).getAllByRole('cell')[3]!.textContent).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(within(savassi).getByRole('link', { name: 'Editar Escola de Idiomas — Unidade Savassi' })).toHaveAttribute(
      'href',
      '/cadastro-escola/2',
    );
    expect(screen.getByRole('link', { name: /Adicionar Nova/ })).toHaveAttribute('href', '/cadastro-escola');
  });

  it('shows dates in pt-BR', async () => {
    await addSchools((await signIn('gestor')).token, ['Escola Data Fixa']);
    await openList();
    const row = screen.getByRole('cell', { name: 'Escola Data Fixa' }).closest('tr')!;
    expect(within(row).getByRole('cell', { name: formatDateBR('2024-03-15') })).toHaveTextContent('15/03/2024');
  });

  it('searches on the server, ignoring accents', async () => {
    const { user } = await openList();
    await user.type(screen.getByRole('searchbox', { name: 'Pesquisar escolas' }), 'claudia');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(screen.getByRole('cell', { name: 'Escola de Idiomas — Unidade Batel' })).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Pesquisar escolas' }));
    await user.type(screen.getByRole('searchbox', { name: 'Pesquisar escolas' }), 'nada-assim');
    expect(await screen.findByText('Nenhuma escola encontrada.')).toBeInTheDocument();
  });

  it('pages by 10 by default and offers 10, 20 and 30 per page', async () => {
    await addSchools(
      (await signIn('gestor')).token,
      Array.from({ length: 12 }, (_, i) => `Escola Nova ${String(i + 1).padStart(2, '0')}`),
    );
    const { user } = await openList();
    const size = screen.getByRole('combobox', { name: 'Itens por página' });
    expect(
      within(size)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['10', '20', '30']);
    expect(size).toHaveValue('10');
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('Mostrando 1 de 2 páginas')).toBeInTheDocument();
    expect(screen.getByText('15 escolas')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Próxima página' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
    expect(screen.getByText('Mostrando 2 de 2 páginas')).toBeInTheDocument();
    await user.selectOptions(size, '20');
    await waitFor(() => expect(bodyRows()).toHaveLength(15));
    expect(screen.getByText('Mostrando 1 de 1 páginas')).toBeInTheDocument();
  });

  it('deletes a school after confirmation', async () => {
    await addSchools((await signIn('gestor')).token, ['Escola Para Excluir']);
    const { user } = await openList();
    await user.click(screen.getByRole('button', { name: 'Excluir Escola Para Excluir' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Excluir Escola' });
    expect(dialog).toHaveTextContent('Tem certeza que deseja excluir a escola "Escola Para Excluir"?');
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Escola excluída com sucesso.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Escola Para Excluir' })).not.toBeInTheDocument());
  });

  it('keeps the school when the confirmation is cancelled', async () => {
    const { user } = await openList();
    await user.click(screen.getByRole('button', { name: 'Excluir Escola de Idiomas — Unidade Batel' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Excluir Escola' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(bodyRows()).toHaveLength(3);
  });

  it('shows the server refusal for a school in use', async () => {
    const { user } = await openList();
    await user.click(screen.getByRole('button', { name: 'Excluir Escola de Idiomas — Unidade Vila Mariana' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Excluir Escola' })).getByRole('button', { name: 'Excluir' }),
    );
    expect(
      await screen.findByText('Não é possível excluir a escola: ainda há turmas ou pessoas ativas vinculadas a ela.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Escola de Idiomas — Unidade Vila Mariana' })).toBeInTheDocument();
  });

  it('shows an empty state with the add link', async () => {
    server.use(http.get('*/api/escolas', () => HttpResponse.json([], { headers: { 'X-Total-Count': '0' } })));
    await renderApp({ route: '/escolas', as: 'gestor' });
    expect(await screen.findByRole('heading', { name: 'Nenhuma escola encontrada.' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Adicionar Nova/ })[0]).toHaveAttribute('href', '/cadastro-escola');
  });

  it('says so when the list cannot be loaded, and retries', async () => {
    let fail = true;
    server.use(http.get('*/api/escolas', () => (fail ? HttpResponse.json({ msg: 'falhou' }, { status: 500 }) : undefined)));
    const { user } = await renderApp({ route: '/escolas', as: 'gestor' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao carregar as escolas.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('cell', { name: 'Escola de Idiomas — Unidade Batel' })).toBeInTheDocument();
  });

  it('shows every school to a director, with edit and delete only on the school they direct', async () => {
    await openList('diretor');
    expect(bodyRows()).toHaveLength(3);
    const own = screen.getByRole('cell', { name: 'Escola de Idiomas — Unidade Vila Mariana' }).closest('tr')!;
    expect(within(own).getByRole('link', { name: 'Editar Escola de Idiomas — Unidade Vila Mariana' })).toHaveAttribute(
      'href',
      '/cadastro-escola/1',
    );
    expect(within(own).getByRole('button', { name: 'Excluir Escola de Idiomas — Unidade Vila Mariana' })).toBeEnabled();
    for (const other of ['Escola de Idiomas — Unidade Savassi', 'Escola de Idiomas — Unidade Batel']) {
      const row = screen.getByRole('cell', { name: other }).closest('tr')!;
      expect(within(row).queryByRole('link', { name: `Editar ${other}` })).not.toBeInTheDocument();
      expect(within(row).queryByRole('button', { name: `Excluir ${other}` })).not.toBeInTheDocument();
    }
    // Registering a school stays with direção.
    expect(screen.getByRole('link', { name: /Adicionar Nova/ })).toHaveAttribute('href', '/cadastro-escola');
  });

  it('sends a teacher home', async () => {
    const { currentPath } = await renderApp({ route: '/escolas', as: 'professor' });
    await waitFor(() => expect(currentPath()).toBe('/home'));
  });
});
