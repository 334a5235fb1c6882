/** Mock routes of the certificados domain (docs/certificados.md). */
import type { MockRoute } from '../lib/route';

export const certificadoRoutes: MockRoute[] = [];
