// @vitest-environment node
/**
 * Who is already registered: the api asks private.usuario_exists (a login,
 * e-mail or CPF of anyone, deleted people included), the mock applies the
 * contract's identityClash (rules/usuarios.ts) to every stored person. Both
 * answer alike for the seed's people, their logins and e-mails in other case
 * and with spaces around, their CPFs with and without punctuation, and for
 * people who do not exist.
 */
import { describe, expect, it } from 'vitest';
import { identityClash, type Identity } from '../../supabase/functions/_shared/contract/rules/usuarios.ts';
import { onlyDigits } from '../../supabase/functions/_shared/contract/validators.ts';
import { buildSeed } from '../../mocks/seed/index.ts';
import { anchorDate, seedAuthUserId } from '../../scripts/gen-seed-sql.ts';
import { asUser, userClaims } from './harness/as-user.ts';
import { testDatabase } from './support.ts';

const getDb = testDatabase();
const seed = buildSeed(anchorDate());

describe('private.usuario_exists = identityClash over every person', () => {
  it('agrees for known identities written otherwise and for unknown ones', async () => {
    const nobody: Identity = { cp_login: 'ninguem.aqui', cp_email: 'ninguem@nada.invalid', cp_cpf: '000.000.000-00' };
    const probes: Identity[] = [nobody];
    seed.usuarios.forEach((u, i) => {
      if (i % 7 !== 0) return;
      probes.push(
        { ...nobody, cp_login: ` ${u.cp_login.toUpperCase()} ` },
        { ...nobody, cp_email: `${u.cp_email.toUpperCase()} ` },
        { ...nobody, cp_cpf: onlyDigits(u.cp_cpf) },
        { ...nobody, cp_cpf: u.cp_cpf },
        { ...nobody, cp_login: `${u.cp_login}x` },
      );
    });
    const gestor = seed.usuarios.find((u) => u.cp_tipo_user === 1)!;
    const rows = await asUser(getDb(), userClaims(seedAuthUserId(gestor.cp_id), gestor.cp_email), (tx) =>
      tx.query<{ taken: boolean }>(
        `select private.usuario_exists(p.login, p.email, p.cpf) as taken
           from unnest($1::text[], $2::text[], $3::text[]) with ordinality as p(login, email, cpf, n) order by p.n`,
        [probes.map((p) => p.cp_login), probes.map((p) => p.cp_email), probes.map((p) => p.cp_cpf)],
      ),
    );
    const expected = probes.map((p) => seed.usuarios.some((u) => identityClash(u, p)));
    expect(expected.filter(Boolean).length).toBeGreaterThan(10);
    expect(expected.filter((taken) => !taken).length).toBeGreaterThan(5);
    expect(rows.map((r) => r.taken)).toEqual(expected);
  });
});
