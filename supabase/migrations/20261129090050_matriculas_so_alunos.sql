-- ============================================================================
-- Enrolments are for students only
-- ============================================================================
-- docs/matriculas.md, docs/decisions.md §51: an enrolment's person is a
-- student (cp_tipo_user = 5). The api and the mock refuse another with
-- 400 SERVER_MESSAGES.matriculaOnlyStudents before writing; this trigger makes the
-- database refuse it too, for every client of the Data API. It fires when
-- the student is set (insert; an update of cp_mt_usuario, which no client is
-- granted): an enrolment signed before a person changed type keeps working.
-- The api recognises the error by its constraint name, matriculas_so_alunos.

create function private.matriculas_so_alunos() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  -- Security definer: a secretary reads only their school's people, and the
  -- answer must not depend on what the caller may read.
  if not exists (select 1 from public.profiles p where p.cp_id = new.cp_mt_usuario and p.cp_tipo_user = 5) then
    raise exception using
      errcode = '23514',
      constraint = 'matriculas_so_alunos',
      message = 'Apenas alunos podem ser matriculados.';
  end if;
  return new;
end
$$;

revoke all on function private.matriculas_so_alunos() from public;

create trigger matriculas_so_alunos
  before insert or update of cp_mt_usuario on public.matriculas
  for each row execute function private.matriculas_so_alunos();
