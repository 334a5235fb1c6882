/**
 * Request validation with the contract's own schemas. The first issue becomes
 * the 400 answer: the schema's Portuguese message when it has one, otherwise
 * zod's Brazilian-Portuguese message prefixed with the field.
 */
import type { z } from 'zod';
import { parseIdParam, parseWith } from '@contract/request-validation';
import { badRequest, MSG } from './errors';

/** Parses `data` with a contract schema, or throws a 400 with the first issue's message. */
export function parseOrThrow<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const parsed = parseWith(schema, data);
  if (!parsed.ok) throw badRequest(parsed.msg);
  return parsed.data;
}

/** A positive integer path parameter (`/users/:id`), or 400. */
export function idParam(params: Readonly<Record<string, string>>, name: string): number {
  const id = parseIdParam(params[name]);
  if (id === null) throw badRequest(MSG.invalidId);
  return id;
}
