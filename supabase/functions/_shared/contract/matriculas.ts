/** Enrolment (matrícula) endpoints (spec section 7, "Enrolments"). */
import { z } from 'zod';
import {
  ClockTime,
  EnrolmentStatusSchema,
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
import { UsuarioMatricula, Matricula } from './entities.ts';

const money = z.coerce.number().nonnegative('Informe um valor válido.').max(1_000_000);

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
  });
export type MatriculaForm = z.input<typeof MatriculaForm>;

export const listMatriculas = endpoint({
  ...ROUTES.listMatriculas,
  name: 'listMatriculas',
  query: ListQuery.extend({ status: EnrolmentStatusSchema.optional() }),
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
  summary: 'Usuários não excluídos da escola, para a busca "Pesquisar Usuário".',
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
