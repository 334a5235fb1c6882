/**
 * Throttling guesses (docs/decisions.md §53): sign-ins per login and client
 * address, POST /register's `exists: true` answers per caller and address.
 * The counts live in private.tentativas (migration *_tentativas_login.sql),
 * reached through its two security-definer functions with the contract's
 * THROTTLE numbers as arguments.
 */
import { THROTTLE, THROTTLE_MESSAGES, type ThrottleAction } from '../../_shared/contract/throttle.ts';
import type { Sql } from '../ports.ts';

/** What one request counts on: its own key (a login, an account) and, when known, its address. */
export interface Attempt {
  readonly action: ThrottleAction;
  readonly own: string;
  readonly address: string | null;
}

const keysOf = (a: Attempt) => (a.address ? [a.own, `ip:${a.address}`] : [a.own]);

/**
 * Before the attempt: the seconds to wait while one of its keys is locked
 * (nothing counted), else 0 — after counting it when `count`.
 */
export async function startAttempt(sql: Sql, attempt: Attempt, count: boolean): Promise<number> {
  const rule = THROTTLE[attempt.action];
  const limits = attempt.address ? [rule.perKey, rule.perAddress] : [rule.perKey];
  const [row] = await sql.query<{ wait: number }>(
    'select private.tentativas_iniciar($1, $2::text[], $3::integer[], $4, $5, $6, $7) as wait',
    [attempt.action, keysOf(attempt), limits, rule.windowSeconds, rule.lockBaseSeconds, rule.lockMaxSeconds, count],
  );
  return Number(row?.wait ?? 0);
}

/**
 * An attempt that was no guess: taken back from its keys; `forgetOwn` forgets
 * its own key altogether (a login that signed in starts afresh).
 */
export async function giveBack(sql: Sql, attempt: Attempt, forgetOwn: boolean): Promise<void> {
  const keys = keysOf(attempt);
  await sql.query('select private.tentativas_devolver($1, $2::text[], $3::text[])', [
    attempt.action,
    forgetOwn ? keys.filter((k) => k !== attempt.own) : keys,
    forgetOwn ? [attempt.own] : [],
  ]);
}

/** The 429 of a locked key: the contract's message and `Retry-After`. */
export function tooManyAttempts(action: ThrottleAction, waitSeconds: number): Response {
  return new Response(JSON.stringify({ msg: THROTTLE_MESSAGES[action](waitSeconds) }), {
    status: 429,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Retry-After': String(waitSeconds) },
  });
}

const IPV4 = /^(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/;

/** The eight groups of an IPv6 address (an embedded IPv4 tail as two), or null. */
function ipv6Groups(text: string): number[] | null {
  let head = text;
  const tail: number[] = [];
  const v4 = /:((?:\d{1,3}\.){3}\d{1,3})$/.exec(text);
  if (v4) {
    if (!IPV4.test(v4[1]!)) return null;
    const [a, b, c, d] = v4[1]!.split('.').map(Number) as [number, number, number, number];
    tail.push(a * 256 + b, c * 256 + d);
    head = text.slice(0, v4.index);
    // '::1.2.3.4' leaves ':', '1::1.2.3.4' leaves '1:': the '::' before the tail.
    if (head.endsWith(':')) head += ':';
  }
  const halves = head.split('::');
  if (halves.length > 2) return null;
  const parse = (part: string) => (part === '' ? [] : part.split(':'));
  const left = parse(halves[0]!);
  const right = halves.length === 2 ? parse(halves[1]!) : [];
  if ([...left, ...right].some((g) => !/^[0-9a-f]{1,4}$/i.test(g))) return null;
  const known = left.length + right.length + tail.length;
  if (halves.length === 1 ? known !== 8 : known > 7) return null;
  const fill = new Array<number>(8 - known).fill(0);
  return [...left.map((g) => parseInt(g, 16)), ...fill, ...right.map((g) => parseInt(g, 16)), ...tail];
}

/**
 * The address a client's attempts are counted under, from what the platform
 * says it is: an IPv4 address as it is, an IPv4-mapped IPv6 one as its IPv4,
 * any other IPv6 address by its /64 (one subscriber's whole prefix, which it
 * may rotate through at will). Anything else is no address (null).
 */
export function addressKey(raw: string | null | undefined): string | null {
  const text = raw?.trim() ?? '';
  if (text === '' || text.length > 45) return null;
  if (IPV4.test(text)) return text;
  const groups = ipv6Groups(text);
  if (!groups) return null;
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return `${groups[6]! >> 8}.${groups[6]! & 255}.${groups[7]! >> 8}.${groups[7]! & 255}`;
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}
