/**
 * `buildSeed(today)`: the demo school network, deterministic for a given day.
 *
 * Three schools in three states, a manager, a director and a secretary per
 * school, teachers, classes with their students, enrolments in every status
 * with installments around "today", attendance, lesson summaries, grades,
 * audio courses, materials and agenda events. Pure: no I/O, no clock, no MSW.
 *
 * One builder per domain (`./<domain>.ts`), called here in a fixed order: they
 * draw from one random stream in turn, so a builder is added at the end (or
 * draws from a stream of its own, as the classroom and certificates do) to
 * leave every other value of the seed as it was.
 */
import { categoryCodeFor } from '@contract/rules/cursos';
import { toIsoDay } from '@contract/dates';
import { buildAgenda } from './agenda';
import { buildCertificados } from './certificados';
import { createSeedContext } from './context';
import { buildCursos } from './cursos';
import { buildEscolas } from './escolas';
import { buildMateriais, buildPermissoes } from './materiais';
import { addUnplacedAlunos, buildMatriculas } from './matriculas';
import type { SeedData } from './rows';
import { buildSalaDeAula } from './sala-de-aula';
import { buildTurmas } from './turmas';
import { buildEquipe, DIRETOR_NAMES, alunoMaker } from './usuarios';

export function buildSeed(todayInput: Date): SeedData {
  const ctx = createSeedContext(todayInput);
  const escolas = buildEscolas(ctx, DIRETOR_NAMES);
  const staff = buildEquipe(ctx);
  const newStudent = alunoMaker(ctx);
  const classes = buildTurmas(ctx, staff, newStudent);
  const unplaced = addUnplacedAlunos(newStudent);
  // Two deleted students, of schools 2 and 3.
  newStudent(2, [18, 40], true);
  newStudent(3, [18, 40], true);
  const { cursos, audios } = buildCursos(ctx, classes.turmas);
  const { matriculas, parcelas } = buildMatriculas(ctx, classes, staff.demoAluno, unplaced);
  const classroom = buildSalaDeAula(ctx, classes, audios, staff.demoAluno);
  const { materiais, materialExtra } = buildMateriais(ctx);
  const agendaEventos = buildAgenda(ctx, classes.turmas);
  const certificados = buildCertificados(ctx, { escolas, cursos, matriculas, demoAluno: staff.demoAluno });

  return {
    today: toIsoDay(ctx.today),
    escolas,
    usuarios: ctx.usuarios,
    credentials: ctx.credentials,
    birthSpecs: ctx.birthSpecs,
    turmaCalendars: classes.turmaCalendars,
    aulaRefs: classroom.aulaRefs,
    cursos,
    audios,
    turmas: classes.turmas,
    turmaAlunos: classes.turmaAlunos,
    matriculas,
    parcelas,
    materiais,
    materialExtra,
    chamadas: classroom.chamadas,
    resumos: classroom.resumos,
    notas: classroom.notas,
    audiosOuvidos: classroom.audiosOuvidos,
    agendaEventos,
    permissoes: buildPermissoes(ctx),
    certificados,
  };
}

/** The material category codes of the seeded classes' courses (used by tests and docs). */
export function seededCategoryCodes(seed: SeedData): string[] {
  const names = seed.turmas.map((t) => seed.cursos[t.cp_tr_curso_id - 1]!.cp_nome_curso);
  return [...new Set(names.map(categoryCodeFor).filter((c): c is NonNullable<typeof c> => c !== null))];
}
