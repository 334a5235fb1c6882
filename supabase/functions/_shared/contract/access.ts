/**
 * Data scope per role (product spec, section 6, "Data scope"), as one table.
 *
 * Defined once, in the contract, because every layer reads it: the screens
 * (through src/domain/access.ts), the mock backend (it filters and authorises
 * only with this table) and the api function (its pre-checks choose the
 * refusal message, and it adds the caller's scope as an explicit filter so
 * the database can use its indexes). The Supabase RLS policies implement the
 * same table in SQL — the rule that decides — and the RLS matrix tests assert
 * it cell by cell. Change a rule here and in the policies together.
 */
import type { UserType } from './constants.ts';

/**
 * - `all`: every row.
 * - `school`: rows of the caller's own school.
 * - `teaching`: rows of classes the caller teaches (and their students).
 * - `enrolled`: rows of the caller's own class / course.
 * - `self`: rows about the caller only.
 * - `none`: nothing.
 */
export type Scope = 'all' | 'school' | 'teaching' | 'enrolled' | 'self' | 'none';

export type Resource =
  | 'usuarios'
  | 'diretores'
  | 'escolas'
  | 'turmas'
  | 'matriculas'
  | 'parcelas'
  | 'cursos'
  | 'audios'
  | 'materiais'
  | 'materialExtra'
  | 'chamadas'
  | 'resumos'
  | 'notas';

/**
 * - `read`: see a row (outside it a row does not exist: 404).
 * - `write`: create, change or delete a row (inside read but outside write: 403).
 * - `list`: call the resource's list endpoints at all (outside: 403). Defaults
 *   to `read`; users differ: teachers and students may read their own row
 *   but not list people.
 */
export type Action = 'read' | 'write' | 'list';

type ScopeRow = Readonly<Record<UserType, Scope>>;

type ResourceAccess = Readonly<{ read: ScopeRow; write: ScopeRow; list?: ScopeRow }>;

export const ACCESS: Readonly<Record<Resource, ResourceAccess>> = {
  /**
   * People. Writing also requires the target type ≥ the writer's own
   * (`mayAssignType` in ./roles), for the row before and after the change.
   */
  usuarios: {
    read: { 1: 'all', 2: 'school', 3: 'school', 4: 'self', 5: 'self' },
    write: { 1: 'all', 2: 'school', 3: 'school', 4: 'none', 5: 'none' },
    list: { 1: 'all', 2: 'school', 3: 'school', 4: 'none', 5: 'none' },
  },
  /** The directors picker of the school form (names only): direção manages every school. */
  diretores: {
    read: { 1: 'all', 2: 'all', 3: 'school', 4: 'none', 5: 'none' },
    write: { 1: 'none', 2: 'none', 3: 'none', 4: 'none', 5: 'none' },
  },
  /** Direção (1, 2) manages the network's schools; everyone else sees their own school. */
  escolas: {
    read: { 1: 'all', 2: 'all', 3: 'school', 4: 'school', 5: 'school' },
    write: { 1: 'all', 2: 'all', 3: 'none', 4: 'none', 5: 'none' },
  },
  turmas: {
    read: { 1: 'all', 2: 'school', 3: 'school', 4: 'teaching', 5: 'enrolled' },
    write: { 1: 'all', 2: 'school', 3: 'school', 4: 'none', 5: 'none' },
  },
  matriculas: {
    read: { 1: 'all', 2: 'school', 3: 'school', 4: 'none', 5: 'self' },
    write: { 1: 'all', 2: 'school', 3: 'school', 4: 'none', 5: 'none' },
  },
  parcelas: {
    read: { 1: 'all', 2: 'school', 3: 'school', 4: 'none', 5: 'self' },
    write: { 1: 'all', 2: 'school', 3: 'school', 4: 'none', 5: 'none' },
  },
  cursos: {
    read: { 1: 'all', 2: 'all', 3: 'all', 4: 'all', 5: 'all' },
    write: { 1: 'all', 2: 'none', 3: 'none', 4: 'none', 5: 'none' },
  },
  audios: {
    read: { 1: 'all', 2: 'all', 3: 'all', 4: 'all', 5: 'enrolled' },
    write: { 1: 'all', 2: 'none', 3: 'none', 4: 'none', 5: 'none' },
  },
  materiais: {
    read: { 1: 'all', 2: 'all', 3: 'none', 4: 'teaching', 5: 'none' },
    write: { 1: 'all', 2: 'none', 3: 'none', 4: 'none', 5: 'none' },
  },
  materialExtra: {
    read: { 1: 'all', 2: 'all', 3: 'all', 4: 'teaching', 5: 'none' },
    write: { 1: 'all', 2: 'all', 3: 'all', 4: 'none', 5: 'none' },
  },
  chamadas: {
    read: { 1: 'all', 2: 'school', 3: 'school', 4: 'teaching', 5: 'self' },
    write: { 1: 'all', 2: 'school', 3: 'school', 4: 'teaching', 5: 'none' },
  },
  resumos: {
    read: { 1: 'all', 2: 'school', 3: 'school', 4: 'teaching', 5: 'enrolled' },
    write: { 1: 'all', 2: 'school', 3: 'school', 4: 'teaching', 5: 'none' },
  },
  notas: {
    read: { 1: 'all', 2: 'school', 3: 'school', 4: 'teaching', 5: 'self' },
    write: { 1: 'all', 2: 'school', 3: 'school', 4: 'teaching', 5: 'none' },
  },
};

export function scopeOf(resource: Resource, action: Action, type: UserType): Scope {
  const access = ACCESS[resource];
  if (action === 'list') return (access.list ?? access.read)[type];
  return access[action][type];
}

/** Whether a caller may call the resource's list endpoints at all. */
export function mayList(resource: Resource, type: UserType): boolean {
  return scopeOf(resource, 'list', type) !== 'none';
}

/** Who is asking, as every backend knows it from the verified token. */
export interface Caller {
  readonly userId: number;
  readonly type: UserType;
  readonly schoolId: number | null;
  /** Classes the caller teaches (type 4). */
  readonly teachingClassIds: readonly number[];
  /** The caller's own class (type 5). */
  readonly classId: number | null;
}

/** What a row exposes to a scope check: only the facts a scope looks at. */
export interface RowFacts {
  readonly schoolId?: number | null;
  readonly classId?: number | null;
  readonly ownerUserId?: number | null;
}

/** Whether `caller` may `action` a row of `resource` with the given facts. */
export function allows(resource: Resource, action: Action, caller: Caller, row: RowFacts): boolean {
  switch (scopeOf(resource, action, caller.type)) {
    case 'all':
      return true;
    case 'school':
      return caller.schoolId !== null && row.schoolId === caller.schoolId;
    case 'teaching':
      return row.classId != null && caller.teachingClassIds.includes(row.classId);
    case 'enrolled':
      return caller.classId !== null && row.classId === caller.classId;
    case 'self':
      return row.ownerUserId === caller.userId;
    case 'none':
      return false;
  }
}
