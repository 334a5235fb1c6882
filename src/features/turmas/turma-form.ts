/**
 * The class form's values and their checks (spec section 5, "Class"): what
 * the user picks, turned into the contract's `TurmaFields` or into one
 * Portuguese message per field.
 */
import { TurmaFields } from '@contract/turmas';
import type { DiaSemana } from '@contract/constants';
import type { Turma } from '@contract/entities';

export interface TurmaFormValues {
  cp_tr_nome: string;
  cp_tr_data: string;
  /** Select values: '' for none. */
  cp_tr_id_professor: string;
  cp_tr_id_escola: string;
  cp_tr_curso_id: string;
  /** The weekdays ticked (any order: the contract stores them in week order). */
  cp_tr_dias: readonly DiaSemana[];
  /** 'HH:MM' or '' for none. */
  cp_tr_horario_inicio: string;
  cp_tr_horario_fim: string;
  cp_tr_sala: string;
  cp_tr_alunos: readonly number[];
}

/** The form's text fields (the days and the students are lists). */
export type TurmaFormField = Exclude<keyof TurmaFormValues, 'cp_tr_alunos' | 'cp_tr_dias'>;
export type TurmaFormErrors = Partial<Record<TurmaFormField | 'cp_tr_alunos' | 'cp_tr_dias', string>>;

/** A new class; directors and secretaries start (and stay) in their own school. */
export function emptyTurmaForm(schoolId: number | null = null): TurmaFormValues {
  return {
    cp_tr_nome: '',
    cp_tr_data: '',
    cp_tr_id_professor: '',
    cp_tr_id_escola: schoolId !== null ? String(schoolId) : '',
    cp_tr_curso_id: '',
    cp_tr_dias: [],
    cp_tr_horario_inicio: '',
    cp_tr_horario_fim: '',
    cp_tr_sala: '',
    cp_tr_alunos: [],
  };
}

export function turmaToForm(turma: Turma): TurmaFormValues {
  return {
    cp_tr_nome: turma.cp_tr_nome ?? '',
    cp_tr_data: (turma.cp_tr_data ?? '').slice(0, 10),
    cp_tr_id_professor: String(turma.cp_tr_id_professor ?? ''),
    cp_tr_id_escola: String(turma.cp_tr_id_escola ?? ''),
    cp_tr_curso_id: String(turma.cp_tr_curso_id ?? ''),
    cp_tr_dias: [...(turma.cp_tr_dias ?? [])],
    cp_tr_horario_inicio: turma.cp_tr_horario_inicio ?? '',
    cp_tr_horario_fim: turma.cp_tr_horario_fim ?? '',
    cp_tr_sala: turma.cp_tr_sala ?? '',
    cp_tr_alunos: [...(turma.cp_tr_alunos ?? [])],
  };
}

const REQUIRED: Readonly<Partial<Record<TurmaFormField, string>>> = {
  cp_tr_nome: 'Nome é obrigatório.',
  cp_tr_data: 'Data é obrigatória.',
  cp_tr_id_professor: 'Professor é obrigatório.',
  cp_tr_id_escola: 'Escola é obrigatória.',
  cp_tr_curso_id: 'Curso é obrigatório.',
};

export type TurmaFormResult =
  { readonly ok: true; readonly fields: TurmaFields } | { readonly ok: false; readonly errors: TurmaFormErrors };

export function validateTurmaForm(values: TurmaFormValues): TurmaFormResult {
  const errors: TurmaFormErrors = {};
  for (const [field, message] of Object.entries(REQUIRED) as [keyof typeof REQUIRED, string][]) {
    if (values[field].trim() === '') errors[field] = message;
  }
  const parsed = TurmaFields.safeParse({
    ...values,
    cp_tr_id_professor: values.cp_tr_id_professor || undefined,
    cp_tr_id_escola: values.cp_tr_id_escola || undefined,
    cp_tr_curso_id: values.cp_tr_curso_id || undefined,
    cp_tr_dias: [...values.cp_tr_dias],
    cp_tr_horario_inicio: values.cp_tr_horario_inicio || null,
    cp_tr_horario_fim: values.cp_tr_horario_fim || null,
    cp_tr_alunos: [...values.cp_tr_alunos],
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as TurmaFormField | 'cp_tr_alunos' | 'cp_tr_dias';
      if (field in values) errors[field] ??= issue.message;
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, fields: parsed.data };
}
