// @vitest-environment node
/**
 * The registration rules both backends apply beside their data access: who
 * is the same account (rules/usuarios.ts), what a class answers and who may
 * be in it (rules/turmas.ts), who may hold a grant (permissoes.ts), and the
 * login answer (session.ts).
 */
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../supabase/functions/_shared/contract/errors.ts';
import { grantTarget, mayHoldGrant } from '../../supabase/functions/_shared/contract/permissoes.ts';
import { distinctStudents, isLiveMemberOf, turmaAnswer } from '../../supabase/functions/_shared/contract/rules/turmas.ts';
import { identityClash, sameIdentifier, staysInClass } from '../../supabase/functions/_shared/contract/rules/usuarios.ts';
import { loginAnswer } from '../../supabase/functions/_shared/contract/session.ts';
import { SERVER_MESSAGES } from '../../supabase/functions/_shared/contract/messages.ts';
import type { TurmaRow } from '../../supabase/functions/_shared/contract/entities.ts';

describe('usuarios', () => {
  it('a login or e-mail is the same whatever its case and surrounding spaces', () => {
    expect(sameIdentifier(' Ana.Souza ', 'ana.souza')).toBe(true);
    expect(sameIdentifier('ana@x.com', 'ana@y.com')).toBe(false);
  });

  it('two people clash on a login, an e-mail or a CPF typed with or without punctuation', () => {
    const ana = { cp_login: 'ana', cp_email: 'ana@x.com', cp_cpf: '123.456.789-09' };
    expect(identityClash(ana, { cp_login: 'bia', cp_email: 'bia@x.com', cp_cpf: '12345678909' })).toBe(true);
    expect(identityClash(ana, { cp_login: 'ANA', cp_email: 'b@x.com', cp_cpf: '1' })).toBe(true);
    expect(identityClash(ana, { cp_login: 'bia', cp_email: 'ANA@x.com ', cp_cpf: '1' })).toBe(true);
    expect(identityClash(ana, { cp_login: 'bia', cp_email: 'bia@x.com', cp_cpf: '987.654.321-00' })).toBe(false);
  });

  it('an edited person stays in their class only as a student of its school', () => {
    expect(staysInClass({ cp_tipo_user: 5, cp_escola_id: 2 }, 2)).toBe(true);
    expect(staysInClass({ cp_tipo_user: 5, cp_escola_id: 3 }, 2)).toBe(false);
    expect(staysInClass({ cp_tipo_user: 4, cp_escola_id: 2 }, 2)).toBe(false);
  });
});

describe('turmas', () => {
  const row: TurmaRow = {
    cp_tr_id: 1,
    cp_tr_nome: 'T1',
    cp_tr_data: '2026-01-01',
    cp_tr_id_professor: 4,
    cp_tr_id_escola: 2,
    cp_tr_curso_id: 3,
    cp_tr_dias: ['seg', 'qua'],
    cp_tr_horario_inicio: '19:00',
    cp_tr_horario_fim: '20:30',
    cp_tr_sala: 'Sala 2',
  };

  it('answers its students by ascending id and empty names where a label is missing', () => {
    expect(turmaAnswer(row, { alunos: [9, 3, 7], nomeProfessor: 'Prof', nomeEscola: null, nomeCurso: 'Curso' })).toEqual({
      ...row,
      cp_tr_alunos: [3, 7, 9],
      nomeDoProfessor: 'Prof',
      nomeDaEscola: '',
      cursoNome: 'Curso',
    });
    expect(turmaAnswer(row, { alunos: null, nomeProfessor: null, nomeEscola: null, nomeCurso: null }).cp_tr_alunos).toEqual([]);
  });

  it('its teacher and students are live people of that type in its school', () => {
    const professor = { cp_tipo_user: 4, cp_excluido: 0, cp_escola_id: 2 };
    expect(isLiveMemberOf(professor, 4, 2)).toBe(true);
    expect(isLiveMemberOf(professor, 5, 2)).toBe(false);
    expect(isLiveMemberOf(professor, 4, 3)).toBe(false);
    expect(isLiveMemberOf({ ...professor, cp_excluido: 1 }, 4, 2)).toBe(false);
    expect(isLiveMemberOf(undefined, 4, 2)).toBe(false);
    expect(distinctStudents([5, 3, 5, 1, 3])).toEqual([5, 3, 1]);
  });
});

describe('permissoes', () => {
  it('a grant is held by a live director, secretary or teacher', () => {
    expect([1, 2, 3, 4, 5].map((t) => mayHoldGrant({ cp_tipo_user: t, cp_excluido: 0 }))).toEqual([
      false,
      true,
      true,
      true,
      false,
    ]);
    expect(mayHoldGrant({ cp_tipo_user: 3, cp_excluido: 1 })).toBe(false);
  });

  it("a grant's path names a positive id and a grantable permission, else 400", () => {
    expect(grantTarget({ userId: '7', permissao: 'materialExtra' })).toEqual({ userId: 7, permissao: 'materialExtra' });
    expect(() => grantTarget({ userId: '0', permissao: 'materialExtra' })).toThrow(new HttpError(400, SERVER_MESSAGES.invalidId));
    expect(() => grantTarget({ userId: '7', permissao: 'tudo' })).toThrow(HttpError);
  });
});

describe('session', () => {
  it("the login answer carries the person's facts, photo and tokens", () => {
    const user = { cp_tipo_user: 5 as const, cp_nome: 'Ana', cp_id: 9, cp_escola_id: 2, cp_turma_id: 4 };
    expect(loginAnswer(user, null, { token: 't', refreshToken: 'r', expiresAt: 10 })).toEqual({
      msg: SERVER_MESSAGES.loginSuccess,
      userType: 5,
      userName: 'Ana',
      userId: 9,
      userProfilePhoto: null,
      schoolId: 2,
      turmaID: 4,
      token: 't',
      refreshToken: 'r',
      expiresAt: 10,
    });
  });
});
