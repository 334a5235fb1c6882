// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { assignableUserTypes, inGroups, parseUserType, roleLabel } from './roles';

describe('roles', () => {
  it('labels the five types and anything else as Desconhecido', () => {
    expect([1, 2, 3, 4, 5].map(roleLabel)).toEqual(['Gestor', 'Diretor', 'Secretário(a)', 'Professor', 'Aluno']);
    expect(roleLabel(0)).toBe('Desconhecido');
    expect(roleLabel('9')).toBe('Desconhecido');
    expect(roleLabel(null)).toBe('Desconhecido');
    expect(roleLabel('3')).toBe('Secretário(a)');
  });

  it('parses stored types', () => {
    expect(parseUserType('5')).toBe(5);
    expect(parseUserType(2)).toBe(2);
    expect(parseUserType('')).toBeNull();
    expect(parseUserType('2.5')).toBeNull();
    expect(parseUserType(undefined)).toBeNull();
  });

  it('defines the groups of section 6', () => {
    expect(inGroups(3, ['gestao'])).toBe(true);
    expect(inGroups(3, ['direcao'])).toBe(false);
    expect(inGroups(1, ['admin'])).toBe(true);
    expect(inGroups(2, ['admin'])).toBe(false);
    expect(inGroups(4, ['gestao', 'professor'])).toBe(true);
    expect(inGroups(null, ['all'])).toBe(false);
  });

  it('offers only types greater than or equal to the own type', () => {
    expect(assignableUserTypes(1)).toEqual([1, 2, 3, 4, 5]);
    expect(assignableUserTypes(2)).toEqual([2, 3, 4, 5]);
    expect(assignableUserTypes(3)).toEqual([3, 4, 5]);
  });
});
