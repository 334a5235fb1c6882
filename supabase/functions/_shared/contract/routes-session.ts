/**
 * The session's routes, apart from the rest of the table: the login route
 * loads only these, so new endpoints of other domains never grow its bundle
 * (the login route budget, docs/decisions.md). ROUTES spreads them.
 */
import type { RouteDef } from './routes.ts';

export const SESSION_ROUTES = {
  birthday: { method: 'GET', path: '/aniversario/:userId', auth: 'user' },
  login: { method: 'POST', path: '/login', auth: 'public' },
  refresh: { method: 'POST', path: '/refresh', auth: 'public' },
  logout: { method: 'POST', path: '/logout', auth: 'user' },
  updateProfile: { method: 'PUT', path: '/update-profile/:userId', auth: 'user' },
  uploadProfilePhoto: { method: 'POST', path: '/uploadProfilePhoto', auth: 'user' },
} as const satisfies Record<string, RouteDef>;
