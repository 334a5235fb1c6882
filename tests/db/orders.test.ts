// @vitest-environment node
/**
 * Lists as data: every list order and search the contract declares is sorted
 * and searched alike by the mock (compareBy, searchTextOf) and by the api's
 * SQL built from the same declaration (lib/list.ts orderBy, searchSql) — over
 * names with accents, case and digits, numeric-aware titles, dates and ids,
 * ties included so that every key of an order is reached.
 */
import { describe, expect, it } from 'vitest';
import { AUDIO_ORDER, AUDIO_SEARCH, CURSO_ORDER, CURSO_SEARCH } from '../../supabase/functions/_shared/contract/cursos.ts';
import { ESCOLA_ORDER, ESCOLA_SEARCH } from '../../supabase/functions/_shared/contract/escolas.ts';
import { PARCELA_ORDER, PARCELA_SEARCH } from '../../supabase/functions/_shared/contract/financeiro.ts';
import { materialOrder, materialSearch } from '../../supabase/functions/_shared/contract/materiais.ts';
import { CANDIDATE_SEARCH, MATRICULA_ORDER, MATRICULA_SEARCH } from '../../supabase/functions/_shared/contract/matriculas.ts';
import { compareBy, type ListOrder, type OrderKind } from '../../supabase/functions/_shared/contract/order.ts';
import { PERMISSAO_ORDER } from '../../supabase/functions/_shared/contract/permissoes.ts';
import { searchColumnOf, searchTextOf, type SearchField } from '../../supabase/functions/_shared/contract/search.ts';
import { TURMA_ORDER, TURMA_SEARCH } from '../../supabase/functions/_shared/contract/turmas.ts';
import { USUARIO_ORDER, USUARIO_SEARCH } from '../../supabase/functions/_shared/contract/usuarios.ts';
import { orderBy, searchSql } from '../../supabase/functions/api/lib/list.ts';
import { testDatabase } from './support.ts';

const getDb = testDatabase();

const ORDERS: Readonly<Record<string, ListOrder>> = {
  USUARIO_ORDER,
  ESCOLA_ORDER,
  TURMA_ORDER,
  MATRICULA_ORDER,
  PARCELA_ORDER,
  CURSO_ORDER,
  AUDIO_ORDER,
  'materialOrder(treinamento)': materialOrder('treinamento'),
  'materialOrder(extra)': materialOrder('extra'),
  PERMISSAO_ORDER,
};

const SEARCHES: Readonly<Record<string, readonly SearchField[]>> = {
  USUARIO_SEARCH,
  ESCOLA_SEARCH,
  TURMA_SEARCH,
  MATRICULA_SEARCH,
  CANDIDATE_SEARCH,
  PARCELA_SEARCH,
  CURSO_SEARCH,
  AUDIO_SEARCH,
  'materialSearch(treinamento)': materialSearch('treinamento'),
  'materialSearch(extra)': materialSearch('extra'),
};

const NAMES = [
  'Ana',
  'ana',
  'Álvaro',
  'Alvaro',
  'Zé',
  'zeca',
  'Érica',
  'Ana Beatriz',
  'Ana-Maria',
  'Ñandú',
  'Über',
  '10 Alunos',
  '9 Alunos',
  "O'Neil",
  '',
];
const TITLES = [
  'Unit 1',
  'Unit 2',
  'Unit 10',
  'unit 02',
  'Faixa 7b',
  'Faixa 70',
  'Lição 9',
  'Lição 10',
  'Áudio',
  'audio',
  'A1.2',
  'A1.10',
];
const TEXTS = ['materialExtra', 'materiais', 'B', 'b', 'a', 'Z'];
const IDS = Array.from({ length: 40 }, (_, i) => i + 1);
const DAYS = ['2025-12-31', '2026-01-01', '2026-01-10', '2026-02-28', '2027-06-15'];

/** A deterministic pseudo-random pick (a linear congruential sequence). */
function picker(seed: number) {
  let state = seed;
  return <T>(items: readonly T[]): T => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    // The high bits: the low ones of this sequence repeat with a short period.
    return items[Math.floor(state / 65_536) % items.length]!;
  };
}

const SQL_TYPE: Readonly<Record<OrderKind, string>> = {
  name: 'text',
  natural: 'text',
  text: 'text',
  date: 'date',
  number: 'bigint',
};

const quote = (column: string) => `"${column}"`;

describe('the api sorts every contract list order as the mock does (orderBy = compareBy)', () => {
  it.each(Object.entries(ORDERS))('%s', async (_name, order) => {
    const pick = picker(order.length * 7919 + order[0]!.column.length);
    const last = order.length - 1;
    const rows = Array.from({ length: 300 }, (_, n) => {
      const row: Record<string, unknown> = { n };
      order.forEach(({ column, kind }, i) => {
        if (kind === 'number') row[column] = i === last ? n + 1 : pick(IDS);
        else if (kind === 'date') row[column] = pick(DAYS);
        else if (kind === 'natural') row[column] = pick(TITLES);
        else if (kind === 'text') row[column] = pick(TEXTS);
        else row[column] = pick(NAMES);
      });
      return row;
    });
    // No two rows tie: the keys compared as stored (not folded) name a row once, as a table's key does.
    const exact = order.filter((k) => k.kind !== 'name' && k.kind !== 'natural');
    const unique = [...new Map(rows.map((r) => [exact.map((k) => String(r[k.column])).join('\u0000'), r])).values()];
    const definition = ['n integer', ...order.map(({ column, kind }) => `${quote(column)} ${SQL_TYPE[kind]}`)].join(', ');
    const sqlOrder = await getDb().query<{ n: number }>(
      `select r.n from jsonb_to_recordset($1::text::jsonb) as r(${definition}) order by ${orderBy(order, 'r')}`,
      [JSON.stringify(unique)],
    );
    const tsOrder = [...unique].sort(compareBy(order)).map((r) => r.n);
    expect(unique.length).toBeGreaterThan(20);
    expect(sqlOrder.map((r) => r.n)).toEqual(tsOrder);
  });
});

describe('the api searches the text the mock searches (searchSql = searchTextOf)', () => {
  it.each(Object.entries(SEARCHES))('%s', async (_name, fields) => {
    const columns = [...new Set(fields.map(searchColumnOf))];
    const pick = picker(columns.length * 104_729 + fields.length);
    const values = [...NAMES, ...TITLES, '123.456.789-09', '12345678909', 'a b  c', null, null];
    const rows = Array.from({ length: 200 }, (_, n) => ({
      n,
      ...Object.fromEntries(columns.map((column) => [column, pick(values)])),
    }));
    const definition = ['n integer', ...columns.map((column) => `${quote(column)} text`)].join(', ');
    const sqlTexts = await getDb().query<{ t: string }>(
      `select ${searchSql(fields, 'r')} as t from jsonb_to_recordset($1::text::jsonb) as r(${definition}) order by r.n`,
      [JSON.stringify(rows)],
    );
    const text = searchTextOf(fields);
    expect(sqlTexts.map((r) => r.t)).toEqual(rows.map((row) => text(row)));
  });
});
