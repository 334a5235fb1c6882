/** Schools endpoints (spec section 7, "Schools"). */
import { z } from 'zod';
import { Id, IsoDate, ListQuery, MessageBody, OptionalText, RequiredText, UfSchema } from './common.ts';
import { endpoint } from './http.ts';
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
  name: 'listSchools',
  method: 'GET',
  path: '/escolas',
  auth: 'user',
  query: ListQuery,
  response: z.array(School),
  list: true,
  summary: 'Escolas visíveis ao chamador.',
});

export const getSchool = endpoint({
  name: 'getSchool',
  method: 'GET',
  path: '/escolas/:id',
  auth: 'user',
  response: School,
  summary: 'Uma escola.',
});

export const deleteSchool = endpoint({
  name: 'deleteSchool',
  method: 'DELETE',
  path: '/delete-escola/:id',
  auth: 'user',
  response: MessageBody,
  summary: 'Exclui uma escola (recusado enquanto houver turmas ou pessoas nela).',
});

export const editSchool = endpoint({
  name: 'editSchool',
  method: 'PUT',
  path: '/edit-escola/:id',
  auth: 'user',
  body: SchoolFields,
  response: MessageBody,
  summary: 'Edita uma escola.',
});

export const registerSchool = endpoint({
  name: 'registerSchool',
  method: 'POST',
  path: '/register-escola',
  auth: 'user',
  body: SchoolFields,
  response: MessageBody.extend({ cp_ec_id: Id }),
  summary: 'Cadastra uma escola.',
});
