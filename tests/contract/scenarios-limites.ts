/**
 * Limits and defaults of the contract (paging.ts), as both backends apply
 * them: a list answers at most MAX_PAGE_SIZE rows whether it is paged or
 * not (the full total in X-Total-Count), DEFAULT_PAGE_SIZE rows when only
 * `page` is asked, and a larger `pageSize` is a 400. The seed holds fewer
 * live people than MAX_PAGE_SIZE, so the scenario registers enough students
 * first: a backend that ignored the cap would answer them all.
 */
import { expect } from 'vitest';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../supabase/functions/_shared/contract/paging.ts';
import { LIVE_USERS } from './people.ts';
import type { Answer, Scenario, Step } from './scenario.ts';
import { get, rowsOf, totalOf } from './scenarios-kit.ts';
import { person, register } from './scenarios-usuarios.ts';

const EXTRA = MAX_PAGE_SIZE + 1 - LIVE_USERS.length;
const TOTAL = LIVE_USERS.length + EXTRA;

const rowsAndTotal = (rows: number, total: number) => (a: Answer) => {
  expect(rowsOf(a)).toHaveLength(rows);
  expect(totalOf(a)).toBe(String(total));
};

const registrations: Step[] = Array.from({ length: EXTRA - 1 }, (_, i) => ({
  as: 'gestor',
  request: register(person(800 + i, 5, 1 + (i % 3))),
  expect: { status: 200, body: { exists: false } },
}));

export const LIMIT_SCENARIOS: readonly Scenario[] = [
  {
    name: `paging: a list answers at most ${MAX_PAGE_SIZE} rows, paged or not, with the full total`,
    as: 'gestor',
    request: register(person(799, 5, 1)),
    expect: { status: 200, body: { exists: false } },
    then: [
      ...registrations,
      { as: 'gestor', request: get('/users'), expect: { status: 200, check: rowsAndTotal(MAX_PAGE_SIZE, TOTAL) } },
      {
        as: 'gestor',
        request: get(`/users?page=2&pageSize=${MAX_PAGE_SIZE}`),
        expect: { status: 200, check: rowsAndTotal(TOTAL - MAX_PAGE_SIZE, TOTAL) },
      },
      { as: 'gestor', request: get('/users?page=3'), expect: { status: 200, check: rowsAndTotal(DEFAULT_PAGE_SIZE, TOTAL) } },
      { as: 'gestor', request: get(`/users?pageSize=${MAX_PAGE_SIZE + 1}`), expect: { status: 400 } },
    ],
  },
];

if (EXTRA < 1) throw new Error('The seed already holds more live people than MAX_PAGE_SIZE: register none.');
