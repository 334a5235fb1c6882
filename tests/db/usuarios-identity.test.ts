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
import {
  clashingFields,
  IDENTITY_FIELDS,
  identityClash,
  type Identity,
  type IdentityField,
} from '../../supabase/functions/_shared/contract/rules/usuarios.ts';
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

describe('private.usuario_campos_em_uso = clashingFields over every person but the one edited', () => {
  it('names the same fields, in IDENTITY_FIELDS order, for known identities written otherwise and unknown ones', async () => {
    const nobody: Identity = { cp_login: 'ninguem.aqui', cp_email: 'ninguem@nada.invalid', cp_cpf: '000.000.000-00' };
    const probes: (Identity & { except: number | null })[] = [{ ...nobody, except: null }];
    seed.usuarios.forEach((u, i) => {
      if (i % 6 !== 0) return;
      const other = seed.usuarios[(i + 1) % seed.usuarios.length]!;
      probes.push(
        { ...nobody, cp_login: ` ${u.cp_login.toUpperCase()} `, except: null },
        { ...nobody, cp_email: u.cp_email.toUpperCase(), cp_cpf: onlyDigits(other.cp_cpf), except: null },
        { cp_login: u.cp_login, cp_email: u.cp_email, cp_cpf: u.cp_cpf, except: null },
        // The person edited keeps their own: only someone else's counts.
        { cp_login: u.cp_login, cp_email: other.cp_email, cp_cpf: u.cp_cpf, except: u.cp_id },
      );
    });
    const gestor = seed.usuarios.find((u) => u.cp_tipo_user === 1)!;
    const rows = await asUser(getDb(), userClaims(seedAuthUserId(gestor.cp_id), gestor.cp_email), (tx) =>
      tx.query<{ campos: string[] }>(
        `select private.usuario_campos_em_uso(p.login, p.email, p.cpf, p.exceto) as campos
           from unnest($1::text[], $2::text[], $3::text[], $4::bigint[]) with ordinality as p(login, email, cpf, exceto, n) order by p.n`,
        [probes.map((p) => p.cp_login), probes.map((p) => p.cp_email), probes.map((p) => p.cp_cpf), probes.map((p) => p.except)],
      ),
    );
    const expected = probes.map((p) => {
      const taken = new Set<IdentityField>(
        seed.usuarios.filter((u) => u.cp_id !== p.except).flatMap((u) => clashingFields(u, p)),
      );
      return IDENTITY_FIELDS.filter((f) => taken.has(f));
    });
    expect(expected.filter((f) => f.length === 3).length).toBeGreaterThan(5);
    expect(expected.filter((f) => f.length === 2).length).toBeGreaterThan(5);
    expect(expected.filter((f) => f.length === 0).length).toBeGreaterThan(0);
    expect(rows.map((r) => r.campos)).toEqual(expected);
  });

  it('answers gestão only: null for a teacher and a student', async () => {
    for (const type of [4, 5]) {
      const who = seed.usuarios.find((u) => u.cp_tipo_user === type && u.cp_excluido === 0)!;
      const [row] = await asUser(getDb(), userClaims(seedAuthUserId(who.cp_id), who.cp_email), (tx) =>
        tx.query<{ campos: string[] | null }>(
          "select private.usuario_campos_em_uso('gestor', 'x@x.x', '000.000.000-00', null) as campos",
        ),
      );
      expect(row!.campos, `type ${type}`).toBeNull();
    }
  });
});
