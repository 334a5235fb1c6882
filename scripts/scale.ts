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
 * Options: --users 50000 (the large size), --baseline 1000 (the small size),
 * --enrolments 60000 and --enrolments-baseline 640 (enrolments at each size),
 * --classes 200 (the teacher's school's classes), --lessons 500 (the
 * teacher's long class), --only network|classroom|avaliacoes|idempotencia
 * (the lists and finance, which share one growth, the classroom, the
 * evaluations dashboard, or idempotent writes; all without it), --runs 30 (timed runs per figure, median; the
 * dashboard's whole-network statements use at most AVALIACOES_RUNS),
 * --warmup 5, --write.
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
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { serve } from '@hono/node-server';
import { ESCOLA_FORM_COLUMNS } from '../supabase/functions/_shared/contract/escolas.ts';
import { SERVER_MESSAGES } from '../supabase/functions/_shared/contract/messages.ts';
import { IDEMPOTENCY_KEY_HEADER } from '../supabase/functions/_shared/contract/offline.ts';
import { requestFingerprint } from '../supabase/functions/_shared/contract/request-fingerprint.ts';
import { SALA_MESSAGES } from '../supabase/functions/_shared/contract/sala-de-aula.ts';
import { createLocalPorts } from '../server/local-ports.ts';
import { createApp } from '../supabase/functions/api/app.ts';
import type { AccessClaims, DbPort, Ports, Row, Sql } from '../supabase/functions/api/ports.ts';
import { asUser, type Identity } from '../tests/db/harness/as-user.ts';
import { prepare, REPO_ROOT } from '../tests/db/harness/boot.ts';
import { createPostgresDb, type Db, type Queryable } from '../tests/db/harness/db.ts';

const SCALE_DB = 'escola_scale';
/** Schools of the large network; the baseline keeps the seed's (docs/scale.md, "Data"). */
const SCHOOLS = 30;
const SEED_SCHOOLS = 3;
const PEOPLE_PER_TEACHER = 40;
const STUDENTS_PER_CLASS = 25;
const PAGE = 'page=1&pageSize=10';
const GOAL_LATENCY = 1.3;
const GOAL_BYTES = 1.1;
/** The finance cards with the whole network ÷ with the director's school's finance alone. */
const GOAL_CARDS = 1.5;
/** The copy of the large database that keeps only the director's school's enrolments and installments. */
const SCHOOL_DB = `${SCALE_DB}_school`;
const DOC = join(REPO_ROOT, 'docs/scale.md');
/** The classroom: the teacher's school grows to this many classes (docs/scale.md, "Classroom"). */
const CLASSROOM_STUDENTS = 30;
/** The bytes baseline: a class of one week, a lesson every weekday. */
const WEEK_LESSONS = 5;
/** An assessment (a grade for every student) on the latest lesson and every this many lessons before it. */
const LESSONS_PER_ASSESSMENT = 20;
/** The seed's teacher who teaches the measured classes. */
const TEACHER_LOGIN = 'professor';
/** The evaluations dashboard's database: its own growth (the same 30 schools at both sizes). */
const AVALIACOES_DB = `${SCALE_DB}_avaliacoes`;
/** Timed runs of a dashboard statement that reads the whole network's year (each takes long). */
const AVALIACOES_RUNS = 9;
/** The dashboard's year: weekly lessons and a grade every this many lessons (monthly). */
const YEAR_WEEKS = 52;
const LESSONS_PER_GRADE = 4;
/** Idempotent writes' database, and the key table's rows: a busy day of the network's writes. */
const IDEMPOTENCIA_DB = `${SCALE_DB}_idempotencia`;
const IDEMPOTENCY_KEYS = 200_000;
/** Timed writes per series (median and p95), more than --runs: a p95 needs them. */
const IDEMPOTENCIA_RUNS = 200;
const DOC_BLOCKS = {
  lists: ['<!-- scale:results:begin -->', '<!-- scale:results:end -->'],
  finance: ['<!-- scale:finance:begin -->', '<!-- scale:finance:end -->'],
  classroom: ['<!-- scale:classroom:begin -->', '<!-- scale:classroom:end -->'],
  avaliacoes: ['<!-- scale:avaliacoes:begin -->', '<!-- scale:avaliacoes:end -->'],
  idempotencia: ['<!-- scale:idempotencia:begin -->', '<!-- scale:idempotencia:end -->'],
} as const;
type DocBlock = keyof typeof DOC_BLOCKS;

// ---------------------------------------------------------------------------
// Options
// ---------------------------------------------------------------------------

const { values: args } = parseArgs({
  options: {
    users: { type: 'string', default: '50000' },
    baseline: { type: 'string', default: '1000' },
    enrolments: { type: 'string', default: '60000' },
    'enrolments-baseline': { type: 'string', default: '640' },
    classes: { type: 'string', default: '200' },
    lessons: { type: 'string', default: '500' },
    only: { type: 'string' },
    runs: { type: 'string', default: '30' },
    warmup: { type: 'string', default: '5' },
    write: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
  strict: true,
});

if (args.help) {
  console.log(
    'DATABASE_URL=<server> npm run scale -- [--users 50000] [--baseline 1000] [--enrolments 60000] [--enrolments-baseline 640]\n' +
      '                                       [--classes 200] [--lessons 500] [--only network|classroom|avaliacoes|idempotencia] [--runs 30] [--warmup 5] [--write]',
  );
  process.exit(0);
}

function positive(name: string, raw: string): number {
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) {
    console.error(`--${name} must be a positive integer, got ${JSON.stringify(raw)}`);
    process.exit(2);
  }
  return n;
}

const LARGE = positive('users', args.users);
const SMALL = positive('baseline', args.baseline);
const ENROLMENTS = positive('enrolments', args.enrolments);
const ENROLMENTS_SMALL = positive('enrolments-baseline', args['enrolments-baseline']);
const CLASSES = positive('classes', args.classes);
const LESSONS = positive('lessons', args.lessons);
const RUNS = positive('runs', args.runs);
const WARMUP = positive('warmup', args.warmup);
if (SMALL >= LARGE) {
  console.error('--baseline must be smaller than --users');
  process.exit(2);
}
if (ENROLMENTS_SMALL >= ENROLMENTS) {
  console.error('--enrolments-baseline must be smaller than --enrolments');
  process.exit(2);
}
if (LESSONS <= WEEK_LESSONS) {
  console.error(`--lessons must be more than the one-week class's ${WEEK_LESSONS}`);
  process.exit(2);
}
/** The domains a run measures: the network's lists and finance (one growth), the classroom, the evaluations, idempotent writes; all without --only. */
const DOMAINS = ['network', 'classroom', 'avaliacoes', 'idempotencia'] as const;
type Domain = (typeof DOMAINS)[number];
if (args.only !== undefined && !(DOMAINS as readonly string[]).includes(args.only)) {
  console.error(`--only must be one of ${DOMAINS.join(', ')}, got ${JSON.stringify(args.only)}`);
  process.exit(2);
}
const runs = (domain: Domain) => args.only === undefined || args.only === domain;

// ---------------------------------------------------------------------------
// Data for realistic rows
// ---------------------------------------------------------------------------

const FEMALE_NAMES = [
  'Ana',
  'Maria',
  'Juliana',
  'Mariana',
  'Fernanda',
  'Camila',
  'Amanda',
  'Bruna',
  'Beatriz',
  'Larissa',
  'Letícia',
  'Gabriela',
  'Aline',
  'Patrícia',
  'Vanessa',
  'Carolina',
  'Natália',
  'Isabela',
  'Júlia',
  'Laura',
  'Sofia',
  'Alice',
  'Manuela',
  'Helena',
  'Valentina',
  'Luiza',
  'Giovanna',
  'Lívia',
  'Cecília',
  'Heloísa',
  'Lorena',
  'Yasmin',
  'Rafaela',
  'Bianca',
  'Renata',
  'Tatiana',
  'Cláudia',
  'Adriana',
  'Sandra',
  'Simone',
  'Daniela',
  'Priscila',
  'Débora',
  'Raquel',
  'Sabrina',
  'Thaís',
  'Vitória',
  'Clara',
  'Eduarda',
  'Isadora',
  'Marina',
  'Paula',
  'Luana',
  'Jéssica',
  'Mônica',
  'Rosana',
  'Vera',
  'Lúcia',
  'Elaine',
  'Márcia',
  'Cristina',
  'Fabiana',
  'Viviane',
  'Érica',
  'Sílvia',
  'Regina',
  'Rita',
  'Teresa',
  'Joana',
  'Antônia',
];

const MALE_NAMES = [
  'João',
  'José',
  'Pedro',
  'Lucas',
  'Gabriel',
  'Matheus',
  'Rafael',
  'Gustavo',
  'Felipe',
  'Bruno',
  'Rodrigo',
  'Daniel',
  'Thiago',
  'Marcelo',
  'Eduardo',
  'Leonardo',
  'Guilherme',
  'Vinícius',
  'André',
  'Carlos',
  'Paulo',
  'Ricardo',
  'Fernando',
  'Diego',
  'Fábio',
  'Marcos',
  'Luiz',
  'Antônio',
  'Francisco',
  'Miguel',
  'Arthur',
  'Heitor',
  'Bernardo',
  'Davi',
  'Samuel',
  'Enzo',
  'Lorenzo',
  'Benjamin',
  'Théo',
  'Nicolas',
  'Caio',
  'Vítor',
  'Henrique',
  'Igor',
  'Otávio',
  'Renato',
  'Sérgio',
  'Márcio',
  'Alexandre',
  'Leandro',
  'Roberto',
  'Júlio',
  'César',
  'Wagner',
  'Anderson',
  'Renan',
  'Murilo',
  'Cauã',
  'Emanuel',
  'Raul',
];

const SURNAMES = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Rodrigues',
  'Ferreira',
  'Alves',
  'Pereira',
  'Lima',
  'Gomes',
  'Costa',
  'Ribeiro',
  'Martins',
  'Carvalho',
  'Almeida',
  'Lopes',
  'Soares',
  'Fernandes',
  'Vieira',
  'Barbosa',
  'Rocha',
  'Dias',
  'Nascimento',
  'Andrade',
  'Moreira',
  'Nunes',
  'Marques',
  'Machado',
  'Mendes',
  'Freitas',
  'Cardoso',
  'Ramos',
  'Gonçalves',
  'Santana',
  'Teixeira',
  'Araújo',
  'Pinto',
  'Correia',
  'Moura',
  'Cavalcanti',
  'Monteiro',
  'Campos',
  'Batista',
  'Barros',
  'Castro',
  'Rezende',
  'Azevedo',
  'Duarte',
  'Prado',
  'Moraes',
  'Fonseca',
  'Medeiros',
  'Siqueira',
  'Figueiredo',
  'Bezerra',
  'Xavier',
  'Brito',
  'Farias',
  'Tavares',
  'Pacheco',
  'Macedo',
  'Leite',
  'Sampaio',
  'Queiroz',
  'Cunha',
  'Borges',
  'Guimarães',
  'Nogueira',
  'Peixoto',
  'Vasconcelos',
  'Magalhães',
  'Coelho',
  'Bittencourt',
  'Assis',
  'Aguiar',
  'Miranda',
  'Viana',
  'Lacerda',
  'Sales',
  'Paiva',
];

const STREETS = [
  'Rua das Flores',
  'Avenida Brasil',
  'Rua XV de Novembro',
  'Rua Sete de Setembro',
  'Avenida Paulista',
  'Rua Augusta',
  'Rua da Consolação',
  'Avenida Getúlio Vargas',
  'Rua Marechal Deodoro',
  'Rua Tiradentes',
  'Avenida Afonso Pena',
  'Rua Barão do Rio Branco',
  'Rua Dom Pedro II',
  'Avenida Presidente Vargas',
  'Rua São João',
  'Rua Santos Dumont',
  'Avenida Atlântica',
  'Rua Voluntários da Pátria',
  'Rua Padre Anchieta',
  'Avenida Rui Barbosa',
  'Rua José Bonifácio',
  'Rua Princesa Isabel',
  'Alameda Santos',
  'Rua Frei Caneca',
];

const PROFESSIONS = [
  'Engenheira',
  'Engenheiro',
  'Advogada',
  'Advogado',
  'Médica',
  'Médico',
  'Professora',
  'Analista de sistemas',
  'Administrador',
  'Administradora',
  'Contador',
  'Arquiteta',
  'Enfermeira',
  'Psicóloga',
  'Economista',
  'Designer gráfico',
  'Vendedor',
  'Empresária',
  'Farmacêutico',
  'Jornalista',
  'Estudante universitário',
];

const EMAIL_DOMAINS = ['gmail.com', 'hotmail.com', 'outlook.com', 'yahoo.com.br', 'uol.com.br', 'bol.com.br', 'terra.com.br'];

const SCHEDULES = [
  'Seg/Qua 19h',
  'Ter/Qui 18h',
  'Seg/Qua 8h',
  'Ter/Qui 20h',
  'Sábado 9h',
  'Sábado 10h30',
  'Sexta 19h',
  'Seg/Qua 14h',
  'Ter/Qui 16h',
  'Seg/Qua 19h30',
  'Sábado 14h',
  'Ter/Qui 7h30',
];

/** Enrolments: course values of a parcelado plan and monthly fees (R$), as the seed's. */
const COURSE_VALUES = [1800, 2160, 2400, 2500, 2880, 3000, 3600, 4200];
const MONTHLY_FEES = [290, 320, 350, 390, 450, 520];
const LEVELS = ['Básico', 'Intermediário', 'Avançado'];
const CLASS_HOURS: readonly (readonly [string, string])[] = [
  ['19:00', '20:30'],
  ['18:30', '20:00'],
  ['20:00', '21:30'],
  ['09:00', '11:00'],
  ['10:00', '11:30'],
  ['14:00', '15:00'],
  ['16:00', '17:30'],
  ['07:30', '09:00'],
];
const SCHOOLING = [
  'Ensino Médio Completo',
  'Técnico Incompleto',
  'Técnico Completo',
  'Superior Incompleto',
  'Superior Completo',
  'Outra Graduação',
  'Pós-graduação',
  'Mestrado',
  'Doutorado',
];

/** New schools: neighbourhood, city, state, area code (DDD), street. */
const NEW_SCHOOLS: readonly (readonly [string, string, string, string, string])[] = [
  ['Moema', 'São Paulo', 'SP', '11', 'Avenida Ibirapuera'],
  ['Pinheiros', 'São Paulo', 'SP', '11', 'Rua dos Pinheiros'],
  ['Tatuapé', 'São Paulo', 'SP', '11', 'Rua Tuiuti'],
  ['Santana', 'São Paulo', 'SP', '11', 'Rua Voluntários da Pátria'],
  ['Copacabana', 'Rio de Janeiro', 'RJ', '21', 'Rua Barata Ribeiro'],
  ['Tijuca', 'Rio de Janeiro', 'RJ', '21', 'Rua Conde de Bonfim'],
  ['Barra da Tijuca', 'Rio de Janeiro', 'RJ', '21', 'Avenida das Américas'],
  ['Botafogo', 'Rio de Janeiro', 'RJ', '21', 'Rua Voluntários da Pátria'],
  ['Funcionários', 'Belo Horizonte', 'MG', '31', 'Rua Gonçalves Dias'],
  ['Pampulha', 'Belo Horizonte', 'MG', '31', 'Avenida Otacílio Negrão de Lima'],
  ['Água Verde', 'Curitiba', 'PR', '41', 'Avenida República Argentina'],
  ['Moinhos de Vento', 'Porto Alegre', 'RS', '51', 'Rua Padre Chagas'],
  ['Menino Deus', 'Porto Alegre', 'RS', '51', 'Avenida Getúlio Vargas'],
  ['Asa Sul', 'Brasília', 'DF', '61', 'SQS 308 Bloco C'],
  ['Asa Norte', 'Brasília', 'DF', '61', 'SCLN 409 Bloco B'],
  ['Pituba', 'Salvador', 'BA', '71', 'Avenida Paulo VI'],
  ['Boa Viagem', 'Recife', 'PE', '81', 'Avenida Conselheiro Aguiar'],
  ['Aldeota', 'Fortaleza', 'CE', '85', 'Avenida Santos Dumont'],
  ['Meireles', 'Fortaleza', 'CE', '85', 'Rua Silva Paulet'],
  ['Trindade', 'Florianópolis', 'SC', '48', 'Rua Lauro Linhares'],
  ['Setor Bueno', 'Goiânia', 'GO', '62', 'Avenida T-4'],
  ['Praia do Canto', 'Vitória', 'ES', '27', 'Rua Aleixo Netto'],
  ['Adrianópolis', 'Manaus', 'AM', '92', 'Rua Pará'],
  ['Umarizal', 'Belém', 'PA', '91', 'Avenida Visconde de Souza Franco'],
  ['Cambuí', 'Campinas', 'SP', '19', 'Rua Coronel Quirino'],
  ['Gonzaga', 'Santos', 'SP', '13', 'Avenida Ana Costa'],
  ['Jardim Botânico', 'Ribeirão Preto', 'SP', '16', 'Avenida João Fiúsa'],
];

const DDD_BY_STATE: Readonly<Record<string, string>> = {
  SP: '11',
  RJ: '21',
  MG: '31',
  PR: '41',
  RS: '51',
  DF: '61',
  BA: '71',
  PE: '81',
  CE: '85',
  SC: '48',
  GO: '62',
  ES: '27',
};

// ---------------------------------------------------------------------------
// Small helpers
// ---------------------------------------------------------------------------

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const ms = (n: number) => n.toFixed(n < 10 ? 2 : 1);
const int = (n: number) => n.toLocaleString('en-US');
const ratio = (n: number) => n.toFixed(2);

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  if (!parsed.searchParams.has('sslmode')) parsed.searchParams.set('sslmode', 'disable');
  return parsed.toString();
}

function log(message: string): void {
  console.log(`[scale] ${message}`);
}

// ---------------------------------------------------------------------------
// The database
// ---------------------------------------------------------------------------

/** Drops and creates `escola_scale` (or `name`) on the server of `url`; returns its URL. */
async function freshDatabase(url: string, name: string = SCALE_DB): Promise<string> {
  const parsed = new URL(url);
  // One cannot drop the database one is connected to.
  const current = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
  const maintenance = withDatabase(url, current === '' || current === SCALE_DB || current === name ? 'postgres' : current);
  const admin = createPostgresDb(maintenance, { max: 1 });
  try {
    if (name === SCALE_DB) await admin.exec(`drop database if exists ${SCHOOL_DB} with (force)`);
    await admin.exec(`drop database if exists ${name} with (force)`);
    await admin.exec(`create database ${name}`);
  } finally {
    await admin.close();
  }
  return withDatabase(url, name);
}

/**
 * Lets service_role run what the api's statements call in schema `private`
 * (private.fold in the ORDER BY, private.turma_cards in the classes list).
 * The migrations grant these to `authenticated` only, because the api never
 * runs as service_role; the replay needs them for its RLS-free baseline.
 * Only in this throwaway database.
 */
async function grantServiceRoleBaseline(db: Db): Promise<void> {
  await db.exec('grant usage on schema private to service_role');
  await db.exec('grant execute on all functions in schema private to service_role');
}

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
const dddOf = (c: { readonly city: string; readonly uf: string }) =>
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

/** Deterministic pseudo-random integer h[k] ≥ 0 of a row key (hash of the key and a salt). */
const H = (key: string, k: number) => `(hashtextextended(${key}::text, ${k}) & 2147483647)`;

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

async function coursesOf(db: Queryable): Promise<Course[]> {
  const rows = await db.query<{ id: number; name: string }>(
    'select cp_curso_id as id, cp_nome_curso as name from public.cursos order by cp_curso_id',
  );
  return rows.map((c) => ({ id: c.id, name: courseLabel(c.name) }));
}

/**
 * Adds the people of `plan` (auth.users + profiles), in bulk, inside the
 * caller's transaction; they stay in pg_temp.scale_people until it ends.
 */
async function addPeople(tx: Queryable, plan: readonly PlanRow[]): Promise<void> {
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
async function addClasses(tx: Queryable, courses: readonly Course[]): Promise<void> {
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
async function grow(db: Db, total: number, schools: number): Promise<void> {
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

// ---------------------------------------------------------------------------
// Finance: enrolments and installments
// ---------------------------------------------------------------------------

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
      LEVELS,
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

// ---------------------------------------------------------------------------
// The api, with a recorder on its db port
// ---------------------------------------------------------------------------

interface Statement {
  readonly text: string;
  readonly params: readonly unknown[];
}

interface Recording {
  claims: AccessClaims | null;
  readonly statements: Statement[];
}

/** Wraps a db port so that, while recording, every statement a handler runs is kept (text and parameters). */
function recordingPort(inner: DbPort): { port: DbPort; record<T>(fn: () => Promise<T>): Promise<[T, Recording]> } {
  let current: Recording | null = null;
  const port: DbPort = {
    withCaller<T>(claims: AccessClaims | null, work: (sql: Sql) => Promise<T>): Promise<T> {
      const recording = current;
      if (!recording) return inner.withCaller(claims, work);
      recording.claims = claims;
      return inner.withCaller(claims, (sql) =>
        work({
          query: <R extends Row = Row>(text: string, params?: readonly unknown[]) => {
            recording.statements.push({ text, params: params ?? [] });
            return sql.query<R>(text, params);
          },
        }),
      );
    },
  };
  return {
    port,
    async record<T>(fn: () => Promise<T>): Promise<[T, Recording]> {
      const recording: Recording = { claims: null, statements: [] };
      current = recording;
      try {
        return [await fn(), recording];
      } finally {
        current = null;
      }
    },
  };
}

interface Api {
  readonly base: string;
  readonly recorder: ReturnType<typeof recordingPort>;
  close(): Promise<void>;
}

async function startApi(db: Db, databaseUrl: string, storageDir: string): Promise<Api> {
  const local = createLocalPorts({ db, databaseUrl, storageDir, jwtSecret: randomBytes(32) });
  const recorder = recordingPort(local.ports.db);
  const ports: Ports = { ...local.ports, db: recorder.port };
  // The answers' addresses are configuration: the app is made once the port is known (requests come after).
  const server = await new Promise<ReturnType<typeof serve>>((done) => {
    const s = serve({ fetch: (request) => app.fetch(request), port: 0, hostname: '127.0.0.1' }, () => done(s));
  });
  const { port } = server.address() as AddressInfo;
  const app = createApp(ports, {
    mounts: ['/api'],
    publicApiUrl: `http://127.0.0.1:${port}/api`,
    publicStorageUrl: `http://127.0.0.1:${port}/storage/v1`,
  });
  return {
    base: `http://127.0.0.1:${port}`,
    recorder,
    close: async () => {
      await new Promise<void>((done) => server.close(() => done()));
      await local.close();
    },
  };
}

interface Answer {
  readonly status: number;
  readonly bytes: number;
  readonly total: number | null;
  readonly body: unknown;
}

async function call(api: Api, path: string, token: string | null, init: RequestInit = {}): Promise<Answer> {
  const headers = new Headers(init.headers);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const res = await fetch(`${api.base}${path}`, { ...init, headers });
  const raw = new Uint8Array(await res.arrayBuffer());
  const text = new TextDecoder().decode(raw);
  const total = res.headers.get('x-total-count');
  return {
    status: res.status,
    bytes: raw.byteLength,
    total: total === null ? null : Number(total),
    body: JSON.parse(text) as unknown,
  };
}

async function signIn(api: Api, login = 'diretor', userType = 2): Promise<{ token: string; schoolId: number }> {
  const res = await call(api, '/api/login', null, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ login, password: 'senha123' }),
  });
  const body = res.body as { token?: string; schoolId?: number; userType?: number };
  if (res.status !== 200 || !body.token || typeof body.schoolId !== 'number') {
    throw new Error(`Login as ${login} failed (${res.status}): ${JSON.stringify(res.body)}`);
  }
  if (body.userType !== userType) throw new Error(`${login} signed in with type ${body.userType}`);
  return { token: body.token, schoolId: body.schoolId };
}

// ---------------------------------------------------------------------------
// Measuring
// ---------------------------------------------------------------------------

type ListName = 'users' | 'turmas';
type Variant = 'plain' | 'school';

interface Replay {
  /** Median total of the recorded statements, ms. */
  readonly rls: number;
  readonly service: number;
  /** Median per statement, ms. */
  readonly rlsPerStatement: number[];
  readonly servicePerStatement: number[];
  /** Per statement: whether the director and service_role got the same rows. */
  readonly sameRows: boolean[];
  readonly statements: readonly Statement[];
}

interface ListFigures {
  readonly bytes: number;
  readonly rows: number;
  readonly total: number;
  readonly http: number;
  readonly replay: Record<Variant, Replay>;
}

interface FinanceFigures {
  readonly census: FinanceCensus;
  readonly growth: FinanceGrowth;
  /** `GET /api/financeiroParcelas?page=1&pageSize=10` (the director's school implicitly). */
  readonly list: Omit<ListFigures, 'replay'> & { readonly replay: Replay };
  /** `GET /api/financeiro/resumo`: the recording (replayed again against the school-alone copy), its replay and answer. */
  readonly cards: {
    readonly http: number;
    readonly replay: Replay;
    readonly recording: Recording;
    readonly body: unknown;
  };
}

interface Level {
  readonly users: number;
  readonly schoolId: number;
  readonly census: Census;
  readonly lists: Record<ListName, ListFigures>;
  readonly finance: FinanceFigures;
}

async function timedStatements(tx: Queryable, statements: readonly Statement[], keep: Row[][] | null): Promise<number[]> {
  const times: number[] = [];
  for (const s of statements) {
    const t0 = performance.now();
    const rows = await tx.query(s.text, s.params);
    times.push(performance.now() - t0);
    keep?.push(rows);
  }
  return times;
}

async function replay(db: Db, recording: Recording, times = { runs: RUNS, warmup: WARMUP }): Promise<Replay> {
  if (!recording.claims) throw new Error('The request ran without claims');
  const director = recording.claims as unknown as Identity;
  const { statements } = recording;
  // service_role runs with the director's claims in request.jwt.claims (set
  // untimed, role kept): auth.uid() is the director on both sides, so the
  // first statement — the caller's own profile — reads the same row, and
  // every statement of the comparison returns the same rows.
  const serviceClaims = JSON.stringify({ ...(recording.claims as object), role: 'service_role' });
  const run = (identity: Identity, keep: Row[][] | null) =>
    asUser(db, identity, async (tx) => {
      if (identity === 'service_role') await tx.query("select set_config('request.jwt.claims', $1, true)", [serviceClaims]);
      return timedStatements(tx, statements, keep);
    });

  const rlsRows: Row[][] = [];
  const serviceRows: Row[][] = [];
  await run(director, rlsRows);
  await run('service_role', serviceRows);
  const sameRows = statements.map((_, i) => JSON.stringify(rlsRows[i]) === JSON.stringify(serviceRows[i]));

  for (let i = 0; i < times.warmup; i++) {
    await run(director, null);
    await run('service_role', null);
  }
  const rls: number[][] = [];
  const service: number[][] = [];
  for (let i = 0; i < times.runs; i++) {
    // Alternate who goes first, so neither side always meets the warmer cache.
    if (i % 2 === 0) {
      rls.push(await run(director, null));
      service.push(await run('service_role', null));
    } else {
      service.push(await run('service_role', null));
      rls.push(await run(director, null));
    }
  }
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  return {
    rls: median(rls.map(sum)),
    service: median(service.map(sum)),
    rlsPerStatement: statements.map((_, j) => median(rls.map((r) => r[j]!))),
    servicePerStatement: statements.map((_, j) => median(service.map((r) => r[j]!))),
    sameRows,
    statements,
  };
}

async function httpLatency(api: Api, path: string, token: string, runs = RUNS, warmup = WARMUP): Promise<number> {
  for (let i = 0; i < warmup; i++) await call(api, path, token);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    const res = await call(api, path, token);
    times.push(performance.now() - t0);
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
  }
  return median(times);
}

async function measureList(db: Db, api: Api, token: string, schoolId: number, list: ListName): Promise<ListFigures> {
  const path = (variant: Variant) => `/api/${list}?${PAGE}${variant === 'school' ? `&escolaId=${schoolId}` : ''}`;
  const replays = {} as Record<Variant, Replay>;
  let page: Answer | null = null;
  for (const variant of ['plain', 'school'] as const) {
    const [answer, recording] = await api.recorder.record(() => call(api, path(variant), token));
    if (answer.status !== 200) throw new Error(`${path(variant)} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    if (variant === 'plain') page = answer;
    replays[variant] = await replay(db, recording);
  }
  if (!page || page.total === null || !Array.isArray(page.body)) throw new Error(`${path('plain')}: no list answer`);
  return {
    bytes: page.bytes,
    rows: page.body.length,
    total: page.total,
    http: await httpLatency(api, path('plain'), token),
    replay: replays,
  };
}

async function measureFinance(db: Db, api: Api, token: string, schoolId: number, growth: FinanceGrowth): Promise<FinanceFigures> {
  const facts = await financeCensus(db, schoolId);
  log(
    `measuring finance at ${int(facts.installments)} installments (director's school: ${int(facts.school_enrolments)} enrolments, ${int(facts.school_installments)} installments)`,
  );
  const listPath = `/api/financeiroParcelas?${PAGE}`;
  const [page, listRecording] = await api.recorder.record(() => call(api, listPath, token));
  if (page.status !== 200 || page.total === null || !Array.isArray(page.body)) {
    throw new Error(`${listPath} answered ${page.status}: ${JSON.stringify(page.body)}`);
  }
  const listReplay = await replay(db, listRecording);
  const cardsPath = '/api/financeiro/resumo';
  const [cards, cardsRecording] = await api.recorder.record(() => call(api, cardsPath, token));
  if (cards.status !== 200) throw new Error(`${cardsPath} answered ${cards.status}: ${JSON.stringify(cards.body)}`);
  const cardsReplay = await replay(db, cardsRecording);
  return {
    census: facts,
    growth,
    list: {
      bytes: page.bytes,
      rows: page.body.length,
      total: page.total,
      http: await httpLatency(api, listPath, token),
      replay: listReplay,
    },
    cards: { http: await httpLatency(api, cardsPath, token), replay: cardsReplay, recording: cardsRecording, body: cards.body },
  };
}

async function measure(db: Db, api: Api, users: number, growth: FinanceGrowth): Promise<Level> {
  const { token, schoolId } = await signIn(api);
  const facts = await census(db, schoolId);
  log(
    `measuring at ${int(facts.live)} live people (director's school ${schoolId}: ${int(facts.directorSchool.people)} people, ${int(facts.directorSchool.classes)} classes)`,
  );
  const lists = {} as Record<ListName, ListFigures>;
  for (const list of ['users', 'turmas'] as const) lists[list] = await measureList(db, api, token, schoolId, list);
  const finance = await measureFinance(db, api, token, schoolId, growth);
  return { users, schoolId, census: facts, lists, finance };
}

// ---------------------------------------------------------------------------
// The cards with the director's school alone
// ---------------------------------------------------------------------------

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
async function cardsAlone(network: Db, alone: Db, recording: Recording, schoolId: number): Promise<CardsAlone> {
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
  for (let i = 0; i < WARMUP; i++) for (const s of series) await s();
  const times: number[][][] = series.map(() => []);
  for (let i = 0; i < RUNS; i++) {
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

// ---------------------------------------------------------------------------
// The classroom: a school of 200 classes, a class with two years of lessons
// ---------------------------------------------------------------------------

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
const ATTENDANCE_SQL = `
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
const GRADES_SQL = `
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
 * Grows the teacher's school (the seed's `professor`) to `CLASSES` classes
 * of ~25 new students each (and a teacher per ~40 people, all teaching in
 * turn), adds the teacher's two measured classes of 30 new students each —
 * `--lessons` weekdays of lessons and one week of them — and writes every
 * lesson of the school's classes: attendance, a grade every
 * LESSONS_PER_ASSESSMENT lessons, a summary per lesson. Bulk SQL as the
 * owner, in three transactions; then VACUUM (ANALYZE).
 */
async function growClassroom(db: Db): Promise<ClassroomSetup> {
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

  // The school's classes, up to CLASSES with the teacher's two below.
  await db.transaction(async (tx) => {
    const [row] = await tx.query<{ n: number }>('select count(*)::integer as n from public.turmas where cp_tr_id_escola = $1', [
      teacher.school,
    ]);
    const missing = CLASSES - 2 - (row?.n ?? 0);
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
        [Math.ceil((LESSONS * 7) / 5) + 7, 8],
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
  log(`the teacher's school grown to ${CLASSES} classes in ${classes.toFixed(1)} s`);

  started = performance.now();
  await db.transaction(async (tx) => {
    await tx.exec(`
      create temp table scale_lessons (
        turma bigint not null, data date not null, hora time not null, fim time not null,
        n integer not null, total integer not null, primary key (turma, data)
      ) on commit drop`);
    await tx.query(LESSONS_SQL, [
      [long, week],
      [LESSONS, WEEK_LESSONS],
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
async function measureRequest(db: Db, api: Api, path: string, token: string): Promise<ClassroomFigures> {
  const [answer, recording] = await api.recorder.record(() => call(api, path, token));
  if (answer.status !== 200 || !Array.isArray(answer.body)) {
    throw new Error(`${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
  return {
    bytes: answer.bytes,
    rows: answer.body.length,
    total: answer.total,
    replay: await replay(db, recording),
    http: await httpLatency(api, path, token),
  };
}

/** As the class's teacher, each request on each class; the history also as the school's director. */
async function measureClassroom(db: Db, api: Api, setup: ClassroomSetup): Promise<Classroom> {
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
      byRequest[request] = await measureRequest(db, api, CLASSROOM_PATHS[request](turmaId), token);
    }
    figures[which] = byRequest;
  }
  const director = await signIn(api);
  if (director.schoolId !== setup.schoolId) throw new Error(`diretor is not of the teacher's school ${setup.schoolId}`);
  return {
    setup,
    census,
    figures,
    director: await measureRequest(db, api, CLASSROOM_PATHS.chamadas(setup.long), director.token),
  };
}

// ---------------------------------------------------------------------------
// The evaluations dashboard: a year of grades and attendance of the network
// ---------------------------------------------------------------------------

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
async function measureAvaliacoes(db: Db, api: Api, users: number, seconds: number): Promise<AvaliacoesSize> {
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
    const times = whole ? { runs: Math.min(RUNS, AVALIACOES_RUNS), warmup: Math.min(WARMUP, 2) } : { runs: RUNS, warmup: WARMUP };
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
      http: await httpLatency(api, path, token, times.runs, times.warmup),
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
function avaliacoesReport(small: AvaliacoesSize, large: AvaliacoesSize, machine: Record<string, string>): string {
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
    `The recorded statements of each request (the caller's profile, the dashboard's one statement), replayed as in (1): medians of ${Math.min(RUNS, AVALIACOES_RUNS)} runs after ${Math.min(WARMUP, 2)} warm-up runs for the network's levels, ${RUNS} after ${WARMUP} for the others; ms summed over the request's statements.`,
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

// ---------------------------------------------------------------------------
// Report
// ---------------------------------------------------------------------------

interface Check {
  readonly what: string;
  readonly value: number;
  readonly goal: number;
}

function checks(small: Level, large: Level, alone: CardsAlone): Check[] {
  const finance = large.finance.list.replay;
  const financeChecks: Check[] = [
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
  return [...listChecks(small, large), ...financeChecks];
}

function listChecks(small: Level, large: Level): Check[] {
  return (['users', 'turmas'] as const).flatMap((list) => {
    const r = large.lists[list].replay.school;
    return [
      {
        what: `${list}: RLS / service_role latency at ${int(large.users)} (escolaId, same rows)`,
        value: r.rls / r.service,
        goal: GOAL_LATENCY,
      },
      {
        what: `${list}: page-1 bytes ${int(large.users)} / ${int(small.users)}`,
        value: large.lists[list].bytes / small.lists[list].bytes,
        goal: GOAL_BYTES,
      },
    ];
  });
}

function shortSql(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 110 ? `${flat.slice(0, 107)}…` : flat;
}

function report(small: Level, large: Level, machine: Record<string, string>): string {
  const lines: string[] = [];
  const push = (...xs: string[]) => lines.push(...xs);
  const levels = [small, large];

  push('### Machine', '', '| | |', '|---|---|');
  for (const [k, v] of Object.entries(machine)) push(`| ${k} | ${v} |`);
  push('');

  push(
    '### Data',
    '',
    "| live people | schools | directors / secretaries / teachers / students | classes | memberships | director's school: people / classes |",
    '|---:|---:|---|---:|---:|---|',
  );
  for (const l of levels) {
    const t = (k: string) => int(l.census.byType[k] ?? 0);
    push(
      `| ${int(l.census.live)} | ${l.census.schools} | ${t('2')} / ${t('3')} / ${t('4')} / ${t('5')} (+${t('1')} gestor) | ${int(l.census.classes)} | ${int(l.census.members)} | ${int(l.census.directorSchool.people)} / ${int(l.census.directorSchool.classes)} |`,
    );
  }
  push('');

  push(
    '### (1) Page-1 latency: RLS (as the director) / service_role (RLS bypassed)',
    '',
    `Medians of ${RUNS} replays (after ${WARMUP} warm-up runs) of the statements the api ran for the request, in one rolled-back transaction each; ms = the sum over the statements, measured by the client (postgres.js, \`prepare: false\`, over TCP).`,
    '',
    '| list | people | variant | rows the same | RLS ms | service_role ms | ratio | goal |',
    '|---|---:|---|---|---:|---:|---:|---|',
  );
  for (const list of ['users', 'turmas'] as const) {
    for (const l of levels) {
      for (const variant of ['school', 'plain'] as const) {
        const r = l.lists[list].replay[variant];
        const listStatements = r.sameRows.filter((_, i) => !r.statements[i]!.text.includes('auth.uid()'));
        const same = listStatements.every(Boolean)
          ? 'yes'
          : `no (${listStatements.filter((x) => !x).length} of ${listStatements.length} statements differ)`;
        const headline = variant === 'school';
        const goal =
          headline && l === large
            ? r.rls / r.service <= GOAL_LATENCY
              ? `≤ ${GOAL_LATENCY} ✓`
              : `≤ ${GOAL_LATENCY} ✗`
            : headline
              ? 'info'
              : 'info (different rows)';
        push(
          `| ${list} | ${int(l.users)} | ${headline ? '**`&escolaId=` (headline)**' : 'no `escolaId`'} | ${same} | ${ms(r.rls)} | ${ms(r.service)} | ${headline ? '**' : ''}${ratio(r.rls / r.service)}${headline ? '**' : ''} | ${goal} |`,
        );
      }
    }
  }
  push('');

  push(
    '### (2) Page-1 bytes as the director (`?page=1&pageSize=10`)',
    '',
    `| list | bytes at ${int(small.users)} | rows / X-Total-Count | bytes at ${int(large.users)} | rows / X-Total-Count | ratio | bytes per row, ratio | goal |`,
    '|---|---:|---|---:|---|---:|---:|---|',
  );
  for (const list of ['users', 'turmas'] as const) {
    const a = small.lists[list];
    const b = large.lists[list];
    const r = b.bytes / a.bytes;
    push(
      `| ${list} | ${int(a.bytes)} | ${a.rows} / ${int(a.total)} | ${int(b.bytes)} | ${b.rows} / ${int(b.total)} | **${ratio(r)}** | ${ratio(b.bytes / b.rows / (a.bytes / a.rows))} | ≤ ${GOAL_BYTES} ${r <= GOAL_BYTES ? '✓' : '✗'} |`,
    );
  }
  push('');

  push(
    '### End-to-end HTTP latency (information)',
    '',
    `Median of ${RUNS} \`GET\`s as the director over HTTP on 127.0.0.1 (Hono on @hono/node-server, token check, role switch, statements, JSON); no \`escolaId\`.`,
    '',
    `| list | ms at ${int(small.users)} | ms at ${int(large.users)} |`,
    '|---|---:|---:|',
  );
  for (const list of ['users', 'turmas'] as const)
    push(`| ${list} | ${ms(small.lists[list].http)} | ${ms(large.lists[list].http)} |`);
  push('');

  push(
    `### Per statement at ${int(large.users)} (\`escolaId\` variant; median ms, RLS / service_role)`,
    '',
    '| list | # | statement | RLS ms | service_role ms | same rows |',
    '|---|---:|---|---:|---:|---|',
  );
  for (const list of ['users', 'turmas'] as const) {
    const r = large.lists[list].replay.school;
    r.statements.forEach((s, i) => {
      push(
        `| ${list} | ${i + 1} | \`${shortSql(s.text).replace(/\|/g, '\\|')}\` | ${ms(r.rlsPerStatement[i]!)} | ${ms(r.servicePerStatement[i]!)} | ${r.sameRows[i] ? 'yes' : 'no'} |`,
      );
    });
  }
  push('');
  return lines.join('\n');
}

const sameLabel = (r: { readonly sameRows: boolean[]; readonly statements: readonly Statement[] }) => {
  // The caller's own profile (auth.uid()) is read by every request; the list's statements are the rest.
  const own = r.sameRows.filter((_, i) => !r.statements[i]!.text.includes('auth.uid()'));
  return own.every(Boolean) ? 'yes' : `no (${own.filter((x) => !x).length} of ${own.length} statements differ)`;
};

const mark = (ok: boolean) => (ok ? '✓' : '✗');

/** The finance section's results (docs/scale.md, "Finance"). */
function financeReport(small: Level, large: Level, alone: CardsAlone): string {
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
    `\`GET /api/financeiroParcelas?${PAGE}\`, the director's school implicitly (the api adds \`p.cp_mt_escola = <their school>\`, so both sides read the same rows). Medians of ${RUNS} replays after ${WARMUP} warm-up runs, as for the lists above.`,
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
    `\`GET /api/financeiro/resumo\` as the director, its recorded statements replayed in the large database (${large.census.schools} schools, ${int(large.finance.census.installments)} installments) and in its copy holding only the director's school's enrolments and installments (${int(alone.census.installments)}); the four series interleaved, medians of ${RUNS} after ${WARMUP} warm-up runs.`,
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
    `Median of ${RUNS} \`GET\`s as the director over HTTP on 127.0.0.1.`,
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
function classroomReport(c: Classroom, machine: Record<string, string>): string {
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
    `The recorded statements of each request, replayed as in (1): medians of ${RUNS} after ${WARMUP} warm-up runs, ms summed over the request's statements.`,
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
    `Median of ${RUNS} \`GET\`s as the class's teacher over HTTP on 127.0.0.1.`,
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

async function machineFacts(db: Db): Promise<Record<string, string>> {
  const [v] = await db.query<{ version: string }>('select version() as version');
  const cpu = cpus();
  return {
    date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    CPUs: `${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown'}`,
    memory: `${(totalmem() / 2 ** 30).toFixed(1)} GiB`,
    PostgreSQL: v?.version ?? 'unknown',
    Node: process.version,
    settings: `runs ${RUNS}, warm-up ${WARMUP}, page size 10`,
  };
}

/** Replaces the blocks given (those of the domains measured), leaving the others as they are. */
async function writeDoc(blocks: Partial<Record<DocBlock, string>>): Promise<void> {
  let doc = await readFile(DOC, 'utf8');
  for (const [name, text] of Object.entries(blocks) as [DocBlock, string][]) {
    const [beginMark, endMark] = DOC_BLOCKS[name];
    const begin = doc.indexOf(beginMark);
    const end = doc.indexOf(endMark);
    if (begin < 0 || end < begin) throw new Error(`${DOC} has no ${beginMark} … ${endMark} block`);
    doc = `${doc.slice(0, begin + beginMark.length)}\n\n${text}\n${doc.slice(end)}`;
  }
  await writeFile(DOC, doc);
  log(`figures written to docs/scale.md (${Object.keys(blocks).join(', ')})`);
}

// ---------------------------------------------------------------------------
// Idempotent writes: what a key costs a write
// ---------------------------------------------------------------------------

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

function p95(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(sorted.length * 0.95) - 1)]!;
}

interface Spread {
  readonly median: number;
  readonly p95: number;
}
const spread = (xs: readonly number[]): Spread => ({ median: median(xs), p95: p95(xs) });

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
  for (let i = 0; i < WARMUP + IDEMPOTENCIA_RUNS; i++) {
    for (let j = 0; j < IDEMPOTENCY_SERIES.length; j++) {
      await once(IDEMPOTENCY_SERIES[(i + j) % IDEMPOTENCY_SERIES.length]!, i >= WARMUP);
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
  for (let i = 0; i < WARMUP + RUNS; i++) {
    const keep = i >= WARMUP;
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

const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(1);

function idempotencyReport(
  sizes: readonly IdempotencySize[],
  setup: { readonly users: number; readonly seconds: number; readonly path: string },
  machine: Record<string, string>,
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
    `End-to-end over HTTP on 127.0.0.1, the same body each time; the three series interleaved, ${IDEMPOTENCIA_RUNS} timed writes each after ${WARMUP} warm-up rounds; ms. The counts above are taken after the writes (each fresh key adds a row).`,
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
    `Each in a rolled-back transaction as the Gestor (the api runs each in its own); medians and p95 of ${RUNS} after ${WARMUP} warm-up runs, ms.`,
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
async function idempotentWrites(serverUrl: string): Promise<Outcome> {
  const url = await freshDatabase(serverUrl, IDEMPOTENCIA_DB);
  log(`database ${IDEMPOTENCIA_DB} created on ${new URL(url).host}`);
  const db = createPostgresDb(url, { max: 2 });
  const storageDir = await mkdtemp(join(tmpdir(), 'escola-scale-'));
  let api: Api | null = null;
  try {
    await prepare(db);
    log('shim, migrations and seed applied');
    api = await startApi(db, url, storageDir);
    await grow(db, LARGE, SCHOOLS);
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
    const sizes = [await measureIdempotency(db, api, 'empty table', who, write)];
    const seconds = await fillKeys(db, IDEMPOTENCY_KEYS);
    sizes.push(await measureIdempotency(db, api, `${int(IDEMPOTENCY_KEYS)} keys`, who, write));
    return {
      markdown: {
        idempotencia: idempotencyReport(sizes, { users: LARGE, seconds, path: `PUT ${write.path}` }, await machineFacts(db)),
      },
      found: [],
    };
  } finally {
    await api?.close();
    await db.close();
    await rm(storageDir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------

interface Outcome {
  readonly markdown: Partial<Record<DocBlock, string>>;
  readonly found: Check[];
}

/** The lists, finance and the classroom, in `escola_scale` (and its finance copy). */
async function networkAndClassroom(serverUrl: string): Promise<Outcome> {
  const url = await freshDatabase(serverUrl);
  log(`database ${SCALE_DB} created on ${new URL(url).host}`);
  let db = createPostgresDb(url, { max: 2 });
  let aloneDb: Db | null = null;
  const storageDir = await mkdtemp(join(tmpdir(), 'escola-scale-'));
  let api: Api | null = null;
  try {
    await prepare(db);
    await grantServiceRoleBaseline(db);
    log('shim, migrations and seed applied');
    api = await startApi(db, url, storageDir);

    // The baseline is the demo network grown in its own 3 schools, so that the
    // director's school already has full-size classes (≥ 10 of ~25 students)
    // and page 1 of both lists is full, as at the large size; then the
    // network grows to 30 schools. Enrolments and installments grow with each
    // (not with --only classroom: the classroom's statements do not read them;
    // the people and classes are the same either way).
    const network = runs('network');
    await grow(db, SMALL, SEED_SCHOOLS);
    const small = network ? await measure(db, api, SMALL, await growFinance(db, ENROLMENTS_SMALL)) : null;
    await grow(db, LARGE, SCHOOLS);
    const large = network ? await measure(db, api, LARGE, await growFinance(db, ENROLMENTS)) : null;

    // The classroom, on the large network: the teacher's school grows to
    // CLASSES classes with the lessons of every class.
    const classroom = runs('classroom') ? await measureClassroom(db, api, await growClassroom(db)) : null;

    // The cards with the director's school alone: a copy of the large
    // database needs every connection to it closed (the api's and ours).
    let alone: CardsAlone | null = null;
    if (small && large) {
      await api.close();
      api = null;
      await db.close();
      const started = performance.now();
      const aloneUrl = await schoolAloneCopy(serverUrl, large.schoolId);
      log(
        `copy ${SCHOOL_DB} with the director's school's finance alone in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
      db = createPostgresDb(url, { max: 2 });
      aloneDb = createPostgresDb(aloneUrl, { max: 2 });
      alone = await cardsAlone(db, aloneDb, large.finance.cards.recording, large.schoolId);
    }

    const machine = await machineFacts(db);
    const markdown: Partial<Record<DocBlock, string>> = {};
    const found: Check[] = [];
    if (small && large && alone) {
      markdown.lists = report(small, large, machine);
      markdown.finance = financeReport(small, large, alone);
      found.push(...checks(small, large, alone));
    }
    if (classroom) {
      markdown.classroom = classroomReport(classroom, machine);
      found.push(...classroomChecks(classroom));
    }
    return { markdown, found };
  } finally {
    await api?.close();
    await db.close();
    await aloneDb?.close();
    await rm(storageDir, { recursive: true, force: true });
  }
}

/** The evaluations dashboard, in `escola_scale_avaliacoes`: 1,000 then 50,000 people over the same 30 schools. */
async function evaluations(serverUrl: string): Promise<Outcome> {
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
    for (const users of [SMALL, LARGE]) {
      await grow(db, users, SCHOOLS);
      const seconds = await growYear(db);
      sizes.push(await measureAvaliacoes(db, api, users, seconds));
    }
    const [small, large] = sizes as [AvaliacoesSize, AvaliacoesSize];
    return {
      markdown: { avaliacoes: avaliacoesReport(small, large, await machineFacts(db)) },
      found: avaliacoesChecks(small, large),
    };
  } finally {
    await api?.close();
    await db.close();
    await rm(storageDir, { recursive: true, force: true });
  }
}

async function main(): Promise<number> {
  const serverUrl = process.env.DATABASE_URL?.trim();
  if (!serverUrl) {
    console.error(
      'npm run scale needs a PostgreSQL server: set DATABASE_URL, e.g.\n' +
        '  DATABASE_URL=$(bash scripts/pg15.sh start) npm run scale\n' +
        `It creates (and first drops) the databases ${SCALE_DB}, ${AVALIACOES_DB} and ${IDEMPOTENCIA_DB} on that server.`,
    );
    return 2;
  }
  const outcomes: Outcome[] = [];
  if (runs('network') || runs('classroom')) outcomes.push(await networkAndClassroom(serverUrl));
  if (runs('avaliacoes')) outcomes.push(await evaluations(serverUrl));
  if (runs('idempotencia')) outcomes.push(await idempotentWrites(serverUrl));
  const markdown = Object.assign({}, ...outcomes.map((o) => o.markdown)) as Partial<Record<DocBlock, string>>;
  const found = outcomes.flatMap((o) => o.found);
  console.log(`\n${Object.values(markdown).join('\n')}`);
  if (args.write) await writeDoc(markdown);

  const missed = found.filter((c) => !(c.value <= c.goal));
  for (const c of missed) console.error(`✗ goal missed: ${c.what} = ${ratio(c.value)} (goal ≤ ${c.goal})`);
  if (missed.length === 0) console.log('✓ every goal met');
  return missed.length === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
