/**
 * The deterministic demo network. Pure (no MSW, no I/O): the mock database is
 * seeded from it and `supabase/seed.sql` is generated from it.
 */
export { buildSeed, seededCategoryCodes } from './build';
export { SEED_NUMBER } from './context';
export { CHAMADA_AULAS, RESUMO_AULAS, DEMO_AUDIOS_OUVIDOS, EMPTY_SALA_DE_AULA_TURMA } from './sala-de-aula';
export { RANDOM_BIRTHDAY_OFFSETS } from './usuarios';
export { DEMO_LOGINS, DEMO_PASSWORD, type DemoLogin } from './demo';
export * from './rows';
