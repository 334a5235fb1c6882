-- ============================================================================
-- List helpers: accent-insensitive search and the birthday window
-- ============================================================================
-- Pure functions the api's list queries use, so both backends filter alike
-- (docs/registration.md, "Lists page and filter on the server"):
--   private.fold(text)            lower case without accents, as the mock's
--                                 normalizeSearch (mocks/lib/list.ts): NFD,
--                                 combining marks removed, lower case; the
--                                 `q` search of every list looks for
--                                 fold(word) in fold(haystack)
--   private.birthday_within(birth, today, days)
--                                 isBirthdayWithin of src/domain/birthday.ts:
--                                 the next birthday is today or within `days`
--                                 days; 29 February falls on 28 February in
--                                 common years
-- Immutable and free of table access; `authenticated` executes them inside
-- its own (RLS-bound) queries.

-- ----------------------------------------------------------------------------
-- Search folding
-- ----------------------------------------------------------------------------
create function private.fold(p_text text) returns text
language sql immutable strict parallel safe
set search_path = ''
as $$
  -- NFD splits a letter from its accents; the combining marks U+0300–U+036F go.
  select lower(regexp_replace(normalize(p_text, nfd), '[\u0300-\u036f]', '', 'g'))
$$;

revoke all on function private.fold(text) from public;
grant execute on function private.fold(text) to authenticated;

-- ----------------------------------------------------------------------------
-- Birthday window
-- ----------------------------------------------------------------------------
create function private.birthday_within(p_birth date, p_today date, p_days integer) returns boolean
language sql immutable strict parallel safe
set search_path = ''
as $$
  select exists (
    select 1
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
    where n.next - p_today between 0 and p_days
  )
$$;

revoke all on function private.birthday_within(date, date, integer) from public;
grant execute on function private.birthday_within(date, date, integer) to authenticated;
