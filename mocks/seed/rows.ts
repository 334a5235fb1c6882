/**
 * The stored rows of the demo network: one zod schema per table, named with
 * the contract's `cp_*` fields. Entities the contract already describes as
 * stored (Usuario, Escola, Curso, …) are reused as is; join tables and rows whose
 * contract shape adds derived fields (a class's teacher name, an attendance
 * record's student name) are declared here with their stored columns only.
 *
 * The mock database builds its collections from these schemas, and
 * `supabase/seed.sql` is generated from rows of exactly these shapes.
 */
import { z } from 'zod';
import { GRANTABLE } from '@contract/access';
import {
  AgendaEvento,
  Audio,
  Certificado,
  Chamada,
  Curso,
  MaterialExtra,
  Id,
  MatriculaRow,
  ParcelaRow,
  Nota,
  Resumo,
  Escola,
  Material,
  Usuario,
  TurmaAlunoRow,
  TurmaRow,
  UsuarioRow,
} from '@contract';

export {
  Audio,
  Curso,
  MaterialExtra,
  MatriculaRow,
  ParcelaRow,
  Resumo,
  Escola,
  Material,
  Usuario,
  TurmaAlunoRow,
  TurmaRow,
  UsuarioRow,
};

/** An attendance record as stored (the student's name is joined on read). */
export const ChamadaRow = Chamada.omit({ cp_nome_aluno: true });
export type ChamadaRow = z.infer<typeof ChamadaRow>;

/**
 * A grade as stored: the student's name is joined on read, and the average is
 * computed on read by `gradeAverage` (public.notas generates it with
 * private.nota_media), so it cannot disagree with the two grades.
 */
export const NotaRow = Nota.omit({ cp_nome_aluno: true, cp_nota_media: true });
export type NotaRow = z.infer<typeof NotaRow>;

/** An audio a student has played (public.audios_ouvidos): one row per student and audio. */
export const AudioOuvidoRow = z.object({ cp_aluno_id: Id, cp_audio_id: Id, cp_ouvido_em: z.iso.datetime() });
export type AudioOuvidoRow = z.infer<typeof AudioOuvidoRow>;

/** A grant held by a person (access.ts GRANTABLE; public.permissoes). */
export const PermissaoRow = z.object({
  cp_usuario_id: Id,
  cp_permissao: z.enum(GRANTABLE),
  cp_concedida_por: Id.nullable(),
  cp_concedida_em: z.string(),
});
export type PermissaoRow = z.infer<typeof PermissaoRow>;

/**
 * A certificate as stored (docs/certificados.md): its situation is computed
 * on read from the revocation (public.certificados generates it).
 */
export const CertificadoRow = Certificado.omit({ cp_cert_situacao: true });
export type CertificadoRow = z.infer<typeof CertificadoRow>;

/**
 * An agenda event as stored (public.agenda_eventos): the author's, school's
 * and class's names are joined on read (docs/agenda.md).
 */
export const AgendaEventoRow = AgendaEvento.omit({ cp_ev_autor_nome: true, cp_ev_escola_nome: true, cp_ev_turma_nome: true });
export type AgendaEventoRow = z.infer<typeof AgendaEventoRow>;

/** A demo account's plain password. Only the seed holds these; backends store a hash. */
export const SeedCredential = z.object({ userId: Id, login: z.string(), password: z.string() });
export type SeedCredential = z.infer<typeof SeedCredential>;

/**
 * How a person's birth date follows "today": `birthDateAround(today, age,
 * offsetDays)` (mocks/seed/calendar.ts) — the birthday falls `offsetDays`
 * after today, about `age` years ago. Not a table: supabase/seed.sql computes
 * each `cp_datanascimento` from it at load time, so both backends hold the
 * same birth dates on any day.
 */
export const BirthSpec = z.object({
  userId: Id,
  age: z.number().int().nonnegative(),
  offsetDays: z.number().int().min(0).max(365),
});
export type BirthSpec = z.infer<typeof BirthSpec>;

/**
 * How a class's lessons follow "today" (not a table): it started `monthsAgo`
 * months and `daysBefore` days before today (`turmaStart`) and meets on
 * `weekdays` (0 = Sunday); its lessons are `pastAulas(start, weekdays,
 * today)` (mocks/seed/calendar.ts).
 */
export const TurmaCalendar = z.object({
  turmaId: Id,
  monthsAgo: z.number().int().nonnegative(),
  daysBefore: z.number().int().nonnegative(),
  weekdays: z.array(z.number().int().min(0).max(6)).min(1),
});
export type TurmaCalendar = z.infer<typeof TurmaCalendar>;

/**
 * The lesson a classroom record (attendance, grade, summary) belongs to: the
 * `k`-th most recent past lesson of class `turmaId` (1 = the last lesson
 * before today). Its day changes with today, the record's other values do
 * not; supabase/seed.sql computes the day at load time from it.
 */
export const AulaRef = z.object({ turmaId: Id, k: z.number().int().positive() });
export type AulaRef = z.infer<typeof AulaRef>;

/**
 * A lesson summary's texts follow the number `n` of its lesson (its position
 * among the class's past lessons, 1 = the first): `cp_res_aula` is
 * `aulaTitle(n)` and `cp_res_resumo` is `topics[(n + topicOffset) %
 * topics.length]` (`resumoTopic`).
 */
export const ResumoRef = AulaRef.extend({
  topics: z.array(z.string().min(1)).min(1),
  topicOffset: z.number().int().nonnegative(),
});
export type ResumoRef = z.infer<typeof ResumoRef>;

/** What the title of a lesson's summary starts with, before the lesson number. */
export const AULA_TITLE_PREFIX = 'Aula ';

/** The title of the summary of lesson number `n`. */
export const aulaTitle = (n: number): string => `${AULA_TITLE_PREFIX}${n}`;

/** The topic of the summary of lesson number `n`. */
export const resumoTopic = (ref: Pick<ResumoRef, 'topics' | 'topicOffset'>, n: number): string =>
  ref.topics[(n + ref.topicOffset) % ref.topics.length]!;

/** Everything `buildSeed` produces: plain JSON rows, ids from 1 per table. */
export interface SeedData {
  /** The day the seed was built for (`YYYY-MM-DD`); every date is relative to it. */
  readonly today: string;
  readonly escolas: Escola[];
  readonly usuarios: UsuarioRow[];
  readonly credentials: SeedCredential[];
  /** One per user, in user order: what each `cp_datanascimento` is computed from. */
  readonly birthSpecs: BirthSpec[];
  /** One per class, in class order: what its lesson days are computed from. */
  readonly turmaCalendars: TurmaCalendar[];
  /**
   * One per classroom row, in row order: the lesson each attendance record,
   * grade and summary belongs to (their dates, and a summary's title and
   * topic, are computed from it).
   */
  readonly aulaRefs: {
    readonly chamadas: AulaRef[];
    readonly notas: AulaRef[];
    readonly resumos: ResumoRef[];
  };
  readonly cursos: Curso[];
  readonly audios: Audio[];
  readonly turmas: TurmaRow[];
  readonly turmaAlunos: TurmaAlunoRow[];
  readonly matriculas: MatriculaRow[];
  readonly parcelas: ParcelaRow[];
  readonly materiais: Material[];
  readonly materialExtra: MaterialExtra[];
  readonly chamadas: ChamadaRow[];
  readonly resumos: Resumo[];
  readonly notas: NotaRow[];
  readonly audiosOuvidos: AudioOuvidoRow[];
  readonly agendaEventos: AgendaEventoRow[];
  readonly permissoes: PermissaoRow[];
  /** Certificates of some concluded enrolments (one revoked); codes drawn from a stream of their own. */
  readonly certificados: CertificadoRow[];
}
