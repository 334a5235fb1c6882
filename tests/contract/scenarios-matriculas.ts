/**
 * Contract scenarios of enrolments and finance (docs/matriculas.md): the read
 * scope of every role, the user search, registering with the installment
 * plan (read back: values adding up, the last taking the cents), editing that
 * keeps paid installments, deleting refused with payments, the installments
 * list with its shown status, PIX facts and WhatsApp, the status control and
 * the cards.
 *
 * The mock is seeded for today and the database for a fixed day with its
 * dates moved, so due dates (and, near month ends, which old installment is
 * paid) may differ between backends: every expectation here is either a fact
 * that does not depend on the day (ids, schools, students, values, counts), or
 * checked against the answer itself (a row's shown status against its own
 * date; the cards against the backend's own lists, with the contract's rules).
 */
import { expect } from 'vitest';
import { z } from 'zod';
import {
  Matricula,
  MatriculaForm,
  Parcela,
  parcelaOrderFor,
  ResumoFinanceiro,
  UsuarioMatricula,
  UsuarioMatriculaHit,
} from '../../supabase/functions/_shared/contract/index.ts';
import { businessToday } from '../../supabase/functions/_shared/contract/dates.ts';
import { compareBy } from '../../supabase/functions/_shared/contract/order.ts';
import {
  parcelaOrdem,
  parcelaStatus,
  staffCards,
  studentCards,
} from '../../supabase/functions/_shared/contract/rules/parcelas.ts';
import { NO_SUCH_ID, P, PASSWORD, SEED, type PersonKey } from './people.ts';
import type { Answer, RequestSpec, Scenario, Step } from './scenario.ts';
import {
  bodyOf,
  callerDenials,
  del,
  error,
  exactlyIds,
  firstMessage,
  get,
  id,
  idsOf,
  M,
  ok,
  post,
  put,
  rowsOf,
  totalOf,
} from './scenarios-kit.ts';

const MT = 'cp_mt_id';
const PAR = 'cp_mtPar_id';
const Matriculas = z.array(Matricula);
const Parcelas = z.array(Parcela);

const enrolmentsWhere = (p: (m: (typeof SEED.matriculas)[number]) => boolean) => SEED.matriculas.filter(p).map((m) => m.cp_mt_id);
const installmentsWhere = (p: (x: (typeof SEED.parcelas)[number]) => boolean) =>
  SEED.parcelas.filter(p).map((x) => x.cp_mtPar_id);
const parcelado = new Set(enrolmentsWhere((m) => m.cp_mt_tipo_pagamento === 'parcelado'));
const seeded = (n: number) => SEED.matriculas.find((m) => m.cp_mt_id === n)!;

/** The demo student's enrolments (one concluded, one active, both parcelado). */
const DO_ALUNO = enrolmentsWhere((m) => m.cp_mt_usuario === id('aluno'));
/** An active mensalidade enrolment of school 1 and one of school 2 (no installments). */
const MENSALIDADE_1 = SEED.matriculas.find((m) => m.cp_mt_escola === 1 && m.cp_mt_tipo_pagamento === 'mensalidade')!;
const MENSALIDADE_2 = SEED.matriculas.find((m) => m.cp_mt_escola === 2 && m.cp_mt_tipo_pagamento === 'mensalidade')!;
/** A student of school 1 whose enrolments are all mensalidade. */
const ONLY_MENSALIDADE = SEED.usuarios.find(
  (u) =>
    u.cp_escola_id === 1 &&
    SEED.matriculas.some((m) => m.cp_mt_usuario === u.cp_id) &&
    SEED.matriculas.filter((m) => m.cp_mt_usuario === u.cp_id).every((m) => m.cp_mt_tipo_pagamento === 'mensalidade'),
)!;

/** A new enrolment of alunoB (school 1): R$ 1.000,00 in 6x from a fixed date. */
const newForm = (changes: Partial<Record<keyof MatriculaForm, unknown>> = {}) => ({
  usuarioId: id('alunoB'),
  cursoId: 3,
  escolaId: 1,
  status: 'ativo',
  tipoPagamento: 'parcelado',
  valorCurso: 1000,
  numeroParcelas: 6,
  primeiraDataPagamento: '2027-01-31',
  nivelIdioma: 'Básico',
  horarioInicio: '18:30',
  horarioFim: '20:00',
  // Sent by the screen; the server copies the student's name and CPF from their profile instead.
  nomeUsuario: 'Nome Inventado',
  cpfUsuario: '000.000.000-00',
  ...changes,
});

const register = (json: unknown) => post('/cadastrar-matricula', json);
const newId = (a: Answer) => bodyOf<{ cp_mt_id: number }>(a).cp_mt_id;
const installmentsOf =
  (step: number): ((earlier: readonly Answer[]) => RequestSpec) =>
  (earlier) =>
    get(`/financeiroParcelas?matriculaId=${newId(earlier[step]!)}&pageSize=20`);
const cents = (n: number) => Math.round(n * 100);

/** The installments of the answer: numbers, values in cents, statuses. */
/** An answer's installments by number (the list itself opens on what is due: PARCELA_ORDER). */
const byNumero = (a: Answer) => [...rowsOf<Parcela>(a)].sort((x, y) => x.cp_mtPar_numero - y.cp_mtPar_numero);
const plan = (a: Answer) =>
  byNumero(a).map((p) => ({ n: p.cp_mtPar_numero, v: cents(p.cp_mtPar_valorParcela), s: p.cp_mtPar_status }));

/** Every row's shown status is the contract's for its own stored status and date, on the schools' day. */
const statusesAgree = (a: Answer) => {
  const today = businessToday();
  for (const p of rowsOf<Parcela>(a))
    expect(p.cp_mtPar_situacao, `parcela ${p.cp_mtPar_id}`).toBe(parcelaStatus(p.cp_mtPar_status, p.cp_mtPar_dataParcela, today));
};

// ---------------------------------------------------------------------------
// Reading enrolments
// ---------------------------------------------------------------------------

const READS: readonly (readonly [PersonKey, readonly number[]])[] = [
  ['gestor', enrolmentsWhere(() => true)],
  ['diretor', enrolmentsWhere((m) => m.cp_mt_escola === 1)],
  ['secretaria', enrolmentsWhere((m) => m.cp_mt_escola === 1)],
  ['diretor2', enrolmentsWhere((m) => m.cp_mt_escola === 2)],
  ['aluno', DO_ALUNO],
];

const readScenarios: Scenario[] = [
  ...READS.map(([who, ids]): Scenario => ({
    name: `listMatriculas: ${who} sees ${ids.length} enrolment(s) of their scope, with paid installments counted`,
    as: who,
    request: get(`/matriculas?pageSize=100`),
    expect: ok({
      schema: Matriculas,
      check: (a) => {
        exactlyIds(ids, MT)(a);
        for (const m of rowsOf<Matricula>(a)) {
          expect(m.cp_mt_parcelas_pagas).toBeGreaterThanOrEqual(0);
          if (m.cp_mt_tipo_pagamento === 'mensalidade') expect(m.cp_mt_parcelas_pagas).toBe(0);
          else expect(m.cp_mt_parcelas_pagas).toBeLessThanOrEqual(m.cp_mt_quantas_parcelas!);
        }
      },
    }),
  })),
  {
    name: 'listMatriculas: a teacher may not list enrolments',
    as: 'professor',
    request: get('/matriculas'),
    expect: error(403, M.forbidden),
  },
  ...callerDenials('listMatriculas', get('/matriculas')),
  {
    name: 'listMatriculas: searches the student name and CPF digits, filters the status, orders by name',
    as: 'secretaria',
    request: get(`/matriculas?q=${encodeURIComponent(P.aluno.cp_cpf.replace(/\D/g, ''))}`),
    expect: ok({ check: exactlyIds(DO_ALUNO, MT) }),
    then: [
      {
        as: 'secretaria',
        request: get('/matriculas?status=concluido&pageSize=100'),
        expect: ok({
          check: exactlyIds(
            enrolmentsWhere((m) => m.cp_mt_escola === 1 && m.cp_status_matricula === 'concluido'),
            MT,
          ),
        }),
      },
      {
        as: 'gestor',
        request: get('/matriculas?page=2&pageSize=10'),
        expect: ok({
          check: (a) => {
            expect(rowsOf(a)).toHaveLength(10);
            expect(totalOf(a)).toBe(String(SEED.matriculas.length));
          },
        }),
      },
    ],
  },
  {
    name: 'getMatricula: own school 200, another school 404, a student their own only, a teacher nothing',
    as: 'secretaria',
    request: get(`/matriculas/${DO_ALUNO[1]}`),
    expect: ok({ schema: Matricula, body: { cp_mt_id: DO_ALUNO[1], cp_mt_usuario: id('aluno'), cp_mt_escola: 1 } }),
    then: [
      { as: 'secretaria', request: get(`/matriculas/${MENSALIDADE_2.cp_mt_id}`), expect: error(404, M.matriculaNotFound) },
      { as: 'aluno', request: get(`/matriculas/${DO_ALUNO[0]}`), expect: ok({ body: { cp_mt_id: DO_ALUNO[0] } }) },
      { as: 'aluno', request: get(`/matriculas/${MENSALIDADE_1.cp_mt_id}`), expect: error(404, M.matriculaNotFound) },
      { as: 'professor', request: get(`/matriculas/${DO_ALUNO[1]}`), expect: error(404, M.matriculaNotFound) },
      { as: 'gestor', request: get(`/matriculas/${NO_SUCH_ID}`), expect: error(404, M.matriculaNotFound) },
    ],
  },
  {
    name: "getUsuarioMatricula: the enrolment form's personal data of a person of the caller's school",
    as: 'secretaria',
    request: get(`/matricula/${id('alunoB')}`),
    expect: ok({
      schema: UsuarioMatricula,
      body: { nomeUsuario: P.alunoB.cp_nome, cpfUsuario: P.alunoB.cp_cpf, email: P.alunoB.cp_email, escolaId: 1 },
    }),
    then: [
      { as: 'secretaria', request: get(`/matricula/${id('aluno2')}`), expect: error(404, M.userNotFound) },
      { as: 'secretaria', request: get(`/matricula/${id('excluido')}`), expect: error(404, M.userNotFound) },
      { as: 'gestor', request: get(`/matricula/${id('aluno2')}`), expect: ok({ body: { escolaId: 2 } }) },
      { as: 'professor', request: get(`/matricula/${id('alunoB')}`), expect: error(403, M.forbidden) },
      { as: 'aluno', request: get(`/matricula/${id('aluno')}`), expect: error(403, M.forbidden) },
    ],
  },
  {
    name: 'buscarUsuariosMatricula: live people of the caller’s school only, searched by name or CPF',
    as: 'secretaria',
    request: get(`/buscarusermatricula?q=${encodeURIComponent(P.alunoB.cp_nome.split(' ')[0]!)}`),
    expect: ok({
      schema: z.array(UsuarioMatriculaHit),
      check: (a) => {
        const hits = rowsOf<UsuarioMatriculaHit>(a);
        expect(hits.map((h) => h.cp_id)).toContain(id('alunoB'));
        for (const h of hits) expect(h.cp_escola_id).toBe(1);
      },
    }),
    then: [
      {
        as: 'secretaria',
        request: get(`/buscarusermatricula?q=${encodeURIComponent(P.aluno2.cp_nome)}`),
        expect: ok({ check: (a) => expect(idsOf(a)).not.toContain(id('aluno2')) }),
      },
      {
        as: 'secretaria',
        request: get(`/buscarusermatricula?q=${encodeURIComponent(P.excluido.cp_nome)}`),
        expect: ok({ check: (a) => expect(idsOf(a)).not.toContain(id('excluido')) }),
      },
      {
        as: 'gestor',
        request: get(`/buscarusermatricula?escolaId=2&q=${encodeURIComponent(P.aluno2.cp_cpf.replace(/\D/g, ''))}`),
        expect: ok({ check: exactlyIds([id('aluno2')]) }),
      },
      { as: 'professor', request: get('/buscarusermatricula?q=a'), expect: error(403, M.forbidden) },
      // Only students are offered: never the school's staff.
      {
        as: 'gestor',
        request: get('/buscarusermatricula?pageSize=100&escolaId=1'),
        expect: ok({
          check: (a) => {
            const staff = SEED.usuarios.filter((u) => u.cp_tipo_user !== 5).map((u) => u.cp_id);
            expect(idsOf(a).filter((h) => staff.includes(h))).toEqual([]);
            expect(totalOf(a)).toBe(
              String(SEED.usuarios.filter((u) => u.cp_tipo_user === 5 && u.cp_escola_id === 1 && u.cp_excluido === 0).length),
            );
          },
        }),
      },
      ...(['diretor', 'secretaria', 'professor'] as const).map((staff): Step => ({
        as: 'secretaria',
        request: get(`/buscarusermatricula?q=${encodeURIComponent(P[staff].cp_nome)}`),
        expect: ok({ check: (a) => expect(idsOf(a)).not.toContain(id(staff)) }),
      })),
    ],
  },
];

// ---------------------------------------------------------------------------
// Registering, editing, deleting
// ---------------------------------------------------------------------------

/** Nothing was added: the gestor still sees exactly the seeded enrolments. */
const stillSeeded: Step = {
  as: 'gestor',
  request: get('/matriculas?pageSize=100'),
  expect: ok({
    check: exactlyIds(
      SEED.matriculas.map((m) => m.cp_mt_id),
      MT,
    ),
  }),
};

const writeScenarios: Scenario[] = [
  {
    name: 'registerMatricula: 6x R$ 1.000,00 creates 6 installments that add up, the last taking the cents; name and CPF from the profile',
    as: 'secretaria',
    request: register(newForm()),
    expect: ok({ body: { msg: M.matriculaRegistered } }),
    then: [
      {
        as: 'secretaria',
        request: installmentsOf(0),
        expect: ok({
          schema: Parcelas,
          check: (a) => {
            expect(plan(a)).toEqual([
              { n: 1, v: 16667, s: 'à vencer' },
              { n: 2, v: 16667, s: 'à vencer' },
              { n: 3, v: 16667, s: 'à vencer' },
              { n: 4, v: 16667, s: 'à vencer' },
              { n: 5, v: 16667, s: 'à vencer' },
              { n: 6, v: 16665, s: 'à vencer' },
            ]);
            expect(rowsOf<Parcela>(a).map((p) => p.cp_mtPar_dataParcela)).toEqual([
              '2027-01-31',
              '2027-02-28',
              '2027-03-31',
              '2027-04-30',
              '2027-05-31',
              '2027-06-30',
            ]);
            statusesAgree(a);
          },
        }),
      },
      {
        as: 'secretaria',
        request: (earlier) => get(`/matriculas/${newId(earlier[0]!)}`),
        expect: ok({
          body: {
            cp_mt_nome_usuario: P.alunoB.cp_nome,
            cp_mt_cadastro_usuario: P.alunoB.cp_cpf,
            cp_mt_valor_curso: 1000,
            cp_mt_quantas_parcelas: 6,
            cp_mt_parcelas_pagas: 0,
            cp_mt_valor_mensalidade: null,
          },
        }),
      },
    ],
  },
  {
    name: 'registerMatricula: mensalidade creates no installment plan',
    as: 'gestor',
    request: register(newForm({ tipoPagamento: 'mensalidade', valorMensalidade: 350, valorCurso: null, numeroParcelas: null })),
    expect: ok({ body: { msg: M.matriculaRegistered } }),
    then: [
      { as: 'gestor', request: installmentsOf(0), expect: ok({ check: (a) => expect(rowsOf(a)).toEqual([]) }) },
      {
        as: 'gestor',
        request: (earlier) => get(`/matriculas/${newId(earlier[0]!)}`),
        expect: ok({
          body: {
            cp_mt_tipo_pagamento: 'mensalidade',
            cp_mt_valor_mensalidade: 350,
            cp_mt_valor_curso: null,
            cp_mt_quantas_parcelas: null,
          },
        }),
      },
    ],
  },
  {
    name: 'registerMatricula: refused writes change nothing (another school 403, a person of another school 400, no count 400, no course 400, teacher and student 403)',
    as: 'secretaria',
    request: register(newForm({ escolaId: 2, usuarioId: id('aluno2') })),
    expect: error(403, M.forbidden),
    then: [
      { as: 'secretaria', request: register(newForm({ usuarioId: id('aluno2') })), expect: error(400, M.matriculaUserInvalid) },
      {
        as: 'gestor',
        request: register(newForm({ usuarioId: id('excluido'), escolaId: P.excluido.cp_escola_id })),
        expect: error(400, M.matriculaUserInvalid),
      },
      {
        as: 'secretaria',
        request: register(newForm({ numeroParcelas: null })),
        expect: error(400, firstMessage(MatriculaForm, newForm({ numeroParcelas: null }))),
      },
      { as: 'secretaria', request: register(newForm({ numeroParcelas: 14 })), expect: { status: 400 } },
      { as: 'secretaria', request: register(newForm({ valorCurso: 0 })), expect: { status: 400 } },
      { as: 'secretaria', request: register(newForm({ valorCurso: 10.005 })), expect: { status: 400 } },
      { as: 'secretaria', request: register(newForm({ horarioFim: '18:00' })), expect: { status: 400 } },
      { as: 'secretaria', request: register(newForm({ cursoId: NO_SUCH_ID })), expect: error(400, M.courseMissing) },
      { as: 'professor', request: register(newForm()), expect: error(403, M.forbidden) },
      { as: 'aluno', request: register(newForm({ usuarioId: id('aluno') })), expect: error(403, M.forbidden) },
      stillSeeded,
    ],
  },
  // Only students are enrolled (docs/matriculas.md): staff of the enrolment's own school, whoever enrols them.
  ...(
    [
      ['gestor', 'gestor', 1],
      ['gestor', 'diretor2', 2],
      ['diretor', 'secretaria', 1],
      ['secretaria', 'secretaria', 1],
      ['secretaria', 'professor', 1],
    ] as const
  ).map(([who, staff, escolaId]): Scenario => ({
    name: `registerMatricula: ${who} may not enrol ${staff} (type ${P[staff].cp_tipo_user}): 400, no enrolment and no installment written`,
    as: who,
    request: register(newForm({ usuarioId: id(staff), escolaId })),
    expect: error(400, M.matriculaOnlyStudents),
    then: [
      stillSeeded,
      {
        as: 'gestor',
        request: get(`/financeiroParcelas?userId=${id(staff)}`),
        expect: ok({ body: [], check: (a) => expect(totalOf(a)).toBe('0') }),
      },
      {
        as: 'gestor',
        request: get('/financeiroParcelas?pageSize=1'),
        expect: ok({ check: (a) => expect(totalOf(a)).toBe(String(SEED.parcelas.length)) }),
      },
    ],
  })),
  {
    name: 'editMatricula: pointing an enrolment at a staff member is 400 (only students); the enrolment and its installments are unchanged',
    as: 'secretaria',
    request: put(`/editar-matricula/${DO_ALUNO[1]}`, newForm({ usuarioId: id('professor'), valorCurso: 999, numeroParcelas: 3 })),
    expect: error(400, M.matriculaOnlyStudents),
    then: [
      {
        as: 'gestor',
        request: put(
          `/editar-matricula/${DO_ALUNO[1]}`,
          newForm({ usuarioId: id('gestor'), valorCurso: 999, numeroParcelas: 3 }),
        ),
        expect: error(400, M.matriculaOnlyStudents),
      },
      {
        as: 'gestor',
        request: get(`/matriculas/${DO_ALUNO[1]}`),
        expect: ok({
          body: {
            cp_mt_usuario: id('aluno'),
            cp_mt_nome_usuario: P.aluno.cp_nome,
            cp_mt_valor_curso: seeded(DO_ALUNO[1]!).cp_mt_valor_curso,
            cp_mt_quantas_parcelas: seeded(DO_ALUNO[1]!).cp_mt_quantas_parcelas,
          },
        }),
      },
      {
        as: 'gestor',
        request: get(`/financeiroParcelas?matriculaId=${DO_ALUNO[1]}&pageSize=20`),
        expect: ok({
          check: (a) =>
            expect(idsOf(a, PAR).sort((x, y) => x - y)).toEqual(
              installmentsWhere((x) => x.cp_mt_id === DO_ALUNO[1]).sort((x, y) => x - y),
            ),
        }),
      },
    ],
  },
  {
    name: 'editMatricula: the paid installments stay as they were; the others share what is left (10x R$ 1.200,00)',
    as: 'secretaria',
    request: register(newForm()),
    expect: ok(),
    then: [
      { as: 'secretaria', request: installmentsOf(0), expect: ok() },
      // Installments 1 and 2 are paid.
      {
        as: 'secretaria',
        request: (e) => put(`/update-status/${rowsOf<Parcela>(e[1]!)[0]!.cp_mtPar_id}`, { status: 'Pago' }),
        expect: ok({ body: { msg: M.statusUpdated } }),
      },
      {
        as: 'secretaria',
        request: (e) => put(`/update-status/${rowsOf<Parcela>(e[1]!)[1]!.cp_mtPar_id}`, { status: 'Pago' }),
        expect: ok(),
      },
      {
        as: 'secretaria',
        request: (e) =>
          put(
            `/editar-matricula/${newId(e[0]!)}`,
            newForm({ valorCurso: 1200, numeroParcelas: 10, primeiraDataPagamento: '2027-02-15' }),
          ),
        expect: ok({ body: { msg: M.matriculaUpdated } }),
      },
      {
        as: 'secretaria',
        request: installmentsOf(0),
        expect: ok({
          check: (a, earlier) => {
            const before = byNumero(earlier[1]!);
            const after = byNumero(a);
            // The paid ones: same id, number, date and value.
            for (const paid of before.slice(0, 2)) {
              const now = after.find((p) => p.cp_mtPar_id === paid.cp_mtPar_id)!;
              expect(now).toMatchObject({
                cp_mtPar_numero: paid.cp_mtPar_numero,
                cp_mtPar_dataParcela: paid.cp_mtPar_dataParcela,
                cp_mtPar_valorParcela: paid.cp_mtPar_valorParcela,
                cp_mtPar_status: 'Pago',
              });
            }
            // 1200 − 2 × 166,67 = 866,66 over installments 3..10: 108,33 × 7 + 108,35.
            expect(plan(a)).toEqual([
              { n: 1, v: 16667, s: 'Pago' },
              { n: 2, v: 16667, s: 'Pago' },
              ...[3, 4, 5, 6, 7, 8, 9].map((n) => ({ n, v: 10833, s: 'à vencer' })),
              { n: 10, v: 10835, s: 'à vencer' },
            ]);
            expect(after.slice(2).map((p) => p.cp_mtPar_dataParcela)).toEqual([
              '2027-04-15',
              '2027-05-15',
              '2027-06-15',
              '2027-07-15',
              '2027-08-15',
              '2027-09-15',
              '2027-10-15',
              '2027-11-15',
            ]);
            expect(after.reduce((s, p) => s + cents(p.cp_mtPar_valorParcela), 0)).toBe(120000);
          },
        }),
      },
      {
        as: 'secretaria',
        request: (e) => get(`/matriculas/${newId(e[0]!)}`),
        expect: ok({ body: { cp_mt_parcelas_pagas: 2, cp_mt_quantas_parcelas: 10 } }),
      },
      // Fewer installments than the last paid number, or less than what was paid: refused, nothing changes.
      {
        as: 'secretaria',
        request: (e) => put(`/editar-matricula/${newId(e[0]!)}`, newForm({ numeroParcelas: 1 })),
        expect: error(400, M.matriculaPaidConflict),
      },
      {
        as: 'secretaria',
        request: (e) => put(`/editar-matricula/${newId(e[0]!)}`, newForm({ valorCurso: 300 })),
        expect: error(400, M.matriculaPaidConflict),
      },
      {
        as: 'secretaria',
        request: (e) => put(`/editar-matricula/${newId(e[0]!)}`, newForm({ usuarioId: id('semTurma') })),
        expect: error(400, M.matriculaUserChanged),
      },
      {
        as: 'secretaria',
        request: installmentsOf(0),
        expect: ok({ check: (a, earlier) => expect(plan(a)).toEqual(plan(earlier[5]!)) }),
      },
      // Switching to mensalidade removes the unpaid installments and keeps the paid ones.
      {
        as: 'secretaria',
        request: (e) =>
          put(
            `/editar-matricula/${newId(e[0]!)}`,
            newForm({ tipoPagamento: 'mensalidade', valorMensalidade: 300, valorCurso: null, numeroParcelas: null }),
          ),
        expect: ok(),
      },
      {
        as: 'secretaria',
        request: installmentsOf(0),
        expect: ok({
          check: (a) =>
            expect(plan(a)).toEqual([
              { n: 1, v: 16667, s: 'Pago' },
              { n: 2, v: 16667, s: 'Pago' },
            ]),
        }),
      },
    ],
  },
  {
    name: 'editMatricula: another school 404, a teacher 404, a student 403, a bad body 400 — nothing changes',
    as: 'diretor2',
    request: put(`/editar-matricula/${DO_ALUNO[1]}`, { ...newForm({ usuarioId: id('aluno') }) }),
    expect: error(404, M.matriculaNotFound),
    then: [
      {
        as: 'professor',
        request: put(`/editar-matricula/${DO_ALUNO[1]}`, newForm({ usuarioId: id('aluno') })),
        expect: error(404, M.matriculaNotFound),
      },
      {
        as: 'aluno',
        request: put(`/editar-matricula/${DO_ALUNO[1]}`, newForm({ usuarioId: id('aluno') })),
        expect: error(403, M.forbidden),
      },
      { as: 'secretaria', request: put(`/editar-matricula/${DO_ALUNO[1]}`, { status: 'ativo' }), expect: { status: 400 } },
      {
        as: 'gestor',
        request: get(`/matriculas/${DO_ALUNO[1]}`),
        expect: ok({
          body: {
            cp_mt_valor_curso: seeded(DO_ALUNO[1]!).cp_mt_valor_curso,
            cp_mt_quantas_parcelas: seeded(DO_ALUNO[1]!).cp_mt_quantas_parcelas,
          },
        }),
      },
    ],
  },
  {
    name: 'deleteMatricula: without payments the enrolment and its installments go; with a payment 409 and nothing changes',
    as: 'secretaria',
    request: register(newForm()),
    expect: ok(),
    then: [
      {
        as: 'secretaria',
        request: (e) => del(`/delete-matricula/${newId(e[0]!)}`),
        expect: ok({ body: { msg: M.matriculaDeleted } }),
      },
      { as: 'secretaria', request: (e) => get(`/matriculas/${newId(e[0]!)}`), expect: error(404, M.matriculaNotFound) },
      { as: 'secretaria', request: installmentsOf(0), expect: ok({ check: (a) => expect(rowsOf(a)).toEqual([]) }) },
      { as: 'secretaria', request: del(`/delete-matricula/${DO_ALUNO[0]}`), expect: error(409, M.matriculaHasPayments) },
      { as: 'secretaria', request: get(`/matriculas/${DO_ALUNO[0]}`), expect: ok() },
      { as: 'secretaria', request: del(`/delete-matricula/${MENSALIDADE_1.cp_mt_id}`), expect: ok() },
      { as: 'diretor2', request: del(`/delete-matricula/${DO_ALUNO[1]}`), expect: error(404, M.matriculaNotFound) },
      { as: 'aluno', request: del(`/delete-matricula/${DO_ALUNO[1]}`), expect: error(403, M.forbidden) },
      { as: 'professor', request: del(`/delete-matricula/${DO_ALUNO[1]}`), expect: error(404, M.matriculaNotFound) },
    ],
  },
];

// ---------------------------------------------------------------------------
// Installments and the cards
// ---------------------------------------------------------------------------

const PARCELA_READS: readonly (readonly [PersonKey, readonly number[]])[] = [
  ['gestor', installmentsWhere(() => true)],
  ['secretaria', installmentsWhere((x) => x.cp_mt_escola === 1)],
  ['diretor2', installmentsWhere((x) => x.cp_mt_escola === 2)],
  ['aluno', installmentsWhere((x) => x.cp_mt_usuario === id('aluno') && parcelado.has(x.cp_mt_id))],
];

/** Steps reading every page of the installments the person sees (100 a page). */
const allPagesOf = (who: PersonKey, count: number): Step[] =>
  Array.from({ length: Math.ceil(count / 100) }, (_, i) => ({
    as: who,
    request: get(`/financeiroParcelas?page=${i + 1}&pageSize=100`),
    expect: ok({ schema: Parcelas, check: statusesAgree }),
  }));

const schoolOf = (n: number) => SEED.escolas.find((s) => s.cp_ec_id === n)!;

const financeScenarios: Scenario[] = [
  ...PARCELA_READS.map(([who, ids]): Scenario => {
    const pages = allPagesOf(who, ids.length);
    return {
      name: `listParcelas: ${who} sees ${ids.length} installment(s) in the contract's order, each with the contract's shown status`,
      as: who,
      request: pages[0]!.request,
      expect: ok({ schema: Parcelas, check: (a) => expect(totalOf(a)).toBe(String(ids.length)) }),
      then: [
        ...pages,
        {
          as: who,
          request: get('/financeiroParcelas?pageSize=1'),
          expect: ok({
            check: (_a, earlier) => {
              const all = earlier.slice(1).flatMap((e) => rowsOf<Parcela>(e));
              expect(all.map((p) => p.cp_mtPar_id).sort((x, y) => x - y)).toEqual([...ids].sort((x, y) => x - y));
              // What is due first (a student's grouped by enrolment): PARCELA_ORDER over the rows' own keys.
              const keys = all.map(parcelaOrdem);
              expect(keys).toEqual([...keys].sort(compareBy(parcelaOrderFor(who === 'aluno'))));
            },
          }),
        },
      ],
    };
  }),
  {
    name: 'listParcelas: a teacher has no financial access',
    as: 'professor',
    request: get('/financeiroParcelas'),
    expect: error(403, M.forbidden),
  },
  ...callerDenials('listParcelas', get('/financeiroParcelas')),
  {
    name: 'listParcelas: PIX facts on unpaid installments of a school with a key; the student’s WhatsApp for staff only',
    as: 'secretaria',
    request: get(`/financeiroParcelas?userId=${id('aluno')}&pageSize=100`),
    expect: ok({
      check: (a) => {
        const rows = rowsOf<Parcela>(a);
        expect(rows.length).toBeGreaterThan(0);
        for (const p of rows) {
          expect(p.cp_whatsapp).toBe(P.aluno.cp_whatsapp);
          if (p.cp_mtPar_status === 'Pago') expect(p.pix).toBeNull();
          else
            expect(p.pix).toEqual({
              chave: schoolOf(1).cp_ec_pix_chave,
              nomeEscola: schoolOf(1).cp_ec_nome,
              cidade: schoolOf(1).cp_ec_endereco_cidade,
              txid: `PARCELA${p.cp_mtPar_id}`,
            });
        }
      },
    }),
    then: [
      {
        as: 'aluno',
        request: get('/financeiroParcelas?pageSize=100'),
        expect: ok({ check: (a) => rowsOf<Parcela>(a).forEach((p) => expect(p.cp_whatsapp).toBeNull()) }),
      },
      {
        as: 'gestor',
        request: get('/financeiroParcelas?schoolId=3&pageSize=100'),
        expect: ok({ check: (a) => rowsOf<Parcela>(a).forEach((p) => expect(p.pix).toBeNull()) }),
      },
    ],
  },
  {
    name: 'listParcelas: filters by status shown, student, enrolment and name, and the statuses add up',
    as: 'secretaria',
    request: get('/financeiroParcelas?situacao=Pago&pageSize=1'),
    expect: ok(),
    then: [
      {
        as: 'secretaria',
        request: get('/financeiroParcelas?situacao=Vencido&pageSize=100'),
        expect: ok({ check: (a) => rowsOf<Parcela>(a).forEach((p) => expect(p.cp_mtPar_situacao).toBe('Vencido')) }),
      },
      {
        as: 'secretaria',
        request: get(`/financeiroParcelas?situacao=${encodeURIComponent('À vencer')}&pageSize=1`),
        expect: ok(),
      },
      {
        as: 'secretaria',
        request: get(`/financeiroParcelas?situacao=${encodeURIComponent('Futuras parcelas')}&pageSize=1`),
        expect: ok(),
      },
      {
        as: 'secretaria',
        request: get('/financeiroParcelas?pageSize=1'),
        expect: ok({
          check: (a, e) => {
            const counts = [e[0]!, e[1]!, e[2]!, e[3]!].map((x) => Number(totalOf(x)));
            expect(counts.reduce((s, n) => s + n, 0)).toBe(Number(totalOf(a)));
            expect(Number(totalOf(e[1]!))).toBeGreaterThan(0);
          },
        }),
      },
      {
        as: 'secretaria',
        request: get(`/financeiroParcelas?matriculaId=${DO_ALUNO[1]}&pageSize=100`),
        expect: ok({
          check: exactlyIds(
            installmentsWhere((x) => x.cp_mt_id === DO_ALUNO[1]),
            PAR,
          ),
        }),
      },
      {
        as: 'secretaria',
        request: get(`/financeiroParcelas?q=${encodeURIComponent(P.aluno.cp_nome)}&pageSize=100`),
        expect: ok({
          check: exactlyIds(
            installmentsWhere((x) => x.cp_mt_usuario === id('aluno')),
            PAR,
          ),
        }),
      },
      { as: 'secretaria', request: get('/financeiroParcelas?situacao=Atrasado'), expect: { status: 400 } },
    ],
  },
  {
    name: "updateParcelaStatus: staff mark Pago and back; another school 404; a student 403; 'Vencido' is not a stored status",
    as: 'secretaria',
    request: put(`/update-status/${installmentsWhere((x) => x.cp_mt_id === DO_ALUNO[1])[9]}`, { status: 'Pago' }),
    expect: ok({ body: { msg: M.statusUpdated } }),
    then: [
      {
        as: 'aluno',
        request: get(`/financeiroParcelas?matriculaId=${DO_ALUNO[1]}&pageSize=100`),
        expect: ok({
          check: (a) => {
            const p = rowsOf<Parcela>(a).find((x) => x.cp_mtPar_numero === 10)!;
            expect([p.cp_mtPar_status, p.cp_mtPar_situacao]).toEqual(['Pago', 'Pago']);
          },
        }),
      },
      {
        as: 'secretaria',
        request: put(`/update-status/${installmentsWhere((x) => x.cp_mt_id === DO_ALUNO[1])[9]}`, { status: 'à vencer' }),
        expect: ok(),
      },
      {
        as: 'diretor2',
        request: put(`/update-status/${installmentsWhere((x) => x.cp_mt_id === DO_ALUNO[1])[0]}`, { status: 'Pago' }),
        expect: error(404, M.parcelaNotFound),
      },
      {
        as: 'aluno',
        request: put(`/update-status/${installmentsWhere((x) => x.cp_mt_id === DO_ALUNO[1])[0]}`, { status: 'Pago' }),
        expect: error(403, M.forbidden),
      },
      {
        as: 'professor',
        request: put(`/update-status/${installmentsWhere((x) => x.cp_mt_id === DO_ALUNO[1])[0]}`, { status: 'Pago' }),
        expect: error(404, M.parcelaNotFound),
      },
      {
        as: 'secretaria',
        request: put(`/update-status/${installmentsWhere((x) => x.cp_mt_id === DO_ALUNO[1])[0]}`, { status: 'Vencido' }),
        expect: { status: 400 },
      },
      {
        as: 'secretaria',
        request: put(`/update-status/${NO_SUCH_ID}`, { status: 'Pago' }),
        expect: error(404, M.parcelaNotFound),
      },
    ],
  },
  ...(['gestor', 'secretaria', 'diretor2'] as const).map((who): Scenario => {
    const count = PARCELA_READS.find(([w]) => w === who)![1].length;
    const pages = allPagesOf(who, count);
    return {
      name: `getResumoFinanceiro: ${who}'s cards are the contract's staffCards over what they see`,
      as: who,
      request: get('/matriculas?pageSize=100'),
      expect: ok(),
      then: [
        ...pages,
        {
          as: who,
          request: get('/financeiro/resumo'),
          expect: ok({
            schema: ResumoFinanceiro,
            check: (a, e) => {
              const matriculas = rowsOf<Matricula>(e[0]!);
              const parcelas = e.slice(1).flatMap((x) => rowsOf<Parcela>(x));
              expect(a.body).toEqual(staffCards(matriculas, parcelas, businessToday()));
              expect(bodyOf<{ alunosMensalidade: number }>(a).alunosMensalidade).toBeGreaterThan(0);
            },
          }),
        },
      ],
    };
  }),
  {
    name: "getResumoFinanceiro: the gestor's cards of one school are that school's",
    as: 'gestor',
    request: get('/financeiro/resumo?schoolId=2'),
    expect: ok(),
    then: [
      { as: 'diretor2', request: get('/financeiro/resumo'), expect: ok({ check: (a, e) => expect(a.body).toEqual(e[0]!.body) }) },
    ],
  },
  {
    name: "getResumoFinanceiro: a student's cards are their own installments (parcelado)",
    as: 'aluno',
    request: get('/matriculas?pageSize=100'),
    expect: ok(),
    then: [
      { as: 'aluno', request: get('/financeiroParcelas?pageSize=100'), expect: ok() },
      {
        as: 'aluno',
        request: get('/financeiro/resumo'),
        expect: ok({
          check: (a, e) => {
            expect(a.body).toEqual(studentCards(rowsOf<Matricula>(e[0]!), rowsOf<Parcela>(e[1]!)));
            expect(a.body).toMatchObject({ escopo: 'aluno', tipoPagamento: 'parcelado', totalParcelas: 22 });
          },
        }),
      },
      {
        as: { login: ONLY_MENSALIDADE.cp_login, password: PASSWORD },
        request: get('/financeiro/resumo'),
        expect: ok({
          body: { escopo: 'aluno', tipoPagamento: 'mensalidade', totalParcelas: 0, parcelasPagas: 0, valorParcela: null },
        }),
      },
      { as: 'professor', request: get('/financeiro/resumo'), expect: error(403, M.forbidden) },
    ],
  },
];

export const MATRICULA_SCENARIOS: readonly Scenario[] = [...readScenarios, ...writeScenarios, ...financeScenarios];

export const MATRICULA_ENDPOINTS = [
  'listMatriculas',
  'getMatricula',
  'getUsuarioMatricula',
  'buscarUsuariosMatricula',
  'registerMatricula',
  'editMatricula',
  'deleteMatricula',
  'listParcelas',
  'updateParcelaStatus',
  'getResumoFinanceiro',
] as const;
