/**
 * `npm run db:schema`: the database as the migrations leave it, read back
 * from the catalogs and written as one readable SQL file per domain under
 * supabase/schema/ (docs/supabase-db.md, "The schema as it is").
 *
 * The migrations are append-only: a policy or helper changed later is dropped
 * and re-created by a later file, so what holds today is whatever the last
 * migration naming it says. These files say it directly: per table its
 * columns, constraints, indexes, row level security, policies, grants and
 * triggers; then the domain's functions in full, with their grants.
 *
 * It boots an in-memory PGlite with the shim and every migration (no seed),
 * so the text is PostgreSQL 18's pg_get_*def output, the same on every
 * machine. tests/db/schema-snapshot.test.ts regenerates it and fails when a
 * committed file differs. Every table and function must belong to one domain
 * below: a new one that does not fails here, naming what to add.
 *
 *   npm run db:schema             write supabase/schema/*.sql
 *   npm run db:schema -- --check  only say whether they are up to date
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bootPglite, REPO_ROOT } from '../tests/db/harness/boot.ts';
import type { Queryable } from '../tests/db/harness/db.ts';

export const SCHEMA_DIR = join(REPO_ROOT, 'supabase/schema');
export const SCHEMA_COMMAND = 'npm run db:schema';

export interface Domain {
  /** File name under supabase/schema/, without `.sql`: the glossary's noun. */
  readonly file: string;
  /** One line on what the file holds. */
  readonly about: string;
  /** Schema-qualified tables and views, in the order the file shows them. */
  readonly tables: readonly string[];
  /** Schema-qualified function names (every overload of a name goes with it). */
  readonly functions: readonly string[];
}

/**
 * Where each table and function is shown. A table or function goes to the
 * domain whose rule it states (docs/glossary.md names the domains); a helper
 * several domains call goes to `comum`.
 */
export const DOMAINS: readonly Domain[] = [
  {
    file: 'comum',
    about:
      "the schema `private` and the role helpers every domain's policies call (the caller's profile, type, school and class)",
    tables: [],
    functions: [
      'private.aluno_curso_id',
      'private.aluno_profile_id',
      'private.aluno_turma_id',
      'private.current_escola_id',
      'private.current_profile_id',
      'private.current_turma_id',
      'private.current_user_type',
      'private.diretor_escola_id',
      'private.fold',
      'private.is_gestor',
      'private.natural_key',
      'private.professor_profile_id',
      'private.staff_escola_id',
    ],
  },
  {
    file: 'usuarios',
    about:
      "people (profiles, 1:1 with auth.users): who reads and writes whom, a new school's director, the self-update guard, who holds a login, e-mail or CPF, birthdays",
    tables: ['public.profiles'],
    functions: [
      'private.birthday_within',
      'private.dias_ate_aniversario',
      'private.diretor_escola_nova',
      'private.profiles_guard_self_update',
      'private.profiles_photo_after',
      'private.profiles_photo_before',
      'private.usuario_campos_em_uso',
      'private.usuario_exists',
      'private.writable_profile_folders',
    ],
  },
  {
    file: 'escolas',
    about: "the network's schools, the directors' picker and the archive guard",
    tables: ['public.escolas'],
    functions: ['private.escola_in_use', 'private.escola_is_live', 'private.escolas_guard_archive', 'private.list_diretores'],
  },
  {
    file: 'cursos',
    about: 'the course catalogue, its PDFs and its audio tracks (audios), and the course → material code map',
    tables: ['public.cursos', 'public.audios'],
    functions: ['private.audios_discard', 'private.codigo_categoria', 'private.cursos_guard_fill', 'private.cursos_pdfs_discard'],
  },
  {
    file: 'turmas',
    about: 'classes and their members (turma_alunos), and the class cards of the list',
    tables: ['public.turmas', 'public.turma_alunos'],
    functions: ['private.dias_semana_validos', 'private.turma_cards', 'private.turma_labels', 'private.turma_of'],
  },
  {
    file: 'matriculas',
    about:
      'enrolments and their installments (parcelas): who enrols whom, the plan, the paid-installment guard and the payment record',
    tables: ['public.matriculas', 'public.parcelas'],
    functions: [
      'private.matricula_check_parcelas',
      'private.matriculas_check_parcelas',
      'private.matriculas_copy_aluno',
      'private.matriculas_so_alunos',
      'private.parcela_status',
      'private.parcelas_guard_paid',
      'private.parcelas_pagamento',
      'private.parcelas_plano',
    ],
  },
  {
    file: 'arquivos',
    about: 'stored files: upload tickets, the removal list, the storage.objects policies, the buckets and who reads a file',
    tables: ['public.uploads', 'private.file_garbage', 'private.shown_files', 'storage.objects', 'storage.buckets'],
    functions: [
      'private.discard_file',
      'private.discard_file_columns',
      'private.discard_upload',
      'private.download_allowed',
      'private.download_name',
      'private.due_file_garbage',
      'private.file_buckets',
      'private.forget_file_garbage',
      'private.guard_file_columns',
      'private.is_own_upload',
      'private.upload_file_name',
      'private.uploads_discard',
      'private.uploads_por_pessoa',
    ],
  },
  {
    file: 'materiais',
    about: 'training material and extra material, read by teaching codes, and the extra-material grant',
    tables: ['public.materiais', 'public.materiais_extra'],
    functions: ['private.professor_codigos', 'private.tem_permissao_material_extra'],
  },
  {
    file: 'permissoes',
    about: 'grants the Gestor gives a person (GRANTABLE of the contract)',
    tables: ['public.permissoes'],
    functions: ['private.permissoes_guard', 'private.tem_permissao'],
  },
  {
    file: 'sala-de-aula',
    about: 'the classroom: attendance (chamadas), grades (notas), lesson summaries (resumos), played audios',
    tables: ['public.chamadas', 'public.notas', 'public.resumos', 'public.audios_ouvidos'],
    functions: [
      'private.chamadas_notas_turma_ids',
      'private.frequencia_percentual',
      'private.nota_conceito',
      'private.nota_media',
      'private.professor_turma_ids',
      'private.resumos_turma_ids',
      'private.sala_le_turma_inteira',
      'private.sala_nomes',
      'private.sala_turma_ids',
    ],
  },
  {
    file: 'agenda',
    about: 'agenda events by reach (rede, escola, turma, pessoal)',
    tables: ['public.agenda_eventos'],
    functions: ['private.agenda_nomes', 'private.agenda_pessoal_discard', 'private.agenda_turma_ids'],
  },
  {
    file: 'certificados',
    about: 'certificates of finished enrolments: frozen texts, verification code, revocation',
    tables: ['public.certificados'],
    functions: ['private.certificados_freeze', 'private.certificados_guard_update', 'private.verificar_certificado'],
  },
  {
    file: 'avaliacoes',
    about: "the network's evaluation dashboard (no table of its own: it groups notas and chamadas)",
    tables: [],
    functions: ['private.avaliacao_media'],
  },
  {
    file: 'sessao',
    about: 'sessions and login: live sessions, idempotent writes, throttled guesses',
    tables: ['private.requisicoes_idempotentes', 'private.tentativas'],
    functions: [
      'private.end_sessions',
      'private.idempotencia_concluir',
      'private.idempotencia_liberar',
      'private.idempotencia_reservar',
      'private.login_email',
      'private.session_alive',
      'private.tentativas_devolver',
      'private.tentativas_iniciar',
    ],
  },
];

/** Schemas whose every table and function the migrations own. */
const OWNED_SCHEMAS = ['public', 'private'];

const RULE = `-- ${'-'.repeat(76)}`;
const BANNER = `-- ${'='.repeat(76)}`;

/** Thrown when the database holds something DOMAINS does not place (or places twice, or names in vain). */
export class SchemaSnapshotError extends Error {}

type TableRow = {
  readonly oid: number;
  readonly name: string;
  readonly kind: string;
  readonly owned: boolean;
  readonly rls: boolean;
  readonly force: boolean;
  readonly comment: string | null;
};

type FunctionRow = {
  readonly oid: number;
  readonly name: string;
  readonly signature: string;
  readonly definition: string;
  readonly comment: string | null;
};

/**
 * The domain files, keyed by file name (`usuarios.sql`…). `db` must be a
 * migrated PGlite: the output is PostgreSQL 18's deparse, which other
 * versions word differently.
 */
export async function renderSchema(db: Queryable): Promise<Map<string, string>> {
  // Everything deparsed fully qualified, whatever the caller's path was.
  const [{ path } = { path: '' }] = await db.query<{ path: string }>(
    "select current_setting('search_path') as path, set_config('search_path', '', false)",
  );
  try {
    return await renderDomains(db);
  } finally {
    await db.query("select set_config('search_path', $1, false)", [path]);
  }
}

async function renderDomains(db: Queryable): Promise<Map<string, string>> {
  const tables = await db.query<TableRow>(
    `select c.oid::int8 as oid, c.oid::regclass::text as name, c.relkind::text as kind,
            n.nspname = any ($1::text[]) as owned,
            c.relrowsecurity as rls, c.relforcerowsecurity as force,
            pg_catalog.obj_description(c.oid, 'pg_class') as comment
     from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'p', 'v', 'm', 'f')
       and (n.nspname = any ($1::text[])
            or exists (select 1 from pg_catalog.pg_policy p where p.polrelid = c.oid)
            or c.oid = 'storage.buckets'::regclass)`,
    [OWNED_SCHEMAS],
  );
  const functions = await db.query<FunctionRow>(
    `select p.oid::int8 as oid, n.nspname || '.' || p.proname as name, p.oid::regprocedure::text as signature,
            pg_catalog.pg_get_functiondef(p.oid) as definition,
            pg_catalog.obj_description(p.oid, 'pg_proc') as comment
     from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
     where n.nspname = any ($1::text[])
       and not exists (select 1 from pg_catalog.pg_depend d where d.objid = p.oid and d.deptype = 'e')
     order by n.nspname, p.proname, signature`,
    [OWNED_SCHEMAS],
  );
  await refuseUnplaced(db, tables, functions);

  const tableByName = new Map(tables.map((t) => [t.name, t]));
  const out = new Map<string, string>();
  for (const domain of DOMAINS) {
    const parts: string[] = [header(domain)];
    if (domain.file === 'comum') parts.push(await renderSchemaPrivate(db));
    for (const name of domain.tables) parts.push(await renderTable(db, tableByName.get(name)!));
    const own = functions.filter((f) => domain.functions.includes(f.name));
    for (const [i, fn] of own.entries()) {
      const text = await renderFunction(db, fn);
      parts.push(i === 0 ? `${RULE}\n-- Functions\n${RULE}\n${text}` : text);
    }
    out.set(`${domain.file}.sql`, `${parts.join('\n\n')}\n`);
  }
  return out;
}

/** Every table and function in exactly one domain, and every domain entry real. */
async function refuseUnplaced(db: Queryable, tables: readonly TableRow[], functions: readonly FunctionRow[]): Promise<void> {
  const problems: string[] = [];
  const placed = new Map<string, string>();
  for (const domain of DOMAINS) {
    for (const name of [...domain.tables, ...domain.functions]) {
      const other = placed.get(name);
      if (other) problems.push(`${name} is in two domains (${other}, ${domain.file}): keep one`);
      placed.set(name, domain.file);
    }
  }
  for (const t of tables) {
    if (t.kind !== 'r' && t.kind !== 'p' && t.kind !== 'v') {
      problems.push(`${t.name} is a relation of kind '${t.kind}', which this script does not render yet: teach renderTable`);
    } else if (!placed.has(t.name)) {
      problems.push(
        `${t.kind === 'v' ? 'view' : 'table'} ${t.name} is in no domain: add it to a domain's tables (or a new domain) in DOMAINS`,
      );
    }
  }
  for (const f of functions) {
    if (!placed.has(f.name)) problems.push(`function ${f.name} is in no domain: add it to a domain's functions in DOMAINS`);
  }
  const existing = new Set([...tables.map((t) => t.name), ...functions.map((f) => f.name)]);
  for (const name of placed.keys()) {
    if (!existing.has(name)) problems.push(`${name} is in DOMAINS but not in the database: remove or rename it`);
  }
  const strays = await db.query<{ what: string }>(
    `select format('type %s', t.oid::regtype) as what
     from pg_catalog.pg_type t join pg_catalog.pg_namespace n on n.oid = t.typnamespace
     where n.nspname = any ($1::text[]) and t.typtype in ('e', 'd', 'r', 'm')
        or (n.nspname = any ($1::text[]) and t.typtype = 'c'
            and (select c.relkind from pg_catalog.pg_class c where c.oid = t.typrelid) = 'c')
     union all
     select format('sequence %s', c.oid::regclass)
     from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
     where n.nspname = any ($1::text[]) and c.relkind = 'S'
       and not exists (select 1 from pg_catalog.pg_depend d where d.objid = c.oid and d.deptype in ('a', 'i'))
     order by 1`,
    [OWNED_SCHEMAS],
  );
  for (const s of strays) problems.push(`${s.what} is not rendered by this script yet: teach it`);
  if (problems.length > 0) {
    throw new SchemaSnapshotError(
      `supabase/schema/ cannot place everything (scripts/schema-snapshot.ts, DOMAINS):\n  - ${problems.join('\n  - ')}`,
    );
  }
}

function header(domain: Domain): string {
  const lines = [
    BANNER,
    ...wrapText(`${domain.file}: ${domain.about}`),
    BANNER,
    `-- GENERATED by \`${SCHEMA_COMMAND}\` (scripts/schema-snapshot.ts): do not edit.`,
    '-- The database as supabase/migrations/*.sql leave it, read back from the',
    "-- catalogs (PostgreSQL 18's own deparse). tests/db/schema-snapshot.test.ts",
    '-- fails when this file is stale. Grants name every role but the owner; a',
    "-- policy's scalar subqueries are shown without their column alias.",
  ];
  if (domain.tables.length > 0) lines.push('--', ...wrapList('-- tables:    ', domain.tables));
  if (domain.functions.length > 0)
    lines.push(...(domain.tables.length ? [] : ['--']), ...wrapList('-- functions: ', domain.functions));
  return lines.join('\n');
}

/** Prose as `-- ` comment lines of at most 80 columns. */
function wrapText(text: string): string[] {
  const lines: string[] = [];
  let line = '--';
  for (const word of text.split(' ')) {
    if (line.length > 2 && line.length + 1 + word.length > 80) {
      lines.push(line);
      line = '--';
    }
    line += ` ${word}`;
  }
  lines.push(line);
  return lines;
}

/** `prefix a, b, c` wrapped at 80 columns, continuation lines aligned. */
function wrapList(prefix: string, items: readonly string[]): string[] {
  const lines: string[] = [];
  let line = prefix;
  for (const [i, item] of items.entries()) {
    const piece = `${item}${i < items.length - 1 ? ',' : ''}`;
    if (line.length > prefix.length && line.length + 1 + piece.length > 80) {
      lines.push(line);
      line = `--${' '.repeat(prefix.length - 2)}${piece}`;
    } else {
      line = line.length > prefix.length ? `${line} ${piece}` : `${line}${piece}`;
    }
  }
  lines.push(line);
  return lines;
}

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

async function renderSchemaPrivate(db: Queryable): Promise<string> {
  const grants = await db.query<{ grantee: string; privileges: string }>(
    `select case when a.grantee = 0 then 'public' else a.grantee::regrole::text end as grantee,
            string_agg(lower(a.privilege_type), ', ' order by a.privilege_type) as privileges
     from pg_catalog.pg_namespace n, aclexplode(n.nspacl) a
     where n.nspname = 'private' and a.grantee <> n.nspowner
     group by 1 order by 1`,
  );
  const defaults = await db.query<{ line: string }>(
    `select format('--   new %s of %s%s: %s',
                   case d.defaclobjtype when 'r' then 'tables' when 'S' then 'sequences' when 'f' then 'functions'
                        when 'T' then 'types' when 'n' then 'schemas' else d.defaclobjtype::text end,
                   d.defaclrole::regrole,
                   case when d.defaclnamespace = 0 then '' else ' in schema ' || d.defaclnamespace::regnamespace end,
                   coalesce((select string_agg(g.grantee || ' (' || g.privileges || ')', ', ' order by g.grantee)
                             from (select case when a.grantee = 0 then 'public' else a.grantee::regrole::text end as grantee,
                                          string_agg(lower(a.privilege_type), ', ' order by a.privilege_type) as privileges
                                   from aclexplode(d.defaclacl) a where a.grantee <> d.defaclrole group by 1) as g),
                            'the owner only')) as line
     from pg_catalog.pg_default_acl d
     order by d.defaclobjtype, d.defaclnamespace::regnamespace::text`,
  );
  return [
    RULE,
    '-- Schema private: not exposed by the Data API (config.toml api.schemas)',
    RULE,
    'create schema private;',
    ...grants.map((g) => `grant ${g.privileges} on schema private to ${g.grantee};`),
    '',
    '-- Default privileges (what a new object gets besides its owner; the',
    '-- PUBLIC and API-role defaults revoked by 20261121050000_private_helpers):',
    ...defaults.map((d) => d.line),
  ].join('\n');
}

async function renderTable(db: Queryable, table: TableRow): Promise<string> {
  if (table.kind === 'v') return renderView(db, table);
  const blocks: string[] = [];
  const title = `${RULE}\n-- ${table.name}${table.owned ? '' : ' (Supabase’s table: the migrations add only the policies or rows below)'}\n${RULE}`;
  if (table.owned) {
    blocks.push(`${title}\n${await createTable(db, table)}`);
    const comments = await columnComments(db, table);
    const indexes = await db.query<{ def: string }>(
      `select pg_catalog.pg_get_indexdef(i.indexrelid) || ';' as def
       from pg_catalog.pg_index i
       where i.indrelid = $1
         and not exists (select 1 from pg_catalog.pg_constraint k
                         where k.conrelid = i.indrelid and k.conindid = i.indexrelid and k.contype in ('p', 'u', 'x'))
       order by i.indexrelid::regclass::text`,
      [table.oid],
    );
    const extra = [...comments, ...indexes.map((i) => i.def)];
    if (extra.length > 0) blocks.push(extra.join('\n'));
  }
  if (table.name === 'storage.buckets') {
    blocks.push(`${title}\n${await bucketRows(db)}`);
  } else {
    const rls = !table.owned
      ? `-- row level security: ${table.rls ? 'enabled' : 'off'} (by Supabase)`
      : table.rls
        ? `alter table ${table.name} enable row level security;${table.force ? `\nalter table ${table.name} force row level security;` : ''}`
        : `-- row level security: off`;
    blocks.push(table.owned ? rls : `${title}\n${rls}`);
    const policies = await renderPolicies(db, table);
    if (policies) blocks.push(policies);
  }
  if (table.owned) {
    const grants = await tableGrants(db, table);
    blocks.push(grants.length > 0 ? grants.join('\n') : '-- no grants: the owner only');
  }
  const triggers = await renderTriggers(db, table);
  if (triggers) blocks.push(triggers);
  return blocks.join('\n\n');
}

async function renderView(db: Queryable, view: TableRow): Promise<string> {
  const [row] = await db.query<{ options: string[] | null; def: string }>(
    `select c.reloptions as options, pg_catalog.pg_get_viewdef(c.oid, true) as def from pg_catalog.pg_class c where c.oid = $1`,
    [view.oid],
  );
  const options = row!.options?.length ? ` with (${row!.options.join(', ')})` : '';
  const parts = [
    `${RULE}\n-- ${view.name} (view)\n${RULE}\ncreate view ${view.name}${options} as\n${withoutHelperAliases(row!.def.trimEnd())}`,
  ];
  if (view.comment !== null) parts[0] += `\ncomment on view ${view.name} is ${literal(view.comment)};`;
  const grants = await tableGrants(db, view);
  parts.push(grants.length > 0 ? grants.join('\n') : '-- no grants: the owner only');
  const triggers = await renderTriggers(db, view);
  if (triggers) parts.push(triggers);
  return parts.join('\n\n');
}

async function renderTriggers(db: Queryable, table: TableRow): Promise<string> {
  const triggers = await db.query<{ def: string }>(
    `select pg_catalog.pg_get_triggerdef(t.oid, true) || ';' as def
     from pg_catalog.pg_trigger t where t.tgrelid = $1 and not t.tgisinternal order by t.tgname`,
    [table.oid],
  );
  return triggers.map((t) => triggerLines(t.def)).join('\n');
}

/** A long CHECK constraint laid out as a policy's expression is. */
function checkLines(line: string): string {
  const match = /^(constraint \S+ CHECK )\((.*)\)( NOT VALID)?$/s.exec(line);
  if (!match || line.length + 2 <= WIDTH) return line;
  const laid = policyExpression(match[2]!, '    ');
  return laid.includes('\n') ? `${match[1]}(\n    ${laid}\n  )${match[3] ?? ''}` : line;
}

/** `CREATE TRIGGER … ON t FOR EACH ROW … EXECUTE FUNCTION f()`, the table and the function on lines of their own. */
function triggerLines(def: string): string {
  return def.replace(/ ON (\S+) /, '\n  ON $1 ').replace(/ EXECUTE FUNCTION /, '\n  EXECUTE FUNCTION ');
}

async function createTable(db: Queryable, table: TableRow): Promise<string> {
  const columns = await db.query<{ line: string }>(
    `select pg_catalog.quote_ident(a.attname) || ' ' || pg_catalog.format_type(a.atttypid, a.atttypmod)
            || case when a.attcollation <> t.typcollation then ' collate ' || a.attcollation::regcollation::text else '' end
            || case a.attidentity when 'a' then ' generated always as identity' when 'd' then ' generated by default as identity' else '' end
            || case when a.attgenerated = 's' then ' generated always as (' || pg_catalog.pg_get_expr(d.adbin, d.adrelid, true) || ') stored'
                    when a.attgenerated = 'v' then ' generated always as (' || pg_catalog.pg_get_expr(d.adbin, d.adrelid, true) || ') virtual'
                    when d.adbin is not null then ' default ' || pg_catalog.pg_get_expr(d.adbin, d.adrelid, true)
                    else '' end
            || case when a.attnotnull then ' not null' else '' end as line
     from pg_catalog.pg_attribute a
     join pg_catalog.pg_type t on t.oid = a.atttypid
     left join pg_catalog.pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
     where a.attrelid = $1 and a.attnum > 0 and not a.attisdropped
     order by a.attnum`,
    [table.oid],
  );
  // Not-null constraints (contype 'n' since PostgreSQL 18) are the columns' `not null`.
  const constraints = await db.query<{ line: string }>(
    `select 'constraint ' || pg_catalog.quote_ident(k.conname) || ' ' || pg_catalog.pg_get_constraintdef(k.oid, true) as line
     from pg_catalog.pg_constraint k
     where k.conrelid = $1 and k.contype in ('p', 'u', 'f', 'c', 'x')
     order by array_position(array['p', 'u', 'f', 'c', 'x'], k.contype::text), k.conname`,
    [table.oid],
  );
  const lines = [...columns.map((r) => `  ${r.line}`), ...constraints.map((r) => `  ${checkLines(r.line)}`)];
  const comment = table.comment === null ? '' : `\ncomment on table ${table.name} is ${literal(table.comment)};`;
  return `create table ${table.name} (\n${lines.join(',\n')}\n);${comment}`;
}

async function columnComments(db: Queryable, table: TableRow): Promise<string[]> {
  const rows = await db.query<{ col: string; comment: string }>(
    `select pg_catalog.quote_ident(a.attname) as col, pg_catalog.col_description(a.attrelid, a.attnum) as comment
     from pg_catalog.pg_attribute a
     where a.attrelid = $1 and a.attnum > 0 and not a.attisdropped and pg_catalog.col_description(a.attrelid, a.attnum) is not null
     order by a.attnum`,
    [table.oid],
  );
  return rows.map((r) => `comment on column ${table.name}.${r.col} is ${literal(r.comment)};`);
}

const POLICY_COMMAND: Record<string, string> = { r: 'select', a: 'insert', w: 'update', d: 'delete', '*': 'all' };

async function renderPolicies(db: Queryable, table: TableRow): Promise<string> {
  const rows = await db.query<{
    name: string;
    cmd: string;
    permissive: boolean;
    roles: string;
    using: string | null;
    check: string | null;
  }>(
    `select pg_catalog.quote_ident(p.polname) as name, p.polcmd::text as cmd, p.polpermissive as permissive,
            (select string_agg(case when r = 0 then 'public' else r::regrole::text end, ', ' order by 1)
             from unnest(p.polroles) as r) as roles,
            pg_catalog.pg_get_expr(p.polqual, p.polrelid, true) as using,
            pg_catalog.pg_get_expr(p.polwithcheck, p.polrelid, true) as check
     from pg_catalog.pg_policy p where p.polrelid = $1
     order by array_position(array['r', 'a', 'w', 'd', '*'], p.polcmd::text), p.polname`,
    [table.oid],
  );
  return rows
    .map((p) => {
      const lines = [`create policy ${p.name} on ${table.name}`];
      lines.push(`  ${p.permissive ? '' : 'as restrictive '}for ${POLICY_COMMAND[p.cmd] ?? p.cmd} to ${p.roles}`);
      if (p.using !== null) lines.push(clause('using', p.using));
      if (p.check !== null) lines.push(clause('with check', p.check));
      return `${lines.join('\n')};`;
    })
    .join('\n\n');
}

/** Lines are wrapped to this width where the deparser left one long line. */
const WIDTH = 100;

/**
 * A policy expression, readable: the column alias PostgreSQL gives a scalar
 * subquery (`( SELECT private.f() AS f)`, kept from the name the function
 * had when the policy was made) and its doubled parentheses dropped, the
 * deparser's line breaks undone, then one arm of an OR (or AND) per line.
 * The text stays the same expression.
 */
export function policyExpression(expr: string, indent = '    '): string {
  return layout(withoutHelperAliases(scanOutsideQuotes(expr, (chunk) => chunk.replace(/\s*\n\s*/g, ' '))), indent);
}

/** `(( SELECT private.f() AS old_name))` → `(SELECT private.f())`. */
function withoutHelperAliases(text: string): string {
  return scanOutsideQuotes(text, (chunk) =>
    chunk
      .replace(/\( SELECT ((?:private|auth)\.\w+\([^()]*\)) AS \w+\)/g, '(SELECT $1)')
      .replace(/\( SELECT /g, '(SELECT ')
      .replace(/\(\(SELECT ((?:private|auth)\.\w+\([^()]*\))\)\)/g, '(SELECT $1)'),
  );
}

/** Applies `edit` to the text outside '…' and "…" literals. */
function scanOutsideQuotes(text: string, edit: (chunk: string) => string): string {
  return text
    .split(/('(?:[^']|'')*'|"(?:[^"]|"")*")/)
    .map((piece, i) => (i % 2 === 1 ? piece : edit(piece)))
    .join('');
}

/** `expr` split at ` OR ` / ` AND ` outside parentheses, brackets and quotes. */
function splitTopLevel(expr: string, op: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = 0;
  for (let i = 0; i < expr.length; i++) {
    const ch = expr[i]!;
    if (quote) {
      if (ch === quote) quote = null;
    } else if (ch === "'" || ch === '"') {
      quote = ch;
    } else if (ch === '(' || ch === '[') {
      depth++;
    } else if (ch === ')' || ch === ']') {
      depth--;
    } else if (depth === 0 && expr.startsWith(op, i)) {
      parts.push(expr.slice(start, i));
      start = i + op.length;
      i += op.length - 1;
    }
  }
  parts.push(expr.slice(start));
  return parts;
}

/** Whether `expr` is one parenthesized whole: `( … )`, its first parenthesis closed by its last. */
function wrappedInParens(expr: string): boolean {
  if (!expr.startsWith('(') || !expr.endsWith(')')) return false;
  let depth = 0;
  let quote: string | null = null;
  for (let i = 0; i < expr.length; i++) {
    const ch = expr[i]!;
    if (quote) {
      if (ch === quote) quote = null;
    } else if (ch === "'" || ch === '"') quote = ch;
    else if (ch === '(') depth++;
    else if (ch === ')' && --depth === 0 && i < expr.length - 1) return false;
  }
  return true;
}

/** One arm of a top-level OR per line (AND within an arm, if still too long), nested groups indented. */
function layout(expr: string, indent: string): string {
  // `(EXISTS (…))`: the deparser's parentheses around an atom.
  if (wrappedInParens(expr) && isExists(expr.slice(1, -1))) return layout(expr.slice(1, -1), indent);
  if (indent.length + expr.length <= WIDTH) return expr;
  if (isExists(expr)) {
    const [from, ...where] = splitTopLevel(expr.slice('EXISTS ('.length, -1), ' WHERE ');
    if (where.length === 1) {
      return `EXISTS (\n${indent}  ${from}\n${indent}  WHERE ${layout(where[0]!, `${indent}    `)}\n${indent})`;
    }
  }
  for (const op of ['OR', 'AND']) {
    const parts = splitTopLevel(expr, ` ${op} `);
    if (parts.length > 1) {
      // An arm that is one group or one EXISTS opens on its operator's line and closes at its indent.
      const arm = (part: string) => {
        const atom = wrappedInParens(part) && isExists(part.slice(1, -1)) ? part.slice(1, -1) : part;
        if (indent.length + op.length + 1 + atom.length <= WIDTH) return atom;
        if (isExists(atom)) return layout(atom, indent);
        return wrappedInParens(atom) ? group(atom, indent) : layout(atom, `${indent}  `);
      };
      return parts.map((part, i) => (i === 0 ? '' : `\n${indent}${op} `) + arm(part)).join('');
    }
  }
  return wrappedInParens(expr) ? group(expr, indent) : expr;
}

/** `EXISTS (SELECT …)` and nothing around it. */
function isExists(expr: string): boolean {
  return expr.startsWith('EXISTS (SELECT ') && wrappedInParens(expr.slice('EXISTS '.length));
}

/** `( … )` opened at the end of a line, its inside laid out one step in, closed at `indent`. */
function group(expr: string, indent: string): string {
  return `(\n${indent}  ${layout(expr.slice(1, -1), `${indent}  `)}\n${indent})`;
}

/** A policy clause: `using (expr)` on one line when it fits, else the expression laid out below it. */
function clause(keyword: string, expr: string): string {
  const inline = policyExpression(expr, '');
  const oneLine = `  ${keyword} (${inline})`;
  if (!inline.includes('\n') && oneLine.length <= WIDTH) return oneLine;
  return `  ${keyword} (\n    ${policyExpression(expr, '    ')}\n  )`;
}

/** `head (a, b, …) tail` with the list wrapped under it when the line is too long. */
function listLine(head: string, items: readonly string[], tail: string): string {
  const line = `${head} (${items.join(', ')}) ${tail}`;
  if (line.length <= WIDTH) return line;
  const rows: string[] = [];
  let row = '';
  for (const item of items) {
    const next = row ? `${row} ${item},` : `${item},`;
    if (row && next.length + 2 > WIDTH) {
      rows.push(row);
      row = `${item},`;
    } else row = next;
  }
  rows.push(row.replace(/,$/, ''));
  return `${head} (\n${rows.map((r) => `  ${r}`).join('\n')}\n) ${tail}`;
}

/** Privileges in the order GRANT lists them. */
const PRIVILEGE_ORDER = ['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'REFERENCES', 'TRIGGER', 'MAINTAIN'];
const byPrivilegeOrder = (a: string, b: string) => PRIVILEGE_ORDER.indexOf(a) - PRIVILEGE_ORDER.indexOf(b);

async function tableGrants(db: Queryable, table: TableRow): Promise<string[]> {
  const rows = await db.query<{ grantee: string; privilege: string }>(
    `select case when a.grantee = 0 then 'public' else a.grantee::regrole::text end as grantee, a.privilege_type as privilege
     from pg_catalog.pg_class c, aclexplode(coalesce(c.relacl, acldefault('r', c.relowner))) a
     where c.oid = $1 and a.grantee <> c.relowner`,
    [table.oid],
  );
  const [{ n: all } = { n: 0 }] = await db.query<{ n: number }>(
    `select count(*)::int as n from pg_catalog.pg_class c, aclexplode(acldefault('r', c.relowner)) a where c.oid = $1`,
    [table.oid],
  );
  const byGrantee = new Map<string, string[]>();
  for (const r of rows) byGrantee.set(r.grantee, [...(byGrantee.get(r.grantee) ?? []), r.privilege]);
  const lines = [...byGrantee.entries()]
    .sort(([a], [b]) => a.localeCompare(b, 'en'))
    .map(([grantee, privileges]) =>
      privileges.length === all
        ? `grant all on ${table.name} to ${grantee};`
        : `grant ${privileges.sort(byPrivilegeOrder).join(', ').toLowerCase()} on ${table.name} to ${grantee};`,
    );
  const columns = await db.query<{ grantee: string; privilege: string; cols: string[] }>(
    `select case when a.grantee = 0 then 'public' else a.grantee::regrole::text end as grantee, a.privilege_type as privilege,
            array_agg(pg_catalog.quote_ident(att.attname) order by att.attnum) as cols
     from pg_catalog.pg_attribute att, aclexplode(att.attacl) a
     where att.attrelid = $1 and att.attnum > 0 and not att.attisdropped and att.attacl is not null
     group by 1, 2`,
    [table.oid],
  );
  const columnLines = columns
    .sort((a, b) => a.grantee.localeCompare(b.grantee, 'en') || byPrivilegeOrder(a.privilege, b.privilege))
    .map((c) => listLine(`grant ${c.privilege.toLowerCase()}`, c.cols, `on ${table.name} to ${c.grantee};`));
  return [...lines, ...columnLines];
}

async function bucketRows(db: Queryable): Promise<string> {
  const rows = await db.query<{ row: string }>(
    `select format('  (%L, %L, %s, %s, %s)', b.id, b.name, case when b.public then 'true' else 'false' end, coalesce(b.file_size_limit::text, 'null'),
                   coalesce('array[' || (select string_agg(quote_literal(m), ', ' order by ord)
                                          from unnest(b.allowed_mime_types) with ordinality as t (m, ord)) || ']', 'null')) as row
     from storage.buckets b order by b.id`,
  );
  return [
    '-- The buckets the migrations create (supabase/config.toml repeats them; the',
    "-- contract's FILE_KINDS is the one definition: tests/db/arquivos.test.ts).",
    'insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values',
    `${rows.map((r) => r.row).join(',\n')};`,
  ].join('\n');
}

async function renderFunction(db: Queryable, fn: FunctionRow): Promise<string> {
  const grants = await db.query<{ grantee: string }>(
    `select case when a.grantee = 0 then 'public' else a.grantee::regrole::text end as grantee
     from pg_catalog.pg_proc p, aclexplode(coalesce(p.proacl, acldefault('f', p.proowner))) a
     where p.oid = $1 and a.grantee <> p.proowner and a.privilege_type = 'EXECUTE'
     order by 1`,
    [fn.oid],
  );
  const parts = [`${fn.definition.trimEnd()};`];
  if (fn.comment !== null) parts.push(`comment on function ${fn.signature} is ${literal(fn.comment)};`);
  parts.push(
    grants.length > 0
      ? `grant execute on function ${fn.signature} to ${grants.map((g) => g.grantee).join(', ')};`
      : `-- execute: the owner only`,
  );
  return parts.join('\n');
}

/** Boots a PGlite with the shim and every migration, and renders it. */
export async function generateSchema(): Promise<Map<string, string>> {
  const db = await bootPglite({ seed: false });
  try {
    return await renderSchema(db);
  } finally {
    await db.close();
  }
}

/** The committed files (every *.sql under supabase/schema/). */
export function readCommittedSchema(dir = SCHEMA_DIR): Map<string, string> {
  const out = new Map<string, string>();
  let names: string[] = [];
  try {
    names = readdirSync(dir).filter((f) => f.endsWith('.sql'));
  } catch {
    // no folder yet: everything is missing
  }
  for (const name of names.sort()) out.set(name, readFileSync(join(dir, name), 'utf8'));
  return out;
}

/** Names of the files that differ, are missing or are left over. */
export function staleFiles(generated: ReadonlyMap<string, string>, committed: ReadonlyMap<string, string>): string[] {
  const names = new Set([...generated.keys(), ...committed.keys()]);
  return [...names].filter((n) => generated.get(n) !== committed.get(n)).sort();
}

async function main(args: readonly string[]): Promise<void> {
  const generated = await generateSchema();
  const committed = readCommittedSchema();
  const stale = staleFiles(generated, committed);
  if (args.includes('--check')) {
    if (stale.length > 0) {
      console.error(`supabase/schema/ is stale (${stale.join(', ')}): run \`${SCHEMA_COMMAND}\`.`);
      process.exit(1);
    }
    console.log('supabase/schema/ is up to date.');
    return;
  }
  mkdirSync(SCHEMA_DIR, { recursive: true });
  for (const name of committed.keys()) if (!generated.has(name)) rmSync(join(SCHEMA_DIR, name));
  for (const [name, text] of generated) writeFileSync(join(SCHEMA_DIR, name), text);
  console.log(stale.length > 0 ? `Wrote supabase/schema/: ${stale.join(', ')}.` : 'supabase/schema/ was already up to date.');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
