// @vitest-environment node
/** The enrolment rules both backends apply (rules/matriculas.ts): the form's person details, who may be the student, what a save writes. */
import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '../../supabase/functions/_shared/contract/messages.ts';
import {
  alunoChangeRefusal,
  alunoRefusal,
  enderecoOf,
  newEnrolmentPlan,
  signedAluno,
  unpaidChanges,
  usuarioMatriculaAnswer,
  type PersonDetails,
} from '../../supabase/functions/_shared/contract/rules/matriculas.ts';
import { parcelasPlano } from '../../supabase/functions/_shared/contract/rules/parcelas.ts';

const noAddress = { cp_end_rua: null, cp_end_num: null, cp_end_cidade_estado: null, cp_end_cep: null };

describe('enderecoOf', () => {
  it('writes street and number, city and CEP in one line, leaving out what is missing', () => {
    expect(
      enderecoOf({ cp_end_rua: 'Rua A', cp_end_num: '10', cp_end_cidade_estado: 'Recife/PE', cp_end_cep: '50000-000' }),
    ).toBe('Rua A, 10 — Recife/PE — CEP 50000-000');
    expect(enderecoOf({ ...noAddress, cp_end_num: '10', cp_end_cep: '50000-000' })).toBe('10 — CEP 50000-000');
    expect(enderecoOf({ ...noAddress, cp_end_rua: 'Rua A', cp_end_num: '' })).toBe('Rua A');
    expect(enderecoOf(noAddress)).toBeNull();
  });
});

describe('usuarioMatriculaAnswer', () => {
  it("maps a profile's fields to the form's names, the address composed", () => {
    const person: PersonDetails = {
      ...noAddress,
      cp_end_cidade_estado: 'Natal/RN',
      cp_nome: 'Ana',
      cp_cpf: '123.456.789-09',
      cp_datanascimento: '2001-02-03',
      cp_profissao: null,
      cp_estadocivil: 'Solteiro(a)',
      cp_whatsapp: '(84) 99999-0000',
      cp_telefone: null,
      cp_email: 'ana@escola.com',
      cp_escola_id: 3,
    };
    expect(usuarioMatriculaAnswer(person)).toEqual({
      nomeUsuario: 'Ana',
      cpfUsuario: '123.456.789-09',
      dataNascimento: '2001-02-03',
      profissao: null,
      estadoCivil: 'Solteiro(a)',
      endereco: 'Natal/RN',
      whatsapp: '(84) 99999-0000',
      telefone: null,
      email: 'ana@escola.com',
      escolaId: 3,
    });
  });
});

describe('who may be the student', () => {
  const aluno = { cp_tipo_user: 5, cp_excluido: 0, cp_escola_id: 2 };
  it('a live person of the enrolment school first, then a student', () => {
    expect(alunoRefusal(aluno, 2)).toBeNull();
    expect(alunoRefusal(undefined, 2)).toBe(SERVER_MESSAGES.matriculaUserInvalid);
    expect(alunoRefusal({ ...aluno, cp_excluido: 1 }, 2)).toBe(SERVER_MESSAGES.matriculaUserInvalid);
    // Another school's teacher: not of this school, whatever their type.
    expect(alunoRefusal({ ...aluno, cp_tipo_user: 4 }, 3)).toBe(SERVER_MESSAGES.matriculaUserInvalid);
    expect(alunoRefusal({ ...aluno, cp_tipo_user: 4 }, 2)).toBe(SERVER_MESSAGES.matriculaOnlyStudents);
  });

  it('an edit naming someone else: a staff member hears why, anyone else that the student never changes', () => {
    expect(alunoChangeRefusal({ cp_tipo_user: 3 })).toBe(SERVER_MESSAGES.matriculaOnlyStudents);
    expect(alunoChangeRefusal({ cp_tipo_user: 5 })).toBe(SERVER_MESSAGES.matriculaUserChanged);
    expect(alunoChangeRefusal(undefined)).toBe(SERVER_MESSAGES.matriculaUserChanged);
  });

  it('an edit keeps the student as signed', () => {
    expect(signedAluno({ cp_mt_usuario: 9, cp_mt_nome_usuario: 'Ana', cp_mt_cadastro_usuario: '1', cp_mt_escola: 2 })).toEqual({
      cp_id: 9,
      cp_nome: 'Ana',
      cp_cpf: '1',
      cp_escola_id: 2,
    });
  });
});

describe('the installments a save writes', () => {
  const parcelado = {
    tipoPagamento: 'parcelado' as const,
    valorCurso: 300,
    numeroParcelas: 3,
    primeiraDataPagamento: '2026-01-31',
  };

  it('a new enrolment: its plan when parcelado, none for mensalidade', () => {
    expect(newEnrolmentPlan(parcelado)).toEqual(parcelasPlano(300, 3, '2026-01-31'));
    expect(newEnrolmentPlan({ tipoPagamento: 'mensalidade', primeiraDataPagamento: '2026-01-31' })).toEqual([]);
  });

  it('an edit: paid ones stay, unpaid ones are updated under their number, inserted or removed', () => {
    const existing = [
      { id: 11, numero: 1, valor: 100, pago: true },
      { id: 12, numero: 2, valor: 100, pago: false },
      { id: 13, numero: 3, valor: 100, pago: false },
    ];
    const changes = unpaidChanges({ ...parcelado, numeroParcelas: 2 }, existing);
    expect(changes).toEqual({
      remove: [13],
      update: [{ id: 12, numero: 2, vencimento: '2026-02-28', valor: 200 }],
      insert: [],
    });
    const more = unpaidChanges({ ...parcelado, numeroParcelas: 4 }, existing);
    expect(more?.remove).toEqual([]);
    expect(more?.update.map((p) => p.id)).toEqual([12, 13]);
    expect(more?.insert.map((p) => p.numero)).toEqual([4]);
  });

  it('an edit to mensalidade removes every unpaid one; a plan that cannot hold what was paid is refused', () => {
    const existing = [
      { id: 11, numero: 1, valor: 250, pago: true },
      { id: 12, numero: 2, valor: 50, pago: false },
    ];
    expect(unpaidChanges({ tipoPagamento: 'mensalidade', primeiraDataPagamento: '2026-01-31' }, existing)).toEqual({
      remove: [12],
      update: [],
      insert: [],
    });
    expect(unpaidChanges({ ...parcelado, valorCurso: 200 }, existing)).toBeNull();
  });
});
