import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes, useLocation } from 'react-router-dom';
import { expect, screen, waitFor, within } from 'storybook/test';
import { ROUTES } from '@contract/routes';
import { toIsoDay } from '@contract/dates';
import { answer, never } from '../../../.storybook/api';
import { expectDialog, expectToast, SLOW } from '../../../.storybook/play';
import EscolaFormPage from './EscolaFormPage';
import {
  DIRECTORS_LOAD_FAILED,
  PIX_KEY_INVALID,
  ESCOLA_CONFIRM_EDIT_TITLE,
  ESCOLA_CONFIRM_NEW_TITLE,
  ESCOLA_LOAD_FAILED,
  ESCOLA_READ_ONLY,
  ESCOLA_REGISTERED,
  ESCOLA_SAVE_FAILED,
  ESCOLA_UPDATED,
} from './escola-messages';

/** Where the form sent the user after an edit. */
function Elsewhere() {
  return <p>Navegou para {useLocation().pathname}</p>;
}

/** The form at its two routes, as the route table mounts it (new and edit). */
function SchoolFormRoutes() {
  return (
    <Routes>
      <Route path="/cadastro-escola" element={<EscolaFormPage />} />
      <Route path="/cadastro-escola/:id" element={<EscolaFormPage />} />
      <Route path="*" element={<Elsewhere />} />
    </Routes>
  );
}

/**
 * 'Cadastro de Escola' / 'Editar Escola' against the mock: the directors from
 * `GET /users-escolas?cp_tipo_user=2`, the school from `GET /escolas/:id`,
 * saved with `POST /register-escola` or `PUT /edit-escola/:id`. Open to
 * direção (gestor, diretor).
 */
const meta = {
  title: 'Telas/Cadastro de Escola',
  component: SchoolFormRoutes,
  parameters: { role: 'gestor', route: '/cadastro-escola' },
} satisfies Meta<typeof SchoolFormRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;
type PlayContext = Parameters<NonNullable<Story['play']>>[0];

const nome = () => screen.getByRole('textbox', { name: /^Nome/ });
const responsavel = () => screen.getByRole('combobox', { name: /^Responsável/ });

/** The new form once the directors have arrived. */
async function readyNew() {
  await screen.findByRole('heading', { level: 1, name: 'Cadastro de Escola' }, SLOW);
  await waitFor(() => expect(within(responsavel()).getAllByRole('option').length).toBeGreaterThan(1), SLOW);
}

async function fill({ userEvent }: PlayContext) {
  await userEvent.type(nome(), 'Escola de Idiomas — Unidade Moema');
  await userEvent.selectOptions(responsavel(), 'Helena Martins Costa');
  await userEvent.type(screen.getByRole('textbox', { name: /^Rua/ }), 'Avenida Ibirapuera');
  await userEvent.type(screen.getByRole('textbox', { name: /^Número/ }), '2100');
  await userEvent.type(screen.getByRole('textbox', { name: /^Bairro/ }), 'Moema');
  await userEvent.type(screen.getByRole('textbox', { name: /^Cidade/ }), 'São Paulo');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Estado/ }), 'SP');
}

async function submitAndConfirm(context: PlayContext, title = ESCOLA_CONFIRM_NEW_TITLE, button = 'Cadastrar Escola') {
  await context.userEvent.click(screen.getByRole('button', { name: button }));
  const confirm = await expectDialog(title, 'alertdialog');
  await context.userEvent.click(within(confirm).getByRole('button', { name: 'Confirmar' }));
}

/** A new school (gestor): empty, today's date, the directors and the 27 states to choose from. */
export const Gestor: Story = {
  play: async () => {
    await readyNew();
    await expect(screen.getByLabelText(/^Data de Cadastro/)).toHaveValue(toIsoDay(new Date()));
    await expect(within(screen.getByRole('combobox', { name: /^Estado/ })).getAllByRole('option')).toHaveLength(28);
    await expect(within(responsavel()).getByRole('option', { name: 'Helena Martins Costa' })).toBeInTheDocument();
  },
};

/** Directors register schools too. */
export const Diretor: Story = {
  parameters: { role: 'diretor' },
  play: readyNew,
};

/** Another school opened by a director (of Vila Mariana): read-only, with the notice and no save. */
export const AnotherSchoolReadOnly: Story = {
  name: 'Another school, read-only (diretor)',
  parameters: { role: 'diretor', route: '/cadastro-escola/2' },
  play: async () => {
    await screen.findByRole('heading', { level: 1, name: 'Editar Escola' }, SLOW);
    await waitFor(() => expect(nome()).toHaveValue('Escola de Idiomas — Unidade Savassi'), SLOW);
    await expect(screen.getByText(ESCOLA_READ_ONLY)).toBeVisible();
    await expect(nome()).toBeDisabled();
    await expect(screen.getByRole('textbox', { name: /^Chave PIX/ })).toBeDisabled();
    await expect(screen.queryByRole('button', { name: 'Salvar Alterações' })).not.toBeInTheDocument();
    await expect(screen.getByRole('link', { name: 'Voltar para Escolas' })).toHaveAttribute('href', '/escolas');
  },
};

/** An empty submit: a message under every required field, no confirmation. */
export const ValidationErrors: Story = {
  name: 'Validation errors',
  play: async ({ userEvent }) => {
    await readyNew();
    await userEvent.click(screen.getByRole('button', { name: 'Cadastrar Escola' }));
    await expect(await screen.findByText('Nome é obrigatório.')).toBeVisible();
    await expect(screen.getByText('Responsável é obrigatório.')).toBeVisible();
    await expect(screen.getByText('Estado é obrigatório.')).toBeVisible();
    await expect(nome()).toHaveAttribute('aria-invalid', 'true');
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};

/** A valid form asks for confirmation first. */
export const ConfirmStep: Story = {
  play: async (context) => {
    await readyNew();
    await fill(context);
    await context.userEvent.click(screen.getByRole('button', { name: 'Cadastrar Escola' }));
    const confirm = await expectDialog(ESCOLA_CONFIRM_NEW_TITLE, 'alertdialog');
    await expect(confirm).toHaveTextContent('Deseja cadastrar a escola "Escola de Idiomas — Unidade Moema"?');
  },
};

/** Registered: the success toast and an empty form again. */
export const Saved: Story = {
  play: async (context) => {
    await readyNew();
    await fill(context);
    await submitAndConfirm(context);
    await expectToast(ESCOLA_REGISTERED);
    await waitFor(() => expect(nome()).toHaveValue(''), SLOW);
  },
};

/** Saving: the confirm button spins and the form cannot be sent again. */
export const Saving: Story = {
  beforeEach: ({ msw }) => msw.use(never(ROUTES.registerEscola)),
  play: async (context) => {
    await readyNew();
    await fill(context);
    await submitAndConfirm(context);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cadastrar Escola' })).toBeDisabled(), SLOW);
  },
};

/** The server refuses: the spec's error toast with its reason; the form keeps what was typed. */
export const SaveError: Story = {
  beforeEach: ({ msw }) => msw.use(answer(ROUTES.registerEscola, 403, { msg: 'Acesso negado.' })),
  play: async (context) => {
    await readyNew();
    await fill(context);
    await submitAndConfirm(context);
    await expectToast(ESCOLA_SAVE_FAILED);
    await expect(nome()).toHaveValue('Escola de Idiomas — Unidade Moema');
  },
};

/** The directors cannot be loaded: a toast, and the select says so. */
export const DirectorsError: Story = {
  beforeEach: ({ msw }) => msw.use(answer(ROUTES.listDiretores, 500, { msg: 'Erro interno do servidor.' })),
  play: async () => {
    await expectToast(DIRECTORS_LOAD_FAILED);
    await waitFor(
      () => expect(within(responsavel()).getByRole('option', { name: DIRECTORS_LOAD_FAILED })).toBeInTheDocument(),
      SLOW,
    );
  },
};

/** Edit mode: the school's data filled in, 'Salvar Alterações'. */
export const EditMode: Story = {
  name: 'Edit mode',
  parameters: { route: '/cadastro-escola/2' },
  play: async () => {
    await screen.findByRole('heading', { level: 1, name: 'Editar Escola' }, SLOW);
    await waitFor(() => expect(nome()).toHaveValue('Escola de Idiomas — Unidade Savassi'), SLOW);
    await expect(responsavel()).toHaveValue('Fernando Augusto Teixeira');
    await expect(screen.getByRole('textbox', { name: /^Chave PIX/ })).toHaveValue('11222333000181');
    await expect(screen.getByText('Chave PIX reconhecida: CNPJ.')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Salvar Alterações' })).toBeVisible();
  },
};

/** The optional PIX key (Detalhes Adicionais): a phone without +55 is not a key; the message says what is. */
export const PixKeyInvalid: Story = {
  name: 'PIX key invalid',
  play: async (context) => {
    await readyNew();
    await fill(context);
    await context.userEvent.type(screen.getByRole('textbox', { name: /^Chave PIX/ }), '(11) 98765-4321');
    await context.userEvent.click(screen.getByRole('button', { name: 'Cadastrar Escola' }));
    await expect(await screen.findByText(PIX_KEY_INVALID)).toBeVisible();
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};

/** A recognised key: the hint names its kind (here a random key). */
export const PixKeyRecognised: Story = {
  name: 'PIX key recognised',
  play: async ({ userEvent }) => {
    await readyNew();
    await userEvent.type(screen.getByRole('textbox', { name: /^Chave PIX/ }), '7d9f0c2e-4b1a-4c8e-9f3d-2a6b5c8e1f04');
    await expect(screen.getByText('Chave PIX reconhecida: chave aleatória.')).toBeVisible();
  },
};

/** An edit saved: the toast, then the schools list. */
export const EditSaved: Story = {
  parameters: { route: '/cadastro-escola/2' },
  play: async (context) => {
    await waitFor(() => expect(nome()).toHaveValue('Escola de Idiomas — Unidade Savassi'), SLOW);
    await submitAndConfirm(context, ESCOLA_CONFIRM_EDIT_TITLE, 'Salvar Alterações');
    await expectToast(ESCOLA_UPDATED);
    await expect(await screen.findByText('Navegou para /escolas')).toBeVisible();
  },
};

/** Edit mode while `GET /escolas/:id` has not answered. */
export const Loading: Story = {
  parameters: { route: '/cadastro-escola/2' },
  beforeEach: ({ msw }) => msw.use(never(ROUTES.getEscola)),
  play: async () => {
    await expect(await screen.findByRole('status', { name: 'Carregando a escola' }, SLOW)).toHaveAttribute('aria-busy', 'true');
    await expect(screen.queryByRole('textbox', { name: /^Nome/ })).not.toBeInTheDocument();
  },
};

/** The school cannot be loaded: the spec's message, a retry and the way back. */
export const LoadError: Story = {
  parameters: { route: '/cadastro-escola/2' },
  beforeEach: ({ msw }) => msw.use(answer(ROUTES.getEscola, 404, { msg: 'Escola não encontrada.' })),
  play: async () => {
    await expectToast(ESCOLA_LOAD_FAILED);
    await expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Voltar para Escolas' })).toBeVisible();
  },
};

/** 'Cadastrar um novo diretor para esta escola': the director's fields replace the Responsável select. */
export const NovoDiretor: Story = {
  name: 'New director with the school',
  play: async ({ userEvent }) => {
    await readyNew();
    await userEvent.click(screen.getByRole('checkbox', { name: /Cadastrar um novo diretor/ }));
    await expect(screen.getByRole('region', { name: 'Novo Diretor' })).toBeVisible();
    await expect(screen.queryByRole('combobox', { name: /^Responsável/ })).not.toBeInTheDocument();
    await expect(screen.getByRole('textbox', { name: /^Nome do diretor/ })).toBeVisible();
  },
};

/** The new director's login is someone else's: 'Usuário já cadastrado', the login named under its field. */
export const NovoDiretorLoginEmUso: Story = {
  name: 'New director: login in use',
  play: async (context) => {
    const { userEvent } = context;
    await readyNew();
    await userEvent.type(screen.getAllByRole('textbox', { name: /^Nome/ })[0]!, 'Escola de Idiomas — Unidade Lapa');
    await userEvent.type(screen.getByRole('textbox', { name: /^Rua/ }), 'Rua Guaicurus');
    await userEvent.type(screen.getByRole('textbox', { name: /^Número/ }), '88');
    await userEvent.type(screen.getByRole('textbox', { name: /^Bairro/ }), 'Lapa');
    await userEvent.type(screen.getByRole('textbox', { name: /^Cidade/ }), 'São Paulo');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Estado/ }), 'SP');
    await userEvent.click(screen.getByRole('checkbox', { name: /Cadastrar um novo diretor/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /^Nome do diretor/ }), 'Renata Souza Lapa');
    await userEvent.type(screen.getByRole('textbox', { name: /^Login/ }), 'professor');
    await userEvent.type(screen.getByLabelText(/^Senha/, { selector: 'input' }), 'segredo1');
    await userEvent.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'renata.lapa@example.com');
    await userEvent.type(screen.getByRole('textbox', { name: /^CPF/ }), '52998224725');
    await userEvent.type(screen.getByLabelText(/^Data de Nascimento/), '1985-03-12');
    await submitAndConfirm(context);
    await expectToast('Usuário já cadastrado');
    await waitFor(
      () => expect(screen.getByRole('textbox', { name: /^Login/ })).toHaveAccessibleDescription(/Este login já está em uso\./),
      SLOW,
    );
  },
};
