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
  Audio,
  Chamada,
  Curso,
  MaterialExtra,
  Id,
  IsoDate,
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

/** An agenda event of the demo calendar. */
export const AgendaEventRow = z.object({
  id: Id,
  title: z.string(),
  start: IsoDate,
  description: z.string().nullable(),
});
export type AgendaEventRow = z.infer<typeof AgendaEventRow>;

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

/** Everything `buildSeed` produces: plain JSON rows, ids from 1 per table. */
export interface SeedData {
  /** The day the seed was built for (`YYYY-MM-DD`); every date is relative to it. */
  readonly today: string;
  readonly escolas: Escola[];
  readonly usuarios: UsuarioRow[];
  readonly credentials: SeedCredential[];
  /** One per user, in user order: what each `cp_datanascimento` is computed from. */
  readonly birthSpecs: BirthSpec[];
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
  readonly agendaEvents: AgendaEventRow[];
  readonly permissoes: PermissaoRow[];
}
