-- ============================================================================
-- Payments recorded on installments (parcelas): the day, the method, the author
-- ============================================================================
-- docs/matriculas.md, "Recording a payment" (issue 23). Who may mark an
-- installment paid is unchanged (ACCESS.parcelas write: the school's staff,
-- the gestor any; the parcelas_update policy). What changes is what a payment
-- leaves behind:
--   * "cp_mtPar_pago_em": the day it was paid — the school's today
--     (America/Sao_Paulo: businessToday) when the writer gives none, never
--     after it (rules/parcelas.ts pagamentoProblem);
--   * "cp_mtPar_forma_pagamento": how (FORMAS_PAGAMENTO of the contract's
--     constants.ts; none when the writer gives none: the spec's call sends
--     only the status);
--   * "cp_mtPar_pago_por" and "cp_mtPar_pago_por_nome": who recorded it, and
--     their name as it was — set here from the caller's own profile, never
--     from what a client writes (the columns are not even granted). The name
--     is kept because whoever reads the installment (a student, another
--     school's gestor-recorded payment for a secretary) may not read the
--     author's profile.
-- A payment recorded stays as it was while the installment stays paid
-- (marking it 'Pago' again changes nothing); 'à vencer' clears it, and a new
-- 'Pago' records a new one. Installments paid before this migration keep an
-- empty record (unknown): the screens say so.

-- ----------------------------------------------------------------------------
-- Columns
-- ----------------------------------------------------------------------------
alter table public.parcelas
  add column "cp_mtPar_pago_em" date,
  add column "cp_mtPar_forma_pagamento" text
    constraint "parcelas_cp_mtPar_forma_pagamento_check"
    check ("cp_mtPar_forma_pagamento" in ('pix', 'dinheiro', 'cartao_debito', 'cartao_credito', 'boleto', 'transferencia')),
  add column "cp_mtPar_pago_por" bigint
    constraint parcelas_pago_por_fkey references public.profiles (cp_id) on delete set null,
  add column "cp_mtPar_pago_por_nome" text,
  -- An unpaid installment carries no payment record.
  add constraint parcelas_pagamento_check check (
    "cp_mtPar_status" = 'Pago'
    or ("cp_mtPar_pago_em" is null and "cp_mtPar_forma_pagamento" is null
        and "cp_mtPar_pago_por" is null and "cp_mtPar_pago_por_nome" is null)
  );

comment on column public.parcelas."cp_mtPar_pago_em" is 'Dia do pagamento (nunca futuro); nulo enquanto não paga.';
comment on column public.parcelas."cp_mtPar_forma_pagamento" is 'Forma do pagamento (FORMAS_PAGAMENTO do contrato).';
comment on column public.parcelas."cp_mtPar_pago_por" is 'Quem registrou o pagamento: o chamador, posto pelo banco.';
comment on column public.parcelas."cp_mtPar_pago_por_nome" is 'O nome de quem registrou o pagamento, como era no registro.';

-- ----------------------------------------------------------------------------
-- Indexes: the foreign key, and the paid block of the list's order
-- ----------------------------------------------------------------------------
create index parcelas_pago_por_idx on public.parcelas ("cp_mtPar_pago_por") where "cp_mtPar_pago_por" is not null;
-- PARCELA_ORDER's last block: the paid ones, latest payment first (a school's, and the network's for the gestor).
create index parcelas_school_paid_idx on public.parcelas
  (cp_mt_escola, coalesce("cp_mtPar_pago_em", "cp_mtPar_dataParcela") desc, "cp_mtPar_dataParcela", "cp_mtPar_id")
  where "cp_mtPar_status" = 'Pago';
create index parcelas_paid_idx on public.parcelas
  (coalesce("cp_mtPar_pago_em", "cp_mtPar_dataParcela") desc, "cp_mtPar_dataParcela", "cp_mtPar_id")
  where "cp_mtPar_status" = 'Pago';

-- ----------------------------------------------------------------------------
-- The record: from the caller, never from the client
-- ----------------------------------------------------------------------------
-- Runs with the caller's rights: a person always reads their own profile
-- (profiles_select). The owner and service_role (no profile: the seed, the
-- restore) write the record as they give it, under the same checks.
create function private.parcelas_pagamento() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  autor bigint;
begin
  if new."cp_mtPar_status" <> 'Pago' then
    new."cp_mtPar_pago_em" := null;
    new."cp_mtPar_forma_pagamento" := null;
    new."cp_mtPar_pago_por" := null;
    new."cp_mtPar_pago_por_nome" := null;
    return new;
  end if;
  if tg_op = 'UPDATE' and old."cp_mtPar_status" = 'Pago' then
    -- Paid already: the payment recorded stays as it was. Only its author's
    -- removal clears the link (the foreign key's set null, which runs as the
    -- table's owner, never as a caller); the name stays.
    new."cp_mtPar_pago_em" := old."cp_mtPar_pago_em";
    new."cp_mtPar_forma_pagamento" := old."cp_mtPar_forma_pagamento";
    new."cp_mtPar_pago_por" := case
      when current_user <> 'authenticated' and new."cp_mtPar_pago_por" is null then null
      else old."cp_mtPar_pago_por"
    end;
    new."cp_mtPar_pago_por_nome" := old."cp_mtPar_pago_por_nome";
    return new;
  end if;
  autor := private.current_profile_id();
  if autor is not null then
    new."cp_mtPar_pago_por" := autor;
    new."cp_mtPar_pago_por_nome" := (select p.cp_nome from public.profiles p where p.cp_id = autor);
    new."cp_mtPar_pago_em" := coalesce(new."cp_mtPar_pago_em", (now() at time zone 'America/Sao_Paulo')::date);
  end if;
  if new."cp_mtPar_pago_em" > (now() at time zone 'America/Sao_Paulo')::date then
    raise exception using
      errcode = '23514',
      constraint = 'parcelas_pagamento_futuro',
      message = 'A data do pagamento não pode ser futura.';
  end if;
  return new;
end
$$;

revoke all on function private.parcelas_pagamento() from public;

create trigger parcelas_pagamento
  before insert or update on public.parcelas
  for each row execute function private.parcelas_pagamento();

-- ----------------------------------------------------------------------------
-- Grants: the day and the method are written with the status; the author never
-- ----------------------------------------------------------------------------
grant update ("cp_mtPar_pago_em", "cp_mtPar_forma_pagamento") on public.parcelas to authenticated;
