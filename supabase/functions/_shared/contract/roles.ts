/**
 * Who may give a person which type (spec section 5): one rule for the
 * registration form (src/domain/roles.ts re-exports it), the mock and the api
 * function. Pure and dependency-free, so the Deno function can import it.
 */
import { USER_TYPES, type UserType } from './constants.ts';

/**
 * Whether someone of type `own` may give a person the type `target`
 * (register, edit, delete): only types ≥ their own.
 */
export function mayAssignType(own: UserType, target: number): boolean {
  return Number.isInteger(target) && target >= own && (USER_TYPES as readonly number[]).includes(target);
}
