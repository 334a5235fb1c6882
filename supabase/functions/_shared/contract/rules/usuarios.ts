/**
 * Rules about people that both backends apply (docs/registration.md). Pure
 * and dependency-free; where the database decides the same (the unique
 * indexes, private.usuario_exists) it folds alike: lower case, trimmed, a
 * CPF by its digits.
 */
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
  return (
    sameIdentifier(a.cp_login, b.cp_login) ||
    sameIdentifier(a.cp_email, b.cp_email) ||
    onlyDigits(a.cp_cpf) === onlyDigits(b.cp_cpf)
  );
}

/** Whether an edited person stays in their class: a class holds students (type 5) of its own school only. */
export function staysInClass(
  person: { readonly cp_tipo_user: number; readonly cp_escola_id: number | null },
  classSchoolId: number,
): boolean {
  return person.cp_tipo_user === 5 && person.cp_escola_id === classSchoolId;
}
