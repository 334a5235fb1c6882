/**
 * `npm run scale` — how the users and classes lists and the finance screen
 * behave for a director when the network grows from 1,000 to 50,000 people
 * and from ~5,000 to ~500,000 installments, and the classroom for a teacher
 * whose class has two years of daily attendance in a school of 200 classes,
 * and the Gestor's evaluations dashboard over a year of grades and attendance
 * of 50,000 students, and what an Idempotency-Key costs a write when the
 * key table holds a busy day of the network (docs/scale.md).
 *
 *   URL=$(bash scripts/pg15.sh start)
 *   DATABASE_URL="$URL" npm run scale                 # print the tables; exit 1 when a goal is missed
 *   DATABASE_URL="$URL" npm run scale -- --write      # …and put the figures into docs/scale.md
 *   DATABASE_URL="$URL" npm run scale -- --only classroom   # one domain (its block only, with --write)
 *   DATABASE_URL="$URL" npm run scale -- --only avaliacoes  # the evaluations dashboard alone
 *   DATABASE_URL="$URL" npm run scale -- --only idempotencia  # idempotent writes alone
 *   bash scripts/pg15.sh stop
 *
 * Options (./options.ts): --users 50000 (the large size), --baseline 1000
 * (the small size), --enrolments 60000 and --enrolments-baseline 640
 * (enrolments at each size), --classes 200 (the teacher's school's classes),
 * --lessons 500 (the teacher's long class), --only
 * network|classroom|avaliacoes|idempotencia (the lists and finance, which
 * share one growth, the classroom, the evaluations dashboard, or idempotent
 * writes; all without it), --runs 30 (timed runs per figure, median; the
 * dashboard's whole-network statements use at most AVALIACOES_RUNS),
 * --warmup 5, --write.
 *
 * This runner reads the domains from ./domains.ts, one file each: the
 * network's lists (./lists.ts: ./usuarios.ts, ./turmas.ts), ./financeiro.ts
 * and ./sala-de-aula.ts measure in one database, `escola_scale`, as the
 * network grows (./network.ts); ./avaliacoes.ts and ./idempotencia.ts each
 * in a database of their own. Shared: ./fixtures.ts (realistic rows),
 * ./measure.ts (the real api with a recorder on its db port; replays),
 * ./report.ts (formats, goals, docs/scale.md), ./database.ts.
 *
 * What it does:
 *   1. creates a fresh database `escola_scale` on the server of DATABASE_URL
 *      (dropped first when it exists) and prepares it like the tests do
 *      (tests/db/harness/boot.ts `prepare`: shim, migrations, seed);
 *   2. grows it to `--baseline` live people in the seed's 3 schools and
 *      `--enrolments-baseline` enrolments with their installments (bulk SQL
 *      as the owner), measures, grows it to `--users` over 30 schools and
 *      `--enrolments` enrolments, measures again;
 *   3. measures by driving the REAL api (supabase/functions/api, local ports
 *      over the production postgres.js adapter, served over HTTP on
 *      127.0.0.1): signs in as `diretor`, records the SQL statements the
 *      handler of `GET /api/users?page=1&pageSize=10`,
 *      `GET /api/turmas?page=1&pageSize=10`, `GET /api/financeiroParcelas?…`
 *      and `GET /api/financeiro/resumo` runs (text and parameters, and the
 *      claims the api verified), then replays exactly those statements, timed,
 *      in rolled-back transactions as the director (RLS) and as service_role
 *      (RLS bypassed) — the lists with and without `&escolaId=<the director's
 *      school>`; and reads the body size and X-Total-Count of the director's
 *      page 1;
 *   4. the classroom: grows the seed teacher's school to
 *      200 classes, adds the teacher's classes of 500 and of 5 daily
 *      lessons (30 students each), writes every lesson's attendance, grades
 *      and summaries, and measures the history, grades, summaries and
 *      attendance rates as the teacher (and the history as the director);
 *   5. copies the large database (`escola_scale_school`, CREATE DATABASE …
 *      TEMPLATE) keeping only the director's school's enrolments and
 *      installments, and replays the finance cards' statements in both;
 *   6. the evaluations dashboard, in a database of its own
 *      (`escola_scale_avaliacoes`): 1,000 and then 50,000 people over the
 *      same 30 schools, each time a year of weekly attendance and monthly
 *      grades for every class without records, and the Gestor's
 *      `GET /api/avaliacoes` (schools over 12 months; a school's classes; a
 *      class's students) recorded and replayed as the Gestor and as
 *      service_role;
 *   7. idempotent writes, in `escola_scale_idempotencia`: the network grown
 *      to `--users`, the Gestor's `PUT /api/edit-escola/:id` timed over HTTP
 *      without the header, with a fresh key each time and replaying a stored
 *      key, and the three private.idempotencia_* functions timed as the
 *      Gestor; first with the key table empty, then with IDEMPOTENCY_KEYS
 *      rows (a day of the staff's writes, inserted as the owner).
 *
 * Goals (checked at the large size): page-1 latency under RLS ≤ 1.3 × the
 * service_role replay of the same statements (the lists' `escolaId` variant,
 * where both read the same rows; the finance list, which the api scopes to
 * the director's school itself); page-1 bytes at the large size ≤ 1.1 × the
 * bytes at the small size; the finance cards with the whole network ≤ 1.5 ×
 * the cards with the director's school's finance alone; the classroom
 * history's page 1 under RLS ≤ 1.3 × service_role, and its bytes for the
 * 500-lesson class ≤ 1.1 × those for the one-week class; the dashboard's
 * bytes (schools, 12 months) at 50,000 people ≤ 1.1 × at 1,000.
 *
 * The databases are left in place (for EXPLAIN) and dropped by the next run.
 * They are throwaways: the script grants service_role what the replay needs
 * (schema `private`), which the migrations do not.
 */
import { isOwnDatabase, type NetworkDomain, type Outcome } from './domain.ts';
import { DATABASES, DOMAINS, ONLY_NAMES } from './domains.ts';
import { runNetwork } from './network.ts';
import { parseOptions, type Options } from './options.ts';
import { ratio, writeDoc, type DocMarks } from './report.ts';

/** 'a', 'a and b', 'a, b and c'. */
const listed = (names: readonly string[]) =>
  names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

async function main(o: Options): Promise<number> {
  const serverUrl = process.env.DATABASE_URL?.trim();
  if (!serverUrl) {
    console.error(
      'npm run scale needs a PostgreSQL server: set DATABASE_URL, e.g.\n' +
        '  DATABASE_URL=$(bash scripts/pg15.sh start) npm run scale\n' +
        `It creates (and first drops) the databases ${listed(DATABASES)} on that server.`,
    );
    return 2;
  }
  const selected = DOMAINS.filter((d) => o.only === undefined || d.only === o.only);
  const network = selected.filter((d): d is NetworkDomain => !isOwnDatabase(d));
  const copies = DOMAINS.flatMap((d) => (isOwnDatabase(d) ? [] : (d.copies ?? [])));
  const outcomes: Outcome[] = [];
  if (network.length > 0) outcomes.push(...(await runNetwork(serverUrl, o, network, copies)));
  for (const d of selected.filter(isOwnDatabase)) outcomes.push(await d.run(serverUrl, o));
  const markdown = Object.assign({}, ...outcomes.map((r) => r.markdown)) as Record<string, string>;
  const found = outcomes.flatMap((r) => r.found);
  console.log(`\n${Object.values(markdown).join('\n')}`);
  if (o.write) {
    const marks = Object.assign({}, ...DOMAINS.map((d) => d.blocks)) as Record<string, DocMarks>;
    await writeDoc(markdown, marks);
  }

  const missed = found.filter((c) => !(c.value <= c.goal));
  for (const c of missed) console.error(`✗ goal missed: ${c.what} = ${ratio(c.value)} (goal ≤ ${c.goal})`);
  if (missed.length === 0) console.log('✓ every goal met');
  return missed.length === 0 ? 0 : 1;
}

const parsed = parseOptions(process.argv.slice(2), ONLY_NAMES);
if ('exit' in parsed) {
  if (parsed.exit === 0) console.log(parsed.message);
  else console.error(parsed.message);
  process.exit(parsed.exit);
}
main(parsed.options).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
