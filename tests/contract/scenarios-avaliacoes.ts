/** Contract scenarios of the avaliacoes domain (docs/avaliacoes.md), on every backend. */
import type { Scenario } from './scenario.ts';

export const AVALIACAO_ENDPOINTS: readonly string[] = [];

export const AVALIACAO_SCENARIOS: readonly Scenario[] = [];
