/**
 * The people of a seed as the DB suites act as them: found by login or id,
 * signed in with the claims supabase/seed.sql gives them (its auth user).
 */
import type { SeedData, UsuarioRow } from '../../mocks/seed/index.ts';
import { seedAuthUserId } from '../../scripts/gen-seed-sql.ts';
import { userClaims, type Identity } from './harness/as-user.ts';

export function seededPeople(seed: SeedData) {
  const find = (what: string, test: (u: UsuarioRow) => boolean): UsuarioRow => {
    const user = seed.usuarios.find(test);
    if (!user) throw new Error(`no ${what} in the seed`);
    return user;
  };
  const byLogin = (login: string) => find(login, (u) => u.cp_login === login);
  const byId = (cpId: number) => find(`user ${cpId}`, (u) => u.cp_id === cpId);
  const claims = (user: UsuarioRow): Identity => userClaims(seedAuthUserId(user.cp_id), user.cp_email);
  return {
    byLogin,
    /** The claims of the person with this login. */
    claimsOf: (login: string) => claims(byLogin(login)),
    /** The claims of the person with this id. */
    identity: (cpId: number) => claims(byId(cpId)),
  };
}
