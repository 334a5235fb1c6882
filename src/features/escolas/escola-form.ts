/**
 * The school form's values and their checks (spec section 5, "Escola form"):
 * what the user types, turned into the contract's `EscolaFields` or into one
 * Portuguese message per field.
 */
import { EscolaFields } from '@contract/escolas';
import type { Escola } from '@contract/entities';
import { UFS } from '@/domain/brazil';
import { toIsoDay } from '@/domain/dates';

export interface SchoolFormValues {
  cp_ec_nome: string;
  cp_ec_data_cadastro: string;
  cp_ec_responsavel: string;
  cp_ec_descricao: string;
  cp_ec_endereco_rua: string;
  cp_ec_endereco_numero: string;
  cp_ec_endereco_bairro: string;
  cp_ec_endereco_cidade: string;
  cp_ec_endereco_estado: string;
}

export type SchoolFormField = keyof SchoolFormValues;
export type SchoolFormErrors = Partial<Record<SchoolFormField, string>>;

/** A new school: empty, registered today. */
export function emptySchoolForm(today: Date = new Date()): SchoolFormValues {
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
  };
}

/** The form filled from a stored school. */
export function schoolToForm(school: Escola): SchoolFormValues {
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
  };
}

/** Messages for empty required fields (the checks a user meets first). */
const REQUIRED: Readonly<Partial<Record<SchoolFormField, string>>> = {
  cp_ec_nome: 'Nome é obrigatório.',
  cp_ec_data_cadastro: 'Data de Cadastro é obrigatória.',
  cp_ec_responsavel: 'Responsável é obrigatório.',
  cp_ec_endereco_rua: 'Rua é obrigatória.',
  cp_ec_endereco_numero: 'Número é obrigatório.',
  cp_ec_endereco_bairro: 'Bairro é obrigatório.',
  cp_ec_endereco_cidade: 'Cidade é obrigatória.',
  cp_ec_endereco_estado: 'Estado é obrigatório.',
};

export type SchoolFormResult =
  { readonly ok: true; readonly fields: EscolaFields } | { readonly ok: false; readonly errors: SchoolFormErrors };

/** Checks the form; on success, the body to send (`cp_ec_excluido` = 0, as the spec says). */
export function validateSchoolForm(values: SchoolFormValues): SchoolFormResult {
  const errors: SchoolFormErrors = {};
  for (const [field, message] of Object.entries(REQUIRED) as [SchoolFormField, string][]) {
    if (values[field].trim() === '') errors[field] = message;
  }
  if (values.cp_ec_endereco_estado !== '' && !(UFS as readonly string[]).includes(values.cp_ec_endereco_estado)) {
    errors.cp_ec_endereco_estado = 'Estado inválido.';
  }
  const parsed = EscolaFields.safeParse({ ...values, cp_ec_excluido: 0 });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as SchoolFormField;
      if (field in values) errors[field] ??= issue.message;
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, fields: { ...parsed.data, cp_ec_excluido: 0 } as EscolaFields };
}
