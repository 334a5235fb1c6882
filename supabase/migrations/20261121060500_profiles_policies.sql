-- ============================================================================
-- Profiles policies at scale: helpers the planner can estimate, cheap to call
-- ============================================================================
-- docs/scale.md, findings A and E. Who may read or write which profile does
-- not change (ACCESS.users in src/domain/access.ts, the rules of the profiles
-- migration); only how the policies say it:
--
--   * `(select private.current_user_type()) in (2, 3) and cp_escola_id = …`
--     compares an initPlan Param with constants, which the planner estimates
--     at the default 0.5 % selectivity: 9 rows instead of a school's 1,667,
--     so a page-1 query sorted the whole school instead of walking
--     profiles_live_school_name_idx. A helper that already answers "the
--     school, only for a Diretor or Secretário(a)" leaves one comparison
--     `cp_escola_id = $param`, estimated as 1 / (number of schools).
--   * "sees everyone" is a boolean helper (is_gestor), never null.
--   * The arms are ordered so that the common callers stop early: initPlans
--     run lazily, on first use, and OR stops at the first true arm. A
--     director's or secretary's statement over their school runs one helper
--     (staff_school_id); the others run only when that arm is not true.
--   * The role helpers are plpgsql: PL/pgSQL keeps the plan of the lookup
--     for the session, where a non-inlinable SQL function (security definer
--     never inlines) parses and plans its body again in every statement.
--     Same bodies, same answers (null for a deleted person or an account
--     without a profile).

-- ----------------------------------------------------------------------------
-- Role helpers (replacing the SQL bodies of the profiles migration)
-- ----------------------------------------------------------------------------
create or replace function private.current_profile_id() returns bigint
language plpgsql stable security definer
set search_path = ''
as $$
begin
  return (
    select p.cp_id
    from public.profiles p
    where p.auth_user_id = (select auth.uid()) and p.cp_excluido = 0
  );
end
$$;

create or replace function private.current_user_type() returns smallint
language plpgsql stable security definer
set search_path = ''
as $$
begin
  return (
    select p.cp_tipo_user
    from public.profiles p
    where p.auth_user_id = (select auth.uid()) and p.cp_excluido = 0
  );
end
$$;

create or replace function private.current_school_id() returns bigint
language plpgsql stable security definer
set search_path = ''
as $$
begin
  return (
    select p.cp_escola_id
    from public.profiles p
    where p.auth_user_id = (select auth.uid()) and p.cp_excluido = 0
  );
end
$$;

-- Whether the caller is a live Gestor (1): true or false, never null.
create function private.is_gestor() returns boolean
language plpgsql stable security definer
set search_path = ''
as $$
begin
  return exists (
    select 1
    from public.profiles p
    where p.auth_user_id = (select auth.uid()) and p.cp_excluido = 0 and p.cp_tipo_user = 1
  );
end
$$;

-- The school of a live Diretor (2) or Secretário(a) (3); null for everyone
-- else. "Staff of school X" in one comparison: `col = staff_school_id()`.
create function private.staff_school_id() returns bigint
language plpgsql stable security definer
set search_path = ''
as $$
begin
  return (
    select p.cp_escola_id
    from public.profiles p
    where p.auth_user_id = (select auth.uid()) and p.cp_excluido = 0 and p.cp_tipo_user in (2, 3)
  );
end
$$;

revoke all on function private.is_gestor(), private.staff_school_id() from public;
grant execute on function private.is_gestor(), private.staff_school_id() to authenticated;

-- ----------------------------------------------------------------------------
-- Row level security: the same rules, one permissive policy per action
-- ----------------------------------------------------------------------------
--   read   1 all · 2,3 own school · 4,5 self
--   write  1 all · 2,3 own school, only rows whose cp_tipo_user ≥ their own
--          type · everyone their own row (update; columns: the guard trigger)
drop policy profiles_select on public.profiles;
drop policy profiles_insert on public.profiles;
drop policy profiles_update on public.profiles;
drop policy profiles_delete on public.profiles;

create policy profiles_select on public.profiles
  for select to authenticated
  using (
    cp_escola_id = (select private.staff_school_id())
    or (select private.is_gestor())
    or cp_id = (select private.current_profile_id())
  );

create policy profiles_insert on public.profiles
  for insert to authenticated
  with check (
    (
      cp_escola_id = (select private.staff_school_id())
      and cp_tipo_user >= (select private.current_user_type())
    )
    or (select private.is_gestor())
  );

create policy profiles_update on public.profiles
  for update to authenticated
  using (
    (
      cp_escola_id = (select private.staff_school_id())
      and cp_tipo_user >= (select private.current_user_type())
    )
    or (select private.is_gestor())
    or cp_id = (select private.current_profile_id())
  )
  with check (
    (
      cp_escola_id = (select private.staff_school_id())
      and cp_tipo_user >= (select private.current_user_type())
    )
    or (select private.is_gestor())
    or cp_id = (select private.current_profile_id())
  );

create policy profiles_delete on public.profiles
  for delete to authenticated
  using (
    (
      cp_escola_id = (select private.staff_school_id())
      and cp_tipo_user >= (select private.current_user_type())
    )
    or (select private.is_gestor())
  );
