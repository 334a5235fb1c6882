/**
 * Paging rules (product spec, section 9): the window of page numbers shown by
 * the pagination control. Page sizes and list limits are the contract's
 * (`@contract/paging`), read by both backends too.
 */
import { formatInteger } from '@contract/numbers';

export function pageCount(total: number, pageSize: number): number {
  if (total <= 0 || pageSize <= 0) return 1;
  return Math.ceil(total / pageSize);
}

export function clampPage(page: number, totalPages: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, totalPages));
}

export interface PageWindow {
  /** Page numbers to show as buttons, ascending. */
  readonly pages: number[];
  /** Whether pages exist before the first shown number (draw an ellipsis). */
  readonly gapBefore: boolean;
  /** Whether pages exist after the last shown number (draw an ellipsis). */
  readonly gapAfter: boolean;
}

/**
 * The numbers around the current page: current ± `radius` (2 by default).
 * With `fill`, the window slides at the edges so it always shows
 * `2 × radius + 1` numbers when there are that many pages (the enrolments
 * list: "up to 5 numbers").
 */
export function pageWindow(current: number, totalPages: number, options: { radius?: number; fill?: boolean } = {}): PageWindow {
  const radius = options.radius ?? 2;
  const total = Math.max(1, Math.trunc(totalPages));
  const page = clampPage(current, total);
  let start = Math.max(1, page - radius);
  let end = Math.min(total, page + radius);
  if (options.fill) {
    const size = Math.min(total, radius * 2 + 1);
    if (end - start + 1 < size) {
      if (start === 1) end = Math.min(total, start + size - 1);
      else start = Math.max(1, end - size + 1);
    }
  }
  const pages: number[] = [];
  for (let p = start; p <= end; p++) pages.push(p);
  return { pages, gapBefore: start > 1, gapAfter: end < total };
}

/** The caption under the pagination control. */
export function pageCaption(current: number, totalPages: number): string {
  return `Mostrando ${formatInteger(clampPage(current, totalPages))} de ${formatInteger(Math.max(1, totalPages))} páginas`;
}
