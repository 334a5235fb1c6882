/**
 * A new school's new director, typed in the school form (POST
 * /register-escola-diretor; docs/registration.md, "Schools"): the user form's
 * least — name, login, password, e-mail, CPF and birth date — checked with
 * the contract's `NovoDiretor`, one Portuguese message per field. The fields
 * are named `diretor_<column>` in the form, so their errors sit beside the
 * school's own.
 */
import { NovoDiretor } from '@contract/usuarios';
import { IDENTITY_TAKEN_MESSAGES, type IdentityField } from '@contract/rules/usuarios';
import { toIsoDay } from '@contract/dates';

export interface DiretorFormValues {
  cp_nome: string;
  cp_login: string;
  cp_password: string;
  cp_email: string;
  cp_cpf: string;
  cp_datanascimento: string;
}

export type DiretorColumn = keyof DiretorFormValues;
/** A director field's name in the school form. */
export type DiretorFieldName = `diretor_${DiretorColumn}`;
export type DiretorFormErrors = Partial<Record<DiretorFieldName, string>>;

export const diretorField = (column: DiretorColumn): DiretorFieldName => `diretor_${column}`;

export function emptyDiretorForm(): DiretorFormValues {
  return { cp_nome: '', cp_login: '', cp_password: '', cp_email: '', cp_cpf: '', cp_datanascimento: '' };
}

const REQUIRED: Readonly<Record<DiretorColumn, string>> = {
  cp_nome: 'Nome do diretor é obrigatório.',
  cp_login: 'Login é obrigatório.',
  cp_password: 'Senha é obrigatória.',
  cp_email: 'E-mail é obrigatório.',
  cp_cpf: 'CPF é obrigatório.',
  cp_datanascimento: 'Data de Nascimento é obrigatória.',
};

export const FUTURE_BIRTH = 'A data de nascimento não pode ser futura.';

export type DiretorFormResult =
  { readonly ok: true; readonly diretor: NovoDiretor } | { readonly ok: false; readonly errors: DiretorFormErrors };

/** Checks the director's fields; on success, the `diretor` of the body. */
export function validateDiretorForm(values: DiretorFormValues, today: Date = new Date()): DiretorFormResult {
  const errors: DiretorFormErrors = {};
  for (const [column, message] of Object.entries(REQUIRED) as [DiretorColumn, string][]) {
    if (values[column].trim() === '') errors[diretorField(column)] = message;
  }
  if (!errors.diretor_cp_datanascimento && values.cp_datanascimento > toIsoDay(today)) {
    errors.diretor_cp_datanascimento = FUTURE_BIRTH;
  }
  const parsed = NovoDiretor.safeParse({ ...values, cp_nome: values.cp_nome.trim(), cp_login: values.cp_login.trim() });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const column = issue.path[0];
      if (typeof column === 'string' && column in values) errors[diretorField(column as DiretorColumn)] ??= issue.message;
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, diretor: parsed.data };
}

/** The director's fields someone else already holds, each with its message. */
export function takenDiretorErrors(fields: readonly IdentityField[]): DiretorFormErrors {
  return Object.fromEntries(fields.map((f) => [diretorField(f), IDENTITY_TAKEN_MESSAGES[f]]));
}
