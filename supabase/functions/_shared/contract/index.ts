/**
 * The REST contract of Escola: every endpoint of the product spec, section 7.
 * Import from here (`@contract` in the frontend and mocks).
 */
import * as session from './session.ts';
import * as usuarios from './usuarios.ts';
import * as escolas from './escolas.ts';
import * as turmas from './turmas.ts';
import * as matriculas from './matriculas.ts';
import * as cursos from './cursos.ts';
import * as financeiro from './financeiro.ts';
import * as materiais from './materiais.ts';
import * as permissoes from './permissoes.ts';
import * as salaDeAula from './sala-de-aula.ts';
import * as arquivos from './arquivos.ts';
import * as agenda from './agenda.ts';
import * as certificados from './certificados.ts';
import * as avaliacoes from './avaliacoes.ts';
import type { EndpointDef } from './http.ts';

export * from './common.ts';
export * from './entities.ts';
export * from './http.ts';
export * from './paging.ts';
export * from './columns.ts';
export * from './routes.ts';
export * from './validators.ts';
export * from './messages.ts';
export * from './offline.ts';
export * from './offline-messages.ts';
export * from './errors.ts';
export * from './request-validation.ts';
export * from './uploads.ts';
export * from './secrets.ts';
export * from './throttle.ts';
export * from './session.ts';
export * from './usuarios.ts';
export * from './escolas.ts';
export * from './turmas.ts';
export * from './matriculas.ts';
export * from './cursos.ts';
export * from './financeiro.ts';
export * from './materiais.ts';
export * from './permissoes.ts';
export * from './sala-de-aula.ts';
export * from './arquivos.ts';
export * from './agenda.ts';
export * from './certificados.ts';
export * from './avaliacoes.ts';

const modules = {
  session,
  arquivos,
  usuarios,
  escolas,
  turmas,
  matriculas,
  cursos,
  financeiro,
  materiais,
  permissoes,
  salaDeAula,
  agenda,
  certificados,
  avaliacoes,
};

function isEndpoint(value: unknown): value is EndpointDef {
  return typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'response' in value;
}

/** Every declared endpoint, by domain (used by docs and the contract tests). */
export const ENDPOINTS_BY_DOMAIN: Readonly<Record<string, readonly EndpointDef[]>> = Object.fromEntries(
  Object.entries(modules).map(([domain, mod]) => [domain, Object.values(mod).filter(isEndpoint)]),
);

export const ALL_ENDPOINTS: readonly EndpointDef[] = Object.values(ENDPOINTS_BY_DOMAIN).flat();
