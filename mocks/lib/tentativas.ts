/**
 * Throttling guesses, as the api's lib/throttle.ts and its table
 * private.tentativas (docs/decisions.md §53; the contract's THROTTLE): the
 * same rule, counted in the `tentativas` collection, per login (sign-in) or
 * per account (registration probes) — the browser has no client address.
 * The mock is the visitor's own browser, so this is the api's behaviour,
 * not a protection.
 */
import { lockSeconds, THROTTLE, THROTTLE_MESSAGES, type ThrottleAction } from '@contract';
import { HttpResponse } from 'msw';
import type { MockDb } from '../db/schema';

const live = (db: MockDb, acao: ThrottleAction, chave: string, now: number) =>
  db.tentativas.findFirst((q) => q.where((t) => t.acao === acao && t.chave === chave && t.esquecerEm > now));

/**
 * Before an attempt: the seconds to wait while the key is locked (nothing
 * counted), else 0 — after counting it when `count`.
 */
export async function startAttempt(db: MockDb, acao: ThrottleAction, chave: string, count: boolean): Promise<number> {
  const now = Date.now();
  const rule = THROTTLE[acao];
  const row = live(db, acao, chave, now);
  if (row?.bloqueadoAte && row.bloqueadoAte > now) return Math.max(1, Math.ceil((row.bloqueadoAte - now) / 1000));
  if (!count) return 0;
  // Forgotten keys go, this one's included (a fresh count).
  await db.tentativas.deleteMany((q) => q.where((t) => t.esquecerEm <= now));
  const falhas = (row?.falhas ?? 0) + 1;
  const lock = lockSeconds(rule, rule.perKey, falhas) * 1000;
  const next = {
    falhas,
    bloqueadoAte: lock > 0 ? now + lock : null,
    esquecerEm: now + lock + rule.windowSeconds * 1000,
  };
  if (row) {
    await db.tentativas.update((q) => q.where((t) => t.acao === acao && t.chave === chave), {
      data(t) {
        Object.assign(t, next);
      },
    });
  } else {
    await db.tentativas.create({ acao, chave, ...next });
  }
  return 0;
}

/** A login that signed in: its count starts afresh. */
export async function forgetAttempts(db: MockDb, acao: ThrottleAction, chave: string): Promise<void> {
  await db.tentativas.deleteMany((q) => q.where((t) => t.acao === acao && t.chave === chave));
}

/** The 429 of a locked key: the contract's message and `Retry-After`. */
export function tooManyAttempts(acao: ThrottleAction, waitSeconds: number): Response {
  return HttpResponse.json(
    { msg: THROTTLE_MESSAGES[acao](waitSeconds) },
    { status: 429, headers: { 'Retry-After': String(waitSeconds) } },
  );
}
