-- ============================================================================
-- Rules that compute values, as SQL twins of the contract's pure functions
-- ============================================================================
-- The contract defines each rule once in TypeScript (the screens, the mock and
-- the api use it); where the database must compute the same thing — to
-- filter, count or write in one statement — it uses these twins, and
-- tests/db/regras.test.ts checks each against its TypeScript original over
-- wide ranges of inputs:
--
--   private.parcela_status(status, due, today)   rules/parcelas.ts parcelaStatus
--   private.parcelas_plano(total, count, first)  rules/parcelas.ts parcelasPlano
--   private.nota_media(workbook, prova)          rules/notas.ts gradeAverage
--   private.nota_conceito(media)                 rules/notas.ts gradeLabel
--   private.natural_key(text)                    text.ts naturalKey
--
-- Immutable, free of table access; `authenticated` executes them inside its
-- own (RLS-bound) statements.

-- ----------------------------------------------------------------------------
-- Installment status shown (spec section 4)
-- ----------------------------------------------------------------------------
-- Paid → 'Pago'; a due date in a later month → 'Futuras parcelas'; in the
-- current month 'Vencido' when past, else 'À vencer'; an earlier month →
-- 'Vencido'. A stored status is compared trimmed and in lower case.
create function private.parcela_status(p_status text, p_due date, p_today date) returns text
language sql immutable parallel safe
set search_path = ''
as $$
  select case
    when lower(btrim(coalesce(p_status, ''))) = 'pago' then 'Pago'
    when p_due is null or p_today is null then 'À vencer'
    when date_trunc('month', p_due) > date_trunc('month', p_today) then 'Futuras parcelas'
    when date_trunc('month', p_due) < date_trunc('month', p_today) then 'Vencido'
    when p_due < p_today then 'Vencido'
    else 'À vencer'
  end
$$;

-- ----------------------------------------------------------------------------
-- Installment plan (spec sections 4 and 9)
-- ----------------------------------------------------------------------------
-- `p_count` monthly installments of `p_total` from `p_first`: every one is
-- the value the form shows (total ÷ count, rounded to the cent; rounded down
-- when rounding up would leave the last one negative) and the last takes the
-- difference, so they add up to the total to the cent. Due dates: the first
-- plus (n − 1) months, the day kept or the month's last day.
create function private.parcelas_plano(p_total numeric, p_count integer, p_first date)
returns table (numero integer, vencimento date, valor numeric(12, 2))
language sql immutable strict parallel safe
set search_path = ''
as $$
  with c as (
    select round(p_total * 100)::bigint as cents
  ), e as (
    select c.cents,
           case
             when round(c.cents::numeric / p_count)::bigint * (p_count - 1) > c.cents then floor(c.cents::numeric / p_count)::bigint
             else round(c.cents::numeric / p_count)::bigint
           end as each
    from c
  )
  select n,
         (p_first + make_interval(months => n - 1))::date,
         (case when n = p_count then e.cents - e.each * (p_count - 1) else e.each end)::numeric / 100
  from e, generate_series(1, p_count) as n
  where p_count between 1 and 13 and e.cents >= 0
  order by n
$$;

-- ----------------------------------------------------------------------------
-- Grades (spec sections 5 and 9)
-- ----------------------------------------------------------------------------
-- (workbook + exam) ÷ 2 to one decimal, half up, computed in tenths.
create function private.nota_media(p_workbook numeric, p_prova numeric) returns numeric
language sql immutable strict parallel safe
set search_path = ''
as $$
  select round((round(p_workbook * 10) + round(p_prova * 10)) / 2.0) / 10
$$;

-- 7 or more 'Boa', 5 or more 'Média', otherwise 'Ruim'.
create function private.nota_conceito(p_media numeric) returns text
language sql immutable strict parallel safe
set search_path = ''
as $$
  select case when p_media >= 7 then 'Boa' when p_media >= 5 then 'Média' else 'Ruim' end
$$;

-- ----------------------------------------------------------------------------
-- Numeric-aware order (spec section 7: audios "sorted by name, numeric-aware")
-- ----------------------------------------------------------------------------
-- The folded text with every run of ASCII digits written with 12 digits
-- (leading zeros dropped first; longer runs kept as they are), compared with
-- collate "C": 'Unit 2' before 'Unit 10'.
create function private.natural_key(p_text text) returns text
language sql immutable strict parallel safe
set search_path = ''
as $$
  select coalesce(
    string_agg(
      case
        when m[1] is null then m[2]
        when length(coalesce(nullif(ltrim(m[1], '0'), ''), '0')) >= 12 then coalesce(nullif(ltrim(m[1], '0'), ''), '0')
        else lpad(coalesce(nullif(ltrim(m[1], '0'), ''), '0'), 12, '0')
      end,
      '' order by r.n
    ),
    ''
  )
  from regexp_matches(private.fold(p_text), '([0-9]+)|([^0-9]+)', 'g') with ordinality as r(m, n)
$$;

revoke all on function
  private.parcela_status(text, date, date),
  private.parcelas_plano(numeric, integer, date),
  private.nota_media(numeric, numeric),
  private.nota_conceito(numeric),
  private.natural_key(text)
from public;

grant execute on function
  private.parcela_status(text, date, date),
  private.parcelas_plano(numeric, integer, date),
  private.nota_media(numeric, numeric),
  private.nota_conceito(numeric),
  private.natural_key(text)
to authenticated;
