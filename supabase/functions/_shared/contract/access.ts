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
 * - `teaching`: rows of classes the caller teaches (and their students); for
 *   materials, rows whose category codes meet those of the courses the caller
 *   teaches (spec section 9's course→code map), or rows with no code.
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
  | 'notas'
  | 'audiosOuvidos'
  | 'permissoes'
  | 'agendaRede'
  | 'agendaEscola'
  | 'agendaTurma'
  | 'agendaPessoal'
  | 'certificados'
  | 'avaliacoes';

/** Every scope a row of ACCESS may hold: each backend handles exactly these. */
export const SCOPES = ['all', 'school', 'teaching', 'enrolled', 'self', 'none'] as const satisfies readonly Scope[];

/**
 * - `read`: see a row (outside it a row does not exist: 404).
 * - `list`: call the resource's list endpoints at all (outside: 403). Defaults
 *   to `read`; users differ: teachers and students may read their own row
 *   but not list people.
 * - `write`: change a row (inside read but outside write: 403).
 * - `create`: add a row. Defaults to `write`.
 * - `delete`: remove (or archive) a row. Defaults to `write`.
 *
 * The screens show add links, edit links and delete buttons by these actions
 * (src/domain/access.ts: `may`), the backends authorise by them, and the RLS
 * policies implement them (select = read, insert = create, update = write,
 * delete = delete).
 */
export type Action = 'read' | 'list' | 'write' | 'create' | 'delete';

export const ACTIONS = ['read', 'list', 'write', 'create', 'delete'] as const satisfies readonly Action[];

type ScopeRow = Readonly<Record<UserType, Scope>>;

type ResourceAccess = Readonly<{ read: ScopeRow; write: ScopeRow; list?: ScopeRow; create?: ScopeRow; delete?: ScopeRow }>;

/** Which row an action falls back to when a resource does not name it. */
const FALLBACK: Readonly<Record<Action, 'read' | 'write'>> = {
  read: 'read',
  list: 'read',
  write: 'write',
  create: 'write',
  delete: 'write',
};

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
  /** The directors picker of the school form (names only): direção registers schools and names their responsável. */
  diretores: {
    read: { 1: 'all', 2: 'all', 3: 'school', 4: 'none', 5: 'none' },
    write: { 1: 'none', 2: 'none', 3: 'none', 4: 'none', 5: 'none' },
  },
  /**
   * Direção (1, 2) registers schools and sees them all; a school's data (its
   * PIX key too) is changed, and it is archived, only by the Gestor or by its
   * own director: another school's director would collect its payments.
   */
  escolas: {
    read: { 1: 'all', 2: 'all', 3: 'school', 4: 'school', 5: 'school' },
    write: { 1: 'all', 2: 'school', 3: 'none', 4: 'none', 5: 'none' },
    create: { 1: 'all', 2: 'all', 3: 'none', 4: 'none', 5: 'none' },
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
  /**
   * Audio courses: direção registers them (the Cadastro de Áudio menu item of
   * spec section 6), only the Gestor edits them ("the audio edit link is
   * shown only to type 1").
   */
  cursos: {
    read: { 1: 'all', 2: 'all', 3: 'all', 4: 'all', 5: 'all' },
    write: { 1: 'all', 2: 'none', 3: 'none', 4: 'none', 5: 'none' },
    create: { 1: 'all', 2: 'all', 3: 'none', 4: 'none', 5: 'none' },
  },
  audios: {
    read: { 1: 'all', 2: 'all', 3: 'all', 4: 'all', 5: 'enrolled' },
    write: { 1: 'all', 2: 'none', 3: 'none', 4: 'none', 5: 'none' },
    create: { 1: 'all', 2: 'all', 3: 'none', 4: 'none', 5: 'none' },
  },
  /** Training material: the gestor manages it ("only type 1 sees … the material form on training"). */
  materiais: {
    read: { 1: 'all', 2: 'all', 3: 'none', 4: 'teaching', 5: 'none' },
    write: { 1: 'all', 2: 'none', 3: 'none', 4: 'none', 5: 'none' },
  },
  /**
   * Extra material: the same pattern (the form is the gestor's), and
   * "directors and secretaries can also edit and delete extra material". A
   * person holding the `materialExtra` grant is treated as the gestor here
   * (GRANTABLE below).
   */
  materialExtra: {
    read: { 1: 'all', 2: 'all', 3: 'all', 4: 'teaching', 5: 'none' },
    write: { 1: 'all', 2: 'all', 3: 'all', 4: 'none', 5: 'none' },
    create: { 1: 'all', 2: 'none', 3: 'none', 4: 'none', 5: 'none' },
  },
  /**
   * Classroom records (docs/sala-de-aula.md): only the class's teacher writes
   * them; the school's staff read them; a student reads the class's summaries
   * and only their own attendance and grades. A record's school is its
   * class's school (the backends read it through the class).
   */
  chamadas: {
    read: { 1: 'all', 2: 'school', 3: 'school', 4: 'teaching', 5: 'self' },
    write: { 1: 'none', 2: 'none', 3: 'none', 4: 'teaching', 5: 'none' },
  },
  resumos: {
    read: { 1: 'all', 2: 'school', 3: 'school', 4: 'teaching', 5: 'enrolled' },
    write: { 1: 'none', 2: 'none', 3: 'none', 4: 'teaching', 5: 'none' },
  },
  notas: {
    read: { 1: 'all', 2: 'school', 3: 'school', 4: 'teaching', 5: 'self' },
    write: { 1: 'none', 2: 'none', 3: 'none', 4: 'teaching', 5: 'none' },
  },
  /** Played-audio marks (the student's progress bar): each student their own, nobody else. */
  audiosOuvidos: {
    read: { 1: 'none', 2: 'none', 3: 'none', 4: 'none', 5: 'self' },
    write: { 1: 'none', 2: 'none', 3: 'none', 4: 'none', 5: 'self' },
  },
  /** Grants (GRANTABLE): the gestor gives and takes them; everyone reads their own. */
  permissoes: {
    read: { 1: 'all', 2: 'self', 3: 'self', 4: 'self', 5: 'self' },
    write: { 1: 'all', 2: 'none', 3: 'none', 4: 'none', 5: 'none' },
  },
  /** Agenda events by reach (docs/agenda.md). The network's: the gestor writes, everyone reads. */
  agendaRede: {
    read: { 1: 'all', 2: 'all', 3: 'all', 4: 'all', 5: 'all' },
    write: { 1: 'all', 2: 'none', 3: 'none', 4: 'none', 5: 'none' },
  },
  /** A school's: its staff (and the gestor) write; everyone of the school reads. */
  agendaEscola: {
    read: { 1: 'all', 2: 'school', 3: 'school', 4: 'school', 5: 'school' },
    write: { 1: 'all', 2: 'school', 3: 'school', 4: 'none', 5: 'none' },
  },
  /** A class's: its teacher and the school's staff write; its students read. */
  agendaTurma: {
    read: { 1: 'all', 2: 'school', 3: 'school', 4: 'teaching', 5: 'enrolled' },
    write: { 1: 'all', 2: 'school', 3: 'school', 4: 'teaching', 5: 'none' },
  },
  /** A personal one: its author only, whoever they are. */
  agendaPessoal: {
    read: { 1: 'self', 2: 'self', 3: 'self', 4: 'self', 5: 'self' },
    write: { 1: 'self', 2: 'self', 3: 'self', 4: 'self', 5: 'self' },
  },
  /** Certificates (docs/certificados.md): the gestor issues and revokes; a student reads their own. */
  certificados: {
    read: { 1: 'all', 2: 'none', 3: 'none', 4: 'none', 5: 'self' },
    write: { 1: 'all', 2: 'none', 3: 'none', 4: 'none', 5: 'none' },
  },
  /** The evaluations dashboard (docs/avaliacoes.md): the gestor's view of the network. */
  avaliacoes: {
    read: { 1: 'all', 2: 'none', 3: 'none', 4: 'none', 5: 'none' },
    write: { 1: 'none', 2: 'none', 3: 'none', 4: 'none', 5: 'none' },
  },
};

/**
 * Permissions the gestor grants to one person, stored per person and checked
 * by the server (public.permissoes): the holder is treated as type 1 for that
 * resource. The spec's "one specific user is treated like a manager on the
 * extra materials page" was a hard-coded person; here it is a grant.
 */
export const GRANTABLE = ['materialExtra'] as const satisfies readonly Resource[];
export type Grant = (typeof GRANTABLE)[number];

/** Who may receive a grant: staff and teachers (a student never manages material). */
export const GRANTEE_TYPES: readonly UserType[] = [2, 3, 4];

export function isGrant(value: string): value is Grant {
  return (GRANTABLE as readonly string[]).includes(value);
}

export function scopeOf(resource: Resource, action: Action, type: UserType, grants: readonly Grant[] = []): Scope {
  const access = ACCESS[resource];
  const asType = (grants as readonly Resource[]).includes(resource) ? 1 : type;
  return (access[action] ?? access[FALLBACK[action]])[asType];
}

/** Whether a type may `action` some rows of the resource (its scope is not `none`): what a screen offers. */
export function may(resource: Resource, action: Action, type: UserType, grants: readonly Grant[] = []): boolean {
  return scopeOf(resource, action, type, grants) !== 'none';
}

/** Whether a caller may call the resource's list endpoints at all. */
export function mayList(resource: Resource, type: UserType, grants: readonly Grant[] = []): boolean {
  return may(resource, 'list', type, grants);
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
  /** The material category codes of the courses the caller teaches (type 4; categoryCodesFor). */
  readonly teachingCodes?: readonly string[];
  /** The grants the caller holds (GRANTABLE). */
  readonly grants?: readonly Grant[];
}

/** What a row exposes to a scope check: only the facts a scope looks at. */
export interface RowFacts {
  readonly schoolId?: number | null;
  readonly classId?: number | null;
  readonly ownerUserId?: number | null;
  /** A material's category codes (empty: for every teacher). */
  readonly codes?: readonly string[] | null;
}

/** The fields of a resource's answer that hold its facts (a `school` scope compares `school`, …). */
export interface FactFields {
  readonly school?: string;
  readonly class?: string;
  readonly owner?: string;
  /** A comma-separated list of category codes (materials). */
  readonly codes?: string;
}

/**
 * Where each resource keeps its facts, as field names of its contract entity:
 * the mock reads them off its rows (`rowFacts`), the api filters on the same
 * columns (lib/scope.ts), the contract walk builds its expectations with them.
 * A resource whose rows no backend serves yet has none.
 */
export const FACT_FIELDS: Readonly<Record<Resource, FactFields>> = {
  usuarios: { school: 'cp_escola_id', class: 'cp_turma_id', owner: 'cp_id' },
  diretores: { school: 'cp_escola_id', owner: 'cp_id' },
  escolas: { school: 'cp_ec_id' },
  turmas: { school: 'cp_tr_id_escola', class: 'cp_tr_id' },
  matriculas: { school: 'cp_mt_escola', owner: 'cp_mt_usuario' },
  parcelas: { school: 'cp_mt_escola', owner: 'cp_mt_usuario' },
  cursos: {},
  audios: {},
  chamadas: { class: 'cp_ch_turma_id', owner: 'cp_ch_aluno_id' },
  resumos: { class: 'cp_res_turma_id' },
  notas: { class: 'cp_nota_turma_id', owner: 'cp_nota_aluno_id' },
  audiosOuvidos: { owner: 'cp_aluno_id' },
  materiais: { codes: 'cp_mat_extra_codigos' },
  materialExtra: { codes: 'cp_mat_extra_codigos' },
  permissoes: { owner: 'cp_usuario_id' },
  agendaRede: { owner: 'cp_ev_autor_id' },
  agendaEscola: { school: 'cp_ev_escola_id', owner: 'cp_ev_autor_id' },
  agendaTurma: { school: 'cp_ev_escola_id', class: 'cp_ev_turma_id', owner: 'cp_ev_autor_id' },
  agendaPessoal: { owner: 'cp_ev_autor_id' },
  certificados: { school: 'cp_cert_escola_id', owner: 'cp_cert_aluno_id' },
  avaliacoes: {},
};

/** The facts of a row of `resource` (an object with its contract fields). */
export function rowFacts(resource: Resource, row: object): RowFacts {
  const fields = FACT_FIELDS[resource];
  const value = (field: string | undefined): number | null => {
    if (field === undefined) return null;
    const v = (row as Record<string, unknown>)[field];
    return typeof v === 'number' ? v : null;
  };
  const codes = fields.codes === undefined ? null : splitCodes((row as Record<string, unknown>)[fields.codes]);
  return { schoolId: value(fields.school), classId: value(fields.class), ownerUserId: value(fields.owner), codes };
}

/** A stored comma-separated code list as codes ('' → none). */
export function splitCodes(value: unknown): string[] {
  if (typeof value !== 'string') return [];
  return value
    .split(',')
    .map((code) => code.trim())
    .filter((code) => code !== '');
}

/** Whether `caller` may `action` a row of `resource` with the given facts. */
export function allows(resource: Resource, action: Action, caller: Caller, row: RowFacts): boolean {
  switch (scopeOf(resource, action, caller.type, caller.grants)) {
    case 'all':
      return true;
    case 'school':
      return caller.schoolId !== null && row.schoolId === caller.schoolId;
    case 'teaching':
      if (FACT_FIELDS[resource].codes !== undefined) return codesMeet(row.codes ?? [], caller.teachingCodes ?? []);
      return row.classId != null && caller.teachingClassIds.includes(row.classId);
    case 'enrolled':
      return caller.classId !== null && row.classId === caller.classId;
    case 'self':
      return row.ownerUserId === caller.userId;
    case 'none':
      return false;
  }
}

/**
 * The scopes held anywhere in ACCESS that `handled` does not know. A backend
 * calls this at start-up with the scopes it implements and refuses to start
 * on any answer but [] (a new scope must be taught to every backend first).
 */
export function unknownScopes(handled: readonly string[]): string[] {
  const used = new Set<string>();
  for (const access of Object.values(ACCESS) as ResourceAccess[]) {
    for (const row of Object.values(access) as ScopeRow[]) for (const scope of Object.values(row)) used.add(scope);
  }
  return [...used].filter((scope) => !handled.includes(scope));
}

/** Whether a material with `codes` is for a teacher of `teaching` codes: no code means every teacher. */
export function codesMeet(codes: readonly string[], teaching: readonly string[]): boolean {
  return codes.length === 0 || codes.some((code) => teaching.includes(code));
}
