/**
 * Plain constants of the contract (no runtime dependencies): enumerations of
 * the product spec and limits. Schemas in common.ts are built from these.
 */

/** Usuario types: 1 Gestor, 2 Diretor, 3 Secretário(a), 4 Professor, 5 Aluno. */
export const USER_TYPES = [1, 2, 3, 4, 5] as const;
export type UserType = (typeof USER_TYPES)[number];

export const ESTADOS_CIVIS = ['solteiro', 'casado', 'divorciado', 'viuvo', 'uniao_estavel'] as const;
export type EstadoCivilValue = (typeof ESTADOS_CIVIS)[number];

/** The 27 Brazilian federative units (26 states and the Federal District). */
export const UFS = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
] as const;
export type Uf = (typeof UFS)[number];

export const ENROLMENT_STATUSES = ['ativo', 'cancelado', 'trancado', 'concluido'] as const;
export type EnrolmentStatus = (typeof ENROLMENT_STATUSES)[number];

export const PAYMENT_TYPES = ['parcelado', 'mensalidade'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** Installment status as stored; "Vencido"/"Futuras parcelas" are computed for display. */
export const STORED_INSTALLMENT_STATUSES = ['Pago', 'à vencer'] as const;

/**
 * How an installment was paid (docs/matriculas.md, "Recording a payment"): the
 * payment record's method. The database's CHECK on
 * parcelas."cp_mtPar_forma_pagamento" restates it (tests/db/twins.test.ts).
 */
export const FORMAS_PAGAMENTO = ['pix', 'dinheiro', 'cartao_debito', 'cartao_credito', 'boleto', 'transferencia'] as const;
export type FormaPagamento = (typeof FORMAS_PAGAMENTO)[number];

/** Each payment method as the screens name it. */
export const FORMA_PAGAMENTO_LABELS: Readonly<Record<FormaPagamento, string>> = {
  pix: 'PIX',
  dinheiro: 'Dinheiro',
  cartao_debito: 'Cartão de débito',
  cartao_credito: 'Cartão de crédito',
  boleto: 'Boleto',
  transferencia: 'Transferência',
};

/** Installment status as shown (spec section 4): rules/parcelas.ts parcelaStatus computes it. */
export const DISPLAYED_INSTALLMENT_STATUSES = ['Pago', 'À vencer', 'Vencido', 'Futuras parcelas'] as const;
export type DisplayedInstallmentStatus = (typeof DISPLAYED_INSTALLMENT_STATUSES)[number];

export const ATTENDANCE_STATUSES = ['Presente', 'Ausente', 'Justificado'] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

/**
 * The weekdays a class meets (docs/registration.md, "Classes"): Monday to
 * Saturday, in week order. The CHECK on turmas.cp_tr_dias restates it
 * (tests/db/twins.test.ts).
 */
export const DIAS_SEMANA = ['seg', 'ter', 'qua', 'qui', 'sex', 'sab'] as const;
export type DiaSemana = (typeof DIAS_SEMANA)[number];

/** Each weekday as the screens name it. */
export const DIA_SEMANA_LABELS: Readonly<Record<DiaSemana, string>> = {
  seg: 'Seg',
  ter: 'Ter',
  qua: 'Qua',
  qui: 'Qui',
  sex: 'Sex',
  sab: 'Sáb',
};

export const MATERIAL_CATEGORY_CODES = ['KIDS', 'TWEENS', 'CES', 'CONVERSATION', 'ESPANHOL', 'DEUTSCH'] as const;
export type MaterialCategoryCode = (typeof MATERIAL_CATEGORY_CODES)[number];

export const MIN_INSTALLMENTS = 1;
export const MAX_INSTALLMENTS = 13;
export const MAX_PDFS = 3;

export const MiB = 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const PROFILE_PHOTO_MAX_BYTES = 5 * MiB;

/** Header that carries the total row count of a paged list. */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';
