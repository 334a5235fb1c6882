import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Matricula } from '@contract/entities';
import { SERVER_MESSAGES } from '@contract/messages';
import { apiBaseUrl } from '@/api/config';
import { server } from '../../../tests/msw';
import { renderApp, signIn, type DemoLoginName } from '../../../tests/test-utils';

const field = (label: RegExp | string) => screen.getByLabelText(label, { selector: 'input, select, textarea' });
const select = (name: RegExp) => screen.getByRole('combobox', { name });
const optionNames = (el: HTMLElement) =>
  within(el)
    .getAllByRole('option')
    .filter((o) => (o as HTMLOptionElement).value !== '')
    .map((o) => o.textContent);
const searchButton = () => screen.getByRole('button', { name: 'Pesquisar Usuário' });

async function openNew(as: DemoLoginName = 'secretaria') {
  const view = await renderApp({ route: '/cadastro-matricula', as });
  await screen.findByRole('heading', { level: 1, name: 'Cadastro de Matrícula' });
  await waitFor(() => expect(optionNames(select(/^Curso/)).length).toBeGreaterThan(40));
  return view;
}

async function openEdit(id: number, as: DemoLoginName = 'secretaria') {
  const view = await renderApp({ route: `/cadastro-matricula/${id}`, as });
  await screen.findByRole('heading', { level: 1, name: 'Editar Matrícula' });
  await waitFor(() => expect(field(/^Nome$/)).not.toHaveValue(''));
  await waitFor(() => expect(optionNames(select(/^Curso/)).length).toBeGreaterThan(40));
  return view;
}

/** Opens 'Pesquisar Usuário', types and presses Enter: the first hit is chosen. */
async function pickWithEnter(user: UserEvent, text: string) {
  await user.click(searchButton());
  const dialog = await screen.findByRole('dialog', { name: 'Pesquisar Usuário' });
  await user.type(within(dialog).getByRole('searchbox', { name: 'Nome ou CPF' }), `${text}{Enter}`);
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Pesquisar Usuário' })).not.toBeInTheDocument());
  await waitFor(() => expect(field('E-mail')).not.toHaveValue(''));
}

async function fillCourse(user: UserEvent) {
  await user.selectOptions(select(/^Curso/), '[ING] GLOBAL ENGLISH BOOK 4');
  await user.type(field(/^Valor do Curso/), '1800');
  await user.selectOptions(select(/^Número de Parcelas/), '6x');
  await user.type(field(/^Primeira Parcela/), '2025-03-10');
}

async function submitAndConfirm(user: UserEvent, button: string, title: string) {
  await user.click(screen.getByRole('button', { name: button }));
  const dialog = await screen.findByRole('alertdialog', { name: title });
  await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
}

/** Reads enrolments through the mock's API as the Gestor. */
async function enrolmentsOf(q: string): Promise<Matricula[]> {
  const { token } = await signIn('gestor');
  const answer = await fetch(`${apiBaseUrl()}/matriculas?q=${encodeURIComponent(q)}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return (await answer.json()) as Matricula[];
}

describe('Cadastro de Matrícula', () => {
  it('shows the four sections, starting ativo and parcelado, with both toggles closed', async () => {
    await openNew();
    for (const card of ['Dados Pessoais', 'Dados Adicionais', 'Dados do Curso', 'Dados do Responsável']) {
      expect(screen.getByRole('region', { name: card })).toBeInTheDocument();
    }
    expect(select(/^Status/)).toHaveValue('ativo');
    expect(optionNames(select(/^Status/))).toEqual(['ativo', 'cancelado', 'trancado', 'concluido']);
    expect(select(/^Tipo de Pagamento/)).toHaveValue('parcelado');
    expect(optionNames(select(/^Tipo de Pagamento/))).toEqual(['Parcelado', 'Mensalidade']);
    expect(optionNames(select(/^Nível do Idioma/))).toEqual(['Básico', 'Intermediário', 'Avançado']);
    expect(screen.getByRole('checkbox', { name: 'Aluno menor de 18 anos' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Preencher dados adicionais' })).not.toBeChecked();
    expect(screen.queryByLabelText('Nome do Pai')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Escolaridade')).not.toBeInTheDocument();
    // Dados Pessoais is read-only: it is filled from the chosen person.
    expect(field(/^Nome$/)).toHaveAttribute('readonly');
    expect(field('E-mail')).toHaveAttribute('readonly');
  });

  it('offers the spec’s education levels, in order', async () => {
    const { user } = await openNew();
    await user.click(screen.getByRole('checkbox', { name: 'Preencher dados adicionais' }));
    expect(optionNames(select(/^Escolaridade/))).toEqual([
      'Ensino Fundamental Incompleto',
      'Ensino Fundamental Completo',
      'Ensino Médio Incompleto',
      'Ensino Médio Completo',
      'Técnico Incompleto',
      'Técnico Completo',
      'Superior Incompleto',
      'Superior Completo',
      'Pós-graduação',
      'Mestrado',
      'Doutorado',
      'Outra Graduação',
    ]);
  });

  it('searches people on the server and fills Dados Pessoais with the one chosen', async () => {
    const { user } = await openNew();
    await user.click(searchButton());
    const dialog = await screen.findByRole('dialog', { name: 'Pesquisar Usuário' });
    await user.type(within(dialog).getByRole('searchbox', { name: 'Nome ou CPF' }), 'beatriz santos');
    // The first answer lists the school's people; the search narrows it to one.
    await waitFor(() => expect(within(dialog).getAllByRole('button', { name: /CPF/ })).toHaveLength(1));
    await user.click(within(dialog).getByRole('button', { name: /Beatriz Santos Oliveira/ }));
    await waitFor(() => expect(field(/^Nome$/)).toHaveValue('Beatriz Santos Oliveira'));
    await waitFor(() => expect(field('E-mail')).not.toHaveValue(''));
    expect((field('CPF') as HTMLInputElement).value).toMatch(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/);
    expect((field('Data de Nascimento') as HTMLInputElement).value).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(screen.queryByRole('dialog', { name: 'Pesquisar Usuário' })).not.toBeInTheDocument();
  });

  it('picks the first hit with Enter', async () => {
    const { user } = await openNew();
    await pickWithEnter(user, 'murilo');
    // Sorted by name: Murilo Carvalho Rodrigues comes first.
    expect(field(/^Nome$/)).toHaveValue('Murilo Carvalho Rodrigues');
  });

  it('says "Nenhum usuário encontrado" when the search finds no one, and Enter chooses no one', async () => {
    const { user } = await openNew();
    await user.click(searchButton());
    const dialog = await screen.findByRole('dialog', { name: 'Pesquisar Usuário' });
    await user.type(within(dialog).getByRole('searchbox', { name: 'Nome ou CPF' }), 'ninguém-com-este-nome{Enter}');
    expect(await within(dialog).findByText('Nenhum usuário encontrado')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Pesquisar Usuário' })).toBeInTheDocument();
    expect(field(/^Nome$/)).toHaveValue('');
  });

  it('lists only people of the secretary’s own school', async () => {
    const { user } = await openNew();
    await user.click(searchButton());
    const dialog = await screen.findByRole('dialog', { name: 'Pesquisar Usuário' });
    // Fernando Augusto Teixeira directs another school.
    await user.type(within(dialog).getByRole('searchbox', { name: 'Nome ou CPF' }), 'fernando augusto');
    expect(await within(dialog).findByText('Nenhum usuário encontrado')).toBeInTheDocument();
  });

  it('offers only students: the school’s director, secretary and teachers are not found', async () => {
    const { user } = await openNew();
    await user.click(searchButton());
    const dialog = await screen.findByRole('dialog', { name: 'Pesquisar Usuário' });
    const search = within(dialog).getByRole('searchbox', { name: 'Nome ou CPF' });
    // Staff of the secretary's own school (1): the director, the secretary herself, a teacher.
    for (const name of ['Helena Martins Costa', 'Juliana Ferreira Lima', 'Marcos Vinícius Rocha']) {
      await user.clear(search);
      await user.type(search, name);
      expect(await within(dialog).findByText('Nenhum usuário encontrado')).toBeInTheDocument();
    }
  });

  it('says "Usuário não encontrado." or "Erro ao buscar usuário." when the details cannot be loaded', async () => {
    server.use(http.get('*/api/matricula/:userId', () => HttpResponse.json({ msg: 'Usuário não encontrado.' }, { status: 404 })));
    const { user } = await openNew();
    await user.click(searchButton());
    let dialog = await screen.findByRole('dialog', { name: 'Pesquisar Usuário' });
    await user.type(within(dialog).getByRole('searchbox', { name: 'Nome ou CPF' }), 'beatriz{Enter}');
    expect(await screen.findByText('Usuário não encontrado.')).toBeInTheDocument();
    expect(field(/^Nome$/)).toHaveValue('');

    server.use(http.get('*/api/matricula/:userId', () => HttpResponse.json({ msg: 'falhou' }, { status: 500 })));
    await user.click(searchButton());
    dialog = await screen.findByRole('dialog', { name: 'Pesquisar Usuário' });
    await user.type(within(dialog).getByRole('searchbox', { name: 'Nome ou CPF' }), 'beatriz{Enter}');
    expect(await screen.findByText('Erro ao buscar usuário.')).toBeInTheDocument();
  });

  it('keeps the installments disabled until a course value is typed, then computes the installment value', async () => {
    const { user } = await openNew();
    expect(select(/^Número de Parcelas/)).toBeDisabled();
    expect(screen.getByText('Informe o valor do curso primeiro.')).toBeInTheDocument();
    await user.type(field(/^Valor do Curso/), '200');
    expect(select(/^Número de Parcelas/)).toBeEnabled();
    expect(optionNames(select(/^Número de Parcelas/))).toEqual(Array.from({ length: 13 }, (_, i) => `${i + 1}x`));
    await user.selectOptions(select(/^Número de Parcelas/), '3x');
    // 200 ÷ 3, to the cent; read-only.
    expect(field('Valor da Parcela')).toHaveValue('R$\u00a066,67');
    expect(field('Valor da Parcela')).toHaveAttribute('readonly');
    await user.tab();
    expect(field(/^Valor do Curso/)).toHaveValue('200,00');
    await user.clear(field(/^Valor do Curso/));
    expect(select(/^Número de Parcelas/)).toBeDisabled();
    expect(field('Valor da Parcela')).toHaveValue('');
  });

  it('hides the installment settings for mensalidade (a new enrolment changes without asking)', async () => {
    const { user } = await openNew();
    await user.selectOptions(select(/^Tipo de Pagamento/), 'Mensalidade');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Número de Parcelas/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Valor da Parcela')).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Valor do Curso/)).not.toBeInTheDocument();
    expect(field(/^Valor Mensalidade/)).toBeInTheDocument();
  });

  it('names every missing field, focusing the user search first', async () => {
    const { user } = await openNew();
    await user.click(screen.getByRole('button', { name: 'Cadastrar Matrícula' }));
    for (const message of [
      'Escolha o usuário em "Pesquisar Usuário".',
      'Curso é obrigatório.',
      'Valor do Curso é obrigatório.',
      'Escolha o número de parcelas.',
      'Primeira Parcela é obrigatória.',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getAllByRole('alert').some((a) => a.textContent === 'Verifique os campos destacados.')).toBe(true);
    await waitFor(() => expect(searchButton()).toHaveFocus());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    // A parcelado enrolment needs the count; mensalidade the monthly fee instead.
    await user.selectOptions(select(/^Tipo de Pagamento/), 'Mensalidade');
    await user.click(screen.getByRole('button', { name: 'Cadastrar Matrícula' }));
    expect(await screen.findByText('Valor Mensalidade é obrigatório.')).toBeInTheDocument();
    expect(screen.queryByText('Escolha o número de parcelas.')).not.toBeInTheDocument();
  });

  it('checks the times typed with the 99:99 mask', async () => {
    const { user } = await openNew();
    await pickWithEnter(user, 'beatriz');
    await fillCourse(user);
    await user.type(field('Horário de Início'), '1930');
    expect(field('Horário de Início')).toHaveValue('19:30');
    await user.type(field('Horário de Término'), '1800');
    await user.click(screen.getByRole('button', { name: 'Cadastrar Matrícula' }));
    expect(await screen.findByText('O horário de término deve ser depois do início.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('opens Dados Adicionais and refuses to close it while a field is filled', async () => {
    const { user } = await openNew();
    const toggle = screen.getByRole('checkbox', { name: 'Preencher dados adicionais' });
    await user.click(toggle);
    await user.type(field('Rede Social'), '@beatriz');
    await user.click(toggle);
    expect(toggle).toBeChecked();
    expect(await screen.findAllByText('Preencha ou limpe os campos antes de fechar.')).not.toHaveLength(0);
    expect(field('Rede Social')).toHaveValue('@beatriz');
    await user.clear(field('Rede Social'));
    await user.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(screen.queryByLabelText('Rede Social')).not.toBeInTheDocument();
  });

  it('opens Dados do Responsável and refuses to close it while a guardian field is filled', async () => {
    const { user } = await openNew();
    const toggle = screen.getByRole('checkbox', { name: 'Aluno menor de 18 anos' });
    await user.click(toggle);
    for (const label of ['Nome do Pai', 'Contato do Pai', 'Nome da Mãe', 'Contato da Mãe']) {
      expect(field(label)).toBeInTheDocument();
    }
    await user.type(field('Contato da Mãe'), '11987654321');
    expect(field('Contato da Mãe')).toHaveValue('(11) 98765-4321');
    await user.click(toggle);
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAccessibleDescription('Preencha ou limpe os campos antes de fechar.');
  });

  it('confirms, registers, says so and clears the form, back at the top', async () => {
    const { user } = await openNew();
    await pickWithEnter(user, 'beatriz');
    await fillCourse(user);
    expect(field('Valor da Parcela')).toHaveValue('R$\u00a0300,00');
    await user.click(screen.getByRole('button', { name: 'Cadastrar Matrícula' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirmar Cadastro' });
    expect(dialog).toHaveTextContent('Deseja cadastrar a matrícula de Beatriz Santos Oliveira?');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Matrícula cadastrada com sucesso')).toBeInTheDocument();
    await waitFor(() => expect(field(/^Nome$/)).toHaveValue(''));
    expect(select(/^Curso/)).toHaveValue('');
    expect(field(/^Valor do Curso/)).toHaveValue('');
    expect(select(/^Status/)).toHaveValue('ativo');
    expect(select(/^Tipo de Pagamento/)).toHaveValue('parcelado');
    await waitFor(() => expect(field(/^Nome$/)).toHaveFocus());
    const stored = (await enrolmentsOf('Beatriz Santos')).find((m) => m.cp_mt_primeira_parcela === '2025-03-10');
    expect(stored).toMatchObject({
      cp_mt_escola: 1,
      cp_mt_valor_curso: 1800,
      cp_mt_quantas_parcelas: 6,
      cp_status_matricula: 'ativo',
      cp_mt_tipo_pagamento: 'parcelado',
    });
  });

  it('signs the Gestor’s enrolment in the chosen person’s school', async () => {
    const { user } = await openNew('gestor');
    await user.click(searchButton());
    const dialog = await screen.findByRole('dialog', { name: 'Pesquisar Usuário' });
    // A student of school 2 (Savassi).
    await user.type(within(dialog).getByRole('searchbox', { name: 'Nome ou CPF' }), 'miguel moura');
    const hit = () => within(dialog).getByRole('button', { name: /Miguel Moura Cavalcanti/ });
    // The Gestor searches every school: each person comes with their school. The hits are drawn again when the
    // typed search answers (the first ones are the empty search's): query each time.
    await waitFor(() => expect(hit()).toHaveTextContent('Unidade Savassi'));
    await user.click(hit());
    await waitFor(() => expect(field('E-mail')).not.toHaveValue(''));
    await fillCourse(user);
    await submitAndConfirm(user, 'Cadastrar Matrícula', 'Confirmar Cadastro');
    expect(await screen.findByText('Matrícula cadastrada com sucesso')).toBeInTheDocument();
    const stored = (await enrolmentsOf('Miguel Moura')).find((m) => m.cp_mt_primeira_parcela === '2025-03-10');
    expect(stored?.cp_mt_escola).toBe(2);
  });

  it('shows the server’s reason under the spec’s error toast', async () => {
    server.use(
      http.post('*/api/cadastrar-matricula', () => HttpResponse.json({ msg: SERVER_MESSAGES.courseMissing }, { status: 400 })),
    );
    const { user } = await openNew();
    await pickWithEnter(user, 'beatriz');
    await fillCourse(user);
    await submitAndConfirm(user, 'Cadastrar Matrícula', 'Confirmar Cadastro');
    expect(await screen.findByText('Erro ao cadastrar matrícula')).toBeInTheDocument();
    expect(screen.getByText(SERVER_MESSAGES.courseMissing)).toBeInTheDocument();
    expect(field(/^Nome$/)).toHaveValue('Beatriz Santos Oliveira');
  });

  it("says 'Erro ao buscar cursos' when the courses cannot be loaded", async () => {
    server.use(http.get('*/api/cursos', () => HttpResponse.json({ msg: 'falhou' }, { status: 500 })));
    await renderApp({ route: '/cadastro-matricula', as: 'secretaria' });
    expect(await screen.findAllByText('Erro ao buscar cursos')).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Carregar cursos novamente' })).toBeInTheDocument();
  });
});

describe('Editar Matrícula', () => {
  it('loads the enrolment, with the student fixed and the guardian section open by itself', async () => {
    // Enrolment 5: Murilo Oliveira Monteiro, a minor, with his parents' names and contacts.
    await openEdit(5);
    expect(field(/^Nome$/)).toHaveValue('Murilo Oliveira Monteiro');
    expect(screen.queryByRole('button', { name: 'Pesquisar Usuário' })).not.toBeInTheDocument();
    expect(screen.getByText('O aluno de uma matrícula não pode ser trocado.')).toBeInTheDocument();
    expect(select(/^Curso/)).toHaveValue('3');
    expect(field(/^Valor do Curso/)).toHaveValue('2.880,00');
    expect(select(/^Número de Parcelas/)).toHaveValue('6');
    expect(field('Valor da Parcela')).toHaveValue('R$\u00a0480,00');
    expect(screen.getByRole('checkbox', { name: 'Aluno menor de 18 anos' })).toBeChecked();
    expect(field('Nome do Pai')).not.toHaveValue('');
    // Every seeded enrolment records the education level: Dados Adicionais opens too.
    expect(screen.getByRole('checkbox', { name: 'Preencher dados adicionais' })).toBeChecked();
    expect(select(/^Escolaridade/)).toHaveValue('Ensino Fundamental Incompleto');
  });

  it('refuses to close the guardian section of a minor’s enrolment', async () => {
    const { user } = await openEdit(5);
    const toggle = screen.getByRole('checkbox', { name: 'Aluno menor de 18 anos' });
    await user.click(toggle);
    expect(toggle).toBeChecked();
    expect(await screen.findAllByText('Preencha ou limpe os campos antes de fechar.')).not.toHaveLength(0);
  });

  it('asks before changing the payment type, then clears the installments and says so', async () => {
    const { user } = await openEdit(5);
    await user.selectOptions(select(/^Tipo de Pagamento/), 'Mensalidade');
    let dialog = await screen.findByRole('alertdialog', { name: 'Alterar Tipo de Pagamento' });
    // Cancelling keeps everything.
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(select(/^Tipo de Pagamento/)).toHaveValue('parcelado');
    expect(select(/^Número de Parcelas/)).toHaveValue('6');

    await user.selectOptions(select(/^Tipo de Pagamento/), 'Mensalidade');
    dialog = await screen.findByRole('alertdialog', { name: 'Alterar Tipo de Pagamento' });
    expect(dialog).toHaveTextContent('o número e o valor das parcelas serão limpos');
    await user.click(within(dialog).getByRole('button', { name: 'Alterar' }));
    expect(await screen.findByText('Tipo de pagamento alterado para Mensalidade')).toBeInTheDocument();
    expect(select(/^Tipo de Pagamento/)).toHaveValue('mensalidade');
    expect(screen.queryByLabelText(/^Número de Parcelas/)).not.toBeInTheDocument();

    await user.selectOptions(select(/^Tipo de Pagamento/), 'Parcelado');
    dialog = await screen.findByRole('alertdialog', { name: 'Alterar Tipo de Pagamento' });
    await user.click(within(dialog).getByRole('button', { name: 'Alterar' }));
    expect(await screen.findByText('Tipo de pagamento alterado para Parcelado')).toBeInTheDocument();
    expect(select(/^Número de Parcelas/)).toHaveValue('');
    expect(field('Valor da Parcela')).toHaveValue('');
  });

  it('saves an edit, says so and goes back to the list', async () => {
    const { user, currentPath } = await openEdit(5);
    await user.selectOptions(select(/^Status/), 'trancado');
    await user.clear(field('Horário de Término'));
    await user.type(field('Horário de Término'), '2045');
    await submitAndConfirm(user, 'Salvar Alterações', 'Confirmar Alterações');
    expect(await screen.findByText('Matrícula editada com sucesso')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/matriculas'));
    const [stored] = (await enrolmentsOf('Murilo Oliveira')).filter((m) => m.cp_mt_id === 5);
    expect(stored).toMatchObject({ cp_status_matricula: 'trancado', cp_mt_horario_fim: '20:45', cp_mt_quantas_parcelas: 6 });
  });

  it('shows why the server refuses an edit that cannot hold the paid installments', async () => {
    // Enrolment 1: the demo student's finished course, every installment paid.
    const { user } = await openEdit(1);
    await user.clear(field(/^Valor do Curso/));
    await user.type(field(/^Valor do Curso/), '100');
    await submitAndConfirm(user, 'Salvar Alterações', 'Confirmar Alterações');
    expect(await screen.findByText('Erro ao editar matrícula')).toBeInTheDocument();
    expect(screen.getByText(SERVER_MESSAGES.matriculaPaidConflict)).toBeInTheDocument();
  });

  it("says 'Matrícula não encontrada.' for an enrolment that does not exist, with no retry", async () => {
    await renderApp({ route: '/cadastro-matricula/9999', as: 'secretaria' });
    const box = await waitFor(() => {
      const found = screen.getAllByRole('alert').find((el) => el.textContent?.includes('Voltar para Matrículas'));
      expect(found).toBeDefined();
      return found!;
    });
    expect(box).toHaveTextContent('Matrícula não encontrada.');
    expect(within(box).queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
  });

  it("says 'Erro ao buscar matrícula.' when the enrolment cannot be loaded, with a retry", async () => {
    server.use(http.get('*/api/matriculas/:id', () => HttpResponse.json({ msg: 'falhou' }, { status: 500 })));
    await renderApp({ route: '/cadastro-matricula/5', as: 'secretaria' });
    const box = await waitFor(() => {
      const found = screen.getAllByRole('alert').find((el) => el.textContent?.includes('Voltar para Matrículas'));
      expect(found).toBeDefined();
      return found!;
    });
    expect(box).toHaveTextContent('Erro ao buscar matrícula.');
    expect(within(box).getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });

  it('keeps the enrolment editable when its student’s details cannot be loaded', async () => {
    server.use(http.get('*/api/matricula/:userId', () => HttpResponse.json({ msg: 'Usuário não encontrado.' }, { status: 404 })));
    await openEdit(5);
    expect(await screen.findByText('Usuário não encontrado.')).toBeInTheDocument();
    expect(field(/^Nome$/)).toHaveValue('Murilo Oliveira Monteiro');
    expect(screen.getByRole('button', { name: 'Salvar Alterações' })).toBeEnabled();
  });
});

describe('who opens the enrolment screens', () => {
  it.each([
    ['professor', '/cadastro-matricula'],
    ['aluno', '/cadastro-matricula'],
    ['professor', '/cadastro-matricula/5'],
  ] as const)('sends %s away from %s', async (as, route) => {
    const { currentPath } = await renderApp({ route, as });
    await waitFor(() => expect(currentPath()).toBe('/home'));
    expect(await screen.findByText('Você não tem permissão para acessar esta página.')).toBeInTheDocument();
  });
});
