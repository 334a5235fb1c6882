/**
 * Grants (docs/materiais.md; the contract's permissoes.ts): the gestor gives
 * a live director, secretary or teacher (GRANTEE_TYPES) a permission
 * (GRANTABLE) and takes it back; everyone lists their own. Stored in
 * public.permissoes, whose policies (gestor writes, everyone reads their own
 * rows) and guard (permissoes_guard: the grantee's type) decide; the checks
 * here choose the message, in the mock's order.
 */
import { GRANTEE_TYPES } from '../../_shared/contract/access.ts';
import type { UserType } from '../../_shared/contract/constants.ts';
import {
  grantPermissao,
  GrantSchema,
  listPermissoes,
  minhasPermissoes,
  PERMISSAO_MESSAGES,
  revokePermissao,
  type Permissao,
} from '../../_shared/contract/permissoes.ts';
import { parseWith } from '../../_shared/contract/request-validation.ts';
import type { Sql } from '../ports.ts';
import { badRequest, notFound, sqlState } from '../lib/errors.ts';
import { pageSlice } from '../../_shared/contract/paging.ts';
import { listReply, Where } from '../lib/list.ts';
import { idParam } from '../lib/params.ts';
import { handle, type Route } from '../lib/route.ts';
import { grantsOf, requireMay, scopeFilter } from '../lib/scope.ts';

/** The path's person and permission: a positive id and a GRANTABLE name, else 400. */
function target(params: Readonly<Record<string, string>>) {
  const userId = idParam(params, 'userId');
  const parsed = parseWith(GrantSchema, params.permissao);
  if (!parsed.ok) throw badRequest(parsed.msg);
  return { userId, permissao: parsed.data };
}

/** The person a grant names, deleted or not (the gestor reads every profile), or null. */
async function person(sql: Sql, userId: number) {
  const [row] = await sql.query<{ type: number; excluido: number }>(
    'select cp_tipo_user as type, cp_excluido as excluido from public.profiles where cp_id = $1',
    [userId],
  );
  return row ?? null;
}

const ISO_UTC = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

export const permissaoRoutes: Route[] = [
  /** The gestor: every grant; the others: their own. Ordered by the holder's name (compareNames), then id. */
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
        `select g.cp_usuario_id, g.cp_permissao, p.cp_nome, p.cp_tipo_user,
                to_char(g.cp_concedida_em at time zone 'UTC', ${ISO_UTC}) as cp_concedida_em
           ${from}
          where ${where}
          order by private.fold(p.cp_nome) collate "C", g.cp_usuario_id, g.cp_permissao collate "C"
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
    const { userId, permissao } = target(ctx.params);
    await ctx.asCaller(async (sql, me) => {
      requireMay('permissoes', 'write', me);
      const grantee = await person(sql, userId);
      if (!grantee) throw notFound(PERMISSAO_MESSAGES.userNotFound);
      if (grantee.excluido !== 0 || !GRANTEE_TYPES.includes(grantee.type as UserType)) {
        throw badRequest(PERMISSAO_MESSAGES.grantee);
      }
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
    const { userId, permissao } = target(ctx.params);
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
