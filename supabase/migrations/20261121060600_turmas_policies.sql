-- ============================================================================
-- Classes policies at scale: one helper per arm, membership by primary key
-- ============================================================================
-- docs/scale.md, findings A, C and E. Who may read or write which class or
-- membership does not change (ACCESS.turmas in src/domain/access.ts, the rules
-- of the classes migration):
--   turmas        read   1 all · 2,3 own school · 4 the classes they teach ·
--                        5 their own class
--                 write  1 all · 2,3 own school (before and after) · 4,5 none
--   turma_alunos  read   whenever its class is readable, and a student's own
--                        membership
--                 write  whenever its class is writable
-- How the policies say it changes, as for profiles (20261121060500):
--   * each arm is one comparison with a helper that already answers "only
--     for that type" (staff_school_id, is_gestor, teacher_profile_id,
--     student_class_id), so the planner estimates `col = $param` and a
--     director's or secretary's statement runs one helper;
--   * "its class is readable" is `exists (… turmas t where t.cp_tr_id =
--     turma_alunos.cp_tr_id)`, evaluated under turmas_select: one primary key
--     lookup per membership row, instead of `cp_tr_id in (select … from
--     turmas)`, which read every class of the network in every statement.

-- ----------------------------------------------------------------------------
-- Helpers
-- ----------------------------------------------------------------------------
-- The caller's own id when they are a live Professor(a) (4); null otherwise.
create function private.teacher_profile_id() returns bigint
language plpgsql stable security definer
set search_path = ''
as $$
begin
  return (
    select p.cp_id
    from public.profiles p
    where p.auth_user_id = (select auth.uid()) and p.cp_excluido = 0 and p.cp_tipo_user = 4
  );
end
$$;

-- The class of the caller when they are a live Aluno(a) (5); null otherwise.
create function private.student_class_id() returns bigint
language plpgsql stable security definer
set search_path = ''
as $$
begin
  return (
    select ta.cp_tr_id
    from public.turma_alunos ta
    join public.profiles p on p.cp_id = ta.cp_aluno_id
    where p.auth_user_id = (select auth.uid()) and p.cp_excluido = 0 and p.cp_tipo_user = 5
  );
end
$$;

revoke all on function private.teacher_profile_id(), private.student_class_id() from public;
grant execute on function private.teacher_profile_id(), private.student_class_id() to authenticated;

-- The names a class shows (teacher, school), for a class the caller may read
-- (turmas_select's rule); no row otherwise. Same answers as before, with the
-- rule written as turmas_select now writes it; at most one row (`rows 1`: the
-- planner otherwise assumes 1,000 rows per call). It remains for the `q`
-- search of the classes list, which looks for the teacher's name.
-- A caller that bypasses RLS (service_role) may read every class, so it gets
-- every class's names too (the first arm; service_role cannot execute it in
-- production, but the RLS-free baseline of npm run scale does).
create or replace function private.turma_labels(p_tr_id bigint)
returns table (nome_professor text, nome_escola text)
language sql stable security definer
set search_path = ''
rows 1
as $$
  select p.cp_nome, e.cp_ec_nome
  from public.turmas t
  join public.profiles p on p.cp_id = t.cp_tr_id_professor
  join public.escolas e on e.cp_ec_id = t.cp_tr_id_escola
  where t.cp_tr_id = p_tr_id
    and (
      current_setting('role', true) = 'service_role'
      or t.cp_tr_id_escola = (select private.staff_school_id())
      or (select private.is_gestor())
      or t.cp_tr_id_professor = (select private.teacher_profile_id())
      or t.cp_tr_id = (select private.student_class_id())
    )
$$;

-- What a class card shows besides the class's own columns, for the classes
-- of `p_ids` the caller may read (turmas_select's rule, as turma_labels):
-- teacher's, school's and course's names and the members' ids in order. One
-- call per statement answers a whole page, so the rule's helpers run once,
-- and the members of a class the caller may read are read without checking
-- turma_alunos_select row by row — that policy lets the caller read every
-- membership of a class they may read, so the ids are the same.
-- Security definer because a student may read their class but not their
-- teacher's profile.
create function private.turma_cards(p_ids bigint[])
returns table (cp_tr_id bigint, nome_professor text, nome_escola text, nome_curso text, alunos jsonb)
language sql stable security definer
set search_path = ''
rows 10
as $$
  select t.cp_tr_id, p.cp_nome, e.cp_ec_nome, c.cp_nome_curso,
         coalesce(
           (select jsonb_agg(ta.cp_aluno_id order by ta.cp_aluno_id) from public.turma_alunos ta where ta.cp_tr_id = t.cp_tr_id),
           '[]'::jsonb
         )
  from public.turmas t
  join public.profiles p on p.cp_id = t.cp_tr_id_professor
  join public.escolas e on e.cp_ec_id = t.cp_tr_id_escola
  join public.cursos c on c.cp_curso_id = t.cp_tr_curso_id
  where t.cp_tr_id = any(p_ids)
    and (
      current_setting('role', true) = 'service_role'
      or t.cp_tr_id_escola = (select private.staff_school_id())
      or (select private.is_gestor())
      or t.cp_tr_id_professor = (select private.teacher_profile_id())
      or t.cp_tr_id = (select private.student_class_id())
    )
$$;

revoke all on function private.turma_cards(bigint[]) from public;
grant execute on function private.turma_cards(bigint[]) to authenticated;

-- ----------------------------------------------------------------------------
-- turmas
-- ----------------------------------------------------------------------------
drop policy turmas_select on public.turmas;
drop policy turmas_insert on public.turmas;
drop policy turmas_update on public.turmas;
drop policy turmas_delete on public.turmas;

create policy turmas_select on public.turmas
  for select to authenticated
  using (
    cp_tr_id_escola = (select private.staff_school_id())
    or (select private.is_gestor())
    or cp_tr_id_professor = (select private.teacher_profile_id())
    or cp_tr_id = (select private.student_class_id())
  );

create policy turmas_insert on public.turmas
  for insert to authenticated
  with check (
    cp_tr_id_escola = (select private.staff_school_id())
    or (select private.is_gestor())
  );

create policy turmas_update on public.turmas
  for update to authenticated
  using (
    cp_tr_id_escola = (select private.staff_school_id())
    or (select private.is_gestor())
  )
  with check (
    cp_tr_id_escola = (select private.staff_school_id())
    or (select private.is_gestor())
  );

create policy turmas_delete on public.turmas
  for delete to authenticated
  using (
    cp_tr_id_escola = (select private.staff_school_id())
    or (select private.is_gestor())
  );

-- ----------------------------------------------------------------------------
-- turma_alunos
-- ----------------------------------------------------------------------------
drop policy turma_alunos_select on public.turma_alunos;
drop policy turma_alunos_insert on public.turma_alunos;
drop policy turma_alunos_update on public.turma_alunos;
drop policy turma_alunos_delete on public.turma_alunos;

-- "Its class is readable": the subquery on turmas runs under turmas_select.
create policy turma_alunos_select on public.turma_alunos
  for select to authenticated
  using (
    exists (select 1 from public.turmas t where t.cp_tr_id = turma_alunos.cp_tr_id)
    or cp_aluno_id = (select private.current_profile_id())
  );

-- "Its class is writable": a class of the staff member's school (read under
-- turmas_select, which lets them read it), or any class for the Gestor.
create policy turma_alunos_insert on public.turma_alunos
  for insert to authenticated
  with check (
    exists (
      select 1 from public.turmas t
      where t.cp_tr_id = turma_alunos.cp_tr_id and t.cp_tr_id_escola = (select private.staff_school_id())
    )
    or (select private.is_gestor())
  );

create policy turma_alunos_update on public.turma_alunos
  for update to authenticated
  using (
    exists (
      select 1 from public.turmas t
      where t.cp_tr_id = turma_alunos.cp_tr_id and t.cp_tr_id_escola = (select private.staff_school_id())
    )
    or (select private.is_gestor())
  )
  with check (
    exists (
      select 1 from public.turmas t
      where t.cp_tr_id = turma_alunos.cp_tr_id and t.cp_tr_id_escola = (select private.staff_school_id())
    )
    or (select private.is_gestor())
  );

create policy turma_alunos_delete on public.turma_alunos
  for delete to authenticated
  using (
    exists (
      select 1 from public.turmas t
      where t.cp_tr_id = turma_alunos.cp_tr_id and t.cp_tr_id_escola = (select private.staff_school_id())
    )
    or (select private.is_gestor())
  );
