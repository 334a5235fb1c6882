-- ============================================================================
-- Idempotent writes: a write sent again with the same Idempotency-Key runs once
-- ============================================================================
-- docs/offline.md ("Idempotent writes"); decision 48; the contract's
-- offline.ts. The api (functions/api/lib/idempotency.ts) reserves the
-- caller's key before running a write, stores the answer when it succeeded
-- (2xx) and releases the key when it did not (a refused write wrote nothing).
--   anon, authenticated   nothing on the table; authenticated executes the
--                         three functions below, which act on the caller's
--                         own keys only ((select auth.uid())).
-- What the database guarantees:
--   * keys are per account: another account's key is never seen;
--   * two concurrent first requests with one key: the primary key and
--     `on conflict do nothing` let exactly one reserve it;
--   * a key older than IDEMPOTENCY_TTL_HOURS (24) is forgotten when its owner
--     reserves another one;
--   * only a pending key is concluded or released: a stored answer stays.

-- ----------------------------------------------------------------------------
-- Table
-- ----------------------------------------------------------------------------
create table private.requisicoes_idempotentes (
  -- The account goes, its keys go (they may hold answers about it).
  auth_user_id uuid not null references auth.users (id) on delete cascade,
  chave uuid not null,
  -- The concrete method and path under the api base, e.g. 'PUT /edit-escola/3'.
  -- No upper bound: a long path must answer as without a key (400), not 500;
  -- the server's URL limit bounds it.
  rota text not null check (rota <> ''),
  -- null while the request runs; then the status of its 2xx answer.
  status integer check (status between 200 and 299),
  corpo jsonb,
  criado_em timestamptz not null default now(),
  primary key (auth_user_id, chave)
);

comment on table private.requisicoes_idempotentes is
  'Chaves de idempotência das escritas (por conta): pendente (status nulo) ou a resposta 2xx guardada para repetir.';

alter table private.requisicoes_idempotentes enable row level security;
-- No policy and no grant: reached only through the functions below.
revoke all on private.requisicoes_idempotentes from public, anon, authenticated;

-- ----------------------------------------------------------------------------
-- Functions (security definer, the caller's keys only)
-- ----------------------------------------------------------------------------

-- Reserves the caller's key for `p_rota`. Answers null when newly reserved
-- (run the request); {"pendente": true, "rota": ...} while another request
-- with it runs; {"rota", "status", "corpo"} when it is done (replay, or 422
-- when the route differs). An account that no longer exists reserves
-- nothing (null): the request then answers 401 on its own.
create function private.idempotencia_reservar(p_chave uuid, p_rota text) returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_row private.requisicoes_idempotentes;
begin
  if v_uid is null or p_chave is null or p_rota is null then
    raise exception using errcode = '42501', message = 'idempotencia_reservar: caller and key required';
  end if;
  -- IDEMPOTENCY_TTL_HOURS of the contract's offline.ts.
  delete from private.requisicoes_idempotentes r
  where r.auth_user_id = v_uid and r.criado_em < now() - interval '24 hours';
  insert into private.requisicoes_idempotentes (auth_user_id, chave, rota)
  select v_uid, p_chave, p_rota
  where exists (select 1 from auth.users u where u.id = v_uid)
  on conflict do nothing;
  if found then
    return null;
  end if;
  select * into v_row from private.requisicoes_idempotentes r where r.auth_user_id = v_uid and r.chave = p_chave;
  if not found then
    return null;
  end if;
  if v_row.status is null then
    return jsonb_build_object('pendente', true, 'rota', v_row.rota);
  end if;
  return jsonb_build_object('rota', v_row.rota, 'status', v_row.status, 'corpo', v_row.corpo);
end
$$;

-- Stores the 2xx answer of the caller's pending key.
create function private.idempotencia_concluir(p_chave uuid, p_status integer, p_corpo jsonb) returns void
language sql volatile security definer
set search_path = ''
as $$
  update private.requisicoes_idempotentes r
  set status = p_status, corpo = p_corpo
  where r.auth_user_id = (select auth.uid()) and r.chave = p_chave and r.status is null
$$;

-- Forgets the caller's pending key (the request was refused or failed).
create function private.idempotencia_liberar(p_chave uuid) returns void
language sql volatile security definer
set search_path = ''
as $$
  delete from private.requisicoes_idempotentes r
  where r.auth_user_id = (select auth.uid()) and r.chave = p_chave and r.status is null
$$;

revoke all on function private.idempotencia_reservar(uuid, text), private.idempotencia_concluir(uuid, integer, jsonb),
  private.idempotencia_liberar(uuid) from public, anon;
grant execute on function private.idempotencia_reservar(uuid, text), private.idempotencia_concluir(uuid, integer, jsonb),
  private.idempotencia_liberar(uuid) to authenticated;
