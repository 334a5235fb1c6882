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
  PARCELA_SEARCH,
  updateParcelaStatus,
} from '../../_shared/contract/financeiro.ts';
import { parcelaAnswer, studentCards } from '../../_shared/contract/rules/parcelas.ts';
import { pageSlice } from '../../_shared/contract/paging.ts';
import type { Sql } from '../ports.ts';
import { selectList } from '../lib/columns.ts';
import { forbidden, MSG, notFound } from '../lib/errors.ts';
import { listReply, orderBy, searchSql, searchWords, Where } from '../lib/list.ts';
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
  where p."cp_mtPar_id" = any($1::bigint[])
  order by ${orderBy(PARCELA_ORDER, 'p')}`;

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
  return rows.map((r) => toParcela(me, r));
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
      // The enrolment is joined only when a condition reads it (every join row runs its policy).
      const needsEnrolment = ownOnly(me) || searchWords(query.q).length > 0;
      if (ownOnly(me)) where.add("m.cp_mt_tipo_pagamento = 'parcelado'");
      where.search(query.q, searchSql(PARCELA_SEARCH, 'm'));
      const from = needsEnrolment ? 'public.parcelas p join public.matriculas m on m.cp_mt_id = p.cp_mt_id' : 'public.parcelas p';
      const { offset, limit } = pageSlice(query);
      const n = where.params.length;
      const ids = await sql.query<{ id: number }>(
        `select p."cp_mtPar_id" as id from ${from} where ${where}
          order by ${orderBy(PARCELA_ORDER, 'p')} limit $${n + 1} offset $${n + 2}`,
        [...where.params, limit, offset],
      );
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
      const done = await sql.query('update public.parcelas set "cp_mtPar_status" = $2 where "cp_mtPar_id" = $1 returning 1', [
        id,
        body.status,
      ]);
      if (done.length === 0) throw forbidden();
      return { msg: MSG.statusUpdated };
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
             from public.parcelas p where cp_mt_usuario = $1 order by ${orderBy(PARCELA_ORDER, 'p')}`,
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
