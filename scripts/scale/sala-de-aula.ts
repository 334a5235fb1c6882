/**
 * The classroom: the seed teacher's school grown to --classes classes, the
 * teacher's class of --lessons daily lessons and one of a week, every
 * lesson's attendance, grades and summary; the history, grades, summaries and
 * rates as the teacher (docs/scale.md, "Classroom").
 */
import { performance } from 'node:perf_hooks';
import type { Row } from '../../supabase/functions/api/ports.ts';
import type { Db, Queryable } from '../../tests/db/harness/db.ts';
import { NO_OUTCOME, type NetworkDomain } from './domain.ts';
import { CLASS_HOURS, H } from './fixtures.ts';
import { call, httpLatency, log, replay, signIn, type Api, type Replay, type Times } from './measure.ts';
import { addClasses, addPeople, coursesOf, dddOf, PEOPLE_PER_TEACHER, STUDENTS_PER_CLASS } from './network.ts';
import { WEEK_LESSONS, type Options } from './options.ts';
import { GOAL_BYTES, GOAL_LATENCY, int, mark, ms, ratio, sameLabel, shortSql, type Check } from './report.ts';

/** The classroom: the teacher's school grows to this many classes (docs/scale.md, "Classroom"). */
const CLASSROOM_STUDENTS = 30;
/** An assessment (a grade for every student) on the latest lesson and every this many lessons before it. */
const LESSONS_PER_ASSESSMENT = 20;
/** The seed's teacher who teaches the measured classes. */
const TEACHER_LOGIN = 'professor';

interface ClassroomSetup {
  readonly teacherId: number;
  readonly schoolId: number;
  /** The teacher's class with a lesson every weekday for `--lessons` lessons, and the one of a week. */
  readonly long: number;
  readonly week: number;
  /** Seconds: people and classes, then the records (each with its VACUUM ANALYZE). */
  readonly seconds: { readonly classes: number; readonly records: number };
}

/**
 * Every lesson of the school's classes without attendance yet, newest first
 * per class (`n` 0 is the latest). The teacher's two classes ($1, $2 lessons
 * $3, times $4/$5): a lesson every weekday, the last n weekdays before today.
 * The others: two weekdays a week (Mon/Wed, Tue/Thu or Wed/Fri) from the
 * class's start date to yesterday, at one of the usual times.
 */
const LESSONS_SQL = `
insert into pg_temp.scale_lessons (turma, data, hora, fim, n, total)
select l.turma, l.data, l.hora, l.fim,
       (row_number() over (partition by l.turma order by l.data desc) - 1)::integer,
       (count(*) over (partition by l.turma))::integer
  from (
    select s.turma, w.data, s.hora, s.fim
      from unnest($1::bigint[], $2::integer[], $3::time[], $4::time[]) as s(turma, lessons, hora, fim)
      cross join lateral (
        select d::date as data
          from generate_series(current_date - 1, current_date - 1 - (s.lessons * 7 / 5 + 7), interval '-1 day') d
         where extract(isodow from d) < 6
         order by d desc
         limit s.lessons
      ) w
    union all
    select t.cp_tr_id, d::date, ($6::time[])[1 + ${H('t.cp_tr_id', 5)} % cardinality($6::time[])],
           ($7::time[])[1 + ${H('t.cp_tr_id', 5)} % cardinality($6::time[])]
      from public.turmas t
      cross join generate_series(t.cp_tr_data, current_date - 1, interval '1 day') d
     where t.cp_tr_id_escola = $5 and t.cp_tr_id <> all ($1::bigint[])
       and not exists (select 1 from public.chamadas c where c.cp_ch_turma_id = t.cp_tr_id)
       and extract(isodow from d)::integer in (1 + ${H('t.cp_tr_id', 4)} % 3, 3 + ${H('t.cp_tr_id', 4)} % 3)
  ) l`;

/**
 * Per lesson, every current student of the class: present, absent or
 * excused (each student misses 3–17 % of the lessons, a third of those
 * excused). Written day by day across the school's classes, as a school
 * fills the table, so a class's rows lie spread among the others'.
 */
export const ATTENDANCE_SQL = `
insert into public.chamadas (cp_ch_turma_id, cp_ch_aluno_id, cp_ch_data, cp_ch_hora, cp_ch_status)
select l.turma, ta.cp_aluno_id, l.data, l.hora,
       case when ${H("l.turma || '.' || ta.cp_aluno_id || '.' || l.data", 1)} % 100 >= 3 + ${H('ta.cp_aluno_id', 41)} % 15
            then 'Presente'
            when ${H("l.turma || '.' || ta.cp_aluno_id || '.' || l.data", 2)} % 3 = 0 then 'Justificado'
            else 'Ausente' end
  from pg_temp.scale_lessons l
  join public.turma_alunos ta on ta.cp_tr_id = l.turma
 order by l.data, l.turma, ta.cp_aluno_id`;

/** A workbook and an exam grade (0–10, one decimal) for every student on the assessment lessons ($1). */
export const GRADES_SQL = `
insert into public.notas (cp_nota_turma_id, cp_nota_aluno_id, cp_nota_data, cp_nota_workbook, cp_nota_prova)
select l.turma, ta.cp_aluno_id, l.data,
       (40 + ${H("l.turma || '.' || ta.cp_aluno_id || '.' || l.data", 3)} % 61) / 10.0,
       (30 + ${H("l.turma || '.' || ta.cp_aluno_id || '.' || l.data", 4)} % 71) / 10.0
  from pg_temp.scale_lessons l
  join public.turma_alunos ta on ta.cp_tr_id = l.turma
 where l.n % $1::integer = 0
 order by l.data, l.turma, ta.cp_aluno_id`;

/**
 * A summary per lesson ('Aula <number>', at the lesson's end), its text and
 * links drawn from the seed's summaries (links about as often as there); no
 * file (a file is a signed URL in the answer: the seed's summaries have them).
 */
const SUMMARIES_SQL = `
with pool as (
  select array_agg(distinct cp_res_resumo) as texts,
         array_agg(distinct cp_res_link) filter (where cp_res_link is not null) as links,
         (count(*) filter (where cp_res_link is not null) * 100 / greatest(count(*), 1))::integer as link_pct,
         (count(*) filter (where cp_res_link_youtube is not null) * 100 / greatest(count(*), 1))::integer as youtube_pct
    from public.resumos
)
insert into public.resumos (cp_res_turma_id, cp_res_data, cp_res_hora, cp_res_aula, cp_res_resumo, cp_res_link,
                            cp_res_link_youtube, cp_res_arquivo)
select l.turma, l.data, l.fim, 'Aula ' || (l.total - l.n),
       pool.texts[1 + ${H("l.turma || '.' || l.data", 5)} % cardinality(pool.texts)],
       case when ${H("l.turma || '.' || l.data", 6)} % 100 < pool.link_pct
            then pool.links[1 + ${H("l.turma || '.' || l.data", 7)} % cardinality(pool.links)] end,
       case when ${H("l.turma || '.' || l.data", 8)} % 100 < pool.youtube_pct
            then 'https://www.youtube.com/watch?v=' || left(md5(l.turma || '.' || l.data), 11) end,
       null
  from pg_temp.scale_lessons l cross join pool
 order by l.data, l.turma`;

/**
 * Grows the teacher's school (the seed's `professor`) to --classes classes
 * of ~25 new students each (and a teacher per ~40 people, all teaching in
 * turn), adds the teacher's two measured classes of 30 new students each —
 * `--lessons` weekdays of lessons and one week of them — and writes every
 * lesson of the school's classes: attendance, a grade every
 * LESSONS_PER_ASSESSMENT lessons, a summary per lesson. Bulk SQL as the
 * owner, in three transactions; then VACUUM (ANALYZE).
 */
async function growClassroom(db: Db, o: Options): Promise<ClassroomSetup> {
  let started = performance.now();
  const [teacher] = await db.query<{ id: number; school: number; city: string; uf: string }>(
    `select p.cp_id as id, p.cp_escola_id as school, e.cp_ec_endereco_cidade as city, e.cp_ec_endereco_estado as uf
       from public.profiles p join public.escolas e on e.cp_ec_id = p.cp_escola_id
      where p.cp_login = $1 and p.cp_tipo_user = 4 and p.cp_excluido = 0`,
    [TEACHER_LOGIN],
  );
  if (!teacher) throw new Error(`No live teacher ${TEACHER_LOGIN}`);
  const ddd = dddOf(teacher);
  const courses = await coursesOf(db);

  // The school's classes, up to --classes with the teacher's two below.
  await db.transaction(async (tx) => {
    const [row] = await tx.query<{ n: number }>('select count(*)::integer as n from public.turmas where cp_tr_id_escola = $1', [
      teacher.school,
    ]);
    const missing = o.classes - 2 - (row?.n ?? 0);
    if (missing <= 0) return;
    const students = missing * STUDENTS_PER_CLASS;
    await addPeople(tx, [
      { school: teacher.school, type: 4, n: Math.ceil(students / PEOPLE_PER_TEACHER), ddd },
      { school: teacher.school, type: 5, n: students, ddd },
    ]);
    await addClasses(tx, courses);
  });

  // The teacher's two classes, 30 new students each.
  const [long, week] = await db.transaction(async (tx) => {
    await addPeople(tx, [{ school: teacher.school, type: 5, n: 2 * CLASSROOM_STUDENTS, ddd }]);
    const course = courses[0]!;
    const ids = await tx.query<{ id: number }>(
      `insert into public.turmas (cp_tr_nome, cp_tr_data, cp_tr_id_professor, cp_tr_id_escola, cp_tr_curso_id)
       select x.nome, current_date - x.dias, $3::bigint, $4::bigint, $5::bigint
         from unnest($1::text[], $2::integer[]) with ordinality as x(nome, dias, i)
        order by x.i
       returning cp_tr_id as id`,
      [
        [`${course.name} — Seg a Sex 19h`, `${course.name} — Seg a Sex 7h30`],
        // Start dates: before the first lesson (weekdays, counted back from yesterday).
        [Math.ceil((o.lessons * 7) / 5) + 7, 8],
        teacher.id,
        teacher.school,
        course.id,
      ],
    );
    const [a, b] = ids.map((r) => r.id);
    await tx.query(
      `insert into public.turma_alunos (cp_tr_id, cp_aluno_id)
       select case when sp.k < $3 then $1::bigint else $2::bigint end, sp.cp_id
         from pg_temp.scale_people sp order by sp.k`,
      [a, b, CLASSROOM_STUDENTS],
    );
    return [a!, b!];
  });
  await db.exec('vacuum (analyze) public.profiles, public.turmas, public.turma_alunos');
  const classes = (performance.now() - started) / 1000;
  log(`the teacher's school grown to ${o.classes} classes in ${classes.toFixed(1)} s`);

  started = performance.now();
  await db.transaction(async (tx) => {
    await tx.exec(`
      create temp table scale_lessons (
        turma bigint not null, data date not null, hora time not null, fim time not null,
        n integer not null, total integer not null, primary key (turma, data)
      ) on commit drop`);
    await tx.query(LESSONS_SQL, [
      [long, week],
      [o.lessons, WEEK_LESSONS],
      ['19:00', '07:30'],
      ['20:30', '09:00'],
      teacher.school,
      CLASS_HOURS.map((h) => h[0]),
      CLASS_HOURS.map((h) => h[1]),
    ]);
    await tx.exec(ATTENDANCE_SQL);
    await tx.query(GRADES_SQL, [LESSONS_PER_ASSESSMENT]);
    await tx.exec(SUMMARIES_SQL);
  });
  await db.exec('vacuum (analyze) public.chamadas, public.notas, public.resumos');
  const records = (performance.now() - started) / 1000;
  log(`the school's lessons written in ${records.toFixed(1)} s`);
  return { teacherId: teacher.id, schoolId: teacher.school, long, week, seconds: { classes, records } };
}

interface ClassroomCount extends Row {
  classes: number;
  students: number;
  chamadas: number;
  notas: number;
  resumos: number;
  lessons: number;
}

interface ClassroomCensus {
  readonly network: ClassroomCount;
  readonly school: ClassroomCount;
  readonly long: ClassroomCount;
  readonly week: ClassroomCount;
  /** Classes the teacher teaches. */
  readonly teaching: number;
}

async function classroomCensus(db: Queryable, setup: ClassroomSetup): Promise<ClassroomCensus> {
  // `classes` null: the whole network; else those classes.
  const count = async (classes: readonly number[] | null): Promise<ClassroomCount> => {
    const [row] = await db.query<ClassroomCount>(
      `with t as (select cp_tr_id from public.turmas where $1::bigint[] is null or cp_tr_id = any ($1::bigint[]))
       select (select count(*)::integer from t) as classes,
              (select count(*)::integer from public.turma_alunos ta where ta.cp_tr_id in (select cp_tr_id from t)) as students,
              (select count(*)::integer from public.chamadas c where c.cp_ch_turma_id in (select cp_tr_id from t)) as chamadas,
              (select count(*)::integer from public.notas n where n.cp_nota_turma_id in (select cp_tr_id from t)) as notas,
              (select count(*)::integer from public.resumos r where r.cp_res_turma_id in (select cp_tr_id from t)) as resumos,
              (select count(distinct (c.cp_ch_turma_id, c.cp_ch_data))::integer from public.chamadas c
                where c.cp_ch_turma_id in (select cp_tr_id from t)) as lessons`,
      [classes],
    );
    if (!row) throw new Error('classroomCensus: no row');
    return row;
  };
  const school = await db.query<{ id: number }>('select cp_tr_id as id from public.turmas where cp_tr_id_escola = $1', [
    setup.schoolId,
  ]);
  const [teaching] = await db.query<{ n: number }>(
    'select count(*)::integer as n from public.turmas where cp_tr_id_professor = $1',
    [setup.teacherId],
  );
  return {
    network: await count(null),
    school: await count(school.map((r) => r.id)),
    long: await count([setup.long]),
    week: await count([setup.week]),
    teaching: teaching?.n ?? 0,
  };
}

const CLASSROOM_REQUESTS = ['chamadas', 'notas', 'resumos', 'frequencia'] as const;
type ClassroomRequest = (typeof CLASSROOM_REQUESTS)[number];

/** What the teacher's screen asks for a class: the history's page 1 (the headline), grades, summaries, the rates. */
const CLASSROOM_PATHS: Record<ClassroomRequest, (turmaId: number) => string> = {
  chamadas: (id) => `/api/chamadas/turma/${id}?page=1`,
  notas: (id) => `/api/notas/turma/${id}?page=1`,
  resumos: (id) => `/api/resumos/${id}?page=1`,
  frequencia: (id) => `/api/chamadas/turma/${id}/frequencia`,
};

interface ClassroomFigures {
  readonly bytes: number;
  readonly rows: number;
  /** X-Total-Count; null for the rates (not a paged list). */
  readonly total: number | null;
  readonly http: number;
  readonly replay: Replay;
}

type ClassroomClass = 'long' | 'week';

interface Classroom {
  readonly setup: ClassroomSetup;
  readonly census: ClassroomCensus;
  readonly figures: Record<ClassroomClass, Record<ClassroomRequest, ClassroomFigures>>;
  /** The two-year class's history as the school's director, who reads all its classes (information). */
  readonly director: ClassroomFigures;
}

/** A request recorded, replayed (RLS / service_role), sized and timed over HTTP. */
async function measureRequest(db: Db, api: Api, path: string, token: string, o: Times): Promise<ClassroomFigures> {
  const [answer, recording] = await api.recorder.record(() => call(api, path, token));
  if (answer.status !== 200 || !Array.isArray(answer.body)) {
    throw new Error(`${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
  return {
    bytes: answer.bytes,
    rows: answer.body.length,
    total: answer.total,
    replay: await replay(db, recording, o),
    http: await httpLatency(api, path, token, o),
  };
}

/** As the class's teacher, each request on each class; the history also as the school's director. */
async function measureClassroom(db: Db, api: Api, setup: ClassroomSetup, o: Times): Promise<Classroom> {
  const census = await classroomCensus(db, setup);
  const { token } = await signIn(api, TEACHER_LOGIN, 4);
  log(
    `measuring the classroom: school ${setup.schoolId} with ${int(census.school.classes)} classes, class ${setup.long} with ${int(census.long.chamadas)} attendance records, class ${setup.week} with ${int(census.week.chamadas)}`,
  );
  const figures = {} as Record<ClassroomClass, Record<ClassroomRequest, ClassroomFigures>>;
  for (const which of ['long', 'week'] as const) {
    const turmaId = setup[which];
    const byRequest = {} as Record<ClassroomRequest, ClassroomFigures>;
    for (const request of CLASSROOM_REQUESTS) {
      byRequest[request] = await measureRequest(db, api, CLASSROOM_PATHS[request](turmaId), token, o);
    }
    figures[which] = byRequest;
  }
  const director = await signIn(api);
  if (director.schoolId !== setup.schoolId) throw new Error(`diretor is not of the teacher's school ${setup.schoolId}`);
  return {
    setup,
    census,
    figures,
    director: await measureRequest(db, api, CLASSROOM_PATHS.chamadas(setup.long), director.token, o),
  };
}

const CLASSROOM_LABELS: Record<ClassroomRequest, string> = {
  chamadas: '`GET /chamadas/turma/:id?page=1` (history)',
  notas: '`GET /notas/turma/:id?page=1`',
  resumos: '`GET /resumos/:turmaId?page=1`',
  frequencia: '`GET /chamadas/turma/:id/frequencia`',
};

function classroomChecks(c: Classroom): Check[] {
  const long = c.figures.long.chamadas;
  const week = c.figures.week.chamadas;
  return [
    {
      what: `classroom: history page-1 RLS / service_role latency at ${int(c.census.long.chamadas)} attendance records`,
      value: long.replay.rls / long.replay.service,
      goal: GOAL_LATENCY,
    },
    {
      what: `classroom: history page-1 bytes, ${int(c.census.long.lessons)} lessons / ${int(c.census.week.lessons)}`,
      value: long.bytes / week.bytes,
      goal: GOAL_BYTES,
    },
  ];
}

/** The classroom section's results (docs/scale.md, "Classroom"). */
function classroomReport(c: Classroom, machine: Readonly<Record<string, string>>, o: Times): string {
  const lines: string[] = [];
  const push = (...xs: string[]) => lines.push(...xs);
  const { census, setup, figures } = c;
  const longLabel = `${int(census.long.lessons)} lessons`;
  const weekLabel = `${int(census.week.lessons)} lessons`;

  push('### Classroom: machine', '', '| | |', '|---|---|');
  for (const [k, v] of Object.entries(machine)) push(`| ${k} | ${v} |`);
  push('');

  push(
    '### Classroom data',
    '',
    `Grown in ${setup.seconds.classes.toFixed(1)} s (people and classes) and ${setup.seconds.records.toFixed(1)} s (the lessons' records), each with its \`VACUUM (ANALYZE)\`. The teacher (\`${TEACHER_LOGIN}\`) teaches ${census.teaching} of the school's classes.`,
    '',
    '| | classes | students (memberships) | lessons | attendance records | grades | summaries |',
    '|---|---:|---:|---:|---:|---:|---:|',
  );
  const row = (label: string, k: ClassroomCount) =>
    push(
      `| ${label} | ${int(k.classes)} | ${int(k.students)} | ${int(k.lessons)} | ${int(k.chamadas)} | ${int(k.notas)} | ${int(k.resumos)} |`,
    );
  row('the network', census.network);
  row("the teacher's school", census.school);
  row(`**the teacher's class of ${longLabel}** (id ${setup.long})`, census.long);
  row(`the teacher's class of ${weekLabel}, one week (id ${setup.week})`, census.week);
  push('');

  push(
    "### (6) Classroom latency: RLS (as the class's teacher) / service_role",
    '',
    `The recorded statements of each request, replayed as in (1): medians of ${o.runs} after ${o.warmup} warm-up runs, ms summed over the request's statements.`,
    '',
    `| request | rows the same | ${longLabel}: RLS ms | service_role ms | ratio | goal | ${weekLabel}: RLS ms | service_role ms | ratio |`,
    '|---|---|---:|---:|---:|---|---:|---:|---:|',
  );
  for (const request of CLASSROOM_REQUESTS) {
    const l = figures.long[request].replay;
    const w = figures.week[request].replay;
    const headline = request === 'chamadas';
    const value = l.rls / l.service;
    const b = headline ? '**' : '';
    push(
      `| ${b}${CLASSROOM_LABELS[request]}${b} | ${sameLabel(l)} | ${ms(l.rls)} | ${ms(l.service)} | ${b}${ratio(value)}${b} | ${headline ? `≤ ${GOAL_LATENCY} ${mark(value <= GOAL_LATENCY)}` : 'info'} | ${ms(w.rls)} | ${ms(w.service)} | ${ratio(w.rls / w.service)} |`,
    );
  }
  const d = c.director.replay;
  push(
    `| ${CLASSROOM_LABELS.chamadas}, as the school's director | ${sameLabel(d)} | ${ms(d.rls)} | ${ms(d.service)} | ${ratio(d.rls / d.service)} | info | | | |`,
  );
  push('');

  push(
    `### (7) Classroom page-1 bytes as the class's teacher: ${longLabel} / ${weekLabel}`,
    '',
    `| request | bytes, ${weekLabel} | rows / X-Total-Count | bytes, ${longLabel} | rows / X-Total-Count | ratio | bytes per row, ratio | goal |`,
    '|---|---:|---|---:|---|---:|---:|---|',
  );
  for (const request of CLASSROOM_REQUESTS) {
    const w = figures.week[request];
    const l = figures.long[request];
    const value = l.bytes / w.bytes;
    const headline = request === 'chamadas';
    const b = headline ? '**' : '';
    const rowsOf = (f: ClassroomFigures) => `${f.rows} / ${f.total === null ? '—' : int(f.total)}`;
    push(
      `| ${b}${CLASSROOM_LABELS[request]}${b} | ${int(w.bytes)} | ${rowsOf(w)} | ${int(l.bytes)} | ${rowsOf(l)} | ${b}${ratio(value)}${b} | ${ratio(l.bytes / l.rows / (w.bytes / w.rows))} | ${headline ? `≤ ${GOAL_BYTES} ${mark(value <= GOAL_BYTES)}` : 'info'} |`,
    );
  }
  push('');

  push(
    '### Classroom: end-to-end HTTP latency (information)',
    '',
    `Median of ${o.runs} \`GET\`s as the class's teacher over HTTP on 127.0.0.1.`,
    '',
    `| request | ms, ${weekLabel} | ms, ${longLabel} |`,
    '|---|---:|---:|',
  );
  for (const request of CLASSROOM_REQUESTS)
    push(`| ${CLASSROOM_LABELS[request]} | ${ms(figures.week[request].http)} | ${ms(figures.long[request].http)} |`);
  push(`| ${CLASSROOM_LABELS.chamadas}, as the school's director | | ${ms(c.director.http)} |`);
  push('');

  push(
    `### Classroom per statement, the class of ${longLabel} (median ms)`,
    '',
    '| request | # | statement | RLS ms | service_role ms | same rows |',
    '|---|---:|---|---:|---:|---|',
  );
  const cell = (text: string) => `\`${shortSql(text).replace(/\|/g, '\\|')}\``;
  const rows = [
    ...CLASSROOM_REQUESTS.map((request) => [request, figures.long[request].replay] as const),
    ['chamadas, director', c.director.replay] as const,
  ];
  for (const [label, r] of rows) {
    r.statements.forEach((s, i) => {
      push(
        `| ${label} | ${i + 1} | ${cell(s.text)} | ${ms(r.rlsPerStatement[i]!)} | ${ms(r.servicePerStatement[i]!)} | ${r.sameRows[i] ? 'yes' : 'no'} |`,
      );
    });
  }
  push('');
  return lines.join('\n');
}

export const SALA_DE_AULA: NetworkDomain = {
  only: 'classroom',
  blocks: { classroom: ['<!-- scale:classroom:begin -->', '<!-- scale:classroom:end -->'] },
  start(o) {
    let classroom: Classroom | null = null;
    return {
      // On the large network: the teacher's school grows to --classes classes with the lessons of every class.
      async grown(net) {
        classroom = await measureClassroom(net.db, net.api, await growClassroom(net.db, o), o);
      },
      outcome(machine) {
        const c = classroom;
        if (!c) return NO_OUTCOME;
        return { markdown: { classroom: classroomReport(c, machine, o) }, found: classroomChecks(c) };
      },
    };
  },
};
