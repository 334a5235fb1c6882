import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes, useLocation } from 'react-router-dom';
import { expect, screen, waitFor, within } from 'storybook/test';
import { INITIAL_VIEWPORTS } from 'storybook/viewport';
import { ROUTES } from '@contract/routes';
import { answer, never } from '../../../.storybook/api';
import { expectDialog, expectToast, SLOW } from '../../../.storybook/play';
import TurmaFormPage from './TurmaFormPage';
import {
  ALUNOS_EMPTY,
  TURMA_CONFIRM_EDIT_TITLE,
  TURMA_CONFIRM_NEW_TITLE,
  TURMA_LOAD_FAILED,
  TURMA_REGISTERED,
  TURMA_SAVE_FAILED,
  TURMA_UPDATED,
} from './turma-messages';

function Elsewhere() {
  return <p>Navegou para {useLocation().pathname}</p>;
}

/** The form at its two routes, as the route table mounts it (new and edit). */
function TurmaFormRoutes() {
  return (
    <Routes>
      <Route path="/cadastro-turma" element={<TurmaFormPage />} />
      <Route path="/cadastro-turma/:id" element={<TurmaFormPage />} />
      <Route path="*" element={<Elsewhere />} />
    </Routes>
  );
}

/**
 * 'Cadastro de Turma' / 'Editar Turma' against the mock: schools, the chosen
 * school's teachers (`GET /users-professores?escolaId=`) and students
 * (`GET /escola/alunos/:schoolId`), the course catalogue, the class
 * (`GET /turmas/:id`). Open to gestão (gestor, diretor, secretária).
 */
const meta = {
  title: 'Telas/Cadastro de Turma',
  component: TurmaFormRoutes,
  parameters: { role: 'gestor', route: '/cadastro-turma' },
} satisfies Meta<typeof TurmaFormRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;
type PlayContext = Parameters<NonNullable<Story['play']>>[0];

const VILA_MARIANA = 'Escola de Idiomas — Unidade Vila Mariana';
const combo = (name: RegExp) => screen.getByRole('combobox', { name });
const students = () => screen.getByRole('table', { name: 'Alunos da escola' });
const box = (nome: string) => screen.getByRole('checkbox', { name: `Selecionar ${nome}` });

async function readyNew() {
  await screen.findByRole('heading', { level: 1, name: 'Cadastro de Turma' }, SLOW);
  await waitFor(() => expect(within(combo(/^Curso/)).getAllByRole('option').length).toBeGreaterThan(40), SLOW);
  await waitFor(() => expect(within(combo(/^Escola/)).getAllByRole('option').length).toBeGreaterThan(1), SLOW);
}

async function chooseSchool({ userEvent }: PlayContext, nome = VILA_MARIANA) {
  await userEvent.selectOptions(combo(/^Escola/), nome);
  await waitFor(() => expect(within(students()).getAllByRole('checkbox').length).toBeGreaterThan(1), SLOW);
  await waitFor(() => expect(within(combo(/^Professor/)).getAllByRole('option').length).toBeGreaterThan(1), SLOW);
}

async function fill(context: PlayContext) {
  const { userEvent } = context;
  await userEvent.type(screen.getByRole('textbox', { name: /^Nome/ }), 'Global English 1 — Sábado 11h');
  await userEvent.type(screen.getByLabelText(/^Data/), '2025-02-03');
  await chooseSchool(context);
  await userEvent.selectOptions(combo(/^Professor/), 'Larissa Mendes Carvalho');
  await userEvent.selectOptions(combo(/^Curso/), '[ING] GLOBAL ENGLISH BOOK 1');
  await userEvent.click(box('Heitor Andrade Cavalcanti'));
}

async function submitAndConfirm({ userEvent }: PlayContext, title = TURMA_CONFIRM_NEW_TITLE, button = 'Cadastrar Turma') {
  await userEvent.click(screen.getByRole('button', { name: button }));
  const confirm = await expectDialog(title, 'alertdialog');
  await userEvent.click(within(confirm).getByRole('button', { name: 'Confirmar' }));
}

/** A new class (gestor): no school yet, so no teachers and the students' empty state. */
export const Gestor: Story = {
  play: async () => {
    await readyNew();
    await expect(within(students()).getByText(ALUNOS_EMPTY)).toBeVisible();
    await expect(combo(/^Professor/)).toBeDisabled();
  },
};

/** A director works in their own school only: it is chosen and fixed, its students listed. */
export const Diretor: Story = {
  parameters: { role: 'diretor' },
  play: async () => {
    await readyNew();
    await expect(combo(/^Escola/)).toBeDisabled();
    await waitFor(() => expect(box('Débora Santos Rocha')).toBeVisible(), SLOW);
  },
};

/** A secretary, like a director, in their own school. */
export const Secretaria: Story = {
  name: 'Secretário(a)',
  parameters: { role: 'secretaria' },
  play: async () => {
    await readyNew();
    await expect(combo(/^Escola/)).toHaveValue('1');
  },
};

/** An empty submit: a message under every required field. */
export const ValidationErrors: Story = {
  name: 'Validation errors',
  play: async ({ userEvent }) => {
    await readyNew();
    await userEvent.click(screen.getByRole('button', { name: 'Cadastrar Turma' }));
    await expect(await screen.findByText('Nome é obrigatório.')).toBeVisible();
    await expect(screen.getByText('Professor é obrigatório.')).toBeVisible();
    await expect(screen.getByText('Escola é obrigatória.')).toBeVisible();
    await expect(screen.getByText('Curso é obrigatório.')).toBeVisible();
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};

/** A school chosen: its teachers and its students, each with their current class. */
export const SchoolChosen: Story = {
  play: async (context) => {
    await readyNew();
    await chooseSchool(context);
    // The class names arrive after the students ('Turma N' until then).
    await waitFor(
      () => expect(box('Débora Santos Rocha').closest('tr')).toHaveTextContent('Global English 3 — Seg/Qua 19h'),
      SLOW,
    );
  },
};

/** The student search ignores accents and case: 'debora' finds 'Débora'. */
export const StudentSearch: Story = {
  play: async (context) => {
    await readyNew();
    await chooseSchool(context);
    await context.userEvent.type(screen.getByRole('searchbox', { name: 'Pesquisar alunos' }), 'debora');
    await waitFor(() => expect(within(students()).getAllByRole('row')).toHaveLength(2), SLOW);
    await expect(box('Débora Santos Rocha')).toBeVisible();
  },
};

/** Choosing a student from another class: the table and a notice say they will be moved. */
export const MovingAStudent: Story = {
  play: async (context) => {
    await readyNew();
    await chooseSchool(context);
    await context.userEvent.click(box('Débora Santos Rocha'));
    await expect(screen.getByRole('status')).toHaveTextContent(
      '1 aluno escolhido está em outra turma e será movido para esta ao salvar.',
    );
  },
};

/** The school's students cannot be loaded. */
export const StudentsError: Story = {
  beforeEach: ({ msw }) => msw.use(answer(ROUTES.listAlunosEscola, 500, { msg: 'Erro interno do servidor.' })),
  play: async ({ userEvent }) => {
    await readyNew();
    await userEvent.selectOptions(combo(/^Escola/), VILA_MARIANA);
    await expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('Erro ao carregar os alunos da escola.');
  },
};

/** A valid form asks for confirmation first. */
export const ConfirmStep: Story = {
  play: async (context) => {
    await readyNew();
    await fill(context);
    await context.userEvent.click(screen.getByRole('button', { name: 'Cadastrar Turma' }));
    const confirm = await expectDialog(TURMA_CONFIRM_NEW_TITLE, 'alertdialog');
    await expect(confirm).toHaveTextContent('Deseja cadastrar a turma "Global English 1 — Sábado 11h"?');
  },
};

/** Registered: the success toast and an empty form. */
export const Saved: Story = {
  play: async (context) => {
    await readyNew();
    await fill(context);
    await submitAndConfirm(context);
    await expectToast(TURMA_REGISTERED);
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Nome/ })).toHaveValue(''), SLOW);
  },
};

/** The server refuses: 'Erro ao salvar a turma' with its reason. */
export const SaveError: Story = {
  beforeEach: ({ msw }) =>
    msw.use(answer(ROUTES.registerTurma, 400, { msg: 'O professor escolhido não é um professor ativo da escola da turma.' })),
  play: async (context) => {
    await readyNew();
    await fill(context);
    await submitAndConfirm(context);
    await expectToast(TURMA_SAVE_FAILED);
    await expect(screen.getByText('O professor escolhido não é um professor ativo da escola da turma.')).toBeVisible();
  },
};

/** Edit mode: the class with its students ticked. */
export const EditMode: Story = {
  name: 'Edit mode',
  parameters: { route: '/cadastro-turma/2' },
  play: async () => {
    await screen.findByRole('heading', { level: 1, name: 'Editar Turma' }, SLOW);
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Nome/ })).toHaveValue('TV Box 1 — Sábado 9h'), SLOW);
    await waitFor(() => expect(box('Cauã Moura Marques')).toBeChecked(), SLOW);
  },
};

/** Edit mode: the class's days (Sáb), time and room, and its students listed as picked. */
export const Timetable: Story = {
  name: 'Days, time and room',
  parameters: { route: '/cadastro-turma/2' },
  play: async () => {
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Sala' })).toHaveValue('Sala 2'), SLOW);
    const dias = screen.getByRole('group', { name: 'Dias da semana' });
    await expect(within(dias).getByRole('checkbox', { name: 'Sáb' })).toBeChecked();
    await expect(within(dias).getByRole('checkbox', { name: 'Seg' })).not.toBeChecked();
    await expect(screen.getByLabelText('Início')).toHaveValue('09:00');
    await expect(screen.getByLabelText('Término')).toHaveValue('11:00');
    await waitFor(
      () =>
        expect(within(screen.getByRole('list', { name: 'Alunos selecionados' })).getByText('Cauã Moura Marques')).toBeVisible(),
      SLOW,
    );
  },
};

/** Students picked: named above the table, each removable there. */
export const PickedStudents: Story = {
  name: 'Picked students',
  play: async (context) => {
    await readyNew();
    await chooseSchool(context);
    await context.userEvent.click(box('Heitor Andrade Cavalcanti'));
    await context.userEvent.click(box('Débora Santos Rocha'));
    const picked = screen.getByRole('list', { name: 'Alunos selecionados' });
    await expect(within(picked).getByText('Heitor Andrade Cavalcanti')).toBeVisible();
    await expect(within(picked).getByRole('button', { name: 'Remover Débora Santos Rocha' })).toBeVisible();
  },
};

/** On a phone the form, the picked students and the students' table fit the width: nothing scrolls sideways. */
export const Phone: Story = {
  parameters: { role: 'secretaria', viewport: { options: INITIAL_VIEWPORTS } },
  globals: { viewport: { value: 'iphone14', isRotated: false } },
  play: async ({ userEvent }) => {
    await readyNew();
    await waitFor(() => expect(box('Débora Santos Rocha')).toBeVisible(), SLOW);
    await userEvent.click(box('Débora Santos Rocha'));
    await expect(screen.getByRole('list', { name: 'Alunos selecionados' })).toBeVisible();
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
    const region = screen.getByRole('region', { name: 'Alunos da escola' });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
  },
};

/** An edit saved: the toast, then the classes list. */
export const EditSaved: Story = {
  parameters: { route: '/cadastro-turma/2' },
  play: async (context) => {
    await waitFor(() => expect(box('Cauã Moura Marques')).toBeChecked(), SLOW);
    await waitFor(() => expect(combo(/^Professor/)).toHaveValue('4'), SLOW);
    await submitAndConfirm(context, TURMA_CONFIRM_EDIT_TITLE, 'Salvar Alterações');
    await expectToast(TURMA_UPDATED);
    await expect(await screen.findByText('Navegou para /turmas')).toBeVisible();
  },
};

/** Edit mode while `GET /turmas/:id` has not answered. */
export const Loading: Story = {
  parameters: { route: '/cadastro-turma/2' },
  beforeEach: ({ msw }) => msw.use(never(ROUTES.getTurma)),
  play: async () => {
    await expect(await screen.findByRole('status', { name: 'Carregando a turma' }, SLOW)).toHaveAttribute('aria-busy', 'true');
  },
};

/** The class cannot be loaded: 'Erro ao carregar dados da turma!'. */
export const LoadError: Story = {
  parameters: { route: '/cadastro-turma/2' },
  beforeEach: ({ msw }) => msw.use(answer(ROUTES.getTurma, 404, { msg: 'Turma não encontrada.' })),
  play: async () => {
    await expectToast(TURMA_LOAD_FAILED);
    await expect(screen.getByRole('link', { name: 'Voltar para Turmas' })).toBeVisible();
  },
};
