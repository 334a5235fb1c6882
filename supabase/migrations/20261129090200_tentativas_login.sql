-- ============================================================================
-- Throttling guesses: failed sign-ins and registration probes
-- ============================================================================
-- docs/decisions.md §53; the numbers are the contract's THROTTLE
-- (supabase/functions/_shared/contract/throttle.ts), handed in by the api
-- (functions/api/lib/throttle.ts) as arguments, so they are stated once.
-- A key is what is counted: 'login:<sha-256 of the login>' (never the typed
-- text), 'ip:<client address>', 'conta:<auth user id>'; `acao` keeps the
-- counts of sign-ins ('login') and of POST /register's `exists: true`
-- answers ('cadastro') apart.
--   anon, authenticated   nothing on the table; both execute the two
--                         functions below (sign-in runs as anon, before
--                         anyone is signed in; registration as the caller).
-- The rule (tests/db/tentativas-login.test.ts):
--   * an attempt is counted when it starts, on every key of the request, in
--     one locked step: concurrent guesses cannot slip past a limit;
--   * the attempt that brings a key to its limit locks it for the base
--     time, each further one for twice as long, up to the maximum;
--   * while any key of a request is locked it is refused (the wait is
--     answered) and nothing is counted;
--   * a key is forgotten `janela` seconds after its last attempt or the end
--     of its lock, whichever is later;
--   * what turned out not to be a guess (a sign-in that succeeded, a failure
--     of the auth service) is given back: one attempt taken off each key and
--     its lock lifted, or the key forgotten (a login that signed in).

-- ----------------------------------------------------------------------------
-- Table
-- ----------------------------------------------------------------------------
create table private.tentativas (
  acao text not null check (acao in ('login', 'cadastro')),
  chave text not null check (chave <> '' and length(chave) <= 200),
  falhas integer not null check (falhas >= 0),
  bloqueado_ate timestamptz,
  esquecer_em timestamptz not null,
  primary key (acao, chave)
);

comment on table private.tentativas is
  'Tentativas recentes de login e de consultas de cadastro, por login (hash), endereço ou conta: contagem, bloqueio e quando esquecer.';

-- The sweep of forgotten keys.
create index tentativas_esquecer_em on private.tentativas (esquecer_em);

alter table private.tentativas enable row level security;
-- No policy and no grant: reached only through the functions below.
revoke all on private.tentativas from public, anon, authenticated;

-- ----------------------------------------------------------------------------
-- Functions (security definer)
-- ----------------------------------------------------------------------------

-- Before an attempt on `p_chaves` (each with its limit in `p_limites`):
-- answers the seconds to wait (> 0) when any key is locked, counting
-- nothing; else 0, after counting the attempt on every key when `p_contar`
-- (false: only asks, as POST /register before its lookup).
create function private.tentativas_iniciar(
  p_acao text,
  p_chaves text[],
  p_limites integer[],
  p_janela integer,
  p_base integer,
  p_max integer,
  p_contar boolean
) returns integer
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_espera integer;
  v_falhas integer;
  v_bloqueio interval;
begin
  if p_acao is null or p_chaves is null or p_limites is null or p_contar is null
     or cardinality(p_chaves) = 0 or cardinality(p_chaves) <> cardinality(p_limites)
     or p_janela is null or p_janela < 1 or p_base is null or p_base < 1 or p_max is null or p_max < p_base
     or exists (select 1 from unnest(p_limites) l where l is null or l < 1)
     or exists (select 1 from unnest(p_chaves) k where k is null)
     or cardinality(p_chaves) <> (select count(distinct k) from unnest(p_chaves) k) then
    raise exception using errcode = '22023', message = 'tentativas_iniciar: invalid arguments';
  end if;
  if not p_contar then
    select ceil(extract(epoch from max(t.bloqueado_ate) - now()))::integer into v_espera
    from private.tentativas t
    where t.acao = p_acao and t.chave = any (p_chaves) and t.bloqueado_ate > now() and t.esquecer_em > now();
    -- greatest() ignores nulls: no lock is 0, not 1.
    return case when v_espera is null then 0 else greatest(v_espera, 1) end;
  end if;
  -- A few forgotten keys of anyone go with every count: the table holds only recent ones.
  delete from private.tentativas t
  where (t.acao, t.chave) in (
    select f.acao, f.chave from private.tentativas f
    where f.esquecer_em <= now()
    order by f.esquecer_em
    limit 20
    for update skip locked
  );
  -- The request's keys, locked in a fixed order: concurrent attempts on a key take turns.
  insert into private.tentativas (acao, chave, falhas, esquecer_em)
  select p_acao, k, 0, now() + make_interval(secs => p_janela)
  from (select distinct unnest(p_chaves) as k order by 1) s
  on conflict (acao, chave) do nothing;
  perform 1 from private.tentativas t
  where t.acao = p_acao and t.chave = any (p_chaves)
  order by t.chave
  for update;
  update private.tentativas t
  set falhas = 0, bloqueado_ate = null
  where t.acao = p_acao and t.chave = any (p_chaves) and t.esquecer_em <= now();

  select ceil(extract(epoch from max(t.bloqueado_ate) - now()))::integer into v_espera
  from private.tentativas t
  where t.acao = p_acao and t.chave = any (p_chaves) and t.bloqueado_ate > now();
  if v_espera is not null then
    return greatest(v_espera, 1);
  end if;
  for i in 1 .. cardinality(p_chaves) loop
    update private.tentativas t set falhas = t.falhas + 1
    where t.acao = p_acao and t.chave = p_chaves[i]
    returning t.falhas into v_falhas;
    -- THROTTLE's lockSeconds: base × 2^(count − limit), at most the maximum.
    v_bloqueio := case
      when v_falhas < p_limites[i] then interval '0'
      else make_interval(secs => least(p_max::bigint, p_base::bigint * power(2, least(v_falhas - p_limites[i], 30))::bigint))
    end;
    update private.tentativas t
    set bloqueado_ate = case when v_falhas < p_limites[i] then null else now() + v_bloqueio end,
        esquecer_em = now() + v_bloqueio + make_interval(secs => p_janela)
    where t.acao = p_acao and t.chave = p_chaves[i];
  end loop;
  return 0;
end
$$;

-- Gives back what was not a guess: one attempt off each key of `p_devolver`
-- (its lock lifted: no attempt could start while it held, so it was this
-- attempt's own; a key left at nothing goes), and forgets the keys of
-- `p_esquecer`.
create function private.tentativas_devolver(p_acao text, p_devolver text[], p_esquecer text[]) returns void
language sql volatile security definer
set search_path = ''
as $$
  update private.tentativas t
  set falhas = greatest(t.falhas - 1, 0), bloqueado_ate = null
  where t.acao = p_acao and t.chave = any (coalesce(p_devolver, '{}'));
  -- A key back at nothing is no key.
  delete from private.tentativas t
  where t.acao = p_acao
    and (t.chave = any (coalesce(p_esquecer, '{}')) or (t.chave = any (coalesce(p_devolver, '{}')) and t.falhas = 0));
$$;

revoke all on function private.tentativas_iniciar(text, text[], integer[], integer, integer, integer, boolean),
  private.tentativas_devolver(text, text[], text[]) from public;
grant execute on function private.tentativas_iniciar(text, text[], integer[], integer, integer, integer, boolean),
  private.tentativas_devolver(text, text[], text[]) to anon, authenticated;
