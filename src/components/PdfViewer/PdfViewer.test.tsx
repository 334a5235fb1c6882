import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test-utils';
import type { PdfDocument, PdfLoad, PdfPage } from './pdfjs';
import { notify } from '../toast';
import { DOWNLOAD_FAILED, PdfViewer } from './PdfViewer';

// PDF.js itself never loads here: the lazily imported module is replaced.
const pdfjs = vi.hoisted(() => ({ openPdf: vi.fn<(source: string | Uint8Array) => PdfLoad>() }));
vi.mock('./pdfjs', () => ({ openPdf: pdfjs.openPdf, pdfErrorKind: () => 'other' }));

const URL = 'https://storage.example/doc.pdf?token=abc';

function fakeDocument(numPages: number) {
  const render = vi.fn<PdfPage['render']>(() => ({ promise: Promise.resolve(), cancel: () => {} }));
  const page: PdfPage = { width: 600, height: 800, render };
  const doc: PdfDocument = { numPages, getPage: async () => page, destroy: vi.fn() };
  return { doc, render };
}

const loads = (doc: PdfDocument): PdfLoad => ({ promise: Promise.resolve(doc), cancel: () => {} });
const fails = (): PdfLoad => ({ promise: Promise.reject(new Error('HTTP 404')), cancel: () => {} });

/** Scales the pages were last drawn at. */
const drawnScales = (render: ReturnType<typeof fakeDocument>['render']) => new Set(render.mock.calls.map((call) => call[1]));

describe('PdfViewer', () => {
  let fake: ReturnType<typeof fakeDocument>;
  beforeEach(() => {
    fake = fakeDocument(2);
    pdfjs.openPdf.mockReset();
    pdfjs.openPdf.mockImplementation(() => loads(fake.doc));
  });

  it('opens a dialog named by the title, busy until the document is read, then shows every page', async () => {
    renderWithTheme(<PdfViewer url={URL} title="Apostila" />);
    const dialog = screen.getByRole('dialog', { name: 'Apostila' });
    const pages = screen.getByLabelText('Páginas do PDF');
    expect(pages).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Carregando PDF...');

    expect(await screen.findByText('Página 1 de 2')).toBeInTheDocument();
    expect(pages).toHaveAttribute('aria-busy', 'false');
    expect(pdfjs.openPdf).toHaveBeenCalledWith(URL);
    expect(screen.getByRole('img', { name: 'Página 1 de 2' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Página 2 de 2' })).toBeInTheDocument();
    await waitFor(() => expect(dialog.querySelectorAll('canvas')).toHaveLength(2));
    expect(pages).toHaveFocus();
  });

  it('zoom buttons change the scale the pages are drawn at; fit width goes back', async () => {
    const user = userEvent.setup();
    renderWithTheme(<PdfViewer url={URL} title="Apostila" />);
    await screen.findByText('Página 1 de 2');
    // jsdom has no layout: fitting the width falls back to 100 %.
    expect(screen.getByText('100%')).toBeInTheDocument();
    const fit = screen.getByRole('button', { name: 'Ajustar à largura' });
    expect(fit).toHaveAttribute('aria-pressed', 'true');
    const sheet = screen.getByRole('img', { name: 'Página 1 de 2' });
    expect(sheet).toHaveStyle({ width: '600px', height: '800px' });

    await user.click(screen.getByRole('button', { name: 'Aumentar zoom' }));
    expect(screen.getByText('125%')).toBeInTheDocument();
    expect(sheet).toHaveStyle({ width: '750px', height: '1000px' });
    expect(fit).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(drawnScales(fake.render)).toContain(1.25));

    await user.click(screen.getByRole('button', { name: 'Diminuir zoom' }));
    await user.click(screen.getByRole('button', { name: 'Diminuir zoom' }));
    expect(screen.getByText('75%')).toBeInTheDocument();
    await waitFor(() => expect(drawnScales(fake.render)).toContain(0.75));

    await user.click(fit);
    expect(screen.getByText('100%')).toBeInTheDocument();
    expect(fit).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the failure in Portuguese and "Tentar novamente" loads again', async () => {
    const user = userEvent.setup();
    pdfjs.openPdf.mockImplementationOnce(fails);
    renderWithTheme(<PdfViewer url={URL} title="Apostila" />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível abrir o PDF.');
    expect(screen.queryByRole('button', { name: 'Aumentar zoom' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Página 1 de 2')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(pdfjs.openPdf).toHaveBeenCalledTimes(2);
  });

  it('draws bytes the app fetched itself (a PDF behind the session): PDF.js never reads the address; a failure retries the fetch', async () => {
    const user = userEvent.setup();
    const bytes = new TextEncoder().encode('%PDF-1.7 …').buffer;
    const fetchBytes = vi
      .fn<(signal: AbortSignal) => Promise<ArrayBuffer>>()
      .mockRejectedValueOnce(new Error('HTTP 500'))
      .mockResolvedValue(bytes);
    renderWithTheme(<PdfViewer url="https://api.example/materiais/7/pdf/1" title="Apostila" fetchBytes={fetchBytes} />);

    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível abrir o PDF.');
    expect(pdfjs.openPdf).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Página 1 de 2')).toBeInTheDocument();
    expect(fetchBytes).toHaveBeenCalledTimes(2);
    expect(fetchBytes.mock.calls[0]![0]).toBeInstanceOf(AbortSignal);
    expect(pdfjs.openPdf).toHaveBeenCalledTimes(1);
    expect(pdfjs.openPdf).toHaveBeenCalledWith(new Uint8Array(bytes));
    // No file name: no 'Baixar'.
    expect(screen.queryByRole('link', { name: /^Baixar/ })).not.toBeInTheDocument();
  });

  it("'Baixar' saves the file in place under its name (fetched, so a service worker can answer it)", async () => {
    const user = userEvent.setup();
    const fetched = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('%PDF-1.7', { status: 200 }));
    const saved: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this);
    });
    Object.assign(globalThis.URL, { createObjectURL: vi.fn(() => 'blob:http://localhost/1'), revokeObjectURL: vi.fn() });
    renderWithTheme(
      <PdfViewer url={URL} title="Apostila" fileName="apostila.pdf" downloadUrl={`${URL}?download=apostila.pdf`} />,
    );
    await screen.findByText('Página 1 de 2');
    await user.click(screen.getByRole('link', { name: 'Baixar apostila.pdf' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(fetched).toHaveBeenCalledWith(`${URL}?download=apostila.pdf`);
    expect(saved[0]).toMatchObject({ href: 'blob:http://localhost/1', download: 'apostila.pdf' });
    vi.restoreAllMocks();
  });

  it("'Baixar' says so when the file cannot be saved (a refused or expired link)", async () => {
    const user = userEvent.setup();
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 403 }));
    const said = vi.spyOn(notify, 'error').mockImplementation(() => 'toast');
    renderWithTheme(<PdfViewer url={URL} title="Apostila" fileName="apostila.pdf" />);
    await screen.findByText('Página 1 de 2');
    await user.click(screen.getByRole('link', { name: 'Baixar apostila.pdf' }));
    await waitFor(() => expect(said).toHaveBeenCalledWith(DOWNLOAD_FAILED));
    vi.restoreAllMocks();
  });

  it('Esc closes it, calls onClose and frees the document', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithTheme(<PdfViewer url={URL} title="Apostila" fileName="apostila.pdf" onClose={onClose} />);
    await screen.findByText('Página 1 de 2');
    const download = screen.getByRole('link', { name: 'Baixar apostila.pdf' });
    expect(download).toHaveAttribute('href', URL);
    expect(download).toHaveAttribute('download', 'apostila.pdf');

    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    // Hidden at once, unmounted after the exit animation, which frees the document.
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument());
    expect(fake.doc.destroy).toHaveBeenCalledTimes(1);
  });
});
