import { describe, expect, it } from 'vitest';
import type { Escola } from '@contract/entities';
import {
  emptyEscolaForm,
  normalizePixKey,
  pixKeyKindOf,
  escolaToForm,
  validateEscolaForm,
  type EscolaFormValues,
} from './escola-form';
import { PIX_KEY_INVALID } from './escola-messages';

const valid: EscolaFormValues = {
  ...emptyEscolaForm(new Date(2025, 0, 31)),
  cp_ec_nome: '  Unidade Moema ',
  cp_ec_responsavel: 'Helena Martins Costa',
  cp_ec_endereco_rua: 'Avenida Ibirapuera',
  cp_ec_endereco_numero: '2100',
  cp_ec_endereco_bairro: 'Moema',
  cp_ec_endereco_cidade: 'São Paulo',
  cp_ec_endereco_estado: 'SP',
};

describe('validateEscolaForm', () => {
  it('starts a new school today', () => {
    expect(emptyEscolaForm(new Date(2025, 0, 31)).cp_ec_data_cadastro).toBe('2025-01-31');
  });

  it('turns valid values into the body, trimmed, with cp_ec_excluido 0 and an empty description as null', () => {
    const result = validateEscolaForm(valid);
    expect(result).toEqual({
      ok: true,
      fields: expect.objectContaining({
        cp_ec_nome: 'Unidade Moema',
        cp_ec_descricao: null,
        cp_ec_pix_chave: null,
        cp_ec_excluido: 0,
        cp_ec_data_cadastro: '2025-01-31',
      }),
    });
  });

  it('refuses a date that does not exist, an unknown state and a too long name', () => {
    const result = validateEscolaForm({
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
    const result = validateEscolaForm({ ...valid, cp_ec_endereco_numero: '   ' });
    expect(result).toEqual({ ok: false, errors: { cp_ec_endereco_numero: 'Número é obrigatório.' } });
  });

  it('fills the form from a stored school, tolerating missing values', () => {
    const school = {
      cp_ec_id: 1,
      cp_ec_nome: 'A',
      cp_ec_descricao: null,
      cp_ec_data_cadastro: '2020-05-04T00:00:00Z',
    } as unknown as Escola;
    const form = escolaToForm(school);
    expect(form.cp_ec_descricao).toBe('');
    expect(form.cp_ec_data_cadastro).toBe('2020-05-04');
    expect(form.cp_ec_endereco_rua).toBe('');
  });

  it('fills the PIX key from a stored school, and leaves it empty without one', () => {
    expect(escolaToForm({ cp_ec_pix_chave: '11222333000181' } as Escola).cp_ec_pix_chave).toBe('11222333000181');
    expect(escolaToForm({ cp_ec_pix_chave: null } as Escola).cp_ec_pix_chave).toBe('');
    expect(emptyEscolaForm().cp_ec_pix_chave).toBe('');
  });
});

describe("the PIX key (optional; the contract's pixKeyKind decides)", () => {
  const withKey = (cp_ec_pix_chave: string) => validateEscolaForm({ ...valid, cp_ec_pix_chave });

  it('accepts every kind of key the Central Bank defines, sent as it writes them', () => {
    const cases: [typed: string, sent: string, kind: string][] = [
      ['52998224725', '52998224725', 'cpf'],
      ['529.982.247-25', '52998224725', 'cpf'],
      ['11.222.333/0001-81', '11222333000181', 'cnpj'],
      [' financeiro@escola.com.br ', 'financeiro@escola.com.br', 'email'],
      ['+55 (11) 98765-4321', '+5511987654321', 'telefone'],
      ['7d9f0c2e-4b1a-4c8e-9f3d-2a6b5c8e1f04', '7d9f0c2e-4b1a-4c8e-9f3d-2a6b5c8e1f04', 'aleatoria'],
    ];
    for (const [typed, sent, kind] of cases) {
      expect(normalizePixKey(typed), typed).toBe(sent);
      expect(pixKeyKindOf(typed), typed).toBe(kind);
      expect(withKey(typed), typed).toEqual({ ok: true, fields: expect.objectContaining({ cp_ec_pix_chave: sent }) });
    }
  });

  it('sends no key when the field is empty', () => {
    expect(withKey('   ')).toEqual({ ok: true, fields: expect.objectContaining({ cp_ec_pix_chave: null }) });
    expect(pixKeyKindOf('')).toBeNull();
  });

  it('refuses what is not a key: a CPF with wrong check digits, a phone without +55, free text', () => {
    for (const typed of ['52998224726', '(11) 98765-4321', '+1 415 555 0100', 'escola vila mariana', '12345']) {
      expect(withKey(typed), typed).toEqual({ ok: false, errors: { cp_ec_pix_chave: PIX_KEY_INVALID } });
    }
  });
});
