/** Mock routes of the avaliacoes domain (docs/avaliacoes.md). */
import type { MockRoute } from '../lib/route';

export const avaliacaoRoutes: MockRoute[] = [];
