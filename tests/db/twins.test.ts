// @vitest-environment node
/**
 * Every fact the migrations restate from the contract, tied to its twin.
 * Each `describe` names the contract constant (or schema) and reads the live
 * definition — the CHECK constraints and column defaults as the database
 * holds them, evaluated on values drawn from both sides' bounds; the
 * functions by calling them — so a constant changed in the contract alone
 * fails here. Ranges come from the constants, never from literals. The last
 * `describe` lists every CHECK constraint of the schema: each is tied here
 * or in a domain file, or named with the reason it has no contract twin.
 *
 * Tied in the domain files: FILE_KINDS ↔ storage.buckets and config.toml,
 * MAX_OPEN_UPLOADS (arquivos.test.ts); MATERIAL_CATEGORY_CODES and
 * CATEGORY_RULES ↔ the code columns and private.codigo_categoria
 * (materiais.test.ts); CODE_PATTERN (certificados.test.ts); THROTTLE
 * (tentativas-login.test.ts); IDEMPOTENCY_TTL_HOURS (idempotencia.test.ts);
 * the rules' SQL twins (regras.test.ts, sala-de-aula.test.ts,
 * avaliacoes.test.ts, registration-helpers.test.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { GRANTABLE, GRANTEE_TYPES } from '../../supabase/functions/_shared/contract/access.ts';
import { AGENDA_ESCOPOS, EventoCreate, LocalDateTime } from '../../supabase/functions/_shared/contract/agenda.ts';
import {
  CreateUploadBody,
  EXTENSION_BY_MIME,
  FILE_KINDS,
  FILE_KIND_NAMES,
  fileProblem,
  UPLOAD_TTL_HOURS,
  UPLOAD_URL_SECONDS,
  MAX_OPEN_UPLOADS,
} from '../../supabase/functions/_shared/contract/arquivos.ts';
import { CERT_SITUACOES, CertificadoRevogar } from '../../supabase/functions/_shared/contract/certificados.ts';
import {
  ATTENDANCE_STATUSES,
  ClockTime,
  DISPLAYED_INSTALLMENT_STATUSES,
  ENROLMENT_STATUSES,
  ESTADOS_CIVIS,
  Flag,
  FORMAS_PAGAMENTO,
  LOGIN_PATTERN,
  MAX_INSTALLMENTS,
  MAX_PDFS,
  MIN_INSTALLMENTS,
  PAYMENT_TYPES,
  Password,
  STORED_INSTALLMENT_STATUSES,
  UFS,
  USER_TYPES,
  UserTypeSchema,
} from '../../supabase/functions/_shared/contract/common.ts';
import { CURSO_PDF_COLUMNS, CursoFields } from '../../supabase/functions/_shared/contract/cursos.ts';
import { businessToday } from '../../supabase/functions/_shared/contract/dates.ts';
import { EscolaFields } from '../../supabase/functions/_shared/contract/escolas.ts';
import { MATERIAL_KINDS, MaterialBody, type MaterialKind } from '../../supabase/functions/_shared/contract/materiais.ts';
import { matriculaColumns, MatriculaForm } from '../../supabase/functions/_shared/contract/matriculas.ts';
import { requestFingerprint } from '../../supabase/functions/_shared/contract/request-fingerprint.ts';
import {
  GRADE_FAIR,
  GRADE_GOOD,
  GRADE_MAX,
  GRADE_MIN,
  GRADE_STEP,
  gradeLabel,
  isValidGrade,
} from '../../supabase/functions/_shared/contract/rules/notas.ts';
import { statusToSend } from '../../supabase/functions/_shared/contract/rules/parcelas.ts';
import { ResumoBody } from '../../supabase/functions/_shared/contract/sala-de-aula.ts';
import { NATURAL_DIGITS, naturalKey } from '../../supabase/functions/_shared/contract/text.ts';
import { normalizeDias, TurmaFields } from '../../supabase/functions/_shared/contract/turmas.ts';
import { DIAS_SEMANA } from '../../supabase/functions/_shared/contract/constants.ts';
import { UsuarioFields } from '../../supabase/functions/_shared/contract/usuarios.ts';
import { REPO_ROOT } from './harness/boot.ts';
import { inRole, userClaims, withRollback } from './harness/as-user.ts';
import type { Queryable } from './harness/db.ts';
import { failure, testDatabase } from './support.ts';

const getDb = testDatabase();

// ---------------------------------------------------------------------------
// Reading the live definitions
// ---------------------------------------------------------------------------

type Value = string | number | boolean | null;

const quoteIdent = (name: string) => (/^[a-z_][a-z0-9_]*$/.test(name) ? name : `"${name.replaceAll('"', '""')}"`);

/** `public.x.col` → the table and the column. */
function split(column: string): { table: string; column: string } {
  const at = column.lastIndexOf('.');
  return { table: column.slice(0, at), column: column.slice(at + 1) };
}

/** A type, not an interface: query rows need an index signature. */
type Check = {
  readonly name: string;
  readonly expr: string;
  readonly columns: readonly string[];
  readonly types: readonly string[];
};

/** The CHECK constraints of a table, each with the columns it reads and their types. */
async function checksOf(db: Queryable, table: string): Promise<Check[]> {
  return db.query<Check>(
    `select c.conname as name, pg_get_expr(c.conbin, c.conrelid) as expr,
            array(select a.attname::text from unnest(c.conkey) with ordinality k(n, i)
                    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.n order by k.i) as columns,
            array(select format_type(a.atttypid, a.atttypmod) from unnest(c.conkey) with ordinality k(n, i)
                    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.n order by k.i) as types
       from pg_constraint c where c.conrelid = $1::regclass and c.contype = 'c' order by c.conname`,
    [table],
  );
}

/**
 * Whether each row passes an expression over `columns` of their `types`, as a
 * CHECK does (true or null passes): the values go in as text, cast to the
 * column's type — what an insert does.
 */
async function evaluate(
  db: Queryable,
  expr: string,
  columns: readonly string[],
  types: readonly string[],
  rows: readonly Record<string, Value>[],
): Promise<boolean[]> {
  const arrays = columns.map((c) => rows.map((r) => (r[c] === null || r[c] === undefined ? null : String(r[c]))));
  const params = columns.map((_, i) => `$${i + 1}::text[]::${types[i]}[]`).join(', ');
  const names = columns.map(quoteIdent).join(', ');
  const out = await db.query<{ ok: boolean }>(
    `select coalesce((${expr}), true) as ok from unnest(${params}) with ordinality as v(${names}, n___) order by n___`,
    arrays,
  );
  return out.map((r) => r.ok);
}

/** The column's own CHECKs: those that read only it. */
async function ownChecks(db: Queryable, column: string): Promise<Check[]> {
  const where = split(column);
  return (await checksOf(db, where.table)).filter((c) => c.columns.length === 1 && c.columns[0] === where.column);
}

/** Whether the column's own CHECKs admit each value. */
async function admits(db: Queryable, column: string, values: readonly Value[]): Promise<boolean[]> {
  const where = split(column);
  const own = await ownChecks(db, column);
  expect(own.length, `${column} has a CHECK`).toBeGreaterThan(0);
  const expr = own.map((c) => `coalesce((${c.expr}), true)`).join(' and ');
  return evaluate(
    db,
    expr,
    [where.column],
    own[0]!.types,
    values.map((v) => ({ [where.column]: v })),
  );
}

/** One named CHECK of a table over whole rows. */
async function checkPasses(db: Queryable, table: string, name: string, rows: readonly Record<string, Value>[]) {
  const check = (await checksOf(db, table)).find((c) => c.name === name);
  expect(check, `${table} has CHECK ${name}`).toBeDefined();
  return evaluate(db, check!.expr, check!.columns, check!.types, rows);
}

/** The quoted literals of the column's own CHECKs: candidates the database names itself. */
async function checkLiterals(db: Queryable, column: string): Promise<string[]> {
  return (await ownChecks(db, column)).flatMap((c) =>
    [...c.expr.matchAll(/'((?:[^']|'')*)'/g)].map((m) => m[1]!.replaceAll("''", "'")),
  );
}

/** The whole numbers the column's own CHECKs name. */
async function checkNumbers(db: Queryable, column: string): Promise<number[]> {
  return (await ownChecks(db, column)).flatMap((c) => [...c.expr.matchAll(/(?<![\w.'])\d+(?![\w'])/g)].map((m) => Number(m[0])));
}

/** Asserts that the database admits exactly what the contract accepts, over `candidates`. */
async function expectSameVerdicts(column: string, candidates: readonly Value[], contract: (v: Value) => boolean) {
  const distinct = [...new Set(candidates)];
  const sql = await admits(getDb(), column, distinct);
  const disagree = distinct.flatMap((value, i) => (sql[i] === contract(value) ? [] : [{ value, database: sql[i] }]));
  expect(disagree, column).toEqual([]);
}

/** Every definition of the live schema that may name a value: constraints, defaults, policies, indexes, functions. */
async function liveDefinitions(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ def: string }>(
    `select pg_get_constraintdef(c.oid) as def from pg_constraint c join pg_namespace n on n.oid = c.connamespace
      where n.nspname in ('public', 'private')
     union all
     select pg_get_expr(d.adbin, d.adrelid) from pg_attrdef d join pg_class t on t.oid = d.adrelid
       join pg_namespace n on n.oid = t.relnamespace where n.nspname in ('public', 'private')
     union all
     select coalesce(qual, '') || ' ' || coalesce(with_check, '') from pg_policies where schemaname in ('public', 'storage')
     union all
     select indexdef from pg_indexes where schemaname in ('public', 'private')
     union all
     select pg_get_functiondef(p.oid) from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname in ('public', 'private') and p.prokind = 'f'`,
  );
  return rows.map((r) => r.def);
}

const LITERAL = `'(?:[^']|'')*'(?:::text)?`;

/** The string literals the definitions compare `column` with (=, <>, in, = any (array[…])). */
function comparedLiterals(definitions: readonly string[], column: string): string[] {
  const name = `(?<![A-Za-z0-9_])"?${column}"?\\)?`;
  const list = `(${LITERAL}(?:\\s*,\\s*${LITERAL})*)`;
  const patterns = [
    new RegExp(`${name}\\s*(?:=|<>|!=)\\s*(?:ANY\\s*\\(\\s*ARRAY\\s*\\[\\s*)?${list}`, 'gi'),
    new RegExp(`${name}\\s+(?:not\\s+)?in\\s*\\(\\s*${list}\\s*\\)`, 'gi'),
  ];
  const out: string[] = [];
  for (const def of definitions) {
    for (const pattern of patterns) {
      for (const match of def.matchAll(pattern)) {
        for (const lit of match[1]!.matchAll(/'((?:[^']|'')*)'/g)) out.push(lit[1]!.replaceAll("''", "'"));
      }
    }
  }
  return out;
}

/** A column's default, evaluated, as text. */
async function columnDefault(db: Queryable, column: string): Promise<string | null> {
  const where = split(column);
  const [row] = await db.query<{ expr: string | null }>(
    `select pg_get_expr(d.adbin, d.adrelid) as expr from pg_attribute a
       left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      where a.attrelid = $1::regclass and a.attname = $2`,
    [where.table, where.column],
  );
  expect(row, column).toBeDefined();
  if (row!.expr === null) return null;
  const [value] = await db.query<{ v: string | null }>(`select (${row!.expr})::text as v`);
  return value!.v;
}

/** The contract's bounds of a text field (its JSON Schema, as sent). */
function lengthOf(schema: z.ZodType): { min: number; max: number } {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    minLength?: number;
    maxLength?: number;
    anyOf?: { type?: string; minLength?: number; maxLength?: number }[];
  };
  const text = json.anyOf?.find((s) => s.type === 'string') ?? json;
  expect(text.maxLength, 'the contract field has a maximum length').toBeTypeOf('number');
  return { min: text.minLength ?? 0, max: text.maxLength! };
}

/** The longest run of `c` a pattern accepts (the first refused length after an accepted one ends the search). */
function longestMatch(pattern: RegExp, c = 'a'): number {
  let longest = 0;
  for (let n = 1; n <= 10_000; n++) {
    if (pattern.test(c.repeat(n))) longest = n;
    else if (longest > 0) break;
  }
  return longest;
}

const range = (from: number, to: number, step = 1) =>
  Array.from({ length: Math.round((to - from) / step) + 1 }, (_, i) => Math.round((from + i * step) * 1e6) / 1e6);

// ---------------------------------------------------------------------------
// Enumerations: each column admits exactly the contract's list, and every
// literal the live schema compares the column with is one of them
// ---------------------------------------------------------------------------

const ENUMERATIONS: readonly {
  constant: string;
  values: readonly string[];
  columns: readonly string[];
  /** Functions whose first argument, when a literal, is one of the values. */
  calls?: readonly string[];
}[] = [
  { constant: 'ESTADOS_CIVIS', values: ESTADOS_CIVIS, columns: ['public.profiles.cp_estadocivil'] },
  { constant: 'UFS', values: UFS, columns: ['public.escolas.cp_ec_endereco_estado'] },
  { constant: 'ENROLMENT_STATUSES', values: ENROLMENT_STATUSES, columns: ['public.matriculas.cp_status_matricula'] },
  { constant: 'PAYMENT_TYPES', values: PAYMENT_TYPES, columns: ['public.matriculas.cp_mt_tipo_pagamento'] },
  { constant: 'STORED_INSTALLMENT_STATUSES', values: STORED_INSTALLMENT_STATUSES, columns: ['public.parcelas.cp_mtPar_status'] },
  { constant: 'FORMAS_PAGAMENTO', values: FORMAS_PAGAMENTO, columns: ['public.parcelas.cp_mtPar_forma_pagamento'] },
  { constant: 'ATTENDANCE_STATUSES', values: ATTENDANCE_STATUSES, columns: ['public.chamadas.cp_ch_status'] },
  { constant: 'AGENDA_ESCOPOS', values: AGENDA_ESCOPOS, columns: ['public.agenda_eventos.cp_ev_escopo'] },
  { constant: 'GRANTABLE', values: GRANTABLE, columns: ['public.permissoes.cp_permissao'], calls: ['private.tem_permissao'] },
];

for (const { constant, values, columns, calls = [] } of ENUMERATIONS) {
  describe(constant, () => {
    it.each(columns)('%s admits exactly its values', async (column) => {
      const named = await checkLiterals(getDb(), column);
      const variants = values.flatMap((v) => [v.toUpperCase(), v.toLowerCase(), ` ${v}`, `${v} `]);
      await expectSameVerdicts(column, [...values, ...named, ...variants, 'outro', ''], (v) =>
        (values as readonly Value[]).includes(v),
      );
    });

    it('is the only list the live schema compares its columns with', async () => {
      const definitions = await liveDefinitions(getDb());
      for (const column of columns) {
        const found = comparedLiterals(definitions, split(column).column);
        expect(found.length, `${column} is compared somewhere`).toBeGreaterThan(0);
        expect(
          found.filter((v) => !(values as readonly string[]).includes(v)),
          column,
        ).toEqual([]);
      }
      for (const fn of calls) {
        const pattern = new RegExp(`${fn.replace('.', '\\.')}\\s*\\(\\s*'((?:[^']|'')*)'`, 'g');
        const found = definitions.flatMap((d) => [...d.matchAll(pattern)].map((m) => m[1]!));
        expect(found.length, `${fn} is called with a literal`).toBeGreaterThan(0);
        expect(
          found.filter((v) => !(values as readonly string[]).includes(v)),
          fn,
        ).toEqual([]);
      }
    });
  });
}

describe('USER_TYPES', () => {
  it('public.profiles.cp_tipo_user admits exactly them', async () => {
    const column = 'public.profiles.cp_tipo_user';
    const named = (await checkNumbers(getDb(), column)).flatMap((n) => [n - 1, n, n + 1]);
    await expectSameVerdicts(
      column,
      [...range(Math.min(...USER_TYPES) - 2, Math.max(...USER_TYPES) + 2), ...named],
      (v) => UserTypeSchema.safeParse(v).success,
    );
  });
});

describe('Flag (0/1 columns)', () => {
  const FLAGS = [
    'public.profiles.cp_excluido',
    'public.escolas.cp_ec_excluido',
    ...(Object.keys(MATERIAL_KINDS) as MaterialKind[]).map(
      (k) => `public.${MATERIAL_KINDS[k].table}.${MATERIAL_KINDS[k].download}`,
    ),
  ];
  it.each(FLAGS)('%s admits exactly 0 and 1', async (column) => {
    await expectSameVerdicts(column, [-1, 0, 1, 2, ...(await checkNumbers(getDb(), column))], (v) => Flag.safeParse(v).success);
  });
});

describe('CERT_SITUACOES', () => {
  it('public.certificados.cp_cert_situacao is generated as exactly its values', async () => {
    const [row] = await getDb().query<{ expr: string }>(
      `select pg_get_expr(d.adbin, d.adrelid) as expr from pg_attrdef d
         join pg_attribute a on a.attrelid = d.adrelid and a.attnum = d.adnum
        where d.adrelid = 'public.certificados'::regclass and a.attname = 'cp_cert_situacao' and a.attgenerated = 's'`,
    );
    const rows = await getDb().query<{ s: string }>(
      `select (${row!.expr}) as s from unnest(array[null, now()]::timestamptz[]) as v(cp_cert_revogado_em)`,
    );
    expect(rows.map((r) => r.s).sort()).toEqual([...CERT_SITUACOES].sort());
  });
});

describe('DISPLAYED_INSTALLMENT_STATUSES', () => {
  it('private.parcela_status shows exactly these statuses', async () => {
    const today = '2026-03-15';
    const dues = ['2026-02-28', '2026-03-01', '2026-03-15', '2026-03-31', '2026-04-01'];
    const rows = await getDb().query<{ s: string }>(
      `select distinct private.parcela_status(st, due, $3::date) as s
         from unnest($1::text[]) as st, unnest($2::date[]) as due`,
      [STORED_INSTALLMENT_STATUSES, dues, today],
    );
    expect(rows.map((r) => r.s).sort()).toEqual([...DISPLAYED_INSTALLMENT_STATUSES].sort());
  });
});

// ---------------------------------------------------------------------------
// Numbers
// ---------------------------------------------------------------------------

describe('MIN_INSTALLMENTS and MAX_INSTALLMENTS', () => {
  const inRange = (v: Value) => typeof v === 'number' && Number.isInteger(v) && v >= MIN_INSTALLMENTS && v <= MAX_INSTALLMENTS;

  it('public.matriculas.cp_mt_quantas_parcelas admits what the form sends', async () => {
    const column = 'public.matriculas.cp_mt_quantas_parcelas';
    const named = (await checkNumbers(getDb(), column)).flatMap((n) => [n - 1, n, n + 1]);
    const form = MatriculaForm.shape.numeroParcelas;
    await expectSameVerdicts(
      column,
      [...range(MIN_INSTALLMENTS - 1, MAX_INSTALLMENTS + 1), ...named],
      (v) => form.safeParse(v).success,
    );
  });

  it('public.parcelas.cp_mtPar_numero admits every installment number of a plan', async () => {
    const column = 'public.parcelas.cp_mtPar_numero';
    const named = (await checkNumbers(getDb(), column)).flatMap((n) => [n - 1, n, n + 1]);
    await expectSameVerdicts(column, [...range(MIN_INSTALLMENTS - 1, MAX_INSTALLMENTS + 1), ...named], inRange);
  });

  it('private.parcelas_plano plans MIN_INSTALLMENTS to MAX_INSTALLMENTS installments, and nothing beyond', async () => {
    const counts = [MIN_INSTALLMENTS - 1, MIN_INSTALLMENTS, MAX_INSTALLMENTS, MAX_INSTALLMENTS + 1];
    const planned: number[] = [];
    await withRollback(getDb(), async (tx) => {
      for (const count of counts) {
        // A count out of range plans nothing, or is refused outright (0 divides).
        const state = await failure(
          tx,
          "create temp table plano on commit drop as select * from private.parcelas_plano(1000, $1, '2026-01-31')",
          [count],
        );
        if (state !== null) {
          planned.push(0);
          continue;
        }
        const [row] = await tx.query<{ n: number }>('select count(*)::int as n from plano where numero between 1 and $1', [
          count,
        ]);
        planned.push(row!.n);
        await tx.query('drop table plano');
      }
    });
    expect(planned).toEqual(counts.map((c) => (inRange(c) ? c : 0)));
  });
});

describe('GRADE_MIN, GRADE_MAX and GRADE_STEP', () => {
  const GRADES = ['public.notas.cp_nota_workbook', 'public.notas.cp_nota_prova'];

  it.each(GRADES)('%s admits GRADE_MIN to GRADE_MAX', async (column) => {
    const named = (await checkNumbers(getDb(), column)).flatMap((n) => [n - GRADE_STEP, n, n + GRADE_STEP]);
    await expectSameVerdicts(
      column,
      [...range(GRADE_MIN - GRADE_STEP, GRADE_MAX + GRADE_STEP, GRADE_STEP), ...named].map((v) => Math.round(v * 1e6) / 1e6),
      (v) => typeof v === 'number' && isValidGrade(v),
    );
  });

  it.each([...GRADES, 'public.notas.cp_nota_media'])('%s keeps GRADE_STEP, nothing finer, up to GRADE_MAX', async (column) => {
    const where = split(column);
    const [row] = await getDb().query<{ precision: number; scale: number }>(
      `select numeric_precision as precision, numeric_scale as scale from information_schema.columns
        where table_schema || '.' || table_name = $1 and column_name = $2`,
      [where.table, where.column],
    );
    expect(10 ** -row!.scale).toBeCloseTo(GRADE_STEP, 12);
    expect(GRADE_MAX).toBeLessThan(10 ** (row!.precision - row!.scale));
  });
});

describe('GRADE_GOOD and GRADE_FAIR', () => {
  it('private.nota_conceito rates each side of each threshold as gradeLabel does', async () => {
    const grades = [GRADE_MIN, GRADE_FAIR - GRADE_STEP, GRADE_FAIR, GRADE_GOOD - GRADE_STEP, GRADE_GOOD, GRADE_MAX].map(
      (g) => Math.round(g * 1e6) / 1e6,
    );
    const rows = await getDb().query<{ label: string }>(
      'select private.nota_conceito(g) as label from unnest($1::numeric[]) with ordinality as v(g, n) order by n',
      [grades],
    );
    expect(rows.map((r) => r.label)).toEqual(grades.map(gradeLabel));
  });
});

describe('NATURAL_DIGITS', () => {
  it('private.natural_key pads digit runs as naturalKey does, on each side of the width', async () => {
    const names = [NATURAL_DIGITS - 1, NATURAL_DIGITS, NATURAL_DIGITS + 1].flatMap((n) => [
      `Faixa ${'7'.repeat(n)}`,
      `Faixa ${'0'.repeat(n)}3`,
    ]);
    const rows = await getDb().query<{ k: string }>(
      'select private.natural_key(t) as k from unnest($1::text[]) with ordinality as v(t, n) order by n',
      [names],
    );
    expect(rows.map((r) => r.k)).toEqual(names.map(naturalKey));
  });
});

describe('MatriculaForm money (valorCurso, valorMensalidade)', () => {
  it.each([
    ['public.matriculas.cp_mt_valor_curso', MatriculaForm.shape.valorCurso],
    ['public.matriculas.cp_mt_valor_mensalidade', MatriculaForm.shape.valorMensalidade],
  ] as const)('%s admits what the form sends (positive; the column has no upper bound)', async (column, field) => {
    await expectSameVerdicts(column, [-1, -0.01, 0, 0.01, 1, 999_999.99], (v) => v !== null && field.safeParse(v).success);
  });
});

// ---------------------------------------------------------------------------
// Text: lengths and formats
// ---------------------------------------------------------------------------

/** Text columns whose CHECK restates a contract field's length, with that field. */
const LENGTHS: readonly (readonly [column: string, field: string, schema: z.ZodType])[] = [
  ['public.profiles.cp_nome', 'UsuarioFields.cp_nome', UsuarioFields.shape.cp_nome],
  ['public.profiles.cp_email', 'UsuarioFields.cp_email', UsuarioFields.shape.cp_email],
  ...(
    [
      'cp_ec_nome',
      'cp_ec_responsavel',
      'cp_ec_endereco_rua',
      'cp_ec_endereco_numero',
      'cp_ec_endereco_cidade',
      'cp_ec_endereco_bairro',
      'cp_ec_pix_chave',
    ] as const
  ).map((f) => [`public.escolas.${f}`, `EscolaFields.${f}`, EscolaFields.shape[f]] as const),
  ['public.cursos.cp_nome_curso', 'CursoFields.cp_nome_curso', CursoFields.shape.cp_nome_curso],
  ['public.cursos.cp_youtube_link_curso', 'CursoFields.cp_youtube_link_curso', CursoFields.shape.cp_youtube_link_curso],
  ['public.turmas.cp_tr_sala', 'TurmaFields.cp_tr_sala', TurmaFields.shape.cp_tr_sala],
  ['public.turmas.cp_tr_nome', 'TurmaFields.cp_tr_nome', TurmaFields.shape.cp_tr_nome],
  ...(
    [
      ['cp_mt_nome_usuario', 'nomeUsuario'],
      ['cp_mt_cadastro_usuario', 'cpfUsuario'],
      ['cp_mt_nivel', 'nivelIdioma'],
      ['cp_mt_escolaridade', 'escolaridade'],
      ['cp_mt_local_nascimento', 'localNascimento'],
      ['cp_mt_rede_social', 'redeSocial'],
      ['cp_mt_nome_pai', 'nomePai'],
      ['cp_mt_contato_pai', 'contatoPai'],
      ['cp_mt_nome_mae', 'nomeMae'],
      ['cp_mt_contato_mae', 'contatoMae'],
    ] as const
  ).map(([c, f]) => [`public.matriculas.${c}`, `MatriculaForm.${f}`, MatriculaForm.shape[f]] as const),
  ['public.uploads.file_name', 'CreateUploadBody.fileName', CreateUploadBody.shape.fileName],
  // A track is named after its file (audioNameOf), never longer.
  ['public.audios.cp_nome_audio', 'CreateUploadBody.fileName', CreateUploadBody.shape.fileName],
  ...(Object.keys(MATERIAL_KINDS) as MaterialKind[]).flatMap((k) =>
    (
      [
        ['titulo', 'titulo'],
        ['descricao', 'descricao'],
        ['youtube', 'linkYoutube'],
        ['categorias', 'categorias'],
      ] as const
    ).map(
      ([name, f]) =>
        [`public.${MATERIAL_KINDS[k].table}.${MATERIAL_KINDS[k][name]}`, `MaterialBody.${f}`, MaterialBody.shape[f]] as const,
    ),
  ),
  ['public.resumos.cp_res_aula', 'ResumoBody.aula', ResumoBody.shape.aula],
  ['public.resumos.cp_res_resumo', 'ResumoBody.resumo', ResumoBody.shape.resumo],
  ['public.resumos.cp_res_link', 'ResumoBody.link', ResumoBody.shape.link],
  ['public.resumos.cp_res_link_youtube', 'ResumoBody.linkYoutube', ResumoBody.shape.linkYoutube],
  ['public.agenda_eventos.cp_ev_titulo', 'AGENDA_LIMITS.titulo', EventoCreate.shape.cp_ev_titulo],
  ['public.agenda_eventos.cp_ev_descricao', 'AGENDA_LIMITS.descricao', EventoCreate.shape.cp_ev_descricao],
  ['public.certificados.cp_cert_motivo', 'CERT_LIMITS.motivo', CertificadoRevogar.shape.motivo],
  // The texts a certificate prints are copies of these (certificados_freeze).
  ['public.certificados.cp_cert_aluno_nome', 'UsuarioFields.cp_nome', UsuarioFields.shape.cp_nome],
  ['public.certificados.cp_cert_curso_nome', 'CursoFields.cp_nome_curso', CursoFields.shape.cp_nome_curso],
  ['public.certificados.cp_cert_escola_nome', 'EscolaFields.cp_ec_nome', EscolaFields.shape.cp_ec_nome],
  ['public.certificados.cp_cert_diretor_nome', 'EscolaFields.cp_ec_responsavel', EscolaFields.shape.cp_ec_responsavel],
];

describe('the contract fields’ lengths (RequiredText, OptionalText and their maxima)', () => {
  it.each(LENGTHS)('%s holds %s', async (column, _field, schema) => {
    const { min, max } = lengthOf(schema);
    const [longest, tooLong, empty] = await admits(getDb(), column, ['x'.repeat(max), 'x'.repeat(max + 1), '']);
    expect({ longest, tooLong }).toEqual({ longest: true, tooLong: false });
    // A required field is never empty in the database either.
    if (min >= 1) expect(empty).toBe(false);
  });
});

describe('LOGIN_PATTERN', () => {
  it('public.profiles.cp_login is as long as the pattern lets a login be', async () => {
    const max = longestMatch(LOGIN_PATTERN);
    expect(await admits(getDb(), 'public.profiles.cp_login', ['a'.repeat(max), 'a'.repeat(max + 1)])).toEqual([true, false]);
  });
});

describe('ClockTime', () => {
  it.each([
    'public.matriculas.cp_mt_horario_inicio',
    'public.matriculas.cp_mt_horario_fim',
    'public.turmas.cp_tr_horario_inicio',
    'public.turmas.cp_tr_horario_fim',
  ])('%s admits exactly the times ClockTime accepts', async (column) => {
    const pad = (n: number) => String(n).padStart(2, '0');
    const times = range(0, 29).flatMap((h) => range(0, 69, 3).map((m) => `${pad(h)}:${pad(m)}`));
    const odd = ['7:00', '07:0', '0700', '07:00:00', ' 07:00', '07:00 ', '07h00', '٠٧:٠٠', '23:59', '24:00', '00:00'];
    await expectSameVerdicts(column, [...times, ...odd], (v) => ClockTime.safeParse(v).success);
  });
});

describe('DIAS_SEMANA', () => {
  it('public.turmas.cp_tr_dias admits exactly the days TurmaFields stores: each once, in week order', async () => {
    const [check, ...more] = await ownChecks(getDb(), 'public.turmas.cp_tr_dias');
    expect(more).toEqual([]);
    const candidates: (readonly string[])[] = [
      ...DIAS_SEMANA.map((d) => [d]),
      [...DIAS_SEMANA],
      ['seg', 'qua', 'sex'],
      ['qua', 'seg'],
      ['seg', 'seg'],
      [...DIAS_SEMANA].reverse(),
      ['dom'],
      ['seg', 'dom'],
      ['Seg'],
      [' seg'],
      ['sáb'],
      [''],
      [],
    ];
    const stored = (dias: readonly string[]) => {
      const parsed = TurmaFields.shape.cp_tr_dias.safeParse(dias);
      return parsed.success && parsed.data !== null && JSON.stringify(normalizeDias(parsed.data)) === JSON.stringify(dias);
    };
    for (const dias of candidates) {
      const [row] = await getDb().query<{ ok: boolean }>(
        `select coalesce((${check!.expr}), true) as ok from (select $1::text[] as cp_tr_dias) v`,
        [dias],
      );
      expect({ dias, ok: row!.ok }).toEqual({ dias, ok: stored(dias) });
    }
  });
});

describe('LocalDateTime (minute precision)', () => {
  it.each(['cp_ev_inicio', 'cp_ev_fim'])('public.agenda_eventos.%s takes minutes, never seconds', async (name) => {
    const samples = ['2026-03-10T10:15', '2026-03-10T00:00', '2026-03-10T10:15:30', '2026-03-10T10:15:00.5'];
    await expectSameVerdicts(`public.agenda_eventos.${name}`, samples, (v) => LocalDateTime.safeParse(v).success);
  });
});

// ---------------------------------------------------------------------------
// Defaults: what the database writes when a client sends nothing
// ---------------------------------------------------------------------------

describe('the contract’s defaults (MatriculaForm, EventoCreate, MaterialBody, statusToSend)', () => {
  const kinds = Object.keys(MATERIAL_KINDS) as MaterialKind[];
  const DEFAULTS: readonly (readonly [column: string, contract: string])[] = [
    ['public.matriculas.cp_status_matricula', String(MatriculaForm.shape.status.parse(undefined))],
    ['public.matriculas.cp_mt_tipo_pagamento', String(MatriculaForm.shape.tipoPagamento.parse(undefined))],
    // An installment is written unpaid: 'Não Pago' is sent as the stored unpaid status.
    ['public.parcelas.cp_mtPar_status', statusToSend('Não Pago')],
    ['public.agenda_eventos.cp_ev_escopo', String(EventoCreate.shape.cp_ev_escopo.parse(undefined))],
    ['public.agenda_eventos.cp_ev_dia_inteiro', String(EventoCreate.shape.cp_ev_dia_inteiro.parse(undefined))],
    ...kinds.flatMap((k) => [
      [
        `public.${MATERIAL_KINDS[k].table}.${MATERIAL_KINDS[k].download}`,
        String(MaterialBody.shape.permitirDownload.parse(undefined)),
      ] as const,
      [
        `public.${MATERIAL_KINDS[k].table}.${MATERIAL_KINDS[k].codigos}`,
        MaterialBody.shape.codigos.parse(undefined).join(','),
      ] as const,
    ]),
  ];
  it.each(DEFAULTS)('%s defaults to %j', async (column, contract) => {
    expect(await columnDefault(getDb(), column)).toBe(contract);
  });
});

// ---------------------------------------------------------------------------
// Payment types: which columns each one fills
// ---------------------------------------------------------------------------

describe('PAYMENT_TYPES (matriculaColumns)', () => {
  it('every row matriculaColumns writes passes matriculas_pagamento, and the other type’s columns do not', async () => {
    const student = { cp_id: 1, cp_nome: 'Aluno', cp_cpf: '000.000.000-00', cp_escola_id: 1 };
    const rows = PAYMENT_TYPES.map((tipoPagamento) =>
      matriculaColumns(
        MatriculaForm.parse({
          tipoPagamento,
          usuarioId: 1,
          cursoId: 1,
          escolaId: 1,
          valorCurso: 1200,
          numeroParcelas: MAX_INSTALLMENTS,
          valorMensalidade: 300,
          primeiraDataPagamento: '2026-02-10',
        }),
        student,
      ),
    );
    const swapped = rows.map((r, i) => ({ ...r, cp_mt_tipo_pagamento: PAYMENT_TYPES[(i + 1) % PAYMENT_TYPES.length]! }));
    const verdicts = await checkPasses(getDb(), 'public.matriculas', 'matriculas_pagamento', [...rows, ...swapped]);
    expect(verdicts).toEqual([...rows.map(() => true), ...swapped.map(() => false)]);
  });
});

// ---------------------------------------------------------------------------
// Files
// ---------------------------------------------------------------------------

describe('FILE_KINDS (uploads_kind_bucket)', () => {
  it('an upload is of a kind in its own bucket, and of no other pair', async () => {
    const buckets = FILE_KIND_NAMES.map((k) => FILE_KINDS[k].bucket);
    const pairs = FILE_KIND_NAMES.flatMap((kind) => [...buckets, 'outro'].map((bucket) => ({ kind, bucket })));
    pairs.push({ kind: 'outro' as never, bucket: buckets[0]! });
    const verdicts = await checkPasses(getDb(), 'public.uploads', 'uploads_kind_bucket', pairs);
    expect(verdicts).toEqual(pairs.map((p) => FILE_KIND_NAMES.includes(p.kind) && FILE_KINDS[p.kind].bucket === p.bucket));
  });

  it('each file column holds a path in its kind’s bucket', async () => {
    const columns: [string, string][] = [
      ...(Object.keys(MATERIAL_KINDS) as MaterialKind[]).flatMap((k): [string, string][] => {
        const f = MATERIAL_KINDS[k];
        return [
          ...f.pdfs.map((c): [string, string] => [`public.${f.table}.${c}`, FILE_KINDS[f.pdfFile].bucket]),
          [`public.${f.table}.${f.miniatura}`, FILE_KINDS[f.imageFile].bucket],
        ];
      }),
      ['public.resumos.cp_res_arquivo', FILE_KINDS.resumo.bucket],
    ];
    for (const [column, bucket] of columns) {
      const others = FILE_KIND_NAMES.map((k) => FILE_KINDS[k].bucket).filter((b) => b !== bucket);
      const samples = [`${bucket}/7/a.pdf`, ...others.map((b) => `${b}/7/a.pdf`), `${bucket}/`, `x${bucket}/7/a.pdf`];
      const verdicts = await admits(getDb(), column, samples);
      expect(verdicts, column).toEqual(samples.map((_, i) => i === 0));
    }
  });
});

describe('EXTENSION_BY_MIME (uploads_object_name)', () => {
  it('names an object with the extension of every type FILE_KINDS accepts', async () => {
    const id = '92000000-0000-4000-8000-000000000001';
    const extensions = [...new Set(FILE_KIND_NAMES.flatMap((k) => FILE_KINDS[k].accept.map((m) => EXTENSION_BY_MIME[m])))];
    expect(extensions.every((e) => typeof e === 'string')).toBe(true);
    const rows = extensions.map((ext) => ({ object_name: `7/${id}.${ext}`, cp_id: 7, id }));
    expect(await checkPasses(getDb(), 'public.uploads', 'uploads_object_name', rows)).toEqual(rows.map(() => true));
  });
});

describe('fileProblem (an empty file)', () => {
  it('public.uploads.size refuses what fileProblem refuses', async () => {
    const kind = FILE_KIND_NAMES[0]!;
    const type = FILE_KINDS[kind].accept[0]!;
    await expectSameVerdicts(
      'public.uploads.size',
      [-1, 0, 1],
      (v) => fileProblem(kind, { name: 'a', size: v as number, type }) === null,
    );
  });
});

describe('MAX_PDFS', () => {
  const columnsOf = async (table: string) =>
    (
      await getDb().query<{ name: string }>(
        'select attname::text as name from pg_attribute where attrelid = $1::regclass and attnum > 0 and not attisdropped',
        [table],
      )
    ).map((r) => r.name);

  it('public.cursos has CURSO_PDF_COLUMNS, MAX_PDFS of them', async () => {
    expect(CURSO_PDF_COLUMNS.length).toBe(MAX_PDFS);
    const pdfs = (await columnsOf('public.cursos')).filter((c) => /pdf/i.test(c));
    expect(pdfs.sort()).toEqual([...CURSO_PDF_COLUMNS].sort());
  });

  it.each(Object.keys(MATERIAL_KINDS) as MaterialKind[])(
    'the %s material has its kind’s PDF columns, MAX_PDFS of them',
    async (k) => {
      const f = MATERIAL_KINDS[k];
      expect(f.pdfs.length).toBe(MAX_PDFS);
      const pdfs = (await columnsOf(`public.${f.table}`)).filter((c) => /pdf/i.test(c));
      expect(pdfs.sort()).toEqual([...f.pdfs].sort());
    },
  );

  it('every file-column trigger names the contract’s file columns of its table', async () => {
    const files: Readonly<Record<string, readonly string[]>> = {
      'public.cursos': CURSO_PDF_COLUMNS,
      ...Object.fromEntries(
        (Object.keys(MATERIAL_KINDS) as MaterialKind[]).map((k) => [
          `public.${MATERIAL_KINDS[k].table}`,
          [...MATERIAL_KINDS[k].pdfs, MATERIAL_KINDS[k].miniatura],
        ]),
      ),
    };
    const triggers = await getDb().query<{ tbl: string; name: string; args: string[] }>(
      `select n.nspname || '.' || c.relname as tbl, t.tgname as name,
              array(select a from unnest(string_to_array(encode(t.tgargs, 'escape'), '\\000')) a where a <> '') as args
         from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
        where not t.tgisinternal and t.tgnargs > 0 and t.tgrelid = any ($1::regclass[])`,
      [Object.keys(files)],
    );
    expect(new Set(triggers.map((t) => t.tbl))).toEqual(new Set(Object.keys(files)));
    for (const t of triggers) expect([...t.args].sort(), `${t.tbl} ${t.name}`).toEqual([...files[t.tbl]!].sort());
  });
});

describe('UPLOAD_URL_SECONDS', () => {
  it('a cancelled upload’s object is listed again when its ticket expires', async () => {
    await withRollback(getDb(), async (tx) => {
      const [who] = await tx.query<{ id: number }>('select cp_id as id from public.profiles order by cp_id limit 1');
      const id = '92000000-0000-4000-8000-000000000002';
      const name = `${who!.id}/${id}.png`;
      await tx.query(
        `insert into public.uploads (id, kind, bucket, object_name, file_name, content_type, size, cp_id)
         values ($1, 'foto', $2, $3, 'a.png', 'image/png', 1, $4)`,
        [id, FILE_KINDS.foto.bucket, name, who!.id],
      );
      await tx.query('delete from public.uploads where id = $1', [id]);
      const rows = await tx.query<{ after: number }>(
        `select extract(epoch from due_at - now())::int as after from private.file_garbage
          where bucket = $1 and object_name = $2 order by due_at`,
        [FILE_KINDS.foto.bucket, name],
      );
      expect(rows.map((r) => r.after)).toEqual([0, UPLOAD_URL_SECONDS]);
    });
  });
});

describe('UPLOAD_TTL_HOURS (uploads_por_pessoa)', () => {
  it(`counts a person’s open uploads younger than UPLOAD_TTL_HOURS, and no older one`, async () => {
    const oneMore = async (age: string) =>
      withRollback(getDb(), async (tx) => {
        const [who] = await tx.query<{ id: number }>('select cp_id as id from public.profiles order by cp_id limit 1');
        await tx.query(
          `insert into public.uploads (id, kind, bucket, object_name, file_name, content_type, size, cp_id, created_at)
           select g.id, 'foto', $4, $1::bigint || '/' || g.id || '.png', 'a.png', 'image/png', 1, $1::bigint, now() - $3::interval
             from (select gen_random_uuid() as id from generate_series(1, $2::int)) g`,
          [who!.id, MAX_OPEN_UPLOADS, age, FILE_KINDS.foto.bucket],
        );
        return failure(
          tx,
          `insert into public.uploads (id, kind, bucket, object_name, file_name, content_type, size, cp_id)
           select g.id, 'foto', $2, $1::bigint || '/' || g.id || '.png', 'a.png', 'image/png', 1, $1::bigint
             from (select gen_random_uuid() as id) g`,
          [who!.id, FILE_KINDS.foto.bucket],
        );
      });
    expect(await oneMore(`${UPLOAD_TTL_HOURS} hours -1 minute`)).toBe('54000');
    expect(await oneMore(`${UPLOAD_TTL_HOURS} hours 1 minute`)).toBeNull();
  });
});

// ---------------------------------------------------------------------------
// Grants, time zone, fingerprints, passwords
// ---------------------------------------------------------------------------

describe('GRANTEE_TYPES', () => {
  /** A live person of each type. */
  const people = (tx: Queryable) =>
    tx.query<{ type: number; id: number; auth: string; email: string }>(
      `select distinct on (cp_tipo_user) cp_tipo_user as type, cp_id as id, auth_user_id::text as auth, cp_email as email
         from public.profiles where cp_excluido = 0 order by cp_tipo_user, cp_id`,
    );

  it('permissoes_guard gives a grant to exactly these types', async () => {
    await withRollback(getDb(), async (tx) => {
      const all = await people(tx);
      expect(all.map((p) => p.type)).toEqual([...USER_TYPES]);
      for (const p of all) {
        for (const grant of GRANTABLE) {
          const state = await failure(
            tx,
            'insert into public.permissoes (cp_usuario_id, cp_permissao) values ($1, $2) on conflict do nothing',
            [p.id, grant],
          );
          expect(state, `type ${p.type}, ${grant}`).toBe(GRANTEE_TYPES.includes(p.type as never) ? null : '23514');
        }
      }
    });
  });

  it('private.tem_permissao honours a grant held by exactly these types', async () => {
    await withRollback(getDb(), async (tx) => {
      // Grants given past the guard, so every type holds one.
      await tx.query("set local session_replication_role = 'replica'");
      const all = await people(tx);
      for (const p of all) {
        for (const grant of GRANTABLE) {
          await tx.query('insert into public.permissoes (cp_usuario_id, cp_permissao) values ($1, $2) on conflict do nothing', [
            p.id,
            grant,
          ]);
        }
      }
      await tx.query("set local session_replication_role = 'origin'");
      for (const p of all) {
        const held = await inRole(tx, userClaims(p.auth, p.email), (t) =>
          t.query<{ held: boolean }>('select private.tem_permissao(g) as held from unnest($1::text[]) as g', [GRANTABLE]),
        );
        expect(
          held.map((h) => h.held),
          `type ${p.type}`,
        ).toEqual(GRANTABLE.map(() => GRANTEE_TYPES.includes(p.type as never)));
      }
    });
  });
});

describe('SCHOOL_TIME_ZONE', () => {
  it('certificados_periodo_check reads the day of issue as businessToday does, at every hour', async () => {
    const instants = range(0, 47).map((half) => new Date(Date.UTC(2026, 2, 10, 0, half * 30)));
    const nextDay = (day: string) => new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const rows = instants.flatMap((at) => {
      const today = businessToday(at);
      const base = { cp_cert_inicio: '2000-01-01', cp_cert_emitido_em: at.toISOString() };
      return [
        { ...base, cp_cert_conclusao: today },
        { ...base, cp_cert_conclusao: nextDay(today) },
      ];
    });
    const verdicts = await checkPasses(getDb(), 'public.certificados', 'certificados_periodo_check', rows);
    expect(verdicts).toEqual(rows.map((_, i) => i % 2 === 0));
    // Some instant of the day falls on another UTC day: the zone is really read.
    expect(instants.some((at) => businessToday(at) !== at.toISOString().slice(0, 10))).toBe(true);
  });
});

describe('requestFingerprint (requisicoes_idempotentes_sessao_impressao)', () => {
  it('a new key takes the fingerprint the contract prints', async () => {
    const print = await requestFingerprint(new Request('http://api/x?b=1', { method: 'POST', body: '{"a":1}' }), '/x');
    const row = { sessao: '92000000-0000-4000-8000-000000000003' };
    const verdicts = await checkPasses(getDb(), 'private.requisicoes_idempotentes', 'requisicoes_idempotentes_sessao_impressao', [
      { ...row, impressao: print },
      { ...row, impressao: print.slice(1) },
      { ...row, impressao: `${print}0` },
    ]);
    expect(verdicts).toEqual([true, false, false]);
  });
});

describe('Password (supabase/config.toml)', () => {
  it('Supabase Auth’s minimum_password_length is the contract’s', () => {
    const config = readFileSync(join(REPO_ROOT, 'supabase/config.toml'), 'utf8');
    const min = Number(/^minimum_password_length\s*=\s*(\d+)/m.exec(config)?.[1]);
    expect(Password.safeParse('x'.repeat(min)).success).toBe(true);
    expect(Password.safeParse('x'.repeat(min - 1)).success).toBe(false);
  });
});

// ---------------------------------------------------------------------------
// Every CHECK of the schema is accounted for
// ---------------------------------------------------------------------------

/** CHECKs tied in other files, by constraint or `table.column`. */
const TIED_ELSEWHERE: Readonly<Record<string, string>> = {
  'public.materiais.cp_mat_extra_codigos': 'MATERIAL_CATEGORY_CODES (materiais.test.ts)',
  'public.materiais_extra.cp_mat_extra_codigos': 'MATERIAL_CATEGORY_CODES (materiais.test.ts)',
  'public.certificados.cp_cert_codigo': 'CODE_PATTERN (certificados.test.ts)',
  'private.tentativas.acao': 'THROTTLE (tentativas-login.test.ts)',
  parcelas_pagamento_check: 'SEM_PAGAMENTO: an unpaid installment carries no payment record (pagamentos.test.ts)',
};

/** CHECKs that restate no contract fact, and why. */
const NO_CONTRACT_TWIN: Readonly<Record<string, string>> = {
  'public.audios.cp_arquivo_audio': 'a storage path the api builds (<bucket>/<cp_id>/<uuid>.<ext>), far below the bound',
  'public.parcelas.cp_mtPar_valorParcela': 'never negative: what the split of parcelasPlano gives (regras.test.ts)',
  'private.tentativas.chave': 'the keys the api builds (login:<sha-256>, ip:, conta:<uuid>)',
  'private.tentativas.falhas': 'a count',
  'private.requisicoes_idempotentes.rota': 'the api’s own route text',
  'private.requisicoes_idempotentes.status': 'only a success (2xx) is stored: HTTP, not the contract',
  agenda_eventos_fim_check: 'the end after the start (EventoCreate refines the same, on the contract’s own values)',
  agenda_eventos_dia_inteiro_check: 'an all-day event runs midnight to midnight (decision 45)',
  agenda_eventos_escopo_check: 'which of school and class a reach sets; its literals are tied by AGENDA_ESCOPOS above',
  certificados_revogacao_check: 'a revocation has its reason and time together',
  turmas_horario_check: 'a class’s start and end come together, the end after the start (TurmaFields refines the same)',
};

describe('every CHECK constraint of the schema', () => {
  it('is tied to its contract twin (here or in its domain file), or says why it has none', async () => {
    const fileColumns = [
      ...(Object.keys(MATERIAL_KINDS) as MaterialKind[]).flatMap((k) => {
        const f = MATERIAL_KINDS[k];
        return [...f.pdfs, f.miniatura].map((c) => `public.${f.table}.${c}`);
      }),
      'public.resumos.cp_res_arquivo',
    ];
    const tiedHere = new Set<string>([
      ...ENUMERATIONS.flatMap((e) => e.columns),
      'public.profiles.cp_tipo_user',
      'public.profiles.cp_excluido',
      'public.escolas.cp_ec_excluido',
      ...(Object.keys(MATERIAL_KINDS) as MaterialKind[]).map(
        (k) => `public.${MATERIAL_KINDS[k].table}.${MATERIAL_KINDS[k].download}`,
      ),
      'public.matriculas.cp_mt_quantas_parcelas',
      'public.parcelas.cp_mtPar_numero',
      'public.notas.cp_nota_workbook',
      'public.notas.cp_nota_prova',
      'public.matriculas.cp_mt_valor_curso',
      'public.matriculas.cp_mt_valor_mensalidade',
      ...LENGTHS.map(([column]) => column),
      'public.profiles.cp_login',
      'public.matriculas.cp_mt_horario_inicio',
      'public.matriculas.cp_mt_horario_fim',
      'public.turmas.cp_tr_horario_inicio',
      'public.turmas.cp_tr_horario_fim',
      'public.turmas.cp_tr_dias',
      'public.agenda_eventos.cp_ev_inicio',
      'public.agenda_eventos.cp_ev_fim',
      ...fileColumns,
      'public.uploads.size',
      'matriculas_pagamento',
      'uploads_kind_bucket',
      'uploads_object_name',
      'certificados_periodo_check',
      'requisicoes_idempotentes_sessao_impressao',
    ]);
    const checks = await getDb().query<{ tbl: string; name: string; columns: string[] }>(
      `select c.conrelid::regclass::text as tbl, c.conname as name,
              array(select a.attname::text from unnest(c.conkey) k join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k)
                as columns
         from pg_constraint c join pg_namespace n on n.oid = c.connamespace
        where c.contype = 'c' and n.nspname in ('public', 'private') order by 1, 2`,
    );
    const key = (c: { tbl: string; name: string; columns: string[] }) =>
      c.columns.length === 1 ? `${c.tbl.includes('.') ? c.tbl : `public.${c.tbl}`}.${c.columns[0]}` : c.name;
    const accounted = (k: string) => tiedHere.has(k) || k in TIED_ELSEWHERE || k in NO_CONTRACT_TWIN;
    expect(checks.length).toBeGreaterThan(50);
    expect(checks.map(key).filter((k) => !accounted(k))).toEqual([]);
    // Nothing listed that the schema no longer has.
    const live = new Set(checks.map(key));
    expect([...tiedHere, ...Object.keys(TIED_ELSEWHERE), ...Object.keys(NO_CONTRACT_TWIN)].filter((k) => !live.has(k))).toEqual(
      [],
    );
  });
});
