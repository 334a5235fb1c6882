import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import styled from 'styled-components';
import { mobileQuery } from '@/theme/tokens';
import { IconButton } from '../Button';
import { buttonLook } from '../Button/Button';
import { LoadFailure } from '../LoadFailure';
import { Modal } from '../Modal';
import { Skeleton, Spinner } from '../Spinner';
import { Icon } from '../Icon';
import { saveFile } from '../download';
import { notify } from '../toast';
import { PdfPageView, type PageSize } from './PdfPage';
import type { PdfDocument, PdfErrorKind, PdfLoad } from './pdfjs';
import { fitWidthScale, formatZoom, MAX_ZOOM, MIN_ZOOM, zoomIn, zoomOut } from './zoom';

/** Said when 'Baixar' could not save the file (the link expired, the connection dropped). */
export const DOWNLOAD_FAILED = 'Não foi possível baixar o arquivo. Tente novamente.';

/**
 * Height of the dialog around the viewer besides the viewport gutters: its
 * header (a 32 px close button, 2 × 12 px padding, a 1 px border) and its own
 * 1 px borders. The viewer fills the rest, so only its page area scrolls.
 * The title stays on one line (the Modal's singleLineTitle), so a long file
 * name cannot make the header taller than this.
 */
const DIALOG_CHROME = '59px';

/** Pages within one screen above or below the visible area are drawn ahead. */
const NEAR_MARGIN = '100% 0px';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  /* Edge to edge: cancel the modal body's padding. */
  margin: calc(-1 * ${({ theme }) => theme.space.xl});
  height: calc(100vh - 2 * ${({ theme }) => theme.space.lg} - ${DIALOG_CHROME});
  height: calc(100dvh - 2 * ${({ theme }) => theme.space.lg} - ${DIALOG_CHROME});

  @media ${mobileQuery} {
    height: calc(100vh - 2 * ${({ theme }) => theme.space.sm} - ${DIALOG_CHROME});
    height: calc(100dvh - 2 * ${({ theme }) => theme.space.sm} - ${DIALOG_CHROME});
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  /* The height of its buttons, also while only the download link shows. */
  min-height: calc(32px + 2 * ${({ theme }) => theme.space.sm});
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  @media ${mobileQuery} {
    min-height: calc(32px + 2 * ${({ theme }) => theme.space.xs});
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  }
`;

const ZoomLevel = styled.span`
  min-width: 3.5em;
  text-align: center;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Spacer = styled.span`
  flex: 1 1 auto;
`;

const PageIndicator = styled.span`
  padding: ${({ theme }) => `0 ${theme.space.sm}`};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.text};
`;

const DownloadLink = styled.a<{ $variant: 'secondary'; $size: 'sm'; $fullWidth: false; $iconOnly: false }>`
  ${buttonLook}

  @media ${mobileQuery} {
    & > span {
      display: none;
    }
    min-width: 32px;
    padding: ${({ theme }) => theme.space.xs};
  }
`;

const Scroller = styled.div`
  position: relative;
  flex: 1 1 auto;
  min-height: 0;
  overflow: auto;
  overflow-anchor: none;
  /* A scrollbar appearing must not change the fitted width; both edges keep the pages centred. */
  scrollbar-gutter: stable both-edges;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.bg};
  border-radius: ${({ theme }) => `0 0 ${theme.radii.lg} ${theme.radii.lg}`};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }

  @media ${mobileQuery} {
    padding: ${({ theme }) => theme.space.sm};
  }
`;

const Pages = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  width: max-content;
  min-width: 100%;

  @media ${mobileQuery} {
    gap: ${({ theme }) => theme.space.sm};
  }
`;

const Loading = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.primary};

  & > [role='status'] > span:last-child {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const PagePlaceholder = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
  width: min(100%, 595px);
  aspect-ratio: 210 / 297;
  padding: ${({ theme }) => theme.space.xxl};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
`;

type LoadState =
  { key: string; status: 'ready'; doc: PdfDocument; firstPage: PageSize } | { key: string; status: 'error'; kind: PdfErrorKind };

const ERROR_DETAIL: Record<PdfErrorKind, string | undefined> = {
  password: 'O arquivo é protegido por senha.',
  invalid: 'O arquivo não é um PDF válido.',
  other: undefined,
};

/** The page whose top has passed a third of the visible height (the last one at the very end). */
function pageInView(scroller: HTMLElement): number {
  const sheets = scroller.querySelectorAll<HTMLElement>('[data-page]');
  if (sheets.length === 0) return 1;
  if (scroller.scrollTop > 0 && scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 1) return sheets.length;
  const line = scroller.scrollTop + scroller.clientHeight / 3;
  let current = 1;
  for (const sheet of sheets) {
    if (sheet.offsetTop > line) break;
    current = Number(sheet.dataset.page);
  }
  return current;
}

/** Width inside the scroller's padding (0 before layout, e.g. in jsdom). */
function innerWidth(scroller: HTMLElement): number {
  const style = getComputedStyle(scroller);
  const padding = (parseFloat(style.paddingLeft) || 0) + (parseFloat(style.paddingRight) || 0);
  return Math.max(0, scroller.clientWidth - padding);
}

interface ViewerBodyProps {
  url: string;
  fetchBytes: PdfViewerProps['fetchBytes'];
  downloadUrl: string | undefined;
  fileName: string | undefined;
  scrollerRef: RefObject<HTMLDivElement | null>;
}

/** Everything inside the modal; mounted while the modal is, so the document lives as long as the dialog. */
function ViewerBody({ url, fetchBytes, downloadUrl, fileName, scrollerRef }: ViewerBodyProps) {
  const [attempt, setAttempt] = useState(0);
  const key = `${attempt}:${url}`;
  const [state, setState] = useState<LoadState | null>(null);
  const current = state?.key === key ? state : null;
  const doc = current?.status === 'ready' ? current.doc : null;

  // 'fit' follows the scroller's width; a number is a zoom the user chose.
  const [zoom, setZoom] = useState<'fit' | number>('fit');
  const [availableWidth, setAvailableWidth] = useState(0);
  const [pageNumber, setPageNumber] = useState(1);
  const [near, setNear] = useState<ReadonlySet<number>>(() => new Set());
  const canObserve = typeof IntersectionObserver !== 'undefined';

  const firstPage = current?.status === 'ready' ? current.firstPage : null;
  const fitScale = firstPage ? fitWidthScale(availableWidth, firstPage.width) : 1;
  const scale = zoom === 'fit' ? fitScale : zoom;

  // The latest `fetchBytes` without reloading when only its identity changes (a new closure each render).
  const fetchRef = useRef(fetchBytes);
  useLayoutEffect(() => {
    fetchRef.current = fetchBytes;
  });
  const fetched = fetchBytes !== undefined;

  // PDF.js is loaded here, on first open, never with the kit.
  useEffect(() => {
    let cancelled = false;
    let load: PdfLoad | undefined;
    let opened: PdfDocument | undefined;
    const bytesCall = new AbortController();
    import('./pdfjs')
      .then(async ({ openPdf, pdfErrorKind }) => {
        if (cancelled) return;
        try {
          // Bytes the app fetched with its session (a PDF served only to the viewer), or the address itself.
          const source = fetched && fetchRef.current ? new Uint8Array(await fetchRef.current(bytesCall.signal)) : url;
          if (cancelled) return;
          load = openPdf(source);
        } catch {
          if (!cancelled) setState({ key, status: 'error', kind: 'other' });
          return;
        }
        try {
          opened = await load.promise;
          const page = await opened.getPage(1);
          if (cancelled) return;
          setState({ key, status: 'ready', doc: opened, firstPage: { width: page.width, height: page.height } });
        } catch (error) {
          if (!cancelled) setState({ key, status: 'error', kind: pdfErrorKind(error) });
        }
      })
      .catch(() => {
        // The chunk itself failed to load (offline, a new deploy).
        if (!cancelled) setState({ key, status: 'error', kind: 'other' });
      });
    return () => {
      cancelled = true;
      bytesCall.abort();
      if (opened) opened.destroy();
      else load?.cancel();
    };
  }, [key, url, fetched]);

  // The width a page fills at 'fit', kept up to date as the dialog resizes.
  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller || !doc) return;
    const measure = () => setAvailableWidth(innerWidth(scroller));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(scroller);
    return () => observer.disconnect();
  }, [doc, scrollerRef]);

  // Which pages are near the visible area (drawn); every page without IntersectionObserver.
  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller || !doc || !canObserve) return;
    const observer = new IntersectionObserver(
      (entries) => {
        setNear((prev) => {
          const next = new Set(prev);
          for (const entry of entries) {
            const number = Number((entry.target as HTMLElement).dataset.page);
            if (entry.isIntersecting) next.add(number);
            else next.delete(number);
          }
          return next;
        });
      },
      { root: scroller, rootMargin: NEAR_MARGIN },
    );
    scroller.querySelectorAll('[data-page]').forEach((sheet) => observer.observe(sheet));
    return () => observer.disconnect();
  }, [doc, canObserve, scrollerRef]);

  // Zooming keeps the point at the centre of the view where it was.
  const centre = useRef({ x: 0.5, y: 0 });
  const frame = useRef(0);
  const onScroll = useCallback(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    centre.current = {
      x: (scroller.scrollLeft + scroller.clientWidth / 2) / scroller.scrollWidth,
      y: (scroller.scrollTop + scroller.clientHeight / 2) / scroller.scrollHeight,
    };
    if (frame.current) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = 0;
      setPageNumber(pageInView(scroller));
    });
  }, [scrollerRef]);
  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  const lastScale = useRef(scale);
  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller || lastScale.current === scale) return;
    lastScale.current = scale;
    if (scroller.scrollTop > 0) scroller.scrollTop = centre.current.y * scroller.scrollHeight - scroller.clientHeight / 2;
    scroller.scrollLeft = centre.current.x * scroller.scrollWidth - scroller.clientWidth / 2;
  }, [scale, scrollerRef]);

  const loading = current === null;
  const href = downloadUrl ?? url;

  return (
    <Root>
      {doc || fileName ? (
        <Toolbar>
          {doc ? (
            <>
              <IconButton label="Diminuir zoom" size="sm" disabled={scale <= MIN_ZOOM} onClick={() => setZoom(zoomOut(scale))}>
                <Icon name="zoomOut" size={18} />
              </IconButton>
              <ZoomLevel aria-live="polite">{formatZoom(scale)}</ZoomLevel>
              <IconButton label="Aumentar zoom" size="sm" disabled={scale >= MAX_ZOOM} onClick={() => setZoom(zoomIn(scale))}>
                <Icon name="zoomIn" size={18} />
              </IconButton>
              <IconButton label="Ajustar à largura" size="sm" aria-pressed={zoom === 'fit'} onClick={() => setZoom('fit')}>
                <Icon name="fitWidth" size={18} />
              </IconButton>
            </>
          ) : null}
          <Spacer />
          {doc ? <PageIndicator>{`Página ${Math.min(pageNumber, doc.numPages)} de ${doc.numPages}`}</PageIndicator> : null}
          {fileName ? (
            <DownloadLink
              href={href}
              download={fileName}
              target="_blank"
              rel="noopener noreferrer"
              title={`Baixar ${fileName}`}
              aria-label={`Baixar ${fileName}`}
              onClick={(event) => {
                // Saved in place (saveFile); the plain link stays for a middle click.
                if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
                event.preventDefault();
                saveFile(href, fileName).then(
                  (outcome) => {
                    if (outcome === 'refused') notify.error(DOWNLOAD_FAILED);
                  },
                  () => notify.error(DOWNLOAD_FAILED),
                );
              }}
              $variant="secondary"
              $size="sm"
              $fullWidth={false}
              $iconOnly={false}
            >
              <Icon name="download" size={18} />
              <span>Baixar</span>
            </DownloadLink>
          ) : null}
        </Toolbar>
      ) : null}
      <Scroller ref={scrollerRef} role="region" tabIndex={0} aria-label="Páginas do PDF" aria-busy={loading} onScroll={onScroll}>
        {loading ? (
          <Loading>
            <Spinner size={32} label="Carregando PDF..." showLabel />
            <PagePlaceholder aria-hidden="true">
              <Skeleton height="1.5em" width="60%" />
              <Skeleton lines={6} />
            </PagePlaceholder>
          </Loading>
        ) : current.status === 'error' ? (
          <LoadFailure
            message="Não foi possível abrir o PDF."
            detail={ERROR_DETAIL[current.kind]}
            onRetry={() => setAttempt((n) => n + 1)}
          />
        ) : (
          <Pages>
            {Array.from({ length: current.doc.numPages }, (_, i) => (
              <PdfPageView
                key={i + 1}
                doc={current.doc}
                number={i + 1}
                total={current.doc.numPages}
                scale={scale}
                near={!canObserve || near.has(i + 1)}
                fallbackSize={current.firstPage}
              />
            ))}
          </Pages>
        )}
      </Scroller>
    </Root>
  );
}

export interface PdfViewerProps {
  /** The PDF's address: same origin or CORS-enabled (fetched without cookies), e.g. a signed link. A new URL reloads. */
  url: string;
  /**
   * Fetches the bytes instead of PDF.js reading `url` (which then only names
   * the document): a PDF served only to the viewer, behind the session's
   * token. Called again by 'Tentar novamente'.
   */
  fetchBytes?: (signal: AbortSignal) => Promise<ArrayBuffer | Uint8Array>;
  /** The dialog's title and accessible name. */
  title: string;
  /** Shows a 'Baixar' link that saves the file under this name. */
  fileName?: string;
  /** Where 'Baixar' points (default `url`), e.g. a link that answers as an attachment. */
  downloadUrl?: string;
  /** Default true. Closing (Esc, the close button, the backdrop) hides the viewer even without `onClose`. */
  open?: boolean;
  onClose?: () => void;
}

/**
 * A PDF in a large modal: pages drawn one under the other as they scroll
 * into view, zoom out / in / fit width, 'Página X de N' and an optional
 * download link. PDF.js (pdfjs-dist) and its worker are loaded the first
 * time a viewer opens, from chunks of their own.
 *
 * The pages are canvases: their text is not selectable nor read by screen
 * readers, so pass `fileName` when the file should be downloadable.
 */
export function PdfViewer({ url, title, fileName, downloadUrl, fetchBytes, open = true, onClose }: PdfViewerProps) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  // Closed by the user; cleared when `open` turns true again.
  const [closed, setClosed] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setClosed(false);
  }

  return (
    <Modal
      open={open && !closed}
      onClose={() => {
        setClosed(true);
        onClose?.();
      }}
      title={title}
      size="lg"
      singleLineTitle
      initialFocusRef={scrollerRef}
    >
      <ViewerBody url={url} fetchBytes={fetchBytes} downloadUrl={downloadUrl} fileName={fileName} scrollerRef={scrollerRef} />
    </Modal>
  );
}
