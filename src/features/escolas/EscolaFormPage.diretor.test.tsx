/**
 * A new school with its new director in one pass (issue 23): 'Cadastrar um
 * novo diretor para esta escola' replaces the Responsável select with the
 * director's fields; one request writes both; a login, e-mail or CPF someone
 * holds is named under its field and nothing is written.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { recordBodies } from '../../../tests/msw';
import { renderApp } from '../../../tests/test-utils';

const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input, select, textarea' });
const select = (name: RegExp) => screen.getByRole('combobox', { name });
/** The school's Nome (the first; the director's is 'Nome do diretor'). */
const schoolName = () => screen.getAllByRole('textbox', { name: /^Nome/ })[0]!;
const NOVO = 'Cadastrar um novo diretor para esta escola';
const FREE_CPF = '529.982.247-25';

async function openNew(as: 'gestor' | 'diretor' = 'gestor') {
  const view = await renderApp({ route: '/cadastro-escola', as });
  await screen.findByRole('heading', { level: 1, name: 'Cadastro de Escola' });
  await waitFor(() => expect(within(select(/^Responsável/)).getAllByRole('option').length).toBeGreaterThan(1));
  return view;
}

async function fillSchool(user: UserEvent) {
  await user.type(schoolName(), 'Escola de Idiomas — Unidade Lapa');
  await user.type(field(/^Rua/), 'Rua Guaicurus');
  await user.type(field(/^Número/), '88');
  await user.type(field(/^Bairro/), 'Lapa');
  await user.type(field(/^Cidade/), 'São Paulo');
  await user.selectOptions(select(/^Estado/), 'SP');
}

async function fillDirector(user: UserEvent, login = 'renata.lapa', cpf = FREE_CPF) {
  await user.type(field(/^Nome do diretor/), 'Renata Souza Lapa');
  await user.type(field(/^Login/), login);
  await user.type(field(/^Senha/), 'segredo1');
  await user.type(field(/^E-mail/), `${login}@example.com`);
  await user.type(field(/^CPF/), cpf.replace(/\D/g, ''));
  await user.type(field(/^Data de Nascimento/), '1985-03-12');
}

async function confirmSave(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Cadastrar Escola' }));
  const confirm = await screen.findByRole('alertdialog', { name: 'Confirmar Cadastro' });
  await user.click(within(confirm).getByRole('button', { name: 'Confirmar' }));
  return confirm;
}

// The screen's lazy chunk is read before the tests, not inside a test's wait for the first heading.
beforeAll(async () => {
  await import('./EscolaFormPage');
});

describe('Cadastro de Escola with a new director', () => {
  it('swaps the Responsável select for the director’s fields, and back', async () => {
    const { user } = await openNew();
    await user.click(screen.getByRole('checkbox', { name: new RegExp(NOVO) }));
    expect(screen.queryByRole('combobox', { name: /^Responsável/ })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Novo Diretor' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: new RegExp(NOVO) }));
    expect(select(/^Responsável/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Novo Diretor' })).not.toBeInTheDocument();
  });

  it('names every empty director field and asks nothing', async () => {
    const { user } = await openNew();
    await fillSchool(user);
    await user.click(screen.getByRole('checkbox', { name: new RegExp(NOVO) }));
    await user.click(screen.getByRole('button', { name: 'Cadastrar Escola' }));
    expect(await screen.findByText('Nome do diretor é obrigatório.')).toBeInTheDocument();
    expect(screen.getByText('CPF é obrigatório.')).toBeInTheDocument();
    expect(screen.getByText('Senha é obrigatória.')).toBeInTheDocument();
    expect(field(/^Nome do diretor/)).toHaveFocus();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('registers the school and its director in one request; the director is then the school’s Responsável', async () => {
    const bodies = recordBodies('/register-escola-diretor');
    const { user } = await openNew('diretor');
    await fillSchool(user);
    await user.click(screen.getByRole('checkbox', { name: new RegExp(NOVO) }));
    await fillDirector(user);
    const confirm = await confirmSave(user);
    expect(confirm).toHaveTextContent(
      'Deseja cadastrar a escola "Escola de Idiomas — Unidade Lapa" e o seu diretor, Renata Souza Lapa?',
    );
    expect(await screen.findByText('Escola cadastrada com sucesso!')).toBeInTheDocument();
    await waitFor(() => expect(schoolName()).toHaveValue(''));
    // The form is back to the select, which now offers the new director.
    await waitFor(() =>
      expect(within(select(/^Responsável/)).getByRole('option', { name: 'Renata Souza Lapa' })).toBeInTheDocument(),
    );
    expect(bodies).toEqual([
      expect.objectContaining({
        cp_ec_nome: 'Escola de Idiomas — Unidade Lapa',
        diretor: expect.objectContaining({ cp_nome: 'Renata Souza Lapa', cp_login: 'renata.lapa', cp_cpf: FREE_CPF }),
      }),
    ]);
    expect(bodies[0]).not.toHaveProperty('cp_ec_responsavel');
  });

  it('says "Usuário já cadastrado" naming the login in use, keeps the form and writes nothing', async () => {
    const { user } = await openNew();
    await fillSchool(user);
    await user.click(screen.getByRole('checkbox', { name: new RegExp(NOVO) }));
    await fillDirector(user, 'professor');
    await confirmSave(user);
    expect(await screen.findByText('Usuário já cadastrado')).toBeInTheDocument();
    await waitFor(() => expect(field(/^Login/)).toHaveAccessibleDescription(/Este login já está em uso\./));
    expect(field(/^Login/)).toHaveFocus();
    expect(field(/^Nome do diretor/)).toHaveValue('Renata Souza Lapa');
    expect(screen.queryByText('Escola cadastrada com sucesso!')).not.toBeInTheDocument();
    // Nothing written: no school of that name in the list.
    await user.click(screen.getByRole('link', { name: 'Ver Escolas' }));
    await screen.findByRole('heading', { level: 1, name: 'Escolas' });
    await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(1));
    expect(screen.queryByText('Escola de Idiomas — Unidade Lapa')).not.toBeInTheDocument();
  });

  it('is not offered when editing a school', async () => {
    await renderApp({ route: '/cadastro-escola/1', as: 'gestor' });
    await screen.findByRole('heading', { level: 1, name: 'Editar Escola' });
    await waitFor(() => expect(select(/^Responsável/)).toBeInTheDocument());
    expect(screen.queryByRole('checkbox', { name: new RegExp(NOVO) })).not.toBeInTheDocument();
  });
});
