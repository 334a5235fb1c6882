-- ============================================================================
-- The evaluations dashboard (docs/avaliacoes.md)
-- ============================================================================
-- ACCESS.avaliacoes: the Gestor reads the network's figures; nobody writes.
-- The dashboard owns no table: the api groups the classroom's grades and
-- attendance records (20261126090000_sala_de_aula.sql) in one statement as
-- the caller, so the RLS of notas, chamadas and turmas decides what is
-- counted (the Gestor reads every record). What it needs from here is the
-- mean's twin.

-- ----------------------------------------------------------------------------
-- Rules: the mean of grade averages (rules/avaliacoes.ts meanGrade), from
-- their sum in tenths, to one decimal, half up; null with no grades.
-- Computed in integers, floor((2·sum + n) / 2n) tenths, which is
-- floor(sum/n + ½) exactly (tests/db/avaliacoes.test.ts compares both).
-- ----------------------------------------------------------------------------
create function private.avaliacao_media(p_soma_decimos bigint, p_notas bigint)
returns numeric
language sql immutable parallel safe
set search_path = ''
as $$
  select case
    when p_notas > 0 then floor((2 * p_soma_decimos + p_notas)::numeric / (2 * p_notas)) / 10
  end
$$;

revoke all on function private.avaliacao_media(bigint, bigint) from public;
grant execute on function private.avaliacao_media(bigint, bigint) to authenticated;
