// @vitest-environment node
/**
 * The contract scenarios (./contract-suite.ts) on the api: on PGlite, and,
 * when DATABASE_URL names a PostgreSQL server, on it and through the real
 * function under Deno with its production adapters.
 */
import { apiBackend, denoFunctionBackend } from './backends.ts';
import { contractSuite } from './contract-suite.ts';

/**
 * CONTRACT_SERVER_ONLY=1 (with DATABASE_URL) plays only the PostgreSQL
 * backends: CI's contract step sets it because its unit step has already
 * played every scenario on the mock and on PGlite.
 */
const serverOnly = process.env.CONTRACT_SERVER_ONLY === '1' && Boolean(process.env.DATABASE_URL);

for (const backend of [
  ...(serverOnly ? [] : [apiBackend('PGlite')]),
  ...(process.env.DATABASE_URL ? [apiBackend('PostgreSQL'), denoFunctionBackend()] : []),
])
  contractSuite(backend);
