-- ============================================================================
-- The evaluations dashboard (docs/avaliacoes.md)
-- ============================================================================
-- ACCESS.avaliacoes: the Gestor reads the network's figures; nobody writes.
-- The dashboard owns no table: the api groups the classroom's grades and
-- attendance records (20261126090000_sala_de_aula.sql) in one statement as
-- the caller, so the RLS of notas, chamadas and turmas decides what is
-- counted (the Gestor reads every record). What it needs from here: the
-- mean's twin, and the figures it reads carried by the records' unique keys.

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

-- ----------------------------------------------------------------------------
-- Indexes: the dashboard reads each class's records per student
-- ----------------------------------------------------------------------------
-- The statement sums the period's records per class and student. As the
-- Gestor, RLS puts `turma = any (<every class>)` on both tables, an index
-- condition: with the figures it reads carried by the unique keys (the
-- attendance status, the grade average), the keys answer it alone — an
-- index-only scan already in (class, student) order, summed as it is read,
-- without visiting the tables or hashing (docs/scale.md, "Evaluations").
-- The keys are rebuilt with the same columns and names: uniqueness, the
-- classroom's 409s and private.sala_nomes' skip scan are unchanged. A
-- status or grade change is then no HOT update (rare: corrections).
alter table public.chamadas
  drop constraint chamadas_turma_aluno_data_key,
  add constraint chamadas_turma_aluno_data_key unique (cp_ch_turma_id, cp_ch_aluno_id, cp_ch_data) include (cp_ch_status);

alter table public.notas
  drop constraint notas_turma_aluno_data_key,
  add constraint notas_turma_aluno_data_key unique (cp_nota_turma_id, cp_nota_aluno_id, cp_nota_data) include (cp_nota_media);
