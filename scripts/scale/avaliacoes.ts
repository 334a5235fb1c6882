/**
 * The evaluations dashboard, in a database of its own: --baseline and then
 * --users people over the same 30 schools, each time a year of weekly
 * attendance and monthly grades for every class; the Gestor's
 * `GET /api/avaliacoes` at each level (docs/scale.md, "Evaluations").
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Row } from '../../supabase/functions/api/ports.ts';
import { prepare } from '../../tests/db/harness/boot.ts';
import { createPostgresDb, type Db } from '../../tests/db/harness/db.ts';
import { freshDatabase, grantServiceRoleBaseline, SCALE_DB } from './database.ts';
import type { OwnDatabaseDomain, Outcome } from './domain.ts';
import { CLASS_HOURS, H } from './fixtures.ts';
import { call, httpLatency, log, replay, signIn, startApi, type Api, type Replay } from './measure.ts';
import { grow, SCHOOLS } from './network.ts';
import type { Options } from './options.ts';
import { GOAL_BYTES, int, machineFacts, mark, ms, ratio, sameLabel, shortSql, type Check } from './report.ts';
import { ATTENDANCE_SQL, GRADES_SQL } from './sala-de-aula.ts';

/** The evaluations dashboard's database: its own growth (the same 30 schools at both sizes). */
const AVALIACOES_DB = `${SCALE_DB}_avaliacoes`;
/** Timed runs of a dashboard statement that reads the whole network's year (each takes long). */
const AVALIACOES_RUNS = 9;
/** The dashboard's year: weekly lessons and a grade every this many lessons (monthly). */
const YEAR_WEEKS = 52;
const LESSONS_PER_GRADE = 4;

/**
 * A year of lessons for every class without records yet (the seed's classes
 * keep theirs): one a week, on the class's weekday and at one of the usual
 * times, for the last YEAR_WEEKS weeks up to yesterday, newest first (`n` 0
 * is the latest) — the shape of pg_temp.scale_lessons, so that the
 * classroom's ATTENDANCE_SQL and GRADES_SQL write its records.
 */
const YEAR_LESSONS_SQL = `
insert into pg_temp.scale_lessons (turma, data, hora, fim, n, total)
select t.cp_tr_id, current_date - 1 - (${H('t.cp_tr_id', 6)} % 7)::integer - 7 * w,
       ($2::time[])[1 + ${H('t.cp_tr_id', 5)} % cardinality($2::time[])],
       ($3::time[])[1 + ${H('t.cp_tr_id', 5)} % cardinality($2::time[])],
       w, $1::integer
  from public.turmas t
  cross join generate_series(0, $1::integer - 1) as w
 where not exists (select 1 from public.chamadas c where c.cp_ch_turma_id = t.cp_tr_id)
   and not exists (select 1 from public.notas n where n.cp_nota_turma_id = t.cp_tr_id)`;

/**
 * Writes a year of records for every class without any (each current
 * student: an attendance record per weekly lesson, missing 3–17 % of them,
 * a third of those excused; a grade every LESSONS_PER_GRADE lessons, 13 a
 * year), day by day across the network as it fills the tables. As the owner,
 * in one transaction, with the foreign keys' per-row triggers off
 * (session_replication_role: every row comes from turma_alunos, so they
 * hold; the unique keys and checks still apply). Then VACUUM (ANALYZE).
 * Answers the seconds it took.
 */
async function growYear(db: Db): Promise<number> {
  const started = performance.now();
  await db.transaction(async (tx) => {
    await tx.exec(`
      set local session_replication_role = replica;
      create temp table scale_lessons (
        turma bigint not null, data date not null, hora time not null, fim time not null,
        n integer not null, total integer not null, primary key (turma, data)
      ) on commit drop`);
    await tx.query(YEAR_LESSONS_SQL, [YEAR_WEEKS, CLASS_HOURS.map((h) => h[0]), CLASS_HOURS.map((h) => h[1])]);
    await tx.exec(ATTENDANCE_SQL);
    await tx.query(GRADES_SQL, [LESSONS_PER_GRADE]);
  });
  await db.exec('vacuum (analyze) public.chamadas, public.notas');
  const seconds = (performance.now() - started) / 1000;
  log(`a year of attendance and grades written in ${seconds.toFixed(1)} s`);
  return seconds;
}

interface AvaliacoesCensus extends Row {
  schools: number;
  classes: number;
  students: number;
  chamadas: number;
  notas: number;
  /** Records dated in the measured period. */
  chamadasPeriod: number;
  notasPeriod: number;
  /** The measured school's classes and the measured class's students. */
  schoolClasses: number;
  classStudents: number;
}

/** The dashboard's requests: schools and teachers over the network, a school's classes, a class's students. */
const AVALIACOES_REQUESTS = ['escola', 'professor', 'turma', 'aluno'] as const;
type AvaliacoesRequest = (typeof AVALIACOES_REQUESTS)[number];

interface AvaliacoesFigures {
  readonly path: string;
  readonly bytes: number;
  readonly rows: number;
  readonly http: number;
  readonly replay: Replay;
}

interface AvaliacoesSize {
  readonly users: number;
  readonly seconds: number;
  readonly period: { readonly de: string; readonly ate: string };
  readonly schoolId: number;
  readonly turmaId: number;
  readonly census: AvaliacoesCensus;
  readonly figures: Record<AvaliacoesRequest, AvaliacoesFigures>;
}

/**
 * As the Gestor, over the 12 months up to today: the schools (the
 * headline), the teachers, the classes of the seed director's school and the
 * students of its largest class with records; each recorded, replayed
 * (Gestor under RLS / service_role), sized and timed over HTTP. The
 * whole-network statements read a year of the network's records each time:
 * AVALIACOES_RUNS runs, not --runs.
 */
async function measureAvaliacoes(db: Db, api: Api, users: number, seconds: number, o: Options): Promise<AvaliacoesSize> {
  const [period] = await db.query<{ de: string; ate: string }>(
    "select (current_date - interval '12 months' + interval '1 day')::date::text as de, current_date::text as ate",
  );
  const { de, ate } = period!;
  const { token, schoolId } = await signIn(api, 'gestor', 1);
  const [turma] = await db.query<{ id: number }>(
    `select t.cp_tr_id::integer as id from public.turmas t
      where t.cp_tr_id_escola = $1 and exists (select 1 from public.chamadas c where c.cp_ch_turma_id = t.cp_tr_id)
      order by (select count(*) from public.turma_alunos ta where ta.cp_tr_id = t.cp_tr_id) desc, t.cp_tr_id
      limit 1`,
    [schoolId],
  );
  const turmaId = turma!.id;
  const [census] = await db.query<AvaliacoesCensus>(
    `select (select count(*)::integer from public.escolas) as schools,
            (select count(*)::integer from public.turmas) as classes,
            (select count(*)::integer from public.turma_alunos) as students,
            (select count(*)::integer from public.chamadas) as chamadas,
            (select count(*)::integer from public.notas) as notas,
            (select count(*)::integer from public.chamadas where cp_ch_data between $1::date and $2::date) as "chamadasPeriod",
            (select count(*)::integer from public.notas where cp_nota_data between $1::date and $2::date) as "notasPeriod",
            (select count(*)::integer from public.turmas where cp_tr_id_escola = $3) as "schoolClasses",
            (select count(*)::integer from public.turma_alunos where cp_tr_id = $4) as "classStudents"`,
    [de, ate, schoolId, turmaId],
  );
  const paths: Record<AvaliacoesRequest, string> = {
    escola: `/api/avaliacoes?de=${de}&ate=${ate}`,
    professor: `/api/avaliacoes?de=${de}&ate=${ate}&nivel=professor`,
    turma: `/api/avaliacoes?de=${de}&ate=${ate}&nivel=turma&escolaId=${schoolId}`,
    aluno: `/api/avaliacoes?de=${de}&ate=${ate}&nivel=aluno&escolaId=${schoolId}&turmaId=${turmaId}`,
  };
  log(
    `measuring the dashboard at ${int(users)} people: ${int(census!.chamadasPeriod)} attendance records and ${int(census!.notasPeriod)} grades in ${de} … ${ate}`,
  );
  const figures = {} as Record<AvaliacoesRequest, AvaliacoesFigures>;
  for (const request of AVALIACOES_REQUESTS) {
    const path = paths[request];
    const whole = request === 'escola' || request === 'professor';
    const times = whole
      ? { runs: Math.min(o.runs, AVALIACOES_RUNS), warmup: Math.min(o.warmup, 2) }
      : { runs: o.runs, warmup: o.warmup };
    const [answer, recording] = await api.recorder.record(() => call(api, path, token));
    const body = answer.body as { linhas?: unknown[] };
    if (answer.status !== 200 || !Array.isArray(body.linhas)) {
      throw new Error(`${path} answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 300)}`);
    }
    figures[request] = {
      path,
      bytes: answer.bytes,
      rows: body.linhas.length,
      replay: await replay(db, recording, times),
      http: await httpLatency(api, path, token, times),
    };
  }
  return { users, seconds, period: { de, ate }, schoolId, turmaId, census: census!, figures };
}

const AVALIACOES_LABELS: Record<AvaliacoesRequest, string> = {
  escola: 'schools (`nivel=escola`), the network',
  professor: 'teachers (`nivel=professor`), the network',
  turma: "a school's classes (`nivel=turma&escolaId`)",
  aluno: "a class's students (`nivel=aluno&turmaId`)",
};

function avaliacoesChecks(small: AvaliacoesSize, large: AvaliacoesSize): Check[] {
  return [
    {
      what: `avaliacoes: dashboard bytes (schools, 12 months) at ${int(large.users)} / at ${int(small.users)} people`,
      value: large.figures.escola.bytes / small.figures.escola.bytes,
      goal: GOAL_BYTES,
    },
  ];
}

/** The evaluations section's results (docs/scale.md, "Evaluations"). */
function avaliacoesReport(
  small: AvaliacoesSize,
  large: AvaliacoesSize,
  machine: Readonly<Record<string, string>>,
  o: Options,
): string {
  const lines: string[] = [];
  const push = (...xs: string[]) => lines.push(...xs);
  const sizes = [small, large];

  push('### Evaluations: machine', '', '| | |', '|---|---|');
  for (const [k, v] of Object.entries(machine)) push(`| ${k} | ${v} |`);
  push('');

  push(
    '### Evaluations data',
    '',
    `The period: ${large.period.de} … ${large.period.ate} (12 months). The measured school is the seed director's (id ${large.schoolId}); the class, its largest with records.`,
    '',
    "| people | schools | classes | students (memberships) | attendance records | grades | in the period: attendance / grades | the school's classes | the class's students | written in |",
    '|---:|---:|---:|---:|---:|---:|---|---:|---:|---:|',
  );
  for (const z of sizes) {
    const c = z.census;
    push(
      `| ${int(z.users)} | ${c.schools} | ${int(c.classes)} | ${int(c.students)} | ${int(c.chamadas)} | ${int(c.notas)} | ${int(c.chamadasPeriod)} / ${int(c.notasPeriod)} | ${int(c.schoolClasses)} | ${int(c.classStudents)} | ${z.seconds.toFixed(1)} s |`,
    );
  }
  push('');

  push(
    '### (8) Evaluations latency: RLS (as the Gestor) / service_role',
    '',
    `The recorded statements of each request (the caller's profile, the dashboard's one statement), replayed as in (1): medians of ${Math.min(o.runs, AVALIACOES_RUNS)} runs after ${Math.min(o.warmup, 2)} warm-up runs for the network's levels, ${o.runs} after ${o.warmup} for the others; ms summed over the request's statements.`,
    '',
    `| request | rows the same | ${int(large.users)}: RLS ms | service_role ms | ratio | ${int(small.users)}: RLS ms | service_role ms | ratio |`,
    '|---|---|---:|---:|---:|---:|---:|---:|',
  );
  for (const request of AVALIACOES_REQUESTS) {
    const l = large.figures[request].replay;
    const s = small.figures[request].replay;
    const b = request === 'escola' ? '**' : '';
    push(
      `| ${b}${AVALIACOES_LABELS[request]}${b} | ${sameLabel(l)} | ${ms(l.rls)} | ${ms(l.service)} | ${b}${ratio(l.rls / l.service)}${b} | ${ms(s.rls)} | ${ms(s.service)} | ${ratio(s.rls / s.service)} |`,
    );
  }
  push('');

  push(
    `### (9) Evaluations bytes as the Gestor: ${int(large.users)} / ${int(small.users)} people`,
    '',
    `| request | bytes, ${int(small.users)} | rows | bytes, ${int(large.users)} | rows | ratio | goal |`,
    '|---|---:|---:|---:|---:|---:|---|',
  );
  for (const request of AVALIACOES_REQUESTS) {
    const s = small.figures[request];
    const l = large.figures[request];
    const value = l.bytes / s.bytes;
    const headline = request === 'escola';
    const b = headline ? '**' : '';
    push(
      `| ${b}${AVALIACOES_LABELS[request]}${b} | ${int(s.bytes)} | ${s.rows} | ${int(l.bytes)} | ${l.rows} | ${b}${ratio(value)}${b} | ${headline ? `≤ ${GOAL_BYTES} ${mark(value <= GOAL_BYTES)}` : 'info'} |`,
    );
  }
  push('');

  push(
    '### Evaluations: end-to-end HTTP latency (information)',
    '',
    'Median `GET` as the Gestor over HTTP on 127.0.0.1 (runs as in (8)).',
    '',
    `| request | ms, ${int(small.users)} | ms, ${int(large.users)} |`,
    '|---|---:|---:|',
  );
  for (const request of AVALIACOES_REQUESTS) {
    push(`| ${AVALIACOES_LABELS[request]} | ${ms(small.figures[request].http)} | ${ms(large.figures[request].http)} |`);
  }
  push('');

  push(
    `### Evaluations per statement at ${int(large.users)} people (median ms)`,
    '',
    '| request | # | statement | RLS ms | service_role ms | same rows |',
    '|---|---:|---|---:|---:|---|',
  );
  const cell = (text: string) => `\`${shortSql(text).replace(/\|/g, '\\|')}\``;
  for (const request of AVALIACOES_REQUESTS) {
    const r = large.figures[request].replay;
    r.statements.forEach((st, i) => {
      push(
        `| ${request} | ${i + 1} | ${cell(st.text)} | ${ms(r.rlsPerStatement[i]!)} | ${ms(r.servicePerStatement[i]!)} | ${r.sameRows[i] ? 'yes' : 'no'} |`,
      );
    });
  }
  push('');
  return lines.join('\n');
}

/** The evaluations dashboard, in `escola_scale_avaliacoes`: 1,000 then 50,000 people over the same 30 schools. */
async function evaluations(serverUrl: string, o: Options): Promise<Outcome> {
  const url = await freshDatabase(serverUrl, AVALIACOES_DB);
  log(`database ${AVALIACOES_DB} created on ${new URL(url).host}`);
  const db = createPostgresDb(url, { max: 2 });
  const storageDir = await mkdtemp(join(tmpdir(), 'escola-scale-'));
  let api: Api | null = null;
  try {
    await prepare(db);
    await grantServiceRoleBaseline(db);
    log('shim, migrations and seed applied');
    api = await startApi(db, url, storageDir);
    const sizes: AvaliacoesSize[] = [];
    for (const users of [o.baseline, o.users]) {
      await grow(db, users, SCHOOLS);
      const seconds = await growYear(db);
      sizes.push(await measureAvaliacoes(db, api, users, seconds, o));
    }
    const [small, large] = sizes as [AvaliacoesSize, AvaliacoesSize];
    return {
      markdown: { avaliacoes: avaliacoesReport(small, large, await machineFacts(db, o), o) },
      found: avaliacoesChecks(small, large),
    };
  } finally {
    await api?.close();
    await db.close();
    await rm(storageDir, { recursive: true, force: true });
  }
}

export const AVALIACOES: OwnDatabaseDomain = {
  only: 'avaliacoes',
  database: AVALIACOES_DB,
  blocks: { avaliacoes: ['<!-- scale:avaliacoes:begin -->', '<!-- scale:avaliacoes:end -->'] },
  run: evaluations,
};
