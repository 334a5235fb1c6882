/**
 * Builds RTK Query requests from the contract's route table, so paths and
 * methods are never typed twice.
 */
import type { FetchArgs, FetchBaseQueryError, FetchBaseQueryMeta, QueryReturnValue } from '@reduxjs/toolkit/query';
import { TOTAL_COUNT_HEADER } from '@contract/constants';
import { MAX_PAGE_SIZE } from '@contract/paging';
import { pathFor, type PathParams } from '@contract/http';
import type { RouteDef } from '@contract/routes';

type QueryValue = string | number | boolean | null | undefined;

export interface RequestParts<R extends RouteDef> {
  readonly params?: PathParams<R['path']>;
  readonly query?: Readonly<Record<string, QueryValue>>;
  readonly body?: unknown;
}

export function request<R extends RouteDef>(route: R, parts: RequestParts<R> = {}): FetchArgs {
  const url = pathFor(route.path, (parts.params ?? {}) as PathParams<R['path']>);
  const params = Object.fromEntries(
    Object.entries(parts.query ?? {}).filter(([, v]) => v !== undefined && v !== null && v !== ''),
  ) as Record<string, string | number | boolean>;
  return {
    url,
    method: route.method,
    ...(Object.keys(params).length > 0 ? { params } : {}),
    ...(parts.body !== undefined ? { body: parts.body } : {}),
  };
}

/** A page of a list endpoint: the rows and the server's total. */
export interface Page<T> {
  readonly items: T[];
  readonly total: number;
}

/** Reads a list answer: array body plus `X-Total-Count`. */
export function toPage<T>(items: T[], meta: FetchBaseQueryMeta | undefined): Page<T> {
  const header = meta?.response?.headers.get(TOTAL_COUNT_HEADER);
  const total = header !== null && header !== undefined && header !== '' ? Number(header) : items.length;
  return { items, total: Number.isFinite(total) ? total : items.length };
}

type BaseQuery = (
  args: string | FetchArgs,
) =>
  | QueryReturnValue<unknown, FetchBaseQueryError, FetchBaseQueryMeta | undefined>
  | PromiseLike<QueryReturnValue<unknown, FetchBaseQueryError, FetchBaseQueryMeta | undefined>>;
type ListArg = Readonly<Record<string, QueryValue>> | void | undefined;
type ListResult<T> = { data: Page<T>; error?: undefined } | { error: FetchBaseQueryError; data?: undefined };

/**
 * The query function of a list endpoint. With `page` or `pageSize` it reads
 * that page; without them (a picker) it reads every row, page after page of
 * MAX_PAGE_SIZE — the most a list answer carries on every backend — so no
 * picker is ever cut short.
 */
export function listQueryFn<T, A = ListArg>(
  route: RouteDef,
  toQuery: (arg: A) => ListArg = (arg) => arg as ListArg,
  /** The path parameters of a list under a parent (`/audios-curso/:courseId`). */
  toParams?: (arg: A) => Readonly<Record<string, string | number>>,
) {
  return async (arg: A, _api: unknown, _extra: unknown, baseQuery: BaseQuery): Promise<ListResult<T>> => {
    const query: Record<string, QueryValue> = { ...(toQuery(arg) ?? {}) };
    const params = (toParams?.(arg) ?? {}) as PathParams<string>;
    if (query.page !== undefined || query.pageSize !== undefined) {
      const result = await baseQuery(request(route, { params, query }));
      return result.error ? { error: result.error } : { data: toPage(result.data as T[], result.meta) };
    }
    const items: T[] = [];
    for (let page = 1; ; page++) {
      const result = await baseQuery(request(route, { params, query: { ...query, page, pageSize: MAX_PAGE_SIZE } }));
      if (result.error) return { error: result.error };
      const got = toPage(result.data as T[], result.meta);
      items.push(...got.items);
      if (got.items.length < MAX_PAGE_SIZE || items.length >= got.total) return { data: { items, total: got.total } };
    }
  };
}

/** The tags a list provides: its LIST tag and one per row. */
export function listTags<Tag extends string, T>(type: Tag, idOf: (row: T) => number) {
  return (page: Page<T> | undefined) => [
    { type, id: 'LIST' as const },
    ...(page?.items ?? []).map((row) => ({ type, id: idOf(row) })),
  ];
}

/** Builds a multipart body from text fields and files. */
export function formData(
  fields: Readonly<Record<string, QueryValue>>,
  files: Readonly<Record<string, File | readonly File[] | null | undefined>> = {},
): FormData {
  const fd = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null) fd.append(key, String(value));
  }
  for (const [key, value] of Object.entries(files)) {
    if (!value) continue;
    for (const file of Array.isArray(value) ? value : [value as File]) fd.append(key, file);
  }
  return fd;
}
