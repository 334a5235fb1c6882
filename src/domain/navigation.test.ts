// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { canOpenScreen, SCREENS, sidebarFor, tilesFor } from './navigation';
import type { UserType } from '@contract/constants';
import { EXPECTED_SIDEBAR, EXPECTED_TILES } from '../../tests/fixtures/visibility';

describe('sidebar visibility (spec section 6)', () => {
  it.each([1, 2, 3, 4, 5] as const)('type %i sees exactly its groups and links', (type) => {
    const shown = Object.fromEntries(sidebarFor(type).map((g) => [g.label, g.items.map((i) => i.label)]));
    expect(shown).toEqual(EXPECTED_SIDEBAR[type]);
  });

  it('keeps the group order of the spec', () => {
    expect(sidebarFor(1).map((g) => g.label)).toEqual(['Cadastros', 'Gestão', 'Controle Educacional', 'Material']);
    expect(sidebarFor(4).map((g) => g.label)).toEqual(['Gestão', 'Controle Educacional', 'Material', 'Aula']);
  });

  it('sends students to the student classroom and teachers to the teacher one', () => {
    const aula = (type: UserType) => sidebarFor(type).find((g) => g.label === 'Aula')?.items[0]?.path;
    expect(aula(5)).toBe('/sala-de-aula-aluno');
    expect(aula(4)).toBe('/sala-de-aula');
  });

  it('shows nothing to an unknown type', () => {
    expect(sidebarFor(null)).toEqual([]);
  });
});

describe('home tiles (spec section 6)', () => {
  it.each([1, 2, 3, 4, 5] as const)('type %i sees exactly its tiles', (type) => {
    expect(tilesFor(type).map((t) => t.label)).toEqual(EXPECTED_TILES[type]);
  });

  it('links every tile to a screen path', () => {
    for (const tile of tilesFor(1)) expect(Object.values(SCREENS)).toContain(tile.path);
    expect(tilesFor(5).find((t) => t.label === 'Sala de Aula')?.path).toBe('/sala-de-aula-aluno');
  });
});

describe('canOpenScreen', () => {
  it('opens home to every type and nothing to the signed out', () => {
    for (const type of [1, 2, 3, 4, 5] as const) expect(canOpenScreen('home', type)).toBe(true);
    expect(canOpenScreen('home', null)).toBe(false);
  });

  it('follows the links each type is shown', () => {
    expect(canOpenScreen('usuarios', 3)).toBe(true);
    expect(canOpenScreen('usuarios', 4)).toBe(false);
    expect(canOpenScreen('usuarios', 5)).toBe(false);
    expect(canOpenScreen('escolas', 2)).toBe(true);
    expect(canOpenScreen('escolas', 3)).toBe(false);
    expect(canOpenScreen('cadastroEscola', 3)).toBe(false);
    expect(canOpenScreen('financeiro', 5)).toBe(true);
    expect(canOpenScreen('financeiro', 4)).toBe(false);
    expect(canOpenScreen('certificado', 2)).toBe(false);
    expect(canOpenScreen('certificado', 1)).toBe(true);
    expect(canOpenScreen('salaDeAulaAluno', 5)).toBe(true);
    expect(canOpenScreen('salaDeAulaAluno', 4)).toBe(false);
  });

  it('opens a screen shown only as a tile (Audios tile for directors)', () => {
    expect(canOpenScreen('audios', 2)).toBe(true);
    expect(canOpenScreen('treinamento', 3)).toBe(false);
  });

  it('lets secretaries reach Material Extra, which they edit and delete (decision 37)', () => {
    expect(canOpenScreen('materialExtra', 3)).toBe(true);
    expect(canOpenScreen('materialExtra', 5)).toBe(false);
  });
});
