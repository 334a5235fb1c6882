/**
 * The only module that imports pdfjs-dist. PdfViewer loads it with a dynamic
 * import when a viewer opens, so PDF.js and its worker (a separate file, fetched
 * by the browser when the first document opens) never reach the entry chunk or
 * a screen's chunk.
 *
 * It wraps PDF.js in the few calls the viewer needs (PdfDocument, PdfPage), so
 * the viewer does not depend on PDF.js's types and tests can replace this module.
 */
import { getDocument, GlobalWorkerOptions, type PDFDocumentProxy, type PDFPageProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerUrl;

export interface RenderJob {
  /** Resolves when the page is drawn; rejects when it fails or is cancelled. */
  promise: Promise<void>;
  cancel(): void;
}

export interface PdfPage {
  /** Width and height in CSS px at scale 1 (72 dpi points; the page's rotation applied). */
  readonly width: number;
  readonly height: number;
  /**
   * Draws the page into `canvas` at `scale` (1 = 100 %), with `pixelRatio`
   * device pixels per CSS px. Sets the canvas's pixel size, not its CSS size.
   */
  render(canvas: HTMLCanvasElement, scale: number, pixelRatio: number): RenderJob;
}

export interface PdfDocument {
  readonly numPages: number;
  /** Page `number`, from 1. */
  getPage(number: number): Promise<PdfPage>;
  /** Frees the document and its worker-side data. */
  destroy(): void;
}

export type PdfErrorKind = 'password' | 'invalid' | 'other';

export interface PdfLoad {
  promise: Promise<PdfDocument>;
  /** Stops the download and parsing (the promise then rejects). */
  cancel(): void;
}

/** What went wrong, from a PDF.js error (their `name` says which exception it is). */
export function pdfErrorKind(error: unknown): PdfErrorKind {
  const name = error instanceof Error ? error.name : '';
  if (name === 'PasswordException') return 'password';
  if (name === 'InvalidPDFException') return 'invalid';
  return 'other';
}

function wrapPage(page: PDFPageProxy): PdfPage {
  const base = page.getViewport({ scale: 1 });
  return {
    width: base.width,
    height: base.height,
    render(canvas, scale, pixelRatio) {
      const viewport = page.getViewport({ scale: scale * pixelRatio });
      canvas.width = Math.max(1, Math.floor(viewport.width));
      canvas.height = Math.max(1, Math.floor(viewport.height));
      const task = page.render({ canvas, viewport });
      return { promise: task.promise, cancel: () => task.cancel() };
    },
  };
}

function wrapDocument(doc: PDFDocumentProxy): PdfDocument {
  return {
    numPages: doc.numPages,
    getPage: async (number) => wrapPage(await doc.getPage(number)),
    destroy: () => void doc.destroy(),
  };
}

/**
 * Opens the PDF at `source`: an address (fetched from this page: same origin
 * or CORS-enabled, without cookies), or its bytes, fetched by the app itself
 * (PDF.js takes them over). Fonts the file does not embed are drawn with
 * system fonts.
 */
export function openPdf(source: string | Uint8Array): PdfLoad {
  const common = { isEvalSupported: false, enableXfa: false } as const;
  const task = getDocument(
    typeof source === 'string' ? { url: source, withCredentials: false, ...common } : { data: source, ...common },
  );
  return { promise: task.promise.then(wrapDocument), cancel: () => void task.destroy() };
}
