/**
 * Classes (docs/registration.md): how a stored class becomes the answer, and
 * who may be its teacher and students. Pure; both backends read the rows and
 * apply these.
 */
import type { Turma, TurmaRow } from '../entities.ts';

/** What a class's answer reads beside its row (null where it is missing or not readable). */
export interface TurmaLabels {
  readonly alunos: readonly number[] | null;
  readonly nomeProfessor: string | null;
  readonly nomeEscola: string | null;
  readonly nomeCurso: string | null;
}

/** A class as answered: its students by ascending id, and its teacher's, school's and course's names ('' when missing). */
export function turmaAnswer(row: TurmaRow, labels: TurmaLabels): Turma {
  return {
    ...row,
    cp_tr_alunos: [...(labels.alunos ?? [])].sort((a, b) => a - b),
    nomeDoProfessor: labels.nomeProfessor ?? '',
    nomeDaEscola: labels.nomeEscola ?? '',
    cursoNome: labels.nomeCurso ?? '',
  };
}

/** The facts of a person that decide whether they may be in a class. */
export interface MemberFacts {
  readonly cp_tipo_user: number;
  readonly cp_excluido: number;
  readonly cp_escola_id: number | null;
}

/** Whether `person` is a live person of `type` (4: the class's teacher, 5: a student) of the class's school. */
export function isLiveMemberOf(person: MemberFacts | null | undefined, type: 4 | 5, schoolId: number): boolean {
  return person != null && person.cp_excluido === 0 && person.cp_tipo_user === type && person.cp_escola_id === schoolId;
}

/** The students a class form names, each once, in the order given. */
export const distinctStudents = (ids: readonly number[]): number[] => [...new Set(ids)];
