/**
 * The signed-in session: the login answer's fields (spec section 3) plus the
 * bearer token, kept in Redux and mirrored in local storage under the spec's
 * keys. Logout and session expiry clear exactly these keys.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LoginResponse } from '@contract/session';
import type { UserType } from '@contract/constants';
import { parseUserType } from '@/domain/roles';
import { SESSION_KEYS } from '@/domain/storage-keys';

export interface Session {
  readonly userId: number;
  readonly userType: UserType;
  readonly userName: string;
  readonly userProfilePhoto: string | null;
  readonly schoolId: number | null;
  readonly turmaID: number | null;
  readonly token: string;
  /** Renews the session before `token` expires (docs/decisions.md §30). */
  readonly refreshToken: string;
  /** When `token` expires (Unix seconds). */
  readonly expiresAt: number;
}

/** A renewed session's tokens (POST /refresh, or another tab's renewal). */
export interface SessionTokens {
  readonly token: string;
  readonly refreshToken: string;
  readonly expiresAt: number;
}

export interface SessionState {
  readonly current: Session | null;
  /** Why the last session ended, for the login screen to explain. */
  readonly endReason: 'logout' | 'expired' | null;
}

const initialState: SessionState = { current: null, endReason: null };

const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    signedIn(_state, action: PayloadAction<LoginResponse>) {
      const r = action.payload;
      return {
        current: {
          userId: r.userId,
          userType: r.userType,
          userName: r.userName,
          userProfilePhoto: r.userProfilePhoto,
          schoolId: r.schoolId,
          turmaID: r.turmaID,
          token: r.token,
          refreshToken: r.refreshToken,
          expiresAt: r.expiresAt,
        },
        endReason: null,
      };
    },
    tokensRefreshed(state, action: PayloadAction<SessionTokens>) {
      if (!state.current) return;
      state.current = { ...state.current, ...action.payload };
    },
    profileChanged(state, action: PayloadAction<{ userName?: string; userProfilePhoto?: string | null }>) {
      if (!state.current) return;
      state.current = { ...state.current, ...action.payload };
    },
    signedOut() {
      return { current: null, endReason: 'logout' as const };
    },
    sessionExpired() {
      return { current: null, endReason: 'expired' as const };
    },
  },
});

export const { signedIn, tokensRefreshed, profileChanged, signedOut, sessionExpired } = sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;

export const selectSession = (state: { session: SessionState }) => state.session.current;
export const selectToken = (state: { session: SessionState }) => state.session.current?.token ?? null;
export const selectSessionTokens = (state: { session: SessionState }): SessionTokens | null => {
  const c = state.session.current;
  return c ? { token: c.token, refreshToken: c.refreshToken, expiresAt: c.expiresAt } : null;
};
export const selectUserType = (state: { session: SessionState }) => state.session.current?.userType ?? null;
export const selectSessionEndReason = (state: { session: SessionState }) => state.session.endReason;

/** Reads a stored session; anything incomplete or malformed counts as signed out. */
export function readStoredSession(storage: Storage): SessionState {
  const get = (key: string) => storage.getItem(key);
  const token = get(SESSION_KEYS.token);
  const refreshToken = get(SESSION_KEYS.refreshToken);
  const expiresAt = Number(get(SESSION_KEYS.tokenExpiresAt));
  const userId = Number(get(SESSION_KEYS.userId));
  const userType = parseUserType(get(SESSION_KEYS.userType));
  if (!token || !refreshToken || !Number.isInteger(expiresAt) || !Number.isInteger(userId) || userId <= 0 || userType === null) {
    return initialState;
  }
  const optionalId = (key: string) => {
    const n = Number(get(key));
    return get(key) && Number.isInteger(n) && n > 0 ? n : null;
  };
  return {
    current: {
      userId,
      userType,
      userName: get(SESSION_KEYS.userName) ?? '',
      userProfilePhoto: get(SESSION_KEYS.userProfilePhoto) || null,
      schoolId: optionalId(SESSION_KEYS.schoolId),
      turmaID: optionalId(SESSION_KEYS.turmaID),
      token,
      refreshToken,
      expiresAt,
    },
    endReason: null,
  };
}

/** The tokens stored now (another tab may have renewed them), or null. */
export function readStoredTokens(storage: Storage): SessionTokens | null {
  const token = storage.getItem(SESSION_KEYS.token);
  const refreshToken = storage.getItem(SESSION_KEYS.refreshToken);
  const expiresAt = Number(storage.getItem(SESSION_KEYS.tokenExpiresAt));
  return token && refreshToken && Number.isInteger(expiresAt) ? { token, refreshToken, expiresAt } : null;
}

/** Mirrors the session into storage (or clears every session key). */
export function writeStoredSession(storage: Storage, session: Session | null): void {
  if (!session) {
    for (const key of Object.values(SESSION_KEYS)) storage.removeItem(key);
    return;
  }
  const values: Record<keyof typeof SESSION_KEYS, string | null> = {
    userId: String(session.userId),
    userType: String(session.userType),
    userName: session.userName,
    userProfilePhoto: session.userProfilePhoto,
    schoolId: session.schoolId === null ? null : String(session.schoolId),
    turmaID: session.turmaID === null ? null : String(session.turmaID),
    token: session.token,
    refreshToken: session.refreshToken,
    tokenExpiresAt: String(session.expiresAt),
  };
  for (const [name, value] of Object.entries(values) as [keyof typeof SESSION_KEYS, string | null][]) {
    if (value === null) storage.removeItem(SESSION_KEYS[name]);
    else storage.setItem(SESSION_KEYS[name], value);
  }
}
