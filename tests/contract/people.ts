/**
 * The seeded people the contract scenarios act as and act on, picked from the
 * deterministic seed both backends load (`buildSeed` → the mock database and
 * → supabase/seed.sql). Ids, logins, schools and classes do not depend on the
 * day the seed is built for; the parity test of the api backends checks that
 * the database holds exactly these.
 */
import { buildSeed, DEMO_PASSWORD, type Usuario, type UsuarioRow } from '../../mocks/seed/index.ts';
import type { Caller, Grant } from '../../supabase/functions/_shared/contract/access.ts';
import type { UserType } from '../../supabase/functions/_shared/contract/constants.ts';
import { categoryCodesFor } from '../../supabase/functions/_shared/contract/rules/cursos.ts';

export const SEED = buildSeed(new Date());

/** A person's class, read from the seed's one record of membership (`turmaAlunos`). */
export function classOfSeeded(userId: number): number | null {
  return SEED.turmaAlunos.find((m) => m.cp_aluno_id === userId)?.cp_tr_id ?? null;
}

/** Every seeded person as the contract's Usuario (their `cp_turma_id` derived from `turmaAlunos`). */
export const SEEDED_USERS: readonly Usuario[] = SEED.usuarios.map((u) => ({ ...u, cp_turma_id: classOfSeeded(u.cp_id) }));

function pick(label: string, predicate: (u: Usuario) => boolean): Usuario {
  const user = SEEDED_USERS.find(predicate);
  if (!user) throw new Error(`Seed has no ${label}`);
  return user;
}

const live = (u: Usuario) => u.cp_excluido === 0;

/** The material category codes of the courses a seeded teacher teaches (what the backends compute: categoryCodesFor). */
export function teachingCodesOf(userId: number): string[] {
  const user = SEED.usuarios.find((u) => u.cp_id === userId);
  if (user?.cp_tipo_user !== 4) return [];
  const courses = SEED.turmas
    .filter((t) => t.cp_tr_id_professor === userId)
    .map((t) => SEED.cursos.find((c) => c.cp_curso_id === t.cp_tr_curso_id)!.cp_nome_curso);
  return categoryCodesFor(courses);
}

/** The grants a seeded person holds (public.permissoes). */
export function grantsOf(userId: number): Grant[] {
  return SEED.permissoes.filter((g) => g.cp_usuario_id === userId).map((g) => g.cp_permissao);
}

const DEMO_TEACHER_CODES = teachingCodesOf(SEED.usuarios.find((u) => u.cp_login === 'professor')!.cp_id);
const byLogin = (login: string) => pick(login, (u) => u.cp_login === login);

export const P = {
  gestor: byLogin('gestor'),
  diretor: byLogin('diretor'),
  secretaria: byLogin('secretaria'),
  professor: byLogin('professor'),
  aluno: byLogin('aluno'),
  /** Director and secretary of school 2. */
  diretor2: pick('director of school 2', (u) => live(u) && u.cp_tipo_user === 2 && u.cp_escola_id === 2),
  secretaria2: pick('secretary of school 2', (u) => live(u) && u.cp_tipo_user === 3 && u.cp_escola_id === 2),
  /** Another teacher of school 1. */
  professorB: pick(
    'another teacher of school 1',
    (u) => live(u) && u.cp_tipo_user === 4 && u.cp_escola_id === 1 && u.cp_login !== 'professor',
  ),
  /** Another student of school 1 (another class than the demo student's). */
  alunoB: pick(
    'another student of school 1',
    (u) => live(u) && u.cp_tipo_user === 5 && u.cp_escola_id === 1 && u.cp_login !== 'aluno',
  ),
  /** A student of school 2. */
  aluno2: pick('student of school 2', (u) => live(u) && u.cp_tipo_user === 5 && u.cp_escola_id === 2),
  /** A deleted person (cp_excluido = 1). */
  excluido: pick('deleted person', (u) => u.cp_excluido === 1),
  /** A teacher of school 2. */
  professor2: pick('teacher of school 2', (u) => live(u) && u.cp_tipo_user === 4 && u.cp_escola_id === 2),
  /** Students of schools 1 and 2 without a class (for the class form). */
  semTurma: pick(
    'student of school 1 without a class',
    (u) => live(u) && u.cp_tipo_user === 5 && u.cp_escola_id === 1 && u.cp_turma_id === null,
  ),
  semTurma2: pick(
    'student of school 2 without a class',
    (u) => live(u) && u.cp_tipo_user === 5 && u.cp_escola_id === 2 && u.cp_turma_id === null,
  ),
  /** A student of school 1 in another class than the demo student's. */
  outraTurma: pick(
    "student of school 1 in another class than the demo student's",
    (u) =>
      live(u) &&
      u.cp_tipo_user === 5 &&
      u.cp_escola_id === 1 &&
      u.cp_turma_id !== null &&
      u.cp_turma_id !== classOfSeeded(SEED.usuarios.find((a) => a.cp_login === 'aluno')!.cp_id),
  ),
  /** A classmate of the demo student: another live student of the same class. */
  colega: pick(
    'a classmate of the demo student',
    (u) =>
      live(u) &&
      u.cp_tipo_user === 5 &&
      u.cp_login !== 'aluno' &&
      u.cp_turma_id !== null &&
      u.cp_turma_id === classOfSeeded(SEED.usuarios.find((a) => a.cp_login === 'aluno')!.cp_id),
  ),
  /** The person holding the seeded grant (the spec's "specific user" who manages the extra material): a teacher. */
  concedida: pick('the holder of the seeded grant', (u) => live(u) && SEED.permissoes.some((g) => g.cp_usuario_id === u.cp_id)),
  /** A live teacher none of whose material category codes is the demo teacher's (another school of courses). */
  professorOutro: pick(
    "a teacher with none of the demo teacher's material codes",
    (u) =>
      live(u) &&
      u.cp_tipo_user === 4 &&
      grantsOf(u.cp_id).length === 0 &&
      teachingCodesOf(u.cp_id).length > 0 &&
      !teachingCodesOf(u.cp_id).some((code) => DEMO_TEACHER_CODES.includes(code)),
  ),
} as const;

export type PersonKey = keyof typeof P;

/** What the backends know of a seeded person: their classes, their courses' material codes and their grants. */
export function callerOf(who: PersonKey): Caller {
  const u = P[who];
  return {
    userId: u.cp_id,
    type: u.cp_tipo_user as UserType,
    schoolId: u.cp_escola_id,
    teachingClassIds: SEED.turmas.filter((t) => t.cp_tr_id_professor === u.cp_id).map((t) => t.cp_tr_id),
    classId: u.cp_turma_id,
    teachingCodes: teachingCodesOf(u.cp_id),
    grants: grantsOf(u.cp_id),
  };
}

/** Every seeded account has the demo password. */
export const PASSWORD = DEMO_PASSWORD;

if (!SEED.credentials.every((c) => c.password === PASSWORD)) {
  throw new Error('The contract scenarios assume every seeded account has the demo password.');
}

/** An id no seeded row has. */
export const NO_SUCH_ID = 987654;

/** The stored fields of a seeded person that do not depend on the day the seed is built for. */
export function storedFields(user: UsuarioRow) {
  return {
    cp_id: user.cp_id,
    cp_nome: user.cp_nome,
    cp_email: user.cp_email,
    cp_login: user.cp_login,
    cp_tipo_user: user.cp_tipo_user,
    cp_cpf: user.cp_cpf,
    cp_escola_id: user.cp_escola_id,
    cp_excluido: user.cp_excluido,
  };
}

/** What every backend answers for a seeded person, besides the day-dependent fields: stored fields and their class. */
export function stableFields(user: Usuario) {
  return { ...storedFields(user), cp_turma_id: user.cp_turma_id };
}

/** Live seeded people. */
export const LIVE_USERS: readonly Usuario[] = SEEDED_USERS.filter((u) => u.cp_excluido === 0);

/** The seeded classes by role in the scenarios (ids do not depend on the day). */
function pickTurma(label: string, predicate: (t: (typeof SEED.turmas)[number]) => boolean) {
  const turma = SEED.turmas.find(predicate);
  if (!turma) throw new Error(`Seed has no ${label}`);
  return turma;
}

export const T = {
  /** The demo student's class (taught by the demo teacher). */
  doAluno: pickTurma("the demo student's class", (t) => t.cp_tr_id === P.aluno.cp_turma_id),
  /** The class of `outraTurma` (school 1; another class than the demo student's). */
  outra: pickTurma("outraTurma's class", (t) => t.cp_tr_id === P.outraTurma.cp_turma_id),
  /** A class of school 1 taught by professorB. */
  doProfessorB: pickTurma("professorB's class", (t) => t.cp_tr_id_professor === P.professorB.cp_id),
  /** A class of school 2. */
  escola2: pickTurma('a class of school 2', (t) => t.cp_tr_id_escola === 2),
} as const;

/** The students of a seeded class, by id. */
export function membersOfSeeded(turmaId: number): number[] {
  return SEED.turmaAlunos
    .filter((m) => m.cp_tr_id === turmaId)
    .map((m) => m.cp_aluno_id)
    .sort((a, b) => a - b);
}
