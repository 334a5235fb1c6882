/**
 * Users endpoints (spec section 7, "Users"; rules in docs/registration.md).
 *
 * Tags: every list provides `{ type: 'User', id: 'LIST' }` plus one tag per
 * row, so a write refreshes the lists and the rows it touched. A user change
 * also reaches the schools (a school's responsável is a director; a school
 * with live people cannot be deleted) and the classes (a deleted student
 * leaves their class; a teacher's name shows on their classes), so writes
 * invalidate those lists too.
 */
import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import type { MessageBody } from '@contract/common';
import type { UserType } from '@contract/constants';
import type { User } from '@contract/entities';
import { ROUTES } from '@contract/routes';
import type { RegisterResponse, UserEdit, UserRegister } from '@contract/users';
import { baseApi } from './base-api';
import { formData, request, toPage, type Page } from './request';

/** The query of `GET /users`: server-side paging, search and filters. */
export interface UsersQuery {
  readonly page?: number;
  readonly pageSize?: number;
  readonly q?: string;
  readonly cp_tipo_user?: UserType;
  readonly escolaId?: number;
  /** `true`: only birthdays today or within the next 5 days (`aniversariantes=1`). */
  readonly aniversariantes?: boolean;
}

export interface RegisterUserArgs {
  readonly fields: UserRegister;
  /** Optional profile photo (`cp_foto_perfil`). */
  readonly photo?: File | null;
}

export interface EditUserArgs {
  readonly id: number;
  readonly changes: UserEdit;
}

const LIST = 'LIST' as const;

/** What a write to people changes besides the users lists. */
const PEOPLE_WRITE_TAGS = [
  { type: 'User', id: LIST },
  { type: 'School', id: LIST },
  { type: 'Turma', id: LIST },
] as const;

export const usersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listUsers: build.query<Page<User>, UsersQuery>({
      query: ({ aniversariantes, ...rest }) =>
        request(ROUTES.listUsers, { query: { ...rest, aniversariantes: aniversariantes ? 1 : undefined } }),
      transformResponse: (items: User[], meta) => toPage(items, meta as FetchBaseQueryMeta | undefined),
      providesTags: (result) => [
        { type: 'User', id: LIST },
        ...(result?.items ?? []).map((u) => ({ type: 'User' as const, id: u.cp_id })),
      ],
    }),
    getUser: build.query<User, number>({
      query: (id) => request(ROUTES.getUser, { params: { id } }),
      providesTags: (_r, _e, id) => [{ type: 'User', id }],
    }),
    registerUser: build.mutation<RegisterResponse, RegisterUserArgs>({
      query: ({ fields, photo }) =>
        request(ROUTES.registerUser, {
          body: formData(fields as Record<string, string | number | null | undefined>, { cp_foto_perfil: photo }),
        }),
      // An `exists: true` answer wrote nothing: nothing to refresh.
      invalidatesTags: (result) => (result && !result.exists ? [...PEOPLE_WRITE_TAGS] : []),
    }),
    editUser: build.mutation<MessageBody, EditUserArgs>({
      query: ({ id, changes }) => request(ROUTES.editUser, { params: { id }, body: changes }),
      invalidatesTags: (_r, error, { id }) => (error ? [] : [{ type: 'User', id }, ...PEOPLE_WRITE_TAGS]),
    }),
    deleteUser: build.mutation<MessageBody, number>({
      query: (id) => request(ROUTES.deleteUser, { params: { id } }),
      invalidatesTags: (_r, error, id) => (error ? [] : [{ type: 'User', id }, ...PEOPLE_WRITE_TAGS]),
    }),
  }),
});

export const { useListUsersQuery, useGetUserQuery, useRegisterUserMutation, useEditUserMutation, useDeleteUserMutation } =
  usersApi;
