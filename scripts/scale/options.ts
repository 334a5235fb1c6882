/**
 * `npm run scale`'s options, parsed and checked before anything runs. Pure:
 * the runner prints what `parseOptions` answers and exits with its code.
 */
import { parseArgs } from 'node:util';

/** The classroom's bytes baseline: a class of one week, a lesson every weekday. */
export const WEEK_LESSONS = 5;

export interface Options {
  /** --users: live people at the large size. */
  readonly users: number;
  /** --baseline: live people at the small size. */
  readonly baseline: number;
  /** --enrolments and --enrolments-baseline: enrolments at each size. */
  readonly enrolments: number;
  readonly enrolmentsBaseline: number;
  /** --classes: the teacher's school's classes; --lessons: the teacher's long class. */
  readonly classes: number;
  readonly lessons: number;
  /** --only: the domains of that name; all without it. */
  readonly only: string | undefined;
  /** --runs: timed runs per figure (the median is reported); --warmup: runs before them. */
  readonly runs: number;
  readonly warmup: number;
  /** --write: replace the blocks of docs/scale.md of the domains measured. */
  readonly write: boolean;
}

/** The options, or what to print and the exit code (0 for --help, 2 for a wrong value). */
export type Parsed = { readonly options: Options } | { readonly exit: 0 | 2; readonly message: string };

/** `only`: the --only names, in the registry's order. */
export function usage(only: readonly string[]): string {
  return (
    'DATABASE_URL=<server> npm run scale -- [--users 50000] [--baseline 1000] [--enrolments 60000] [--enrolments-baseline 640]\n' +
    `                                       [--classes 200] [--lessons 500] [--only ${only.join('|')}] [--runs 30] [--warmup 5] [--write]`
  );
}

/** Parses `argv` (without node and the script); an unknown option throws, as `parseArgs` does. */
export function parseOptions(argv: readonly string[], only: readonly string[]): Parsed {
  const { values: args } = parseArgs({
    args: [...argv],
    options: {
      users: { type: 'string', default: '50000' },
      baseline: { type: 'string', default: '1000' },
      enrolments: { type: 'string', default: '60000' },
      'enrolments-baseline': { type: 'string', default: '640' },
      classes: { type: 'string', default: '200' },
      lessons: { type: 'string', default: '500' },
      only: { type: 'string' },
      runs: { type: 'string', default: '30' },
      warmup: { type: 'string', default: '5' },
      write: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
  if (args.help) return { exit: 0, message: usage(only) };

  const numbers = {} as Record<
    'users' | 'baseline' | 'enrolments' | 'enrolments-baseline' | 'classes' | 'lessons' | 'runs' | 'warmup',
    number
  >;
  for (const name of [
    'users',
    'baseline',
    'enrolments',
    'enrolments-baseline',
    'classes',
    'lessons',
    'runs',
    'warmup',
  ] as const) {
    const raw = args[name];
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 1)
      return { exit: 2, message: `--${name} must be a positive integer, got ${JSON.stringify(raw)}` };
    numbers[name] = n;
  }
  if (numbers.baseline >= numbers.users) return { exit: 2, message: '--baseline must be smaller than --users' };
  if (numbers['enrolments-baseline'] >= numbers.enrolments) {
    return { exit: 2, message: '--enrolments-baseline must be smaller than --enrolments' };
  }
  if (numbers.lessons <= WEEK_LESSONS) {
    return { exit: 2, message: `--lessons must be more than the one-week class's ${WEEK_LESSONS}` };
  }
  if (args.only !== undefined && !only.includes(args.only)) {
    return { exit: 2, message: `--only must be one of ${only.join(', ')}, got ${JSON.stringify(args.only)}` };
  }
  return {
    options: {
      users: numbers.users,
      baseline: numbers.baseline,
      enrolments: numbers.enrolments,
      enrolmentsBaseline: numbers['enrolments-baseline'],
      classes: numbers.classes,
      lessons: numbers.lessons,
      only: args.only,
      runs: numbers.runs,
      warmup: numbers.warmup,
      write: args.write,
    },
  };
}
