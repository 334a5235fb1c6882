/**
 * The evaluations dashboard (contract avaliacoes.ts; docs/avaliacoes.md):
 * one aggregated answer per period, level and drill-down.
 *
 * No tags: the gestor writes nothing here, and the classroom's writes tag
 * one class's lists; a change made there shows once the cached answer is
 * dropped (a minute after the screen is left) or another period or level is
 * asked for.
 */
import type { AvaliacaoNivel, Avaliacoes } from '@contract/avaliacoes';
import { ROUTES } from '@contract/routes';
import { baseApi } from './base-api';
import { request } from './request';

/** AvaliacoesQuery as the screen sends it (days as `YYYY-MM-DD`, ids as numbers). */
export interface AvaliacoesArgs {
  readonly de: string;
  readonly ate: string;
  readonly nivel: AvaliacaoNivel;
  /** Required for nivel 'turma'. */
  readonly escolaId?: number;
  /** Required for nivel 'aluno'. */
  readonly turmaId?: number;
}

export const avaliacoesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAvaliacoes: build.query<Avaliacoes, AvaliacoesArgs>({
      query: ({ de, ate, nivel, escolaId, turmaId }) =>
        request(ROUTES.getAvaliacoes, { query: { de, ate, nivel, escolaId, turmaId } }),
    }),
  }),
});

export const { useGetAvaliacoesQuery } = avaliacoesApi;
