/**
 * The network: the seed grown in bulk SQL (as the owner) to a number of live
 * people over a number of schools, with their classes; and the run of the
 * network's database, where the domains that grow with it are measured.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Row } from '../../supabase/functions/api/ports.ts';
import { prepare } from '../../tests/db/harness/boot.ts';
import { createPostgresDb, type Db, type Queryable } from '../../tests/db/harness/db.ts';
import { freshDatabase, grantServiceRoleBaseline, SCALE_DB } from './database.ts';
import type { NetworkDomain, NetworkLevel, NetworkRun, Outcome, Size } from './domain.ts';
import {
  DDD_BY_STATE,
  EMAIL_DOMAINS,
  FEMALE_NAMES,
  H,
  MALE_NAMES,
  NEW_SCHOOLS,
  PROFESSIONS,
  SCHEDULES,
  STREETS,
  SURNAMES,
} from './fixtures.ts';
import { log, signIn, startApi, type Api } from './measure.ts';
import type { Options } from './options.ts';
import { int, machineFacts } from './report.ts';

/** Schools of the large network; the baseline keeps the seed's (docs/scale.md, "Data"). */
export const SCHOOLS = 30;
const SEED_SCHOOLS = 3;
export const PEOPLE_PER_TEACHER = 40;
export const STUDENTS_PER_CLASS = 25;

interface SchoolCount extends Row {
  school: number;
  uf: string;
  city: string;
  live: number;
  directors: number;
  secretaries: number;
  teachers: number;
}

interface PlanRow {
  readonly school: number;
  readonly type: 2 | 3 | 4 | 5;
  readonly n: number;
  readonly ddd: string;
}

export interface Census {
  readonly schools: number;
  readonly live: number;
  readonly byType: Readonly<Record<string, number>>;
  readonly classes: number;
  readonly members: number;
  readonly directorSchool: { readonly people: number; readonly classes: number };
}

async function addSchools(db: Queryable, schools: number): Promise<void> {
  const [row] = await db.query<{ n: number }>('select count(*)::integer as n from public.escolas');
  const missing = schools - (row?.n ?? 0);
  if (missing <= 0) return;
  const picks = Array.from({ length: missing }, (_, i) => NEW_SCHOOLS[i % NEW_SCHOOLS.length]!);
  await db.query(
    `insert into public.escolas (cp_ec_nome, cp_ec_responsavel, cp_ec_endereco_rua, cp_ec_endereco_numero,
                                 cp_ec_endereco_cidade, cp_ec_endereco_bairro, cp_ec_endereco_estado,
                                 cp_ec_data_cadastro, cp_ec_descricao, cp_ec_excluido)
     select 'Escola de Idiomas — Unidade ' || s.bairro, 'A definir', s.rua, (100 + g * 37 % 2900)::text,
            s.cidade, s.bairro, s.uf, current_date - (g * 97 % 3000)::integer, null, 0
       from unnest($1::text[], $2::text[], $3::text[], $4::text[]) with ordinality as s(bairro, cidade, uf, rua, g)`,
    [picks.map((s) => s[0]), picks.map((s) => s[1]), picks.map((s) => s[2]), picks.map((s) => s[4])],
  );
}

/** A school's phone area code: its city's (the new schools'), else its state's. */
export const dddOf = (c: { readonly city: string; readonly uf: string }) =>
  NEW_SCHOOLS.find((s) => s[1] === c.city)?.[3] ?? DDD_BY_STATE[c.uf] ?? '11';

/** How many people of each type each school gets so that the live total is `total`, spread evenly. */
function planPeople(counts: readonly SchoolCount[], totalLive: number, total: number): PlanRow[] {
  if (total < totalLive) throw new Error(`The database already has ${totalLive} live people (> ${total}).`);
  const targets = counts.map((_, j) => Math.floor(total / counts.length) + (j < total % counts.length ? 1 : 0));
  const adds = counts.map((c, j) => Math.max(0, targets[j]! - c.live));
  let diff = total - totalLive - adds.reduce((a, b) => a + b, 0);
  for (let j = 0; diff > 0; j = (j + 1) % adds.length, diff--) adds[j]! += 1;
  while (diff < 0) {
    const j = adds.indexOf(Math.max(...adds));
    adds[j]! -= 1;
    diff++;
  }
  const plan: PlanRow[] = [];
  counts.forEach((c, j) => {
    let left = adds[j]!;
    const take = (want: number) => {
      const n = Math.max(0, Math.min(want, left));
      left -= n;
      return n;
    };
    const rows: [PlanRow['type'], number][] = [
      [2, take(1 - c.directors)],
      [3, take(2 - c.secretaries)],
      [4, take(Math.ceil(targets[j]! / PEOPLE_PER_TEACHER) - c.teachers)],
    ];
    rows.push([5, left]);
    for (const [type, n] of rows) if (n > 0) plan.push({ school: c.school, type, n, ddd: dddOf(c) });
  });
  return plan;
}

const PEOPLE_SQL = `
insert into pg_temp.scale_people (cp_id, uid, school, tipo, k, nome, login, email, cpf, birth, rg, estadocivil,
                                  whatsapp, telefone, empresa, profissao, cidade, rua, num, cep)
select x.cp_id, x.uid, x.school, x.tipo, x.k,
       f.first1 || f.first2 || ' ' || s.s1 || ' ' || s.s2,
       sl.slug || '.' || x.cp_id,
       sl.slug || x.cp_id || '@' || case when x.tipo < 5 then 'escolaidiomas.com.br'
                                         else ($8::text[])[1 + ${H('x.cp_id', 7)} % cardinality($8::text[])] end,
       substr(c.b, 1, 3) || '.' || substr(c.b, 4, 3) || '.' || substr(c.b, 7, 3) || '-' || c.dv1 || c.dv2,
       (current_date - make_interval(years => a.age))::date - (${H('x.cp_id', 9)} % 365)::integer,
       case when ${H('x.cp_id', 10)} % 10 < 6 then
         lpad((${H('x.cp_id', 11)} % 100)::text, 2, '0') || '.' || lpad((${H('x.cp_id', 12)} % 1000)::text, 3, '0') || '.' ||
         lpad((${H('x.cp_id', 13)} % 1000)::text, 3, '0') || '-' ||
         (array['0','1','2','3','4','5','6','7','8','9','X'])[1 + ${H('x.cp_id', 14)} % 11] end,
       case when a.age < 18 then 'solteiro'
            else (array['solteiro','casado','divorciado','viuvo','uniao_estavel'])[1 + ${H('x.cp_id', 15)} % 5] end,
       '(' || x.ddd || ') 9' || lpad((${H('x.cp_id', 16)} % 10000)::text, 4, '0') || '-' || lpad((${H('x.cp_id', 17)} % 10000)::text, 4, '0'),
       case when ${H('x.cp_id', 18)} % 2 = 0 then
         '(' || x.ddd || ') ' || (2000 + ${H('x.cp_id', 19)} % 8000)::text || '-' || lpad((${H('x.cp_id', 20)} % 10000)::text, 4, '0') end,
       case when x.tipo < 5 then 'Escola de Idiomas' end,
       case when x.tipo = 5 then case when a.age < 18 then 'Estudante'
            else ($9::text[])[1 + ${H('x.cp_id', 21)} % cardinality($9::text[])] end end,
       e.cp_ec_endereco_cidade || ' - ' || e.cp_ec_endereco_estado,
       ($10::text[])[1 + ${H('x.cp_id', 22)} % cardinality($10::text[])],
       (1 + ${H('x.cp_id', 23)} % 2999)::text,
       lpad((${H('x.cp_id', 24)} % 100000)::text, 5, '0') || '-' || lpad((${H('x.cp_id', 25)} % 1000)::text, 3, '0')
from (
  select nextval(pg_get_serial_sequence('public.profiles', 'cp_id')) as cp_id, gen_random_uuid() as uid,
         p.school, p.tipo::smallint as tipo, p.ddd, (g - 1)::integer as k
  from unnest($1::bigint[], $2::integer[], $3::integer[], $4::text[]) as p(school, tipo, n, ddd),
       generate_series(1, p.n) as g
) x
join public.escolas e on e.cp_ec_id = x.school
cross join lateral (select case when ${H('x.cp_id', 1)} % 2 = 0 then $5::text[] else $6::text[] end as given) gl
cross join lateral (
  select gl.given[1 + ${H('x.cp_id', 2)} % cardinality(gl.given)] as first1,
         case when ${H('x.cp_id', 3)} % 100 < 12
              then ' ' || gl.given[1 + (${H('x.cp_id', 2)} % cardinality(gl.given) + 1 + ${H('x.cp_id', 4)} % (cardinality(gl.given) - 1)) % cardinality(gl.given)]
              else '' end as first2
) f
cross join lateral (
  select ($7::text[])[1 + ${H('x.cp_id', 5)} % cardinality($7::text[])] as s1,
         ($7::text[])[1 + (${H('x.cp_id', 5)} % cardinality($7::text[]) + 1 + ${H('x.cp_id', 6)} % (cardinality($7::text[]) - 1)) % cardinality($7::text[])] as s2
) s
cross join lateral (select private.fold(f.first1) || '.' || private.fold(s.s2) as slug) sl
cross join lateral (
  select case when x.tipo < 5 then 24 + ${H('x.cp_id', 8)} % 40 else 7 + ${H('x.cp_id', 8)} % 55 end::integer as age
) a
cross join lateral (select lpad((100000000 + x.cp_id * 7919)::text, 9, '0') as b) cb
cross join lateral (
  select cb.b, d.dv1,
         (select case when (sum(substr(cb.b, k, 1)::integer * (12 - k)) + d.dv1 * 2) % 11 < 2 then 0
                      else 11 - (sum(substr(cb.b, k, 1)::integer * (12 - k)) + d.dv1 * 2) % 11 end
            from generate_series(1, 9) k) as dv2
  from (select case when sum(substr(cb.b, k, 1)::integer * (11 - k)) % 11 < 2 then 0
                    else 11 - sum(substr(cb.b, k, 1)::integer * (11 - k)) % 11 end as dv1
          from generate_series(1, 9) k) d
) c`;

/** '[ING] GLOBAL ENGLISH BOOK 3' → 'Global English Book 3' */
const courseLabel = (name: string) =>
  name
    .replace(/^\[[A-Z]+\]\s*/, '')
    .toLocaleLowerCase('pt-BR')
    .replace(/(^|\s)(\p{L})/gu, (_, space: string, letter: string) => space + letter.toLocaleUpperCase('pt-BR'));

interface Course {
  readonly id: number;
  readonly name: string;
}

export async function coursesOf(db: Queryable): Promise<Course[]> {
  const rows = await db.query<{ id: number; name: string }>(
    'select cp_curso_id as id, cp_nome_curso as name from public.cursos order by cp_curso_id',
  );
  return rows.map((c) => ({ id: c.id, name: courseLabel(c.name) }));
}

/**
 * Adds the people of `plan` (auth.users + profiles), in bulk, inside the
 * caller's transaction; they stay in pg_temp.scale_people until it ends.
 */
export async function addPeople(tx: Queryable, plan: readonly PlanRow[]): Promise<void> {
  await tx.exec(`
    create temp table scale_people (
      cp_id bigint primary key, uid uuid not null, school bigint not null, tipo smallint not null, k integer not null,
      nome text, login text, email text, cpf text, birth date, rg text, estadocivil text, whatsapp text, telefone text,
      empresa text, profissao text, cidade text, rua text, num text, cep text
    ) on commit drop;`);
  await tx.query(PEOPLE_SQL, [
    plan.map((p) => p.school),
    plan.map((p) => p.type),
    plan.map((p) => p.n),
    plan.map((p) => p.ddd),
    FEMALE_NAMES,
    MALE_NAMES,
    SURNAMES,
    EMAIL_DOMAINS,
    PROFESSIONS,
    STREETS,
  ]);
  // The accounts: no usable password (nobody signs in as them; the api only reads their profiles).
  await tx.exec(`
    insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
                            raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
                            confirmation_token, recovery_token, email_change_token_new, email_change)
    select '00000000-0000-0000-0000-000000000000', uid, 'authenticated', 'authenticated', email, '', now(),
           '{"provider":"email","providers":["email"]}'::jsonb, '{}'::jsonb, now(), now(), '', '', '', ''
      from pg_temp.scale_people;
    insert into public.profiles (cp_id, auth_user_id, cp_nome, cp_email, cp_login, cp_tipo_user, cp_rg, cp_cpf,
                                 cp_datanascimento, cp_estadocivil, cp_whatsapp, cp_telefone, cp_empresaatuacao,
                                 cp_profissao, cp_end_cidade_estado, cp_end_rua, cp_end_num, cp_end_cep, cp_escola_id)
    select cp_id, uid, nome, email, login, tipo, rg, cpf, birth, estadocivil, whatsapp, telefone, empresa,
           profissao, cidade, rua, num, cep, school
      from pg_temp.scale_people;`);
}

/**
 * Classes of ~25 of the students just added (pg_temp.scale_people) per
 * school, taught by the school's teachers in turn, with their turma_alunos
 * rows; inside the caller's transaction.
 */
export async function addClasses(tx: Queryable, courses: readonly Course[]): Promise<void> {
  await tx.exec(`
    create temp table scale_classes (cp_tr_id bigint primary key, school bigint not null, c integer not null) on commit drop;
    insert into pg_temp.scale_classes (cp_tr_id, school, c)
    select nextval(pg_get_serial_sequence('public.turmas', 'cp_tr_id')), s.school, c
      from (select school, greatest(1, round(count(*) / ${STUDENTS_PER_CLASS}.0))::integer as n
              from pg_temp.scale_people where tipo = 5 group by school) s,
           generate_series(0, s.n - 1) as c;`);
  await tx.query(
    `insert into public.turmas (cp_tr_id, cp_tr_nome, cp_tr_data, cp_tr_id_professor, cp_tr_id_escola, cp_tr_curso_id)
     select sc.cp_tr_id,
            ($2::text[])[1 + ${H('sc.cp_tr_id', 1)} % cardinality($1::bigint[])] || ' — ' ||
              ($3::text[])[1 + ${H('sc.cp_tr_id', 2)} % cardinality($3::text[])],
            current_date - (${H('sc.cp_tr_id', 3)} % 300)::integer,
            t.cp_id, sc.school,
            ($1::bigint[])[1 + ${H('sc.cp_tr_id', 1)} % cardinality($1::bigint[])]
       from pg_temp.scale_classes sc
       cross join lateral (
         select q.cp_id from (
           select p.cp_id, row_number() over (order by p.cp_id) - 1 as r, count(*) over () as n
             from public.profiles p
            where p.cp_escola_id = sc.school and p.cp_tipo_user = 4 and p.cp_excluido = 0
         ) q where q.r = sc.c % q.n
       ) t`,
    [courses.map((c) => c.id), courses.map((c) => c.name), SCHEDULES],
  );
  await tx.exec(`
    insert into public.turma_alunos (cp_tr_id, cp_aluno_id)
    select sc.cp_tr_id, sp.cp_id
      from pg_temp.scale_people sp
      join (select school, count(*)::integer as n from pg_temp.scale_classes group by school) nc on nc.school = sp.school
      join pg_temp.scale_classes sc on sc.school = sp.school and sc.c = sp.k % nc.n
     where sp.tipo = 5;`);
}

/**
 * Grows the network to `total` live people over `schools` schools (the seed's
 * 3 for the baseline, 30 for the large network), in bulk (as the owner):
 * schools, then people (auth.users + profiles: per school 1 director,
 * 2 secretaries, a teacher per ~40 people, the rest students), then classes of
 * ~25 of the new students each (teachers of the school in turn) with their
 * turma_alunos rows. Finally VACUUM (ANALYZE).
 */
export async function grow(db: Db, total: number, schools: number): Promise<void> {
  const started = performance.now();
  const courses = await coursesOf(db);
  await db.transaction(async (tx) => {
    await addSchools(tx, schools);
    const counts = await tx.query<SchoolCount>(
      `select e.cp_ec_id as school, e.cp_ec_endereco_estado as uf, e.cp_ec_endereco_cidade as city,
              count(p.cp_id) filter (where p.cp_excluido = 0)::integer as live,
              count(p.cp_id) filter (where p.cp_excluido = 0 and p.cp_tipo_user = 2)::integer as directors,
              count(p.cp_id) filter (where p.cp_excluido = 0 and p.cp_tipo_user = 3)::integer as secretaries,
              count(p.cp_id) filter (where p.cp_excluido = 0 and p.cp_tipo_user = 4)::integer as teachers
         from public.escolas e left join public.profiles p on p.cp_escola_id = e.cp_ec_id
        where e.cp_ec_excluido = 0
        group by e.cp_ec_id order by e.cp_ec_id`,
    );
    const [live] = await tx.query<{ n: number }>('select count(*)::integer as n from public.profiles where cp_excluido = 0');
    await addPeople(tx, planPeople(counts, live?.n ?? 0, total));
    await addClasses(tx, courses);
  });
  // VACUUM, not only ANALYZE: autovacuum would otherwise visit the new rows
  // (visibility map, statistics) in the middle of the measurements.
  await db.exec('vacuum (analyze)');
  log(`grown to ${int(total)} live people over ${schools} schools in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

async function census(db: Db, schoolId: number): Promise<Census> {
  const [row] = await db.query<{
    schools: number;
    live: number;
    by_type: Record<string, number>;
    classes: number;
    members: number;
    school_people: number;
    school_classes: number;
  }>(
    `select (select count(*)::integer from public.escolas where cp_ec_excluido = 0) as schools,
            (select count(*)::integer from public.profiles where cp_excluido = 0) as live,
            (select jsonb_object_agg(cp_tipo_user, n) from (select cp_tipo_user, count(*)::integer as n
               from public.profiles where cp_excluido = 0 group by 1) t) as by_type,
            (select count(*)::integer from public.turmas) as classes,
            (select count(*)::integer from public.turma_alunos) as members,
            (select count(*)::integer from public.profiles where cp_excluido = 0 and cp_escola_id = $1) as school_people,
            (select count(*)::integer from public.turmas where cp_tr_id_escola = $1) as school_classes`,
    [schoolId],
  );
  if (!row) throw new Error('census: no row');
  return {
    schools: row.schools,
    live: row.live,
    byType: row.by_type,
    classes: row.classes,
    members: row.members,
    directorSchool: { people: row.school_people, classes: row.school_classes },
  };
}

/** Signs in as the seed's director and counts the network, at one size. */
async function networkLevel(net: NetworkRun, users: number): Promise<NetworkLevel> {
  const { token, schoolId } = await signIn(net.api);
  const facts = await census(net.db, schoolId);
  log(
    `measuring at ${int(facts.live)} live people (director's school ${schoolId}: ${int(facts.directorSchool.people)} people, ${int(facts.directorSchool.classes)} classes)`,
  );
  return { users, schoolId, token, census: facts };
}

/**
 * The network's domains, in `escola_scale`: the network grows to the baseline
 * and to the large size, each domain's hooks running at each step (see
 * NetworkMeasurer). `copies`: every network domain's copies (dropped first).
 */
export async function runNetwork(
  serverUrl: string,
  o: Options,
  domains: readonly NetworkDomain[],
  copies: readonly string[],
): Promise<Outcome[]> {
  const url = await freshDatabase(serverUrl, SCALE_DB, copies);
  log(`database ${SCALE_DB} created on ${new URL(url).host}`);
  let db = createPostgresDb(url, { max: 2 });
  const storageDir = await mkdtemp(join(tmpdir(), 'escola-scale-'));
  let api: Api | null = null;
  const measurers = domains.map((d) => d.start(o));
  try {
    await prepare(db);
    await grantServiceRoleBaseline(db);
    log('shim, migrations and seed applied');
    api = await startApi(db, url, storageDir);
    const net: NetworkRun = {
      serverUrl,
      get db() {
        return db;
      },
      get api() {
        if (!api) throw new Error('The api is closed');
        return api;
      },
      async disconnected(work) {
        await api?.close();
        api = null;
        await db.close();
        try {
          return await work();
        } finally {
          db = createPostgresDb(url, { max: 2 });
        }
      },
    };

    // The baseline is the demo network grown in its own 3 schools, so that the
    // director's school already has full-size classes (≥ 10 of ~25 students)
    // and page 1 of both lists is full, as at the large size; then the
    // network grows to 30 schools. What grows with it (enrolments and
    // installments) grows at each size; the people and classes are the same
    // whichever domains run.
    const sizes: readonly (readonly [Size, number, number])[] = [
      ['small', o.baseline, SEED_SCHOOLS],
      ['large', o.users, SCHOOLS],
    ];
    for (const [size, users, schools] of sizes) {
      await grow(db, users, schools);
      for (const m of measurers) await m.grow?.(net, size);
      if (measurers.some((m) => m.measure)) {
        const level = await networkLevel(net, users);
        for (const m of measurers) await m.measure?.(net, size, level);
      }
    }
    for (const m of measurers) await m.grown?.(net);
    for (const m of measurers) await m.offline?.(net);

    const machine = await machineFacts(db, o);
    return measurers.map((m) => m.outcome(machine));
  } finally {
    await api?.close();
    await db.close();
    for (const m of measurers) await m.close?.();
    await rm(storageDir, { recursive: true, force: true });
  }
}
