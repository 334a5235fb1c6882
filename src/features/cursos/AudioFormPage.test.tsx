import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { contentProblem } from '@contract/arquivos';
import { cursosApi } from '@/api/cursos-api';
import { server } from '../../../tests/msw';
import { renderApp, type DemoLoginName } from '../../../tests/test-utils';
import { bytesFile, storedUploads } from '../../../tests/upload-files';

const RUSSIAN = '[RUS] RUSSIAN FOR BUSINESS';

/** An MP3 (an ID3 header is what the server recognises). */
function mp3(name: string): File {
  const bytes = new Uint8Array(256);
  bytes.set([0x49, 0x44, 0x33, 0x04, 0x00]);
  return bytesFile(bytes, name, 'audio/mpeg');
}

function pdf(name: string): File {
  const bytes = new Uint8Array(256);
  bytes.set(Array.from('%PDF-1.7\n', (c) => c.charCodeAt(0)));
  return bytesFile(bytes, name, 'application/pdf');
}

/** A web page saved as `.mp3`. */
function pageAsMp3(name: string): File {
  return bytesFile(new TextEncoder().encode('<!doctype html><html><body>oi</body></html>'), name, 'audio/mpeg');
}

const cursoSelect = () => screen.getByRole('combobox', { name: /^Curso/ });
const audiosInput = () => screen.getByLabelText(/^(Novos arquivos|Arquivos) de áudio/);
const pdfsInput = () => screen.getByLabelText(/^(Novos PDFs|PDFs)/, { selector: 'input' });

async function openNew(as: DemoLoginName = 'gestor') {
  const view = await renderApp({ route: '/cadastro-audio', as });
  await screen.findByRole('heading', { level: 1, name: 'Cadastro de Áudio' });
  await waitFor(() => expect(within(cursoSelect()).getByRole('option', { name: RUSSIAN })).toBeEnabled());
  return view;
}

async function confirm(user: UserEvent, button: 'Cadastrar' | 'Salvar Alterações') {
  await user.click(screen.getByRole('button', { name: button }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Confirmar Cadastro' });
  await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
}

type Store = Awaited<ReturnType<typeof renderApp>>['store'];

/** The catalogue course with this title, read through the api as the signed-in user. */
async function cursoNamed(store: Store, name: string) {
  const call = store.dispatch(cursosApi.endpoints.listCursos.initiate({ q: name }, { forceRefetch: true }));
  try {
    const page = await call.unwrap();
    return page.items.find((c) => c.cp_nome_curso === name)!;
  } finally {
    call.unsubscribe();
  }
}

/** A course's track names, in the api's order. */
async function trackNames(store: Store, cursoId: number) {
  const call = store.dispatch(cursosApi.endpoints.listAudiosCurso.initiate({ cursoId }, { forceRefetch: true }));
  try {
    return (await call.unwrap()).items.map((a) => a.cp_nome_audio);
  } finally {
    call.unsubscribe();
  }
}

describe('Cadastro de Áudio', () => {
  it('registers the course without tracks with two tracks and a PDF, then clears the form', async () => {
    const { user, store } = await openNew();
    // A course that already has tracks is edited, not registered again.
    const taken = within(cursoSelect())
      .getAllByRole('option')
      .find((o) => o.textContent?.endsWith('(já tem áudios)'));
    expect(taken).toBeDisabled();

    await user.selectOptions(cursoSelect(), RUSSIAN);
    await user.type(screen.getByLabelText(/^Link do YouTube/), 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await user.upload(audiosInput(), [mp3('Unit 1.mp3'), mp3('Unit 2.mp3')]);
    await user.upload(pdfsInput(), pdf('Livro.pdf'));
    await waitFor(() => expect(screen.getAllByText('Enviado')).toHaveLength(3));

    await confirm(user, 'Cadastrar');
    expect(await screen.findByText('Curso e áudios cadastrados com sucesso!')).toBeInTheDocument();

    const curso = await cursoNamed(store, RUSSIAN);
    expect(await trackNames(store, curso.cp_curso_id)).toEqual(['Unit 1', 'Unit 2']);
    expect(curso.cp_pdf1_nome).toBe('Livro.pdf');
    expect(curso.cp_youtube_link_curso).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(storedUploads().every((u) => u.claimed_at)).toBe(true);

    // The form is empty again, and the course is now one that has tracks.
    await waitFor(() => expect(screen.queryByText('Unit 1.mp3')).not.toBeInTheDocument());
    expect(screen.queryByText('Livro.pdf')).not.toBeInTheDocument();
    expect(cursoSelect()).toHaveValue('');
    expect(screen.getByLabelText(/^Link do YouTube/)).toHaveValue('');
    await waitFor(() => expect(within(cursoSelect()).getByRole('option', { name: `${RUSSIAN} (já tem áudios)` })).toBeDisabled());
  });

  it('asks for the course and at least one audio file, and opens no confirmation', async () => {
    const { user } = await openNew();
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByText('Curso é obrigatório.')).toBeInTheDocument();
    expect(screen.getByText('Envie ao menos um arquivo de áudio.')).toBeInTheDocument();
    expect(cursoSelect()).toHaveFocus();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('keeps 3 PDFs and refuses a 4th with the message', async () => {
    const { user } = await openNew();
    await user.upload(pdfsInput(), [pdf('a.pdf'), pdf('b.pdf'), pdf('c.pdf')]);
    await user.upload(pdfsInput(), pdf('d.pdf'));
    expect(await screen.findByText('Máximo de 3 PDFs permitidos.')).toBeInTheDocument();
    expect(screen.getByText('c.pdf')).toBeInTheDocument();
    expect(screen.queryByText('d.pdf')).not.toBeInTheDocument();
    expect(screen.getByText('3 arquivos selecionados (máximo 3)')).toBeInTheDocument();
  });

  it('refuses a file that is not audio under that file, sends it nowhere, and blocks the save until removed', async () => {
    const { user, store } = await openNew();
    const fake = pageAsMp3('aula.mp3');
    await user.upload(audiosInput(), [mp3('Unit 1.mp3'), fake]);
    const message = contentProblem('audio', fake, new Uint8Array(await fake.slice(0, 1024).arrayBuffer()))!;
    expect(message).toContain('Áudio: o conteúdo de "aula.mp3"');
    expect(await screen.findByText(message)).toBeInTheDocument();
    await screen.findByText('Enviado');
    expect(storedUploads().map((u) => u.file_name)).toEqual(['Unit 1.mp3']);

    await user.selectOptions(cursoSelect(), RUSSIAN);
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByText('Há arquivos que não foram enviados. Remova-os para continuar.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remover aula.mp3' }));
    await confirm(user, 'Cadastrar');
    expect(await screen.findByText('Curso e áudios cadastrados com sucesso!')).toBeInTheDocument();
    expect(await trackNames(store, (await cursoNamed(store, RUSSIAN)).cp_curso_id)).toEqual(['Unit 1']);
  });

  it('disables saving while a file is uploading', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.put('*/storage/v1/object/upload/sign/*', async () => {
        await released;
      }),
    );
    const { user } = await openNew();
    await user.upload(audiosInput(), mp3('Unit 1.mp3'));
    expect(await screen.findByRole('progressbar', { name: 'Enviando Unit 1.mp3' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviando arquivos…' })).toBeDisabled();
    release();
    expect(await screen.findByRole('button', { name: 'Cadastrar' })).toBeEnabled();
  });

  it('a secretary has no access: back home with the warning', async () => {
    const { currentPath } = await renderApp({ route: '/cadastro-audio', as: 'secretaria' });
    expect(await screen.findByText('Você não tem permissão para acessar esta página.')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/home'));
  });
});

describe('Editar Áudio', () => {
  /** A seeded course with ten tracks or more (to see 'Faixa 2' before 'Faixa 10'), found through the api. */
  async function seededCourse() {
    const { store } = await renderApp({ as: 'gestor', route: '/home' });
    const call = store.dispatch(cursosApi.endpoints.listCursos.initiate({ comAudios: 1 }));
    const cursos = (await call.unwrap()).items;
    call.unsubscribe();
    for (const curso of cursos) {
      const count = (await trackNames(store, curso.cp_curso_id)).length;
      if (count >= 10) {
        cleanup();
        return { curso, count };
      }
    }
    throw new Error('no seeded course with ten tracks');
  }

  async function openEdit(id: number, as: DemoLoginName = 'gestor') {
    const view = await renderApp({ route: `/cadastro-audio/${id}`, as });
    await screen.findByRole('heading', { level: 1, name: 'Editar Áudio' });
    return view;
  }

  it('lists the tracks in order and saves a removal', async () => {
    const { curso, count } = await seededCourse();
    const { user, store } = await openEdit(curso.cp_curso_id);
    const list = await screen.findByRole('list', { name: `Faixas do curso (${count})` });
    const names = within(list)
      .getAllByRole('listitem')
      .map((li) => li.textContent?.replace(/^\d+/, '').replace('Remover', ''));
    expect(names).toEqual(Array.from({ length: count }, (_, i) => `Faixa ${i + 1}`));
    expect(screen.getByRole('textbox', { name: /^Curso/ })).toHaveValue(curso.cp_nome_curso);
    expect(screen.getByRole('textbox', { name: /^Curso/ })).toHaveAttribute('readonly');

    await user.click(screen.getByRole('checkbox', { name: 'Remover Faixa 2' }));
    expect(screen.getByText('1 faixa será removida ao salvar.')).toBeInTheDocument();
    await confirm(user, 'Salvar Alterações');
    expect(await screen.findByText('Curso e áudios atualizados com sucesso!')).toBeInTheDocument();
    expect(await trackNames(store, curso.cp_curso_id)).not.toContain('Faixa 2');
    // The form starts over on the course as saved.
    expect(await screen.findByRole('list', { name: `Faixas do curso (${count - 1})` }, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.queryByText('1 faixa será removida ao salvar.')).not.toBeInTheDocument();
  });

  it('adds a track on edit', async () => {
    const { curso, count } = await seededCourse();
    const { user, store } = await openEdit(curso.cp_curso_id);
    await screen.findByRole('list', { name: `Faixas do curso (${count})` });
    await user.upload(audiosInput(), mp3('Extra 1.mp3'));
    await screen.findByText('Enviado');
    await confirm(user, 'Salvar Alterações');
    expect(await screen.findByText('Curso e áudios atualizados com sucesso!')).toBeInTheDocument();
    expect(await trackNames(store, curso.cp_curso_id)).toContain('Extra 1');
  });

  it('says so when the course cannot be loaded', async () => {
    await openEdit(999999);
    expect((await screen.findAllByText('Erro ao carregar curso')).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Voltar para Áudios' })).toBeInTheDocument();
  });

  it('is the Gestor’s: a director is sent back home', async () => {
    const { curso } = await seededCourse();
    const { currentPath } = await renderApp({ route: `/cadastro-audio/${curso.cp_curso_id}`, as: 'diretor' });
    expect(await screen.findByText('Você não tem permissão para acessar esta página.')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/home'));
  });
});
