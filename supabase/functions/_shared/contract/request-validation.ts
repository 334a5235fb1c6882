/**
 * Request validation with the contract's own schemas, shared by every
 * backend that speaks the contract. The first issue is the answer: the
 * schema's own Portuguese message when it has one, otherwise zod's
 * Brazilian-Portuguese message prefixed with the field — the same wording the
 * MSW mock and the api function both use, so both backends answer a bad
 * request with the same `{ msg }`.
 *
 * Deployed with the api function: relative imports only, bare `zod`.
 */
import { z } from 'zod';
import { badRequest } from './errors.ts';
import { SERVER_MESSAGES } from './messages.ts';

const locale = z.locales.ptBR();

type Issue = Parameters<typeof locale.localeError>[0];

function fieldOf(issue: { path?: readonly PropertyKey[] }): string {
  return (issue.path ?? []).map(String).join('.');
}

/**
 * Per-parse error map: it applies only where the schema set no message of its
 * own (zod gives schema-level messages precedence).
 */
export function portugueseError(issue: Issue): string {
  const field = fieldOf(issue);
  if (issue.code === 'invalid_type' && issue.input === undefined) {
    return field ? `Campo obrigatório: ${field}.` : 'Dados obrigatórios ausentes.';
  }
  // JSON's 1e400 parses to Infinity: zod would say it expected a number and got one.
  if (issue.code === 'invalid_type' && issue.expected === 'number' && typeof issue.input === 'number') {
    return field ? `${field}: informe um número válido.` : 'Informe um número válido.';
  }
  const result = locale.localeError(issue);
  const text = typeof result === 'string' ? result : (result?.message ?? 'Valor inválido');
  return field ? `${field}: ${text}.` : `${text}.`;
}

export type Parsed<T> = { readonly ok: true; readonly data: T } | { readonly ok: false; readonly msg: string };

/** Parses `data` with a contract schema; a failure carries the first issue's message. */
export function parseWith<S extends z.ZodType>(schema: S, data: unknown): Parsed<z.output<S>> {
  const result = schema.safeParse(data, { error: portugueseError });
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, msg: result.error.issues[0]?.message ?? 'Dados inválidos.' };
}

/** A path id (`/users/:id`): 1 to 9 digits, at least 1. */
export function parseIdParam(raw: string | undefined): number | null {
  if (raw === undefined || !/^\d{1,9}$/.test(raw) || Number(raw) < 1) return null;
  return Number(raw);
}

/** Parses `data` with a contract schema, or throws a 400 `HttpError` with the first issue's message. */
export function parseOrThrow<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const parsed = parseWith(schema, data);
  if (!parsed.ok) throw badRequest(parsed.msg);
  return parsed.data;
}

/** A positive integer path parameter (`/users/:id`), or a 400 `HttpError`. */
export function idParam(params: Readonly<Record<string, string | undefined>>, name: string): number {
  const id = parseIdParam(params[name]);
  if (id === null) throw badRequest(SERVER_MESSAGES.invalidId);
  return id;
}

/** A JSON request body: an empty one reads as `{}`; text that is not JSON is a 400 `HttpError`. */
export async function readJsonBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest(SERVER_MESSAGES.invalidJson);
  }
}
