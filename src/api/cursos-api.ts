/** Courses endpoints (spec section 7, "GET /cursos"): the fixed catalogue. */
import type { Curso } from '@contract/entities';
import { ROUTES } from '@contract/routes';
import { baseApi } from './base-api';
import { listQueryFn, listTags, type Page } from './request';

export interface CourseListQuery {
  readonly page?: number;
  readonly pageSize?: number;
  readonly q?: string;
}

export const cursosApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listCursos: build.query<Page<Curso>, CourseListQuery | void>({
      queryFn: listQueryFn<Curso>(ROUTES.listCursos),
      providesTags: listTags('Curso', (c: Curso) => c.cp_curso_id),
    }),
  }),
});

export const { useListCursosQuery } = cursosApi;
