-- ============================================================================
-- api function: sign-in by login name
-- ============================================================================
-- People sign in with their login name (cp_login); Supabase Auth signs in by
-- email. Before the password grant the api function needs the email of the
-- account behind a login name, while nobody is signed in yet (role anon), and
-- anon can read no profile. This function is that one narrow door:
--   * it returns only an email, and only for an active (cp_excluido = 0)
--     profile whose auth account is not deleted — nothing for anything else;
--   * the email comes from auth.users (what the password grant checks), so a
--     profile email edited out of step with the account cannot lock anyone out;
--   * logins match ignoring case and surrounding spaces, as in the mock;
--   * it lives in `private` (not exposed through the Data API): only the api
--     function, connected to the database, can call it.
-- Logins and emails are also unique ignoring case, so a login name names at
-- most one person (and the api's 409 on a taken login/email matches the mock).

create unique index profiles_cp_login_lower_key on public.profiles (lower(cp_login));
create unique index profiles_cp_email_lower_key on public.profiles (lower(cp_email));

create function private.login_email(p_login text) returns text
language sql stable security definer
set search_path = ''
as $$
  select u.email::text
  from public.profiles p
  join auth.users u on u.id = p.auth_user_id
  where lower(p.cp_login) = lower(btrim(p_login))
    and p.cp_excluido = 0
    and u.deleted_at is null
$$;

comment on function private.login_email(text) is
  'E-mail da conta de um login ativo (para o login por nome de usuário na função api). Só o e-mail; nada para login inexistente ou excluído.';

revoke all on function private.login_email(text) from public;
grant usage on schema private to anon;
grant execute on function private.login_email(text) to anon;
