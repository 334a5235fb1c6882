/** matriculas and their parcelas: the enrolments' plans, payments and their checks at commit. */
import {
  CURSOS,
  type Caller,
  MATRICULAS,
  type MatriculaKey,
  PARCELAS,
  PEOPLE,
  type ParcelaKey,
  type Person,
  SCHOOLS,
  type SchoolKey,
  matriculas,
} from './fixture.ts';
import {
  BROKEN,
  type CellOf,
  DENIED,
  FUTURE_PAYMENT,
  NONE,
  NOT_A_STUDENT_THERE,
  NOT_THE_ENROLMENTS,
  ONLY_STUDENTS,
  type Outcome,
  PAID,
  PLAN_BROKEN,
  type RlsDomain,
  rows,
} from './cell.ts';

/**
 * A new enrolment of the used course: `mensalidade` (no installments needed),
 * `parcelado` without its installments (refused at commit), or a mensalidade
 * that sets its own `cp_mt_id` (not granted).
 */
type MatriculaInsert = 'mensalidade' | 'parcelado' | 'cp_mt_id';

type MatriculaChange =
  'cp_status_matricula' | 'cp_mt_valor_curso' | 'cp_mt_escola=B' | 'cp_mt_usuario' | 'cp_mt_id' | 'cp_mt_nome_usuario';

type MatriculaOp =
  | { readonly action: 'select'; readonly matricula: MatriculaKey | 'fixtures' }
  | { readonly action: 'insert'; readonly school: SchoolKey; readonly student: Person; readonly kind: MatriculaInsert }
  | { readonly action: 'update'; readonly matricula: MatriculaKey; readonly set: MatriculaChange }
  | { readonly action: 'delete'; readonly matricula: MatriculaKey };

type ParcelaChange =
  | 'status=Pago'
  | 'status=à vencer'
  | 'dataParcela'
  | 'valorParcela'
  | 'numero'
  | 'cp_mt_escola=B'
  | 'cp_mt_id'
  | 'cp_mt_usuario'
  // The payment record (20261129122000_pagamentos.sql): day and method are written with the status; the author never.
  | 'pagamento'
  | 'pagamento=futuro'
  | 'forma=cheque'
  | 'pago_por'
  | 'pago_por_nome';

/**
 * A new installment gets the enrolment's next number; its school and student
 * are the enrolment's unless `school` / `student` claim others; `cp_mtPar_id`
 * also sets its id (not granted).
 */
type ParcelaOp =
  | { readonly action: 'select'; readonly parcela: ParcelaKey | 'fixtures' }
  | {
      readonly action: 'insert';
      readonly matricula: MatriculaKey;
      readonly school?: SchoolKey;
      readonly student?: Person;
      readonly set?: 'cp_mtPar_id';
    }
  | { readonly action: 'update'; readonly parcela: ParcelaKey; readonly set: ParcelaChange }
  | { readonly action: 'delete'; readonly parcela: ParcelaKey };

type MatriculaCell = CellOf<'matriculas', MatriculaOp>;
type ParcelaCell = CellOf<'parcelas', ParcelaOp>;

const mt = (as: Caller, op: MatriculaOp, expect: Outcome): MatriculaCell => ({ as, table: 'matriculas', op, expect });
const pa = (as: Caller, op: ParcelaOp, expect: Outcome): ParcelaCell => ({ as, table: 'parcelas', op, expect });

/** The RLS_MATRICULAS domain's cells, and the statements of its tables. */
export const RLS_MATRICULAS: RlsDomain<MatriculaCell | ParcelaCell> = {
  statements: {
    matriculas: (cell) => matriculaStatement(cell.op),
    parcelas: (cell) => parcelaStatement(cell.op),
  },
  cells: [
    // ── matriculas · select ─ 1 all · 2,3 own school · 4 none · 5 their own ───
    // enrolments: MA, MAm (alunoA), MA2 (alunoA2) in school A; MB (alunoB) in B
    mt('anon', { action: 'select', matricula: 'fixtures' }, DENIED),
    mt('gestor', { action: 'select', matricula: 'fixtures' }, rows(4)),
    mt('gestor', { action: 'select', matricula: 'MB' }, rows(1)),
    mt('diretorA', { action: 'select', matricula: 'fixtures' }, rows(3)),
    mt('diretorA', { action: 'select', matricula: 'MA2' }, rows(1)),
    mt('diretorA', { action: 'select', matricula: 'MB' }, NONE),
    mt('secretariaA', { action: 'select', matricula: 'fixtures' }, rows(3)),
    mt('secretariaA', { action: 'select', matricula: 'MB' }, NONE),
    mt('professorA', { action: 'select', matricula: 'fixtures' }, NONE),
    mt('professorA', { action: 'select', matricula: 'MA' }, NONE), // a student of their class
    mt('alunoA', { action: 'select', matricula: 'fixtures' }, rows(2)),
    mt('alunoA', { action: 'select', matricula: 'MAm' }, rows(1)),
    mt('alunoA', { action: 'select', matricula: 'MA2' }, NONE), // a classmate's
    mt('alunoA', { action: 'select', matricula: 'MB' }, NONE),
    mt('excluidoA', { action: 'select', matricula: 'fixtures' }, NONE),

    // ── matriculas · insert ─ 1 any school · 2,3 own school · 4,5 none ────────
    mt('anon', { action: 'insert', school: 'A', student: 'alunoA3', kind: 'mensalidade' }, DENIED),
    mt('gestor', { action: 'insert', school: 'B', student: 'alunoB', kind: 'mensalidade' }, rows(1)),
    mt('gestor', { action: 'insert', school: 'A', student: 'alunoA3', kind: 'cp_mt_id' }, DENIED), // ids are never set
    mt('gestor', { action: 'insert', school: 'A', student: 'alunoA3', kind: 'parcelado' }, PLAN_BROKEN), // no installments
    mt('diretorA', { action: 'insert', school: 'A', student: 'alunoA3', kind: 'mensalidade' }, rows(1)),
    mt('diretorA', { action: 'insert', school: 'B', student: 'alunoB', kind: 'mensalidade' }, DENIED),
    // The database, not only the api, wants a live person of the enrolment's school.
    mt('diretorA', { action: 'insert', school: 'A', student: 'alunoB', kind: 'mensalidade' }, NOT_A_STUDENT_THERE),
    mt('gestor', { action: 'insert', school: 'A', student: 'excluidoA', kind: 'mensalidade' }, NOT_A_STUDENT_THERE),
    // Staff are never enrolled (not even by the Gestor, nor themselves): the database refuses, not only the api.
    mt('diretorA', { action: 'insert', school: 'A', student: 'secretariaA', kind: 'mensalidade' }, ONLY_STUDENTS),
    mt('diretorA', { action: 'insert', school: 'A', student: 'diretorA', kind: 'mensalidade' }, ONLY_STUDENTS),
    mt('secretariaA', { action: 'insert', school: 'A', student: 'professorA', kind: 'mensalidade' }, ONLY_STUDENTS),
    mt('gestor', { action: 'insert', school: 'A', student: 'gestor', kind: 'mensalidade' }, ONLY_STUDENTS),
    mt('gestor', { action: 'insert', school: 'B', student: 'diretorB', kind: 'mensalidade' }, ONLY_STUDENTS),
    mt('secretariaA', { action: 'insert', school: 'A', student: 'alunoA3', kind: 'mensalidade' }, rows(1)),
    mt('secretariaA', { action: 'insert', school: 'B', student: 'alunoB', kind: 'mensalidade' }, DENIED),
    mt('professorA', { action: 'insert', school: 'A', student: 'alunoA3', kind: 'mensalidade' }, DENIED),
    mt('alunoA', { action: 'insert', school: 'A', student: 'alunoA', kind: 'mensalidade' }, DENIED), // enrolling oneself
    mt('excluidoA', { action: 'insert', school: 'A', student: 'alunoA3', kind: 'mensalidade' }, DENIED),

    // ── matriculas · update ─ as insert; school, student and id never change ──
    mt('anon', { action: 'update', matricula: 'MA', set: 'cp_status_matricula' }, DENIED),
    mt('gestor', { action: 'update', matricula: 'MB', set: 'cp_status_matricula' }, rows(1)),
    mt('gestor', { action: 'update', matricula: 'MA', set: 'cp_mt_escola=B' }, DENIED), // not even the Gestor
    mt('gestor', { action: 'update', matricula: 'MA', set: 'cp_mt_valor_curso' }, PLAN_BROKEN), // installments no longer add up
    mt('diretorA', { action: 'update', matricula: 'MA', set: 'cp_status_matricula' }, rows(1)),
    mt('diretorA', { action: 'update', matricula: 'MA', set: 'cp_mt_escola=B' }, DENIED),
    mt('diretorA', { action: 'update', matricula: 'MA', set: 'cp_mt_usuario' }, DENIED),
    mt('diretorA', { action: 'update', matricula: 'MA', set: 'cp_mt_id' }, DENIED),
    mt('gestor', { action: 'update', matricula: 'MA', set: 'cp_mt_nome_usuario' }, DENIED), // the name as signed stays
    mt('diretorA', { action: 'update', matricula: 'MB', set: 'cp_status_matricula' }, NONE),
    mt('secretariaA', { action: 'update', matricula: 'MA2', set: 'cp_status_matricula' }, rows(1)),
    mt('secretariaA', { action: 'update', matricula: 'MB', set: 'cp_status_matricula' }, NONE),
    mt('professorA', { action: 'update', matricula: 'MA', set: 'cp_status_matricula' }, NONE),
    mt('alunoA', { action: 'update', matricula: 'MA', set: 'cp_status_matricula' }, NONE), // their own
    mt('excluidoA', { action: 'update', matricula: 'MA', set: 'cp_status_matricula' }, NONE),

    // ── matriculas · delete ─ as insert; never one with a paid installment ────
    mt('anon', { action: 'delete', matricula: 'MA2' }, DENIED),
    mt('gestor', { action: 'delete', matricula: 'MA2' }, rows(1)), // its unpaid installments go with it
    mt('gestor', { action: 'delete', matricula: 'MB' }, PAID), // through the cascade to MB_1
    mt('diretorA', { action: 'delete', matricula: 'MA2' }, rows(1)),
    mt('diretorA', { action: 'delete', matricula: 'MA' }, PAID),
    mt('diretorA', { action: 'delete', matricula: 'MAm' }, PAID), // a paid installment of a former plan
    mt('diretorA', { action: 'delete', matricula: 'MB' }, NONE), // filtered before the guard
    mt('secretariaA', { action: 'delete', matricula: 'MA2' }, rows(1)),
    mt('secretariaA', { action: 'delete', matricula: 'MB' }, NONE),
    mt('professorA', { action: 'delete', matricula: 'MA2' }, NONE),
    mt('alunoA', { action: 'delete', matricula: 'MA' }, NONE),
    mt('excluidoA', { action: 'delete', matricula: 'MA2' }, NONE),

    // ── parcelas · select ─ as matriculas ─────────────────────────────────────
    // installments: MA_1..3, MAm_1..2 (alunoA), MA2_1..2 (alunoA2), MB_1..2 (alunoB)
    pa('anon', { action: 'select', parcela: 'fixtures' }, DENIED),
    pa('gestor', { action: 'select', parcela: 'fixtures' }, rows(9)),
    pa('gestor', { action: 'select', parcela: 'MB_1' }, rows(1)),
    pa('diretorA', { action: 'select', parcela: 'fixtures' }, rows(7)),
    pa('diretorA', { action: 'select', parcela: 'MA2_1' }, rows(1)),
    pa('diretorA', { action: 'select', parcela: 'MB_1' }, NONE),
    pa('secretariaA', { action: 'select', parcela: 'fixtures' }, rows(7)),
    pa('secretariaA', { action: 'select', parcela: 'MB_2' }, NONE),
    pa('professorA', { action: 'select', parcela: 'fixtures' }, NONE),
    pa('professorA', { action: 'select', parcela: 'MA_1' }, NONE),
    pa('alunoA', { action: 'select', parcela: 'fixtures' }, rows(5)),
    pa('alunoA', { action: 'select', parcela: 'MA_1' }, rows(1)),
    pa('alunoA', { action: 'select', parcela: 'MA2_1' }, NONE),
    pa('alunoA', { action: 'select', parcela: 'MB_1' }, NONE),
    pa('excluidoA', { action: 'select', parcela: 'fixtures' }, NONE),

    // ── parcelas · insert ─ as matriculas; school and student are the enrolment's
    pa('anon', { action: 'insert', matricula: 'MAm' }, DENIED),
    pa('gestor', { action: 'insert', matricula: 'MAm' }, rows(1)),
    pa('gestor', { action: 'insert', matricula: 'MB' }, PLAN_BROKEN), // a third installment of a plan of two
    pa('gestor', { action: 'insert', matricula: 'MAm', school: 'B' }, NOT_THE_ENROLMENTS),
    pa('gestor', { action: 'insert', matricula: 'MAm', set: 'cp_mtPar_id' }, DENIED),
    pa('diretorA', { action: 'insert', matricula: 'MAm' }, rows(1)),
    pa('diretorA', { action: 'insert', matricula: 'MA' }, PLAN_BROKEN),
    pa('diretorA', { action: 'insert', matricula: 'MB' }, DENIED),
    pa('diretorA', { action: 'insert', matricula: 'MB', school: 'A' }, NOT_THE_ENROLMENTS), // claiming their own school
    pa('diretorA', { action: 'insert', matricula: 'MAm', school: 'B' }, DENIED),
    pa('diretorA', { action: 'insert', matricula: 'MAm', student: 'alunoA2' }, NOT_THE_ENROLMENTS),
    pa('secretariaA', { action: 'insert', matricula: 'MAm' }, rows(1)),
    pa('secretariaA', { action: 'insert', matricula: 'MB' }, DENIED),
    pa('professorA', { action: 'insert', matricula: 'MAm' }, DENIED),
    pa('alunoA', { action: 'insert', matricula: 'MAm' }, DENIED), // their own enrolment
    pa('excluidoA', { action: 'insert', matricula: 'MAm' }, DENIED),

    // ── parcelas · update ─ date, value, status only; a paid one: status only ─
    pa('anon', { action: 'update', parcela: 'MA_2', set: 'status=Pago' }, DENIED),
    pa('gestor', { action: 'update', parcela: 'MB_2', set: 'status=Pago' }, rows(1)),
    pa('gestor', { action: 'update', parcela: 'MA_1', set: 'valorParcela' }, PAID),
    pa('gestor', { action: 'update', parcela: 'MA_2', set: 'valorParcela' }, PLAN_BROKEN), // the plan's total changes
    pa('gestor', { action: 'update', parcela: 'MAm_2', set: 'valorParcela' }, rows(1)), // no plan to add up to
    pa('gestor', { action: 'update', parcela: 'MA_1', set: 'cp_mt_escola=B' }, DENIED),
    pa('diretorA', { action: 'update', parcela: 'MA_2', set: 'status=Pago' }, rows(1)),
    pa('diretorA', { action: 'update', parcela: 'MA_1', set: 'status=à vencer' }, rows(1)), // a payment undone
    pa('diretorA', { action: 'update', parcela: 'MA_2', set: 'dataParcela' }, rows(1)),
    pa('diretorA', { action: 'update', parcela: 'MA_1', set: 'dataParcela' }, PAID),
    pa('diretorA', { action: 'update', parcela: 'MA_1', set: 'valorParcela' }, PAID),
    pa('diretorA', { action: 'update', parcela: 'MA_1', set: 'numero' }, DENIED),
    pa('diretorA', { action: 'update', parcela: 'MA_2', set: 'numero' }, DENIED),
    pa('diretorA', { action: 'update', parcela: 'MA_2', set: 'cp_mt_escola=B' }, DENIED),
    pa('diretorA', { action: 'update', parcela: 'MA_2', set: 'cp_mt_id' }, DENIED),
    pa('diretorA', { action: 'update', parcela: 'MA_2', set: 'cp_mt_usuario' }, DENIED),
    pa('diretorA', { action: 'update', parcela: 'MB_2', set: 'status=Pago' }, NONE),
    pa('secretariaA', { action: 'update', parcela: 'MA2_1', set: 'status=Pago' }, rows(1)),
    pa('secretariaA', { action: 'update', parcela: 'MAm_1', set: 'valorParcela' }, PAID),
    pa('secretariaA', { action: 'update', parcela: 'MB_2', set: 'status=Pago' }, NONE),
    pa('professorA', { action: 'update', parcela: 'MA_2', set: 'status=Pago' }, NONE),
    pa('alunoA', { action: 'update', parcela: 'MA_2', set: 'status=Pago' }, NONE), // paying their own by decree
    pa('excluidoA', { action: 'update', parcela: 'MA_2', set: 'status=Pago' }, NONE),
    // the payment record: a day and a method with 'Pago', as the status; the author is the trigger's, never granted
    pa('gestor', { action: 'update', parcela: 'MB_2', set: 'pagamento' }, rows(1)),
    pa('diretorA', { action: 'update', parcela: 'MA_2', set: 'pagamento' }, rows(1)),
    pa('secretariaA', { action: 'update', parcela: 'MA2_1', set: 'pagamento' }, rows(1)),
    pa('secretariaA', { action: 'update', parcela: 'MA_1', set: 'pagamento' }, rows(1)), // paid already: the record stays
    pa('secretariaA', { action: 'update', parcela: 'MB_2', set: 'pagamento' }, NONE),
    pa('professorA', { action: 'update', parcela: 'MA_2', set: 'pagamento' }, NONE),
    pa('alunoA', { action: 'update', parcela: 'MA_2', set: 'pagamento' }, NONE),
    pa('secretariaA', { action: 'update', parcela: 'MA_2', set: 'pagamento=futuro' }, FUTURE_PAYMENT),
    pa('gestor', { action: 'update', parcela: 'MA_2', set: 'pagamento=futuro' }, FUTURE_PAYMENT),
    pa('secretariaA', { action: 'update', parcela: 'MA_2', set: 'forma=cheque' }, BROKEN),
    pa('gestor', { action: 'update', parcela: 'MA_2', set: 'pago_por' }, DENIED),
    pa('secretariaA', { action: 'update', parcela: 'MA_1', set: 'pago_por' }, DENIED),
    pa('secretariaA', { action: 'update', parcela: 'MA_1', set: 'pago_por_nome' }, DENIED),

    // ── parcelas · delete ─ as insert; never a paid one, never breaking a plan
    pa('anon', { action: 'delete', parcela: 'MAm_2' }, DENIED),
    pa('gestor', { action: 'delete', parcela: 'MAm_2' }, rows(1)),
    pa('gestor', { action: 'delete', parcela: 'MB_1' }, PAID),
    pa('gestor', { action: 'delete', parcela: 'MB_2' }, PLAN_BROKEN),
    pa('diretorA', { action: 'delete', parcela: 'MAm_2' }, rows(1)),
    pa('diretorA', { action: 'delete', parcela: 'MA_1' }, PAID),
    pa('diretorA', { action: 'delete', parcela: 'MA_3' }, PLAN_BROKEN),
    pa('diretorA', { action: 'delete', parcela: 'MB_2' }, NONE),
    pa('secretariaA', { action: 'delete', parcela: 'MAm_2' }, rows(1)),
    pa('secretariaA', { action: 'delete', parcela: 'MAm_1' }, PAID),
    pa('secretariaA', { action: 'delete', parcela: 'MB_2' }, NONE),
    pa('professorA', { action: 'delete', parcela: 'MAm_2' }, NONE),
    pa('alunoA', { action: 'delete', parcela: 'MAm_2' }, NONE),
    pa('excluidoA', { action: 'delete', parcela: 'MAm_2' }, NONE),
  ],
};

/** `set` clauses of an enrolment update (MA's course value + 10 no longer matches its installments). */
const MATRICULA_CHANGES: Record<MatriculaChange, string> = {
  cp_status_matricula: "cp_status_matricula = 'trancado'",
  cp_mt_valor_curso: 'cp_mt_valor_curso = cp_mt_valor_curso + 10',
  'cp_mt_escola=B': `cp_mt_escola = ${SCHOOLS.B}`,
  cp_mt_usuario: `cp_mt_usuario = ${PEOPLE.alunoA2.id}`,
  cp_mt_id: 'cp_mt_id = 910799',
  cp_mt_nome_usuario: "cp_mt_nome_usuario = 'Outro Nome'",
};

function matriculaStatement(op: MatriculaOp): { sql: string; params: unknown[] } {
  switch (op.action) {
    case 'select':
      return op.matricula === 'fixtures'
        ? {
            sql: 'select cp_mt_id from public.matriculas where cp_mt_id = any($1::bigint[])',
            params: [matriculas.map(([, v]) => v.id)],
          }
        : { sql: 'select cp_mt_id from public.matriculas where cp_mt_id = $1', params: [MATRICULAS[op.matricula].id] };
    case 'insert': {
      const student = PEOPLE[op.student].id;
      const params = [CURSOS.used, SCHOOLS[op.school], student, `RLS ${op.student} nova`, `rls-cpf-${student}`];
      if (op.kind === 'parcelado') {
        return {
          sql: `insert into public.matriculas (cp_mt_curso, cp_mt_escola, cp_mt_usuario, cp_mt_nome_usuario,
                  cp_mt_cadastro_usuario, cp_mt_primeira_parcela, cp_mt_tipo_pagamento, cp_mt_valor_curso,
                  cp_mt_quantas_parcelas)
                values ($1, $2, $3, $4, $5, date '2025-06-10', 'parcelado', 600, 3)
                returning cp_mt_id`,
          params,
        };
      }
      const id = op.kind === 'cp_mt_id' ? ['cp_mt_id, ', '910799, '] : ['', ''];
      return {
        sql: `insert into public.matriculas (${id[0]}cp_mt_curso, cp_mt_escola, cp_mt_usuario, cp_mt_nome_usuario,
                cp_mt_cadastro_usuario, cp_mt_primeira_parcela, cp_mt_tipo_pagamento, cp_mt_valor_mensalidade)
              values (${id[1]}$1, $2, $3, $4, $5, date '2025-06-10', 'mensalidade', 180)
              returning cp_mt_id`,
        params,
      };
    }
    case 'update':
      return {
        sql: `update public.matriculas set ${MATRICULA_CHANGES[op.set]} where cp_mt_id = $1 returning cp_mt_id`,
        params: [MATRICULAS[op.matricula].id],
      };
    case 'delete':
      return {
        sql: 'delete from public.matriculas where cp_mt_id = $1 returning cp_mt_id',
        params: [MATRICULAS[op.matricula].id],
      };
  }
}

/** `set` clauses of an installment update (camelCase columns are quoted). */
const PARCELA_CHANGES: Record<ParcelaChange, string> = {
  'status=Pago': `"cp_mtPar_status" = 'Pago'`,
  'status=à vencer': `"cp_mtPar_status" = 'à vencer'`,
  dataParcela: `"cp_mtPar_dataParcela" = date '2025-12-01'`,
  valorParcela: '"cp_mtPar_valorParcela" = "cp_mtPar_valorParcela" + 1',
  numero: '"cp_mtPar_numero" = 13',
  'cp_mt_escola=B': `cp_mt_escola = ${SCHOOLS.B}`,
  cp_mt_id: `cp_mt_id = ${MATRICULAS.MA2.id}`,
  cp_mt_usuario: `cp_mt_usuario = ${PEOPLE.alunoA2.id}`,
  pagamento: `"cp_mtPar_status" = 'Pago', "cp_mtPar_pago_em" = date '2025-12-05', "cp_mtPar_forma_pagamento" = 'pix'`,
  'pagamento=futuro': `"cp_mtPar_status" = 'Pago', "cp_mtPar_pago_em" = current_date + 2, "cp_mtPar_forma_pagamento" = 'pix'`,
  'forma=cheque': `"cp_mtPar_status" = 'Pago', "cp_mtPar_forma_pagamento" = 'cheque'`,
  pago_por: `"cp_mtPar_pago_por" = ${PEOPLE.gestor.id}`,
  pago_por_nome: `"cp_mtPar_pago_por_nome" = 'Outra Pessoa'`,
};

function parcelaStatement(op: ParcelaOp): { sql: string; params: unknown[] } {
  const idOf = (parcela: ParcelaKey) => PARCELAS[parcela].id;
  switch (op.action) {
    case 'select':
      return op.parcela === 'fixtures'
        ? {
            sql: 'select "cp_mtPar_id" from public.parcelas where "cp_mtPar_id" = any($1::bigint[])',
            params: [Object.values(PARCELAS).map((v) => v.id)],
          }
        : { sql: 'select "cp_mtPar_id" from public.parcelas where "cp_mtPar_id" = $1', params: [idOf(op.parcela)] };
    case 'insert': {
      const mt = MATRICULAS[op.matricula];
      const next = Object.values(PARCELAS).filter((v) => v.matricula === op.matricula).length + 1;
      const id = op.set === 'cp_mtPar_id' ? ['"cp_mtPar_id", ', '910899, '] : ['', ''];
      return {
        sql: `insert into public.parcelas (${id[0]}cp_mt_id, cp_mt_escola, cp_mt_usuario, "cp_mtPar_numero",
                "cp_mtPar_dataParcela", "cp_mtPar_valorParcela")
              values (${id[1]}$1, $2, $3, $4, date '2025-12-10', 90)
              returning "cp_mtPar_id"`,
        params: [mt.id, SCHOOLS[op.school ?? mt.school], PEOPLE[op.student ?? mt.student].id, next],
      };
    }
    case 'update':
      return {
        sql: `update public.parcelas set ${PARCELA_CHANGES[op.set]} where "cp_mtPar_id" = $1 returning "cp_mtPar_id"`,
        params: [idOf(op.parcela)],
      };
    case 'delete':
      return {
        sql: 'delete from public.parcelas where "cp_mtPar_id" = $1 returning "cp_mtPar_id"',
        params: [idOf(op.parcela)],
      };
  }
}
