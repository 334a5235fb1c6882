/**
 * The enrolment form's values and rules (spec sections 3, 4 and 5;
 * docs/matriculas.md): what the fields hold, how a stored enrolment fills
 * them, the two toggled sections (they open by themselves when they hold
 * data and refuse to close while they do), the payment type and its
 * installments, and the body of `POST /cadastrar-matricula` or
 * `PUT /editar-matricula/:id`. The field rules are the contract's own
 * `MatriculaForm`, preceded by the form's "required" messages; the installment
 * value is the contract's `installmentValue`.
 */
import type { z } from 'zod';
import type { Scope } from '@contract/access';
import { installmentValue } from '@contract/rules/parcelas';
import { ENROLMENT_STATUSES, PAYMENT_TYPES, type EnrolmentStatus, type PaymentType } from '@contract/constants';
import type { Matricula } from '@contract/entities';
import { MatriculaForm } from '@contract/matriculas';
import { formatDecimal } from '@contract/numbers';
import { CLEAR_BEFORE_CLOSING } from './matricula-messages';

/** Every field as the inputs hold it (text; '' for none), plus the two section toggles. */
export interface MatriculaFormValues {
  /** The chosen person (from 'Pesquisar Usuário'), their name, CPF and school. */
  usuarioId: string;
  nomeUsuario: string;
  cpfUsuario: string;
  escolaId: string;
  cursoId: string;
  status: string;
  tipoPagamento: string;
  /** Money as typed ('1.800,00', '1800', '1800.5'); see parseMoney. */
  valorCurso: string;
  numeroParcelas: string;
  valorMensalidade: string;
  primeiraDataPagamento: string;
  nivelIdioma: string;
  horarioInicio: string;
  horarioFim: string;
  escolaridade: string;
  localNascimento: string;
  redeSocial: string;
  nomePai: string;
  contatoPai: string;
  nomeMae: string;
  contatoMae: string;
  /** 'Dados Adicionais' shown. */
  adicionais: boolean;
  /** 'Aluno menor de 18 anos': 'Dados do Responsável' shown. */
  menor: boolean;
}

/** The fields a person edits (and that can carry an error). */
export type MatriculaField = Exclude<
  keyof MatriculaFormValues,
  'adicionais' | 'menor' | 'nomeUsuario' | 'cpfUsuario' | 'escolaId'
>;
export type MatriculaFormErrors = Partial<Record<MatriculaField, string>>;

/** The two sections behind a toggle, and the fields each holds. */
export const TOGGLED_SECTIONS = {
  adicionais: ['escolaridade', 'localNascimento', 'redeSocial'],
  menor: ['nomePai', 'contatoPai', 'nomeMae', 'contatoMae'],
} as const satisfies Record<string, readonly MatriculaField[]>;
export type ToggledSection = keyof typeof TOGGLED_SECTIONS;

/** A new enrolment: status ativo, payment parcelado (spec section 9), nothing else. */
export function emptyMatriculaForm(): MatriculaFormValues {
  return {
    usuarioId: '',
    nomeUsuario: '',
    cpfUsuario: '',
    escolaId: '',
    cursoId: '',
    status: 'ativo',
    tipoPagamento: 'parcelado',
    valorCurso: '',
    numeroParcelas: '',
    valorMensalidade: '',
    primeiraDataPagamento: '',
    nivelIdioma: '',
    horarioInicio: '',
    horarioFim: '',
    escolaridade: '',
    localNascimento: '',
    redeSocial: '',
    nomePai: '',
    contatoPai: '',
    nomeMae: '',
    contatoMae: '',
    adicionais: false,
    menor: false,
  };
}

// ---------------------------------------------------------------- money

/** A value in reais as the money field shows it: '1.800,00' (numbers.ts, two decimals). */
export function formatMoney(value: number): string {
  return formatDecimal(value, 2);
}

/**
 * Reais typed by a person, Brazilian style: '1.800,50', '1800,5', 'R$ 1.800'
 * (dots group thousands, the comma marks the cents). Without a comma, a single
 * dot followed by one or two digits is read as the decimal point ('1800.50').
 * Null when empty or not a number.
 */
export function parseMoney(text: string): number | null {
  const raw = text.replace(/R\$/g, '').replace(/[\s\u00a0]/g, '');
  if (raw === '') return null;
  if (!/^\d[\d.,]*$/.test(raw) || (raw.match(/,/g) ?? []).length > 1) return null;
  let normal: string;
  if (raw.includes(',')) {
    const [whole, cents] = raw.split(',') as [string, string];
    if (!/^\d{1,3}(\.\d{3})*$|^\d+$/.test(whole) || !/^\d*$/.test(cents)) return null;
    normal = `${whole.replace(/\./g, '')}.${cents}`;
  } else if (/^\d+\.\d{1,2}$/.test(raw)) {
    normal = raw;
  } else if (/^\d{1,3}(\.\d{3})+$|^\d+$/.test(raw)) {
    normal = raw.replace(/\./g, '');
  } else {
    return null;
  }
  const value = Number(normal);
  return Number.isFinite(value) ? value : null;
}

/** What the money field shows once the person leaves it: the value formatted, or the text as typed if not a number. */
export function tidyMoney(text: string): string {
  const value = parseMoney(text);
  return value === null ? text : formatMoney(value);
}

// ---------------------------------------------------------------- stored ↔ form

const text = (value: string | null | undefined) => value ?? '';

/** The form filled from a stored enrolment; a toggled section is open when it holds data. */
export function matriculaToForm(m: Matricula): MatriculaFormValues {
  return autoOpenSections({
    usuarioId: String(m.cp_mt_usuario),
    nomeUsuario: text(m.cp_mt_nome_usuario),
    cpfUsuario: text(m.cp_mt_cadastro_usuario),
    escolaId: String(m.cp_mt_escola),
    cursoId: String(m.cp_mt_curso),
    status: m.cp_status_matricula,
    tipoPagamento: m.cp_mt_tipo_pagamento,
    valorCurso: m.cp_mt_valor_curso == null ? '' : formatMoney(m.cp_mt_valor_curso),
    numeroParcelas: m.cp_mt_quantas_parcelas == null ? '' : String(m.cp_mt_quantas_parcelas),
    valorMensalidade: m.cp_mt_valor_mensalidade == null ? '' : formatMoney(m.cp_mt_valor_mensalidade),
    primeiraDataPagamento: text(m.cp_mt_primeira_parcela).slice(0, 10),
    nivelIdioma: text(m.cp_mt_nivel),
    horarioInicio: text(m.cp_mt_horario_inicio).slice(0, 5),
    horarioFim: text(m.cp_mt_horario_fim).slice(0, 5),
    escolaridade: text(m.cp_mt_escolaridade),
    localNascimento: text(m.cp_mt_local_nascimento),
    redeSocial: text(m.cp_mt_rede_social),
    nomePai: text(m.cp_mt_nome_pai),
    contatoPai: text(m.cp_mt_contato_pai),
    nomeMae: text(m.cp_mt_nome_mae),
    contatoMae: text(m.cp_mt_contato_mae),
    adicionais: false,
    menor: false,
  });
}

// ---------------------------------------------------------------- toggled sections

/** Whether any field of the section holds something (blanks do not count). */
export function sectionHasData(values: MatriculaFormValues, section: ToggledSection): boolean {
  return TOGGLED_SECTIONS[section].some((field) => values[field].trim() !== '');
}

/** Spec section 4: a section opens by itself when any of its fields holds data. */
export function autoOpenSections(values: MatriculaFormValues): MatriculaFormValues {
  const adicionais = values.adicionais || sectionHasData(values, 'adicionais');
  const menor = values.menor || sectionHasData(values, 'menor');
  return adicionais === values.adicionais && menor === values.menor ? values : { ...values, adicionais, menor };
}

export type ToggleResult =
  | { readonly ok: true; readonly values: MatriculaFormValues }
  | { readonly ok: false; readonly values: MatriculaFormValues; readonly error: string };

/**
 * The section's toggle clicked: opening always works; closing is refused while
 * any of its fields is filled (spec section 5: 'Preencha ou limpe os campos
 * antes de fechar.'), and the section stays open.
 */
export function toggleSection(values: MatriculaFormValues, section: ToggledSection, open: boolean): ToggleResult {
  if (!open && sectionHasData(values, section)) {
    return { ok: false, values: { ...values, [section]: true }, error: CLEAR_BEFORE_CLOSING };
  }
  return { ok: true, values: { ...values, [section]: open } };
}

// ---------------------------------------------------------------- payment

export const isPaymentType = (value: string): value is PaymentType => (PAYMENT_TYPES as readonly string[]).includes(value);
export const isMatriculaStatus = (value: string): value is EnrolmentStatus =>
  (ENROLMENT_STATUSES as readonly string[]).includes(value);

/** Spec section 4: changing the payment type of a stored enrolment asks first. */
export function paymentChangeNeedsConfirmation(editing: boolean, current: string, next: string): boolean {
  return editing && current !== next;
}

/** The payment type changed: the installment count (and so the installment value) is cleared. */
export function changePaymentType(values: MatriculaFormValues, next: PaymentType): MatriculaFormValues {
  if (values.tipoPagamento === next) return values;
  return { ...values, tipoPagamento: next, numeroParcelas: '' };
}

/** Spec section 5: the installments select is disabled until a course value is entered. */
export function parcelasEnabled(values: MatriculaFormValues): boolean {
  const value = parseMoney(values.valorCurso);
  return value !== null && value > 0;
}

/** The installment value shown (read-only): course value ÷ installments, 2 decimals; null until both are known. */
export function parcelaPreview(values: MatriculaFormValues): number | null {
  const total = parseMoney(values.valorCurso);
  const count = Number(values.numeroParcelas);
  if (total === null || total <= 0 || values.numeroParcelas === '' || !Number.isInteger(count) || count <= 0) return null;
  return installmentValue(total, count);
}

/**
 * The school an enrolment is signed in: a school-scoped writer's own stored
 * school; a writer of every school (the Gestor) the chosen person's school.
 */
export function matriculaEscola(
  createScope: Scope,
  sessionSchoolId: number | null,
  personSchoolId: number | null,
): number | null {
  return createScope === 'all' ? personSchoolId : sessionSchoolId;
}

// ---------------------------------------------------------------- validation

/** The form's own "required" messages, checked before the contract's rules. */
export const REQUIRED_MESSAGES = {
  usuarioId: 'Escolha o usuário em "Pesquisar Usuário".',
  cursoId: 'Curso é obrigatório.',
  status: 'Status é obrigatório.',
  tipoPagamento: 'Tipo de Pagamento é obrigatório.',
  valorCurso: 'Valor do Curso é obrigatório.',
  valorMensalidade: 'Valor Mensalidade é obrigatório.',
  numeroParcelas: 'Escolha o número de parcelas.',
  primeiraDataPagamento: 'Primeira Parcela é obrigatória.',
} as const satisfies MatriculaFormErrors;

export const INVALID_MONEY = 'Informe um valor válido.';
export const NO_ESCOLA = 'O usuário escolhido não está em nenhuma escola.';

/** The body sent, as the contract's schema gives it back. */
export type MatriculaPayload = z.output<typeof MatriculaForm>;

export type MatriculaValidation =
  { readonly ok: true; readonly payload: MatriculaPayload } | { readonly ok: false; readonly errors: MatriculaFormErrors };

const orNull = (value: string) => (value.trim() === '' ? null : value);

/**
 * Checks the form: the person, course, status, payment type, value (course or
 * monthly fee), first due date and, when parcelado, the installment count;
 * then the contract's `MatriculaForm` (money with at most two decimals, times
 * as HH:MM with the end after the start, lengths). One message per field. The
 * body carries the computed installment value, the person's name and CPF and
 * `escolaId` (see matriculaEscola).
 */
export function validateMatriculaForm(values: MatriculaFormValues, escolaId: number | null): MatriculaValidation {
  const errors: MatriculaFormErrors = {};
  const parcelado = values.tipoPagamento === 'parcelado';
  const required: MatriculaField[] = ['usuarioId', 'cursoId', 'status', 'tipoPagamento', 'primeiraDataPagamento'];
  required.push(parcelado ? 'valorCurso' : 'valorMensalidade');
  if (parcelado) required.push('numeroParcelas');
  for (const field of required) {
    if (values[field].trim() === '') errors[field] = REQUIRED_MESSAGES[field as keyof typeof REQUIRED_MESSAGES];
  }
  if (!errors.status && !isMatriculaStatus(values.status)) errors.status = REQUIRED_MESSAGES.status;
  if (!errors.tipoPagamento && !isPaymentType(values.tipoPagamento)) errors.tipoPagamento = REQUIRED_MESSAGES.tipoPagamento;
  if (!errors.usuarioId && escolaId === null) errors.usuarioId = NO_ESCOLA;

  const valueField = parcelado ? 'valorCurso' : 'valorMensalidade';
  const value = parseMoney(values[valueField]);
  if (!errors[valueField] && value === null) errors[valueField] = INVALID_MONEY;
  const count = parcelado && values.numeroParcelas !== '' ? Number(values.numeroParcelas) : null;
  const parcela = parcelado ? parcelaPreview(values) : null;

  const parsed = MatriculaForm.safeParse({
    status: values.status,
    tipoPagamento: values.tipoPagamento,
    usuarioId: values.usuarioId === '' ? undefined : Number(values.usuarioId),
    nomeUsuario: values.nomeUsuario,
    cpfUsuario: values.cpfUsuario,
    cursoId: values.cursoId === '' ? undefined : Number(values.cursoId),
    escolaId: escolaId ?? undefined,
    valorCurso: parcelado ? value : null,
    numeroParcelas: count,
    valorParcela: parcela !== null && parcela > 0 ? parcela : null,
    valorMensalidade: parcelado ? null : value,
    primeiraDataPagamento: values.primeiraDataPagamento,
    nivelIdioma: values.nivelIdioma,
    horarioInicio: orNull(values.horarioInicio),
    horarioFim: orNull(values.horarioFim),
    escolaridade: values.escolaridade,
    localNascimento: values.localNascimento,
    redeSocial: values.redeSocial,
    nomePai: values.nomePai,
    contatoPai: values.contatoPai,
    nomeMae: values.nomeMae,
    contatoMae: values.contatoMae,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path[0];
      // The installment value is computed from the count: its problem is the count's.
      const field = (key === 'valorParcela' ? 'numeroParcelas' : key === 'escolaId' ? 'usuarioId' : key) as MatriculaField;
      if (typeof key === 'string' && field in values) errors[field] ??= issue.message;
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, payload: parsed.data };
}
