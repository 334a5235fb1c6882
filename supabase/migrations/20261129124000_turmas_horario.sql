-- ============================================================================
-- A class's timetable and room (issue 23, part E; docs/registration.md,
-- "Classes"): the weekdays it meets, its lessons' time and its room, all
-- optional. The contract's TurmaFields checks the same (DIAS_SEMANA,
-- ClockTime, TURMA_SALA_MAX; tests/db/twins.test.ts ties them).
-- ============================================================================
-- Whether weekdays are as stored: each of DIAS_SEMANA at most once, in week
-- order (the contract's normalizeDias), at least one (none is null).
create function private.dias_semana_validos(p_dias text[]) returns boolean
language sql immutable
set search_path = ''
as $$
  select cardinality(p_dias) between 1 and 6
     and p_dias = array(
       select w.d from unnest(array['seg', 'ter', 'qua', 'qui', 'sex', 'sab']::text[]) with ordinality w(d, i)
        where w.d = any (p_dias) order by w.i
     )
$$;

revoke all on function private.dias_semana_validos(text[]) from public;
-- A CHECK calls it as the writer.
grant execute on function private.dias_semana_validos(text[]) to authenticated;

alter table public.turmas
  add column cp_tr_dias text[] check (private.dias_semana_validos(cp_tr_dias)),
  add column cp_tr_horario_inicio text check (cp_tr_horario_inicio ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  add column cp_tr_horario_fim text check (cp_tr_horario_fim ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  add column cp_tr_sala text check (char_length(cp_tr_sala) between 1 and 60),
  -- Start and end come together, the end after the start.
  add constraint turmas_horario_check check (
    (cp_tr_horario_inicio is null) = (cp_tr_horario_fim is null)
    and (cp_tr_horario_fim is null or cp_tr_horario_fim > cp_tr_horario_inicio)
  );

comment on column public.turmas.cp_tr_dias is 'Dias da semana da turma (seg…sab), em ordem; null: não informado.';
comment on column public.turmas.cp_tr_sala is 'Sala da turma; null: não informada.';

-- The class form writes them as it writes the other columns (the policies of
-- turmas already say who may write which class).
grant insert (cp_tr_dias, cp_tr_horario_inicio, cp_tr_horario_fim, cp_tr_sala) on public.turmas to authenticated;
grant update (cp_tr_dias, cp_tr_horario_inicio, cp_tr_horario_fim, cp_tr_sala) on public.turmas to authenticated;
