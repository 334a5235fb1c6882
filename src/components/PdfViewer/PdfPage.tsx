import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { lightTheme } from '@/theme/tokens';
import type { PdfDocument, RenderJob } from './pdfjs';
import { canvasPixelRatio } from './zoom';

export interface PageSize {
  width: number;
  height: number;
}

const Sheet = styled.div`
  position: relative;
  flex: none;
  margin: 0 auto;
  /* A PDF page is paper: the light theme's surface in both themes. */
  background: ${lightTheme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.md};
  outline: 1px solid ${({ theme }) => theme.colors.border};

  & > [data-canvas-host] {
    position: absolute;
    inset: 0;
  }

  & canvas {
    display: block;
    width: 100%;
    height: 100%;
  }
`;

const PageFailure = styled.p`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  text-align: center;
  font-size: ${({ theme }) => theme.font.size.sm};
  /* The sheet is light in both themes. */
  color: ${lightTheme.colors.textMuted};
`;

export interface PdfPageViewProps {
  doc: PdfDocument;
  /** From 1. */
  number: number;
  total: number;
  scale: number;
  /** Whether the page is in or near the visible area: only then is it drawn (and kept). */
  near: boolean;
  /** Size at scale 1 until the page itself is loaded (the first page's). */
  fallbackSize: PageSize;
}

/**
 * One page: a white sheet of the page's size at `scale`, with a canvas drawn
 * while the page is near the visible area and dropped (memory) once it is far.
 * A new canvas is drawn at every scale and replaces the old one when ready, so
 * zooming shows the stretched old drawing instead of a blank sheet.
 */
export function PdfPageView({ doc, number, total, scale, near, fallbackSize }: PdfPageViewProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<PageSize | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    if (!near) {
      host.replaceChildren();
      return;
    }
    let cancelled = false;
    let job: RenderJob | undefined;
    doc
      .getPage(number)
      .then((page) => {
        if (cancelled) return;
        setSize((prev) =>
          prev && prev.width === page.width && prev.height === page.height ? prev : { width: page.width, height: page.height },
        );
        const canvas = document.createElement('canvas');
        canvas.setAttribute('aria-hidden', 'true');
        job = page.render(canvas, scale, canvasPixelRatio(page.width, page.height, scale));
        return job.promise.then(() => {
          if (cancelled) return;
          host.replaceChildren(canvas);
          setFailed(false);
        });
      })
      .catch(() => {
        // A cancelled render rejects too; only a real failure is shown.
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      job?.cancel();
    };
  }, [doc, number, scale, near]);

  const box = size ?? fallbackSize;
  return (
    <Sheet
      data-page={number}
      role="img"
      aria-label={`Página ${number} de ${total}`}
      style={{ width: `${Math.floor(box.width * scale)}px`, height: `${Math.floor(box.height * scale)}px` }}
    >
      <div ref={hostRef} data-canvas-host="" />
      {failed ? <PageFailure>Não foi possível exibir esta página.</PageFailure> : null}
    </Sheet>
  );
}
