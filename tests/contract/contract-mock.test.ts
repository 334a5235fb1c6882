// @vitest-environment node
/**
 * The contract scenarios on the MSW mock, and the coverage checks
 * (./contract-suite.ts); ./contract-api.test.ts plays the same scenarios on
 * the api, beside this file on the other test worker.
 */
import { mockBackend } from './backends.ts';
import { contractSuite, coverageSuite } from './contract-suite.ts';

coverageSuite();
contractSuite(mockBackend());
