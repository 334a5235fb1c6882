-- ============================================================================
-- Users: a new school's director registered with it; the clashing field
-- named; 'Aniversariantes' by the next birthday (issue 23, docs/registration.md)
-- ============================================================================
-- * POST /register-escola-diretor writes a school and its new director (type
--   2, of the new school) in one transaction. ACCESS.escolas gives direção
--   (1, 2) the school's creation; a director's profiles insert otherwise
--   stays in their own school. The new arm of profiles_insert admits a
--   director's insert of a type-2 profile into the school this same
--   transaction registered, and nothing else: no other school, no other
--   type, no later transaction. Over the Data API one request is one
--   statement, which cannot both insert a school and see it.
-- * private.usuario_campos_em_uso: which of a login, an e-mail and a CPF
--   someone else already holds (the `campos` of an `exists` answer, and the
--   409 of an edit), for gestão only — what private.usuario_exists answered
--   as one boolean, field by field.
-- * private.dias_ate_aniversario: the days to the next birthday, the sort key
--   of the 'Aniversariantes' list (the contract's ANIVERSARIANTES_ORDER).

-- ----------------------------------------------------------------------------
-- Helper: the school the current transaction registered, for a live Diretor
-- ----------------------------------------------------------------------------
-- A row's xmin is the transaction that wrote it: a school whose xmin is this
-- transaction's was inserted (or last written) by it, and a director may
-- write only a school they direct (escolas_update), so for another school it
-- can only be one this transaction inserted. Null for everyone but a live
-- director (one comparison per policy arm: supabase-db.md).
create function private.diretor_escola_nova() returns bigint
language plpgsql stable security definer
set search_path = ''
as $$
begin
  if private.current_user_type() is distinct from 2 then
    return null;
  end if;
  return (
    select e.cp_ec_id
    from public.escolas e
    where e.xmin = pg_current_xact_id()::xid and e.cp_ec_excluido = 0
    order by e.cp_ec_id desc
    limit 1
  );
end
$$;

revoke all on function private.diretor_escola_nova() from public;
grant execute on function private.diretor_escola_nova() to authenticated;

-- ----------------------------------------------------------------------------
-- profiles: insert, plus a director's new school's director
-- ----------------------------------------------------------------------------
-- The rare arm last: the common caller stops at the school arm or is_gestor.
drop policy profiles_insert on public.profiles;

create policy profiles_insert on public.profiles
  for insert to authenticated
  with check (
    (
      cp_escola_id = (select private.staff_escola_id())
      and cp_tipo_user >= (select private.current_user_type())
    )
    or (select private.is_gestor())
    or (
      cp_escola_id = (select private.diretor_escola_nova())
      and cp_tipo_user = 2
    )
  );

-- ----------------------------------------------------------------------------
-- Who holds a login, an e-mail or a CPF, field by field
-- ----------------------------------------------------------------------------
-- Anyone (deleted people included) but `p_exceto` (the person being edited,
-- or null), folded as the unique indexes fold (lower case, trimmed; a CPF by
-- its digits): the names of the fields taken, in the contract's
-- IDENTITY_FIELDS order. Gestão (1, 2, 3) only; null for everyone else.
create function private.usuario_campos_em_uso(p_login text, p_email text, p_cpf text, p_exceto bigint)
returns text[]
language sql stable security definer
set search_path = ''
as $$
  select case when private.current_user_type() in (1, 2, 3) then array_remove(array[
    case when exists (
      select 1 from public.profiles p
      where lower(p.cp_login) = lower(btrim(p_login)) and p.cp_id is distinct from p_exceto
    ) then 'cp_login' end,
    case when exists (
      select 1 from public.profiles p
      where lower(p.cp_email) = lower(btrim(p_email)) and p.cp_id is distinct from p_exceto
    ) then 'cp_email' end,
    case when exists (
      select 1 from public.profiles p
      where regexp_replace(p.cp_cpf, '[^0-9]', '', 'g') = regexp_replace(p_cpf, '[^0-9]', '', 'g')
        and p.cp_id is distinct from p_exceto
    ) then 'cp_cpf' end
  ], null) end
$$;

revoke all on function private.usuario_campos_em_uso(text, text, text, bigint) from public;
grant execute on function private.usuario_campos_em_uso(text, text, text, bigint) to authenticated;

-- ----------------------------------------------------------------------------
-- Days to the next birthday
-- ----------------------------------------------------------------------------
-- 0 today, 1 tomorrow… up to 365; 29 February falls on 28 February in common
-- years (docs/decisions.md §10), as private.birthday_within. The contract's
-- daysToBirthday (rules/aniversario.ts) is its twin (tests/db/orders.test.ts).
create function private.dias_ate_aniversario(p_birth date, p_today date) returns integer
language sql immutable parallel safe strict
set search_path = ''
as $$
  select min(n.next - p_today)
  from (values (extract(year from p_today)::integer), (extract(year from p_today)::integer + 1)) as y(year)
  cross join lateral (
    select make_date(
      y.year,
      extract(month from p_birth)::integer,
      case
        when extract(month from p_birth) = 2 and extract(day from p_birth) = 29
             and not ((y.year % 4 = 0 and y.year % 100 <> 0) or y.year % 400 = 0)
          then 28
        else extract(day from p_birth)::integer
      end
    ) as next
  ) as n
  where n.next >= p_today
$$;

revoke all on function private.dias_ate_aniversario(date, date) from public;
grant execute on function private.dias_ate_aniversario(date, date) to authenticated;
