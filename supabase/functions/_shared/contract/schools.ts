/** Schools endpoints (spec section 7, "Schools"). */
import { z } from 'zod';
import { Id, IsoDate, ListQuery, MessageBody, OptionalText, RequiredText, UfSchema } from './common.ts';
import { endpoint } from './http.ts';
import { ROUTES } from './routes.ts';
import { School } from './entities.ts';

export const SchoolFields = z.object({
  cp_ec_nome: RequiredText('Nome'),
  cp_ec_data_cadastro: IsoDate,
  cp_ec_responsavel: RequiredText('Responsável'),
  cp_ec_endereco_cidade: RequiredText('Cidade'),
  cp_ec_endereco_bairro: RequiredText('Bairro'),
  cp_ec_endereco_estado: UfSchema,
  cp_ec_endereco_rua: RequiredText('Rua'),
  cp_ec_endereco_numero: RequiredText('Número', 20),
  cp_ec_descricao: OptionalText(2000),
  cp_ec_excluido: z.literal(0).optional(),
});
export type SchoolFields = z.input<typeof SchoolFields>;

export const listSchools = endpoint({
  ...ROUTES.listSchools,
  name: 'listSchools',
  query: ListQuery,
  response: z.array(School),
  summary: 'Escolas visíveis ao chamador.',
});

export const getSchool = endpoint({
  ...ROUTES.getSchool,
  name: 'getSchool',
  response: School,
  summary: 'Uma escola.',
});

export const deleteSchool = endpoint({
  ...ROUTES.deleteSchool,
  name: 'deleteSchool',
  response: MessageBody,
  summary: 'Exclui uma escola (recusado enquanto houver turmas ou pessoas nela).',
});

export const editSchool = endpoint({
  ...ROUTES.editSchool,
  name: 'editSchool',
  body: SchoolFields,
  response: MessageBody,
  summary: 'Edita uma escola.',
});

export const registerSchool = endpoint({
  ...ROUTES.registerSchool,
  name: 'registerSchool',
  body: SchoolFields,
  response: MessageBody.extend({ cp_ec_id: Id }),
  summary: 'Cadastra uma escola.',
});
