/** Contract scenarios of the certificados domain (docs/certificados.md), on every backend. */
import type { Scenario } from './scenario.ts';

export const CERT_ENDPOINTS: readonly string[] = [];

export const CERT_SCENARIOS: readonly Scenario[] = [];
