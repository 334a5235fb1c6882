// @vitest-environment node
/** `href`: every link to a route is built from APP_ROUTES, its parameters encoded and required. */
import { describe, expect, it } from 'vitest';
import { APP_ROUTES, href, SCREENS, type AppRouteName } from './navigation';

describe('href', () => {
  it('answers a route without parameters as it is', () => {
    expect(href('escolas')).toBe('/escolas');
    expect(href('login')).toBe('/');
    expect(href('novaTurma')).toBe('/cadastro-turma/');
    expect(href('verificar')).toBe('/verificar');
  });

  it('fills in the parameters of the edit routes', () => {
    expect(href('editarEscola', { id: 3 })).toBe('/cadastro-escola/3');
    expect(href('editarUsuario', { id: 12 })).toBe('/cadastro-usuario/12');
    expect(href('editarTurma', { id: 7 })).toBe('/cadastro-turma/7');
    expect(href('editarMatricula', { matriculaId: 40 })).toBe('/cadastro-matricula/40');
    expect(href('editarAudio', { id: 5 })).toBe('/cadastro-audio/5');
    expect(href('verificarCodigo', { codigo: 'A0B1-C2D3-E4F5-G6H7-J8K9' })).toBe('/verificar/A0B1-C2D3-E4F5-G6H7-J8K9');
  });

  it('encodes each parameter as one path segment', () => {
    expect(href('verificarCodigo', { codigo: 'a/b?c#d e' })).toBe('/verificar/a%2Fb%3Fc%23d%20e');
    expect(href('editarEscola', { id: '..' })).toBe('/cadastro-escola/..');
    expect(href('verificarCodigo', { codigo: 'ção' })).toBe('/verificar/%C3%A7%C3%A3o');
  });

  it('throws on a missing, empty or unknown parameter that a cast let through', () => {
    const loose = href as (route: AppRouteName, params?: Record<string, string | number>) => string;
    expect(() => loose('editarEscola')).toThrow("href('editarEscola'): missing parameter 'id'");
    expect(() => loose('editarEscola', {})).toThrow("missing parameter 'id'");
    expect(() => loose('editarEscola', { id: '' })).toThrow("missing parameter 'id'");
    expect(() => loose('editarMatricula', { id: 4 })).toThrow("missing parameter 'matriculaId'");
    expect(() => loose('escolas', { id: 4 })).toThrow("href('escolas'): unknown parameter 'id'");
    expect(() => loose('editarEscola', { id: 4, extra: 1 })).toThrow("unknown parameter 'extra'");
  });

  it('makes a missing or misspelt parameter a type error', () => {
    // Each line below must fail to compile (npm run typecheck); at run time they throw.
    // @ts-expect-error the edit route needs its id
    expect(() => href('editarEscola')).toThrow();
    // @ts-expect-error the parameter is called matriculaId
    expect(() => href('editarMatricula', { id: 1 })).toThrow();
    // @ts-expect-error a route without parameters takes none
    expect(() => href('escolas', { id: 1 })).toThrow();
    // @ts-expect-error no such route
    expect(() => href('cadastro-escola')).toThrow();
  });

  it('keeps every screen path and builds each parameterised route on its screen', () => {
    for (const [screen, path] of Object.entries(SCREENS)) expect(APP_ROUTES[screen as AppRouteName]).toBe(path);
    const withParams = Object.values(APP_ROUTES).filter((path) => path.includes(':'));
    expect(withParams).toHaveLength(7);
    const bases = [...Object.values(SCREENS), APP_ROUTES.verificar];
    for (const path of withParams)
      expect(
        bases.some((base) => path.startsWith(`${base}/`)),
        path,
      ).toBe(true);
  });
});
