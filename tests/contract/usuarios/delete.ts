/** DELETE /delete-user/:id: soft deletion by who may; the person stops signing in. */
import { expect } from 'vitest';
import { NO_SUCH_ID, P, PASSWORD, T } from '../people.ts';
import type { Scenario } from '../scenario.ts';
import { bodyOf, callerDenials, del, error, get, id, idsOf, loginRequest, M, ok } from '../scenarios-kit.ts';
import { stillSignsIn } from './kit.ts';

// ---------------------------------------------------------------------------
// DELETE /delete-user/:id
// ---------------------------------------------------------------------------

export const deleteScenarios: Scenario[] = [
  {
    name: 'deleteUsuario: a Diretor deletes a student: gone from lists and class, cannot sign in, their open session ends',
    as: 'anon',
    request: loginRequest(P.aluno.cp_login, PASSWORD),
    expect: ok(),
    then: [
      { as: { tokenOf: 0 }, request: get(`/users/${id('aluno')}`), expect: ok() },
      { as: 'diretor', request: del(`/delete-user/${id('aluno')}`), expect: ok({ body: { msg: M.userDeleted } }) },
      { as: { tokenOf: 0 }, request: get(`/users/${id('aluno')}`), expect: error(401, M.sessionExpired) },
      // Both backends check the token, then the request, then the live account:
      // a malformed request with the old token is a 400, a well-formed one a 401.
      {
        as: { tokenOf: 0 },
        request: { method: 'PUT', path: `/update-profile/${id('aluno')}`, json: { cp_nome: '' } },
        expect: { status: 400 },
      },
      {
        as: { tokenOf: 0 },
        request: {
          method: 'PUT',
          path: `/update-profile/${id('aluno')}`,
          json: { cp_nome: 'Fantasma', cp_email: 'fantasma@exemplo.com.br', cp_login: 'fantasma' },
        },
        expect: error(401, M.sessionExpired),
      },
      { as: 'anon', request: loginRequest(P.aluno.cp_login, PASSWORD), expect: error(401, M.wrongCredentials) },
      { as: 'diretor', request: get(`/users/${id('aluno')}`), expect: error(404, M.userNotFound) },
      { as: 'diretor', request: get('/users'), expect: ok({ check: (a) => expect(idsOf(a)).not.toContain(id('aluno')) }) },
      {
        as: 'diretor',
        request: get(`/turmas/${T.doAluno.cp_tr_id}`),
        expect: ok({ check: (a) => expect(bodyOf<{ cp_tr_alunos: number[] }>(a).cp_tr_alunos).not.toContain(id('aluno')) }),
      },
      {
        as: 'diretor',
        request: get('/escola/alunos/1'),
        expect: ok({ check: (a) => expect(idsOf(a)).not.toContain(id('aluno')) }),
      },
      // Deleting again: they no longer exist.
      { as: 'diretor', request: del(`/delete-user/${id('aluno')}`), expect: error(404, M.userNotFound) },
    ],
  },
  {
    name: 'deleteUsuario: the gestor deletes a secretary of another school',
    as: 'gestor',
    request: del(`/delete-user/${id('secretaria2')}`),
    expect: ok({ body: { msg: M.userDeleted } }),
    then: [{ as: 'anon', request: loginRequest(P.secretaria2.cp_login, PASSWORD), expect: error(401, M.wrongCredentials) }],
  },
  ...(['gestor', 'diretor', 'secretaria'] as const).map((who): Scenario => ({
    name: `deleteUsuario: ${who} cannot delete themself`,
    as: who,
    request: del(`/delete-user/${id(who)}`),
    expect: error(409, M.cannotDeleteSelf),
    then: [stillSignsIn(who)],
  })),
  {
    name: 'deleteUsuario: a teacher who still teaches a class',
    as: 'gestor',
    request: del(`/delete-user/${id('professorB')}`),
    expect: error(409, M.teacherHasClasses),
    then: [stillSignsIn('professorB')],
  },
  {
    name: 'deleteUsuario: a Secretária cannot delete a director',
    as: 'secretaria',
    request: del(`/delete-user/${id('diretor')}`),
    expect: { status: 403 },
    then: [stillSignsIn('diretor')],
  },
  {
    name: 'deleteUsuario: someone of another school does not exist for a Secretária',
    as: 'secretaria',
    request: del(`/delete-user/${id('aluno2')}`),
    expect: error(404, M.userNotFound),
    then: [stillSignsIn('aluno2')],
  },
  {
    name: 'deleteUsuario: a teacher cannot reach a student',
    as: 'professor',
    request: del(`/delete-user/${id('aluno')}`),
    expect: error(404, M.userNotFound),
    then: [stillSignsIn('aluno')],
  },
  {
    name: 'deleteUsuario: a student cannot reach another student',
    as: 'aluno',
    request: del(`/delete-user/${id('alunoB')}`),
    expect: error(404, M.userNotFound),
  },
  {
    name: 'deleteUsuario: a deleted person',
    as: 'gestor',
    request: del(`/delete-user/${id('excluido')}`),
    expect: error(404, M.userNotFound),
  },
  {
    name: 'deleteUsuario: an unknown id',
    as: 'gestor',
    request: del(`/delete-user/${NO_SUCH_ID}`),
    expect: error(404, M.userNotFound),
  },
  { name: 'deleteUsuario: a non-numeric id', as: 'gestor', request: del('/delete-user/abc'), expect: error(400, M.invalidId) },
  ...callerDenials('deleteUsuario', del(`/delete-user/${id('aluno')}`), [stillSignsIn('aluno')]),
];
