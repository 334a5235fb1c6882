/** Classes (turmas) endpoints (spec section 7, "Classes"). */
import { z } from 'zod';
import {
  ClockTime,
  DIAS_SEMANA,
  Id,
  IsoDate,
  ListQuery,
  MessageBody,
  OptionalText,
  RequiredText,
  type DiaSemana,
} from './common.ts';
import { columnsOf } from './columns.ts';
import { nameOrder } from './order.ts';
import type { SearchField } from './search.ts';
import { endpoint } from './http.ts';
import { ROUTES } from './routes.ts';
import { AlunoEscola, Turma, TurmaRow } from './entities.ts';

/** The class form's texts about its timetable (docs/registration.md, "Classes"). */
export const TURMA_HORARIO_MESSAGES = {
  diaInvalido: 'Dia da semana inválido.',
  horarioIncompleto: 'Informe o início e o fim do horário.',
  fimAntesDoInicio: 'O horário de término deve ser depois do início.',
} as const;

/** The longest room name. */
export const TURMA_SALA_MAX = 60;

/** The weekdays as stored: each once, in week order; none is null. */
export const normalizeDias = (dias: readonly DiaSemana[] | null | undefined): DiaSemana[] | null => {
  const chosen = new Set(dias ?? []);
  const ordered = DIAS_SEMANA.filter((d) => chosen.has(d));
  return ordered.length > 0 ? ordered : null;
};

const TurmaObject = z.object({
  cp_tr_nome: RequiredText('Nome'),
  cp_tr_data: IsoDate,
  cp_tr_id_professor: Id,
  cp_tr_id_escola: Id,
  cp_tr_curso_id: Id,
  cp_tr_dias: z
    .array(z.enum(DIAS_SEMANA, { error: TURMA_HORARIO_MESSAGES.diaInvalido }))
    .max(DIAS_SEMANA.length, TURMA_HORARIO_MESSAGES.diaInvalido)
    .nullable()
    .optional()
    .transform(normalizeDias),
  cp_tr_horario_inicio: ClockTime.nullable()
    .optional()
    .transform((t) => t ?? null),
  cp_tr_horario_fim: ClockTime.nullable()
    .optional()
    .transform((t) => t ?? null),
  cp_tr_sala: OptionalText(TURMA_SALA_MAX).transform((s) => s ?? null),
  cp_tr_alunos: z.array(Id).max(500).default([]),
});

/** A class form: the timetable's start and end come together, the end after the start. */
export const TurmaFields = TurmaObject.superRefine((f, ctx) => {
  const { cp_tr_horario_inicio: inicio, cp_tr_horario_fim: fim } = f;
  if ((inicio === null) !== (fim === null)) {
    const path = inicio === null ? 'cp_tr_horario_inicio' : 'cp_tr_horario_fim';
    ctx.addIssue({ code: 'custom', path: [path], message: TURMA_HORARIO_MESSAGES.horarioIncompleto });
  } else if (inicio !== null && fim !== null && fim <= inicio) {
    ctx.addIssue({ code: 'custom', path: ['cp_tr_horario_fim'], message: TURMA_HORARIO_MESSAGES.fimAntesDoInicio });
  }
});
export type TurmaFields = z.input<typeof TurmaFields>;

/** The columns of a stored class. */
export const TURMA_COLUMNS = columnsOf(TurmaRow);

/** The columns the class form writes, in this order (its students go to turma_alunos). */
export const TURMA_FORM_COLUMNS = columnsOf(TurmaObject.omit({ cp_tr_alunos: true }));

/** The order of the classes lists. */
export const TURMA_ORDER = nameOrder('cp_tr_nome', 'cp_tr_id');

/** What the classes list's `q` searches: the class's, its teacher's and its course's names. */
export const TURMA_SEARCH = ['cp_tr_nome', 'nomeDoProfessor', 'cursoNome'] as const satisfies readonly SearchField<
  keyof Turma & string
>[];

export const listTurmas = endpoint({
  ...ROUTES.listTurmas,
  name: 'listTurmas',
  query: ListQuery.extend({ escolaId: Id.optional(), professorId: Id.optional() }),
  response: z.array(Turma),
  summary: 'Turmas visíveis ao chamador (aluno: a sua; professor: as suas).',
});

export const getTurma = endpoint({
  ...ROUTES.getTurma,
  name: 'getTurma',
  response: Turma,
  summary: 'Uma turma.',
});

export const deleteTurma = endpoint({
  ...ROUTES.deleteTurma,
  name: 'deleteTurma',
  response: MessageBody,
  summary: 'Exclui uma turma.',
});

export const listAlunosEscola = endpoint({
  ...ROUTES.listAlunosEscola,
  name: 'listAlunosEscola',
  response: z.array(AlunoEscola),
  summary: 'Alunos de uma escola (para montar turmas).',
});

export const listTurmasProfessor = endpoint({
  ...ROUTES.listTurmasProfessor,
  name: 'listTurmasProfessor',
  response: z.array(Turma),
  summary: 'Turmas de um professor.',
});

export const updateTurma = endpoint({
  ...ROUTES.updateTurma,
  name: 'updateTurma',
  body: TurmaFields,
  response: MessageBody,
  summary: 'Edita uma turma e seus alunos.',
});

export const registerTurma = endpoint({
  ...ROUTES.registerTurma,
  name: 'registerTurma',
  body: TurmaFields,
  response: MessageBody.extend({ cp_tr_id: Id }),
  summary: 'Cadastra uma turma com seus alunos.',
});
