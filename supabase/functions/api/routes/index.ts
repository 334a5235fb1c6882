/** Every route the api implements, by domain. A declared endpoint without a route answers 501. */
import type { Route } from '../lib/route.ts';
import { uploadRoutes } from './arquivos.ts';
import { agendaRoutes } from './agenda.ts';
import { avaliacaoRoutes } from './avaliacoes.ts';
import { certificadoRoutes } from './certificados.ts';
import { cursoRoutes } from './cursos.ts';
import { escolaRoutes } from './escolas.ts';
import { financeiroRoutes } from './financeiro.ts';
import { materialRoutes } from './materiais.ts';
import { matriculaRoutes } from './matriculas.ts';
import { permissaoRoutes } from './permissoes.ts';
import { salaDeAulaRoutes } from './sala-de-aula.ts';
import { sessionRoutes } from './session.ts';
import { turmaRoutes } from './turmas.ts';
import { usuarioRoutes } from './usuarios.ts';

export const ROUTES_BY_DOMAIN: Readonly<Record<string, readonly Route[]>> = {
  session: sessionRoutes,
  arquivos: uploadRoutes,
  usuarios: usuarioRoutes,
  escolas: escolaRoutes,
  turmas: turmaRoutes,
  cursos: cursoRoutes,
  matriculas: matriculaRoutes,
  financeiro: financeiroRoutes,
  materiais: materialRoutes,
  permissoes: permissaoRoutes,
  salaDeAula: salaDeAulaRoutes,
  agenda: agendaRoutes,
  certificados: certificadoRoutes,
  avaliacoes: avaliacaoRoutes,
};

export function implementedRoutes(): Route[] {
  const routes = Object.values(ROUTES_BY_DOMAIN).flat();
  const seen = new Set<string>();
  for (const r of routes) {
    if (seen.has(r.def.name)) throw new Error(`Endpoint ${r.def.name} is implemented twice.`);
    seen.add(r.def.name);
  }
  return routes;
}
