-- ============================================================================
-- Shared rules written once: which files rows show, and the app's buckets;
-- the last SQL helpers named by the glossary
-- ============================================================================
-- What this replaces (nothing changes in who may do what: the RLS matrix and
-- tests/db/arquivos.test.ts are unchanged):
--
--   * files_select on storage.objects was dropped and re-created with every
--     arm restated by 20261124110000_arquivos, 20261124130000_audios,
--     20261125090000_materiais and 20261126090000_sala_de_aula. Its
--     per-domain part — a file is read by whoever reads a row showing it —
--     is now one view, private.shown_files (bucket, path): a new bucket or
--     domain adds its branch there (create or replace view), never touching
--     the policy. A view, not a function taking the object's bucket and
--     name: the planner inlines it into the policy, so each branch is a
--     lookup under its table's own select policy, and the role helpers stay
--     initPlans, run once per statement (a function called per object would
--     run them per object, and the conventions forbid a helper call that is
--     not `(select private.fn())`).
--   * The app's buckets, written out in files_insert and in each files_select
--     (five times), are now private.file_buckets() — the buckets of the
--     contract's FILE_KINDS (tests/db/arquivos-leitura.test.ts compares them).
--
-- Renames (docs/glossary.md; as in 20261123090000_vocabulario.sql, grants,
-- triggers and policies follow a rename, since they refer to a function by
-- oid; no SQL body calls these by name):
--
--   registros_turma_ids      → chamadas_notas_turma_ids  the classes whose
--                              chamadas and notas the caller reads
--   person_exists            → usuario_exists            a login, e-mail or
--                              CPF already used (api: POST /usuarios checks)
--   matriculas_copy_student  → matriculas_copy_aluno     the function and its
--                              trigger (still the first before insert)
--   materiais_files_discard  → discard_file_columns      shared by materials
--                              and summaries; the twin of guard_file_columns
--
-- The live schema, domain by domain, is supabase/schema/ (npm run db:schema).

-- ----------------------------------------------------------------------------
-- The app's buckets: one private bucket per kind of the contract's FILE_KINDS
-- (the bucket rows of 20261121050300_storage and 20261124110000_arquivos).
-- ----------------------------------------------------------------------------
create function private.file_buckets() returns text[]
language sql immutable parallel safe
set search_path = ''
as $$
  select array['audios', 'avatars', 'miniaturas', 'pdfs-cursos', 'pdfs-materiais', 'resumos']
$$;

revoke all on function private.file_buckets() from public;
grant execute on function private.file_buckets() to authenticated;

-- ----------------------------------------------------------------------------
-- Which files rows show: one branch per table with file columns, each row a
-- file column's value and the bucket its files are read from (a material's
-- columns hold only paths of their own bucket: their CHECKs). Security
-- invoker: read by the caller, each branch sees only the rows that table's
-- select policy shows them, so no table's read rule is restated here —
-- except the course PDFs', which fewer people read than the course
-- (cursos_select: every live person).
-- ----------------------------------------------------------------------------
create view private.shown_files with (security_invoker = true) as
  select 'avatars'::text as bucket, p.cp_foto_perfil as path from public.profiles p
  union all
  select 'audios', a.cp_arquivo_audio from public.audios a
  union all
  select 'resumos', r.cp_res_arquivo from public.resumos r
  union all
  -- A course PDF: staff and teachers, of every course; a student, of their class's course.
  select 'pdfs-cursos', f.path
  from public.cursos c
  cross join lateral (values (c.cp_pdf1_curso), (c.cp_pdf2_curso), (c.cp_pdf3_curso)) as f (path)
  where (select private.current_user_type()) in (1, 2, 3, 4) or c.cp_curso_id = (select private.aluno_curso_id())
  union all
  select f.bucket, f.path
  from public.materiais m
  cross join lateral (
    values ('pdfs-materiais', m."cp_mat_arquivoPdf"), ('pdfs-materiais', m.cp_mat_extra_pdf2),
           ('pdfs-materiais', m.cp_mat_extra_pdf3), ('miniaturas', m.cp_mat_miniatura)
  ) as f (bucket, path)
  union all
  select f.bucket, f.path
  from public.materiais_extra x
  cross join lateral (
    values ('pdfs-materiais', x.cp_mat_extra_pdf1), ('pdfs-materiais', x.cp_mat_extra_pdf2),
           ('pdfs-materiais', x.cp_mat_extra_pdf3), ('miniaturas', x.cp_mat_extra_thumbnail)
  ) as f (bucket, path);

comment on view private.shown_files is
  'Os arquivos que cada linha mostra (bucket, caminho "bucket/nome"); lida por quem chama, sob as políticas de cada tabela.';

revoke all on private.shown_files from public, anon, authenticated;
grant select on private.shown_files to authenticated;

-- ----------------------------------------------------------------------------
-- Row level security on storage.objects: the same two policies, over the
-- rules above (still no update or delete policy: objects are never
-- overwritten, and only the service removes them).
-- ----------------------------------------------------------------------------
drop policy files_select on storage.objects;
drop policy files_insert on storage.objects;

-- Read: a file some row the caller reads shows, or one of the caller's own
-- uploads (uploads_select shows each person only their own rows).
create policy files_select on storage.objects
  for select to authenticated
  using (
    bucket_id = any ((select private.file_buckets())::text[])
    and (
      exists (
        select 1 from private.shown_files f
        where f.bucket = storage.objects.bucket_id and f.path = storage.objects.bucket_id || '/' || storage.objects.name
      )
      or exists (
        select 1 from public.uploads u
        where u.bucket = storage.objects.bucket_id and u.object_name = storage.objects.name
      )
    )
  );

-- Put: only what an unclaimed upload of the caller names.
create policy files_insert on storage.objects
  for insert to authenticated
  with check (
    bucket_id = any ((select private.file_buckets())::text[])
    and exists (
      select 1 from public.uploads u
      where u.bucket = storage.objects.bucket_id and u.object_name = storage.objects.name and u.claimed_at is null
    )
  );

-- ----------------------------------------------------------------------------
-- Renames
-- ----------------------------------------------------------------------------
alter function private.registros_turma_ids() rename to chamadas_notas_turma_ids;
alter function private.person_exists(text, text, text) rename to usuario_exists;
alter function private.matriculas_copy_student() rename to matriculas_copy_aluno;
alter trigger matriculas_copy_student on public.matriculas rename to matriculas_copy_aluno;
alter function private.materiais_files_discard() rename to discard_file_columns;
