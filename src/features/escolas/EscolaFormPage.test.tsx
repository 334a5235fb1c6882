import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { toIsoDay } from '@contract/dates';
import { recordBodies, server } from '../../../tests/msw';
import { renderApp } from '../../../tests/test-utils';

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const select = (name: RegExp) => screen.getByRole('combobox', { name });

async function openNew(as: 'gestor' | 'diretor' = 'gestor') {
  const view = await renderApp({ route: '/cadastro-escola', as });
  await screen.findByRole('heading', { level: 1, name: 'Cadastro de Escola' });
  // The directors have arrived when the select lists them.
  await waitFor(() => expect(within(select(/^Responsável/)).getAllByRole('option').length).toBeGreaterThan(1));
  return view;
}

/** Fills every required field with valid values. */
async function fillValid(user: Awaited<ReturnType<typeof openNew>>['user'], nome = 'Escola de Idiomas — Unidade Moema') {
  await user.type(field(/^Nome/), nome);
  await user.selectOptions(select(/^Responsável/), 'Helena Martins Costa');
  await user.type(field(/^Rua/), 'Avenida Ibirapuera');
  await user.type(field(/^Número/), '2100');
  await user.type(field(/^Bairro/), 'Moema');
  await user.type(field(/^Cidade/), 'São Paulo');
  await user.selectOptions(select(/^Estado/), 'SP');
}

describe('Cadastro de Escola', () => {
  it('shows the three cards, today as the default date and the 27 states', async () => {
    await openNew();
    for (const title of ['Informações da Escola', 'Detalhes Adicionais', 'Endereço']) {
      expect(screen.getByRole('region', { name: title })).toBeInTheDocument();
    }
    expect(screen.getByLabelText(/^Data de Cadastro/)).toHaveValue(toIsoDay(new Date()));
    const ufs = within(select(/^Estado/))
      .getAllByRole('option')
      .slice(1);
    expect(ufs.map((o) => (o as HTMLOptionElement).value)).toEqual([
      'AC',
      'AL',
      'AP',
      'AM',
      'BA',
      'CE',
      'DF',
      'ES',
      'GO',
      'MA',
      'MT',
      'MS',
      'MG',
      'PA',
      'PB',
      'PR',
      'PE',
      'PI',
      'RJ',
      'RN',
      'RS',
      'RO',
      'RR',
      'SC',
      'SP',
      'SE',
      'TO',
    ]);
    expect(screen.getByRole('option', { name: 'SP — São Paulo' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Descrição' })).not.toBeRequired();
  });

  it('offers the live directors from /users-escolas as Responsável', async () => {
    await openNew();
    const names = within(select(/^Responsável/))
      .getAllByRole('option')
      .slice(1)
      .map((o) => o.textContent);
    expect(names).toEqual(['Cláudia Regina Moraes', 'Fernando Augusto Teixeira', 'Helena Martins Costa']);
  });

  it('says so when the directors cannot be loaded', async () => {
    server.use(http.get('*/api/users-escolas', () => HttpResponse.json({ msg: 'falhou' }, { status: 500 })));
    await renderApp({ route: '/cadastro-escola', as: 'gestor' });
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('Erro ao buscar os responsáveis').length).toBeGreaterThan(0));
  });

  it('shows a Portuguese message under every empty required field and asks nothing', async () => {
    const { user } = await openNew();
    await user.clear(screen.getByLabelText(/^Data de Cadastro/));
    await user.click(screen.getByRole('button', { name: 'Cadastrar Escola' }));
    for (const message of [
      'Nome é obrigatório.',
      'Data de Cadastro é obrigatória.',
      'Responsável é obrigatório.',
      'Rua é obrigatória.',
      'Número é obrigatório.',
      'Bairro é obrigatório.',
      'Cidade é obrigatória.',
      'Estado é obrigatório.',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(field(/^Nome/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^Nome/)).toHaveFocus();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('clears a field error as the user types', async () => {
    const { user } = await openNew();
    await user.click(screen.getByRole('button', { name: 'Cadastrar Escola' }));
    expect(await screen.findByText('Nome é obrigatório.')).toBeInTheDocument();
    await user.type(field(/^Nome/), 'E');
    expect(screen.queryByText('Nome é obrigatório.')).not.toBeInTheDocument();
  });

  it('confirms, registers with cp_ec_excluido 0, toasts and clears the form', async () => {
    const bodies = recordBodies('/register-escola');
    const { user } = await openNew();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Cadastrar Escola' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Confirmar Cadastro' });
    expect(confirm).toHaveTextContent('Deseja cadastrar a escola "Escola de Idiomas — Unidade Moema"?');
    await user.click(within(confirm).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Escola cadastrada com sucesso!')).toBeInTheDocument();
    await waitFor(() => expect(field(/^Nome/)).toHaveValue(''));
    expect(select(/^Responsável/)).toHaveValue('');
    expect(select(/^Estado/)).toHaveValue('');
    expect(screen.getByLabelText(/^Data de Cadastro/)).toHaveValue(toIsoDay(new Date()));
    // Ready for the next school: focus on the first field (and the page back at the top).
    await waitFor(() => expect(field(/^Nome/)).toHaveFocus());
    expect(bodies).toEqual([
      expect.objectContaining({
        cp_ec_nome: 'Escola de Idiomas — Unidade Moema',
        cp_ec_responsavel: 'Helena Martins Costa',
        cp_ec_endereco_estado: 'SP',
        cp_ec_data_cadastro: toIsoDay(new Date()),
        cp_ec_descricao: null,
        cp_ec_pix_chave: null,
        cp_ec_excluido: 0,
      }),
    ]);
  });

  it('takes an optional PIX key in Detalhes Adicionais: refused until it is one, then sent as the Central Bank writes it', async () => {
    const bodies = recordBodies('/register-escola');
    const { user } = await openNew();
    await fillValid(user);
    const details = screen.getByRole('region', { name: 'Detalhes Adicionais' });
    const key = within(details).getByRole('textbox', { name: /^Chave PIX/ });
    expect(key).toHaveAccessibleDescription(/CPF ou CNPJ \(só números\), e-mail, telefone com \+55 e DDD/);

    await user.type(key, '(11) 98765-4321');
    await user.click(screen.getByRole('button', { name: 'Cadastrar Escola' }));
    expect(
      await screen.findByText(
        'Chave PIX inválida: use CPF ou CNPJ (só números), e-mail, telefone (+55 e DDD) ou chave aleatória.',
      ),
    ).toBeInTheDocument();
    expect(key).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.clear(key);
    await user.type(key, '11.222.333/0001-81');
    expect(key).toHaveAccessibleDescription('Chave PIX reconhecida: CNPJ.');
    await user.click(screen.getByRole('button', { name: 'Cadastrar Escola' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Confirmar Cadastro' })).getByRole('button', { name: 'Confirmar' }),
    );
    expect(await screen.findByText('Escola cadastrada com sucesso!')).toBeInTheDocument();
    expect(bodies).toEqual([expect.objectContaining({ cp_ec_pix_chave: '11222333000181' })]);
    await waitFor(() => expect(key).toHaveValue(''));
  });

  it('cancelling the confirmation sends nothing', async () => {
    const bodies = recordBodies('/register-escola');
    const { user } = await openNew();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Cadastrar Escola' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Confirmar Cadastro' })).getByRole('button', { name: 'Cancelar' }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(field(/^Nome/)).toHaveValue('Escola de Idiomas — Unidade Moema');
    expect(bodies).toEqual([]);
  });

  it('blocks a double submit while saving', async () => {
    let calls = 0;
    server.use(
      http.post('*/api/register-escola', async () => {
        calls++;
        await delay(300);
        return HttpResponse.json({ msg: 'Escola cadastrada com sucesso!', cp_ec_id: 99 });
      }),
    );
    const { user } = await openNew();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Cadastrar Escola' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Confirmar Cadastro' });
    const yes = within(confirm).getByRole('button', { name: 'Confirmar' });
    await user.dblClick(yes);
    await waitFor(() => expect(yes).toBeDisabled());
    await user.click(yes);
    expect(await screen.findByText('Escola cadastrada com sucesso!')).toBeInTheDocument();
    expect(calls).toBe(1);
  });

  it('shows the spec error toast when saving fails, with the server reason for a 4xx', async () => {
    server.use(http.post('*/api/register-escola', () => HttpResponse.json({ msg: 'Acesso negado.' }, { status: 403 })));
    const { user } = await openNew();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Cadastrar Escola' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Confirmar Cadastro' })).getByRole('button', { name: 'Confirmar' }),
    );
    expect(await screen.findByText('Erro ao realizar a operação. Tente novamente.')).toBeInTheDocument();
    expect(screen.getByText('Acesso negado.')).toBeInTheDocument();
    expect(field(/^Nome/)).toHaveValue('Escola de Idiomas — Unidade Moema');
  });

  it('shows only the spec text for a server failure', async () => {
    server.use(http.post('*/api/register-escola', () => HttpResponse.json({ msg: 'stack trace' }, { status: 500 })));
    const { user } = await openNew();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Cadastrar Escola' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Confirmar Cadastro' })).getByRole('button', { name: 'Confirmar' }),
    );
    expect(await screen.findByText('Erro ao realizar a operação. Tente novamente.')).toBeInTheDocument();
    expect(screen.queryByText('stack trace')).not.toBeInTheDocument();
  });

  it('is open to a director', async () => {
    await openNew('diretor');
    expect(screen.getByRole('button', { name: 'Cadastrar Escola' })).toBeInTheDocument();
  });

  it('sends a secretary home', async () => {
    const { currentPath } = await renderApp({ route: '/cadastro-escola', as: 'secretaria' });
    await waitFor(() => expect(currentPath()).toBe('/home'));
  });
});

describe('Editar Escola', () => {
  it('loads the school, saves the changes and goes back to the list', async () => {
    const bodies = recordBodies('/edit-escola/2');
    const { user, currentPath } = await renderApp({ route: '/cadastro-escola/2', as: 'gestor' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Editar Escola' })).toBeInTheDocument();
    await waitFor(() => expect(field(/^Nome/)).toHaveValue('Escola de Idiomas — Unidade Savassi'));
    expect(field(/^Cidade/)).toHaveValue('Belo Horizonte');
    expect(select(/^Estado/)).toHaveValue('MG');
    expect(select(/^Responsável/)).toHaveValue('Fernando Augusto Teixeira');
    expect(field(/^Chave PIX/)).toHaveValue('11222333000181');
    await user.clear(field(/^Bairro/));
    await user.type(field(/^Bairro/), 'Funcionários');
    await user.click(screen.getByRole('button', { name: 'Salvar Alterações' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Confirmar Alterações' });
    await user.click(within(confirm).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Escola atualizada com sucesso!')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/escolas'));
    expect(bodies).toEqual([
      expect.objectContaining({ cp_ec_endereco_bairro: 'Funcionários', cp_ec_pix_chave: '11222333000181', cp_ec_excluido: 0 }),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Escolas' })).toBeInTheDocument();
  });

  it("lets a director change their own school's PIX key", async () => {
    const bodies = recordBodies('/edit-escola/1');
    const { user, currentPath } = await renderApp({ route: '/cadastro-escola/1', as: 'diretor' });
    await waitFor(() => expect(field(/^Nome/)).toHaveValue('Escola de Idiomas — Unidade Vila Mariana'));
    expect(screen.queryByText(/Apenas o gestor ou o diretor/)).not.toBeInTheDocument();
    await user.clear(field(/^Chave PIX/));
    await user.type(field(/^Chave PIX/), 'financeiro@vilamariana.example.com');
    await user.click(screen.getByRole('button', { name: 'Salvar Alterações' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Confirmar Alterações' })).getByRole('button', { name: 'Confirmar' }),
    );
    expect(await screen.findByText('Escola atualizada com sucesso!')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/escolas'));
    expect(bodies).toEqual([expect.objectContaining({ cp_ec_pix_chave: 'financeiro@vilamariana.example.com' })]);
  });

  it('shows another school to a director read-only: a notice, every field disabled, no save', async () => {
    const bodies = recordBodies('/edit-escola/2');
    const { user, currentPath } = await renderApp({ route: '/cadastro-escola/2', as: 'diretor' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Editar Escola' })).toBeInTheDocument();
    await waitFor(() => expect(field(/^Nome/)).toHaveValue('Escola de Idiomas — Unidade Savassi'));
    expect(
      screen.getByText(/^Apenas o gestor ou o diretor desta escola podem alterar os dados dela, inclusive a chave PIX\./),
    ).toHaveAttribute('role', 'status');
    for (const name of [/^Nome/, /^Chave PIX/, /^Rua/, /^Bairro/, /^Cidade/, /^Descrição/]) expect(field(name)).toBeDisabled();
    expect(select(/^Responsável/)).toBeDisabled();
    expect(select(/^Responsável/)).toHaveValue('Fernando Augusto Teixeira');
    expect(field(/^Chave PIX/)).toHaveValue('11222333000181');
    expect(screen.queryByRole('button', { name: 'Salvar Alterações' })).not.toBeInTheDocument();
    // Enter in a field submits nothing either.
    await user.click(field(/^Nome/));
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Voltar para Escolas' }));
    await waitFor(() => expect(currentPath()).toBe('/escolas'));
    expect(bodies).toEqual([]);
  });

  it('says so when the school cannot be loaded', async () => {
    await renderApp({ route: '/cadastro-escola/999', as: 'gestor' });
    const back = await screen.findByRole('link', { name: 'Voltar para Escolas' });
    expect(back.closest('[role="alert"]')).toHaveTextContent('Erro ao carregar os dados da escola.');
    // The toast says it too.
    await waitFor(() => expect(screen.getAllByText('Erro ao carregar os dados da escola.')).toHaveLength(2));
    expect(screen.queryByRole('textbox', { name: /^Nome/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para Escolas' })).toHaveAttribute('href', '/escolas');
  });

  it('does not crash on an id that is not a number', async () => {
    await renderApp({ route: '/cadastro-escola/abc', as: 'gestor' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Editar Escola' })).toBeInTheDocument();
    const back = await screen.findByRole('link', { name: 'Voltar para Escolas' });
    expect(back.closest('[role="alert"]')).toHaveTextContent('Erro ao carregar os dados da escola.');
  });
});
