/**
 * Finance endpoints (spec section 7, "Finance"; docs/matriculas.md): the
 * installments table, the status control and the cards. A status change
 * refreshes the table, the cards and the enrolments' paid counts.
 */
import type { MessageBody } from '@contract/common';
import type { DisplayedInstallmentStatus, FormaPagamento } from '@contract/constants';
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
    /** Every row of the filters and search at once (`exportar=1`): 'Exportar CSV' and 'Imprimir'. Read fresh each time. */
    exportParcelas: build.query<Parcela[], ParcelasQuery>({
      query: ({ page: _page, pageSize: _size, ...rest }) => request(ROUTES.listParcelas, { query: { ...rest, exportar: 1 } }),
      keepUnusedDataFor: 0,
    }),
    getResumoFinanceiro: build.query<ResumoFinanceiro, { schoolId?: number } | void>({
      query: (args) => request(ROUTES.getResumoFinanceiro, { query: { schoolId: args?.schoolId } }),
      providesTags: [{ type: 'Parcela', id: 'LIST' }],
    }),
    /** The spec's status change; 'Pago' carries the payment's day and method (the author is the caller). */
    updateParcelaStatus: build.mutation<
      MessageBody,
      { id: number; status: 'Pago' | 'à vencer'; dataPagamento?: string; formaPagamento?: FormaPagamento }
    >({
      query: ({ id, ...body }) => request(ROUTES.updateParcelaStatus, { params: { installmentId: id }, body }),
      invalidatesTags: (_r, error, { id }) =>
        error
          ? []
          : [
              { type: 'Parcela', id },
              { type: 'Parcela', id: 'LIST' },
              { type: 'Matricula', id: 'LIST' },
            ],
    }),
    /** One payment of several installments, all or none (`PUT /parcelas/pagamento`). */
    registrarPagamentos: build.mutation<
      MessageBody & { quantidade: number },
      { ids: readonly number[]; dataPagamento: string; formaPagamento: FormaPagamento }
    >({
      query: (body) => request(ROUTES.registrarPagamentos, { body }),
      invalidatesTags: (_r, error, { ids }) =>
        error
          ? []
          : [
              ...ids.map((id) => ({ type: 'Parcela' as const, id })),
              { type: 'Parcela', id: 'LIST' },
              { type: 'Matricula', id: 'LIST' },
            ],
    }),
  }),
});

export const {
  useListParcelasQuery,
  useLazyExportParcelasQuery,
  useGetResumoFinanceiroQuery,
  useUpdateParcelaStatusMutation,
  useRegistrarPagamentosMutation,
} = financeiroApi;
