-- ============================================================================
-- Storage: profile photos (bucket `avatars`)
-- ============================================================================
-- The bucket is private. Its limits match the contract (session.ts:
-- PROFILE_PHOTO_MAX_BYTES = 5 MiB, IMAGE_TYPES) and supabase/config.toml;
-- Supabase Storage enforces them on upload (the local storage port does too).
--
-- Object names are `<cp_id of the owner>/<file name>`.
--   read    whoever may read the owner's profile (the profiles RLS decides:
--           Gestor all, Diretor/Secretário(a) their school, everyone self)
--   write   insert, update and delete only under one's own folder
--
-- storage.objects belongs to Supabase (supabase_storage_admin) on a hosted
-- project: this migration only creates policies on it, which the `postgres`
-- role may do, and never alters the table (RLS is already enabled there).

-- ----------------------------------------------------------------------------
-- Bucket
-- ----------------------------------------------------------------------------
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('avatars', 'avatars', false, 5242880, array['image/jpeg', 'image/png', 'image/webp', 'image/gif'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

-- ----------------------------------------------------------------------------
-- Indexes: the policies filter on bucket_id, which leads Supabase's own
-- unique index storage.objects (bucket_id, name).
-- ----------------------------------------------------------------------------

-- ----------------------------------------------------------------------------
-- Row level security on storage.objects (one permissive policy per action)
-- ----------------------------------------------------------------------------
create policy avatars_select on storage.objects
  for select to authenticated
  using (
    bucket_id = 'avatars'
    and (storage.foldername(name))[1] in (select p.cp_id::text from public.profiles p)
  );

create policy avatars_insert on storage.objects
  for insert to authenticated
  with check (
    bucket_id = 'avatars'
    and (storage.foldername(name))[1] = (select private.current_profile_id())::text
  );

create policy avatars_update on storage.objects
  for update to authenticated
  using (
    bucket_id = 'avatars'
    and (storage.foldername(name))[1] = (select private.current_profile_id())::text
  )
  with check (
    bucket_id = 'avatars'
    and (storage.foldername(name))[1] = (select private.current_profile_id())::text
  );

create policy avatars_delete on storage.objects
  for delete to authenticated
  using (
    bucket_id = 'avatars'
    and (storage.foldername(name))[1] = (select private.current_profile_id())::text
  );
