#!/usr/bin/env node
/**
 * `npm run check:function` — type-checks the `api` edge function with Deno,
 * the way Supabase deploys it: only `supabase/functions/{api,_shared}` (copied
 * to a temporary folder, so no package.json or node_modules is in sight) with
 * the function's own deno.json as the configuration for the whole module
 * graph. `npm:` packages come from the npm registry into a Deno cache under
 * node_modules/.cache/deno (reused by later runs; a fresh clone fills it).
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const denoBin = path.join(path.dirname(require.resolve('deno/package.json')), 'bin.cjs');
const denoDir = process.env.DENO_DIR ?? path.join(root, 'node_modules/.cache/deno');
mkdirSync(denoDir, { recursive: true });

const work = mkdtempSync(path.join(tmpdir(), 'escola-function-'));
let status = 1;
try {
  for (const dir of ['api', '_shared']) {
    cpSync(path.join(root, 'supabase/functions', dir), path.join(work, 'supabase/functions', dir), { recursive: true });
  }
  const args = ['check', '--config', 'supabase/functions/api/deno.json', 'supabase/functions/api/index.ts'];
  console.log(`deno ${args.join(' ')}  (cópia isolada; DENO_DIR=${path.relative(root, denoDir) || denoDir})`);
  const result = spawnSync(process.execPath, [denoBin, ...args], {
    cwd: work,
    env: { ...process.env, DENO_DIR: denoDir, NO_COLOR: process.env.NO_COLOR ?? '1' },
    stdio: 'inherit',
  });
  status = result.status ?? 1;
  if (result.error) console.error(result.error);
} finally {
  rmSync(work, { recursive: true, force: true });
}
process.exit(status);
