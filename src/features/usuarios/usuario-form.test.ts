import { describe, expect, it } from 'vitest';
import { fitsMask } from './LenientMaskedField';
import { emptyValues, validateUserForm, valuesFromUser, withPhotoCheck, type UserFormValues } from './usuario-form';

const valid = (overrides: Partial<UserFormValues> = {}): UserFormValues => ({
  ...emptyValues(1),
  cp_nome: ' Joana Prado ',
  cp_email: 'joana@example.com',
  cp_login: 'joana',
  password: 'segredo1',
  cp_tipo_user: '5',
  cp_cpf: '529.982.247-25',
  cp_datanascimento: '2001-04-09',
  ...overrides,
});
const TODAY = new Date(2026, 10, 21);

describe('validateUserForm', () => {
  it('gives the trimmed body with ids as numbers and empty optionals as null', () => {
    const result = validateUserForm(valid({ cp_rg: '  ' }), 'create', 3, TODAY);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.payload).toMatchObject({
      cp_nome: 'Joana Prado',
      cp_tipo_user: 5,
      cp_escola_id: 1,
      cp_rg: null,
      cp_estadocivil: null,
      cp_password: 'segredo1',
    });
  });

  it('requires the password on create only, and leaves a blank one out on edit', () => {
    expect(validateUserForm(valid({ password: '' }), 'create', 1, TODAY)).toEqual({
      ok: false,
      errors: { password: 'Senha é obrigatória.' },
    });
    const edit = validateUserForm(valid({ password: '' }), 'edit', 1, TODAY);
    expect(edit.ok && 'cp_password' in edit.payload).toBe(false);
  });

  it('refuses a type above the caller’s own', () => {
    expect(validateUserForm(valid({ cp_tipo_user: '2' }), 'create', 3, TODAY)).toEqual({
      ok: false,
      errors: { cp_tipo_user: 'Escolha um dos tipos oferecidos.' },
    });
  });

  it('clears the company fields when the company switch is off', () => {
    const result = validateUserForm(valid({ company: false, cp_cnpj: '12.345.678/0001-95', cp_ie: '123' }), 'edit', 1, TODAY);
    expect(result.ok && result.payload).toMatchObject({ cp_cnpj: null, cp_ie: null, cp_empresaatuacao: null });
  });

  it('names an unfinished mask and an overlong field in Portuguese', () => {
    const result = validateUserForm(valid({ cp_whatsapp: '(41) 9876', cp_rg: '1'.repeat(30) }), 'create', 1, TODAY);
    expect(result).toEqual({
      ok: false,
      errors: { cp_whatsapp: 'WhatsApp deve seguir o formato (99) 99999-9999.', cp_rg: 'Máximo de 20 caracteres.' },
    });
  });

  it('never throws on odd input', () => {
    const odd = { ...valid(), cp_tipo_user: 'x', cp_escola_id: '-1', cp_datanascimento: '2023-02-30', cp_estadocivil: 'outro' };
    const result = validateUserForm(odd, 'create', 1, TODAY);
    expect(result.ok).toBe(false);
  });
});

describe('withPhotoCheck', () => {
  it('passes the form’s result through while the photo is fine', () => {
    const result = validateUserForm(valid(), 'create', 3, TODAY);
    expect(withPhotoCheck(result, false, 'foto')).toBe(result);
  });

  it('adds the photo’s message to a valid form, or to the other errors', () => {
    expect(withPhotoCheck(validateUserForm(valid(), 'create', 3, TODAY), true, 'Remova a foto.')).toEqual({
      ok: false,
      errors: { cp_foto_perfil: 'Remova a foto.' },
    });
    const invalid = withPhotoCheck(validateUserForm(valid({ cp_nome: '' }), 'create', 3, TODAY), true, 'Remova a foto.');
    expect(invalid.ok).toBe(false);
    expect(!invalid.ok && invalid.errors).toMatchObject({ cp_nome: expect.any(String), cp_foto_perfil: 'Remova a foto.' });
  });
});

describe('valuesFromUser', () => {
  it('opens the company section when company data exists and ignores an unknown estado civil', () => {
    const values = valuesFromUser({
      cp_id: 1,
      cp_nome: 'A',
      cp_email: 'a@b.c',
      cp_login: 'a',
      cp_tipo_user: 4,
      cp_rg: null,
      cp_cpf: '529.982.247-25',
      cp_datanascimento: '1990-01-02',
      cp_estadocivil: 'outro' as never,
      cp_cnpj: null,
      cp_ie: '123',
      cp_whatsapp: null,
      cp_telefone: null,
      cp_empresaatuacao: null,
      cp_profissao: null,
      cp_end_cidade_estado: null,
      cp_end_rua: null,
      cp_end_num: null,
      cp_end_cep: null,
      cp_descricao: null,
      cp_escola_id: 2,
      cp_foto_perfil: null,
      cp_excluido: 0,
      cp_turma_id: null,
    });
    expect(values).toMatchObject({
      company: true,
      cp_ie: '123',
      cp_estadocivil: '',
      cp_escola_id: '2',
      cp_tipo_user: '4',
      password: '',
    });
  });
});

describe('fitsMask', () => {
  it.each([
    ['', true],
    ['41987654321', true],
    ['(41) 98765-4321', true],
    ['(41) 9876', true],
    ['(41) 3333-4444', false],
    ['419876543210', false],
    ['+55 41 98765-4321', false],
  ])('%s under (99) 99999-9999 → %s', (value, fits) => {
    expect(fitsMask(value, '(99) 99999-9999')).toBe(fits);
  });
});
