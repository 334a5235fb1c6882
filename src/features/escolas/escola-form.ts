/**
 * The school form's values and their checks (spec section 5, "Escola form"):
 * what the user types, turned into the contract's `EscolaFields` or into one
 * Portuguese message per field.
 */
import { EscolaFields } from '@contract/escolas';
import type { Escola } from '@contract/entities';
import { pixKeyKind } from '@contract/validators';
import { UFS } from '@contract/constants';
import { toIsoDay } from '@contract/dates';
import { PIX_KEY_INVALID } from './escola-messages';

export interface EscolaFormValues {
  cp_ec_nome: string;
  cp_ec_data_cadastro: string;
  cp_ec_responsavel: string;
  cp_ec_descricao: string;
  cp_ec_endereco_rua: string;
  cp_ec_endereco_numero: string;
  cp_ec_endereco_bairro: string;
  cp_ec_endereco_cidade: string;
  cp_ec_endereco_estado: string;
  /** Optional (docs/matriculas.md): the school's PIX key, for its installments' PIX codes. */
  cp_ec_pix_chave: string;
}

export type EscolaFormField = keyof EscolaFormValues;
export type EscolaFormErrors = Partial<Record<EscolaFormField, string>>;

/** A new school: empty, registered today. */
export function emptyEscolaForm(today: Date = new Date()): EscolaFormValues {
  return {
    cp_ec_nome: '',
    cp_ec_data_cadastro: toIsoDay(today),
    cp_ec_responsavel: '',
    cp_ec_descricao: '',
    cp_ec_endereco_rua: '',
    cp_ec_endereco_numero: '',
    cp_ec_endereco_bairro: '',
    cp_ec_endereco_cidade: '',
    cp_ec_endereco_estado: '',
    cp_ec_pix_chave: '',
  };
}

/** The form filled from a stored school. */
export function escolaToForm(school: Escola): EscolaFormValues {
  return {
    cp_ec_nome: school.cp_ec_nome ?? '',
    cp_ec_data_cadastro: (school.cp_ec_data_cadastro ?? '').slice(0, 10),
    cp_ec_responsavel: school.cp_ec_responsavel ?? '',
    cp_ec_descricao: school.cp_ec_descricao ?? '',
    cp_ec_endereco_rua: school.cp_ec_endereco_rua ?? '',
    cp_ec_endereco_numero: school.cp_ec_endereco_numero ?? '',
    cp_ec_endereco_bairro: school.cp_ec_endereco_bairro ?? '',
    cp_ec_endereco_cidade: school.cp_ec_endereco_cidade ?? '',
    cp_ec_endereco_estado: school.cp_ec_endereco_estado ?? '',
    cp_ec_pix_chave: school.cp_ec_pix_chave ?? '',
  };
}

/** Messages for empty required fields (the checks a user meets first). */
const REQUIRED: Readonly<Partial<Record<EscolaFormField, string>>> = {
  cp_ec_nome: 'Nome é obrigatório.',
  cp_ec_data_cadastro: 'Data de Cadastro é obrigatória.',
  cp_ec_responsavel: 'Responsável é obrigatório.',
  cp_ec_endereco_rua: 'Rua é obrigatória.',
  cp_ec_endereco_numero: 'Número é obrigatório.',
  cp_ec_endereco_bairro: 'Bairro é obrigatório.',
  cp_ec_endereco_cidade: 'Cidade é obrigatória.',
  cp_ec_endereco_estado: 'Estado é obrigatório.',
};

/**
 * The key as the Central Bank writes it, from what was typed: a phone keeps
 * its + and digits ('+55 (11) 98765-4321' → '+5511987654321'), a CPF or CNPJ
 * typed with its mask keeps the digits; e-mails and random keys are only
 * trimmed. The contract's `pixKeyKind` then decides.
 */
export function normalizePixKey(typed: string): string {
  const key = typed.trim();
  if (key.startsWith('+')) return `+${key.replace(/\D+/g, '')}`;
  if (/^[\d.\-/\s]+$/.test(key)) return key.replace(/\D+/g, '');
  return key;
}

/** The kind of the typed key, or null (empty or not a key). */
export function pixKeyKindOf(typed: string): ReturnType<typeof pixKeyKind> {
  const key = normalizePixKey(typed);
  return key === '' ? null : pixKeyKind(key);
}

export type EscolaFormResult =
  { readonly ok: true; readonly fields: EscolaFields } | { readonly ok: false; readonly errors: EscolaFormErrors };

/** Checks the form; on success, the body to send (`cp_ec_excluido` = 0, as the spec says). */
export function validateEscolaForm(values: EscolaFormValues): EscolaFormResult {
  const errors: EscolaFormErrors = {};
  for (const [field, message] of Object.entries(REQUIRED) as [EscolaFormField, string][]) {
    if (values[field].trim() === '') errors[field] = message;
  }
  if (values.cp_ec_endereco_estado !== '' && !(UFS as readonly string[]).includes(values.cp_ec_endereco_estado)) {
    errors.cp_ec_endereco_estado = 'Estado inválido.';
  }
  const pixKey = normalizePixKey(values.cp_ec_pix_chave);
  if (pixKey !== '' && pixKeyKind(pixKey) === null) errors.cp_ec_pix_chave = PIX_KEY_INVALID;
  const parsed = EscolaFields.safeParse({ ...values, cp_ec_pix_chave: pixKey, cp_ec_excluido: 0 });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as EscolaFormField;
      if (field in values) errors[field] ??= issue.message;
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, fields: { ...parsed.data, cp_ec_excluido: 0 } as EscolaFields };
}
