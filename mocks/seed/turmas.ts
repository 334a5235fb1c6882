/** The classes: a teacher, a school, a course, a timetable and their students. */
import { toIsoDay } from '@contract/dates';
import { classStart } from './calendar';
import type { SeedContext } from './context';
import { courseIdOf } from './cursos';
import type { ClassCalendar, TurmaAlunoRow, TurmaRow, UsuarioRow } from './rows';
import type { NewStudent, Staff } from './usuarios';

export interface ClassDef {
  readonly name: string;
  readonly school: number;
  /** Login of the teacher (staff list above). */
  readonly teacher: string;
  readonly course: string;
  /** Weekdays of the lessons (0 = Sunday). */
  readonly weekdays: readonly number[];
  readonly start: string;
  readonly end: string;
  readonly size: number;
  /** Student age range. */
  readonly ages: readonly [number, number];
  readonly monthsAgo: number;
}

export const CLASSES: readonly ClassDef[] = [
  {
    name: 'Global English 3 — Seg/Qua 19h',
    school: 1,
    teacher: 'professor',
    course: '[ING] GLOBAL ENGLISH BOOK 3',
    weekdays: [1, 3],
    start: '19:00',
    end: '20:30',
    size: 8,
    ages: [18, 45],
    monthsAgo: 5,
  },
  {
    name: 'TV Box 1 — Sábado 9h',
    school: 1,
    teacher: 'professor',
    course: '[ING] TV BOX 1',
    weekdays: [6],
    start: '09:00',
    end: '11:00',
    size: 6,
    ages: [22, 58],
    monthsAgo: 3,
  },
  {
    name: 'Nuevo Español 2 — Ter/Qui 18h',
    school: 1,
    teacher: 'larissa.carvalho',
    course: '[ESP] NUEVO ESPAÑOL 2',
    weekdays: [2, 4],
    start: '18:00',
    end: '19:30',
    size: 7,
    ages: [18, 50],
    monthsAgo: 7,
  },
  {
    name: 'Ferris Wheel 2 — Ter/Qui 14h',
    school: 2,
    teacher: 'thiago.souza',
    course: '[ING] FERRIS WHEEL 2',
    weekdays: [2, 4],
    start: '14:00',
    end: '15:00',
    size: 7,
    ages: [7, 9],
    monthsAgo: 4,
  },
  {
    name: 'Tweens 3 — Seg/Qua 16h',
    school: 2,
    teacher: 'thiago.souza',
    course: '[ING] GLOBAL TWEENS 3',
    weekdays: [1, 3],
    start: '16:00',
    end: '17:30',
    size: 6,
    ages: [10, 13],
    monthsAgo: 6,
  },
  {
    name: 'Global English 5 — Sexta 19h',
    school: 2,
    teacher: 'camila.pereira',
    course: '[ING] GLOBAL ENGLISH BOOK 5',
    weekdays: [5],
    start: '19:00',
    end: '21:30',
    size: 9,
    ages: [18, 48],
    monthsAgo: 8,
  },
  {
    name: 'Momente A1.2 — Seg/Qua 19h30',
    school: 3,
    teacher: 'ana.vieira',
    course: '[ALE] MOMENTE A1.2',
    weekdays: [1, 3],
    start: '19:30',
    end: '21:00',
    size: 5,
    ages: [19, 40],
    monthsAgo: 2,
  },
  {
    name: 'Next Station 1 — Sábado 10h',
    school: 3,
    teacher: 'gustavo.freitas',
    course: '[ING] NEXT STATION 1',
    weekdays: [6],
    start: '10:00',
    end: '11:30',
    size: 10,
    ages: [6, 9],
    monthsAgo: 3,
  },
  {
    name: 'Business English — Ter/Qui 20h',
    school: 3,
    teacher: 'gustavo.freitas',
    course: '[ING] BUSINESS ENGLISH',
    weekdays: [2, 4],
    start: '20:00',
    end: '21:30',
    size: 6,
    ages: [25, 55],
    monthsAgo: 5,
  },
];

export interface SeededClasses {
  readonly turmas: TurmaRow[];
  readonly classCalendars: ClassCalendar[];
  readonly turmaAlunos: TurmaAlunoRow[];
  /** Each class's students, by class id. */
  readonly classStudents: ReadonlyMap<number, UsuarioRow[]>;
}

/** CLASSES in id order, each filled with new students (the demo student is in the first). */
export function buildTurmas(ctx: SeedContext, staff: Staff, newStudent: NewStudent): SeededClasses {
  const { random, today } = ctx;
  const turmas: TurmaRow[] = [];
  const classCalendars: ClassCalendar[] = [];
  const turmaAlunos: TurmaAlunoRow[] = [];
  const classStudents = new Map<number, UsuarioRow[]>();
  CLASSES.forEach((def, index) => {
    const id = index + 1;
    const teacherId = staff.teacherIds.get(def.teacher);
    if (teacherId === undefined) throw new Error(`Professor desconhecido no seed: ${def.teacher}`);
    const calendar = { turmaId: id, monthsAgo: def.monthsAgo, daysBefore: random.int(0, 10), weekdays: [...def.weekdays] };
    classCalendars.push(calendar);
    turmas.push({
      cp_tr_id: id,
      cp_tr_nome: def.name,
      cp_tr_data: toIsoDay(classStart(today, calendar.monthsAgo, calendar.daysBefore)),
      cp_tr_id_professor: teacherId,
      cp_tr_id_escola: def.school,
      cp_tr_curso_id: courseIdOf(def.course),
    });
    // The demo student (id 5) is in the first class; membership lives in turmaAlunos only.
    const members: UsuarioRow[] = id === 1 ? [staff.demoStudent] : [];
    while (members.length < def.size) members.push(newStudent(def.school, def.ages));
    classStudents.set(id, members);
    for (const m of members) turmaAlunos.push({ cp_tr_id: id, cp_aluno_id: m.cp_id });
  });
  return { turmas, classCalendars, turmaAlunos, classStudents };
}
