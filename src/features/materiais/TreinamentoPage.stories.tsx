import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { ROUTES } from '@contract/routes';
import { answer, holdUploads, never } from '../../../.storybook/api';
import { expectDialog, expectToast, SLOW } from '../../../.storybook/play';
import { MATERIAL_MESSAGES } from '@contract/materiais';
import { card, cards, fitsTheScreen, grid, loaded, pdfFile, pngFile } from './story-helpers';
import TreinamentoPage from './TreinamentoPage';

/**
 * 'Treinamento' against the mock (`GET /materiais`, `GET /minhas-permissoes`):
 * the cards of the training material, newest first, 12 per page. Only the
 * Gestor sees the category filter, 'Cadastrar Material', edit and delete; a
 * teacher sees the materials of the codes of their courses (or with none).
 */
const meta = {
  title: 'Telas/Treinamento',
  component: TreinamentoPage,
  parameters: { role: 'gestor', route: '/treinamento' },
} satisfies Meta<typeof TreinamentoPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const GLOBAL_ENGLISH = 'Global English Book: planejamento de aulas';
const TWEENS = 'Tweens: atividades para pré-adolescentes';

async function openForm(userEvent: { click: (el: Element) => Promise<void> }) {
  await loaded();
  await userEvent.click(await screen.findByRole('button', { name: 'Cadastrar Material' }, SLOW));
  return expectDialog('Cadastrar Material');
}

/** The Gestor: every material, the category filter, 'Cadastrar Material', edit and delete on each card. */
export const Gestor: Story = {
  play: async () => {
    await loaded();
    await expect(cards()).toHaveLength(8);
    await expect(screen.getByRole('combobox', { name: 'Categoria' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Cadastrar Material' })).toBeVisible();
    await expect(within(card(GLOBAL_ENGLISH)).getByRole('button', { name: `Editar ${GLOBAL_ENGLISH}` })).toBeVisible();
    // A material without the download flag offers no download.
    await expect(within(card(TWEENS)).queryByRole('button', { name: /^Baixar PDFs/ })).not.toBeInTheDocument();
  },
};

/** The category filter: only KIDS materials. */
export const Filtered: Story = {
  name: 'Gestor, filtro KIDS',
  play: async ({ userEvent }) => {
    await loaded();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Categoria' }), 'KIDS');
    await waitFor(() => expect(screen.queryByRole('article', { name: GLOBAL_ENGLISH })).not.toBeInTheDocument(), SLOW);
    await loaded();
    await expect(card('Ferris Wheel e Next Station: rotina com crianças')).toBeVisible();
  },
};

/** A director reads every material; nothing to manage. */
export const Diretor: Story = {
  parameters: { role: 'diretor' },
  play: async () => {
    await loaded();
    await expect(cards()).toHaveLength(8);
    await expect(screen.queryByRole('button', { name: 'Cadastrar Material' })).not.toBeInTheDocument();
    await expect(screen.queryByRole('combobox', { name: 'Categoria' })).not.toBeInTheDocument();
    await expect(screen.queryByRole('button', { name: /^Editar / })).not.toBeInTheDocument();
  },
};

/** A teacher (CES and CONVERSATION courses): only those materials, and the ones for every teacher. */
export const Professor: Story = {
  parameters: { role: 'professor' },
  play: async () => {
    await loaded();
    await expect(card(GLOBAL_ENGLISH)).toBeVisible();
    await expect(screen.queryByRole('article', { name: TWEENS })).not.toBeInTheDocument();
    await expect(screen.queryByRole('combobox', { name: 'Categoria' })).not.toBeInTheDocument();
    await expect(screen.queryByRole('button', { name: /^Excluir / })).not.toBeInTheDocument();
  },
};

/** `GET /materiais` has not answered: skeleton cards. */
export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(never(ROUTES.listMateriais)),
  play: async () => {
    await waitFor(() => expect(grid()).toHaveAttribute('aria-busy', 'true'), SLOW);
  },
};

/** No material: the spec's empty state. */
export const Empty: Story = {
  beforeEach: ({ msw }) => msw.use(answer(ROUTES.listMateriais, 200, [])),
  play: async () => {
    await expect(await screen.findByRole('heading', { name: MATERIAL_MESSAGES.empty }, SLOW)).toBeVisible();
  },
};

/** The materials cannot be loaded: a message and a retry. */
export const LoadError: Story = {
  beforeEach: ({ msw }) => msw.use(answer(ROUTES.listMateriais, 500, { msg: 'Erro interno do servidor.' })),
  play: async () => {
    const alert = await screen.findByRole('alert', {}, SLOW);
    await expect(alert).toHaveTextContent('Erro ao carregar os materiais.');
    await expect(within(alert).getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};

/** 'Cadastrar Material' open: empty, today's date, the six codes. */
export const FormNew: Story = {
  name: 'Formulário: cadastro',
  play: async ({ userEvent }) => {
    const dialog = await openForm(userEvent);
    await expect(within(dialog).getByRole('textbox', { name: /^Título/ })).toHaveValue('');
    await expect(within(dialog).getAllByRole('checkbox', { name: /^[A-Z]+$/ })).toHaveLength(6);
  },
};

/** Editing a material: its fields, its codes, its current PDFs (one marked to be removed). */
export const FormEdit: Story = {
  name: 'Formulário: edição',
  play: async ({ userEvent }) => {
    await loaded();
    await userEvent.click(within(card(GLOBAL_ENGLISH)).getByRole('button', { name: `Editar ${GLOBAL_ENGLISH}` }));
    const dialog = await expectDialog('Editar Material');
    await expect(within(dialog).getByRole('textbox', { name: /^Título/ })).toHaveValue(GLOBAL_ENGLISH);
    await expect(within(dialog).getByRole('checkbox', { name: 'CES' })).toBeChecked();
    const current = within(dialog).getByRole('list', { name: 'PDFs atuais' });
    await expect(within(current).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(within(current).getAllByRole('checkbox')[0]!);
    await expect(within(dialog).getByLabelText(/^Novos PDFs/, { selector: 'input' })).toBeInTheDocument();
  },
};

/** Saved: the toast, the form closed, the new card first. */
export const Registered: Story = {
  name: 'Formulário: salvo',
  play: async ({ userEvent }) => {
    const dialog = await openForm(userEvent);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Título/ }), 'Fonética para professores');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cadastrar' }));
    await expectToast(MATERIAL_MESSAGES.created);
    await waitFor(() => expect(within(cards()[0]!).getByRole('heading')).toHaveTextContent('Fonética para professores'), SLOW);
    await loaded();
  },
};

/** The files on their way: a progress bar for each, and saving waits. */
export const Uploading: Story = {
  name: 'Formulário: enviando',
  beforeEach: ({ msw }) => msw.use(holdUploads()),
  play: async ({ userEvent }) => {
    const dialog = await openForm(userEvent);
    await userEvent.upload(within(dialog).getByLabelText(/^PDFs/, { selector: 'input' }), [
      pdfFile('Apostila.pdf'),
      pdfFile('Exercícios.pdf'),
    ]);
    await userEvent.upload(within(dialog).getByLabelText(/^Miniatura/, { selector: 'input' }), pngFile('capa.png'));
    await expect(await within(dialog).findByRole('progressbar', { name: 'Enviando Apostila.pdf' }, SLOW)).toBeVisible();
    await expect(within(dialog).getByRole('progressbar', { name: 'Enviando capa.png' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Enviando arquivos...' })).toBeDisabled();
  },
};

/** A 4th PDF is refused with the spec's words; a file that is not a PDF too. */
export const Refused: Story = {
  name: 'Formulário: arquivo recusado',
  play: async ({ userEvent }) => {
    const dialog = await openForm(userEvent);
    const pdfs = within(dialog).getByLabelText(/^PDFs/, { selector: 'input' });
    await userEvent.upload(pdfs, [pdfFile('a.pdf'), pdfFile('b.pdf'), pdfFile('c.pdf'), pdfFile('d.pdf')]);
    await expect(await within(dialog).findByText(MATERIAL_MESSAGES.maxPdfs, {}, SLOW)).toBeVisible();
    await expect(within(dialog).queryByText('d.pdf')).not.toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getAllByText('Enviado')).toHaveLength(3), SLOW);
  },
};

/** A PDF of a card open in the app's viewer (with 'Baixar': the material allows downloads). */
export const ViewerOpen: Story = {
  name: 'PDF aberto',
  play: async ({ userEvent }) => {
    await loaded();
    const pdf = within(card(GLOBAL_ENGLISH)).getAllByRole('button', { name: /\.pdf\)?$/ })[0]!;
    await userEvent.click(pdf);
    const dialog = await expectDialog(pdf.getAttribute('title') ?? '');
    await expect(await within(dialog).findByText(/^Página 1 de \d+$/, {}, { timeout: 10000 })).toBeVisible();
    await waitFor(() => expect(within(dialog).getByRole('link', { name: /^Baixar/ })).toBeVisible(), SLOW);
  },
};

/** The video of a card: 16:9, starts on its own, may go full screen. */
export const VideoOpen: Story = {
  name: 'Vídeo aberto',
  play: async ({ userEvent }) => {
    await loaded();
    await userEvent.click(within(card(GLOBAL_ENGLISH)).getByRole('button', { name: 'Assistir vídeo' }));
    const dialog = await expectDialog(GLOBAL_ENGLISH);
    const frame = dialog.querySelector('iframe');
    await expect(frame?.getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/.+autoplay=1/);
    await expect(frame).toHaveAttribute('allowfullscreen');
  },
};

/** On a phone: one card per row, nothing wider than the screen. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async () => {
    await loaded();
    await fitsTheScreen();
  },
};

/** On a phone, dark theme, as a teacher. */
export const MobileDark: Story = {
  name: 'Mobile, tema escuro',
  parameters: { role: 'professor' },
  globals: { viewport: { value: 'mobile2', isRotated: false }, theme: 'dark' },
  play: async () => {
    await loaded();
    await fitsTheScreen();
  },
};

/** The form on a phone, dark theme. */
export const FormMobileDark: Story = {
  ...FormEdit,
  name: 'Formulário: edição (celular, tema escuro)',
  globals: { viewport: { value: 'mobile2', isRotated: false }, theme: 'dark' },
};
