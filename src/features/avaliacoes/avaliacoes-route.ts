/**
 * The dashboard's view in its address (`#/avaliacoes?…`): the tab, the school
 * and class drilled into, and the period — so Back climbs the drill-down and
 * a view can be shared. Anything unreadable falls back to the start (the
 * schools over the last 12 months), never to an error.
 */
import { periodoErrors, type Periodo } from './periodo';

/** The levels with a tab; classes and students are reached by drilling down from a school. */
export const TAB_NIVEIS = ['escola', 'curso', 'professor'] as const;
export type TabNivel = (typeof TAB_NIVEIS)[number];

export interface AvaliacoesView {
  readonly periodo: Periodo;
  readonly aba: TabNivel;
  /** The school drilled into (its classes), or null. */
  readonly escolaId: number | null;
  /** The class drilled into (its students), or null; only inside a school. */
  readonly turmaId: number | null;
}

const positiveId = (value: string | null): number | null =>
  value !== null && /^[1-9]\d{0,15}$/.test(value) && Number.isSafeInteger(Number(value)) ? Number(value) : null;

/** The view an address names; `standard` is the period when it names none (or a wrong one). */
export function readAvaliacoesSearch(params: URLSearchParams, standard: Periodo): AvaliacoesView {
  const asked = { de: params.get('de') ?? '', ate: params.get('ate') ?? '' };
  const problems = periodoErrors(asked);
  const periodo = problems.de || problems.ate ? standard : asked;
  const escolaId = positiveId(params.get('escola'));
  const aba = TAB_NIVEIS.find((n) => n === params.get('aba')) ?? 'escola';
  return {
    periodo,
    // Drilling starts from the schools' tab.
    aba: escolaId !== null ? 'escola' : aba,
    escolaId,
    turmaId: escolaId === null ? null : positiveId(params.get('turma')),
  };
}

/** The address of a view: only what differs from the start. */
export function avaliacoesSearch(view: AvaliacoesView, standard: Periodo): URLSearchParams {
  const out = new URLSearchParams();
  if (view.escolaId !== null) {
    out.set('escola', String(view.escolaId));
    if (view.turmaId !== null) out.set('turma', String(view.turmaId));
  } else if (view.aba !== 'escola') out.set('aba', view.aba);
  if (view.periodo.de !== standard.de || view.periodo.ate !== standard.ate) {
    out.set('de', view.periodo.de);
    out.set('ate', view.periodo.ate);
  }
  return out;
}
