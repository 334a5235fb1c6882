/**
 * The entities the client reads (product spec, section 3), as runtime schemas.
 * Field names are the spec's `cp_*` names. No schema here has a password field:
 * passwords are write-only and never leave a backend.
 */
import { z } from 'zod';
import {
  AttendanceStatusSchema,
  ClockTime,
  DisplayedInstallmentStatusSchema,
  EnrolmentStatusSchema,
  EstadoCivil,
  Flag,
  FormaPagamentoSchema,
  Id,
  IsoDate,
  PaymentTypeSchema,
  StoredInstallmentStatus,
  UfSchema,
  UserTypeSchema,
} from './common.ts';
import { DIAS_SEMANA } from './constants.ts';

const nullableText = z.string().nullable();

/**
 * A person as stored (table profiles). Class membership is stored once, in
 * turma_alunos (TurmaAlunoRow): a person's cp_turma_id is read from it.
 */
export const UsuarioRow = z.object({
  cp_id: Id,
  cp_nome: z.string(),
  cp_email: z.string(),
  cp_login: z.string(),
  cp_tipo_user: UserTypeSchema,
  cp_rg: nullableText,
  cp_cpf: z.string(),
  cp_datanascimento: IsoDate,
  cp_estadocivil: EstadoCivil.nullable(),
  cp_cnpj: nullableText,
  cp_ie: nullableText,
  cp_whatsapp: nullableText,
  cp_telefone: nullableText,
  cp_empresaatuacao: nullableText,
  cp_profissao: nullableText,
  cp_end_cidade_estado: nullableText,
  cp_end_rua: nullableText,
  cp_end_num: nullableText,
  cp_end_cep: nullableText,
  cp_descricao: nullableText,
  cp_escola_id: Id.nullable(),
  cp_foto_perfil: nullableText,
  cp_excluido: Flag,
});
export type UsuarioRow = z.infer<typeof UsuarioRow>;

/** A person as answered: the stored row and their class. */
export const Usuario = UsuarioRow.extend({ cp_turma_id: Id.nullable() });
export type Usuario = z.infer<typeof Usuario>;

/** Minimal person reference used by pickers (directors, teachers, students of a school). */
export const PersonRef = z.object({ cp_id: Id, cp_nome: z.string() });
export type PersonRef = z.infer<typeof PersonRef>;

export const AlunoEscola = z.object({ cp_id: Id, cp_nome: z.string(), cp_turma_id: Id.nullable() });
export type AlunoEscola = z.infer<typeof AlunoEscola>;

export const Escola = z.object({
  cp_ec_id: Id,
  cp_ec_nome: z.string(),
  cp_ec_responsavel: z.string(),
  cp_ec_endereco_rua: z.string(),
  cp_ec_endereco_numero: z.string(),
  cp_ec_endereco_cidade: z.string(),
  cp_ec_endereco_bairro: z.string(),
  cp_ec_endereco_estado: UfSchema,
  cp_ec_data_cadastro: IsoDate,
  cp_ec_descricao: nullableText,
  /** The school's PIX key (beyond the spec: docs/matriculas.md); null when it has none. */
  cp_ec_pix_chave: nullableText,
  cp_ec_excluido: Flag,
});
export type Escola = z.infer<typeof Escola>;

export const Curso = z.object({
  cp_curso_id: Id,
  cp_nome_curso: z.string(),
  cp_youtube_link_curso: nullableText,
  cp_pdf1_curso: nullableText,
  cp_pdf2_curso: nullableText,
  cp_pdf3_curso: nullableText,
});
export type Curso = z.infer<typeof Curso>;

export const Audio = z.object({
  cp_audio_id: Id,
  cp_nome_audio: z.string(),
  cp_curso_id: Id,
  /** The track's file in storage ("audios/…"), answered as a signed URL. */
  cp_arquivo_audio: z.string(),
});
export type Audio = z.infer<typeof Audio>;

/** A class as stored (table turmas); its students live in turma_alunos. */
export const TurmaRow = z.object({
  cp_tr_id: Id,
  cp_tr_nome: z.string(),
  cp_tr_data: IsoDate,
  cp_tr_id_professor: Id,
  cp_tr_id_escola: Id,
  cp_tr_curso_id: Id,
  /** The weekdays it meets, in week order (null: not given). */
  cp_tr_dias: z.array(z.enum(DIAS_SEMANA)).nullable(),
  /** Its lessons' time, `HH:MM` to `HH:MM` (both or neither). */
  cp_tr_horario_inicio: ClockTime.nullable(),
  cp_tr_horario_fim: ClockTime.nullable(),
  /** Its room. */
  cp_tr_sala: nullableText,
});
export type TurmaRow = z.infer<typeof TurmaRow>;

/** Membership of a student in a class: the only place it is stored (a student is in at most one class). */
export const TurmaAlunoRow = z.object({ cp_tr_id: Id, cp_aluno_id: Id });
export type TurmaAlunoRow = z.infer<typeof TurmaAlunoRow>;

/** A class as answered: the stored row, its students and the names of its teacher, school and course. */
export const Turma = TurmaRow.extend({
  cp_tr_alunos: z.array(Id),
  nomeDoProfessor: z.string(),
  nomeDaEscola: z.string(),
  cursoNome: z.string(),
});
export type Turma = z.infer<typeof Turma>;

/**
 * An enrolment as stored (table matriculas). The student's name and CPF are
 * copied from their profile when the enrolment is saved (the record keeps
 * them as signed); the count of paid installments is read with it.
 */
export const MatriculaRow = z.object({
  cp_mt_id: Id,
  cp_mt_curso: Id,
  cp_mt_escola: Id,
  cp_mt_usuario: Id,
  cp_mt_nome_usuario: z.string(),
  cp_mt_cadastro_usuario: z.string(),
  cp_mt_valor_curso: z.number().nullable(),
  cp_mt_quantas_parcelas: z.number().int().nullable(),
  cp_mt_primeira_parcela: IsoDate,
  cp_status_matricula: EnrolmentStatusSchema,
  cp_mt_nivel: nullableText,
  cp_mt_horario_inicio: ClockTime.nullable(),
  cp_mt_horario_fim: ClockTime.nullable(),
  cp_mt_escolaridade: nullableText,
  cp_mt_local_nascimento: nullableText,
  cp_mt_rede_social: nullableText,
  cp_mt_nome_pai: nullableText,
  cp_mt_contato_pai: nullableText,
  cp_mt_nome_mae: nullableText,
  cp_mt_contato_mae: nullableText,
  cp_mt_tipo_pagamento: PaymentTypeSchema,
  cp_mt_valor_mensalidade: z.number().nullable(),
});
export type MatriculaRow = z.infer<typeof MatriculaRow>;

/** An enrolment as answered: the stored row and how many of its installments are paid. */
export const Matricula = MatriculaRow.extend({ cp_mt_parcelas_pagas: z.number().int() });
export type Matricula = z.infer<typeof Matricula>;

/** The per-user lookup used to fill the enrolment form (spec section 3). */
export const UsuarioMatricula = z.object({
  nomeUsuario: z.string(),
  cpfUsuario: z.string(),
  dataNascimento: IsoDate,
  profissao: nullableText,
  estadoCivil: nullableText,
  endereco: nullableText,
  whatsapp: nullableText,
  telefone: nullableText,
  email: z.string(),
  escolaId: Id.nullable(),
});
export type UsuarioMatricula = z.infer<typeof UsuarioMatricula>;

/**
 * An installment as stored (table parcelas): 'Pago' or 'à vencer' (the shown
 * status is computed). It carries its enrolment's school and student, kept
 * equal to the enrolment's by a composite foreign key, so its RLS policies
 * compare its own columns.
 */
export const ParcelaRow = z.object({
  cp_mtPar_id: Id,
  cp_mt_id: Id,
  cp_mt_escola: Id,
  cp_mt_usuario: Id,
  cp_mtPar_numero: z.number().int().min(1),
  cp_mtPar_dataParcela: IsoDate,
  cp_mtPar_valorParcela: z.number(),
  cp_mtPar_status: StoredInstallmentStatus,
  /**
   * The payment record (docs/matriculas.md, "Recording a payment"): the day it
   * was paid, how, and who recorded it (the author and their name as it was,
   * set by the server from the caller, never from a request). Null while
   * unpaid, and on installments paid before payments were recorded.
   */
  cp_mtPar_pago_em: IsoDate.nullable(),
  cp_mtPar_forma_pagamento: FormaPagamentoSchema.nullable(),
  cp_mtPar_pago_por: Id.nullable(),
  cp_mtPar_pago_por_nome: z.string().nullable(),
});
export type ParcelaRow = z.infer<typeof ParcelaRow>;

/** An installment as answered (spec section 3), with its shown status and what its payment needs. */
export const Parcela = ParcelaRow.extend({
  cp_mt_nome_usuario: z.string(),
  cp_mt_tipo_pagamento: PaymentTypeSchema,
  cp_status_matricula: EnrolmentStatusSchema,
  /** The status shown (spec section 4), computed by the server for the school's day. */
  cp_mtPar_situacao: DisplayedInstallmentStatusSchema,
  /** The student's WhatsApp, for staff's payment reminder (null for a student). */
  cp_whatsapp: nullableText,
  /** PIX of an unpaid installment of a school with a key; null otherwise. */
  pix: z.object({ chave: z.string(), nomeEscola: z.string(), cidade: z.string(), txid: z.string() }).nullable(),
});
export type Parcela = z.infer<typeof Parcela>;

export const Material = z.object({
  cp_mat_id: Id,
  cp_mat_titulo: z.string(),
  cp_mat_descricao: nullableText,
  cp_mat_linkYoutube: nullableText,
  cp_mat_arquivoPdf: nullableText,
  cp_mat_extra_pdf2: nullableText,
  cp_mat_extra_pdf3: nullableText,
  cp_mat_miniatura: nullableText,
  cp_mat_extra_date: IsoDate,
  cp_mat_extra_categories: z.string(),
  cp_mat_extra_codigos: z.string(),
  cp_mat_permitirDownload: Flag,
});
export type Material = z.infer<typeof Material>;

export const MaterialExtra = z.object({
  cp_mat_extra_id: Id,
  cp_mat_extra_title: z.string(),
  cp_mat_extra_description: nullableText,
  cp_mat_extra_thumbnail: nullableText,
  cp_mat_extra_youtube_url: nullableText,
  cp_mat_extra_pdf1: nullableText,
  cp_mat_extra_pdf2: nullableText,
  cp_mat_extra_pdf3: nullableText,
  cp_mat_extra_date: IsoDate,
  cp_mat_extra_categories: z.string(),
  cp_mat_extra_codigos: z.string(),
  cp_mat_extra_permitirDownload: Flag,
});
export type MaterialExtra = z.infer<typeof MaterialExtra>;

export const Chamada = z.object({
  cp_ch_id: Id,
  cp_ch_turma_id: Id,
  cp_ch_aluno_id: Id,
  cp_nome_aluno: z.string(),
  cp_ch_data: IsoDate,
  cp_ch_hora: ClockTime,
  cp_ch_status: AttendanceStatusSchema,
});
export type Chamada = z.infer<typeof Chamada>;

export const Resumo = z.object({
  cp_res_id: Id,
  cp_res_turma_id: Id,
  cp_res_data: IsoDate,
  cp_res_hora: ClockTime,
  cp_res_aula: z.string(),
  cp_res_resumo: z.string(),
  cp_res_link: nullableText,
  cp_res_link_youtube: nullableText,
  cp_res_arquivo: nullableText,
});
export type Resumo = z.infer<typeof Resumo>;

export const Nota = z.object({
  cp_nota_id: Id,
  cp_nota_turma_id: Id,
  cp_nota_data: IsoDate,
  cp_nota_aluno_id: Id,
  cp_nome_aluno: z.string(),
  cp_nota_workbook: z.number(),
  cp_nota_prova: z.number(),
  cp_nota_media: z.number(),
});
export type Nota = z.infer<typeof Nota>;
