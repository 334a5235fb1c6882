/**
 * Schools endpoints (spec section 7, "Schools"; rules in docs/registration.md).
 * Lists are server-paged (`page`, `pageSize`, `q`; total in `X-Total-Count`).
 */
import type { MessageBody } from '@contract/common';
import type { School } from '@contract/entities';
import { ROUTES } from '@contract/routes';
import type { SchoolFields } from '@contract/schools';
import { baseApi } from './base-api';
import { request, toPage, type Page } from './request';
import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';

/** `GET /escolas` query: without page/pageSize every visible school is returned. */
export interface SchoolListQuery {
  readonly page?: number;
  readonly pageSize?: number;
  readonly q?: string;
}

export const schoolsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listSchools: build.query<Page<School>, SchoolListQuery | void>({
      query: (query) => request(ROUTES.listSchools, { query: { ...(query ?? {}) } }),
      transformResponse: (items: School[], meta) => toPage(items, meta as FetchBaseQueryMeta | undefined),
      providesTags: (page) => [
        { type: 'School', id: 'LIST' },
        ...(page?.items ?? []).map((s) => ({ type: 'School' as const, id: s.cp_ec_id })),
      ],
    }),
    getSchool: build.query<School, number>({
      query: (id) => request(ROUTES.getSchool, { params: { id } }),
      providesTags: (_r, _e, id) => [{ type: 'School', id }],
    }),
    registerSchool: build.mutation<MessageBody & { cp_ec_id: number }, SchoolFields>({
      query: (body) => request(ROUTES.registerSchool, { body }),
      invalidatesTags: [{ type: 'School', id: 'LIST' }],
    }),
    editSchool: build.mutation<MessageBody, { id: number; fields: SchoolFields }>({
      query: ({ id, fields }) => request(ROUTES.editSchool, { params: { id }, body: fields }),
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'School', id: 'LIST' },
        { type: 'School', id },
        // Class rows carry the school's name.
        { type: 'Turma', id: 'LIST' },
      ],
    }),
    deleteSchool: build.mutation<MessageBody, number>({
      query: (id) => request(ROUTES.deleteSchool, { params: { id } }),
      invalidatesTags: (_r, error, id) =>
        error
          ? []
          : [
              { type: 'School', id: 'LIST' },
              { type: 'School', id },
            ],
    }),
  }),
});

export const {
  useListSchoolsQuery,
  useGetSchoolQuery,
  useRegisterSchoolMutation,
  useEditSchoolMutation,
  useDeleteSchoolMutation,
} = schoolsApi;
