/** Finance endpoints (spec section 7, "Finance"; docs/matriculas.md). */
import { z } from 'zod';
import {
  DisplayedInstallmentStatusSchema,
  Id,
  ListQuery,
  MessageBody,
  PaymentTypeSchema,
  StoredInstallmentStatus,
} from './common.ts';
import { columnsOf } from './columns.ts';
import type { ListOrder } from './order.ts';
import type { SearchField } from './search.ts';
import { endpoint } from './http.ts';
import { ROUTES } from './routes.ts';
import { Parcela, ParcelaRow } from './entities.ts';

/** The stored columns of an installment, in order. */
export const PARCELA_COLUMNS = columnsOf(ParcelaRow);

/** The order of the installments list: by due date, then id. */
export const PARCELA_ORDER: ListOrder<'cp_mtPar_dataParcela' | 'cp_mtPar_id'> = [
  { column: 'cp_mtPar_dataParcela', kind: 'date' },
  { column: 'cp_mtPar_id', kind: 'number' },
];

/** What the installments list's `q` searches: the student's name on the enrolment. */
export const PARCELA_SEARCH: readonly SearchField<'cp_mt_nome_usuario'>[] = ['cp_mt_nome_usuario'];

export const listParcelas = endpoint({
  ...ROUTES.listParcelas,
  name: 'listParcelas',
  query: ListQuery.extend({
    schoolId: Id.optional(),
    userId: Id.optional(),
    matriculaId: Id.optional(),
    situacao: DisplayedInstallmentStatusSchema.optional(),
  }),
  response: z.array(Parcela),
  summary: 'Parcelas visíveis ao chamador (aluno: só as suas, e só parcelado), por vencimento.',
});

export const updateParcelaStatus = endpoint({
  ...ROUTES.updateParcelaStatus,
  name: 'updateParcelaStatus',
  body: z.object({ status: StoredInstallmentStatus }),
  response: MessageBody,
  summary: "Marca uma parcela como 'Pago' ou 'à vencer'.",
});

/** The finance cards (spec section 9): staff's totals, or a student's own. */
export const ResumoFinanceiro = z.discriminatedUnion('escopo', [
  z.object({
    escopo: z.literal('equipe'),
    /** Expected this month: each active enrolment's installment due this month, or its monthly fee. */
    receitaMes: z.number(),
    /** Unpaid installments of active enrolments due before today. */
    totalVencido: z.number(),
    parcelasVencidas: z.number().int(),
    /** Students with an active enrolment, by payment type. */
    alunosMensalidade: z.number().int(),
    alunosParcelado: z.number().int(),
  }),
  z.object({
    escopo: z.literal('aluno'),
    tipoPagamento: PaymentTypeSchema.nullable(),
    /** The value of the student's next unpaid installment (or their last one). */
    valorParcela: z.number().nullable(),
    totalParcelas: z.number().int(),
    parcelasPagas: z.number().int(),
  }),
]);
export type ResumoFinanceiro = z.infer<typeof ResumoFinanceiro>;

export const getResumoFinanceiro = endpoint({
  ...ROUTES.getResumoFinanceiro,
  name: 'getResumoFinanceiro',
  query: z.object({ schoolId: Id.optional() }),
  response: ResumoFinanceiro,
  summary: 'Os cartões do Financeiro: totais da equipe ou os do próprio aluno.',
});
