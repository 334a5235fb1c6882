/**
 * Schools endpoints (spec section 7, "Schools"; rules in docs/registration.md).
 * Lists are server-paged (`page`, `pageSize`, `q`; total in `X-Total-Count`).
 */
import type { MessageBody } from '@contract/common';
import type { Escola } from '@contract/entities';
import { ROUTES } from '@contract/routes';
import type { EscolaComDiretor, EscolaComDiretorResponse, EscolaFields } from '@contract/escolas';
import { baseApi } from './base-api';
import { listQueryFn, listTags, request, type Page } from './request';

/** `GET /escolas` query: without page/pageSize every visible school is read (listQueryFn). */
export interface EscolaListQuery {
  readonly page?: number;
  readonly pageSize?: number;
  readonly q?: string;
}

export const escolasApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listEscolas: build.query<Page<Escola>, EscolaListQuery | void>({
      queryFn: listQueryFn<Escola>(ROUTES.listEscolas),
      providesTags: listTags('Escola', (s: Escola) => s.cp_ec_id),
    }),
    getEscola: build.query<Escola, number>({
      query: (id) => request(ROUTES.getEscola, { params: { id } }),
      providesTags: (_r, _e, id) => [{ type: 'Escola', id }],
    }),
    registerEscola: build.mutation<MessageBody & { cp_ec_id: number }, EscolaFields>({
      query: (body) => request(ROUTES.registerEscola, { body }),
      invalidatesTags: [{ type: 'Escola', id: 'LIST' }],
    }),
    /** A new school and its new director together (`exists: true`: the director's login, e-mail or CPF is taken; nothing written). */
    registerEscolaDiretor: build.mutation<EscolaComDiretorResponse, EscolaComDiretor>({
      query: (body) => request(ROUTES.registerEscolaDiretor, { body }),
      invalidatesTags: (result) =>
        result && !result.exists
          ? [
              { type: 'Escola', id: 'LIST' },
              { type: 'Usuario', id: 'LIST' },
            ]
          : [],
    }),
    editEscola: build.mutation<MessageBody, { id: number; fields: EscolaFields }>({
      query: ({ id, fields }) => request(ROUTES.editEscola, { params: { id }, body: fields }),
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'Escola', id: 'LIST' },
        { type: 'Escola', id },
        // Class rows carry the school's name.
        { type: 'Turma', id: 'LIST' },
      ],
    }),
    deleteEscola: build.mutation<MessageBody, number>({
      query: (id) => request(ROUTES.deleteEscola, { params: { id } }),
      invalidatesTags: (_r, error, id) =>
        error
          ? []
          : [
              { type: 'Escola', id: 'LIST' },
              { type: 'Escola', id },
            ],
    }),
  }),
});

export const {
  useListEscolasQuery,
  useGetEscolaQuery,
  useRegisterEscolaMutation,
  useRegisterEscolaDiretorMutation,
  useEditEscolaMutation,
  useDeleteEscolaMutation,
} = escolasApi;
