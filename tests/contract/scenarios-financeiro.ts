/**
 * Contract scenarios of recording payments (docs/matriculas.md, "Recording a
 * payment"): the spec's `PUT /update-status/:id` with the payment's day and
 * method, and `PUT /parcelas/pagamento` for several installments at once —
 * the author is always the caller whatever the body says, a future day is a
 * 400 in Portuguese, 'à vencer' clears the record, a paid installment keeps
 * the payment it has, another school's staff cannot, and a batch with one
 * installment out of reach writes none. The installments list's order (what
 * is due first; a student's grouped by enrolment) is checked here too, by
 * the contract's own keys (rules/parcelas.ts parcelaOrdem).
 *
 * The installments paid here are those of enrolments the scenario registers
 * (due from 2027: unpaid on every backend and every day), so no expectation
 * depends on which seeded installment is paid on the day the tests run.
 */
import { expect } from 'vitest';
import { z } from 'zod';
import { MAX_PAGAMENTO_PARCELAS, Parcela, parcelaOrderFor } from '../../supabase/functions/_shared/contract/index.ts';
import { businessToday } from '../../supabase/functions/_shared/contract/dates.ts';
import { compareBy } from '../../supabase/functions/_shared/contract/order.ts';
import { parcelaOrdem } from '../../supabase/functions/_shared/contract/rules/parcelas.ts';
import { P, SEED } from './people.ts';
import type { Actor, Answer, Expectation, RequestSpec, Scenario, Step } from './scenario.ts';
import { bodyOf, callerDenials, error, get, id, M, ok, post, put, rowsOf } from './scenarios-kit.ts';

const Parcelas = z.array(Parcela);

/** The day after the schools' today. */
function tomorrow(): string {
  const [y, m, d] = businessToday().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/** A new parcelado enrolment (R$ 600,00 in 6x from 2027-03-10) of `usuarioId` in `escolaId`. */
const register = (usuarioId: number, escolaId: number): RequestSpec =>
  post('/cadastrar-matricula', {
    usuarioId,
    cursoId: 3,
    escolaId,
    status: 'ativo',
    tipoPagamento: 'parcelado',
    valorCurso: 600,
    numeroParcelas: 6,
    primeiraDataPagamento: '2027-03-10',
  });

const newId = (a: Answer) => bodyOf<{ cp_mt_id: number }>(a).cp_mt_id;
/** The installments of the enrolment registered at step `step`, by number. */
const installmentsOf = (step: number) => (e: readonly Answer[]) =>
  get(`/financeiroParcelas?matriculaId=${newId(e[step]!)}&pageSize=20`);
const byNumber = (a: Answer) => [...rowsOf<Parcela>(a)].sort((x, y) => x.cp_mtPar_numero - y.cp_mtPar_numero);
/** The id of installment `n` (1-based) in the list answered at step `step`. */
const nth = (e: readonly Answer[], step: number, n: number) => byNumber(e[step]!)[n - 1]!.cp_mtPar_id;

/** What a payment record says, read off an installment. */
const record = (p: Parcela) => ({
  status: p.cp_mtPar_status,
  situacao: p.cp_mtPar_situacao,
  pagoEm: p.cp_mtPar_pago_em,
  forma: p.cp_mtPar_forma_pagamento,
  por: p.cp_mtPar_pago_por,
  nome: p.cp_mtPar_pago_por_nome,
});
const UNPAID = { status: 'à vencer', pagoEm: null, forma: null, por: null, nome: null };
const paidBy = (who: 'secretaria' | 'gestor' | 'diretor2', pagoEm: string, forma: string | null) => ({
  status: 'Pago',
  situacao: 'Pago',
  pagoEm,
  forma,
  por: id(who),
  nome: P[who].cp_nome,
});

/** Installment `n` of the list answered by this step has `expected`. */
const expectRecord = (n: number, expected: Record<string, unknown>) => (a: Answer) =>
  expect(record(byNumber(a)[n - 1]!)).toMatchObject(expected);

/** `as` reads the installments of the enrolment registered first: installment `n` has `expected`. */
const recordIs = (as: Actor, n: number, expected: Record<string, unknown>): Step => ({
  as,
  request: installmentsOf(0),
  expect: ok({ check: expectRecord(n, expected) }),
});

/** `as` puts `body` to installment `n` of the list read at step 1; by default the answer is the spec's message. */
const setStatus = (
  as: Actor,
  n: number,
  body: Record<string, unknown>,
  expected: Expectation = ok({ body: { msg: M.statusUpdated } }),
): Step => ({
  as,
  request: (e) => put(`/update-status/${nth(e, 1, n)}`, body),
  expect: expected,
});

// ---------------------------------------------------------------------------
// PUT /update-status/:id — one installment, with its payment
// ---------------------------------------------------------------------------

const statusScenarios: Scenario[] = [
  {
    name: 'updateParcelaStatus: a secretary records a payment’s day and method; the author is the caller whatever the body says',
    as: 'secretaria',
    request: register(id('alunoB'), 1),
    expect: ok(),
    then: [
      { as: 'secretaria', request: installmentsOf(0), expect: ok({ schema: Parcelas, check: expectRecord(1, UNPAID) }) },
      {
        as: 'secretaria',
        request: (e) =>
          put(`/update-status/${nth(e, 1, 1)}`, {
            status: 'Pago',
            dataPagamento: '2026-01-05',
            formaPagamento: 'pix',
            // Claims the contract does not read: the server sets the author from the caller.
            cp_mtPar_pago_por: id('gestor'),
            cp_mtPar_pago_por_nome: 'Outra Pessoa',
            pagoPor: id('gestor'),
          }),
        expect: ok({ body: { msg: M.statusUpdated } }),
      },
      {
        as: 'secretaria',
        request: installmentsOf(0),
        expect: ok({
          check: (a) => {
            expectRecord(1, paidBy('secretaria', '2026-01-05', 'pix'))(a);
            expectRecord(2, UNPAID)(a);
          },
        }),
      },
      // The student reads who recorded it too (the name is kept with the payment).
      recordIs('alunoB', 1, paidBy('secretaria', '2026-01-05', 'pix')),
      // Paid already: 'Pago' again, by the Gestor, keeps the payment recorded.
      setStatus('gestor', 1, { status: 'Pago', dataPagamento: '2026-01-09', formaPagamento: 'boleto' }),
      recordIs('secretaria', 1, paidBy('secretaria', '2026-01-05', 'pix')),
      // 'Não Pago' (sent as 'à vencer') clears the record; what comes with it is ignored.
      setStatus('secretaria', 1, { status: 'à vencer', dataPagamento: '2026-01-05', formaPagamento: 'pix' }),
      recordIs('secretaria', 1, UNPAID),
      // The spec's body alone: today, no method, the caller (here the Gestor, of any school).
      setStatus('gestor', 1, { status: 'Pago' }),
      {
        as: 'secretaria',
        request: installmentsOf(0),
        expect: ok({ check: (a) => expectRecord(1, paidBy('gestor', businessToday(), null))(a) }),
      },
    ],
  },
  {
    name: 'updateParcelaStatus: a payment dated in the future is a 400 in Portuguese, and nothing is written',
    as: 'secretaria',
    request: register(id('alunoB'), 1),
    expect: ok(),
    then: [
      { as: 'secretaria', request: installmentsOf(0), expect: ok() },
      {
        as: 'secretaria',
        request: (e) =>
          put(`/update-status/${nth(e, 1, 2)}`, { status: 'Pago', dataPagamento: tomorrow(), formaPagamento: 'dinheiro' }),
        expect: error(400, M.pagamentoFuturo),
      },
      recordIs('secretaria', 2, UNPAID),
      setStatus('secretaria', 2, { status: 'Pago', formaPagamento: 'cheque' }, error(400, 'Forma de pagamento inválida.')),
      setStatus('secretaria', 2, { status: 'Pago', dataPagamento: '2026-02-30' }, { status: 400 }),
      recordIs('secretaria', 2, UNPAID),
    ],
  },
  {
    name: 'updateParcelaStatus: another school’s staff cannot record a payment (404), a student cannot (403); nothing changes',
    as: 'secretaria',
    request: register(id('alunoB'), 1),
    expect: ok(),
    then: [
      { as: 'secretaria', request: installmentsOf(0), expect: ok() },
      setStatus('diretor2', 3, { status: 'Pago', formaPagamento: 'pix' }, error(404, M.parcelaNotFound)),
      setStatus('secretaria2', 3, { status: 'Pago', formaPagamento: 'pix' }, error(404, M.parcelaNotFound)),
      setStatus('alunoB', 3, { status: 'Pago', formaPagamento: 'pix' }, error(403, M.forbidden)),
      setStatus('professor', 3, { status: 'Pago', formaPagamento: 'pix' }, error(404, M.parcelaNotFound)),
      recordIs('secretaria', 3, UNPAID),
    ],
  },
];

// ---------------------------------------------------------------------------
// PUT /parcelas/pagamento — several installments, all or none
// ---------------------------------------------------------------------------

const pagamento = (ids: readonly number[], extra: Record<string, unknown> = {}) =>
  put('/parcelas/pagamento', { ids, dataPagamento: '2026-01-10', formaPagamento: 'dinheiro', ...extra });

const bulkScenarios: Scenario[] = [
  {
    name: 'registrarPagamentos: a secretary pays 3 installments at once, with one day and method, recorded as hers',
    as: 'secretaria',
    request: register(id('alunoB'), 1),
    expect: ok(),
    then: [
      { as: 'secretaria', request: installmentsOf(0), expect: ok() },
      {
        as: 'secretaria',
        // An id twice counts once; an author claimed in the body is not read.
        request: (e) =>
          put('/parcelas/pagamento', {
            ids: [nth(e, 1, 1), nth(e, 1, 2), nth(e, 1, 3), nth(e, 1, 3)],
            dataPagamento: '2026-01-10',
            formaPagamento: 'dinheiro',
            cp_mtPar_pago_por: id('gestor'),
          }),
        expect: ok({ body: { msg: M.statusUpdated, quantidade: 3 } }),
      },
      {
        as: 'secretaria',
        request: installmentsOf(0),
        expect: ok({
          check: (a) => {
            for (const n of [1, 2, 3]) expectRecord(n, paidBy('secretaria', '2026-01-10', 'dinheiro'))(a);
            for (const n of [4, 5, 6]) expectRecord(n, UNPAID)(a);
          },
        }),
      },
      // One already paid keeps its payment; only the other is counted.
      {
        as: 'diretor',
        request: (e) =>
          pagamento([nth(e, 1, 3), nth(e, 1, 4)], { formaPagamento: 'cartao_credito', dataPagamento: '2026-01-12' }),
        expect: ok({ body: { msg: M.statusUpdated, quantidade: 1 } }),
      },
      {
        as: 'secretaria',
        request: installmentsOf(0),
        expect: ok({
          check: (a) => {
            expectRecord(3, paidBy('secretaria', '2026-01-10', 'dinheiro'))(a);
            expectRecord(4, {
              status: 'Pago',
              pagoEm: '2026-01-12',
              forma: 'cartao_credito',
              por: id('diretor'),
              nome: P.diretor.cp_nome,
            })(a);
          },
        }),
      },
      // The Gestor pays any school's.
      {
        as: 'gestor',
        request: (e) => pagamento([nth(e, 1, 5)], { formaPagamento: 'transferencia', dataPagamento: businessToday() }),
        expect: ok({ body: { quantidade: 1 } }),
      },
      recordIs('secretaria', 5, paidBy('gestor', businessToday(), 'transferencia')),
    ],
  },
  {
    name: 'registrarPagamentos: a batch with another school’s installment is refused whole (404), and none is paid',
    as: 'diretor2',
    request: register(id('aluno2'), 2),
    expect: ok(),
    then: [
      { as: 'secretaria', request: register(id('alunoB'), 1), expect: ok() },
      { as: 'diretor2', request: installmentsOf(0), expect: ok() },
      { as: 'secretaria', request: installmentsOf(1), expect: ok() },
      {
        as: 'secretaria',
        request: (e) => pagamento([nth(e, 3, 1), nth(e, 3, 2), nth(e, 2, 1)]),
        expect: error(404, M.parcelaNotFound),
      },
      {
        as: 'secretaria',
        request: installmentsOf(1),
        expect: ok({ check: (a) => [1, 2].forEach((n) => expectRecord(n, UNPAID)(a)) }),
      },
      recordIs('diretor2', 1, UNPAID),
      // Every installment is the caller's to write, or none is written: a student's own is 403.
      { as: 'alunoB', request: (e) => pagamento([nth(e, 3, 1)]), expect: error(403, M.forbidden) },
      { as: 'professor', request: (e) => pagamento([nth(e, 3, 1)]), expect: error(404, M.parcelaNotFound) },
      { as: 'secretaria', request: (e) => pagamento([nth(e, 3, 1), 9_999_999]), expect: error(404, M.parcelaNotFound) },
      { as: 'secretaria', request: installmentsOf(1), expect: ok({ check: expectRecord(1, UNPAID) }) },
      // The Gestor may pay both schools' in one batch.
      { as: 'gestor', request: (e) => pagamento([nth(e, 3, 1), nth(e, 2, 1)]), expect: ok({ body: { quantidade: 2 } }) },
      recordIs('diretor2', 1, paidBy('gestor', '2026-01-10', 'dinheiro')),
    ],
  },
  {
    name: 'registrarPagamentos: bad batches are 400s in Portuguese (future day, no method, no ids, too many), and nothing is paid',
    as: 'secretaria',
    request: register(id('alunoB'), 1),
    expect: ok(),
    then: [
      { as: 'secretaria', request: installmentsOf(0), expect: ok() },
      {
        as: 'secretaria',
        request: (e) => pagamento([nth(e, 1, 1)], { dataPagamento: tomorrow() }),
        expect: error(400, M.pagamentoFuturo),
      },
      {
        as: 'secretaria',
        request: (e) => put('/parcelas/pagamento', { ids: [nth(e, 1, 1)], dataPagamento: '2026-01-10' }),
        expect: error(400, 'Forma de pagamento inválida.'),
      },
      { as: 'secretaria', request: pagamento([]), expect: error(400, 'Escolha ao menos uma parcela.') },
      {
        as: 'secretaria',
        request: pagamento(Array.from({ length: MAX_PAGAMENTO_PARCELAS + 1 }, (_, i) => i + 1)),
        expect: error(400, `Escolha no máximo ${MAX_PAGAMENTO_PARCELAS} parcelas.`),
      },
      {
        as: 'secretaria',
        request: put('/parcelas/pagamento', { formaPagamento: 'pix' }),
        expect: error(400, 'Escolha as parcelas.'),
      },
      recordIs('secretaria', 1, UNPAID),
    ],
  },
  ...callerDenials('registrarPagamentos', pagamento([1])),
];

// ---------------------------------------------------------------------------
// The list's order: what is due first; a student's by enrolment
// ---------------------------------------------------------------------------

/** The rows of every page answered after the first step, in order. */
const rowsAfter = (earlier: readonly Answer[]) => earlier.slice(1).flatMap((e) => rowsOf<Parcela>(e));

const isSorted = (rows: readonly Parcela[], own: boolean) => {
  const compare = compareBy(parcelaOrderFor(own));
  const keys = rows.map(parcelaOrdem);
  for (let i = 1; i < keys.length; i++) {
    expect(compare(keys[i - 1]!, keys[i]!), `rows ${i - 1} and ${i}`).toBeLessThan(0);
  }
};

const ownInstallments = SEED.parcelas.filter((p) => p.cp_mt_usuario === id('aluno')).length;
const activeOfAluno = SEED.matriculas.find((m) => m.cp_mt_usuario === id('aluno') && m.cp_status_matricula === 'ativo')!;

const orderScenarios: Scenario[] = [
  ...(['secretaria', 'gestor'] as const).map((who): Scenario => ({
    name: `listParcelas: ${who}'s list opens on what is due — overdue and this month's, the oldest first — then the future, then the paid, the latest payment first`,
    as: who,
    request: get('/financeiroParcelas?pageSize=1'),
    expect: ok(),
    then: [
      ...Array.from(
        { length: Math.ceil(SEED.parcelas.filter((p) => who === 'gestor' || p.cp_mt_escola === 1).length / 100) },
        (_, i) => ({
          as: who,
          request: get(`/financeiroParcelas?page=${i + 1}&pageSize=100`),
          expect: ok({ schema: Parcelas }),
        }),
      ),
      {
        as: who,
        request: get('/financeiroParcelas?page=1&pageSize=5'),
        expect: ok({
          check: (a, e) => {
            const all = rowsAfter(e);
            expect(all.length).toBe(Number(e[0]!.headers.get('X-Total-Count')));
            isSorted(all, false);
            const blocks = all.map((p) => parcelaOrdem(p).ordem_bloco);
            expect(new Set(blocks)).toEqual(new Set([0, 1, 2]));
            // The first page is the first rows: what is due.
            expect(rowsOf<Parcela>(a).map((p) => p.cp_mtPar_id)).toEqual(all.slice(0, 5).map((p) => p.cp_mtPar_id));
            expect(rowsOf<Parcela>(a).every((p) => p.cp_mtPar_situacao === 'Vencido' || p.cp_mtPar_situacao === 'À vencer')).toBe(
              true,
            );
          },
        }),
      },
    ],
  })),
  {
    name: 'listParcelas: a student sees their installments grouped by enrolment — the active one first, its open ones first',
    as: 'aluno',
    request: get('/financeiroParcelas?pageSize=100'),
    expect: ok({
      schema: Parcelas,
      check: (a) => {
        const rows = rowsOf<Parcela>(a);
        expect(rows.length).toBe(ownInstallments);
        isSorted(rows, true);
        const active = rows.filter((p) => p.cp_mt_id === activeOfAluno.cp_mt_id);
        expect(rows.slice(0, active.length)).toEqual(active);
        expect(rows.slice(active.length).every((p) => p.cp_status_matricula !== 'ativo')).toBe(true);
        const firstPaid = active.findIndex((p) => p.cp_mtPar_situacao === 'Pago');
        expect(firstPaid).toBeGreaterThan(0);
        expect(active.slice(firstPaid).every((p) => p.cp_mtPar_situacao === 'Pago')).toBe(true);
      },
    }),
    then: [
      // Paged the same way: page 1 of 10 is the active enrolment's first ten.
      {
        as: 'aluno',
        request: get('/financeiroParcelas?page=1&pageSize=10'),
        expect: ok({
          check: (a, e) =>
            expect(rowsOf<Parcela>(a).map((p) => p.cp_mtPar_id)).toEqual(
              rowsOf<Parcela>(e[0]!)
                .slice(0, 10)
                .map((p) => p.cp_mtPar_id),
            ),
        }),
      },
    ],
  },
];

export const FINANCEIRO_SCENARIOS: readonly Scenario[] = [...statusScenarios, ...bulkScenarios, ...orderScenarios];

export const FINANCEIRO_ENDPOINTS = ['registrarPagamentos'] as const;
