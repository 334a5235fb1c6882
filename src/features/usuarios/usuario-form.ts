/**
 * The user form's values and rules (spec section 5): what the fields hold,
 * how a loaded user fills them, and how they become the body of
 * `POST /register` or `PUT /edit-user/:id`. The field rules are the
 * contract's own schemas (`UsuarioRegister`, `UsuarioEdit`), preceded by the
 * "required" messages of the form, so the screen and both backends agree.
 */
import { z } from 'zod';
import { ESTADOS_CIVIS, type EstadoCivilValue, type UserType } from '@contract/constants';
import type { Usuario } from '@contract/entities';
import { UsuarioEdit, UsuarioRegister } from '@contract/usuarios';
import { toIsoDay } from '@contract/dates';
import { mayAssignType } from '@contract/roles';
import { parseUserType } from '@/domain/roles';

export type FormMode = 'create' | 'edit';

/** Every field as the inputs hold it (text), plus the company switch. */
export interface UserFormValues {
  cp_nome: string;
  cp_email: string;
  cp_login: string;
  password: string;
  cp_tipo_user: string;
  cp_escola_id: string;
  cp_cpf: string;
  cp_datanascimento: string;
  cp_rg: string;
  cp_estadocivil: string;
  cp_profissao: string;
  cp_descricao: string;
  cp_whatsapp: string;
  cp_telefone: string;
  cp_end_cidade_estado: string;
  cp_end_rua: string;
  cp_end_num: string;
  cp_end_cep: string;
  company: boolean;
  cp_cnpj: string;
  cp_ie: string;
  cp_empresaatuacao: string;
}

export type FieldName = Exclude<keyof UserFormValues, 'company'>;
/** The photo's field: its file is uploaded on pick, the form sends the upload's id. */
export const PHOTO_FIELD = 'cp_foto_perfil';
export type FormErrors = Partial<Record<FieldName | typeof PHOTO_FIELD, string>>;

/** The body of a save, as the contract's schemas give it back. */
export type RegisterPayload = z.output<typeof UsuarioRegister>;
export type EditPayload = z.output<typeof UsuarioEdit>;
export type UserPayload = RegisterPayload | EditPayload;

/** A new form: empty, with the stored school (spec section 5: "a new user defaults to the stored school"). */
export function emptyValues(schoolId: number | null): UserFormValues {
  return {
    cp_nome: '',
    cp_email: '',
    cp_login: '',
    password: '',
    cp_tipo_user: '',
    cp_escola_id: schoolId ? String(schoolId) : '',
    cp_cpf: '',
    cp_datanascimento: '',
    cp_rg: '',
    cp_estadocivil: '',
    cp_profissao: '',
    cp_descricao: '',
    cp_whatsapp: '',
    cp_telefone: '',
    cp_end_cidade_estado: '',
    cp_end_rua: '',
    cp_end_num: '',
    cp_end_cep: '',
    company: false,
    cp_cnpj: '',
    cp_ie: '',
    cp_empresaatuacao: '',
  };
}

const text = (value: string | null | undefined) => value ?? '';

/** The form filled from a loaded user; the password stays empty (blank keeps the current one). */
export function valuesFromUser(user: Usuario): UserFormValues {
  const estado = (ESTADOS_CIVIS as readonly string[]).includes(user.cp_estadocivil ?? '') ? (user.cp_estadocivil as string) : '';
  return {
    cp_nome: text(user.cp_nome),
    cp_email: text(user.cp_email),
    cp_login: text(user.cp_login),
    password: '',
    cp_tipo_user: user.cp_tipo_user ? String(user.cp_tipo_user) : '',
    cp_escola_id: user.cp_escola_id ? String(user.cp_escola_id) : '',
    cp_cpf: text(user.cp_cpf),
    cp_datanascimento: text(user.cp_datanascimento).slice(0, 10),
    cp_rg: text(user.cp_rg),
    cp_estadocivil: estado,
    cp_profissao: text(user.cp_profissao),
    cp_descricao: text(user.cp_descricao),
    cp_whatsapp: text(user.cp_whatsapp),
    cp_telefone: text(user.cp_telefone),
    cp_end_cidade_estado: text(user.cp_end_cidade_estado),
    cp_end_rua: text(user.cp_end_rua),
    cp_end_num: text(user.cp_end_num),
    cp_end_cep: text(user.cp_end_cep),
    company: Boolean(user.cp_cnpj || user.cp_ie || user.cp_empresaatuacao),
    cp_cnpj: text(user.cp_cnpj),
    cp_ie: text(user.cp_ie),
    cp_empresaatuacao: text(user.cp_empresaatuacao),
  };
}

/** The form's own "required" messages, checked before the contract's rules. */
export const REQUIRED_MESSAGES: Partial<Record<FieldName, string>> = {
  cp_nome: 'Nome é obrigatório.',
  cp_email: 'E-mail é obrigatório.',
  cp_login: 'Login é obrigatório.',
  password: 'Senha é obrigatória.',
  cp_tipo_user: 'Tipo de Usuário é obrigatório.',
  cp_escola_id: 'Escola é obrigatória.',
  cp_cpf: 'CPF é obrigatório.',
  cp_datanascimento: 'Data de Nascimento é obrigatória.',
};

export const FUTURE_BIRTH_DATE = 'A data de nascimento não pode ser no futuro.';
export const TYPE_NOT_OFFERED = 'Escolha um dos tipos oferecidos.';

/** zod's Brazilian-Portuguese messages where a schema sets none of its own (the field is named by its label). */
const ptBR = z.locales.ptBR();
function portugueseMessage(issue: Parameters<typeof ptBR.localeError>[0]): string {
  const result = ptBR.localeError(issue);
  const message = typeof result === 'string' ? result : result?.message;
  return message ? `${message}.` : 'Valor inválido.';
}

const COMPANY_FIELDS = ['cp_cnpj', 'cp_ie', 'cp_empresaatuacao'] as const;

/** What the schemas are given: text fields as typed, numbers for the ids; hidden company fields cleared. */
function rawBody(values: UserFormValues, mode: FormMode): Record<string, unknown> {
  const { company, password, cp_tipo_user, cp_escola_id, cp_estadocivil, ...fields } = values;
  const body: Record<string, unknown> = {
    ...fields,
    cp_tipo_user: Number(cp_tipo_user),
    cp_escola_id: Number(cp_escola_id),
    cp_estadocivil: cp_estadocivil === '' ? null : (cp_estadocivil as EstadoCivilValue),
  };
  if (!company) for (const key of COMPANY_FIELDS) body[key] = null;
  if (mode === 'create' || password !== '') body.cp_password = password;
  return body;
}

export type Validation = { ok: true; payload: UserPayload } | { ok: false; errors: FormErrors };

/**
 * A photo whose upload failed blocks the save until it is removed (to
 * register without a photo) or replaced: the person must not believe a photo
 * was saved.
 */
export function withPhotoCheck(result: Validation, photoFailed: boolean, message: string): Validation {
  if (!photoFailed) return result;
  return { ok: false, errors: { ...(result.ok ? {} : result.errors), [PHOTO_FIELD]: message } };
}

/**
 * Checks the form: required fields, the types the caller may give, a birth
 * date not in the future, then the contract's schema (e-mail, login without
 * spaces, CPF format and check digits, masks, lengths). One message per field.
 */
export function validateUserForm(
  values: UserFormValues,
  mode: FormMode,
  ownType: UserType,
  today: Date = new Date(),
): Validation {
  const errors: FormErrors = {};
  for (const [field, message] of Object.entries(REQUIRED_MESSAGES) as [FieldName, string][]) {
    if (field === 'password' && mode === 'edit') continue;
    if (values[field].trim() === '') errors[field] = message;
  }
  const type = parseUserType(values.cp_tipo_user);
  if (!errors.cp_tipo_user && (type === null || !mayAssignType(ownType, type))) errors.cp_tipo_user = TYPE_NOT_OFFERED;
  if (
    !errors.cp_datanascimento &&
    /^\d{4}-\d{2}-\d{2}$/.test(values.cp_datanascimento) &&
    values.cp_datanascimento > toIsoDay(today)
  ) {
    errors.cp_datanascimento = FUTURE_BIRTH_DATE;
  }

  const schema = mode === 'create' ? UsuarioRegister : UsuarioEdit;
  const parsed = schema.safeParse(rawBody(values, mode), { error: portugueseMessage });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path[0] === 'cp_password' ? 'password' : (issue.path[0] as FieldName | undefined);
      if (key && key in values && !errors[key]) errors[key] = issue.message;
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, payload: parsed.data };
}
