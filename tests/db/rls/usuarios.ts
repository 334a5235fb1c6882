/** profiles: who reads, registers, edits and deletes whom. */
import type { UserType } from '@contract';
import { type Caller, FIXTURE_IDS, PEOPLE, SCHOOLS, SPARE_AUTH_ID, type SchoolKey, type Target, personOf } from './fixture.ts';
import { type CellOf, DENIED, IN_USE, NONE, type Outcome, type RlsDomain, rows } from './cell.ts';

/** The change an update makes to a profile. */
type ProfileChange =
  | 'cp_nome'
  | 'cp_email'
  | 'cp_login'
  | 'cp_foto_perfil=alheia'
  | 'cp_foto_perfil=null'
  | 'cp_descricao'
  | 'cp_tipo_user=1'
  | 'cp_tipo_user=2'
  | 'cp_escola_id=B'
  | 'cp_excluido=0'
  | 'cp_excluido=1'
  | 'auth_user_id';

type ProfileOp =
  | { readonly action: 'select'; readonly target: Target }
  | { readonly action: 'insert'; readonly type: UserType; readonly school: SchoolKey }
  | { readonly action: 'update'; readonly target: Target; readonly set: ProfileChange }
  | { readonly action: 'delete'; readonly target: Target };

type ProfileCell = CellOf<'profiles', ProfileOp>;

const p = (as: Caller, op: ProfileOp, expect: Outcome): ProfileCell => ({ as, table: 'profiles', op, expect });

const sel = (target: Target) => ({ action: 'select', target }) as const;
const ins = (type: UserType, school: SchoolKey) => ({ action: 'insert', type, school }) as const;
const upd = (target: Target, set: ProfileChange) => ({ action: 'update', target, set }) as const;
const del = (target: Target) => ({ action: 'delete', target }) as const;

/** The RLS_USUARIOS domain's cells, and the statements of its tables. */
export const RLS_USUARIOS: RlsDomain<ProfileCell> = {
  statements: {
    profiles: (cell) => profileStatement(cell.op, cell.as),
  },
  cells: [
    // ── profiles · select ─ read: 1 all · 2,3 own school · 4,5 self ───────────
    p('anon', sel('fixtures'), DENIED),
    p('gestor', sel('fixtures'), rows(13)),
    p('gestor', sel('self'), rows(1)),
    p('gestor', sel('alunoB'), rows(1)),
    p('gestor', sel('excluidoA'), rows(1)),
    p('diretorA', sel('fixtures'), rows(9)),
    p('diretorA', sel('self'), rows(1)),
    p('diretorA', sel('alunoA'), rows(1)),
    p('diretorA', sel('gestor'), rows(1)),
    p('diretorA', sel('alunoB'), NONE),
    p('diretorA', sel('diretorB'), NONE),
    p('secretariaA', sel('fixtures'), rows(9)),
    p('secretariaA', sel('alunoA'), rows(1)),
    p('secretariaA', sel('diretorA'), rows(1)),
    p('secretariaA', sel('alunoB'), NONE),
    p('professorA', sel('fixtures'), rows(1)),
    p('professorA', sel('self'), rows(1)),
    p('professorA', sel('alunoA'), NONE),
    p('professorA', sel('professorB'), NONE),
    p('alunoA', sel('fixtures'), rows(1)),
    p('alunoA', sel('self'), rows(1)),
    p('alunoA', sel('alunoA2'), NONE),
    p('alunoA', sel('professorA'), NONE),
    p('alunoA', sel('alunoB'), NONE),
    p('excluidoA', sel('fixtures'), NONE),
    p('excluidoA', sel('self'), NONE),

    // ── profiles · insert ─ 1 any · 2,3 own school and type ≥ own · 4,5 none;
    //    2 also a Diretor of the school registered in the same transaction ─────
    p('anon', ins(5, 'A'), DENIED),
    p('gestor', ins(1, 'B'), rows(1)),
    p('gestor', ins(5, 'C'), rows(1)),
    p('diretorA', ins(5, 'A'), rows(1)),
    p('diretorA', ins(2, 'A'), rows(1)),
    p('diretorA', ins(1, 'A'), DENIED), // a director cannot create a manager
    p('diretorA', ins(5, 'B'), DENIED),
    // A director's Diretor only in a school this transaction registered (tests/db/escola-diretor.test.ts), not in another one.
    p('diretorA', ins(2, 'B'), DENIED),
    p('secretariaA', ins(3, 'A'), rows(1)),
    p('secretariaA', ins(5, 'A'), rows(1)),
    p('secretariaA', ins(2, 'A'), DENIED),
    p('secretariaA', ins(5, 'B'), DENIED),
    p('professorA', ins(5, 'A'), DENIED),
    p('alunoA', ins(5, 'A'), DENIED),
    p('excluidoA', ins(5, 'A'), DENIED),

    // ── profiles · update ─ as insert, plus everyone's own profile-dialog fields
    p('anon', upd('alunoA', 'cp_descricao'), DENIED),
    p('gestor', upd('alunoB', 'cp_descricao'), rows(1)),
    p('gestor', upd('diretorB', 'cp_tipo_user=1'), rows(1)),
    p('gestor', upd('self', 'cp_descricao'), rows(1)),
    p('diretorA', upd('alunoA', 'cp_descricao'), rows(1)),
    p('diretorA', upd('secretariaA', 'cp_descricao'), rows(1)),
    p('diretorA', upd('excluidoA', 'cp_excluido=0'), rows(1)),
    p('diretorA', upd('self', 'cp_nome'), rows(1)),
    p('diretorA', upd('self', 'cp_descricao'), DENIED),
    p('diretorA', upd('self', 'cp_tipo_user=1'), DENIED),
    p('diretorA', upd('alunoA', 'cp_tipo_user=1'), DENIED),
    p('diretorA', upd('alunoA', 'cp_escola_id=B'), DENIED),
    p('diretorA', upd('gestor', 'cp_descricao'), NONE),
    p('diretorA', upd('alunoB', 'cp_descricao'), NONE), // another school's person
    p('secretariaA', upd('alunoA', 'cp_descricao'), rows(1)),
    p('secretariaA', upd('professorA', 'cp_descricao'), rows(1)),
    p('secretariaA', upd('alunoA', 'cp_tipo_user=2'), DENIED),
    p('secretariaA', upd('diretorA', 'cp_descricao'), NONE),
    p('secretariaA', upd('alunoB', 'cp_descricao'), NONE),
    p('professorA', upd('self', 'cp_nome'), rows(1)),
    p('professorA', upd('self', 'cp_foto_perfil=null'), rows(1)), // removes their photo
    p('professorA', upd('self', 'cp_foto_perfil=alheia'), DENIED), // a path that is no upload of theirs (profiles_guard_files)
    p('professorA', upd('self', 'cp_descricao'), DENIED),
    p('professorA', upd('self', 'cp_tipo_user=1'), DENIED),
    p('professorA', upd('alunoA', 'cp_descricao'), NONE),
    p('alunoA', upd('self', 'cp_nome'), rows(1)),
    p('alunoA', upd('self', 'cp_email'), rows(1)),
    p('alunoA', upd('self', 'cp_login'), rows(1)),
    p('alunoA', upd('self', 'cp_foto_perfil=null'), rows(1)),
    p('alunoA', upd('self', 'cp_foto_perfil=alheia'), DENIED),
    p('alunoA', upd('self', 'cp_tipo_user=1'), DENIED), // no self-promotion
    p('alunoA', upd('self', 'cp_escola_id=B'), DENIED),
    p('alunoA', upd('self', 'cp_excluido=1'), DENIED),
    p('alunoA', upd('self', 'auth_user_id'), DENIED),
    p('alunoA', upd('alunoA2', 'cp_nome'), NONE),
    p('alunoA', upd('alunoB', 'cp_nome'), NONE),
    p('excluidoA', upd('self', 'cp_nome'), NONE),
    p('excluidoA', upd('alunoA', 'cp_descricao'), NONE),

    // ── profiles · delete ─ as insert ──────────────────────────────────────────
    p('anon', del('alunoA'), DENIED),
    p('gestor', del('secretariaB'), rows(1)),
    p('gestor', del('alunoB'), IN_USE), // a student with an enrolment (matriculas.cp_mt_usuario)
    p('diretorA', del('alunoA'), IN_USE), // enrolments keep their student
    p('diretorA', del('professorA'), IN_USE), // a teacher of a class (turmas.cp_tr_id_professor)
    p('diretorA', del('professorA2'), IN_USE),
    p('diretorA', del('alunoA3'), rows(1)),
    p('diretorA', del('self'), rows(1)),
    p('diretorA', del('gestor'), NONE),
    p('diretorA', del('alunoB'), NONE),
    p('secretariaA', del('alunoA'), IN_USE),
    p('secretariaA', del('alunoA3'), rows(1)),
    p('secretariaA', del('diretorA'), NONE),
    p('secretariaA', del('alunoB'), NONE),
    p('professorA', del('alunoA'), NONE),
    p('professorA', del('self'), NONE),
    p('alunoA', del('self'), NONE),
    p('alunoA', del('alunoA2'), NONE),
    p('excluidoA', del('alunoA'), NONE),
  ],
};

const PROFILE_CHANGES: Record<ProfileChange, [column: string, value: unknown]> = {
  cp_nome: ['cp_nome', 'Nome Alterado'],
  cp_email: ['cp_email', 'rls.alterado@example.test'],
  cp_login: ['cp_login', 'rls.alterado'],
  'cp_foto_perfil=alheia': ['cp_foto_perfil', 'avatars/nova.png'],
  'cp_foto_perfil=null': ['cp_foto_perfil', null],
  cp_descricao: ['cp_descricao', 'alterado'],
  'cp_tipo_user=1': ['cp_tipo_user', 1],
  'cp_tipo_user=2': ['cp_tipo_user', 2],
  'cp_escola_id=B': ['cp_escola_id', SCHOOLS.B],
  'cp_excluido=0': ['cp_excluido', 0],
  'cp_excluido=1': ['cp_excluido', 1],
  auth_user_id: ['auth_user_id', SPARE_AUTH_ID],
};

function profileStatement(op: ProfileOp, caller: Caller): { sql: string; params: unknown[] } {
  switch (op.action) {
    case 'select':
      return op.target === 'fixtures'
        ? { sql: 'select cp_id from public.profiles where cp_id = any($1::bigint[])', params: [FIXTURE_IDS] }
        : { sql: 'select cp_id from public.profiles where cp_id = $1', params: [PEOPLE[personOf(op.target, caller)].id] };
    case 'insert':
      return {
        sql: `insert into public.profiles (auth_user_id, cp_nome, cp_email, cp_login, cp_tipo_user, cp_cpf, cp_datanascimento, cp_escola_id)
              values ($1, 'RLS Novo', 'rls.novo@example.test', 'rls.novo', $2, 'rls-cpf-novo', date '2001-02-03', $3)
              returning cp_id`,
        params: [SPARE_AUTH_ID, op.type, SCHOOLS[op.school]],
      };
    case 'update': {
      const [column, value] = PROFILE_CHANGES[op.set];
      return {
        sql: `update public.profiles set ${column} = $2 where cp_id = $1 returning cp_id`,
        params: [PEOPLE[personOf(op.target as Exclude<Target, 'fixtures'>, caller)].id, value],
      };
    }
    case 'delete':
      return {
        sql: 'delete from public.profiles where cp_id = $1 returning cp_id',
        params: [PEOPLE[personOf(op.target as Exclude<Target, 'fixtures'>, caller)].id],
      };
  }
}
