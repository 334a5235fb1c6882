import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { MASKS } from '@/domain/masks';
import { renderWithTheme } from '../test-utils';
import { Checkbox, MaskedField, PasswordField, SelectField, TextAreaField, TextField, toLibraryMask } from './index';

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

  it('converts the 9-notation so that the digit 9 itself can be typed', () => {
    expect(toLibraryMask('99:99')).toEqual({ mask: '__:__', replacement: { _: /\d/ } });
    expect(toLibraryMask('9_9').mask).toBe('#_#');
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
