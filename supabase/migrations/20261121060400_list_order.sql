-- ============================================================================
-- List order: indexes for the name-ordered pages
-- ============================================================================
-- Every named list (people, classes, schools) is ordered by
-- `private.fold(name) collate "C", id` and paged in SQL (the api's
-- lib/list.ts; the contract's compareNames is the same order for the mock).
-- These indexes let a page-1 query of a large school read the first rows in
-- order instead of sorting the whole scope. Partial on live people: deleted
-- ones never appear in a list.

-- ----------------------------------------------------------------------------
-- Indexes
-- ----------------------------------------------------------------------------
-- A director's or secretary's people (RLS: their own school), in name order.
create index profiles_live_school_name_idx
  on public.profiles (cp_escola_id, (private.fold(cp_nome)) collate "C", cp_id)
  where cp_excluido = 0;

-- The Gestor's people (every school), in name order.
create index profiles_live_name_idx
  on public.profiles ((private.fold(cp_nome)) collate "C", cp_id)
  where cp_excluido = 0;

-- A school's classes, in name order.
create index turmas_school_name_idx
  on public.turmas (cp_tr_id_escola, (private.fold(cp_tr_nome)) collate "C", cp_tr_id);
