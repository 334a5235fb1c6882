/**
 * Sessions: login issues a random bearer token stored in `sessions`; every
 * `auth: 'user'` endpoint looks it up and builds the `Caller` the role scope
 * table (`@/domain/access`) judges.
 */
import type { Usuario } from '@contract';
import type { Caller } from '@/domain/access';
import { randomHex } from '../db/bytes';
import type { MockDb, SessionRow } from '../db/schema';
import { unauthorized } from './errors';
import { withClass } from './membership';

/** The caller of an authenticated request: the scope facts plus their user (with their class) and token. */
export interface AuthContext extends Caller {
  readonly user: Usuario;
  readonly token: string;
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1]! : null;
}

/** The facts the role scope looks at, from the user (their class read from turmaAlunos) and the classes table. */
export function callerFor(db: MockDb, user: Usuario): Caller {
  return {
    userId: user.cp_id,
    type: user.cp_tipo_user,
    schoolId: user.cp_escola_id,
    teachingClassIds: db.turmas.findMany((q) => q.where({ cp_tr_id_professor: user.cp_id })).map((t) => t.cp_tr_id),
    classId: user.cp_turma_id,
  };
}

/** Issues a new session token for a user. */
export async function createSession(db: MockDb, userId: number): Promise<string> {
  const token = randomHex(32);
  await db.sessions.create({ token, userId, createdAt: new Date().toISOString() });
  return token;
}

/** The session of the bearer token; missing, unknown or revoked → 401 (the api's token check). */
export function verifySession(db: MockDb, request: Request): SessionRow {
  const token = bearerToken(request);
  if (!token) throw unauthorized();
  const session = db.sessions.findFirst((q) => q.where({ token }));
  if (!session) throw unauthorized();
  return session;
}

/**
 * The caller of a verified session: their live user row, or 401 when the
 * account is gone or was deleted (the api's re-read of the live profile, which
 * it does after validating the request — so does the mock).
 */
export function callerOf(db: MockDb, session: SessionRow): AuthContext {
  const row = db.usuarios.findFirst((q) => q.where({ cp_id: session.userId }));
  // A deleted user's sessions end with the deletion.
  if (!row || row.cp_excluido === 1) throw unauthorized();
  const user = withClass(db, row);
  return { ...callerFor(db, user), user, token: session.token };
}

/** Resolves the bearer token to its caller; missing, unknown or revoked → 401. */
export function authenticate(db: MockDb, request: Request): AuthContext {
  return callerOf(db, verifySession(db, request));
}
