-- ============================================================================
-- Sessions: a token is honoured only while its session lives
-- ============================================================================
-- docs/decisions.md §30. An access token is a signed JWT: it verifies until
-- it expires, whatever happened since. Supabase Auth keeps each sign-in as a
-- row of auth.sessions (its refresh tokens hang on it) and deletes that row
-- when the person logs out. The api reads its caller's profile with
-- private.session_alive(), so a token of a session that ended — a logout, a
-- password change that ended the person's other sessions — is refused at
-- once (401), not an hour later.
-- Both helpers are security definer: the auth schema is not reachable by a
-- user. They never return a session's data, only a boolean or a count.

-- ----------------------------------------------------------------------------
-- Helpers
-- ----------------------------------------------------------------------------
-- Whether the session of the caller's token still exists (and is theirs).
create function private.session_alive() returns boolean
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_session text := auth.jwt() ->> 'session_id';
begin
  if v_session is null or v_session !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    return false;
  end if;
  return exists (select 1 from auth.sessions s where s.id = v_session::uuid and s.user_id = auth.uid());
end
$$;

-- Ends the sessions of a person the caller may manage — themselves, or a
-- profile they may write (private.writable_profile_folders: the avatars rule,
-- the same as profiles_update) — except `p_keep` (the caller's current session
-- when they change their own password). Returns how many ended.
create function private.end_sessions(p_cp_id bigint, p_keep uuid) returns integer
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_user uuid;
  v_count integer;
begin
  if p_cp_id::text not in (select private.writable_profile_folders()) then
    raise exception using errcode = '42501', message = 'Acesso negado.';
  end if;
  select auth_user_id into v_user from public.profiles where cp_id = p_cp_id;
  if v_user is null then
    return 0;
  end if;
  delete from auth.sessions where user_id = v_user and (p_keep is null or id <> p_keep);
  get diagnostics v_count = row_count;
  return v_count;
end
$$;

revoke all on function private.session_alive(), private.end_sessions(bigint, uuid) from public;
grant execute on function private.session_alive(), private.end_sessions(bigint, uuid) to authenticated;
