import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { MASKS } from '@/domain/masks';
import { renderWithTheme } from '../test-utils';
import { applyMask, Checkbox, MaskedField, maskEdit, PasswordField, SelectField, TextAreaField, TextField } from './index';

function ControlledMasked({ mask, label }: { mask: string; label: string }) {
  const [value, setValue] = useState('');
  return (
    <>
      <MaskedField label={label} mask={mask} value={value} onChange={(e) => setValue(e.target.value)} />
      <output aria-label="valor">{value}</output>
    </>
  );
}

describe('TextField', () => {
  it('binds the label, hint and error to the input', () => {
    renderWithTheme(<TextField label="Nome" hint="Como no documento" error="Informe o nome" required />);
    const input = screen.getByRole('textbox', { name: /Nome/ });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Como no documento Informe o nome');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('(obrigatório)')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is not marked invalid without an error', () => {
    renderWithTheme(<TextField label="Email" type="email" />);
    const input = screen.getByLabelText('Email');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });
});

describe('MaskedField', () => {
  it('formats typed digits as a CPF', async () => {
    const user = userEvent.setup();
    renderWithTheme(<ControlledMasked label="CPF" mask={MASKS.cpf} />);
    const input = screen.getByLabelText('CPF');
    await user.type(input, '12345678909');
    expect(input).toHaveValue('123.456.789-09');
    expect(screen.getByLabelText('valor')).toHaveTextContent('123.456.789-09');
  });

  it('ignores letters and stops at the end of the pattern', async () => {
    const user = userEvent.setup();
    renderWithTheme(<ControlledMasked label="Telefone" mask={MASKS.phone} />);
    const input = screen.getByLabelText('Telefone');
    await user.type(input, '11a9876543219999');
    expect(input).toHaveValue('(11) 98765-4321');
  });

  it('formats bare digits given as the value (e.g. loaded from the backend)', () => {
    renderWithTheme(
      <>
        <MaskedField label="CPF" mask={MASKS.cpf} value="12345678909" onChange={() => {}} />
        <MaskedField label="CNPJ" mask={MASKS.cnpj} defaultValue="12345678000199" />
        <MaskedField label="Horário" mask={MASKS.time} value="09:30" onChange={() => {}} />
      </>,
    );
    expect(screen.getByLabelText('CPF')).toHaveValue('123.456.789-09');
    expect(screen.getByLabelText('CNPJ')).toHaveValue('12.345.678/0001-99');
    expect(screen.getByLabelText('Horário')).toHaveValue('09:30');
  });

  it('keeps every digit typed with no delay at all (autofill, a barcode reader, paste-by-typing)', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithTheme(<ControlledMasked label="CPF" mask={MASKS.cpf} />);
    const input = screen.getByLabelText('CPF');
    await user.type(input, '52998224725');
    expect(input).toHaveValue('529.982.247-25');
    expect(screen.getByLabelText('valor')).toHaveTextContent('529.982.247-25');
  });

  it('takes a pasted number with its punctuation, or other text around it', async () => {
    const user = userEvent.setup();
    renderWithTheme(<ControlledMasked label="WhatsApp" mask={MASKS.phone} />);
    const input = screen.getByLabelText('WhatsApp');
    await user.click(input);
    await user.paste('Tel.: +55 (41) 99876-5432');
    // The first 11 digits, as a Brazilian mobile number holds them.
    expect(input).toHaveValue('(55) 41998-7654');
    await user.clear(input);
    await user.paste('(41) 99876-5432');
    expect(input).toHaveValue('(41) 99876-5432');
  });

  it('Backspace over a separator deletes the digit before it; a digit typed mid-number goes in its place', async () => {
    const user = userEvent.setup();
    renderWithTheme(<ControlledMasked label="CPF" mask={MASKS.cpf} />);
    const input = screen.getByLabelText<HTMLInputElement>('CPF');
    await user.type(input, '1234');
    expect(input).toHaveValue('123.4');
    await user.type(input, '{Backspace}');
    expect(input).toHaveValue('123');
    await user.type(input, '4567');
    // The caret after '123.', then a digit typed there shifts the rest.
    input.setSelectionRange(4, 4);
    await user.type(input, '9', { initialSelectionStart: 4, initialSelectionEnd: 4 });
    expect(input).toHaveValue('123.945.67');
    expect(input.selectionStart).toBe(5);
  });

  it('lays digits into a pattern, separators appearing with the digit after them', () => {
    expect(applyMask('999.999.999-99', '123')).toBe('123');
    expect(applyMask('999.999.999-99', '1234')).toBe('123.4');
    expect(applyMask('(99) 99999-9999', '4')).toBe('(4');
    expect(applyMask('99:99', '0930')).toBe('09:30');
    expect(applyMask('99:99', '093015')).toBe('09:30');
    // Backspace right after the '.' of '123.4' (caret 4): only the separator went; the 3 goes with it.
    expect(maskEdit('999.999.999-99', '1234', 3, '123.4', 'deleteContentBackward')).toEqual({ value: '124', caret: 2 });
    // Delete right before the '.' (caret 3): the separator went, so the digit after it goes.
    expect(maskEdit('999.999.999-99', '1234', 3, '123.4', 'deleteContentForward')).toEqual({ value: '123', caret: 3 });
  });
});

describe('PasswordField', () => {
  it('toggles between hidden and visible text', async () => {
    const user = userEvent.setup();
    renderWithTheme(<PasswordField label="Senha" defaultValue="segredo" />);
    const input = screen.getByLabelText('Senha');
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Mostrar senha' }));
    expect(input).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Ocultar senha' }));
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveValue('segredo');
  });
});

describe('SelectField', () => {
  it('renders the placeholder as an empty first option', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <SelectField
        label="Estado"
        placeholder="Selecione"
        defaultValue=""
        options={[
          { value: 'SP', label: 'São Paulo' },
          { value: 'RJ', label: 'Rio de Janeiro', disabled: true },
        ]}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Estado' });
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Selecione', 'São Paulo', 'Rio de Janeiro']);
    expect(options[0]).toHaveValue('');
    expect(options[2]).toBeDisabled();
    await user.selectOptions(select, 'SP');
    expect(select).toHaveValue('SP');
  });
});

describe('TextAreaField and Checkbox', () => {
  it('label the controls', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <>
        <TextAreaField label="Descrição" error="Muito curto" />
        <Checkbox label="Cadastro de Empresa" hint="Mostra os campos da empresa" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Descrição' })).toHaveAccessibleDescription('Muito curto');
    const box = screen.getByRole('checkbox', { name: 'Cadastro de Empresa' });
    expect(box).toHaveAccessibleDescription('Mostra os campos da empresa');
    await user.click(screen.getByText('Cadastro de Empresa'));
    expect(box).toBeChecked();
  });
});
