/**
 * The deterministic demo network. Pure (no MSW, no I/O): the mock database is
 * seeded from it and `supabase/seed.sql` is generated from it.
 */
export {
  buildSeed,
  seededCategoryCodes,
  SEED_NUMBER,
  ATTENDANCE_LESSONS,
  SUMMARY_LESSONS,
  DEMO_PLAYED_AUDIOS,
  EMPTY_CLASSROOM_CLASS,
  RANDOM_BIRTHDAY_OFFSETS,
} from './build';
export { DEMO_LOGINS, DEMO_PASSWORD, type DemoLogin } from './demo';
export * from './rows';
