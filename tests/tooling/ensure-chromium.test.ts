// @vitest-environment node
/**
 * scripts/ensure-chromium.mjs: what `npm test`, `npm run test:e2e` and `.ci/run`
 * do about the browser, from injected facts (present or not, root or not, sudo,
 * apt-get, a custom CHROMIUM_PATH) — nothing here installs anything.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CHROMIUM_PATH,
  MANUAL_COMMAND,
  MANUAL_COMMAND_SU,
  aptCommands,
  chromiumPath,
  decide,
  ensureChromium,
  probe,
  type Env,
  type Facts,
  type Sudo,
} from '../../scripts/ensure-chromium.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SCRIPT = path.join(ROOT, 'scripts/ensure-chromium.mjs');
const MISSING = '/nonexistent/escola-test/chromium';

/** The Debian package's path, missing, on a Debian machine as a normal user without sudo. */
const facts = (over: Partial<Facts> = {}): Facts => ({
  path: DEFAULT_CHROMIUM_PATH,
  custom: false,
  executable: false,
  root: false,
  sudo: 'none',
  aptGet: true,
  ...over,
});

describe('chromiumPath', () => {
  it('is CHROMIUM_PATH when set, the Debian package otherwise (an empty value counts as unset)', () => {
    expect(chromiumPath({})).toBe('/usr/bin/chromium');
    expect(chromiumPath({ CHROMIUM_PATH: '' })).toBe('/usr/bin/chromium');
    expect(chromiumPath({ CHROMIUM_PATH: '/opt/chromium/chrome' })).toBe('/opt/chromium/chrome');
  });
});

describe('decide', () => {
  it('does nothing when the browser is there, whoever runs it', () => {
    expect(decide(facts({ executable: true }))).toEqual({ action: 'ok' });
    expect(decide(facts({ executable: true, custom: true, path: '/opt/c', aptGet: false }))).toEqual({ action: 'ok' });
  });

  it('installs with apt-get as root', () => {
    expect(decide(facts({ root: true }))).toEqual({ action: 'install', sudo: false });
    expect(decide(facts({ root: true, sudo: 'passwordless' }))).toEqual({ action: 'install', sudo: false });
  });

  it('installs through sudo -n when sudo needs no password', () => {
    expect(decide(facts({ sudo: 'passwordless' }))).toEqual({ action: 'install', sudo: true });
  });

  it('stops with `sudo apt-get install -y chromium` when sudo asks for a password', () => {
    const d = decide(facts({ sudo: 'password' }));
    expect(d.action).toBe('fail');
    expect(d.action === 'fail' && d.message).toContain(`    ${MANUAL_COMMAND}\n`);
    expect(MANUAL_COMMAND).toBe('sudo apt-get install -y chromium');
    expect(d.action === 'fail' && d.message).toContain('Chromium não encontrado em /usr/bin/chromium');
  });

  it('stops with an su command when there is no sudo', () => {
    const d = decide(facts({ sudo: 'none' }));
    expect(d).toEqual({ action: 'fail', message: expect.stringContaining(`    ${MANUAL_COMMAND_SU}\n`) });
    expect(MANUAL_COMMAND_SU).toBe("su -c 'apt-get install -y chromium'");
  });

  it('never installs for a CHROMIUM_PATH that names another, missing, path — it says so', () => {
    for (const root of [true, false]) {
      const d = decide(facts({ custom: true, path: MISSING, root, sudo: 'passwordless' }));
      expect(d.action).toBe('fail');
      expect(d.action === 'fail' && d.message).toContain(`CHROMIUM_PATH=${MISSING} não existe`);
      expect(d.action === 'fail' && d.message).not.toContain('apt-get');
    }
  });

  it('stops without apt-get (not Debian), even as root, pointing at CHROMIUM_PATH', () => {
    const d = decide(facts({ aptGet: false, root: true }));
    expect(d.action).toBe('fail');
    expect(d.action === 'fail' && d.message).toContain('não tem apt-get');
    expect(d.action === 'fail' && d.message).toContain('CHROMIUM_PATH=/caminho/do/chromium npm test');
  });

  it('installs exactly when the Debian browser is missing, apt-get is there and root is available', () => {
    const sudos: Sudo[] = ['none', 'password', 'passwordless'];
    for (const executable of [true, false])
      for (const custom of [true, false])
        for (const root of [true, false])
          for (const sudo of sudos)
            for (const aptGet of [true, false]) {
              const f = facts({ executable, custom, root, sudo, aptGet, path: custom ? MISSING : DEFAULT_CHROMIUM_PATH });
              const d = decide(f);
              const expected = executable ? 'ok' : !custom && aptGet && (root || sudo === 'passwordless') ? 'install' : 'fail';
              expect(d.action, JSON.stringify(f)).toBe(expected);
              if (d.action === 'fail') expect(d.message.length).toBeGreaterThan(20);
            }
  });
});

describe('aptCommands', () => {
  it('is the non-interactive Debian install, then update', () => {
    const lock = ['-o', 'DPkg::Lock::Timeout=300'];
    expect(aptCommands(false)).toEqual({
      install: ['apt-get', 'install', '-y', '-q', '--no-install-recommends', ...lock, 'chromium'],
      update: ['apt-get', 'update', '-q', ...lock],
    });
    const viaSudo = aptCommands(true);
    expect(viaSudo.install.slice(0, 4)).toEqual(['sudo', '-n', 'env', 'DEBIAN_FRONTEND=noninteractive']);
    expect(viaSudo.install.slice(4)).toEqual(aptCommands(false).install);
    expect(viaSudo.update.slice(4)).toEqual(aptCommands(false).update);
  });
});

describe('ensureChromium', () => {
  /** Runs ensureChromium with a fake machine: `present` answers each probe in turn; `codes` each command. */
  function simulate(
    start: Partial<Facts>,
    { present = [false, true], codes = [0] }: { present?: boolean[]; codes?: number[] } = {},
  ) {
    const probes = [...present];
    const exits = [...codes];
    const ran: string[][] = [];
    const logs: string[] = [];
    const errors: string[] = [];
    const outcome = ensureChromium({
      env: { PATH: '/usr/bin' },
      probe: () => facts({ ...start, executable: probes.shift() ?? false }),
      run: (argv: string[], env: Env) => {
        expect(env.PATH).toBe('/usr/bin');
        ran.push(argv);
        return exits.shift() ?? 1;
      },
      log: (l) => logs.push(l),
      error: (l) => errors.push(l),
    });
    return { outcome, ran, logs, errors };
  }
  const { install, update } = aptCommands(false);

  it('runs nothing and prints nothing when the browser is there', () => {
    const r = simulate({}, { present: [true] });
    expect(r.outcome).toEqual({ ok: true, path: '/usr/bin/chromium', installed: false });
    expect(r.ran).toEqual([]);
    expect([...r.logs, ...r.errors]).toEqual([]);
  });

  it('as root: installs once and checks the result', () => {
    const r = simulate({ root: true });
    expect(r.ran).toEqual([install]);
    expect(r.outcome).toEqual({ ok: true, path: '/usr/bin/chromium', installed: true });
    expect(r.errors).toEqual([]);
  });

  it('with passwordless sudo: the same commands through sudo -n', () => {
    const r = simulate({ sudo: 'passwordless' });
    expect(r.ran).toEqual([aptCommands(true).install]);
    expect(r.outcome.ok).toBe(true);
  });

  it('stale package lists: install fails, apt-get update, install again', () => {
    const r = simulate({ root: true }, { codes: [100, 0, 0] });
    expect(r.ran).toEqual([install, update, install]);
    expect(r.outcome).toEqual({ ok: true, path: '/usr/bin/chromium', installed: true });
  });

  it('fails, naming the command, when apt-get update fails', () => {
    const r = simulate({ root: true }, { codes: [100, 1] });
    expect(r.ran).toEqual([install, update]);
    expect(r.outcome.ok).toBe(false);
    expect(r.errors.join('\n')).toContain('apt-get update falhou');
    expect(r.errors.join('\n')).toContain(MANUAL_COMMAND);
  });

  it('fails when the install fails even after the update', () => {
    const r = simulate({ root: true }, { codes: [100, 0, 100] });
    expect(r.ran).toEqual([install, update, install]);
    expect(r.outcome.ok).toBe(false);
    expect(r.errors.join('\n')).toContain('apt-get install chromium falhou');
  });

  it('fails when the package installed but the executable is still missing', () => {
    const r = simulate({ root: true }, { present: [false, false] });
    expect(r.outcome.ok).toBe(false);
    expect(r.errors.join('\n')).toContain('/usr/bin/chromium não existe');
  });

  it('not root, no passwordless sudo: runs nothing, stops at once with the command', () => {
    const r = simulate({ sudo: 'password' });
    expect(r.ran).toEqual([]);
    expect(r.outcome.ok).toBe(false);
    expect(r.errors.join('\n')).toContain(MANUAL_COMMAND);
  });

  it('a missing custom CHROMIUM_PATH: runs nothing, says so', () => {
    const r = simulate({ root: true, custom: true, path: MISSING });
    expect(r.ran).toEqual([]);
    expect(r.errors.join('\n')).toContain(`CHROMIUM_PATH=${MISSING} não existe`);
  });
});

describe('probe (this machine)', () => {
  it('a missing custom CHROMIUM_PATH is neither executable nor asks about root, sudo or apt-get', () => {
    expect(probe({ CHROMIUM_PATH: MISSING, PATH: process.env.PATH })).toEqual(
      facts({ path: MISSING, custom: true, executable: false, aptGet: false }),
    );
  });

  it('an executable CHROMIUM_PATH is there', () => {
    expect(probe({ CHROMIUM_PATH: process.execPath })).toMatchObject({ path: process.execPath, custom: true, executable: true });
  });
});

describe('node scripts/ensure-chromium.mjs', () => {
  const cli = (env: Env) =>
    spawnSync(process.execPath, [SCRIPT], { env: { PATH: process.env.PATH, ...env }, encoding: 'utf8', stdio: 'pipe' });

  it('exits 1 at once, saying why, when CHROMIUM_PATH points at a missing file', () => {
    const r = cli({ CHROMIUM_PATH: MISSING });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(`CHROMIUM_PATH=${MISSING} não existe`);
  });

  it('exits 0 and names the browser when it is there', () => {
    const r = cli({ CHROMIUM_PATH: process.execPath });
    expect(r.status).toBe(0);
    expect(r.stdout.trim()).toBe(`chromium: ${process.execPath}`);
  });
});
