/**
 * Explicit persistence of the mock database as one JSON document, so the demo
 * data survives reloads (see `persistence.ts`). Restoring validates every row
 * before touching the database: a damaged snapshot changes nothing.
 */
import { clearDb } from './seed-db';
import { TABLES, TABLE_NAMES, type MockDb, type TableName } from './schema';

/**
 * Bumped whenever stored row shapes change, so an older snapshot is discarded
 * and the demo network re-seeded. 2: users no longer store `cp_turma_id`
 * (class membership lives only in `turmaAlunos`). 3: the people and school
 * tables are `usuarios` and `escolas` (docs/glossary.md). 4: sessions carry
 * refresh tokens and expire; enrolments and installments as the contract stores them.
 * 7: the classroom's tables as the api stores them (grades without a stored
 * average, played audios as `audiosOuvidos`). 8: agenda events as the api
 * stores them (`agendaEventos`, with reach and times) and `certificados`.
 * 9: `tentativas` (the counts against guessing) and the sessions' recently
 * spent refresh tokens.
 */
export const SNAPSHOT_VERSION = 9;

export interface SnapshotDocument {
  readonly version: typeof SNAPSHOT_VERSION;
  readonly seededOn: string | null;
  readonly savedAt: string;
  readonly sequences: Partial<Record<TableName, number>>;
  readonly tables: Record<TableName, unknown[]>;
}

export class SnapshotError extends Error {
  override readonly name = 'SnapshotError';
}

export function snapshotDb(db: MockDb): string {
  const tables = Object.fromEntries(TABLE_NAMES.map((t) => [t, db[t].all()])) as Record<TableName, unknown[]>;
  const doc: SnapshotDocument = {
    version: SNAPSHOT_VERSION,
    seededOn: db.meta.seededOn,
    savedAt: new Date().toISOString(),
    sequences: { ...db.meta.sequences },
    tables,
  };
  return JSON.stringify(doc);
}

function parseDocument(json: string): SnapshotDocument {
  let doc: unknown;
  try {
    doc = JSON.parse(json);
  } catch {
    throw new SnapshotError('Instantâneo do banco simulado ilegível (JSON inválido).');
  }
  if (typeof doc !== 'object' || doc === null) throw new SnapshotError('Instantâneo do banco simulado inválido.');
  const d = doc as Partial<SnapshotDocument>;
  if (d.version !== SNAPSHOT_VERSION) {
    throw new SnapshotError(`Versão de instantâneo não suportada: ${String(d.version)}.`);
  }
  if (typeof d.tables !== 'object' || d.tables === null) throw new SnapshotError('Instantâneo sem tabelas.');
  for (const t of TABLE_NAMES) {
    if (!Array.isArray(d.tables[t])) throw new SnapshotError(`Instantâneo sem a tabela ${t}.`);
  }
  return d as SnapshotDocument;
}

/** Replaces the contents of `db` with a snapshot; throws `SnapshotError` (db untouched) if it is invalid. */
export async function restoreDb(db: MockDb, json: string): Promise<void> {
  const doc = parseDocument(json);
  const validated = new Map<TableName, unknown[]>();
  for (const t of TABLE_NAMES) {
    const rows: unknown[] = [];
    for (const [i, row] of doc.tables[t].entries()) {
      const result = TABLES[t].safeParse(row);
      if (!result.success) throw new SnapshotError(`Linha ${i + 1} da tabela ${t} inválida no instantâneo.`);
      rows.push(row);
    }
    validated.set(t, rows);
  }
  clearDb(db);
  for (const t of TABLE_NAMES) {
    const collection = db[t] as unknown as { create(row: unknown): Promise<unknown> };
    for (const row of validated.get(t)!) await collection.create(row);
  }
  db.meta.seededOn = typeof doc.seededOn === 'string' ? doc.seededOn : null;
  db.meta.sequences = typeof doc.sequences === 'object' && doc.sequences !== null ? { ...doc.sequences } : {};
}
