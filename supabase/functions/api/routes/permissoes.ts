/**
 * Grants (docs/materiais.md; the contract's permissoes.ts): the gestor gives
 * a live director, secretary or teacher (GRANTEE_TYPES) a permission
 * (GRANTABLE) and takes it back; everyone lists their own. Stored in
 * public.permissoes, whose policies (gestor writes, everyone reads their own
 * rows) and guard (permissoes_guard: the grantee's type) decide; the checks
 * here choose the message, in the mock's order.
 */
import {
  grantPermissao,
  grantTarget,
  listPermissoes,
  mayHoldGrant,
  minhasPermissoes,
  PERMISSAO_MESSAGES,
  PERMISSAO_ORDER,
  revokePermissao,
  type Permissao,
} from '../../_shared/contract/permissoes.ts';
import type { Sql } from '../ports.ts';
import { badRequest, notFound, sqlState } from '../lib/errors.ts';
import { pageSlice } from '../../_shared/contract/paging.ts';
import { listReply, orderBy, Where } from '../lib/list.ts';
import { handle, type Route } from '../lib/route.ts';
import { grantsOf, requireMay, scopeFilter } from '../lib/scope.ts';

/** The person a grant names, deleted or not (the gestor reads every profile), or null. */
async function person(sql: Sql, userId: number) {
  const [row] = await sql.query<{ cp_tipo_user: number; cp_excluido: number }>(
    'select cp_tipo_user, cp_excluido from public.profiles where cp_id = $1',
    [userId],
  );
  return row ?? null;
}

const ISO_UTC = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

export const permissaoRoutes: Route[] = [
  /** The gestor: every grant; the others: their own. In PERMISSAO_ORDER (the holder's name, id, the permission). */
  handle(listPermissoes, async (ctx) => {
    const { rows, total } = await ctx.asCaller(async (sql, me) => {
      requireMay('permissoes', 'list', me);
      const where = new Where();
      scopeFilter(where, 'permissoes', 'read', me, 'g');
      if (ctx.query.permissao) where.add((bind) => `g.cp_permissao = ${bind(ctx.query.permissao)}`);
      const from = 'from public.permissoes g join public.profiles p on p.cp_id = g.cp_usuario_id';
      const [count] = await sql.query<{ n: number }>(`select count(*)::integer as n ${from} where ${where}`, where.params);
      const { offset, limit } = pageSlice(ctx.query);
      const page = await sql.query<Permissao & Record<string, unknown>>(
        `select r.* from (
           select g.cp_usuario_id, g.cp_permissao, p.cp_nome, p.cp_tipo_user,
                  to_char(g.cp_concedida_em at time zone 'UTC', ${ISO_UTC}) as cp_concedida_em
             ${from}
            where ${where}
         ) r
         order by ${orderBy(PERMISSAO_ORDER, 'r')}
         limit ${limit} offset ${offset}`,
        where.params,
      );
      return { rows: page, total: count?.n ?? 0 };
    });
    return listReply(rows, total);
  }),

  handle(minhasPermissoes, async (ctx) => {
    const grants = await ctx.asCaller(async (_sql, me) => grantsOf(me));
    return { permissoes: [...grants].sort() };
  }),

  /** Idempotent: granting a held permission again answers the same. */
  handle(grantPermissao, async (ctx) => {
    const { userId, permissao } = grantTarget(ctx.params);
    await ctx.asCaller(async (sql, me) => {
      requireMay('permissoes', 'write', me);
      const grantee = await person(sql, userId);
      if (!grantee) throw notFound(PERMISSAO_MESSAGES.userNotFound);
      if (!mayHoldGrant(grantee)) throw badRequest(PERMISSAO_MESSAGES.grantee);
      try {
        await sql.query(
          `insert into public.permissoes (cp_usuario_id, cp_permissao) values ($1, $2)
           on conflict (cp_usuario_id, cp_permissao) do nothing`,
          [userId, permissao],
        );
      } catch (error) {
        // permissoes_guard: the grantee changed meanwhile.
        if (sqlState(error) === '23514') throw badRequest(PERMISSAO_MESSAGES.grantee);
        throw error;
      }
    });
    return { msg: PERMISSAO_MESSAGES.granted };
  }),

  handle(revokePermissao, async (ctx) => {
    const { userId, permissao } = grantTarget(ctx.params);
    await ctx.asCaller(async (sql, me) => {
      requireMay('permissoes', 'delete', me);
      if (!(await person(sql, userId))) throw notFound(PERMISSAO_MESSAGES.userNotFound);
      const removed = await sql.query(
        'delete from public.permissoes where cp_usuario_id = $1 and cp_permissao = $2 returning cp_usuario_id',
        [userId, permissao],
      );
      if (removed.length === 0) throw notFound(PERMISSAO_MESSAGES.notHeld);
    });
    return { msg: PERMISSAO_MESSAGES.revoked };
  }),
];
