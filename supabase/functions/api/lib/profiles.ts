/**
 * SQL about profiles. Every statement runs as the caller (`db.withCaller`),
 * so the profiles RLS policies decide which rows exist for them: a row the
 * caller may not read simply is not found (404 upstream).
 */
import type { User } from '../../_shared/contract/entities.ts';
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
}

const ME_COLUMNS =
  'cp_id, auth_user_id::text as auth_user_id, cp_tipo_user, cp_nome, cp_email, cp_login, cp_escola_id, cp_turma_id, cp_foto_perfil';

/** The signed-in user's profile (auth.uid() → profiles.auth_user_id), or null when absent or deleted. */
export async function currentProfile(sql: Sql): Promise<Me | null> {
  const [row] = await sql.query<Me & Record<string, unknown>>(
    `select ${ME_COLUMNS} from public.profiles where auth_user_id = (select auth.uid()) and cp_excluido = 0`,
  );
  return row ?? null;
}

/** The contract's User fields, in the contract's order. */
export const USER_COLUMNS = [
  'cp_id',
  'cp_nome',
  'cp_email',
  'cp_login',
  'cp_tipo_user',
  'cp_rg',
  'cp_cpf',
  'cp_datanascimento',
  'cp_estadocivil',
  'cp_cnpj',
  'cp_ie',
  'cp_whatsapp',
  'cp_telefone',
  'cp_empresaatuacao',
  'cp_profissao',
  'cp_end_cidade_estado',
  'cp_end_rua',
  'cp_end_num',
  'cp_end_cep',
  'cp_descricao',
  'cp_escola_id',
  'cp_foto_perfil',
  'cp_excluido',
  'cp_turma_id',
] as const satisfies readonly (keyof User)[];

export type UserRow = { [K in (typeof USER_COLUMNS)[number]]: User[K] };

/** A live (not deleted) profile the caller may read, or null. */
export async function readableUser(sql: Sql, id: number): Promise<UserRow | null> {
  const [row] = await sql.query<UserRow & Record<string, unknown>>(
    `select ${USER_COLUMNS.join(', ')} from public.profiles where cp_id = $1 and cp_excluido = 0`,
    [id],
  );
  return row ?? null;
}
