// @vitest-environment node
/**
 * A new school's director, written with it (POST /register-escola-diretor;
 * migration *_usuarios_cadastro.sql): profiles_insert admits a director's
 * insert of a type-2 profile into the school the same transaction registered
 * — and nothing more: not another type there, not another school, not in a
 * later transaction, not a secretary (who registers no school). The Gestor
 * inserts anyone anywhere, as before. private.diretor_escola_nova answers
 * only for a live director.
 */
import { describe, expect, it } from 'vitest';
import { anchorDate, seedAuthUserId } from '../../scripts/gen-seed-sql.ts';
import { buildSeed } from '../../mocks/seed/index.ts';
import { asUser, userClaims } from './harness/as-user.ts';
import type { Queryable } from './harness/db.ts';
import { failure, testDatabase } from './support.ts';

const getDb = testDatabase();
const seed = buildSeed(anchorDate());

/** The seeded director of school 2 (the demo logins are school 1's). */
const DIRETOR2 = seed.usuarios.find((u) => u.cp_excluido === 0 && u.cp_tipo_user === 2 && u.cp_escola_id === 2)!.cp_login;

const claimsOf = (login: string) => {
  const user = seed.usuarios.find((u) => u.cp_login === login)!;
  return userClaims(seedAuthUserId(user.cp_id), user.cp_email);
};

const NEW_SCHOOL = `insert into public.escolas (cp_ec_nome, cp_ec_responsavel, cp_ec_endereco_rua, cp_ec_endereco_numero,
   cp_ec_endereco_cidade, cp_ec_endereco_bairro, cp_ec_endereco_estado)
 values ('Escola Nova', 'Diretora Nova', 'Rua', '1', 'Joinville', 'América', 'SC') returning cp_ec_id as id`;

/**
 * A profile of `type` in `school`, pointing at a fresh auth account (made as
 * the owner before the role switch). Without `returning`: a returned row must
 * also pass profiles_select, and a director reads no other school's people.
 */
const NEW_PROFILE = `insert into public.profiles (auth_user_id, cp_nome, cp_email, cp_login, cp_tipo_user, cp_cpf, cp_datanascimento, cp_escola_id)
 values ($1, 'Diretora Nova', 'diretora.nova@example.test', 'diretora.nova', $2, '901.234.567-00', date '1985-03-09', $3)`;

const AUTH_ID = '7d1f7c3e-8a7b-4f2e-9a51-2f0e3c1d4b5a';

/** As `login`, in one transaction (rolled back): register a school, then try a profile of `type` in `school` (default: the new one). */
async function attempt(login: string, type: number, school?: (created: number) => number): Promise<string | null> {
  const db = getDb();
  await db.query(`insert into auth.users (id, email) values ($1, 'diretora.nova@example.test') on conflict (id) do nothing`, [
    AUTH_ID,
  ]);
  return asUser(db, claimsOf(login), async (tx: Queryable) => {
    const [created] = await tx.query<{ id: number }>(NEW_SCHOOL);
    return failure(tx, NEW_PROFILE, [AUTH_ID, type, school ? school(created!.id) : created!.id]);
  });
}

describe('profiles_insert: the director of a school registered in the same transaction', () => {
  it('a director inserts a Diretor into the school they just registered', async () => {
    expect(await attempt('diretor', 2)).toBeNull();
    expect(await attempt(DIRETOR2, 2)).toBeNull();
  });

  it('but no other type there, and no Diretor in another school of theirs to reach', async () => {
    expect(await attempt('diretor', 3)).toBe('42501');
    expect(await attempt('diretor', 5)).toBe('42501');
    expect(await attempt('diretor', 1)).toBe('42501');
    const other = seed.escolas.find((s) => s.cp_ec_id !== seed.usuarios.find((u) => u.cp_login === 'diretor')!.cp_escola_id)!;
    expect(await attempt('diretor', 2, () => other.cp_ec_id)).toBe('42501');
  });

  it('the Gestor inserts anyone anywhere, as before', async () => {
    expect(await attempt('gestor', 2)).toBeNull();
    expect(await attempt('gestor', 5)).toBeNull();
  });

  it('a secretary registers no school, so reaches no new school', async () => {
    const db = getDb();
    const refused = await asUser(db, claimsOf('secretaria'), (tx) => failure(tx, NEW_SCHOOL));
    expect(refused).toBe('42501');
  });

  it('a school registered in an earlier transaction is not new any more', async () => {
    const db = getDb();
    await db.query(`insert into auth.users (id, email) values ($1, 'diretora.nova@example.test') on conflict (id) do nothing`, [
      AUTH_ID,
    ]);
    const [school] = await asUser(db, claimsOf('diretor'), (tx) => tx.query<{ id: number }>(NEW_SCHOOL), { commit: true });
    try {
      const later = await asUser(db, claimsOf('diretor'), (tx) => failure(tx, NEW_PROFILE, [AUTH_ID, 2, school!.id]));
      expect(later).toBe('42501');
      const answers = await asUser(db, claimsOf('diretor'), (tx) =>
        tx.query<{ nova: number | null }>('select private.diretor_escola_nova() as nova'),
      );
      expect(answers).toEqual([{ nova: null }]);
    } finally {
      await db.query('delete from public.escolas where cp_ec_id = $1', [school!.id]);
    }
  });

  it('private.diretor_escola_nova answers only a live director', async () => {
    for (const login of ['gestor', 'secretaria', 'professor', 'aluno']) {
      const [row] = await asUser(getDb(), claimsOf(login), async (tx) => {
        if (login === 'gestor') await tx.query(NEW_SCHOOL);
        return tx.query<{ nova: number | null }>('select private.diretor_escola_nova() as nova');
      });
      expect(row, login).toEqual({ nova: null });
    }
    const [own] = await asUser(getDb(), claimsOf('diretor'), async (tx) => {
      const [created] = await tx.query<{ id: number }>(NEW_SCHOOL);
      const [row] = await tx.query<{ nova: number | null }>('select private.diretor_escola_nova() as nova');
      return [{ same: row!.nova === created!.id }];
    });
    expect(own).toEqual({ same: true });
  });
});
