/**
 * Local browser storage keys (spec section 3), plus the session tokens this
 * contract adds. The session keys are exactly what logout clears.
 */
export const SESSION_KEYS = {
  userId: 'userId',
  userType: 'userType',
  userName: 'userName',
  userProfilePhoto: 'userProfilePhoto',
  schoolId: 'schoolId',
  turmaID: 'turmaID',
  token: 'token',
  /** The session's refresh token and when `token` expires (docs/decisions.md §30). */
  refreshToken: 'refreshToken',
  tokenExpiresAt: 'tokenExpiresAt',
} as const;

export const THEME_KEY = 'theme';
export const BIRTHDAY_SHOWN_KEY = 'birthday-fireworks-shown';
