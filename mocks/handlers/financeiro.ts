/**
 * Finance (spec section 7, "Finance"; docs/matriculas.md): the installments
 * list with its shown status, the status control, and the summary cards. A
 * student reads only their own installments of parcelado enrolments.
 */
import {
  getResumoFinanceiro,
  listParcelas,
  PARCELA_ORDER,
  PARCELA_SEARCH,
  updateParcelaStatus,
  type Parcela,
  type ParcelaRow,
} from '@contract';
import { compareBy } from '@contract/order';
import { searchTextOf } from '@contract/search';
import { businessToday } from '@contract/dates';
import { allows, rowFacts, scopeOf, type Caller } from '@contract/access';
import { parcelaAnswer, parcelaStatus, staffCards, studentCards } from '@contract/rules/parcelas';
import type { MockDb } from '../db/schema';
import { forbidden, MSG, notFound } from '../lib/errors';
import { listReply } from '../lib/list';
import { route, type MockRoute } from '../lib/route';
import { assertMayList, assertReadable, assertWritable, listableRows } from '../lib/scope';
import { idParam } from '../lib/validation';

const facts = (p: Pick<ParcelaRow, 'cp_mt_escola' | 'cp_mt_usuario'>) => rowFacts('parcelas', p);
const searchText = searchTextOf(PARCELA_SEARCH);

/** Whether the caller reads installments only as their owner (a student): then only parcelado ones. */
const ownOnly = (caller: Caller) => scopeOf('parcelas', 'read', caller.type) === 'self';

/** An installment as answered (docs/matriculas.md). */
function toParcela(db: MockDb, caller: Caller, row: ParcelaRow, today: string): Parcela {
  const m = db.matriculas.findFirst((q) => q.where({ cp_mt_id: row.cp_mt_id }))!;
  const escola = db.escolas.findFirst((q) => q.where({ cp_ec_id: row.cp_mt_escola })) ?? null;
  const student = db.usuarios.findFirst((q) => q.where({ cp_id: row.cp_mt_usuario }));
  return parcelaAnswer(row, {
    matricula: m,
    situacao: parcelaStatus(row.cp_mtPar_status, row.cp_mtPar_dataParcela, today),
    whatsapp: student?.cp_whatsapp ?? null,
    mayWrite: allows('parcelas', 'write', caller, facts(row)),
    escola,
  });
}

/** The installments the caller may see (a student: only those of parcelado enrolments). */
function visibleParcelas(db: MockDb, caller: Caller): ParcelaRow[] {
  const rows = listableRows('parcelas', caller, db.parcelas.all(), facts);
  if (!ownOnly(caller)) return rows;
  const parcelado = new Set(db.matriculas.findMany((q) => q.where({ cp_mt_tipo_pagamento: 'parcelado' })).map((m) => m.cp_mt_id));
  return rows.filter((p) => parcelado.has(p.cp_mt_id));
}

export const financeiroRoutes: MockRoute[] = [
  route(listParcelas, ({ query, auth, db }) => {
    assertMayList('parcelas', auth);
    const today = businessToday();
    const nameOf = new Map(db.matriculas.all().map((m) => [m.cp_mt_id, m.cp_mt_nome_usuario]));
    return listReply(
      visibleParcelas(db, auth),
      query,
      {
        searchText: (p) => searchText({ cp_mt_nome_usuario: nameOf.get(p.cp_mt_id) ?? null }),
        filters: [
          (p) => query.schoolId === undefined || p.cp_mt_escola === query.schoolId,
          (p) => query.userId === undefined || p.cp_mt_usuario === query.userId,
          (p) => query.matriculaId === undefined || p.cp_mt_id === query.matriculaId,
          (p) =>
            query.situacao === undefined || parcelaStatus(p.cp_mtPar_status, p.cp_mtPar_dataParcela, today) === query.situacao,
        ],
        sort: compareBy(PARCELA_ORDER),
      },
      (p) => toParcela(db, auth, p, today),
    );
  }),

  route(updateParcelaStatus, async ({ params, body, auth, db }) => {
    const id = idParam(params, 'installmentId');
    const row = db.parcelas.findFirst((q) => q.where({ cp_mtPar_id: id }));
    if (!row) throw notFound(MSG.parcelaNotFound);
    assertReadable('parcelas', auth, facts(row), MSG.parcelaNotFound);
    assertWritable('parcelas', auth, facts(row));
    await db.parcelas.update((q) => q.where({ cp_mtPar_id: id }), {
      data(p) {
        p.cp_mtPar_status = body.status;
      },
    });
    return { msg: MSG.statusUpdated };
  }),

  route(getResumoFinanceiro, ({ query, auth, db }) => {
    assertMayList('parcelas', auth);
    const inSchool = <T extends { cp_mt_escola: number }>(rows: T[]) =>
      query.schoolId === undefined ? rows : rows.filter((r) => r.cp_mt_escola === query.schoolId);
    const matriculas = inSchool(listableRows('matriculas', auth, db.matriculas.all(), (m) => rowFacts('matriculas', m)));
    if (ownOnly(auth)) return studentCards(matriculas, visibleParcelas(db, auth));
    if (scopeOf('parcelas', 'list', auth.type) === 'none') throw forbidden();
    return staffCards(matriculas, inSchool(visibleParcelas(db, auth)), businessToday());
  }),
];
