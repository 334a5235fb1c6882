// @vitest-environment node
/**
 * supabase/seed.sql: generated from the mock's deterministic seed, never
 * stale, and loading it yields exactly the mock's demo network (event dates
 * moved to the day it ran; birth dates and the classroom's lesson days
 * computed for that day by the mock's rules) with working demo logins.
 */
import { readFileSync } from 'node:fs';
import bcrypt from 'bcryptjs';
import { describe, expect, it } from 'vitest';
import { isBirthdayToday, isBirthdayWithin } from '@contract/rules/aniversario';
import { isLeapYear, toIsoDay } from '@contract/dates';
import { birthDateAround, turmaStart, pastAulas } from '../../mocks/seed/calendar.ts';
import { buildSeed, DEMO_LOGINS, RANDOM_BIRTHDAY_OFFSETS, type SeedData } from '../../mocks/seed/index.ts';
import {
  anchorDate,
  BIRTH_DATE_FUNCTION,
  BIRTH_DATE_FUNCTION_SQL,
  CLASS_START_FUNCTION,
  generateSeedSql,
  insertStatement,
  LESSON_DATE_FUNCTION,
  LESSON_FUNCTIONS_SQL,
  LESSON_NUMBER_FUNCTION,
  literal,
  SEED_ANCHOR,
  SEED_SQL_PATH,
  seedAuthUserId,
  shiftedDateSql,
  TABLES,
} from '../../scripts/gen-seed-sql.ts';
import { asUser, userClaims, withRollback } from './harness/as-user.ts';
import type { Queryable } from './harness/db.ts';
import { testDatabase } from './support.ts';
import {
  columnsOf,
  Curso,
  Escola,
  Material,
  MaterialExtra,
  MatriculaRow,
  ParcelaRow,
  Resumo,
  TurmaAlunoRow,
  TurmaRow,
} from '../../supabase/functions/_shared/contract/index.ts';

/** The select list of a row schema's columns (camelCase names quoted). */
const cols = (schema: Parameters<typeof columnsOf>[0]) =>
  columnsOf(schema)
    .map((c) => `"${c}"`)
    .join(', ');

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
/** A 'YYYY-MM-DD' day as the local-calendar Date buildSeed and birthDateAround take. */
function localDay(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

async function dbToday(): Promise<string> {
  const [row] = await getDb().query<{ today: string }>('select current_date::text as today');
  return row!.today;
}

/** The classroom tables and how to read them back as the mock's rows (times as HH:MM, no generated average). */
const CLASSROOM = [
  {
    table: 'public.chamadas',
    key: 'chamadas',
    select: `select cp_ch_id, cp_ch_turma_id, cp_ch_aluno_id, cp_ch_data, to_char(cp_ch_hora, 'HH24:MI') as cp_ch_hora,
                    cp_ch_status`,
    order: 'cp_ch_id',
  },
  {
    table: 'public.notas',
    key: 'notas',
    select: 'select cp_nota_id, cp_nota_turma_id, cp_nota_data, cp_nota_aluno_id, cp_nota_workbook, cp_nota_prova',
    order: 'cp_nota_id',
  },
  {
    table: 'public.resumos',
    key: 'resumos',
    select: `select ${columnsOf(Resumo)
      .map((c) => (c === 'cp_res_hora' ? `to_char(${c}, 'HH24:MI') as ${c}` : c))
      .join(', ')}`,
    order: 'cp_res_id',
  },
] as const satisfies readonly { table: string; key: keyof SeedData; select: string; order: string }[];

/** The classroom rows of the CLASSROOM tables (or of namesakes in `schema`), as the mock's rows; ids up to `limits`' when given. */
async function classroomRows(tx: Queryable, schema = 'public', limits?: SeedData): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const t of CLASSROOM) {
    const from = `${schema}.${t.table.split('.')[1]!}`;
    const where = limits ? ` where ${t.order} <= ${limits[t.key].length}` : '';
    out[t.key] = await tx.query(`${t.select} from ${from}${where} order by ${t.order}`);
  }
  return out;
}

const classroomOf = (s: SeedData) => ({ chamadas: s.chamadas, notas: s.notas, resumos: s.resumos });

/** The birthday window of the users list: today … today + 5 (the designated birthdays are 0…5 days away). */
const WINDOW = RANDOM_BIRTHDAY_OFFSETS[0] - 1;

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
    const rows = await getDb().query(`select ${cols(Escola)} from public.escolas where cp_ec_id <= $1 order by cp_ec_id`, [
      seed.escolas.length,
    ]);
    expect(rows).toEqual(seed.escolas.map((s) => ({ ...s, cp_ec_data_cadastro: addDays(s.cp_ec_data_cadastro, shift) })));
  });

  it('holds the mock seed courses, classes (dates moved to today) and memberships', async () => {
    const shift = daysBetween(SEED_ANCHOR, await dbToday());
    const cursos = await getDb().query(`select ${cols(Curso)} from public.cursos where cp_curso_id <= $1 order by cp_curso_id`, [
      seed.cursos.length,
    ]);
    expect(cursos).toEqual(seed.cursos);
    const turmas = await getDb().query(`select ${cols(TurmaRow)} from public.turmas where cp_tr_id <= $1 order by cp_tr_id`, [
      seed.turmas.length,
    ]);
    expect(turmas).toEqual(seed.turmas.map((t) => ({ ...t, cp_tr_data: addDays(t.cp_tr_data, shift) })));
    const members = await getDb().query(`select ${cols(TurmaAlunoRow)} from public.turma_alunos order by cp_aluno_id`);
    expect(members).toEqual([...seed.turmaAlunos].sort((a, b) => a.cp_aluno_id - b.cp_aluno_id));
  });

  it('holds the mock seed enrolments and installments (dates moved to today), adding up to each course value', async () => {
    const shift = daysBetween(SEED_ANCHOR, await dbToday());
    const matriculas = await getDb().query(
      `select ${cols(MatriculaRow)} from public.matriculas where cp_mt_id <= $1 order by cp_mt_id`,
      [seed.matriculas.length],
    );
    expect(matriculas).toEqual(
      seed.matriculas.map((m) => ({ ...m, cp_mt_primeira_parcela: addDays(m.cp_mt_primeira_parcela, shift) })),
    );
    const parcelas = await getDb().query(
      `select ${cols(ParcelaRow)} from public.parcelas where "cp_mtPar_id" <= $1 order by "cp_mtPar_id"`,
      [seed.parcelas.length],
    );
    expect(parcelas).toEqual(
      seed.parcelas.map((p) => ({
        ...p,
        cp_mtPar_dataParcela: addDays(p.cp_mtPar_dataParcela, shift),
        // The payment's day moves with its installment (pagamentoSemeado: paid on its due date).
        cp_mtPar_pago_em: p.cp_mtPar_pago_em === null ? null : addDays(p.cp_mtPar_pago_em, shift),
      })),
    );
  });

  it('holds the mock seed materials of both kinds (dates moved to today) and its grants', async () => {
    const shift = daysBetween(SEED_ANCHOR, await dbToday());
    const materiais = await getDb().query(`select ${cols(Material)} from public.materiais order by cp_mat_id`);
    expect(materiais).toEqual(seed.materiais.map((m) => ({ ...m, cp_mat_extra_date: addDays(m.cp_mat_extra_date, shift) })));
    const extra = await getDb().query(`select ${cols(MaterialExtra)} from public.materiais_extra order by cp_mat_extra_id`);
    expect(extra).toEqual(seed.materialExtra.map((m) => ({ ...m, cp_mat_extra_date: addDays(m.cp_mat_extra_date, shift) })));
    const grants = await getDb().query<{ cp_usuario_id: number; cp_permissao: string; cp_concedida_por: number; em: string }>(
      `select cp_usuario_id, cp_permissao, cp_concedida_por,
              to_char(cp_concedida_em at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as em
         from public.permissoes order by cp_usuario_id, cp_permissao`,
    );
    expect(grants).toEqual(
      seed.permissoes.map((g) => ({
        cp_usuario_id: g.cp_usuario_id,
        cp_permissao: g.cp_permissao,
        cp_concedida_por: g.cp_concedida_por,
        em: `${addDays(g.cp_concedida_em.slice(0, 10), shift)}${g.cp_concedida_em.slice(10)}`,
      })),
    );
  });

  it('holds the people of buildSeed(the day it ran), field for field — birth dates included', async () => {
    const onDay = buildSeed(localDay(await dbToday()));
    const columns = Object.keys(onDay.usuarios[0]!);
    const rows = await getDb().query(`select ${columns.join(', ')} from public.profiles where cp_id <= $1 order by cp_id`, [
      onDay.usuarios.length,
    ]);
    expect(rows).toEqual(onDay.usuarios);
  });

  it("has exactly the designated birthdays in the birthday window (the demo student's is today)", async () => {
    const today = localDay(await dbToday());
    const onDay = buildSeed(today);
    const rows = await getDb().query<{ cp_id: number; birth: string }>(
      'select cp_id, cp_datanascimento as birth from public.profiles where cp_id <= $1 order by cp_id',
      [onDay.usuarios.length],
    );
    const within = rows.filter((r) => isBirthdayWithin(r.birth, today)).map((r) => r.cp_id);
    expect(within).toEqual(onDay.birthSpecs.filter((b) => b.offsetDays <= WINDOW).map((b) => b.userId));
    const aluno = onDay.usuarios.find((u) => u.cp_login === 'aluno')!;
    expect(rows.filter((r) => isBirthdayToday(r.birth, today)).map((r) => r.cp_id)).toContain(aluno.cp_id);
  });

  it('moves event dates in SQL by the days since the anchor', async () => {
    const cases: [date: string, today: string][] = [
      ['2004-01-15', '2026-03-01'],
      ['2025-12-31', '2028-03-01'],
      ['2004-03-01', SEED_ANCHOR],
      ['1990-12-31', '2026-12-30'],
      ['2000-02-29', '2027-06-10'],
    ];
    for (const [date, today] of cases) {
      const sql = shiftedDateSql('d').replaceAll('current_date', `date '${today}'`);
      const [row] = await getDb().query<{ event: string }>(`select (${sql})::text as event from (select date '${date}' as d) t`);
      expect(row!.event, `${date} on ${today}`).toBe(addDays(date, daysBetween(SEED_ANCHOR, today)));
    }
  });

  it('computes birth dates with a function of the day, current_date only at the call sites', () => {
    const sql = generateSeedSql();
    expect(BIRTH_DATE_FUNCTION_SQL).not.toMatch(/current_date|now\(\)/i);
    expect(sql).toContain(BIRTH_DATE_FUNCTION_SQL);
    for (const b of seed.birthSpecs) {
      expect(sql).toContain(`${BIRTH_DATE_FUNCTION}(current_date, ${b.age}, ${b.offsetDays})`);
    }
    expect(sql.trimEnd().endsWith(`drop function ${BIRTH_DATE_FUNCTION}(date, integer, integer);`)).toBe(true);
  });

  it('computes in SQL exactly the birth dates of birthDateAround, whatever the day (29 February included)', async () => {
    interface Case {
      i: number;
      today: string;
      age: number;
      offset_days: number;
    }
    const cases: Case[] = [];
    const add = (today: Date, age: number, offset: number) =>
      cases.push({ i: cases.length, today: toIsoDay(today), age, offset_days: offset });
    // Every day from Christmas 2023 to March 2028: 28 Feb, 29 Feb and 1 Mar of leap (2024, 2028) and
    // common years, 31 Dec and 1 Jan, with offsets that land on and around 29 February and New Year.
    for (
      let d = new Date(2023, 11, 25);
      d <= new Date(2028, 2, 10);
      d = new Date(d.getFullYear(), d.getMonth(), d.getDate() + 1)
    ) {
      for (const offset of [0, 1, 5, 6, 59, 60, 300, 358, 365]) for (const age of [20, 41]) add(d, age, offset);
    }
    // Targets on 29 February whose year − age is not a leap year: every candidate (±1, ±2, ±3) and 28 Feb.
    for (const leap of [2024, 2028, 2104, 2400]) {
      for (const offset of [0, 3, 200]) {
        const today = new Date(leap, 1, 29 - offset);
        for (const year of [
          ...Array.from({ length: 15 }, (_, k) => 1893 + k),
          ...Array.from({ length: 7 }, (_, k) => 1997 + k),
          ...Array.from({ length: 15 }, (_, k) => 2093 + k),
        ])
          if (year <= leap) add(today, leap - year, offset);
      }
    }
    const expected = cases.map((c) => birthDateAround(localDay(c.today), c.age, c.offset_days));

    // The fallbacks must all be exercised, or this test would not cover the 29 February rule.
    const branches = new Set<string>();
    cases.forEach((c, k) => {
      const target = addDays(c.today, c.offset_days);
      const year = Number(target.slice(0, 4)) - c.age;
      if (target.slice(5) !== '02-29' || isLeapYear(year)) return;
      const birth = expected[k]!;
      branches.add(birth.endsWith('-02-28') ? '28 Feb' : String(Number(birth.slice(0, 4)) - year));
    });
    expect([...branches].sort()).toEqual(['-1', '-2', '-3', '1', '2', '28 Feb', '3']);

    const rows = await withRollback(getDb(), async (tx) => {
      await tx.exec(BIRTH_DATE_FUNCTION_SQL);
      return tx.query<{ i: number; birth: string }>(
        `select x.i, ${BIRTH_DATE_FUNCTION}(x.today, x.age, x.offset_days)::text as birth
           from jsonb_to_recordset($1::text::jsonb) as x(i integer, today date, age integer, offset_days integer)
          order by x.i`,
        [JSON.stringify(cases)],
      );
    });
    expect(rows.length).toBe(cases.length);
    const mismatches = rows
      .filter((r) => r.birth !== expected[r.i])
      .map((r) => ({ ...cases[r.i]!, sql: r.birth, ts: expected[r.i] }));
    expect(mismatches.slice(0, 10)).toEqual([]);
  });

  it("holds the classroom of buildSeed(the day it ran), row for row: every record on one of its class's lesson days", async () => {
    const today = await dbToday();
    const onDay = buildSeed(localDay(today));
    expect(await classroomRows(getDb(), 'public', onDay)).toEqual(classroomOf(onDay));
    // The symptom of moving lesson days by whole days: records on days the class does not meet.
    const [off] = await getDb().query<{ n: number }>(
      `select count(*)::int as n from (
         select cp_ch_turma_id as turma, cp_ch_data as day from public.chamadas
         union all select cp_nota_turma_id, cp_nota_data from public.notas
         union all select cp_res_turma_id, cp_res_data from public.resumos) r
       join jsonb_to_recordset($1::text::jsonb) as c("turmaId" bigint, weekdays integer[]) on c."turmaId" = r.turma
       where not extract(dow from r.day)::integer = any (c.weekdays) or r.day >= current_date`,
      [JSON.stringify(onDay.turmaCalendars)],
    );
    expect(off!.n).toBe(0);
  });

  it("inserts, on any day, the classroom of buildSeed(that day): seed.sql's classroom statements run for other days", async () => {
    const DAYS = [
      // Two weeks (every weekday), month ends (clamped class starts), New Year, 29 February, far from the anchor.
      ...Array.from({ length: 14 }, (_, i) => addDays('2026-03-09', i)),
      '2026-05-31',
      '2026-08-31',
      '2026-12-31',
      '2027-01-01',
      '2027-03-01',
      '2028-02-29',
      '2028-03-31',
      SEED_ANCHOR,
      '2025-02-28',
      '2031-10-07',
    ];
    const statements = CLASSROOM.map((t) => {
      const mapping = TABLES.find((m) => m.table === t.table)!;
      const sql = insertStatement({ ...mapping, table: `pg_temp.${t.table.split('.')[1]!}` }, seed)!;
      expect(sql, t.table).toContain(`${LESSON_DATE_FUNCTION}(current_date, `);
      expect(sql, t.table).not.toContain(shiftedDateSql(''));
      return sql;
    });
    const got = await withRollback(getDb(), async (tx) => {
      await tx.exec(LESSON_FUNCTIONS_SQL);
      for (const t of CLASSROOM) await tx.exec(`create temp table ${t.table.split('.')[1]!} (like ${t.table})`);
      const byDay: Record<string, unknown>[] = [];
      for (const day of DAYS) {
        for (const t of CLASSROOM) await tx.exec(`truncate pg_temp.${t.table.split('.')[1]!}`);
        for (const sql of statements) await tx.exec(sql.replaceAll('current_date', `date '${day}'`));
        byDay.push(await classroomRows(tx, 'pg_temp'));
      }
      return byDay;
    });
    DAYS.forEach((day, i) => expect(got[i], day).toEqual(classroomOf(buildSeed(localDay(day)))));
  });

  it('computes classroom dates with functions of the day, current_date only at the call sites', () => {
    const sql = generateSeedSql();
    expect(LESSON_FUNCTIONS_SQL).not.toMatch(/current_date|now\(\)/i);
    expect(sql).toContain(LESSON_FUNCTIONS_SQL);
    expect(sql.indexOf(LESSON_FUNCTIONS_SQL)).toBeLessThan(sql.indexOf('insert into'));
    for (const drop of [
      `drop function ${CLASS_START_FUNCTION}(date, integer, integer);`,
      `drop function ${LESSON_DATE_FUNCTION}(date, date, integer[], integer);`,
      `drop function ${LESSON_NUMBER_FUNCTION}(date, date, integer[], integer);`,
    ]) {
      expect(sql.indexOf(drop)).toBeGreaterThan(sql.lastIndexOf('select setval('));
    }
  });

  it('computes in SQL exactly the class starts, lesson days and lesson numbers of mocks/seed/calendar.ts, whatever the day', async () => {
    // Class starts: days around month ends (31 → 30, 28 or 29), 29 February and New Year.
    interface StartCase {
      i: number;
      today: string;
      months_ago: number;
      days_before: number;
    }
    const starts: StartCase[] = [];
    for (const [from, days] of [
      ['2027-12-20', 85],
      ['2026-05-25', 12],
      ['2026-07-27', 10],
      ['2026-10-28', 8],
    ] as const) {
      for (let d = 0; d < days; d++) {
        for (const months of [0, 1, 2, 3, 5, 8, 12, 13]) {
          for (const before of [0, 10])
            starts.push({ i: starts.length, today: addDays(from, d), months_ago: months, days_before: before });
        }
      }
    }
    // Lessons: every weekday as today, starts on and around today, every weekday set of the seed, k in and out of range.
    interface LessonCase {
      i: number;
      today: string;
      start: string;
      weekdays: number[];
      k: number;
    }
    const lessons: LessonCase[] = [];
    for (let d = 0; d < 15; d++) {
      const today = addDays('2028-02-20', d);
      for (const back of [-3, 0, 1, 2, 6, 7, 8, 30, 101]) {
        for (const weekdays of [[1, 3], [2, 4], [5], [6], [0], [0, 6], [0, 1, 2, 3, 4, 5, 6]]) {
          for (const k of [1, 2, 4, 7, 8, 40])
            lessons.push({ i: lessons.length, today, start: addDays(today, -back), weekdays, k });
        }
      }
    }
    const expectedStarts = starts.map((c) => toIsoDay(turmaStart(localDay(c.today), c.months_ago, c.days_before)));
    const expectedLessons = lessons.map((c) => {
      const past = pastAulas(localDay(c.start), c.weekdays, localDay(c.today));
      const lesson = past.at(-c.k);
      return { day: lesson ? toIsoDay(lesson) : null, n: lesson ? past.length - c.k + 1 : null };
    });
    // Both outcomes must be exercised: lessons that exist and lessons before the class started.
    expect(expectedLessons.some((l) => l.day === null)).toBe(true);
    expect(new Set(expectedLessons.map((l) => l.n)).size).toBeGreaterThan(20);

    const [startRows, lessonRows] = await withRollback(getDb(), async (tx) => {
      await tx.exec(LESSON_FUNCTIONS_SQL);
      return [
        await tx.query<{ i: number; start: string }>(
          `select x.i, ${CLASS_START_FUNCTION}(x.today, x.months_ago, x.days_before)::text as start
             from jsonb_to_recordset($1::text::jsonb) as x(i integer, today date, months_ago integer, days_before integer)
            order by x.i`,
          [JSON.stringify(starts)],
        ),
        await tx.query<{ i: number; day: string | null; n: number | null }>(
          `select x.i, ${LESSON_DATE_FUNCTION}(x.today, x.start, x.weekdays, x.k)::text as day,
                  ${LESSON_NUMBER_FUNCTION}(x.today, x.start, x.weekdays, x.k) as n
             from jsonb_to_recordset($1::text::jsonb) as x(i integer, today date, start date, weekdays integer[], k integer)
            order by x.i`,
          [JSON.stringify(lessons)],
        ),
      ] as const;
    });
    expect(startRows.length).toBe(starts.length);
    expect(lessonRows.length).toBe(lessons.length);
    const startMismatches = startRows
      .filter((r) => r.start !== expectedStarts[r.i])
      .map((r) => ({ ...starts[r.i]!, sql: r.start, ts: expectedStarts[r.i] }));
    expect(startMismatches.slice(0, 10)).toEqual([]);
    const lessonMismatches = lessonRows
      .filter((r) => r.day !== expectedLessons[r.i]!.day || r.n !== expectedLessons[r.i]!.n)
      .map((r) => ({ ...lessons[r.i]!, sql: { day: r.day, n: r.n }, ts: expectedLessons[r.i] }));
    expect(lessonMismatches.slice(0, 10)).toEqual([]);
  });

  it('links every person to an auth account with the same email, and an email identity', async () => {
    const rows = await getDb().query<{ cp_id: number; auth_user_id: string; same_email: boolean; identities: number }>(
      `select p.cp_id, p.auth_user_id::text as auth_user_id, u.email = p.cp_email as same_email,
              (select count(*)::int from auth.identities i where i.user_id = u.id and i.provider = 'email') as identities
       from public.profiles p join auth.users u on u.id = p.auth_user_id
       where p.cp_id <= $1 order by p.cp_id`,
      [seed.usuarios.length],
    );
    expect(rows).toEqual(
      seed.usuarios.map((u) => ({ cp_id: u.cp_id, auth_user_id: seedAuthUserId(u.cp_id), same_email: true, identities: 1 })),
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
    expect(school!.cp_ec_id).toBeGreaterThan(Math.max(...seed.escolas.map((e) => e.cp_ec_id)));
    const [ids] = await asUser(getDb(), gestor, async (tx) => {
      const [curso] = await tx.query<{ id: number }>(
        "insert into public.cursos (cp_nome_curso) values ('Novo curso') returning cp_curso_id as id",
      );
      const [turma] = await tx.query<{ id: number }>(
        `insert into public.turmas (cp_tr_nome, cp_tr_data, cp_tr_id_professor, cp_tr_id_escola, cp_tr_curso_id)
         values ('Nova turma', current_date, $1, $2, $3) returning cp_tr_id as id`,
        [seed.turmas[0]!.cp_tr_id_professor, seed.turmas[0]!.cp_tr_id_escola, curso!.id],
      );
      return [{ curso: curso!.id, turma: turma!.id }];
    });
    // After the seeded ids, not necessarily right after: other suites share the
    // database and their rolled-back inserts still consume sequence values.
    expect(ids!.curso).toBeGreaterThan(Math.max(...seed.cursos.map((c) => c.cp_curso_id)));
    expect(ids!.turma).toBeGreaterThan(Math.max(...seed.turmas.map((t) => t.cp_tr_id)));
  });
});
