-- ============================================================================
-- Registration access: direção manages the schools, the directors picker,
-- archiving a school, photos registered by gestão
-- ============================================================================
-- docs/registration.md and ACCESS in src/domain/access.ts (as changed for the
-- registration slice):
--   schools    read   1,2 all · 3,4,5 own school
--              write  1,2 all (insert, update, delete) · 3,4,5 none
--   directors  read   1,2 all · 3 own school · 4,5 none (names and ids only)
--   avatars    insert/update/delete under one's own folder `<cp_id>/…` AND
--              under the folder of any profile the caller may write (a
--              Gestor, Diretor or Secretário(a) registering a person with a
--              photo); reading is unchanged.
-- A school is never deleted by the app: it is archived (cp_ec_excluido = 1),
-- refused while a class or a live person is still in it.

-- ----------------------------------------------------------------------------
-- escolas: direção (1, 2) reads and writes every school
-- ----------------------------------------------------------------------------
drop policy escolas_select on public.escolas;
drop policy escolas_insert on public.escolas;
drop policy escolas_update on public.escolas;
drop policy escolas_delete on public.escolas;

create policy escolas_select on public.escolas
  for select to authenticated
  using (
    (select private.current_user_type()) in (1, 2)
    or cp_ec_id = (select private.current_school_id())
  );

create policy escolas_insert on public.escolas
  for insert to authenticated
  with check ((select private.current_user_type()) in (1, 2));

create policy escolas_update on public.escolas
  for update to authenticated
  using ((select private.current_user_type()) in (1, 2))
  with check ((select private.current_user_type()) in (1, 2));

create policy escolas_delete on public.escolas
  for delete to authenticated
  using ((select private.current_user_type()) in (1, 2));

-- ----------------------------------------------------------------------------
-- escolas: archiving is refused while the school is in use
-- ----------------------------------------------------------------------------
-- A director may write every school but read only their own school's people,
-- so "is anyone still in it?" cannot be asked as the caller: this trigger asks
-- it as the owner, and refuses with 23503 (the code a delete of a school with
-- people in it gets from the foreign key).

-- Whether a class or a live person still belongs to the school.
create function private.school_in_use(p_ec_id bigint) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (select 1 from public.turmas t where t.cp_tr_id_escola = p_ec_id)
      or exists (select 1 from public.profiles p where p.cp_escola_id = p_ec_id and p.cp_excluido = 0)
$$;

revoke all on function private.school_in_use(bigint) from public;

create function private.escolas_guard_archive() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.cp_ec_excluido = 1 and old.cp_ec_excluido = 0 and private.school_in_use(old.cp_ec_id) then
    raise exception using
      errcode = '23503',
      message = 'Escola em uso: ainda há turmas ou pessoas ativas vinculadas a ela.';
  end if;
  return new;
end
$$;

revoke all on function private.escolas_guard_archive() from public;
grant execute on function private.school_in_use(bigint) to authenticated;

create trigger escolas_guard_archive
  before update on public.escolas
  for each row execute function private.escolas_guard_archive();

-- ----------------------------------------------------------------------------
-- Whether a school exists and is live, whoever asks (a secretary choosing
-- another school must hear "not yours", not "does not exist"). Only a boolean.
-- ----------------------------------------------------------------------------
create function private.school_is_live(p_ec_id bigint) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (select 1 from public.escolas e where e.cp_ec_id = p_ec_id and e.cp_ec_excluido = 0)
$$;

revoke all on function private.school_is_live(bigint) from public;
grant execute on function private.school_is_live(bigint) to authenticated;

-- ----------------------------------------------------------------------------
-- Registration: whether a login, e-mail or CPF (its digits) is already used by anyone
-- (deleted people included), for gestão only (1, 2, 3); null for others.
-- Staff read only their school's people, but a login names one person in the
-- whole network. Only a boolean leaves the function.
-- ----------------------------------------------------------------------------
create function private.person_exists(p_login text, p_email text, p_cpf text) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select case when private.current_user_type() in (1, 2, 3) then exists (
    select 1 from public.profiles p
    where lower(p.cp_login) = lower(btrim(p_login))
       or lower(p.cp_email) = lower(btrim(p_email))
       or regexp_replace(p.cp_cpf, '[^0-9]', '', 'g') = regexp_replace(p_cpf, '[^0-9]', '', 'g')
  ) end
$$;

revoke all on function private.person_exists(text, text, text) from public;
grant execute on function private.person_exists(text, text, text) to authenticated;

-- ----------------------------------------------------------------------------
-- The directors picker of the school form: ids and names of live directors
-- (1,2 all · 3 own school · 4,5 and deleted people nothing)
-- ----------------------------------------------------------------------------
create function private.list_directors()
returns table (cp_id bigint, cp_nome text)
language sql stable security definer
set search_path = ''
as $$
  select p.cp_id, p.cp_nome
  from public.profiles p
  where p.cp_tipo_user = 2
    and p.cp_excluido = 0
    and (
      private.current_user_type() in (1, 2)
      or (private.current_user_type() = 3 and p.cp_escola_id = private.current_school_id())
    )
  order by p.cp_nome, p.cp_id
$$;

revoke all on function private.list_directors() from public;
grant execute on function private.list_directors() to authenticated;

-- ----------------------------------------------------------------------------
-- avatars: gestão may put a photo in the folder of a profile it may write
-- ----------------------------------------------------------------------------
-- "May write a profile" is the rule of profiles_update (and of profiles_insert
-- for a new person): 1 anyone · 2,3 their school's people of types ≥ their own.
-- One definition, used by the four write policies below. Security invoker:
-- the caller's profiles_select applies as well (what one may write, one may
-- read). Called as an uncorrelated `in (select …)`, it runs once per statement.
create function private.writable_profile_folders() returns setof text
language sql stable
set search_path = ''
as $$
  select p.cp_id::text
  from public.profiles p
  where p.cp_id = (select private.current_profile_id())
     or (select private.current_user_type()) = 1
     or (
       (select private.current_user_type()) in (2, 3)
       and p.cp_escola_id = (select private.current_school_id())
       and p.cp_tipo_user >= (select private.current_user_type())
     )
$$;

revoke all on function private.writable_profile_folders() from public;
grant execute on function private.writable_profile_folders() to authenticated;

drop policy avatars_insert on storage.objects;
drop policy avatars_update on storage.objects;
drop policy avatars_delete on storage.objects;

create policy avatars_insert on storage.objects
  for insert to authenticated
  with check (
    bucket_id = 'avatars'
    and (storage.foldername(name))[1] in (select private.writable_profile_folders())
  );

create policy avatars_update on storage.objects
  for update to authenticated
  using (
    bucket_id = 'avatars'
    and (storage.foldername(name))[1] in (select private.writable_profile_folders())
  )
  with check (
    bucket_id = 'avatars'
    and (storage.foldername(name))[1] in (select private.writable_profile_folders())
  );

create policy avatars_delete on storage.objects
  for delete to authenticated
  using (
    bucket_id = 'avatars'
    and (storage.foldername(name))[1] in (select private.writable_profile_folders())
  );
