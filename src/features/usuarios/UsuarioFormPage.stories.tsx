import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes, useLocation } from 'react-router-dom';
import { expect, screen, waitFor, within } from 'storybook/test';
import { SERVER_MESSAGES } from '@contract/messages';
import { ROUTES } from '@contract/routes';
import { contentProblem } from '@contract/arquivos';
import { answer, holdUploads, never, networkError } from '../../../.storybook/api';
import { expectDialog, expectToast, SLOW } from '../../../.storybook/play';
import UsuarioFormPage from './UsuarioFormPage';
import {
  CONFIRM_EDIT_TITLE,
  CONFIRM_REGISTER_MESSAGE,
  CONFIRM_REGISTER_TITLE,
  PHOTO_NOT_SENT,
  ESCOLAS_LOAD_FAILED,
  SENDING_PHOTO,
  USER_EDITED,
  USER_EXISTS,
  USER_LOAD_FAILED,
  USER_REGISTERED,
  USER_SAVE_FAILED,
} from './usuario-messages';

/** Where the form sent the user after an edit. */
function Elsewhere() {
  return <p>Navegou para {useLocation().pathname}</p>;
}

/** The form at its two routes, as the route table mounts it (new and edit). */
function UserFormRoutes() {
  return (
    <Routes>
      <Route path="/cadastro-usuario" element={<UsuarioFormPage />} />
      <Route path="/cadastro-usuario/:id" element={<UsuarioFormPage />} />
      <Route path="*" element={<Elsewhere />} />
    </Routes>
  );
}

/**
 * 'Cadastro de Usuário' / 'Editar Usuário' against the mock: the schools from
 * `GET /escolas`, the user from `GET /users/:id`, saved with `POST /register`
 * (JSON; a photo is uploaded when picked and sent as its upload's id) or
 * `PUT /edit-user/:id`. Open to gestão (gestor, diretor,
 * secretário(a)); the type choices are the caller's own type and below.
 */
const meta = {
  title: 'Telas/Cadastro de Usuário',
  component: UserFormRoutes,
  parameters: { role: 'diretor', route: '/cadastro-usuario' },
} satisfies Meta<typeof UserFormRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;
type PlayContext = Parameters<NonNullable<Story['play']>>[0];

const input = (label: RegExp | string) => screen.getByLabelText(label, { selector: 'input, select, textarea' });
const tipo = () => screen.getByRole('combobox', { name: /^Tipo de Usuário/ });
const escola = () => screen.getByRole('combobox', { name: /^Escola/ });
const choices = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .filter((o) => (o as HTMLOptionElement).value !== '')
    .map((o) => o.textContent);

/** The new form once the schools have arrived. */
async function readyNew() {
  await screen.findByRole('heading', { level: 1, name: 'Cadastro de Usuário' }, SLOW);
  await waitFor(() => expect(choices(escola()).length).toBeGreaterThan(0), SLOW);
}

/** The edit form once the user has arrived. */
async function readyEdit() {
  await screen.findByRole('heading', { level: 1, name: 'Editar Usuário' }, SLOW);
  await waitFor(() => expect(input(/^Nome/)).not.toHaveValue(''), SLOW);
}

async function fill({ userEvent }: PlayContext, login = 'joana.prado') {
  await userEvent.type(input(/^Login/), login);
  await userEvent.type(input(/^Senha/), 'segredo1');
  await userEvent.selectOptions(tipo(), 'Aluno');
  await userEvent.type(input(/^Nome/), 'Joana Prado Lemos');
  await userEvent.type(input(/^CPF/), '52998224725');
  await userEvent.type(input(/^Data de Nascimento/), '2001-04-09');
  await userEvent.type(input(/^E-mail/), `${login}@example.com`);
}

async function submitAndConfirm({ userEvent }: PlayContext, button = 'Cadastrar Usuário', title = CONFIRM_REGISTER_TITLE) {
  await userEvent.click(screen.getByRole('button', { name: button }));
  const confirm = await expectDialog(title, 'alertdialog');
  await userEvent.click(within(confirm).getByRole('button', { name: 'Confirmar' }));
}

/** A director's new user: types from Diretor down, locked on the director's own school. */
export const Diretor: Story = {
  play: async () => {
    await readyNew();
    for (const card of ['Dados de Login', 'Dados Pessoais', 'Contato', 'Endereço', 'Empresa']) {
      await expect(screen.getByRole('region', { name: card })).toBeVisible();
    }
    await expect(choices(tipo())).toEqual(['Diretor', 'Secretário(a)', 'Professor', 'Aluno']);
    await expect(escola()).toBeDisabled();
    await expect(choices(escola())).toHaveLength(1);
  },
};

/** The Gestor gives any type and picks any school (starting on the stored one). */
export const Gestor: Story = {
  parameters: { role: 'gestor' },
  play: async () => {
    await readyNew();
    await expect(choices(tipo())).toEqual(['Gestor', 'Diretor', 'Secretário(a)', 'Professor', 'Aluno']);
    await expect(escola()).toBeEnabled();
    await expect(choices(escola()).length).toBeGreaterThan(1);
    // The Escola select takes the card's whole row: a school's long name is not cut.
    const card = screen.getByRole('region', { name: 'Dados de Login' });
    const login = screen.getByRole('textbox', { name: /^Login/ });
    await expect(escola().getBoundingClientRect().width).toBeGreaterThan(login.getBoundingClientRect().width * 1.5);
    await expect(escola().getBoundingClientRect().right).toBeLessThanOrEqual(card.getBoundingClientRect().right);
  },
};

/** A secretary registers secretaries, teachers and students of her school. */
export const Secretaria: Story = {
  name: 'Secretário(a)',
  parameters: { role: 'secretaria' },
  play: async () => {
    await readyNew();
    await expect(choices(tipo())).toEqual(['Secretário(a)', 'Professor', 'Aluno']);
  },
};

/** The empty form submitted: every required field says what is missing; nothing is asked. */
export const ValidationErrors: Story = {
  play: async ({ userEvent }) => {
    await readyNew();
    await userEvent.click(screen.getByRole('button', { name: 'Cadastrar Usuário' }));
    await expect(await screen.findByText('Nome é obrigatório.')).toBeVisible();
    for (const message of [
      'Login é obrigatório.',
      'Senha é obrigatória.',
      'Tipo de Usuário é obrigatório.',
      'CPF é obrigatório.',
      'E-mail é obrigatório.',
      'Data de Nascimento é obrigatória.',
    ]) {
      await expect(screen.getByText(message)).toBeInTheDocument();
    }
    await expect(screen.getByRole('alert')).toHaveTextContent('Verifique os campos destacados.');
    await expect(input(/^Login/)).toHaveFocus();
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};

/** Masks format typed digits; a CPF with wrong check digits is refused. */
export const MasksAndInvalidCpf: Story = {
  name: 'Máscaras e CPF inválido',
  play: async ({ userEvent }) => {
    await readyNew();
    await userEvent.type(input(/^CPF/), '11111111111');
    await expect(input(/^CPF/)).toHaveValue('111.111.111-11');
    await userEvent.type(input('WhatsApp'), '41987654321');
    await expect(input('WhatsApp')).toHaveValue('(41) 98765-4321');
    await userEvent.click(screen.getByRole('button', { name: 'Cadastrar Usuário' }));
    await expect(await screen.findByText('CPF inválido: verifique os dígitos.')).toBeVisible();
  },
};

/** 'Cadastro de Empresa' checked: CNPJ (masked), IE and the company. */
export const CompanyOpen: Story = {
  name: 'Empresa aberta',
  play: async ({ userEvent }) => {
    await readyNew();
    await expect(screen.queryByLabelText('CNPJ')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Cadastro de Empresa' }));
    await userEvent.type(input('CNPJ'), '12345678000195');
    await expect(input('CNPJ')).toHaveValue('12.345.678/0001-95');
    await expect(input('Inscrição Estadual (IE)')).toBeVisible();
    await expect(input('Empresa de Atuação')).toBeVisible();
  },
};

/** A valid form asks for confirmation first. */
export const ConfirmStep: Story = {
  play: async (context) => {
    await readyNew();
    await fill(context);
    await context.userEvent.click(screen.getByRole('button', { name: 'Cadastrar Usuário' }));
    const confirm = await expectDialog(CONFIRM_REGISTER_TITLE, 'alertdialog');
    await expect(confirm).toHaveTextContent(CONFIRM_REGISTER_MESSAGE);
  },
};

/** Registered: the success toast, and the form starts over. */
export const Registered: Story = {
  play: async (context) => {
    await readyNew();
    await fill(context);
    await submitAndConfirm(context);
    await expectToast(USER_REGISTERED);
    await waitFor(() => expect(input(/^Nome/)).toHaveValue(''), SLOW);
  },
};

/** The login (or e-mail, or CPF) exists: 'Usuário já cadastrado', the form is kept. */
export const AlreadyRegistered: Story = {
  play: async (context) => {
    await readyNew();
    await fill(context, 'professor');
    await submitAndConfirm(context);
    await expectToast(USER_EXISTS);
    await expect(input(/^Nome/)).toHaveValue('Joana Prado Lemos');
  },
};

/** The server refuses: the spec's toast, with the server's reason under it. */
export const SaveRefused: Story = {
  beforeEach: ({ msw }) => msw.use(answer(ROUTES.registerUsuario, 403, { msg: SERVER_MESSAGES.otherSchool })),
  play: async (context) => {
    await readyNew();
    await fill(context);
    await submitAndConfirm(context);
    await expectToast(USER_SAVE_FAILED);
    await expect(screen.getByText(SERVER_MESSAGES.otherSchool)).toBeVisible();
  },
};

/** Saving never answers: the buttons stay busy, so a second submit is impossible. */
export const Saving: Story = {
  beforeEach: ({ msw }) => msw.use(never(ROUTES.registerUsuario)),
  play: async (context) => {
    await readyNew();
    await fill(context);
    await submitAndConfirm(context);
    const confirm = await expectDialog(CONFIRM_REGISTER_TITLE, 'alertdialog');
    await waitFor(() => expect(within(confirm).getByRole('button', { name: 'Confirmar' })).toBeDisabled(), SLOW);
    await expect(screen.getByRole('button', { name: 'Cadastrar Usuário', hidden: true })).toBeDisabled();
  },
};

/** `GET /escolas` has not answered yet. */
export const SchoolsLoading: Story = {
  name: 'Escolas carregando',
  beforeEach: ({ msw }) => msw.use(never(ROUTES.listEscolas)),
  play: async () => {
    await screen.findByRole('heading', { level: 1, name: 'Cadastro de Usuário' }, SLOW);
    await expect(within(escola()).getByRole('option', { name: 'Carregando escolas…' })).toBeInTheDocument();
    await expect(escola()).toBeDisabled();
  },
};

/** `GET /escolas` fails: the field says so and offers to try again. */
export const SchoolsError: Story = {
  name: 'Escolas com erro',
  parameters: { role: 'gestor' },
  beforeEach: ({ msw }) => msw.use(networkError(ROUTES.listEscolas)),
  play: async () => {
    await expect(await screen.findByText(ESCOLAS_LOAD_FAILED, {}, SLOW)).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Carregar escolas novamente' })).toBeVisible();
  },
};

/** Editing the demo teacher: the form filled in, the password blank (kept unless typed). */
export const Edit: Story = {
  name: 'Editar',
  parameters: { route: '/cadastro-usuario/4' },
  play: async () => {
    await readyEdit();
    await expect(input(/^Login/)).toHaveValue('professor');
    await expect(tipo()).toHaveValue('4');
    await expect(input(/^Senha/)).toHaveValue('');
    await expect(screen.getByText('Deixe em branco para manter a senha atual.')).toBeVisible();
  },
};

/** An edit saved: the toast, then the users list. */
export const EditSaved: Story = {
  name: 'Editar: salvo',
  parameters: { route: '/cadastro-usuario/4' },
  play: async (context) => {
    await readyEdit();
    await submitAndConfirm(context, 'Salvar Alterações', CONFIRM_EDIT_TITLE);
    await expectToast(USER_EDITED);
    await expect(await screen.findByText('Navegou para /usuarios', {}, SLOW)).toBeVisible();
  },
};

/** `GET /users/:id` has not answered yet: placeholders. */
export const EditLoading: Story = {
  name: 'Editar: carregando',
  parameters: { route: '/cadastro-usuario/4' },
  beforeEach: ({ msw }) => msw.use(never(ROUTES.getUsuario)),
  play: async () => {
    await screen.findByRole('heading', { level: 1, name: 'Editar Usuário' }, SLOW);
    await expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(screen.queryByLabelText(/^Nome/)).not.toBeInTheDocument();
  },
};

/** `GET /users/:id` fails: the spec's toast, a message with a retry and a way back. */
export const EditLoadError: Story = {
  name: 'Editar: erro ao carregar',
  parameters: { route: '/cadastro-usuario/4' },
  beforeEach: ({ msw }) => msw.use(answer(ROUTES.getUsuario, 500, { msg: 'Erro interno do servidor.' })),
  play: async () => {
    await expectToast(USER_LOAD_FAILED);
    const box = await waitFor(() => {
      const found = screen.getAllByRole('alert').find((el) => el.textContent?.includes('Voltar para Usuários'));
      expect(found).toBeDefined();
      return found!;
    }, SLOW);
    await expect(within(box).getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};

/** A director opening the Gestor: shown, but not editable, and why. */
export const EditNotAllowed: Story = {
  name: 'Editar: não permitido',
  parameters: { route: '/cadastro-usuario/1' },
  play: async () => {
    await screen.findByRole('heading', { level: 1, name: 'Editar Usuário' }, SLOW);
    await expect(await screen.findByText(SERVER_MESSAGES.typeNotAllowed, {}, SLOW)).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Salvar Alterações' })).toBeDisabled();
  },
};

/** A 1×1 PNG. */
const PNG_BYTES = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);
const photo = (name = 'foto.png') => new File([PNG_BYTES], name, { type: 'image/png' });
/** A Windows executable renamed to look like a photo. */
const renamedExecutable = () =>
  new File([new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0, 0, 0])], 'foto.png', { type: 'image/png' });
const photoInput = () => screen.getByLabelText('Foto de Perfil');

/** The photo uploads as soon as it is picked: a progress bar and a cancel button while the form is filled. */
export const PhotoUploading: Story = {
  name: 'Foto: enviando',
  beforeEach: ({ msw }) => msw.use(holdUploads()),
  play: async (context) => {
    await readyNew();
    await context.userEvent.upload(photoInput(), photo());
    await expect(await screen.findByRole('progressbar', { name: 'Enviando foto.png' }, SLOW)).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Cancelar envio de foto.png' })).toBeVisible();
    await fill(context);
  },
};

/** Submitted while the photo is still on its way: the save waits for it, saying so. */
export const PhotoWaitedFor: Story = {
  name: 'Foto: cadastro aguardando o envio',
  beforeEach: ({ msw }) => msw.use(holdUploads()),
  play: async (context) => {
    await readyNew();
    await fill(context);
    await context.userEvent.upload(photoInput(), photo());
    await submitAndConfirm(context);
    const confirm = await expectDialog(CONFIRM_REGISTER_TITLE, 'alertdialog');
    await expect(await within(confirm).findByRole('button', { name: SENDING_PHOTO }, SLOW)).toBeDisabled();
    await expect(within(confirm).getByRole('progressbar', { name: 'Envio da foto' })).toBeVisible();
  },
};

/** Uploaded, then registered with the person: the form starts over without it. */
export const PhotoRegistered: Story = {
  name: 'Foto: enviada e cadastrada',
  play: async (context) => {
    await readyNew();
    await context.userEvent.upload(photoInput(), photo());
    await expect(await screen.findByText('Enviado', {}, SLOW)).toBeVisible();
    await fill(context);
    await submitAndConfirm(context);
    await expectToast(USER_REGISTERED);
    await waitFor(() => expect(screen.queryByText('foto.png')).not.toBeInTheDocument(), SLOW);
  },
};

/** A renamed executable is refused under the field, with the server's own words, before anything is sent. */
export const PhotoRefused: Story = {
  name: 'Foto: conteúdo recusado',
  play: async ({ userEvent }) => {
    await readyNew();
    const exe = renamedExecutable();
    await userEvent.upload(photoInput(), exe);
    const message = contentProblem('foto', exe, new Uint8Array(await exe.arrayBuffer()))!;
    await expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(message);
    await expect(photoInput()).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The upload cannot start (no connection): the message under the photo; registering asks to remove it first. */
export const PhotoFailed: Story = {
  name: 'Foto: falha no envio',
  beforeEach: ({ msw }) => msw.use(networkError(ROUTES.createUpload)),
  play: async (context) => {
    await readyNew();
    await fill(context);
    await context.userEvent.upload(photoInput(), photo());
    await expect(
      await screen.findByText('Falha no envio do arquivo. Verifique a conexão e tente novamente.', {}, SLOW),
    ).toBeVisible();
    await context.userEvent.click(screen.getByRole('button', { name: 'Cadastrar Usuário' }));
    await expect(await screen.findByText(PHOTO_NOT_SENT)).toBeVisible();
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};

/** The photo failure on a phone. */
export const PhotoFailedOnPhone: Story = {
  ...PhotoFailed,
  name: 'Foto: falha no envio (celular)',
  globals: { viewport: { value: 'mobile2', isRotated: false } },
};
