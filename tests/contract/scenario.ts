/**
 * Contract scenarios as data, and the runner that plays one against a
 * backend. A scenario is one request made as someone, with the status and
 * body it must get; optional follow-up steps prove what the request did (or
 * did not do), e.g. that a refused update left the row unchanged.
 *
 * Every answer is scanned: no key matching /pass|senha|hash|encrypted/i may
 * appear anywhere in a JSON body.
 */
import { expect } from 'vitest';
import type { z } from 'zod';
import { findSecretKeys } from '../../supabase/functions/_shared/contract/secrets.ts';
import { PASSWORD, type PersonKey, P } from './people.ts';

/** Who makes a request. */
export type Actor =
  | 'anon'
  /** A bearer that is no token at all. */
  | 'garbageToken'
  /** A well-formed JWT for a real account, signed with a key the backend does not trust. */
  | 'forgedToken'
  /** A seeded person, signed in with the demo password. */
  | PersonKey
  /** Anyone, with explicit credentials (e.g. after a password change). */
  | { readonly login: string; readonly password: string }
  /** The bearer token of an earlier step's answer (a login made before, e.g., the account was deleted). */
  | { readonly tokenOf: number };

/** What a test file's first bytes say it is (its magic bytes): `exe` and `html` are what must be refused. */
export type FileContent = 'png' | 'jpeg' | 'gif' | 'webp' | 'pdf' | 'mp3' | 'exe' | 'html';

export interface FileSpec {
  readonly name: string;
  readonly type: string;
  /** Size in bytes (default 64). */
  readonly size?: number;
  /** The content's kind (default png). */
  readonly content?: FileContent;
}

export interface RequestSpec {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path under the API base (`/users/1`), or `url`: a root-relative or absolute URL from an answer. */
  readonly path?: string;
  readonly url?: string;
  readonly json?: unknown;
  /** A raw body sent as application/json (e.g. malformed JSON). */
  readonly text?: string;
  readonly form?: {
    readonly fields?: Readonly<Record<string, string>>;
    readonly files?: Readonly<Record<string, readonly FileSpec[]>>;
  };
  /** A raw body (a file sent to a signed upload URL) with its Content-Type. */
  readonly bytes?: { readonly type: string; readonly data: Uint8Array<ArrayBuffer> };
  /** Extra request headers (e.g. Range). */
  readonly headers?: Readonly<Record<string, string>>;
}

export interface Answer {
  readonly status: number;
  readonly headers: Headers;
  /** Parsed JSON, or the bytes of a binary answer. */
  readonly body: unknown;
}

export interface Expectation {
  /** The status, or the statuses any of which will do (storage refusals differ between Supabase versions). */
  readonly status: number | readonly number[];
  /** Partial deep match (toMatchObject); an error answer is exactly `{ msg }`. */
  readonly body?: unknown;
  /** Shorthand for an error answer: the body must equal `{ msg }`. */
  readonly msg?: string;
  /** The body must parse with this schema. */
  readonly schema?: z.ZodType;
  /** Content-Type must start with this. */
  readonly contentType?: string;
  /** Any further check, with the answers of the earlier steps (index 0 = the scenario's request). */
  readonly check?: (answer: Answer, earlier: readonly Answer[]) => void;
}

export interface Step {
  readonly as: Actor;
  readonly request: RequestSpec | ((earlier: readonly Answer[]) => RequestSpec);
  readonly expect: Expectation;
}

export interface Scenario extends Step {
  readonly name: string;
  /** Follow-up requests, run in order after the scenario's own. */
  readonly then?: readonly Step[];
  /**
   * Each seeded person signs in once for the whole play, not once per step:
   * an idempotency key answers only the session that made it (decision 52).
   */
  readonly oneSessionEach?: boolean;
}

/** What the runner needs from a backend. */
export interface Backend {
  readonly name: string;
  /** Absolute URL of the API base, e.g. http://localhost:3000/api */
  readonly apiUrl: string;
  fetch(request: Request): Promise<Response>;
  /** A JWT with the real claims of `person`, signed with a key this backend does not trust. */
  forgedToken(person: PersonKey): Promise<string>;
  /**
   * Where the sessions of seeded people outlive a scenario (the api's: restoring
   * the data leaves auth.sessions alone), the tokens signed in for them. A read
   * never ends a session, so a token is used again until the next step that
   * writes (a logout, a password change, a deletion may end it): then all are
   * forgotten. The mock, re-seeded before every test, signs in every time.
   */
  readonly sessions?: Map<PersonKey, string>;
}

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
const MAGIC: Readonly<Record<FileContent, readonly number[]>> = {
  png: [137, 80, 78, 71, 13, 10, 26, 10],
  jpeg: [0xff, 0xd8, 0xff, 0xe0],
  gif: ascii('GIF89a'),
  webp: [...ascii('RIFF'), 0, 0, 0, 0, ...ascii('WEBPVP8 ')],
  pdf: ascii('%PDF-1.7\n'),
  mp3: [...ascii('ID3'), 4, 0, 0, 0, 0, 0, 0],
  // A Windows executable's header, and a web page: what a renamed file may really be.
  exe: [0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0],
  html: ascii('<!doctype html><script>alert(1)</script>'),
};

export function fileBytes(spec: FileSpec): Uint8Array<ArrayBuffer> {
  const size = spec.size ?? 64;
  const magic = MAGIC[spec.content ?? 'png'];
  const bytes = new Uint8Array(size);
  bytes.set(magic.slice(0, size));
  for (let i = magic.length; i < size; i++) bytes[i] = (i * 31) % 251;
  return bytes;
}

function urlFor(backend: Backend, spec: RequestSpec): string {
  if (spec.url !== undefined) return new URL(spec.url, backend.apiUrl).toString();
  if (spec.path === undefined) throw new Error('A request needs a path or a url');
  return `${backend.apiUrl}${spec.path}`;
}

async function send(backend: Backend, spec: RequestSpec, token: string | null): Promise<Answer> {
  const headers: Record<string, string> = { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...spec.headers };
  let body: BodyInit | undefined;
  if (spec.bytes !== undefined) {
    headers['Content-Type'] = spec.bytes.type;
    body = spec.bytes.data;
  } else if (spec.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(spec.json);
  } else if (spec.text !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = spec.text;
  } else if (spec.form) {
    const form = new FormData();
    for (const [k, v] of Object.entries(spec.form.fields ?? {})) form.append(k, v);
    for (const [k, files] of Object.entries(spec.form.files ?? {})) {
      for (const f of files) form.append(k, new File([fileBytes(f)], f.name, { type: f.type }));
    }
    body = form;
  }
  const response = await backend.fetch(
    new Request(urlFor(backend, spec), { method: spec.method, headers, ...(body !== undefined ? { body } : {}) }),
  );
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('application/json')) {
    const parsed: unknown = await response.json();
    const secrets = findSecretKeys(parsed);
    if (secrets.length > 0)
      throw new Error(`${spec.method} ${spec.path ?? spec.url} answered secret-looking keys: ${secrets.join(', ')}`);
    return { status: response.status, headers: response.headers, body: parsed };
  }
  return { status: response.status, headers: response.headers, body: new Uint8Array(await response.arrayBuffer()) };
}

async function tokenFor(backend: Backend, actor: Actor, earlier: readonly Answer[]): Promise<string | null> {
  if (actor === 'anon') return null;
  if (typeof actor === 'object' && 'tokenOf' in actor) {
    const token = (earlier[actor.tokenOf]?.body as { token?: unknown } | undefined)?.token;
    if (typeof token !== 'string') throw new Error(`Step ${actor.tokenOf} answered no token`);
    return token;
  }
  if (actor === 'garbageToken') return 'isto-nao-e-um-token';
  if (actor === 'forgedToken') return backend.forgedToken('gestor');
  const credentials = typeof actor === 'string' ? { login: P[actor].cp_login, password: PASSWORD } : actor;
  const answer = await send(backend, { method: 'POST', path: '/login', json: credentials }, null);
  if (answer.status !== 200) {
    throw new Error(`Could not sign in as ${credentials.login}: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return (answer.body as { token: string }).token;
}

function verify(expectation: Expectation, answer: Answer, earlier: readonly Answer[], where: string): void {
  const detail = `${where}: ${answer.status} ${answer.body instanceof Uint8Array ? `<${answer.body.byteLength} bytes>` : JSON.stringify(answer.body)}`;
  if (typeof expectation.status === 'number') expect(answer.status, detail).toBe(expectation.status);
  else expect(expectation.status, detail).toContain(answer.status);
  if (expectation.msg !== undefined) expect(answer.body, detail).toEqual({ msg: expectation.msg });
  if (expectation.body !== undefined) expect(answer.body, detail).toMatchObject(expectation.body as object);
  if (expectation.schema) {
    const parsed = expectation.schema.safeParse(answer.body);
    expect(parsed.success, `${detail}\n${parsed.success ? '' : JSON.stringify(parsed.error.issues.slice(0, 3))}`).toBe(true);
  }
  if (expectation.contentType !== undefined) {
    expect(answer.headers.get('content-type') ?? '', where).toMatch(
      new RegExp(`^${expectation.contentType.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}`),
    );
  }
  expectation.check?.(answer, earlier);
}

/** Plays a scenario (and its follow-up steps) against a backend. */
export async function play(backend: Backend, scenario: Scenario): Promise<void> {
  const answers: Answer[] = [];
  const steps: Step[] = [scenario, ...(scenario.then ?? [])];
  const signedIn = new Map<string, string | null>();
  for (const [index, step] of steps.entries()) {
    const spec = typeof step.request === 'function' ? step.request(answers) : step.request;
    const once = scenario.oneSessionEach === true && typeof step.as === 'string' ? step.as : null;
    const person = typeof step.as === 'string' && step.as in P ? (step.as as PersonKey) : null;
    const cached = (once !== null ? signedIn.get(once) : undefined) ?? (person ? backend.sessions?.get(person) : undefined);
    const token = cached !== undefined ? cached : await tokenFor(backend, step.as, answers);
    if (once !== null) signedIn.set(once, token);
    if (person && token) backend.sessions?.set(person, token);
    const answer = await send(backend, spec, token);
    if (spec.method !== 'GET') backend.sessions?.clear();
    const who = typeof step.as === 'string' ? step.as : 'login' in step.as ? step.as.login : `token of step ${step.as.tokenOf}`;
    verify(step.expect, answer, answers, `[${backend.name}] step ${index} (${who}) ${spec.method} ${spec.path ?? spec.url}`);
    answers.push(answer);
  }
}

/** Whether a scenario may write (its backend state must be restored afterwards). */
export function writes(scenario: Scenario): boolean {
  return [scenario, ...(scenario.then ?? [])].some((s) => typeof s.request === 'function' || s.request.method !== 'GET');
}
