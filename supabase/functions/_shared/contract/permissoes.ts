/**
 * Grants (access.ts, GRANTABLE; docs/materiais.md): the gestor gives one
 * person a permission — today, to manage the extra material as the gestor
 * does — and takes it back. Stored in public.permissoes and checked by the
 * server on every call, never by the screen alone.
 */
import { z } from 'zod';
import { GRANTABLE, GRANTEE_TYPES } from './access.ts';
import { Id, ListQuery, MessageBody, UserTypeSchema } from './common.ts';
import { endpoint } from './http.ts';
import type { ListOrder } from './order.ts';
import { idParam, parseOrThrow } from './request-validation.ts';
import { ROUTES } from './routes.ts';

export const GrantSchema = z.enum(GRANTABLE);

/** What each grant is called on screen. */
export const GRANT_LABELS: Readonly<Record<z.infer<typeof GrantSchema>, string>> = {
  materialExtra: 'Gerenciar o Material Extra',
};

export const PERMISSAO_MESSAGES = {
  granted: 'Permissão concedida com sucesso!',
  revoked: 'Permissão removida com sucesso!',
  grantee: 'Apenas diretores, secretários e professores podem receber esta permissão.',
  userNotFound: 'Usuário não encontrado.',
  /** A revoke of a permission the person does not hold (404). */
  notHeld: 'Esta pessoa não tem esta permissão.',
} as const;

/** A grant as listed: who holds it, since when. */
export const Permissao = z.object({
  cp_usuario_id: Id,
  cp_permissao: GrantSchema,
  cp_nome: z.string(),
  cp_tipo_user: UserTypeSchema,
  cp_concedida_em: z.string(),
});
export type Permissao = z.infer<typeof Permissao>;

/** The order of the grants list: the holder's name, their id, then the permission. */
export const PERMISSAO_ORDER: ListOrder<'cp_nome' | 'cp_usuario_id' | 'cp_permissao'> = [
  { column: 'cp_nome', kind: 'name' },
  { column: 'cp_usuario_id', kind: 'number' },
  { column: 'cp_permissao', kind: 'text' },
];

/** The person and the permission a grant's path names: a positive id and a GRANTABLE name, else 400. */
export function grantTarget(params: Readonly<Record<string, string | undefined>>) {
  return { userId: idParam(params, 'userId'), permissao: parseOrThrow(GrantSchema, params.permissao) };
}

/** Whether a person may receive a grant: live, and of GRANTEE_TYPES (a student never manages material). */
export function mayHoldGrant(person: { readonly cp_tipo_user: number; readonly cp_excluido: number }): boolean {
  return person.cp_excluido === 0 && (GRANTEE_TYPES as readonly number[]).includes(person.cp_tipo_user);
}

export const listPermissoes = endpoint({
  ...ROUTES.listPermissoes,
  name: 'listPermissoes',
  // Paged like every list; no search (the holders are a handful, shown whole).
  query: ListQuery.omit({ q: true }).extend({ permissao: GrantSchema.optional() }),
  response: z.array(Permissao),
  summary: 'Permissões concedidas (gestor: todas; os demais: as suas).',
});

export const minhasPermissoes = endpoint({
  ...ROUTES.minhasPermissoes,
  name: 'minhasPermissoes',
  response: z.object({ permissoes: z.array(GrantSchema) }),
  summary: 'As permissões de quem pergunta.',
});

export const grantPermissao = endpoint({
  ...ROUTES.grantPermissao,
  name: 'grantPermissao',
  response: MessageBody,
  summary: 'Concede uma permissão a uma pessoa (gestor).',
});

export const revokePermissao = endpoint({
  ...ROUTES.revokePermissao,
  name: 'revokePermissao',
  response: MessageBody,
  summary: 'Remove uma permissão de uma pessoa (gestor).',
});
