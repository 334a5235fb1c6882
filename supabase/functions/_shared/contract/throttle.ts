/**
 * Guessing is throttled (docs/decisions.md §53): failed sign-ins per login
 * and per client address, and `exists: true` answers of POST /register per
 * caller and address. Plain data and pure rules, no dependencies: both
 * backends read the numbers from here (the api hands them to the SQL of
 * supabase/migrations/*_tentativas_login.sql), and the login screen shows
 * the message.
 *
 * A key (a login, an address, an account) collects attempts; its count is
 * forgotten `windowSeconds` after its last attempt or the end of its lock,
 * whichever is later. The attempt that brings it to its limit locks it for
 * `lockBaseSeconds`, each further one for twice as long, up to
 * `lockMaxSeconds`. While a key is locked the request answers 429 with
 * `Retry-After` and nothing is checked, looked up or counted.
 */

export interface ThrottleRule {
  readonly windowSeconds: number;
  /** Attempts of one login (sign-in) or one account (registration probes). */
  readonly perKey: number;
  /** Attempts from one client address (the api only: the mock has no address). */
  readonly perAddress: number;
  readonly lockBaseSeconds: number;
  readonly lockMaxSeconds: number;
}

/** The rules by action; the names are the `acao` values private.tentativas accepts. */
export const THROTTLE = {
  /** Failed sign-ins; a success forgets the login's count. */
  login: { windowSeconds: 15 * 60, perKey: 5, perAddress: 20, lockBaseSeconds: 30, lockMaxSeconds: 15 * 60 },
  /** `exists: true` answers of POST /register (the spec's 'Usuário já cadastrado'). */
  cadastro: { windowSeconds: 15 * 60, perKey: 10, perAddress: 30, lockBaseSeconds: 30, lockMaxSeconds: 15 * 60 },
} as const satisfies Record<string, ThrottleRule>;

export type ThrottleAction = keyof typeof THROTTLE;

/** How long the attempt that brings a key's count to `count` locks it (0 below the limit). */
export function lockSeconds(rule: ThrottleRule, limit: number, count: number): number {
  if (count < limit) return 0;
  return Math.min(rule.lockMaxSeconds, rule.lockBaseSeconds * 2 ** Math.min(count - limit, 30));
}

const minutes = (seconds: number) => {
  const n = Math.max(1, Math.ceil(seconds / 60));
  return n === 1 ? '1 minuto' : `${n} minutos`;
};

/** The 429's `{ msg }`, with the wait of its `Retry-After` (seconds) in whole minutes. */
export const THROTTLE_MESSAGES = {
  login: (retryAfterSeconds: number) => `Muitas tentativas de login. Tente novamente em ${minutes(retryAfterSeconds)}.`,
  cadastro: (retryAfterSeconds: number) =>
    `Muitas consultas de cadastro seguidas. Tente novamente em ${minutes(retryAfterSeconds)}.`,
} as const satisfies Record<ThrottleAction, (seconds: number) => string>;

/** The key of a login name (already normalized as POST /login does): a hash, so typed text is never stored. */
export async function loginThrottleKey(normalizedLogin: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(normalizedLogin));
  return `login:${[...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
}
