/**
 * The figure scripts' server: `server/main.ts --api-only` (the api and the
 * storage beside it, no SPA) on a free loopback port and a temporary data
 * folder, started in this process tree so its pid is the server's.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((r) => probe.close(() => r()));
  return port;
}

/** Starts the server (node flags in `nodeArgs`, e.g. `--expose-gc`) and waits until its api answers. */
export async function startLocalServer(
  dataDir: string,
  nodeArgs: readonly string[] = [],
  env: NodeJS.ProcessEnv = {},
): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const childEnv = { ...process.env, ...env };
  delete childEnv.DATABASE_URL;
  const child = spawn(
    process.execPath,
    [
      ...nodeArgs,
      '--import',
      'tsx',
      'server/main.ts',
      '--api-only',
      '--port',
      String(port),
      '--host',
      '127.0.0.1',
      '--data-dir',
      dataDir,
    ],
    { cwd: ROOT, env: childEnv, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  child.stdout!.resume();
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server/main.ts exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      if (res.status === 400) return { url, child };
    } catch {
      // not listening yet
    }
    await sleep(500);
  }
  child.kill('SIGINT');
  throw new Error('server/main.ts did not answer in 300 s');
}
