/**
 * Builds RTK Query requests from the contract's route table, so paths and
 * methods are never typed twice.
 */
import type { FetchArgs, FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { TOTAL_COUNT_HEADER } from '@contract/constants';
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
