#!/usr/bin/env node
/**
 * Makes sure the browser tests have their browser: Debian's Chromium at
 * CHROMIUM_PATH (default /usr/bin/chromium, the `chromium` package).
 *
 *   node scripts/ensure-chromium.mjs   exit 0 when Chromium is there (installed now if need be), 1 otherwise
 *
 * When it is missing and CHROMIUM_PATH names no other path: as root (or with
 * passwordless sudo) it runs `apt-get install -y -q --no-install-recommends chromium`
 * non-interactively (DEBIAN_FRONTEND=noninteractive, stdin closed), and
 * `apt-get update -q` then the install again when that fails (stale or absent
 * package lists). Otherwise it stops at once with the one command to run.
 * It never downloads a browser of its own and never lets the tests skip.
 *
 * One implementation for every caller: `npm test` (its first step, so a missing
 * browser is reported in seconds, before the unit suite), `npm run test:e2e`
 * (tests/e2e/run.mjs) and `.ci/run` (step chromium, which runs before `npm ci`:
 * hence Node built-ins only).
 *
 * The decision is the pure function `decide(facts)`; `ensureChromium()` gathers
 * the facts, runs the commands and reports (tests/tooling/ensure-chromium.test.ts).
 */
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';
export const PACKAGE = 'chromium';
/** What a person types when this script cannot install it. */
export const MANUAL_COMMAND = `sudo apt-get install -y ${PACKAGE}`;
/** The same, for a system without sudo (su asks for root's password). */
export const MANUAL_COMMAND_SU = `su -c 'apt-get install -y ${PACKAGE}'`;

/**
 * @typedef {'none' | 'password' | 'passwordless'} Sudo
 * @typedef {{
 *   path: string,
 *   custom: boolean,
 *   executable: boolean,
 *   root: boolean,
 *   sudo: Sudo,
 *   aptGet: boolean,
 * }} Facts
 *   `path`: the executable the browser tests launch. `custom`: CHROMIUM_PATH names
 *   a path other than the Debian package's. `executable`: `path` exists and may be run.
 *   `root`: running as uid 0. `sudo`: absent, present but asking a password, or usable
 *   with `sudo -n`. `aptGet`: apt-get is on the PATH.
 * @typedef {{ action: 'ok' }
 *   | { action: 'install', sudo: boolean }
 *   | { action: 'fail', message: string }} Decision
 */

/**
 * The browser the tests launch: CHROMIUM_PATH when set and not empty, else the Debian package's.
 * @param {Record<string, string | undefined>} env
 */
export function chromiumPath(env) {
  return env.CHROMIUM_PATH || DEFAULT_CHROMIUM_PATH;
}

/**
 * What to do, from the facts alone.
 * @param {Facts} facts
 * @returns {Decision}
 */
export function decide(facts) {
  if (facts.executable) return { action: 'ok' };
  if (facts.custom) {
    return {
      action: 'fail',
      message:
        `CHROMIUM_PATH=${facts.path} não existe (ou não é executável). Instale o Chromium nesse caminho, ` +
        `corrija CHROMIUM_PATH ou remova-a para usar o pacote Debian (${DEFAULT_CHROMIUM_PATH}).`,
    };
  }
  const missing = `Chromium não encontrado em ${facts.path}: os testes de navegador precisam dele (não são pulados).`;
  if (!facts.aptGet) {
    return {
      action: 'fail',
      message:
        `${missing}\nEste sistema não tem apt-get: instale o Chromium e aponte CHROMIUM_PATH para ele, por exemplo\n\n` +
        `    CHROMIUM_PATH=/caminho/do/chromium npm test\n`,
    };
  }
  if (facts.root) return { action: 'install', sudo: false };
  if (facts.sudo === 'passwordless') return { action: 'install', sudo: true };
  const command = facts.sudo === 'none' ? MANUAL_COMMAND_SU : MANUAL_COMMAND;
  return {
    action: 'fail',
    message: `${missing}\nInstale o pacote Debian com:\n\n    ${command}\n\ne rode de novo.`,
  };
}

/**
 * The apt-get commands of an install, as argument vectors.
 * @param {boolean} sudo run them through `sudo -n` (which drops DEBIAN_FRONTEND, hence `env`)
 */
export function aptCommands(sudo) {
  const prefix = sudo ? ['sudo', '-n', 'env', 'DEBIAN_FRONTEND=noninteractive'] : [];
  // Lock::Timeout: wait for another apt/dpkg run (e.g. a second `npm test`) instead of failing at once.
  const lock = ['-o', 'DPkg::Lock::Timeout=300'];
  return {
    install: [...prefix, 'apt-get', 'install', '-y', '-q', '--no-install-recommends', ...lock, PACKAGE],
    update: [...prefix, 'apt-get', 'update', '-q', ...lock],
  };
}

/**
 * @param {string} file
 * @param {number} mode
 */
function accessible(file, mode) {
  try {
    accessSync(file, mode);
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether an executable named `name` is on `searchPath`.
 * @param {string} name
 * @param {string} searchPath
 */
function onPath(name, searchPath) {
  return searchPath
    .split(path.delimiter)
    .filter(Boolean)
    .some((dir) => accessible(path.join(dir, name), constants.X_OK));
}

/**
 * The facts of this machine. Only `executable` is looked at when Chromium is
 * there; the rest (sudo runs `sudo -n true`) only when it is missing.
 * @param {Record<string, string | undefined>} env
 * @returns {Facts}
 */
export function probe(env) {
  const file = chromiumPath(env);
  const executable = accessible(file, constants.X_OK);
  const facts = {
    path: file,
    custom: file !== DEFAULT_CHROMIUM_PATH,
    executable,
    root: false,
    sudo: /** @type {Sudo} */ ('none'),
    aptGet: false,
  };
  if (executable || facts.custom) return facts;
  const searchPath = env.PATH ?? '';
  facts.root = typeof process.getuid === 'function' && process.getuid() === 0;
  facts.aptGet = onPath('apt-get', searchPath);
  if (!facts.root && onPath('sudo', searchPath)) {
    const check = spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore', env: { ...env }, timeout: 10_000 });
    facts.sudo = check.status === 0 ? 'passwordless' : 'password';
  }
  return facts;
}

/**
 * Runs a command non-interactively (stdin closed, DEBIAN_FRONTEND=noninteractive),
 * its output on this process's; returns its exit code.
 * @param {string[]} argv
 * @param {Record<string, string | undefined>} env
 * @returns {number}
 */
function runCommand(argv, env) {
  const [command = '', ...args] = argv;
  const child = spawnSync(command, args, {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (child.error) {
    console.error(`chromium: não foi possível rodar ${command}: ${child.error.message}`);
    return 1;
  }
  return child.status ?? 1;
}

/**
 * @typedef {{ ok: true, path: string, installed: boolean } | { ok: false, path: string, message: string }} Outcome
 */

/**
 * Makes sure Chromium is there, installing it when it can. Prints what it does
 * (not when there was nothing to do) and the reason when it cannot.
 * @param {{
 *   env?: Record<string, string | undefined>,
 *   probe?: (env: Record<string, string | undefined>) => Facts,
 *   run?: (argv: string[], env: Record<string, string | undefined>) => number,
 *   log?: (line: string) => void,
 *   error?: (line: string) => void,
 * }} [options] everything injectable, for the tests
 * @returns {Outcome}
 */
export function ensureChromium({
  env = process.env,
  probe: probeFacts = probe,
  run = runCommand,
  log = (line) => console.log(line),
  error = (line) => console.error(line),
} = {}) {
  const facts = probeFacts(env);
  const decision = decide(facts);
  /** @param {string} message @returns {Outcome} */
  const fail = (message) => {
    error(`\n✗ ${message}\n`);
    return { ok: false, path: facts.path, message };
  };
  if (decision.action === 'ok') return { ok: true, path: facts.path, installed: false };
  if (decision.action === 'fail') return fail(decision.message);

  const { install, update } = aptCommands(decision.sudo);
  log(`chromium: ausente em ${facts.path}; instalando o pacote Debian: ${install.join(' ')}`);
  if (run(install, env) !== 0) {
    log(`chromium: a instalação falhou; atualizando as listas de pacotes e tentando de novo: ${update.join(' ')}`);
    if (run(update, env) !== 0) {
      return fail(
        `apt-get update falhou (veja acima): sem o Chromium os testes de navegador não rodam. Depois de resolver: ${MANUAL_COMMAND}`,
      );
    }
    if (run(install, env) !== 0) {
      return fail(
        `apt-get install ${PACKAGE} falhou (veja acima): sem o Chromium os testes de navegador não rodam. Depois de resolver: ${MANUAL_COMMAND}`,
      );
    }
  }
  if (!probeFacts(env).executable) {
    return fail(`o pacote ${PACKAGE} foi instalado, mas ${facts.path} não existe (ou não é executável).`);
  }
  log(`chromium: instalado em ${facts.path}`);
  return { ok: true, path: facts.path, installed: true };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outcome = ensureChromium();
  if (outcome.ok && !outcome.installed) console.log(`chromium: ${outcome.path}`);
  process.exitCode = outcome.ok ? 0 : 1;
}
