/** Reporting: number formats, the goals, the machine's facts and docs/scale.md's blocks. */
import { readFile, writeFile } from 'node:fs/promises';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../../tests/db/harness/boot.ts';
import type { Db } from '../../tests/db/harness/db.ts';
import { log, type Statement, type Times } from './measure.ts';

export const GOAL_LATENCY = 1.3;
export const GOAL_BYTES = 1.1;
const DOC = join(REPO_ROOT, 'docs/scale.md');

/** A block of docs/scale.md that `--write` replaces: its begin and end marks. */
export type DocMarks = readonly [begin: string, end: string];

export const ms = (n: number) => n.toFixed(n < 10 ? 2 : 1);
export const int = (n: number) => n.toLocaleString('en-US');
export const ratio = (n: number) => n.toFixed(2);
export const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(1);

export interface Check {
  readonly what: string;
  readonly value: number;
  readonly goal: number;
}

export function shortSql(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 110 ? `${flat.slice(0, 107)}…` : flat;
}

export const sameLabel = (r: { readonly sameRows: boolean[]; readonly statements: readonly Statement[] }) => {
  // The caller's own profile (auth.uid()) is read by every request; the list's statements are the rest.
  const own = r.sameRows.filter((_, i) => !r.statements[i]!.text.includes('auth.uid()'));
  return own.every(Boolean) ? 'yes' : `no (${own.filter((x) => !x).length} of ${own.length} statements differ)`;
};

export const mark = (ok: boolean) => (ok ? '✓' : '✗');

/** The machine's facts, the first table of each domain's block. */
export async function machineFacts(db: Db, times: Times): Promise<Record<string, string>> {
  const [v] = await db.query<{ version: string }>('select version() as version');
  const cpu = cpus();
  return {
    date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    CPUs: `${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown'}`,
    memory: `${(totalmem() / 2 ** 30).toFixed(1)} GiB`,
    PostgreSQL: v?.version ?? 'unknown',
    Node: process.version,
    settings: `runs ${times.runs}, warm-up ${times.warmup}, page size 10`,
  };
}

/** Replaces the blocks given (those of the domains measured), leaving the others as they are. */
export async function writeDoc(
  blocks: Readonly<Record<string, string>>,
  marks: Readonly<Record<string, DocMarks>>,
): Promise<void> {
  let doc = await readFile(DOC, 'utf8');
  for (const [name, text] of Object.entries(blocks)) {
    const [beginMark, endMark] = marks[name]!;
    const begin = doc.indexOf(beginMark);
    const end = doc.indexOf(endMark);
    if (begin < 0 || end < begin) throw new Error(`${DOC} has no ${beginMark} … ${endMark} block`);
    doc = `${doc.slice(0, begin + beginMark.length)}\n\n${text}\n${doc.slice(end)}`;
  }
  await writeFile(DOC, doc);
  log(`figures written to docs/scale.md (${Object.keys(blocks).join(', ')})`);
}
