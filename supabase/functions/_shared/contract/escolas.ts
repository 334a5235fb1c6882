/** Schools endpoints (spec section 7, "Schools"). */
import { z } from 'zod';
import { Id, IsoDate, ListQuery, MessageBody, OptionalText, RequiredText, UfSchema } from './common.ts';
import { columnsOf } from './columns.ts';
import { nameOrder } from './order.ts';
import type { SearchField } from './search.ts';
import { pixKeyKind } from './validators.ts';
import { endpoint } from './http.ts';
import { ROUTES } from './routes.ts';
import { Escola } from './entities.ts';
import { IdentityFieldSchema, NovoDiretor } from './usuarios.ts';

export const EscolaFields = z.object({
  cp_ec_nome: RequiredText('Nome'),
  cp_ec_data_cadastro: IsoDate,
  cp_ec_responsavel: RequiredText('Responsável'),
  cp_ec_endereco_cidade: RequiredText('Cidade'),
  cp_ec_endereco_bairro: RequiredText('Bairro'),
  cp_ec_endereco_estado: UfSchema,
  cp_ec_endereco_rua: RequiredText('Rua'),
  cp_ec_endereco_numero: RequiredText('Número', 20),
  cp_ec_descricao: OptionalText(2000),
  cp_ec_pix_chave: OptionalText(77).refine(
    (k) => k == null || pixKeyKind(k) !== null,
    'Chave PIX inválida: use CPF ou CNPJ (só números), e-mail, telefone (+55 e DDD) ou chave aleatória.',
  ),
  cp_ec_excluido: z.literal(0).optional(),
});
export type EscolaFields = z.input<typeof EscolaFields>;

/** The columns of a school. */
export const ESCOLA_COLUMNS = columnsOf(Escola);

/** The columns the school form writes, in this order (cp_ec_excluido is only ever sent as 0). */
export const ESCOLA_FORM_COLUMNS = columnsOf(EscolaFields.omit({ cp_ec_excluido: true }));

/** The order of the schools list. */
export const ESCOLA_ORDER = nameOrder('cp_ec_nome', 'cp_ec_id');

/** What the schools list's `q` searches. */
export const ESCOLA_SEARCH: readonly SearchField<keyof Escola & string>[] = [
  'cp_ec_nome',
  'cp_ec_endereco_cidade',
  'cp_ec_endereco_bairro',
  'cp_ec_responsavel',
];

export const listEscolas = endpoint({
  ...ROUTES.listEscolas,
  name: 'listEscolas',
  query: ListQuery,
  response: z.array(Escola),
  summary: 'Escolas visíveis ao chamador.',
});

export const getEscola = endpoint({
  ...ROUTES.getEscola,
  name: 'getEscola',
  response: Escola,
  summary: 'Uma escola.',
});

export const deleteEscola = endpoint({
  ...ROUTES.deleteEscola,
  name: 'deleteEscola',
  response: MessageBody,
  summary: 'Exclui uma escola (recusado enquanto houver turmas ou pessoas nela).',
});

export const editEscola = endpoint({
  ...ROUTES.editEscola,
  name: 'editEscola',
  body: EscolaFields,
  response: MessageBody,
  summary: 'Edita uma escola.',
});

export const registerEscola = endpoint({
  ...ROUTES.registerEscola,
  name: 'registerEscola',
  body: EscolaFields,
  response: MessageBody.extend({ cp_ec_id: Id }),
  summary: 'Cadastra uma escola.',
});

/**
 * A new school and its new director, in one operation (direção, ACCESS.escolas
 * create): the school's fields but its responsável, who is the director
 * registered with it — type 2, of the new school. Both or neither are written.
 */
export const EscolaComDiretor = EscolaFields.omit({ cp_ec_responsavel: true }).extend({ diretor: NovoDiretor });
export type EscolaComDiretor = z.input<typeof EscolaComDiretor>;

/**
 * As POST /register: `exists: true` ('Usuário já cadastrado') when the
 * director's login, e-mail or CPF is taken — `campos` names which, and
 * nothing is written; else the new school's id. (Not the director's: a
 * director who registers a school does not read the people of another
 * school, its new director included.)
 */
export const EscolaComDiretorResponse = z.object({
  exists: z.boolean(),
  msg: z.string(),
  cp_ec_id: Id.optional(),
  campos: z.array(IdentityFieldSchema).optional(),
});
export type EscolaComDiretorResponse = z.infer<typeof EscolaComDiretorResponse>;

export const registerEscolaDiretor = endpoint({
  ...ROUTES.registerEscolaDiretor,
  name: 'registerEscolaDiretor',
  body: EscolaComDiretor,
  response: EscolaComDiretorResponse,
  summary: 'Cadastra uma escola e o seu novo diretor juntos (a conta de acesso e o perfil do diretor, na nova escola).',
});
