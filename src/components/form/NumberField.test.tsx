import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test-utils';
import { NumberField, numberText, tidyNumber } from './index';

function Controlled({
  decimals,
  negative,
  onRead,
}: {
  decimals?: number;
  negative?: boolean;
  onRead: (v: number | null) => void;
}) {
  const [text, setText] = useState('');
  return (
    <NumberField
      label="Nota"
      value={text}
      decimals={decimals}
      negative={negative}
      onValueChange={(t, v) => {
        setText(t);
        onRead(v);
      }}
    />
  );
}

describe('NumberField', () => {
  it('is a text box with the decimal keypad, never a number input', () => {
    renderWithTheme(<NumberField label="Nota" value="" onValueChange={() => {}} />);
    const input = screen.getByRole('textbox', { name: 'Nota' });
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAttribute('inputmode', 'decimal');
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
  });

  it('reads a typed decimal comma as the decimals: 8,5 is 8.5, not 85', async () => {
    const user = userEvent.setup();
    const onRead = vi.fn();
    renderWithTheme(<Controlled decimals={1} onRead={onRead} />);
    const input = screen.getByRole('textbox', { name: 'Nota' });
    await user.type(input, '8,5');
    expect(input).toHaveValue('8,5');
    expect(onRead).toHaveBeenLastCalledWith(8.5);
  });

  it('writes the number in pt-BR with its decimals when left, and leaves what it cannot read', async () => {
    const user = userEvent.setup();
    const onRead = vi.fn();
    renderWithTheme(<Controlled decimals={1} onRead={onRead} />);
    const input = screen.getByRole('textbox', { name: 'Nota' });
    await user.type(input, '7');
    await user.tab();
    expect(input).toHaveValue('7,0');
    await user.clear(input);
    await user.type(input, '9.5');
    await user.tab();
    expect(input).toHaveValue('9,5');
    // More places than the field keeps: left as typed for the form to refuse, never rounded.
    await user.clear(input);
    await user.type(input, '8,55');
    await user.tab();
    expect(input).toHaveValue('8,55');
    await user.clear(input);
    await user.type(input, '8,5,1');
    await user.tab();
    expect(input).toHaveValue('8,5,1');
    expect(onRead).toHaveBeenLastCalledWith(null);
  });

  it('keeps letters and a minus out unless negatives are allowed', async () => {
    const user = userEvent.setup();
    const onRead = vi.fn();
    const { unmount } = renderWithTheme(<Controlled onRead={onRead} />);
    await user.type(screen.getByRole('textbox', { name: 'Nota' }), 'abc-1 0');
    expect(screen.getByRole('textbox', { name: 'Nota' })).toHaveValue('10');
    unmount();
    renderWithTheme(<Controlled negative onRead={onRead} />);
    await user.type(screen.getByRole('textbox', { name: 'Nota' }), '-2,5');
    expect(onRead).toHaveBeenLastCalledWith(-2.5);
  });

  it('shows its error and hint like every field', () => {
    renderWithTheme(<NumberField label="Nota" value="11" hint="De 0 a 10" error="Entre 0 e 10." onValueChange={() => {}} />);
    const input = screen.getByRole('textbox', { name: 'Nota' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('De 0 a 10 Entre 0 e 10.');
  });
});

describe('numberText and tidyNumber', () => {
  it('keeps digits, separators and (when allowed) a minus', () => {
    expect(numberText(' 8,5 pts')).toBe('8,5');
    expect(numberText('-1')).toBe('1');
    expect(numberText('-1', true)).toBe('-1');
  });
  it('writes what it reads with the field decimals, never rounding', () => {
    expect(tidyNumber('8.5', 1)).toBe('8,5');
    expect(tidyNumber('10', 1)).toBe('10,0');
    expect(tidyNumber(',5', 1)).toBe('0,5');
    expect(tidyNumber('8,55', 1)).toBe('8,55');
    expect(tidyNumber('abc', 1)).toBe('abc');
    expect(tidyNumber('8.5', undefined)).toBe('8.5');
  });
});
