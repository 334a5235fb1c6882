import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiBaseUrl } from '@/api/config';
import { server } from '../../../tests/msw';
import { renderApp, signIn, type DemoLoginName } from '../../../tests/test-utils';

const table = () => screen.getByRole('table', { name: 'Turmas' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const rowNames = () => bodyRows().map((r) => within(r).getAllByRole('cell')[0]!.textContent);

async function openList(as: DemoLoginName) {
  const view = await renderApp({ route: '/turmas', as });
  await screen.findByRole('heading', { level: 1, name: 'Turmas' });
  await waitFor(() => expect(within(table()).getAllByRole('row').length).toBeGreaterThan(1));
  await waitFor(() => expect(table()).not.toHaveAttribute('aria-busy'));
  return view;
}

/** Registers classes in school 1 through the mock's API. */
async function addTurmas(count: number) {
  const { token } = await signIn('gestor');
  for (let i = 1; i <= count; i++) {
    const answer = await fetch(`${apiBaseUrl()}/register-turma`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({
        cp_tr_nome: `Zeta ${i}`,
        cp_tr_data: '2025-03-10',
        cp_tr_id_professor: 10,
        cp_tr_id_escola: 1,
        cp_tr_curso_id: 1,
        cp_tr_alunos: [],
      }),
    });
    expect(answer.status).toBe(200);
  }
}

describe('Turmas', () => {
  it('lists every class to a gestor with its columns, add and edit links', async () => {
    await openList('gestor');
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Nome', 'Professor', 'Escola', 'Curso', 'Data', 'Alunos', 'Ações']);
    expect(bodyRows()).toHaveLength(9);
    const row = screen.getByRole('cell', { name: 'Global English 3 — Seg/Qua 19h' }).closest('tr')!;
    const cells = within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(1, 4)).toEqual([
      'Marcos Vinícius Rocha',
      'Escola de Idiomas — Unidade Vila Mariana',
      '[ING] GLOBAL ENGLISH BOOK 3',
    ]);
    expect(cells[4]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(Number(cells[5])).toBeGreaterThan(0);
    expect(within(row).getByRole('link', { name: 'Editar Global English 3 — Seg/Qua 19h' })).toHaveAttribute(
      'href',
      '/cadastro-turma/1',
    );
    expect(screen.getByRole('link', { name: /Adicionar Nova/ })).toHaveAttribute('href', '/cadastro-turma/');
  });

  it('opens the class form from the add link', async () => {
    const { user, currentPath } = await openList('secretaria');
    await user.click(screen.getByRole('link', { name: /Adicionar Nova/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Cadastro de Turma' })).toBeInTheDocument();
    expect(currentPath()).toBe('/cadastro-turma/');
  });

  it("shows a director only their school's classes", async () => {
    await openList('diretor');
    expect(rowNames()).toEqual(['Global English 3 — Seg/Qua 19h', 'Nuevo Español 2 — Ter/Qui 18h', 'TV Box 1 — Sábado 9h']);
    expect(screen.getByRole('link', { name: 'Editar TV Box 1 — Sábado 9h' })).toBeInTheDocument();
  });

  it('shows a teacher only their own classes, without add, edit or delete', async () => {
    await openList('professor');
    expect(rowNames()).toEqual(['Global English 3 — Seg/Qua 19h', 'TV Box 1 — Sábado 9h']);
    expect(within(table()).queryByRole('columnheader', { name: 'Ações' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Adicionar Nova/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Editar / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Excluir / })).not.toBeInTheDocument();
  });

  it('searches on the server', async () => {
    const { user } = await openList('gestor');
    await user.type(screen.getByRole('searchbox', { name: 'Pesquisar turmas' }), 'momente');
    await waitFor(() => expect(rowNames()).toEqual(['Momente A1.2 — Seg/Qua 19h30']));
    await user.clear(screen.getByRole('searchbox', { name: 'Pesquisar turmas' }));
    await user.type(screen.getByRole('searchbox', { name: 'Pesquisar turmas' }), 'nada disso');
    expect(await within(table()).findByText('Nenhuma turma encontrada.')).toBeInTheDocument();
  });

  it('pages by 10 and offers 10, 20 and 30 per page', async () => {
    await addTurmas(3);
    const { user } = await openList('gestor');
    const size = screen.getByRole('combobox', { name: 'Itens por página' });
    expect(
      within(size)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['10', '20', '30']);
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('Mostrando 1 de 2 páginas')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Próxima página' }));
    await waitFor(() => expect(rowNames()).toEqual(['Zeta 2', 'Zeta 3']));
    await user.selectOptions(size, '30');
    await waitFor(() => expect(bodyRows()).toHaveLength(12));
  });

  it('deletes a class after confirmation', async () => {
    const { user } = await openList('gestor');
    await user.click(screen.getByRole('button', { name: 'Excluir Momente A1.2 — Seg/Qua 19h30' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Excluir Turma' });
    expect(dialog).toHaveTextContent('Tem certeza que deseja excluir a turma "Momente A1.2 — Seg/Qua 19h30"?');
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Turma excluída com sucesso.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Momente A1.2 — Seg/Qua 19h30' })).not.toBeInTheDocument());
    expect(bodyRows()).toHaveLength(8);
  });

  it("shows 'Nenhuma turma encontrada.' when there are none", async () => {
    server.use(http.get('*/api/turmas', () => HttpResponse.json([], { headers: { 'X-Total-Count': '0' } })));
    await renderApp({ route: '/turmas', as: 'professor' });
    expect(await screen.findByRole('heading', { name: 'Nenhuma turma encontrada.' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Adicionar Nova/ })).not.toBeInTheDocument();
  });

  it('says so when the list cannot be loaded', async () => {
    server.use(http.get('*/api/turmas', () => HttpResponse.json({ msg: 'falhou' }, { status: 500 })));
    await renderApp({ route: '/turmas', as: 'gestor' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao carregar as turmas.');
  });
});

describe('Turmas for a student', () => {
  it('shows only a card for their own class, not a table', async () => {
    await renderApp({ route: '/turmas', as: 'aluno' });
    const card = await screen.findByRole('region', { name: 'Global English 3 — Seg/Qua 19h' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(card).getByText('Professor').nextSibling).toHaveTextContent('Marcos Vinícius Rocha');
    expect(within(card).getByText('Escola').nextSibling).toHaveTextContent('Escola de Idiomas — Unidade Vila Mariana');
    expect(within(card).getByText('Curso').nextSibling).toHaveTextContent('[ING] GLOBAL ENGLISH BOOK 3');
    expect(within(card).getByText('Início').nextSibling).toHaveTextContent(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(within(card).getByText('Colegas de turma').nextSibling).toHaveTextContent(/^\d+ colegas$/);
    expect(screen.queryByRole('link', { name: /Adicionar Nova/ })).not.toBeInTheDocument();
  });

  it('counts the classmates without the student', async () => {
    server.use(
      http.get('*/api/turmas', () =>
        HttpResponse.json([
          {
            cp_tr_id: 1,
            cp_tr_nome: 'Turma Pequena',
            cp_tr_data: '2025-02-03',
            cp_tr_id_professor: 4,
            cp_tr_id_escola: 1,
            cp_tr_curso_id: 3,
            cp_tr_alunos: [5, 16, 17],
            nomeDoProfessor: 'Marcos Vinícius Rocha',
            nomeDaEscola: 'Escola de Idiomas — Unidade Vila Mariana',
            cursoNome: '[ING] GLOBAL ENGLISH BOOK 3',
          },
        ]),
      ),
    );
    await renderApp({ route: '/turmas', as: 'aluno' });
    const card = await screen.findByRole('region', { name: 'Turma Pequena' });
    expect(within(card).getByText('Colegas de turma').nextSibling).toHaveTextContent('2 colegas');
    expect(within(card).getByText('Início').nextSibling).toHaveTextContent('03/02/2025');
  });

  it('tells a student without a class', async () => {
    server.use(http.get('*/api/turmas', () => HttpResponse.json([], { headers: { 'X-Total-Count': '0' } })));
    await renderApp({ route: '/turmas', as: 'aluno' });
    expect(await screen.findByRole('heading', { name: 'Nenhuma turma encontrada.' })).toBeInTheDocument();
  });
});
