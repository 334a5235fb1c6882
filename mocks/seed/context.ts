/**
 * What the seed's builders share: the day it is built for, the one random
 * stream every builder draws from in turn (so the order `buildSeed` calls them
 * in is part of the seed), and the people made so far.
 */
import type { BirthSpec, SeedCredential, UsuarioRow } from './rows';
import { createRandom, type Random } from './prng';
import { startOfDay } from './calendar';

/** The fixed PRNG seed: change it and every demo name, CPF and grade changes. */
export const SEED_NUMBER = 20_250_317;

export const YOUTUBE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';

export interface SeedContext {
  /** The day the seed is built for (start of day). */
  readonly today: Date;
  readonly random: Random;
  readonly usuarios: UsuarioRow[];
  readonly credentials: SeedCredential[];
  readonly birthSpecs: BirthSpec[];
  readonly cpfs: Set<string>;
  readonly names: Set<string>;
  readonly handles: Set<string>;
}

export function createSeedContext(todayInput: Date): SeedContext {
  return {
    today: startOfDay(todayInput),
    random: createRandom(SEED_NUMBER),
    usuarios: [],
    credentials: [],
    birthSpecs: [],
    cpfs: new Set(),
    names: new Set(),
    handles: new Set(),
  };
}
