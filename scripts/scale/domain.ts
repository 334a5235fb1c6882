/**
 * What a measured domain is to the runner (./index.ts reads them from
 * ./domains.ts). A domain measures either in a database of its own, or in
 * the network's database as the network grows from the baseline to the large
 * size (its hooks run in the registry's order at each step).
 */
import type { Db } from '../../tests/db/harness/db.ts';
import type { Api } from './measure.ts';
import type { Census } from './network.ts';
import type { Options } from './options.ts';
import type { Check, DocMarks } from './report.ts';

/** A domain's results: its blocks of docs/scale.md (by name) and its goals. */
export interface Outcome {
  readonly markdown: Readonly<Record<string, string>>;
  readonly found: readonly Check[];
}

/** What a domain reports when it did not run to its end. */
export const NO_OUTCOME: Outcome = { markdown: {}, found: [] };

interface DomainBase {
  /** Its `--only` name; domains sharing one run together. */
  readonly only: string;
  /** The blocks of docs/scale.md its figures replace with --write. */
  readonly blocks: Readonly<Record<string, DocMarks>>;
}

/** Measured in a database of its own (created, and first dropped, on the server). */
export interface OwnDatabaseDomain extends DomainBase {
  readonly database: string;
  run(serverUrl: string, options: Options): Promise<Outcome>;
}

/** Measured in the network's database (escola_scale). */
export interface NetworkDomain extends DomainBase {
  /** Databases it makes from the network's, dropped by the next run. */
  readonly copies?: readonly string[];
  /** Its hooks for one run. */
  start(options: Options): NetworkMeasurer;
}

export type ScaleDomain = OwnDatabaseDomain | NetworkDomain;

export const isOwnDatabase = (d: ScaleDomain): d is OwnDatabaseDomain => 'database' in d;

/** The baseline (--baseline people in the seed's schools) and the large network (--users over 30 schools). */
export type Size = 'small' | 'large';

/** The network at a size, signed in as the seed's director. */
export interface NetworkLevel {
  readonly users: number;
  readonly schoolId: number;
  readonly token: string;
  readonly census: Census;
}

/** The network's database while it is measured. */
export interface NetworkRun {
  readonly serverUrl: string;
  readonly db: Db;
  /** The real api on it (closed by `disconnected`). */
  readonly api: Api;
  /** Closes the api and every connection to the database (a copy needs it), runs `work`, reopens the database. */
  disconnected<T>(work: () => Promise<T>): Promise<T>;
}

/** A network domain's hooks for one run, each optional but `outcome`. */
export interface NetworkMeasurer {
  /** The network has grown to `size`: grow what the domain adds with it. */
  grow?(net: NetworkRun, size: Size): Promise<void>;
  /** Measure at `size`. */
  measure?(net: NetworkRun, size: Size, level: NetworkLevel): Promise<void>;
  /** After the large size: grow and measure on the large network. */
  grown?(net: NetworkRun): Promise<void>;
  /** Last: what needs the api closed (`net.disconnected`). */
  offline?(net: NetworkRun): Promise<void>;
  outcome(machine: Readonly<Record<string, string>>): Outcome;
  /** Closes what the hooks opened. */
  close?(): Promise<void>;
}
