/** Finance endpoints (spec section 7, "Finance"; docs/matriculas.md). */
import { z } from 'zod';
import {
  DisplayedInstallmentStatusSchema,
  FormaPagamentoSchema,
  Id,
  IsoDate,
  ExportableListQuery,
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
import type { ParcelaOrdem } from './rules/parcelas.ts';

/** The stored columns of an installment, in order. */
export const PARCELA_COLUMNS = columnsOf(ParcelaRow);

/**
 * The order of the installments list (docs/matriculas.md, "Installments and
 * Financeiro"): what is due first — overdue and due this month, the oldest
 * first —, then the future installments by due date, then the paid ones, the
 * latest payment first. The keys are computed per installment
 * (rules/parcelas.ts parcelaOrdem: the block of its shown status, its payment
 * day); the mock sorts with compareBy over them and the api builds its SQL
 * from the same declaration (tests/db/orders.test.ts).
 */
export const PARCELA_ORDER: ListOrder<keyof ParcelaOrdem> = [
  { column: 'ordem_bloco', kind: 'number' },
  { column: 'ordem_pagamento', kind: 'date', desc: true },
  { column: 'cp_mtPar_dataParcela', kind: 'date' },
  { column: 'cp_mtPar_id', kind: 'number' },
];

/**
 * A student's installments, grouped by enrolment: the active enrolment's
 * first, then the others (concluded, locked, cancelled), the latest enrolment
 * first; within each, PARCELA_ORDER (open ones first).
 */
export const PARCELA_ORDER_ALUNO: ListOrder<keyof ParcelaOrdem> = [
  { column: 'ordem_matricula', kind: 'number' },
  { column: 'cp_mt_id', kind: 'number', desc: true },
  ...PARCELA_ORDER,
];

/** The order of the caller's list: a student's grouped by enrolment, staff's as PARCELA_ORDER. */
export const parcelaOrderFor = (ownOnly: boolean): ListOrder<keyof ParcelaOrdem> =>
  ownOnly ? PARCELA_ORDER_ALUNO : PARCELA_ORDER;

/** What the installments list's `q` searches: the student's name on the enrolment. */
export const PARCELA_SEARCH: readonly SearchField<'cp_mt_nome_usuario'>[] = ['cp_mt_nome_usuario'];

export const listParcelas = endpoint({
  ...ROUTES.listParcelas,
  name: 'listParcelas',
  // `exportar=1`: every row of the filters and search at once (Exportar CSV, Imprimir).
  query: ExportableListQuery.extend({
    schoolId: Id.optional(),
    userId: Id.optional(),
    matriculaId: Id.optional(),
    situacao: DisplayedInstallmentStatusSchema.optional(),
  }),
  response: z.array(Parcela),
  summary:
    'Parcelas visíveis ao chamador (aluno: só as suas, e só parcelado): o que vence primeiro, depois as futuras, depois as pagas.',
});

/** The most installments one payment records (a page of the list holds at most 20). */
export const MAX_PAGAMENTO_PARCELAS = 100;

/**
 * The spec's status change, with the payment record (docs/matriculas.md,
 * "Recording a payment"): 'Pago' records the day (`dataPagamento`, the
 * school's today when left out, never in the future) and the method
 * (`formaPagamento`, none when left out); the author is the caller. 'à vencer'
 * clears the record (what is sent with it is ignored).
 */
export const ParcelaStatusBody = z.object({
  status: StoredInstallmentStatus,
  dataPagamento: IsoDate.optional(),
  formaPagamento: FormaPagamentoSchema.optional(),
});
export type ParcelaStatusBody = z.infer<typeof ParcelaStatusBody>;

export const updateParcelaStatus = endpoint({
  ...ROUTES.updateParcelaStatus,
  name: 'updateParcelaStatus',
  body: ParcelaStatusBody,
  response: MessageBody,
  summary: "Marca uma parcela como 'Pago' (com data, forma e autor do pagamento) ou 'à vencer' (apaga o registro).",
});

/** One payment of several installments: one day and one method for all. */
export const PagamentoBody = z.object({
  ids: z
    .array(Id, { error: 'Escolha as parcelas.' })
    .min(1, 'Escolha ao menos uma parcela.')
    .max(MAX_PAGAMENTO_PARCELAS, `Escolha no máximo ${MAX_PAGAMENTO_PARCELAS} parcelas.`),
  dataPagamento: IsoDate.optional(),
  formaPagamento: FormaPagamentoSchema,
});
export type PagamentoBody = z.infer<typeof PagamentoBody>;

export const registrarPagamentos = endpoint({
  ...ROUTES.registrarPagamentos,
  name: 'registrarPagamentos',
  body: PagamentoBody,
  response: MessageBody.extend({ quantidade: z.number().int().nonnegative() }),
  summary:
    'Marca várias parcelas como pagas numa transação, com uma data e uma forma: todas ou nenhuma (uma fora do alcance recusa o lote).',
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
