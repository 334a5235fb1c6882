import { formatPercent } from '@contract/numbers';

/** Zoom levels the buttons step through (1 = 100 %, 72 dpi points as CSS px). */
export const ZOOM_STEPS = [0.25, 0.5, 0.75, 1, 1.25, 1.5, 2, 3, 4] as const;
export const MIN_ZOOM = 0.25;
export const MAX_ZOOM = 4;

/** Canvases larger than this many pixels get fewer device pixels per CSS px (memory; iOS caps canvases). */
const MAX_CANVAS_PIXELS = 2 ** 24;

const EPSILON = 0.001;

export const clampZoom = (scale: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, scale));

/** The next step above `scale` (a fitted scale may lie between steps). */
export function zoomIn(scale: number): number {
  return ZOOM_STEPS.find((step) => step > scale + EPSILON) ?? MAX_ZOOM;
}

/** The next step below `scale`. */
export function zoomOut(scale: number): number {
  return [...ZOOM_STEPS].reverse().find((step) => step < scale - EPSILON) ?? MIN_ZOOM;
}

/**
 * The scale at which a page `pageWidth` wide fills `availableWidth` CSS px;
 * 1 while the width is unknown (0, e.g. before layout).
 */
export function fitWidthScale(availableWidth: number, pageWidth: number): number {
  if (availableWidth <= 0 || pageWidth <= 0) return 1;
  return clampZoom(availableWidth / pageWidth);
}

/** Device pixels per CSS px for a page of `cssWidth` × `cssHeight` at `scale`: the screen's, capped by MAX_CANVAS_PIXELS. */
export function canvasPixelRatio(cssWidth: number, cssHeight: number, scale: number): number {
  const dpr = typeof window !== 'undefined' && window.devicePixelRatio > 0 ? window.devicePixelRatio : 1;
  const area = cssWidth * cssHeight * scale * scale;
  return area > 0 ? Math.min(dpr, Math.sqrt(MAX_CANVAS_PIXELS / area)) : dpr;
}

/** '125%' (whole percent, pt-BR: numbers.ts) */
export const formatZoom = (scale: number) => formatPercent(Math.round(scale * 100));
