/**
 * Grants (docs/materiais.md; the contract's permissoes.ts): the gestor gives
 * a person of GRANTEE_TYPES a permission (GRANTABLE) and takes it back;
 * everyone lists their own (ACCESS.permissoes). A held grant makes its
 * holder the gestor for that resource in every scope check (callerFor reads
 * it on each request).
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
} from '@contract';
import { compareBy } from '@contract/order';
import { rowFacts } from '@contract/access';
import type { MockDb } from '../db/schema';
import type { PermissaoRow } from '../seed/rows';
import { badRequest, notFound } from '../lib/errors';
import { listReply } from '../lib/list';
import { reply } from '../lib/reply';
import { route, type MockRoute } from '../lib/route';
import { assertMayList, assertMayWrite, listableRows } from '../lib/scope';

function answer(db: MockDb, row: PermissaoRow): Permissao | null {
  const user = db.usuarios.findFirst((q) => q.where({ cp_id: row.cp_usuario_id }));
  if (!user) return null;
  return {
    cp_usuario_id: row.cp_usuario_id,
    cp_permissao: row.cp_permissao,
    cp_nome: user.cp_nome,
    cp_tipo_user: user.cp_tipo_user,
    cp_concedida_em: row.cp_concedida_em,
  };
}

const held = (db: MockDb, userId: number, permissao: string) =>
  db.permissoes.findFirst((q) => q.where({ cp_usuario_id: userId, cp_permissao: permissao as PermissaoRow['cp_permissao'] }));

export const permissaoRoutes: MockRoute[] = [
  route(listPermissoes, ({ query, auth, db }) => {
    assertMayList('permissoes', auth);
    const rows = listableRows('permissoes', auth, db.permissoes.all(), (row) => rowFacts('permissoes', row))
      .filter((row) => query.permissao === undefined || row.cp_permissao === query.permissao)
      .map((row) => answer(db, row))
      .filter((row): row is Permissao => row !== null);
    const page = listReply(rows, query, {
      sort: compareBy(PERMISSAO_ORDER),
    });
    return reply(page.body, { headers: { ...page.headers } });
  }),

  route(minhasPermissoes, ({ auth }) => ({ permissoes: [...(auth.grants ?? [])].sort() })),

  route(grantPermissao, async ({ params, auth, db }) => {
    const { userId, permissao } = grantTarget(params);
    assertMayWrite('permissoes', auth);
    const user = db.usuarios.findFirst((q) => q.where({ cp_id: userId }));
    if (!user) throw notFound(PERMISSAO_MESSAGES.userNotFound);
    if (!mayHoldGrant(user)) throw badRequest(PERMISSAO_MESSAGES.grantee);
    if (!held(db, userId, permissao)) {
      await db.permissoes.create({
        cp_usuario_id: userId,
        cp_permissao: permissao,
        cp_concedida_por: auth.userId,
        cp_concedida_em: new Date().toISOString(),
      });
    }
    return { msg: PERMISSAO_MESSAGES.granted };
  }),

  route(revokePermissao, ({ params, auth, db }) => {
    const { userId, permissao } = grantTarget(params);
    assertMayWrite('permissoes', auth, 'delete');
    if (!db.usuarios.findFirst((q) => q.where({ cp_id: userId }))) throw notFound(PERMISSAO_MESSAGES.userNotFound);
    if (!held(db, userId, permissao)) throw notFound(PERMISSAO_MESSAGES.notHeld);
    db.permissoes.delete((q) => q.where({ cp_usuario_id: userId, cp_permissao: permissao }));
    return { msg: PERMISSAO_MESSAGES.revoked };
  }),
];
