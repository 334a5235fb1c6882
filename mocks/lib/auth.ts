/**
 * Sessions: login issues a random bearer token stored in `sessions`; every
 * `auth: 'user'` endpoint looks it up and builds the `Caller` the role scope
 * table (`@/domain/access`) judges.
 */
import { REFRESH_TOKEN_REUSE_SECONDS, type Usuario } from '@contract';
import { categoryCodesFor } from '@contract/rules/cursos';
import { GRANTEE_TYPES, type Caller } from '@contract/access';
import { randomHex } from '../db/bytes';
import type { MockDb, SessionRow } from '../db/schema';
import { unauthorized } from './errors';
import { withClass } from './membership';

/** The caller of an authenticated request: the scope facts plus their user (with their class), token and session. */
export interface AuthContext extends Caller {
  readonly user: Usuario;
  readonly token: string;
  readonly sessionId: string;
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1]! : null;
}

/** The facts the role scope looks at, from the user (their class read from turmaAlunos) and the classes table. */
export function callerFor(db: MockDb, user: Usuario): Caller {
  const taught = db.turmas.findMany((q) => q.where({ cp_tr_id_professor: user.cp_id }));
  const courseNames = taught.flatMap(
    (t) => db.cursos.findFirst((q) => q.where({ cp_curso_id: t.cp_tr_curso_id }))?.cp_nome_curso ?? [],
  );
  return {
    userId: user.cp_id,
    type: user.cp_tipo_user,
    schoolId: user.cp_escola_id,
    teachingClassIds: taught.map((t) => t.cp_tr_id),
    classId: user.cp_turma_id,
    teachingCodes: user.cp_tipo_user === 4 ? categoryCodesFor(courseNames) : [],
    // Honoured while the holder may hold one (a live type 2–4), as the api's private.tem_permissao.
    grants: GRANTEE_TYPES.includes(user.cp_tipo_user)
      ? db.permissoes.findMany((q) => q.where({ cp_usuario_id: user.cp_id })).map((p) => p.cp_permissao)
      : [],
  };
}

/**
 * How long an access token lives, in seconds: an hour, as Supabase's. The
 * browser's mock reads a shorter one from localStorage (`escola-mock-token-seconds`),
 * so a test can watch a session outlive its tokens.
 */
let accessTokenSeconds = 3600;
export const MOCK_TOKEN_SECONDS_KEY = 'escola-mock-token-seconds';
export function setAccessTokenSeconds(seconds: number): void {
  accessTokenSeconds = Math.max(1, Math.floor(seconds));
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** What a client holds of a session. */
export interface IssuedTokens {
  readonly token: string;
  readonly refreshToken: string;
  readonly expiresAt: number;
}

/** Opens a new session for a user. */
export async function createSession(db: MockDb, userId: number): Promise<IssuedTokens> {
  const tokens = { token: randomHex(32), refreshToken: randomHex(32), expiresAt: nowSeconds() + accessTokenSeconds };
  await db.sessions.create({
    sessionId: randomHex(16),
    userId,
    createdAt: new Date().toISOString(),
    ...tokens,
    previousToken: null,
    previousExpiresAt: null,
    usedRefreshTokens: [],
    recentlySpent: [],
    endedAt: null,
  });
  return tokens;
}

/**
 * A new pair for a refresh token; null when it is unknown or its session has
 * ended. A used token presented again ends its session (it was replayed) —
 * unless it was spent less than REFRESH_TOKEN_REUSE_SECONDS ago (two tabs
 * renewing at once): that one gets the session's current pair, as Supabase
 * Auth's reuse interval does (docs/decisions.md §54).
 */
export function refreshSession(db: MockDb, refreshToken: string): Promise<{ session: SessionRow; tokens: IssuedTokens } | null> {
  // One renewal at a time, as the api's row lock: two tabs renewing at once must not both rotate.
  const run = renewals.then(() => renew(db, refreshToken));
  renewals = run.catch(() => undefined);
  return run;
}

let renewals: Promise<unknown> = Promise.resolve();

async function renew(db: MockDb, refreshToken: string): Promise<{ session: SessionRow; tokens: IssuedTokens } | null> {
  const session = db.sessions.findFirst((q) => q.where({ refreshToken }));
  if (session?.endedAt) return null;
  const now = Date.now();
  if (!session) {
    const replayed = db.sessions.findFirst((q) => q.where((s) => s.usedRefreshTokens.includes(refreshToken)));
    if (!replayed || replayed.endedAt) return null;
    const spent = replayed.recentlySpent.find((r) => r.token === refreshToken);
    if (spent && now - spent.at < REFRESH_TOKEN_REUSE_SECONDS * 1000) {
      const { token, refreshToken: current, expiresAt } = replayed;
      return { session: replayed, tokens: { token, refreshToken: current, expiresAt } };
    }
    await endSessions(db, (s) => s.sessionId === replayed.sessionId);
    return null;
  }
  const tokens = { token: randomHex(32), refreshToken: randomHex(32), expiresAt: nowSeconds() + accessTokenSeconds };
  await db.sessions.update((q) => q.where({ sessionId: session.sessionId }), {
    data(s) {
      s.previousToken = s.token;
      s.previousExpiresAt = s.expiresAt;
      s.token = tokens.token;
      s.expiresAt = tokens.expiresAt;
      s.usedRefreshTokens = [...s.usedRefreshTokens, s.refreshToken].slice(-50);
      s.recentlySpent = [
        ...s.recentlySpent.filter((r) => now - r.at < REFRESH_TOKEN_REUSE_SECONDS * 1000),
        { token: s.refreshToken, at: now },
      ];
      s.refreshToken = tokens.refreshToken;
    },
  });
  return { session, tokens };
}

/**
 * Ends the sessions that match (logout, a password change, a deleted person):
 * their tokens still verify until they expire, like the api's JWTs, but every
 * request with them is 401 and they can no longer be refreshed.
 */
export async function endSessions(db: MockDb, which: (s: SessionRow) => boolean): Promise<void> {
  const endedAt = new Date().toISOString();
  await db.sessions.updateMany((q) => q.where((s) => which(s) && s.endedAt === null), {
    data(s) {
      s.endedAt = endedAt;
    },
  });
}

/** The session of the bearer token; missing, unknown, expired or ended → 401 (the api's token check). */
export function verifySession(db: MockDb, request: Request): SessionRow {
  const token = bearerToken(request);
  if (!token) throw unauthorized();
  const now = nowSeconds();
  const session = db.sessions.findFirst((q) =>
    q.where((s) => (s.token === token && s.expiresAt > now) || (s.previousToken === token && (s.previousExpiresAt ?? 0) > now)),
  );
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
  // A deleted user's sessions end with the deletion; an ended session answers nothing.
  if (!row || row.cp_excluido === 1 || session.endedAt !== null) throw unauthorized();
  const user = withClass(db, row);
  return { ...callerFor(db, user), user, token: session.token, sessionId: session.sessionId };
}

/** Resolves the bearer token to its caller; missing, unknown or revoked → 401. */
export function authenticate(db: MockDb, request: Request): AuthContext {
  return callerOf(db, verifySession(db, request));
}
