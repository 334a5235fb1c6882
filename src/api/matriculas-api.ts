/**
 * Enrolments endpoints (spec section 7, "Enrolments"; rules in
 * docs/matriculas.md). An enrolment write changes its installments too, so
 * it refreshes the enrolments, the finance table and the cards ('Parcela').
 */
import type { MessageBody } from '@contract/common';
import type { EnrolmentStatus } from '@contract/constants';
import type { Matricula, UsuarioMatricula } from '@contract/entities';
import type { MatriculaForm, UsuarioMatriculaHit } from '@contract/matriculas';
import { ROUTES } from '@contract/routes';
import { baseApi } from './base-api';
import { listQueryFn, listTags, request, type Page } from './request';

/** `GET /matriculas`: server-side paging, search and the status filter. */
export interface MatriculasQuery {
  readonly page?: number;
  readonly pageSize?: number;
  readonly q?: string;
  readonly status?: EnrolmentStatus;
  readonly escolaId?: number;
}

/** `GET /buscarusermatricula`: the 'Pesquisar Usuário' search. */
export interface BuscarUsuariosQuery {
  readonly q?: string;
  readonly escolaId?: number;
  readonly page?: number;
  readonly pageSize?: number;
}

/** What an enrolment write changes: the enrolments, the installments and the cards. */
const ENROLMENT_WRITE_TAGS = [
  { type: 'Matricula' as const, id: 'LIST' as const },
  { type: 'Parcela' as const, id: 'LIST' as const },
];

export const matriculasApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listMatriculas: build.query<Page<Matricula>, MatriculasQuery | void>({
      queryFn: listQueryFn<Matricula, MatriculasQuery | void>(ROUTES.listMatriculas),
      providesTags: listTags('Matricula', (m: Matricula) => m.cp_mt_id),
    }),
    /** Every row of the filters and search at once (`exportar=1`): 'Exportar CSV' and 'Imprimir'. Read fresh each time. */
    exportMatriculas: build.query<Matricula[], MatriculasQuery>({
      query: ({ page: _page, pageSize: _size, ...rest }) => request(ROUTES.listMatriculas, { query: { ...rest, exportar: 1 } }),
      keepUnusedDataFor: 0,
    }),
    getMatricula: build.query<Matricula, number>({
      query: (id) => request(ROUTES.getMatricula, { params: { id } }),
      providesTags: (_r, _e, id) => [{ type: 'Matricula', id }],
    }),
    getUsuarioMatricula: build.query<UsuarioMatricula, number>({
      query: (userId) => request(ROUTES.getUsuarioMatricula, { params: { userId } }),
      providesTags: (_r, _e, id) => [{ type: 'Usuario', id }],
    }),
    buscarUsuariosMatricula: build.query<Page<UsuarioMatriculaHit>, BuscarUsuariosQuery>({
      queryFn: listQueryFn<UsuarioMatriculaHit, BuscarUsuariosQuery>(ROUTES.buscarUsuariosMatricula),
      providesTags: [{ type: 'Usuario', id: 'LIST' }],
    }),
    registerMatricula: build.mutation<MessageBody & { cp_mt_id: number }, MatriculaForm>({
      query: (body) => request(ROUTES.registerMatricula, { body }),
      invalidatesTags: (_r, error) => (error ? [] : ENROLMENT_WRITE_TAGS),
    }),
    editMatricula: build.mutation<MessageBody, { id: number; form: MatriculaForm }>({
      query: ({ id, form }) => request(ROUTES.editMatricula, { params: { id }, body: form }),
      invalidatesTags: (_r, error, { id }) => (error ? [] : [{ type: 'Matricula', id }, ...ENROLMENT_WRITE_TAGS]),
    }),
    deleteMatricula: build.mutation<MessageBody, number>({
      query: (id) => request(ROUTES.deleteMatricula, { params: { id } }),
      invalidatesTags: (_r, error, id) => (error ? [] : [{ type: 'Matricula', id }, ...ENROLMENT_WRITE_TAGS]),
    }),
  }),
});

export const {
  useListMatriculasQuery,
  useLazyExportMatriculasQuery,
  useGetMatriculaQuery,
  useGetUsuarioMatriculaQuery,
  useLazyGetUsuarioMatriculaQuery,
  useBuscarUsuariosMatriculaQuery,
  useRegisterMatriculaMutation,
  useEditMatriculaMutation,
  useDeleteMatriculaMutation,
} = matriculasApi;
