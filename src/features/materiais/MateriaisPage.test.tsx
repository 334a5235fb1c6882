import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PdfDocument, PdfLoad, PdfPage } from '@/components/PdfViewer/pdfjs';
import { apiBaseUrl } from '@/api/config';
import { toIsoDay } from '@contract/dates';
import { server } from '../../../tests/msw';
import { renderApp, type DemoLoginName } from '../../../tests/test-utils';
import { bytesFile, pngFile } from '../../../tests/upload-files';
import { MATERIAL_MESSAGES } from '@contract/materiais';
import { PERMISSAO_MESSAGES } from '@contract/permissoes';
import { shortPdfName } from './materiais-messages';
import { downloadOutcome } from './use-material-download';

// PDF.js itself never loads here: the viewer's lazily imported module is replaced (and records what it was given).
const opened = vi.hoisted(() => [] as (string | Uint8Array)[]);
vi.mock('@/components/PdfViewer/pdfjs', () => {
  const page: PdfPage = { width: 600, height: 800, render: () => ({ promise: Promise.resolve(), cancel: () => {} }) };
  const doc: PdfDocument = { numPages: 1, getPage: async () => page, destroy: () => {} };
  return {
    openPdf: (source: string | Uint8Array): PdfLoad => {
      opened.push(source);
      return { promise: Promise.resolve(doc), cancel: () => {} };
    },
    pdfErrorKind: () => 'other',
  };
});

/** The seeded teacher who holds the extra-material grant (mocks/seed: Larissa Mendes Carvalho). */
const GRANT_HOLDER = 'larissa.carvalho' as DemoLoginName;

const GLOBAL_ENGLISH = 'Global English Book: planejamento de aulas';
const TWEENS = 'Tweens: atividades para pré-adolescentes';
const VERBOS = 'Lista de verbos irregulares';

function pdf(name: string): File {
  const bytes = new Uint8Array(256);
  bytes.set(Array.from('%PDF-1.7\n', (c) => c.charCodeAt(0)));
  return bytesFile(bytes, name, 'application/pdf');
}

const grid = () => screen.getByRole('list', { name: 'Materiais' });
const cardTitles = () =>
  within(grid())
    .getAllByRole('article')
    .map((a) => within(a).getByRole('heading').textContent);
const card = (title: string) => screen.getByRole('article', { name: title });

async function openPage(route: '/treinamento' | '/material-extra', as: DemoLoginName) {
  const view = await renderApp({ route, as });
  await screen.findByRole('heading', { level: 1, name: route === '/treinamento' ? 'Treinamento' : 'Material Extra' });
  await waitFor(() => expect(within(grid()).getAllByRole('article').length).toBeGreaterThan(0));
  await waitFor(() => expect(grid()).not.toHaveAttribute('aria-busy'));
  return view;
}

afterEach(() => {
  vi.restoreAllMocks();
  opened.length = 0;
});

describe('Treinamento', () => {
  it('shows the gestor every material, the category filter and the material form', async () => {
    const { user } = await openPage('/treinamento', 'gestor');
    expect(cardTitles()).toHaveLength(8);
    expect(screen.getByText('8 materiais')).toBeInTheDocument();
    // Newest first, with its date in pt-BR, its codes and tags.
    const first = card(cardTitles()[0]!);
    expect(within(first).getByText(/^\d{2}\/\d{2}\/\d{4}$/)).toBeInTheDocument();
    const global = card(GLOBAL_ENGLISH);
    expect(
      within(within(global).getByRole('list', { name: 'Categorias' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['CES', 'Inglês', 'Adultos']);
    expect(within(global).getByRole('button', { name: `Editar ${GLOBAL_ENGLISH}` })).toBeInTheDocument();
    expect(within(global).getByRole('button', { name: `Excluir ${GLOBAL_ENGLISH}` })).toBeInTheDocument();

    const filter = screen.getByRole('combobox', { name: 'Categoria' });
    await user.selectOptions(filter, 'KIDS');
    await waitFor(() => expect(cardTitles()).not.toContain(GLOBAL_ENGLISH));
    expect(cardTitles()).toContain('Ferris Wheel e Next Station: rotina com crianças');

    await user.click(screen.getByRole('button', { name: 'Cadastrar Material' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cadastrar Material' });
    expect(within(dialog).getByLabelText(/^Data/)).toHaveValue(toIsoDay(new Date()));
    expect(within(dialog).getAllByRole('checkbox', { name: /^(KIDS|TWEENS|CES|CONVERSATION|ESPANHOL|DEUTSCH)$/ })).toHaveLength(
      6,
    );
    expect(within(dialog).getByText('Nenhum código marcado: o material é para todos os professores.')).toBeInTheDocument();
  });

  it('shows a teacher only the materials of their codes, without the filter, form, edit or delete', async () => {
    await openPage('/treinamento', 'professor');
    const titles = cardTitles();
    // The demo teacher teaches Global English 3 (CES) and TV Box 1 (CONVERSATION).
    expect(titles).toContain(GLOBAL_ENGLISH);
    expect(titles).toContain('TV Box: conduzindo aulas de conversação');
    expect(titles).not.toContain(TWEENS);
    expect(titles).not.toContain('Momente: introdução ao ensino de alemão A1');
    expect(screen.queryByRole('combobox', { name: 'Categoria' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cadastrar Material' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Editar / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Excluir / })).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Pesquisar materiais' })).toBeInTheDocument();
  });

  it('offers a download only where the material allows it, and counts the files downloaded', async () => {
    // Each attachment is fetched and saved in place from a blob link (no tab per file: browsers block them).
    const followed: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      followed.push(this);
    });
    const blobs: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => {
        blobs.push(blob);
        return `blob:http://localhost/${blobs.length}`;
      }),
      revokeObjectURL: vi.fn(),
    });
    const open = vi.spyOn(window, 'open');
    const { user } = await openPage('/treinamento', 'gestor');
    expect(within(card(TWEENS)).queryByRole('button', { name: /^Baixar PDFs/ })).not.toBeInTheDocument();
    await user.click(within(card(GLOBAL_ENGLISH)).getByRole('button', { name: `Baixar PDFs de ${GLOBAL_ENGLISH}` }));
    expect(await screen.findByText('3 arquivo(s) baixado(s) com sucesso!')).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
    expect(followed).toHaveLength(3);
    for (const anchor of followed) {
      expect(anchor.href).toMatch(/^blob:/);
      expect(anchor.download).toMatch(/\.pdf$/);
      expect(anchor.isConnected).toBe(false);
    }
    // The bytes saved are the PDFs themselves.
    for (const blob of blobs) expect(new TextDecoder().decode(await blob.slice(0, 5).arrayBuffer())).toBe('%PDF-');
  });

  it("says 'Erro ao baixar os arquivos.' when the proxy fails, 'Nenhum arquivo foi baixado.' when it refuses", async () => {
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    let status = 500;
    server.use(http.get(`${apiBaseUrl()}/proxy-download`, () => HttpResponse.json({ msg: 'Recusado.' }, { status })));
    const { user } = await openPage('/treinamento', 'gestor');
    const button = within(card(GLOBAL_ENGLISH)).getByRole('button', { name: `Baixar PDFs de ${GLOBAL_ENGLISH}` });
    await user.click(button);
    expect(await screen.findByText(MATERIAL_MESSAGES.downloadError)).toBeInTheDocument();
    status = 403;
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(await screen.findByText(MATERIAL_MESSAGES.noneDownloaded)).toBeInTheDocument();
    expect(downloadOutcome(2, 1).text).toBe('2 arquivo(s) baixado(s) com sucesso!');
  });

  it('opens a PDF in the viewer and the video in the video modal', async () => {
    const { user } = await openPage('/treinamento', 'gestor');
    const global = card(GLOBAL_ENGLISH);
    const pdfButton = within(global).getAllByRole('button', { name: /\.pdf\)?$/ })[0]!;
    const name = pdfButton.getAttribute('title')!;
    // Cut in the middle: the end that tells the parts apart stays visible.
    expect(pdfButton.textContent!.trim()).toBe(shortPdfName(name));
    expect(shortPdfName(name)).toMatch(/…-parte-\d\.pdf$/);
    await user.click(pdfButton);
    const viewer = await screen.findByRole('dialog', { name });
    expect(await within(viewer).findByText('Página 1 de 1')).toBeInTheDocument();
    await user.click(within(viewer).getByRole('button', { name: /Fechar/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(global).getByRole('button', { name: 'Assistir vídeo' }));
    const video = await screen.findByRole('dialog', { name: GLOBAL_ENGLISH });
    const src = video.querySelector('iframe')?.getAttribute('src') ?? '';
    expect(src).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\//);
    expect(src).toContain('autoplay=1');
  });

  it('shows a teacher a PDF they may not download from the api with their session, never from a storage address, and offers no download', async () => {
    const requests: Request[] = [];
    const listen = (event: { request: Request }) => requests.push(event.request.clone());
    server.events.on('request:start', listen);
    try {
      const { user } = await openPage('/treinamento', 'professor');
      const tvBox = card('TV Box: conduzindo aulas de conversação');
      expect(within(tvBox).queryByRole('button', { name: /^Baixar PDFs/ })).not.toBeInTheDocument();
      const pdfButton = within(tvBox).getAllByRole('button', { name: /\.pdf\)?$/ })[0]!;
      await user.click(pdfButton);
      const viewer = await screen.findByRole('dialog', { name: pdfButton.getAttribute('title')! });
      expect(await within(viewer).findByText('Página 1 de 1')).toBeInTheDocument();
      expect(within(viewer).queryByRole('link', { name: /^Baixar/ })).not.toBeInTheDocument();

      // PDF.js got the bytes, fetched from the view endpoint with the bearer token.
      expect(opened).toHaveLength(1);
      const bytes = opened[0];
      expect(bytes).toBeInstanceOf(Uint8Array);
      expect(new TextDecoder().decode((bytes as Uint8Array).subarray(0, 5))).toBe('%PDF-');
      const viewed = requests.filter((r) => /\/api\/materiais\/\d+\/pdf\/1$/.test(new URL(r.url).pathname));
      expect(viewed).toHaveLength(1);
      expect(viewed[0]!.headers.get('authorization')).toMatch(/^Bearer /);
      expect(requests.some((r) => new URL(r.url).pathname.includes('/storage/v1/object/sign/pdfs-materiais/'))).toBe(false);
    } finally {
      server.events.removeListener('request:start', listen);
    }
  });

  it('shows the gestor, who may download, the same PDF from its signed address', async () => {
    const { user } = await openPage('/treinamento', 'gestor');
    const pdfButton = within(card('TV Box: conduzindo aulas de conversação')).getAllByRole('button', { name: /\.pdf\)?$/ })[0]!;
    await user.click(pdfButton);
    const viewer = await screen.findByRole('dialog', { name: pdfButton.getAttribute('title')! });
    expect(await within(viewer).findByText('Página 1 de 1')).toBeInTheDocument();
    expect(opened).toHaveLength(1);
    expect(opened[0]).toMatch(/\/storage\/v1\/object\/sign\/pdfs-materiais\//);
  });

  it("shows 'Nenhum material disponivel no momento' when there is none", async () => {
    server.use(http.get(`${apiBaseUrl()}/materiais`, () => HttpResponse.json([], { headers: { 'X-Total-Count': '0' } })));
    await renderApp({ route: '/treinamento', as: 'gestor' });
    expect(await screen.findByRole('heading', { name: 'Nenhum material disponivel no momento' })).toBeInTheDocument();
  });

  it('shows a load failure with a retry', async () => {
    let fail = true;
    server.use(
      http.get(`${apiBaseUrl()}/materiais`, () => (fail ? HttpResponse.json({ msg: 'Erro.' }, { status: 500 }) : undefined)),
    );
    const { user } = await renderApp({ route: '/treinamento', as: 'gestor' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao carregar os materiais.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(cardTitles()).toHaveLength(8));
  });

  it("waits for the caller's grants (they decide the buttons): when they fail to load it says so, and a retry loads the page", async () => {
    let fail = true;
    server.use(
      http.get(`${apiBaseUrl()}/minhas-permissoes`, () =>
        fail ? HttpResponse.json({ msg: 'Erro.' }, { status: 500 }) : undefined,
      ),
    );
    const { user } = await renderApp({ route: '/material-extra', as: 'professor' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao carregar os materiais.');
    expect(screen.queryByRole('button', { name: 'Cadastrar Material' })).not.toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(cardTitles().length).toBeGreaterThan(0));
  });

  it('registers a material with a PDF, refuses a 4th PDF, and starts the next form empty', async () => {
    const { user } = await openPage('/treinamento', 'gestor');
    await user.click(screen.getByRole('button', { name: 'Cadastrar Material' }));
    let dialog = await screen.findByRole('dialog', { name: 'Cadastrar Material' });
    const pdfs = () => within(dialog).getByLabelText(/^PDFs/, { selector: 'input' });
    await user.upload(pdfs(), [pdf('a.pdf'), pdf('b.pdf'), pdf('c.pdf'), pdf('d.pdf')]);
    expect(await within(dialog).findByText('Máximo de 3 PDFs permitidos.')).toBeInTheDocument();
    expect(within(dialog).queryByText('d.pdf')).not.toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getAllByText('Enviado')).toHaveLength(3));
    // Two of them are not wanted after all.
    await user.click(within(dialog).getByRole('button', { name: /Remover b\.pdf/ }));
    await user.click(within(dialog).getByRole('button', { name: /Remover c\.pdf/ }));

    await user.type(within(dialog).getByRole('textbox', { name: /^Título/ }), 'Fonética para professores');
    await user.type(within(dialog).getByRole('textbox', { name: /^Categorias/ }), 'Pronúncia, Geral');
    await user.click(within(dialog).getByRole('checkbox', { name: 'CES' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Permitir download' }));
    await user.upload(within(dialog).getByLabelText(/^Miniatura/, { selector: 'input' }), pngFile('capa.png'));
    await waitFor(() => expect(within(dialog).getAllByText('Enviado')).toHaveLength(2));
    await user.click(within(dialog).getByRole('button', { name: 'Cadastrar' }));

    expect(await screen.findByText(MATERIAL_MESSAGES.created)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(cardTitles()[0]).toBe('Fonética para professores'));
    const created = card('Fonética para professores');
    expect(within(created).getByRole('button', { name: 'a.pdf' })).toBeInTheDocument();
    expect(within(created).getByRole('button', { name: /^Baixar PDFs/ })).toBeInTheDocument();
    expect(within(created).getByText('Pronúncia')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cadastrar Material' }));
    dialog = await screen.findByRole('dialog', { name: 'Cadastrar Material' });
    expect(within(dialog).getByRole('textbox', { name: /^Título/ })).toHaveValue('');
    expect(within(dialog).queryByText('a.pdf')).not.toBeInTheDocument();
  });

  it("says 'Erro ao salvar o material.' with the server's reason, and 'Erro ao excluir material.'", async () => {
    server.use(
      http.post(`${apiBaseUrl()}/materiais`, () =>
        HttpResponse.json({ msg: 'Título: máximo de 200 caracteres.' }, { status: 400 }),
      ),
      http.delete(`${apiBaseUrl()}/materiais/:id`, () =>
        HttpResponse.json({ msg: 'Erro interno do servidor.' }, { status: 500 }),
      ),
    );
    const { user } = await openPage('/treinamento', 'gestor');
    await user.click(screen.getByRole('button', { name: 'Cadastrar Material' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cadastrar Material' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Título/ }), 'Outro material');
    await user.click(within(dialog).getByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByText(MATERIAL_MESSAGES.saveError)).toBeInTheDocument();
    expect(screen.getByText('Título: máximo de 200 caracteres.')).toBeInTheDocument();
    // The form stays open with what was typed.
    expect(within(dialog).getByRole('textbox', { name: /^Título/ })).toHaveValue('Outro material');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(card(TWEENS)).getByRole('button', { name: `Excluir ${TWEENS}` }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Excluir material' });
    await user.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText(MATERIAL_MESSAGES.deleteError)).toBeInTheDocument();
    expect(cardTitles()).toContain(TWEENS);
  });

  it('pages the cards 12, 24 or 36 at a time', async () => {
    await openPage('/treinamento', 'gestor');
    const size = screen.getByRole('combobox', { name: 'Itens por página' });
    expect(size).toHaveValue('12');
    expect(
      within(size)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['12', '24', '36']);
  });

  it('asks for the title before saving', async () => {
    const { user } = await openPage('/treinamento', 'gestor');
    await user.click(screen.getByRole('button', { name: 'Cadastrar Material' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cadastrar Material' });
    await user.click(within(dialog).getByRole('button', { name: 'Cadastrar' }));
    expect(await within(dialog).findByText('Informe o título.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^Título/ })).toHaveFocus();
  });
});

describe('Material Extra', () => {
  it('lets a director edit and delete extra material, but not create it', async () => {
    const { user } = await openPage('/material-extra', 'diretor');
    expect(screen.queryByRole('button', { name: 'Cadastrar Material' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Permissões' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Categoria' })).not.toBeInTheDocument();

    await user.click(within(card(VERBOS)).getByRole('button', { name: `Editar ${VERBOS}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar Material' });
    const title = within(dialog).getByRole('textbox', { name: /^Título/ });
    expect(title).toHaveValue(VERBOS);
    expect(within(dialog).getByRole('checkbox', { name: 'CES' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Permitir download' })).toBeChecked();
    expect(within(dialog).getByRole('list', { name: 'PDFs atuais' })).toBeInTheDocument();
    await user.clear(title);
    await user.type(title, 'Verbos irregulares (revisado)');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar Alterações' }));
    expect(await screen.findByText(MATERIAL_MESSAGES.updated)).toBeInTheDocument();
    await waitFor(() => expect(cardTitles()).toContain('Verbos irregulares (revisado)'));
    // The PDF was kept.
    expect(within(card('Verbos irregulares (revisado)')).getAllByRole('button', { name: /\.pdf\)?$/ })).toHaveLength(1);

    const before = cardTitles().length;
    const victim = 'Projetos temáticos para pré-adolescentes';
    await user.click(within(card(victim)).getByRole('button', { name: `Excluir ${victim}` }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Excluir material' });
    await user.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText(MATERIAL_MESSAGES.deleted)).toBeInTheDocument();
    await waitFor(() => expect(cardTitles()).toHaveLength(before - 1));
    expect(cardTitles()).not.toContain(victim);
  });

  it('shows the grant holder the category filter and lets them create extra material', async () => {
    const { user } = await openPage('/material-extra', GRANT_HOLDER);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cadastrar Material' })).toBeInTheDocument());
    expect(screen.getByRole('combobox', { name: 'Categoria' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Permissões' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cadastrar Material' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cadastrar Material' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Título/ }), 'Jogos de tabuleiro em alemão');
    await user.click(within(dialog).getByRole('checkbox', { name: 'DEUTSCH' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByText(MATERIAL_MESSAGES.created)).toBeInTheDocument();
    await waitFor(() => expect(cardTitles()).toContain('Jogos de tabuleiro em alemão'));
  });

  it('lets the gestor revoke and grant the extra-material permission', async () => {
    const { user } = await openPage('/material-extra', 'gestor');
    await user.click(screen.getByRole('button', { name: 'Permissões' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gerenciar o Material Extra' });
    const holders = await within(dialog).findByRole('list', { name: 'Com a permissão' });
    expect(within(holders).getByText('Larissa Mendes Carvalho')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Remover a permissão de Larissa Mendes Carvalho' }));
    expect(await screen.findByText(PERMISSAO_MESSAGES.revoked)).toBeInTheDocument();
    expect(await within(dialog).findByText('Ninguém tem esta permissão no momento.')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('searchbox', { name: 'Buscar pessoa' }), 'Marcos');
    // The found list is drawn again each time the debounced search asks: the button as it is drawn now.
    const grant = await waitFor(() =>
      within(within(dialog).getByRole('list', { name: 'Pessoas encontradas' })).getByRole('button', {
        name: 'Conceder a permissão a Marcos Vinícius Rocha',
      }),
    );
    await user.click(grant);
    expect(await screen.findByText(PERMISSAO_MESSAGES.granted)).toBeInTheDocument();
    const now = await within(dialog).findByRole('list', { name: 'Com a permissão' });
    expect(within(now).getByText('Marcos Vinícius Rocha')).toBeInTheDocument();
  });

  it('does not offer a student in the permission search, only the types that may hold it', async () => {
    const searched: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/users') && url.searchParams.get('q')) searched.push(url.searchParams.get('cp_tipo_user'));
    });
    const { user } = await openPage('/material-extra', 'gestor');
    await user.click(screen.getByRole('button', { name: 'Permissões' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gerenciar o Material Extra' });
    // 'Beatriz Santos Oliveira' is the demo student: the search asks for directors, secretaries and teachers only.
    await user.type(within(dialog).getByRole('searchbox', { name: 'Buscar pessoa' }), 'Beatriz Santos');
    expect(await within(dialog).findByText('Nenhum usuário encontrado')).toBeInTheDocument();
    expect(new Set(searched)).toEqual(new Set(['2', '3', '4']));
    server.events.removeAllListeners();
  });
});
