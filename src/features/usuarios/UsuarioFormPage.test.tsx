import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { contentProblem } from '@contract/arquivos';
import { LOGIN_MSG } from '@contract/common';
import { server } from '../../../tests/msw';
import { renderApp, signIn, type DemoLoginName } from '../../../tests/test-utils';
import { apiBaseUrl } from '@/api/config';
import {
  PNG_BYTES,
  pngFile,
  renamedExecutable,
  servedPhotoOf,
  storedObjects,
  storedUploads,
  userIdOf,
} from '../../../tests/upload-files';

/** Valid CPFs (check digits right) that no seeded person has. */
const FREE_CPF = '529.982.247-25';

async function openNew(as: DemoLoginName = 'diretor') {
  const view = await renderApp({ route: '/cadastro-usuario', as });
  await screen.findByRole('heading', { level: 1, name: 'Cadastro de Usuário' });
  // The school list has arrived when Escola has its options.
  await waitFor(() => expect(within(escola()).getAllByRole('option').length).toBeGreaterThan(1));
  return view;
}

/** The screen's own error box (toasts are alerts too). */
async function loadErrorAlert() {
  return waitFor(() => {
    const box = screen.getAllByRole('alert').find((el) => el.textContent?.includes('Voltar para Usuários'));
    expect(box).toBeDefined();
    return box!;
  });
}

const field = (label: RegExp | string) => screen.getByLabelText(label, { selector: 'input, select, textarea' });
const escola = () => screen.getByRole('combobox', { name: /^Escola/ });
const tipo = () => screen.getByRole('combobox', { name: /^Tipo de Usuário/ });
const optionLabels = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .filter((o) => (o as HTMLOptionElement).value !== '')
    .map((o) => o.textContent);

async function fillValid(user: UserEvent, overrides: { login?: string; cpf?: string } = {}) {
  await user.type(field(/^Login/), overrides.login ?? 'joana.prado');
  await user.type(field(/^Senha/), 'segredo1');
  await user.selectOptions(tipo(), 'Aluno');
  await user.type(field(/^Nome/), 'Joana Prado Lemos');
  await user.type(field(/^CPF/), (overrides.cpf ?? FREE_CPF).replace(/\D/g, ''));
  await user.type(field(/^Data de Nascimento/), '2001-04-09');
  await user.type(field(/^E-mail/), `${overrides.login ?? 'joana.prado'}@example.com`);
}

async function submitAndConfirm(user: UserEvent, name: 'Cadastrar Usuário' | 'Salvar Alterações', confirmTitle: string) {
  await user.click(screen.getByRole('button', { name }));
  const dialog = await screen.findByRole('alertdialog', { name: confirmTitle });
  await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
}

describe('Cadastro de Usuário', () => {
  it('shows the five cards, with the company fields behind "Cadastro de Empresa"', async () => {
    const { user } = await openNew();
    for (const card of ['Dados de Login', 'Dados Pessoais', 'Contato', 'Endereço', 'Empresa']) {
      expect(screen.getByRole('region', { name: card })).toBeInTheDocument();
    }
    expect(screen.queryByLabelText('CNPJ')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Cadastro de Empresa' }));
    expect(field('CNPJ')).toBeInTheDocument();
    expect(field('Inscrição Estadual (IE)')).toBeInTheDocument();
    expect(field('Empresa de Atuação')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Cadastro de Empresa' }));
    expect(screen.queryByLabelText('CNPJ')).not.toBeInTheDocument();
  });

  it("gives the gestor's Escola select the card's whole row, so a school's long name is not cut", async () => {
    await openNew('gestor');
    const select = escola();
    expect(within(select).getByRole('option', { name: 'Escola de Idiomas — Unidade Vila Mariana' })).toBeInTheDocument();
    // Its field spans every column of the Dados de Login grid (Login and Senha share a row).
    const card = screen.getByRole('region', { name: 'Dados de Login' });
    const wide = [...card.querySelectorAll('div')].filter(
      (d) => d.contains(select) && getComputedStyle(d).gridColumn.replaceAll(' ', '') === '1/-1',
    );
    expect(wide).toHaveLength(1);
    expect(wide[0]).not.toContainElement(screen.getByRole('textbox', { name: /^Login/ }));
  });

  it('names every required field when the empty form is submitted, and asks nothing', async () => {
    const { user } = await openNew('gestor');
    await user.click(screen.getByRole('button', { name: 'Cadastrar Usuário' }));
    for (const message of [
      'Nome é obrigatório.',
      'E-mail é obrigatório.',
      'Login é obrigatório.',
      'Senha é obrigatória.',
      'Tipo de Usuário é obrigatório.',
      'CPF é obrigatório.',
      'Data de Nascimento é obrigatória.',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByRole('alert')).toHaveTextContent('Verifique os campos destacados.');
    expect(field(/^Login/)).toHaveAttribute('aria-invalid', 'true');
    // Focus goes to the first field in error.
    expect(field(/^Login/)).toHaveFocus();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('clears a field’s message as soon as it is edited', async () => {
    const { user } = await openNew();
    await user.click(screen.getByRole('button', { name: 'Cadastrar Usuário' }));
    expect(await screen.findByText('Nome é obrigatório.')).toBeInTheDocument();
    await user.type(field(/^Nome/), 'A');
    expect(screen.queryByText('Nome é obrigatório.')).not.toBeInTheDocument();
  });

  it('formats CPF, WhatsApp, Telefone, CEP and CNPJ as digits are typed', async () => {
    const { user } = await openNew();
    await user.type(field(/^CPF/), '52998224725');
    expect(field(/^CPF/)).toHaveValue('529.982.247-25');
    await user.type(field('WhatsApp'), '41987654321');
    expect(field('WhatsApp')).toHaveValue('(41) 98765-4321');
    await user.type(field('Telefone'), '4133334444x5');
    expect(field('Telefone')).toHaveValue('(41) 33334-4445');
    await user.type(field('CEP'), '80420090');
    expect(field('CEP')).toHaveValue('80420-090');
    await user.click(screen.getByRole('checkbox', { name: 'Cadastro de Empresa' }));
    await user.type(field('CNPJ'), '12345678000195');
    expect(field('CNPJ')).toHaveValue('12.345.678/0001-95');
  });

  it('keeps every digit of a CPF typed with no delay at all (autofill, a barcode reader): the secretary gets 529.982.247-25', async () => {
    await openNew('secretaria');
    const fast = userEvent.setup({ delay: null });
    await fast.type(field(/^CPF/), '52998224725');
    expect(field(/^CPF/)).toHaveValue('529.982.247-25');
    await fast.type(field('WhatsApp'), '41987654321');
    expect(field('WhatsApp')).toHaveValue('(41) 98765-4321');
  });

  it('rejects a CPF with wrong check digits or all digits equal', async () => {
    const { user } = await openNew();
    await user.type(field(/^CPF/), '11111111111');
    await user.click(screen.getByRole('button', { name: 'Cadastrar Usuário' }));
    expect(await screen.findByText('CPF inválido: verifique os dígitos.')).toBeInTheDocument();
    await user.clear(field(/^CPF/));
    await user.type(field(/^CPF/), '52998224724');
    await user.click(screen.getByRole('button', { name: 'Cadastrar Usuário' }));
    expect(await screen.findByText('CPF inválido: verifique os dígitos.')).toBeInTheDocument();
    await user.clear(field(/^CPF/));
    await user.type(field(/^CPF/), '5299');
    await user.click(screen.getByRole('button', { name: 'Cadastrar Usuário' }));
    expect(await screen.findByText('CPF deve seguir o formato 999.999.999-99.')).toBeInTheDocument();
  });

  it('checks the e-mail, the password length, a login without spaces and a birth date not in the future', async () => {
    const { user } = await openNew();
    await user.type(field(/^E-mail/), 'não-é-email');
    await user.type(field(/^Senha/), '123');
    await user.type(field(/^Login/), 'com espaço');
    await user.type(field(/^Data de Nascimento/), '2999-01-01');
    await user.click(screen.getByRole('button', { name: 'Cadastrar Usuário' }));
    expect(await screen.findByText('E-mail inválido.')).toBeInTheDocument();
    expect(screen.getByText('A senha deve ter ao menos 6 caracteres.')).toBeInTheDocument();
    expect(screen.getByText(LOGIN_MSG)).toBeInTheDocument();
    expect(screen.getByText('A data de nascimento não pode ser no futuro.')).toBeInTheDocument();
    expect(field(/^E-mail/)).toHaveAttribute('type', 'email');
  });

  it('shows and hides the password', async () => {
    const { user } = await openNew();
    expect(field(/^Senha/)).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Mostrar senha' }));
    expect(field(/^Senha/)).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Ocultar senha' }));
    expect(field(/^Senha/)).toHaveAttribute('type', 'password');
  });

  it('offers Estado Civil in Portuguese', async () => {
    await openNew();
    expect(optionLabels(field('Estado Civil'))).toEqual([
      'Solteiro(a)',
      'Casado(a)',
      'Divorciado(a)',
      'Viúvo(a)',
      'União estável',
    ]);
  });

  it.each([
    ['gestor', ['Gestor', 'Diretor', 'Secretário(a)', 'Professor', 'Aluno']],
    ['diretor', ['Diretor', 'Secretário(a)', 'Professor', 'Aluno']],
    ['secretaria', ['Secretário(a)', 'Professor', 'Aluno']],
  ] as const)('offers a %s only the types from their own down', async (as, labels) => {
    await openNew(as);
    expect(optionLabels(tipo())).toEqual(labels);
  });

  it('starts on the stored school; a director cannot choose another', async () => {
    const { session } = await openNew('diretor');
    expect(escola()).toHaveValue(String(session!.schoolId));
    expect(escola()).toBeDisabled();
    expect(optionLabels(escola())).toHaveLength(1);
  });

  it('lets the Gestor choose any school, starting on the stored one', async () => {
    const { session, user } = await openNew('gestor');
    expect(escola()).toHaveValue(String(session!.schoolId));
    expect(escola()).toBeEnabled();
    const names = optionLabels(escola());
    expect(names.length).toBeGreaterThan(1);
    await user.selectOptions(escola(), names[1]!);
    expect(escola()).not.toHaveValue(String(session!.schoolId));
  });

  it('confirms, registers, says so and clears the form', async () => {
    const { user, session } = await openNew('secretaria');
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Cadastrar Usuário' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirmar Cadastro' });
    expect(dialog).toHaveTextContent('Deseja cadastrar este usuário?');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Usuário cadastrado com sucesso!')).toBeInTheDocument();
    await waitFor(() => expect(field(/^Nome/)).toHaveValue(''));
    expect(field(/^Login/)).toHaveValue('');
    expect(field(/^CPF/)).toHaveValue('');
    expect(tipo()).toHaveValue('');
    expect(escola()).toHaveValue(String(session!.schoolId));
    // Ready for the next person: focus on the first field (and the page back at the top).
    await waitFor(() => expect(field(/^Login/)).toHaveFocus());
    // The new person is there, with the password that was typed.
    const answer = await fetch('http://localhost:3000/api/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ login: 'joana.prado', password: 'segredo1' }),
    });
    expect(answer.status).toBe(200);
  });

  it('sends the company fields only while "Cadastro de Empresa" is checked', async () => {
    let sent: Record<string, unknown> | null = null;
    server.use(
      http.post('*/api/register', async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ exists: false, msg: 'ok', userId: 999 });
      }),
    );
    const { user } = await openNew();
    await fillValid(user);
    await user.click(screen.getByRole('checkbox', { name: 'Cadastro de Empresa' }));
    await user.type(field('CNPJ'), '12345678000195');
    await user.click(screen.getByRole('checkbox', { name: 'Cadastro de Empresa' }));
    await submitAndConfirm(user, 'Cadastrar Usuário', 'Confirmar Cadastro');
    await screen.findByText('Usuário cadastrado com sucesso!');
    expect(sent!.cp_nome).toBe('Joana Prado Lemos');
    expect(sent!.cp_tipo_user).toBe(5);
    expect(sent!.cp_cpf).toBe(FREE_CPF);
    expect(sent!.cp_cnpj ?? null).toBeNull();
    // No photo chosen: no upload id.
    expect(sent).not.toHaveProperty('cp_foto_perfil');
  });

  it('says "Usuário já cadastrado", names the login under its field and keeps the form when the login exists', async () => {
    const { user } = await openNew();
    await fillValid(user, { login: 'professor' });
    await submitAndConfirm(user, 'Cadastrar Usuário', 'Confirmar Cadastro');
    expect(await screen.findByText('Usuário já cadastrado')).toBeInTheDocument();
    // The field that clashes is named, under it and in the toast; the focus is on it.
    await waitFor(() => expect(field(/^Login/)).toHaveAccessibleDescription(/Este login já está em uso\./));
    expect(field(/^Login/)).toHaveFocus();
    expect(field(/^CPF/)).not.toHaveAccessibleDescription(/já está cadastrado/);
    expect(field(/^Nome/)).toHaveValue('Joana Prado Lemos');
    expect(screen.queryByText('Usuário cadastrado com sucesso!')).not.toBeInTheDocument();
  });

  it('names both the login and the CPF when both are someone else’s', async () => {
    const { user } = await openNew();
    // The demo teacher's login and the demo student's CPF (asked of the mock).
    const { token } = await signIn('diretor');
    const answer = await fetch(`${apiBaseUrl()}/users?q=aluno&cp_tipo_user=5`, { headers: { Authorization: `Bearer ${token}` } });
    const aluno = ((await answer.json()) as { cp_login: string; cp_cpf: string }[]).find((u) => u.cp_login === 'aluno')!;
    await fillValid(user, { login: 'professor', cpf: aluno.cp_cpf });
    await submitAndConfirm(user, 'Cadastrar Usuário', 'Confirmar Cadastro');
    expect(await screen.findByText('Usuário já cadastrado')).toBeInTheDocument();
    await waitFor(() => expect(field(/^CPF/)).toHaveAccessibleDescription(/Este CPF já está cadastrado\./));
    expect(field(/^Login/)).toHaveAccessibleDescription(/Este login já está em uso\./);
  });

  it('shows the server’s reason under the spec’s error toast', async () => {
    server.use(http.post('*/api/register', () => HttpResponse.json({ msg: 'A escola escolhida não existe.' }, { status: 400 })));
    const { user } = await openNew();
    await fillValid(user);
    await submitAndConfirm(user, 'Cadastrar Usuário', 'Confirmar Cadastro');
    expect(await screen.findByText('Erro ao salvar usuário. Tente novamente.')).toBeInTheDocument();
    expect(screen.getByText('A escola escolhida não existe.')).toBeInTheDocument();
    expect(field(/^Nome/)).toHaveValue('Joana Prado Lemos');
  });

  it('shows only the spec’s text when the server fails', async () => {
    server.use(http.post('*/api/register', () => HttpResponse.error()));
    const { user } = await openNew();
    await fillValid(user);
    await submitAndConfirm(user, 'Cadastrar Usuário', 'Confirmar Cadastro');
    expect(await screen.findByText('Erro ao salvar usuário. Tente novamente.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cadastrar Usuário' })).toBeEnabled();
  });

  it('sends one request however often Confirmar is pressed', async () => {
    let calls = 0;
    server.use(
      http.post('*/api/register', async () => {
        calls += 1;
        await delay(150);
        return HttpResponse.json({ exists: false, msg: 'ok', userId: 999 });
      }),
    );
    const { user } = await openNew();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Cadastrar Usuário' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirmar Cadastro' });
    const confirm = within(dialog).getByRole('button', { name: 'Confirmar' });
    await user.click(confirm);
    await user.click(confirm);
    expect(screen.getByRole('button', { name: 'Cadastrar Usuário' })).toBeDisabled();
    await screen.findByText('Usuário cadastrado com sucesso!');
    expect(calls).toBe(1);
  });

  it('cancelling the confirmation saves nothing', async () => {
    let calls = 0;
    server.use(
      http.post('*/api/register', () => {
        calls += 1;
        return HttpResponse.json({ exists: false, msg: 'ok', userId: 999 });
      }),
    );
    const { user } = await openNew();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Cadastrar Usuário' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Confirmar Cadastro' })).getByRole('button', { name: 'Cancelar' }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls).toBe(0);
    expect(field(/^Nome/)).toHaveValue('Joana Prado Lemos');
  });

  it.each(['professor', 'aluno'] as const)('sends a %s to /home', async (as) => {
    const { currentPath } = await renderApp({ route: '/cadastro-usuario', as });
    await waitFor(() => expect(currentPath()).toBe('/home'));
    expect(await screen.findByText('Você não tem permissão para acessar esta página.')).toBeInTheDocument();
  });
});

describe('Cadastro de Usuário: the photo', () => {
  const photoInput = () => screen.getByLabelText('Foto de Perfil');
  /** The storage PUT waits until `release()`, then the mock's storage answers it. */
  function holdStorage() {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.put('*/storage/v1/object/upload/sign/*', async () => {
        await released;
        // Nothing answered here: the mock's storage handler takes the request.
      }),
    );
    return release;
  }
  /** Requests to the api and the storage, as "METHOD /path". */
  function watchRequests() {
    const seen: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const path = new URL(request.url).pathname;
      seen.push(`${request.method} ${path.startsWith('/storage/') ? '/storage' : path.replace(/^\/api/, '')}`);
    });
    return seen;
  }
  afterEach(() => server.events.removeAllListeners('request:start'));

  it('uploads on pick with a progress bar while the form is filled, then registers it', async () => {
    const release = holdStorage();
    const { user } = await openNew();
    await user.upload(photoInput(), pngFile('eu.png'));
    expect(await screen.findByRole('progressbar', { name: 'Enviando eu.png' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancelar envio de eu.png' })).toBeInTheDocument();
    await fillValid(user);
    release();
    expect(await screen.findByText('Enviado')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await submitAndConfirm(user, 'Cadastrar Usuário', 'Confirmar Cadastro');
    expect(await screen.findByText('Usuário cadastrado com sucesso!')).toBeInTheDocument();
    // The form starts over without the photo; the new person has it, served by the storage.
    await waitFor(() => expect(screen.queryByText('eu.png')).not.toBeInTheDocument());
    expect(await servedPhotoOf(userIdOf('joana.prado')!)).toEqual(PNG_BYTES);
    expect(storedUploads().map((u) => u.claimed_at)).toEqual([expect.any(String)]);
  });

  it('waits for a photo still on its way when the form is submitted', async () => {
    const release = holdStorage();
    const { user } = await openNew();
    await fillValid(user);
    await user.upload(photoInput(), pngFile('eu.png'));
    await submitAndConfirm(user, 'Cadastrar Usuário', 'Confirmar Cadastro');
    const confirm = screen.getByRole('alertdialog', { name: 'Confirmar Cadastro' });
    expect(await within(confirm).findByRole('button', { name: 'Enviando foto…' })).toBeDisabled();
    expect(within(confirm).getByRole('progressbar', { name: 'Envio da foto' })).toBeInTheDocument();
    expect(screen.queryByText('Usuário cadastrado com sucesso!')).not.toBeInTheDocument();
    release();
    expect(await screen.findByText('Usuário cadastrado com sucesso!')).toBeInTheDocument();
    expect(await servedPhotoOf(userIdOf('joana.prado')!)).toEqual(PNG_BYTES);
  });

  it('refuses a renamed executable under the field with the contract’s message, uploading nothing', async () => {
    const seen = watchRequests();
    const { user } = await openNew();
    const exe = renamedExecutable('foto.png');
    await user.upload(photoInput(), exe);
    const message = contentProblem('foto', exe, new Uint8Array(await exe.slice(0, 1024).arrayBuffer()))!;
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(photoInput()).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(seen.filter((r) => r.includes('/uploads') || r.includes('/storage'))).toEqual([]);
    expect(storedUploads()).toEqual([]);
  });

  it('refuses a photo over 5 MB before any request', async () => {
    const seen = watchRequests();
    const { user } = await openNew();
    await user.upload(photoInput(), pngFile('enorme.png', 5 * 1024 * 1024 + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent('Foto de perfil: o arquivo "enorme.png" excede o limite de 5 MB.');
    expect(seen.filter((r) => r.includes('/uploads') || r.includes('/storage'))).toEqual([]);
  });

  it('cancels an upload under way: the file leaves the field and nothing stays on the server', async () => {
    const avatarsBefore = storedObjects('avatars').length;
    const release = holdStorage();
    const { user } = await openNew();
    await user.upload(photoInput(), pngFile('eu.png'));
    await screen.findByRole('progressbar', { name: 'Enviando eu.png' });
    await waitFor(() => expect(storedUploads()).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Cancelar envio de eu.png' }));
    expect(screen.queryByText('eu.png')).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // The mock's XHR ends the held PUT even after abort; the upload is cancelled once it has.
    release();
    await waitFor(() => expect(storedUploads()).toEqual([]));
    expect(storedObjects('avatars')).toHaveLength(avatarsBefore);
  });

  it('removing an uploaded photo cancels it on the server', async () => {
    const avatarsBefore = storedObjects('avatars').length;
    const { user } = await openNew();
    await user.upload(photoInput(), pngFile('eu.png'));
    await screen.findByText('Enviado');
    expect(storedObjects('avatars')).toHaveLength(avatarsBefore + 1);
    await user.click(screen.getByRole('button', { name: 'Remover eu.png' }));
    await waitFor(() => expect(storedUploads()).toEqual([]));
    expect(storedObjects('avatars')).toHaveLength(avatarsBefore);
  });

  it('a failed upload blocks nothing but itself: removed, the person is registered without a photo', async () => {
    server.use(http.put('*/storage/v1/object/upload/sign/*', () => HttpResponse.error()));
    const { user } = await openNew();
    await fillValid(user);
    await user.upload(photoInput(), pngFile('eu.png'));
    expect(await screen.findByText('Falha no envio do arquivo. Verifique a conexão e tente novamente.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cadastrar Usuário' }));
    expect(
      await screen.findByText('A foto não foi enviada. Remova-a para cadastrar sem foto ou escolha outra imagem.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(photoInput()).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Remover eu.png' }));
    expect(screen.queryByText(/A foto não foi enviada/)).not.toBeInTheDocument();
    await submitAndConfirm(user, 'Cadastrar Usuário', 'Confirmar Cadastro');
    expect(await screen.findByText('Usuário cadastrado com sucesso!')).toBeInTheDocument();
    expect(await servedPhotoOf(userIdOf('joana.prado')!)).toBeNull();
  });
});

describe('Editar Usuário', () => {
  /** The teacher of the demo (id 4, school 1) as the director edits them. */
  async function openEdit(id = 4, as: DemoLoginName = 'diretor') {
    const view = await renderApp({ route: `/cadastro-usuario/${id}`, as });
    await screen.findByRole('heading', { level: 1, name: 'Editar Usuário' });
    await waitFor(() => expect(field(/^Nome/)).not.toHaveValue(''));
    return view;
  }

  it('loads the user; the password stays blank', async () => {
    await openEdit();
    expect(field(/^Login/)).toHaveValue('professor');
    expect(field(/^Nome/)).toHaveValue('Marcos Vinícius Rocha');
    expect(tipo()).toHaveValue('4');
    expect((field(/^CPF/) as HTMLInputElement).value).toMatch(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/);
    expect((field(/^Data de Nascimento/) as HTMLInputElement).value).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(field(/^Senha/)).toHaveValue('');
    expect(field(/^Senha/)).not.toBeRequired();
    expect(screen.getByText('Deixe em branco para manter a senha atual.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Foto de Perfil')).not.toBeInTheDocument();
  });

  it('saves after confirmation, says so and goes to /usuarios', async () => {
    const { user, currentPath } = await openEdit();
    await user.clear(field(/^Nome/));
    await user.type(field(/^Nome/), 'Marcos Vinícius Rocha Filho');
    await user.click(screen.getByRole('button', { name: 'Salvar Alterações' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirmar Alterações' });
    expect(dialog).toHaveTextContent('Tem certeza que deseja salvar as alterações deste usuário?');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Usuário editado com sucesso!')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/usuarios'));
    await user.type(await screen.findByRole('searchbox', { name: 'Pesquisar usuários' }), 'Filho');
    expect(await screen.findByText('Marcos Vinícius Rocha Filho')).toBeInTheDocument();
  });

  it('keeps the password when it is left blank and changes it when typed', async () => {
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.put('*/api/edit-user/:id', async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json({ msg: 'ok' });
      }),
    );
    const { user } = await openEdit();
    await submitAndConfirm(user, 'Salvar Alterações', 'Confirmar Alterações');
    await screen.findByText('Usuário editado com sucesso!');
    expect(bodies[0]).not.toHaveProperty('cp_password');
    expect(bodies[0]).toMatchObject({ cp_login: 'professor', cp_tipo_user: 4 });
  });

  it('explains a clash with another person and stays on the form', async () => {
    const { user, currentPath } = await openEdit();
    await user.clear(field(/^Login/));
    await user.type(field(/^Login/), 'gestor');
    await submitAndConfirm(user, 'Salvar Alterações', 'Confirmar Alterações');
    expect(await screen.findByText('Erro ao editar usuário.')).toBeInTheDocument();
    // The 409 names the login; the login field says so.
    expect(screen.getAllByText('Este login já está em uso.').length).toBeGreaterThan(0);
    await waitFor(() => expect(field(/^Login/)).toHaveAccessibleDescription(/Este login já está em uso\./));
    expect(currentPath()).toBe('/cadastro-usuario/4');
  });

  it('says "Erro ao carregar os dados do usuário." and offers a retry when loading fails', async () => {
    let fail = true;
    server.use(
      http.get('*/api/users/:id', ({ params }) =>
        fail
          ? HttpResponse.json({ msg: 'Erro interno do servidor.' }, { status: 500 })
          : HttpResponse.json({ ...seedLike, cp_id: Number(params.id) }),
      ),
    );
    const { user } = await renderApp({ route: '/cadastro-usuario/4', as: 'gestor' });
    const alert = await loadErrorAlert();
    expect(alert).toHaveTextContent('Erro ao carregar os dados do usuário.');
    expect(await screen.findAllByText('Erro ao carregar os dados do usuário.')).toHaveLength(2); // the toast too
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(field(/^Nome/)).toHaveValue('Pessoa Carregada'));
  });

  it('says why a person outside the caller’s scope cannot be opened', async () => {
    await renderApp({ route: '/cadastro-usuario/6', as: 'diretor' });
    const alert = await loadErrorAlert();
    expect(alert).toHaveTextContent('Erro ao carregar os dados do usuário.');
    expect(alert).toHaveTextContent('Usuário não encontrado.');
    expect(within(alert).queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Voltar para Usuários' })).toHaveAttribute('href', '/usuarios');
  });

  it('survives a malformed id', async () => {
    await renderApp({ route: '/cadastro-usuario/abc', as: 'gestor' });
    expect(await loadErrorAlert()).toHaveTextContent('Erro ao carregar os dados do usuário.');
  });

  it('sends a director editing themself to Meu Perfil', async () => {
    const { session } = await renderApp({ route: '/cadastro-usuario/2', as: 'diretor' });
    await screen.findByRole('heading', { level: 1, name: 'Editar Usuário' });
    expect(session!.userId).toBe(2);
    expect(await screen.findByText('Edite os seus próprios dados em Meu Perfil.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salvar Alterações' })).toBeDisabled();
    expect(field(/^Nome/)).toBeDisabled();
  });

  it('does not let a director edit the Gestor', async () => {
    await renderApp({ route: '/cadastro-usuario/1', as: 'diretor' });
    expect(await screen.findByText('Você só pode cadastrar ou editar usuários do seu nível ou abaixo.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salvar Alterações' })).toBeDisabled();
    expect(tipo()).toHaveValue('1');
  });

  it('opens a company user with the company fields shown and a landline as stored', async () => {
    server.use(
      http.get('*/api/users/:id', () =>
        HttpResponse.json({ ...seedLike, cp_id: 4, cp_cnpj: '12.345.678/0001-95', cp_telefone: '(41) 3333-4444' }),
      ),
    );
    const { user } = await renderApp({ route: '/cadastro-usuario/4', as: 'gestor' });
    await waitFor(() => expect(field('CNPJ')).toHaveValue('12.345.678/0001-95'));
    expect(screen.getByRole('checkbox', { name: 'Cadastro de Empresa' })).toBeChecked();
    expect(field('Telefone')).toHaveValue('(41) 3333-4444');
    await user.clear(field('Telefone'));
    await user.type(field('Telefone'), '4133');
    await user.click(screen.getByRole('button', { name: 'Salvar Alterações' }));
    expect(await screen.findByText('Telefone deve seguir o formato (99) 99999-9999.')).toBeInTheDocument();
  });
});

/** A user answer for overridden `GET /users/:id` handlers. */
const seedLike = {
  cp_id: 4,
  cp_nome: 'Pessoa Carregada',
  cp_email: 'pessoa@example.com',
  cp_login: 'pessoa.carregada',
  cp_tipo_user: 4,
  cp_rg: null,
  cp_cpf: '529.982.247-25',
  cp_datanascimento: '1990-05-17',
  cp_estadocivil: 'casado',
  cp_cnpj: null,
  cp_ie: null,
  cp_whatsapp: '(41) 98888-7777',
  cp_telefone: null,
  cp_empresaatuacao: null,
  cp_profissao: null,
  cp_end_cidade_estado: null,
  cp_end_rua: null,
  cp_end_num: null,
  cp_end_cep: null,
  cp_descricao: null,
  cp_escola_id: 1,
  cp_foto_perfil: null,
  cp_excluido: 0,
  cp_turma_id: null,
};
