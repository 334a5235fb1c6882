/** Types of ensure-chromium.mjs for the TypeScript tests. */
export type Sudo = 'none' | 'password' | 'passwordless';
export type Env = Record<string, string | undefined>;

export interface Facts {
  path: string;
  custom: boolean;
  executable: boolean;
  root: boolean;
  sudo: Sudo;
  aptGet: boolean;
}

export type Decision = { action: 'ok' } | { action: 'install'; sudo: boolean } | { action: 'fail'; message: string };

export type Outcome = { ok: true; path: string; installed: boolean } | { ok: false; path: string; message: string };

export const DEFAULT_CHROMIUM_PATH: string;
export const PACKAGE: string;
export const MANUAL_COMMAND: string;
export const MANUAL_COMMAND_SU: string;

export function chromiumPath(env: Env): string;
export function decide(facts: Facts): Decision;
export function aptCommands(sudo: boolean): { install: string[]; update: string[] };
export function probe(env: Env): Facts;
export function ensureChromium(options?: {
  env?: Env;
  probe?: (env: Env) => Facts;
  run?: (argv: string[], env: Env) => number;
  log?: (line: string) => void;
  error?: (line: string) => void;
}): Outcome;
