/**
 * Installments (parcelas), spec sections 4 and 9: how a course value is split
 * and which status an installment shows. Pure and dependency-free: the
 * screens, the mock and the api use these; the database's twins
 * (private.parcela_status, private.parcelas_plano in the rules migration) are
 * checked against them over wide ranges of inputs (tests/db/rules.test.ts).
 */
import { addMonthsToDay, parseIsoDay, toCents } from '../dates.ts';
import { MAX_INSTALLMENTS, MIN_INSTALLMENTS } from '../constants.ts';

import type { DisplayedInstallmentStatus, EnrolmentStatus } from '../constants.ts';
import type { Parcela, ParcelaRow } from '../entities.ts';

export type { DisplayedInstallmentStatus };

/** Normalises a stored status for comparison ('Pago', 'pago ' → 'pago'). */
function normalise(status: string): string {
  return status.trim().toLocaleLowerCase('pt-BR');
}

export function isPaid(storedStatus: string): boolean {
  return normalise(storedStatus) === 'pago';
}

/**
 * The status shown for an installment due on `dueDate` (`today` is a local
 * calendar day `YYYY-MM-DD`): paid → 'Pago'; a due date in a later month →
 * 'Futuras parcelas'; in the current month → 'Vencido' if already past,
 * otherwise 'À vencer'; in an earlier month → 'Vencido'.
 */
export function parcelaStatus(storedStatus: string, dueDate: string, today: string): DisplayedInstallmentStatus {
  if (isPaid(storedStatus)) return 'Pago';
  const due = parseIsoDay(dueDate);
  const now = parseIsoDay(today);
  if (!due || !now) return 'À vencer';
  const dueMonth = due.year * 12 + due.month;
  const thisMonth = now.year * 12 + now.month;
  if (dueMonth > thisMonth) return 'Futuras parcelas';
  if (dueMonth < thisMonth) return 'Vencido';
  return due.day < now.day ? 'Vencido' : 'À vencer';
}

/** The payment record of an unpaid installment: none. */
export const SEM_PAGAMENTO = {
  cp_mtPar_pago_em: null,
  cp_mtPar_forma_pagamento: null,
  cp_mtPar_pago_por: null,
  cp_mtPar_pago_por_nome: null,
} as const satisfies Pick<
  ParcelaRow,
  'cp_mtPar_pago_em' | 'cp_mtPar_forma_pagamento' | 'cp_mtPar_pago_por' | 'cp_mtPar_pago_por_nome'
>;

/**
 * Why a payment cannot be recorded on `day` (docs/matriculas.md, "Recording a
 * payment"), or null: a payment is never dated in the future — the school's
 * `today`. Both backends answer 400 with it; the database refuses the same
 * (private.parcelas_pagamento).
 */
export function pagamentoProblem(day: string, today: string): 'pagamentoFuturo' | null {
  return day > today ? 'pagamentoFuturo' : null;
}

/**
 * The blocks of the installments list, in the order it shows them (the
 * default order, PARCELA_ORDER of financeiro.ts): what is due — overdue and
 * due this month — first, then the future, then the paid.
 */
export const PARCELA_BLOCOS: Readonly<Record<DisplayedInstallmentStatus, 0 | 1 | 2>> = {
  Vencido: 0,
  'À vencer': 0,
  'Futuras parcelas': 1,
  Pago: 2,
};

/** Where an enrolment's installments come in a student's list: the active enrolment first, the others after. */
export const MATRICULA_BLOCOS: Readonly<Record<EnrolmentStatus, 0 | 1>> = {
  ativo: 0,
  trancado: 1,
  concluido: 1,
  cancelado: 1,
};

/** The keys the installments lists sort by (financeiro.ts PARCELA_ORDER, PARCELA_ORDER_ALUNO). */
export interface ParcelaOrdem {
  /** PARCELA_BLOCOS of the shown status. */
  readonly ordem_bloco: number;
  /** A paid installment's payment day (its due date when none was recorded); null while unpaid. */
  readonly ordem_pagamento: string | null;
  readonly cp_mtPar_dataParcela: string;
  readonly cp_mtPar_id: number;
  /** MATRICULA_BLOCOS of its enrolment's status. */
  readonly ordem_matricula: number;
  readonly cp_mt_id: number;
}

/** An installment's sort keys, read off its answer (or a row with its shown status and enrolment status). */
export function parcelaOrdem(
  p: Pick<
    Parcela,
    'cp_mtPar_situacao' | 'cp_mtPar_pago_em' | 'cp_mtPar_dataParcela' | 'cp_mtPar_id' | 'cp_mt_id' | 'cp_status_matricula'
  >,
): ParcelaOrdem {
  const paid = p.cp_mtPar_situacao === 'Pago';
  return {
    ordem_bloco: PARCELA_BLOCOS[p.cp_mtPar_situacao],
    ordem_pagamento: paid ? (p.cp_mtPar_pago_em ?? p.cp_mtPar_dataParcela) : null,
    cp_mtPar_dataParcela: p.cp_mtPar_dataParcela,
    cp_mtPar_id: p.cp_mtPar_id,
    ordem_matricula: MATRICULA_BLOCOS[p.cp_status_matricula],
    cp_mt_id: p.cp_mt_id,
  };
}

/** What staff's choice is sent as: 'Pago' stays, 'Não Pago' and 'Vencido' are sent as 'à vencer'. */
export function statusToSend(choice: 'Pago' | 'Não Pago' | 'Vencido'): 'Pago' | 'à vencer' {
  return choice === 'Pago' ? 'Pago' : 'à vencer';
}

/** The installment value shown on the form: course value ÷ installments, to 2 decimals. */
export function installmentValue(courseValue: number, installments: number): number {
  if (!Number.isFinite(courseValue) || !Number.isInteger(installments) || installments <= 0) return 0;
  return parcelaValues(courseValue, installments)[0]! / 100;
}

/**
 * The values, in cents, of `count` installments of `total` reais: every
 * installment is the value the form shows (total ÷ count, rounded to the
 * cent) and the LAST one takes the difference, so they add up to the course
 * value to the cent (R$ 200,00 in 3x: 66,67 + 66,67 + 66,66). When rounding
 * up would leave the last one negative (tiny values), the others are rounded
 * down instead.
 */
export function parcelaValues(total: number, count: number): number[] {
  if (!Number.isInteger(count) || count < MIN_INSTALLMENTS || count > MAX_INSTALLMENTS) {
    throw new RangeError(`Número de parcelas inválido: ${count}`);
  }
  return splitCents(toCents(total), count);
}

/** `cents` in `count` parts: the rounded share each, the last one taking the difference (never negative). */
function splitCents(cents: number, count: number): number[] {
  if (cents < 0) throw new RangeError('Valor negativo.');
  let each = Math.round(cents / count);
  if (each * (count - 1) > cents) each = Math.floor(cents / count);
  return Array.from({ length: count }, (_, i) => (i === count - 1 ? cents - each * (count - 1) : each));
}

export interface PlannedParcela {
  /** 1-based. */
  readonly numero: number;
  /** `YYYY-MM-DD`: the first due date plus (numero − 1) months, clamped to the month's end. */
  readonly vencimento: string;
  readonly valor: number;
}

/** The installment plan of an enrolment: `count` monthly installments from `firstDue`. */
export function parcelasPlano(total: number, count: number, firstDue: string): PlannedParcela[] {
  return parcelaValues(total, count).map((cents, i) => ({
    numero: i + 1,
    vencimento: addMonthsToDay(firstDue, i),
    valor: cents / 100,
  }));
}

/** An installment an enrolment already has, as the plan sees it. */
export interface ExistingParcela {
  readonly numero: number;
  readonly valor: number;
  readonly pago: boolean;
}

export type Replanning =
  | { readonly ok: true; readonly unpaid: PlannedParcela[] }
  | { readonly ok: false; readonly reason: 'fewerThanPaid' | 'valueBelowPaid' };

/**
 * The unpaid installments an edited parcelado enrolment must have
 * (docs/matriculas.md, "Editing never rewrites a payment"): the paid ones stay
 * as they are; the numbers 1..count not taken by a paid one share what is
 * left of the course value by the same split, due on the new schedule. Refused
 * when the plan cannot hold what was paid.
 */
export function replanParcelas(total: number, count: number, firstDue: string, existing: readonly ExistingParcela[]): Replanning {
  if (!Number.isInteger(count) || count < MIN_INSTALLMENTS || count > MAX_INSTALLMENTS) {
    throw new RangeError(`Número de parcelas inválido: ${count}`);
  }
  const paid = existing.filter((p) => p.pago);
  if (paid.some((p) => p.numero > count)) return { ok: false, reason: 'fewerThanPaid' };
  const left = toCents(total) - paid.reduce((sum, p) => sum + toCents(p.valor), 0);
  const taken = new Set(paid.map((p) => p.numero));
  const numbers = Array.from({ length: count }, (_, i) => i + 1).filter((n) => !taken.has(n));
  if (left < 0 || (numbers.length === 0 && left !== 0)) return { ok: false, reason: 'valueBelowPaid' };
  const values = numbers.length > 0 ? splitCents(left, numbers.length) : [];
  return {
    ok: true,
    unpaid: numbers.map((numero, i) => ({ numero, vencimento: addMonthsToDay(firstDue, numero - 1), valor: values[i]! / 100 })),
  };
}

/** The installments, as a mock row or a database row, the finance cards read. */
export interface CardParcela {
  readonly cp_mt_id: number;
  readonly cp_mtPar_dataParcela: string;
  readonly cp_mtPar_valorParcela: number;
  readonly cp_mtPar_status: string;
}

export interface CardMatricula {
  readonly cp_mt_id: number;
  readonly cp_mt_usuario: number;
  readonly cp_status_matricula: string;
  readonly cp_mt_tipo_pagamento: string;
  readonly cp_mt_valor_mensalidade: number | null;
}

/**
 * Staff's finance cards (spec section 9), over the enrolments and
 * installments in the caller's scope, for the school's day `today`: only
 * `ativo` enrolments count. The month's expected revenue is, per enrolment,
 * its installment due this month or its monthly fee; the overdue total sums
 * unpaid installments due before today; students are counted once per
 * payment type. The api computes the same in one SQL statement.
 */
export function staffCards(matriculas: readonly CardMatricula[], parcelas: readonly CardParcela[], today: string) {
  const active = new Map(matriculas.filter((m) => m.cp_status_matricula === 'ativo').map((m) => [m.cp_mt_id, m]));
  const month = today.slice(0, 7);
  let receita = 0;
  let vencido = 0;
  let vencidas = 0;
  for (const p of parcelas) {
    if (!active.has(p.cp_mt_id)) continue;
    if (p.cp_mtPar_dataParcela.slice(0, 7) === month) receita += toCents(p.cp_mtPar_valorParcela);
    if (!isPaid(p.cp_mtPar_status) && p.cp_mtPar_dataParcela < today) {
      vencido += toCents(p.cp_mtPar_valorParcela);
      vencidas++;
    }
  }
  const mensalidade = new Set<number>();
  const parcelado = new Set<number>();
  for (const m of active.values()) {
    if (m.cp_mt_tipo_pagamento === 'mensalidade') {
      mensalidade.add(m.cp_mt_usuario);
      receita += toCents(m.cp_mt_valor_mensalidade ?? 0);
    } else parcelado.add(m.cp_mt_usuario);
  }
  return {
    escopo: 'equipe' as const,
    receitaMes: receita / 100,
    totalVencido: vencido / 100,
    parcelasVencidas: vencidas,
    alunosMensalidade: mensalidade.size,
    alunosParcelado: parcelado.size,
  };
}

/**
 * A student's finance cards (spec section 9): their payment type (an active
 * parcelado enrolment first, then an active mensalidade one, then any), the
 * value of their next unpaid installment (or of their last one), how many
 * installments of parcelado enrolments they have and how many are paid.
 */
export function studentCards(
  matriculas: readonly CardMatricula[],
  parcelas: readonly (CardParcela & { readonly cp_mtPar_numero?: number })[],
) {
  const active = matriculas.filter((m) => m.cp_status_matricula === 'ativo');
  const tipo =
    active.find((m) => m.cp_mt_tipo_pagamento === 'parcelado')?.cp_mt_tipo_pagamento ??
    active[0]?.cp_mt_tipo_pagamento ??
    matriculas[0]?.cp_mt_tipo_pagamento ??
    null;
  const parceladas = new Set(matriculas.filter((m) => m.cp_mt_tipo_pagamento === 'parcelado').map((m) => m.cp_mt_id));
  const own = parcelas
    .filter((p) => parceladas.has(p.cp_mt_id))
    .sort((a, b) =>
      a.cp_mtPar_dataParcela < b.cp_mtPar_dataParcela ? -1 : a.cp_mtPar_dataParcela > b.cp_mtPar_dataParcela ? 1 : 0,
    );
  const next = own.find((p) => !isPaid(p.cp_mtPar_status)) ?? own.at(-1);
  return {
    escopo: 'aluno' as const,
    tipoPagamento: tipo as 'parcelado' | 'mensalidade' | null,
    valorParcela: next ? next.cp_mtPar_valorParcela : null,
    totalParcelas: own.length,
    parcelasPagas: own.filter((p) => isPaid(p.cp_mtPar_status)).length,
  };
}

/** The school facts a PIX payment needs. */
export interface PixEscola {
  readonly cp_ec_nome: string;
  readonly cp_ec_endereco_cidade: string;
  readonly cp_ec_pix_chave: string | null;
}

/**
 * What an unpaid installment of a school with a PIX key carries to be paid
 * (docs/matriculas.md): the key, the school's name and city, and the
 * installment's identifier (txid, letters and digits only). The screen builds
 * the BR Code from these; a paid installment or a school without a key has none.
 */
export function parcelaPix(
  parcela: { readonly cp_mtPar_id: number; readonly cp_mtPar_status: string },
  escola: PixEscola | null,
) {
  if (!escola?.cp_ec_pix_chave || isPaid(parcela.cp_mtPar_status)) return null;
  return {
    chave: escola.cp_ec_pix_chave,
    nomeEscola: escola.cp_ec_nome,
    cidade: escola.cp_ec_endereco_cidade,
    txid: `PARCELA${parcela.cp_mtPar_id}`,
  };
}

/** What an installment's answer reads beside its row. */
export interface ParcelaContext {
  readonly matricula: Pick<Parcela, 'cp_mt_nome_usuario' | 'cp_mt_tipo_pagamento' | 'cp_status_matricula'>;
  /** The shown status (parcelaStatus for the schools' day; the api reads its SQL twin). */
  readonly situacao: DisplayedInstallmentStatus;
  /** The student's WhatsApp, when they have one. */
  readonly whatsapp: string | null;
  /** Whether the caller may write the installment: the payment reminder is staff's. */
  readonly mayWrite: boolean;
  readonly escola: PixEscola | null;
}

/** An installment as answered (docs/matriculas.md): its enrolment's facts, the shown status, the reminder's WhatsApp and its PIX. */
export function parcelaAnswer(row: ParcelaRow, context: ParcelaContext): Parcela {
  return {
    ...row,
    cp_mt_nome_usuario: context.matricula.cp_mt_nome_usuario,
    cp_mt_tipo_pagamento: context.matricula.cp_mt_tipo_pagamento,
    cp_status_matricula: context.matricula.cp_status_matricula,
    cp_mtPar_situacao: context.situacao,
    cp_whatsapp: context.mayWrite ? context.whatsapp : null,
    pix: parcelaPix(row, context.escola),
  };
}
