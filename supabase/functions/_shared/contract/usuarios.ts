/** Users endpoints (spec section 7, "Users"). */
import { z } from 'zod';
import {
  EstadoCivil,
  ExportableListQuery,
  Id,
  IsoDate,
  LoginName,
  Password,
  MessageBody,
  missing,
  OptionalText,
  RequiredText,
  UserTypeSchema,
} from './common.ts';
import { UploadId } from './arquivos.ts';
import { columnsOf } from './columns.ts';
import { nameOrder, type ListOrder } from './order.ts';
import type { SearchField } from './search.ts';
import { endpoint } from './http.ts';
import { ROUTES } from './routes.ts';
import { PersonRef, Usuario } from './entities.ts';
import { CNPJ_MASK_PATTERN, CPF_MASK_PATTERN, isValidCpf, PHONE_MASK_PATTERN } from './validators.ts';
import { IDENTITY_FIELDS } from './rules/usuarios.ts';

const masked = (pattern: RegExp, message: string) =>
  z
    .string()
    .trim()
    .transform((s) => (s === '' ? null : s))
    .nullable()
    .optional()
    .refine((s) => s == null || pattern.test(s), message);

/** Fields a user form sends (register and edit). Password: required on register only. */
export const UsuarioFields = z.object({
  cp_nome: RequiredText('Nome'),
  cp_email: z.email({ error: 'E-mail inválido.' }).max(255),
  cp_login: LoginName,
  cp_tipo_user: UserTypeSchema,
  cp_escola_id: Id,
  cp_cpf: z
    .string({ error: missing('CPF') })
    .trim()
    .regex(CPF_MASK_PATTERN, 'CPF deve seguir o formato 999.999.999-99.')
    .refine(isValidCpf, 'CPF inválido: verifique os dígitos.'),
  cp_datanascimento: IsoDate,
  cp_rg: OptionalText(20),
  cp_estadocivil: EstadoCivil.nullable().optional(),
  cp_cnpj: masked(CNPJ_MASK_PATTERN, 'CNPJ deve seguir o formato 99.999.999/9999-99.'),
  cp_ie: OptionalText(20),
  cp_whatsapp: masked(PHONE_MASK_PATTERN, 'WhatsApp deve seguir o formato (99) 99999-9999.'),
  cp_telefone: masked(PHONE_MASK_PATTERN, 'Telefone deve seguir o formato (99) 99999-9999.'),
  cp_empresaatuacao: OptionalText(),
  cp_profissao: OptionalText(),
  cp_end_cidade_estado: OptionalText(),
  cp_end_rua: OptionalText(),
  cp_end_num: OptionalText(20),
  cp_end_cep: OptionalText(9),
  cp_descricao: OptionalText(2000),
});
export type UsuarioFields = z.infer<typeof UsuarioFields>;

/** The order of every list of people (users, pickers, a school's students, enrolment candidates). */
export const USUARIO_ORDER = nameOrder('cp_nome', 'cp_id');

/**
 * The days to a person's next birthday (0 today, 1 tomorrow…): not a column,
 * computed by both backends — the mock with rules/aniversario.ts
 * `daysToBirthday`, the api with its SQL twin private.dias_ate_aniversario.
 */
export const DIAS_ANIVERSARIO = 'dias_aniversario';

/**
 * The 'Aniversariantes' list (`aniversariantes=1`): the next birthday first —
 * today, then tomorrow… — and on one day by name, then id.
 */
export const ANIVERSARIANTES_ORDER: ListOrder<typeof DIAS_ANIVERSARIO | 'cp_nome' | 'cp_id'> = [
  { column: DIAS_ANIVERSARIO, kind: 'number' },
  ...USUARIO_ORDER,
];

/** What the users list's `q` searches: the CPF also by its digits. */
export const USUARIO_SEARCH: readonly SearchField<keyof Usuario & string>[] = [
  'cp_nome',
  'cp_login',
  'cp_email',
  'cp_cpf',
  { digitsOf: 'cp_cpf' },
];

/** The profile columns the user form writes (register and edit), in this order. */
export const USUARIO_FORM_COLUMNS = columnsOf(UsuarioFields);

/** The columns of a person as answered (cp_turma_id is read from turma_alunos). */
export const USUARIO_COLUMNS = columnsOf(Usuario);

/** `cp_foto_perfil`: the id of a photo uploaded first (POST /uploads, kind `foto`). */
export const UsuarioRegister = UsuarioFields.extend({ cp_password: Password, cp_foto_perfil: UploadId.nullable().optional() });
export type UsuarioRegister = z.input<typeof UsuarioRegister>;
export const UsuarioEdit = UsuarioFields.extend({ cp_password: Password.optional() });
export type UsuarioEdit = z.input<typeof UsuarioEdit>;

/**
 * A school's new director, registered with the school (POST
 * /register-escola-diretor): the user form's least — its required fields
 * other than type and school, which are 2 and the new school.
 */
export const NovoDiretor = UsuarioRegister.pick({
  cp_nome: true,
  cp_login: true,
  cp_password: true,
  cp_email: true,
  cp_cpf: true,
  cp_datanascimento: true,
});
export type NovoDiretor = z.input<typeof NovoDiretor>;

/** `exportar=1`: every row of the filters and search at once (Exportar CSV, Imprimir). */
export const UsuariosQuery = ExportableListQuery.extend({
  cp_tipo_user: UserTypeSchema.optional(),
  escolaId: Id.optional(),
  /** `1`: only birthdays today or within the next 5 days. */
  aniversariantes: z.coerce.number().int().min(0).max(1).optional(),
});

export const listUsuarios = endpoint({
  ...ROUTES.listUsuarios,
  name: 'listUsuarios',
  query: UsuariosQuery,
  response: z.array(Usuario),
  summary: 'Usuários visíveis ao chamador, paginados e filtrados no servidor.',
});

export const getUsuario = endpoint({
  ...ROUTES.getUsuario,
  name: 'getUsuario',
  response: Usuario,
  summary: 'Um usuário (também preenche o formulário de edição).',
});

export const deleteUsuario = endpoint({
  ...ROUTES.deleteUsuario,
  name: 'deleteUsuario',
  response: MessageBody,
  summary: 'Exclusão lógica (cp_excluido = 1); a pessoa deixa de poder entrar.',
});

export const editUsuario = endpoint({
  ...ROUTES.editUsuario,
  name: 'editUsuario',
  body: UsuarioEdit,
  response: MessageBody,
  summary: 'Edita um usuário.',
});

/** A field that names one account (rules/usuarios.ts, IDENTITY_FIELDS). */
export const IdentityFieldSchema = z.enum(IDENTITY_FIELDS);

/**
 * `exists: true` ('Usuário já cadastrado'): nothing was written, and `campos`
 * names the fields someone already holds (login, e-mail, CPF) — each one
 * counted against THROTTLE.cadastro (docs/decisions.md).
 */
export const RegisterResponse = z.object({
  exists: z.boolean(),
  msg: z.string(),
  userId: Id.optional(),
  campos: z.array(IdentityFieldSchema).optional(),
});
export type RegisterResponse = z.infer<typeof RegisterResponse>;

export const registerUsuario = endpoint({
  ...ROUTES.registerUsuario,
  name: 'registerUsuario',
  body: UsuarioRegister,
  response: RegisterResponse,
  summary: 'Cadastra um usuário (conta de acesso e perfil juntos); `exists` se login/e-mail/CPF já existem.',
});

export const listDiretores = endpoint({
  ...ROUTES.listDiretores,
  name: 'listDiretores',
  query: z.object({ cp_tipo_user: UserTypeSchema.optional() }),
  response: z.array(PersonRef),
  summary: 'Pessoas de um tipo (o formulário de escola pede os diretores, cp_tipo_user=2).',
});

export const listProfessores = endpoint({
  ...ROUTES.listProfessores,
  name: 'listProfessores',
  query: z.object({ escolaId: Id.optional() }),
  response: z.array(PersonRef),
  summary: 'Professores visíveis ao chamador.',
});
