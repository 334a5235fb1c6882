// @vitest-environment node
/**
 * Reading stored files (migration 20261129100000_politicas_comuns.sql): the
 * app's buckets are written once, private.file_buckets(), the contract's
 * FILE_BUCKETS; files_select reads the view private.shown_files (the file
 * columns of every table, one branch per table), which the planner inlines:
 * a read by name stays a walk of one of storage's indexes on the name, each
 * branch gated by its bucket and the large tables probed by their file
 * column's index. Who reads what is the RLS matrix's (storage objects,
 * uploads) and arquivos.test.ts's.
 */
import { describe, expect, it } from 'vitest';
import { FILE_BUCKETS } from '../../supabase/functions/_shared/contract/arquivos.ts';
import { asUser, userClaims } from './harness/as-user.ts';
import { testDatabase } from './support.ts';

const getDb = testDatabase();

describe('the app’s buckets', () => {
  it('are written once, private.file_buckets(): the contract’s FILE_BUCKETS and the bucket rows', async () => {
    const [row] = await getDb().query<{ buckets: string[]; rows: string[] }>(
      `select private.file_buckets() as buckets, (select array_agg(id order by id) from storage.buckets) as rows`,
    );
    expect([...row!.buckets].sort()).toEqual([...FILE_BUCKETS].sort());
    expect([...row!.rows].sort()).toEqual([...FILE_BUCKETS].sort());
  });
});

describe('reading objects (files_select → private.shown_files)', () => {
  // Whether the indexes can serve, not whether a planner picks them on the seed's few rows:
  // sequential scans are priced out, as on a network's real tables.
  const plan = async (sql: string) => {
    const [student] = await getDb().query<{ auth: string; email: string }>(
      `select auth_user_id::text as auth, cp_email as email from public.profiles
       where cp_tipo_user = 5 and cp_excluido = 0 order by cp_id limit 1`,
    );
    const rows = await asUser(getDb(), userClaims(student!.auth, student!.email), async (tx) => {
      await tx.query("select set_config('enable_seqscan', 'off', true)");
      return tx.query<{ 'QUERY PLAN': string }>(`explain ${sql}`);
    });
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  };

  it.each([
    [
      'one object (a signed URL, a download)',
      `select name from storage.objects where bucket_id = 'avatars' and name = '1/a.png'`,
    ],
    [
      'a page of objects (signed URLs of a list)',
      `select name from storage.objects where bucket_id = 'audios' and name = any (array['1/a.mp3', '1/b.mp3'])`,
    ],
  ])(
    '%s: an index scan of objects; each branch of the view gated by its bucket, the large tables probed by index',
    async (_, sql) => {
      const text = await plan(sql);
      expect(text).toMatch(/Index (Only )?Scan using \w+ on objects/);
      expect(text).toMatch(/One-Time Filter: \('avatars'::text = objects\.bucket_id\)/);
      for (const [table, column] of [
        ['profiles', 'cp_foto_perfil'],
        ['audios', 'cp_arquivo_audio'],
        ['resumos', 'cp_res_arquivo'],
      ]) {
        expect(text, table).toMatch(
          new RegExp(`Index Cond: \\(${column} = \\(\\(objects\\.bucket_id \\|\\| '/'::text\\) \\|\\| objects\\.name\\)\\)`),
        );
      }
      expect(text).not.toMatch(/Seq Scan on (objects|profiles|audios|resumos)\b/);
    },
  );
});
