/**
 * Every screen against ACCESS (spec section 6): whoever is shown a link to a
 * screen — a sidebar item or a home tile — may do what the screen does
 * (SCREEN_ACCESS in navigation.ts); a form opens to exactly those who may
 * create its rows; its edit route to those who may write them. A type the
 * scope table refuses is allowed only where the spec says so, quoted below.
 */
import { describe, expect, it } from 'vitest';
import { may } from '@contract/access';
import { USER_TYPES, type UserType } from '@contract/constants';
import { canOpenScreen, HOME_TILES, SCREEN_ACCESS, SCREENS, SIDEBAR, type ScreenKey, type ScreenUse } from './navigation';
import { inGroups } from './roles';

interface Exception {
  readonly screen: ScreenKey;
  readonly route: 'uses' | 'edit';
  readonly type: UserType;
  readonly use: ScreenUse;
  /** The spec's words that allow it. */
  readonly spec: string;
}

/** Where a type reaches a screen that ACCESS does not let it use, and why the spec allows it. */
const EXCEPTIONS: readonly Exception[] = [
  {
    // The guard opens a screen by key, both of its paths: direção registers
    // audio (Cadastro de Áudio), so it may open /cadastro-audio/:id, where
    // AudioFormPage answers "not allowed" (may('cursos', 'write')).
    screen: 'cadastroAudio',
    route: 'edit',
    type: 2,
    use: { resource: 'cursos', action: 'write' },
    spec: 'Section 2, Audios list: "Link to edit audio shown only to type 1"; section 6: "the audio edit link is shown only to type 1".',
  },
];

const isException = (screen: ScreenKey, route: Exception['route'], type: UserType, use: ScreenUse) =>
  EXCEPTIONS.some(
    (e) =>
      e.screen === screen &&
      e.route === route &&
      e.type === type &&
      e.use.resource === use.resource &&
      e.use.action === use.action,
  );

/** The uses of a screen that ACCESS refuses a type (exceptions aside). */
const refused = (screen: ScreenKey, route: Exception['route'], type: UserType) =>
  (SCREEN_ACCESS[screen][route] ?? [])
    .filter((u) => !may(u.resource, u.action, type) && !isException(screen, route, type, u))
    .map((u) => `${screen}${route === 'edit' ? ' (edit)' : ''} × type ${type}: ${u.action} ${u.resource}`);

/** The screen a link of a type leads to (students open the student variant). */
const target = (screen: ScreenKey, studentScreen: ScreenKey | undefined, type: UserType): ScreenKey =>
  type === 5 && studentScreen ? studentScreen : screen;

describe('SCREEN_ACCESS', () => {
  it('names each screen, every signed-in one but home with at least one use (the route table: src/app/routes-access.test.ts)', () => {
    expect(Object.keys(SCREEN_ACCESS).sort()).toEqual(Object.keys(SCREENS).sort());
    for (const screen of Object.keys(SCREENS) as ScreenKey[]) {
      if (screen !== 'home' && screen !== 'login') expect(SCREEN_ACCESS[screen].uses.length, screen).toBeGreaterThan(0);
    }
  });
});

describe('every link is to a screen ACCESS lets its viewer use (spec section 6)', () => {
  it('the sidebar', () => {
    const problems = SIDEBAR.flatMap((group) =>
      group.items.flatMap((item) =>
        USER_TYPES.filter((type) => inGroups(type, group.groups) && inGroups(type, item.groups)).flatMap((type) =>
          refused(target(item.screen, item.studentScreen, type), 'uses', type),
        ),
      ),
    );
    expect(problems).toEqual([]);
  });

  it('the home tiles', () => {
    const problems = HOME_TILES.flatMap((tile) =>
      tile.types.flatMap((type) => refused(target(tile.screen, tile.studentScreen, type), 'uses', type)),
    );
    expect(problems).toEqual([]);
  });

  it('every screen a type may open, by any path', () => {
    const problems = (Object.keys(SCREENS) as ScreenKey[]).flatMap((screen) =>
      USER_TYPES.filter((type) => canOpenScreen(screen, type)).flatMap((type) => [
        ...refused(screen, 'uses', type),
        ...refused(screen, 'edit', type),
      ]),
    );
    expect(problems).toEqual([]);
  });

  it('lists only exceptions that are still needed, each with the spec’s words', () => {
    for (const e of EXCEPTIONS) {
      expect(canOpenScreen(e.screen, e.type), `${e.screen} × type ${e.type}`).toBe(true);
      expect(SCREEN_ACCESS[e.screen][e.route], e.screen).toContainEqual(e.use);
      expect(may(e.use.resource, e.use.action, e.type), `${e.screen} × type ${e.type}`).toBe(false);
      expect(e.spec).toMatch(/section \d/i);
    }
  });
});

describe('the menus and the scope table agree (spec section 6)', () => {
  const FORMS = (Object.keys(SCREENS) as ScreenKey[]).filter((s) => SCREEN_ACCESS[s].edit !== undefined);
  const LISTS = (Object.keys(SCREENS) as ScreenKey[]).flatMap((screen) =>
    SCREEN_ACCESS[screen].uses.filter((u) => u.action === 'list').map((u) => [screen, u.resource] as const),
  );

  it('opens a form to exactly the types ACCESS lets create its rows', () => {
    expect(FORMS.length).toBeGreaterThanOrEqual(5);
    for (const screen of FORMS) {
      for (const { resource } of SCREEN_ACCESS[screen].uses.filter((u) => u.action === 'create')) {
        for (const type of USER_TYPES) {
          expect(canOpenScreen(screen, type), `${screen} × type ${type}`).toBe(may(resource, 'create', type));
        }
      }
    }
  });

  it('opens a list only to types ACCESS lets read some of its rows', () => {
    expect(LISTS.length).toBeGreaterThanOrEqual(8);
    for (const [screen, resource] of LISTS) {
      for (const type of USER_TYPES) {
        if (canOpenScreen(screen, type)) expect(may(resource, 'read', type), `${screen} × type ${type}`).toBe(true);
      }
    }
  });
});
