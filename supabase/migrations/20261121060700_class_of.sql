-- ============================================================================
-- A person's class, read with the person
-- ============================================================================
-- `cp_turma_id` is a field of the person (product spec, section 3, "User"):
-- whoever may read a profile row reads which class it is in. The api used to
-- read it with a subquery on turma_alunos, which ran that table's policy and,
-- inside it, the turmas policy for every row of a page (~0.1 ms of planning
-- and execution per statement at 50,000 people: docs/scale.md). This helper
-- answers it directly; the api calls it only in the select list of queries
-- on public.profiles, whose own RLS already decided which rows exist for the
-- caller. Schema `private` is not exposed through the Data API.

-- ----------------------------------------------------------------------------
-- Helper
-- ----------------------------------------------------------------------------
create function private.class_of(p_profile_id bigint) returns bigint
language sql stable security definer
set search_path = ''
as $$
  select ta.cp_tr_id from public.turma_alunos ta where ta.cp_aluno_id = p_profile_id
$$;

revoke all on function private.class_of(bigint) from public;
grant execute on function private.class_of(bigint) to authenticated;
