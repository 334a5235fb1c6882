-- Downloads (docs/arquivos.md, "Downloads"): GET /proxy-download answers a
-- signed attachment URL of an object of our storage. The attachment carries
-- the name the file had on the uploader's machine, which public.uploads
-- records but shows only to the uploader; this function gives it to whoever
-- may read the object, and to nobody else.

-- The recorded name, whoever uploaded it (called only through download_name).
create function private.upload_file_name(p_bucket text, p_name text)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select u.file_name from public.uploads u where u.bucket = p_bucket and u.object_name = p_name
$$;

-- As the caller: the storage.objects select policy decides whether the object
-- exists for them (null when it does not); its recorded name, else its own.
create function private.download_name(p_bucket text, p_name text)
returns text
language sql
stable
security invoker
set search_path = ''
as $$
  select coalesce(private.upload_file_name(o.bucket_id, o.name), regexp_replace(o.name, '^.*/', ''))
  from storage.objects o
  where o.bucket_id = p_bucket and o.name = p_name
$$;

revoke all on function private.upload_file_name(text, text), private.download_name(text, text) from public;
grant execute on function private.upload_file_name(text, text), private.download_name(text, text) to authenticated;
