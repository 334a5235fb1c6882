// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ALL_ENDPOINTS, formatCpf, isValidCpf, pathFor, ROUTES } from '@contract';

describe('contract declarations', () => {
  it('declares every route exactly once, with its table entry', () => {
    const names = ALL_ENDPOINTS.map((e) => e.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.sort()).toEqual(Object.keys(ROUTES).sort());
    for (const endpoint of ALL_ENDPOINTS) {
      const route = ROUTES[endpoint.name as keyof typeof ROUTES];
      expect(endpoint.method).toBe(route.method);
      expect(endpoint.path).toBe(route.path);
    }
  });

  it('has no two endpoints on the same method and path', () => {
    const keys = ALL_ENDPOINTS.map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('covers the calls of spec section 7', () => {
    const has = (method: string, path: string) => ALL_ENDPOINTS.some((e) => e.method === method && e.path === path);
    expect(has('POST', '/login')).toBe(true);
    expect(has('PUT', '/update-profile/:userId')).toBe(true);
    expect(has('POST', '/uploadProfilePhoto')).toBe(true);
    expect(has('GET', '/aniversario/:userId')).toBe(true);
    expect(has('GET', '/users/:id')).toBe(true);
    expect(has('POST', '/register')).toBe(true);
    expect(has('GET', '/financeiroParcelas')).toBe(true);
    expect(has('PUT', '/update-status/:installmentId')).toBe(true);
    expect(has('GET', '/resumos/:turmaId')).toBe(true);
    expect(has('POST', '/chamadas/lote')).toBe(true);
    expect(has('GET', '/proxy-download')).toBe(true);
    // Decision 41: the class picker pages GET /turmas, and a summary belongs to a class and a day.
    expect(has('GET', '/turmasComAlunos')).toBe(false);
    expect(has('GET', '/resumos/:chamadaId/:turmaId')).toBe(false);
    expect(ALL_ENDPOINTS.length).toBeGreaterThanOrEqual(70);
  });

  it('never declares a response with a password field', () => {
    for (const endpoint of ALL_ENDPOINTS) {
      const shape = endpoint.response as { shape?: Record<string, unknown>; element?: { shape?: Record<string, unknown> } };
      const keys = Object.keys(shape.shape ?? shape.element?.shape ?? {});
      expect(keys.filter((k) => /pass|senha|hash/i.test(k))).toEqual([]);
    }
  });

  it('fills path parameters, encoding them', () => {
    expect(pathFor('/resumos/:chamadaId/:turmaId', { chamadaId: 3, turmaId: 'a b' })).toBe('/resumos/3/a%20b');
    expect(() => pathFor('/users/:id', {} as { id: number })).toThrow();
  });
});

describe('CPF', () => {
  it('accepts valid check digits and rejects the rest', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf('529.982.247-24')).toBe(false);
    expect(isValidCpf('111.111.111-11')).toBe(false);
    expect(isValidCpf('123')).toBe(false);
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
  });
});

describe('request messages', () => {
  it('says "obrigatório" only when a required field is missing', async () => {
    const { LOGIN_MSG, ProfileUpdate, parseWith } = await import('@contract');
    const missing = parseWith(ProfileUpdate, { cp_email: 'a@b.com', cp_login: 'ana' });
    expect(missing).toEqual({ ok: false, msg: 'Nome é obrigatório.' });
    const blank = parseWith(ProfileUpdate, { cp_nome: '  ', cp_email: 'a@b.com', cp_login: 'ana' });
    expect(blank).toEqual({ ok: false, msg: 'Nome é obrigatório.' });
    const long = parseWith(ProfileUpdate, { cp_nome: 'Ana', cp_email: 'a@b.com', cp_login: 'x'.repeat(61) });
    expect(long).toEqual({ ok: false, msg: LOGIN_MSG });
    const spaced = parseWith(ProfileUpdate, { cp_nome: 'Ana', cp_email: 'a@b.com', cp_login: 'ana maria' });
    expect(spaced).toEqual({ ok: false, msg: LOGIN_MSG });
    const empty = parseWith(ProfileUpdate, { cp_nome: 'Ana', cp_email: 'a@b.com', cp_login: '  ' });
    expect(empty).toEqual({ ok: false, msg: 'Login é obrigatório.' });
  });

  it('calls an infinite number (JSON 1e400) invalid, in words a person understands', async () => {
    const { parseWith } = await import('@contract');
    const { z } = await import('zod');
    const schema = z.object({ valor: z.number() });
    expect(parseWith(schema, JSON.parse('{"valor": 1e400}'))).toEqual({
      ok: false,
      msg: 'valor: informe um número válido.',
    });
    expect(parseWith(z.object({ login: z.string() }), { login: 5 })).toEqual({
      ok: false,
      msg: 'login: Entrada inválida: esperava um texto, recebeu um número.',
    });
    expect(parseWith(schema, { valor: 'x' })).toEqual({
      ok: false,
      msg: 'valor: Entrada inválida: esperava um número, recebeu um texto.',
    });
  });
});
