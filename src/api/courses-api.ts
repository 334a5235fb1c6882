/** Courses endpoints (spec section 7, "GET /cursos"): the fixed catalogue. */
import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import type { Course } from '@contract/entities';
import { ROUTES } from '@contract/routes';
import { baseApi } from './base-api';
import { request, toPage, type Page } from './request';

export interface CourseListQuery {
  readonly page?: number;
  readonly pageSize?: number;
  readonly q?: string;
}

export const coursesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listCursos: build.query<Page<Course>, CourseListQuery | void>({
      query: (query) => request(ROUTES.listCursos, { query: { ...(query ?? {}) } }),
      transformResponse: (items: Course[], meta) => toPage(items, meta as FetchBaseQueryMeta | undefined),
      providesTags: (page) => [
        { type: 'Course', id: 'LIST' },
        ...(page?.items ?? []).map((c) => ({ type: 'Course' as const, id: c.cp_curso_id })),
      ],
    }),
  }),
});

export const { useListCursosQuery } = coursesApi;
