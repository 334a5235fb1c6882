/** Enrolment (matrícula) endpoints (spec section 7, "Enrolments"). */
import { z } from 'zod';
import {
  ClockTime,
  EnrolmentStatusSchema,
  ExportableListQuery,
  Id,
  IsoDate,
  ListQuery,
  MAX_INSTALLMENTS,
  MessageBody,
  MIN_INSTALLMENTS,
  OptionalText,
  PaymentTypeSchema,
} from './common.ts';
import { endpoint } from './http.ts';
import { ROUTES } from './routes.ts';
import { columnsOf } from './columns.ts';
import { nameOrder } from './order.ts';
import type { SearchField } from './search.ts';
import { Matricula, MatriculaRow, UsuarioMatricula } from './entities.ts';

/** Reais with at most two decimals, positive, up to a million. */
const money = z.coerce
  .number({ error: 'Informe um valor válido.' })
  .positive('O valor deve ser maior que zero.')
  .max(1_000_000, 'Valor acima do permitido (R$ 1.000.000,00).')
  .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'Use no máximo duas casas decimais.');

/** Spec section 5, "Education levels", in its order: the form's choices (the field is free text). */
export const EDUCATION_LEVELS = [
  'Ensino Fundamental Incompleto',
  'Ensino Fundamental Completo',
  'Ensino Médio Incompleto',
  'Ensino Médio Completo',
  'Técnico Incompleto',
  'Técnico Completo',
  'Superior Incompleto',
  'Superior Completo',
  'Pós-graduação',
  'Mestrado',
  'Doutorado',
  'Outra Graduação',
] as const;

/** Spec section 5, "Language levels": the form's choices. */
export const LANGUAGE_LEVELS = ['Básico', 'Intermediário', 'Avançado'] as const;

/** The enrolment form as sent (spec section 3, "Enrolment, form side"). */
export const MatriculaForm = z
  .object({
    status: EnrolmentStatusSchema.default('ativo'),
    tipoPagamento: PaymentTypeSchema.default('parcelado'),
    usuarioId: Id,
    nomeUsuario: z.string().trim().max(255).optional(),
    cpfUsuario: z.string().trim().max(20).optional(),
    cursoId: Id,
    escolaId: Id,
    valorCurso: money.nullable().optional(),
    numeroParcelas: z.coerce.number().int().min(MIN_INSTALLMENTS).max(MAX_INSTALLMENTS).nullable().optional(),
    valorParcela: money.nullable().optional(),
    valorMensalidade: money.nullable().optional(),
    primeiraDataPagamento: IsoDate,
    nivelIdioma: OptionalText(40),
    horarioInicio: ClockTime.nullable().optional(),
    horarioFim: ClockTime.nullable().optional(),
    escolaridade: OptionalText(60),
    localNascimento: OptionalText(),
    redeSocial: OptionalText(),
    nomePai: OptionalText(),
    contatoPai: OptionalText(40),
    nomeMae: OptionalText(),
    contatoMae: OptionalText(40),
  })
  .superRefine((f, ctx) => {
    if (f.tipoPagamento === 'parcelado') {
      if (f.valorCurso == null) ctx.addIssue({ code: 'custom', path: ['valorCurso'], message: 'Informe o valor do curso.' });
      if (f.numeroParcelas == null)
        ctx.addIssue({ code: 'custom', path: ['numeroParcelas'], message: 'Escolha o número de parcelas.' });
    } else if (f.valorMensalidade == null) {
      ctx.addIssue({ code: 'custom', path: ['valorMensalidade'], message: 'Informe o valor da mensalidade.' });
    }
    if (f.horarioInicio && f.horarioFim && f.horarioFim <= f.horarioInicio) {
      ctx.addIssue({ code: 'custom', path: ['horarioFim'], message: 'O horário de término deve ser depois do início.' });
    }
  });
export type MatriculaForm = z.input<typeof MatriculaForm>;

/** The student an enrolment is for, as the server reads them from their profile. */
export interface MatriculaStudent {
  readonly cp_id: number;
  readonly cp_nome: string;
  readonly cp_cpf: string;
  readonly cp_escola_id: number;
}

/**
 * The stored columns of an enrolment from its form (spec section 3: the form
 * side and the stored names): the one mapping both backends write with. The
 * student's name and CPF come from their profile, never from the body; a
 * mensalidade enrolment stores no course value nor installment count, a
 * parcelado one no monthly fee.
 */
export function matriculaColumns(
  form: z.output<typeof MatriculaForm>,
  student: MatriculaStudent,
): Omit<MatriculaRow, 'cp_mt_id'> {
  const parcelado = form.tipoPagamento === 'parcelado';
  return {
    cp_mt_curso: form.cursoId,
    cp_mt_escola: student.cp_escola_id,
    cp_mt_usuario: student.cp_id,
    cp_mt_nome_usuario: student.cp_nome,
    cp_mt_cadastro_usuario: student.cp_cpf,
    cp_mt_valor_curso: parcelado ? (form.valorCurso ?? null) : null,
    cp_mt_quantas_parcelas: parcelado ? (form.numeroParcelas ?? null) : null,
    cp_mt_primeira_parcela: form.primeiraDataPagamento,
    cp_status_matricula: form.status,
    cp_mt_nivel: form.nivelIdioma ?? null,
    cp_mt_horario_inicio: form.horarioInicio ?? null,
    cp_mt_horario_fim: form.horarioFim ?? null,
    cp_mt_escolaridade: form.escolaridade ?? null,
    cp_mt_local_nascimento: form.localNascimento ?? null,
    cp_mt_rede_social: form.redeSocial ?? null,
    cp_mt_nome_pai: form.nomePai ?? null,
    cp_mt_contato_pai: form.contatoPai ?? null,
    cp_mt_nome_mae: form.nomeMae ?? null,
    cp_mt_contato_mae: form.contatoMae ?? null,
    cp_mt_tipo_pagamento: form.tipoPagamento,
    cp_mt_valor_mensalidade: parcelado ? null : (form.valorMensalidade ?? null),
  };
}

/** The stored columns of an enrolment, in order. */
export const MATRICULA_COLUMNS = columnsOf(MatriculaRow);

/** The order of the enrolments list: the student's name as signed, then the id. */
export const MATRICULA_ORDER = nameOrder('cp_mt_nome_usuario', 'cp_mt_id');

/** What the enrolments list's `q` searches: the student's name and CPF as signed (the CPF also by its digits). */
export const MATRICULA_SEARCH: readonly SearchField<keyof MatriculaRow & string>[] = [
  'cp_mt_nome_usuario',
  'cp_mt_cadastro_usuario',
  { digitsOf: 'cp_mt_cadastro_usuario' },
];

/** What the student search of the enrolment form searches: the name and CPF (also by its digits); ordered as USUARIO_ORDER. */
export const CANDIDATE_SEARCH: readonly SearchField<'cp_nome' | 'cp_cpf'>[] = ['cp_nome', 'cp_cpf', { digitsOf: 'cp_cpf' }];

export const listMatriculas = endpoint({
  ...ROUTES.listMatriculas,
  name: 'listMatriculas',
  // `exportar=1`: every row of the filters and search at once (Exportar CSV, Imprimir).
  query: ExportableListQuery.extend({ status: EnrolmentStatusSchema.optional(), escolaId: Id.optional() }),
  response: z.array(Matricula),
  summary: 'Matrículas visíveis ao chamador.',
});

export const getMatricula = endpoint({
  ...ROUTES.getMatricula,
  name: 'getMatricula',
  response: Matricula,
  summary: 'Uma matrícula.',
});

export const getUsuarioMatricula = endpoint({
  ...ROUTES.getUsuarioMatricula,
  name: 'getUsuarioMatricula',
  response: UsuarioMatricula,
  summary: 'Dados pessoais de um usuário para preencher a matrícula.',
});

export const UsuarioMatriculaHit = z.object({
  cp_id: Id,
  cp_nome: z.string(),
  cp_cpf: z.string(),
  cp_escola_id: Id.nullable(),
});
export type UsuarioMatriculaHit = z.infer<typeof UsuarioMatriculaHit>;

export const buscarUsuariosMatricula = endpoint({
  ...ROUTES.buscarUsuariosMatricula,
  name: 'buscarUsuariosMatricula',
  query: ListQuery.extend({ escolaId: Id.optional() }),
  response: z.array(UsuarioMatriculaHit),
  summary: 'Alunos não excluídos da escola, para a busca "Pesquisar Usuário" (só alunos são matriculados).',
});

export const editMatricula = endpoint({
  ...ROUTES.editMatricula,
  name: 'editMatricula',
  body: MatriculaForm,
  response: MessageBody,
  summary: 'Edita a matrícula e regrava as parcelas não pagas.',
});

export const registerMatricula = endpoint({
  ...ROUTES.registerMatricula,
  name: 'registerMatricula',
  body: MatriculaForm,
  response: MessageBody.extend({ cp_mt_id: Id }),
  summary: 'Cadastra a matrícula e suas parcelas em uma transação.',
});

export const deleteMatricula = endpoint({
  ...ROUTES.deleteMatricula,
  name: 'deleteMatricula',
  response: MessageBody,
  summary: 'Exclui uma matrícula sem parcelas pagas (com pagamentos: use o status cancelado).',
});
