-- ============================================================================
-- Direção registers audio courses; only the Gestor changes or deletes them
-- ============================================================================
-- ACCESS.cursos (the contract's access.ts): create 1,2 · write and delete 1.
-- Spec section 6 shows Cadastro de Áudio to direção (types 1 and 2) but the
-- audio edit link only to type 1; the scope table now names `create` apart
-- from `write`, so the insert policy follows it.
drop policy cursos_insert on public.cursos;

create policy cursos_insert on public.cursos
  for insert to authenticated
  with check ((select private.current_user_type()) in (1, 2));
