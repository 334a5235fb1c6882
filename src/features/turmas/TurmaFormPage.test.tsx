import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { recordBodies, server } from '../../../tests/msw';
import { renderApp, type DemoLoginName } from '../../../tests/test-utils';

const select = (name: RegExp) => screen.getByRole('combobox', { name });
const optionNames = (el: HTMLElement) =>
  within(el)
    .getAllByRole('option')
    .filter((o) => (o as HTMLOptionElement).value !== '')
    .map((o) => o.textContent);
const studentsTable = () => screen.getByRole('table', { name: 'Alunos da escola' });
const studentBox = (nome: string) => screen.getByRole('checkbox', { name: `Selecionar ${nome}` });

async function openNew(as: DemoLoginName = 'gestor') {
  const view = await renderApp({ route: '/cadastro-turma', as });
  await screen.findByRole('heading', { level: 1, name: 'Cadastro de Turma' });
  await waitFor(() => expect(optionNames(select(/^Curso/)).length).toBeGreaterThan(40));
  await waitFor(() => expect(optionNames(select(/^Escola/)).length).toBeGreaterThan(0));
  return view;
}

async function chooseSchool(user: Awaited<ReturnType<typeof openNew>>['user'], nome: string) {
  await user.selectOptions(select(/^Escola/), nome);
  await waitFor(() => expect(optionNames(select(/^Professor/)).length).toBeGreaterThan(0));
  await waitFor(() => expect(within(studentsTable()).getAllByRole('checkbox').length).toBeGreaterThan(1));
}

describe('Cadastro de Turma', () => {
  it('shows the sections and the empty Alunos table until a school is chosen', async () => {
    await openNew();
    for (const title of ['Informações da Turma', 'Horário e Sala', 'Detalhes Adicionais', 'Alunos']) {
      expect(screen.getByRole('region', { name: title })).toBeInTheDocument();
    }
    expect(within(studentsTable()).getByText('Nenhum aluno encontrado. Selecione uma escola!')).toBeInTheDocument();
    expect(select(/^Professor/)).toBeDisabled();
    expect(screen.getByRole('region', { name: 'Alunos da escola' })).toHaveStyle({ maxHeight: '300px' });
  });

  it('requires Nome, Data, Professor, Escola and Curso', async () => {
    const { user } = await openNew();
    await user.click(screen.getByRole('button', { name: 'Cadastrar Turma' }));
    for (const message of [
      'Nome é obrigatório.',
      'Data é obrigatória.',
      'Professor é obrigatório.',
      'Escola é obrigatória.',
      'Curso é obrigatório.',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("lists the chosen school's teachers only", async () => {
    const { user } = await openNew();
    await chooseSchool(user, 'Escola de Idiomas — Unidade Vila Mariana');
    expect(optionNames(select(/^Professor/))).toEqual(['Larissa Mendes Carvalho', 'Marcos Vinícius Rocha']);
    await chooseSchool(user, 'Escola de Idiomas — Unidade Savassi');
    await waitFor(() => expect(optionNames(select(/^Professor/))).toEqual(['Camila Duarte Pereira', 'Thiago Henrique Souza']));
    expect(select(/^Professor/)).toHaveValue('');
  });

  it('clears the chosen students when the school changes', async () => {
    const { user } = await openNew();
    await chooseSchool(user, 'Escola de Idiomas — Unidade Vila Mariana');
    await user.click(studentBox('Débora Santos Rocha'));
    await user.click(studentBox('Heitor Andrade Cavalcanti'));
    expect(screen.getByText('2 alunos selecionados')).toBeInTheDocument();
    await user.selectOptions(select(/^Professor/), 'Marcos Vinícius Rocha');
    await chooseSchool(user, 'Escola de Idiomas — Unidade Batel');
    expect(screen.getByText('Nenhum aluno selecionado')).toBeInTheDocument();
    expect(select(/^Professor/)).toHaveValue('');
    await chooseSchool(user, 'Escola de Idiomas — Unidade Vila Mariana');
    expect(studentBox('Débora Santos Rocha')).not.toBeChecked();
  });

  it('searches students ignoring accents and case', async () => {
    const { user } = await openNew();
    await chooseSchool(user, 'Escola de Idiomas — Unidade Vila Mariana');
    const search = screen.getByRole('searchbox', { name: 'Pesquisar alunos' });
    await user.type(search, 'DEBORA');
    await waitFor(() => expect(within(studentsTable()).getAllByRole('row')).toHaveLength(2));
    expect(studentBox('Débora Santos Rocha')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'natália oliveira');
    await waitFor(() => expect(within(studentsTable()).getAllByRole('row')).toHaveLength(2));
    expect(studentBox('Natália Monteiro Oliveira')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'ninguém');
    expect(await within(studentsTable()).findByText('Nenhum aluno encontrado para a pesquisa.')).toBeInTheDocument();
  });

  it("'joao' finds 'João'", async () => {
    server.use(
      http.get('*/api/escola/alunos/:schoolId', () =>
        HttpResponse.json([
          { cp_id: 901, cp_nome: 'João Conceição', cp_turma_id: null },
          { cp_id: 902, cp_nome: 'Maria Souza', cp_turma_id: null },
        ]),
      ),
    );
    const { user } = await openNew();
    await chooseSchool(user, 'Escola de Idiomas — Unidade Vila Mariana');
    await user.type(screen.getByRole('searchbox', { name: 'Pesquisar alunos' }), 'joao');
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'Selecionar Maria Souza' })).not.toBeInTheDocument());
    expect(studentBox('João Conceição')).toBeInTheDocument();
  });

  it('shows the current class of a student and says that choosing them moves them', async () => {
    const { user } = await openNew();
    await chooseSchool(user, 'Escola de Idiomas — Unidade Vila Mariana');
    const row = studentBox('Débora Santos Rocha').closest('tr')!;
    expect(row).toHaveTextContent('Global English 3 — Seg/Qua 19h');
    const free = studentBox('Heitor Andrade Cavalcanti').closest('tr')!;
    expect(free).toHaveTextContent('Sem turma');
    await user.click(studentBox('Débora Santos Rocha'));
    expect(row).toHaveTextContent('será movido(a) para esta turma');
    expect(screen.getByRole('status')).toHaveTextContent(
      '1 aluno escolhido está em outra turma e será movido para esta ao salvar.',
    );
  });

  it('selects and unselects every listed student at once', async () => {
    const { user } = await openNew();
    await chooseSchool(user, 'Escola de Idiomas — Unidade Vila Mariana');
    const all = screen.getByRole('checkbox', { name: 'Selecionar todos os alunos' });
    const count = within(studentsTable()).getAllByRole('checkbox').length - 1;
    await user.click(all);
    expect(screen.getByText(`${count} alunos selecionados`)).toBeInTheDocument();
    await user.click(all);
    expect(screen.getByText('Nenhum aluno selecionado')).toBeInTheDocument();
  });

  it('confirms, registers the class with its students, toasts and clears the form', async () => {
    const bodies = recordBodies('/register-turma');
    const { user } = await openNew();
    await user.type(screen.getByRole('textbox', { name: /^Nome/ }), 'Global English 1 — Sábado 11h');
    await user.type(screen.getByLabelText(/^Data/), '2025-02-03');
    await chooseSchool(user, 'Escola de Idiomas — Unidade Vila Mariana');
    await user.selectOptions(select(/^Professor/), 'Larissa Mendes Carvalho');
    await user.selectOptions(select(/^Curso/), '[ING] GLOBAL ENGLISH BOOK 1');
    const dias = screen.getByRole('group', { name: 'Dias da semana' });
    expect(
      within(dias)
        .getAllByRole('checkbox')
        .map((c) => c.closest('div')!.textContent),
    ).toEqual(['Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb']);
    await user.click(within(dias).getByRole('checkbox', { name: 'Sáb' }));
    await user.click(within(dias).getByRole('checkbox', { name: 'Qua' }));
    await user.type(screen.getByLabelText('Início'), '11:00');
    await user.type(screen.getByLabelText('Término'), '12:30');
    await user.type(screen.getByRole('textbox', { name: 'Sala' }), 'Sala 4');
    await user.click(studentBox('Heitor Andrade Cavalcanti'));
    await user.click(studentBox('Débora Santos Rocha'));
    await user.click(screen.getByRole('button', { name: 'Cadastrar Turma' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Confirmar Cadastro' });
    expect(confirm).toHaveTextContent('Deseja cadastrar a turma "Global English 1 — Sábado 11h"?');
    expect(confirm).toHaveTextContent('1 aluno escolhido está em outra turma e será movido para esta ao salvar.');
    await user.click(within(confirm).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Turma cadastrada com sucesso!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Nome/ })).toHaveValue(''));
    expect(select(/^Escola/)).toHaveValue('');
    expect(select(/^Curso/)).toHaveValue('');
    expect(screen.getByText('Nenhum aluno selecionado')).toBeInTheDocument();
    // Ready for the next class: focus on the first field (and the page back at the top).
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Nome/ })).toHaveFocus());
    expect(bodies).toEqual([
      {
        cp_tr_nome: 'Global English 1 — Sábado 11h',
        cp_tr_data: '2025-02-03',
        cp_tr_id_professor: 10,
        cp_tr_id_escola: 1,
        cp_tr_curso_id: 1,
        cp_tr_dias: ['qua', 'sab'],
        cp_tr_horario_inicio: '11:00',
        cp_tr_horario_fim: '12:30',
        cp_tr_sala: 'Sala 4',
        cp_tr_alunos: [79, 18],
      },
    ]);
  });

  it('shows who was picked above the table, even when a search hides them, and removes a pick there', async () => {
    const { user } = await openNew('secretaria');
    await waitFor(() => expect(within(studentsTable()).getAllByRole('checkbox').length).toBeGreaterThan(1));
    expect(screen.queryByRole('list', { name: 'Alunos selecionados' })).not.toBeInTheDocument();
    await user.click(studentBox('Heitor Andrade Cavalcanti'));
    await user.click(studentBox('Débora Santos Rocha'));
    const picked = screen.getByRole('list', { name: 'Alunos selecionados' });
    expect(
      within(picked)
        .getAllByRole('listitem')
        .map((li) => li.firstChild!.textContent),
    ).toEqual(expect.arrayContaining(['Heitor Andrade Cavalcanti', 'Débora Santos Rocha']));
    await user.type(screen.getByRole('searchbox', { name: 'Pesquisar alunos' }), 'heitor');
    await waitFor(() => expect(within(studentsTable()).queryByText('Débora Santos Rocha')).not.toBeInTheDocument());
    expect(within(picked).getByText('Débora Santos Rocha')).toBeInTheDocument();
    await user.click(within(picked).getByRole('button', { name: 'Remover Débora Santos Rocha' }));
    expect(within(picked).queryByText('Débora Santos Rocha')).not.toBeInTheDocument();
    expect(screen.getByText('1 aluno selecionado')).toBeInTheDocument();
  });

  it('says when the time has only a start, or ends before it starts', async () => {
    const { user } = await openNew('secretaria');
    await user.type(screen.getByRole('textbox', { name: /^Nome/ }), 'Turma da Noite');
    await user.type(screen.getByLabelText(/^Data/), '2025-02-03');
    await waitFor(() => expect(optionNames(select(/^Professor/)).length).toBeGreaterThan(0));
    await user.selectOptions(select(/^Professor/), 'Larissa Mendes Carvalho');
    await user.selectOptions(select(/^Curso/), '[ING] GLOBAL ENGLISH BOOK 1');
    await user.type(screen.getByLabelText('Início'), '19:00');
    await user.click(screen.getByRole('button', { name: 'Cadastrar Turma' }));
    expect(await screen.findByText('Informe o início e o fim do horário.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Término'), '18:00');
    await user.click(screen.getByRole('button', { name: 'Cadastrar Turma' }));
    expect(await screen.findByText('O horário de término deve ser depois do início.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('blocks a double submit while saving', async () => {
    let calls = 0;
    server.use(
      http.post('*/api/register-turma', async () => {
        calls++;
        await delay(300);
        return HttpResponse.json({ msg: 'Turma cadastrada com sucesso!', cp_tr_id: 99 });
      }),
    );
    const { user } = await openNew();
    await user.type(screen.getByRole('textbox', { name: /^Nome/ }), 'Turma Dupla');
    await user.type(screen.getByLabelText(/^Data/), '2025-02-03');
    await chooseSchool(user, 'Escola de Idiomas — Unidade Vila Mariana');
    await user.selectOptions(select(/^Professor/), 'Larissa Mendes Carvalho');
    await user.selectOptions(select(/^Curso/), '[ING] GLOBAL ENGLISH BOOK 1');
    await user.click(screen.getByRole('button', { name: 'Cadastrar Turma' }));
    const yes = within(await screen.findByRole('alertdialog', { name: 'Confirmar Cadastro' })).getByRole('button', {
      name: 'Confirmar',
    });
    await user.dblClick(yes);
    await user.click(yes);
    expect(await screen.findByText('Turma cadastrada com sucesso!')).toBeInTheDocument();
    expect(calls).toBe(1);
  });

  it("shows 'Erro ao salvar a turma' with the server's reason for a 4xx", async () => {
    server.use(
      http.post('*/api/register-turma', () =>
        HttpResponse.json({ msg: 'O professor escolhido não é um professor ativo da escola da turma.' }, { status: 400 }),
      ),
    );
    const { user } = await openNew();
    await user.type(screen.getByRole('textbox', { name: /^Nome/ }), 'Turma Recusada');
    await user.type(screen.getByLabelText(/^Data/), '2025-02-03');
    await chooseSchool(user, 'Escola de Idiomas — Unidade Vila Mariana');
    await user.selectOptions(select(/^Professor/), 'Larissa Mendes Carvalho');
    await user.selectOptions(select(/^Curso/), '[ING] GLOBAL ENGLISH BOOK 1');
    await user.click(screen.getByRole('button', { name: 'Cadastrar Turma' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Confirmar Cadastro' })).getByRole('button', { name: 'Confirmar' }),
    );
    expect(await screen.findByText('Erro ao salvar a turma')).toBeInTheDocument();
    expect(screen.getByText('O professor escolhido não é um professor ativo da escola da turma.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Nome/ })).toHaveValue('Turma Recusada');
  });

  it('keeps a director in their own school', async () => {
    await openNew('diretor');
    const escola = select(/^Escola/);
    expect(escola).toBeDisabled();
    expect(escola).toHaveValue('1');
    expect(optionNames(escola)).toEqual(['Escola de Idiomas — Unidade Vila Mariana']);
    await waitFor(() => expect(optionNames(select(/^Professor/))).toEqual(['Larissa Mendes Carvalho', 'Marcos Vinícius Rocha']));
    await waitFor(() => expect(studentBox('Débora Santos Rocha')).toBeInTheDocument());
  });

  it('sends a teacher home', async () => {
    const { currentPath } = await renderApp({ route: '/cadastro-turma', as: 'professor' });
    await waitFor(() => expect(currentPath()).toBe('/home'));
  });
});

describe('Editar Turma', () => {
  it('loads the class with its students, saves and goes to /turmas', async () => {
    const bodies = recordBodies('/update-turma/2');
    const { user, currentPath } = await renderApp({ route: '/cadastro-turma/2', as: 'gestor' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Editar Turma' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Nome/ })).toHaveValue('TV Box 1 — Sábado 9h'));
    await waitFor(() => expect(select(/^Professor/)).toHaveValue('4'));
    expect(select(/^Escola/)).toHaveValue('1');
    expect(select(/^Curso/)).toHaveValue('20');
    const dias = screen.getByRole('group', { name: 'Dias da semana' });
    expect(within(dias).getByRole('checkbox', { name: 'Sáb' })).toBeChecked();
    expect(within(dias).getAllByRole('checkbox', { checked: true })).toHaveLength(1);
    expect(screen.getByLabelText('Início')).toHaveValue('09:00');
    expect(screen.getByLabelText('Término')).toHaveValue('11:00');
    expect(screen.getByRole('textbox', { name: 'Sala' })).toHaveValue('Sala 2');
    await waitFor(() => expect(studentBox('Cauã Moura Marques')).toBeChecked());
    expect(within(screen.getByRole('list', { name: 'Alunos selecionados' })).getByText('Cauã Moura Marques')).toBeInTheDocument();
    expect(studentBox('Cauã Moura Marques').closest('tr')).toHaveTextContent('Esta turma');
    expect(studentBox('Débora Santos Rocha')).not.toBeChecked();
    await user.click(studentBox('Cauã Moura Marques'));
    await user.click(screen.getByRole('button', { name: 'Salvar Alterações' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Confirmar Alterações' })).getByRole('button', { name: 'Confirmar' }),
    );
    expect(await screen.findByText('Turma atualizada com sucesso!')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/turmas'));
    expect(bodies).toHaveLength(1);
    expect((bodies[0] as { cp_tr_alunos: number[] }).cp_tr_alunos).not.toContain(23);
    expect(bodies[0]).toMatchObject({
      cp_tr_dias: ['sab'],
      cp_tr_horario_inicio: '09:00',
      cp_tr_horario_fim: '11:00',
      cp_tr_sala: 'Sala 2',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Turmas' })).toBeInTheDocument();
  });

  it("says 'Erro ao carregar dados da turma!' when the class cannot be loaded", async () => {
    await renderApp({ route: '/cadastro-turma/999', as: 'gestor' });
    const back = await screen.findByRole('link', { name: 'Voltar para Turmas' });
    expect(back.closest('[role="alert"]')).toHaveTextContent('Erro ao carregar dados da turma!');
    await waitFor(() => expect(screen.getAllByText('Erro ao carregar dados da turma!')).toHaveLength(2));
  });

  it('does not crash on an id that is not a number', async () => {
    await renderApp({ route: '/cadastro-turma/x1', as: 'gestor' });
    const back = await screen.findByRole('link', { name: 'Voltar para Turmas' });
    expect(back.closest('[role="alert"]')).toHaveTextContent('Erro ao carregar dados da turma!');
  });
});
