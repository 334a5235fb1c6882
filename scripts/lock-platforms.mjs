#!/usr/bin/env node
/**
 * Keeps package-lock.json usable by `npm ci` when the registry we install
 * from lacks some *other* platforms' binary packages.
 *
 * Why: `deno` and `supabase` (the CLIs) declare one optional dependency per
 * platform (@deno/darwin-arm64, @supabase/cli-windows-x64, …). Our registry
 * answers 404 for the ones this machine does not use, so `npm install` leaves
 * them out of the lock, and npm 11's `npm ci` then refuses the lock as "out of
 * sync" ("Missing: @deno/darwin-arm64@ from lock file").
 *
 * Fix: add a lock entry (version, os, cpu, libc, optional) for each such
 * missing optional dependency. `npm ci` skips them on this platform without
 * fetching anything. Only packages for a *different* platform are added; a
 * missing package for this platform is a real error and is reported.
 *
 *   node scripts/lock-platforms.mjs           add the entries (runs as postinstall)
 *   node scripts/lock-platforms.mjs --check   exit 1 if any entry is missing
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LOCK = path.join(ROOT, 'package-lock.json');
const check = process.argv.includes('--check');

/**
 * The platform a per-platform binary package is for, from its name.
 * @param {string} name
 * @returns {{ os: string, cpu: string, libc?: string } | null}
 */
function platformOf(name) {
  const os = /darwin|macos/.test(name) ? 'darwin' : /win32|windows/.test(name) ? 'win32' : /linux/.test(name) ? 'linux' : null;
  const cpu = /arm64|aarch64/.test(name) ? 'arm64' : /x64|x86_64|amd64/.test(name) ? 'x64' : null;
  if (!os || !cpu) return null;
  return os === 'linux' ? { os, cpu, libc: /musl/.test(name) ? 'musl' : 'glibc' } : { os, cpu };
}

const here = { os: process.platform, cpu: process.arch };

/** @type {{ packages: Record<string, Record<string, unknown>> }} */
const lock = JSON.parse(readFileSync(LOCK, 'utf8'));
const packages = lock.packages;
/** @type {string[]} */
const added = [];
/** @type {string[]} */
const errors = [];

for (const [key, entry] of Object.entries(packages)) {
  const optional = /** @type {Record<string, string> | undefined} */ (entry.optionalDependencies);
  if (!optional) continue;
  const dir = key === '' ? '' : `${key}/`;
  for (const [name, version] of Object.entries(optional)) {
    // Resolution looks in the package's own node_modules, then upwards.
    const candidates = [`${dir}node_modules/${name}`];
    for (let p = key; p.includes('node_modules/');) {
      p = p.slice(0, p.lastIndexOf('node_modules/')).replace(/\/$/, '');
      candidates.push(`${p ? `${p}/` : ''}node_modules/${name}`);
    }
    if (candidates.some((c) => packages[c])) continue;
    const platform = platformOf(name);
    if (!platform) {
      errors.push(
        `${name}@${version} (optional dependency of ${key || 'the root'}) is missing and is not a per-platform binary package`,
      );
      continue;
    }
    if (platform.os === here.os && platform.cpu === here.cpu && (platform.os !== 'linux' || platform.libc === 'glibc')) {
      errors.push(`${name}@${version} is for this machine's platform and is missing from the lock: run npm install`);
      continue;
    }
    const target = `node_modules/${name}`;
    /** @type {Record<string, unknown>} */
    const stub = { version, cpu: [platform.cpu] };
    if (entry.dev) stub.dev = true;
    if (platform.libc) stub.libc = [platform.libc];
    stub.optional = true;
    stub.os = [platform.os];
    packages[target] = stub;
    added.push(`${name}@${version}`);
  }
}

if (errors.length) {
  for (const e of errors) console.error(`lock-platforms: ${e}`);
  process.exit(1);
}
if (added.length === 0) {
  if (check) console.log('lock-platforms: package-lock.json lists every platform package.');
  process.exit(0);
}
if (check) {
  console.error(
    `lock-platforms: package-lock.json lacks ${added.length} other-platform packages (${added.join(', ')}), so npm ci will refuse it.\n` +
      'Run `node scripts/lock-platforms.mjs` (it also runs after every npm install) and commit package-lock.json.',
  );
  process.exit(1);
}
// npm keeps "packages" sorted by key (localeCompare), the root first.
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b, 'en'))),
);
writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`lock-platforms: added ${added.length} other-platform entries to package-lock.json: ${added.join(', ')}`);
