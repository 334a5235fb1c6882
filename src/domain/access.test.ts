// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { allows, may, mayList, SCOPES, scopeOf, unknownScopes, type Caller } from '@contract/access';
import { mayAssignType } from '@contract/roles';
import { rowActions, screenActions } from './access';

const caller = (over: Partial<Caller> & Pick<Caller, 'type'>): Caller => ({
  userId: 10,
  schoolId: 1,
  teachingClassIds: [],
  classId: null,
  ...over,
});

describe('role scope (spec section 6, "Data scope")', () => {
  it('lets the manager see everything', () => {
    expect(allows('usuarios', 'read', caller({ type: 1 }), { schoolId: 3 })).toBe(true);
    expect(allows('parcelas', 'read', caller({ type: 1 }), { schoolId: 2, ownerUserId: 99 })).toBe(true);
  });

  it('limits directors and secretaries to their own school', () => {
    for (const type of [2, 3] as const) {
      expect(allows('usuarios', 'read', caller({ type }), { schoolId: 1 })).toBe(true);
      expect(allows('usuarios', 'read', caller({ type }), { schoolId: 2 })).toBe(false);
      expect(allows('parcelas', 'write', caller({ type }), { schoolId: 1 })).toBe(true);
      expect(allows('turmas', 'write', caller({ type }), { schoolId: 2 })).toBe(false);
    }
  });

  it('gives teachers their own classes and no finance', () => {
    const teacher = caller({ type: 4, teachingClassIds: [7, 8] });
    expect(allows('turmas', 'read', teacher, { classId: 7 })).toBe(true);
    expect(allows('turmas', 'read', teacher, { classId: 9 })).toBe(false);
    expect(allows('turmas', 'write', teacher, { classId: 7 })).toBe(false);
    expect(allows('parcelas', 'read', teacher, { schoolId: 1 })).toBe(false);
    expect(scopeOf('matriculas', 'read', 4)).toBe('none');
  });

  it('gives students their own class and their own installments', () => {
    const student = caller({ type: 5, userId: 42, classId: 3 });
    expect(allows('turmas', 'read', student, { classId: 3 })).toBe(true);
    expect(allows('turmas', 'read', student, { classId: 4 })).toBe(false);
    expect(allows('parcelas', 'read', student, { ownerUserId: 42 })).toBe(true);
    expect(allows('parcelas', 'read', student, { ownerUserId: 43 })).toBe(false);
    expect(allows('usuarios', 'read', student, { ownerUserId: 42 })).toBe(true);
    expect(allows('usuarios', 'read', student, { ownerUserId: 41 })).toBe(false);
  });

  it('never lets a caller without a school match school rows', () => {
    expect(allows('usuarios', 'read', caller({ type: 2, schoolId: null }), { schoolId: null })).toBe(false);
  });

  it('lets only the manager edit audios, and directors and secretaries edit extra material', () => {
    expect(scopeOf('audios', 'write', 1)).toBe('all');
    expect(scopeOf('audios', 'write', 2)).toBe('none');
    expect(scopeOf('materialExtra', 'write', 2)).toBe('all');
    expect(scopeOf('materialExtra', 'write', 3)).toBe('all');
    expect(scopeOf('materialExtra', 'write', 4)).toBe('none');
  });

  it('lets direção see every school and register schools, but a director change only their own', () => {
    expect(allows('escolas', 'read', caller({ type: 2, schoolId: 1 }), { schoolId: 2 })).toBe(true);
    expect(allows('escolas', 'write', caller({ type: 2, schoolId: 1 }), { schoolId: 2 })).toBe(false);
    expect(allows('escolas', 'delete', caller({ type: 2, schoolId: 1 }), { schoolId: 2 })).toBe(false);
    expect(allows('escolas', 'write', caller({ type: 2, schoolId: 1 }), { schoolId: 1 })).toBe(true);
    expect(allows('escolas', 'write', caller({ type: 1, schoolId: 1 }), { schoolId: 2 })).toBe(true);
    expect(may('escolas', 'create', 2)).toBe(true);
    expect(allows('escolas', 'read', caller({ type: 3, schoolId: 1 }), { schoolId: 2 })).toBe(false);
    expect(allows('escolas', 'write', caller({ type: 3, schoolId: 1 }), { schoolId: 1 })).toBe(false);
    expect(allows('escolas', 'read', caller({ type: 5, schoolId: 1 }), { schoolId: 1 })).toBe(true);
  });

  it('lets only gestão list people, though everyone reads their own row', () => {
    expect([1, 2, 3, 4, 5].map((t) => mayList('usuarios', t as 1))).toEqual([true, true, true, false, false]);
    expect(allows('usuarios', 'read', caller({ type: 4 }), { ownerUserId: 10 })).toBe(true);
    expect(mayList('turmas', 5)).toBe(true);
    expect(scopeOf('turmas', 'list', 4)).toBe('teaching');
  });

  it('shows the directors picker to direção network-wide and to secretaries for their school', () => {
    expect(scopeOf('diretores', 'read', 2)).toBe('all');
    expect(scopeOf('diretores', 'read', 3)).toBe('school');
    expect(mayList('diretores', 4)).toBe(false);
  });

  it('lets people assign only types at or below their own rank', () => {
    expect(mayAssignType(1, 1)).toBe(true);
    expect(mayAssignType(2, 1)).toBe(false);
    expect(mayAssignType(2, 2)).toBe(true);
    expect(mayAssignType(3, 2)).toBe(false);
    expect(mayAssignType(3, 5)).toBe(true);
    expect(mayAssignType(3, 6)).toBe(false);
  });
});

// Forms and lists against ACCESS, screen by screen: navigation-access.test.ts.
describe('the menus and the scope table agree (spec section 6)', () => {
  it('offers on a list screen what ACCESS allows: add, edit, delete', () => {
    expect(screenActions('turmas', 3)).toEqual({ create: true, edit: true, delete: true });
    expect(screenActions('turmas', 4)).toEqual({ create: false, edit: false, delete: false });
    expect(screenActions('cursos', 2)).toEqual({ create: true, edit: false, delete: false });
    expect(screenActions('escolas', null)).toEqual({ create: false, edit: false, delete: false });
  });

  it('offers on a row what ACCESS allows on that row: a director edits only their own school', () => {
    const diretor = { userId: 2, userType: 2, schoolId: 1 } as const;
    expect(rowActions('escolas', diretor, { cp_ec_id: 1 })).toEqual({ edit: true, delete: true });
    expect(rowActions('escolas', diretor, { cp_ec_id: 2 })).toEqual({ edit: false, delete: false });
    expect(rowActions('escolas', { ...diretor, userType: 1 }, { cp_ec_id: 2 })).toEqual({ edit: true, delete: true });
    expect(rowActions('escolas', { ...diretor, userType: 3 }, { cp_ec_id: 1 })).toEqual({ edit: false, delete: false });
    expect(rowActions('escolas', null, { cp_ec_id: 1 })).toEqual({ edit: false, delete: false });
  });
});

describe('actions fall back as documented', () => {
  it('list falls back to read, create and delete to write', () => {
    expect(scopeOf('turmas', 'list', 4)).toBe('teaching');
    expect(scopeOf('turmas', 'delete', 2)).toBe(scopeOf('turmas', 'write', 2));
    expect(scopeOf('usuarios', 'list', 4)).toBe('none');
    expect(scopeOf('usuarios', 'read', 4)).toBe('self');
  });
  it('knows every scope ACCESS holds', () => {
    expect(unknownScopes(SCOPES)).toEqual([]);
    expect(unknownScopes(['all'])).toContain('school');
  });
});
