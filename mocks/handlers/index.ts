/**
 * All handlers of the mock backend. Each domain file exports its routes
 * (`route(contractEndpoint, resolver)`); add a new domain file to `DOMAINS`.
 * Declared endpoints without a route yet answer 501, unknown paths under the
 * API base 404 — both with a `{ msg }` body, like every other error.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { ALL_ENDPOINTS } from '@contract';
import { db as defaultDb, scheduleSave } from '../db';
import type { MockDb } from '../db/schema';
import { DEFAULT_PUBLIC_ORIGIN, pathPredicate, type HandlerOptions, type MockRoute } from '../lib/route';
import { uploadRoutes } from './arquivos';
import { agendaRoutes } from './agenda';
import { avaliacaoRoutes } from './avaliacoes';
import { certificadoRoutes } from './certificados';
import { cursoRoutes } from './cursos';
import { financeiroRoutes } from './financeiro';
import { materialRoutes } from './materiais';
import { matriculaRoutes } from './matriculas';
import { escolaRoutes } from './escolas';
import { permissaoRoutes } from './permissoes';
import { salaDeAulaRoutes } from './sala-de-aula';
import { sessionRoutes } from './session';
import { turmaRoutes } from './turmas';
import { storageHandlers } from './storage';
import { usuarioRoutes } from './usuarios';

export const DOMAINS: Readonly<Record<string, readonly MockRoute[]>> = {
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

/** Matches the API under any origin (tests, Storybook). The browser passes its own origin. */
export const DEFAULT_BASE_URL = '*/api';

export interface CreateHandlersOptions {
  readonly baseUrl?: string;
  /** The origin of the addresses in answers; default: the base's own, else DEFAULT_PUBLIC_ORIGIN. */
  readonly publicOrigin?: string;
  readonly latencyMs?: number | readonly [number, number];
  readonly db?: MockDb;
  readonly onMutation?: () => void;
}

export function implementedRoutes(): MockRoute[] {
  const routes = Object.values(DOMAINS).flat();
  const seen = new Set<string>();
  for (const r of routes) {
    if (seen.has(r.def.name)) throw new Error(`Endpoint ${r.def.name} registrado duas vezes no mock.`);
    seen.add(r.def.name);
  }
  return routes;
}

export function createHandlers(options: CreateHandlersOptions = {}): HttpHandler[] {
  const baseUrl = options.baseUrl ?? DEFAULT_BASE_URL;
  const opts: HandlerOptions = {
    baseUrl,
    publicOrigin: options.publicOrigin ?? (/^https?:\/\//i.test(baseUrl) ? new URL(baseUrl).origin : DEFAULT_PUBLIC_ORIGIN),
    latencyMs: options.latencyMs ?? 0,
    db: options.db ?? defaultDb,
    onMutation: options.onMutation ?? scheduleSave,
  };
  const routes = implementedRoutes();
  const done = new Set(routes.map((r) => r.def.name));
  const methods = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete } as const;
  const pending = ALL_ENDPOINTS.filter((e) => !done.has(e.name)).map((e) =>
    methods[e.method](pathPredicate(`${opts.baseUrl}${e.path}`), () =>
      HttpResponse.json({ msg: `Ainda não disponível no backend simulado: ${e.method} ${e.path}.` }, { status: 501 }),
    ),
  );
  const unknown = http.all(pathPredicate(`${opts.baseUrl}/*`), ({ request }) =>
    HttpResponse.json({ msg: `Rota não encontrada: ${request.method} ${new URL(request.url).pathname}.` }, { status: 404 }),
  );
  return [...routes.map((r) => r.toHandler(opts)), ...pending, unknown, ...storageHandlers(opts.baseUrl, opts.db)];
}
