/**
 * Finance endpoints (spec section 7, "Finance"; docs/matriculas.md): the
 * installments table, the status control and the cards. A status change
 * refreshes the table, the cards and the enrolments' paid counts.
 */
import type { MessageBody } from '@contract/common';
import type { DisplayedInstallmentStatus } from '@contract/constants';
import type { Parcela } from '@contract/entities';
import type { ResumoFinanceiro } from '@contract/financeiro';
import { ROUTES } from '@contract/routes';
import { baseApi } from './base-api';
import { listQueryFn, listTags, request, type Page } from './request';

/** `GET /financeiroParcelas`: server-side paging and filters. */
export interface ParcelasQuery {
  readonly page?: number;
  readonly pageSize?: number;
  readonly q?: string;
  readonly schoolId?: number;
  readonly userId?: number;
  readonly matriculaId?: number;
  readonly situacao?: DisplayedInstallmentStatus;
}

export const financeiroApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listParcelas: build.query<Page<Parcela>, ParcelasQuery | void>({
      queryFn: listQueryFn<Parcela, ParcelasQuery | void>(ROUTES.listParcelas),
      providesTags: listTags('Parcela', (p: Parcela) => p.cp_mtPar_id),
    }),
    getResumoFinanceiro: build.query<ResumoFinanceiro, { schoolId?: number } | void>({
      query: (args) => request(ROUTES.getResumoFinanceiro, { query: { schoolId: args?.schoolId } }),
      providesTags: [{ type: 'Parcela', id: 'LIST' }],
    }),
    updateParcelaStatus: build.mutation<MessageBody, { id: number; status: 'Pago' | 'à vencer' }>({
      query: ({ id, status }) => request(ROUTES.updateParcelaStatus, { params: { installmentId: id }, body: { status } }),
      invalidatesTags: (_r, error, { id }) =>
        error
          ? []
          : [
              { type: 'Parcela', id },
              { type: 'Parcela', id: 'LIST' },
              { type: 'Matricula', id: 'LIST' },
            ],
    }),
  }),
});

export const { useListParcelasQuery, useGetResumoFinanceiroQuery, useUpdateParcelaStatusMutation } = financeiroApi;
