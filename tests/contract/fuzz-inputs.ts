/**
 * Inputs of the contract fuzz test (./fuzz.test.ts): fast-check arbitraries
 * of whole HTTP requests for one endpoint declaration, built from its own
 * schemas (`query`, `body`, `uploads`, the `:params` of its path), plus the
 * oracle that says whether a request breaks the contract's validation.
 *
 * Every value is either valid-shaped (drawn from the field's schema through
 * its JSON Schema) or hostile (control characters, right-to-left override,
 * lone surrogates, 10 k characters, SQL-ish text, numbers out of range,
 * impossible dates, wrong JSON types, path tricks, repeated query keys).
 * A schema construct or a path parameter the generator does not know makes
 * it throw: a new endpoint is fuzzed or the suite fails, never skipped.
 *
 * Requests are plain data (what fast-check prints for a counterexample);
 * `toHttpRequest` turns one into a real `Request`.
 */
import fc from 'fast-check';
import { z } from 'zod';
import { GRANTABLE } from '../../supabase/functions/_shared/contract/access.ts';
import { UploadId } from '../../supabase/functions/_shared/contract/arquivos.ts';
import { CertificadoCodigo } from '../../supabase/functions/_shared/contract/certificados.ts';
import { pdfSlotOf } from '../../supabase/functions/_shared/contract/materiais.ts';
import { GrantSchema } from '../../supabase/functions/_shared/contract/permissoes.ts';
import type { EndpointDef } from '../../supabase/functions/_shared/contract/http.ts';
import { parseIdParam, parseWith } from '../../supabase/functions/_shared/contract/request-validation.ts';
import {
  splitForm,
  unexpectedFileMsg,
  uploadProblem,
  NOT_A_FORM_MSG,
} from '../../supabase/functions/_shared/contract/uploads.ts';
import { fileBytes } from './scenario.ts';
import { NO_SUCH_ID, P, SEED } from './people.ts';

export type AnyEndpoint = EndpointDef<string, z.ZodType, z.ZodType, z.ZodType>;

/** Who sends a request: a signed-in demo person, nobody, or a bearer that is no token. */
export const FUZZ_ACTORS = ['gestor', 'secretaria', 'aluno'] as const satisfies readonly (keyof typeof P)[];
export type FuzzActor = (typeof FUZZ_ACTORS)[number] | 'anon' | 'garbageToken';

export interface FuzzFile {
  readonly field: string;
  readonly name: string;
  readonly type: string;
  readonly size: number;
}

export type FuzzBody =
  | { readonly kind: 'none' }
  /** Sent as application/json, byte for byte (it may be malformed on purpose). */
  | { readonly kind: 'json'; readonly text: string }
  /** A JSON object written field by field: each value a JSON literal (keys may repeat; the last one wins). */
  | { readonly kind: 'jsonFields'; readonly entries: readonly (readonly [string, string])[] }
  | {
      readonly kind: 'form';
      /** multipart/form-data, or application/x-www-form-urlencoded (fields only). */
      readonly encoding: 'multipart' | 'urlencoded';
      readonly fields: readonly (readonly [string, string])[];
      readonly files: readonly FuzzFile[];
    };

/** One path parameter: text (URI-encoded when sent) or a raw segment (sent as is, e.g. `%ED%A0%80`). */
export type FuzzParam = { readonly text: string } | { readonly raw: string };

export interface FuzzRequest {
  readonly endpoint: string;
  readonly method: AnyEndpoint['method'];
  readonly actor: FuzzActor;
  readonly params: Readonly<Record<string, FuzzParam>>;
  /** The query string without `?` ('' for none), exactly as sent. */
  readonly query: string;
  readonly body: FuzzBody;
  /**
   * Why the request may not succeed when it writes: `poisoned` (one part
   * drawn to break validation), `missingRow` (the path names a row that does
   * not exist), or `free` (a read: anything goes).
   */
  readonly kind: 'poisoned' | 'missingRow' | 'free';
}

// ---------------------------------------------------------------------------
// Hostile values
// ---------------------------------------------------------------------------

const LONG = 'x'.repeat(10_000);

/** Text a person would never type, or would type to break something. */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  '   a   ',
  '\u0000',
  'a\u0000b',
  '\u0001\u0007\u001b[31m',
  '\u007f',
  '\t\r\n',
  '\u202Eabc',
  '\u200B',
  '\uFEFF',
  '\uD800',
  'a\uDC00b',
  '\uDBFF\uDFFF',
  LONG,
  'ã'.repeat(5_000),
  '9'.repeat(10_000),
  "' or 1=1 --",
  "'; drop table public.profiles; --",
  '%',
  '_',
  '\\',
  '%_\\',
  "\\'",
  '"',
  '$1',
  '::int',
  '*',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '👩‍👩‍👧',
  'e\u0301',
  '١٢٣',
  '１２３',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '24:00',
  '23:60',
  '7:5',
];

/** Numbers where ids, counts and money are expected. */
export const HOSTILE_NUMBERS: readonly number[] = [
  -1,
  0,
  -0,
  0.5,
  1.5,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 32,
  2 ** 53 - 1,
  2 ** 53,
  2 ** 53 + 2,
  1e21,
  1e308,
  -1e308,
  Number.MIN_VALUE,
  1_000_000.01,
  99.999,
];

/** The same, as text (query strings, form fields, path parameters). */
export const HOSTILE_NUMERIC_STRINGS: readonly string[] = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e3',
  '1e400',
  '0x1A',
  '0b1',
  '1_000',
  ' 1',
  '1 ',
  '+1',
  '01',
  '1.0',
  '1.5',
  '-1',
  '0',
  '-0',
  '2147483647',
  '2147483648',
  '4294967296',
  '9007199254740991',
  '9007199254740993',
  '99999999999999999999',
  '1000000000',
  '999999999',
  '1,5',
];

export const HOSTILE_DATES: readonly string[] = [
  '0000-01-01',
  '9999-12-31',
  '2025-02-30',
  '2023-02-29',
  '-001-01-01',
  '2025-13-01',
  '2025-00-10',
  '1899-12-31',
  '2200-01-01',
  '2025-1-1',
  '2025-01-01T00:00:00Z',
  '20250101',
  '2025-01-01 ',
  '2025-01-01\u0000',
  '+002025-01-01',
];

/** JSON values of the wrong type for any field. */
export const WRONG_TYPES: readonly unknown[] = [
  null,
  true,
  false,
  [],
  [null],
  [1, 2],
  [['nested']],
  {},
  { $gt: '' },
  { toString: 1 },
  'texto',
];

/** JSON literals JSON.stringify cannot produce (they parse to Infinity, -0, or lose precision). */
export const RAW_JSON_LITERALS: readonly string[] = [
  '1e400',
  '-1e400',
  '-0',
  '1.0',
  '123456789012345678901234567890',
  '0.1e-400',
];

/** Whole bodies sent as application/json. */
export const RAW_JSON_BODIES: readonly string[] = [
  '',
  ' ',
  'null',
  'true',
  '0',
  '"texto"',
  '[]',
  '[{}]',
  '{',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  'NaN',
  '\u0000',
  '\uFEFF{}',
  '{"__proto__":{"cp_tipo_user":1}}',
  '{"constructor":{"prototype":{"x":1}}}',
  `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
  // Over the api's 1 MiB limit for a JSON body.
  JSON.stringify({ x: 'x'.repeat(1_100_000) }),
];

/** Decoded path parameters (sent URI-encoded). */
export const HOSTILE_PATH_TEXTS: readonly string[] = [
  '../',
  '..\\',
  '../../etc/passwd',
  '\u0000',
  '%00',
  '1e3',
  '-1',
  '0',
  '00',
  '1.5',
  '1.0',
  '2147483647',
  '2147483648',
  '4294967296',
  '9007199254740993',
  '1000000000',
  '999999999',
  ' 1',
  '1 ',
  '+1',
  '0x10',
  'NaN',
  'Infinity',
  "1' or '1'='1",
  '1;select 1',
  '١',
  '１',
  'abc',
  '\u202E1',
  '\uFEFF1',
  '1\n',
  '9'.repeat(10_000),
  'x'.repeat(2_000),
];

/** Raw path segments: broken or overlong percent-encodings (a lone surrogate is `%ED%A0%80`). */
export const HOSTILE_RAW_SEGMENTS: readonly string[] = ['%', '%zz', '%ED%A0%80', '%C0%AF', '%FF', '%2', '%E2%80%AE1', '1%00'];

/** Raw query-string fragments appended as they are. */
export const HOSTILE_QUERY_FRAGMENTS: readonly string[] = [
  '&',
  '&&=',
  '=x',
  '%',
  '%zz=1',
  'q=%ED%A0%80',
  'q=%00',
  'q=%FF%FE',
  '__proto__=1',
  'constructor=1',
  'page[]=1',
  'page=1&page=2',
  'a=b=c',
  '+=+',
];

const hostileString = fc.constantFrom(...HOSTILE_STRINGS, ...HOSTILE_NUMERIC_STRINGS, ...HOSTILE_DATES);

/** A hostile JSON value, as the literal written into the body. */
const hostileJsonLiteral: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: hostileString.map((s) => JSON.stringify(s)), weight: 4 },
  { arbitrary: fc.constantFrom(...HOSTILE_NUMBERS).map((n) => JSON.stringify(n)), weight: 3 },
  { arbitrary: fc.constantFrom(...WRONG_TYPES).map((v) => JSON.stringify(v)), weight: 2 },
  { arbitrary: fc.constantFrom(...RAW_JSON_LITERALS), weight: 1 },
);

// ---------------------------------------------------------------------------
// Valid-shaped values, from a schema's JSON Schema
// ---------------------------------------------------------------------------

type JsonSchema = {
  readonly type?: string | readonly string[];
  readonly properties?: Readonly<Record<string, JsonSchema>>;
  readonly required?: readonly string[];
  readonly items?: JsonSchema;
  readonly maxItems?: number;
  readonly anyOf?: readonly JsonSchema[];
  readonly enum?: readonly unknown[];
  readonly const?: unknown;
  readonly pattern?: string;
  readonly format?: string;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly exclusiveMinimum?: number;
  readonly exclusiveMaximum?: number;
  readonly default?: unknown;
};

/** The JSON Schema of a contract schema as a client sends it (input side). */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'throw' }) as JsonSchema;
}

const KNOWN_KEYS = new Set([
  '$schema',
  'type',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'maxItems',
  'minItems',
  'anyOf',
  'enum',
  'const',
  'pattern',
  'format',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'default',
  'description',
]);

const DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';
const CPF_PATTERN = '^\\d{3}\\.\\d{3}\\.\\d{3}-\\d{2}$';

/** Ids that exist in the seed (people, schools, classes, enrolments, installments) and one that does not. */
const SEEDED_IDS = fc.oneof(
  { arbitrary: fc.integer({ min: 1, max: 100 }), weight: 4 },
  { arbitrary: fc.constantFrom(...Object.values(P).map((p) => p.cp_id)), weight: 2 },
  { arbitrary: fc.constant(NO_SUCH_ID), weight: 1 },
);

const isoDay = fc
  .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2199-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

/** A CPF with right check digits (the schema refuses others). */
const validCpf = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 9 }).map((nine) => {
  const digits = [...nine];
  for (const len of [9, 10]) {
    let sum = 0;
    for (let i = 0; i < len; i++) sum += digits[i]! * (len + 1 - i);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  const d = digits.join('');
  return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`;
});

/**
 * Text a person might type: a plain word (which also fits logins and most
 * patterns), any string, or the nasty-but-allowed kind (quotes, `%`, `_`,
 * `\\`, right-to-left override, emoji, lone surrogates).
 */
const plainText = (maxLength: number, minLength = 0) =>
  fc.oneof(
    { arbitrary: fc.stringMatching(/^[a-z][a-z0-9._-]{1,20}$/).filter((t) => t.length <= maxLength), weight: 3 },
    { arbitrary: fc.string({ minLength, maxLength: Math.min(maxLength, 40), unit: 'grapheme' }), weight: 1 },
    { arbitrary: fc.string({ minLength, maxLength: Math.min(maxLength, 40) }), weight: 1 },
    {
      arbitrary: fc.constantFrom(
        ...HOSTILE_STRINGS.filter((t) => t.length >= minLength && t.length <= maxLength && t.trim() !== ''),
      ),
      weight: 2,
    },
  );

const email = fc.oneof(
  fc.stringMatching(/^[a-z0-9]{1,12}(\.[a-z0-9]{1,8})?@[a-z]{2,10}\.(com|com\.br|org)$/),
  fc.constantFrom('a@b.co', "o'neil+fuzz@escola.com.br"),
);

function checkKnown(js: JsonSchema): void {
  const unknown = Object.keys(js).filter((k) => !KNOWN_KEYS.has(k));
  if (unknown.length > 0) {
    throw new Error(`fuzz-inputs: JSON Schema keyword(s) ${unknown.join(', ')} not handled (${JSON.stringify(js)})`);
  }
}

/** Valid-shaped values of a JSON Schema (best effort: refinements are not visible in it). */
export function shaped(js: JsonSchema): fc.Arbitrary<unknown> {
  checkKnown(js);
  if (js.anyOf) return fc.oneof(...js.anyOf.map(shaped));
  if (js.const !== undefined) return fc.constant(js.const);
  if (js.enum) return fc.constantFrom(...js.enum);
  const types = js.type === undefined ? [] : Array.isArray(js.type) ? js.type : [js.type as string];
  if (types.length > 1) return fc.oneof(...types.map((type) => shaped({ ...js, type })));
  switch (types[0]) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'string': {
      if (js.pattern === DATE_PATTERN) {
        return fc.oneof({ arbitrary: isoDay, weight: 4 }, { arbitrary: fc.stringMatching(new RegExp(js.pattern)), weight: 1 });
      }
      if (js.pattern === CPF_PATTERN) {
        return fc.oneof({ arbitrary: validCpf, weight: 4 }, { arbitrary: fc.stringMatching(new RegExp(js.pattern)), weight: 1 });
      }
      if (js.format === 'email') return email;
      if (js.pattern) return fc.stringMatching(new RegExp(js.pattern));
      return plainText(js.maxLength ?? 60, js.minLength ?? 0);
    }
    case 'integer': {
      const min = Math.max(js.exclusiveMinimum !== undefined ? js.exclusiveMinimum + 1 : (js.minimum ?? -(2 ** 31)), -(2 ** 31));
      const max = Math.min(
        js.exclusiveMaximum !== undefined ? js.exclusiveMaximum - 1 : (js.maximum ?? 2 ** 31 - 1),
        2 ** 31 - 1,
      );
      const small = fc.integer({ min: Math.max(min, -2), max: Math.max(Math.min(max, 10), Math.max(min, -2)) });
      const inRange = fc.integer({ min, max });
      const seeded = SEEDED_IDS.filter((n) => n >= min && n <= max);
      return min >= 1
        ? fc.oneof({ arbitrary: seeded, weight: 3 }, small, inRange)
        : fc.oneof({ arbitrary: small, weight: 3 }, inRange);
    }
    case 'number': {
      const min = js.exclusiveMinimum !== undefined ? js.exclusiveMinimum + 0.01 : (js.minimum ?? -1e9);
      const max = js.exclusiveMaximum !== undefined ? js.exclusiveMaximum - 0.01 : (js.maximum ?? 1e9);
      return fc.oneof(
        fc.integer({ min: Math.ceil(Math.max(min, -1e9)), max: Math.floor(Math.min(max, 1e9)) }),
        fc
          .double({ min, max, noNaN: true, noDefaultInfinity: true })
          .map((n) => Math.min(max, Math.max(min, Math.round(n * 100) / 100))),
      );
    }
    case 'array': {
      if (!js.items) throw new Error(`fuzz-inputs: array without items (${JSON.stringify(js)})`);
      return fc.array(shaped(js.items), { maxLength: Math.min(js.maxItems ?? 5, 5) });
    }
    case 'object': {
      const props = js.properties ?? {};
      return fc.record(Object.fromEntries(Object.entries(props).map(([k, v]) => [k, shaped(v)])), {
        requiredKeys: [...(js.required ?? [])],
      });
    }
    default:
      throw new Error(`fuzz-inputs: JSON Schema not handled (${JSON.stringify(js)})`);
  }
}

/** How a value travels as text (query strings, form fields). */
function asText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * How a request's values are drawn: `mixed` (each valid-shaped or hostile)
 * or `shaped` (valid-shaped only, required fields present — so more requests
 * pass validation and reach the handler with the nasty-but-allowed text).
 */
type Mix = 'mixed' | 'shaped';

/** A field's value as a JSON literal. */
function fieldLiteral(js: JsonSchema, mix: Mix): fc.Arbitrary<string> {
  const valid = shaped(js).map((v) => JSON.stringify(v));
  return mix === 'shaped' ? valid : fc.oneof({ arbitrary: valid, weight: 3 }, { arbitrary: hostileJsonLiteral, weight: 2 });
}

/** A field's value as text (query strings, form fields). */
function fieldText(js: JsonSchema, mix: Mix): fc.Arbitrary<string> {
  const valid = shaped(js).map(asText);
  return mix === 'shaped' ? valid : fc.oneof({ arbitrary: valid, weight: 3 }, { arbitrary: hostileString, weight: 2 });
}

function objectSchema(schema: z.ZodType, where: string): { props: Record<string, JsonSchema>; required: string[] } {
  const js = jsonSchemaOf(schema);
  checkKnown(js);
  if (js.type !== 'object' || !js.properties) {
    throw new Error(`fuzz-inputs: ${where} is not an object schema (${JSON.stringify(js)})`);
  }
  return { props: { ...js.properties }, required: [...(js.required ?? [])] };
}

// ---------------------------------------------------------------------------
// Path parameters
// ---------------------------------------------------------------------------

interface ParamRule {
  readonly valid: fc.Arbitrary<string>;
  /** Whether the decoded value passes the backends' check (undefined: any text is allowed, only lookups fail). */
  readonly isValid?: (decoded: string) => boolean;
  /** The status a value that fails `isValid` gets: 400, or 404 where an id that cannot exist is simply not found. */
  readonly malformed?: 400 | 404;
  /** Well-formed values that name no row (for writes that must find nothing). */
  readonly missing?: readonly string[];
}

/**
 * What a path parameter holds, by its name. Ids (`:id`, `:userId`, …) are
 * checked by both backends with `parseIdParam` (400); an upload's id with
 * the contract's `UploadId` (a uuid; anything else is an upload not found);
 * a grant's name with `GrantSchema` (400); a certificate's code with
 * `CertificadoCodigo` (400); a PDF slot (`:n`) with `pdfSlotOf` (404). A new kind of parameter must be
 * added here.
 */
export function paramRule(name: string): ParamRule {
  if (name === 'uploadId') {
    return {
      valid: fc.uuid(),
      isValid: (s) => UploadId.safeParse(s).success,
      malformed: 404,
      missing: ['00000000-0000-4000-8000-000000000000'],
    };
  }
  if (name === 'id' || /^[a-z]+Id$/.test(name)) {
    return {
      valid: SEEDED_IDS.map(String),
      isValid: (s) => parseIdParam(s) !== null,
      malformed: 400,
      missing: [String(NO_SUCH_ID), '999999999'],
    };
  }
  if (name === 'codigo') {
    // A certificate's code (CertificadoCodigo normalises it; anything else is 400 codeInvalid).
    return {
      valid: fc.constantFrom(...SEED.certificados.map((c) => c.cp_cert_codigo)),
      isValid: (s) => CertificadoCodigo.safeParse(s).success,
      malformed: 400,
      missing: ['ZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZ'],
    };
  }
  if (name === 'n') {
    // A material's PDF slot (1–3); anything else is a PDF not found.
    return { valid: fc.constantFrom('1', '2', '3'), isValid: (s) => pdfSlotOf(s) !== null, malformed: 404 };
  }
  if (name === 'permissao') {
    // Every well-formed grant exists: the row a write names is missing through its person (:userId).
    return { valid: fc.constantFrom(...GRANTABLE), isValid: (s) => GrantSchema.safeParse(s).success, malformed: 400 };
  }
  throw new Error(`fuzz-inputs: no rule for the path parameter :${name} (add one to paramRule)`);
}

export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1]!);
}

const hostileParam: fc.Arbitrary<FuzzParam> = fc.oneof(
  { arbitrary: fc.constantFrom(...HOSTILE_PATH_TEXTS).map((text) => ({ text })), weight: 3 },
  { arbitrary: fc.constantFrom(...HOSTILE_RAW_SEGMENTS).map((raw) => ({ raw })), weight: 1 },
);

function segmentOf(param: FuzzParam): string {
  const segment = 'raw' in param ? param.raw : encodeURIComponent(param.text);
  // A dot segment would be resolved away by the URL parser and address another endpoint.
  if (/^(\.|%2e){1,2}$/i.test(segment) || segment === '') throw new Error(`fuzz-inputs: path segment ${segment}`);
  return segment;
}

/** The decoded value a router hands the handler (a broken encoding stays as it is). */
function decodedParam(param: FuzzParam): string {
  if ('text' in param) return param.text;
  try {
    return decodeURIComponent(param.raw);
  } catch {
    return param.raw;
  }
}

// ---------------------------------------------------------------------------
// Files of multipart bodies
// ---------------------------------------------------------------------------

function fileVariants(def: AnyEndpoint): fc.Arbitrary<FuzzFile[]> {
  const uploads = Object.entries(def.uploads ?? {});
  const fields = uploads.map(([k]) => k);
  const okFile = (field: string, accept: readonly string[]): FuzzFile => ({
    field,
    name: 'foto.png',
    type: accept.find((a) => !a.endsWith('/*')) ?? 'image/png',
    size: 64,
  });
  const valid: FuzzFile[][] = [[], ...uploads.map(([k, u]) => [okFile(k, u.accept)])];
  const hostile: FuzzFile[][] = [
    [{ field: 'outro', name: 'a.png', type: 'image/png', size: 64 }],
    ...fields.flatMap((field) => [
      [{ field, name: 'a.pdf', type: 'application/pdf', size: 64 }],
      [{ field, name: 'a.png', type: 'text/html', size: 64 }],
      [{ field, name: 'a.png', type: '', size: 64 }],
      [{ field, name: '', type: '', size: 0 }],
      [
        { field, name: 'a.png', type: 'image/png', size: 64 },
        { field, name: 'b.png', type: 'image/png', size: 64 },
      ],
      [{ field, name: '../../etc/passwd', type: 'image/png', size: 64 }],
      [{ field, name: `${'x'.repeat(2_000)}.png`, type: 'image/png', size: 64 }],
      [{ field, name: 'a\u0000\r\n".png', type: 'image/png', size: 64 }],
      [{ field, name: 'a.png', type: 'image/png', size: 1 }],
    ]),
  ];
  return fc.oneof({ arbitrary: fc.constantFrom(...valid), weight: 2 }, { arbitrary: fc.constantFrom(...hostile), weight: 3 });
}

// ---------------------------------------------------------------------------
// Whole requests
// ---------------------------------------------------------------------------

const actorArb: fc.Arbitrary<FuzzActor> = fc.oneof(
  { arbitrary: fc.constant<FuzzActor>('gestor'), weight: 5 },
  { arbitrary: fc.constant<FuzzActor>('secretaria'), weight: 2 },
  { arbitrary: fc.constant<FuzzActor>('aluno'), weight: 2 },
  { arbitrary: fc.constant<FuzzActor>('anon'), weight: 1 },
  { arbitrary: fc.constant<FuzzActor>('garbageToken'), weight: 1 },
);

const unauthenticated: fc.Arbitrary<FuzzActor> = fc.constantFrom<FuzzActor>('anon', 'garbageToken');

export const isWrite = (def: AnyEndpoint) => def.method !== 'GET';

/** The parts of a request a fuzz can break: path parameters, query, body, files. */
export function hasInput(def: AnyEndpoint): boolean {
  return pathParamNames(def.path).length > 0 || def.query !== undefined || def.body !== undefined || def.uploads !== undefined;
}

/** Whether the contract checks some input of the endpoint (an id in the path, a query, a body, files) and refuses it with a 400. */
export function validatesInput(def: AnyEndpoint): boolean {
  return (
    pathParamNames(def.path).some((n) => paramRule(n).malformed === 400) ||
    def.query !== undefined ||
    def.body !== undefined ||
    def.uploads !== undefined
  );
}

function queryArb(def: AnyEndpoint, mix: Mix): fc.Arbitrary<string> {
  const props = def.query ? objectSchema(def.query, `${def.name}.query`).props : {};
  const keys = Object.keys(props);
  if (mix === 'shaped') {
    return fc
      .record(Object.fromEntries(keys.map((k) => [k, fieldText(props[k]!, mix)])), { requiredKeys: [] })
      .map((values) => new URLSearchParams(Object.entries(values) as [string, string][]).toString());
  }
  const pair: fc.Arbitrary<readonly [string, string]> =
    keys.length > 0
      ? fc.oneof(
          { arbitrary: fc.constantFrom(...keys).chain((k) => fieldText(props[k]!, mix).map((v) => [k, v] as const)), weight: 6 },
          { arbitrary: fc.tuple(fc.constantFrom('outro', 'q[]', 'PAGE', ''), hostileString), weight: 1 },
        )
      : fc.tuple(fc.constantFrom('q', 'page', 'outro'), hostileString);
  // Pairs may repeat a key (the last one wins on every backend, as in URLSearchParams → Object.fromEntries).
  return fc
    .tuple(fc.array(pair, { maxLength: keys.length + 2 }), fc.option(fc.constantFrom(...HOSTILE_QUERY_FRAGMENTS), { freq: 4 }))
    .map(([pairs, fragment]) => {
      const text = new URLSearchParams(pairs.map(([k, v]) => [k, v])).toString();
      return [text, fragment].filter((s) => s !== null && s !== '').join('&');
    });
}

/**
 * The fields of a body object: each absent, valid-shaped or hostile (required
 * ones always present when `shaped`), plus, when mixed, a repeated or extra key.
 */
function fieldsArb(
  def: AnyEndpoint,
  mix: Mix,
  value: (js: JsonSchema, mix: Mix) => fc.Arbitrary<string>,
  hostile: fc.Arbitrary<string>,
  extraKeys: readonly string[],
): fc.Arbitrary<(readonly [string, string])[]> {
  const { props, required } = def.body ? objectSchema(def.body, `${def.name}.body`) : { props: {}, required: [] };
  const fields = Object.entries(props).map(([k, js]) => {
    const entry = value(js, mix).map((v) => [k, v] as const);
    return mix === 'shaped' && required.includes(k) ? entry : fc.option(entry, { freq: 6 });
  });
  const extra =
    mix === 'shaped'
      ? fc.constant([])
      : fc.array(fc.tuple(fc.constantFrom(...extraKeys, ...Object.keys(props)), hostile), { maxLength: 2 });
  return fc
    .tuple(fc.tuple(...fields), extra)
    .map(([own, more]) => [...own.filter((e): e is readonly [string, string] => e !== null), ...more]);
}

/** The text of a JSON body, or null when the body is not JSON. */
export function jsonTextOf(body: FuzzBody): string | null {
  if (body.kind === 'json') return body.text;
  if (body.kind === 'jsonFields') return `{${body.entries.map(([k, literal]) => `${JSON.stringify(k)}:${literal}`).join(',')}}`;
  return null;
}

function bodyArb(def: AnyEndpoint, mix: Mix): fc.Arbitrary<FuzzBody> {
  const none = fc.constant<FuzzBody>({ kind: 'none' });
  const raw = fc.constantFrom(...RAW_JSON_BODIES).map((text): FuzzBody => ({ kind: 'json', text }));
  if (def.bodyKind === 'multipart') {
    const form = fc
      .tuple(
        fieldsArb(def, mix, fieldText, hostileString, ['cp_id']),
        fileVariants(def),
        fc.constantFrom('multipart', 'multipart', 'multipart', 'urlencoded'),
      )
      .map(([fields, files, encoding]): FuzzBody => ({
        kind: 'form',
        encoding: encoding as 'multipart' | 'urlencoded',
        fields,
        files: encoding === 'multipart' ? files : [],
      }));
    return mix === 'shaped'
      ? form
      : fc.oneof({ arbitrary: form, weight: 8 }, { arbitrary: raw, weight: 1 }, { arbitrary: none, weight: 1 });
  }
  if (def.body) {
    const json = fieldsArb(def, mix, fieldLiteral, hostileJsonLiteral, ['cp_id', 'cp_excluido', '__proto__', 'constructor']).map(
      (entries): FuzzBody => ({ kind: 'jsonFields', entries }),
    );
    return mix === 'shaped' ? json : fc.oneof({ arbitrary: json, weight: 8 }, { arbitrary: raw, weight: 2 });
  }
  // No body declared: a write may still carry one (it must be ignored); a GET cannot.
  return isWrite(def) && mix === 'mixed' ? fc.oneof({ arbitrary: none, weight: 4 }, { arbitrary: raw, weight: 1 }) : none;
}

interface Poison {
  readonly slot: number;
  readonly param: FuzzParam;
  readonly queryPair: string;
  readonly literal: string | null;
  readonly text: string | null;
  readonly body: FuzzBody;
  readonly files: FuzzFile[];
}

/** Breaks one part of a request: a path parameter, a query key, a body field (or the whole body), the files. */
function poisonArb(def: AnyEndpoint): fc.Arbitrary<Poison> {
  const queryKeys = def.query ? Object.keys(objectSchema(def.query, `${def.name}.query`).props) : ['q'];
  return fc.record({
    slot: fc.nat(),
    param: hostileParam,
    queryPair: fc.tuple(fc.constantFrom(...queryKeys), hostileString).map(([k, v]) => new URLSearchParams([[k, v]]).toString()),
    literal: fc.option(hostileJsonLiteral, { freq: 5 }),
    text: fc.option(hostileString, { freq: 5 }),
    body: fc.oneof(
      fc.constantFrom(...RAW_JSON_BODIES).map((text): FuzzBody => ({ kind: 'json', text })),
      fc.constant<FuzzBody>({ kind: 'none' }),
    ),
    files: fileVariants(def),
  });
}

function applyPoison(def: AnyEndpoint, request: FuzzRequest, poison: Poison): FuzzRequest {
  const slots: (() => FuzzRequest)[] = [];
  for (const name of pathParamNames(def.path)) {
    slots.push(() => ({ ...request, params: { ...request.params, [name]: poison.param } }));
  }
  if (def.query) {
    slots.push(() => ({ ...request, query: [request.query, poison.queryPair].filter(Boolean).join('&') }));
  }
  const body = request.body;
  if (def.bodyKind === 'multipart') {
    const props = def.body ? Object.keys(objectSchema(def.body, def.name).props) : [];
    for (const key of props) {
      slots.push(() => {
        if (body.kind !== 'form') return request;
        const others = body.fields.filter(([k]) => k !== key);
        return { ...request, body: { ...body, fields: poison.text === null ? others : [...others, [key, poison.text]] } };
      });
    }
    slots.push(() =>
      body.kind === 'form' ? { ...request, body: { ...body, encoding: 'multipart', files: poison.files } } : request,
    );
    slots.push(() => ({ ...request, body: poison.body }));
  } else if (def.body) {
    const { props } = objectSchema(def.body, def.name);
    for (const key of Object.keys(props)) {
      slots.push(() => {
        if (body.kind !== 'jsonFields') return request;
        const others = body.entries.filter(([k]) => k !== key);
        return {
          ...request,
          body: { kind: 'jsonFields', entries: poison.literal === null ? others : [...others, [key, poison.literal]] },
        };
      });
    }
    slots.push(() => ({ ...request, body: poison.body }));
  }
  if (slots.length === 0) return request;
  return { ...slots[poison.slot % slots.length]!(), kind: 'poisoned' };
}

/**
 * Requests for one endpoint. Reads are anything: valid-shaped and hostile
 * parts mixed, or valid-shaped only (to reach the handlers and their SQL with
 * the nasty-but-allowed text).
 *
 * Writes are chosen so that none may succeed, rather than restoring the data
 * after the ones that did: a valid write could succeed legitimately, and
 * telling it apart from a bug would take knowing each endpoint. So a write is
 *  - `poisoned`: one part (a path parameter, a query key, a body field — set
 *    hostile or left out —, the whole body, the files) drawn to break
 *    validation; the fuzz test discards the few the contract's own
 *    validation (`problemOf`) would still accept;
 *  - `missingRow`: its path names a row that does not exist (its body mixed
 *    or valid-shaped), which no write can create, change or delete;
 *  - without a valid token, when it takes no input at all (logout).
 * So any 2xx on a write is a failure, and the data must not change.
 */
export function requestsFor(def: AnyEndpoint): fc.Arbitrary<FuzzRequest> {
  const names = pathParamNames(def.path);
  const rules = Object.fromEntries(names.map((n) => [n, paramRule(n)]));
  const paramsArb = (missingRow: boolean) =>
    fc.record(
      Object.fromEntries(
        names.map((n) => {
          const rule = rules[n]!;
          if (missingRow && rule.missing) return [n, fc.constantFrom(...rule.missing).map((text): FuzzParam => ({ text }))];
          return [
            n,
            fc.oneof(
              { arbitrary: rule.valid.map((text): FuzzParam => ({ text })), weight: 2 },
              { arbitrary: hostileParam, weight: 2 },
            ),
          ];
        }),
      ),
    );
  const base = (actor: fc.Arbitrary<FuzzActor>, missingRow: boolean, kind: FuzzRequest['kind'], mix: Mix = 'mixed') =>
    fc
      .record({ actor, params: paramsArb(missingRow), query: queryArb(def, mix), body: bodyArb(def, mix) })
      .map((r): FuzzRequest => ({ endpoint: def.name, method: def.method, ...r, kind }));

  if (!isWrite(def)) {
    return fc
      .oneof(
        { arbitrary: base(actorArb, false, 'free'), weight: 2 },
        { arbitrary: base(actorArb, false, 'free', 'shaped'), weight: 1 },
      )
      .map(printable);
  }
  if (!hasInput(def)) {
    if (def.auth !== 'user')
      throw new Error(`fuzz-inputs: ${def.name} is a public write without input: it cannot be fuzzed safely`);
    return base(unauthenticated, false, 'poisoned').map(printable);
  }
  const poisoned = fc.tuple(base(actorArb, false, 'poisoned'), poisonArb(def)).map(([r, p]) => applyPoison(def, r, p));
  const namesRow = names.some((n) => rules[n]!.missing !== undefined);
  if (!namesRow) return poisoned.map(printable);
  return fc
    .oneof(
      { arbitrary: poisoned, weight: 3 },
      { arbitrary: base(actorArb, true, 'missingRow'), weight: 1 },
      { arbitrary: base(actorArb, true, 'missingRow', 'shaped'), weight: 1 },
    )
    .map(printable);
}

/** A long text as its start and length, so a counterexample stays readable. */
function short(text: string): string {
  if (text.length <= 80) return text;
  return text === text[0]!.repeat(text.length) ? `${text[0]}×${text.length}` : `${text.slice(0, 40)}…(${text.length} caracteres)`;
}

/** How fast-check prints a request in a counterexample. */
function printable(request: FuzzRequest): FuzzRequest {
  const text = JSON.stringify(request, (_key, value: unknown) => (typeof value === 'string' ? short(value) : value));
  return { ...request, [fc.toStringMethod]: () => text } as FuzzRequest;
}

// ---------------------------------------------------------------------------
// The oracle and the wire
// ---------------------------------------------------------------------------

export function pathOf(def: AnyEndpoint, request: FuzzRequest): string {
  const path = def.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => segmentOf(request.params[name]!));
  return request.query === '' ? path : `${path}?${request.query}`;
}

function formDataOf(body: Extract<FuzzBody, { kind: 'form' }>): FormData {
  const form = new FormData();
  for (const [k, v] of body.fields) form.append(k, v);
  for (const f of body.files)
    form.append(f.field, new File([fileBytes({ name: f.name, type: f.type, size: f.size })], f.name, { type: f.type }));
  return form;
}

/**
 * Why the contract's validation refuses a request (the checks both backends
 * run before their handlers), or null when it passes them. The same
 * functions the backends use: `parseWith` on the query as
 * `Object.fromEntries(searchParams)` and on the parsed JSON (or form fields),
 * `parseIdParam` for ids in the path, `uploadProblem` for files.
 */
export function problemOf(def: AnyEndpoint, request: FuzzRequest): string | null {
  if (def.auth === 'user' && (request.actor === 'anon' || request.actor === 'garbageToken')) return 'sem sessão';
  for (const name of pathParamNames(def.path)) {
    const rule = paramRule(name);
    if (rule.isValid && !rule.isValid(decodedParam(request.params[name]!))) return `parâmetro :${name}`;
  }
  if (def.query) {
    const parsed = parseWith(def.query, Object.fromEntries(new URL(`http://x/?${request.query}`).searchParams));
    if (!parsed.ok) return `query: ${parsed.msg}`;
  }
  const body = request.body;
  if (def.bodyKind === 'multipart') {
    if (body.kind !== 'form') return NOT_A_FORM_MSG;
    const { fields, files } = splitForm(formDataOf(body));
    const uploads = def.uploads ?? {};
    for (const key of Object.keys(files)) if (!(key in uploads)) return unexpectedFileMsg(key);
    if (def.body) {
      const parsed = parseWith(def.body, fields);
      if (!parsed.ok) return parsed.msg;
    }
    for (const [key, limits] of Object.entries(uploads)) {
      const problem = uploadProblem(key, files[key] ?? [], limits);
      if (problem) return problem;
    }
  } else if (def.body) {
    const text = jsonTextOf(body) ?? '';
    let value: unknown = {};
    if (text.trim() !== '') {
      try {
        value = JSON.parse(text) as unknown;
      } catch {
        return 'JSON inválido';
      }
    }
    const parsed = parseWith(def.body, value);
    if (!parsed.ok) return parsed.msg;
  }
  return null;
}

/** The request on the wire, under an api base URL, with a bearer token or none. */
export function toHttpRequest(apiUrl: string, def: AnyEndpoint, request: FuzzRequest, token: string | null): Request {
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  let body: BodyInit | undefined;
  const b = request.body;
  const text = jsonTextOf(b);
  if (text !== null) {
    headers['Content-Type'] = 'application/json';
    body = text;
  } else if (b.kind === 'form') {
    if (b.encoding === 'urlencoded') body = new URLSearchParams(b.fields.map(([k, v]) => [k, v]));
    else body = formDataOf(b);
  }
  const url = `${apiUrl}${pathOf(def, request)}`;
  const expected = def.path.split('/').length;
  const got = new URL(url).pathname.split('/').length - new URL(apiUrl).pathname.split('/').length + 1;
  if (got !== expected) throw new Error(`fuzz-inputs: ${url} does not keep the shape of ${def.path}`);
  return new Request(url, { method: request.method, headers, ...(body !== undefined ? { body } : {}) });
}
