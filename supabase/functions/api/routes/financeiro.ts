/**
 * Finance (spec section 7, "Finance"; docs/matriculas.md), as the caller. The
 * shown status is private.parcela_status (the SQL twin of the contract's
 * parcelaStatus) for the schools' day; the cards are one SQL statement over
 * the caller's scope (the mock computes them with the contract's staffCards).
 */
import { scopeOf } from '../../_shared/contract/access.ts';
import { businessToday } from '../../_shared/contract/dates.ts';
import type { Parcela, ParcelaRow } from '../../_shared/contract/entities.ts';
import {
  getResumoFinanceiro,
  listParcelas,
  PARCELA_COLUMNS,
  PARCELA_ORDER,
  PARCELA_ORDER_ALUNO,
  PARCELA_SEARCH,
  registrarPagamentos,
  updateParcelaStatus,
} from '../../_shared/contract/financeiro.ts';
import {
  MATRICULA_BLOCOS,
  PARCELA_BLOCOS,
  pagamentoProblem,
  parcelaAnswer,
  studentCards,
  type ParcelaOrdem,
} from '../../_shared/contract/rules/parcelas.ts';
import { pageSlice } from '../../_shared/contract/paging.ts';
import type { Sql } from '../ports.ts';
import { ident, selectList } from '../lib/columns.ts';
import { badRequest, forbidden, MSG, notFound, sqlConstraint } from '../lib/errors.ts';
import { inOrder, listReply, orderBy, searchSql, searchWords, Where } from '../lib/list.ts';
import { idParam } from '../lib/params.ts';
import type { Me } from '../lib/profiles.ts';
import { handle, type Route } from '../lib/route.ts';
import { mayOn, requireList, scopeFilter, typeOf } from '../lib/scope.ts';

/** Whether the caller reads installments only as their owner (a student): then only parcelado ones. */
const ownOnly = (me: Me) => scopeOf('parcelas', 'read', typeOf(me)) === 'self';

interface ParcelaSqlRow extends ParcelaRow, Record<string, unknown> {
  cp_mt_nome_usuario: string;
  cp_mt_tipo_pagamento: Parcela['cp_mt_tipo_pagamento'];
  cp_status_matricula: Parcela['cp_status_matricula'];
  cp_mtPar_situacao: Parcela['cp_mtPar_situacao'];
  cp_whatsapp: string | null;
  cp_ec_nome: string | null;
  cp_ec_endereco_cidade: string | null;
  cp_ec_pix_chave: string | null;
}

/** Installments as answered, for the ids in $1 (bigint[]) and the day in $2. */
const PARCELA_SELECT = `
  select ${selectList('p', PARCELA_COLUMNS)},
         m.cp_mt_nome_usuario, m.cp_mt_tipo_pagamento, m.cp_status_matricula,
         private.parcela_status(p."cp_mtPar_status", p."cp_mtPar_dataParcela", $2::date) as "cp_mtPar_situacao",
         u.cp_whatsapp, e.cp_ec_nome, e.cp_ec_endereco_cidade, e.cp_ec_pix_chave
  from public.parcelas p
  join public.matriculas m on m.cp_mt_id = p.cp_mt_id
  left join public.profiles u on u.cp_id = p.cp_mt_usuario
  left join public.escolas e on e.cp_ec_id = p.cp_mt_escola
  where p."cp_mtPar_id" = any($1::bigint[])`;

function toParcela(me: Me, r: ParcelaSqlRow): Parcela {
  const {
    cp_ec_nome,
    cp_ec_endereco_cidade,
    cp_ec_pix_chave,
    cp_whatsapp,
    cp_mt_nome_usuario,
    cp_mt_tipo_pagamento,
    cp_status_matricula,
    cp_mtPar_situacao,
    ...row
  } = r;
  const escola = cp_ec_nome === null ? null : { cp_ec_nome, cp_ec_endereco_cidade: cp_ec_endereco_cidade ?? '', cp_ec_pix_chave };
  return parcelaAnswer(row, {
    matricula: { cp_mt_nome_usuario, cp_mt_tipo_pagamento, cp_status_matricula },
    situacao: cp_mtPar_situacao,
    whatsapp: cp_whatsapp,
    mayWrite: mayOn('parcelas', 'write', me, { schoolId: r.cp_mt_escola, ownerUserId: r.cp_mt_usuario }),
    escola,
  });
}

async function parcelasByIds(sql: Sql, me: Me, ids: readonly number[], today: string): Promise<Parcela[]> {
  if (ids.length === 0) return [];
  const rows = await sql.query<ParcelaSqlRow>(PARCELA_SELECT, [ids, today]);
  return inOrder(ids, rows, (r) => r.cp_mtPar_id).map((r) => toParcela(me, r));
}

/** `case <expr> when 'a' then 0 … end` from a contract table of values to ranks. */
const rankSql = (expr: string, ranks: Readonly<Record<string, number>>): string =>
  `case ${expr} ${Object.entries(ranks)
    .map(([value, rank]) => `when '${value.replaceAll("'", "''")}' then ${rank}`)
    .join(' ')} end`;

/**
 * The keys of the installments' orders (rules/parcelas.ts parcelaOrdem) in
 * SQL, for an installment aliased `p`, its enrolment `m` and the day `today`
 * (an SQL date expression): the twin tests/db/orders.test.ts checks.
 */
export function parcelaOrdemSql(p: string, m: string, today: string): Record<keyof ParcelaOrdem, string> {
  const situacao = `private.parcela_status(${p}."cp_mtPar_status", ${p}."cp_mtPar_dataParcela", ${today})`;
  return {
    ordem_bloco: rankSql(situacao, PARCELA_BLOCOS),
    ordem_pagamento: `case when ${situacao} = 'Pago' then coalesce(${p}."cp_mtPar_pago_em", ${p}."cp_mtPar_dataParcela") end`,
    cp_mtPar_dataParcela: `${p}."cp_mtPar_dataParcela"`,
    cp_mtPar_id: `${p}."cp_mtPar_id"`,
    ordem_matricula: rankSql(`${m}.cp_status_matricula`, MATRICULA_BLOCOS),
    cp_mt_id: `${p}.cp_mt_id`,
  };
}

/**
 * PARCELA_ORDER's blocks (rules/parcelas.ts PARCELA_BLOCOS) as conditions an
 * index can serve, for an installment aliased `p` and the first day of next
 * month `next`: unpaid and due up to this month's end (Vencido, À vencer),
 * unpaid and due later (Futuras parcelas), paid. Within a block a key is
 * either constant (null here) or the expression the block's index sorts by.
 */
function blocks(p: string, next: string): readonly { where: string; keys: Partial<Record<keyof ParcelaOrdem, string>> }[] {
  const due = `${p}."cp_mtPar_dataParcela"`;
  const common = { cp_mtPar_dataParcela: due, cp_mtPar_id: `${p}."cp_mtPar_id"` };
  return [
    { where: `${p}."cp_mtPar_status" <> 'Pago' and ${due} < ${next}`, keys: common },
    { where: `${p}."cp_mtPar_status" <> 'Pago' and ${due} >= ${next}`, keys: common },
    {
      where: `${p}."cp_mtPar_status" = 'Pago'`,
      keys: { ...common, ordem_pagamento: `coalesce(${p}."cp_mtPar_pago_em", ${due})` },
    },
  ];
}

// The blocks above are PARCELA_BLOCOS' three, in its order.
if (JSON.stringify([...new Set(Object.values(PARCELA_BLOCOS))].sort()) !== '[0,1,2]') {
  throw new Error('financeiro: PARCELA_BLOCOS changed; rewrite blocks() to match');
}

/**
 * Staff's page of installments in PARCELA_ORDER, index-friendly: each block's
 * first `$n+2` rows (offset + page size) by its own index, then the page of
 * their union. `from` and `where` read an installment aliased `p`; `$n+1` is
 * the day, `$n+2` the rows each block gives, `$n+3`/`$n+4` limit and offset.
 */
export function staffPageSql(from: string, where: string, n: number): string {
  const next = `(date_trunc('month', $${n + 1}::date) + interval '1 month')::date`;
  const keyNames = PARCELA_ORDER.map((k) => k.column);
  const parts = blocks('p', next).map((block, b) => {
    const keys: Record<string, string> = {
      ordem_bloco: String(b),
      ordem_pagamento: 'null::date',
      ...block.keys,
    };
    const sorted = PARCELA_ORDER.filter((k) => block.keys[k.column] !== undefined);
    return `(select ${keyNames.map((k) => `${keys[k]} as ${ident(k)}`).join(', ')}
              from ${from} where (${where}) and ${block.where}
              order by ${orderBy(sorted, block.keys as Record<keyof ParcelaOrdem, string>)} limit $${n + 2})`;
  });
  return `select k."cp_mtPar_id" as id from (${parts.join(' union all ')}) k
           order by ${orderBy(PARCELA_ORDER, 'k')} limit $${n + 3} offset $${n + 4}`;
}

/** A student's page of installments in PARCELA_ORDER_ALUNO (few rows: sorted whole). `$n+1` the day, `$n+2`/`$n+3` limit and offset. */
export function alunoPageSql(from: string, where: string, n: number): string {
  return `select p."cp_mtPar_id" as id from ${from} where ${where}
           order by ${orderBy(PARCELA_ORDER_ALUNO, parcelaOrdemSql('p', 'm', `$${n + 1}::date`))}
           limit $${n + 2} offset $${n + 3}`;
}

/** The day a payment is recorded on: the one given, or the school's today; a future one is refused. */
function pagamentoDay(given: string | undefined, today: string): string {
  const day = given ?? today;
  const problem = pagamentoProblem(day, today);
  if (problem) throw badRequest(MSG[problem]);
  return day;
}

/** An update that records payments: the database's own refusal of a future day (at midnight's edge) is the same 400. */
async function recording<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (sqlConstraint(error) === 'parcelas_pagamento_futuro') throw badRequest(MSG.pagamentoFuturo);
    throw error;
  }
}

export const financeiroRoutes: Route[] = [
  handle(listParcelas, ({ query, asCaller }) =>
    asCaller(async (sql, me) => {
      requireList('parcelas', me);
      const today = businessToday();
      const where = new Where();
      scopeFilter(where, 'parcelas', 'list', me, 'p');
      if (query.schoolId !== undefined) where.add((bind) => `p.cp_mt_escola = ${bind(query.schoolId)}`);
      if (query.userId !== undefined) where.add((bind) => `p.cp_mt_usuario = ${bind(query.userId)}`);
      if (query.matriculaId !== undefined) where.add((bind) => `p.cp_mt_id = ${bind(query.matriculaId)}`);
      if (query.situacao !== undefined) {
        where.add(
          (bind) =>
            `private.parcela_status(p."cp_mtPar_status", p."cp_mtPar_dataParcela", ${bind(today)}::date) = ${bind(query.situacao)}`,
        );
      }
      // The enrolment is joined only when a condition or the order reads it (every join row runs its policy).
      const needsEnrolment = ownOnly(me) || searchWords(query.q).length > 0;
      if (ownOnly(me)) where.add("m.cp_mt_tipo_pagamento = 'parcelado'");
      where.search(query.q, searchSql(PARCELA_SEARCH, 'm'));
      const from = needsEnrolment ? 'public.parcelas p join public.matriculas m on m.cp_mt_id = p.cp_mt_id' : 'public.parcelas p';
      const { offset, limit } = pageSlice(query);
      const n = where.params.length;
      const ids = ownOnly(me)
        ? await sql.query<{ id: number }>(alunoPageSql(from, String(where), n), [...where.params, today, limit, offset])
        : await sql.query<{ id: number }>(staffPageSql(from, String(where), n), [
            ...where.params,
            today,
            offset + limit,
            limit,
            offset,
          ]);
      const [count] = await sql.query<{ total: number }>(
        `select count(*)::integer as total from ${from} where ${where}`,
        where.params,
      );
      return listReply(
        await parcelasByIds(
          sql,
          me,
          ids.map((r) => r.id),
          today,
        ),
        count?.total ?? 0,
      );
    }),
  ),

  handle(updateParcelaStatus, ({ params, body, asCaller }) => {
    const id = idParam(params, 'installmentId');
    return asCaller(async (sql, me) => {
      const [row] = await sql.query<{ cp_mt_escola: number; cp_mt_usuario: number }>(
        'select cp_mt_escola, cp_mt_usuario from public.parcelas where "cp_mtPar_id" = $1',
        [id],
      );
      if (!row) throw notFound(MSG.parcelaNotFound);
      if (!mayOn('parcelas', 'write', me, { schoolId: row.cp_mt_escola, ownerUserId: row.cp_mt_usuario })) throw forbidden();
      // 'Pago' records the payment (private.parcelas_pagamento adds the author, and keeps an earlier record);
      // 'à vencer' clears it.
      const paid = body.status === 'Pago';
      const done = await recording(
        sql.query(
          `update public.parcelas set "cp_mtPar_status" = $2, "cp_mtPar_pago_em" = $3, "cp_mtPar_forma_pagamento" = $4
            where "cp_mtPar_id" = $1 returning 1`,
          [
            id,
            body.status,
            paid ? pagamentoDay(body.dataPagamento, businessToday()) : null,
            paid ? (body.formaPagamento ?? null) : null,
          ],
        ),
      );
      if (done.length === 0) throw forbidden();
      return { msg: MSG.statusUpdated };
    });
  }),

  handle(registrarPagamentos, ({ body, asCaller }) => {
    const ids = [...new Set(body.ids)];
    const day = pagamentoDay(body.dataPagamento, businessToday());
    return asCaller(async (sql, me) => {
      // All or none: every installment must be one the caller reads (else 404) and writes (else 403).
      const rows = await sql.query<{ cp_mt_escola: number; cp_mt_usuario: number; pago: boolean }>(
        `select cp_mt_escola, cp_mt_usuario, "cp_mtPar_status" = 'Pago' as pago
           from public.parcelas where "cp_mtPar_id" = any($1::bigint[])`,
        [ids],
      );
      if (rows.length < ids.length) throw notFound(MSG.parcelaNotFound);
      if (!rows.every((r) => mayOn('parcelas', 'write', me, { schoolId: r.cp_mt_escola, ownerUserId: r.cp_mt_usuario }))) {
        throw forbidden();
      }
      const done = await recording(
        sql.query(
          `update public.parcelas set "cp_mtPar_status" = 'Pago', "cp_mtPar_pago_em" = $2, "cp_mtPar_forma_pagamento" = $3
            where "cp_mtPar_id" = any($1::bigint[]) returning 1`,
          [ids, day, body.formaPagamento],
        ),
      );
      // RLS wrote fewer than it read: the transaction is rolled back by the refusal.
      if (done.length < ids.length) throw forbidden();
      return { msg: MSG.statusUpdated, quantidade: rows.filter((r) => !r.pago).length };
    });
  }),

  handle(getResumoFinanceiro, ({ query, asCaller }) =>
    asCaller(async (sql, me) => {
      requireList('parcelas', me);
      if (ownOnly(me)) {
        // A student's own rows are few: the contract's rule over them.
        const matriculas = await sql.query<Parameters<typeof studentCards>[0][number] & Record<string, unknown>>(
          `select cp_mt_id, cp_mt_usuario, cp_status_matricula, cp_mt_tipo_pagamento, cp_mt_valor_mensalidade::float8 as cp_mt_valor_mensalidade
             from public.matriculas where cp_mt_usuario = $1 order by cp_mt_id`,
          [me.cp_id],
        );
        const parcelas = await sql.query<Parameters<typeof studentCards>[1][number] & Record<string, unknown>>(
          `select cp_mt_id, "cp_mtPar_dataParcela", "cp_mtPar_valorParcela"::float8 as "cp_mtPar_valorParcela", "cp_mtPar_status"
             from public.parcelas p where cp_mt_usuario = $1 order by "cp_mtPar_dataParcela", "cp_mtPar_id"`,
          [me.cp_id],
        );
        return studentCards(matriculas, parcelas);
      }
      const today = businessToday();
      const m = new Where().add("m.cp_status_matricula = 'ativo'");
      scopeFilter(m, 'matriculas', 'list', me, 'm');
      if (query.schoolId !== undefined) m.add((bind) => `m.cp_mt_escola = ${bind(query.schoolId)}`);
      // The installments carry their school: the same school filter lets the planner walk the school's indexes.
      const schoolOfParcelas = query.schoolId ?? (scopeOf('parcelas', 'list', typeOf(me)) === 'school' ? me.cp_escola_id : null);
      const n = m.params.length;
      const [row] = await sql.query<{
        receita: number;
        vencido: number;
        vencidas: number;
        mensalidade: number;
        parcelado: number;
      }>(
        `with ativas as (
           select m.cp_mt_id, m.cp_mt_usuario, m.cp_mt_tipo_pagamento, m.cp_mt_valor_mensalidade
           from public.matriculas m where ${m}
         ), devidas as (
           -- Only the installments a card reads — due this month (parcelas_school_due_idx) or unpaid and
           -- past due (parcelas_school_unpaid_idx) — of the same active enrolments, joined by their key:
           -- the cards cost the school's month and arrears, not its history nor the network's.
           select p."cp_mtPar_valorParcela" as valor, p."cp_mtPar_dataParcela" as dia, p."cp_mtPar_status" as status
           from public.parcelas p
           join public.matriculas m on m.cp_mt_id = p.cp_mt_id
           where ${m}
             and ($${n + 2}::bigint is null or p.cp_mt_escola = $${n + 2}::bigint)
             and ((p."cp_mtPar_dataParcela" >= date_trunc('month', $${n + 1}::date::timestamp)::date
                   and p."cp_mtPar_dataParcela" < (date_trunc('month', $${n + 1}::date::timestamp) + interval '1 month')::date)
                  or (p."cp_mtPar_status" <> 'Pago' and p."cp_mtPar_dataParcela" < $${n + 1}::date))
         )
         select
           (coalesce((select sum(valor) from devidas where date_trunc('month', dia) = date_trunc('month', $${n + 1}::date)), 0)
             + coalesce((select sum(cp_mt_valor_mensalidade) from ativas where cp_mt_tipo_pagamento = 'mensalidade'), 0))::float8 as receita,
           coalesce((select sum(valor) from devidas where status <> 'Pago' and dia < $${n + 1}::date), 0)::float8 as vencido,
           (select count(*) from devidas where status <> 'Pago' and dia < $${n + 1}::date)::integer as vencidas,
           (select count(distinct cp_mt_usuario) from ativas where cp_mt_tipo_pagamento = 'mensalidade')::integer as mensalidade,
           (select count(distinct cp_mt_usuario) from ativas where cp_mt_tipo_pagamento = 'parcelado')::integer as parcelado`,
        [...m.params, today, schoolOfParcelas],
      );
      return {
        escopo: 'equipe' as const,
        receitaMes: Math.round((row?.receita ?? 0) * 100) / 100,
        totalVencido: Math.round((row?.vencido ?? 0) * 100) / 100,
        parcelasVencidas: row?.vencidas ?? 0,
        alunosMensalidade: row?.mensalidade ?? 0,
        alunosParcelado: row?.parcelado ?? 0,
      };
    }),
  ),
];
