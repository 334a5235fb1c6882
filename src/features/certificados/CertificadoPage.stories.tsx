import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { ROUTES } from '@contract/routes';
import { answer, never } from '../../../.storybook/api';
import { expectDialog, SLOW } from '../../../.storybook/play';
import { CERT_MESSAGES } from '@contract/certificados';
import { OWN_TITLE } from './certificado-messages';
import CertificadoPage from './CertificadoPage';

/**
 * 'Certificado' against the mock: the gestor's two tabs (concluded
 * enrolments with 'Emitir certificado'; issued certificates with 'Baixar PDF'
 * and 'Revogar'), and a student's 'Meus certificados'. The seed has three
 * certificates (two valid, one revoked with its reason) and concluded
 * enrolments still without one.
 */
const meta = {
  title: 'Telas/Certificado',
  component: CertificadoPage,
  parameters: { role: 'gestor', route: '/certificado' },
} satisfies Meta<typeof CertificadoPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Clicker = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

const list = (name: string) => screen.getByRole('table', { name });
/** The rows, or on a phone the cards, of a list. */
const itemsOf = (name: string) => {
  const table = screen.queryByRole('table', { name });
  if (table) return within(table).getAllByRole('row').slice(1);
  return within(screen.getByRole('list', { name })).queryAllByRole('listitem');
};

/** A list has answered with some rows. */
async function filled(name: string): Promise<void> {
  await waitFor(() => {
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
    expect(itemsOf(name).length).toBeGreaterThan(0);
  }, SLOW);
}

async function openEmitidos(userEvent: Clicker): Promise<void> {
  await filled(CERT_MESSAGES.pendentes);
  await userEvent.click(screen.getByRole('tab', { name: CERT_MESSAGES.emitidos }));
  await filled(CERT_MESSAGES.emitidos);
}

/** Nothing is wider than the screen (a phone). */
async function fitsTheScreen(): Promise<void> {
  const page = document.documentElement;
  await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
}

/** 'Matrículas concluídas': each enrolment with its certificate ('Baixar PDF' when valid), or 'Pendente' and the issue button. */
export const Pendentes: Story = {
  name: 'Gestor, matrículas concluídas',
  play: async () => {
    await filled(CERT_MESSAGES.pendentes);
    await expect(screen.getAllByRole('button', { name: /^Emitir certificado de / }).length).toBeGreaterThan(0);
    await expect(within(list(CERT_MESSAGES.pendentes)).getAllByText('Válido').length).toBeGreaterThan(0);
    const valid = within(list(CERT_MESSAGES.pendentes)).getAllByText('Válido')[0]!.closest('tr')!;
    await expect(within(valid).getByRole('button', { name: /^Baixar PDF do certificado / })).toBeEnabled();
  },
};

/** 'Certificados emitidos': Válido with download and revoke, Revogado with its reason. */
export const Emitidos: Story = {
  name: 'Gestor, certificados emitidos',
  play: async ({ userEvent }) => {
    await openEmitidos(userEvent);
    await expect(within(list(CERT_MESSAGES.emitidos)).getByText('Revogado')).toBeVisible();
    await expect(screen.getAllByRole('button', { name: /^Baixar PDF do certificado / })).toHaveLength(2);
  },
};

/** The issue dialog: the question, the course and school, the conclusion date (today). */
export const IssueDialog: Story = {
  name: 'Emitir certificado',
  play: async ({ userEvent }) => {
    await filled(CERT_MESSAGES.pendentes);
    await userEvent.click(screen.getAllByRole('button', { name: /^Emitir certificado de / })[0]!);
    const dialog = await expectDialog('Emitir certificado');
    await expect(within(dialog).getByLabelText(/^Data de conclusão/)).not.toHaveValue('');
  },
};

/** Pending enrolments selected: the count, 'Emitir certificados (n)', and their dialog with one conclusion date. */
export const IssueManyDialog: Story = {
  name: 'Emitir vários certificados',
  play: async ({ userEvent }) => {
    await filled(CERT_MESSAGES.pendentes);
    const boxes = screen.getAllByRole('checkbox', { name: /^Selecionar .+ — / }).slice(0, 2);
    for (const box of boxes) await userEvent.click(box);
    const toolbar = screen.getByRole('toolbar', { name: 'Ações com as matrículas selecionadas' });
    await expect(toolbar).toHaveTextContent('2 matrículas selecionadas');
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Emitir certificados (2)' }));
    const dialog = await expectDialog('Emitir 2 certificados');
    await expect(within(dialog).getByRole('list', { name: 'Matrículas selecionadas' }).children).toHaveLength(2);
    await expect(within(dialog).getByLabelText(/^Data de conclusão/)).not.toHaveValue('');
  },
};

/** A conclusion date in the future is refused on the field. */
export const IssueDateError: Story = {
  name: 'Emitir certificado, data futura',
  play: async ({ userEvent }) => {
    await filled(CERT_MESSAGES.pendentes);
    await userEvent.click(screen.getAllByRole('button', { name: /^Emitir certificado de / })[0]!);
    const dialog = await expectDialog('Emitir certificado');
    const field = within(dialog).getByLabelText(/^Data de conclusão/);
    await userEvent.clear(field);
    await userEvent.type(field, '2999-01-01');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Emitir certificado' }));
    await expect(await within(dialog).findByText(CERT_MESSAGES.conclusaoFuture)).toBeVisible();
  },
};

/** The revoke dialog asks the reason. */
export const RevokeDialog: Story = {
  name: 'Revogar certificado',
  play: async ({ userEvent }) => {
    await openEmitidos(userEvent);
    await userEvent.click(screen.getAllByRole('button', { name: /^Revogar o certificado / })[0]!);
    const dialog = await expectDialog('Revogar certificado');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revogar' }));
    await expect(await within(dialog).findByText('Motivo é obrigatório.')).toBeVisible();
  },
};

/** The lists have not answered: skeleton rows. */
export const Loading: Story = {
  name: 'Carregando',
  beforeEach: ({ msw }) => msw.use(never(ROUTES.listCertificaveis)),
  play: async () => {
    await waitFor(() => expect(list(CERT_MESSAGES.pendentes)).toHaveAttribute('aria-busy', 'true'), SLOW);
  },
};

/** No concluded enrolment at all. */
export const Empty: Story = {
  name: 'Sem matrículas concluídas',
  beforeEach: ({ msw }) => msw.use(answer(ROUTES.listCertificaveis, 200, [])),
  play: async () => {
    await expect(await screen.findByRole('heading', { name: CERT_MESSAGES.noPendentes }, SLOW)).toBeVisible();
  },
};

/** No certificate issued yet. */
export const EmitidosEmpty: Story = {
  name: 'Sem certificados emitidos',
  beforeEach: ({ msw }) => msw.use(answer(ROUTES.listCertificados, 200, [])),
  play: async ({ userEvent }) => {
    await filled(CERT_MESSAGES.pendentes);
    await userEvent.click(screen.getByRole('tab', { name: CERT_MESSAGES.emitidos }));
    await expect(await screen.findByRole('heading', { name: CERT_MESSAGES.noEmitidos }, SLOW)).toBeVisible();
  },
};

/** The list cannot be loaded: the message and a retry. */
export const LoadError: Story = {
  name: 'Erro ao carregar',
  beforeEach: ({ msw }) => msw.use(answer(ROUTES.listCertificaveis, 500, { msg: 'Erro interno do servidor.' })),
  play: async () => {
    const alert = await screen.findByRole('alert', {}, SLOW);
    await expect(alert).toHaveTextContent(CERT_MESSAGES.loadError);
    await expect(within(alert).getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};

/** A student: their own certificates, to download again. */
export const Student: Story = {
  name: 'Aluno, meus certificados',
  parameters: { role: 'aluno' },
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 1, name: OWN_TITLE }, SLOW)).toBeVisible();
    await filled(OWN_TITLE);
    await expect(screen.getAllByRole('button', { name: /^Baixar PDF do certificado / }).length).toBeGreaterThan(0);
    await expect(screen.queryByRole('button', { name: /^Revogar/ })).not.toBeInTheDocument();
  },
};

/** A student without certificates. */
export const StudentEmpty: Story = {
  name: 'Aluno, sem certificados',
  parameters: { role: 'aluno' },
  beforeEach: ({ msw }) => msw.use(answer(ROUTES.listCertificados, 200, [])),
  play: async () => {
    await expect(await screen.findByRole('heading', { name: CERT_MESSAGES.noneOwn }, SLOW)).toBeVisible();
  },
};

/** Dark theme, wide screen, the issued certificates. */
export const EmitidosDark: Story = {
  name: 'Gestor, tema escuro',
  globals: { theme: 'dark' },
  play: Emitidos.play,
};

/** Dark theme, the revoke dialog. */
export const RevokeDialogDark: Story = {
  name: 'Revogar certificado, tema escuro',
  globals: { theme: 'dark' },
  play: RevokeDialog.play,
};

/** On a phone: the lists become cards, nothing wider than the screen. */
export const Mobile: Story = {
  name: 'Celular',
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ userEvent }) => {
    await openEmitidos(userEvent);
    await fitsTheScreen();
  },
};

/** On a phone, dark theme, a student's certificates. */
export const StudentMobileDark: Story = {
  name: 'Aluno, celular, tema escuro',
  parameters: { role: 'aluno' },
  globals: { viewport: { value: 'mobile2', isRotated: false }, theme: 'dark' },
  play: async () => {
    await filled(OWN_TITLE);
    await fitsTheScreen();
  },
};
