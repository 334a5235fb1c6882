/** Courses endpoints (spec section 7, "GET /cursos"): the fixed catalogue. */
import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import type { Curso } from '@contract/entities';
import { ROUTES } from '@contract/routes';
import { baseApi } from './base-api';
import { request, toPage, type Page } from './request';

export interface CourseListQuery {
  readonly page?: number;
  readonly pageSize?: number;
  readonly q?: string;
}

export const cursosApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listCursos: build.query<Page<Curso>, CourseListQuery | void>({
      query: (query) => request(ROUTES.listCursos, { query: { ...(query ?? {}) } }),
      transformResponse: (items: Curso[], meta) => toPage(items, meta as FetchBaseQueryMeta | undefined),
      providesTags: (page) => [
        { type: 'Curso', id: 'LIST' },
        ...(page?.items ?? []).map((c) => ({ type: 'Curso' as const, id: c.cp_curso_id })),
      ],
    }),
  }),
});

export const { useListCursosQuery } = cursosApi;
