/**
 * Helpers for tests that talk to the mock backend (tests/setup.ts runs the
 * server and re-seeds before each test).
 */
import type { LoginResponse, Usuario } from '@contract';
import { db } from './db';
import { createSession } from './lib/auth';
import { withClass } from './lib/membership';
import { toLoginResponse, toUserResponse } from './lib/serialize';
import { findSecretKeys } from './lib/reply';
import { findUserByLogin } from './lib/usuarios';

/** jsdom's origin in our Vitest setup; the app calls `${origin}/api/…`. */
export const TEST_ORIGIN = 'http://localhost:3000';
/** The storage root beside the tests' api (signed file URLs). */
const STORAGE_URL = `${TEST_ORIGIN}/storage/v1`;
export const TEST_API = `${TEST_ORIGIN}/api`;

/** An absolute URL of an API path (`apiUrl('/users/1')`). */
export function apiUrl(path: string): string {
  return `${TEST_API}${path}`;
}

export function authHeader(token: string): { Authorization: string } {
  return { Authorization: `Bearer ${token}` };
}

export interface TestSession {
  readonly token: string;
  /** The user as `GET /users/:id` answers it. */
  readonly user: Usuario;
  /** What `POST /login` would have answered. */
  readonly session: LoginResponse;
}

/** Signs a seeded user in without going through HTTP (creates a real session). */
export async function loginAs(login: string): Promise<TestSession> {
  const row = findUserByLogin(db, login);
  if (!row) throw new Error(`loginAs: login inexistente no banco simulado: ${login}`);
  if (row.cp_excluido === 1) throw new Error(`loginAs: o usuário ${login} está excluído.`);
  const tokens = await createSession(db, row.cp_id);
  const user = withClass(db, row);
  return {
    token: tokens.token,
    user: toUserResponse(user, db, STORAGE_URL),
    session: toLoginResponse(user, tokens, db, STORAGE_URL),
  };
}

export interface ApiAnswer<T> {
  readonly status: number;
  readonly headers: Headers;
  /** Parsed JSON for JSON answers, raw bytes otherwise. */
  readonly body: T;
}

export interface CallOptions {
  readonly token?: string;
  /** A JSON body (sent with Content-Type: application/json). */
  readonly json?: unknown;
  /** A raw text body, e.g. malformed JSON. */
  readonly text?: string;
  readonly form?: FormData;
}

/**
 * Calls the mock API with `fetch` and reads the answer. Every JSON answer is
 * scanned for password/senha/hash keys: finding one throws.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests assert on the shape
export async function callApi<T = any>(method: string, path: string, options: CallOptions = {}): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = options.token ? authHeader(options.token) : {};
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.text !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = options.text;
  } else if (options.form) {
    body = options.form;
  }
  const response = await fetch(apiUrl(path), { method, headers, ...(body !== undefined ? { body } : {}) });
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('application/json')) {
    const parsed: unknown = await response.json();
    const secrets = findSecretKeys(parsed);
    if (secrets.length > 0) throw new Error(`${method} ${path} respondeu campos sigilosos: ${secrets.join(', ')}`);
    return { status: response.status, headers: response.headers, body: parsed as T };
  }
  return { status: response.status, headers: response.headers, body: new Uint8Array(await response.arrayBuffer()) as T };
}

/**
 * Uploads a file as the app does (docs/arquivos.md): a ticket from
 * `POST /uploads`, then the bytes PUT to its signed URL. Answers the upload's
 * id, or the refusal of the step that refused.
 */
export async function uploadFile(
  token: string,
  kind: string,
  file: File,
): Promise<{ ok: true; uploadId: string } | { ok: false; status: number; msg: string }> {
  const ticket = await callApi('POST', '/uploads', {
    token,
    json: { kind, fileName: file.name, size: file.size, contentType: file.type },
  });
  if (ticket.status !== 200) return { ok: false, status: ticket.status, msg: String(ticket.body.msg) };
  const put = await fetch(ticket.body.uploadUrl as string, {
    method: 'PUT',
    headers: { 'Content-Type': ticket.body.contentType as string },
    body: file,
  });
  if (!put.ok) return { ok: false, status: put.status, msg: String(((await put.json()) as { message?: string }).message) };
  return { ok: true, uploadId: ticket.body.uploadId as string };
}
