/**
 * The network's evaluations dashboard (docs/avaliacoes.md; the spec only
 * names the screen). Grades and attendance aggregated in SQL per school,
 * course, class, teacher or student, over a period; the gestor drills from a
 * school to its classes to a class's students.
 */
import { z } from 'zod';
import { Id, IsoDate } from './common.ts';
import { endpoint } from './http.ts';
import { ROUTES } from './routes.ts';

export const AVALIACOES_MESSAGES = {
  title: 'Avaliações',
  loadError: 'Erro ao carregar as avaliações.',
  empty: 'Nenhuma nota ou chamada no período.',
  exported: 'Arquivo exportado.',
  turmaRequired: 'Escolha a turma para ver os alunos.',
  escolaRequired: 'Escolha a escola para ver as turmas.',
  periodTooLong: 'Escolha um período de até 2 anos.',
  periodOrder: 'A data final deve ser igual ou posterior à inicial.',
} as const;

export const AVALIACAO_NIVEIS = ['escola', 'curso', 'professor', 'turma', 'aluno'] as const;
export type AvaliacaoNivel = (typeof AVALIACAO_NIVEIS)[number];
export const AVALIACAO_NIVEL_LABELS: Readonly<Record<AvaliacaoNivel, string>> = {
  escola: 'Escolas',
  curso: 'Cursos',
  professor: 'Professores',
  turma: 'Turmas',
  aluno: 'Alunos',
};

/** The longest period one call aggregates. */
export const AVALIACOES_MAX_DAYS = 731;

/**
 * One group of the dashboard. Grade figures count the grades dated in the
 * period (their averages); attendance figures count the records dated in it.
 */
export const AvaliacaoLinha = z.object({
  /** The group's id (school, course, teacher, class or student); null on the total. */
  id: Id.nullable(),
  nome: z.string(),
  /** Distinct students with a grade or an attendance record in the period. */
  alunos: z.number().int(),
  notas: z.number().int(),
  /** Mean of the grade averages (meanGrade); null with no grades. */
  media: z.number().nullable(),
  boa: z.number().int(),
  regular: z.number().int(),
  ruim: z.number().int(),
  /** Attendance records, and those Presente or Justificado. */
  aulas: z.number().int(),
  presencas: z.number().int(),
  /** attendanceRate(presencas, aulas); null with no records. */
  frequencia: z.number().int().nullable(),
});
export type AvaliacaoLinha = z.infer<typeof AvaliacaoLinha>;

export const AvaliacoesQuery = z
  .object({
    de: IsoDate,
    ate: IsoDate,
    nivel: z.enum(AVALIACAO_NIVEIS).default('escola'),
    /** Only this school's records (required for nivel 'turma'). */
    escolaId: Id.optional(),
    /** Only this class's records (required for nivel 'aluno'). */
    turmaId: Id.optional(),
  })
  .refine((q) => q.de <= q.ate, { message: AVALIACOES_MESSAGES.periodOrder, path: ['ate'] })
  .refine((q) => Date.parse(`${q.ate}T00:00:00Z`) - Date.parse(`${q.de}T00:00:00Z`) < AVALIACOES_MAX_DAYS * 86_400_000, {
    message: AVALIACOES_MESSAGES.periodTooLong,
    path: ['ate'],
  })
  .refine((q) => q.nivel !== 'turma' || q.escolaId !== undefined, {
    message: AVALIACOES_MESSAGES.escolaRequired,
    path: ['escolaId'],
  })
  .refine((q) => q.nivel !== 'aluno' || q.turmaId !== undefined, {
    message: AVALIACOES_MESSAGES.turmaRequired,
    path: ['turmaId'],
  });
export type AvaliacoesQuery = z.input<typeof AvaliacoesQuery>;

export const Avaliacoes = z.object({
  nivel: z.enum(AVALIACAO_NIVEIS),
  /** One row per group with records in the period, by name (compareNames). */
  linhas: z.array(AvaliacaoLinha),
  /** The whole selection (not the sum of the rows' means). */
  total: AvaliacaoLinha,
});
export type Avaliacoes = z.infer<typeof Avaliacoes>;

export const getAvaliacoes = endpoint({
  ...ROUTES.getAvaliacoes,
  name: 'getAvaliacoes',
  query: AvaliacoesQuery,
  response: Avaliacoes,
  summary: 'Médias, distribuição Boa/Média/Ruim e frequência por grupo, calculadas no SQL (gestor).',
});
