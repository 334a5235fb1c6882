/**
 * Usuario types and role groups (product spec, section 6).
 * Everything that asks "may this person…" starts from these tables.
 */
import { USER_TYPES, type UserType } from '@contract/constants';
import { mayAssignType } from '@contract/roles';

export const USER_TYPE_LABELS: Readonly<Record<UserType, string>> = {
  1: 'Gestor',
  2: 'Diretor',
  3: 'Secretário(a)',
  4: 'Professor',
  5: 'Aluno',
};

/** Named groups of user types, exactly as section 6 defines them. */
export const ROLE_GROUPS = {
  gestao: [1, 2, 3],
  direcao: [1, 2],
  secretaria: [3],
  professor: [4],
  aluno: [5],
  admin: [1],
  all: [1, 2, 3, 4, 5],
} as const satisfies Record<string, readonly UserType[]>;

export type RoleGroup = keyof typeof ROLE_GROUPS;

export function isUserType(value: unknown): value is UserType {
  return typeof value === 'number' && (USER_TYPES as readonly number[]).includes(value);
}

/** Parses a stored or transmitted type ("3" or 3); anything else is null. */
export function parseUserType(value: unknown): UserType | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return isUserType(n) ? n : null;
}

/** The role label of the profile menu; unknown types read 'Desconhecido'. */
export function roleLabel(type: unknown): string {
  const parsed = parseUserType(type);
  return parsed ? USER_TYPE_LABELS[parsed] : 'Desconhecido';
}

/** Whether a user type belongs to any of the given groups. */
export function inGroups(type: UserType | null, groups: readonly RoleGroup[]): boolean {
  if (type === null) return false;
  return groups.some((g) => (ROLE_GROUPS[g] as readonly number[]).includes(type));
}

/** The user types a person may register or edit: those ≥ their own (section 5; the contract's `mayAssignType`, which both backends apply). */
export function assignableUserTypes(own: UserType): UserType[] {
  return USER_TYPES.filter((t) => mayAssignType(own, t));
}
