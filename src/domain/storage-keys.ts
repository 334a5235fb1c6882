/**
 * Local browser storage keys (spec section 3), plus the bearer token this
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
} as const;

export const THEME_KEY = 'theme';
export const BIRTHDAY_SHOWN_KEY = 'birthday-fireworks-shown';
