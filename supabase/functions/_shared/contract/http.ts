/**
 * The contract's building blocks: how one REST endpoint is declared.
 *
 * Every endpoint of the product spec (section 7) is declared exactly once with
 * `endpoint({...})`. The frontend (RTK Query), the MSW mock and the Supabase
 * edge function all import these declarations, so a path, a field name or a
 * validation rule can never drift between them.
 *
 * This folder is deployed with the edge function (Deno), so relative imports
 * carry their `.ts` extension and the only bare import is `zod`.
 */
import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Who may call an endpoint at all; finer rules are the role scope (RLS). */
export type EndpointAuth = 'public' | 'user';

/** Limits for one multipart file field, enforced by every backend. */
export interface UploadField {
  /** Accepted MIME types; a trailing `/*` accepts the whole family. */
  readonly accept: readonly string[];
  readonly maxBytes: number;
  readonly maxFiles: number;
  readonly required?: boolean;
}

/** Path parameters named in a path pattern such as `/users/:id`. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name | keyof PathParams<`/${Rest}`>]: string | number }
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: string | number }
    : Record<never, never>;

export interface EndpointDef<
  P extends string = string,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  readonly name: string;
  readonly method: HttpMethod;
  /** Path relative to the API base, with `:param` placeholders. */
  readonly path: P;
  readonly auth: EndpointAuth;
  /** Query-string schema (values arrive as strings; schemas coerce). */
  readonly query?: Q;
  /** JSON body schema, or the text fields of a multipart body. */
  readonly body?: B;
  readonly bodyKind?: 'json' | 'multipart';
  /** File fields of a multipart body. */
  readonly uploads?: Readonly<Record<string, UploadField>>;
  /** The answer body on success. */
  readonly response: R;
  /** List endpoints page on the server and report the total in `X-Total-Count`. */
  readonly list?: boolean;
  readonly summary: string;
}

export function endpoint<
  const P extends string,
  Q extends z.ZodType = z.ZodUndefined,
  B extends z.ZodType = z.ZodUndefined,
  R extends z.ZodType = z.ZodType,
>(def: EndpointDef<P, Q, B, R>): EndpointDef<P, Q, B, R> {
  return def;
}

export type QueryOf<E> = E extends EndpointDef<string, infer Q, z.ZodType, z.ZodType> ? z.input<Q> : never;
export type BodyOf<E> = E extends EndpointDef<string, z.ZodType, infer B, z.ZodType> ? z.input<B> : never;
export type ResponseOf<E> = E extends EndpointDef<string, z.ZodType, z.ZodType, infer R> ? z.output<R> : never;
export type ParamsOf<E> = E extends EndpointDef<infer P, z.ZodType, z.ZodType, z.ZodType> ? PathParams<P> : never;

/** Fills the `:param` placeholders of a path; values are URI-encoded. */
export function pathFor<P extends string>(path: P, params: PathParams<P>): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = (params as Record<string, string | number | undefined>)[name];
    if (value === undefined || value === '') throw new Error(`Parâmetro de rota ausente: ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** Whether a MIME type is accepted by a list such as `['image/*', 'application/pdf']`. */
export function mimeAccepted(mime: string, accept: readonly string[]): boolean {
  const type = mime.toLowerCase();
  return accept.some((a) => (a.endsWith('/*') ? type.startsWith(a.slice(0, -1)) : type === a));
}
