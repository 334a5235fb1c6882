// @vitest-environment node
/**
 * A payment's record on an installment (20261129122000_pagamentos.sql,
 * docs/matriculas.md "Recording a payment"): the trigger
 * private.parcelas_pagamento sets the author from the caller's own profile
 * (the columns are not even granted), dates a payment given no day on the
 * school's today, refuses a future day (23514, `parcelas_pagamento_futuro`,
 * the contract's message), keeps the record of an installment already paid,
 * and clears it when the installment is unpaid again; the CHECK
 * parcelas_pagamento_check reads exactly the record SEM_PAGAMENTO empties.
 */
import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@contract/messages';
import { businessToday } from '@contract/dates';
import { SEM_PAGAMENTO } from '@contract/rules/parcelas';
import { sqlConstraint } from '../../supabase/functions/api/lib/errors.ts';
import { anchorDate, seedAuthUserId } from '../../scripts/gen-seed-sql.ts';
import { buildSeed } from '../../mocks/seed/index.ts';
import { inRole, userClaims, withRollback } from './harness/as-user.ts';
import { sqlState, testDatabase } from './support.ts';

const getDb = testDatabase();
const seed = buildSeed(anchorDate());

const login = (name: string) => {
  const user = seed.usuarios.find((u) => u.cp_login === name);
  if (!user) throw new Error(`no ${name} in the seed`);
  return user;
};
const claimsOf = (name: string) => userClaims(seedAuthUserId(login(name).cp_id), login(name).cp_email);

/** Unpaid and paid installments of school 1 (the demo staff's). */
const unpaid = seed.parcelas.filter((p) => p.cp_mt_escola === 1 && p.cp_mtPar_status !== 'Pago');
const paid = seed.parcelas.find((p) => p.cp_mt_escola === 1 && p.cp_mtPar_status === 'Pago')!;

type PaymentRow = {
  status: string;
  pago_em: string | null;
  forma: string | null;
  por: number | null;
  nome: string | null;
};
const READ = `select "cp_mtPar_status" as status, "cp_mtPar_pago_em"::text as pago_em, "cp_mtPar_forma_pagamento" as forma,
    "cp_mtPar_pago_por"::integer as por, "cp_mtPar_pago_por_nome" as nome
  from public.parcelas where "cp_mtPar_id" = $1`;
const PAY = `update public.parcelas set "cp_mtPar_status" = 'Pago', "cp_mtPar_pago_em" = $2, "cp_mtPar_forma_pagamento" = $3
  where "cp_mtPar_id" = $1 returning "cp_mtPar_id"`;

describe('private.parcelas_pagamento', () => {
  it('records the day and method given, and the caller as the author, whatever else is tried', async () => {
    await withRollback(getDb(), async (tx) => {
      const id = unpaid[0]!.cp_mtPar_id;
      const denied = await inRole(tx, claimsOf('secretaria'), (t) =>
        t.query(`update public.parcelas set "cp_mtPar_pago_por" = $2 where "cp_mtPar_id" = $1`, [id, login('gestor').cp_id]),
      ).catch((e: unknown) => e);
      expect(sqlState(denied)).toBe('42501');
    });
    await withRollback(getDb(), async (tx) => {
      const id = unpaid[0]!.cp_mtPar_id;
      const rows = await inRole(tx, claimsOf('secretaria'), (t) => t.query(PAY, [id, '2026-01-05', 'pix']));
      expect(rows).toHaveLength(1);
      const [r] = await tx.query<PaymentRow>(READ, [id]);
      expect(r).toEqual({
        status: 'Pago',
        pago_em: '2026-01-05',
        forma: 'pix',
        por: login('secretaria').cp_id,
        nome: login('secretaria').cp_nome,
      });
    });
  });

  it("dates a payment given no day on the school's today; a method may be left out", async () => {
    await withRollback(getDb(), async (tx) => {
      const id = unpaid[1]!.cp_mtPar_id;
      await inRole(tx, claimsOf('gestor'), (t) =>
        t.query(`update public.parcelas set "cp_mtPar_status" = 'Pago' where "cp_mtPar_id" = $1`, [id]),
      );
      const [r] = await tx.query<PaymentRow>(READ, [id]);
      expect(r).toEqual({
        status: 'Pago',
        pago_em: businessToday(),
        forma: null,
        por: login('gestor').cp_id,
        nome: login('gestor').cp_nome,
      });
    });
  });

  it('refuses a future day with the contract’s message, naming its constraint', async () => {
    const [y, m, d] = businessToday().split('-').map(Number) as [number, number, number];
    const tomorrow = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
    const error = await withRollback(getDb(), (tx) =>
      inRole(tx, claimsOf('secretaria'), (t) => t.query(PAY, [unpaid[2]!.cp_mtPar_id, tomorrow, 'dinheiro'])),
    ).catch((e: unknown) => e);
    expect(sqlState(error)).toBe('23514');
    expect(sqlConstraint(error)).toBe('parcelas_pagamento_futuro');
    expect((error as Error).message).toBe(SERVER_MESSAGES.pagamentoFuturo);
  });

  it('keeps the record of an installment already paid, and clears it when it is unpaid again', async () => {
    await withRollback(getDb(), async (tx) => {
      const [before] = await tx.query<PaymentRow>(READ, [paid.cp_mtPar_id]);
      await inRole(tx, claimsOf('diretor'), (t) => t.query(PAY, [paid.cp_mtPar_id, '2026-01-09', 'boleto']));
      expect((await tx.query<PaymentRow>(READ, [paid.cp_mtPar_id]))[0]).toEqual(before);

      await inRole(tx, claimsOf('diretor'), (t) =>
        t.query(`update public.parcelas set "cp_mtPar_status" = 'à vencer' where "cp_mtPar_id" = $1`, [paid.cp_mtPar_id]),
      );
      expect((await tx.query<PaymentRow>(READ, [paid.cp_mtPar_id]))[0]).toEqual({
        status: 'à vencer',
        pago_em: null,
        forma: null,
        por: null,
        nome: null,
      });
    });
  });

  it('keeps a payment and its author’s name when the author’s profile is removed', async () => {
    await withRollback(getDb(), async (tx) => {
      const id = unpaid[2]!.cp_mtPar_id;
      await inRole(tx, claimsOf('secretaria'), (t) => t.query(PAY, [id, '2026-01-07', 'dinheiro']));
      await tx.query('delete from public.profiles where cp_id = $1', [login('secretaria').cp_id]);
      expect((await tx.query<PaymentRow>(READ, [id]))[0]).toEqual({
        status: 'Pago',
        pago_em: '2026-01-07',
        forma: 'dinheiro',
        por: null,
        nome: login('secretaria').cp_nome,
      });
    });
  });

  it('leaves another school’s installment alone (RLS: no row)', async () => {
    const other = seed.parcelas.find((p) => p.cp_mt_escola === 2 && p.cp_mtPar_status !== 'Pago')!;
    await withRollback(getDb(), async (tx) => {
      const rows = await inRole(tx, claimsOf('secretaria'), (t) => t.query(PAY, [other.cp_mtPar_id, '2026-01-05', 'pix']));
      expect(rows).toHaveLength(0);
      expect((await tx.query<PaymentRow>(READ, [other.cp_mtPar_id]))[0]!.status).toBe('à vencer');
    });
  });
});

describe('parcelas_pagamento_check', () => {
  it('reads the status and exactly the record SEM_PAGAMENTO empties', async () => {
    const [c] = await getDb().query<{ columns: string[] }>(
      `select array(select a.attname::text from unnest(c.conkey) k
                      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k order by 1) as columns
         from pg_constraint c where c.conname = 'parcelas_pagamento_check'`,
    );
    expect(new Set(c!.columns)).toEqual(new Set(['cp_mtPar_status', ...Object.keys(SEM_PAGAMENTO)]));
  });

  it('refuses an unpaid installment with a record, even from the owner with the trigger out of the way', async () => {
    const error = await withRollback(getDb(), async (tx) => {
      await tx.query('alter table public.parcelas disable trigger parcelas_pagamento');
      await tx.query(`update public.parcelas set "cp_mtPar_pago_em" = date '2026-01-05' where "cp_mtPar_id" = $1`, [
        unpaid[0]!.cp_mtPar_id,
      ]);
    }).catch((e: unknown) => e);
    expect(sqlState(error)).toBe('23514');
    expect(sqlConstraint(error)).toBe('parcelas_pagamento_check');
  });
});
