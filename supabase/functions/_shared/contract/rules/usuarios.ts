/**
 * Rules about people that both backends apply (docs/registration.md). Pure
 * and dependency-free; where the database decides the same (the unique
 * indexes, private.usuario_exists) it folds alike: lower case, trimmed, a
 * CPF by its digits.
 */
import { SERVER_MESSAGES } from '../messages.ts';
import { onlyDigits } from '../validators.ts';

/** A login or an e-mail names the same account whatever its case and surrounding spaces. */
export function sameIdentifier(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

export interface Identity {
  readonly cp_login: string;
  readonly cp_email: string;
  readonly cp_cpf: string;
}

/** Whether two people share a login, an e-mail or a CPF (typed with or without punctuation). */
export function identityClash(a: Identity, b: Identity): boolean {
  return clashingFields(a, b).length > 0;
}

/**
 * The fields that name one account, in the order a clash lists them (the
 * `campos` of POST /register's `exists` answer, of POST
 * /register-escola-diretor's, and the order of a 409's messages). The SQL twin
 * private.usuario_campos_em_uso answers the same names.
 */
export const IDENTITY_FIELDS = ['cp_login', 'cp_email', 'cp_cpf'] as const;
export type IdentityField = (typeof IDENTITY_FIELDS)[number];

/** The fields two people share, in IDENTITY_FIELDS order. */
export function clashingFields(a: Identity, b: Identity): IdentityField[] {
  const same: Readonly<Record<IdentityField, boolean>> = {
    cp_login: sameIdentifier(a.cp_login, b.cp_login),
    cp_email: sameIdentifier(a.cp_email, b.cp_email),
    cp_cpf: onlyDigits(a.cp_cpf) === onlyDigits(b.cp_cpf),
  };
  return IDENTITY_FIELDS.filter((f) => same[f]);
}

/** What a form shows under a field someone else already holds. */
export const IDENTITY_TAKEN_MESSAGES: Readonly<Record<IdentityField, string>> = {
  cp_login: SERVER_MESSAGES.loginTaken,
  cp_email: SERVER_MESSAGES.emailTaken,
  cp_cpf: SERVER_MESSAGES.cpfTaken,
};

/** The 409 of an edit that clashes: each field's message, in order ('Este login já está em uso. Este CPF já está cadastrado.'). */
export function takenMessage(fields: readonly IdentityField[]): string {
  const named = IDENTITY_FIELDS.filter((f) => fields.includes(f));
  return named.length === 0 ? SERVER_MESSAGES.userTaken : named.map((f) => IDENTITY_TAKEN_MESSAGES[f]).join(' ');
}

/** The fields a 409's message names (takenMessage read back): what the user form marks. */
export function takenFieldsOf(msg: string | null | undefined): IdentityField[] {
  if (!msg) return [];
  return IDENTITY_FIELDS.filter((f) => msg.includes(IDENTITY_TAKEN_MESSAGES[f]));
}

/** Whether an edited person stays in their class: a class holds students (type 5) of its own school only. */
export function staysInClass(
  person: { readonly cp_tipo_user: number; readonly cp_escola_id: number | null },
  classSchoolId: number,
): boolean {
  return person.cp_tipo_user === 5 && person.cp_escola_id === classSchoolId;
}
