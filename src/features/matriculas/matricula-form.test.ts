import { describe, expect, it } from 'vitest';
import type { Matricula } from '@contract/entities';
import {
  autoOpenSections,
  changePaymentType,
  emptyMatriculaForm,
  matriculaEscola,
  parcelaPreview,
  parcelasEnabled,
  matriculaToForm,
  parseMoney,
  paymentChangeNeedsConfirmation,
  sectionHasData,
  tidyMoney,
  toggleSection,
  validateMatriculaForm,
  type MatriculaFormValues,
} from './matricula-form';

const stored: Matricula = {
  cp_mt_id: 7,
  cp_mt_curso: 3,
  cp_mt_escola: 1,
  cp_mt_usuario: 17,
  cp_mt_nome_usuario: 'Murilo Oliveira Monteiro',
  cp_mt_cadastro_usuario: '123.456.789-09',
  cp_mt_valor_curso: 2880,
  cp_mt_quantas_parcelas: 6,
  cp_mt_parcelas_pagas: 2,
  cp_mt_primeira_parcela: '2025-02-10',
  cp_status_matricula: 'trancado',
  cp_mt_nivel: 'Intermediário',
  cp_mt_horario_inicio: '19:00',
  cp_mt_horario_fim: '20:30',
  cp_mt_escolaridade: null,
  cp_mt_local_nascimento: null,
  cp_mt_rede_social: null,
  cp_mt_nome_pai: null,
  cp_mt_contato_pai: null,
  cp_mt_nome_mae: 'Ana Monteiro',
  cp_mt_contato_mae: '(11) 98765-4321',
  cp_mt_tipo_pagamento: 'parcelado',
  cp_mt_valor_mensalidade: null,
};

/** A valid new parcelado enrolment. */
const valid: MatriculaFormValues = {
  ...emptyMatriculaForm(),
  usuarioId: '17',
  nomeUsuario: 'Murilo Oliveira Monteiro',
  cpfUsuario: '123.456.789-09',
  escolaId: '1',
  cursoId: '3',
  valorCurso: '200,00',
  numeroParcelas: '3',
  primeiraDataPagamento: '2025-03-10',
};

describe('a new enrolment', () => {
  it('starts ativo and parcelado, with both sections closed', () => {
    const empty = emptyMatriculaForm();
    expect(empty.status).toBe('ativo');
    expect(empty.tipoPagamento).toBe('parcelado');
    expect(empty.adicionais).toBe(false);
    expect(empty.menor).toBe(false);
  });
});

describe('money as typed', () => {
  it.each([
    ['1800', 1800],
    ['1.800', 1800],
    ['1.800,5', 1800.5],
    ['1800,50', 1800.5],
    ['1800.50', 1800.5],
    ['R$ 1.234.567,89', 1234567.89],
    ['R$\u00a0320,00', 320],
    ['0,99', 0.99],
  ])('reads %s as %s', (typed, value) => {
    expect(parseMoney(typed)).toBe(value);
  });

  it.each(['', '  ', 'abc', '12,3,4', '1.80.0', '-5', '1,2.3'])('reads %j as nothing', (typed) => {
    expect(parseMoney(typed)).toBeNull();
  });

  it('tidies a typed value for display, keeping text that is no number', () => {
    expect(tidyMoney('1800')).toBe('1.800,00');
    expect(tidyMoney('99,9')).toBe('99,90');
    expect(tidyMoney('abc')).toBe('abc');
  });
});

describe('stored enrolment ↔ form', () => {
  it('fills every field from the stored names', () => {
    const values = matriculaToForm(stored);
    expect(values).toMatchObject({
      usuarioId: '17',
      nomeUsuario: 'Murilo Oliveira Monteiro',
      cpfUsuario: '123.456.789-09',
      escolaId: '1',
      cursoId: '3',
      status: 'trancado',
      tipoPagamento: 'parcelado',
      valorCurso: '2.880,00',
      numeroParcelas: '6',
      valorMensalidade: '',
      primeiraDataPagamento: '2025-02-10',
      nivelIdioma: 'Intermediário',
      horarioInicio: '19:00',
      horarioFim: '20:30',
      nomeMae: 'Ana Monteiro',
      contatoMae: '(11) 98765-4321',
    });
  });

  it('opens the guardian section of a stored enrolment with guardian data, not the additional one without data', () => {
    const values = matriculaToForm(stored);
    expect(values.menor).toBe(true);
    expect(values.adicionais).toBe(false);
    expect(matriculaToForm({ ...stored, cp_mt_rede_social: '@murilo' }).adicionais).toBe(true);
    expect(matriculaToForm({ ...stored, cp_mt_nome_mae: null, cp_mt_contato_mae: null }).menor).toBe(false);
  });

  it('reads a mensalidade enrolment: the monthly fee, no installments', () => {
    const values = matriculaToForm({
      ...stored,
      cp_mt_tipo_pagamento: 'mensalidade',
      cp_mt_valor_curso: null,
      cp_mt_quantas_parcelas: null,
      cp_mt_valor_mensalidade: 320,
    });
    expect(values).toMatchObject({
      tipoPagamento: 'mensalidade',
      valorCurso: '',
      numeroParcelas: '',
      valorMensalidade: '320,00',
    });
  });

  it('turns the stored enrolment back into the same body', () => {
    const result = validateMatriculaForm(matriculaToForm(stored), 1);
    expect(result).toEqual({
      ok: true,
      payload: {
        status: 'trancado',
        tipoPagamento: 'parcelado',
        usuarioId: 17,
        nomeUsuario: 'Murilo Oliveira Monteiro',
        cpfUsuario: '123.456.789-09',
        cursoId: 3,
        escolaId: 1,
        valorCurso: 2880,
        numeroParcelas: 6,
        valorParcela: 480,
        valorMensalidade: null,
        primeiraDataPagamento: '2025-02-10',
        nivelIdioma: 'Intermediário',
        horarioInicio: '19:00',
        horarioFim: '20:30',
        escolaridade: null,
        localNascimento: null,
        redeSocial: null,
        nomePai: null,
        contatoPai: null,
        nomeMae: 'Ana Monteiro',
        contatoMae: '(11) 98765-4321',
      },
    });
  });
});

describe('the toggled sections', () => {
  it('ignore blanks when looking for data', () => {
    expect(sectionHasData({ ...valid, escolaridade: '  ' }, 'adicionais')).toBe(false);
    expect(sectionHasData({ ...valid, redeSocial: '@x' }, 'adicionais')).toBe(true);
    expect(sectionHasData({ ...valid, contatoPai: '(11) 9' }, 'menor')).toBe(true);
  });

  it('open by themselves when any of their fields holds data', () => {
    expect(autoOpenSections({ ...valid, localNascimento: 'Curitiba - PR' })).toMatchObject({ adicionais: true, menor: false });
    expect(autoOpenSections({ ...valid, nomePai: 'João' })).toMatchObject({ adicionais: false, menor: true });
    expect(autoOpenSections(valid)).toBe(valid);
  });

  it('open and close freely while empty', () => {
    const opened = toggleSection(valid, 'menor', true);
    expect(opened).toEqual({ ok: true, values: { ...valid, menor: true } });
    expect(toggleSection(opened.values, 'menor', false)).toEqual({ ok: true, values: { ...valid, menor: false } });
  });

  it('refuse to close while a field is filled, and stay open', () => {
    const filled = { ...valid, menor: true, contatoMae: '(11) 98765-4321' };
    expect(toggleSection(filled, 'menor', false)).toEqual({
      ok: false,
      values: filled,
      error: 'Preencha ou limpe os campos antes de fechar.',
    });
    const additional = { ...valid, adicionais: true, escolaridade: 'Mestrado' };
    expect(toggleSection(additional, 'adicionais', false)).toMatchObject({
      ok: false,
      error: 'Preencha ou limpe os campos antes de fechar.',
      values: { adicionais: true },
    });
  });
});

describe('payment and installments', () => {
  it('asks before changing the payment type of a stored enrolment only', () => {
    expect(paymentChangeNeedsConfirmation(true, 'parcelado', 'mensalidade')).toBe(true);
    expect(paymentChangeNeedsConfirmation(true, 'parcelado', 'parcelado')).toBe(false);
    expect(paymentChangeNeedsConfirmation(false, 'parcelado', 'mensalidade')).toBe(false);
  });

  it('clears the installment count (and so its value) when the type changes', () => {
    const changed = changePaymentType(valid, 'mensalidade');
    expect(changed).toMatchObject({ tipoPagamento: 'mensalidade', numeroParcelas: '', valorCurso: '200,00' });
    expect(parcelaPreview(changePaymentType(changed, 'parcelado'))).toBeNull();
    expect(changePaymentType(valid, 'parcelado')).toBe(valid);
  });

  it('enables the installments once a course value is entered', () => {
    expect(parcelasEnabled({ ...valid, valorCurso: '' })).toBe(false);
    expect(parcelasEnabled({ ...valid, valorCurso: '0' })).toBe(false);
    expect(parcelasEnabled({ ...valid, valorCurso: 'abc' })).toBe(false);
    expect(parcelasEnabled({ ...valid, valorCurso: '1' })).toBe(true);
  });

  it('shows the installment value as the contract computes it (value ÷ count, to the cent)', () => {
    expect(parcelaPreview(valid)).toBe(66.67);
    expect(parcelaPreview({ ...valid, valorCurso: '2.880', numeroParcelas: '13' })).toBe(221.54);
    expect(parcelaPreview({ ...valid, numeroParcelas: '' })).toBeNull();
    expect(parcelaPreview({ ...valid, valorCurso: '' })).toBeNull();
  });

  it('signs the Gestor’s enrolment in the person’s school, staff’s in their own', () => {
    expect(matriculaEscola('all', 1, 3)).toBe(3);
    expect(matriculaEscola('school', 1, 3)).toBe(1);
    expect(matriculaEscola('all', 1, null)).toBeNull();
  });
});

describe('validateMatriculaForm', () => {
  it('names every missing field of an empty parcelado form', () => {
    expect(validateMatriculaForm(emptyMatriculaForm(), 1)).toEqual({
      ok: false,
      errors: {
        usuarioId: 'Escolha o usuário em "Pesquisar Usuário".',
        cursoId: 'Curso é obrigatório.',
        valorCurso: 'Valor do Curso é obrigatório.',
        numeroParcelas: 'Escolha o número de parcelas.',
        primeiraDataPagamento: 'Primeira Parcela é obrigatória.',
      },
    });
  });

  it('asks a mensalidade form for the monthly fee, not for installments', () => {
    const result = validateMatriculaForm({ ...valid, tipoPagamento: 'mensalidade', numeroParcelas: '' }, 1);
    expect(result).toEqual({ ok: false, errors: { valorMensalidade: 'Valor Mensalidade é obrigatório.' } });
  });

  it('sends a mensalidade enrolment without course value or installments', () => {
    const result = validateMatriculaForm({ ...valid, tipoPagamento: 'mensalidade', valorMensalidade: '320' }, 1);
    expect(result.ok && result.payload).toMatchObject({
      tipoPagamento: 'mensalidade',
      valorMensalidade: 320,
      valorCurso: null,
      numeroParcelas: null,
      valorParcela: null,
    });
  });

  it('sends a parcelado enrolment with the computed installment value and empty optionals as null', () => {
    const result = validateMatriculaForm(valid, 1);
    expect(result.ok && result.payload).toMatchObject({
      status: 'ativo',
      tipoPagamento: 'parcelado',
      usuarioId: 17,
      cursoId: 3,
      escolaId: 1,
      valorCurso: 200,
      numeroParcelas: 3,
      valorParcela: 66.67,
      valorMensalidade: null,
      horarioInicio: null,
      nivelIdioma: null,
      nomePai: null,
    });
  });

  it('refuses a value that is no number, more than two decimals, zero or over the limit', () => {
    expect(validateMatriculaForm({ ...valid, valorCurso: 'abc' }, 1)).toMatchObject({
      ok: false,
      errors: { valorCurso: 'Informe um valor válido.' },
    });
    expect(validateMatriculaForm({ ...valid, valorCurso: '10,555' }, 1)).toMatchObject({
      ok: false,
      errors: { valorCurso: 'Use no máximo duas casas decimais.' },
    });
    expect(validateMatriculaForm({ ...valid, valorCurso: '0' }, 1)).toMatchObject({
      ok: false,
      errors: { valorCurso: 'O valor deve ser maior que zero.' },
    });
    expect(validateMatriculaForm({ ...valid, valorCurso: '1.000.001' }, 1)).toMatchObject({
      ok: false,
      errors: { valorCurso: 'Valor acima do permitido (R$ 1.000.000,00).' },
    });
  });

  it('checks the times (HH:MM, the end after the start)', () => {
    expect(validateMatriculaForm({ ...valid, horarioInicio: '19:0' }, 1)).toMatchObject({
      ok: false,
      errors: { horarioInicio: 'Horário inválido (use HH:MM).' },
    });
    expect(validateMatriculaForm({ ...valid, horarioInicio: '19:00', horarioFim: '18:30' }, 1)).toMatchObject({
      ok: false,
      errors: { horarioFim: 'O horário de término deve ser depois do início.' },
    });
    expect(validateMatriculaForm({ ...valid, horarioInicio: '19:00', horarioFim: '20:30' }, 1).ok).toBe(true);
  });

  it('refuses a person without a school to sign the enrolment in', () => {
    expect(validateMatriculaForm(valid, null)).toEqual({
      ok: false,
      errors: { usuarioId: 'O usuário escolhido não está em nenhuma escola.' },
    });
  });

  it('keeps the lengths of the contract', () => {
    expect(validateMatriculaForm({ ...valid, contatoPai: '9'.repeat(41) }, 1)).toMatchObject({
      ok: false,
      errors: { contatoPai: 'Máximo de 40 caracteres.' },
    });
  });
});
