// @vitest-environment node
/**
 * supabase/seed.sql: generated from the mock's deterministic seed, never
 * stale, and loading it yields exactly the mock's demo network (dates moved
 * to the day it ran) with working demo logins.
 */
import { readFileSync } from 'node:fs';
import bcrypt from 'bcryptjs';
import { describe, expect, it } from 'vitest';
import { buildSeed, DEMO_LOGINS } from '../../mocks/seed/index.ts';
import {
  anchorDate,
  generateSeedSql,
  literal,
  SEED_ANCHOR,
  SEED_SQL_PATH,
  seedAuthUserId,
  shiftedBirthdaySql,
  shiftedDateSql,
} from '../../scripts/gen-seed-sql.ts';
import { asUser, userClaims } from './harness/as-user.ts';
import { testDatabase } from './support.ts';

const getDb = testDatabase();
const seed = buildSeed(anchorDate());

// Calendar arithmetic on 'YYYY-MM-DD' in UTC (no clock, no time zone), as PostgreSQL does it.
const utc = (day: string) => new Date(`${day}T00:00:00Z`);
const fmt = (d: Date) => d.toISOString().slice(0, 10);
function addDays(day: string, days: number): string {
  const d = utc(day);
  d.setUTCDate(d.getUTCDate() + days);
  return fmt(d);
}
const daysBetween = (a: string, b: string) => Math.round((utc(b).getTime() - utc(a).getTime()) / 86_400_000);
/** `date + interval 'n years'`: the same month and day, clamped to the month's end (29 Feb → 28 Feb). */
function addYears(day: string, years: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y + years, m, 0)).getUTCDate();
  return fmt(new Date(Date.UTC(y + years, m - 1, Math.min(d, last))));
}
/** What seed.sql does to a birth date when it runs on `today`. */
function shiftBirthday(birth: string, today: string): string {
  const years = Number(SEED_ANCHOR.slice(0, 4)) - Number(birth.slice(0, 4));
  const off = daysBetween(SEED_ANCHOR, addYears(birth, years));
  return addYears(addDays(today, off), -years);
}

async function dbToday(): Promise<string> {
  const [row] = await getDb().query<{ today: string }>('select current_date::text as today');
  return row!.today;
}

describe('supabase/seed.sql', () => {
  it('is up to date with mocks/seed (run `npm run db:seed-sql` after changing the seed)', () => {
    expect(readFileSync(SEED_SQL_PATH, 'utf8') === generateSeedSql()).toBe(true);
  });

  it('is built for the fixed anchor day', () => {
    expect(seed.today).toBe(SEED_ANCHOR);
  });

  it('quotes text safely', () => {
    expect(literal("D'Ávila")).toBe("'D''Ávila'");
    expect(literal(null)).toBe('null');
    expect(literal({ a: "o'k" })).toBe(`'{"a":"o''k"}'::jsonb`);
    expect(() => literal(Number.NaN)).toThrow();
  });

  it('derives one fixed auth user id per person', () => {
    expect(seedAuthUserId(5)).toBe('00000000-0000-4000-8000-000000000005');
    expect(() => seedAuthUserId(0)).toThrow();
  });
});

describe('the seeded database', () => {
  it('holds the mock seed schools, dates moved to today', async () => {
    const shift = daysBetween(SEED_ANCHOR, await dbToday());
    const rows = await getDb().query(
      `select cp_ec_id, cp_ec_nome, cp_ec_responsavel, cp_ec_endereco_rua, cp_ec_endereco_numero, cp_ec_endereco_cidade,
              cp_ec_endereco_bairro, cp_ec_endereco_estado, cp_ec_data_cadastro, cp_ec_descricao, cp_ec_excluido
       from public.escolas where cp_ec_id <= $1 order by cp_ec_id`,
      [seed.schools.length],
    );
    expect(rows).toEqual(seed.schools.map((s) => ({ ...s, cp_ec_data_cadastro: addDays(s.cp_ec_data_cadastro, shift) })));
  });

  it('holds the mock seed people, field for field, birth dates moved with today', async () => {
    const today = await dbToday();
    const columns = Object.keys(seed.users[0]!);
    const rows = await getDb().query(
      `select ${columns.join(', ')} from public.profiles where cp_id <= $1 order by cp_id`,
      [seed.users.length],
    );
    expect(rows).toEqual(seed.users.map((u) => ({ ...u, cp_datanascimento: shiftBirthday(u.cp_datanascimento, today) })));
  });

  it('keeps birthdays and ages relative to today (the demo birthday is today)', async () => {
    const today = await dbToday();
    const rows = await getDb().query<{ cp_id: number; birth: string }>(
      'select cp_id, cp_datanascimento as birth from public.profiles where cp_id <= $1 order by cp_id',
      [seed.users.length],
    );
    const celebrants = seed.users.filter((u) => u.cp_datanascimento.slice(5) === SEED_ANCHOR.slice(5));
    expect(celebrants.length).toBeGreaterThan(0);
    for (const u of celebrants) {
      const birth = rows.find((r) => r.cp_id === u.cp_id)!.birth;
      if (today.slice(5) !== '02-29') expect(birth.slice(5), u.cp_nome).toBe(today.slice(5));
      expect(Number(today.slice(0, 4)) - Number(birth.slice(0, 4))).toBe(Number(SEED_ANCHOR.slice(0, 4)) - Number(u.cp_datanascimento.slice(0, 4)));
    }
  });

  it('moves dates in SQL as the arithmetic above says, also across 29 February', async () => {
    const cases: [birth: string, today: string][] = [
      ['2004-01-15', '2026-03-01'], // leap birth year, non-leap run year: a plain day shift would give 02-29
      ['2006-01-15', '2028-03-01'],
      ['2004-03-01', SEED_ANCHOR],
      ['1990-12-31', '2026-12-30'],
      ['2000-02-29', '2027-06-10'],
    ];
    for (const [birth, today] of cases) {
      const onDay = (sql: string) => sql.replaceAll('current_date', `date '${today}'`);
      const [row] = await getDb().query<{ birthday: string; event: string }>(
        `select ${onDay(shiftedBirthdaySql('d'))}::text as birthday, (${onDay(shiftedDateSql('d'))})::text as event
         from (select date '${birth}' as d) t`,
      );
      expect(row, `${birth} on ${today}`).toEqual({
        birthday: shiftBirthday(birth, today),
        event: addDays(birth, daysBetween(SEED_ANCHOR, today)),
      });
    }
    expect(shiftBirthday('2004-01-15', '2026-03-01')).toBe('2004-03-01');
  });

  it('links every person to an auth account with the same email, and an email identity', async () => {
    const rows = await getDb().query<{ cp_id: number; auth_user_id: string; same_email: boolean; identities: number }>(
      `select p.cp_id, p.auth_user_id::text as auth_user_id, u.email = p.cp_email as same_email,
              (select count(*)::int from auth.identities i where i.user_id = u.id and i.provider = 'email') as identities
       from public.profiles p join auth.users u on u.id = p.auth_user_id
       where p.cp_id <= $1 order by p.cp_id`,
      [seed.users.length],
    );
    expect(rows).toEqual(
      seed.users.map((u) => ({ cp_id: u.cp_id, auth_user_id: seedAuthUserId(u.cp_id), same_email: true, identities: 1 })),
    );
  });

  it('lets every demo login sign in with its password (bcrypt, as Supabase Auth checks it)', async () => {
    for (const demo of DEMO_LOGINS) {
      const [row] = await getDb().query<{ type: number; hash: string; ok: boolean }>(
        `select p.cp_tipo_user as type, u.encrypted_password as hash,
                u.encrypted_password = extensions.crypt($2, u.encrypted_password) as ok
         from public.profiles p join auth.users u on u.id = p.auth_user_id where p.cp_login = $1`,
        [demo.login, demo.password],
      );
      expect(row, demo.login).toBeDefined();
      expect(row!.type).toBe(demo.type);
      expect(row!.ok).toBe(true);
      expect(row!.hash).toMatch(/^\$2[aby]\$\d\d\$/);
      expect(bcrypt.compareSync(demo.password, row!.hash)).toBe(true);
      expect(bcrypt.compareSync(`${demo.password}x`, row!.hash)).toBe(false);
    }
  });

  it('continues the identity sequences after the seeded ids', async () => {
    const gestor = userClaims(seedAuthUserId(1), 'gestor@example.test');
    const [school] = await asUser(getDb(), gestor, (tx) =>
      tx.query<{ cp_ec_id: number }>(
        `insert into public.escolas (cp_ec_nome, cp_ec_responsavel, cp_ec_endereco_rua, cp_ec_endereco_numero,
           cp_ec_endereco_cidade, cp_ec_endereco_bairro, cp_ec_endereco_estado)
         values ('Nova', 'Alguém', 'Rua', '1', 'Natal', 'Centro', 'RN') returning cp_ec_id`,
      ),
    );
    expect(school!.cp_ec_id).toBeGreaterThan(seed.schools.length);
  });
});
