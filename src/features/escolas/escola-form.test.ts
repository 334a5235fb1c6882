import { describe, expect, it } from 'vitest';
import type { Escola } from '@contract/entities';
import { emptySchoolForm, schoolToForm, validateSchoolForm, type SchoolFormValues } from './escola-form';

const valid: SchoolFormValues = {
  ...emptySchoolForm(new Date(2025, 0, 31)),
  cp_ec_nome: '  Unidade Moema ',
  cp_ec_responsavel: 'Helena Martins Costa',
  cp_ec_endereco_rua: 'Avenida Ibirapuera',
  cp_ec_endereco_numero: '2100',
  cp_ec_endereco_bairro: 'Moema',
  cp_ec_endereco_cidade: 'São Paulo',
  cp_ec_endereco_estado: 'SP',
};

describe('validateSchoolForm', () => {
  it('starts a new school today', () => {
    expect(emptySchoolForm(new Date(2025, 0, 31)).cp_ec_data_cadastro).toBe('2025-01-31');
  });

  it('turns valid values into the body, trimmed, with cp_ec_excluido 0 and an empty description as null', () => {
    const result = validateSchoolForm(valid);
    expect(result).toEqual({
      ok: true,
      fields: expect.objectContaining({
        cp_ec_nome: 'Unidade Moema',
        cp_ec_descricao: null,
        cp_ec_excluido: 0,
        cp_ec_data_cadastro: '2025-01-31',
      }),
    });
  });

  it('refuses a date that does not exist, an unknown state and a too long name', () => {
    const result = validateSchoolForm({
      ...valid,
      cp_ec_data_cadastro: '2025-02-30',
      cp_ec_endereco_estado: 'XX',
      cp_ec_nome: 'a'.repeat(256),
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        cp_ec_data_cadastro: 'Data inválida.',
        cp_ec_endereco_estado: 'Estado inválido.',
        cp_ec_nome: 'Máximo de 255 caracteres.',
      },
    });
  });

  it('treats blanks as missing', () => {
    const result = validateSchoolForm({ ...valid, cp_ec_endereco_numero: '   ' });
    expect(result).toEqual({ ok: false, errors: { cp_ec_endereco_numero: 'Número é obrigatório.' } });
  });

  it('fills the form from a stored school, tolerating missing values', () => {
    const school = {
      cp_ec_id: 1,
      cp_ec_nome: 'A',
      cp_ec_descricao: null,
      cp_ec_data_cadastro: '2020-05-04T00:00:00Z',
    } as unknown as Escola;
    const form = schoolToForm(school);
    expect(form.cp_ec_descricao).toBe('');
    expect(form.cp_ec_data_cadastro).toBe('2020-05-04');
    expect(form.cp_ec_endereco_rua).toBe('');
  });
});
