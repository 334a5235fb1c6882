/**
 * The route table against SCREEN_ACCESS (src/domain/navigation.ts): every
 * signed-in route's screen says what it does, and a form's edit route
 * (`/cadastro-…/:id`) what it does there; src/domain/navigation-access.test.ts
 * checks those uses against ACCESS for everyone shown a link.
 */
import { describe, expect, it } from 'vitest';
import { SCREEN_ACCESS, SCREENS } from '@/domain/navigation';
import { PROTECTED_ROUTES } from './routes';

describe('every route of the table is in SCREEN_ACCESS', () => {
  it('has a screen that says what it does, and every screen but the login has a route', () => {
    expect(new Set(PROTECTED_ROUTES.map((r) => r.screen))).toEqual(new Set(Object.keys(SCREENS).filter((s) => s !== 'login')));
    for (const { screen, paths } of PROTECTED_ROUTES) {
      expect(paths[0], screen).toBe(SCREENS[screen]);
      if (screen !== 'home') expect(SCREEN_ACCESS[screen].uses.length, screen).toBeGreaterThan(0);
    }
  });

  it('gives an edit use to exactly the screens with an edit route', () => {
    for (const { screen, paths } of PROTECTED_ROUTES) {
      // A form's edit route; a list narrowed by a path (`/financeiro/matricula/:id`) edits nothing.
      const editRoute = paths.some((p) => p.startsWith('/cadastro-') && p.includes('/:'));
      expect(SCREEN_ACCESS[screen].edit !== undefined, screen).toBe(editRoute);
    }
    expect(PROTECTED_ROUTES.filter((r) => SCREEN_ACCESS[r.screen].edit).length).toBeGreaterThanOrEqual(5);
  });
});
