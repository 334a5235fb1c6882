-- ============================================================================
-- Idempotent writes: a key belongs to its session and to its request
-- ============================================================================
-- Issue 20 (an outside security probe); decision 52; docs/offline.md
-- ("Idempotent writes"). Two holes of *_idempotencia.sql:
--   * a replay outlived the session: after a logout, a password change that
--     ended the session, or the person's deletion, the old token still got
--     the stored 2xx (the key was looked up before the session was);
--   * a key was bound to its route only: the same key with another body
--     replayed the first answer as if the second request had run.
-- Now every key records the session that made it (the token's session_id)
-- and the request's fingerprint (the contract's requestFingerprint: SHA-256
-- of method, path, sorted query and canonical body), and
-- private.idempotencia_reservar answers, in this order:
--   * {"sessao_encerrada": true} when the caller's session has ended or their
--     profile is gone or deleted: nothing is reserved, the api answers 401;
--   * null when the key is new: reserved, the request runs;
--   * {"outra_operacao": true} when the key was made by another session,
--     for another route, or for another request (the api answers 422),
--     whether that request is finished or still running;
--   * {"pendente": true} while the same request still runs (409);
--   * {"status", "corpo"} when it is done (the replay).
-- Unchanged: the table is reached only through the three functions (security
-- definer, the caller's own keys); `on conflict do nothing` on the primary
-- key lets exactly one of two concurrent first requests run; the TTL;
-- concluir and liberar.

-- ----------------------------------------------------------------------------
-- Columns
-- ----------------------------------------------------------------------------
alter table private.requisicoes_idempotentes
  -- auth.sessions.id of the token that made the key; no foreign key: a key of
  -- an ended session must stay (it answers 422, not runs again) until its TTL.
  add column sessao uuid,
  -- The contract's requestFingerprint (hex SHA-256).
  add column impressao text;

-- Required of every new key. NOT VALID: keys made before this migration (at
-- most a day's) have neither; they match no session, so they answer 422 until
-- their TTL instead of running again or replaying to anyone.
alter table private.requisicoes_idempotentes
  add constraint requisicoes_idempotentes_sessao_impressao
  check (sessao is not null and impressao ~ '^[0-9a-f]{64}$') not valid;

comment on column private.requisicoes_idempotentes.sessao is
  'Sessão (auth.sessions.id) que fez a chave: só ela, viva, recebe a resposta guardada.';
comment on column private.requisicoes_idempotentes.impressao is
  'SHA-256 (hex) de método, caminho, consulta ordenada e corpo canônico (requestFingerprint do contrato).';

-- ----------------------------------------------------------------------------
-- Reserve (replaces idempotencia_reservar(uuid, text))
-- ----------------------------------------------------------------------------
drop function private.idempotencia_reservar(uuid, text);

create function private.idempotencia_reservar(p_chave uuid, p_rota text, p_impressao text) returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_sessao uuid;
  v_row private.requisicoes_idempotentes;
begin
  if v_uid is null or p_chave is null or p_rota is null or p_impressao is null then
    raise exception using errcode = '42501', message = 'idempotencia_reservar: caller, key, route and fingerprint required';
  end if;
  -- The rule of the api's currentProfile: a live session and a live profile.
  -- Checked first, so a key answers nothing (not even a replay) once the
  -- session is over: a logout, a password change elsewhere, a deletion.
  if not (select private.session_alive())
     or not exists (select 1 from public.profiles p where p.auth_user_id = v_uid and p.cp_excluido = 0) then
    return jsonb_build_object('sessao_encerrada', true);
  end if;
  -- session_alive() has checked it is a uuid.
  v_sessao := ((select auth.jwt()) ->> 'session_id')::uuid;
  -- IDEMPOTENCY_TTL_HOURS of the contract's offline.ts.
  delete from private.requisicoes_idempotentes r
  where r.auth_user_id = v_uid and r.criado_em < now() - interval '24 hours';
  insert into private.requisicoes_idempotentes (auth_user_id, chave, rota, sessao, impressao)
  values (v_uid, p_chave, p_rota, v_sessao, p_impressao)
  on conflict do nothing;
  if found then
    return null;
  end if;
  select * into v_row from private.requisicoes_idempotentes r where r.auth_user_id = v_uid and r.chave = p_chave;
  if not found then
    -- Settled and released between the insert and this read: reserve again.
    insert into private.requisicoes_idempotentes (auth_user_id, chave, rota, sessao, impressao)
    values (v_uid, p_chave, p_rota, v_sessao, p_impressao)
    on conflict do nothing;
    if found then
      return null;
    end if;
    return jsonb_build_object('pendente', true);
  end if;
  if v_row.sessao is distinct from v_sessao or v_row.rota <> p_rota or v_row.impressao is distinct from p_impressao then
    return jsonb_build_object('outra_operacao', true);
  end if;
  if v_row.status is null then
    return jsonb_build_object('pendente', true);
  end if;
  return jsonb_build_object('status', v_row.status, 'corpo', v_row.corpo);
end
$$;

revoke all on function private.idempotencia_reservar(uuid, text, text) from public, anon;
grant execute on function private.idempotencia_reservar(uuid, text, text) to authenticated;
