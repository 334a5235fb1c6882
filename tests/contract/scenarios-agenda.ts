/** Contract scenarios of the agenda domain (docs/agenda.md), on every backend. */
import type { Scenario } from './scenario.ts';

export const AGENDA_ENDPOINTS: readonly string[] = [];

export const AGENDA_SCENARIOS: readonly Scenario[] = [];
