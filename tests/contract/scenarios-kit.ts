/**
 * Small builders shared by the scenario files (./scenarios.ts and
 * ./scenarios-*.ts): requests, expectations, the caller denials every
 * authenticated endpoint gets, and list checks.
 */
import { expect } from 'vitest';
import { TOTAL_COUNT_HEADER } from '../../supabase/functions/_shared/contract/index.ts';
import { SERVER_MESSAGES } from '../../supabase/functions/_shared/contract/messages.ts';
import { parseWith } from '../../supabase/functions/_shared/contract/request-validation.ts';
import { cpfCheckDigits } from '../../mocks/seed/people.ts';
import { P, SEEDED_USERS, type PersonKey } from './people.ts';
import type { Answer, Expectation, RequestSpec, Scenario, Step } from './scenario.ts';

export const M = SERVER_MESSAGES;

export const ROLES = ['gestor', 'diretor', 'secretaria', 'professor', 'aluno'] as const satisfies readonly PersonKey[];

export const get = (path: string): RequestSpec => ({ method: 'GET', path });
export const del = (path: string): RequestSpec => ({ method: 'DELETE', path });
export const put = (path: string, json: unknown): RequestSpec => ({ method: 'PUT', path, json });
export const post = (path: string, json: unknown): RequestSpec => ({ method: 'POST', path, json });
export const ok = (extra: Omit<Expectation, 'status'> = {}): Expectation => ({ status: 200, ...extra });
export const error = (status: number, msg: string): Expectation => ({ status, msg });
export const id = (who: PersonKey) => P[who].cp_id;
export const loginRequest = (login: string, password: string): RequestSpec => ({
  method: 'POST',
  path: '/login',
  json: { login, password },
});

/** No token, a bearer that is not a token, a forged token: 401 for every authenticated endpoint. */
export function callerDenials(label: string, request: RequestSpec, then?: readonly Step[]): Scenario[] {
  return (['anon', 'garbageToken', 'forgedToken'] as const).map((as) => ({
    name: `${label}: ${as === 'anon' ? 'no token' : as === 'garbageToken' ? 'a bearer that is not a token' : 'a forged token'}`,
    as,
    request,
    expect: error(401, M.sessionExpired),
    ...(then ? { then } : {}),
  }));
}

export const bodyOf = <T>(a: Answer) => a.body as T;
export const rowsOf = <T = Record<string, unknown>>(a: Answer) => a.body as T[];
export const idsOf = (a: Answer, key = 'cp_id') => rowsOf(a).map((r) => r[key] as number);
export const totalOf = (a: Answer) => a.headers.get(TOTAL_COUNT_HEADER);

/** The answer's rows have exactly these ids (any order), and the total header says how many. */
export function exactlyIds(expected: readonly number[], key = 'cp_id', withTotal = true) {
  return (a: Answer) => {
    expect([...idsOf(a, key)].sort((x, y) => x - y)).toEqual([...expected].sort((x, y) => x - y));
    if (withTotal) expect(totalOf(a)).toBe(String(expected.length));
  };
}

/** The 400 message both backends answer for `data` under a contract schema (the first issue, in Portuguese). */
export function firstMessage(schema: Parameters<typeof parseWith>[0], data: unknown): string {
  const parsed = parseWith(schema, data);
  if (parsed.ok) throw new Error(`Expected ${JSON.stringify(data)} to be invalid`);
  return parsed.msg;
}

const SEEDED_CPFS = new Set(SEEDED_USERS.map((u) => u.cp_cpf.replace(/\D/g, '')));

/** A valid CPF (real check digits) no seeded person has, formatted; a different one for each `n`. */
export function freshCpf(n: number): string {
  const base = String(310_000_000 + n * 7919)
    .padStart(9, '0')
    .split('')
    .map(Number);
  const digits = [...base, ...cpfCheckDigits(base)].join('');
  if (SEEDED_CPFS.has(digits)) throw new Error(`CPF ${digits} is seeded`);
  return `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9)}`;
}
