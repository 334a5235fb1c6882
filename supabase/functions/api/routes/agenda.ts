/** Routes of the agenda domain (docs/agenda.md), as the caller. */
import type { Route } from '../lib/route.ts';

export const agendaRoutes: Route[] = [];
