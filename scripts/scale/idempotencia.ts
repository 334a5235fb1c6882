/**
 * Idempotent writes, in a database of their own: the network grown to
 * --users, the Gestor's `PUT /api/edit-escola/:id` without a key, with a
 * fresh key and replaying a stored one, and the private.idempotencia_*
 * functions; with the key table empty and then a busy day full
 * (docs/scale.md, "Idempotent writes").
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { ESCOLA_FORM_COLUMNS } from '../../supabase/functions/_shared/contract/escolas.ts';
import { SERVER_MESSAGES } from '../../supabase/functions/_shared/contract/messages.ts';
import { IDEMPOTENCY_KEY_HEADER } from '../../supabase/functions/_shared/contract/offline.ts';
import { requestFingerprint } from '../../supabase/functions/_shared/contract/request-fingerprint.ts';
import { SALA_MESSAGES } from '../../supabase/functions/_shared/contract/sala-de-aula.ts';
import type { Row } from '../../supabase/functions/api/ports.ts';
import { asUser, type Identity } from '../../tests/db/harness/as-user.ts';
import { prepare } from '../../tests/db/harness/boot.ts';
import { createPostgresDb, type Db, type Queryable } from '../../tests/db/harness/db.ts';
import { freshDatabase, SCALE_DB } from './database.ts';
import type { OwnDatabaseDomain, Outcome } from './domain.ts';
import { H } from './fixtures.ts';
import { call, log, signIn, spread, startApi, type Api, type Spread, type Times } from './measure.ts';
import { grow, SCHOOLS } from './network.ts';
import type { Options } from './options.ts';
import { int, machineFacts, mb, ms, ratio } from './report.ts';

/** Idempotent writes' database, and the key table's rows: a busy day of the network's writes. */
const IDEMPOTENCIA_DB = `${SCALE_DB}_idempotencia`;
const IDEMPOTENCY_KEYS = 200_000;
/** Timed writes per series (median and p95), more than --runs: a p95 needs them. */
const IDEMPOTENCIA_RUNS = 200;

/**
 * Fills private.requisicoes_idempotentes like a busy day (as the owner, in
 * one statement): `n` settled keys spread round-robin over the live staff's
 * accounts (Gestor, directors, secretaries, teachers: they write; students
 * do not), created over the last 24 hours (the TTL: none has expired). The
 * routes and stored answers are a school day's: 4 in 10 attendance batches,
 * 2 single attendance records, 2 grades, 1 lesson summary (the record,
 * ~0.6 KB), 1 class edit. Then VACUUM (ANALYZE). Answers the seconds.
 */
async function fillKeys(db: Db, n: number): Promise<number> {
  const started = performance.now();
  await db.query(
    `with staff as (
       select p.auth_user_id as uid, (row_number() over (order by p.cp_id) - 1)::integer as r, count(*) over ()::integer as n
         from public.profiles p
        where p.cp_excluido = 0 and p.cp_tipo_user between 1 and 4 and p.auth_user_id is not null
     )
     insert into private.requisicoes_idempotentes (auth_user_id, chave, sessao, impressao, rota, status, corpo, criado_em)
     select s.uid, gen_random_uuid(), gen_random_uuid(), encode(sha256(g::text::bytea), 'hex'),
            case when g % 10 < 4 then 'POST /chamadas/lote' when g % 10 < 6 then 'POST /chamadas'
                 when g % 10 < 8 then 'POST /notas' when g % 10 = 8 then 'POST /resumos'
                 else 'PUT /update-turma/' || (1 + g % 2000) end,
            200,
            case when g % 10 < 4 then jsonb_build_object('msg', $2::text, 'count', 25)
                 when g % 10 < 6 then jsonb_build_object('msg', $3::text, 'cp_ch_id', 3000000 + g)
                 when g % 10 < 8 then jsonb_build_object('msg', $4::text, 'cp_nota_id', 700000 + g)
                 when g % 10 = 8 then jsonb_build_object(
                   'cp_res_id', 90000 + g, 'cp_res_turma_id', 1 + g % 2000, 'cp_res_data', current_date::text,
                   'cp_res_hora', '19:00', 'cp_res_aula', 'Aula ' || (1 + g % 40) || ' — Unit ' || (1 + g % 12),
                   'cp_res_resumo', 'Revisão do vocabulário da unidade, leitura em duplas e exercícios de compreensão '
                     || 'auditiva. Tarefa: páginas ' || (10 + g % 90) || ' e ' || (11 + g % 90)
                     || ' do workbook; trazer o caderno de redação na próxima aula.',
                   'cp_res_link', null, 'cp_res_link_youtube', 'https://www.youtube.com/watch?v=' || left(md5(g::text), 11),
                   'cp_res_arquivo', null)
                 else jsonb_build_object('msg', $5::text) end,
            now() - make_interval(secs => ${H('g', 7)} % 86400)
       from generate_series(0, $1::integer - 1) as g
       join staff s on s.r = g % s.n`,
    [n, SALA_MESSAGES.loteSaved(25), SALA_MESSAGES.chamadaSaved, SALA_MESSAGES.notaSaved, SERVER_MESSAGES.turmaUpdated],
  );
  await db.exec('vacuum (analyze) private.requisicoes_idempotentes');
  const seconds = (performance.now() - started) / 1000;
  log(`${int(n)} idempotency keys written in ${seconds.toFixed(1)} s`);
  return seconds;
}

const IDEMPOTENCY_SERIES = ['plain', 'fresh', 'replay'] as const;
type IdempotencySeries = (typeof IDEMPOTENCY_SERIES)[number];
const IDEMPOTENCY_FUNCTIONS = ['reservar', 'concluir', 'liberar', 'reservarReplay'] as const;
type IdempotencyFunction = (typeof IDEMPOTENCY_FUNCTIONS)[number];

interface IdempotencyTable extends Row {
  rows: number;
  accounts: number;
  /** The measured caller's keys. */
  mine: number;
  heapBytes: number;
  indexBytes: number;
  totalBytes: number;
}

interface IdempotencySize {
  readonly label: string;
  readonly table: IdempotencyTable;
  readonly http: Record<IdempotencySeries, Spread>;
  readonly sql: Record<IdempotencyFunction, Spread>;
}

async function keyTable(db: Queryable, authUserId: string): Promise<IdempotencyTable> {
  const [t] = await db.query<IdempotencyTable>(
    `select (select count(*)::integer from private.requisicoes_idempotentes) as rows,
            (select count(distinct auth_user_id)::integer from private.requisicoes_idempotentes) as accounts,
            (select count(*)::integer from private.requisicoes_idempotentes where auth_user_id = $1) as mine,
            pg_table_size('private.requisicoes_idempotentes')::float8 as "heapBytes",
            pg_indexes_size('private.requisicoes_idempotentes')::float8 as "indexBytes",
            pg_total_relation_size('private.requisicoes_idempotentes')::float8 as "totalBytes"`,
    [authUserId],
  );
  return t!;
}

/**
 * As the Gestor, the same `PUT /api/edit-escola/:id` (the school's own
 * values) over HTTP: without the header (nothing of idempotency runs), with a
 * fresh key each time (reserve, run, settle: three transactions), and again
 * with one stored key (reserve answers the stored answer; nothing runs). The
 * three series interleaved, the order rotating. Then the functions' own
 * statements as the Gestor, in rolled-back transactions: reserve a new key,
 * conclude it; reserve one, release it; reserve the stored key.
 */
async function measureIdempotency(
  db: Db,
  api: Api,
  label: string,
  who: { readonly token: string; readonly claims: Identity; readonly authUserId: string },
  write: { readonly path: string; readonly body: string },
  o: Times,
): Promise<IdempotencySize> {
  const put = (key: string | null) =>
    call(api, write.path, who.token, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', ...(key ? { [IDEMPOTENCY_KEY_HEADER]: key } : {}) },
      body: write.body,
    });
  const stored = randomUUID();
  const first = await put(stored);
  if (first.status !== 200) throw new Error(`${write.path} answered ${first.status}: ${JSON.stringify(first.body)}`);
  const times: Record<IdempotencySeries, number[]> = { plain: [], fresh: [], replay: [] };
  const once = async (series: IdempotencySeries, keep: boolean) => {
    const key = series === 'plain' ? null : series === 'fresh' ? randomUUID() : stored;
    const t0 = performance.now();
    const res = await put(key);
    const elapsed = performance.now() - t0;
    if (res.status !== 200 || JSON.stringify(res.body) !== JSON.stringify(first.body)) {
      throw new Error(`${series}: ${write.path} answered ${res.status}: ${JSON.stringify(res.body)}`);
    }
    if (keep) times[series].push(elapsed);
  };
  for (let i = 0; i < o.warmup + IDEMPOTENCIA_RUNS; i++) {
    for (let j = 0; j < IDEMPOTENCY_SERIES.length; j++) {
      await once(IDEMPOTENCY_SERIES[(i + j) % IDEMPOTENCY_SERIES.length]!, i >= o.warmup);
    }
  }

  const sql: Record<IdempotencyFunction, number[]> = { reservar: [], concluir: [], liberar: [], reservarReplay: [] };
  const timed = async (tx: Queryable, text: string, params: readonly unknown[]) => {
    const t0 = performance.now();
    await tx.query(text, params);
    return performance.now() - t0;
  };
  const path = write.path.replace(/^\/api/, '');
  const route = `PUT ${path}`;
  // The HTTP writes' fingerprint: the stored key replays to it (the same session: the recorded claims).
  const print = await requestFingerprint(new Request(`http://scale${write.path}`, { method: 'PUT', body: write.body }), path);
  const reserve = 'select private.idempotencia_reservar($1, $2, $3)';
  for (let i = 0; i < o.warmup + o.runs; i++) {
    const keep = i >= o.warmup;
    const r = await asUser(db, who.claims, async (tx) => {
      const a = randomUUID();
      const b = randomUUID();
      return {
        reservar: await timed(tx, reserve, [a, route, print]),
        concluir: await timed(tx, 'select private.idempotencia_concluir($1, $2, $3::text::jsonb)', [
          a,
          200,
          JSON.stringify(first.body),
        ]),
        reservarLiberar: await timed(tx, reserve, [b, route, print]),
        liberar: await timed(tx, 'select private.idempotencia_liberar($1)', [b]),
        reservarReplay: await timed(tx, reserve, [stored, route, print]),
      };
    });
    if (keep) {
      sql.reservar.push(r.reservar);
      sql.concluir.push(r.concluir);
      sql.liberar.push(r.liberar);
      sql.reservarReplay.push(r.reservarReplay);
    }
  }
  const table = await keyTable(db, who.authUserId);
  log(`${label}: measured with ${int(table.rows)} keys`);
  return {
    label,
    table,
    http: { plain: spread(times.plain), fresh: spread(times.fresh), replay: spread(times.replay) },
    sql: {
      reservar: spread(sql.reservar),
      concluir: spread(sql.concluir),
      liberar: spread(sql.liberar),
      reservarReplay: spread(sql.reservarReplay),
    },
  };
}

const IDEMPOTENCY_SERIES_LABELS: Record<IdempotencySeries, string> = {
  plain: 'without `Idempotency-Key`',
  fresh: 'a fresh key (reserve, run, settle)',
  replay: 'a stored key (replay: nothing runs)',
};

const IDEMPOTENCY_FUNCTION_LABELS: Record<IdempotencyFunction, string> = {
  reservar: '`idempotencia_reservar`, a new key',
  concluir: '`idempotencia_concluir`',
  liberar: '`idempotencia_liberar`',
  reservarReplay: '`idempotencia_reservar`, a stored key',
};

function idempotencyReport(
  sizes: readonly IdempotencySize[],
  setup: { readonly users: number; readonly seconds: number; readonly path: string },
  machine: Readonly<Record<string, string>>,
  o: Times,
): string {
  const lines: string[] = [];
  const push = (...xs: string[]) => lines.push(...xs);
  push('### Idempotent writes: machine', '', '| | |', '|---|---|');
  for (const [k, v] of Object.entries(machine)) push(`| ${k} | ${v} |`);
  push('');

  push(
    '### The key table',
    '',
    `The network grown to ${int(setup.users)} people over ${SCHOOLS} schools; the day's keys written in ${setup.seconds.toFixed(1)} s with their \`VACUUM (ANALYZE)\`. MB as \`pg_table_size\` (with TOAST) and \`pg_indexes_size\` (the primary key).`,
    '',
    "| | rows | accounts | the Gestor's keys | table MB | index MB | total MB |",
    '|---|---:|---:|---:|---:|---:|---:|',
  );
  for (const s of sizes) {
    const t = s.table;
    push(
      `| ${s.label} | ${int(t.rows)} | ${int(t.accounts)} | ${int(t.mine)} | ${mb(t.heapBytes)} | ${mb(t.indexBytes)} | ${mb(t.totalBytes)} |`,
    );
  }
  push('');

  const [empty, full] = [sizes[0]!, sizes[sizes.length - 1]!];
  push(
    `### (10) A write with and without a key: \`${setup.path}\` as the Gestor`,
    '',
    `End-to-end over HTTP on 127.0.0.1, the same body each time; the three series interleaved, ${IDEMPOTENCIA_RUNS} timed writes each after ${o.warmup} warm-up rounds; ms. The counts above are taken after the writes (each fresh key adds a row).`,
    '',
    `| write | ${empty.label}: median | p95 | ${full.label}: median | p95 | ${full.label}: median ÷ without the header |`,
    '|---|---:|---:|---:|---:|---:|',
  );
  for (const series of IDEMPOTENCY_SERIES) {
    const e = empty.http[series];
    const f = full.http[series];
    push(
      `| ${IDEMPOTENCY_SERIES_LABELS[series]} | ${ms(e.median)} | ${ms(e.p95)} | ${ms(f.median)} | ${ms(f.p95)} | ${ratio(f.median / full.http.plain.median)} |`,
    );
  }
  push('');

  push(
    "### Idempotent writes: the functions' statements as the Gestor",
    '',
    `Each in a rolled-back transaction as the Gestor (the api runs each in its own); medians and p95 of ${o.runs} after ${o.warmup} warm-up runs, ms.`,
    '',
    `| statement | ${empty.label}: median | p95 | ${full.label}: median | p95 |`,
    '|---|---:|---:|---:|---:|',
  );
  for (const fn of IDEMPOTENCY_FUNCTIONS) {
    const e = empty.sql[fn];
    const f = full.sql[fn];
    push(`| ${IDEMPOTENCY_FUNCTION_LABELS[fn]} | ${ms(e.median)} | ${ms(e.p95)} | ${ms(f.median)} | ${ms(f.p95)} |`);
  }
  push('');
  return lines.join('\n');
}

/** Idempotent writes, in `escola_scale_idempotencia`: the network at --users, the key table empty and then a day full. */
async function idempotentWrites(serverUrl: string, o: Options): Promise<Outcome> {
  const url = await freshDatabase(serverUrl, IDEMPOTENCIA_DB);
  log(`database ${IDEMPOTENCIA_DB} created on ${new URL(url).host}`);
  const db = createPostgresDb(url, { max: 2 });
  const storageDir = await mkdtemp(join(tmpdir(), 'escola-scale-'));
  let api: Api | null = null;
  try {
    await prepare(db);
    log('shim, migrations and seed applied');
    api = await startApi(db, url, storageDir);
    await grow(db, o.users, SCHOOLS);
    const { token, schoolId } = await signIn(api, 'gestor', 1);
    // The school's own values: every write answers 200 and changes nothing.
    const [school, recording] = await api.recorder.record(() => call(api!, `/api/escolas/${schoolId}`, token));
    if (school.status !== 200 || !recording.claims) throw new Error(`GET /api/escolas/${schoolId} answered ${school.status}`);
    const current = school.body as Record<string, unknown>;
    const body = JSON.stringify(Object.fromEntries(ESCOLA_FORM_COLUMNS.map((c) => [c, current[c] ?? null])));
    const claims = recording.claims as unknown as Identity;
    const authUserId = (recording.claims as unknown as { sub: string }).sub;
    const who = { token, claims, authUserId };
    const write = { path: `/api/edit-escola/${schoolId}`, body };
    const sizes = [await measureIdempotency(db, api, 'empty table', who, write, o)];
    const seconds = await fillKeys(db, IDEMPOTENCY_KEYS);
    sizes.push(await measureIdempotency(db, api, `${int(IDEMPOTENCY_KEYS)} keys`, who, write, o));
    return {
      markdown: {
        idempotencia: idempotencyReport(
          sizes,
          { users: o.users, seconds, path: `PUT ${write.path}` },
          await machineFacts(db, o),
          o,
        ),
      },
      found: [],
    };
  } finally {
    await api?.close();
    await db.close();
    await rm(storageDir, { recursive: true, force: true });
  }
}

export const IDEMPOTENCIA: OwnDatabaseDomain = {
  only: 'idempotencia',
  database: IDEMPOTENCIA_DB,
  blocks: { idempotencia: ['<!-- scale:idempotencia:begin -->', '<!-- scale:idempotencia:end -->'] },
  run: idempotentWrites,
};
