/** The classes: a teacher, a school, a course, a timetable and their students. */
import { DIAS_SEMANA } from '@contract/constants';
import { toIsoDay } from '@contract/dates';
import { normalizeDias } from '@contract/turmas';
import { turmaStart } from './calendar';
import type { SeedContext } from './context';
import { cursoIdOf } from './cursos';
import type { TurmaCalendar, TurmaAlunoRow, TurmaRow, UsuarioRow } from './rows';
import type { NewAluno, Equipe } from './usuarios';

export interface TurmaDef {
  readonly nome: string;
  readonly escola: number;
  /** Login of the teacher (EQUIPE, usuarios.ts). */
  readonly professor: string;
  readonly curso: string;
  /** Weekdays of the lessons (0 = Sunday). */
  readonly weekdays: readonly number[];
  readonly start: string;
  readonly end: string;
  readonly size: number;
  /** Student age range. */
  readonly ages: readonly [number, number];
  readonly monthsAgo: number;
}

export const TURMA_DEFS: readonly TurmaDef[] = [
  {
    nome: 'Global English 3 — Seg/Qua 19h',
    escola: 1,
    professor: 'professor',
    curso: '[ING] GLOBAL ENGLISH BOOK 3',
    weekdays: [1, 3],
    start: '19:00',
    end: '20:30',
    size: 8,
    ages: [18, 45],
    monthsAgo: 5,
  },
  {
    nome: 'TV Box 1 — Sábado 9h',
    escola: 1,
    professor: 'professor',
    curso: '[ING] TV BOX 1',
    weekdays: [6],
    start: '09:00',
    end: '11:00',
    size: 6,
    ages: [22, 58],
    monthsAgo: 3,
  },
  {
    nome: 'Nuevo Español 2 — Ter/Qui 18h',
    escola: 1,
    professor: 'larissa.carvalho',
    curso: '[ESP] NUEVO ESPAÑOL 2',
    weekdays: [2, 4],
    start: '18:00',
    end: '19:30',
    size: 7,
    ages: [18, 50],
    monthsAgo: 7,
  },
  {
    nome: 'Ferris Wheel 2 — Ter/Qui 14h',
    escola: 2,
    professor: 'thiago.souza',
    curso: '[ING] FERRIS WHEEL 2',
    weekdays: [2, 4],
    start: '14:00',
    end: '15:00',
    size: 7,
    ages: [7, 9],
    monthsAgo: 4,
  },
  {
    nome: 'Tweens 3 — Seg/Qua 16h',
    escola: 2,
    professor: 'thiago.souza',
    curso: '[ING] GLOBAL TWEENS 3',
    weekdays: [1, 3],
    start: '16:00',
    end: '17:30',
    size: 6,
    ages: [10, 13],
    monthsAgo: 6,
  },
  {
    nome: 'Global English 5 — Sexta 19h',
    escola: 2,
    professor: 'camila.pereira',
    curso: '[ING] GLOBAL ENGLISH BOOK 5',
    weekdays: [5],
    start: '19:00',
    end: '21:30',
    size: 9,
    ages: [18, 48],
    monthsAgo: 8,
  },
  {
    nome: 'Momente A1.2 — Seg/Qua 19h30',
    escola: 3,
    professor: 'ana.vieira',
    curso: '[ALE] MOMENTE A1.2',
    weekdays: [1, 3],
    start: '19:30',
    end: '21:00',
    size: 5,
    ages: [19, 40],
    monthsAgo: 2,
  },
  {
    nome: 'Next Station 1 — Sábado 10h',
    escola: 3,
    professor: 'gustavo.freitas',
    curso: '[ING] NEXT STATION 1',
    weekdays: [6],
    start: '10:00',
    end: '11:30',
    size: 10,
    ages: [6, 9],
    monthsAgo: 3,
  },
  {
    nome: 'Business English — Ter/Qui 20h',
    escola: 3,
    professor: 'gustavo.freitas',
    curso: '[ING] BUSINESS ENGLISH',
    weekdays: [2, 4],
    start: '20:00',
    end: '21:30',
    size: 6,
    ages: [25, 55],
    monthsAgo: 5,
  },
];

export interface SeededTurmas {
  readonly turmas: TurmaRow[];
  readonly turmaCalendars: TurmaCalendar[];
  readonly turmaAlunos: TurmaAlunoRow[];
  /** Each class's students, by class id. */
  readonly alunosByTurma: ReadonlyMap<number, UsuarioRow[]>;
}

/** TURMA_DEFS in id order, each filled with new students (the demo student is in the first). */
export function buildTurmas(ctx: SeedContext, staff: Equipe, newStudent: NewAluno): SeededTurmas {
  const { random, today } = ctx;
  const turmas: TurmaRow[] = [];
  const turmaCalendars: TurmaCalendar[] = [];
  const turmaAlunos: TurmaAlunoRow[] = [];
  const alunosByTurma = new Map<number, UsuarioRow[]>();
  TURMA_DEFS.forEach((def, index) => {
    const id = index + 1;
    const teacherId = staff.professorIds.get(def.professor);
    if (teacherId === undefined) throw new Error(`Professor desconhecido no seed: ${def.professor}`);
    const calendar = { turmaId: id, monthsAgo: def.monthsAgo, daysBefore: random.int(0, 10), weekdays: [...def.weekdays] };
    turmaCalendars.push(calendar);
    turmas.push({
      cp_tr_id: id,
      cp_tr_nome: def.nome,
      cp_tr_data: toIsoDay(turmaStart(today, calendar.monthsAgo, calendar.daysBefore)),
      cp_tr_id_professor: teacherId,
      cp_tr_id_escola: def.escola,
      cp_tr_curso_id: cursoIdOf(def.curso),
      cp_tr_dias: normalizeDias(def.weekdays.map((d) => DIAS_SEMANA[d - 1]!)),
      cp_tr_horario_inicio: def.start,
      cp_tr_horario_fim: def.end,
      cp_tr_sala: `Sala ${TURMA_DEFS.slice(0, index + 1).filter((d) => d.escola === def.escola).length}`,
    });
    // The demo student (id 5) is in the first class; membership lives in turmaAlunos only.
    const members: UsuarioRow[] = id === 1 ? [staff.demoAluno] : [];
    while (members.length < def.size) members.push(newStudent(def.escola, def.ages));
    alunosByTurma.set(id, members);
    for (const m of members) turmaAlunos.push({ cp_tr_id: id, cp_aluno_id: m.cp_id });
  });
  return { turmas, turmaCalendars, turmaAlunos, alunosByTurma };
}
