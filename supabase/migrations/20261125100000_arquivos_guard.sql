-- ============================================================================
-- A file column takes only a file its writer may give it
-- ============================================================================
-- The file columns of courses, tracks and materials hold storage paths, and
-- a row's delete discards its files. Written by a signed-in person — the api
-- as the caller, or straight through the Data API — a file column may keep a
-- file the row already held, or take an unclaimed upload of that person
-- (docs/arquivos.md): never point at another record's file, which a later
-- delete of this row would then discard, or which the storage read policy
-- would then show to this row's readers. The api inserts before it claims,
-- so its own writes pass. Loads as the database owner (seed, restores) are
-- not checked.

-- Whether `p_path` ("bucket/name") is an unclaimed upload of the caller.
create function private.is_own_upload(p_path text) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.uploads u
    where u.bucket = split_part(p_path, '/', 1)
      and u.object_name = substr(p_path, strpos(p_path, '/') + 1)
      and u.cp_id = (select private.current_profile_id())
      and u.claimed_at is null
  )
$$;

revoke all on function private.is_own_upload(text) from public;
grant execute on function private.is_own_upload(text) to authenticated;

-- The trigger's arguments name the row's file columns.
create function private.guard_file_columns() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_column text;
  v_path text;
  v_held text[] := '{}';
begin
  if current_user <> 'authenticated' then
    return new;
  end if;
  if tg_op = 'UPDATE' then
    select coalesce(array_agg(to_jsonb(old) ->> c) filter (where to_jsonb(old) ->> c is not null), '{}')
      into v_held from unnest(tg_argv) as c;
  end if;
  foreach v_column in array tg_argv loop
    v_path := to_jsonb(new) ->> v_column;
    if v_path is not null and not (v_path = any (v_held)) and not private.is_own_upload(v_path) then
      raise exception 'file column % takes only a file the row held or an unclaimed upload of the caller', v_column
        using errcode = '42501';
    end if;
  end loop;
  return new;
end
$$;

revoke all on function private.guard_file_columns() from public;

create trigger cursos_guard_files
  before insert or update of cp_pdf1_curso, cp_pdf2_curso, cp_pdf3_curso on public.cursos
  for each row execute function private.guard_file_columns('cp_pdf1_curso', 'cp_pdf2_curso', 'cp_pdf3_curso');

create trigger audios_guard_files
  before insert or update of cp_arquivo_audio on public.audios
  for each row execute function private.guard_file_columns('cp_arquivo_audio');

create trigger materiais_guard_files
  before insert or update of "cp_mat_arquivoPdf", cp_mat_extra_pdf2, cp_mat_extra_pdf3, cp_mat_miniatura on public.materiais
  for each row execute function private.guard_file_columns('cp_mat_arquivoPdf', 'cp_mat_extra_pdf2', 'cp_mat_extra_pdf3', 'cp_mat_miniatura');

create trigger materiais_extra_guard_files
  before insert or update of cp_mat_extra_pdf1, cp_mat_extra_pdf2, cp_mat_extra_pdf3, cp_mat_extra_thumbnail
  on public.materiais_extra
  for each row execute function private.guard_file_columns(
    'cp_mat_extra_pdf1', 'cp_mat_extra_pdf2', 'cp_mat_extra_pdf3', 'cp_mat_extra_thumbnail'
  );
