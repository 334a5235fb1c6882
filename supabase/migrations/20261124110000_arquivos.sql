-- ============================================================================
-- Files: one private bucket per kind, uploads that are claimed or removed
-- ============================================================================
-- docs/arquivos.md. The bucket limits repeat the contract's FILE_KINDS
-- (arquivos.ts) and supabase/config.toml; tests/db/arquivos.test.ts checks
-- that the three agree.
--
-- An upload is a row of public.uploads, made by the api (as the caller) when
-- it hands out a signed upload URL. Storage accepts an object only where such
-- a row of the caller, not yet claimed, names it: nobody can put a file in a
-- bucket without going through the api's checks. A form claims the upload
-- (claimed_at) in the same transaction that records the file's path.
--
-- Files are removed by the service, never by a person: what must go — an
-- upload cancelled or never claimed within 24 hours, a photo replaced, the
-- photo of a deleted person — is written to private.file_garbage in the
-- transaction that let it go, and the api removes those objects afterwards
-- (private.due_file_garbage / private.forget_file_garbage). A removal that
-- fails stays listed and is retried: no object is ever left without a row
-- that leads to it.
--
-- Who reads a file: a photo, whoever may read a profile that shows it (the
-- profiles RLS decides, inside the policy); any file, the person who
-- uploaded it while the upload is theirs. The domains that claim audios,
-- PDFs, thumbnails and lesson-summary files add the readers of their rows.

-- ----------------------------------------------------------------------------
-- Buckets
-- ----------------------------------------------------------------------------
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  ('avatars', 'avatars', false, 5242880, array['image/jpeg', 'image/png', 'image/webp', 'image/gif']),
  ('audios', 'audios', false, 52428800,
    array['audio/mpeg', 'audio/mp4', 'audio/ogg', 'audio/wav', 'audio/webm', 'audio/flac', 'audio/aac']),
  ('pdfs-cursos', 'pdfs-cursos', false, 20971520, array['application/pdf']),
  ('pdfs-materiais', 'pdfs-materiais', false, 20971520, array['application/pdf']),
  ('miniaturas', 'miniaturas', false, 5242880, array['image/jpeg', 'image/png', 'image/webp', 'image/gif']),
  ('resumos', 'resumos', false, 20971520,
    array['application/pdf', 'image/jpeg', 'image/png', 'image/webp', 'image/gif'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

-- ----------------------------------------------------------------------------
-- Uploads
-- ----------------------------------------------------------------------------
create table public.uploads (
  id uuid primary key,
  kind text not null,
  bucket text not null,
  object_name text not null,
  file_name text not null check (length(file_name) between 1 and 255),
  content_type text not null,
  size bigint not null check (size > 0),
  cp_id bigint not null references public.profiles (cp_id) on delete cascade,
  created_at timestamptz not null default now(),
  claimed_at timestamptz,
  unique (bucket, object_name),
  constraint uploads_kind_bucket check (
    (kind, bucket) in (
      ('foto', 'avatars'), ('audio', 'audios'), ('pdfCurso', 'pdfs-cursos'),
      ('pdfMaterial', 'pdfs-materiais'), ('miniatura', 'miniaturas'), ('resumo', 'resumos')
    )
  ),
  -- The uploader's folder: `<cp_id>/<upload id>.<ext>`.
  constraint uploads_object_name check (object_name ~ ('^' || cp_id || '/' || id || '\.[a-z0-9]{1,5}$'))
);

create index uploads_cp_id_idx on public.uploads (cp_id);
-- The policies test claimed_at; the sweep reads unclaimed uploads (null) by age.
create index uploads_claimed_created_idx on public.uploads (claimed_at, created_at);

alter table public.uploads enable row level security;

revoke all on public.uploads from anon, authenticated;
grant select, insert, delete on public.uploads to authenticated;
grant update (claimed_at) on public.uploads to authenticated;
grant all on public.uploads to service_role;

-- Each person sees and manages only their own uploads; a claimed one is part
-- of a record and is no longer theirs to change.
create policy uploads_select on public.uploads
  for select to authenticated
  using (cp_id = (select private.current_profile_id()));

create policy uploads_insert on public.uploads
  for insert to authenticated
  with check (cp_id = (select private.current_profile_id()) and claimed_at is null);

create policy uploads_update on public.uploads
  for update to authenticated
  using (cp_id = (select private.current_profile_id()) and claimed_at is null)
  with check (cp_id = (select private.current_profile_id()));

create policy uploads_delete on public.uploads
  for delete to authenticated
  using (cp_id = (select private.current_profile_id()) and claimed_at is null);

-- ----------------------------------------------------------------------------
-- Objects that must go
-- ----------------------------------------------------------------------------
-- `due_at`: when to remove it. An upload's ticket stays good for 2 hours
-- (Supabase's signed upload URLs), so bytes sent late could land after a
-- cancelled upload's object was removed: its object is listed twice, now and
-- when the ticket expires.
create table private.file_garbage (
  id bigint generated by default as identity primary key,
  bucket text not null,
  object_name text not null,
  due_at timestamptz not null default now(),
  unique (bucket, object_name, due_at)
);

-- Lists a stored path ("bucket/name") for removal. Values that are not our
-- paths (URLs of the original system, null) are ignored.
create function private.discard_file(p_path text) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_slash integer := strpos(coalesce(p_path, ''), '/');
begin
  if v_slash <= 1 or p_path ~* '^[a-z]+:' then
    return;
  end if;
  insert into private.file_garbage (bucket, object_name)
  values (left(p_path, v_slash - 1), substr(p_path, v_slash + 1))
  on conflict do nothing;
  delete from public.uploads u where u.bucket = left(p_path, v_slash - 1) and u.object_name = substr(p_path, v_slash + 1);
end
$$;

-- Cancels an unclaimed upload of the caller: the row goes, its object is
-- listed for removal (uploads_discard). False when there is no such upload.
create function private.discard_upload(p_id uuid) returns boolean
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_bucket text;
  v_name text;
begin
  delete from public.uploads u
  where u.id = p_id and u.cp_id = (select private.current_profile_id()) and u.claimed_at is null
  returning u.bucket, u.object_name into v_bucket, v_name;
  return v_bucket is not null;
end
$$;

-- What the api should remove now: first the uploads nobody claimed within
-- p_ttl go (their objects join the list, by uploads_discard), then up to
-- p_max listed objects are returned (oldest first; rows locked by a
-- concurrent sweep are skipped).
create function private.due_file_garbage(p_ttl interval, p_max integer)
returns table (bucket text, object_name text)
language plpgsql volatile security definer
set search_path = ''
as $$
begin
  delete from public.uploads u where u.claimed_at is null and u.created_at < now() - p_ttl;
  return query
    select g.bucket, g.object_name
    from private.file_garbage g
    where g.due_at <= now()
    order by g.due_at
    limit greatest(p_max, 0)
    for update skip locked;
end
$$;

-- The objects the api has removed leave the list.
create function private.forget_file_garbage(p_bucket text, p_names text[]) returns void
language sql volatile security definer
set search_path = ''
as $$
  delete from private.file_garbage g where g.bucket = p_bucket and g.object_name = any (p_names) and g.due_at <= now();
$$;

-- Whatever removes an unclaimed upload's row — a cancel, the sweep, the
-- uploader's profile deleted (cascade) — lists its object for removal. A
-- claimed upload's object belongs to the record that uses it: it goes with
-- that record (private.discard_file), never with the uploads row.
create function private.uploads_discard() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if old.claimed_at is null then
    insert into private.file_garbage (bucket, object_name) values (old.bucket, old.object_name) on conflict do nothing;
    if old.created_at + interval '2 hours' > now() then
      insert into private.file_garbage (bucket, object_name, due_at)
      values (old.bucket, old.object_name, old.created_at + interval '2 hours')
      on conflict do nothing;
    end if;
  end if;
  return null;
end
$$;

create trigger uploads_discard
  after delete on public.uploads
  for each row execute function private.uploads_discard();

revoke all on function private.uploads_discard() from public;

revoke all on function private.discard_file(text), private.discard_upload(uuid),
  private.due_file_garbage(interval, integer), private.forget_file_garbage(text, text[]) from public;
grant execute on function private.discard_file(text), private.discard_upload(uuid),
  private.due_file_garbage(interval, integer), private.forget_file_garbage(text, text[]) to authenticated;

-- ----------------------------------------------------------------------------
-- A profile's photo: replaced or its owner deleted, the old file goes
-- ----------------------------------------------------------------------------
-- A deleted person keeps no photo: nobody can read it again, not even through
-- a URL handed out before (the next sweep removes the object).
create function private.profiles_photo_before() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.cp_excluido = 1 and old.cp_excluido = 0 then
    new.cp_foto_perfil := null;
  end if;
  return new;
end
$$;

create function private.profiles_photo_after() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if old.cp_foto_perfil is not null and old.cp_foto_perfil is distinct from new.cp_foto_perfil then
    perform private.discard_file(old.cp_foto_perfil);
  end if;
  return null;
end
$$;

create trigger profiles_photo_before
  before update of cp_excluido on public.profiles
  for each row execute function private.profiles_photo_before();

create trigger profiles_photo_after
  after update of cp_foto_perfil, cp_excluido on public.profiles
  for each row execute function private.profiles_photo_after();

-- The avatars read policy finds the profile that shows a photo.
create index profiles_foto_perfil_idx on public.profiles (cp_foto_perfil) where cp_foto_perfil is not null;

-- ----------------------------------------------------------------------------
-- Row level security on storage.objects
-- ----------------------------------------------------------------------------
drop policy avatars_select on storage.objects;
drop policy avatars_insert on storage.objects;
drop policy avatars_update on storage.objects;
drop policy avatars_delete on storage.objects;

-- Put: only what an unclaimed upload of the caller names (uploads_select
-- shows each person only their own rows).
create policy files_insert on storage.objects
  for insert to authenticated
  with check (
    bucket_id in ('avatars', 'audios', 'pdfs-cursos', 'pdfs-materiais', 'miniaturas', 'resumos')
    and exists (
      select 1 from public.uploads u
      where u.bucket = storage.objects.bucket_id and u.object_name = storage.objects.name and u.claimed_at is null
    )
  );

-- Read: one's own uploads; a photo, by whoever may read a profile showing it.
create policy files_select on storage.objects
  for select to authenticated
  using (
    bucket_id in ('avatars', 'audios', 'pdfs-cursos', 'pdfs-materiais', 'miniaturas', 'resumos')
    and (
      exists (
        select 1 from public.uploads u
        where u.bucket = storage.objects.bucket_id and u.object_name = storage.objects.name
      )
      or (
        bucket_id = 'avatars'
        and exists (select 1 from public.profiles p where p.cp_foto_perfil = 'avatars/' || storage.objects.name)
      )
    )
  );

-- No update or delete policy: objects are never overwritten, and only the
-- service removes them (the garbage list above).
