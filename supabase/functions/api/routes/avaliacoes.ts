/** Routes of the avaliacoes domain (docs/avaliacoes.md), as the caller. */
import type { Route } from '../lib/route.ts';

export const avaliacaoRoutes: Route[] = [];
