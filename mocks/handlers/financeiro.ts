/**
 * Finance (spec section 7, "Finance"; docs/matriculas.md): the installments
 * list with its shown status, the status control, and the summary cards. A
 * student reads only their own installments of parcelado enrolments.
 */
import {
  getResumoFinanceiro,
  listParcelas,
  parcelaOrderFor,
  PARCELA_SEARCH,
  registrarPagamentos,
  updateParcelaStatus,
  type FormaPagamento,
  type Parcela,
  type ParcelaRow,
} from '@contract';
import { compareBy } from '@contract/order';
import { searchTextOf } from '@contract/search';
import { businessToday } from '@contract/dates';
import { allows, rowFacts, scopeOf, type Caller } from '@contract/access';
import {
  isPaid,
  pagamentoProblem,
  parcelaAnswer,
  parcelaOrdem,
  parcelaStatus,
  SEM_PAGAMENTO,
  staffCards,
  studentCards,
  type ParcelaOrdem,
} from '@contract/rules/parcelas';
import type { MockDb } from '../db/schema';
import { badRequest, forbidden, MSG, notFound } from '../lib/errors';
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

/** The day a payment is recorded on: the one given, or the school's today; a future one is refused. */
function pagamentoDay(given: string | undefined, today: string): string {
  const day = given ?? today;
  const problem = pagamentoProblem(day, today);
  if (problem) throw badRequest(MSG[problem]);
  return day;
}

/**
 * Records a payment as private.parcelas_pagamento does: an unpaid installment
 * becomes paid on `day`, by `forma`, recorded by the caller (their name as it
 * is now); a paid one keeps the payment it has.
 */
async function pay(db: MockDb, caller: Caller, id: number, day: string, forma: FormaPagamento | null): Promise<boolean> {
  const author = db.usuarios.findFirst((q) => q.where({ cp_id: caller.userId }));
  let paid = false;
  await db.parcelas.update((q) => q.where({ cp_mtPar_id: id }), {
    data(p) {
      if (isPaid(p.cp_mtPar_status)) return;
      paid = true;
      p.cp_mtPar_status = 'Pago';
      p.cp_mtPar_pago_em = day;
      p.cp_mtPar_forma_pagamento = forma;
      p.cp_mtPar_pago_por = caller.userId;
      p.cp_mtPar_pago_por_nome = author?.cp_nome ?? null;
    },
  });
  return paid;
}

export const financeiroRoutes: MockRoute[] = [
  route(listParcelas, ({ query, auth, db }) => {
    assertMayList('parcelas', auth);
    const today = businessToday();
    const matriculas = new Map(db.matriculas.all().map((m) => [m.cp_mt_id, m]));
    // The order's keys, computed once per row (rules/parcelas.ts parcelaOrdem).
    const keys = new Map<number, ParcelaOrdem>();
    const keysOf = (p: ParcelaRow): ParcelaOrdem => {
      let k = keys.get(p.cp_mtPar_id);
      if (!k) {
        k = parcelaOrdem({
          ...p,
          cp_mtPar_situacao: parcelaStatus(p.cp_mtPar_status, p.cp_mtPar_dataParcela, today),
          cp_status_matricula: matriculas.get(p.cp_mt_id)!.cp_status_matricula,
        });
        keys.set(p.cp_mtPar_id, k);
      }
      return k;
    };
    const compare = compareBy(parcelaOrderFor(ownOnly(auth)));
    return listReply(
      visibleParcelas(db, auth),
      query,
      {
        searchText: (p) => searchText({ cp_mt_nome_usuario: matriculas.get(p.cp_mt_id)?.cp_mt_nome_usuario ?? null }),
        filters: [
          (p) => query.schoolId === undefined || p.cp_mt_escola === query.schoolId,
          (p) => query.userId === undefined || p.cp_mt_usuario === query.userId,
          (p) => query.matriculaId === undefined || p.cp_mt_id === query.matriculaId,
          (p) =>
            query.situacao === undefined || parcelaStatus(p.cp_mtPar_status, p.cp_mtPar_dataParcela, today) === query.situacao,
        ],
        sort: (a, b) => compare(keysOf(a), keysOf(b)),
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
    if (body.status === 'Pago') {
      await pay(db, auth, id, pagamentoDay(body.dataPagamento, businessToday()), body.formaPagamento ?? null);
    } else {
      await db.parcelas.update((q) => q.where({ cp_mtPar_id: id }), {
        data(p) {
          Object.assign(p, { cp_mtPar_status: body.status, ...SEM_PAGAMENTO });
        },
      });
    }
    return { msg: MSG.statusUpdated };
  }),

  route(registrarPagamentos, async ({ body, auth, db }) => {
    const ids = [...new Set(body.ids)];
    const day = pagamentoDay(body.dataPagamento, businessToday());
    // All or none: every installment is checked before any is written.
    const rows = ids.map((id) => db.parcelas.findFirst((q) => q.where({ cp_mtPar_id: id })));
    for (const row of rows) {
      if (!row) throw notFound(MSG.parcelaNotFound);
      assertReadable('parcelas', auth, facts(row), MSG.parcelaNotFound);
    }
    for (const row of rows) assertWritable('parcelas', auth, facts(row!));
    let quantidade = 0;
    for (const id of ids) if (await pay(db, auth, id, day, body.formaPagamento)) quantidade++;
    return { msg: MSG.statusUpdated, quantidade };
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
