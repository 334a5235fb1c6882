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
import {
  PARCELA_ORDER,
  PARCELA_ORDER_ALUNO,
  PARCELA_SEARCH,
  parcelaOrderFor,
} from '../../supabase/functions/_shared/contract/financeiro.ts';
import { parcelaOrdem, parcelaStatus } from '../../supabase/functions/_shared/contract/rules/parcelas.ts';
import { alunoPageSql, parcelaOrdemSql, staffPageSql } from '../../supabase/functions/api/routes/financeiro.ts';
import { materialOrder, materialSearch } from '../../supabase/functions/_shared/contract/materiais.ts';
import { CANDIDATE_SEARCH, MATRICULA_ORDER, MATRICULA_SEARCH } from '../../supabase/functions/_shared/contract/matriculas.ts';
import { compareBy, type ListOrder, type OrderKind } from '../../supabase/functions/_shared/contract/order.ts';
import { PERMISSAO_ORDER } from '../../supabase/functions/_shared/contract/permissoes.ts';
import { searchColumnOf, searchTextOf, type SearchField } from '../../supabase/functions/_shared/contract/search.ts';
import { TURMA_ORDER, TURMA_SEARCH } from '../../supabase/functions/_shared/contract/turmas.ts';
import {
  ANIVERSARIANTES_ORDER,
  DIAS_ANIVERSARIO,
  USUARIO_ORDER,
  USUARIO_SEARCH,
} from '../../supabase/functions/_shared/contract/usuarios.ts';
import { daysToBirthday } from '../../supabase/functions/_shared/contract/rules/aniversario.ts';
import { toIsoDay } from '../../supabase/functions/_shared/contract/dates.ts';
import { orderBy, searchSql } from '../../supabase/functions/api/lib/list.ts';
import { testDatabase } from './support.ts';

const getDb = testDatabase();

const ORDERS: Readonly<Record<string, ListOrder>> = {
  USUARIO_ORDER,
  ANIVERSARIANTES_ORDER,
  ESCOLA_ORDER,
  TURMA_ORDER,
  MATRICULA_ORDER,
  PARCELA_ORDER,
  PARCELA_ORDER_ALUNO,
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

/** A local calendar day from `YYYY-MM-DD`. */
function localDay(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

describe("'Aniversariantes' by the next birthday: private.dias_ate_aniversario = daysToBirthday, and the list sorted alike", () => {
  const births = ['2000-02-29', '1990-02-28', '1985-03-01', '1979-12-31', '1992-01-01', '2001-06-15', '1970-02-24', '1999-11-30'];

  it('agrees on the days to the next birthday for every day from Dec 2023 to Mar 2025 (a leap day, two New Years)', async () => {
    const days: string[] = [];
    for (let d = localDay('2023-12-01'); d <= localDay('2025-03-05'); d.setDate(d.getDate() + 1)) days.push(toIsoDay(d));
    const rows = await getDb().query<{ birth: string; today: string; dias: number }>(
      `select b.birth::text as birth, t.today::text as today, private.dias_ate_aniversario(b.birth, t.today) as dias
         from unnest($1::date[]) as b(birth) cross join unnest($2::date[]) as t(today)`,
      [births, days],
    );
    expect(rows).toHaveLength(births.length * days.length);
    const wrong = rows.filter((r) => r.dias !== daysToBirthday(r.birth, localDay(r.today)));
    expect(wrong).toEqual([]);
    expect(new Set(rows.map((r) => r.dias)).size).toBeGreaterThan(300);
  });

  it('sorts a list of people by the next birthday, then name, then id, as the mock does', async () => {
    const today = '2024-02-26';
    const names = ['Zé', 'ana', 'Álvaro', 'Ana', 'Bia'];
    const people = births.flatMap((birth, i) =>
      names.map((nome, j) => ({ cp_id: i * names.length + j + 1, cp_nome: nome, cp_datanascimento: birth })),
    );
    const sql = await getDb().query<{ cp_id: number }>(
      `select k.cp_id from (
         select p.cp_id, p.cp_nome, private.dias_ate_aniversario(p.cp_datanascimento, $2::date) as ${quote(DIAS_ANIVERSARIO)}
           from jsonb_to_recordset($1::text::jsonb) as p(cp_id integer, cp_nome text, cp_datanascimento date)
       ) k order by ${orderBy(ANIVERSARIANTES_ORDER, 'k')}`,
      [JSON.stringify(people), today],
    );
    const ts = people
      .map((p) => ({ ...p, [DIAS_ANIVERSARIO]: daysToBirthday(p.cp_datanascimento, localDay(today)) }))
      .sort(compareBy(ANIVERSARIANTES_ORDER))
      .map((p) => p.cp_id);
    expect(sql.map((r) => r.cp_id)).toEqual(ts);
    // On 26 February 2024 the nearest birthday is 28 February (in 2 days), then 29 February (a leap year), then 1 March.
    const firstBirths = [0, names.length, 2 * names.length].map((i) => people[ts[i]! - 1]!.cp_datanascimento);
    expect(firstBirths).toEqual(['1990-02-28', '2000-02-29', '1985-03-01']);
  });
});

describe("Financeiro's order: parcelaOrdemSql = parcelaOrdem, and staff's index-friendly page = the whole list sorted", () => {
  const today = '2026-03-15';
  const statuses = ['Pago', 'à vencer'] as const;
  const matriculaStatuses = ['ativo', 'concluido', 'trancado', 'cancelado'] as const;
  const dues = ['2025-12-10', '2026-02-28', '2026-03-01', '2026-03-15', '2026-03-31', '2026-04-01', '2026-05-10'];
  const pagos = [null, '2026-01-05', '2026-03-15', '2025-11-30'];
  const pick = picker(2026);
  const rows = Array.from({ length: 240 }, (_, i) => {
    const status = pick(statuses);
    return {
      cp_mtPar_id: i + 1,
      cp_mt_id: pick([1, 2, 3, 4]),
      cp_mtPar_status: status,
      cp_mtPar_dataParcela: pick(dues),
      cp_mtPar_pago_em: status === 'Pago' ? pick(pagos) : null,
      cp_status_matricula: pick(matriculaStatuses),
    };
  });
  const recordset = `jsonb_to_recordset($1::text::jsonb) as p("cp_mtPar_id" bigint, cp_mt_id bigint, "cp_mtPar_status" text,
      "cp_mtPar_dataParcela" date, "cp_mtPar_pago_em" date, cp_status_matricula text)`;
  const keysOf = (r: (typeof rows)[number]) =>
    parcelaOrdem({ ...r, cp_mtPar_situacao: parcelaStatus(r.cp_mtPar_status, r.cp_mtPar_dataParcela, today) });
  const sorted = (own: boolean) => [...rows].sort((a, b) => compareBy(parcelaOrderFor(own))(keysOf(a), keysOf(b)));

  it('computes the same keys in SQL as the contract does', async () => {
    const sqlKeys = parcelaOrdemSql('p', 'p', '$2::date');
    const got = await getDb().query<Record<string, unknown>>(
      `select ${Object.entries(sqlKeys)
        .map(
          ([k, expr]) =>
            `(${expr})::${k === 'ordem_pagamento' || k === 'cp_mtPar_dataParcela' ? 'text' : 'integer'} as ${quote(k)}`,
        )
        .join(', ')}, p."cp_mtPar_id" as n from ${recordset} order by p."cp_mtPar_id"`,
      [JSON.stringify(rows), today],
    );
    expect(got.map(({ n: _n, ...k }) => k)).toEqual(rows.map((r) => ({ ...keysOf(r) })));
    expect(new Set(got.map((k) => k.ordem_bloco))).toEqual(new Set([0, 1, 2]));
  });

  it.each([
    [0, 5],
    [0, 20],
    [20, 20],
    [95, 10],
    [230, 20],
  ])("staff's page at offset %i, %i rows, is that slice of the whole list in PARCELA_ORDER", async (offset, limit) => {
    const ids = await getDb().query<{ id: number }>(staffPageSql(recordset, 'true', 1), [
      JSON.stringify(rows),
      today,
      offset + limit,
      limit,
      offset,
    ]);
    expect(ids.map((r) => Number(r.id))).toEqual(
      sorted(false)
        .slice(offset, offset + limit)
        .map((r) => r.cp_mtPar_id),
    );
  });

  it("a student's page is grouped by enrolment (the active first) in PARCELA_ORDER_ALUNO", async () => {
    const ids = await getDb().query<{ id: number }>(
      alunoPageSql(`${recordset} cross join lateral (select p.cp_status_matricula) m(cp_status_matricula)`, 'true', 1),
      [JSON.stringify(rows), today, 300, 0],
    );
    expect(ids.map((r) => Number(r.id))).toEqual(sorted(true).map((r) => r.cp_mtPar_id));
  });
});
