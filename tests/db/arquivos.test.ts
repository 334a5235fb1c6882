// @vitest-environment node
/**
 * Files in the database (supabase/migrations/*_arquivos.sql, docs/arquivos.md):
 * the buckets repeat the contract's FILE_KINDS and supabase/config.toml, and
 * the rule that no object is left behind — what must go is listed in
 * private.file_garbage by the transaction that let it go, and the sweep's
 * functions hand it out until the api says it is removed.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  FILE_KINDS,
  FILE_KIND_NAMES,
  MAX_OPEN_UPLOADS,
  UPLOAD_TTL_HOURS,
  type FileKindDef,
} from '../../supabase/functions/_shared/contract/arquivos.ts';
import { MAX_AUDIOS_PER_CURSO } from '../../supabase/functions/_shared/contract/cursos.ts';
import { MAX_PDFS } from '../../supabase/functions/_shared/contract/constants.ts';
import { REPO_ROOT } from './harness/boot.ts';
import { inRole, userClaims, withRollback } from './harness/as-user.ts';
import type { Queryable } from './harness/db.ts';
import { failure, sqlState, testDatabase } from './support.ts';

const getDb = testDatabase();

const MIB = 1024 * 1024;

/** The `[storage.buckets.<id>]` tables of supabase/config.toml (the few keys we write). */
function configBuckets(): Map<string, { limit: number; types: string[] }> {
  const text = readFileSync(join(REPO_ROOT, 'supabase/config.toml'), 'utf8');
  const out = new Map<string, { limit: number; types: string[] }>();
  for (const block of text.split(/^\[/m).slice(1)) {
    const name = /^storage\.buckets\.([A-Za-z0-9_-]+)\]/.exec(block)?.[1];
    if (!name) continue;
    const limit = /file_size_limit\s*=\s*"(\d+)MiB"/.exec(block)?.[1];
    const types = /allowed_mime_types\s*=\s*\[([^\]]*)\]/.exec(block)?.[1];
    out.set(name, {
      limit: Number(limit) * MIB,
      types: [...(types ?? '').matchAll(/"([^"]+)"/g)].map((m) => m[1]!),
    });
  }
  return out;
}

interface Person {
  readonly id: number;
  readonly auth: string;
  readonly email: string;
}

async function person(db: Queryable, login: string): Promise<Person> {
  const [row] = await db.query<{ id: number; auth: string; email: string }>(
    'select cp_id as id, auth_user_id::text as auth, cp_email as email from public.profiles where cp_login = $1',
    [login],
  );
  return row!;
}

/** What is listed for removal now. */
const garbage = (db: Queryable) =>
  db.query<{ bucket: string; object_name: string }>(
    'select bucket, object_name from private.file_garbage where due_at <= now() order by object_name',
  );

async function newUpload(db: Queryable, who: Person, id: string, options: { claimed?: boolean; age?: string } = {}) {
  await db.query(
    `insert into public.uploads (id, kind, bucket, object_name, file_name, content_type, size, cp_id, created_at, claimed_at)
     values ($1, 'foto', 'avatars', $2, 'eu.png', 'image/png', 10, $3, now() - $4::interval, $5)`,
    [id, `${who.id}/${id}.png`, who.id, options.age ?? '0 seconds', options.claimed ? new Date().toISOString() : null],
  );
  return `${who.id}/${id}.png`;
}

const ID = (n: number) => `92000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('buckets', () => {
  it('has one private bucket per kind, with the contract’s size and types, in the migration and in config.toml alike', async () => {
    const rows = await getDb().query<{ id: string; public: boolean; file_size_limit: string; allowed_mime_types: string[] }>(
      'select id, public, file_size_limit::text, allowed_mime_types from storage.buckets order by id',
    );
    const config = configBuckets();
    const kinds = FILE_KIND_NAMES.map((k) => FILE_KINDS[k] as FileKindDef);
    expect(new Set(kinds.map((k) => k.bucket)).size).toBe(kinds.length);
    for (const kind of kinds) {
      const row = rows.find((r) => r.id === kind.bucket);
      expect(row, kind.bucket).toMatchObject({ public: false, file_size_limit: String(kind.maxBytes) });
      expect([...row!.allowed_mime_types].sort()).toEqual([...kind.accept].sort());
      expect(config.get(kind.bucket), `config.toml [storage.buckets.${kind.bucket}]`).toEqual({
        limit: kind.maxBytes,
        types: [...kind.accept],
      });
    }
    expect([...config.keys()].sort()).toEqual(kinds.map((k) => k.bucket).sort());
  });
});

describe('nothing left behind', () => {
  it('lists a replaced photo, and the photo of a person deleted (whose profile forgets it)', async () => {
    await withRollback(getDb(), async (tx) => {
      const aluno = await person(tx, 'aluno');
      await tx.query(`update public.profiles set cp_foto_perfil = 'avatars/${aluno.id}/primeira.png' where cp_id = $1`, [
        aluno.id,
      ]);
      await tx.query(`update public.profiles set cp_foto_perfil = 'avatars/${aluno.id}/segunda.png' where cp_id = $1`, [
        aluno.id,
      ]);
      expect(await garbage(tx)).toEqual([{ bucket: 'avatars', object_name: `${aluno.id}/primeira.png` }]);
      await tx.query('update public.profiles set cp_excluido = 1 where cp_id = $1', [aluno.id]);
      const [row] = await tx.query<{ foto: string | null }>(
        'select cp_foto_perfil as foto from public.profiles where cp_id = $1',
        [aluno.id],
      );
      expect(row!.foto).toBeNull();
      expect(await garbage(tx)).toEqual([
        { bucket: 'avatars', object_name: `${aluno.id}/primeira.png` },
        { bucket: 'avatars', object_name: `${aluno.id}/segunda.png` },
      ]);
    });
  });

  it('ignores URLs of the original system and empty photos', async () => {
    await withRollback(getDb(), async (tx) => {
      const aluno = await person(tx, 'aluno');
      await tx.query(`update public.profiles set cp_foto_perfil = 'https://exemplo.com/a.png' where cp_id = $1`, [aluno.id]);
      await tx.query(`update public.profiles set cp_foto_perfil = null where cp_id = $1`, [aluno.id]);
      expect(await garbage(tx)).toEqual([]);
    });
  });

  it('lists a cancelled upload (only the caller’s own, only unclaimed) and never a used one', async () => {
    await withRollback(getDb(), async (tx) => {
      const aluno = await person(tx, 'aluno');
      const gestor = await person(tx, 'gestor');
      const pending = await newUpload(tx, aluno, ID(1));
      await newUpload(tx, aluno, ID(2), { claimed: true });
      const theirs = await newUpload(tx, gestor, ID(3));
      const asAluno = userClaims(aluno.auth, aluno.email);
      const done = await inRole(tx, asAluno, async (t) =>
        Promise.all(
          [ID(1), ID(2), ID(3)].map((id) => t.query<{ done: boolean }>('select private.discard_upload($1) as done', [id])),
        ),
      );
      expect(done.map(([r]) => r!.done)).toEqual([true, false, false]);
      expect(await garbage(tx)).toEqual([{ bucket: 'avatars', object_name: pending }]);
      expect(theirs).toMatch(/^\d+\//);
      // Listed again for when its ticket expires: bytes sent late through it are removed too.
      const later = await tx.query<{ due: boolean }>(
        "select due_at = now() + interval '2 hours' as due from private.file_garbage where object_name = $1 and due_at > now()",
        [pending],
      );
      expect(later).toEqual([{ due: true }]);
    });
  });

  it('hands out uploads nobody used within the time given, and listed objects, until they are forgotten', async () => {
    await withRollback(getDb(), async (tx) => {
      const aluno = await person(tx, 'aluno');
      const stale = await newUpload(tx, aluno, ID(4), { age: '25 hours' });
      await newUpload(tx, aluno, ID(5), { age: '1 hour' });
      await newUpload(tx, aluno, ID(6), { age: '30 hours', claimed: true });
      const asAluno = userClaims(aluno.auth, aluno.email);
      const due = () =>
        inRole(tx, asAluno, (t) =>
          t.query<{ bucket: string; object_name: string }>("select * from private.due_file_garbage('24 hours', 50)"),
        );
      expect(await due()).toEqual([{ bucket: 'avatars', object_name: stale }]);
      const left = await tx.query<{ id: string }>('select id::text from public.uploads where cp_id = $1 order by id', [aluno.id]);
      expect(left.map((r) => r.id)).toEqual([ID(5), ID(6)]);
      // Until the api says it removed them, they are handed out again.
      expect(await due()).toHaveLength(1);
      await inRole(tx, asAluno, (t) => t.query('select private.forget_file_garbage($1, $2::text[])', ['avatars', [stale]]));
      expect(await due()).toEqual([]);
    });
  });

  it('lists the pending uploads of a person whose profile is removed, not the used ones', async () => {
    await withRollback(getDb(), async (tx) => {
      const secretaria = await person(tx, 'secretaria');
      const pending = await newUpload(tx, secretaria, ID(7));
      await newUpload(tx, secretaria, ID(8), { claimed: true });
      await tx.query('delete from public.profiles where cp_id = $1', [secretaria.id]);
      expect(await garbage(tx)).toEqual([{ bucket: 'avatars', object_name: pending }]);
    });
  });

  it('names an upload’s object in its uploader’s folder, of a kind in its bucket', async () => {
    const refusal = async (objectName: (aluno: Person, gestor: Person) => string, kind = 'foto') => {
      try {
        await withRollback(getDb(), async (tx) => {
          const aluno = await person(tx, 'aluno');
          const gestor = await person(tx, 'gestor');
          await tx.query(
            `insert into public.uploads (id, kind, bucket, object_name, file_name, content_type, size, cp_id)
             values ($1, $2, 'avatars', $3, 'x.png', 'image/png', 1, $4)`,
            [ID(10), kind, objectName(aluno, gestor), aluno.id],
          );
        });
        return 'accepted';
      } catch (error) {
        return sqlState(error);
      }
    };
    expect(await refusal((a) => `${a.id}/${ID(10)}.png`)).toBe('accepted');
    expect(await refusal((_, g) => `${g.id}/${ID(10)}.png`)).toBe('23514');
    expect(await refusal((a) => `${a.id}/../${ID(10)}.png`)).toBe('23514');
    expect(await refusal((a) => `${a.id}/${ID(10)}.png`, 'audio')).toBe('23514');
  });
});

describe('open uploads per person (migration 20261129090300_envios_por_pessoa.sql)', () => {
  /** Inserts `count` unclaimed photo uploads of `who` as they would be, created `age` ago, as the person (RLS). */
  async function open(tx: Queryable, who: Person, count: number, age = '0 seconds') {
    await inRole(tx, userClaims(who.auth, who.email), (t) =>
      t.query(
        `insert into public.uploads (id, kind, bucket, object_name, file_name, content_type, size, cp_id, created_at)
         select g.id, 'foto', 'avatars', $1::bigint || '/' || g.id || '.png', 'eu.png', 'image/png', 10, $1::bigint,
                now() - $3::interval
         from (select gen_random_uuid() as id from generate_series(1, $2::int)) g`,
        [who.id, count, age],
      ),
    );
  }
  const oneMore = (tx: Queryable, who: Person) =>
    failure(
      tx,
      `insert into public.uploads (id, kind, bucket, object_name, file_name, content_type, size, cp_id)
       select g.id, 'foto', 'avatars', $1::bigint || '/' || g.id || '.png', 'eu.png', 'image/png', 10, $1::bigint
       from (select gen_random_uuid() as id) g`,
      [who.id],
    );

  it('the contract’s cap lets the largest form through (an audio course: every track and every PDF)', () => {
    expect(MAX_OPEN_UPLOADS).toBeGreaterThanOrEqual(MAX_AUDIOS_PER_CURSO + MAX_PDFS);
  });

  it(`refuses a person’s ticket past MAX_OPEN_UPLOADS open ones (54000), counting only unclaimed uploads younger than ${UPLOAD_TTL_HOURS} h`, async () => {
    await withRollback(getDb(), async (tx) => {
      const aluno = await person(tx, 'aluno');
      const gestor = await person(tx, 'gestor');
      // Claimed ones and ones past the sweep's age do not count.
      await open(tx, aluno, 5, `${UPLOAD_TTL_HOURS} hours 1 minute`);
      await newUpload(tx, aluno, ID(20), { claimed: true });
      await open(tx, aluno, MAX_OPEN_UPLOADS - 1);
      expect(await oneMore(tx, aluno)).toBeNull();
      expect(await oneMore(tx, aluno)).toBe('54000');
      // Nothing was written by the refused one.
      const [count] = await tx.query<{ n: number }>(
        `select count(*)::int as n from public.uploads
          where cp_id = $1 and claimed_at is null and created_at > now() - $2::interval`,
        [aluno.id, `${UPLOAD_TTL_HOURS} hours`],
      );
      expect(count!.n).toBe(MAX_OPEN_UPLOADS);
      // Another person is not affected; one upload used makes room again.
      expect(await oneMore(tx, gestor)).toBeNull();
      await tx.query(
        `update public.uploads set claimed_at = now()
          where id = (select id from public.uploads where cp_id = $1 and claimed_at is null order by created_at desc limit 1)`,
        [aluno.id],
      );
      expect(await oneMore(tx, aluno)).toBeNull();
    });
  });

  it('refuses it through the api’s own statement, as the signed-in person', async () => {
    await withRollback(getDb(), async (tx) => {
      const professor = await person(tx, 'professor');
      await open(tx, professor, MAX_OPEN_UPLOADS);
      const state = await inRole(tx, userClaims(professor.auth, professor.email), (t) => oneMore(t, professor));
      expect(state).toBe('54000');
    });
  });
});

describe('profile photos take only the caller’s own upload (migration 20261129100100_fotos_guardadas.sql)', () => {
  it('refuses another person’s photo as one’s own, through the Data API, and lists nothing for removal', async () => {
    await withRollback(getDb(), async (tx) => {
      const [gestor, aluno] = [await person(tx, 'gestor'), await person(tx, 'aluno')];
      const theirs = `avatars/${gestor.id}/foto.png`;
      await tx.query('update public.profiles set cp_foto_perfil = $2 where cp_id = $1', [gestor.id, theirs]);
      const before = await garbage(tx);
      const state = await inRole(tx, userClaims(aluno.auth, aluno.email), (t) =>
        failure(t, 'update public.profiles set cp_foto_perfil = $2 where cp_id = $1', [aluno.id, theirs]),
      );
      expect(state).toBe('42501');
      // Had it passed, the next change of the student's photo would have listed the gestor's for removal.
      expect(await garbage(tx)).toEqual(before);
    });
  });

  it('takes the caller’s own unclaimed upload, and keeps the photo the row already holds', async () => {
    await withRollback(getDb(), async (tx) => {
      const aluno = await person(tx, 'aluno');
      const held = `avatars/${aluno.id}/antiga.png`;
      await tx.query('update public.profiles set cp_foto_perfil = $2 where cp_id = $1', [aluno.id, held]);
      const [upload] = await inRole(tx, userClaims(aluno.auth, aluno.email), (t) =>
        t.query<{ object_name: string }>(
          `insert into public.uploads (id, kind, bucket, object_name, file_name, content_type, size, cp_id)
           select g.id, 'foto', 'avatars', $1::bigint || '/' || g.id || '.png', 'nova.png', 'image/png', 10, $1::bigint
           from (select gen_random_uuid() as id) g
           returning object_name`,
          [aluno.id],
        ),
      );
      const own = `avatars/${upload!.object_name}`;
      const as = (sql: string, params: unknown[]) =>
        inRole(tx, userClaims(aluno.auth, aluno.email), (t) => failure(t, sql, params));
      // Saving the profile with the photo it holds (other fields changed) is no new file.
      expect(
        await as('update public.profiles set cp_nome = cp_nome, cp_foto_perfil = $2 where cp_id = $1', [aluno.id, held]),
      ).toBeNull();
      expect(await as('update public.profiles set cp_foto_perfil = $2 where cp_id = $1', [aluno.id, own])).toBeNull();
      expect(await as('update public.profiles set cp_foto_perfil = null where cp_id = $1', [aluno.id])).toBeNull();
    });
  });
});

describe('download names (GET /proxy-download)', () => {
  it('gives the original name to whoever may read the object, and nothing to anyone else', async () => {
    await withRollback(getDb(), async (tx) => {
      const aluno = await person(tx, 'aluno');
      const gestor = await person(tx, 'gestor');
      const [other] = await tx.query<{ login: string }>(
        `select cp_login as login from public.profiles
         where cp_tipo_user = 5 and cp_escola_id = 1 and cp_excluido = 0 and cp_login <> 'aluno' limit 1`,
      );
      const colega = await person(tx, other!.login);
      const name = await newUpload(tx, aluno, ID(20));
      await tx.query("insert into storage.objects (bucket_id, name) values ('avatars', $1), ('avatars', $2)", [
        name,
        `${gestor.id}/sem-registro.png`,
      ]);
      const nameFor = async (who: Person, object: string) => {
        const [row] = await inRole(tx, userClaims(who.auth, who.email), (t) =>
          t.query<{ name: string | null }>("select private.download_name('avatars', $1) as name", [object]),
        );
        return row!.name;
      };
      // Not yet used: the uploader's alone.
      expect(await nameFor(aluno, name)).toBe('eu.png');
      expect(await nameFor(gestor, name)).toBeNull();
      // Their photo: whoever may read their profile (the manager), not another student.
      await tx.query('update public.uploads set claimed_at = now() where id = $1', [ID(20)]);
      await tx.query('update public.profiles set cp_foto_perfil = $1 where cp_id = $2', [`avatars/${name}`, aluno.id]);
      expect(await nameFor(gestor, name)).toBe('eu.png');
      expect(await nameFor(colega, name)).toBeNull();
      // An object no upload recorded goes by its own name; one that is not there, by none.
      await tx.query('update public.profiles set cp_foto_perfil = $1 where cp_id = $2', [
        `avatars/${gestor.id}/sem-registro.png`,
        gestor.id,
      ]);
      expect(await nameFor(gestor, `${gestor.id}/sem-registro.png`)).toBe('sem-registro.png');
      expect(await nameFor(gestor, `${gestor.id}/nao-existe.png`)).toBeNull();
    });
  });
});

describe('course files that must go', () => {
  it('lists a deleted track’s file, and a course PDF replaced, removed or of a course deleted', async () => {
    await withRollback(getDb(), async (tx) => {
      const [curso] = await tx.query<{ id: number }>(
        `insert into public.cursos (cp_nome_curso, cp_pdf1_curso, cp_pdf2_curso, cp_pdf3_curso)
         values ('Curso de teste dos arquivos', 'pdfs-cursos/t/um.pdf', 'pdfs-cursos/t/dois.pdf', 'pdfs-cursos/t/tres.pdf')
         returning cp_curso_id as id`,
      );
      await tx.query(
        `insert into public.audios (cp_curso_id, cp_nome_audio, cp_arquivo_audio)
         values ($1, 'Faixa 1', 'audios/t/1.mp3'), ($1, 'Faixa 2', 'audios/t/2.mp3')`,
        [curso!.id],
      );
      await tx.query("delete from public.audios where cp_arquivo_audio = 'audios/t/1.mp3'");
      expect(await garbage(tx)).toEqual([{ bucket: 'audios', object_name: 't/1.mp3' }]);
      // The first PDF moves to the second slot (kept), the second is replaced, the third removed.
      await tx.query(
        `update public.cursos set cp_pdf1_curso = 'pdfs-cursos/t/novo.pdf', cp_pdf2_curso = 'pdfs-cursos/t/um.pdf',
           cp_pdf3_curso = null where cp_curso_id = $1`,
        [curso!.id],
      );
      expect((await garbage(tx)).map((g) => `${g.bucket}/${g.object_name}`).sort()).toEqual([
        'audios/t/1.mp3',
        'pdfs-cursos/t/dois.pdf',
        'pdfs-cursos/t/tres.pdf',
      ]);
      await tx.query('delete from public.cursos where cp_curso_id = $1', [curso!.id]);
      expect((await garbage(tx)).map((g) => `${g.bucket}/${g.object_name}`).sort()).toEqual([
        'audios/t/1.mp3',
        'audios/t/2.mp3',
        'pdfs-cursos/t/dois.pdf',
        'pdfs-cursos/t/novo.pdf',
        'pdfs-cursos/t/tres.pdf',
        'pdfs-cursos/t/um.pdf',
      ]);
    });
  });
});
