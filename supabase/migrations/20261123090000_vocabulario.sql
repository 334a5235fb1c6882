-- ============================================================================
-- One vocabulary (docs/glossary.md): the private helpers name the domain with
-- the glossary's Portuguese nouns, as the tables and the code do
-- ============================================================================
-- Nothing changes in what any helper answers or who may call it: each is
-- renamed (its grants and the policies that call it follow the rename, since
-- policies refer to functions by oid), and the helpers whose bodies call a
-- renamed one by name are redefined with the new names (a SQL or PL/pgSQL
-- body is text, resolved when it runs). The RLS matrix is unchanged.
--
--   class_of            → turma_of            a person's class
--   current_class_id    → current_turma_id    the caller's class
--   student_class_id    → aluno_turma_id      the caller's class when a live student
--   teacher_profile_id  → professor_profile_id  the caller's id when a live teacher
--   staff_school_id     → staff_escola_id     the school of a live director or secretary
--   current_school_id   → current_escola_id   the caller's school
--   school_in_use       → escola_in_use       a class or a live person is in the school
--   school_is_live      → escola_is_live      the school exists and is not archived
--   list_directors      → list_diretores      the school form's Responsável picker

-- ----------------------------------------------------------------------------
-- Renames
-- ----------------------------------------------------------------------------
alter function private.class_of(bigint) rename to turma_of;
alter function private.current_class_id() rename to current_turma_id;
alter function private.student_class_id() rename to aluno_turma_id;
alter function private.teacher_profile_id() rename to professor_profile_id;
alter function private.staff_school_id() rename to staff_escola_id;
alter function private.current_school_id() rename to current_escola_id;
alter function private.school_in_use(bigint) rename to escola_in_use;
alter function private.school_is_live(bigint) rename to escola_is_live;
alter function private.list_directors() rename to list_diretores;

-- ----------------------------------------------------------------------------
-- Helpers that call a renamed helper by name, redefined with the new names
-- (the bodies are otherwise the latest definitions, unchanged)
-- ----------------------------------------------------------------------------
create or replace function private.turma_labels(p_tr_id bigint)
 RETURNS TABLE(nome_professor text, nome_escola text)
 LANGUAGE sql
 STABLE SECURITY DEFINER ROWS 1
 SET search_path TO ''
AS $function$
  select p.cp_nome, e.cp_ec_nome
  from public.turmas t
  join public.profiles p on p.cp_id = t.cp_tr_id_professor
  join public.escolas e on e.cp_ec_id = t.cp_tr_id_escola
  where t.cp_tr_id = p_tr_id
    and (
      current_setting('role', true) = 'service_role'
      or t.cp_tr_id_escola = (select private.staff_escola_id())
      or (select private.is_gestor())
      or t.cp_tr_id_professor = (select private.professor_profile_id())
      or t.cp_tr_id = (select private.aluno_turma_id())
    )
$function$;

create or replace function private.turma_cards(p_ids bigint[])
 RETURNS TABLE(cp_tr_id bigint, nome_professor text, nome_escola text, nome_curso text, alunos jsonb)
 LANGUAGE sql
 STABLE SECURITY DEFINER ROWS 10
 SET search_path TO ''
AS $function$
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
      or t.cp_tr_id_escola = (select private.staff_escola_id())
      or (select private.is_gestor())
      or t.cp_tr_id_professor = (select private.professor_profile_id())
      or t.cp_tr_id = (select private.aluno_turma_id())
    )
$function$;

create or replace function private.list_diretores()
 RETURNS TABLE(cp_id bigint, cp_nome text)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select p.cp_id, p.cp_nome
  from public.profiles p
  where p.cp_tipo_user = 2
    and p.cp_excluido = 0
    and (
      private.current_user_type() in (1, 2)
      or (private.current_user_type() = 3 and p.cp_escola_id = private.current_escola_id())
    )
  order by p.cp_nome, p.cp_id
$function$;

create or replace function private.writable_profile_folders()
 RETURNS SETOF text
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select p.cp_id::text
  from public.profiles p
  where p.cp_id = (select private.current_profile_id())
     or (select private.current_user_type()) = 1
     or (
       (select private.current_user_type()) in (2, 3)
       and p.cp_escola_id = (select private.current_escola_id())
       and p.cp_tipo_user >= (select private.current_user_type())
     )
$function$;

create or replace function private.escolas_guard_archive()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if new.cp_ec_excluido = 1 and old.cp_ec_excluido = 0 and private.escola_in_use(old.cp_ec_id) then
    raise exception using
      errcode = '23503',
      message = 'Escola em uso: ainda há turmas ou pessoas ativas vinculadas a ela.';
  end if;
  return new;
end
$function$;
