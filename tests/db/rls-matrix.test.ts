// @vitest-environment node
/**
 * Runs every cell of the RLS matrix (./rls-matrix.ts) against the real
 * migrations: fixture inserted by the owner, statement run as the caller
 * exactly as PostgREST would, outcome compared, transaction rolled back.
 */
import { describe, expect, it } from 'vitest';
import { inRole, withRollback } from './harness/as-user.ts';
import type { Queryable } from './harness/db.ts';
import { sqlState, testDatabase } from './support.ts';
import { type Caller, identityOf } from './rls/fixture.ts';
import { FIXTURE_SQL } from './rls/fixture-sql.ts';
import type { Outcome } from './rls/cell.ts';
import { type Cell, MATRIX_TABLES, RLS_MATRIX, statement } from './rls-matrix.ts';

const getDb = testDatabase();

async function run(tx: Queryable, cell: Cell): Promise<Outcome> {
  const { sql, params } = statement(cell);
  const found = await inRole(tx, identityOf(cell.as), async (t) => {
    const result = await t.query(sql, params);
    // What COMMIT would check: the deferred constraint triggers fire now.
    await t.query('set constraints all immediate');
    return result;
  });
  return { rows: found.length };
}

function label(cell: Cell): string {
  const { action, ...rest } = cell.op as { action: string } & Record<string, unknown>;
  const detail = Object.entries(rest)
    .map(([k, v]) => `${k}=${String(v)}`)
    .join(' ');
  const outcome = 'rows' in cell.expect ? `${cell.expect.rows} row(s)` : `error ${cell.expect.error}`;
  return `${cell.as} ${action} ${cell.table} ${detail} → ${outcome}`;
}

describe(`RLS matrix (${RLS_MATRIX.length} cells)`, () => {
  it('has no duplicate cells', () => {
    const keys = RLS_MATRIX.map((c) => JSON.stringify([c.as, c.table, c.op]));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('covers every caller × table × action', () => {
    const callers: Caller[] = ['anon', 'gestor', 'diretorA', 'secretariaA', 'professorA', 'alunoA', 'excluidoA'];
    const missing: string[] = [];
    for (const table of MATRIX_TABLES) {
      for (const action of ['select', 'insert', 'update', 'delete'] as const) {
        for (const caller of callers) {
          const found = RLS_MATRIX.some((c) => c.table === table && c.op.action === action && c.as === caller);
          if (!found) missing.push(`${caller} ${action} ${table}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it.each(RLS_MATRIX.map((cell) => [label(cell), cell] as const))('%s', async (_label, cell) => {
    const db = getDb();
    let outcome: Outcome;
    try {
      outcome = await withRollback(db, async (tx) => {
        await tx.exec(FIXTURE_SQL);
        return run(tx, cell);
      });
    } catch (error) {
      const code = sqlState(error);
      if (code === undefined) throw error;
      outcome = { error: code as Extract<Outcome, { error: string }>['error'] };
    }
    expect(outcome).toEqual(cell.expect);
  });
});
