import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes, useLocation } from 'react-router-dom';
import { expect, screen, waitFor, within } from 'storybook/test';
import { SERVER_MESSAGES } from '@contract/messages';
import { ROUTES } from '@contract/routes';
import { answer, never, networkError } from '../../../.storybook/api';
import { expectDialog, expectToast, SLOW } from '../../../.storybook/play';
import MatriculaFormPage from './MatriculaFormPage';
import {
  CLEAR_BEFORE_CLOSING,
  CONFIRM_EDIT_TITLE,
  CONFIRM_NEW_TITLE,
  CURSOS_LOAD_FAILED,
  MATRICULA_EDIT_FAILED,
  MATRICULA_EDITED,
  MATRICULA_LOAD_FAILED,
  MATRICULA_NOT_FOUND,
  MATRICULA_REGISTER_FAILED,
  MATRICULA_REGISTERED,
  NO_USERS_FOUND,
  PAYMENT_WARNING_TITLE,
  paymentTypeChanged,
  SEARCH_DIALOG_TITLE,
  USUARIO_NOT_FOUND,
} from './matricula-messages';

/** Where the form sent the user after an edit. */
function Elsewhere() {
  return <p>Navegou para {useLocation().pathname}</p>;
}

/** The form at its two routes, as the route table mounts it (new and edit). */
function MatriculaFormRoutes() {
  return (
    <Routes>
      <Route path="/cadastro-matricula" element={<MatriculaFormPage />} />
      <Route path="/cadastro-matricula/:matriculaId" element={<MatriculaFormPage />} />
      <Route path="*" element={<Elsewhere />} />
    </Routes>
  );
}

/**
 * 'Cadastro de Matrícula' / 'Editar Matrícula' against the mock: the person
 * from 'Pesquisar Usuário' (`GET /buscarusermatricula`, then
 * `GET /matricula/:userId`), the courses from `GET /cursos`, the enrolment
 * from `GET /matriculas/:id`, saved with `POST /cadastrar-matricula` or
 * `PUT /editar-matricula/:id`. Open to gestão (gestor, diretor, secretário(a)).
 */
const meta = {
  title: 'Telas/Cadastro de Matrícula',
  component: MatriculaFormRoutes,
  parameters: { role: 'secretaria', route: '/cadastro-matricula' },
} satisfies Meta<typeof MatriculaFormRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;
type PlayContext = Parameters<NonNullable<Story['play']>>[0];

const input = (label: RegExp | string) => screen.getByLabelText(label, { selector: 'input, select, textarea' });
const select = (name: RegExp) => screen.getByRole('combobox', { name });
const choices = (el: HTMLElement) =>
  within(el)
    .getAllByRole('option')
    .filter((o) => (o as HTMLOptionElement).value !== '')
    .map((o) => o.textContent);

/** The new form once the courses have arrived. */
async function readyNew() {
  await screen.findByRole('heading', { level: 1, name: 'Cadastro de Matrícula' }, SLOW);
  await waitFor(() => expect(choices(select(/^Curso/)).length).toBeGreaterThan(40), SLOW);
}

/** The edit form once the enrolment and the courses have arrived. */
async function readyEdit() {
  await screen.findByRole('heading', { level: 1, name: 'Editar Matrícula' }, SLOW);
  await waitFor(() => expect(input(/^Nome$/)).not.toHaveValue(''), SLOW);
  await waitFor(() => expect(choices(select(/^Curso/)).length).toBeGreaterThan(40), SLOW);
}

/** Opens 'Pesquisar Usuário' and types. */
async function search({ userEvent }: PlayContext, text: string) {
  await userEvent.click(screen.getByRole('button', { name: 'Pesquisar Usuário' }));
  const dialog = await expectDialog(SEARCH_DIALOG_TITLE);
  await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Nome ou CPF' }), text);
  return dialog;
}

/** A person chosen with Enter and the course filled. */
async function fill(context: PlayContext) {
  const { userEvent } = context;
  await search(context, 'beatriz{Enter}');
  await waitFor(() => expect(input('E-mail')).not.toHaveValue(''), SLOW);
  await userEvent.selectOptions(select(/^Curso/), '[ING] GLOBAL ENGLISH BOOK 4');
  await userEvent.type(input(/^Valor do Curso/), '1800');
  await userEvent.selectOptions(select(/^Número de Parcelas/), '6x');
  await userEvent.type(input(/^Primeira Parcela/), '2025-03-10');
}

async function submitAndConfirm({ userEvent }: PlayContext, button: string, title: string) {
  await userEvent.click(screen.getByRole('button', { name: button }));
  const confirm = await expectDialog(title, 'alertdialog');
  await userEvent.click(within(confirm).getByRole('button', { name: 'Confirmar' }));
}

/** A secretary's new enrolment: the four sections, ativo and parcelado, the installments waiting for a value. */
export const Secretaria: Story = {
  name: 'Secretário(a)',
  play: async () => {
    await readyNew();
    for (const card of ['Dados Pessoais', 'Dados Adicionais', 'Dados do Curso', 'Dados do Responsável']) {
      await expect(screen.getByRole('region', { name: card })).toBeVisible();
    }
    await expect(select(/^Status/)).toHaveValue('ativo');
    await expect(select(/^Tipo de Pagamento/)).toHaveValue('parcelado');
    await expect(select(/^Número de Parcelas/)).toBeDisabled();
  },
};

/** A director: the same form. */
export const Diretor: Story = {
  parameters: { role: 'diretor' },
  play: async () => {
    await readyNew();
    await expect(screen.getByRole('button', { name: 'Pesquisar Usuário' })).toBeVisible();
  },
};

/** The Gestor searches every school: each person is shown with their school. */
export const Gestor: Story = {
  parameters: { role: 'gestor' },
  play: async (context) => {
    await readyNew();
    // A student of school 2 (only students are offered).
    const dialog = await search(context, 'miguel moura');
    // The hits are drawn again when the typed search answers (the first ones are the empty search's): query each time.
    await waitFor(
      () => expect(within(dialog).getByRole('button', { name: /Miguel Moura Cavalcanti/ })).toHaveTextContent('Unidade Savassi'),
      SLOW,
    );
  },
};

/** 'Pesquisar Usuário' with hits: the first one (Enter's choice) is outlined. */
export const SearchHits: Story = {
  name: 'Pesquisa: resultados',
  play: async (context) => {
    await readyNew();
    const dialog = await search(context, 'murilo');
    await waitFor(() => expect(within(dialog).getAllByRole('button', { name: /CPF/ })).toHaveLength(3), SLOW);
  },
};

/** 'Pesquisar Usuário' finds no one. */
export const SearchEmpty: Story = {
  name: 'Pesquisa: nenhum usuário',
  play: async (context) => {
    await readyNew();
    const dialog = await search(context, 'ninguém assim');
    await expect(await within(dialog).findByText(NO_USERS_FOUND, {}, SLOW)).toBeVisible();
  },
};

/** The search has not answered yet. */
export const SearchLoading: Story = {
  name: 'Pesquisa: carregando',
  beforeEach: ({ msw }) => msw.use(never(ROUTES.buscarUsuariosMatricula)),
  play: async ({ userEvent }) => {
    await readyNew();
    await userEvent.click(screen.getByRole('button', { name: 'Pesquisar Usuário' }));
    const dialog = await expectDialog(SEARCH_DIALOG_TITLE);
    await expect(within(dialog).getByText('Buscando usuários…')).toBeVisible();
  },
};

/** The search fails: a message and a retry. */
export const SearchError: Story = {
  name: 'Pesquisa: erro',
  beforeEach: ({ msw }) => msw.use(answer(ROUTES.buscarUsuariosMatricula, 500, { msg: 'Erro interno do servidor.' })),
  play: async ({ userEvent }) => {
    await readyNew();
    await userEvent.click(screen.getByRole('button', { name: 'Pesquisar Usuário' }));
    const dialog = await expectDialog(SEARCH_DIALOG_TITLE);
    await expect(await within(dialog).findByRole('button', { name: 'Tentar novamente' }, SLOW)).toBeVisible();
  },
};

/** Enter picked the first hit: Dados Pessoais filled, read-only. */
export const PersonChosen: Story = {
  name: 'Usuário escolhido',
  play: async (context) => {
    await readyNew();
    await search(context, 'murilo{Enter}');
    await waitFor(() => expect(input(/^Nome$/)).toHaveValue('Murilo Carvalho Rodrigues'), SLOW);
    await waitFor(() => expect(input('E-mail')).not.toHaveValue(''), SLOW);
  },
};

/** The chosen person's details cannot be loaded. */
export const PersonNotFound: Story = {
  name: 'Usuário não encontrado',
  beforeEach: ({ msw }) => msw.use(answer(ROUTES.getUsuarioMatricula, 404, { msg: SERVER_MESSAGES.userNotFound })),
  play: async (context) => {
    await readyNew();
    await search(context, 'beatriz{Enter}');
    await expectToast(USUARIO_NOT_FOUND);
  },
};

/** The empty form submitted: every required field says what is missing; focus on 'Pesquisar Usuário'. */
export const ValidationErrors: Story = {
  name: 'Validação',
  play: async ({ userEvent }) => {
    await readyNew();
    await userEvent.click(screen.getByRole('button', { name: 'Cadastrar Matrícula' }));
    await expect(await screen.findByText('Curso é obrigatório.')).toBeVisible();
    for (const message of [
      'Escolha o usuário em "Pesquisar Usuário".',
      'Valor do Curso é obrigatório.',
      'Escolha o número de parcelas.',
      'Primeira Parcela é obrigatória.',
    ]) {
      await expect(screen.getByText(message)).toBeInTheDocument();
    }
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pesquisar Usuário' })).toHaveFocus(), SLOW);
  },
};

/** A course value typed and 7x chosen: the installment value, read-only. */
export const InstallmentValue: Story = {
  name: 'Valor da parcela',
  play: async ({ userEvent }) => {
    await readyNew();
    await userEvent.type(input(/^Valor do Curso/), '1800');
    await userEvent.selectOptions(select(/^Número de Parcelas/), '7x');
    await expect(input('Valor da Parcela')).toHaveValue('R$\u00a0257,14');
  },
};

/** Mensalidade: the monthly fee, no installment settings. */
export const Mensalidade: Story = {
  play: async ({ userEvent }) => {
    await readyNew();
    await userEvent.selectOptions(select(/^Tipo de Pagamento/), 'Mensalidade');
    await expect(input(/^Valor Mensalidade/)).toBeVisible();
    await expect(screen.queryByLabelText(/^Número de Parcelas/)).not.toBeInTheDocument();
  },
};

/** Both sections open; unchecking 'Aluno menor de 18 anos' with a guardian filled is refused. */
export const ToggleRefused: Story = {
  name: 'Seções: fechar recusado',
  play: async ({ userEvent }) => {
    await readyNew();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Preencher dados adicionais' }));
    await userEvent.selectOptions(select(/^Escolaridade/), 'Mestrado');
    const minor = screen.getByRole('checkbox', { name: 'Aluno menor de 18 anos' });
    await userEvent.click(minor);
    await userEvent.type(input('Nome da Mãe'), 'Ana Monteiro');
    await userEvent.click(minor);
    await expect(minor).toBeChecked();
    await expect(minor).toHaveAccessibleDescription(CLEAR_BEFORE_CLOSING);
  },
};

/** A valid form asks for confirmation first. */
export const ConfirmStep: Story = {
  name: 'Confirmação',
  play: async (context) => {
    await readyNew();
    await fill(context);
    await context.userEvent.click(screen.getByRole('button', { name: 'Cadastrar Matrícula' }));
    const confirm = await expectDialog(CONFIRM_NEW_TITLE, 'alertdialog');
    await expect(confirm).toHaveTextContent('Deseja cadastrar a matrícula de Beatriz Santos Oliveira?');
  },
};

/** Registered: the success toast, and the form starts over. */
export const Registered: Story = {
  name: 'Cadastrada',
  play: async (context) => {
    await readyNew();
    await fill(context);
    await submitAndConfirm(context, 'Cadastrar Matrícula', CONFIRM_NEW_TITLE);
    await expectToast(MATRICULA_REGISTERED);
    await waitFor(() => expect(input(/^Nome$/)).toHaveValue(''), SLOW);
  },
};

/** The server refuses: the spec's toast, with the server's reason under it. */
export const SaveRefused: Story = {
  name: 'Cadastro recusado',
  beforeEach: ({ msw }) => msw.use(answer(ROUTES.registerMatricula, 400, { msg: SERVER_MESSAGES.matriculaUserInvalid })),
  play: async (context) => {
    await readyNew();
    await fill(context);
    await submitAndConfirm(context, 'Cadastrar Matrícula', CONFIRM_NEW_TITLE);
    await expectToast(MATRICULA_REGISTER_FAILED);
    await expect(screen.getByText(SERVER_MESSAGES.matriculaUserInvalid)).toBeVisible();
  },
};

/** `GET /cursos` has not answered yet. */
export const CoursesLoading: Story = {
  name: 'Cursos carregando',
  beforeEach: ({ msw }) => msw.use(never(ROUTES.listCursos)),
  play: async () => {
    await screen.findByRole('heading', { level: 1, name: 'Cadastro de Matrícula' }, SLOW);
    await expect(within(select(/^Curso/)).getByRole('option', { name: 'Carregando cursos…' })).toBeInTheDocument();
    await expect(select(/^Curso/)).toBeDisabled();
  },
};

/** `GET /cursos` fails: 'Erro ao buscar cursos' and a retry. */
export const CoursesError: Story = {
  name: 'Cursos com erro',
  beforeEach: ({ msw }) => msw.use(networkError(ROUTES.listCursos)),
  play: async () => {
    await expectToast(CURSOS_LOAD_FAILED);
    await expect(await screen.findByRole('button', { name: 'Carregar cursos novamente' }, SLOW)).toBeVisible();
  },
};

/** Editing a minor's enrolment: the student fixed, both sections open by themselves. */
export const Edit: Story = {
  name: 'Editar',
  parameters: { route: '/cadastro-matricula/5' },
  play: async () => {
    await readyEdit();
    await expect(input(/^Nome$/)).toHaveValue('Murilo Oliveira Monteiro');
    await expect(screen.getByRole('checkbox', { name: 'Aluno menor de 18 anos' })).toBeChecked();
    await expect(screen.getByRole('checkbox', { name: 'Preencher dados adicionais' })).toBeChecked();
    await expect(screen.queryByRole('button', { name: 'Pesquisar Usuário' })).not.toBeInTheDocument();
  },
};

/** Changing the payment type of a stored enrolment: the warning dialog. */
export const EditPaymentWarning: Story = {
  name: 'Editar: aviso do tipo de pagamento',
  parameters: { route: '/cadastro-matricula/5' },
  play: async ({ userEvent }) => {
    await readyEdit();
    await userEvent.selectOptions(select(/^Tipo de Pagamento/), 'Mensalidade');
    const dialog = await expectDialog(PAYMENT_WARNING_TITLE, 'alertdialog');
    await expect(dialog).toHaveTextContent('o número e o valor das parcelas serão limpos');
  },
};

/** The change confirmed: the installments cleared, the message shown. */
export const EditPaymentChanged: Story = {
  name: 'Editar: tipo de pagamento alterado',
  parameters: { route: '/cadastro-matricula/5' },
  play: async ({ userEvent }) => {
    await readyEdit();
    await userEvent.selectOptions(select(/^Tipo de Pagamento/), 'Mensalidade');
    const dialog = await expectDialog(PAYMENT_WARNING_TITLE, 'alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Alterar' }));
    await expectToast(paymentTypeChanged('mensalidade'));
    await expect(input(/^Valor Mensalidade/)).toBeVisible();
  },
};

/** An edit saved: the toast, then the list. */
export const EditSaved: Story = {
  name: 'Editar: salva',
  parameters: { route: '/cadastro-matricula/5' },
  play: async (context) => {
    await readyEdit();
    await context.userEvent.selectOptions(select(/^Status/), 'trancado');
    await submitAndConfirm(context, 'Salvar Alterações', CONFIRM_EDIT_TITLE);
    await expectToast(MATRICULA_EDITED);
    await expect(await screen.findByText('Navegou para /matriculas', {}, SLOW)).toBeVisible();
  },
};

/** The plan cannot hold the paid installments: the server's reason under the spec's toast. */
export const EditRefused: Story = {
  name: 'Editar: recusada',
  parameters: { route: '/cadastro-matricula/1' },
  play: async (context) => {
    await readyEdit();
    await context.userEvent.clear(input(/^Valor do Curso/));
    await context.userEvent.type(input(/^Valor do Curso/), '100');
    await submitAndConfirm(context, 'Salvar Alterações', CONFIRM_EDIT_TITLE);
    await expectToast(MATRICULA_EDIT_FAILED);
    await expect(screen.getByText(SERVER_MESSAGES.matriculaPaidConflict)).toBeVisible();
  },
};

/** `GET /matriculas/:id` has not answered yet: placeholders. */
export const EditLoading: Story = {
  name: 'Editar: carregando',
  parameters: { route: '/cadastro-matricula/5' },
  beforeEach: ({ msw }) => msw.use(never(ROUTES.getMatricula)),
  play: async () => {
    await screen.findByRole('heading', { level: 1, name: 'Editar Matrícula' }, SLOW);
    await expect(screen.getByRole('status', { name: 'Carregando a matrícula' })).toBeInTheDocument();
  },
};

/** The enrolment does not exist: 'Matrícula não encontrada.', no retry. */
export const EditNotFound: Story = {
  name: 'Editar: não encontrada',
  parameters: { route: '/cadastro-matricula/9999' },
  play: async () => {
    await expectToast(MATRICULA_NOT_FOUND);
    await expect(await screen.findByRole('link', { name: 'Voltar para Matrículas' }, SLOW)).toBeVisible();
    await expect(screen.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
  },
};

/** `GET /matriculas/:id` fails: 'Erro ao buscar matrícula.' with a retry. */
export const EditLoadError: Story = {
  name: 'Editar: erro ao carregar',
  parameters: { route: '/cadastro-matricula/5' },
  beforeEach: ({ msw }) => msw.use(answer(ROUTES.getMatricula, 500, { msg: 'Erro interno do servidor.' })),
  play: async () => {
    await expectToast(MATRICULA_LOAD_FAILED);
    await expect(await screen.findByRole('button', { name: 'Tentar novamente' }, SLOW)).toBeVisible();
  },
};

/** On a phone: one column, the search button under the section's title. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async () => {
    await readyNew();
    const page = document.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};
