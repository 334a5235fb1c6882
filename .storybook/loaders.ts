/**
 * Loaders: what must be true before a story renders.
 *
 * Storybook runs the project's loaders in parallel and runs them again when a
 * story re-renders without remounting (a toolbar or args change). Re-seeding
 * then would invalidate the session the mounted story is using, so the mock
 * data and the signed-in session are prepared once per *mounted* story: the
 * key is the render's `abortSignal`, which Storybook replaces for every new
 * story and every remount, and keeps across plain re-renders.
 */
import type { Loader } from '@storybook/react-vite';
import { writeStoredSession, sessionReducer, signedIn, type Session } from '../src/api/session';
import { celebrationStamp } from '../src/domain/celebration';
import { BIRTHDAY_SHOWN_KEY } from '../src/domain/storage-keys';
import { parseTheme } from '../src/domain/theme';
import { setThemePreference } from '../src/features/theme/theme-preference';
import { resetDb } from '../mocks/db';
import { loginAs } from '../mocks/testing';
import { MemoryStorage } from './memory-storage';

/** The demo accounts a story can be signed in as (mocks/seed DEMO_LOGINS). */
export type StoryRole = 'gestor' | 'diretor' | 'secretaria' | 'professor' | 'aluno';

/** What `roleLoader` hands to the decorators through `context.loaded`. */
export interface LoadedSession {
  /** The story's own session storage (read by `withStore`'s `setupStore`). */
  readonly storyStorage: Storage;
  /** The signed-in session, or null for a signed-out story. */
  readonly session: Session | null;
}

type Context = Parameters<Loader>[0];

const seeded = new WeakMap<AbortSignal, Promise<void>>();
const sessions = new WeakMap<AbortSignal, Promise<LoadedSession>>();
let seededOnce = false;

/**
 * Re-seeds the mock database once per mounted story. On a docs page several
 * stories are mounted at once over the one database: it is seeded for the
 * first of them only, so their sessions stay valid side by side.
 */
function seedFor(context: Context): Promise<void> {
  let done = seeded.get(context.abortSignal);
  if (!done) {
    done = context.viewMode === 'docs' && seededOnce ? Promise.resolve() : resetDb(new Date());
    seeded.set(context.abortSignal, done);
    seededOnce = true;
  }
  return done;
}

/**
 * Re-seeds the mock database (fixed random seed, dates relative to today,
 * in memory only) so every story starts from the same demo network.
 */
export const mockDbLoader: Loader = async (context) => {
  await seedFor(context);
  return {};
};

/**
 * Signs a demo user in before the story renders, the way the login screen
 * would: a real session is created in the mock database (`loginAs`, the
 * mock's own login code path), and the login answer is turned into the
 * app's `Session` by the session reducer and written, under the spec's keys,
 * to a fresh in-memory Storage that only this story's store reads.
 *
 * Parameters:
 * - `role?: 'gestor' | 'diretor' | 'secretaria' | 'professor' | 'aluno'` —
 *   the demo login to sign in; absent = signed out.
 * - `birthdayAlreadyShown?: boolean` (default `true`) — the birthday
 *   celebration counts as already shown today in this browser (the aluno's
 *   birthday is today in the seed, and a celebration over every layout story
 *   would hide it). Set `false` to see the celebration.
 *
 * Returns `{ storyStorage, session }` in `context.loaded` (see `LoadedSession`).
 */
export const roleLoader: Loader = async (context) => {
  let loaded = sessions.get(context.abortSignal);
  if (!loaded) {
    loaded = (async () => {
      await seedFor(context);
      const role = context.parameters.role as StoryRole | undefined;
      const storyStorage = new MemoryStorage();
      let session: Session | null = null;
      if (role) {
        const { session: answer } = await loginAs(role);
        session = sessionReducer(undefined, signedIn(answer)).current;
        writeStoredSession(storyStorage, session);
      }
      if (context.parameters.birthdayAlreadyShown === false) window.localStorage.removeItem(BIRTHDAY_SHOWN_KEY);
      else window.localStorage.setItem(BIRTHDAY_SHOWN_KEY, celebrationStamp(new Date()));
      return { storyStorage, session };
    })();
    sessions.set(context.abortSignal, loaded);
  }
  return { ...(await loaded) };
};

/**
 * Makes the toolbar's theme (`globals.theme`, or a story's `globals: { theme }`)
 * the stored theme preference before every render, so the app's own theme
 * hook, the theme toggle and `withTheme` all agree with the toolbar. A story
 * may still toggle the preference afterwards (the theme toggle does).
 */
export const themeLoader: Loader = async (context) => {
  setThemePreference(parseTheme(context.globals.theme as string | undefined));
  return {};
};
