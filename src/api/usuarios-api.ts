/**
 * Users endpoints (spec section 7, "Users"; rules in docs/registration.md).
 *
 * Tags: every list provides `{ type: 'Usuario', id: 'LIST' }` plus one tag per
 * row, so a write refreshes the lists and the rows it touched. A user change
 * also reaches the schools (a school's responsável is a director; a school
 * with live people cannot be deleted) and the classes (a deleted student
 * leaves their class; a teacher's name shows on their classes), so writes
 * invalidate those lists too.
 */
import type { MessageBody } from '@contract/common';
import type { UserType } from '@contract/constants';
import type { Usuario } from '@contract/entities';
import { ROUTES } from '@contract/routes';
import type { RegisterResponse, UsuarioEdit, UsuarioRegister } from '@contract/usuarios';
import { baseApi } from './base-api';
import { listQueryFn, listTags, request, type Page } from './request';

/** The query of `GET /users`: server-side paging, search and filters. */
export interface UsuariosQuery {
  readonly page?: number;
  readonly pageSize?: number;
  readonly q?: string;
  readonly cp_tipo_user?: UserType;
  readonly escolaId?: number;
  /** `true`: only birthdays today or within the next 5 days (`aniversariantes=1`). */
  readonly aniversariantes?: boolean;
}

export interface EditUserArgs {
  readonly id: number;
  readonly changes: UsuarioEdit;
}

const LIST = 'LIST' as const;

/** What a write to people changes besides the users lists. */
const PEOPLE_WRITE_TAGS = [
  { type: 'Usuario', id: LIST },
  { type: 'Escola', id: LIST },
  { type: 'Turma', id: LIST },
] as const;

export const usuariosApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listUsuarios: build.query<Page<Usuario>, UsuariosQuery>({
      queryFn: listQueryFn<Usuario, UsuariosQuery>(ROUTES.listUsuarios, ({ aniversariantes, ...rest }) => ({
        ...rest,
        aniversariantes: aniversariantes ? 1 : undefined,
      })),
      providesTags: listTags('Usuario', (u: Usuario) => u.cp_id),
    }),
    /** Every row of the filters and search at once (`exportar=1`): 'Exportar CSV' and 'Imprimir'. Read fresh each time. */
    exportUsuarios: build.query<Usuario[], UsuariosQuery>({
      query: ({ aniversariantes, page: _page, pageSize: _size, ...rest }) =>
        request(ROUTES.listUsuarios, { query: { ...rest, aniversariantes: aniversariantes ? 1 : undefined, exportar: 1 } }),
      keepUnusedDataFor: 0,
    }),
    getUsuario: build.query<Usuario, number>({
      query: (id) => request(ROUTES.getUsuario, { params: { id } }),
      providesTags: (_r, _e, id) => [{ type: 'Usuario', id }],
    }),
    /** JSON; a photo goes as the id of an upload made first (`cp_foto_perfil`, ./use-upload.ts). */
    registerUsuario: build.mutation<RegisterResponse, UsuarioRegister>({
      query: (body) => request(ROUTES.registerUsuario, { body }),
      // An `exists: true` answer wrote nothing: nothing to refresh.
      invalidatesTags: (result) => (result && !result.exists ? [...PEOPLE_WRITE_TAGS] : []),
    }),
    editUsuario: build.mutation<MessageBody, EditUserArgs>({
      query: ({ id, changes }) => request(ROUTES.editUsuario, { params: { id }, body: changes }),
      invalidatesTags: (_r, error, { id }) => (error ? [] : [{ type: 'Usuario', id }, ...PEOPLE_WRITE_TAGS]),
    }),
    deleteUsuario: build.mutation<MessageBody, number>({
      query: (id) => request(ROUTES.deleteUsuario, { params: { id } }),
      invalidatesTags: (_r, error, id) => (error ? [] : [{ type: 'Usuario', id }, ...PEOPLE_WRITE_TAGS]),
    }),
  }),
});

export const {
  useListUsuariosQuery,
  useLazyExportUsuariosQuery,
  useGetUsuarioQuery,
  useRegisterUsuarioMutation,
  useEditUsuarioMutation,
  useDeleteUsuarioMutation,
} = usuariosApi;
