import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { ROUTES } from '@contract/routes';
import { answer, never } from '../../../.storybook/api';
import { expectDialog, SLOW } from '../../../.storybook/play';
import FinanceiroPage from './FinanceiroPage';
import {
  MENSALIDADE_NOTICE,
  PARCELAS_EMPTY,
  PARCELAS_LOAD_FAILED,
  PIX_DIALOG_TITLE,
  REMINDER_DIALOG_TITLE,
  RESUMO_LOAD_FAILED,
} from './financeiro-messages';

/**
 * 'Financeiro' against the mock (`GET /financeiro/resumo`, `GET
 * /financeiroParcelas`, `PUT /update-status/:id`). Staff see the cards, the
 * filters and the status control (the Gestor also a school filter); a
 * student sees their own cards and installments, or — paying by mensalidade —
 * a message sending them to the secretariat. Unpaid installments of a school
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

const table = () => screen.getByRole('table', { name: 'Parcelas' });

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
    await expect(screen.getAllByRole('button', { name: /^Lembrar por WhatsApp/ }).length).toBeGreaterThan(0);
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
    await context.userEvent.click(screen.getAllByRole('button', { name: /^Lembrar por WhatsApp/ })[0]!);
    const dialog = await expectDialog(REMINDER_DIALOG_TITLE);
    const link = await within(dialog).findByRole('link', { name: 'Abrir no WhatsApp' }, SLOW);
    await expect(link.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/55\d{10,11}\?text=/);
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

/** A student: their cards and their own installments, no status control. */
export const Aluno: Story = {
  parameters: { role: 'aluno' },
  play: async () => {
    await loaded();
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
