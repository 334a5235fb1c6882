/**
 * The dashboard's period: De/Até days (inclusive), the default of the last
 * 12 months up to today, the quick presets, and the checks the contract's
 * AvaliacoesQuery makes (so a refused period is never sent).
 */
import { AVALIACOES_MAX_DAYS, AVALIACOES_MESSAGES } from '@contract/avaliacoes';
import { addMonthsToDay, parseIsoDay } from '@contract/dates';
import { INVALID_DAY } from './avaliacoes-messages';

export interface Periodo {
  readonly de: string;
  readonly ate: string;
}

const DAY_MS = 86_400_000;

function dayMs(iso: string): number {
  return Date.parse(`${iso}T00:00:00Z`);
}

/** `YYYY-MM-DD` plus `days` calendar days. */
export function addDays(iso: string, days: number): string {
  return new Date(dayMs(iso) + days * DAY_MS).toISOString().slice(0, 10);
}

export const PERIOD_PRESETS = [
  { id: '30d', label: 'Últimos 30 dias' },
  { id: '3m', label: 'Últimos 3 meses' },
  { id: '12m', label: 'Últimos 12 meses' },
  { id: 'ano', label: 'Este ano' },
  { id: 'anoPassado', label: 'Ano passado' },
] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number]['id'];

/** The days a preset covers, ending today (the schools' calendar day) or on the year's last day. */
export function presetPeriod(preset: PeriodPreset, today: string): Periodo {
  const year = Number(today.slice(0, 4));
  switch (preset) {
    case '30d':
      return { de: addDays(today, -29), ate: today };
    case '3m':
      return { de: addDays(addMonthsToDay(today, -3), 1), ate: today };
    case '12m':
      return { de: addDays(addMonthsToDay(today, -12), 1), ate: today };
    case 'ano':
      return { de: `${year}-01-01`, ate: today };
    case 'anoPassado':
      return { de: `${year - 1}-01-01`, ate: `${year - 1}-12-31` };
  }
}

/** The preset these days are, if any (its button shows pressed). */
export function matchingPreset(periodo: Periodo, today: string): PeriodPreset | null {
  const found = PERIOD_PRESETS.find(({ id }) => {
    const p = presetPeriod(id, today);
    return p.de === periodo.de && p.ate === periodo.ate;
  });
  return found?.id ?? null;
}

function isDay(value: string): boolean {
  // parseIsoDay accepts 31 February; a real day survives the round trip.
  return parseIsoDay(value) !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && addDays(value, 0) === value;
}

export interface PeriodoErrors {
  readonly de?: string;
  readonly ate?: string;
}

/** What is wrong with the period, per field (empty when it may be sent). */
export function periodoErrors({ de, ate }: Periodo): PeriodoErrors {
  const errors: { de?: string; ate?: string } = {};
  if (!isDay(de)) errors.de = INVALID_DAY;
  if (!isDay(ate)) errors.ate = INVALID_DAY;
  if (errors.de || errors.ate) return errors;
  if (de > ate) return { ate: AVALIACOES_MESSAGES.periodOrder };
  if (dayMs(ate) - dayMs(de) >= AVALIACOES_MAX_DAYS * DAY_MS) return { ate: AVALIACOES_MESSAGES.periodTooLong };
  return errors;
}
