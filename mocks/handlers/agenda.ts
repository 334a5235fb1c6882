/** Mock routes of the agenda domain (docs/agenda.md). */
import type { MockRoute } from '../lib/route';

export const agendaRoutes: MockRoute[] = [];
