// @vitest-environment node
/**
 * The SQL twins of the contract's rules (supabase/migrations/*_regras.sql)
 * against their TypeScript originals, over wide ranges of inputs: whatever
 * the database computes in a statement, the screens and the mock compute the
 * same.
 */
import { describe, expect, it } from 'vitest';
import { addMonthsToDay, toIsoDay } from '../../supabase/functions/_shared/contract/dates.ts';
import { MAX_INSTALLMENTS, MIN_INSTALLMENTS } from '../../supabase/functions/_shared/contract/constants.ts';
import {
  GRADE_MAX,
  GRADE_MIN,
  GRADE_STEP,
  gradeAverage,
  gradeLabel,
} from '../../supabase/functions/_shared/contract/rules/notas.ts';
import { parcelasPlano, parcelaStatus } from '../../supabase/functions/_shared/contract/rules/parcelas.ts';
import { compareNatural, naturalKey } from '../../supabase/functions/_shared/contract/text.ts';
import { testDatabase } from './support.ts';

const getDb = testDatabase();

/** Every day from `from` to `to`, inclusive. */
function days(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = new Date(`${from}T12:00:00`); toIsoDay(d) <= to; d.setDate(d.getDate() + 1)) out.push(toIsoDay(d));
  return out;
}

describe('private.parcela_status = parcelaStatus', () => {
  it('agrees for paid and unpaid installments due over three years, seen on every day of two years', async () => {
    const dues = days('2025-01-01', '2027-12-31').filter((_, i) => i % 3 === 0);
    const todays = days('2025-12-20', '2027-01-10');
    const statuses = ['à vencer', 'Pago', ' pago ', 'Vencido'];
    const cases: { status: string; due: string; today: string }[] = [];
    for (const today of todays.filter((_, i) => i % 4 === 0)) {
      for (const due of dues) cases.push({ status: statuses[cases.length % statuses.length]!, due, today });
    }
    const rows = await getDb().query<{ s: string }>(
      `select private.parcela_status(c.status, c.due, c.today) as s
         from unnest($1::text[], $2::date[], $3::date[]) with ordinality as c(status, due, today, n) order by c.n`,
      [cases.map((c) => c.status), cases.map((c) => c.due), cases.map((c) => c.today)],
    );
    expect(cases.length).toBeGreaterThan(30_000);
    const mismatches = cases.filter((c, i) => rows[i]!.s !== parcelaStatus(c.status, c.due, c.today));
    expect(mismatches.slice(0, 5)).toEqual([]);
  });
});

describe('private.parcelas_plano = parcelasPlano', () => {
  it(`agrees on values and due dates for every count ${MIN_INSTALLMENTS}x–${MAX_INSTALLMENTS}x over a wide range of totals and first dates`, async () => {
    const totals = [0, 0.01, 0.07, 0.99, 1, 9.99, 66.67, 100, 199.99, 200, 333.33, 1000, 1234.56, 9999.99, 12_345.67, 999_999.99];
    for (let cents = 13; cents < 500_000; cents += 7919) totals.push(cents / 100);
    const firsts = ['2026-01-29', '2026-01-30', '2026-01-31', '2027-12-31', '2028-01-31', '2026-03-15', '2026-08-31'];
    const cases: { total: number; count: number; first: string }[] = [];
    for (const [i, total] of totals.entries()) {
      for (let count = MIN_INSTALLMENTS; count <= MAX_INSTALLMENTS; count++)
        cases.push({ total, count, first: firsts[(i + count) % firsts.length]! });
    }
    const rows = await getDb().query<{ k: number; numero: number; vencimento: string; valor: number }>(
      `select c.k::integer as k, p.numero, p.vencimento::text as vencimento, p.valor::float8 as valor
         from unnest($1::numeric[], $2::integer[], $3::date[]) with ordinality as c(total, cnt, first, k)
         cross join lateral private.parcelas_plano(c.total, c.cnt, c.first) p
        order by c.k, p.numero`,
      [cases.map((c) => c.total), cases.map((c) => c.count), cases.map((c) => c.first)],
    );
    const expected = cases.flatMap((c, i) => parcelasPlano(c.total, c.count, c.first).map((p) => ({ k: i + 1, ...p })));
    expect(rows.length).toBe(expected.length);
    const mismatches = expected.filter((e, i) => JSON.stringify(rows[i]) !== JSON.stringify(e));
    expect(mismatches.slice(0, 5)).toEqual([]);
  });

  it('adds months as the contract does (the month end when the day does not exist)', async () => {
    const firsts = days('2027-12-01', '2028-03-31');
    // Every offset a plan's due dates take, and one more.
    const offsets = MAX_INSTALLMENTS + 1;
    const rows = await getDb().query<{ d: string }>(
      `select (f + make_interval(months => m))::date::text as d
         from unnest($1::date[]) with ordinality as a(f, n), generate_series(0, $2::int - 1) as m order by a.n, m`,
      [firsts, offsets],
    );
    const expected = firsts.flatMap((f) => Array.from({ length: offsets }, (_, m) => addMonthsToDay(f, m)));
    expect(rows.map((r) => r.d)).toEqual(expected);
  });
});

describe('private.nota_media and private.nota_conceito = gradeAverage and gradeLabel', () => {
  it(`agree for every pair of grades ${GRADE_MIN}–${GRADE_MAX} in steps of ${GRADE_STEP}`, async () => {
    const count = Math.round((GRADE_MAX - GRADE_MIN) / GRADE_STEP) + 1;
    const steps = Array.from({ length: count }, (_, i) => Math.round((GRADE_MIN + i * GRADE_STEP) * 1e6) / 1e6);
    const pairs = steps.flatMap((w) => steps.map((p) => [w, p] as const));
    const rows = await getDb().query<{ media: number; conceito: string }>(
      `select private.nota_media(c.w, c.p)::float8 as media, private.nota_conceito(private.nota_media(c.w, c.p)) as conceito
         from unnest($1::numeric[], $2::numeric[]) with ordinality as c(w, p, n) order by c.n`,
      [pairs.map(([w]) => w), pairs.map(([, p]) => p)],
    );
    const mismatches = pairs.filter(
      ([w, p], i) => rows[i]!.media !== gradeAverage(w, p) || rows[i]!.conceito !== gradeLabel(gradeAverage(w, p)),
    );
    expect(steps.at(-1)).toBe(GRADE_MAX);
    expect(pairs.length).toBe(steps.length ** 2);
    expect(mismatches.slice(0, 5)).toEqual([]);
  });
});

describe('private.natural_key = naturalKey', () => {
  const NAMES = [
    'Unit 1',
    'Unit 2',
    'Unit 10',
    'Unit 02',
    'unit 3',
    'Ünit 4',
    'Faixa 007',
    'Faixa 7b',
    'Faixa 70',
    'Lição 9 - parte 2',
    'Lição 9 - parte 10',
    'Lição 10',
    'Áudio',
    'audio',
    '10',
    '9',
    '0',
    '000',
    '',
    'A1.2',
    'A1.10',
    'B2',
    'track-100',
    'track-99',
    '12345678901234 longo',
    '12345678901233 longo',
    'Nível 1 (revisão)',
    'Ñandú 3',
    'Straße 5',
    'CD 1 faixa 1',
    'CD 1 faixa 12',
    'CD 2 faixa 1',
    'x'.repeat(40) + ' 5',
    'Module 1 Lesson 1',
    'Module 1 Lesson 11',
    'Module 11 Lesson 1',
  ];
  it('gives the same key for every name, and the same order', async () => {
    const generated = Array.from(
      { length: 400 },
      (_, i) => `${['Unit', 'Faixa', 'Lição', 'Track'][i % 4]} ${(i * 37) % 211}${i % 7 === 0 ? ` parte ${i % 13}` : ''}`,
    );
    const names = [...NAMES, ...generated];
    const rows = await getDb().query<{ k: string }>(
      `select private.natural_key(c.t) as k from unnest($1::text[]) with ordinality as c(t, n) order by c.n`,
      [names],
    );
    expect(rows.map((r) => r.k)).toEqual(names.map(naturalKey));
    const sqlOrder = await getDb().query<{ t: string }>(
      `select c.t from unnest($1::text[]) with ordinality as c(t, n) order by private.natural_key(c.t) collate "C", c.n`,
      [names],
    );
    const tsOrder = names
      .map((t, n) => ({ t, n }))
      .sort((a, b) => compareNatural(a.t, b.t) || a.n - b.n)
      .map((r) => r.t);
    expect(sqlOrder.map((r) => r.t)).toEqual(tsOrder);
    expect(tsOrder.indexOf('Unit 2')).toBeLessThan(tsOrder.indexOf('Unit 10'));
  });
});
