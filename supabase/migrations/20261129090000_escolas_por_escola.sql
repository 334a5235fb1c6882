-- ============================================================================
-- Schools: a director changes and archives only the school they direct
-- ============================================================================
-- ACCESS.escolas in the contract's access.ts (docs/registration.md,
-- docs/decisions.md §50):
--   read    1,2 all · 3,4,5 own school                      (unchanged)
--   create  1,2                                             (unchanged)
--   write   1 all · 2 own school · 3,4,5 none               (update, delete)
-- Until now any director could update every school, its PIX key included: the
-- next PIX code of another school's students would have paid them. Only the
-- Gestor or the school's own director may change a school's data now, over
-- the Data API as over the api. The archive guard (escolas_guard_archive)
-- stays as it is: it refuses archiving a school in use, whoever archives.

-- ----------------------------------------------------------------------------
-- Helper: the school of a live Diretor (2); null for everyone else
-- ----------------------------------------------------------------------------
-- "The director of school X" in one comparison, `cp_ec_id = diretor_escola_id()`
-- (supabase-db.md: each arm one comparison with a helper that answers only for
-- its type). plpgsql, as the other role helpers: its lookup is planned once a
-- session.
create function private.diretor_escola_id() returns bigint
language plpgsql stable security definer
set search_path = ''
as $$
begin
  return (
    select p.cp_escola_id
    from public.profiles p
    where p.auth_user_id = (select auth.uid()) and p.cp_excluido = 0 and p.cp_tipo_user = 2
  );
end
$$;

revoke all on function private.diretor_escola_id() from public;
grant execute on function private.diretor_escola_id() to authenticated;

-- ----------------------------------------------------------------------------
-- escolas: update and delete by the Gestor or the school's own director
-- ----------------------------------------------------------------------------
-- The director's arm first: a director's statement stops there; the Gestor's
-- reaches is_gestor. Select and insert keep their policies.
drop policy escolas_update on public.escolas;
drop policy escolas_delete on public.escolas;

create policy escolas_update on public.escolas
  for update to authenticated
  using (cp_ec_id = (select private.diretor_escola_id()) or (select private.is_gestor()))
  with check (cp_ec_id = (select private.diretor_escola_id()) or (select private.is_gestor()));

create policy escolas_delete on public.escolas
  for delete to authenticated
  using (cp_ec_id = (select private.diretor_escola_id()) or (select private.is_gestor()));
