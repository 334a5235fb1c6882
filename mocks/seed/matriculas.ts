/**
 * Enrolments in every status and their installments, around today: each
 * class's students (the demo student and some adults with an earlier,
 * concluded course too) and each school's students without a class.
 */
import type { EnrolmentStatus, PaymentType } from '@contract';
import { COURSE_CATALOGUE } from '@contract/rules/cursos';
import { toIsoDay } from '@contract/dates';
import { EDUCATION_LEVELS, LANGUAGE_LEVELS } from '@contract/matriculas';
import { parcelasPlano } from '@contract/rules/parcelas';
import { addMonths, ageOn, dayOfMonth, daysInMonth, monthsBetween } from './calendar';
import type { SeedContext } from './context';
import { cursoIdOf } from './cursos';
import { ESCOLA_DEFS } from './escolas';
import { pagamentoSemeado } from './pagamentos';
import { FEMALE_NAMES, MALE_NAMES, SURNAMES, mobilePhone } from './people';
import type { Random } from './prng';
import type { MatriculaRow, ParcelaRow, UsuarioRow } from './rows';
import { TURMA_DEFS, type SeededTurmas } from './turmas';
import type { NewAluno } from './usuarios';

/** Students of each school without a class yet, with their enrolment status. */
export const UNPLACED_STATUSES: readonly EnrolmentStatus[] = ['trancado', 'cancelado', 'ativo'];

const COURSE_VALUES = [1800, 2160, 2400, 2880, 3000, 3600] as const;
const INSTALLMENT_COUNTS = [6, 8, 10, 12] as const;
const MONTHLY_FEES = [290, 320, 350, 390, 450] as const;

/** The stored status of one installment: each rule keeps a case of the finance screen in view on any day. */
function installmentStatus(
  random: Random,
  due: Date,
  today: Date,
  enrolmentIndex: number,
  position: number,
  pastCount: number,
  opts: { readonly concluded: boolean; readonly forceOverdue: boolean },
): ParcelaRow['cp_mtPar_status'] {
  // One draw per installment whatever the day: every later value of the seed is the same on any day.
  const unpaidByChance = random.chance(0.06);
  if (opts.concluded) return 'Pago';
  if (due >= today) return 'à vencer';
  // Earlier this month: every other enrolment has not paid yet (overdue in the current month).
  if (monthsBetween(due, today) === 0) return enrolmentIndex % 2 === 0 ? 'à vencer' : 'Pago';
  // The third-latest past installment stays unpaid for some enrolments: overdue from an earlier month.
  if (opts.forceOverdue && position === pastCount - 3) return 'à vencer';
  return unpaidByChance ? 'à vencer' : 'Pago';
}

/** Each school's students without a class yet: one per UNPLACED_STATUSES, drawn right after the classes'. */
export function addUnplacedAlunos(newStudent: NewAluno): UsuarioRow[] {
  const unplaced: UsuarioRow[] = [];
  for (let school = 1; school <= ESCOLA_DEFS.length; school++) {
    for (let k = 0; k < UNPLACED_STATUSES.length; k++) unplaced.push(newStudent(school, [18, 45]));
  }
  return unplaced;
}

export function buildMatriculas(
  ctx: SeedContext,
  classes: SeededTurmas,
  demoAluno: UsuarioRow,
  unplaced: readonly UsuarioRow[],
): { matriculas: MatriculaRow[]; parcelas: ParcelaRow[] } {
  const { random, today } = ctx;
  const { turmas, alunosByTurma } = classes;
  // Parcelado: the contract's plan (parcelasPlano: the last installment takes
  // the cents). Mensalidade: no installment plan (docs/matriculas.md).
  const matriculas: MatriculaRow[] = [];
  const parcelas: ParcelaRow[] = [];

  const addEnrolment = (opts: {
    student: UsuarioRow;
    courseId: number;
    status: EnrolmentStatus;
    payment: PaymentType;
    start: Date;
    dueDay: number;
    count?: number;
    hours: readonly [string, string] | null;
    forceOverdue?: boolean;
  }) => {
    const { student } = opts;
    const index = matriculas.length;
    const id = index + 1;
    const schoolId = student.cp_escola_id ?? 1;
    const def = ESCOLA_DEFS[schoolId - 1]!;
    const minor = ageOn(student.cp_datanascimento, today) < 18;
    const surname = student.cp_nome.split(' ').at(-1)!;
    const parcelado = opts.payment === 'parcelado';
    const valorCurso = parcelado ? random.pick(COURSE_VALUES) : null;
    const count = parcelado ? (opts.count ?? random.pick(INSTALLMENT_COUNTS)) : null;
    const mensalidade = parcelado ? null : random.pick(MONTHLY_FEES);
    const first = dayOfMonth(opts.start, 0, opts.dueDay);
    if (parcelado) {
      const plan = parcelasPlano(valorCurso!, count!, toIsoDay(first));
      const pastCount = plan.filter((p) => p.vencimento < toIsoDay(today)).length;
      for (const [k, p] of plan.entries()) {
        const parcela = {
          cp_mtPar_id: parcelas.length + 1,
          cp_mt_id: id,
          cp_mt_escola: schoolId,
          cp_mt_usuario: student.cp_id,
          cp_mtPar_numero: p.numero,
          cp_mtPar_dataParcela: p.vencimento,
          cp_mtPar_valorParcela: p.valor,
          cp_mtPar_status: installmentStatus(random, new Date(`${p.vencimento}T00:00:00`), today, index, k, pastCount, {
            concluded: opts.status === 'concluido',
            forceOverdue: opts.forceOverdue ?? index % 6 === 0,
          }),
        };
        parcelas.push({ ...parcela, ...pagamentoSemeado(ctx.usuarios, parcela, toIsoDay(today)) });
      }
    }
    matriculas.push({
      cp_mt_id: id,
      cp_mt_curso: opts.courseId,
      cp_mt_escola: schoolId,
      cp_mt_usuario: student.cp_id,
      cp_mt_nome_usuario: student.cp_nome,
      cp_mt_cadastro_usuario: student.cp_cpf,
      cp_mt_valor_curso: valorCurso,
      cp_mt_quantas_parcelas: count,
      cp_mt_primeira_parcela: toIsoDay(first),
      cp_status_matricula: opts.status,
      cp_mt_nivel: random.pick(LANGUAGE_LEVELS),
      cp_mt_horario_inicio: opts.hours?.[0] ?? null,
      cp_mt_horario_fim: opts.hours?.[1] ?? null,
      cp_mt_escolaridade: minor ? 'Ensino Fundamental Incompleto' : random.pick(EDUCATION_LEVELS.slice(3)),
      cp_mt_local_nascimento: random.chance(0.7) ? `${def.cidade} - ${def.estado}` : null,
      cp_mt_rede_social: random.chance(0.4) ? `@${student.cp_login.replace('.', '_')}` : null,
      cp_mt_nome_pai: minor ? `${random.pick(MALE_NAMES)} ${random.pick(SURNAMES)} ${surname}` : null,
      cp_mt_contato_pai: minor ? mobilePhone(random, def.ddd) : null,
      cp_mt_nome_mae: minor ? `${random.pick(FEMALE_NAMES)} ${random.pick(SURNAMES)} ${surname}` : null,
      cp_mt_contato_mae: minor ? mobilePhone(random, def.ddd) : null,
      cp_mt_tipo_pagamento: opts.payment,
      cp_mt_valor_mensalidade: mensalidade,
    });
  };

  /**
   * Due days relative to today so that, whatever the day, the current month has
   * installments due today, later this month and (after the 1st) earlier this month.
   */
  const lastDay = daysInMonth(today.getFullYear(), today.getMonth());
  const dueDays = [today.getDate(), Math.min(today.getDate() + 3, lastDay), Math.max(1, today.getDate() - 2), 10, 25];
  let placed = 0;
  turmas.forEach((turma, classIndex) => {
    const def = TURMA_DEFS[classIndex]!;
    const start = new Date(`${turma.cp_tr_data}T00:00:00`);
    for (const student of alunosByTurma.get(turma.cp_tr_id)!) {
      const isDemo = student.cp_id === demoAluno.cp_id;
      const adult = ageOn(student.cp_datanascimento, today) >= 18;
      if (isDemo || (adult && placed % 6 === 1)) {
        // An earlier, finished course: all installments paid.
        addEnrolment({
          student,
          courseId: Math.max(1, turma.cp_tr_curso_id - 1),
          status: 'concluido',
          payment: 'parcelado',
          start: addMonths(start, -14),
          dueDay: 10,
          count: placed % 12 === 1 ? 1 : 12,
          hours: [def.start, def.end],
        });
      }
      addEnrolment({
        student,
        courseId: turma.cp_tr_curso_id,
        status: 'ativo',
        payment: !isDemo && placed % 4 === 3 ? 'mensalidade' : 'parcelado',
        start,
        dueDay: isDemo ? today.getDate() : dueDays[placed % dueDays.length]!,
        ...(isDemo ? { count: 10, forceOverdue: true } : placed === 6 ? { count: 13 } : {}),
        hours: [def.start, def.end],
      });
      placed++;
    }
  });
  unplaced.forEach((student, k) => {
    const status = UNPLACED_STATUSES[k % UNPLACED_STATUSES.length]!;
    addEnrolment({
      student,
      courseId: cursoIdOf(random.pick(COURSE_CATALOGUE)),
      status,
      payment: status === 'ativo' ? 'mensalidade' : 'parcelado',
      start: addMonths(today, status === 'ativo' ? 0 : -random.int(3, 7)),
      dueDay: dueDays[k % dueDays.length]!,
      hours: status === 'ativo' ? null : ['18:30', '20:00'],
    });
  });
  return { matriculas, parcelas };
}
