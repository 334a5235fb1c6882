import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { Route, Routes } from 'react-router-dom';
import { ROUTES } from '@contract/routes';
import { APP_ROUTES } from '@/domain/navigation';
import { answer, never } from '../../../.storybook/api';
import { expectDialog, SLOW } from '../../../.storybook/play';
import FinanceiroPage from './FinanceiroPage';
import {
  DESFAZER_TITLE,
  LEMBRETES_TITLE,
  MENSALIDADE_NOTICE,
  PAGAMENTO_TITLE,
  PARCELAS_EMPTY,
  PARCELAS_LOAD_FAILED,
  PIX_DIALOG_TITLE,
  REMINDER_DIALOG_TITLE,
  RESUMO_LOAD_FAILED,
  pagamentosTitle,
} from './financeiro-messages';

/**
 * 'Financeiro' against the mock (`GET /financeiro/resumo`, `GET
 * /financeiroParcelas`, `PUT /update-status/:id`, `PUT /parcelas/pagamento`).
 * Staff see the cards, the filters, the status control and the selection's
 * actions (the Gestor also a school filter): 'Pago' asks for the payment's
 * day and method, 'Não Pago' asks before undoing it, several selected
 * installments are paid or reminded at once; one enrolment's installments
 * have their own address. A student sees their own cards and installments,
 * grouped by enrolment, or — paying by mensalidade — a message sending them
 * to the secretariat. Unpaid installments of a school
 * with a PIX key open the PIX dialog; overdue ones, for staff, the WhatsApp
 * reminder.
 */
const meta = {
  title: 'Telas/Financeiro',
  component: FinanceiroPage,
  parameters: { role: 'secretaria', route: '/financeiro' },
} satisfies Meta<typeof FinanceiroPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type PlayContext = Parameters<NonNullable<Story['play']>>[0];

/** The screen at one enrolment's address, as the route table mounts it (the id read from the path). */
function AtMatriculaRoute() {
  return (
    <Routes>
      <Route path={APP_ROUTES.financeiroMatricula} element={<FinanceiroPage />} />
    </Routes>
  );
}

const table = () => screen.getByRole('table', { name: 'Parcelas' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);

async function loaded() {
  await waitFor(() => expect(within(table()).getAllByRole('row').length).toBeGreaterThan(1), SLOW);
  await waitFor(() => expect(table()).not.toHaveAttribute('aria-busy'), SLOW);
}

async function onlyOverdue({ userEvent }: PlayContext) {
  await loaded();
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Vencido');
  await waitFor(
    () =>
      expect(
        within(table())
          .getAllByRole('row')
          .slice(1)
          .every((r) => within(r).queryByText('Vencido', { selector: 'span' })),
      ).toBe(true),
    SLOW,
  );
}

/** A secretary: their school's cards and installments, the status control on every row. */
export const Secretaria: Story = {
  name: 'Secretário(a)',
  play: async () => {
    await loaded();
    // The cards show their titles while the summary loads, then are replaced: query them again until filled.
    await waitFor(() => expect(screen.getByRole('region', { name: 'Receita do mês' })).toHaveTextContent(/R\$/), SLOW);
    await expect(screen.getByRole('region', { name: 'Total vencido' })).toHaveTextContent(/parcela/);
    await expect(screen.getAllByRole('combobox', { name: /^Status da parcela/ })).toHaveLength(10);
    await expect(screen.queryByRole('combobox', { name: 'Escola' })).not.toBeInTheDocument();
  },
};

/** The Gestor: every school, with a school filter on the cards and the table (here Savassi). */
export const GestorEscola: Story = {
  name: 'Gestor, filtro de escola',
  parameters: { role: 'gestor' },
  play: async ({ userEvent }) => {
    await loaded();
    const filter = screen.getByRole('combobox', { name: 'Escola' });
    await waitFor(() => expect(within(filter).getAllByRole('option')).toHaveLength(4), SLOW);
    await userEvent.selectOptions(filter, 'Escola de Idiomas — Unidade Savassi');
    await waitFor(() => expect(filter).toHaveValue('2'), SLOW);
    await loaded();
  },
};

/** Overdue installments only: the PIX and WhatsApp actions on every row. */
export const Vencidas: Story = {
  name: 'Filtro: vencidas',
  play: async (context) => {
    await onlyOverdue(context);
    await expect(screen.getAllByRole('button', { name: /^Lembrar por WhatsApp:/ }).length).toBeGreaterThan(0);
  },
};

/** The PIX dialog of an overdue installment: the QR code, the copia-e-cola code and 'Copiar código'. */
export const PixDialogOpen: Story = {
  name: 'PIX aberto',
  play: async (context) => {
    await onlyOverdue(context);
    await context.userEvent.click(screen.getAllByRole('button', { name: /^PIX da parcela/ })[0]!);
    const dialog = await expectDialog(PIX_DIALOG_TITLE);
    await expect(await within(dialog).findByRole('img', { name: /^QR code do PIX/ }, SLOW)).toBeVisible();
    const code = within(dialog).getByRole('textbox', { name: 'PIX copia e cola' }) as HTMLTextAreaElement;
    await expect(code.value).toMatch(/^000201/);
    await expect(within(dialog).getByRole('button', { name: 'Copiar código' })).toBeVisible();
  },
};

/** The WhatsApp reminder of an overdue installment: the message and the wa.me link. */
export const ReminderOpen: Story = {
  name: 'Lembrete por WhatsApp',
  play: async (context) => {
    await onlyOverdue(context);
    await context.userEvent.click(screen.getAllByRole('button', { name: /^Lembrar por WhatsApp:/ })[0]!);
    const dialog = await expectDialog(REMINDER_DIALOG_TITLE);
    const link = await within(dialog).findByRole('link', { name: 'Abrir no WhatsApp' }, SLOW);
    await expect(link.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/55\d{10,11}\?text=/);
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

/** Choosing 'Pago': the payment's confirmation — the installment, the day (today) and the method. */
export const PagamentoDialogOpen: Story = {
  name: 'Registrar pagamento',
  play: async ({ userEvent }) => {
    await loaded();
    await userEvent.selectOptions(within(bodyRows()[0]!).getByRole('combobox', { name: /^Status da parcela/ }), 'Pago');
    const dialog = await expectDialog(PAGAMENTO_TITLE);
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Forma de pagamento/), 'PIX');
    await expect(within(dialog).getByRole('button', { name: 'Confirmar pagamento' })).toBeEnabled();
  },
};

/** Choosing 'Não Pago' on a paid installment: the confirmation that undoes it, quoting its record. */
export const DesfazerPagamento: Story = {
  name: 'Desfazer pagamento',
  play: async ({ userEvent }) => {
    await loaded();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Pago');
    await waitFor(() => expect(within(bodyRows()[0]!).queryByText(/^Pago em /)).toBeInTheDocument(), SLOW);
    await userEvent.selectOptions(within(bodyRows()[0]!).getByRole('combobox', { name: /^Status da parcela/ }), 'Não Pago');
    const dialog = await expectDialog(DESFAZER_TITLE, 'alertdialog');
    await expect(dialog).toHaveTextContent('voltará a constar como não paga');
  },
};

/** Three installments selected: the count and the bulk actions, then their payment's confirmation with the total. */
export const PagamentoEmLote: Story = {
  name: 'Pagamento de várias parcelas',
  play: async ({ userEvent }) => {
    await loaded();
    for (const row of bodyRows().slice(0, 3)) {
      await userEvent.click(within(row).getByRole('checkbox', { name: /^Selecionar parcela/ }));
    }
    const toolbar = screen.getByRole('toolbar', { name: 'Ações com as parcelas selecionadas' });
    await expect(toolbar).toHaveTextContent('3 parcelas selecionadas');
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Marcar como pagas (3)' }));
    const dialog = await expectDialog(pagamentosTitle(3));
    await expect(within(dialog).getByRole('list', { name: 'Parcelas a pagar' })).toHaveTextContent('Total');
  },
};

/** A page of overdue installments selected: one WhatsApp message per student, opened one by one. */
export const LembretesEmLote: Story = {
  name: 'Lembretes de várias parcelas',
  play: async (context) => {
    await onlyOverdue(context);
    await context.userEvent.click(screen.getByRole('checkbox', { name: 'Selecionar todas as parcelas da página' }));
    const toolbar = screen.getByRole('toolbar', { name: 'Ações com as parcelas selecionadas' });
    await context.userEvent.click(within(toolbar).getByRole('button', { name: /^Lembrar por WhatsApp \(\d+\)$/ }));
    const dialog = await expectDialog(LEMBRETES_TITLE);
    const links = await within(dialog).findAllByRole('link', { name: /^Abrir no WhatsApp: / }, SLOW);
    await expect(links.length).toBeGreaterThan(0);
  },
};

/** One enrolment's installments (the link from Matrículas): whose, the course, and the ways back; no cards. */
export const MatriculaParcelas: Story = {
  name: 'Parcelas de uma matrícula',
  parameters: { route: '/financeiro/matricula/1' },
  render: () => <AtMatriculaRoute />,
  play: async () => {
    const banner = await screen.findByRole('region', { name: /^Parcelas da matrícula de / }, SLOW);
    await expect(within(banner).getByRole('link', { name: 'Abrir a matrícula' })).toBeVisible();
    await expect(within(banner).getByRole('link', { name: 'Ver todas as parcelas' })).toBeVisible();
    await loaded();
    await expect(screen.queryByRole('region', { name: 'Receita do mês' })).not.toBeInTheDocument();
  },
};

/** An address naming no enrolment the caller may read: said so, with the way back. */
export const MatriculaNaoEncontrada: Story = {
  name: 'Parcelas de uma matrícula inexistente',
  parameters: { route: '/financeiro/matricula/999999' },
  render: () => <AtMatriculaRoute />,
  play: async () => {
    await expect(await screen.findByText('Matrícula não encontrada.', undefined, SLOW)).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Ver todas as parcelas' })).toBeVisible();
  },
};

/** A student: their cards and their own installments, one table per enrolment (the active first), no status control. */
export const Aluno: Story = {
  parameters: { role: 'aluno' },
  play: async () => {
    const [first] = await screen.findAllByRole('table', { name: /^Parcelas — / }, SLOW);
    await expect(first).toHaveAccessibleName(/Matrícula ativa$/);
    // The card shows its title while the summary loads, then is replaced: query it again until filled.
    await waitFor(() => expect(screen.getByRole('region', { name: 'Parcelas pagas' })).toHaveTextContent(/de \d+/), SLOW);
    await expect(screen.queryByRole('combobox', { name: /^Status da parcela/ })).not.toBeInTheDocument();
  },
};

/** A student paying by mensalidade: the message sending them to the secretariat. */
export const AlunoMensalidade: Story = {
  name: 'Aluno por mensalidade',
  parameters: { role: 'aluno' },
  beforeEach: ({ msw }) =>
    msw.use(
      answer(ROUTES.getResumoFinanceiro, 200, {
        escopo: 'aluno',
        tipoPagamento: 'mensalidade',
        valorParcela: null,
        totalParcelas: 0,
        parcelasPagas: 0,
      }),
      answer(ROUTES.listParcelas, 200, []),
    ),
  play: async () => {
    await expect(await screen.findByRole('note', { name: 'Pagamento por mensalidade' }, SLOW)).toHaveTextContent(
      MENSALIDADE_NOTICE,
    );
  },
};

/** Nothing answered yet: skeleton cards and rows. */
export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(never(ROUTES.listParcelas), never(ROUTES.getResumoFinanceiro)),
  play: async () => {
    await waitFor(() => expect(table()).toHaveAttribute('aria-busy', 'true'), SLOW);
  },
};

/** No installment: 'Sem Parcelas Disponíveis'. */
export const Empty: Story = {
  beforeEach: ({ msw }) => msw.use(answer(ROUTES.listParcelas, 200, [])),
  play: async () => {
    await expect(await screen.findByRole('heading', { name: PARCELAS_EMPTY }, SLOW)).toBeVisible();
  },
};

/** Neither the cards nor the installments can be loaded: a retry for each. */
export const LoadError: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      answer(ROUTES.listParcelas, 500, { msg: 'Erro interno do servidor.' }),
      answer(ROUTES.getResumoFinanceiro, 500, { msg: 'Erro interno do servidor.' }),
    ),
  play: async () => {
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2), SLOW);
    await expect(screen.getByText(PARCELAS_LOAD_FAILED)).toBeVisible();
    await expect(screen.getByText(RESUMO_LOAD_FAILED)).toBeVisible();
  },
};

/** On a phone: one card per installment, the cards stacked, nothing wider than the screen. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async () => {
    const list = await screen.findByRole('list', { name: 'Parcelas' }, SLOW);
    await waitFor(() => expect(within(list).getAllByRole('heading', { level: 2 })).toHaveLength(10), SLOW);
    const page = document.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};

/** On a phone, in the dark theme: installments selected from the bar above the cards. */
export const MobileSelecaoDark: Story = {
  name: 'Seleção no celular (escuro)',
  globals: { viewport: { value: 'mobile2', isRotated: false }, theme: 'dark' },
  play: async ({ userEvent }) => {
    const list = await screen.findByRole('list', { name: 'Parcelas' }, SLOW);
    await waitFor(() => expect(within(list).getAllByRole('heading', { level: 2 })).toHaveLength(10), SLOW);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Selecionar todas as parcelas da página' }));
    await expect(screen.getByRole('toolbar', { name: 'Ações com as parcelas selecionadas' })).toHaveTextContent(
      '10 parcelas selecionadas',
    );
    const page = document.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};

/** The PIX dialog on a phone, in the dark theme. */
export const MobilePixDark: Story = {
  name: 'PIX no celular (escuro)',
  globals: { viewport: { value: 'mobile2', isRotated: false }, theme: 'dark' },
  play: async ({ userEvent }) => {
    const list = await screen.findByRole('list', { name: 'Parcelas' }, SLOW);
    await waitFor(() => expect(within(list).getAllByRole('heading', { level: 2 })).toHaveLength(10), SLOW);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Vencido');
    const pix = await screen.findAllByRole('button', { name: /^PIX da parcela/ }, SLOW);
    await userEvent.click(pix[0]!);
    const dialog = await expectDialog(PIX_DIALOG_TITLE);
    await expect(await within(dialog).findByRole('img', { name: /^QR code do PIX/ }, SLOW)).toBeVisible();
  },
};

/** 'Imprimir': every installment of the filter (here 'Vencido') on a sheet of its own. */
export const PrintView: Story = {
  name: 'Print view',
  play: async (context) => {
    await onlyOverdue(context);
    await context.userEvent.click(screen.getByRole('button', { name: 'Imprimir: Financeiro' }));
    const sheet = await screen.findByRole('dialog', { name: /Financeiro/ }, SLOW);
    await expect(within(sheet).getByText('Situação: Vencido')).toBeVisible();
    await expect(
      within(sheet)
        .getAllByRole('row')
        .slice(1)
        .every((r) => r.textContent?.includes('Vencido')),
    ).toBe(true);
  },
};
