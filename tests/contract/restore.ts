/**
 * Putting an api backend's database back as it was after a scenario that
 * wrote (profile edits, password changes, uploads). The app commits for
 * real, so tests cannot roll back: instead the rows of the tables the
 * implemented endpoints can change are snapshotted once and restored
 * (deleted, re-inserted, or updated to their old values) through the
 * owner's connection. Add a table here when an endpoint starts writing it.
 * Only the tables a scenario wrote are put back: the database marks them
 * (./write-tracking.ts), so a scenario that wrote one row costs one table's
 * restore, not all of them. Identity sequences are set back too, so ids match
 * the freshly seeded mock.
 */
import type { Db } from '../db/harness/db.ts';
import { forgetWrites, trackWrites, untrackWrites, writtenTables } from './write-tracking.ts';

/**
 * Parents before children: rows missing from the snapshot are deleted in the
 * reverse order, then the snapshot's rows are put back in this order. `key`
 * is a unique column (turma_alunos: a student is in at most one class), or
 * the columns of a composite one (permissoes: a person holds a grant once);
 * `identity` names the column whose sequence is set back after the restore,
 * so a scenario creating a row gets the id it would get on a fresh seed (as
 * on the mock, which is re-seeded before every test).
 */
export const RESTORED_TABLES: readonly { table: string; key: string | readonly string[]; identity?: string }[] = [
  { table: 'public.escolas', key: 'cp_ec_id', identity: 'cp_ec_id' },
  { table: 'public.cursos', key: 'cp_curso_id', identity: 'cp_curso_id' },
  { table: 'public.audios', key: 'cp_audio_id', identity: 'cp_audio_id' },
  { table: 'auth.users', key: 'id' },
  { table: 'public.profiles', key: 'cp_id', identity: 'cp_id' },
  { table: 'public.turmas', key: 'cp_tr_id', identity: 'cp_tr_id' },
  { table: 'public.turma_alunos', key: 'cp_aluno_id' },
  { table: 'public.matriculas', key: 'cp_mt_id', identity: 'cp_mt_id' },
  { table: 'public.parcelas', key: 'cp_mtPar_id', identity: 'cp_mtPar_id' },
  { table: 'public.materiais', key: 'cp_mat_id', identity: 'cp_mat_id' },
  { table: 'public.materiais_extra', key: 'cp_mat_extra_id', identity: 'cp_mat_extra_id' },
  { table: 'public.permissoes', key: ['cp_usuario_id', 'cp_permissao'] },
  { table: 'public.chamadas', key: 'cp_ch_id', identity: 'cp_ch_id' },
  { table: 'public.notas', key: 'cp_nota_id', identity: 'cp_nota_id' },
  { table: 'public.resumos', key: 'cp_res_id', identity: 'cp_res_id' },
  { table: 'public.audios_ouvidos', key: ['cp_aluno_id', 'cp_audio_id'] },
  { table: 'public.certificados', key: 'cp_cert_id', identity: 'cp_cert_id' },
  { table: 'public.agenda_eventos', key: 'cp_ev_id', identity: 'cp_ev_id' },
  { table: 'public.uploads', key: 'id' },
  { table: 'storage.objects', key: 'id' },
  { table: 'private.file_garbage', key: 'id', identity: 'id' },
  // Sign-in and registration-probe counts: a scenario's failures must not lock the next one out.
  { table: 'private.tentativas', key: ['acao', 'chave'] },
];

interface TableSnapshot {
  readonly table: string;
  readonly key: string | readonly string[];
  readonly identity?: string | undefined;
  readonly columns: readonly string[];
  readonly rows: string;
}

export type Snapshot = readonly TableSnapshot[];

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
const keysOf = (key: string | readonly string[]): readonly string[] => (typeof key === 'string' ? [key] : key);

const RESTORED_NAMES = RESTORED_TABLES.map((t) => t.table);

/** Removes the write tracking `snapshot` installed (./write-tracking.ts). */
export const untrack = (db: Db) => untrackWrites(db, RESTORED_NAMES);

/** The rows of the restored tables; from now on the tables written are marked, so `restore` puts back only those. */
export async function snapshot(db: Db): Promise<Snapshot> {
  await trackWrites(db, RESTORED_NAMES);
  const out: TableSnapshot[] = [];
  for (const { table, key, identity } of RESTORED_TABLES) {
    const [schema, name] = table.split('.') as [string, string];
    const columns = (
      await db.query<{ column_name: string }>(
        `select column_name::text from information_schema.columns
          where table_schema = $1 and table_name = $2 and is_generated = 'NEVER'
          order by ordinal_position`,
        [schema, name],
      )
    ).map((c) => c.column_name);
    const [{ rows }] = (await db.query<{ rows: string }>(
      `select coalesce(jsonb_agg(to_jsonb(t)), '[]'::jsonb)::text as rows from ${table} t`,
    )) as [{ rows: string }];
    // Passed back as text: a JS string bound to a jsonb parameter would be sent as a JSON string.
    out.push({ table, key, identity, columns, rows });
  }
  return out;
}

export async function restore(db: Db, snap: Snapshot): Promise<void> {
  await db.transaction(async (tx) => {
    // The owner puts rows back as they were: the guards of live writes (a paid
    // installment is never deleted, a plan adds up at commit) do not apply.
    await tx.query('set local session_replication_role = replica');
    const written = await writtenTables(tx);
    await forgetWrites(tx);
    const dirty = snap.filter(({ table }) => written.has(table));
    for (const { table, key, rows } of [...dirty].reverse()) {
      const same = keysOf(key)
        .map((k) => `s.${quote(k)} = t.${quote(k)}`)
        .join(' and ');
      await tx.query(
        `delete from ${table} t where not exists (
           select 1 from jsonb_populate_recordset(null::${table}, $1::text::jsonb) s where ${same})`,
        [rows],
      );
    }
    for (const { table, key, columns, rows } of dirty) {
      const cols = columns.map(quote).join(', ');
      const k = keysOf(key).map(quote).join(', ');
      const updates = columns
        .filter((c) => !keysOf(key).includes(c))
        .map((c) => `${quote(c)} = excluded.${quote(c)}`)
        .join(', ');
      await tx.query(
        `insert into ${table} (${cols}) overriding system value
         select ${cols} from jsonb_populate_recordset(null::${table}, $1::text::jsonb)
         on conflict (${k}) do ${updates ? `update set ${updates}` : 'nothing'}`,
        [rows],
      );
    }
    // Every identity back, written or not: an insert rolled back still took a number.
    const sequences = snap
      .filter((t) => t.identity)
      .map(
        ({ table, identity }) =>
          `setval(pg_get_serial_sequence('${table}', '${identity}'), coalesce((select max(${quote(identity!)}) from ${table}), 0) + 1, false)`,
      );
    if (sequences.length > 0) await tx.query(`select ${sequences.join(', ')}`);
  });
}
