/**
 * SQL about profiles. Every statement runs as the caller (`db.withCaller`),
 * so the profiles RLS policies decide which rows exist for them: a row the
 * caller may not read simply is not found (404 upstream).
 */
import type { Usuario } from '../../_shared/contract/entities.ts';
import { USUARIO_COLUMNS } from '../../_shared/contract/usuarios.ts';
import type { Sql } from '../ports.ts';

/** The caller as the database knows them: their own, live profile row. */
export interface Me {
  readonly cp_id: number;
  readonly auth_user_id: string;
  readonly cp_tipo_user: number;
  readonly cp_nome: string;
  readonly cp_email: string;
  readonly cp_login: string;
  readonly cp_escola_id: number | null;
  readonly cp_turma_id: number | null;
  readonly cp_foto_perfil: string | null;
  /** The classes a teacher (4) teaches; empty for everyone else (the `teaching` scope). */
  readonly teaching: readonly number[];
  /** The names of the courses of those classes (a teacher's material category codes: categoryCodesFor). */
  readonly teaching_courses: readonly string[];
  /** The grants the caller holds (GRANTABLE); only a live 2–4 holds any (private.tem_permissao). */
  readonly grants: readonly string[];
}

/**
 * A person's class, read from the one record of membership (turma_alunos),
 * for a profile row aliased `p` that the caller's RLS already let through
 * (private.turma_of: whoever reads a person reads their class).
 */
export const TURMA_OF_P = 'private.turma_of(p.cp_id)';

const ME_COLUMNS =
  'p.cp_id, p.auth_user_id::text as auth_user_id, p.cp_tipo_user, p.cp_nome, p.cp_email, p.cp_login, p.cp_escola_id, ' +
  `${TURMA_OF_P} as cp_turma_id, p.cp_foto_perfil, ` +
  `case when p.cp_tipo_user = 4 then array(select t.cp_tr_id::integer from public.turmas t where t.cp_tr_id_professor = p.cp_id order by 1)
        else '{}'::integer[] end as teaching, ` +
  `case when p.cp_tipo_user = 4 then array(select distinct c.cp_nome_curso from public.turmas t
          join public.cursos c on c.cp_curso_id = t.cp_tr_curso_id where t.cp_tr_id_professor = p.cp_id order by 1)
        else '{}'::text[] end as teaching_courses, ` +
  `case when p.cp_tipo_user in (2, 3, 4) then array(select g.cp_permissao from public.permissoes g
          where g.cp_usuario_id = p.cp_id order by 1)
        else '{}'::text[] end as grants`;

/**
 * The signed-in user's profile (auth.uid() → profiles.auth_user_id), or null
 * when absent, deleted, or when the token's session has ended (a logout, or a
 * password change elsewhere: private.session_alive).
 */
export async function currentProfile(sql: Sql): Promise<Me | null> {
  const [row] = await sql.query<Me & Record<string, unknown>>(
    `select ${ME_COLUMNS} from public.profiles p
      where p.auth_user_id = (select auth.uid()) and p.cp_excluido = 0 and (select private.session_alive())`,
  );
  return row ?? null;
}

/** The select list of a Usuario, for a profile row aliased `p` (the class from turma_alunos). */
export const USER_SELECT = USUARIO_COLUMNS.map((c) => (c === 'cp_turma_id' ? `${TURMA_OF_P} as cp_turma_id` : `p.${c}`)).join(
  ', ',
);

/** A live (not deleted) profile the caller may read, or null. */
export async function readableUser(sql: Sql, id: number): Promise<Usuario | null> {
  const [row] = await sql.query<Usuario & Record<string, unknown>>(
    `select ${USER_SELECT} from public.profiles p where p.cp_id = $1 and p.cp_excluido = 0`,
    [id],
  );
  return row ?? null;
}
