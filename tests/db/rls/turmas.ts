/** turmas and their members (turma_alunos). */
import {
  CURSOS,
  type Caller,
  FIXTURE_IDS,
  PEOPLE,
  type Person,
  SCHOOLS,
  type SchoolKey,
  TURMAS,
  type TurmaKey,
  personOf,
} from './fixture.ts';
import { BROKEN, type CellOf, DENIED, NONE, type Outcome, type RlsDomain, rows } from './cell.ts';

/** A new class is taught by professorA with the used course, in `school`. */
type TurmaOp =
  | { readonly action: 'select'; readonly turma: TurmaKey | 'fixtures' }
  | { readonly action: 'insert'; readonly school: SchoolKey }
  | {
      readonly action: 'update';
      readonly turma: TurmaKey;
      /** `horario`: days, time and room; `horario-invalido`: days out of order and an end before the start. */
      readonly set: 'cp_tr_nome' | 'cp_tr_id_escola=B' | 'cp_tr_id' | 'horario' | 'horario-invalido';
    }
  | { readonly action: 'delete'; readonly turma: TurmaKey };

/** Memberships by student: `update` moves the student to `turma`. */
type MemberOp =
  | { readonly action: 'select'; readonly student: Person | 'self' | 'fixtures' }
  | { readonly action: 'insert'; readonly student: Person; readonly turma: TurmaKey }
  | { readonly action: 'update'; readonly student: Person | 'self'; readonly turma: TurmaKey }
  | { readonly action: 'delete'; readonly student: Person | 'self' };

type TurmaCell = CellOf<'turmas', TurmaOp>;
type MemberCell = CellOf<'turma_alunos', MemberOp>;

const t = (as: Caller, op: TurmaOp, expect: Outcome): TurmaCell => ({ as, table: 'turmas', op, expect });
const m = (as: Caller, op: MemberOp, expect: Outcome): MemberCell => ({ as, table: 'turma_alunos', op, expect });

/** The RLS_TURMAS domain's cells, and the statements of its tables. */
export const RLS_TURMAS: RlsDomain<TurmaCell | MemberCell> = {
  statements: {
    turmas: (cell) => turmaStatement(cell.op),
    turma_alunos: (cell) => memberStatement(cell.op, cell.as),
  },
  cells: [
    // ── turmas · select ─ 1 all · 2,3 own school · 4 taught · 5 own class ─────
    t('anon', { action: 'select', turma: 'fixtures' }, DENIED),
    t('gestor', { action: 'select', turma: 'fixtures' }, rows(3)),
    t('diretorA', { action: 'select', turma: 'fixtures' }, rows(2)),
    t('diretorA', { action: 'select', turma: 'TB1' }, NONE),
    t('secretariaA', { action: 'select', turma: 'fixtures' }, rows(2)),
    t('secretariaA', { action: 'select', turma: 'TB1' }, NONE),
    t('professorA', { action: 'select', turma: 'fixtures' }, rows(1)),
    t('professorA', { action: 'select', turma: 'TA1' }, rows(1)),
    t('professorA', { action: 'select', turma: 'TA2' }, NONE), // same school, another teacher's
    t('alunoA', { action: 'select', turma: 'fixtures' }, rows(1)),
    t('alunoA', { action: 'select', turma: 'TA1' }, rows(1)),
    t('alunoA', { action: 'select', turma: 'TA2' }, NONE),
    t('excluidoA', { action: 'select', turma: 'fixtures' }, NONE),

    // ── turmas · insert ─ 1 any school · 2,3 own school · 4,5 none ────────────
    t('anon', { action: 'insert', school: 'A' }, DENIED),
    t('gestor', { action: 'insert', school: 'B' }, rows(1)),
    t('diretorA', { action: 'insert', school: 'A' }, rows(1)),
    t('diretorA', { action: 'insert', school: 'B' }, DENIED),
    t('secretariaA', { action: 'insert', school: 'A' }, rows(1)),
    t('secretariaA', { action: 'insert', school: 'B' }, DENIED), // another school's class
    t('professorA', { action: 'insert', school: 'A' }, DENIED), // a teacher creating a class
    t('alunoA', { action: 'insert', school: 'A' }, DENIED),
    t('excluidoA', { action: 'insert', school: 'A' }, DENIED),

    // ── turmas · update ─ as insert, before and after the change ─────────────
    t('anon', { action: 'update', turma: 'TA1', set: 'cp_tr_nome' }, DENIED),
    t('gestor', { action: 'update', turma: 'TB1', set: 'cp_tr_nome' }, rows(1)),
    t('gestor', { action: 'update', turma: 'TA1', set: 'cp_tr_id_escola=B' }, rows(1)),
    t('diretorA', { action: 'update', turma: 'TA1', set: 'cp_tr_nome' }, rows(1)),
    t('diretorA', { action: 'update', turma: 'TA1', set: 'cp_tr_id_escola=B' }, DENIED),
    t('diretorA', { action: 'update', turma: 'TA1', set: 'cp_tr_id' }, DENIED),
    t('diretorA', { action: 'update', turma: 'TB1', set: 'cp_tr_nome' }, NONE),
    t('secretariaA', { action: 'update', turma: 'TA2', set: 'cp_tr_nome' }, rows(1)),
    t('secretariaA', { action: 'update', turma: 'TB1', set: 'cp_tr_nome' }, NONE),
    t('professorA', { action: 'update', turma: 'TA1', set: 'cp_tr_nome' }, NONE), // their own class
    t('alunoA', { action: 'update', turma: 'TA1', set: 'cp_tr_nome' }, NONE),
    t('excluidoA', { action: 'update', turma: 'TA1', set: 'cp_tr_nome' }, NONE),

    // ── turmas · update of the timetable and room ─ as any other column ──────
    t('anon', { action: 'update', turma: 'TA1', set: 'horario' }, DENIED),
    t('gestor', { action: 'update', turma: 'TB1', set: 'horario' }, rows(1)),
    t('diretorA', { action: 'update', turma: 'TA1', set: 'horario' }, rows(1)),
    t('diretorA', { action: 'update', turma: 'TB1', set: 'horario' }, NONE),
    t('secretariaA', { action: 'update', turma: 'TA2', set: 'horario' }, rows(1)),
    t('secretariaA', { action: 'update', turma: 'TB1', set: 'horario' }, NONE),
    t('professorA', { action: 'update', turma: 'TA1', set: 'horario' }, NONE), // their own class
    t('alunoA', { action: 'update', turma: 'TA1', set: 'horario' }, NONE),
    t('excluidoA', { action: 'update', turma: 'TA1', set: 'horario' }, NONE),
    t('gestor', { action: 'update', turma: 'TA1', set: 'horario-invalido' }, BROKEN),
    t('diretorA', { action: 'update', turma: 'TA1', set: 'horario-invalido' }, BROKEN),

    // ── turmas · delete ─ as insert (memberships cascade) ─────────────────────
    t('anon', { action: 'delete', turma: 'TA1' }, DENIED),
    t('gestor', { action: 'delete', turma: 'TB1' }, rows(1)),
    t('diretorA', { action: 'delete', turma: 'TA1' }, rows(1)),
    t('diretorA', { action: 'delete', turma: 'TB1' }, NONE),
    t('secretariaA', { action: 'delete', turma: 'TA2' }, rows(1)),
    t('secretariaA', { action: 'delete', turma: 'TB1' }, NONE),
    t('professorA', { action: 'delete', turma: 'TA1' }, NONE),
    t('alunoA', { action: 'delete', turma: 'TA1' }, NONE),
    t('excluidoA', { action: 'delete', turma: 'TA1' }, NONE),

    // ── turma_alunos · select ─ when the class is readable; one's own row ─────
    // members: alunoA → TA1, alunoA2 → TA2, alunoB → TB1
    m('anon', { action: 'select', student: 'fixtures' }, DENIED),
    m('gestor', { action: 'select', student: 'fixtures' }, rows(3)),
    m('diretorA', { action: 'select', student: 'fixtures' }, rows(2)),
    m('diretorA', { action: 'select', student: 'alunoB' }, NONE),
    m('secretariaA', { action: 'select', student: 'fixtures' }, rows(2)),
    m('professorA', { action: 'select', student: 'fixtures' }, rows(1)),
    m('professorA', { action: 'select', student: 'alunoA' }, rows(1)),
    m('professorA', { action: 'select', student: 'alunoA2' }, NONE),
    m('alunoA', { action: 'select', student: 'fixtures' }, rows(1)),
    m('alunoA', { action: 'select', student: 'self' }, rows(1)),
    m('alunoA', { action: 'select', student: 'alunoA2' }, NONE),
    m('excluidoA', { action: 'select', student: 'fixtures' }, NONE),

    // ── turma_alunos · insert ─ when the class is writable ────────────────────
    m('anon', { action: 'insert', student: 'alunoA3', turma: 'TA1' }, DENIED),
    m('gestor', { action: 'insert', student: 'alunoA3', turma: 'TB1' }, rows(1)),
    m('diretorA', { action: 'insert', student: 'alunoA3', turma: 'TA1' }, rows(1)),
    m('diretorA', { action: 'insert', student: 'alunoA3', turma: 'TB1' }, DENIED),
    m('secretariaA', { action: 'insert', student: 'alunoA3', turma: 'TA2' }, rows(1)),
    m('secretariaA', { action: 'insert', student: 'alunoA3', turma: 'TB1' }, DENIED),
    m('professorA', { action: 'insert', student: 'alunoA3', turma: 'TA1' }, DENIED), // even their own class
    m('alunoA', { action: 'insert', student: 'alunoA3', turma: 'TA1' }, DENIED),
    m('excluidoA', { action: 'insert', student: 'alunoA3', turma: 'TA1' }, DENIED),

    // ── turma_alunos · update (moving a student) ─ class writable before and after
    m('anon', { action: 'update', student: 'alunoA', turma: 'TA2' }, DENIED),
    m('gestor', { action: 'update', student: 'alunoB', turma: 'TA1' }, rows(1)),
    m('diretorA', { action: 'update', student: 'alunoA2', turma: 'TA1' }, rows(1)),
    m('diretorA', { action: 'update', student: 'alunoA', turma: 'TB1' }, DENIED),
    m('diretorA', { action: 'update', student: 'alunoB', turma: 'TA1' }, NONE),
    m('secretariaA', { action: 'update', student: 'alunoA', turma: 'TA2' }, rows(1)),
    m('professorA', { action: 'update', student: 'alunoA', turma: 'TA2' }, NONE),
    m('alunoA', { action: 'update', student: 'self', turma: 'TA2' }, NONE), // a student changing class
    m('excluidoA', { action: 'update', student: 'alunoA', turma: 'TA2' }, NONE),

    // ── turma_alunos · delete ─────────────────────────────────────────────────
    m('anon', { action: 'delete', student: 'alunoA' }, DENIED),
    m('gestor', { action: 'delete', student: 'alunoB' }, rows(1)),
    m('diretorA', { action: 'delete', student: 'alunoA' }, rows(1)),
    m('diretorA', { action: 'delete', student: 'alunoB' }, NONE),
    m('secretariaA', { action: 'delete', student: 'alunoA2' }, rows(1)),
    m('professorA', { action: 'delete', student: 'alunoA' }, NONE),
    m('alunoA', { action: 'delete', student: 'self' }, NONE), // leaving one's class
    m('excluidoA', { action: 'delete', student: 'alunoA' }, NONE),
  ],
};

function turmaStatement(op: TurmaOp): { sql: string; params: unknown[] } {
  switch (op.action) {
    case 'select':
      return op.turma === 'fixtures'
        ? {
            sql: 'select cp_tr_id from public.turmas where cp_tr_id = any($1::bigint[])',
            params: [Object.values(TURMAS).map((v) => v.id)],
          }
        : { sql: 'select cp_tr_id from public.turmas where cp_tr_id = $1', params: [TURMAS[op.turma].id] };
    case 'insert':
      return {
        sql: `insert into public.turmas (cp_tr_nome, cp_tr_data, cp_tr_id_professor, cp_tr_id_escola, cp_tr_curso_id)
              values ('RLS Turma nova', date '2025-03-01', $1, $2, $3) returning cp_tr_id`,
        params: [PEOPLE.professorA.id, SCHOOLS[op.school], CURSOS.used],
      };
    case 'update': {
      const id = TURMAS[op.turma].id;
      if (op.set === 'cp_tr_id')
        return { sql: 'update public.turmas set cp_tr_id = 910699 where cp_tr_id = $1 returning cp_tr_id', params: [id] };
      if (op.set === 'horario' || op.set === 'horario-invalido') {
        const [dias, fim] = op.set === 'horario' ? [['seg', 'qua'], '20:30'] : [['qua', 'seg'], '18:00'];
        return {
          sql: `update public.turmas set cp_tr_dias = $2::text[], cp_tr_horario_inicio = '19:00', cp_tr_horario_fim = $3,
                  cp_tr_sala = 'Sala RLS' where cp_tr_id = $1 returning cp_tr_id`,
          params: [id, dias, fim],
        };
      }
      if (op.set === 'cp_tr_id_escola=B') {
        return {
          sql: 'update public.turmas set cp_tr_id_escola = $2 where cp_tr_id = $1 returning cp_tr_id',
          params: [id, SCHOOLS.B],
        };
      }
      return {
        sql: "update public.turmas set cp_tr_nome = 'RLS Renomeada' where cp_tr_id = $1 returning cp_tr_id",
        params: [id],
      };
    }
    case 'delete':
      return { sql: 'delete from public.turmas where cp_tr_id = $1 returning cp_tr_id', params: [TURMAS[op.turma].id] };
  }
}

function memberStatement(op: MemberOp, caller: Caller): { sql: string; params: unknown[] } {
  const studentId = (student: Person | 'self') => PEOPLE[personOf(student, caller)].id;
  switch (op.action) {
    case 'select':
      return op.student === 'fixtures'
        ? { sql: 'select cp_aluno_id from public.turma_alunos where cp_aluno_id = any($1::bigint[])', params: [FIXTURE_IDS] }
        : { sql: 'select cp_aluno_id from public.turma_alunos where cp_aluno_id = $1', params: [studentId(op.student)] };
    case 'insert':
      return {
        sql: 'insert into public.turma_alunos (cp_tr_id, cp_aluno_id) values ($1, $2) returning cp_aluno_id',
        params: [TURMAS[op.turma].id, studentId(op.student)],
      };
    case 'update':
      return {
        sql: 'update public.turma_alunos set cp_tr_id = $2 where cp_aluno_id = $1 returning cp_aluno_id',
        params: [studentId(op.student), TURMAS[op.turma].id],
      };
    case 'delete':
      return {
        sql: 'delete from public.turma_alunos where cp_aluno_id = $1 returning cp_aluno_id',
        params: [studentId(op.student)],
      };
  }
}
