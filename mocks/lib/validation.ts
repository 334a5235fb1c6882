/**
 * Request validation with the contract's own schemas. The first issue becomes
 * the 400 answer: the schema's Portuguese message when it has one, otherwise
 * zod's Brazilian-Portuguese message prefixed with the field.
 */
import type { z } from 'zod';
import ptBR from 'zod/v4/locales/pt-BR.js';
import { badRequest, MSG } from './errors';

const locale = ptBR();

type Issue = Parameters<typeof locale.localeError>[0];

function fieldOf(issue: { path?: readonly PropertyKey[] }): string {
  return (issue.path ?? []).map(String).join('.');
}

/**
 * Per-parse error map: it only applies where the schema set no message of
 * its own (zod gives schema-level messages precedence).
 */
function portugueseError(issue: Issue): string {
  const field = fieldOf(issue);
  if (issue.code === 'invalid_type' && issue.input === undefined) {
    return field ? `Campo obrigatório: ${field}.` : 'Dados obrigatórios ausentes.';
  }
  const result = locale.localeError(issue);
  const text = typeof result === 'string' ? result : (result?.message ?? 'Valor inválido');
  return field ? `${field}: ${text}.` : `${text}.`;
}

/** The first issue's message, as the 400 answer carries it. */
export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Dados inválidos.';
}

/** Parses `data` with a contract schema, or throws a 400 with the first issue's message. */
export function parseOrThrow<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data, { error: portugueseError });
  if (!result.success) throw badRequest(firstIssueMessage(result.error));
  return result.data;
}

/** A positive integer path parameter (`/users/:id`), or 400. */
export function idParam(params: Readonly<Record<string, string>>, name: string): number {
  const raw = params[name] ?? '';
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) throw badRequest(MSG.invalidId);
  return Number(raw);
}
