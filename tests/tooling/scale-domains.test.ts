// @vitest-environment node
/**
 * `npm run scale` (scripts/scale/): the runner's registry of domains and its
 * options, without a database — the --only names and messages the script
 * has always had, every domain's docs/scale.md block present, the databases
 * a run creates.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SCALE_DB } from '../../scripts/scale/database.ts';
import { isOwnDatabase } from '../../scripts/scale/domain.ts';
import { DATABASES, DOMAINS, ONLY_NAMES } from '../../scripts/scale/domains.ts';
import { parseOptions, usage, WEEK_LESSONS } from '../../scripts/scale/options.ts';

const DOC = readFileSync(new URL('../../docs/scale.md', import.meta.url), 'utf8');

describe('scale domains', () => {
  it('answer --only with the names the script has always taken, the network first', () => {
    expect(ONLY_NAMES).toEqual(['network', 'classroom', 'avaliacoes', 'idempotencia']);
    expect(DOMAINS.filter((d) => d.only === 'network')).toHaveLength(2);
  });

  it('each write blocks of their own, marked in docs/scale.md', () => {
    const names = DOMAINS.flatMap((d) => Object.keys(d.blocks));
    expect(names).toEqual(['lists', 'finance', 'classroom', 'avaliacoes', 'idempotencia']);
    for (const [begin, end] of DOMAINS.flatMap((d) => Object.values(d.blocks))) {
      expect(DOC.indexOf(begin), begin).toBeGreaterThan(-1);
      expect(DOC.indexOf(end), end).toBeGreaterThan(DOC.indexOf(begin));
    }
  });

  it('create the network database, a copy of it and one database per domain of its own, all named after it', () => {
    expect(DATABASES).toEqual(['escola_scale', 'escola_scale_avaliacoes', 'escola_scale_idempotencia']);
    const copies = DOMAINS.flatMap((d) => (isOwnDatabase(d) ? [] : (d.copies ?? [])));
    expect(copies).toEqual(['escola_scale_school']);
    for (const name of [...DATABASES, ...copies]) expect(name.startsWith(SCALE_DB)).toBe(true);
  });
});

describe('scale options', () => {
  const parse = (...argv: string[]) => parseOptions(argv, ONLY_NAMES);

  it('default to the documented sizes', () => {
    expect(parse()).toEqual({
      options: {
        users: 50000,
        baseline: 1000,
        enrolments: 60000,
        enrolmentsBaseline: 640,
        classes: 200,
        lessons: 500,
        only: undefined,
        runs: 30,
        warmup: 5,
        write: false,
      },
    });
  });

  it('take every --only name and the sizes', () => {
    for (const only of ONLY_NAMES) expect(parse('--only', only)).toMatchObject({ options: { only } });
    expect(parse('--users', '2000', '--baseline', '1500', '--runs', '3', '--write')).toMatchObject({
      options: { users: 2000, baseline: 1500, runs: 3, write: true },
    });
  });

  it('print the usage for --help, with the --only names', () => {
    expect(parse('--help')).toEqual({ exit: 0, message: usage(ONLY_NAMES) });
    expect(usage(ONLY_NAMES)).toContain('[--only network|classroom|avaliacoes|idempotencia]');
  });

  it('refuse wrong values with exit code 2 and the first problem', () => {
    expect(parse('--only', 'nada')).toEqual({
      exit: 2,
      message: '--only must be one of network, classroom, avaliacoes, idempotencia, got "nada"',
    });
    expect(parse('--users', '0')).toEqual({ exit: 2, message: '--users must be a positive integer, got "0"' });
    expect(parse('--runs', '1.5')).toEqual({ exit: 2, message: '--runs must be a positive integer, got "1.5"' });
    expect(parse('--baseline', '50000')).toEqual({ exit: 2, message: '--baseline must be smaller than --users' });
    expect(parse('--enrolments-baseline', '60000')).toEqual({
      exit: 2,
      message: '--enrolments-baseline must be smaller than --enrolments',
    });
    expect(parse('--lessons', String(WEEK_LESSONS))).toEqual({
      exit: 2,
      message: `--lessons must be more than the one-week class's ${WEEK_LESSONS}`,
    });
    expect(() => parse('--nope')).toThrow();
  });
});
