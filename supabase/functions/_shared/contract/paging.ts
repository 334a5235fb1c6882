/**
 * Page sizes and list limits (product spec, section 9), defined once: the
 * screens offer these sizes, and both backends slice every list with
 * `pageSlice`, so a default or a cap can never differ between them.
 * No runtime dependencies (the browser's start-up bundle imports it).
 */

/** The page sizes each list offers (the first is not always the default: see DEFAULT_PAGE_SIZE). */
export const PAGE_SIZES = {
  usuarios: [10, 20, 30],
  turmas: [10, 20, 30],
  escolas: [10, 20, 30],
  /** The audio courses list also offers 'Ver Todos'. */
  cursos: [10, 20, 30],
  matriculas: [10, 20, 30],
  parcelas: [5, 10, 15, 20],
  /** The material card grids (Treinamento, Material Extra): rows of 1, 2, 3 or 4 cards fill evenly. */
  materiais: [12, 24, 36],
} as const;

/** The page size of every list when none is asked for. */
export const DEFAULT_PAGE_SIZE = 10;

/** Lists whose page size the user cannot change: audio players, attendance history, classroom audios. */
export const FIXED_PAGE_SIZE = 10;

/**
 * The most rows one list answer carries, paged or not: a larger `pageSize` is
 * a 400, and a request without `page` or `pageSize` answers the first
 * MAX_PAGE_SIZE rows (with the full total in X-Total-Count). Screens that need
 * every row read page after page (src/api/request.ts, `allPages`).
 */
export const MAX_PAGE_SIZE = 100;

/**
 * The most rows an export answers (`exportar=1`, common.ts ExportableListQuery):
 * a list that leaves the screen (CSV, print) is read in one call, not page by page.
 */
export const EXPORT_MAX_ROWS = 5000;

export interface PageRequest {
  readonly page?: number | undefined;
  readonly pageSize?: number | undefined;
  /** `1`: every row, up to EXPORT_MAX_ROWS (the lists that export). */
  readonly exportar?: number | undefined;
}

/** Offset and size of the rows a list request answers. */
export function pageSlice(query: PageRequest): { readonly offset: number; readonly limit: number } {
  if (query.exportar === 1) return { offset: 0, limit: EXPORT_MAX_ROWS };
  if (query.page === undefined && query.pageSize === undefined) return { offset: 0, limit: MAX_PAGE_SIZE };
  const limit = Math.min(query.pageSize ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
  return { offset: ((query.page ?? 1) - 1) * limit, limit };
}
