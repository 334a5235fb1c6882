/** Routes of the certificados domain (docs/certificados.md), as the caller. */
import type { Route } from '../lib/route.ts';

export const certificadoRoutes: Route[] = [];
