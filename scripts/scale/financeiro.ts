/**
 * Finance: 60,000 enrolments and ~500,000 installments grown with the
 * network; the finance list's page 1 and the cards as the director, and the
 * cards with the whole network against a copy of the large database holding
 * the director's school's finance alone (docs/scale.md, "Finance").
 */
import { performance } from 'node:perf_hooks';
import { LANGUAGE_LEVELS } from '../../supabase/functions/_shared/contract/matriculas.ts';
import type { Row } from '../../supabase/functions/api/ports.ts';
import { asUser, type Identity } from '../../tests/db/harness/as-user.ts';
import { createPostgresDb, type Db, type Queryable } from '../../tests/db/harness/db.ts';
import { SCALE_DB, withDatabase } from './database.ts';
import { NO_OUTCOME, type NetworkDomain, type NetworkLevel, type Size } from './domain.ts';
import { CLASS_HOURS, COURSE_VALUES, FEMALE_NAMES, H, MALE_NAMES, MONTHLY_FEES, SCHOOLING, SURNAMES } from './fixtures.ts';
import {
  call,
  httpLatency,
  log,
  median,
  PAGE,
  replay,
  timedStatements,
  type Api,
  type Recording,
  type Replay,
  type Statement,
  type Times,
} from './measure.ts';
import { GOAL_BYTES, GOAL_LATENCY, int, mark, ms, ratio, sameLabel, shortSql, type Check } from './report.ts';

/** The finance cards with the whole network ÷ with the director's school's finance alone. */
const GOAL_CARDS = 1.5;
/** The copy of the large database that keeps only the director's school's enrolments and installments. */
const SCHOOL_DB = `${SCALE_DB}_school`;

/**
 * The enrolments to add ($1 of them), keyed by (student, their enrolment
 * number): live students round-robin, those with the fewest enrolments first
 * (then a hash order), so every student has one before anyone has two — and
 * the enrolments spread over the schools as the students do.
 */
const ENROLMENT_PLAN_SQL = `
with c as (
  select p.cp_id, coalesce(e.n, 0) as n,
         row_number() over (order by coalesce(e.n, 0), ${H('p.cp_id', 31)}, p.cp_id) - 1 as r
    from public.profiles p
    left join (select cp_mt_usuario, count(*)::integer as n from public.matriculas group by 1) e on e.cp_mt_usuario = p.cp_id
   where p.cp_tipo_user = 5 and p.cp_excluido = 0 and p.cp_escola_id is not null
)
insert into pg_temp.scale_enrolments (k, usuario)
select c.cp_id * 16 + c.n + j / (select count(*) from c), c.cp_id
  from generate_series(0, $1::integer - 1) as j
  join c on c.r = j % (select count(*) from c)`;

/**
 * One statement: the enrolments of pg_temp.scale_enrolments (a writable CTE,
 * in the order they were signed, so a school's rows lie spread over the
 * tables as in a network that grew over time) and the installments of the
 * parcelado ones, planned by private.parcelas_plano — so an enrolment and its
 * plan are written together, and the database's own checks run on them (the
 * copy of the student's name and CPF before each enrolment; at commit, that
 * every plan is numbered 1..n and adds up to the course value).
 *
 * 85 % parcelado (6–13 installments of a course value), the rest mensalidade
 * (a monthly fee, no installments). The first due date is spread over the last
 * two years and the next month, so the due dates cover the last two years and
 * the next year. An enrolment whose plan has ended is 'concluido' (90 %) or
 * 'cancelado'; a running one 'ativo' (86 %), 'trancado' (7 %) or 'cancelado'.
 * Installments due from today on are 'à vencer'; past ones are 'Pago' — but
 * 8 % of an active enrolment's, and those after the stop of a cancelled or
 * locked one. A minor's enrolment names the parents.
 */
const ENROLMENT_SQL = `
with e as (
  select x.k, x.usuario, p.cp_escola_id as school, p.cp_nome, p.cp_cpf, p.cp_login, p.cp_whatsapp,
         p.cp_end_cidade_estado, regexp_replace(p.cp_nome, '^.* ', '') as family,
         extract(year from age(current_date, p.cp_datanascimento))::integer as age,
         case when ${H('x.k', 1)} % 100 < 85 then 'parcelado' else 'mensalidade' end as tipo,
         (6 + ${H('x.k', 2)} % 8)::integer as n,
         current_date - 730 + (${H('x.k', 5)} % 760)::integer as first,
         ${H('x.k', 6)} % 100 as fate
    from pg_temp.scale_enrolments x
    join public.profiles p on p.cp_id = x.usuario
), f as (
  select e.*,
         case when e.tipo = 'parcelado' then (e.first + make_interval(months => e.n - 1))::date < current_date
              else e.first < current_date - 540 end as ended
    from e
), m as (
  insert into public.matriculas (cp_mt_curso, cp_mt_escola, cp_mt_usuario, cp_mt_nome_usuario, cp_mt_cadastro_usuario,
                                 cp_mt_valor_curso, cp_mt_quantas_parcelas, cp_mt_primeira_parcela, cp_status_matricula,
                                 cp_mt_nivel, cp_mt_horario_inicio, cp_mt_horario_fim, cp_mt_escolaridade,
                                 cp_mt_local_nascimento, cp_mt_rede_social, cp_mt_nome_pai, cp_mt_contato_pai,
                                 cp_mt_nome_mae, cp_mt_contato_mae, cp_mt_tipo_pagamento, cp_mt_valor_mensalidade)
  select ($1::bigint[])[1 + ${H('f.k', 7)} % cardinality($1::bigint[])],
         f.school, f.usuario, f.cp_nome, f.cp_cpf,
         case when f.tipo = 'parcelado' then ($5::numeric[])[1 + ${H('f.k', 3)} % cardinality($5::numeric[])] end,
         case when f.tipo = 'parcelado' then f.n end,
         f.first,
         case when f.ended then case when f.fate < 90 then 'concluido' else 'cancelado' end
              when f.fate < 86 then 'ativo'
              when f.fate < 93 then 'trancado'
              else 'cancelado' end,
         ($7::text[])[1 + ${H('f.k', 8)} % cardinality($7::text[])],
         h.inicio, h.fim,
         case when f.age < 15 then 'Ensino Fundamental Incompleto'
              when f.age < 18 then 'Ensino Médio Incompleto'
              else ($10::text[])[1 + ${H('f.k', 11)} % cardinality($10::text[])] end,
         case when ${H('f.k', 12)} % 10 < 6 then f.cp_end_cidade_estado end,
         case when ${H('f.k', 13)} % 10 < 3 then '@' || replace(regexp_replace(f.cp_login, '[.][0-9]+$', ''), '.', '_') end,
         case when f.age < 18 then ($3::text[])[1 + ${H('f.k', 14)} % cardinality($3::text[])] || ' ' ||
                                   ($4::text[])[1 + ${H('f.k', 15)} % cardinality($4::text[])] || ' ' || f.family end,
         case when f.age < 18 then left(f.cp_whatsapp, 4) || ' 9' || lpad((${H('f.k', 16)} % 10000)::text, 4, '0') || '-' ||
                                   lpad((${H('f.k', 17)} % 10000)::text, 4, '0') end,
         case when f.age < 18 then ($2::text[])[1 + ${H('f.k', 18)} % cardinality($2::text[])] || ' ' ||
                                   ($4::text[])[1 + ${H('f.k', 19)} % cardinality($4::text[])] || ' ' || f.family end,
         case when f.age < 18 then left(f.cp_whatsapp, 4) || ' 9' || lpad((${H('f.k', 20)} % 10000)::text, 4, '0') || '-' ||
                                   lpad((${H('f.k', 21)} % 10000)::text, 4, '0') end,
         f.tipo,
         case when f.tipo = 'mensalidade' then ($6::numeric[])[1 + ${H('f.k', 4)} % cardinality($6::numeric[])] end
    from f
    left join lateral (
      select ($8::text[])[s.i] as inicio, ($9::text[])[s.i] as fim
        from (select 1 + ${H('f.k', 10)} % cardinality($8::text[]) as i) s
       where ${H('f.k', 9)} % 100 >= 8
    ) h on true
   order by f.first, f.k
  returning cp_mt_id, cp_mt_escola, cp_mt_usuario, cp_mt_valor_curso, cp_mt_quantas_parcelas, cp_mt_primeira_parcela,
            cp_status_matricula, cp_mt_tipo_pagamento
)
insert into public.parcelas (cp_mt_id, cp_mt_escola, cp_mt_usuario, "cp_mtPar_numero", "cp_mtPar_dataParcela",
                             "cp_mtPar_valorParcela", "cp_mtPar_status")
select m.cp_mt_id, m.cp_mt_escola, m.cp_mt_usuario, pl.numero, pl.vencimento, pl.valor,
       case when pl.vencimento >= current_date then 'à vencer'
            when m.cp_status_matricula = 'concluido' then 'Pago'
            when m.cp_status_matricula = 'ativo' then
              case when ${H('(m.cp_mt_id * 16 + pl.numero)', 1)} % 100 < 8 then 'à vencer' else 'Pago' end
            when pl.numero < 1 + ${H('m.cp_mt_id', 2)} % m.cp_mt_quantas_parcelas then 'Pago'
            else 'à vencer' end
  from m
  cross join lateral private.parcelas_plano(m.cp_mt_valor_curso, m.cp_mt_quantas_parcelas, m.cp_mt_primeira_parcela) pl
 where m.cp_mt_tipo_pagamento = 'parcelado'
 order by m.cp_mt_id, pl.numero`;

interface FinanceGrowth {
  /** Seconds: the whole growth (plan, insert, checks at commit, VACUUM ANALYZE). */
  readonly seconds: number;
  /** Seconds of the deferred plan checks (the constraint triggers at commit). */
  readonly checks: number;
  readonly added: number;
}

/**
 * Grows the enrolments to `total` (with their installments), as the owner,
 * in one transaction; the triggers all fire (none is disabled). Then VACUUM
 * (ANALYZE) of both tables.
 */
async function growFinance(db: Db, total: number): Promise<FinanceGrowth> {
  const started = performance.now();
  let checks = 0;
  let added = 0;
  await db.transaction(async (tx) => {
    const [row] = await tx.query<{ n: number; students: number }>(
      `select (select count(*)::integer from public.matriculas) as n,
              (select count(*)::integer from public.profiles where cp_tipo_user = 5 and cp_excluido = 0) as students`,
    );
    added = total - (row?.n ?? 0);
    if (added < 0) throw new Error(`The database already has ${row?.n} enrolments (> ${total}).`);
    if (added === 0) return;
    // The key holds a student's enrolment number in 4 bits.
    if (total > 8 * (row?.students ?? 0)) throw new Error(`${total} enrolments for ${row?.students} students: too many`);
    const courses = await tx.query<{ id: number }>('select cp_curso_id as id from public.cursos order by cp_curso_id');
    await tx.exec('create temp table scale_enrolments (k bigint primary key, usuario bigint not null) on commit drop');
    await tx.query(ENROLMENT_PLAN_SQL, [added]);
    await tx.query(ENROLMENT_SQL, [
      courses.map((c) => c.id),
      FEMALE_NAMES,
      MALE_NAMES,
      SURNAMES,
      COURSE_VALUES,
      MONTHLY_FEES,
      LANGUAGE_LEVELS,
      CLASS_HOURS.map((h) => h[0]),
      CLASS_HOURS.map((h) => h[1]),
      SCHOOLING,
    ]);
    // The deferred checks (every plan numbered 1..n, adding up to its value) run here rather than in COMMIT, timed.
    const t0 = performance.now();
    await tx.exec('set constraints all immediate');
    checks = (performance.now() - t0) / 1000;
  });
  await db.exec('vacuum (analyze) public.matriculas, public.parcelas');
  const seconds = (performance.now() - started) / 1000;
  log(
    `grown to ${int(total)} enrolments (+${int(added)}) in ${seconds.toFixed(1)} s (plan checks at commit ${checks.toFixed(1)} s)`,
  );
  return { seconds, checks, added };
}

interface FinanceCensus extends Row {
  enrolments: number;
  by_type: Record<string, number>;
  by_status: Record<string, number>;
  installments: number;
  paid: number;
  overdue: number;
  future: number;
  first_due: string;
  last_due: string;
  school_enrolments: number;
  school_installments: number;
}

async function financeCensus(db: Queryable, schoolId: number): Promise<FinanceCensus> {
  const [row] = await db.query<FinanceCensus>(
    `select (select count(*)::integer from public.matriculas) as enrolments,
            (select jsonb_object_agg(cp_mt_tipo_pagamento, n) from (select cp_mt_tipo_pagamento, count(*)::integer as n
               from public.matriculas group by 1) t) as by_type,
            (select jsonb_object_agg(cp_status_matricula, n) from (select cp_status_matricula, count(*)::integer as n
               from public.matriculas group by 1) t) as by_status,
            (select count(*)::integer from public.parcelas) as installments,
            (select count(*)::integer from public.parcelas where "cp_mtPar_status" = 'Pago') as paid,
            (select count(*)::integer from public.parcelas
              where "cp_mtPar_status" <> 'Pago' and "cp_mtPar_dataParcela" < current_date) as overdue,
            (select count(*)::integer from public.parcelas where "cp_mtPar_dataParcela" >= current_date) as future,
            (select min("cp_mtPar_dataParcela")::text from public.parcelas) as first_due,
            (select max("cp_mtPar_dataParcela")::text from public.parcelas) as last_due,
            (select count(*)::integer from public.matriculas where cp_mt_escola = $1) as school_enrolments,
            (select count(*)::integer from public.parcelas where cp_mt_escola = $1) as school_installments`,
    [schoolId],
  );
  if (!row) throw new Error('financeCensus: no row');
  return row;
}

/** A page of a list: its size, rows, X-Total-Count and HTTP latency. */
interface PageFigures {
  readonly bytes: number;
  readonly rows: number;
  readonly total: number;
  readonly http: number;
}

interface FinanceFigures {
  readonly census: FinanceCensus;
  readonly growth: FinanceGrowth;
  /** `GET /api/financeiroParcelas?page=1&pageSize=10` (the director's school implicitly). */
  readonly list: PageFigures & { readonly replay: Replay };
  /** `GET /api/financeiro/resumo`: the recording (replayed again against the school-alone copy), its replay and answer. */
  readonly cards: {
    readonly http: number;
    readonly replay: Replay;
    readonly recording: Recording;
    readonly body: unknown;
  };
}

interface Level extends NetworkLevel {
  readonly finance: FinanceFigures;
}

async function measureFinance(
  db: Db,
  api: Api,
  token: string,
  schoolId: number,
  growth: FinanceGrowth,
  o: Times,
): Promise<FinanceFigures> {
  const facts = await financeCensus(db, schoolId);
  log(
    `measuring finance at ${int(facts.installments)} installments (director's school: ${int(facts.school_enrolments)} enrolments, ${int(facts.school_installments)} installments)`,
  );
  const listPath = `/api/financeiroParcelas?${PAGE}`;
  const [page, listRecording] = await api.recorder.record(() => call(api, listPath, token));
  if (page.status !== 200 || page.total === null || !Array.isArray(page.body)) {
    throw new Error(`${listPath} answered ${page.status}: ${JSON.stringify(page.body)}`);
  }
  const listReplay = await replay(db, listRecording, o);
  const cardsPath = '/api/financeiro/resumo';
  const [cards, cardsRecording] = await api.recorder.record(() => call(api, cardsPath, token));
  if (cards.status !== 200) throw new Error(`${cardsPath} answered ${cards.status}: ${JSON.stringify(cards.body)}`);
  const cardsReplay = await replay(db, cardsRecording, o);
  return {
    census: facts,
    growth,
    list: {
      bytes: page.bytes,
      rows: page.body.length,
      total: page.total,
      http: await httpLatency(api, listPath, token, o),
      replay: listReplay,
    },
    cards: {
      http: await httpLatency(api, cardsPath, token, o),
      replay: cardsReplay,
      recording: cardsRecording,
      body: cards.body,
    },
  };
}

/**
 * A copy of the large database (`CREATE DATABASE … TEMPLATE`, so the same
 * rows, the same physical order, the same director) that keeps only the
 * director's school's enrolments and installments — what the cards read. The
 * rest of the network (people, classes) stays: the cards' statements read
 * `public.matriculas` and `public.parcelas` only (and the caller's own profile,
 * by a unique index). Every connection to the source must be closed first.
 */
async function schoolAloneCopy(serverUrl: string, schoolId: number): Promise<string> {
  const admin = createPostgresDb(withDatabase(serverUrl, 'postgres'), { max: 1 });
  try {
    await admin.exec(`drop database if exists ${SCHOOL_DB} with (force)`);
    // The pools just closed: their backends may take a moment to leave.
    for (let attempt = 1; ; attempt++) {
      try {
        await admin.exec(`create database ${SCHOOL_DB} template ${SCALE_DB} strategy file_copy`);
        break;
      } catch (error) {
        if ((error as { code?: string }).code !== '55006' || attempt >= 20) throw error;
        await new Promise((done) => setTimeout(done, 250));
      }
    }
  } finally {
    await admin.close();
  }
  const url = withDatabase(serverUrl, SCHOOL_DB);
  const copy = createPostgresDb(url, { max: 1 });
  try {
    await copy.transaction(async (tx) => {
      // Whole enrolments go, each with all its installments, so what stays
      // holds every invariant (checked below). `replica` keeps the triggers
      // from firing: the guard would refuse to delete paid installments, and
      // the deferred plan check would run once per deleted row.
      await tx.exec('set local session_replication_role = replica');
      await tx.query('delete from public.parcelas where cp_mt_escola <> $1', [schoolId]);
      await tx.query('delete from public.matriculas where cp_mt_escola <> $1', [schoolId]);
      const [left] = await tx.query<{ orphans: number; plans: number }>(
        `select (select count(*)::integer from public.parcelas p
                  where not exists (select 1 from public.matriculas m where m.cp_mt_id = p.cp_mt_id)) as orphans,
                (select count(*)::integer from public.matriculas m
                  where m.cp_mt_tipo_pagamento = 'parcelado'
                    and (m.cp_mt_quantas_parcelas <> (select count(*) from public.parcelas p where p.cp_mt_id = m.cp_mt_id)
                      or m.cp_mt_valor_curso <> (select coalesce(sum(p."cp_mtPar_valorParcela"), 0)
                                                   from public.parcelas p where p.cp_mt_id = m.cp_mt_id))) as plans`,
      );
      if (left?.orphans !== 0 || left.plans !== 0) throw new Error(`school-alone copy: ${JSON.stringify(left)}`);
    });
    // FULL: the tables and indexes the size of what is left (a plain VACUUM
    // keeps the pages); then a plain one for the visibility map, and ANALYZE.
    await copy.exec('vacuum (full) public.parcelas, public.matriculas');
    await copy.exec('vacuum (analyze) public.parcelas, public.matriculas');
  } finally {
    await copy.close();
  }
  return url;
}

interface Timed {
  readonly total: number;
  readonly perStatement: number[];
}

interface CardsAlone {
  readonly census: FinanceCensus;
  /** Medians, as the director (RLS) and as service_role, in the large database and in the school-alone copy. */
  readonly network: { readonly rls: Timed; readonly service: Timed };
  readonly alone: { readonly rls: Timed; readonly service: Timed };
  /** Whether the two databases answered the same rows, statement by statement (as the director). */
  readonly sameRows: boolean[];
  readonly statements: readonly Statement[];
}

/**
 * The recorded statements of the cards, replayed as the director and as
 * service_role in the large database and in the school-alone copy: four
 * series, interleaved run by run (the first one rotating), medians.
 */
async function cardsAlone(network: Db, alone: Db, recording: Recording, schoolId: number, o: Times): Promise<CardsAlone> {
  if (!recording.claims) throw new Error('The cards ran without claims');
  const director = recording.claims as unknown as Identity;
  const { statements } = recording;
  const serviceClaims = JSON.stringify({ ...(recording.claims as object), role: 'service_role' });
  const run = (db: Db, identity: Identity, keep: Row[][] | null) =>
    asUser(db, identity, async (tx) => {
      if (identity === 'service_role') await tx.query("select set_config('request.jwt.claims', $1, true)", [serviceClaims]);
      return timedStatements(tx, statements, keep);
    });
  const networkRows: Row[][] = [];
  const aloneRows: Row[][] = [];
  await run(network, director, networkRows);
  await run(alone, director, aloneRows);
  const sameRows = statements.map((_, i) => JSON.stringify(networkRows[i]) === JSON.stringify(aloneRows[i]));

  const series = [
    () => run(network, director, null),
    () => run(network, 'service_role', null),
    () => run(alone, director, null),
    () => run(alone, 'service_role', null),
  ];
  for (let i = 0; i < o.warmup; i++) for (const s of series) await s();
  const times: number[][][] = series.map(() => []);
  for (let i = 0; i < o.runs; i++) {
    for (let j = 0; j < series.length; j++) {
      const k = (i + j) % series.length;
      times[k]!.push(await series[k]!());
    }
  }
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  const timed = (k: number): Timed => ({
    total: median(times[k]!.map(sum)),
    perStatement: statements.map((_, j) => median(times[k]!.map((r) => r[j]!))),
  });
  return {
    census: await financeCensus(alone, schoolId),
    network: { rls: timed(0), service: timed(1) },
    alone: { rls: timed(2), service: timed(3) },
    sameRows,
    statements,
  };
}

function financeChecks(small: Level, large: Level, alone: CardsAlone): Check[] {
  const finance = large.finance.list.replay;
  return [
    {
      what: `finance: RLS / service_role latency at ${int(large.finance.census.installments)} installments (page 1, same rows)`,
      value: finance.rls / finance.service,
      goal: GOAL_LATENCY,
    },
    {
      what: `finance cards: latency with ${large.census.schools} schools / with the director's school alone (RLS)`,
      value: alone.network.rls.total / alone.alone.rls.total,
      goal: GOAL_CARDS,
    },
    {
      what: `finance: page-1 bytes at ${int(large.finance.census.installments)} / at ${int(small.finance.census.installments)} installments`,
      value: large.finance.list.bytes / small.finance.list.bytes,
      goal: GOAL_BYTES,
    },
  ];
}

/** The finance section's results (docs/scale.md, "Finance"). */
function financeReport(small: Level, large: Level, alone: CardsAlone, o: Times): string {
  const lines: string[] = [];
  const push = (...xs: string[]) => lines.push(...xs);
  const levels = [small, large];

  push(
    '### Finance data',
    '',
    "| database | enrolments: parcelado / mensalidade | ativo / concluido / trancado / cancelado | installments | paid / unpaid and past due / due from today | due dates | director's school: enrolments / installments | finance growth s (plan checks at commit) |",
    '|---|---|---|---:|---|---|---|---:|',
  );
  const dataRow = (label: string, c: FinanceCensus, growth: FinanceGrowth | null) => {
    const t = (k: string) => int(c.by_type[k] ?? 0);
    const st = (k: string) => int(c.by_status[k] ?? 0);
    push(
      `| ${label} | ${int(c.enrolments)}: ${t('parcelado')} / ${t('mensalidade')} | ${st('ativo')} / ${st('concluido')} / ${st('trancado')} / ${st('cancelado')} | ${int(c.installments)} | ${int(c.paid)} / ${int(c.overdue)} / ${int(c.future)} | ${c.first_due} … ${c.last_due} | ${int(c.school_enrolments)} / ${int(c.school_installments)} | ${growth ? `${growth.seconds.toFixed(1)} (${growth.checks.toFixed(1)})` : '—'} |`,
    );
  };
  for (const l of levels)
    dataRow(`${int(l.census.live)} people, ${l.census.schools} schools`, l.finance.census, l.finance.growth);
  dataRow("copy with the director's school's finance alone", alone.census, null);
  push('');

  push(
    '### (3) Finance page 1: RLS (as the director) / service_role',
    '',
    `\`GET /api/financeiroParcelas?${PAGE}\`, the director's school implicitly (the api adds \`p.cp_mt_escola = <their school>\`, so both sides read the same rows). Medians of ${o.runs} replays after ${o.warmup} warm-up runs, as for the lists above.`,
    '',
    '| installments | rows the same | RLS ms | service_role ms | ratio | goal |',
    '|---:|---|---:|---:|---:|---|',
  );
  for (const l of levels) {
    const r = l.finance.list.replay;
    const value = r.rls / r.service;
    push(
      `| ${int(l.finance.census.installments)} | ${sameLabel(r)} | ${ms(r.rls)} | ${ms(r.service)} | **${ratio(value)}** | ${l === large ? `≤ ${GOAL_LATENCY} ${mark(value <= GOAL_LATENCY)}` : 'info'} |`,
    );
  }
  push('');

  const n = alone.network;
  const a = alone.alone;
  const cardsRatio = n.rls.total / a.rls.total;
  push(
    "### (4) Finance cards: the whole network / the director's school alone",
    '',
    `\`GET /api/financeiro/resumo\` as the director, its recorded statements replayed in the large database (${large.census.schools} schools, ${int(large.finance.census.installments)} installments) and in its copy holding only the director's school's enrolments and installments (${int(alone.census.installments)}); the four series interleaved, medians of ${o.runs} after ${o.warmup} warm-up runs.`,
    '',
    '| | rows the same | network ms | school alone ms | ratio | goal |',
    '|---|---|---:|---:|---:|---|',
    `| **as the director (RLS)** | ${alone.sameRows.every(Boolean) ? 'yes' : 'no'} | ${ms(n.rls.total)} | ${ms(a.rls.total)} | **${ratio(cardsRatio)}** | ≤ ${GOAL_CARDS} ${mark(cardsRatio <= GOAL_CARDS)} |`,
    `| as service_role | | ${ms(n.service.total)} | ${ms(a.service.total)} | ${ratio(n.service.total / a.service.total)} | info |`,
    `| RLS / service_role | | ${ratio(n.rls.total / n.service.total)} | ${ratio(a.rls.total / a.service.total)} | | info |`,
    '',
    `The cards at ${int(small.finance.census.installments)} installments (baseline): RLS ${ms(small.finance.cards.replay.rls)} ms, service_role ${ms(small.finance.cards.replay.service)} ms (information). Answer at the large size: \`${JSON.stringify(large.finance.cards.body)}\`.`,
    '',
  );

  const sb = small.finance.list;
  const lb = large.finance.list;
  const bytes = lb.bytes / sb.bytes;
  push(
    `### (5) Finance page-1 bytes as the director (\`?${PAGE}\`)`,
    '',
    `| bytes at ${int(small.finance.census.installments)} | rows / X-Total-Count | bytes at ${int(large.finance.census.installments)} | rows / X-Total-Count | ratio | bytes per row, ratio | goal |`,
    '|---:|---|---:|---|---:|---:|---|',
    `| ${int(sb.bytes)} | ${sb.rows} / ${int(sb.total)} | ${int(lb.bytes)} | ${lb.rows} / ${int(lb.total)} | **${ratio(bytes)}** | ${ratio(lb.bytes / lb.rows / (sb.bytes / sb.rows))} | ≤ ${GOAL_BYTES} ${mark(bytes <= GOAL_BYTES)} |`,
    '',
  );

  push(
    '### Finance: end-to-end HTTP latency (information)',
    '',
    `Median of ${o.runs} \`GET\`s as the director over HTTP on 127.0.0.1.`,
    '',
    `| request | ms at ${int(small.finance.census.installments)} | ms at ${int(large.finance.census.installments)} |`,
    '|---|---:|---:|',
    `| \`/api/financeiroParcelas?${PAGE}\` | ${ms(sb.http)} | ${ms(lb.http)} |`,
    `| \`/api/financeiro/resumo\` | ${ms(small.finance.cards.http)} | ${ms(large.finance.cards.http)} |`,
    '',
  );

  push(
    `### Finance per statement at ${int(large.finance.census.installments)} installments (median ms)`,
    '',
    '| request | # | statement | RLS ms | service_role ms | school alone, RLS ms | same rows |',
    '|---|---:|---|---:|---:|---:|---|',
  );
  const cell = (text: string) => `\`${shortSql(text).replace(/\|/g, '\\|')}\``;
  lb.replay.statements.forEach((s, i) => {
    push(
      `| list | ${i + 1} | ${cell(s.text)} | ${ms(lb.replay.rlsPerStatement[i]!)} | ${ms(lb.replay.servicePerStatement[i]!)} | | ${lb.replay.sameRows[i] ? 'yes' : 'no'} |`,
    );
  });
  alone.statements.forEach((s, i) => {
    push(
      `| cards | ${i + 1} | ${cell(s.text)} | ${ms(n.rls.perStatement[i]!)} | ${ms(n.service.perStatement[i]!)} | ${ms(a.rls.perStatement[i]!)} | ${alone.sameRows[i] ? 'yes' : 'no'} |`,
    );
  });
  push('');
  return lines.join('\n');
}

export const FINANCEIRO: NetworkDomain = {
  only: 'network',
  copies: [SCHOOL_DB],
  blocks: { finance: ['<!-- scale:finance:begin -->', '<!-- scale:finance:end -->'] },
  start(o) {
    const growth: Partial<Record<Size, FinanceGrowth>> = {};
    const levels: Partial<Record<Size, Level>> = {};
    let alone: CardsAlone | null = null;
    let aloneDb: Db | null = null;
    return {
      async grow(net, size) {
        growth[size] = await growFinance(net.db, size === 'small' ? o.enrolmentsBaseline : o.enrolments);
      },
      async measure(net, size, level) {
        const finance = await measureFinance(net.db, net.api, level.token, level.schoolId, growth[size]!, o);
        levels[size] = { ...level, finance };
      },
      // The cards with the director's school alone: a copy of the large
      // database needs every connection to it closed (the api's and ours).
      async offline(net) {
        const large = levels.large;
        if (!levels.small || !large) return;
        const aloneUrl = await net.disconnected(async () => {
          const started = performance.now();
          const url = await schoolAloneCopy(net.serverUrl, large.schoolId);
          log(
            `copy ${SCHOOL_DB} with the director's school's finance alone in ${((performance.now() - started) / 1000).toFixed(1)} s`,
          );
          return url;
        });
        aloneDb = createPostgresDb(aloneUrl, { max: 2 });
        alone = await cardsAlone(net.db, aloneDb, large.finance.cards.recording, large.schoolId, o);
      },
      outcome() {
        const { small, large } = levels;
        const cards = alone;
        if (!small || !large || !cards) return NO_OUTCOME;
        return { markdown: { finance: financeReport(small, large, cards, o) }, found: financeChecks(small, large, cards) };
      },
      async close() {
        await aloneDb?.close();
      },
    };
  },
};
