/** Files: storage.objects (photos, uploads; course, material and summary files in their domains) and uploads. */
import {
  type Caller,
  OTHER_BUCKET,
  type ObjectKey,
  PEOPLE,
  type Person,
  UPLOADS,
  type UploadKey,
  personOf,
  uploadObject,
  uploads,
} from './fixture.ts';
import { FIXTURE_OBJECTS, objectOf } from './fixture-sql.ts';
import { type CellOf, DENIED, NONE, type Outcome, type RlsDomain, rows } from './cell.ts';

/**
 * storage.objects. Insert puts the object an upload names (`none`: a name no
 * upload names); update renames or touches one; `fixtures` = every fixture object.
 */
type StorageOp =
  | { readonly action: 'select'; readonly object: ObjectKey | 'fixtures' }
  | { readonly action: 'insert'; readonly upload: UploadKey | 'none'; readonly bucket?: typeof OTHER_BUCKET }
  | { readonly action: 'update'; readonly object: ObjectKey; readonly rename?: true }
  | { readonly action: 'delete'; readonly object: ObjectKey };

/** public.uploads. Insert: a new pending upload of `owner` (or already claimed); update: claim it, or change its kind. */
type UploadOp =
  | { readonly action: 'select'; readonly upload: UploadKey | 'fixtures' }
  | { readonly action: 'insert'; readonly owner: Person | 'self'; readonly claimed?: true; readonly kind?: 'audio-in-avatars' }
  | { readonly action: 'update'; readonly upload: UploadKey; readonly set: 'claimed_at' | 'kind' | 'cp_id' }
  | { readonly action: 'delete'; readonly upload: UploadKey };

export type StorageCell = CellOf<'storage.objects', StorageOp>;
type UploadCell = CellOf<'uploads', UploadOp>;

export const s = (as: Caller, op: StorageOp, expect: Outcome): StorageCell => ({ as, table: 'storage.objects', op, expect });

const u = (as: Caller, op: UploadOp, expect: Outcome): UploadCell => ({ as, table: 'uploads', op, expect });

/** The RLS_ARQUIVOS domain's cells, and the statements of its tables. */
export const RLS_ARQUIVOS: RlsDomain<StorageCell | UploadCell> = {
  statements: {
    'storage.objects': (cell) => storageStatement(cell.op),
    uploads: (cell) => uploadStatement(cell.op, cell.as),
  },
  cells: [
    // ── storage.objects · select ─ one's own uploads; a photo, whoever may read
    //    a profile showing it. Photos: diretorA, professorA, alunoA (A), alunoB (B).
    s('anon', { action: 'select', object: 'fixtures' }, NONE),
    s('gestor', { action: 'select', object: 'fixtures' }, rows(4)),
    s('gestor', { action: 'select', object: 'photoAlunoB' }, rows(1)),
    s('gestor', { action: 'select', object: 'pendingA' }, NONE), // someone else's upload
    s('gestor', { action: 'select', object: 'other' }, NONE),
    s('diretorA', { action: 'select', object: 'fixtures' }, rows(4)), // 3 photos of A + their audio
    s('diretorA', { action: 'select', object: 'photoAlunoA' }, rows(1)),
    s('diretorA', { action: 'select', object: 'photoAlunoB' }, NONE),
    s('diretorA', { action: 'select', object: 'audioD' }, rows(1)),
    s('secretariaA', { action: 'select', object: 'fixtures' }, rows(3)),
    s('secretariaA', { action: 'select', object: 'audioD' }, NONE),
    s('professorA', { action: 'select', object: 'fixtures' }, rows(1)),
    s('professorA', { action: 'select', object: 'photoAlunoA' }, NONE),
    s('alunoA', { action: 'select', object: 'fixtures' }, rows(3)), // own photo + own pending and used uploads
    s('alunoA', { action: 'select', object: 'photoAlunoA' }, rows(1)),
    s('alunoA', { action: 'select', object: 'usedA' }, rows(1)),
    s('alunoA', { action: 'select', object: 'photoDiretorA' }, NONE),
    s('alunoA', { action: 'select', object: 'photoAlunoB' }, NONE),
    s('alunoA', { action: 'select', object: 'audioD' }, NONE),
    s('excluidoA', { action: 'select', object: 'fixtures' }, NONE),
    // Course files: a track by whoever reads its audios row; a course PDF by
    // staff and teachers, and by a student for their class's course only.
    s('anon', { action: 'select', object: 'trackUsed' }, NONE),
    s('gestor', { action: 'select', object: 'trackFree' }, rows(1)),
    s('diretorA', { action: 'select', object: 'trackFree' }, rows(1)),
    s('secretariaA', { action: 'select', object: 'trackFree' }, rows(1)),
    s('professorA', { action: 'select', object: 'trackFree' }, rows(1)),
    s('alunoA', { action: 'select', object: 'trackUsed' }, rows(1)),
    s('alunoA', { action: 'select', object: 'trackFree' }, NONE), // another course's
    s('excluidoA', { action: 'select', object: 'trackUsed' }, NONE),
    s('anon', { action: 'select', object: 'pdfUsed' }, NONE),
    s('gestor', { action: 'select', object: 'pdfFree' }, rows(1)),
    s('diretorA', { action: 'select', object: 'pdfFree' }, rows(1)),
    s('secretariaA', { action: 'select', object: 'pdfFree' }, rows(1)),
    s('professorA', { action: 'select', object: 'pdfFree' }, rows(1)),
    s('alunoA', { action: 'select', object: 'pdfUsed' }, rows(1)),
    s('alunoA', { action: 'select', object: 'pdfFree' }, NONE), // another course's
    s('excluidoA', { action: 'select', object: 'pdfUsed' }, NONE),
    s('alunoA', { action: 'update', object: 'trackUsed' }, NONE), // objects are never changed by people
    s('gestor', { action: 'delete', object: 'trackUsed' }, NONE),

    // ── storage.objects · insert ─ only what an unclaimed upload of the caller names
    s('anon', { action: 'insert', upload: 'emptyA' }, DENIED),
    s('gestor', { action: 'insert', upload: 'emptyA' }, DENIED),
    s('gestor', { action: 'insert', upload: 'none' }, DENIED),
    s('diretorA', { action: 'insert', upload: 'resumoD' }, rows(1)),
    s('diretorA', { action: 'insert', upload: 'emptyA' }, DENIED),
    s('diretorA', { action: 'insert', upload: 'none' }, DENIED),
    s('secretariaA', { action: 'insert', upload: 'emptyA' }, DENIED),
    s('secretariaA', { action: 'insert', upload: 'none' }, DENIED),
    s('professorA', { action: 'insert', upload: 'resumoD' }, DENIED),
    s('professorA', { action: 'insert', upload: 'none' }, DENIED),
    s('alunoA', { action: 'insert', upload: 'emptyA' }, rows(1)),
    s('alunoA', { action: 'insert', upload: 'usedEmptyA' }, DENIED), // already used
    s('alunoA', { action: 'insert', upload: 'emptyA', bucket: OTHER_BUCKET }, DENIED),
    s('alunoA', { action: 'insert', upload: 'resumoD' }, DENIED),
    s('alunoA', { action: 'insert', upload: 'none' }, DENIED),
    s('excluidoA', { action: 'insert', upload: 'none' }, DENIED),

    // ── storage.objects · update ─ nobody: objects are never overwritten or moved
    s('anon', { action: 'update', object: 'photoAlunoA' }, NONE),
    s('gestor', { action: 'update', object: 'photoAlunoB' }, NONE),
    s('diretorA', { action: 'update', object: 'audioD' }, NONE),
    s('diretorA', { action: 'update', object: 'photoAlunoA' }, NONE),
    s('secretariaA', { action: 'update', object: 'photoAlunoA' }, NONE),
    s('professorA', { action: 'update', object: 'photoProfessorA' }, NONE),
    s('alunoA', { action: 'update', object: 'photoAlunoA' }, NONE),
    s('alunoA', { action: 'update', object: 'pendingA', rename: true }, NONE),
    s('excluidoA', { action: 'update', object: 'photoAlunoA' }, NONE),

    // ── storage.objects · delete ─ nobody: only the service removes files
    s('anon', { action: 'delete', object: 'photoAlunoA' }, NONE),
    s('gestor', { action: 'delete', object: 'photoAlunoB' }, NONE),
    s('diretorA', { action: 'delete', object: 'audioD' }, NONE),
    s('diretorA', { action: 'delete', object: 'photoAlunoA' }, NONE),
    s('secretariaA', { action: 'delete', object: 'photoAlunoA' }, NONE),
    s('professorA', { action: 'delete', object: 'photoProfessorA' }, NONE),
    s('alunoA', { action: 'delete', object: 'pendingA' }, NONE),
    s('alunoA', { action: 'delete', object: 'photoAlunoA' }, NONE),
    s('excluidoA', { action: 'delete', object: 'photoAlunoA' }, NONE),

    // ── uploads · select ─ one's own ──────────────────────────────────────────
    u('anon', { action: 'select', upload: 'fixtures' }, DENIED),
    u('gestor', { action: 'select', upload: 'fixtures' }, NONE),
    u('diretorA', { action: 'select', upload: 'fixtures' }, rows(2)),
    u('secretariaA', { action: 'select', upload: 'fixtures' }, NONE),
    u('professorA', { action: 'select', upload: 'fixtures' }, NONE),
    u('alunoA', { action: 'select', upload: 'fixtures' }, rows(4)),
    u('alunoA', { action: 'select', upload: 'audioD' }, NONE),
    u('excluidoA', { action: 'select', upload: 'fixtures' }, NONE),

    // ── uploads · insert ─ one's own, unclaimed, a kind in its bucket ─────────
    u('anon', { action: 'insert', owner: 'alunoA' }, DENIED),
    u('gestor', { action: 'insert', owner: 'self' }, rows(1)),
    u('gestor', { action: 'insert', owner: 'alunoA' }, DENIED),
    u('diretorA', { action: 'insert', owner: 'self' }, rows(1)),
    u('diretorA', { action: 'insert', owner: 'self', kind: 'audio-in-avatars' }, { error: '23514' }),
    u('secretariaA', { action: 'insert', owner: 'self' }, rows(1)),
    u('secretariaA', { action: 'insert', owner: 'self', claimed: true }, DENIED),
    u('professorA', { action: 'insert', owner: 'self' }, rows(1)),
    u('professorA', { action: 'insert', owner: 'alunoA' }, DENIED),
    u('alunoA', { action: 'insert', owner: 'self' }, rows(1)),
    u('alunoA', { action: 'insert', owner: 'alunoB' }, DENIED),
    u('excluidoA', { action: 'insert', owner: 'self' }, DENIED),

    // ── uploads · update ─ claim one's own unclaimed upload; nothing else ─────
    u('anon', { action: 'update', upload: 'pendingA', set: 'claimed_at' }, DENIED),
    u('gestor', { action: 'update', upload: 'pendingA', set: 'claimed_at' }, NONE),
    u('diretorA', { action: 'update', upload: 'audioD', set: 'claimed_at' }, rows(1)),
    u('diretorA', { action: 'update', upload: 'audioD', set: 'kind' }, DENIED),
    u('diretorA', { action: 'update', upload: 'pendingA', set: 'claimed_at' }, NONE),
    u('secretariaA', { action: 'update', upload: 'pendingA', set: 'claimed_at' }, NONE),
    u('professorA', { action: 'update', upload: 'pendingA', set: 'claimed_at' }, NONE),
    u('alunoA', { action: 'update', upload: 'pendingA', set: 'claimed_at' }, rows(1)),
    u('alunoA', { action: 'update', upload: 'usedA', set: 'claimed_at' }, NONE), // already used
    u('alunoA', { action: 'update', upload: 'pendingA', set: 'cp_id' }, DENIED),
    u('excluidoA', { action: 'update', upload: 'pendingA', set: 'claimed_at' }, NONE),

    // ── uploads · delete ─ one's own, while unclaimed ─────────────────────────
    u('anon', { action: 'delete', upload: 'pendingA' }, DENIED),
    u('gestor', { action: 'delete', upload: 'pendingA' }, NONE),
    u('diretorA', { action: 'delete', upload: 'resumoD' }, rows(1)),
    u('diretorA', { action: 'delete', upload: 'pendingA' }, NONE),
    u('secretariaA', { action: 'delete', upload: 'pendingA' }, NONE),
    u('professorA', { action: 'delete', upload: 'pendingA' }, NONE),
    u('alunoA', { action: 'delete', upload: 'emptyA' }, rows(1)),
    u('alunoA', { action: 'delete', upload: 'usedA' }, NONE),
    u('excluidoA', { action: 'delete', upload: 'pendingA' }, NONE),
  ],
};

function storageStatement(op: StorageOp): { sql: string; params: unknown[] } {
  switch (op.action) {
    case 'select': {
      const objects = (op.object === 'fixtures' ? FIXTURE_OBJECTS : [op.object]).map(objectOf);
      return {
        sql: 'select o.id from storage.objects o join unnest($1::text[], $2::text[]) as f(bucket, name) on o.bucket_id = f.bucket and o.name = f.name',
        params: [objects.map((o) => o.bucket), objects.map((o) => o.name)],
      };
    }
    case 'insert': {
      const target =
        op.upload === 'none' ? { bucket: 'avatars', name: `${PEOPLE.alunoA.id}/sem-envio.png` } : uploadObject(op.upload);
      return {
        sql: 'insert into storage.objects (bucket_id, name, owner_id) values ($1, $2, auth.uid()::text) returning id',
        params: [op.bucket ?? target.bucket, target.name],
      };
    }
    case 'update': {
      const o = objectOf(op.object);
      return op.rename
        ? {
            sql: 'update storage.objects set name = $3 where bucket_id = $1 and name = $2 returning id',
            params: [o.bucket, o.name, `${o.name}.movido`],
          }
        : {
            sql: `update storage.objects set metadata = '{"size": 1}'::jsonb where bucket_id = $1 and name = $2 returning id`,
            params: [o.bucket, o.name],
          };
    }
    case 'delete': {
      const o = objectOf(op.object);
      return { sql: 'delete from storage.objects where bucket_id = $1 and name = $2 returning id', params: [o.bucket, o.name] };
    }
  }
}

/** A new upload's id (far from the fixtures'). */
const NEW_UPLOAD_ID = '91000000-0000-4000-8000-000000000099';

function uploadStatement(op: UploadOp, caller: Caller): { sql: string; params: unknown[] } {
  switch (op.action) {
    case 'select':
      return op.upload === 'fixtures'
        ? { sql: 'select id from public.uploads where id = any($1::uuid[])', params: [uploads.map(([, v]) => v.id)] }
        : { sql: 'select id from public.uploads where id = $1', params: [UPLOADS[op.upload].id] };
    case 'insert': {
      const owner = PEOPLE[personOf(op.owner, caller)].id;
      const [kind, bucket, ext] = op.kind === 'audio-in-avatars' ? ['audio', 'avatars', 'png'] : ['foto', 'avatars', 'png'];
      return {
        sql: `insert into public.uploads (id, kind, bucket, object_name, file_name, content_type, size, cp_id, claimed_at)
              values ($1, $2, $3, $4, 'novo.png', 'image/png', 10, $5, $6) returning id`,
        params: [
          NEW_UPLOAD_ID,
          kind,
          bucket,
          `${owner}/${NEW_UPLOAD_ID}.${ext}`,
          owner,
          op.claimed ? new Date().toISOString() : null,
        ],
      };
    }
    case 'update': {
      const change = { claimed_at: 'claimed_at = now()', kind: "kind = 'audio'", cp_id: `cp_id = ${PEOPLE.gestor.id}` }[op.set];
      return { sql: `update public.uploads set ${change} where id = $1 returning id`, params: [UPLOADS[op.upload].id] };
    }
    case 'delete':
      return { sql: 'delete from public.uploads where id = $1 returning id', params: [UPLOADS[op.upload].id] };
  }
}
