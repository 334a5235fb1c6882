/**
 * Generates supabase/seed.sql from the same deterministic seed as the mock
 * backend (mocks/seed: `buildSeed`), so both backends hold the same demo
 * network and the same demo logins.
 *
 *   npm run db:seed-sql          write supabase/seed.sql
 *   npm run db:seed-sql -- --check   exit 1 when the file is stale
 *
 * The seed is built for a FIXED anchor day (SEED_ANCHOR) so the file is
 * stable; dates stay relative to the day the seed runs:
 *   - event dates (registrations, due dates, materials…) are moved by
 *     `current_date - SEED_ANCHOR` whole days by the last statements;
 *   - birth dates are not moved but computed at load time by the rule the
 *     mock uses, `birthDateAround(today, age, offsetDays)`
 *     (mocks/seed/calendar.ts), from each person's `SeedData.birthSpecs`:
 *     `pg_temp.seed_birth_date(current_date, age, offset_days)`
 *     (BIRTH_DATE_FUNCTION_SQL), created at the top of the file and dropped at
 *     its end. So the database seeded on a day holds exactly the birth dates
 *     of `buildSeed(that day)`, and the birthday list is the same on both
 *     backends.
 *   - classroom dates (attendance, grades, summaries) are not moved either —
 *     a move by whole days would put a Monday lesson on another weekday —
 *     but computed at load time as lesson days: each row's `SeedData.aulaRefs`
 *     entry names its lesson (the k-th most recent of its class) and the
 *     class's `SeedData.turmaCalendars` entry its start and weekdays;
 *     `pg_temp.seed_lesson_date(current_date, start, weekdays, k)`
 *     (LESSON_FUNCTIONS_SQL) is `pastAulas(start, weekdays, today).at(-k)`
 *     of mocks/seed/calendar.ts, with the start as `turmaStart` computes it.
 *     A summary's title and topic follow the lesson's number the same way.
 *     So the classroom seeded on a day is exactly that of `buildSeed(that day)`.
 *
 * Passwords: the demo passwords are public (mocks/seed/demo.ts); the SQL
 * hashes them with bcrypt at load time (`extensions.crypt(…, gen_salt('bf', 10))`),
 * the format Supabase Auth verifies.
 *
 * Each table is one small mapping (TABLES below), applied in order — parents
 * first. A feature that adds a table adds its mapping here. Class membership
 * comes from `SeedData.turmaAlunos` only (profiles have no cp_turma_id).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  columnsOf,
  Audio,
  Curso,
  Escola,
  Material,
  MaterialExtra,
  MatriculaRow,
  ParcelaRow,
  Resumo,
  TurmaAlunoRow,
  TurmaRow,
  UsuarioRow,
  valuesOf,
} from '../supabase/functions/_shared/contract/index.ts';
import {
  AgendaEventoRow,
  AudioOuvidoRow,
  buildSeed,
  CertificadoRow,
  ChamadaRow,
  AULA_TITLE_PREFIX,
  NotaRow,
  PermissaoRow,
  type BirthSpec,
  type TurmaCalendar,
  type AulaRef,
  type SeedData,
  type ResumoRef,
} from '../mocks/seed/index.ts';

export const SEED_ANCHOR = '2026-01-15';
export const SEED_SQL_PATH = join(resolve(dirname(fileURLToPath(import.meta.url)), '..'), 'supabase/seed.sql');

/** The auth.users id of a seeded person: fixed, derived from their cp_id. */
export function seedAuthUserId(cpId: number): string {
  if (!Number.isInteger(cpId) || cpId < 1 || cpId > 999_999_999_999) throw new Error(`Bad cp_id ${cpId}`);
  return `00000000-0000-4000-8000-${String(cpId).padStart(12, '0')}`;
}

/** A SQL expression written into the file as is; any seed text inside it goes through literal(). */
class SqlExpr {
  constructor(readonly sql: string) {}
}
const expr = (sql: string) => new SqlExpr(sql);

type Value = string | number | boolean | null | SqlExpr | Readonly<Record<string, unknown>>;

export function literal(value: Value): string {
  if (value === null) return 'null';
  if (value instanceof SqlExpr) return value.sql;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`Not a finite number: ${value}`);
    return String(value);
  }
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'string') {
    if (value.includes('\0')) throw new Error('NUL byte in seed text');
    return `'${value.replaceAll("'", "''")}'`;
  }
  return `${literal(JSON.stringify(value))}::jsonb`;
}

interface TableMapping {
  /** Qualified table name. */
  readonly table: string;
  readonly columns: readonly string[];
  readonly rows: (seed: SeedData) => readonly (readonly Value[])[];
  /** Identity column whose sequence continues after the seeded ids. */
  readonly identity?: string;
  /** Event dates, moved by whole days so they stay relative to the day the seed runs. */
  readonly dateColumns?: readonly string[];
  /**
   * Insert together with the next mapping, in one statement (a writable CTE):
   * an enrolment and its installments commit together, as the database's
   * deferred check wants them, whether or not the runner wraps the file in a
   * transaction.
   */
  readonly withNext?: true;
}

const NOW = expr('now()');

/** The temporary function seed.sql computes birth dates with (session-local, dropped at the end). */
export const BIRTH_DATE_FUNCTION = 'pg_temp.seed_birth_date';

/**
 * `birthDateAround(today, age, offsetDays)` of mocks/seed/calendar.ts in SQL,
 * step for step: target = today + offset; year = year of target − age; when
 * the target is 29 February and that year is not a leap year, the first leap
 * year among year+1, year−1, year+2, year−2, year+3, year−3, else 28 February
 * of that year. `today` is a parameter (seed.sql passes current_date) so tests
 * can evaluate it for any day.
 */
export const BIRTH_DATE_FUNCTION_SQL = `create function ${BIRTH_DATE_FUNCTION}(today date, age integer, offset_days integer)
returns date
language sql
immutable
strict
as $$
  select case
    when extract(month from t.target) = 2 and extract(day from t.target) = 29
         and not ((b.year % 4 = 0 and b.year % 100 <> 0) or b.year % 400 = 0)
      then coalesce(
        (select make_date(c.candidate, 2, 29)
           from (values (1, b.year + 1), (2, b.year - 1), (3, b.year + 2),
                        (4, b.year - 2), (5, b.year + 3), (6, b.year - 3)) as c(n, candidate)
          where (c.candidate % 4 = 0 and c.candidate % 100 <> 0) or c.candidate % 400 = 0
          order by c.n
          limit 1),
        make_date(b.year, 2, 28))
    else make_date(b.year, extract(month from t.target)::integer, extract(day from t.target)::integer)
  end
  from (select today + offset_days as target) as t,
       lateral (select extract(year from t.target)::integer - age as year) as b
$$;`;

/** A person's birth date as seed.sql computes it on the day it runs. */
function birthDateSql(spec: BirthSpec): SqlExpr {
  return expr(`${BIRTH_DATE_FUNCTION}(current_date, ${literal(spec.age)}, ${literal(spec.offsetDays)})`);
}

/** The temporary functions seed.sql computes classroom dates with (session-local, dropped at the end). */
export const CLASS_START_FUNCTION = 'pg_temp.seed_class_start';
export const LESSON_DATE_FUNCTION = 'pg_temp.seed_lesson_date';
export const LESSON_NUMBER_FUNCTION = 'pg_temp.seed_lesson_number';

/**
 * mocks/seed/calendar.ts in SQL, step for step:
 *   - `turmaStart(today, monthsAgo, daysBefore)`: today minus the months
 *     (clamped to the month's length, as addMonths), minus the days;
 *   - the lessons, `pastAulas(start, weekdays, today)`: the days d with
 *     start <= d < today whose weekday (0 = Sunday) is one of `weekdays`;
 *     seed_lesson_date is the k-th of them from the end (1 = the last, null
 *     when there are fewer than k), seed_lesson_number its position from the
 *     start (1 = the first; null when there are fewer than k).
 * Days are counted as integers from `today`, so the session's time zone
 * plays no part. `today` is a parameter (seed.sql passes current_date) so
 * tests can evaluate them for any day.
 */
export const LESSON_FUNCTIONS_SQL = `create function ${CLASS_START_FUNCTION}(today date, months_ago integer, days_before integer)
returns date
language sql
immutable
strict
as $$
  select (today - make_interval(months => months_ago))::date - days_before
$$;

create function ${LESSON_DATE_FUNCTION}(today date, start date, weekdays integer[], k integer)
returns date
language sql
immutable
strict
as $$
  select today - s.n
    from generate_series(1, today - start) as s(n)
   where extract(dow from today - s.n)::integer = any (weekdays)
   order by s.n
  offset k - 1
   limit 1
$$;

create function ${LESSON_NUMBER_FUNCTION}(today date, start date, weekdays integer[], k integer)
returns integer
language sql
immutable
strict
as $$
  select case when count(*) >= k then count(*)::integer - k + 1 end
    from generate_series(1, today - start) as s(n)
   where extract(dow from today - s.n)::integer = any (weekdays)
$$;`;

/** The drops of LESSON_FUNCTIONS_SQL, for the end of the file. */
const LESSON_FUNCTIONS_DROP = [
  `drop function ${CLASS_START_FUNCTION}(date, integer, integer);`,
  `drop function ${LESSON_DATE_FUNCTION}(date, date, integer[], integer);`,
  `drop function ${LESSON_NUMBER_FUNCTION}(date, date, integer[], integer);`,
];

/**
 * The calendars of the seed's classes by id. Each lesson a row may name must
 * exist on every day, or the mock would hold fewer rows on some days than
 * the file inserts: a class `monthsAgo` months old has been open at least
 * 28 × monthsAgo days, so at least 4 × monthsAgo lessons on each of its weekdays.
 */
function turmaCalendarsById(seed: SeedData): Map<number, TurmaCalendar> {
  const calendars = new Map(seed.turmaCalendars.map((c) => [c.turmaId, c]));
  const refs = [...seed.aulaRefs.chamadas, ...seed.aulaRefs.notas, ...seed.aulaRefs.resumos];
  for (const ref of refs) {
    const calendar = calendars.get(ref.turmaId);
    if (!calendar) throw new Error(`No calendar for class ${ref.turmaId}`);
    const surely = 4 * calendar.monthsAgo * new Set(calendar.weekdays).size;
    if (ref.k > surely) throw new Error(`Class ${ref.turmaId}: lesson ${ref.k} from the end may not exist on every day`);
  }
  return calendars;
}

/** The lesson of each row, checked against the row's class. */
function aulaRefsOf<R extends AulaRef>(refs: readonly R[], turmaIds: readonly number[], table: string): readonly R[] {
  if (refs.length !== turmaIds.length) throw new Error(`${table}: ${refs.length} lessons for ${turmaIds.length} rows`);
  refs.forEach((ref, i) => {
    if (ref.turmaId !== turmaIds[i])
      throw new Error(`${table}: row ${i + 1} is of class ${turmaIds[i]}, its lesson of ${ref.turmaId}`);
  });
  return refs;
}

/** The SQL arguments (today, start, weekdays, k) of a row's lesson, as seed.sql passes them. */
function aulaArgs(calendar: TurmaCalendar, ref: AulaRef): string {
  const start = `${CLASS_START_FUNCTION}(current_date, ${literal(calendar.monthsAgo)}, ${literal(calendar.daysBefore)})`;
  const weekdays = `array[${calendar.weekdays.map((d) => literal(d)).join(', ')}]::integer[]`;
  return `current_date, ${start}, ${weekdays}, ${literal(ref.k)}`;
}

/** A classroom row's day as seed.sql computes it on the day it runs. */
function aulaDateSql(calendar: TurmaCalendar, ref: AulaRef): SqlExpr {
  return expr(`${LESSON_DATE_FUNCTION}(${aulaArgs(calendar, ref)})`);
}

/** A summary's title and topic (`aulaTitle`, `resumoTopic`) as seed.sql computes them on the day it runs. */
function resumoTextsSql(calendar: TurmaCalendar, ref: ResumoRef): { aula: SqlExpr; resumo: SqlExpr } {
  const n = `${LESSON_NUMBER_FUNCTION}(${aulaArgs(calendar, ref)})`;
  const topics = `array[${ref.topics.map((t) => literal(t)).join(', ')}]::text[]`;
  return {
    aula: expr(`${literal(AULA_TITLE_PREFIX)} || ${n}`),
    resumo: expr(`(${topics})[(${n} + ${literal(ref.topicOffset)}) % ${literal(ref.topics.length)} + 1]`),
  };
}

function birthSpecsById(seed: SeedData): Map<number, BirthSpec> {
  const specs = new Map(seed.birthSpecs.map((b) => [b.userId, b]));
  for (const u of seed.usuarios) if (!specs.has(u.cp_id)) throw new Error(`No birth spec for user ${u.cp_id}`);
  return specs;
}

export const TABLES: readonly TableMapping[] = [
  {
    table: 'public.escolas',
    columns: columnsOf(Escola),
    rows: (seed) => seed.escolas.map((s) => valuesOf(s, columnsOf(Escola)) as Value[]),
    identity: 'cp_ec_id',
    dateColumns: ['cp_ec_data_cadastro'],
  },
  {
    table: 'public.cursos',
    columns: columnsOf(Curso),
    rows: (seed) => seed.cursos.map((c) => valuesOf(c, columnsOf(Curso)) as Value[]),
    identity: 'cp_curso_id',
  },
  {
    table: 'public.audios',
    columns: columnsOf(Audio),
    rows: (seed) => seed.audios.map((a) => valuesOf(a, columnsOf(Audio)) as Value[]),
    identity: 'cp_audio_id',
  },
  {
    // The fields Supabase Auth needs to sign a person in with email + password
    // (token columns must be '' rather than null for GoTrue to read the row).
    table: 'auth.users',
    columns: [
      'instance_id',
      'id',
      'aud',
      'role',
      'email',
      'encrypted_password',
      'email_confirmed_at',
      'raw_app_meta_data',
      'raw_user_meta_data',
      'created_at',
      'updated_at',
      'confirmation_token',
      'recovery_token',
      'email_change_token_new',
      'email_change',
    ],
    rows: (seed) => {
      const passwords = new Map(seed.credentials.map((c) => [c.userId, c.password]));
      return seed.usuarios.map((u) => {
        const password = passwords.get(u.cp_id);
        return [
          '00000000-0000-0000-0000-000000000000',
          seedAuthUserId(u.cp_id),
          'authenticated',
          'authenticated',
          u.cp_email,
          password === undefined ? null : expr(`extensions.crypt(${literal(password)}, extensions.gen_salt('bf', 10))`),
          NOW,
          { provider: 'email', providers: ['email'] },
          {},
          NOW,
          NOW,
          '',
          '',
          '',
          '',
        ];
      });
    },
  },
  {
    table: 'auth.identities',
    columns: ['provider_id', 'user_id', 'identity_data', 'provider', 'last_sign_in_at', 'created_at', 'updated_at'],
    rows: (seed) =>
      seed.usuarios.map((u) => {
        const id = seedAuthUserId(u.cp_id);
        return [id, id, { sub: id, email: u.cp_email, email_verified: true }, 'email', NOW, NOW, NOW];
      }),
  },
  {
    table: 'public.profiles',
    // The stored person (the contract's UsuarioRow) and its sign-in account.
    columns: ['auth_user_id', ...columnsOf(UsuarioRow)],
    rows: (seed) => {
      const births = birthSpecsById(seed);
      return seed.usuarios.map((u) => [
        seedAuthUserId(u.cp_id),
        ...(valuesOf({ ...u, cp_datanascimento: birthDateSql(births.get(u.cp_id)!) }, columnsOf(UsuarioRow)) as Value[]),
      ]);
    },
    identity: 'cp_id',
  },
  {
    table: 'public.turmas',
    columns: columnsOf(TurmaRow),
    rows: (seed) =>
      seed.turmas.map(
        (t) =>
          valuesOf(
            { ...t, cp_tr_dias: t.cp_tr_dias === null ? null : expr(`array[${t.cp_tr_dias.map(literal).join(', ')}]::text[]`) },
            columnsOf(TurmaRow),
          ) as Value[],
      ),
    identity: 'cp_tr_id',
    dateColumns: ['cp_tr_data'],
  },
  {
    // Membership is stored once, here (a person's cp_turma_id is read from it).
    table: 'public.turma_alunos',
    columns: columnsOf(TurmaAlunoRow),
    rows: (seed) => seed.turmaAlunos.map((m) => valuesOf(m, columnsOf(TurmaAlunoRow)) as Value[]),
  },
  {
    table: 'public.matriculas',
    columns: columnsOf(MatriculaRow),
    rows: (seed) => seed.matriculas.map((m) => valuesOf(m, columnsOf(MatriculaRow)) as Value[]),
    identity: 'cp_mt_id',
    dateColumns: ['cp_mt_primeira_parcela'],
    withNext: true,
  },
  {
    table: 'public.parcelas',
    columns: columnsOf(ParcelaRow),
    rows: (seed) => seed.parcelas.map((p) => valuesOf(p, columnsOf(ParcelaRow)) as Value[]),
    identity: 'cp_mtPar_id',
    dateColumns: ['cp_mtPar_dataParcela', 'cp_mtPar_pago_em'],
  },
  {
    // Files stay paths of the seed's demo folders: like the course PDFs, they
    // are not in storage on the Supabase and local backends (answered as null).
    table: 'public.materiais',
    columns: columnsOf(Material),
    rows: (seed) => seed.materiais.map((m) => valuesOf(m, columnsOf(Material)) as Value[]),
    identity: 'cp_mat_id',
    dateColumns: ['cp_mat_extra_date'],
  },
  {
    table: 'public.materiais_extra',
    columns: columnsOf(MaterialExtra),
    rows: (seed) => seed.materialExtra.map((m) => valuesOf(m, columnsOf(MaterialExtra)) as Value[]),
    identity: 'cp_mat_extra_id',
    dateColumns: ['cp_mat_extra_date'],
  },
  {
    // Dates are lesson days of the day the file runs (LESSON_FUNCTIONS_SQL), not moved.
    table: 'public.chamadas',
    columns: columnsOf(ChamadaRow),
    rows: (seed) => {
      const calendars = turmaCalendarsById(seed);
      const refs = aulaRefsOf(
        seed.aulaRefs.chamadas,
        seed.chamadas.map((c) => c.cp_ch_turma_id),
        'public.chamadas',
      );
      return seed.chamadas.map(
        (c, i) =>
          valuesOf(
            { ...c, cp_ch_data: aulaDateSql(calendars.get(c.cp_ch_turma_id)!, refs[i]!) },
            columnsOf(ChamadaRow),
          ) as Value[],
      );
    },
    identity: 'cp_ch_id',
  },
  {
    // The average is not inserted: the table generates it (private.nota_media). Dates: as attendance.
    table: 'public.notas',
    columns: columnsOf(NotaRow),
    rows: (seed) => {
      const calendars = turmaCalendarsById(seed);
      const refs = aulaRefsOf(
        seed.aulaRefs.notas,
        seed.notas.map((n) => n.cp_nota_turma_id),
        'public.notas',
      );
      return seed.notas.map(
        (n, i) =>
          valuesOf(
            { ...n, cp_nota_data: aulaDateSql(calendars.get(n.cp_nota_turma_id)!, refs[i]!) },
            columnsOf(NotaRow),
          ) as Value[],
      );
    },
    identity: 'cp_nota_id',
  },
  {
    // Seeded summaries hold no file (nothing in storage behind them). Dates: as
    // attendance; the title and topic follow the lesson's number on that day.
    table: 'public.resumos',
    columns: columnsOf(Resumo),
    rows: (seed) => {
      const calendars = turmaCalendarsById(seed);
      const refs = aulaRefsOf(
        seed.aulaRefs.resumos,
        seed.resumos.map((r) => r.cp_res_turma_id),
        'public.resumos',
      );
      return seed.resumos.map((r, i) => {
        const calendar = calendars.get(r.cp_res_turma_id)!;
        const texts = resumoTextsSql(calendar, refs[i]!);
        return valuesOf(
          { ...r, cp_res_data: aulaDateSql(calendar, refs[i]!), cp_res_aula: texts.aula, cp_res_resumo: texts.resumo },
          columnsOf(Resumo),
        ) as Value[];
      });
    },
    identity: 'cp_res_id',
  },
  {
    table: 'public.audios_ouvidos',
    columns: columnsOf(AudioOuvidoRow),
    rows: (seed) =>
      seed.audiosOuvidos.map(
        (v) =>
          valuesOf(
            { ...v, cp_ouvido_em: expr(shiftedTimeSql(`${literal(v.cp_ouvido_em)}::timestamptz`)) },
            columnsOf(AudioOuvidoRow),
          ) as Value[],
      ),
  },
  {
    // Local date-times (no zone), moved by whole days: an all-day event stays at midnight.
    table: 'public.agenda_eventos',
    columns: columnsOf(AgendaEventoRow),
    rows: (seed) =>
      seed.agendaEventos.map(
        (e) =>
          valuesOf(
            {
              ...e,
              cp_ev_inicio: expr(shiftedTimeSql(`${literal(e.cp_ev_inicio)}::timestamp`)),
              cp_ev_fim: expr(shiftedTimeSql(`${literal(e.cp_ev_fim)}::timestamp`)),
            },
            columnsOf(AgendaEventoRow),
          ) as Value[],
      ),
    identity: 'cp_ev_id',
  },
  {
    table: 'public.permissoes',
    columns: columnsOf(PermissaoRow),
    rows: (seed) =>
      seed.permissoes.map(
        (g) =>
          valuesOf(
            { ...g, cp_concedida_em: expr(shiftedTimeSql(`${literal(g.cp_concedida_em)}::timestamptz`)) },
            columnsOf(PermissaoRow),
          ) as Value[],
      ),
  },
  {
    // Certificates: the period's days move like event dates, the issue and
    // revocation times by whole days; the situation is generated by the table.
    table: 'public.certificados',
    columns: columnsOf(CertificadoRow),
    rows: (seed) =>
      seed.certificados.map(
        (c) =>
          valuesOf(
            {
              ...c,
              cp_cert_emitido_em: expr(shiftedTimeSql(`${literal(c.cp_cert_emitido_em)}::timestamptz`)),
              cp_cert_revogado_em:
                c.cp_cert_revogado_em === null ? null : expr(shiftedTimeSql(`${literal(c.cp_cert_revogado_em)}::timestamptz`)),
            },
            columnsOf(CertificadoRow),
          ) as Value[],
      ),
    identity: 'cp_cert_id',
    dateColumns: ['cp_cert_inicio', 'cp_cert_conclusao'],
  },
];

/** A column name as SQL reads it (the contract's camelCase names, e.g. cp_mtPar_id, are quoted). */
const ident = (column: string) => (/[A-Z]/.test(column) ? `"${column}"` : column);

/** The `insert … values …` of a mapping, without its semicolon; null when it has no rows. */
export function insertStatement(mapping: TableMapping, seed: SeedData): string | null {
  const rows = mapping.rows(seed);
  if (rows.length === 0) return null;
  const dates = new Set(mapping.dateColumns ?? []);
  const values = rows.map((row) => {
    if (row.length !== mapping.columns.length) {
      throw new Error(`${mapping.table}: ${row.length} values for ${mapping.columns.length} columns`);
    }
    const cells = row.map((value, i) =>
      dates.has(mapping.columns[i]!) && value !== null ? shiftedDateSql(`${literal(value)}::date`) : literal(value),
    );
    return `  (${cells.join(', ')})`;
  });
  return `insert into ${mapping.table} (${mapping.columns.map(ident).join(', ')}) values\n${values.join(',\n')}`;
}

/** The whole seed.sql for a seed built on SEED_ANCHOR. */
export function renderSeedSql(seed: SeedData, tables: readonly TableMapping[] = TABLES): string {
  if (seed.today !== SEED_ANCHOR) throw new Error(`The seed must be built for ${SEED_ANCHOR}, got ${seed.today}`);
  const out: string[] = [
    '-- ============================================================================',
    '-- Demo network — GENERATED by scripts/gen-seed-sql.ts (npm run db:seed-sql).',
    '-- Do not edit: change mocks/seed and regenerate. A test fails when stale.',
    `-- Built for ${SEED_ANCHOR}; every event date is moved, as it is inserted, by`,
    `-- (current_date - date '${SEED_ANCHOR}') days. Birth dates are computed from`,
    `-- current_date by ${BIRTH_DATE_FUNCTION} (birthDateAround in mocks/seed/calendar.ts),`,
    `-- classroom dates by ${LESSON_DATE_FUNCTION} (pastAulas, same file).`,
    '-- Demo passwords are public (mocks/seed/demo.ts); bcrypt-hashed at load time.',
    '-- ============================================================================',
    '',
    '-- Birth dates: the birthday falls offset_days after today, about age years ago',
    BIRTH_DATE_FUNCTION_SQL,
    '',
    '-- Classroom dates: the k-th most recent lesson day of a class before today',
    LESSON_FUNCTIONS_SQL,
    '',
  ];
  for (let i = 0; i < tables.length; i++) {
    const mapping = tables[i]!;
    const statement = insertStatement(mapping, seed);
    if (mapping.withNext) {
      const next = tables[++i]!;
      const following = insertStatement(next, seed);
      if (!statement || !following) throw new Error(`${mapping.table} and ${next.table} must both have rows`);
      out.push(
        `-- ${mapping.table} and ${next.table}, in one statement`,
        `with inserted as (\n${statement}\n  returning 1\n)\n${following};\n`,
      );
    } else {
      out.push(`-- ${mapping.table}`, statement === null ? `-- ${mapping.table}: no rows\n` : `${statement};\n`);
    }
  }
  out.push('-- Identity sequences continue after the seeded ids');
  for (const mapping of tables) {
    if (!mapping.identity) continue;
    out.push(
      `select setval(pg_get_serial_sequence('${mapping.table}', '${mapping.identity}'), ` +
        `coalesce((select max(${ident(mapping.identity)}) from ${mapping.table}), 0) + 1, false);`,
    );
  }
  out.push('', ...LESSON_FUNCTIONS_DROP, `drop function ${BIRTH_DATE_FUNCTION}(date, integer, integer);`);
  return `${out.join('\n')}\n`;
}

/** `column` moved by (current_date − anchor) days. */
export function shiftedDateSql(column: string): string {
  return `${column} + (current_date - date '${SEED_ANCHOR}')`;
}

/** A timestamp `value` moved by (current_date − anchor) whole days. */
export function shiftedTimeSql(value: string): string {
  return `${value} + (current_date - date '${SEED_ANCHOR}') * interval '1 day'`;
}

/** The anchor day as the local-calendar Date buildSeed expects. */
export function anchorDate(): Date {
  const [y, m, d] = SEED_ANCHOR.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

export function generateSeedSql(): string {
  return renderSeedSql(buildSeed(anchorDate()));
}

function main(args: readonly string[]): void {
  const sql = generateSeedSql();
  if (args.includes('--check')) {
    let current = '';
    try {
      current = readFileSync(SEED_SQL_PATH, 'utf8');
    } catch {
      // missing counts as stale
    }
    if (current !== sql) {
      console.error('supabase/seed.sql is stale: run `npm run db:seed-sql`.');
      process.exit(1);
    }
    console.log('supabase/seed.sql is up to date.');
    return;
  }
  writeFileSync(SEED_SQL_PATH, sql);
  console.log(`Wrote ${SEED_SQL_PATH} (${sql.length} bytes).`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2));
}
