import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes, useLocation } from 'react-router-dom';
import { expect, screen, waitFor, within } from 'storybook/test';
import { contentProblem } from '@contract/arquivos';
import { ROUTES } from '@contract/routes';
import { answer, holdUploads } from '../../../.storybook/api';
import { expectDialog, expectToast, SLOW } from '../../../.storybook/play';
import AudioFormPage from './AudioFormPage';
import { AUDIO_CONFIRM_TITLE, AUDIO_CREATED, CURSO_LOAD_FAILED, MAX_PDFS_MESSAGE, SENDING_FILES } from './audio-form';

/** Where the form sent the user (a refused role goes home). */
function Elsewhere() {
  return <p>Navegou para {useLocation().pathname}</p>;
}

/** The form at its two routes, as the route table mounts it (new and edit). */
function AudioFormRoutes() {
  return (
    <Routes>
      <Route path="/cadastro-audio" element={<AudioFormPage />} />
      <Route path="/cadastro-audio/:id" element={<AudioFormPage />} />
      <Route path="*" element={<Elsewhere />} />
    </Routes>
  );
}

/**
 * 'Cadastro de Áudio' / 'Editar Áudio' against the mock: the catalogue from
 * `GET /cursos` (courses with tracks disabled), each file uploaded when
 * picked, saved with one `POST /cursos`; the edit (the Gestor's) loads
 * `GET /cursos/:id` and every track, and saves one `PUT /update-curso/:id`.
 */
const meta = {
  title: 'Telas/Cadastro de Áudio',
  component: AudioFormRoutes,
  parameters: { role: 'gestor', route: '/cadastro-audio' },
} satisfies Meta<typeof AudioFormRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

const RUSSIAN = '[RUS] RUSSIAN FOR BUSINESS';
const cursoSelect = () => screen.getByRole('combobox', { name: /^Curso/ });
const audiosInput = () => screen.getByLabelText(/^(Novos arquivos|Arquivos) de áudio/);
const pdfsInput = () => screen.getByLabelText(/^(Novos PDFs|PDFs)/, { selector: 'input' });

/** An MP3 (an ID3 header), a PDF, and a web page saved as `.mp3`. */
const mp3 = (name: string) => new File([new Uint8Array([0x49, 0x44, 0x33, 0x04, 0, 0, 0, 0])], name, { type: 'audio/mpeg' });
const pdf = (name: string) => new File(['%PDF-1.7\n%%EOF\n'], name, { type: 'application/pdf' });
const pageAsMp3 = () => new File(['<!doctype html><html>oi</html>'], 'aula.mp3', { type: 'audio/mpeg' });

/** The new form once the catalogue has arrived. */
async function readyNew() {
  await screen.findByRole('heading', { level: 1, name: 'Cadastro de Áudio' }, SLOW);
  await waitFor(() => expect(within(cursoSelect()).getByRole('option', { name: RUSSIAN })).toBeEnabled(), SLOW);
}

/** The edit form once the course and its tracks have arrived. */
async function readyEdit() {
  await screen.findByRole('heading', { level: 1, name: 'Editar Áudio' }, SLOW);
  await screen.findByRole('list', { name: /^Faixas do curso/ }, SLOW);
}

/** Empty: the catalogue, courses that already have tracks disabled. */
export const Create: Story = {
  name: 'Cadastro: vazio',
  play: async () => {
    await readyNew();
    // The courses with tracks arrive after the catalogue: wait for them to be marked.
    const takenOptions = () =>
      within(cursoSelect())
        .getAllByRole('option')
        .filter((o) => o.textContent?.endsWith('(já tem áudios)'));
    await waitFor(() => expect(takenOptions().length).toBeGreaterThan(0), SLOW);
    const taken = takenOptions();
    await expect(taken[0]).toBeDisabled();
    await expect(screen.getByRole('button', { name: 'Cadastrar' })).toBeEnabled();
  },
};

/** Registered: two tracks and a PDF, confirmed; the toast, then an empty form. */
export const Registered: Story = {
  name: 'Cadastro: salvo',
  play: async ({ userEvent }) => {
    await readyNew();
    await userEvent.selectOptions(cursoSelect(), RUSSIAN);
    await userEvent.upload(audiosInput(), [mp3('Unit 1.mp3'), mp3('Unit 2.mp3')]);
    await userEvent.upload(pdfsInput(), pdf('Livro.pdf'));
    await waitFor(() => expect(screen.getAllByText('Enviado')).toHaveLength(3), SLOW);
    await userEvent.click(screen.getByRole('button', { name: 'Cadastrar' }));
    const confirm = await expectDialog(AUDIO_CONFIRM_TITLE, 'alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirmar' }));
    await expectToast(AUDIO_CREATED);
    await waitFor(() => expect(screen.queryByText('Unit 1.mp3')).not.toBeInTheDocument(), SLOW);
    await expect(cursoSelect()).toHaveValue('');
  },
};

/** The bytes are on their way: a progress bar per file, and saving waits. */
export const Uploading: Story = {
  name: 'Cadastro: enviando',
  beforeEach: ({ msw }) => msw.use(holdUploads()),
  play: async ({ userEvent }) => {
    await readyNew();
    await userEvent.selectOptions(cursoSelect(), RUSSIAN);
    await userEvent.upload(audiosInput(), [mp3('Unit 1.mp3'), mp3('Unit 2.mp3')]);
    await expect(await screen.findByRole('progressbar', { name: 'Enviando Unit 1.mp3' }, SLOW)).toBeVisible();
    await expect(screen.getByRole('progressbar', { name: 'Enviando Unit 2.mp3' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Cancelar envio de Unit 1.mp3' })).toBeVisible();
    await expect(screen.getByRole('button', { name: SENDING_FILES })).toBeDisabled();
  },
};

/** A web page named `.mp3` is refused under itself with the contract's words; a 4th PDF is refused too. */
export const Refused: Story = {
  name: 'Cadastro: arquivo recusado',
  play: async ({ userEvent }) => {
    await readyNew();
    const fake = pageAsMp3();
    await userEvent.upload(audiosInput(), [mp3('Unit 1.mp3'), fake]);
    const message = contentProblem('audio', fake, new Uint8Array(await fake.arrayBuffer()))!;
    await expect(await screen.findByText(message, {}, SLOW)).toBeVisible();
    await userEvent.upload(pdfsInput(), [pdf('a.pdf'), pdf('b.pdf'), pdf('c.pdf'), pdf('d.pdf')]);
    await expect(await screen.findByText(MAX_PDFS_MESSAGE, {}, SLOW)).toBeVisible();
    await expect(screen.queryByText('d.pdf')).not.toBeInTheDocument();
  },
};

/** The Gestor's edit: the course read-only, its tracks in order (one marked), its PDFs. */
export const EditLoaded: Story = {
  name: 'Editar: carregado',
  parameters: { route: '/cadastro-audio/1' },
  play: async ({ userEvent }) => {
    await readyEdit();
    await expect(screen.getByRole('textbox', { name: /^Curso/ })).toHaveAttribute('readonly');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remover Faixa 2' }));
    await expect(screen.getByText('1 faixa será removida ao salvar.')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Salvar Alterações' })).toBeEnabled();
  },
};

/** `GET /cursos/:id` fails: the spec's message, a retry and a way back. */
export const EditLoadError: Story = {
  name: 'Editar: erro ao carregar',
  parameters: { route: '/cadastro-audio/1' },
  beforeEach: ({ msw }) => msw.use(answer(ROUTES.getCurso, 500, { msg: 'Erro interno do servidor.' })),
  play: async () => {
    await expectToast(CURSO_LOAD_FAILED);
    const box = await waitFor(() => {
      const found = screen.getAllByRole('alert').find((el) => el.textContent?.includes('Voltar para Áudios'));
      expect(found).toBeDefined();
      return found!;
    }, SLOW);
    await expect(within(box).getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};

/** A director registers but does not edit: the edit address sends them home. */
export const EditNotAllowed: Story = {
  name: 'Editar: diretor não pode',
  parameters: { role: 'diretor', route: '/cadastro-audio/1' },
  play: async () => {
    await expect(await screen.findByText('Navegou para /home', {}, SLOW)).toBeVisible();
  },
};

/** The refused file on a phone. */
export const RefusedOnPhone: Story = {
  ...Refused,
  name: 'Cadastro: arquivo recusado (celular)',
  globals: { viewport: { value: 'mobile2', isRotated: false } },
};

/** The edit on a phone. */
export const EditOnPhone: Story = {
  ...EditLoaded,
  name: 'Editar: carregado (celular)',
  globals: { viewport: { value: 'mobile2', isRotated: false } },
};
