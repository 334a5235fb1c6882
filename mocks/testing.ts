/**
 * Helpers for tests that talk to the mock backend (tests/setup.ts runs the
 * server and re-seeds before each test).
 */
import type { LoginResponse, User } from '@contract';
import { db } from './db';
import { createSession } from './lib/auth';
import { toLoginResponse, toUserResponse } from './lib/serialize';
import { findUserByLogin } from './lib/users';

/** jsdom's origin in our Vitest setup; the app calls `${origin}/api/…`. */
export const TEST_ORIGIN = 'http://localhost:3000';
export const TEST_API = `${TEST_ORIGIN}/api`;
const API_BASE_PATH = '/api';

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
  readonly user: User;
  /** What `POST /login` would have answered. */
  readonly session: LoginResponse;
}

/** Signs a seeded user in without going through HTTP (creates a real session). */
export async function loginAs(login: string): Promise<TestSession> {
  const row = findUserByLogin(db, login);
  if (!row) throw new Error(`loginAs: login inexistente no banco simulado: ${login}`);
  if (row.cp_excluido === 1) throw new Error(`loginAs: o usuário ${login} está excluído.`);
  const token = await createSession(db, row.cp_id);
  return { token, user: toUserResponse(row, API_BASE_PATH), session: toLoginResponse(row, token, API_BASE_PATH) };
}
