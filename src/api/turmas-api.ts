/**
 * Classes (turmas) endpoints (spec section 7, "Classes"; rules in
 * docs/registration.md). Saving or deleting a class changes who is in which
 * class, so the people ('Usuario') and the school's student list refresh too.
 */
import type { TurmaFields } from '@contract/turmas';
import type { MessageBody } from '@contract/common';
import type { Turma } from '@contract/entities';
import { ROUTES } from '@contract/routes';
import { baseApi } from './base-api';
import { listQueryFn, listTags, request, type Page } from './request';

/** `GET /turmas` query (the server scopes it: a teacher gets their classes, a student their own). */
export interface TurmaListQuery {
  readonly page?: number;
  readonly pageSize?: number;
  readonly q?: string;
  readonly escolaId?: number;
  readonly professorId?: number;
}

const turmaTags = (rows: readonly Turma[] | undefined) => [
  { type: 'Turma' as const, id: 'LIST' },
  ...(rows ?? []).map((t) => ({ type: 'Turma' as const, id: t.cp_tr_id })),
];

/** Class membership changed: classes, people (their `cp_turma_id`) and the students pickers refresh. */
const membershipTags = (id?: number) => [
  { type: 'Turma' as const, id: 'LIST' },
  ...(id !== undefined ? [{ type: 'Turma' as const, id }] : []),
  // Every person row and picker: a student's cp_turma_id is read from the membership.
  'Usuario' as const,
];

export const turmasApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listTurmas: build.query<Page<Turma>, TurmaListQuery | void>({
      queryFn: listQueryFn<Turma, TurmaListQuery | void>(ROUTES.listTurmas),
      providesTags: listTags('Turma', (t: Turma) => t.cp_tr_id),
    }),
    getTurma: build.query<Turma, number>({
      query: (id) => request(ROUTES.getTurma, { params: { id } }),
      providesTags: (_r, _e, id) => [{ type: 'Turma', id }],
    }),
    listTurmasProfessor: build.query<Turma[], number>({
      query: (teacherId) => request(ROUTES.listTurmasProfessor, { params: { teacherId } }),
      providesTags: (rows) => turmaTags(rows),
    }),
    registerTurma: build.mutation<MessageBody & { cp_tr_id: number }, TurmaFields>({
      query: (body) => request(ROUTES.registerTurma, { body }),
      invalidatesTags: (_r, error) => (error ? [] : membershipTags()),
    }),
    updateTurma: build.mutation<MessageBody, { id: number; fields: TurmaFields }>({
      query: ({ id, fields }) => request(ROUTES.updateTurma, { params: { id }, body: fields }),
      // A moved student leaves another class too: every class row refreshes.
      invalidatesTags: (_r, error, { id }) => (error ? [] : membershipTags(id)),
    }),
    deleteTurma: build.mutation<MessageBody, number>({
      query: (id) => request(ROUTES.deleteTurma, { params: { id } }),
      invalidatesTags: (_r, error, id) => (error ? [] : membershipTags(id)),
    }),
  }),
});

export const {
  useListTurmasQuery,
  useGetTurmaQuery,
  useListTurmasProfessorQuery,
  useRegisterTurmaMutation,
  useUpdateTurmaMutation,
  useDeleteTurmaMutation,
} = turmasApi;
